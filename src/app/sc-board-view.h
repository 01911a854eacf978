/* sc-board-view.h: the chess board widget
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-comment.h"
#include "sc-piece-set.h"
#include "sc-position.h"

G_BEGIN_DECLS

#define SC_TYPE_BOARD_VIEW (sc_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ScBoardView, sc_board_view, SC, BOARD_VIEW, GtkWidget)

/* Shows a position and lets the user play legal moves on it by
 * click-click, drag and drop, or the keyboard (arrow keys and Enter).
 * A played move is announced with ::move-played; the view does not
 * change its position by itself: its owner updates the model and sets
 * the new position. Right-drag draws arrows, right-click marks squares
 * (::mark-toggled). */
GtkWidget        *sc_board_view_new            (void);

void              sc_board_view_set_position   (ScBoardView      *self,
                                                const ScPosition *pos,
                                                ScMove            last_move);
const ScPosition *sc_board_view_get_position   (ScBoardView      *self);
/* Highlights the two squares of a move not played yet (typed in the move
 * entry); 0 clears it. Property preview-move. */
void              sc_board_view_set_preview_move (ScBoardView    *self,
                                                ScMove            move);
void              sc_board_view_get_preview    (ScBoardView      *self,
                                                ScSquare         *from,
                                                ScSquare         *to);
/* Shows pos (the end of a line of play, last_move its last move) in
 * place of the position set, until NULL or the next position set; the
 * preview cannot be played on. */
void              sc_board_view_set_preview_position (ScBoardView *self,
                                                const ScPosition *pos,
                                                ScMove            last_move);
gboolean          sc_board_view_get_previewing (ScBoardView    *self);
/* The square of the piece picked up, or SC_NO_SQUARE. */
ScSquare          sc_board_view_get_selected   (ScBoardView    *self);
/* Whether the keyboard cursor is drawn: the board has the keyboard,
 * reached by Tab or used with the arrows since the last click. */
gboolean          sc_board_view_get_cursor_shown (ScBoardView  *self);
void              sc_board_view_set_marks      (ScBoardView      *self,
                                                const ScMark     *marks,
                                                guint             n_marks);
void              sc_board_view_set_flipped    (ScBoardView      *self,
                                                gboolean          flipped);
gboolean          sc_board_view_get_flipped    (ScBoardView      *self);
void              sc_board_view_set_piece_set  (ScBoardView      *self,
                                                ScPieceSet       *piece_set);
ScPieceSet       *sc_board_view_get_piece_set  (ScBoardView      *self);

/* Where a square is drawn, in widget coordinates (for tests and popovers). */
void              sc_board_view_square_rect    (ScBoardView      *self,
                                                ScSquare          square,
                                                graphene_rect_t  *rect);
/* The move list's click-click, as a test or an accessibility tool does it. */
void              sc_board_view_click_square   (ScBoardView      *self,
                                                ScSquare          square);
/* A drag from one square to another, as the pointer would do it. */
void              sc_board_view_drag           (ScBoardView      *self,
                                                ScSquare          from,
                                                ScSquare          to);

G_END_DECLS
