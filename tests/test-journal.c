/* test-journal.c: unsaved work survives a crash, the user's file untouched
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "sc-document.h"
#include "sc-journal.h"

static char *state_dir;

typedef struct {
  char    *dir;
  char    *path;
  GFile   *file;
  char    *text;
  gsize    length;
  guint64  mtime;
} Fixture;

static guint64
mtime_of (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  g_assert_nonnull (info);
  return g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
         + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *source = g_build_filename (SC_TESTS_DATA_DIR, "annotated.pgn", NULL);
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("test-journal-XXXXXX", &error);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (source, &fixture->text, &fixture->length, NULL));
  fixture->path = g_build_filename (fixture->dir, "games.pgn", NULL);
  g_assert_true (g_file_set_contents (fixture->path, fixture->text, (gssize) fixture->length, NULL));
  fixture->file = g_file_new_for_path (fixture->path);
  fixture->mtime = mtime_of (fixture->file);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_unlink (fixture->path);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->path);
  g_clear_object (&fixture->file);
  g_free (fixture->text);
}

static void
assert_file_untouched (Fixture *fixture)
{
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (fixture->path, &text, &length, NULL));
  g_assert_cmpmem (text, length, fixture->text, fixture->length);
  g_assert_cmpuint (mtime_of (fixture->file), ==, fixture->mtime);
}

static ScDocument *
open_document (GFile *file)
{
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  g_autoptr(GError) error = NULL;
  ScDocument *doc = sc_document_new ();

  g_assert_true (sc_game_file_load (games, file, NULL, &error));
  g_assert_no_error (error);
  sc_document_set_game_file (doc, games);
  return doc;
}

static const char *
white_at (ScDocument *doc,
          guint       position)
{
  return sc_game_record_get_white (sc_game_file_get_record (sc_document_get_game_file (doc), position));
}

static void
test_restore (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  ScDocument *doc = open_document (fixture->file);
  g_autofree char *w0 = g_strdup (white_at (doc, 0));
  g_autofree char *w3 = g_strdup (white_at (doc, 3));
  ScGameNode *first;

  /* A tree edit of game 2, a new game, a move of the list. */
  g_assert_true (sc_document_open_game (doc, 1, NULL));
  first = sc_game_get_root (sc_document_get_game (doc))->first_child;
  g_assert_nonnull (first);
  sc_document_push (doc, sc_game_set_comment (sc_document_get_game (doc), first, FALSE, "Restored"), NULL);
  g_assert_true (sc_document_insert_game (doc, 4, NULL));
  sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "White", "New game"), NULL);
  g_assert_true (sc_document_move_game (doc, 3, 0));
  g_assert_true (sc_document_open_game (doc, 2, NULL));

  g_assert_false (sc_journal_exists (fixture->file));
  g_assert_true (sc_journal_save (doc, &error));
  g_assert_no_error (error);
  g_assert_true (sc_journal_exists (fixture->file));
  assert_file_untouched (fixture);

  /* The crash. Started again without a file, the app finds the file
   * whose work was left. */
  g_clear_object (&doc);
  {
    g_autoptr(GPtrArray) left = sc_journal_find_files ();

    g_assert_cmpuint (left->len, ==, 1);
    g_assert_true (g_file_equal (g_ptr_array_index (left, 0), fixture->file));
  }

  doc = open_document (fixture->file);
  g_assert_false (sc_document_get_modified (doc));
  g_assert_true (sc_journal_restore (doc, fixture->file, &error));
  g_assert_no_error (error);
  g_assert_true (sc_document_get_modified (doc));
  g_assert_cmpuint (sc_game_file_get_n_games (sc_document_get_game_file (doc)), ==, 5);
  g_assert_cmpstr (white_at (doc, 0), ==, w3);
  g_assert_cmpstr (white_at (doc, 1), ==, w0);
  g_assert_cmpstr (white_at (doc, 4), ==, "New game");
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 2);
  {
    g_autoptr(ScGame) game = sc_game_file_get_game (sc_document_get_game_file (doc), 2, NULL);

    g_assert_cmpstr (sc_game_get_root (game)->first_child->comment_after, ==, "Restored");
  }
  assert_file_untouched (fixture);

  /* Saved for real: the journal goes. */
  g_assert_true (sc_journal_save (doc, &error));
  g_assert_true (sc_journal_discard (doc, &error));
  g_assert_no_error (error);
  g_assert_false (sc_journal_exists (fixture->file));
  {
    g_autoptr(GPtrArray) left = sc_journal_find_files ();

    g_assert_cmpuint (left->len, ==, 0);
  }
  g_assert_false (sc_journal_restore (doc, fixture->file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_object (&doc);
  assert_file_untouched (fixture);
}

/* Saved under another name, the document leaves no journal for the file
 * it came from: opened again, that file is as it is on disk. Both when
 * the journal was written in this session and when it was restored. */
static void
test_save_as (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *other_path = g_build_filename (fixture->dir, "other.pgn", NULL);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);

  for (guint restored = 0; restored < 2; restored++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ScDocument) doc = open_document (fixture->file);

      g_assert_true (sc_document_open_game (doc, 0, NULL));
      sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "White", "Edited"), NULL);
      g_assert_true (sc_journal_save (doc, &error));
      if (restored)
        {
          g_clear_object (&doc);
          doc = open_document (fixture->file);
          g_assert_true (sc_journal_restore (doc, fixture->file, &error));
        }
      g_assert_true (sc_journal_exists (fixture->file));
      g_assert_true (sc_document_save (doc, other, TRUE, &error));
      g_assert_no_error (error);
      g_assert_true (sc_journal_discard (doc, &error));
      g_assert_false (sc_journal_exists (fixture->file));
      g_assert_false (sc_journal_exists (other));
      assert_file_untouched (fixture);
      g_unlink (other_path);
    }
}

static void
test_unmodified (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(ScDocument) doc = open_document (fixture->file);
  g_autoptr(GError) error = NULL;

  sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "Round", "7"), NULL);
  g_assert_true (sc_journal_save (doc, &error));
  g_assert_true (sc_journal_exists (fixture->file));
  /* Undone to the file's state: nothing to keep. */
  g_assert_true (sc_document_undo (doc));
  g_assert_true (sc_journal_save (doc, &error));
  g_assert_no_error (error);
  g_assert_false (sc_journal_exists (fixture->file));
  assert_file_untouched (fixture);
}

static void
test_untitled (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScDocument) restored = sc_document_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_assert_null (sc_journal_find_untitled ());
  sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "Event", "Untitled work"), NULL);
  g_assert_true (sc_journal_save (doc, &error));
  g_assert_no_error (error);
  g_clear_object (&doc);

  path = sc_journal_find_untitled ();
  g_assert_nonnull (path);
  g_assert_true (g_str_has_prefix (path, state_dir));
  g_assert_true (sc_journal_restore_path (restored, path, &error));
  g_assert_no_error (error);
  g_assert_true (sc_document_get_modified (restored));
  g_assert_cmpstr (sc_game_get_tag (sc_document_get_game (restored), "Event"), ==, "Untitled work");
  g_assert_true (sc_journal_discard (restored, &error));
  g_assert_null (sc_journal_find_untitled ());
}

#define BIG_FILE_GAMES 20000

/* The one journal in the state folder. */
static char *
only_journal_path (void)
{
  g_autofree char *directory = g_build_filename (state_dir, "scoresheet", NULL);
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;
  char *path = NULL;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_assert_null (path);
      path = g_build_filename (directory, name, NULL);
    }
  g_assert_nonnull (path);
  return path;
}

/* The journal of a few changes to a file of many games holds those
 * changes, not a number for each game; restored, the list is as it was:
 * a new game, one removed, one moved and one edited among 20,000. A
 * journal that names each game's place, as journals were first written,
 * is read as well. */
static void
test_big_file (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(ScDocument) doc = NULL;
  g_autofree char *path = NULL;
  g_autofree char *journal = NULL;
  g_autofree char *order = NULL;
  gsize length;

  for (guint i = 0; i < BIG_FILE_GAMES; i++)
    g_string_append_printf (text, "[White \"W%u\"]\n\n1. e4 *\n\n", i);
  g_assert_true (g_file_set_contents (fixture->path, text->str, (gssize) text->len, NULL));
  doc = open_document (fixture->file);
  g_assert_true (sc_document_insert_game (doc, 4, NULL));
  sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "White", "New game"), NULL);
  g_assert_true (sc_document_remove_game (doc, 101));   /* W100 */
  g_assert_true (sc_document_move_game (doc, 15001, 7));   /* W15001 */
  g_assert_true (sc_document_open_game (doc, 10000, NULL));   /* W9999 */
  sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "White", "Edited"), NULL);
  g_assert_true (sc_journal_save (doc, &error));
  g_assert_no_error (error);

  path = only_journal_path ();
  g_assert_true (g_file_get_contents (path, &journal, &length, NULL));
  g_assert_cmpuint (length, <, 1000);
  {
    g_autoptr(GKeyFile) key_file = g_key_file_new ();

    g_assert_true (g_key_file_load_from_data (key_file, journal, length, G_KEY_FILE_NONE, NULL));
    order = g_key_file_get_string (key_file, "Journal", "order", NULL);
    g_assert_cmpstr (order, ==, "0..3;-1;4..5;15001;6..99;101..15000;15002..19999");
  }

  for (guint form = 0; form < 2; form++)
    {
      g_autoptr(ScDocument) restored = open_document (fixture->file);
      ScGameFile *games = sc_document_get_game_file (restored);

      if (form == 1)
        {
          /* The same order, a number for each game. */
          g_autoptr(GKeyFile) key_file = g_key_file_new ();
          g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (gint));
          g_auto(GStrv) items = g_strsplit (order, ";", -1);

          g_assert_true (g_key_file_load_from_data (key_file, journal, length, G_KEY_FILE_NONE, NULL));
          for (guint i = 0; items[i] != NULL; i++)
            {
              g_auto(GStrv) ends = g_strsplit (items[i], "..", 2);
              gint first = atoi (ends[0]), last = ends[1] != NULL ? atoi (ends[1]) : first;

              for (gint position = first; position <= last; position++)
                g_array_append_val (list, position);
            }
          g_key_file_set_integer_list (key_file, "Journal", "order", (gint *) (gpointer) list->data, list->len);
          g_assert_true (g_key_file_save_to_file (key_file, path, NULL));
        }
      g_assert_true (sc_journal_restore (restored, fixture->file, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (sc_game_file_get_n_games (games), ==, BIG_FILE_GAMES);
      g_assert_cmpstr (white_at (restored, 3), ==, "W3");
      g_assert_cmpstr (white_at (restored, 4), ==, "New game");
      g_assert_cmpstr (white_at (restored, 5), ==, "W4");
      g_assert_cmpstr (white_at (restored, 7), ==, "W15001");
      g_assert_cmpstr (white_at (restored, 8), ==, "W6");
      g_assert_cmpstr (white_at (restored, 101), ==, "W99");
      g_assert_cmpstr (white_at (restored, 102), ==, "W101");
      g_assert_cmpstr (white_at (restored, 10000), ==, "Edited");
      g_assert_cmpstr (white_at (restored, 10001), ==, "W10000");
      g_assert_cmpstr (white_at (restored, BIG_FILE_GAMES - 1), ==, "W19999");
      g_assert_cmpuint (sc_document_get_game_position (restored), ==, 10000);
    }
  g_assert_true (sc_journal_discard (doc, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Before GLib reads it. */
  state_dir = g_dir_make_tmp ("test-journal-state-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_STATE_HOME", state_dir, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/journal/restore", Fixture, NULL, fixture_set_up, test_restore, fixture_tear_down);
  g_test_add ("/journal/unmodified", Fixture, NULL, fixture_set_up, test_unmodified, fixture_tear_down);
  g_test_add ("/journal/save-as", Fixture, NULL, fixture_set_up, test_save_as, fixture_tear_down);
  g_test_add_func ("/journal/untitled", test_untitled);
  g_test_add ("/journal/big-file", Fixture, NULL, fixture_set_up, test_big_file, fixture_tear_down);

  status = g_test_run ();
  {
    g_autofree char *journals = g_build_filename (state_dir, "scoresheet", NULL);

    g_rmdir (journals);
    g_rmdir (state_dir);
  }
  g_free (state_dir);
  return status;
}
