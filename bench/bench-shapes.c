/* bench-shapes.c: the cost per MB of every shape of PGN file, against
 * ordinary games
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-shapes SCORESHEET-CLI. Writes files of about 3 MB each:
 * ordinary games (the corpus, tests/data/corpus), games that are each
 * only a result, puzzles (a FEN and three moves each), one game with
 * 100,000 tags, one game that is nearly all one comment, and one with
 * 120,000 variations on one move. Each is read by every read path:
 * convert and check on one thread and the index (whole processes), and
 * the application's game file (its index, then the background check
 * that reads every game, in this process). Prints the median of three
 * runs, seconds per MB, and the ratio to ordinary games; the goal is no
 * ratio over 3. pgn-extract
 * converts each file too, when it is installed: the same ratios for a
 * peer, which show what each shape costs any reader.
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "bench-process.h"
#include "bench-puzzles.h"
#include "sc-game-file.h"

#define SHAPE_SIZE (3 * 1024 * 1024)
#define RUNS 3

typedef struct {
  const char *name;
  char       *path;
  double      megabytes;
} Shape;

/* Our read paths, then the peer's conversion (PEER), which is left out
 * of the goal. */
enum { CONVERT, CHECK, INDEX, GAME_FILE, N_PATHS, PEER = N_PATHS };

static const char *path_names[N_PATHS + 1] = {
  "convert -j 1", "check -j 1", "index", "app: open, check", "pgn-extract",
};

static char *
read_corpus (void)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    g_error ("cannot read %s", path);
  return text;
}

static void
write_shape (Shape      *shape,
             const char *dir,
             const char *name,
             GString    *text)
{
  g_autoptr(GError) error = NULL;

  shape->name = name;
  shape->path = g_build_filename (dir, name, NULL);
  shape->megabytes = text->len / (1024.0 * 1024.0);
  if (!g_file_set_contents (shape->path, text->str, (gssize) text->len, &error))
    g_error ("%s", error->message);
}

static GString *
ordinary_games (const char *corpus)
{
  GString *text = g_string_new (NULL);

  while (text->len < SHAPE_SIZE)
    g_string_append (text, corpus);
  return text;
}

static GString *
results_only (void)
{
  GString *text = g_string_new (NULL);

  while (text->len < SHAPE_SIZE)
    g_string_append (text, "*\n\n");
  return text;
}

static GString *
many_tags (void)
{
  GString *text = g_string_new ("[Event \"Many tags\"]\n");

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, "[Tag%u \"value %u\"]\n", i, i);
  g_string_append (text, "\n1. e4 e5 *\n");
  return text;
}

static GString *
one_comment (void)
{
  GString *text = g_string_new ("[Event \"One comment\"]\n\n1. e4 {");

  while (text->len < SHAPE_SIZE)
    g_string_append (text, "a long note on the move that runs on ");
  g_string_append (text, "} e5 *\n");
  return text;
}

static GString *
many_variations (void)
{
  GString *text = g_string_new ("[Event \"Variations\"]\n\n1. e4 e5\n");

  for (guint i = 0; i < 120000; i++)
    g_string_append_printf (text, "(1... c5 2. Nf3 {v%u})\n", i);
  g_string_append (text, "2. Nf3 *\n");
  return text;
}

static void
on_checked (ScGameFile *games,
            gpointer    data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
check_timed_out (gpointer data)
{
  g_error ("%s: the check did not end within two minutes", (const char *) data);
  return G_SOURCE_REMOVE;
}

/* The application's way: the file indexed in the background into the
 * list, then every game read once by the background check that marks
 * the games that fail. */
static double
time_game_file (const char *path)
{
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  gboolean checked = FALSE;
  guint timeout;

  g_signal_connect (games, "checked", G_CALLBACK (on_checked), &checked);
  if (!sc_game_file_load (games, file, NULL, &error))
    g_error ("%s", error->message);
  /* A file whose games need no check (none, or the copy of a mapped
   * file not made) would wait for ever. */
  timeout = g_timeout_add_seconds (120, check_timed_out, (gpointer) path);
  while (!checked)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

static double
time_path (char       *cli,
           char       *pgn_extract,
           guint       which,
           const char *path)
{
  char *argv[8] = { cli };
  long peak = 0;
  guint n = 1;

  switch (which)
    {
    case PEER:
      argv[0] = pgn_extract;
      argv[n++] = (char *) "-s";
      argv[n++] = (char *) "-Wsan";
      argv[n++] = (char *) "-o";
      argv[n++] = (char *) "/dev/null";
      break;
    case CONVERT:
      argv[n++] = (char *) "convert";
      argv[n++] = (char *) "-j";
      argv[n++] = (char *) "1";
      argv[n++] = (char *) "-o";
      argv[n++] = (char *) "/dev/null";
      break;
    case CHECK:
      argv[n++] = (char *) "check";
      argv[n++] = (char *) "-j";
      argv[n++] = (char *) "1";
      break;
    case INDEX:
      argv[n++] = (char *) "index";
      break;
    default:
      return time_game_file (path);
    }
  argv[n++] = (char *) path;
  return bench_run_process (argv, &peak);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *corpus = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *pgn_extract = g_find_program_in_path ("pgn-extract");
  Shape shapes[6];
  double per_mb[G_N_ELEMENTS (shapes)][N_PATHS + 1];
  double worst = 0, peer_worst = 0;
  guint n_paths;

  if (argc != 2)
    {
      g_printerr ("usage: %s SCORESHEET-CLI\n", argv[0]);
      return 2;
    }
  if (pgn_extract == NULL && g_file_test ("/usr/games/pgn-extract", G_FILE_TEST_IS_EXECUTABLE))
    pgn_extract = g_strdup ("/usr/games/pgn-extract");
  n_paths = pgn_extract != NULL ? N_PATHS + 1 : N_PATHS;
  corpus = read_corpus ();
  dir = g_dir_make_tmp ("scoresheet-shapes-XXXXXX", NULL);
  write_shape (&shapes[0], dir, "ordinary.pgn", ordinary_games (corpus));
  write_shape (&shapes[1], dir, "results-only.pgn", results_only ());
  write_shape (&shapes[2], dir, "puzzles.pgn", bench_puzzles (corpus, SHAPE_SIZE));
  write_shape (&shapes[3], dir, "100000-tags.pgn", many_tags ());
  write_shape (&shapes[4], dir, "one-comment.pgn", one_comment ());
  write_shape (&shapes[5], dir, "120000-variations.pgn", many_variations ());

  g_print ("seconds per MB, median of %d runs (ratio to ordinary games)\n\n", RUNS);
  g_print ("%-22s %6s", "file", "MB");
  for (guint p = 0; p < n_paths; p++)
    g_print (" %19s", path_names[p]);
  g_print ("\n");
  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      g_print ("%-22s %6.2f", shapes[s].name, shapes[s].megabytes);
      for (guint p = 0; p < n_paths; p++)
        {
          double runs[RUNS];
          double ratio;

          for (guint r = 0; r < RUNS; r++)
            runs[r] = time_path (argv[1], pgn_extract, p, shapes[s].path);
          per_mb[s][p] = bench_median (runs, RUNS) / shapes[s].megabytes;
          ratio = per_mb[s][p] / per_mb[0][p];
          if (p == PEER)
            peer_worst = MAX (peer_worst, ratio);
          else
            worst = MAX (worst, ratio);
          g_print (" %8.4f (%5.2fx)", per_mb[s][p], ratio);
        }
      g_print ("\n");
    }
  g_print ("\nthe costliest shape per MB: %.2f times ordinary games (goal: at most 3)\n", worst);
  if (pgn_extract != NULL)
    g_print ("pgn-extract's costliest: %.2f times its ordinary games\n", peer_worst);
  else
    g_print ("pgn-extract is not installed (Debian package pgn-extract): no peer column\n");

  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      g_unlink (shapes[s].path);
      g_free (shapes[s].path);
    }
  g_rmdir (dir);
  return 0;
}
