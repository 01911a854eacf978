/* sc-entering.h: the window's ways of entering moves: typing, pasting,
 * game text, and the choice when a move differs from the one there
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-game-text-dialog.h"
#include "sc-move-parser.h"
#include "sc-window.h"

G_BEGIN_DECLS

/* win.enter-text (Ctrl+Shift+V) and win.paste-game (Ctrl+V outside text fields). */
void              sc_entering_install_actions (GtkWidgetClass    *widget_class);
/* A printable key pressed outside a text field starts the move entry. */
void              sc_entering_init            (ScWindow          *window);
/* Plays move (from the board or typed; marks: its NAGs and draw offer,
 * or NULL) after the current move, through sc_document_play_move ().
 * Where the current move is followed by another one, asks whether to add
 * a variation or to replace the move there and read the rest again, and
 * returns FALSE: the move is played when the question is answered. */
gboolean          sc_entering_play_move       (ScWindow          *window,
                                               ScMove             move,
                                               const ScMoveParse *marks);
/* The window's game text dialog, made when asked for the first time. */
ScGameTextDialog *sc_entering_get_text_dialog (ScWindow          *window);

G_END_DECLS
