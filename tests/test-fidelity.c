/* test-fidelity.c: reading and writing again loses nothing
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file of tests/data and its corpus is read, written as
 * PGN and read again: the games must carry the same tags, moves,
 * comments, NAGs, draw offers and variations, and writing a second time
 * must give the same bytes.
 */
#include "config.h"

#include <string.h>

#include "sc-movetext-reader.h"
#include "sc-pgn-writer.h"

static char *
load_utf8 (const char *path,
           gsize      *length)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, &error));
  g_assert_no_error (error);
  if (g_utf8_validate_len (data, len, NULL))
    {
      *length = len;
      return g_steal_pointer (&data);
    }
  /* Old club files: Latin-1 is part of Windows-1252. */
  return g_convert (data, (gssize) len, "UTF-8", "WINDOWS-1252", NULL, length, NULL);
}

static char *
write_all (ScReadResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < result->games->len; i++)
    sc_write_pgn_game (out, g_ptr_array_index (result->games, i));
  return g_string_free (out, FALSE);
}

static const char *roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

static gboolean
in_roster (const char *name)
{
  return g_strv_contains (roster, name);
}

/* The tags outside the Seven Tag Roster, in order, as "name=value" lines. */
static char *
other_tags (ScGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < sc_game_get_n_tags (game); i++)
    {
      const char *name, *value;

      sc_game_get_nth_tag (game, i, &name, &value);
      if (!in_roster (name))
        g_string_append_printf (out, "%s=%s\n", name, value);
    }
  return g_string_free (out, FALSE);
}

static void
assert_same_tags (ScGame *a,
                  ScGame *b)
{
  static const char *unknown[] = { "?", "?", "????.??.??", "?", "?", "?" };
  g_autofree char *others_a = other_tags (a);
  g_autofree char *others_b = other_tags (b);

  /* The roster comes first on writing, filled in with "unknown" values
   * where the text had none; all other tags keep their order. */
  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      const char *value = sc_game_get_tag (a, roster[i]);

      if (i == 6)
        g_assert_cmpstr (sc_game_get_tag (b, "Result"), ==, sc_game_get_result (b));
      else
        g_assert_cmpstr (sc_game_get_tag (b, roster[i]), ==, value != NULL ? value : unknown[i]);
    }
  g_assert_cmpstr (others_a, ==, others_b);
}

static guint
count_children (const ScGameNode *node)
{
  guint n = 0;

  for (const ScGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
    n++;
  return n;
}

/* Walks both trees side by side, without recursion. */
static void
assert_same_tree (ScGame *a,
                  ScGame *b)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint nodes = 0;

  g_ptr_array_add (stack, sc_game_get_root (a));
  g_ptr_array_add (stack, sc_game_get_root (b));
  while (stack->len > 0)
    {
      const ScGameNode *y = g_ptr_array_steal_index (stack, stack->len - 1);
      const ScGameNode *x = g_ptr_array_steal_index (stack, stack->len - 1);
      const ScGameNode *cx, *cy;

      g_assert_cmpuint (x->move, ==, y->move);
      g_assert_cmpuint (x->n_nags, ==, y->n_nags);
      if (x->n_nags > 0)
        g_assert_cmpmem (x->nags, x->n_nags, y->nags, y->n_nags);
      g_assert_cmpint (x->draw_offer, ==, y->draw_offer);
      g_assert_cmpstr (x->comment_before, ==, y->comment_before);
      g_assert_cmpstr (x->comment_after, ==, y->comment_after);
      g_assert_cmpuint (count_children (x), ==, count_children (y));
      for (cx = x->first_child, cy = y->first_child; cx != NULL; cx = cx->next_sibling, cy = cy->next_sibling)
        {
          g_ptr_array_add (stack, (gpointer) cx);
          g_ptr_array_add (stack, (gpointer) cy);
        }
      nodes++;
    }
  g_assert_cmpuint (nodes, >, 0);
}

static void
assert_same_game (ScGame *a,
                  ScGame *b)
{
  g_autofree char *fen_a = sc_position_to_fen (sc_game_get_start_position (a));
  g_autofree char *fen_b = sc_position_to_fen (sc_game_get_start_position (b));

  /* A game that could not be read whole goes back as its own text. */
  g_assert_cmpstr (sc_game_get_source (a), ==, sc_game_get_source (b));
  if (sc_game_get_source (a) != NULL)
    return;
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_assert_cmpstr (sc_game_get_result (a), ==, sc_game_get_result (b));
  assert_same_tags (a, b);
  assert_same_tree (a, b);
}

static void
test_file (gconstpointer data)
{
  const char *path = data;
  gsize length;
  g_autofree char *text = load_utf8 (path, &length);
  g_autoptr(ScReadResult) first = NULL;
  g_autoptr(ScReadResult) second = NULL;
  g_autoptr(ScReadResult) third = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  g_assert_nonnull (text);
  first = sc_read_games (text, (gssize) length, NULL);
  g_assert_cmpuint (first->games->len, >, 0);
  written = write_all (first);

  /* PGN on disk is English SAN, whatever the language read. */
  second = sc_read_games (written, -1, sc_language_english ());
  g_assert_cmpuint (second->games->len, ==, first->games->len);
  g_assert_cmpuint (second->problems->len, ==, first->problems->len);
  for (guint i = 0; i < first->games->len; i++)
    assert_same_game (g_ptr_array_index (first->games, i), g_ptr_array_index (second->games, i));

  /* Idempotent: the second writing is the first, byte for byte. */
  rewritten = write_all (second);
  g_assert_cmpstr (rewritten, ==, written);
  third = sc_read_games (rewritten, -1, sc_language_english ());
  g_assert_cmpuint (third->games->len, ==, first->games->len);

  g_test_message ("%s: %u games, %u with a problem kept as text", path,
                  first->games->len, first->problems->len);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_dir (GPtrArray  *paths,
         const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".pgn") || g_str_has_suffix (name, ".txt"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (paths, g_build_filename (dir, g_ptr_array_index (names, i), NULL));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *corpus = g_build_filename (SC_TESTS_DATA_DIR, "corpus", NULL);

  g_test_init (&argc, &argv, NULL);

  add_dir (paths, corpus);
  add_dir (paths, SC_TESTS_DATA_DIR);
  g_assert_cmpuint (paths->len, >=, 4);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (paths, i));
      g_autofree char *name = g_strdup_printf ("/fidelity/%s", base);

      g_test_add_data_func (name, g_ptr_array_index (paths, i), test_file);
    }
  return g_test_run ();
}
