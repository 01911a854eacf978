/* sc-board-image.h: one board as an SVG or PNG file
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-diagram.h"

G_BEGIN_DECLS

typedef enum {
  SC_BOARD_IMAGE_SVG,
  SC_BOARD_IMAGE_PNG,
} ScBoardImageFormat;

/* The board of size units (SVG: points; PNG: pixels) with its marks and
 * blank room on every side, as the bytes of the image file. */
GBytes  *sc_board_image_render (const ScPosition    *pos,
                               const ScMark        *marks,
                               guint                n_marks,
                               ScDiagramFlags       flags,
                               double               size,
                               ScBoardImageFormat   format,
                               GError             **error);
/* The same, written atomically to file. */
gboolean sc_board_image_write (const ScPosition    *pos,
                               const ScMark        *marks,
                               guint                n_marks,
                               ScDiagramFlags       flags,
                               double               size,
                               ScBoardImageFormat   format,
                               GFile               *file,
                               GError             **error);

G_END_DECLS
