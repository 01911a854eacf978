/* sc-setup-dialog.h: set up a position to start a game from
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sc-piece-set.h"
#include "sc-setup-board.h"

G_BEGIN_DECLS

#define SC_TYPE_SETUP_DIALOG (sc_setup_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ScSetupDialog, sc_setup_dialog, SC, SETUP_DIALOG, AdwWindow)

/* Pieces placed on a board from a palette, side to move, castling rights
 * and the en passant square, or a pasted FEN; the two follow each other.
 * With Chess960 on, castling rights belong to the rooks where they stand
 * and the FEN names them in X-FEN; a FEN only Chess960 can read turns it
 * on. setup.chess960-position sets up one of the 960 start positions at
 * random. A position no game can reach is refused with the reason.
 * setup.accept emits ::position-chosen (fen, chess960) for a good
 * position and closes. */
GtkWidget    *sc_setup_dialog_new           (ScPieceSet    *piece_set,
                                             const char    *fen);
GtkEditable  *sc_setup_dialog_get_fen_entry (ScSetupDialog *self);
ScSetupBoard *sc_setup_dialog_get_board     (ScSetupDialog *self);
/* The Chess960 switch; setting it reads the FEN again. */
gboolean      sc_setup_dialog_get_chess960  (ScSetupDialog *self);
void          sc_setup_dialog_set_chess960  (ScSetupDialog *self,
                                             gboolean       chess960);
/* Why the position cannot start a game, or NULL. */
const char   *sc_setup_dialog_get_message   (ScSetupDialog *self);

G_END_DECLS
