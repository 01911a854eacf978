/* test-legal-to.c: the legal moves to one square (and from some squares
 * only) against the full list, and the formatter's check marks against
 * the position after the move
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>

#include "sc-format.h"
#include "sc-position.h"

#define TREE_DEPTH 3

static int
compare_moves (const void *a,
               const void *b)
{
  return (int) *(const ScMove *) a - (int) *(const ScMove *) b;
}

/* The moves to sq from a square of sources, by both ways: the full list
 * filtered, and sc_position_legal_moves_from_to (). */
static void
check_moves_to (const ScPosition *pos,
                const ScMove     *all,
                guint             n_all,
                ScSquare          sq,
                guint64           sources)
{
  ScMove expected[SC_MAX_MOVES], got[SC_MAX_MOVES];
  guint n_expected = 0, n_got;

  for (guint i = 0; i < n_all; i++)
    if (sc_move_to (all[i]) == sq && (sources >> sc_move_from (all[i]) & 1))
      expected[n_expected++] = all[i];
  n_got = sources == ~G_GUINT64_CONSTANT (0) ? sc_position_legal_moves_to (pos, sq, got)
                                             : sc_position_legal_moves_from_to (pos, sources, sq, got);

  if (n_got != n_expected)
    {
      g_autofree char *fen = sc_position_to_fen (pos);
      g_error ("%s: %u moves to square %u from %" G_GINT64_MODIFIER "x, expected %u",
               fen, n_got, sq, sources, n_expected);
    }
  qsort (expected, n_expected, sizeof (ScMove), compare_moves);
  qsort (got, n_got, sizeof (ScMove), compare_moves);
  if (memcmp (expected, got, n_got * sizeof (ScMove)) != 0)
    {
      g_autofree char *fen = sc_position_to_fen (pos);
      g_error ("%s: the moves to square %u from %" G_GINT64_MODIFIER "x differ from the full list",
               fen, sq, sources);
    }
}

/* For every square: sc_position_legal_moves_to() gives the same set as
 * the full list filtered by destination; where there are moves, so does
 * sc_position_legal_moves_from_to() from each kind of piece, and from
 * every other square. Returns the positions checked. */
static guint64
check_position (const ScPosition *pos,
                const ScMove     *all,
                guint             n_all)
{
  guint64 ours = pos->colors[sc_position_side_to_move (pos)];
  guint64 to_squares = 0;

  for (guint i = 0; i < n_all; i++)
    to_squares |= G_GUINT64_CONSTANT (1) << sc_move_to (all[i]);
  for (guint sq = 0; sq < 64; sq++)
    {
      check_moves_to (pos, all, n_all, (ScSquare) sq, ~G_GUINT64_CONSTANT (0));
      if (!(to_squares >> sq & 1))
        continue;
      for (ScPieceType type = SC_PAWN; type < SC_N_PIECE_TYPES; type++)
        check_moves_to (pos, all, n_all, (ScSquare) sq, pos->pieces[type] & ours);
      check_moves_to (pos, all, n_all, (ScSquare) sq, G_GUINT64_CONSTANT (0x5555555555555555) << (sq & 1));
    }
  return 1;
}

/* The formatter works out check without making the move: its marks
 * must agree with the position after the move. */
static void
check_marks (const ScPosition *pos,
             const ScMove     *all,
             guint             n_all)
{
  for (guint i = 0; i < n_all; i++)
    {
      g_autofree char *san = sc_format_san (pos, all[i]);
      gsize len = strlen (san);
      ScPosition after = *pos;
      ScUndo undo;
      const char *expected = "";

      sc_position_make_move (&after, all[i], &undo);
      if (sc_position_in_check (&after))
        expected = sc_position_count_legal_moves (&after) == 0 ? "#" : "+";
      if (len == 0 || (strchr ("+#", san[len - 1]) ? san + len - 1 : "")[0] != expected[0])
        {
          g_autofree char *fen = sc_position_to_fen (pos);
          g_error ("%s: %s should end in \"%s\"", fen, san, expected);
        }
    }
}

static guint64
check_tree (ScPosition *pos,
            guint       depth)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);
  guint64 checked = check_position (pos, moves, n);

  check_marks (pos, moves, n);

  if (depth == 0)
    return checked;
  for (guint i = 0; i < n; i++)
    {
      ScUndo undo;

      sc_position_make_move (pos, moves[i], &undo);
      checked += check_tree (pos, depth - 1);
      sc_position_unmake_move (pos, moves[i], &undo);
    }
  return checked;
}

static void
test_legal_to_tree (gconstpointer data)
{
  const char *fen = data;
  g_autoptr (GError) error = NULL;
  ScPosition pos;

  g_assert_true (sc_position_set_fen (&pos, fen, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (check_tree (&pos, TREE_DEPTH), >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "vectors", "perft.tsv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint added = 0;

  g_test_init (&argc, &argv, NULL);

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("The perft vectors are missing: %s", error->message);

  /* One test per distinct position of the file. */
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *test_path = NULL;
      char *tab;

      if (lines[i][0] == '\0' || lines[i][0] == '#' || (tab = strchr (lines[i], '\t')) == NULL)
        continue;
      *tab = '\0';
      if (!g_hash_table_add (seen, lines[i]))
        continue;
      test_path = g_strdup_printf ("/legal-to/position-%02u", ++added);
      g_test_add_data_func (test_path, lines[i], test_legal_to_tree);
    }
  if (added == 0)
    g_error ("%s holds no positions", path);

  return g_test_run ();
}
