/* sc-judgement.c: how much a move costs, in winning chances
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pawn matters more in a level position than in a won one, so a move
 * is judged by the winning chances it gives away, as lichess does, not
 * by the pawns the engine's score drops.
 */
#include "config.h"

#include <math.h>

#include "sc-judgement.h"
#include "sc-uci.h"

/* No real evaluation comes near: a mate in up to 1,000 moves. */
#define MATE_BOUND (SC_UCI_MATE_SCORE - 1000)

gboolean
sc_score_is_mate (int score)
{
  return score >= MATE_BOUND || score <= -MATE_BOUND;
}

int
sc_score_mate_moves (int score)
{
  g_return_val_if_fail (sc_score_is_mate (score), 0);
  return score > 0 ? SC_UCI_MATE_SCORE - score : -(SC_UCI_MATE_SCORE + score);
}

void
sc_score_get_eval (int     score,
                   ScEval *eval)
{
  eval->mate = sc_score_is_mate (score);
  eval->value = eval->mate ? sc_score_mate_moves (score) : score / 100.0;
}

double
sc_win_percent (int centipawns)
{
  return 50 + 50 * (2 / (1 + exp (-0.00368208 * centipawns)) - 1);
}

double
sc_score_win_percent (int score)
{
  if (sc_score_is_mate (score))
    return score > 0 ? 100 : 0;
  return sc_win_percent (score);
}

ScJudgement
sc_judgement_for_loss (double loss)
{
  if (loss >= 30)
    return SC_JUDGEMENT_BLUNDER;
  if (loss >= 20)
    return SC_JUDGEMENT_MISTAKE;
  if (loss >= 10)
    return SC_JUDGEMENT_INACCURACY;
  return SC_JUDGEMENT_NONE;
}

ScJudgement
sc_judge_move (int before,
               int after)
{
  if (sc_score_is_mate (before) && sc_score_is_mate (after) && (before > 0) == (after > 0))
    return SC_JUDGEMENT_NONE;
  return sc_judgement_for_loss (sc_score_win_percent (before) - sc_score_win_percent (after));
}

guint
sc_judgement_nag (ScJudgement judgement)
{
  switch (judgement)
    {
    case SC_JUDGEMENT_INACCURACY:
      return 6;
    case SC_JUDGEMENT_MISTAKE:
      return 2;
    case SC_JUDGEMENT_BLUNDER:
      return 4;
    case SC_JUDGEMENT_NONE:
    default:
      return 0;
    }
}
