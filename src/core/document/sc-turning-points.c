/* sc-turning-points.c: the moves of a game where the evaluation swings
 *
 * The evaluations are the [%eval] commands an engine writes into the
 * comment after each move, from White's side. Winning chances, not
 * pawns, are compared: a pawn more matters at an equal position and
 * hardly at all at a won one.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sc-judgement.h"
#include "sc-nag.h"
#include "sc-turning-points.h"

typedef struct {
  ScGameNode *node;
  guint       ply;     /* of the main line, 1 for its first move */
  double      swing;   /* points of per cent */
  gboolean    marked;  /* a diagram mark, not a turning point */
} Swing;

double
sc_eval_winning_chances (const ScEval *eval,
                         ScColor       mover)
{
  if (eval->mate)
    {
      if (eval->value == 0)
        return mover == SC_WHITE ? 100 : 0;
      return eval->value > 0 ? 100 : 0;
    }
  return sc_win_percent ((int) lround (eval->value * 100));
}

static gboolean
node_eval (const ScGameNode *node,
           ScEval           *eval)
{
  return node->comment_after != NULL && sc_comment_get_eval (node->comment_after, eval);
}

static gboolean
node_is_marked (const ScGameNode *node)
{
  for (guint i = 0; i < node->n_nags; i++)
    if (node->nags[i] == SC_NAG_DIAGRAM || node->nags[i] == SC_NAG_DIAGRAM_FROM_BLACK)
      return TRUE;
  return FALSE;
}

gboolean
sc_game_has_evals (ScGame *game)
{
  ScEval eval;

  for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
    if (node_eval (node, &eval))
      return TRUE;
  return FALSE;
}

gboolean
sc_games_have_evals (GPtrArray *games)
{
  for (guint i = 0; i < games->len; i++)
    if (sc_game_has_evals (g_ptr_array_index (games, i)))
      return TRUE;
  return FALSE;
}

static int
by_swing (gconstpointer a,
          gconstpointer b)
{
  const Swing *x = a, *y = b;

  if (x->swing != y->swing)
    return x->swing > y->swing ? -1 : 1;
  return x->ply < y->ply ? -1 : x->ply > y->ply;
}

static int
by_ply (gconstpointer a,
        gconstpointer b)
{
  const Swing *x = a, *y = b;

  return x->ply < y->ply ? -1 : x->ply > y->ply;
}

static gboolean
near_any (const GArray *swings,
          guint         ply)
{
  for (guint i = 0; i < swings->len; i++)
    {
      guint other = g_array_index (swings, Swing, i).ply;

      if ((other > ply ? other - ply : ply - other) < SC_TURNING_MIN_PLIES)
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
sc_game_turning_points (ScGame *game,
                        guint   max_points)
{
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (Swing));
  g_autoptr(GArray) chosen = g_array_new (FALSE, FALSE, sizeof (Swing));
  GPtrArray *points = g_ptr_array_new ();
  ScGameNode *root = sc_game_get_root (game);
  ScColor first = sc_position_side_to_move (sc_game_get_start_position (game));
  ScEval eval;
  /* An evaluation of the start position may stand before the first move. */
  gboolean known = node_eval (root, &eval);
  double before = known ? sc_eval_winning_chances (&eval, first) : 50;
  guint ply = 0;

  /* The annotator's diagrams stand first: turning points keep clear of them. */
  for (ScGameNode *node = root->first_child; node != NULL; node = node->first_child)
    {
      ScColor mover = ply % 2 == 0 ? first : (ScColor) (SC_BLACK - first);
      Swing swing = { node, ++ply, 0, node_is_marked (node) };
      double after;

      if (swing.marked)
        g_array_append_val (chosen, swing);
      if (!node_eval (node, &eval))
        {
          known = FALSE;
          continue;
        }
      after = sc_eval_winning_chances (&eval, mover);
      /* In hundredths of a point: equal swings are taken in game order. */
      swing.swing = round (fabs (after - before) * 100) / 100;
      if (known && swing.swing >= SC_TURNING_MIN_SWING)
        g_array_append_val (candidates, swing);
      known = TRUE;
      before = after;
    }

  g_array_sort (candidates, by_swing);
  for (guint i = 0, n = 0; i < candidates->len && n < max_points; i++)
    {
      Swing *swing = &g_array_index (candidates, Swing, i);

      if (near_any (chosen, swing->ply))
        continue;
      g_array_append_val (chosen, *swing);
      n++;
    }
  g_array_sort (chosen, by_ply);
  for (guint i = 0; i < chosen->len; i++)
    if (!g_array_index (chosen, Swing, i).marked)
      g_ptr_array_add (points, g_array_index (chosen, Swing, i).node);
  return points;
}
