/* sc-board-view-private.h: what the board's files share
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * sc-board-view.c handles input and state, sc-board-view-drawing.c
 * draws the board from that state.
 */
#pragma once

#include "sc-board-drawing.h"
#include "sc-board-view.h"

G_BEGIN_DECLS

#define NO_SQUARE SC_NO_SQUARE

struct _ScBoardView {
  GtkWidget    parent_instance;

  ScPosition   position;
  ScMove       last_move;
  ScMove       preview_move;   /* a move typed but not played, or 0 */
  ScSquare     preview_from;   /* its squares, or NO_SQUARE */
  ScSquare     preview_to;
  /* While a line of play is previewed: the position and last move of
   * the game, given back when the preview ends; nothing can be played. */
  gboolean     previewing;
  ScPosition   game_position;
  ScMove       game_last_move;
  ScPieceSet  *piece_set;
  GArray      *marks;          /* of ScMark */

  /* Layout of the last allocation, and whether it is flipped. */
  ScBoardGeometry geometry;

  /* Interaction. */
  ScSquare     selected;       /* the piece picked up, or NO_SQUARE */
  gboolean     keyboard_used;  /* since the last click: the cursor shows */
  ScSquare     cursor;         /* the keyboard's square */
  gboolean     dragging;
  double       drag_x;
  double       drag_y;
  ScSquare     mark_from;      /* right button pressed here */
  ScMove       pending_promotion;
  GtkWidget   *promotion_popover;

  GtkWidget   *squares[64];    /* ScBoardSquare children, for screen readers */
};

void  sc_board_view_square_origin    (ScBoardView *self,
                                      ScSquare     sq,
                                      double      *x,
                                      double      *y);
guint sc_board_view_legal_moves_from (ScBoardView *self,
                                      ScSquare     from,
                                      ScMove      *out);
void  sc_board_view_snapshot         (GtkWidget   *widget,
                                      GtkSnapshot *snapshot);

G_END_DECLS
