/* test-game-analysis.c: Stockfish analyses a game of the corpus
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Stockfish as build-aux/setup installs it, a few thousand nodes a
 * position: only what any search finds is asserted (a mate in one).
 */
#include "config.h"

#include <string.h>

#include "sc-engine-annotate.h"
#include "sc-movetext-reader.h"

typedef struct {
  guint         calls;
  guint         done;
  guint         total;
  guint         cancel_at;
  GCancellable *cancellable;
} Progress;

static void
progress (guint    done,
          guint    total,
          gpointer user_data)
{
  Progress *p = user_data;

  g_assert_cmpuint (done, <=, total);
  p->calls++;
  p->done = done;
  p->total = total;
  if (done == p->cancel_at && p->cancellable != NULL)
    g_cancellable_cancel (p->cancellable);
}

/* The game of the corpus played in round 148: 6...Na6 allows 7.Qf7#. */
static ScGame *
game_148 (void)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(ScReadResult) result = NULL;
  const char *start, *end;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  start = strstr (contents, "[Round \"148\"]");
  g_assert_nonnull (start);
  while (strncmp (start, "[Event", 6) != 0)
    start--;
  end = strstr (start, "\n[Event");
  result = sc_read_games (start, end - start, sc_language_english ());
  g_assert_cmpuint (result->games->len, ==, 1);
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

static void
test_run (void)
{
  g_autofree char *path = sc_engine_find_default ();
  g_autoptr(ScEngine) engine = NULL;
  g_autoptr(ScGame) game = game_148 ();
  g_autoptr(ScGameAnalysis) analysis = sc_game_analysis_new (game);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(ScGameEdit) undo = NULL;
  ScEngineLimits limits = { .nodes = 5000 };
  Progress first = { .cancel_at = 4, .cancellable = cancellable }, second = { 0 };
  ScNotationStyle style;
  ScGameNode *na6;

  g_assert_nonnull (path);
  engine = sc_engine_new (path);
  sc_engine_set_option (engine, "Threads", "1");
  sc_engine_set_option (engine, "Hash", "16");
  g_assert_true (sc_engine_start_sync (engine, NULL, &error));
  g_assert_no_error (error);

  /* Cancelled after four positions: those are the last four, kept. */
  g_assert_false (sc_game_analysis_run (analysis, engine, &limits, progress, &first, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpuint (first.total, ==, 13);   /* the final position is mate */
  g_assert_cmpuint (first.done, ==, 4);
  for (guint ply = 0; ply < 14; ply++)
    g_assert_true ((sc_game_analysis_get_lines (analysis, ply) != NULL) == (ply >= 9 && ply <= 12));
  g_assert_true (g_str_has_prefix (sc_game_analysis_get_engine_name (analysis), "Stockfish"));

  /* Run again, it searches the rest. */
  g_assert_true (sc_game_analysis_run (analysis, engine, &limits, progress, &second, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (second.total, ==, 9);
  g_assert_cmpuint (second.done, ==, 9);
  g_assert_cmpuint (second.calls, ==, 10);
  for (guint ply = 0; ply < 13; ply++)
    g_assert_nonnull (sc_game_analysis_get_line (analysis, ply, 1));
  sc_engine_quit_sync (engine);

  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, NULL);
  undo = sc_game_annotate (game, analysis, &style, SC_ANNOTATE_DEFAULT, &error);
  g_assert_no_error (error);
  na6 = sc_game_get_root (game);
  for (guint i = 0; i < 12; i++)
    na6 = na6->first_child;
  g_assert_cmpuint (na6->n_nags, ==, 1);
  g_assert_cmpuint (na6->nags[0], ==, 4);
  g_assert_true (g_str_has_suffix (na6->comment_after, "[%eval #1] [%enginenag 4] allows mate in 1"));
  g_assert_nonnull (na6->next_sibling);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-analysis/run", test_run);
  return g_test_run ();
}
