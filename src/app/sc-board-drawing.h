/* sc-board-drawing.h: what every board on screen draws alike
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's board (ScBoardView) and the board of the Set Up a Position
 * dialog (ScSetupBoard) draw their coordinates and keyboard cursor here,
 * so that the two look and behave the same.
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-piece-set.h"
#include "sc-types.h"

G_BEGIN_DECLS

/* Where a board's squares lie in its widget. */
typedef struct {
  double   origin_x;
  double   origin_y;
  double   square_size;
  gboolean flipped;      /* black at the bottom */
} ScBoardGeometry;

/* Squares of a size in whole pixels, the board centred in width x height. */
void     sc_board_geometry_fit          (ScBoardGeometry       *geometry,
                                         int                    width,
                                         int                    height);
void     sc_board_geometry_square_origin (const ScBoardGeometry *geometry,
                                         ScSquare               sq,
                                         double                *x,
                                         double                *y);
void     sc_board_geometry_square_rect  (const ScBoardGeometry *geometry,
                                         ScSquare               sq,
                                         graphene_rect_t       *rect);
/* The square at (x, y) of the widget, or SC_NO_SQUARE. */
ScSquare sc_board_geometry_square_at    (const ScBoardGeometry *geometry,
                                         double                 x,
                                         double                 y);
/* Gives each of the 64 children, a1 first, its square. */
void     sc_board_allocate_squares      (const ScBoardGeometry *geometry,
                                         GtkWidget *const      *squares);
gboolean sc_board_square_is_dark        (ScSquare               sq);

/* Files and ranks along the board's edges, in the corners of the squares
 * the pieces' drawings leave free; none on a board too small to read them. */
void     sc_board_draw_coordinates      (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         const ScBoardGeometry *geometry,
                                         ScPieceSet            *piece_set);
/* The keyboard's square, outlined. */
void     sc_board_draw_cursor           (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         const ScBoardGeometry *geometry,
                                         ScSquare               cursor);
/* Whether the cursor shows: the board has the keyboard and it was
 * reached with the keyboard (Tab) or keys were pressed on it since. */
gboolean sc_board_cursor_shown          (GtkWidget             *widget,
                                         gboolean               keyboard_used);
/* For a board's GtkWidget::state-flags-changed: the cursor is drawn
 * again as the visible focus comes and goes. */
void     sc_board_redraw_on_focus_change (GtkWidget            *widget,
                                          GtkStateFlags         previous);

G_END_DECLS
