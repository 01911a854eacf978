/* sc-judgement.h: how much a move costs, in winning chances
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-comment.h"

G_BEGIN_DECLS

typedef enum {
  SC_JUDGEMENT_NONE,
  SC_JUDGEMENT_INACCURACY,   /* ?! (NAG 6): at least 10 points of winning chances lost */
  SC_JUDGEMENT_MISTAKE,      /* ?  (NAG 2): at least 20 */
  SC_JUDGEMENT_BLUNDER,      /* ?? (NAG 4): at least 30 */
} ScJudgement;

/* Scores are as sc_uci_score_for_white () gives them, but from the
 * mover's side: centipawns, or a mate as ±(SC_UCI_MATE_SCORE - moves). */
gboolean    sc_score_is_mate        (int          score);
/* Moves to mate of a mate score: positive when the mover mates. */
int         sc_score_mate_moves     (int          score);
/* A score from White's side as [%eval] holds it: pawns, or moves to mate. */
void        sc_score_get_eval       (int          score,
                                     ScEval      *eval);

/* The chance of winning, 0 to 100, of a side that is centipawns ahead:
 * 50 + 50 · (2 / (1 + e^(−0.00368208 · cp)) − 1). A mate is 100 or 0. */
double      sc_win_percent          (int          centipawns);
double      sc_score_win_percent    (int          score);

/* The judgement of a move that loses points of winning chances. */
ScJudgement sc_judgement_for_loss   (double       points);
/* The move that turned the best evaluation of the position before it
 * (before) into after, both from the mover's side. A mate kept (for or
 * against the mover, however long) is no change. */
ScJudgement sc_judge_move           (int          before,
                                     int          after);
/* The NAG of a judgement: 6, 2, 4, or 0 for none. */
guint       sc_judgement_nag        (ScJudgement  judgement);

G_END_DECLS
