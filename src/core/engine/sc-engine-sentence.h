/* sc-engine-sentence.h: a few words on a move, checked on the engine's lines
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"
#include "sc-notation-style.h"
#include "sc-position.h"

G_BEGIN_DECLS

/* What to say of a move played in before that the engine judged a
 * mistake: "allows mate in 3", "misses mate in 2", "loses the knight
 * after 24.Txe5", "misses 24.Txe5, winning a pawn". best is the engine's
 * line in before, refutation its line after the move played; scores are
 * the mover's, as sc_judge_move () takes them. Material is counted by
 * playing the lines out, and only what they show is said. Moves are
 * spelled in style's language. NULL when there is nothing sure to say. */
char *sc_engine_sentence_for_mistake (const ScPosition       *before,
                                      ScMove                  played,
                                      const GArray           *best,
                                      const GArray           *refutation,
                                      int                     before_score,
                                      int                     after_score,
                                      const ScNotationStyle  *style);
/* For a move the engine found best where every other loses. */
char *sc_engine_sentence_only_move   (const ScNotationStyle  *style);
/* The engine's words of a comment on the move played from before, with
 * their numbered moves ("misses 24.Nxe5", written in any letters)
 * spelled in style; the rest as it is. */
char *sc_engine_sentence_restyle     (const char             *words,
                                      const ScPosition       *before,
                                      ScMove                  played,
                                      const ScNotationStyle  *style);

/* The engine's words of a comment on node's move, played from pos (""
 * when the comment has none), with their moves spelled in style; node
 * and pos NULL for a comment on no move. */
char *sc_engine_words_in_style       (const char             *comment,
                                      const ScGameNode       *node,
                                      const ScPosition       *pos,
                                      const ScNotationStyle  *style);

G_END_DECLS
