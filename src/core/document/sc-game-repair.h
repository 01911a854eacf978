/* sc-game-repair.h: change a move in the middle of a game and re-read the rest
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game-edit.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

/* Replaces node's move with move (legal after node's parent) and re-reads
 * the main-line moves that followed it from their written text: each old
 * move is spelled in its old position and read in the new one. Every move
 * that still fits is kept with its NAGs, comments, draw offer and the
 * variations to it (each variation re-read the same way, as far as it
 * fits; an unread rest of one becomes a comment after its last move).
 * The first main-line move that no longer fits, and everything after it,
 * is left out of the tree: *new_node is the node of the new move,
 * *misfit the last node kept (new_node when none was) and *pending the
 * text left out (move numbers, variations and comments included; NULL
 * when everything fitted), to fix and read on after *misfit.
 * Returns the one edit that takes the whole replacement back (a group). */
ScGameEdit *sc_game_replace_move        (ScGame                 *game,
                                         ScGameNode             *node,
                                         ScMove                  move,
                                         ScGameNode            **new_node,
                                         ScGameNode            **misfit,
                                         char                  **pending);
/* The same, with *pending spelled in style (NULL: PGN's English SAN). */
ScGameEdit *sc_game_replace_move_styled (ScGame                 *game,
                                         ScGameNode             *node,
                                         ScMove                  move,
                                         const ScNotationStyle  *style,
                                         ScGameNode            **new_node,
                                         ScGameNode            **misfit,
                                         char                  **pending);

G_END_DECLS
