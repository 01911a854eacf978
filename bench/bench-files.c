/* bench-files.c: opening a 100 MB PGN file: the first game on screen, the
 * complete index and peak memory, against wc -l and pgn-extract
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-files SCORESHEET EMPTY-WINDOW. Builds a file of at least
 * 100 MB by concatenating the corpus's selfplay.pgn, then times:
 *  - ScGameFile in this process: time to the first game (the load
 *    finishing) and to the complete index (indexing FALSE), 11 times;
 *  - the application as a whole process (SCORESHEET FILE with
 *    SC_BENCH_EXIT_AFTER=indexed, on the display the environment gives):
 *    from the start of the process to the first game drawn in the window
 *    and to the complete index, and its peak memory, 5 times with GTK's
 *    own choice of renderer and 5 with GSK_RENDERER=cairo;
 *  - EMPTY-WINDOW (bench-empty-window): how long any libadwaita
 *    application takes to its first frame on this machine, 5 times each
 *    way;
 *  - wc -l, 11 times, and pgn-extract --quiet -r (report errors without
 *    writing: its cheapest run that still reads every game), 3 times.
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
#define FAST_RUNS 11
#define SLOW_RUNS 5
#define EXTRACT_RUNS 3

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (const double *values,
        guint         n)
{
  double sorted[FAST_RUNS];

  g_assert (n > 0 && n <= FAST_RUNS);
  memcpy (sorted, values, n * sizeof (double));
  qsort (sorted, n, sizeof (double), compare_doubles);
  return sorted[n / 2];
}

static char *
build_file (const char *dir)
{
  g_autofree char *corpus = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
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
  double copied;   /* read from its own copy, made after the index */
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
           double     *indexed,
           double     *copied)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  CoreRun run = { 0 };

  g_signal_connect (games, "notify::indexing", G_CALLBACK (core_indexing), &run);
  run.start = g_get_monotonic_time ();
  sc_game_file_load_async (games, file, NULL, core_loaded, &run);
  while (!run.done || run.indexed == 0)
    g_main_context_iteration (NULL, TRUE);
  /* The copy is made in the background once the file is indexed: the
   * next run waits for it, as it would share the processors with it. */
  while (!sc_game_file_is_read_from_copy (games))
    g_main_context_iteration (NULL, TRUE);
  run.copied = (double) (g_get_monotonic_time () - run.start) / G_USEC_PER_SEC;
  *first = run.first;
  *indexed = run.indexed;
  *copied = run.copied;
  return g_list_model_get_n_items (G_LIST_MODEL (games));
}

/* Whole processes */

/* bench-files --spawn CMD...: runs CMD with this standard output, then
 * prints "peak-kb N" with its peak resident memory. Started by exec, so
 * small itself: a process's peak counts the memory of the one it was
 * forked from, and this one holds little. */
static int
spawn_and_report (char **argv)
{
  struct rusage usage;
  int status = 0;
  pid_t pid = fork ();

  if (pid == 0)
    {
      execvp (argv[0], argv);
      _exit (127);
    }
  if (pid < 0 || wait4 (pid, &status, 0, &usage) < 0)
    return 127;
  printf ("peak-kb %ld\n", usage.ru_maxrss);
  return WIFEXITED (status) ? WEXITSTATUS (status) : 128;
}

typedef struct {
  double wall;      /* seconds */
  double first;     /* "first-game" or "first-frame" after the start, or 0 */
  double indexed;   /* "indexed" after the start, or 0 */
  long   peak_kb;
} Run;

/* Runs argv through --spawn and reads the lines it prints (times are
 * CLOCK_MONOTONIC µs). */
static Run
run_once (char **argv)
{
  g_autoptr(GPtrArray) spawn_argv = g_ptr_array_new ();
  Run run = { 0, };
  int pipe_fds[2];
  int status = 0;
  gint64 start;
  pid_t pid;
  FILE *in;
  char line[256];

  g_ptr_array_add (spawn_argv, "/proc/self/exe");
  g_ptr_array_add (spawn_argv, "--spawn");
  for (char **arg = argv; *arg != NULL; arg++)
    g_ptr_array_add (spawn_argv, *arg);
  g_ptr_array_add (spawn_argv, NULL);
  if (pipe (pipe_fds) < 0)
    g_error ("pipe: %s", g_strerror (errno));
  start = g_get_monotonic_time ();
  pid = fork ();
  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      dup2 (pipe_fds[1], 1);
      dup2 (null, 2);
      close (pipe_fds[0]);
      execv ("/proc/self/exe", (char **) spawn_argv->pdata);
      _exit (127);
    }
  close (pipe_fds[1]);
  in = fdopen (pipe_fds[0], "r");
  while (fgets (line, sizeof line, in) != NULL)
    {
      gint64 t;

      if (sscanf (line, "first-game %" G_GINT64_FORMAT, &t) == 1 ||
          sscanf (line, "first-frame %" G_GINT64_FORMAT, &t) == 1)
        run.first = (double) (t - start) / G_USEC_PER_SEC;
      else if (sscanf (line, "indexed %" G_GINT64_FORMAT, &t) == 1)
        run.indexed = (double) (t - start) / G_USEC_PER_SEC;
      else
        sscanf (line, "peak-kb %ld", &run.peak_kb);
    }
  fclose (in);
  if (pid < 0 || waitpid (pid, &status, 0) < 0)
    g_error ("cannot run %s: %s", argv[0], g_strerror (errno));
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_printerr ("warning: %s exited with status %d\n", argv[0], WEXITSTATUS (status));
  run.wall = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  return run;
}

/* n runs of argv: the median of each time, the largest peak. */
static Run
run_median (char  **argv,
            guint   n)
{
  double wall[FAST_RUNS], first[FAST_RUNS], indexed[FAST_RUNS];
  Run result = { 0, };

  g_assert (n <= FAST_RUNS);
  for (guint i = 0; i < n; i++)
    {
      Run run = run_once (argv);

      wall[i] = run.wall;
      first[i] = run.first;
      indexed[i] = run.indexed;
      result.peak_kb = MAX (result.peak_kb, run.peak_kb);
    }
  result.wall = median (wall, n);
  result.first = median (first, n);
  result.indexed = median (indexed, n);
  return result;
}

static void
print_row (const char *what,
           double      seconds,
           long        peak_kb)
{
  if (peak_kb > 0)
    g_print ("%-50s %8.0f ms %9ld MB\n", what, seconds * 1000, peak_kb / 1024);
  else
    g_print ("%-50s %8.0f ms\n", what, seconds * 1000);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  double core_first[FAST_RUNS], core_indexed[FAST_RUNS], core_copied[FAST_RUNS];
  Run app, app_cairo, empty, empty_cairo, wc, extract = { 0, };
  char *extract_argv[] = { "/usr/games/pgn-extract", "--quiet", "-r", NULL, NULL };
  struct rusage self;
  struct stat st;
  guint n_games = 0;
  double mb;

  if (argc >= 3 && g_str_equal (argv[1], "--spawn"))
    return spawn_and_report (argv + 2);
  if (argc != 3)
    {
      g_printerr ("Usage: %s SCORESHEET EMPTY-WINDOW\n", argv[0]);
      return 2;
    }
  dir = g_dir_make_tmp ("scoresheet-bench-files-XXXXXX", NULL);
  path = build_file (dir);
  g_stat (path, &st);
  mb = (double) st.st_size / 1e6;

  for (guint i = 0; i < FAST_RUNS; i++)
    n_games = core_once (path, &core_first[i], &core_indexed[i], &core_copied[i]);
  getrusage (RUSAGE_SELF, &self);
  {
    char *wc_argv[] = { "wc", "-l", path, NULL };
    char *app_argv[] = { argv[1], path, NULL };
    char *empty_argv[] = { argv[2], NULL };

    wc = run_median (wc_argv, FAST_RUNS);
    g_setenv ("SC_BENCH_EXIT_AFTER", "indexed", TRUE);
    g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
    app = run_median (app_argv, SLOW_RUNS);
    empty = run_median (empty_argv, SLOW_RUNS);
    g_setenv ("GSK_RENDERER", "cairo", TRUE);
    app_cairo = run_median (app_argv, SLOW_RUNS);
    empty_cairo = run_median (empty_argv, SLOW_RUNS);
    g_unsetenv ("GSK_RENDERER");
    g_unsetenv ("SC_BENCH_EXIT_AFTER");
    extract_argv[3] = path;
    if (g_file_test (extract_argv[0], G_FILE_TEST_IS_EXECUTABLE))
      extract = run_median (extract_argv, EXTRACT_RUNS);
  }

  g_print ("File: %.1f MB, %u games (selfplay.pgn repeated)\n", mb, n_games);
  g_print ("Medians of %u runs (ScGameFile, wc), %u (windows) or %u (pgn-extract); peak resident memory\n\n",
           FAST_RUNS, SLOW_RUNS, EXTRACT_RUNS);
  print_row ("ScGameFile: first game", median (core_first, FAST_RUNS), 0);
  print_row ("ScGameFile: complete index", median (core_indexed, FAST_RUNS), self.ru_maxrss);
  print_row ("ScGameFile: read from its own copy, made after", median (core_copied, FAST_RUNS), 0);
  print_row ("scoresheet FILE: first game drawn", app.first, 0);
  print_row ("scoresheet FILE: complete index", app.indexed, app.peak_kb);
  print_row ("  the same, GSK_RENDERER=cairo: first game drawn", app_cairo.first, app_cairo.peak_kb);
  print_row ("an empty libadwaita window: first frame", empty.first, empty.peak_kb);
  print_row ("  the same, GSK_RENDERER=cairo", empty_cairo.first, empty_cairo.peak_kb);
  print_row ("wc -l", wc.wall, wc.peak_kb);
  if (extract.wall > 0)
    print_row ("pgn-extract --quiet -r", extract.wall, extract.peak_kb);
  g_print ("\nFirst game drawn: %.0f ms (goal: under 200 ms) — %s; an empty window takes %.0f ms here\n",
           app.first * 1000, app.first < 0.2 ? "met" : "missed", empty.first * 1000);
  g_print ("Complete index (ScGameFile): %.1f× wc -l (goal: within 2×) — %s\n",
           median (core_indexed, FAST_RUNS) / wc.wall,
           median (core_indexed, FAST_RUNS) <= 2 * wc.wall ? "met" : "missed");
  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
