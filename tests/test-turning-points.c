/* test-turning-points.c: the moves where an engine's evaluation swings
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sc-movetext-reader.h"
#include "sc-turning-points.h"

/* The first game of text, read whole. */
static ScGame *
read_game (const char *text)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, NULL);

  g_assert_cmpuint (result->games->len, >=, 1);
  if (result->problems->len > 0 && g_array_index (result->problems, ScTextProblem, 0).game_number == 1)
    g_error ("%s", g_array_index (result->problems, ScTextProblem, 0).message);
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

static ScGame *
read_data_game (const char *name)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return read_game (text);
}

/* The plies (1 for the first move) of the turning points, "2 8 14". */
static char *
turning_plies (ScGame *game,
               guint   max_points)
{
  g_autoptr(GPtrArray) points = sc_game_turning_points (game, max_points);
  g_autoptr(GString) plies = g_string_new (NULL);
  guint ply = 0, found = 0;

  for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
    {
      ply++;
      if (found < points->len && g_ptr_array_index (points, found) == node)
        {
          g_string_append_printf (plies, "%s%u", plies->len > 0 ? " " : "", ply);
          found++;
        }
    }
  /* Every point is a main-line move, in game order. */
  g_assert_cmpuint (found, ==, points->len);
  return g_string_free (g_steal_pointer (&plies), FALSE);
}

static void
test_winning_chances (void)
{
  ScEval even = { FALSE, 0 }, pawn = { FALSE, 1.0 }, minus_pawn = { FALSE, -1.0 };
  ScEval white_mates = { TRUE, 3 }, black_mates = { TRUE, -2 }, mated = { TRUE, 0 };

  g_assert_cmpfloat_with_epsilon (sc_eval_winning_chances (&even, SC_WHITE), 50, 1e-9);
  g_assert_cmpfloat_with_epsilon (sc_eval_winning_chances (&pawn, SC_WHITE), 59.10, 0.01);
  g_assert_cmpfloat_with_epsilon (sc_eval_winning_chances (&minus_pawn, SC_WHITE), 40.90, 0.01);
  g_assert_cmpfloat (sc_eval_winning_chances (&white_mates, SC_BLACK), ==, 100);
  g_assert_cmpfloat (sc_eval_winning_chances (&black_mates, SC_WHITE), ==, 0);
  /* Mate on the board: the side that moved has won. */
  g_assert_cmpfloat (sc_eval_winning_chances (&mated, SC_WHITE), ==, 100);
  g_assert_cmpfloat (sc_eval_winning_chances (&mated, SC_BLACK), ==, 0);
}

/* A game of the corpus with a chess engine's evaluations: swings of 43,
 * 40, 31, 31, 50 and 50 points; the two of 31 and the second of 50 stand
 * too near a larger one. */
static void
test_engine_game (void)
{
  g_autoptr(ScGame) game = read_data_game ("turning-points.pgn");
  g_autofree char *plies = turning_plies (game, SC_TURNING_MAX_POINTS);

  g_assert_true (sc_game_has_evals (game));
  g_assert_cmpstr (plies, ==, "46 61 79");
  g_free (plies);
  /* The largest swing first. */
  plies = turning_plies (game, 1);
  g_assert_cmpstr (plies, ==, "79");
}

/* The same game as the corpus has it, without evaluations; and a game
 * with one evaluation, which swings from nothing. */
static void
test_without_evals (void)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *text = NULL;
  g_autoptr(ScReadResult) corpus = NULL;
  g_autoptr(ScGame) annotated = read_data_game ("annotated.pgn");
  g_autoptr(GPtrArray) points = NULL;
  ScGame *game;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  corpus = sc_read_games (text, -1, NULL);
  game = g_ptr_array_index (corpus->games, 12);
  g_assert_cmpstr (sc_game_get_tag (game, "Round"), ==, "13");
  g_assert_false (sc_game_has_evals (game));
  g_assert_false (sc_games_have_evals (corpus->games));
  points = sc_game_turning_points (game, SC_TURNING_MAX_POINTS);
  g_assert_cmpuint (points->len, ==, 0);
  g_clear_pointer (&points, g_ptr_array_unref);

  g_assert_true (sc_game_has_evals (annotated));
  g_ptr_array_add (corpus->games, g_object_ref (annotated));
  g_assert_true (sc_games_have_evals (corpus->games));
  points = sc_game_turning_points (annotated, SC_TURNING_MAX_POINTS);
  g_assert_cmpuint (points->len, ==, 0);
}

/* Knights out and back, 40 half-moves, the evaluation 0.00 after White's
 * moves and ±5.00 after Black's: every move from the second on swings
 * 36 points. marked_ply (0: none) carries $220. */
static ScGame *
swinging_game (guint marked_ply,
               guint missing_ply)
{
  static const char *moves[] = { "Nf3", "Nf6", "Ng1", "Ng8" };
  g_autoptr(GString) text = g_string_new ("[Result \"*\"]\n\n");

  for (guint ply = 1; ply <= 40; ply++)
    {
      if (ply % 2 == 1)
        g_string_append_printf (text, "%u. ", (ply + 1) / 2);
      g_string_append_printf (text, "%s ", moves[(ply - 1) % 4]);
      if (ply == marked_ply)
        g_string_append (text, "$220 ");
      if (ply != missing_ply)
        g_string_append_printf (text, "{[%%eval %s]} ", ply % 2 == 1 ? "0.00" : ply % 4 == 2 ? "5.00" : "-5.00");
    }
  g_string_append (text, "*\n");
  return read_game (text->str);
}

static void
test_apart_and_capped (void)
{
  g_autoptr(ScGame) game = swinging_game (0, 0);
  g_autoptr(ScGame) marked = swinging_game (9, 0);
  g_autoptr(ScGame) gap = swinging_game (0, 7);
  g_autofree char *all = turning_plies (game, 100);
  g_autofree char *capped = turning_plies (game, SC_TURNING_MAX_POINTS);
  g_autofree char *around_mark = turning_plies (marked, SC_TURNING_MAX_POINTS);
  g_autofree char *around_gap = turning_plies (gap, 100);

  /* Equal swings: the earliest first, three moves apart. */
  g_assert_cmpstr (all, ==, "2 8 14 20 26 32 38");
  g_assert_cmpstr (capped, ==, "2 8 14 20");
  /* Never near the annotator's diagram, nor on it. */
  g_assert_cmpstr (around_mark, ==, "2 15 21 27");
  /* A move without an evaluation: no swing to it, nor from it. */
  g_assert_cmpstr (around_gap, ==, "2 9 15 21 27 33 39");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/turning-points/winning-chances", test_winning_chances);
  g_test_add_func ("/turning-points/engine-game", test_engine_game);
  g_test_add_func ("/turning-points/without-evals", test_without_evals);
  g_test_add_func ("/turning-points/apart-and-capped", test_apart_and_capped);

  return g_test_run ();
}
