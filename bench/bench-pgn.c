/* bench-pgn.c: PGN throughput and memory against pgn-extract and wc -l
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-pgn SCORESHEET-CLI. Builds a file of at least 50 MB from
 * the corpus (tests/data/corpus), then runs whole processes, taking turns
 * (RUNS, PUZZLE_RUNS and INDEX_RUNS times each): read + validate + write
 * (convert on one thread and on one per processor, vs pgn-extract) and
 * the index scan (the printed listing and index --count, vs wc -l).
 * Prints median wall times, MB/s, ratios and peak memory; then what one
 * large game adds to the peak memory of a conversion: one that is nearly
 * all a comment, and one of variations; last, read + validate + write of
 * 20 MB of puzzles (a FEN and three moves a game) against pgn-extract, on
 * one thread and on all.
 */
#define _DEFAULT_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench-process.h"
#include "bench-puzzles.h"
#include "sc-pgn-index.h"

#define TARGET_SIZE (50 * 1024 * 1024)
#define PUZZLES_SIZE (20 * 1024 * 1024)
#define RUNS 5          /* of each conversion of the long games */
#define PUZZLE_RUNS 15  /* of each conversion of the puzzles: under a second
                         * for us, and a busy machine moves one pair's ratio
                         * by a factor of two */
#define INDEX_RUNS 21   /* of each index scan: a few tens of ms, and noisy */
#define MAX_RUNS INDEX_RUNS

typedef struct {
  const char *name;
  char      **argv;
  double      seconds[MAX_RUNS];
  guint       runs;
  long        max_rss_kb;
} Command;

static double
median (Command *c)
{
  double sorted[MAX_RUNS];

  memcpy (sorted, c->seconds, sizeof sorted);
  return bench_median (sorted, c->runs);
}

/* The runs of each command (NULL-terminated, NULL ones left out),
 * taking turns. */
static void
run_group (Command **commands,
           guint     runs)
{
  for (Command **c = commands; *c != NULL; c++)
    (*c)->runs = runs;
  for (guint i = 0; i < runs; i++)
    for (Command **c = commands; *c != NULL; c++)
      (*c)->seconds[i] = bench_run_process ((*c)->argv, &(*c)->max_rss_kb);
}

/* a's time over b's: the median of the ratios of their runs in turn,
 * and the least and the most of them. */
static double
paired_ratio (const Command *a,
              const Command *b,
              double        *least,
              double        *most)
{
  double ratios[MAX_RUNS];
  guint n = MIN (a->runs, b->runs);

  for (guint i = 0; i < n; i++)
    ratios[i] = a->seconds[i] / b->seconds[i];
  bench_median (ratios, n);   /* sorts them */
  *least = ratios[0];
  *most = ratios[n - 1];
  return ratios[n / 2];
}

/* "label: 4.85x what (4.61 to 5.02 over 5 pairs)": a's time over b's. */
static void
print_ratio (const char    *label,
             const Command *a,
             const Command *b,
             const char    *what)
{
  double least, most, ratio = paired_ratio (a, b, &least, &most);

  g_print ("  %-20s %.2fx %s (%.2f to %.2f over %u pairs)\n", label, ratio, what, least, most,
           MIN (a->runs, b->runs));
}

static void
print_row (Command *c,
           double   megabytes)
{
  double t = median (c);

  g_print ("  %-34s %8.3f s %9.1f MB/s %9.1f MB\n", c->name, t, megabytes / t, c->max_rss_kb / 1024.0);
}

static char *
make_big_file (const char *dir,
               const char *corpus,
               gsize       length,
               gsize      *size,
               gsize      *largest_game)
{
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (corpus, length);
  char *path = g_build_filename (dir, "big.pgn", NULL);
  FILE *out;

  *largest_game = 0;
  for (guint i = 0; i < sc_pgn_index_get_n_games (index); i++)
    *largest_game = MAX (*largest_game, sc_pgn_index_get_game (index, i)->length);

  out = fopen (path, "w");
  for (*size = 0; *size < TARGET_SIZE; *size += length + 1)
    {
      fwrite (corpus, 1, length, out);
      fputc ('\n', out);
    }
  fclose (out);
  return path;
}

/* Writes dir/name: the corpus, then game (if any), then the corpus again. */
static char *
write_around_corpus (const char *dir,
                     const char *name,
                     const char *corpus,
                     const char *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (corpus);
  char *path = g_build_filename (dir, name, NULL);

  if (game != NULL)
    g_string_append (text, game);
  g_string_append (text, corpus);
  if (!g_file_set_contents (path, text->str, (gssize) text->len, &error))
    g_error ("%s", error->message);
  return path;
}

/* A game that is nearly all one comment, of about megabytes MB. */
static char *
comment_game (guint megabytes)
{
  GString *game = g_string_new ("[Event \"One comment\"]\n[Result \"*\"]\n\n1. e4 {");

  while (game->len < megabytes * 1000000u)
    g_string_append (game, "words of a long comment in a paper book, line after line of them\n");
  g_string_append (game, "} e5 *\n\n");
  return g_string_free (game, FALSE);
}

/* A game of variations: n of them on Black's first move. */
static char *
variations_game (guint n)
{
  GString *game = g_string_new ("[Event \"Variations\"]\n[Result \"*\"]\n\n1. e4 e5");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (game, "\n(1... c5 2. Nf3 d6 3. d4 cxd4 {line %u})", i + 1);
  g_string_append (game, " 2. Nf3 *\n\n");
  return g_string_free (game, FALSE);
}

/* Conversions whose peak memory is measured: on one thread, and on one
 * per processor. */
static char *const peak_jobs[] = { "--jobs=1", "--jobs=0" };
#define N_PEAK_JOBS G_N_ELEMENTS (peak_jobs)

/* The peak memory of the conversion of path, in KB: the highest of three. */
static long
convert_peak_kb (char       *cli,
                 char       *jobs,
                 const char *path)
{
  char *argv[] = { cli, "convert", jobs, (char *) path, "-o", "/dev/null", NULL };
  long peak = 0;

  for (guint i = 0; i < RUNS; i++)
    bench_run_process (argv, &peak);
  return peak;
}

/* How much game (freed here) adds to the peak memory of a conversion of
 * the corpus twice, whose peaks without it are without_kb. */
static void
print_game_cost (char       *cli,
                 const char *dir,
                 const char *corpus,
                 const long *without_kb,
                 const char *what,
                 char       *game)
{
  g_autofree char *with = write_around_corpus (dir, "with.pgn", corpus, game);
  double game_mb = strlen (game) / (1024.0 * 1024.0);
  const char *names[N_PEAK_JOBS] = { "--jobs=1   ", "(%u threads)" };

  /* Freed first: a child's peak counts what it shares with this process
   * between fork () and exec (). */
  g_free (game);
  g_print ("  the corpus twice, around a game of %.1f MB (%s):\n", game_mb, what);
  for (guint i = 0; i < N_PEAK_JOBS; i++)
    {
      double added = (convert_peak_kb (cli, peak_jobs[i], with) - without_kb[i]) / 1024.0;
      g_autofree char *name = g_strdup_printf (names[i], g_get_num_processors ());

      g_print ("    convert %s  %+7.1f MB, %5.2fx the game\n", name, added, added / game_mb);
    }
  g_unlink (with);
}

/* convert on one thread and on one per processor, and pgn-extract, on
 * file, taking turns, runs times each; *serial and *convert keep their
 * figures (the peaks, for (c)). */
static void
compare_converts (char       *cli,
                  char       *pgn_extract,
                  const char *file,
                  double      mb,
                  guint       runs,
                  Command    *serial,
                  Command    *convert)
{
  char *serial_argv[] = { cli, "convert", "--jobs=1", (char *) file, "-o", "/dev/null", NULL };
  char *convert_argv[] = { cli, "convert", (char *) file, "-o", "/dev/null", NULL };
  char *extract_argv[] = { pgn_extract, "-s", "-Wsan", "-o", "/dev/null", (char *) file, NULL };
  g_autofree char *parallel_name = g_strdup_printf ("scoresheet-cli convert (%u threads)",
                                                    g_get_num_processors ());
  Command extract = { "pgn-extract -s -Wsan", extract_argv };
  Command *converts[] = { serial, convert, pgn_extract != NULL ? &extract : NULL, NULL };

  *serial = (Command) { "scoresheet-cli convert --jobs=1", serial_argv };
  *convert = (Command) { parallel_name, convert_argv };
  run_group (converts, runs);
  print_row (serial, mb);
  print_row (convert, mb);
  if (pgn_extract != NULL)
    {
      print_row (&extract, mb);
      g_autofree char *threads = g_strdup_printf ("ratio, %u threads:", g_get_num_processors ());

      print_ratio ("ratio, one thread:", &extract, serial, "pgn-extract's throughput");
      print_ratio (threads, &extract, convert, "pgn-extract's throughput");
    }
  else
    g_print ("  pgn-extract is not installed (Debian package pgn-extract): no ratio\n");
  /* The names and argument lists live here only. */
  serial->name = convert->name = NULL;
  serial->argv = convert->argv = NULL;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *big = NULL;
  g_autofree char *pgn_extract = NULL;
  g_autofree char *wc = g_find_program_in_path ("wc");
  g_autofree char *corpus_path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *corpus = NULL;
  g_autoptr(GError) error = NULL;
  gsize corpus_length = 0, size = 0, largest = 0;
  double mb;

  if (argc != 2)
    {
      g_printerr ("usage: %s SCORESHEET-CLI\n", argv[0]);
      return 2;
    }
  if (!g_file_get_contents (corpus_path, &corpus, &corpus_length, &error))
    g_error ("%s", error->message);
  dir = g_dir_make_tmp ("bench-pgn-XXXXXX", NULL);
  big = make_big_file (dir, corpus, corpus_length, &size, &largest);
  mb = size / 1e6;
  pgn_extract = g_find_program_in_path ("pgn-extract");
  if (pgn_extract == NULL && g_file_test ("/usr/games/pgn-extract", G_FILE_TEST_IS_EXECUTABLE))
    pgn_extract = g_strdup ("/usr/games/pgn-extract");

  {
    char *index_argv[] = { argv[1], "index", big, NULL };
    char *count_argv[] = { argv[1], "index", "--count", big, NULL };
    char *wc_argv[] = { wc, "-l", big, NULL };
    Command serial = { 0 }, convert = { 0 };
    Command index = { "scoresheet-cli index", index_argv };
    Command count = { "scoresheet-cli index --count", count_argv };
    Command lines = { "wc -l", wc_argv };
    Command *indexes[] = { &index, &count, &lines, NULL };

    g_print ("PGN benchmark: %.1f MB (selfplay.pgn repeated), median of %d runs\n"
             "(%d for the puzzles, %d for the index scans); ratios are medians of runs paired in turn\n\n",
             mb, RUNS, PUZZLE_RUNS, INDEX_RUNS);
    g_print ("(a) read + validate + write, long games\n");
    compare_converts (argv[1], pgn_extract, big, mb, RUNS, &serial, &convert);
    g_print ("\n(b) index scan\n");
    run_group (indexes, INDEX_RUNS);
    print_row (&index, mb);
    print_row (&count, mb);
    print_row (&lines, mb);
    print_ratio ("ratio, listing:", &index, &lines, "the time of wc -l");
    print_ratio ("ratio, --count:", &count, &lines, "the time of wc -l");

    g_print ("\n(c) peak memory (largest game: %.1f KB), for a %.1f MB file\n", largest / 1024.0, mb);
    g_print ("  convert --jobs=1 %.1f MB, convert %.1f MB, index %.1f MB, index --count %.1f MB\n",
             serial.max_rss_kb / 1024.0, convert.max_rss_kb / 1024.0, index.max_rss_kb / 1024.0,
             count.max_rss_kb / 1024.0);
    {
      g_autofree char *without = write_around_corpus (dir, "without.pgn", corpus, NULL);
      long without_kb[N_PEAK_JOBS];

      for (guint i = 0; i < N_PEAK_JOBS; i++)
        without_kb[i] = convert_peak_kb (argv[1], peak_jobs[i], without);
      g_print ("  the same for the corpus twice (%.1f MB): convert --jobs=1 %.1f MB, convert %.1f MB\n",
               2 * corpus_length / 1e6, without_kb[0] / 1024.0, without_kb[1] / 1024.0);
      g_print ("  what one large game adds to the peak:\n");
      print_game_cost (argv[1], dir, corpus, without_kb, "one comment", comment_game (32));
      print_game_cost (argv[1], dir, corpus, without_kb, "40,000 variations", variations_game (40000));
      g_unlink (without);
    }
    /* Last: making the puzzles grows this process, and the peak memory
     * of the processes it starts with it. */
    g_print ("\n(d) read + validate + write, puzzles (a FEN and three moves a game)\n");
    {
      g_autoptr(GString) text = bench_puzzles (corpus, PUZZLES_SIZE);
      g_autofree char *puzzles = g_build_filename (dir, "puzzles.pgn", NULL);
      Command puzzle_serial = { 0 }, puzzle_convert = { 0 };

      if (!g_file_set_contents (puzzles, text->str, (gssize) text->len, &error))
        g_error ("%s", error->message);
      compare_converts (argv[1], pgn_extract, puzzles, text->len / 1e6, PUZZLE_RUNS,
                        &puzzle_serial, &puzzle_convert);
      g_unlink (puzzles);
    }
  }

  g_unlink (big);
  g_rmdir (dir);
  return 0;
}
