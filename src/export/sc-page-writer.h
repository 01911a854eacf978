/* sc-page-writer.h: laid-out pages to PDF and SVG through cairo's surfaces
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-bulletin-layout.h"

G_BEGIN_DECLS

/* Every page, with an outline entry per game and the document's
 * metadata (title may be NULL). Fonts are embedded as subsets. */
gboolean sc_page_writer_write_pdf (ScBulletinLayout  *layout,
                                   GOutputStream     *out,
                                   const char        *title,
                                   GError           **error);
/* One page as an SVG document. */
gboolean sc_page_writer_write_svg (ScBulletinLayout  *layout,
                                   guint              page,
                                   GOutputStream     *out,
                                   GError           **error);

G_END_DECLS
