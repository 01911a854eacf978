/* bench-files.c: opening a 100 MB PGN file: the first game on screen, the
 * complete index and peak memory, against wc -l and pgn-extract
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-files SCORESHEET. Builds a file of at least 100 MB by
 * concatenating the shared corpus's selfplay.pgn, then, three times each:
 *  - ScGameFile in this process: time to the first game (the load
 *    finishing) and to the complete index (indexing FALSE);
 *  - the application as a whole process (SCORESHEET FILE with
 *    SC_BENCH_EXIT_AFTER=indexed, on the display the environment gives):
 *    from the start of the process to the first game drawn in the window
 *    and to the complete index, and its peak memory;
 *  - wc -l, and pgn-extract --quiet -r (report errors without writing: its
 *    cheapest run that still reads every game).
 * Prints median wall times and the goals: first game under 200 ms, the
 * index within 2× of wc -l.
 */
#define _DEFAULT_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sc-game-file.h"

#define TARGET_SIZE (100 * 1000 * 1000)
#define RUNS 3

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *values)
{
  double sorted[RUNS];

  memcpy (sorted, values, sizeof sorted);
  qsort (sorted, RUNS, sizeof (double), compare_doubles);
  return sorted[RUNS / 2];
}

static char *
build_file (const char *dir)
{
  g_autofree char *corpus = g_build_filename (SC_SHARED_DIR, "corpus", "selfplay.pgn", NULL);
  char *path = g_build_filename (dir, "bench-files.pgn", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length, written = 0;
  FILE *out;

  if (!g_file_get_contents (corpus, &data, &length, &error))
    g_error ("%s", error->message);
  out = fopen (path, "wb");
  if (out == NULL)
    g_error ("%s: %s", path, g_strerror (errno));
  while (written < TARGET_SIZE)
    {
      fwrite (data, 1, length, out);
      written += length;
    }
  fclose (out);
  return path;
}

/* ScGameFile here */

typedef struct {
  gint64 start;
  double first;
  double indexed;
  gboolean done;
} CoreRun;

static void
core_indexing (ScGameFile *games,
               GParamSpec *pspec,
               CoreRun    *run)
{
  if (!sc_game_file_get_indexing (games) && run->indexed == 0)
    run->indexed = (double) (g_get_monotonic_time () - run->start) / G_USEC_PER_SEC;
}

static void
core_loaded (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  CoreRun *run = user_data;
  g_autoptr(GError) error = NULL;

  if (!sc_game_file_load_finish (SC_GAME_FILE (source), result, &error))
    g_error ("%s", error->message);
  run->first = (double) (g_get_monotonic_time () - run->start) / G_USEC_PER_SEC;
  core_indexing (SC_GAME_FILE (source), NULL, run);
  run->done = TRUE;
}

static guint
core_once (const char *path,
           double     *first,
           double     *indexed)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  CoreRun run = { 0 };

  g_signal_connect (games, "notify::indexing", G_CALLBACK (core_indexing), &run);
  run.start = g_get_monotonic_time ();
  sc_game_file_load_async (games, file, NULL, core_loaded, &run);
  while (!run.done || run.indexed == 0)
    g_main_context_iteration (NULL, TRUE);
  *first = run.first;
  *indexed = run.indexed;
  return g_list_model_get_n_items (G_LIST_MODEL (games));
}

/* Whole processes */

/* Runs argv; with report, reads the "first-game T" and "indexed T" lines
 * of the application (CLOCK_MONOTONIC µs). Wall seconds. */
static double
run_once (char   **argv,
          double  *first,
          double  *indexed,
          long    *max_rss_kb)
{
  struct rusage usage;
  int pipe_fds[2];
  int status = 0;
  gint64 start;
  pid_t pid;
  FILE *in;
  char line[256];

  if (pipe (pipe_fds) < 0)
    g_error ("pipe: %s", g_strerror (errno));
  start = g_get_monotonic_time ();
  pid = fork ();
  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      dup2 (first != NULL ? pipe_fds[1] : null, 1);
      dup2 (null, 2);
      close (pipe_fds[0]);
      execvp (argv[0], argv);
      _exit (127);
    }
  close (pipe_fds[1]);
  in = fdopen (pipe_fds[0], "r");
  while (fgets (line, sizeof line, in) != NULL)
    {
      gint64 t;

      if (first != NULL && sscanf (line, "first-game %" G_GINT64_FORMAT, &t) == 1)
        *first = (double) (t - start) / G_USEC_PER_SEC;
      else if (indexed != NULL && sscanf (line, "indexed %" G_GINT64_FORMAT, &t) == 1)
        *indexed = (double) (t - start) / G_USEC_PER_SEC;
    }
  fclose (in);
  if (pid < 0 || wait4 (pid, &status, 0, &usage) < 0)
    g_error ("cannot run %s: %s", argv[0], g_strerror (errno));
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_printerr ("warning: %s exited with status %d\n", argv[0], WEXITSTATUS (status));
  *max_rss_kb = MAX (*max_rss_kb, usage.ru_maxrss);
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  double core_first[RUNS], core_indexed[RUNS];
  double app_first[RUNS], app_indexed[RUNS];
  double wc[RUNS], extract[RUNS];
  long app_rss = 0, wc_rss = 0, extract_rss = 0;
  struct rusage self;
  struct stat st;
  guint n_games = 0;
  double mb;

  if (argc != 2)
    {
      g_printerr ("Usage: %s SCORESHEET\n", argv[0]);
      return 2;
    }
  dir = g_dir_make_tmp ("scoresheet-bench-files-XXXXXX", NULL);
  path = build_file (dir);
  g_stat (path, &st);
  mb = (double) st.st_size / 1e6;

  for (guint i = 0; i < RUNS; i++)
    {
      char *wc_argv[] = { "wc", "-l", path, NULL };
      char *extract_argv[] = { "/usr/games/pgn-extract", "--quiet", "-r", path, NULL };
      char *app_argv[] = { argv[1], path, NULL };
      n_games = core_once (path, &core_first[i], &core_indexed[i]);
      wc[i] = run_once (wc_argv, NULL, NULL, &wc_rss);
      if (g_file_test (extract_argv[0], G_FILE_TEST_IS_EXECUTABLE))
        extract[i] = run_once (extract_argv, NULL, NULL, &extract_rss);
      else
        extract[i] = 0;
      g_setenv ("SC_BENCH_EXIT_AFTER", "indexed", TRUE);
      g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
      app_first[i] = app_indexed[i] = 0;
      run_once (app_argv, &app_first[i], &app_indexed[i], &app_rss);
      g_unsetenv ("SC_BENCH_EXIT_AFTER");
    }
  getrusage (RUSAGE_SELF, &self);

  g_print ("File: %.1f MB, %u games (selfplay.pgn repeated)\n\n", mb, n_games);
  g_print ("%-44s %10s %12s\n", "", "median", "peak memory");
  g_print ("%-44s %8.0f ms\n", "ScGameFile: first game", median (core_first) * 1000);
  g_print ("%-44s %8.0f ms %9ld MB\n", "ScGameFile: complete index", median (core_indexed) * 1000,
           self.ru_maxrss / 1024);
  g_print ("%-44s %8.0f ms\n", "scoresheet FILE: first game drawn", median (app_first) * 1000);
  g_print ("%-44s %8.0f ms %9ld MB\n", "scoresheet FILE: complete index", median (app_indexed) * 1000,
           app_rss / 1024);
  g_print ("%-44s %8.0f ms %9ld MB\n", "wc -l", median (wc) * 1000, wc_rss / 1024);
  if (median (extract) > 0)
    g_print ("%-44s %8.0f ms %9ld MB\n", "pgn-extract --quiet -r", median (extract) * 1000, extract_rss / 1024);
  g_print ("\nFirst game drawn: %.0f ms (goal: under 200 ms) — %s\n", median (app_first) * 1000,
           median (app_first) < 0.2 ? "met" : "missed");
  g_print ("Complete index (ScGameFile): %.1f× wc -l (goal: within 2×) — %s\n",
           median (core_indexed) / median (wc), median (core_indexed) <= 2 * median (wc) ? "met" : "missed");

  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
