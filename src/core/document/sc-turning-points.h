/* sc-turning-points.h: the moves of a game where the evaluation swings
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-comment.h"
#include "sc-game.h"

G_BEGIN_DECLS

/* A turning point changes White's winning chances by this many points of
 * per cent in one move. */
#define SC_TURNING_MIN_SWING   30.0
/* Half-moves between two diagrams (turning points or marked ones). */
#define SC_TURNING_MIN_PLIES   6
/* At most this many turning points in a game, so that a page stays a page. */
#define SC_TURNING_MAX_POINTS  4

/* White's winning chances in per cent for eval, the evaluation after a
 * move of mover: 50 + 50 · (2 / (1 + e^(−0.00368208 · centipawns)) − 1),
 * a mate 100 or 0 (a mate already on the board, "#0", for mover). */
double     sc_eval_winning_chances  (const ScEval *eval,
                                     ScColor       mover);
/* Whether a move of the main line carries an evaluation ([%eval]). */
gboolean   sc_game_has_evals        (ScGame       *game);
/* Whether any of games (of ScGame*) has one. */
gboolean   sc_games_have_evals      (GPtrArray    *games);
/* The main-line moves (of ScGameNode*, in game order) that change White's
 * winning chances by SC_TURNING_MIN_SWING or more from the evaluation of
 * the move before: the largest swings, at most max_points of them, each
 * SC_TURNING_MIN_PLIES or more from the others and from the moves that
 * carry a diagram mark ($220, $221). Empty without evaluations. */
GPtrArray *sc_game_turning_points   (ScGame       *game,
                                     guint         max_points);

G_END_DECLS
