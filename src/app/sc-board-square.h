/* sc-board-square.h: the accessible face of one square of the board
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-types.h"

G_BEGIN_DECLS

#define SC_TYPE_BOARD_SQUARE (sc_board_square_get_type ())
G_DECLARE_FINAL_TYPE (ScBoardSquare, sc_board_square, SC, BOARD_SQUARE, GtkWidget)

/* The board draws everything itself; a square widget only carries the
 * name a screen reader speaks ("e4, white knight") and sits where its
 * square is drawn. */
GtkWidget *sc_board_square_new       (ScSquare       square);
ScSquare   sc_board_square_get_square (ScBoardSquare *self);
void       sc_board_square_set_piece  (ScBoardSquare *self,
                                       ScPiece        piece);

G_END_DECLS
