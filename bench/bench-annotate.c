/* bench-annotate.c: annotating games, against the engine searching alone
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-annotate SCORESHEET-CLI [NODES]. Annotates the first 20
 * games of the corpus with "scoresheet-cli annotate --nodes=NODES -j 1"
 * (20,000 nodes a position unless given), and has Stockfish search the
 * same positions in the same order, with the same options, fed from a
 * file of UCI commands: the engine's time alone. A third contender is
 * the least UCI client, which sends each search and waits for its
 * "bestmove", doing nothing else: what it takes beyond the engine alone
 * is the protocol's own cost, which no client avoids. Game by game, the
 * three run one right after the other, in turns first. Prints the time
 * per game, the engine's share of the annotation's wall time (the goal:
 * at least 95 %; the rest is ours), and the same for the least client.
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
 * searches in game: its positions from the end back, MultiPV 2, one
 * thread. */
static GString *
engine_script (ScGame  *game,
               guint64  nodes,
               guint   *n_positions)
{
  g_autoptr(ScGameAnalysis) analysis = sc_game_analysis_new (game);
  guint n = sc_game_analysis_get_n_positions (analysis);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (ScMove));
  GString *script = g_string_new ("uci\nsetoption name Threads value 1\n"
                                  "setoption name MultiPV value 2\nisready\n");
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
  /* A search starts only when the one before it has ended, and the end
   * of input stops the one running: this short one waits for the last. */
  g_string_append (script, "position startpos\ngo depth 1\n");
  return script;
}

/* Waits for the engine's line that starts with prefix. */
static void
read_until (GDataInputStream *output,
            const char       *prefix)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *line = g_data_input_stream_read_line (output, NULL, NULL, &error);

      if (line == NULL)
        g_error ("the engine ended before “%s”: %s", prefix, error ? error->message : "end of output");
      if (g_str_has_prefix (line, prefix))
        return;
    }
}

/* The least a UCI client can do: tell the engine each command of the
 * script, and after "go" wait for its "bestmove" before the next
 * position, reading nothing else. What it takes beyond the engine fed
 * the whole script at once is the protocol's own cost: the two
 * processes handing over at each search. Returns its wall seconds. */
static double
run_minimal_client (const char *stockfish,
                    const char *script_path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *script = NULL;
  g_auto(GStrv) commands = NULL;
  g_autoptr(GSubprocess) engine = NULL;
  g_autoptr(GDataInputStream) output = NULL;
  GOutputStream *input;
  gint64 start = g_get_monotonic_time ();

  if (!g_file_get_contents (script_path, &script, NULL, &error))
    g_error ("%s", error->message);
  commands = g_strsplit (script, "\n", -1);
  engine = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                             stockfish, NULL);
  if (engine == NULL)
    g_error ("%s", error->message);
  input = g_subprocess_get_stdin_pipe (engine);
  output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (engine));
  for (guint i = 0; commands[i] != NULL; i++)
    {
      if (commands[i][0] == '\0')
        continue;
      if (!g_output_stream_printf (input, NULL, NULL, &error, "%s\n", commands[i]))
        g_error ("%s", error->message);
      if (g_str_equal (commands[i], "uci"))
        read_until (output, "uciok");
      else if (g_str_equal (commands[i], "isready"))
        read_until (output, "readyok");
      else if (g_str_has_prefix (commands[i], "go"))
        read_until (output, "bestmove");
    }
  g_output_stream_close (input, NULL, NULL);
  if (!g_subprocess_wait_check (engine, NULL, &error))
    g_error ("%s", error->message);
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

static char *
write_temporary (const char *dir,
                 const char *name,
                 GString    *text)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  if (!g_file_set_contents (path, text->str, (gssize) text->len, &error))
    g_error ("%s", error->message);
  return path;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *corpus = NULL;
  g_autofree char *stockfish = sc_engine_find_default ();
  g_autofree char *dir = NULL, *out_path = NULL, *nodes_arg = NULL;
  g_autoptr(ScReadResult) read = NULL;
  g_autoptr(GError) error = NULL;
  guint64 nodes = argc > 2 ? g_ascii_strtoull (argv[2], NULL, 10) : 20000;
  double ours_total[RUNS] = { 0 }, engine_total[RUNS] = { 0 }, run_shares[RUNS];
  double client_total[RUNS] = { 0 };
  double pair_shares[RUNS * N_GAMES], client_shares[RUNS * N_GAMES], ours_to_client[RUNS * N_GAMES];
  char *games_paths[N_GAMES], *script_paths[N_GAMES];
  guint n_games, n_positions = 0, n_pairs = 0;
  long rss = 0;

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
  n_games = MIN (read->games->len, N_GAMES);

  dir = g_dir_make_tmp ("scoresheet-annotate-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  for (guint g = 0; g < n_games; g++)
    {
      ScGame *game = g_ptr_array_index (read->games, g);
      g_autoptr(GString) game_text = g_string_new (NULL);
      g_autoptr(GString) script = engine_script (game, nodes, &n_positions);
      g_autofree char *game_name = g_strdup_printf ("game-%02u.pgn", g);
      g_autofree char *script_name = g_strdup_printf ("game-%02u.uci", g);

      sc_write_pgn_game (game_text, game);
      games_paths[g] = write_temporary (dir, game_name, game_text);
      script_paths[g] = write_temporary (dir, script_name, script);
    }
  out_path = g_build_filename (dir, "annotated.pgn", NULL);
  nodes_arg = g_strdup_printf ("--nodes=%" G_GUINT64_FORMAT, nodes);

  printf ("Annotation benchmark: %u corpus games, %u positions, %" G_GUINT64_FORMAT
          " nodes each, MultiPV 2, one thread; %d runs of the games one by one,\n"
          "each game annotated, searched by the engine alone and by the least UCI client "
          "one after the other, in turns first\n\n", n_games, n_positions, nodes, RUNS);
  /* Game by game, so that the machine's drift, which is larger than our
   * share, falls alike on all three. */
  for (guint r = 0; r < RUNS; r++)
    {
      for (guint g = 0; g < n_games; g++)
        {
          char *annotate[] = { argv[1], (char *) "annotate", nodes_arg, (char *) "-j", (char *) "1",
                               (char *) "-o", out_path, games_paths[g], NULL };
          char *alone[] = { stockfish, NULL };
          double ours = 0, engine = 0, client = 0;

          for (guint turn = 0; turn < 3; turn++)
            switch ((r + g + turn) % 3)
              {
              case 0:
                ours = bench_run_process (annotate, &rss);
                break;
              case 1:
                engine = bench_run_process_with_input (alone, script_paths[g], &rss);
                break;
              default:
                client = run_minimal_client (stockfish, script_paths[g]);
                break;
              }
          ours_total[r] += ours;
          engine_total[r] += engine;
          client_total[r] += client;
          pair_shares[n_pairs] = engine / ours;
          client_shares[n_pairs] = engine / client;
          ours_to_client[n_pairs++] = client / ours;
        }
      run_shares[r] = engine_total[r] / ours_total[r];
      printf ("  run %u: annotate %.2f s, %s alone %.2f s: %.1f %%; the least client %.2f s: %.1f %%\n",
              r + 1, ours_total[r], stockfish, engine_total[r], 100 * run_shares[r],
              client_total[r], 100 * engine_total[r] / client_total[r]);
    }
  {
    double annotate_s = bench_median (ours_total, RUNS), engine_s = bench_median (engine_total, RUNS);
    double client_s = bench_median (client_total, RUNS);

    printf ("\n  scoresheet-cli annotate -j 1     %7.2f s   %.2f s a game\n",
            annotate_s, annotate_s / n_games);
    printf ("  the engine alone, same searches  %7.2f s\n", engine_s);
    printf ("  the least UCI client             %7.2f s\n", client_s);
    printf ("  the engine's share of the wall time: %.1f %% (median of %u games' pairs), "
            "%.1f %% (median of the runs' sums) (goal: at least 95 %%)\n",
            100 * bench_median (pair_shares, n_pairs), n_pairs, 100 * bench_median (run_shares, RUNS));
    printf ("  the same for the least UCI client: %.1f %% (median of the pairs)\n",
            100 * bench_median (client_shares, n_pairs));
    printf ("  the least client's time against ours: %.1f %% (median of the pairs)\n",
            100 * bench_median (ours_to_client, n_pairs));
    printf ("  beyond the engine alone: %.1f ms a position ours, %.1f ms the least client's\n",
            1000 * (annotate_s - engine_s) / n_positions, 1000 * (client_s - engine_s) / n_positions);
  }
  for (guint g = 0; g < n_games; g++)
    {
      g_unlink (games_paths[g]);
      g_unlink (script_paths[g]);
      g_free (games_paths[g]);
      g_free (script_paths[g]);
    }
  g_unlink (out_path);
  g_rmdir (dir);
  return 0;
}
