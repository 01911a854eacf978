/* bench-annotate.c: annotating games, against the engine searching alone
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-annotate SCORESHEET-CLI [NODES]. Annotates the first 20
 * games of the corpus with "scoresheet-cli annotate --nodes=NODES -j 1"
 * (20,000 nodes a position unless given), and has Stockfish search the
 * same positions in the same order, with the same options, fed from a
 * file of UCI commands: the engine's time alone. Prints the median of
 * paired runs, the time per game, and the engine's share of the
 * annotation's wall time (the goal: at least 95 %; the rest is ours).
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench-process.h"
#include "sc-engine.h"
#include "sc-game-analysis.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-writer.h"
#include "sc-uci.h"

#define N_GAMES 20
#define RUNS    3

/* The UCI commands that make the engine search what the annotation
 * searches: each game's positions from its end back, MultiPV 2, one
 * thread, the hash kept from game to game. */
static GString *
engine_script (GPtrArray *games,
               guint64    nodes,
               guint     *n_positions)
{
  GString *script = g_string_new ("uci\nsetoption name Threads value 1\n"
                                  "setoption name MultiPV value 2\nisready\n");

  *n_positions = 0;
  for (guint g = 0; g < games->len; g++)
    {
      g_autoptr(ScGameAnalysis) analysis = sc_game_analysis_new (g_ptr_array_index (games, g));
      guint n = sc_game_analysis_get_n_positions (analysis);
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (ScMove));
      ScPosition start, searched;

      sc_game_analysis_position_at (analysis, 0, &start);
      for (guint ply = 0; ply + 1 < n; ply++)
        {
          ScMove move = sc_game_analysis_get_move (analysis, ply);

          g_array_append_val (moves, move);
        }
      for (guint ply = n; ply-- > 0;)
        {
          g_autofree char *position = NULL;

          if (!sc_game_analysis_needs_engine (analysis, ply))
            continue;
          /* Told as the engine client tells it. */
          position = sc_uci_position_command (&start, (const ScMove *) moves->data, ply, &searched);
          g_string_append_printf (script, "%s\ngo nodes %" G_GUINT64_FORMAT "\n", position, nodes);
          (*n_positions)++;
        }
    }
  /* A search starts only when the one before it has ended, and the end
   * of input stops the one running: this short one waits for the last. */
  g_string_append (script, "position startpos\ngo depth 1\n");
  return script;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *corpus = NULL;
  g_autofree char *stockfish = sc_engine_find_default ();
  g_autofree char *dir = NULL, *games_path = NULL, *script_path = NULL, *out_path = NULL;
  g_autofree char *nodes_arg = NULL;
  g_autoptr(ScReadResult) read = NULL;
  g_autoptr(GString) games_text = g_string_new (NULL);
  g_autoptr(GString) script = NULL;
  g_autoptr(GError) error = NULL;
  guint64 nodes = argc > 2 ? g_ascii_strtoull (argv[2], NULL, 10) : 20000;
  double ours[RUNS], engine[RUNS], shares[RUNS];
  long rss = 0;
  guint n_positions;

  if (argc < 2 || nodes == 0)
    {
      g_printerr ("usage: %s SCORESHEET-CLI [NODES]\n", argv[0]);
      return 2;
    }
  if (stockfish == NULL)
    g_error ("Stockfish is needed: apt install stockfish");
  if (!g_file_get_contents (SC_TESTS_DATA_DIR "/corpus/selfplay.pgn", &corpus, NULL, &error))
    g_error ("%s", error->message);
  read = sc_read_games (corpus, -1, sc_language_english ());
  g_ptr_array_set_size (read->games, MIN (read->games->len, N_GAMES));
  for (guint i = 0; i < read->games->len; i++)
    sc_write_pgn_game (games_text, g_ptr_array_index (read->games, i));
  script = engine_script (read->games, nodes, &n_positions);

  dir = g_dir_make_tmp ("scoresheet-annotate-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  games_path = g_build_filename (dir, "games.pgn", NULL);
  script_path = g_build_filename (dir, "searches.uci", NULL);
  out_path = g_build_filename (dir, "annotated.pgn", NULL);
  if (!g_file_set_contents (games_path, games_text->str, (gssize) games_text->len, &error)
      || !g_file_set_contents (script_path, script->str, (gssize) script->len, &error))
    g_error ("%s", error->message);
  nodes_arg = g_strdup_printf ("--nodes=%" G_GUINT64_FORMAT, nodes);

  printf ("Annotation benchmark: %u corpus games, %u positions, %" G_GUINT64_FORMAT
          " nodes each, MultiPV 2, one thread; median of %d paired runs\n\n",
          read->games->len, n_positions, nodes, RUNS);
  for (guint r = 0; r < RUNS; r++)
    {
      char *annotate[] = { argv[1], (char *) "annotate", nodes_arg, (char *) "-j", (char *) "1",
                           (char *) "-o", out_path, games_path, NULL };
      char *alone[] = { stockfish, NULL };

      ours[r] = bench_run_process (annotate, &rss);
      engine[r] = bench_run_process_with_input (alone, script_path, &rss);
      shares[r] = engine[r] / ours[r];
      printf ("  run %u: annotate %.2f s, %s alone %.2f s\n", r + 1, ours[r], stockfish, engine[r]);
    }
  {
    double annotate_s = bench_median (ours, RUNS), engine_s = bench_median (engine, RUNS);
    double share = bench_median (shares, RUNS);

    printf ("\n  scoresheet-cli annotate -j 1     %7.2f s   %.2f s a game\n",
            annotate_s, annotate_s / read->games->len);
    printf ("  the engine alone, same searches  %7.2f s\n", engine_s);
    printf ("  the engine's share of the wall time: %.1f %% (goal: at least 95 %%)\n", 100 * share);
    printf ("  our overhead: %.2f s, %.1f ms a position\n",
            annotate_s - engine_s, 1000 * (annotate_s - engine_s) / n_positions);
  }
  g_unlink (games_path);
  g_unlink (script_path);
  g_unlink (out_path);
  g_rmdir (dir);
  return 0;
}
