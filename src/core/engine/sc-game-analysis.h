/* sc-game-analysis.h: what an engine found in every position of a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-engine.h"
#include "sc-game.h"
#include "sc-uci.h"

G_BEGIN_DECLS

/* The positions of a game's main line, numbered by ply: position 0 is
 * the start, position n the one after the n-th move, the last the final
 * position. Each holds the engine's lines of play (ScUciInfo*, multipv 1
 * first), or none yet. It keeps its own copy of the moves, so a worker
 * thread can fill it while the game is being edited. */
typedef struct _ScGameAnalysis ScGameAnalysis;

ScGameAnalysis   *sc_game_analysis_new             (ScGame            *game);
void              sc_game_analysis_free            (ScGameAnalysis    *self);

/* The main line's moves and one more: the final position. */
guint             sc_game_analysis_get_n_positions (ScGameAnalysis    *self);
void              sc_game_analysis_position_at     (ScGameAnalysis    *self,
                                                    guint              ply,
                                                    ScPosition        *pos);
/* The main-line move played in position ply (SC_MOVE_NONE in the last). */
ScMove            sc_game_analysis_get_move        (ScGameAnalysis    *self,
                                                    guint              ply);
/* Whether game's main line is the one analysed. */
gboolean          sc_game_analysis_matches         (ScGameAnalysis    *self,
                                                    ScGame            *game);

/* The engine's name as it gave it ("Stockfish 15.1"); NULL until set. */
const char       *sc_game_analysis_get_engine_name (ScGameAnalysis    *self);
void              sc_game_analysis_set_engine_name (ScGameAnalysis    *self,
                                                    const char        *name);

/* Takes lines (of ScUciInfo*, by multipv, each pv legal in position ply). */
void              sc_game_analysis_set_lines       (ScGameAnalysis    *self,
                                                    guint              ply,
                                                    GPtrArray         *lines);
/* Reads an "info" line as an engine wrote it for position ply (fixed
 * analyses, for tests): it becomes the line of its multipv, replacing an
 * earlier one. Lines without a pv or a score are refused. */
gboolean          sc_game_analysis_add_info        (ScGameAnalysis    *self,
                                                    guint              ply,
                                                    const char        *info,
                                                    GError           **error);
/* The lines of position ply; NULL when it has not been analysed. */
GPtrArray        *sc_game_analysis_get_lines       (ScGameAnalysis    *self,
                                                    guint              ply);
/* Line index (0: the best) of position ply, or NULL. */
const ScUciInfo  *sc_game_analysis_get_line        (ScGameAnalysis    *self,
                                                    guint              ply,
                                                    guint              index);
/* A position with no legal move (mate or stalemate) needs no engine,
 * and one after a null move ("--") cannot have one. */
gboolean          sc_game_analysis_needs_engine    (ScGameAnalysis    *self,
                                                    guint              ply);
/* The score of position ply from White's side, as sc_uci_score_for_white ()
 * gives it: the best line's, or the mate or stalemate on the board.
 * FALSE when it is not known. */
gboolean          sc_game_analysis_get_score       (ScGameAnalysis    *self,
                                                    guint              ply,
                                                    int               *score);

/* How far the analysis has come: positions searched, of total. */
typedef void (*ScGameAnalysisProgress) (guint    done,
                                        guint    total,
                                        gpointer user_data);

/* Searches every position that has no lines yet with engine (started,
 * its options set; MultiPV is set to 2 here, for the second-best move),
 * from the final position back to the start, each within limits. Waits:
 * run it in a worker thread. Cancelling ends it with G_IO_ERROR_CANCELLED,
 * the positions searched so far kept. */
gboolean          sc_game_analysis_run             (ScGameAnalysis    *self,
                                                    ScEngine          *engine,
                                                    const ScEngineLimits *limits,
                                                    ScGameAnalysisProgress progress,
                                                    gpointer           user_data,
                                                    GCancellable      *cancellable,
                                                    GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScGameAnalysis, sc_game_analysis_free)

G_END_DECLS
