/* test-judgement.c: moves judged by the winning chances they lose
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sc-judgement.h"
#include "sc-uci.h"

#define MATE_IN(n)  (SC_UCI_MATE_SCORE - (n))
#define MATED_IN(n) (-SC_UCI_MATE_SCORE + (n))

static void
test_win_percent (void)
{
  g_assert_cmpfloat_with_epsilon (sc_win_percent (0), 50.0, 1e-9);
  /* Values of the formula worked out by hand. */
  g_assert_cmpfloat_with_epsilon (sc_win_percent (100), 59.103, 1e-3);
  g_assert_cmpfloat_with_epsilon (sc_win_percent (-100), 40.897, 1e-3);
  g_assert_cmpfloat_with_epsilon (sc_win_percent (300), 75.113, 1e-3);
  g_assert_cmpfloat_with_epsilon (sc_win_percent (100) + sc_win_percent (-100), 100.0, 1e-9);
  g_assert_cmpfloat (sc_win_percent (5000), >, 99.99);
  g_assert_cmpfloat (sc_win_percent (-5000), <, 0.01);
  g_assert_cmpfloat (sc_score_win_percent (MATE_IN (12)), ==, 100.0);
  g_assert_cmpfloat (sc_score_win_percent (MATED_IN (1)), ==, 0.0);

  g_assert_true (sc_score_is_mate (MATE_IN (3)));
  g_assert_true (sc_score_is_mate (MATED_IN (0)));
  g_assert_false (sc_score_is_mate (9000));
  g_assert_cmpint (sc_score_mate_moves (MATE_IN (3)), ==, 3);
  g_assert_cmpint (sc_score_mate_moves (MATED_IN (5)), ==, -5);
}

static void
test_loss_thresholds (void)
{
  const struct { double loss; ScJudgement judgement; guint nag; } cases[] = {
    { -12.0, SC_JUDGEMENT_NONE, 0 },
    { 0.0, SC_JUDGEMENT_NONE, 0 },
    { nextafter (10.0, 0), SC_JUDGEMENT_NONE, 0 },
    { 10.0, SC_JUDGEMENT_INACCURACY, 6 },
    { nextafter (20.0, 0), SC_JUDGEMENT_INACCURACY, 6 },
    { 20.0, SC_JUDGEMENT_MISTAKE, 2 },
    { nextafter (30.0, 0), SC_JUDGEMENT_MISTAKE, 2 },
    { 30.0, SC_JUDGEMENT_BLUNDER, 4 },
    { 100.0, SC_JUDGEMENT_BLUNDER, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ScJudgement judgement = sc_judgement_for_loss (cases[i].loss);

      g_assert_cmpint (judgement, ==, cases[i].judgement);
      g_assert_cmpuint (sc_judgement_nag (judgement), ==, cases[i].nag);
    }
}

/* The centipawns after a move from before at which exactly points of
 * winning chances are lost: the formula solved for cp. */
static double
boundary (int    before,
          double points)
{
  double w = (sc_win_percent (before) - points - 50) / 50;

  return -log (2 / (w + 1) - 1) / 0.00368208;
}

static void
test_centipawn_boundaries (void)
{
  const int befores[] = { 0, 150, -200, 60, 400 };
  const struct { double points; ScJudgement below, at; } steps[] = {
    { 10, SC_JUDGEMENT_NONE, SC_JUDGEMENT_INACCURACY },
    { 20, SC_JUDGEMENT_INACCURACY, SC_JUDGEMENT_MISTAKE },
    { 30, SC_JUDGEMENT_MISTAKE, SC_JUDGEMENT_BLUNDER },
  };

  for (guint b = 0; b < G_N_ELEMENTS (befores); b++)
    for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
      {
        int before = befores[b];
        double exact = boundary (before, steps[s].points);
        /* The last whole centipawn that loses less, the first that loses as much. */
        int kept = (int) ceil (exact), lost = (int) floor (exact);

        if (kept == lost)
          kept++;
        g_assert_cmpfloat (sc_win_percent (before) - sc_win_percent (kept), <, steps[s].points);
        g_assert_cmpfloat (sc_win_percent (before) - sc_win_percent (lost), >=, steps[s].points);
        g_assert_cmpint (sc_judge_move (before, kept), ==, steps[s].below);
        g_assert_cmpint (sc_judge_move (before, lost), ==, steps[s].at);
      }

  /* From a level position: 0.00 to -1.10 is not yet an inaccuracy, -1.11 is. */
  g_assert_cmpint (sc_judge_move (0, -110), ==, SC_JUDGEMENT_NONE);
  g_assert_cmpint (sc_judge_move (0, -111), ==, SC_JUDGEMENT_INACCURACY);
  /* The same pawn costs less when the game is already won. */
  g_assert_cmpint (sc_judge_move (900, 600), ==, SC_JUDGEMENT_NONE);
  g_assert_cmpint (sc_judge_move (100, -200), ==, SC_JUDGEMENT_MISTAKE);
  g_assert_cmpint (sc_judge_move (100, -300), ==, SC_JUDGEMENT_BLUNDER);
  /* A move better than the engine's guess is no mistake. */
  g_assert_cmpint (sc_judge_move (-50, 80), ==, SC_JUDGEMENT_NONE);
}

static void
test_mates (void)
{
  /* A mate kept, however much longer: no mark. */
  g_assert_cmpint (sc_judge_move (MATE_IN (3), MATE_IN (7)), ==, SC_JUDGEMENT_NONE);
  g_assert_cmpint (sc_judge_move (MATE_IN (1), MATE_IN (20)), ==, SC_JUDGEMENT_NONE);
  /* Mated before and after, however much sooner: no mark. */
  g_assert_cmpint (sc_judge_move (MATED_IN (5), MATED_IN (2)), ==, SC_JUDGEMENT_NONE);
  /* A mate given away for +0.50: from 100 to 54.6. */
  g_assert_cmpint (sc_judge_move (MATE_IN (2), 50), ==, SC_JUDGEMENT_BLUNDER);
  /* For a won ending, from 100 to 81.9 and to 90.9. */
  g_assert_cmpint (sc_judge_move (MATE_IN (2), 410), ==, SC_JUDGEMENT_INACCURACY);
  g_assert_cmpint (sc_judge_move (MATE_IN (4), 625), ==, SC_JUDGEMENT_NONE);
  g_assert_cmpint (sc_judge_move (MATE_IN (4), 250), ==, SC_JUDGEMENT_MISTAKE);
  /* Allowing a mate from a level position. */
  g_assert_cmpint (sc_judge_move (0, MATED_IN (3)), ==, SC_JUDGEMENT_BLUNDER);
  /* From a lost one it costs what was left: 5.0 points from -8.00. */
  g_assert_cmpint (sc_judge_move (-800, MATED_IN (3)), ==, SC_JUDGEMENT_NONE);
  g_assert_cmpint (sc_judge_move (-300, MATED_IN (3)), ==, SC_JUDGEMENT_MISTAKE);
  /* Escaping a mate is no mistake. */
  g_assert_cmpint (sc_judge_move (MATED_IN (2), -400), ==, SC_JUDGEMENT_NONE);
  /* The mate turned round. */
  g_assert_cmpint (sc_judge_move (MATE_IN (6), MATED_IN (1)), ==, SC_JUDGEMENT_BLUNDER);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/judgement/win-percent", test_win_percent);
  g_test_add_func ("/judgement/loss-thresholds", test_loss_thresholds);
  g_test_add_func ("/judgement/centipawn-boundaries", test_centipawn_boundaries);
  g_test_add_func ("/judgement/mates", test_mates);
  return g_test_run ();
}
