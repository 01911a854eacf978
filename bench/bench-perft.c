/* bench-perft.c: perft speed of scoresheet-cli next to Stockfish's
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-perft [--quick] PATH-TO-scoresheet-cli
 *
 * Both programs run as whole processes, taking turns, three times each;
 * the median wall time counts. Absolute times drift on shared machines,
 * so the ratio of the two speeds is the figure to report.
 */

#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef SC_TESTS_DATA_DIR
#error "SC_TESTS_DATA_DIR must name the test data directory (tests/data)"
#endif

#define STOCKFISH_PATH "/usr/games/stockfish"
#define RUNS           3

/* A depth is benchmarked when its node count falls in this range. */
#define FULL_MIN_NODES  G_GUINT64_CONSTANT (10000000)
#define FULL_MAX_NODES  G_GUINT64_CONSTANT (200000000)
#define QUICK_MAX_NODES G_GUINT64_CONSTANT (5000000)

typedef struct {
  char    *fen;
  guint    depth;
  guint64  nodes;
} BenchCase;

static void
bench_case_free (gpointer data)
{
  BenchCase *c = data;

  g_free (c->fen);
  g_free (c);
}

static gboolean
nodes_wanted (guint64 nodes, gboolean quick)
{
  if (quick)
    return nodes < QUICK_MAX_NODES;
  return nodes >= FULL_MIN_NODES && nodes <= FULL_MAX_NODES;
}

/* One case per position: its deepest depth whose count is in range. */
static GPtrArray *
load_cases (gboolean quick)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "vectors", "perft.tsv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func (bench_case_free);

  if (!g_file_get_contents (path, &contents, NULL, &error))
    {
      fprintf (stderr, "bench-perft: %s\n", error->message);
      exit (EXIT_FAILURE);
    }

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) columns = NULL;
      guint64 depth, nodes;
      BenchCase *existing = NULL;

      g_strchomp (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      columns = g_strsplit (lines[i], "\t", -1);
      if (g_strv_length (columns) != 3
          || !g_ascii_string_to_unsigned (columns[1], 10, 1, 20, &depth, NULL)
          || !g_ascii_string_to_unsigned (columns[2], 10, 0, G_MAXUINT64, &nodes, NULL))
        {
          fprintf (stderr, "bench-perft: cannot read the line \"%s\" of %s\n", lines[i], path);
          exit (EXIT_FAILURE);
        }
      if (!nodes_wanted (nodes, quick))
        continue;

      for (guint j = 0; j < cases->len && existing == NULL; j++)
        {
          BenchCase *c = g_ptr_array_index (cases, j);

          if (strcmp (c->fen, columns[0]) == 0)
            existing = c;
        }
      if (existing == NULL)
        {
          existing = g_new0 (BenchCase, 1);
          existing->fen = g_strdup (columns[0]);
          g_ptr_array_add (cases, existing);
        }
      if ((guint) depth > existing->depth)
        {
          existing->depth = (guint) depth;
          existing->nodes = nodes;
        }
    }

  return cases;
}

/* Runs argv with input on stdin; returns the wall time in seconds, or a
 * negative number (and a message on stderr) if it did not run. */
static double
run_timed (const char * const  *argv,
           const char          *input,
           char               **output)
{
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE;
  gint64 start, end;

  if (input != NULL)
    flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;

  start = g_get_monotonic_time ();
  process = g_subprocess_newv (argv, flags, &error);
  if (process == NULL
      || !g_subprocess_communicate_utf8 (process, input, NULL, output, NULL, &error))
    {
      fprintf (stderr, "bench-perft: running %s: %s\n", argv[0], error->message);
      return -1;
    }
  end = g_get_monotonic_time ();

  if (!g_subprocess_get_successful (process))
    {
      fprintf (stderr, "bench-perft: %s failed\n", argv[0]);
      return -1;
    }
  return (double) (end - start) / G_USEC_PER_SEC;
}

/* scoresheet-cli prints the total alone on its last line. */
static guint64
parse_our_nodes (const char *output)
{
  g_auto (GStrv) lines = g_strsplit (output, "\n", -1);
  guint n = g_strv_length (lines);
  guint64 nodes = 0;

  while (n > 0 && lines[n - 1][0] == '\0')
    n--;
  if (n == 0 || !g_ascii_string_to_unsigned (lines[n - 1], 10, 0, G_MAXUINT64, &nodes, NULL))
    return 0;
  return nodes;
}

static guint64
parse_stockfish_nodes (const char *output)
{
  const char *found = strstr (output, "Nodes searched: ");

  if (found == NULL)
    return 0;
  return g_ascii_strtoull (found + strlen ("Nodes searched: "), NULL, 10);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values, guint n)
{
  qsort (values, n, sizeof values[0], compare_doubles);
  return values[n / 2];
}

static char *
short_fen (const char *fen)
{
  const char *space = strchr (fen, ' ');
  gsize length = space != NULL ? (gsize) (space - fen) : strlen (fen);

  if (length > 28)
    return g_strdup_printf ("%.27s~", fen);
  return g_strndup (fen, length);
}

int
main (int    argc,
      char **argv)
{
  gboolean quick = FALSE;
  GOptionEntry entries[] = {
    { "quick", 'q', 0, G_OPTION_ARG_NONE, &quick,
      "Only depths under 5 million nodes", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("PATH-TO-scoresheet-cli");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) cases = NULL;
  gboolean have_stockfish;
  gboolean all_correct = TRUE;
  guint64 total_nodes = 0;
  double our_total = 0, stockfish_total = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      fprintf (stderr, "%s%s", error != NULL ? error->message : "", help);
      return 2;
    }

  have_stockfish = g_file_test (STOCKFISH_PATH, G_FILE_TEST_IS_EXECUTABLE);
  if (!have_stockfish)
    printf ("%s is not installed: our figures only.\n\n", STOCKFISH_PATH);

  cases = load_cases (quick);
  printf ("%-29s %5s %11s %8s %8s %8s %8s %6s\n",
          "position", "depth", "nodes", "ours s", "Mnps", "sf s", "sf Mnps", "ratio");

  for (guint i = 0; i < cases->len; i++)
    {
      const BenchCase *c = g_ptr_array_index (cases, i);
      g_autofree char *depth = g_strdup_printf ("%u", c->depth);
      g_autofree char *stockfish_input = g_strdup_printf ("position fen %s\ngo perft %u\nquit\n",
                                                          c->fen, c->depth);
      g_autofree char *label = short_fen (c->fen);
      const char *our_argv[] = { argv[1], "perft", c->fen, depth, NULL };
      const char *stockfish_argv[] = { STOCKFISH_PATH, NULL };
      double our_times[RUNS], stockfish_times[RUNS];
      double ours, theirs = 0;

      for (guint run = 0; run < RUNS; run++)
        {
          g_autofree char *our_output = NULL;
          g_autofree char *stockfish_output = NULL;

          our_times[run] = run_timed (our_argv, NULL, &our_output);
          if (our_times[run] < 0)
            return EXIT_FAILURE;
          if (parse_our_nodes (our_output) != c->nodes)
            {
              fprintf (stderr, "bench-perft: %s depth %u: scoresheet-cli counts %" G_GUINT64_FORMAT
                       ", expected %" G_GUINT64_FORMAT "\n",
                       c->fen, c->depth, parse_our_nodes (our_output), c->nodes);
              all_correct = FALSE;
            }

          if (!have_stockfish)
            continue;
          stockfish_times[run] = run_timed (stockfish_argv, stockfish_input, &stockfish_output);
          if (stockfish_times[run] < 0)
            return EXIT_FAILURE;
          if (parse_stockfish_nodes (stockfish_output) != c->nodes)
            {
              fprintf (stderr, "bench-perft: %s depth %u: stockfish counts %" G_GUINT64_FORMAT
                       ", expected %" G_GUINT64_FORMAT "\n",
                       c->fen, c->depth, parse_stockfish_nodes (stockfish_output), c->nodes);
              all_correct = FALSE;
            }
        }

      ours = median (our_times, RUNS);
      total_nodes += c->nodes;
      our_total += ours;
      printf ("%-29s %5u %11" G_GUINT64_FORMAT " %8.3f %8.1f", label, c->depth, c->nodes,
              ours, c->nodes / ours / 1e6);
      if (have_stockfish)
        {
          theirs = median (stockfish_times, RUNS);
          stockfish_total += theirs;
          printf (" %8.3f %8.1f %6.2f", theirs, c->nodes / theirs / 1e6, theirs / ours);
        }
      printf ("\n");
      fflush (stdout);
    }

  if (total_nodes > 0)
    {
      printf ("%-29s %5s %11" G_GUINT64_FORMAT " %8.3f %8.1f", "total", "", total_nodes,
              our_total, total_nodes / our_total / 1e6);
      if (have_stockfish)
        printf (" %8.3f %8.1f %6.2f", stockfish_total, total_nodes / stockfish_total / 1e6,
                stockfish_total / our_total);
      printf ("\n");
    }

  return all_correct ? EXIT_SUCCESS : EXIT_FAILURE;
}
