/* test-san-vectors.c: every row of tests/data/vectors/san.tsv
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-format.h"
#include "sc-move-parser.h"

typedef struct {
  char *fen;
  char *input;
  char *expected;
  char *source;
} Row;

static void
row_free (gpointer data)
{
  Row *row = data;

  g_free (row->fen);
  g_free (row->input);
  g_free (row->expected);
  g_free (row->source);
  g_free (row);
}

/* Rows whose input uses localized letters say "(language xx" in the source column. */
static const ScLanguage *
row_language (const Row *row)
{
  const char *mark = strstr (row->source, "language ");
  g_autofree char *code = NULL;

  if (mark == NULL)
    return sc_language_english ();
  mark += strlen ("language ");
  code = g_strndup (mark, strspn (mark, "abcdefghijklmnopqrstuvwxyz_"));
  g_assert_nonnull (sc_language_lookup (code));
  return sc_language_lookup (code);
}

static void
test_row (gconstpointer data)
{
  const Row *row = data;
  g_autoptr(GError) error = NULL;
  ScPosition pos;
  ScMoveParse parse;
  gboolean ok;

  g_assert_true (sc_position_set_fen (&pos, row->fen, &error));
  g_assert_no_error (error);

  ok = sc_parse_move (&pos, row->input, -1, row_language (row), &parse);
  if (g_str_has_prefix (row->expected, "ERROR:"))
    {
      g_assert_false (ok);
      g_assert_cmpstr (sc_move_parse_status_name (parse.status), ==, row->expected + strlen ("ERROR:"));
    }
  else
    {
      g_autofree char *san = NULL;

      if (!ok)
        {
          ScNotationStyle style;
          g_autofree char *why = NULL;

          sc_notation_style_init_preset (&style, SC_PRESET_PGN, NULL);
          why = sc_move_parse_describe (&parse, &pos, row->input, -1, &style);
          g_test_message ("not read: %s", why);
        }
      g_assert_true (ok);
      san = sc_format_san (&pos, parse.move);
      g_assert_cmpstr (san, ==, row->expected);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "vectors", "san.tsv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (row_free);
  g_auto(GStrv) lines = NULL;

  g_test_init (&argc, &argv, NULL);

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);
      g_autofree char *name = NULL;
      Row *row;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      g_assert_cmpuint (g_strv_length (fields), >=, 3);
      row = g_new0 (Row, 1);
      row->fen = g_strdup (fields[0]);
      row->input = g_strdup (fields[1]);
      row->expected = g_strdup (fields[2]);
      row->source = g_strdup (fields[3] != NULL ? fields[3] : "");
      g_ptr_array_add (rows, row);
      name = g_strdup_printf ("/san-vectors/line-%02u", i + 1);
      g_test_add_data_func (name, row, test_row);
    }
  g_assert_cmpuint (rows->len, >=, 60);

  return g_test_run ();
}
