/* sc-setup-board.h: a board to set up a position on, no rules applied
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-piece-set.h"
#include "sc-types.h"

G_BEGIN_DECLS

#define SC_TYPE_SETUP_BOARD (sc_setup_board_get_type ())
G_DECLARE_FINAL_TYPE (ScSetupBoard, sc_setup_board, SC, SETUP_BOARD, GtkWidget)

/* Any piece on any square: a click puts the selected piece there (the
 * same piece again, or SC_EMPTY, takes it away), a drag moves a piece,
 * dragging it off the board removes it. From the keyboard, the arrows
 * move a cursor, Space or Enter clicks its square, Delete or BackSpace
 * empties it. ::changed follows every change. */
GtkWidget     *sc_setup_board_new            (void);
void           sc_setup_board_set_piece_set  (ScSetupBoard *self,
                                              ScPieceSet   *piece_set);
void           sc_setup_board_set_selected   (ScSetupBoard *self,
                                              ScPiece       piece);
ScPiece        sc_setup_board_get_selected   (ScSetupBoard *self);
const ScPiece *sc_setup_board_get_squares    (ScSetupBoard *self);
/* Sets all 64 squares (a1 first) without emitting ::changed. */
void           sc_setup_board_set_squares    (ScSetupBoard  *self,
                                              const ScPiece *squares);
/* A click on a square, as the pointer does it. */
void           sc_setup_board_click_square   (ScSetupBoard *self,
                                              ScSquare      square);

/* The keyboard's square, and whether its outline shows. */
ScSquare       sc_setup_board_get_cursor       (ScSetupBoard *self);
gboolean       sc_setup_board_get_cursor_shown (ScSetupBoard *self);

G_END_DECLS
