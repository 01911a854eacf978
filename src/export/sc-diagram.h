/* sc-diagram.h: a chess diagram drawn as vectors into cairo
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sc-comment.h"
#include "sc-piece-drawing.h"
#include "sc-position.h"

G_BEGIN_DECLS

typedef enum {
  SC_DIAGRAM_DEFAULT      = 0,
  SC_DIAGRAM_FLIPPED      = 1 << 0,   /* seen from Black */
  SC_DIAGRAM_COORDINATES  = 1 << 1,   /* a–h and 1–8 outside the border */
  SC_DIAGRAM_SIDE_TO_MOVE = 1 << 2,   /* a small square by the side to move */
  SC_DIAGRAM_GRAYSCALE    = 1 << 3,
} ScDiagramFlags;

/* The width and height the diagram takes for a board of board_size. */
void sc_diagram_get_extent (double             board_size,
                            ScDiagramFlags     flags,
                            double            *width,
                            double            *height);
/* Draws the board with its border, the pieces (vectors, from pieces),
 * marked squares under and arrows over them, with the top-left corner
 * of the whole extent at (x, y). */
void sc_diagram_draw       (cairo_t           *cr,
                            ScPieceDrawing    *pieces,
                            const ScPosition  *pos,
                            const ScMark      *marks,
                            guint              n_marks,
                            double             x,
                            double             y,
                            double             board_size,
                            ScDiagramFlags     flags);

/* Fills an arrow with cr's source, from the centre (x1, y1) of one
 * square to near the centre (x2, y2) of another, sized for squares of
 * side square: the one shape of an arrow, on the board and on paper. */
void sc_diagram_fill_arrow  (cairo_t           *cr,
                             double             x1,
                             double             y1,
                             double             x2,
                             double             y2,
                             double             square);

G_END_DECLS
