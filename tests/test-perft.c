/* test-perft.c: move generation checked against known perft counts
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-position.h"

/* Rows with more nodes are for the benchmark, not the test suite. */
#define MAX_TEST_NODES 5000000

typedef struct {
  char    *fen;
  guint    depth;
  guint64  nodes;
  gboolean chess960;
} PerftRow;

static void
perft_row_free (gpointer data)
{
  PerftRow *row = data;

  g_free (row->fen);
  g_free (row);
}

static void
test_perft_row (gconstpointer data)
{
  const PerftRow *row = data;
  g_autoptr (GError) error = NULL;
  ScMove moves[SC_MAX_MOVES];
  ScPosition pos;
  guint64 divided = 0;
  guint n;

  if (row->chess960)
    g_assert_true (sc_position_set_fen_chess960 (&pos, row->fen, NULL, &error));
  else
    g_assert_true (sc_position_set_fen (&pos, row->fen, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sc_perft (&pos, row->depth), ==, row->nodes);

  /* The same count again, one subtree per legal move, as --divide does. */
  n = sc_position_legal_moves (&pos, moves);
  for (guint i = 0; i < n; i++)
    {
      ScPosition child = pos;
      ScUndo undo;

      sc_position_make_move (&child, moves[i], &undo);
      divided += sc_perft (&child, row->depth - 1);
    }
  g_assert_cmpuint (divided, ==, row->nodes);
}

static PerftRow *
parse_row (const char *line)
{
  g_auto (GStrv) columns = g_strsplit (line, "\t", -1);
  PerftRow *row;
  guint64 depth, nodes;

  if (g_strv_length (columns) != 3
      || !g_ascii_string_to_unsigned (columns[1], 10, 1, 20, &depth, NULL)
      || !g_ascii_string_to_unsigned (columns[2], 10, 0, G_MAXUINT64, &nodes, NULL))
    g_error ("perft vectors: cannot read the line \"%s\"", line);

  row = g_new0 (PerftRow, 1);
  row->fen = g_strdup (columns[0]);
  row->depth = (guint) depth;
  row->nodes = nodes;
  return row;
}

/* perft960.tsv is read as Chess960, so its X-FEN rows count castling
 * with the outermost rooks. */
static void
add_perft_tests (const char *file,
                 gboolean    chess960)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "vectors", file, NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  guint row_number = 0;
  guint added = 0;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("The perft vectors are missing: %s", error->message);

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *test_path = NULL;
      PerftRow *row;

      g_strchomp (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;

      /* Rows are numbered in file order, skipped ones included, so a
       * name always points at the same line. */
      row = parse_row (lines[i]);
      row->chess960 = chess960;
      row_number++;
      if (row->nodes > MAX_TEST_NODES)
        {
          perft_row_free (row);
          continue;
        }

      test_path = g_strdup_printf (chess960 ? "/perft/chess960/row-%02u" : "/perft/row-%02u", row_number);
      g_test_add_data_func_full (test_path, row, test_perft_row, perft_row_free);
      added++;
    }

  if (added == 0)
    g_error ("%s holds no usable perft rows", path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  add_perft_tests ("perft.tsv", FALSE);
  add_perft_tests ("perft960.tsv", TRUE);
  return g_test_run ();
}
