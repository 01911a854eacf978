/* game-file-fixture.c: a file of many games in a folder of its own, for
 * the game file's tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "game-file-fixture.h"
#include "sc-pgn-index.h"

char *
read_data (const char *dir,
           const char *name,
           gsize      *length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  char *text;

  g_assert_true (g_file_get_contents (path, &text, length, &error));
  g_assert_no_error (error);
  return text;
}

/* The first n games of text, as its index cuts them. */
static void
append_games (GString    *out,
              const char *text,
              gsize       length,
              guint       first,
              guint       n)
{
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (text, length);
  const ScPgnIndexEntry *a, *b;

  g_assert_cmpuint (sc_pgn_index_get_n_games (index), >=, first + n);
  a = sc_pgn_index_get_game (index, first);
  b = sc_pgn_index_get_game (index, first + n - 1);
  g_string_append_len (out, text + a->offset, (gssize) (b->offset + b->length - a->offset));
  g_string_append (out, "\n\n");
}

void
write_fixture (Fixture    *fixture,
               const char *name,
               const char *text,
               gsize       length)
{
  g_autoptr(GError) error = NULL;

  g_free (fixture->path);
  g_clear_object (&fixture->file);
  g_free (fixture->text);
  fixture->path = g_build_filename (fixture->dir, name, NULL);
  g_assert_true (g_file_set_contents (fixture->path, text, (gssize) length, &error));
  g_assert_no_error (error);
  fixture->file = g_file_new_for_path (fixture->path);
  fixture->text = g_memdup2 (text, length);
  fixture->length = length;
}

/* Selfplay games, annotated.pgn (a broken game in the middle), more
 * selfplay games. */
void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *selfplay = NULL, *annotated = NULL;
  gsize selfplay_length, annotated_length;

  fixture->dir = g_dir_make_tmp ("test-game-file-XXXXXX", &error);
  g_assert_no_error (error);
  selfplay = read_data (SC_TESTS_DATA_DIR "/corpus", "selfplay.pgn", &selfplay_length);
  annotated = read_data (SC_TESTS_DATA_DIR, "annotated.pgn", &annotated_length);
  append_games (out, selfplay, selfplay_length, 0, N_SELFPLAY / 2);
  g_string_append_len (out, annotated, (gssize) annotated_length);
  g_string_append (out, "\n");
  append_games (out, selfplay, selfplay_length, N_SELFPLAY / 2, N_SELFPLAY / 2);
  write_fixture (fixture, "games.pgn", out->str, out->len);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }
  g_chmod (path, 0700);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->path);
  g_clear_object (&fixture->file);
  g_free (fixture->text);
}

char *
contents (const char *path,
          gsize      *length)
{
  char *text;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}
