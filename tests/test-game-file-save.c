/* test-game-file-save.c: files of many games: edits of games and of the
 * list, atomic saves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "game-file-fixture.h"
#include "sc-document.h"
#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-pgn-writer.h"
#include "sc-text-encoding.h"
#include "test-data.h"

static void
assert_same_game (const char            *a_text,
                  const ScPgnIndexEntry *a,
                  const char            *b_text,
                  const ScPgnIndexEntry *b)
{
  g_assert_cmpmem (a_text + a->offset, (gsize) a->length, b_text + b->offset, (gsize) b->length);
}

static void
test_save_unchanged (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  gsize length;

  g_assert_true (sc_game_file_save (games, NULL, TRUE, &error));
  g_assert_no_error (error);
  after = contents (fixture->path, &length);
  g_assert_cmpmem (after, length, fixture->text, fixture->length);
}

static void
test_save_edited (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) written = g_string_new (NULL);
  g_autoptr(ScPgnIndex) before = sc_pgn_index_scan (fixture->text, fixture->length);
  g_autoptr(ScPgnIndex) after_index = NULL;
  g_autofree char *after = NULL;
  gsize length;
  ScGame *game;

  sc_document_set_game_file (doc, games);
  g_assert_true (sc_document_open_game (doc, 4, &error));
  game = sc_document_get_game (doc);
  sc_document_push (doc, sc_game_set_tag_edit (game, "White", "Edited, Player"), NULL);
  g_assert_true (sc_document_get_modified (doc));
  g_assert_true (sc_game_record_get_modified (sc_game_file_get_record (games, 4)));
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, 4)), ==, "Edited, Player");
  sc_write_pgn_game (written, game);

  g_assert_true (sc_document_save (doc, NULL, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (sc_document_get_modified (doc));
  g_assert_false (sc_game_file_get_modified (games));
  g_assert_false (sc_game_record_get_modified (sc_game_file_get_record (games, 4)));

  after = contents (fixture->path, &length);
  after_index = sc_pgn_index_scan (after, length);
  g_assert_cmpuint (sc_pgn_index_get_n_games (after_index), ==, sc_pgn_index_get_n_games (before));
  for (guint i = 0; i < sc_pgn_index_get_n_games (before); i++)
    {
      const ScPgnIndexEntry *a = sc_pgn_index_get_game (before, i);
      const ScPgnIndexEntry *b = sc_pgn_index_get_game (after_index, i);

      if (i == 4)
        {
          g_assert_cmpuint (b->length, <=, written->len);
          g_assert_cmpmem (after + b->offset, (gsize) b->length, written->str, (gsize) b->length);
        }
      else
        assert_same_game (fixture->text, a, after, b);
    }

  /* Bound to the new text: games read from it, and saved again as they are. */
  {
    g_autoptr(ScGame) again = sc_game_file_get_game (games, 7, &error);
    g_autofree char *after2 = NULL;
    gsize length2;

    g_assert_nonnull (again);
    g_assert_true (sc_game_file_save (games, NULL, TRUE, &error));
    after2 = contents (fixture->path, &length2);
    g_assert_cmpmem (after2, length2, after, length);
  }
}

static void
test_latin1 (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *latin1 = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(ScGameFile) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ScGame) game = NULL;
  g_autofree char *after = NULL;
  g_autoptr(ScPgnIndex) before_index = NULL;
  g_autoptr(ScPgnIndex) after_index = NULL;
  gsize length;

  latin1 = read_data (SC_TESTS_DATA_DIR, "latin1.pgn", &length);
  g_string_append_len (text, latin1, (gssize) length);
  g_string_append (text, "\n");
  g_string_append_len (text, latin1, (gssize) length);
  write_fixture (fixture, "latin1.pgn", text->str, text->len);

  games = test_load_game_file (fixture->file);
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "WINDOWS-1252");
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, 0)), ==, "Sørensen, Åse");

  game = sc_game_file_get_game (games, 1, &error);
  sc_game_set_tag (game, "Annotator", "Åse");
  sc_game_file_set_game (games, 1, game);
  g_assert_true (sc_game_file_save (games, NULL, TRUE, &error));
  g_assert_no_error (error);

  after = contents (fixture->path, &length);
  g_assert_false (g_utf8_validate (after, (gssize) length, NULL));
  g_assert_nonnull (g_strstr_len (after, (gssize) length, "[Annotator \"\xc5se\"]"));
  before_index = sc_pgn_index_scan (fixture->text, fixture->length);
  after_index = sc_pgn_index_scan (after, length);
  for (guint i = 0; i < 4; i++)
    if (i != 1)
      assert_same_game (fixture->text, sc_pgn_index_get_game (before_index, i),
                        after, sc_pgn_index_get_game (after_index, i));

  /* A character Windows-1252 has no place for: an error, nothing written. */
  sc_game_set_tag (game, "Annotator", "♔");
  sc_game_file_set_game (games, 1, game);
  g_assert_false (sc_game_file_save (games, NULL, TRUE, &error));
  g_assert_error (error, SC_TEXT_ENCODING_ERROR, SC_TEXT_ENCODING_ERROR_UNREPRESENTABLE);
  g_clear_error (&error);
  {
    g_autofree char *unchanged = NULL;
    gsize unchanged_length;

    unchanged = contents (fixture->path, &unchanged_length);
    g_assert_cmpmem (unchanged, unchanged_length, after, length);
  }
  g_assert_true (sc_game_file_get_modified (games));

  /* UTF-8 when asked. */
  g_assert_true (sc_game_file_save (games, NULL, FALSE, &error));
  g_assert_no_error (error);
  g_free (after);
  after = contents (fixture->path, &length);
  g_assert_true (g_utf8_validate (after, (gssize) length, NULL));
  g_assert_nonnull (strstr (after, "Trøndelag"));
  g_assert_nonnull (strstr (after, "[Annotator \"♔\"]"));
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "UTF-8");
}

static void
assert_save_fails (ScDocument *doc,
                   Fixture    *fixture,
                   GFile      *target)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_assert_false (sc_document_save (doc, target, TRUE, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "Could not save: "));
  text = contents (fixture->path, &length);
  g_assert_cmpmem (text, length, fixture->text, fixture->length);
  g_assert_true (sc_document_get_modified (doc));
  g_assert_true (sc_document_get_file (doc) == fixture->file
                 || g_file_equal (sc_document_get_file (doc), fixture->file));
}

static void
test_save_errors (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autofree char *missing = g_build_filename (fixture->dir, "missing", "games.pgn", NULL);
  g_autofree char *under_file = g_build_filename (fixture->path, "games.pgn", NULL);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GFile) under_file_file = g_file_new_for_path (under_file);
  g_autoptr(GFile) directory = g_file_new_for_path (fixture->dir);

  sc_document_set_game_file (doc, games);
  sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "Round", "9"), NULL);

  assert_save_fails (doc, fixture, missing_file);
  assert_save_fails (doc, fixture, under_file_file);
  assert_save_fails (doc, fixture, directory);

  /* A folder it may not write into; root may write anywhere. */
  if (geteuid () != 0)
    {
      g_assert_cmpint (g_chmod (fixture->dir, 0555), ==, 0);
      assert_save_fails (doc, fixture, NULL);
      g_assert_cmpint (g_chmod (fixture->dir, 0700), ==, 0);
    }
  /* The work is still there and saves once it can. */
  g_assert_cmpstr (sc_game_get_tag (sc_document_get_game (doc), "Round"), ==, "9");
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (sc_document_save (doc, NULL, TRUE, &error));
    g_assert_no_error (error);
  }
}

static const char *
white_at (ScGameFile *games,
          guint       position)
{
  return sc_game_record_get_white (sc_game_file_get_record (games, position));
}

static void
test_list_edits (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autofree char *w0 = NULL, *w1 = NULL, *w2 = NULL;
  guint n = sc_game_file_get_n_games (games);
  ScGame *game;

  sc_document_set_game_file (doc, games);
  w0 = g_strdup (white_at (games, 0));
  w1 = g_strdup (white_at (games, 1));
  w2 = g_strdup (white_at (games, 2));

  /* An edit of game 2, then list edits, all on one history. */
  g_assert_true (sc_document_open_game (doc, 1, NULL));
  game = sc_document_get_game (doc);
  sc_document_push (doc, sc_game_set_tag_edit (game, "White", "Changed"), NULL);
  g_assert_cmpstr (white_at (games, 1), ==, "Changed");

  g_assert_true (sc_document_insert_game (doc, 0, NULL));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, n + 1);
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 0);
  /* Listed with the result it is written with. */
  g_assert_cmpstr (sc_game_record_get_result (sc_game_file_get_record (games, 0)), ==, "*");
  g_assert_cmpuint (sc_game_record_get_number (sc_game_file_get_record (games, 2)), ==, 3);

  g_assert_true (sc_document_move_game (doc, 1, 3));   /* w0 to after w2 */
  g_assert_cmpstr (white_at (games, 1), ==, "Changed");
  g_assert_cmpstr (white_at (games, 2), ==, w2);
  g_assert_cmpstr (white_at (games, 3), ==, w0);

  g_assert_true (sc_document_duplicate_game (doc, 1));
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 2);
  g_assert_cmpstr (white_at (games, 2), ==, "Changed");
  g_assert_true (sc_document_get_game (doc) != game);

  g_assert_true (sc_document_remove_game (doc, 1));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, n + 1);
  g_assert_true (sc_game_file_get_modified (games));

  /* Back step by step: remove, duplicate, move, insert. */
  g_assert_true (sc_document_undo (doc));
  g_assert_true (sc_document_get_game (doc) == game || sc_document_get_game_position (doc) == 2);
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, n + 2);
  g_assert_true (sc_document_undo (doc));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, n + 1);
  g_assert_true (sc_document_undo (doc));
  g_assert_cmpstr (white_at (games, 1), ==, w0);
  g_assert_cmpstr (white_at (games, 2), ==, "Changed");
  g_assert_true (sc_document_undo (doc));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, n);
  g_assert_cmpstr (white_at (games, 0), ==, w0);

  /* The tree edit of game 2: undoing it shows game 2 first. */
  g_assert_true (sc_document_open_game (doc, 5, NULL));
  g_assert_true (sc_document_undo (doc));
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 1);
  g_assert_true (sc_document_get_game (doc) == game);
  g_assert_cmpstr (white_at (games, 1), ==, w1);
  g_assert_false (sc_game_record_get_modified (sc_game_file_get_record (games, 1)));
  g_assert_false (sc_document_get_modified (doc));
  g_assert_false (sc_game_file_get_modified (games));
  g_assert_false (sc_document_can_undo (doc));

  /* And all again. */
  for (guint i = 0; i < 5; i++)
    g_assert_true (sc_document_redo (doc));
  g_assert_false (sc_document_can_redo (doc));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, n + 1);
  g_assert_cmpstr (white_at (games, 0), ==, "");
  g_assert_cmpstr (white_at (games, 1), ==, "Changed");
  g_assert_cmpstr (white_at (games, 2), ==, w2);
  g_assert_cmpstr (white_at (games, 3), ==, w0);

  /* The last game is never removed. */
  {
    g_autoptr(ScDocument) single = sc_document_new ();

    g_assert_false (sc_document_remove_game (single, 0));
  }
}

/* A game read again whole takes the current game's place in its file:
 * the file and its other games stay, and undo brings the old one back. */
static void
test_replace_game (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autoptr(ScReadResult) read = sc_read_games ("[White \"Repaired\"]\n\n1. e4 e5 *\n", -1,
                                               sc_language_english ());
  g_autofree char *w0 = g_strdup (white_at (games, 0));
  g_autofree char *w1 = g_strdup (white_at (games, 1));
  g_autofree char *w2 = g_strdup (white_at (games, 2));
  guint n = sc_game_file_get_n_games (games);
  guint old_length;

  sc_document_set_game_file (doc, games);
  g_assert_true (sc_document_open_game (doc, 1, NULL));
  old_length = sc_game_get_main_line_length (sc_document_get_game (doc));
  g_assert_cmpuint (old_length, !=, 2);

  g_assert_true (sc_document_replace_game (doc, g_ptr_array_index (read->games, 0)));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, n);
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 1);
  g_assert_true (sc_document_get_game (doc) == g_ptr_array_index (read->games, 0));
  g_assert_true (g_file_equal (sc_document_get_file (doc), fixture->file));
  g_assert_cmpstr (white_at (games, 0), ==, w0);
  g_assert_cmpstr (white_at (games, 1), ==, "Repaired");
  g_assert_cmpstr (white_at (games, 2), ==, w2);
  g_assert_cmpuint (sc_game_record_get_number (sc_game_file_get_record (games, 1)), ==, 2);
  g_assert_true (sc_document_get_modified (doc));

  /* The game as it was in the file, read from it again. */
  g_assert_true (sc_document_undo (doc));
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 1);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_document_get_game (doc)), ==, old_length);
  g_assert_cmpstr (white_at (games, 1), ==, w1);
  g_assert_false (sc_document_get_modified (doc));
  g_assert_false (sc_game_file_get_modified (games));

  g_assert_true (sc_document_redo (doc));
  g_assert_cmpstr (white_at (games, 1), ==, "Repaired");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_document_get_game (doc)), ==, 2);

  /* Saved, the file has it in its place. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(ScGameFile) saved = NULL;

    g_assert_true (sc_document_save (doc, NULL, TRUE, &error));
    g_assert_no_error (error);
    saved = test_load_game_file (fixture->file);
    g_assert_cmpuint (sc_game_file_get_n_games (saved), ==, n);
    g_assert_cmpstr (white_at (saved, 0), ==, w0);
    g_assert_cmpstr (white_at (saved, 1), ==, "Repaired");
    g_assert_cmpstr (white_at (saved, 2), ==, w2);
  }
}

static void
count_emission (guint *count)
{
  (*count)++;
}

/* An edit of a game that is not the current one (an annotation made in
 * the background): one step of its own, the game shown when undone. */
static void
test_edit_of_another_game (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autoptr(ScGame) other = NULL;
  g_autofree char *w2 = NULL;
  guint changes = 0;

  sc_document_set_game_file (doc, games);
  w2 = g_strdup (white_at (games, 2));
  g_signal_connect_swapped (doc, "changed", G_CALLBACK (count_emission), &changes);
  other = sc_game_file_get_game (games, 2, NULL);
  sc_document_push_to_game (doc, 2, other, sc_game_set_tag_edit (other, "White", "Background"));
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 0);
  g_assert_true (sc_document_get_game (doc) != other);
  g_assert_cmpstr (white_at (games, 2), ==, "Background");
  g_assert_true (sc_game_record_get_modified (sc_game_file_get_record (games, 2)));
  g_assert_false (sc_game_record_get_modified (sc_game_file_get_record (games, 0)));
  g_assert_true (sc_document_get_modified (doc));
  g_assert_true (sc_document_can_undo (doc));

  /* Later, the game is the one kept, not read again from the file. */
  {
    g_autoptr(ScGame) again = sc_game_file_get_game (games, 2, NULL);

    g_assert_true (again == other);
  }

  g_assert_true (sc_document_undo (doc));
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 2);
  g_assert_true (sc_document_get_game (doc) == other);
  g_assert_true (sc_document_get_current (doc) == sc_game_get_root (other));
  g_assert_cmpstr (white_at (games, 2), ==, w2);
  g_assert_false (sc_game_record_get_modified (sc_game_file_get_record (games, 2)));
  g_assert_false (sc_document_get_modified (doc));

  g_assert_true (sc_document_redo (doc));
  g_assert_cmpstr (white_at (games, 2), ==, "Background");

  /* At the current position it is an ordinary push. */
  sc_document_push_to_game (doc, 2, other, sc_game_set_tag_edit (other, "White", "Current"));
  g_assert_cmpstr (white_at (games, 2), ==, "Current");
  g_assert_true (sc_document_undo (doc));
  g_assert_cmpstr (white_at (games, 2), ==, "Background");
  /* Nothing changed: no step. */
  sc_document_push_to_game (doc, 3, other, NULL);
  g_assert_true (sc_document_undo (doc));
  g_assert_false (sc_document_can_undo (doc));
}

/* An escape line before the first game stays on the line above its tags
 * when that game is edited and written anew. */
static void
test_save_after_lead (Fixture       *fixture,
                      gconstpointer  data)
{
  static const char text[] = "% From the club's archive\n[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n";
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  gsize length;

  write_fixture (fixture, "lead.pgn", text, sizeof text - 1);
  games = test_load_game_file (fixture->file);
  sc_document_set_game_file (doc, games);
  g_assert_true (sc_document_open_game (doc, 0, &error));
  sc_document_push (doc, sc_game_set_tag_edit (sc_document_get_game (doc), "White", "Moe, Jon"), NULL);
  g_assert_true (sc_document_save (doc, NULL, TRUE, &error));
  g_assert_no_error (error);
  saved = contents (fixture->path, &length);
  g_assert_true (g_str_has_prefix (saved, "% From the club's archive\n[Event \"A\"]\n"));
  g_assert_nonnull (strstr (saved, "[White \"Moe, Jon\"]"));
  g_assert_true (g_str_has_suffix (saved, "*\n\n[Event \"B\"]\n\n1. d4 *\n"));
}

/* An edited last game is saved with its PlyCount true to its main line,
 * and the file still ends with one line end. */
static void
test_save_edited_last (Fixture       *fixture,
                       gconstpointer  data)
{
  const char *text = "[Event \"A\"]\n\n1. d4 *\n\n[Event \"B\"]\n[PlyCount \"4\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n";
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  ScGame *game;
  gsize length;

  write_fixture (fixture, "last.pgn", text, strlen (text));
  games = test_load_game_file (fixture->file);
  sc_document_set_game_file (doc, games);
  g_assert_true (sc_document_open_game (doc, 1, &error));
  game = sc_document_get_game (doc);
  sc_document_push (doc, sc_game_delete_from_here (game, sc_game_get_root (game)->first_child->first_child->first_child),
                    NULL);
  g_assert_true (sc_document_save (doc, NULL, TRUE, &error));
  g_assert_no_error (error);
  after = contents (fixture->path, &length);
  g_assert_cmpstr (after, ==, "[Event \"A\"]\n\n1. d4 *\n\n"
                              "[Event \"B\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                              "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[PlyCount \"2\"]\n\n1. e4 e5 *\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/game-file/save-unchanged", Fixture, NULL, fixture_set_up, test_save_unchanged, fixture_tear_down);
  g_test_add ("/game-file/save-edited", Fixture, NULL, fixture_set_up, test_save_edited, fixture_tear_down);
  g_test_add ("/game-file/save-after-lead", Fixture, NULL, fixture_set_up, test_save_after_lead, fixture_tear_down);
  g_test_add ("/game-file/latin1", Fixture, NULL, fixture_set_up, test_latin1, fixture_tear_down);
  g_test_add ("/game-file/save-errors", Fixture, NULL, fixture_set_up, test_save_errors, fixture_tear_down);
  g_test_add ("/game-file/list-edits", Fixture, NULL, fixture_set_up, test_list_edits, fixture_tear_down);
  g_test_add ("/game-file/replace-game", Fixture, NULL, fixture_set_up, test_replace_game, fixture_tear_down);
  g_test_add ("/game-file/edit-of-another-game", Fixture, NULL, fixture_set_up, test_edit_of_another_game,
              fixture_tear_down);
  g_test_add ("/game-file/save-edited-last", Fixture, NULL, fixture_set_up, test_save_edited_last, fixture_tear_down);

  return g_test_run ();
}
