/* test-game-file.c: files of many games: index, edits, atomic saves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sc-document.h"
#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-pgn-writer.h"
#include "sc-text-encoding.h"
#include "test-data.h"

#define N_SELFPLAY 300

typedef struct {
  char  *dir;
  char  *path;
  GFile *file;
  char  *text;      /* the file as written */
  gsize  length;
} Fixture;

static char *
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

static void
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
static void
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

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->path);
  g_clear_object (&fixture->file);
  g_free (fixture->text);
}

static char *
contents (const char *path,
          gsize      *length)
{
  char *text;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

static void
assert_same_game (const char            *a_text,
                  const ScPgnIndexEntry *a,
                  const char            *b_text,
                  const ScPgnIndexEntry *b)
{
  g_assert_cmpmem (a_text + a->offset, (gsize) a->length, b_text + b->offset, (gsize) b->length);
}

static guint
find_failed (ScGameFile *games)
{
  for (guint i = 0; i < sc_game_file_get_n_games (games); i++)
    {
      /* Read, so that its record knows. */
      ScGame *game = sc_game_file_get_game (games, i, NULL);

      g_object_unref (game);
      if (sc_game_record_get_failed (sc_game_file_get_record (games, i)))
        return i;
    }
  return G_MAXUINT;
}

static void
test_load (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (fixture->text, fixture->length);
  ScGameRecord *record;
  guint failed;

  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, sc_pgn_index_get_n_games (index));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, N_SELFPLAY + 4);
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "UTF-8");
  g_assert_cmpfloat (sc_game_file_get_progress (games), ==, 1.0);
  record = sc_game_file_get_record (games, N_SELFPLAY / 2);
  g_assert_cmpuint (sc_game_record_get_number (record), ==, N_SELFPLAY / 2 + 1);
  g_assert_cmpstr (sc_game_record_get_event (record), ==, "Club championship \"A\" group");
  g_assert_false (sc_game_file_get_modified (games));

  /* The broken game: its error once read, its text to repair. */
  failed = find_failed (games);
  g_assert_cmpuint (failed, ==, N_SELFPLAY / 2 + 2);
  {
    g_autoptr(ScGame) game = sc_game_file_get_game (games, failed, NULL);

    g_assert_nonnull (sc_game_get_source (game));
    g_assert_true (g_str_has_prefix (sc_game_record_get_error (sc_game_file_get_record (games, failed)), "line "));
  }
}

/* fixture's file written again as other, of other_length bytes (the same
 * text in another form) reads as the same games and problems, and is
 * saved as the original UTF-8 with line feeds. */
static void
assert_reads_as_original (Fixture    *fixture,
                          const char *name,
                          const char *other,
                          gsize       other_length)
{
  g_autofree char *original = g_memdup2 (fixture->text, fixture->length);
  gsize length = fixture->length, saved_length;
  g_autoptr(ScGameFile) original_games = test_load_game_file (fixture->file);
  g_autoptr(ScGameFile) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  guint failed;

  write_fixture (fixture, name, other, other_length);
  games = test_load_game_file (fixture->file);

  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, N_SELFPLAY + 4);
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "UTF-8");
  for (guint i = 0; i < sc_game_file_get_n_games (games); i++)
    {
      g_autoptr(ScGame) a = sc_game_file_get_game (original_games, i, NULL);
      g_autoptr(ScGame) b = sc_game_file_get_game (games, i, NULL);
      g_autoptr(GString) a_text = g_string_new (NULL);
      g_autoptr(GString) b_text = g_string_new (NULL);

      sc_write_pgn_game (a_text, a);
      sc_write_pgn_game (b_text, b);
      g_assert_cmpstr (b_text->str, ==, a_text->str);
      g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, i)), ==,
                       sc_game_record_get_white (sc_game_file_get_record (original_games, i)));
    }
  failed = find_failed (games);
  g_assert_cmpuint (failed, ==, N_SELFPLAY / 2 + 2);
  g_assert_cmpstr (sc_game_record_get_error (sc_game_file_get_record (games, failed)), ==,
                   sc_game_record_get_error (sc_game_file_get_record (original_games, failed)));

  g_assert_true (sc_game_file_save (games, NULL, TRUE, &error));
  g_assert_no_error (error);
  saved = contents (fixture->path, &saved_length);
  g_assert_cmpmem (saved, saved_length, original, length);
}

/* The same file as the classic Mac OS saved it, each line ending with a
 * carriage return alone. */
static void
test_cr_line_ends (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *cr = g_memdup2 (fixture->text, fixture->length);

  g_assert_null (memchr (cr, '\r', fixture->length));
  for (gsize i = 0; i < fixture->length; i++)
    if (cr[i] == '\n')
      cr[i] = '\r';
  assert_reads_as_original (fixture, "mac.pgn", cr, fixture->length);
}

/* The same file as Windows' "Unicode" text: UTF-16LE after a byte order
 * mark. */
static void
test_utf16 (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *utf16 = g_convert (fixture->text, (gssize) fixture->length, "UTF-16LE", "UTF-8",
                                      NULL, &length, &error);
  g_autoptr(GString) file = g_string_new_len ("\xff\xfe", 2);

  g_assert_no_error (error);
  g_string_append_len (file, utf16, (gssize) length);
  assert_reads_as_original (fixture, "unicode.pgn", file->str, file->len);
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

static void
test_not_found (void)
{
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/scoresheet/games.pgn");
  g_autoptr(GError) error = NULL;

  g_assert_false (sc_game_file_load (games, file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 1);
  g_assert_false (sc_game_file_get_modified (games));
}

static void
on_loaded (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  gboolean *indexing_at_first_game = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (sc_game_file_load_finish (SC_GAME_FILE (source), result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (sc_game_file_get_n_games (SC_GAME_FILE (source)), >=, 1);
  *indexing_at_first_game = sc_game_file_get_indexing (SC_GAME_FILE (source));
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *n_signals)
{
  (*n_signals)++;
}

/* A big file: the first game comes before the index is done. */
static void
test_async (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GString) big = g_string_new (NULL);
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  gboolean indexing_at_first_game = FALSE;
  guint n_signals = 0;
  gint64 start;

  for (guint i = 0; i < 40; i++)
    g_string_append_len (big, fixture->text, (gssize) fixture->length);
  write_fixture (fixture, "big.pgn", big->str, big->len);

  g_signal_connect (games, "items-changed", G_CALLBACK (on_items_changed), &n_signals);
  start = g_get_monotonic_time ();
  sc_game_file_load_async (games, fixture->file, NULL, on_loaded, &indexing_at_first_game);
  while (sc_game_file_get_n_games (games) <= 1 && !sc_game_file_get_indexing (games))
    g_main_context_iteration (NULL, TRUE);
  while (sc_game_file_get_n_games (games) == 0)
    g_main_context_iteration (NULL, TRUE);
  g_test_message ("first game of %zu bytes after %.1f ms", big->len,
                  (double) (g_get_monotonic_time () - start) / 1000.0);
  sc_game_file_wait_indexed (games);
  g_test_message ("indexed after %.1f ms, %u batches", (double) (g_get_monotonic_time () - start) / 1000.0,
                  n_signals);
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 40 * (N_SELFPLAY + 4));
  g_assert_cmpuint (sc_game_record_get_number (sc_game_file_get_record (games, 40 * (N_SELFPLAY + 4) - 1)),
                    ==, 40 * (N_SELFPLAY + 4));
}

#define RECORD_FIELD(record, name) sc_game_record_get_##name (record)

/* The games ScGameFile lists are the ones one scanner finds, with the
 * records those entries make; after reading, failed games' messages
 * count lines from the start of the file; saved unchanged, the file
 * comes back byte for byte. */
static void
assert_indexed_as_one (Fixture    *fixture,
                       ScGameFile *games)
{
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (fixture->text, fixture->length);
  g_autofree char *copy_path = g_build_filename (fixture->dir, "copy.pgn", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  gsize saved_length;

  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, sc_pgn_index_get_n_games (index));
  for (guint i = 0; i < sc_pgn_index_get_n_games (index); i++)
    {
      const ScPgnIndexEntry *entry = sc_pgn_index_get_game (index, i);
      g_autoptr(ScGameRecord) expected = sc_game_record_new_from_entry (entry);
      g_autoptr(ScGameRecord) record = g_list_model_get_item (G_LIST_MODEL (games), i);

      g_assert_cmpuint (sc_game_record_get_number (record), ==, i + 1);
      g_assert_cmpstr (RECORD_FIELD (record, white), ==, RECORD_FIELD (expected, white));
      g_assert_cmpstr (RECORD_FIELD (record, black), ==, RECORD_FIELD (expected, black));
      g_assert_cmpstr (RECORD_FIELD (record, result), ==, RECORD_FIELD (expected, result));
      g_assert_cmpstr (RECORD_FIELD (record, date), ==, RECORD_FIELD (expected, date));
      g_assert_cmpstr (RECORD_FIELD (record, event), ==, RECORD_FIELD (expected, event));
      g_assert_cmpstr (RECORD_FIELD (record, round), ==, RECORD_FIELD (expected, round));
      g_assert_cmpstr (RECORD_FIELD (record, eco), ==, RECORD_FIELD (expected, eco));
      /* The same object each time it is asked for. */
      g_assert_true (record == sc_game_file_get_record (games, i));
    }
  for (guint i = 0; i < sc_pgn_index_get_n_games (index); i++)
    {
      const ScPgnIndexEntry *entry = sc_pgn_index_get_game (index, i);
      g_autoptr(ScGame) game = sc_game_file_get_game (games, i, NULL);
      g_autoptr(ScReadResult) result = sc_pgn_index_read_game (fixture->text, entry, NULL);
      const char *error_text = sc_game_record_get_error (sc_game_file_get_record (games, i));

      /* Read, so that its record has its error. */
      g_assert_nonnull (game);
      g_assert_cmpuint (result->problems->len > 0, ==, error_text != NULL);
      if (error_text != NULL)
        {
          const ScTextProblem *problem = &g_array_index (result->problems, ScTextProblem, 0);
          g_autofree char *prefix = g_strdup_printf ("line %u, column %u:", entry->line + problem->line - 1,
                                                     problem->column);

          g_assert_true (g_str_has_prefix (error_text, prefix));
        }
    }
  g_assert_true (sc_game_file_save (games, copy_file, TRUE, &error));
  g_assert_no_error (error);
  saved = contents (copy_path, &saved_length);
  g_assert_cmpmem (saved, saved_length, fixture->text, fixture->length);
}

/* A file of more than 8 MB, which two threads index when there are two
 * cores: the fixture forty times over, then a game in Windows-1252. */
static void
test_large (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GString) big = g_string_new (NULL);
  g_autoptr(ScGameFile) games = NULL;

  for (guint i = 0; i < 40; i++)
    g_string_append_len (big, fixture->text, (gssize) fixture->length);
  g_string_append (big, "[Event \"Sm\xf8rbr\xf8" "d open\"]\n[White \"\xc5se\"]\n[Black \"Bj\xf8rn\"]\n\n1. e4 *\n");
  g_assert_cmpuint (big->len, >, 8 * 1024 * 1024);
  write_fixture (fixture, "large.pgn", big->str, big->len);

  games = test_load_game_file (fixture->file);
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "WINDOWS-1252");
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, 40 * (N_SELFPLAY + 4))), ==, "Åse");
  assert_indexed_as_one (fixture, games);
}

/* A long comment across the middle of a large file, holding what looks
 * like the end of a game and the start of the next: one game still. */
static void
test_large_comment (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GString) big = g_string_new (NULL);
  g_autoptr(ScGameFile) games = NULL;
  guint trap;

  /* The same on both sides, so that the middle is in the comment. */
  for (guint i = 0; i < 20; i++)
    g_string_append_len (big, fixture->text, (gssize) fixture->length);
  g_string_append (big, "[Event \"Trap\"]\n[White \"Long, Comment\"]\n\n1. e4 { quoted:\n");
  for (guint i = 0; i < 20000; i++)
    g_string_append (big, "1. d4 1-0\n\n[Event \"Inside\"]\n\n");
  g_string_append (big, "} e5 1-0\n\n");
  for (guint i = 0; i < 20; i++)
    g_string_append_len (big, fixture->text, (gssize) fixture->length);
  g_assert_cmpuint (big->len, >, 8 * 1024 * 1024);
  write_fixture (fixture, "comment.pgn", big->str, big->len);

  games = test_load_game_file (fixture->file);
  trap = 20 * (N_SELFPLAY + 4);
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 2 * trap + 1);
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, trap)), ==, "Long, Comment");
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "UTF-8");
  assert_indexed_as_one (fixture, games);
}

/* Appends filler lines until text is length bytes long. */
static void
pad_to (GString *text,
        gsize    length)
{
  while (text->len < length)
    g_string_append_c (text, text->len % 70 == 69 ? '\n' : 'a');
}

/* Characters of two, three and four bytes cut by the ends of the chunks
 * the index reads (256 KB): still UTF-8. */
static void
test_characters_across_chunks (Fixture       *fixture,
                               gconstpointer  data)
{
  const gsize chunk = 256 * 1024;
  g_autoptr(GString) text = g_string_new ("[Event \"Long\"]\n[White \"Zoé\"]\n\n1. e4 {\n");
  g_autoptr(ScGameFile) games = NULL;

  pad_to (text, chunk - 1);
  g_string_append (text, "é");
  pad_to (text, 2 * chunk - 2);
  g_string_append (text, "–");
  pad_to (text, 3 * chunk - 3);
  g_string_append (text, "𝄞");
  pad_to (text, 3 * chunk + 100);
  g_string_append (text, "\n} e5 *\n\n[Event \"Next\"]\n\n1. d4 *\n");
  g_assert_true (g_utf8_validate_len (text->str, text->len, NULL));
  write_fixture (fixture, "long.pgn", text->str, text->len);

  games = test_load_game_file (fixture->file);
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "UTF-8");
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 2);
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, 0)), ==, "Zoé");
  g_assert_cmpstr (sc_game_record_get_event (sc_game_file_get_record (games, 1)), ==, "Next");
}

/* An entry that reads as two games (a game after a result inside a
 * line of movetext that ends no game, which the index does not part) is
 * kept failed, with its whole text and where the second starts: only
 * one game can stand at its place, and the other must not be lost when
 * it is edited. Saved unedited, it is written back as it was. */
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

static void
test_entry_of_two_games (Fixture       *fixture,
                         gconstpointer  data)
{
  static const char text[] = "[Event \"A\"]\n\n1. e4 e5\n2. Nf3 1-0 1. d4 d5\n2. c4 0-1\n\n"
                             "[Event \"B\"]\n\n1. c4 *\n";
  static const char failing[] = "[Event \"A\"]\n\n1. e4 e4\n2. Nf3 1-0 1. d4 d5\n2. c4 0-1\n\n"
                                "[Event \"B\"]\n\n1. c4 *\n";
  g_autoptr(ScGameFile) games = NULL;
  g_autoptr(ScGame) first = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  ScGameRecord *record;
  gsize length;

  write_fixture (fixture, "two.pgn", text, sizeof text - 1);
  games = test_load_game_file (fixture->file);
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 2);
  first = sc_game_file_get_game (games, 0, NULL);
  record = sc_game_file_get_record (games, 0);
  g_assert_true (sc_game_record_get_failed (record));
  g_assert_cmpstr (sc_game_record_get_error (record), ==,
                   "line 4, column 12: another game starts here, without tags of its own: "
                   "part the two, to read this one");
  g_assert_nonnull (strstr (sc_game_get_source (first), "1. d4 d5\n2. c4 0-1"));
  g_assert_true (g_str_has_prefix (sc_game_get_unread_text (first), "1. d4 d5\n2. c4 0-1"));

  g_assert_true (sc_game_file_save (games, NULL, TRUE, &error));
  g_assert_no_error (error);
  saved = contents (fixture->path, &length);
  g_assert_cmpmem (saved, length, text, sizeof text - 1);
  g_clear_object (&games);
  g_clear_object (&first);

  /* The first game failing too: its problem is marked, and the whole
   * text is kept all the same. */
  write_fixture (fixture, "two-failed.pgn", failing, sizeof failing - 1);
  games = test_load_game_file (fixture->file);
  first = sc_game_file_get_game (games, 0, NULL);
  record = sc_game_file_get_record (games, 0);
  g_assert_true (g_str_has_prefix (sc_game_record_get_error (record), "line 3, column 7: "));
  g_assert_nonnull (strstr (sc_game_get_source (first), "1. d4 d5\n2. c4 0-1"));
  g_assert_true (g_str_has_prefix (sc_game_get_unread_text (first), "e4\n2. Nf3 1-0"));

  /* Its copy keeps the text, and the place of its problem. */
  {
    g_autoptr(ScGameFileEdit) duplicated = sc_game_file_duplicate (games, 0);
    g_autoptr(ScGame) copy = sc_game_file_get_game (games, 1, NULL);

    g_assert_nonnull (duplicated);
    g_assert_cmpstr (sc_game_get_source (copy), ==, sc_game_get_source (first));
    g_assert_true (g_str_has_prefix (sc_game_get_unread_text (copy), "e4\n2. Nf3 1-0"));
  }
}

/* Writes text over the file at path in place, as shell redirection and
 * many tools do: the same file, cut to length first. */
static void
write_in_place (const char *path,
                const char *text,
                gsize       length)
{
  int fd = g_open (path, O_WRONLY | O_TRUNC, 0);

  g_assert_cmpint (fd, >=, 0);
  for (gsize done = 0; done < length;)
    {
      gssize n = write (fd, text + done, length - done);

      g_assert_cmpint (n, >, 0);
      done += (gsize) n;
    }
  close (fd);
}

/* Another program writes the open file: cut short, or rewritten in place
 * with other games. The games read and saved are still the file's as it
 * was opened (a mapping of the file itself faulted, or changed). */
static void
test_written_while_open (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autofree char *saved_path = g_build_filename (fixture->dir, "saved.pgn", NULL);
  gint64 until = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_autoptr(GFile) saved = g_file_new_for_path (saved_path);
  g_autofree char *other = g_strnfill (fixture->length, ' ');
  g_autofree char *after = NULL;
  guint n = sc_game_file_get_n_games (games);
  gsize length;

  memcpy (other, "[Event \"Other\"]\n\n1. d4 *\n", strlen ("[Event \"Other\"]\n\n1. d4 *\n"));
  /* The copy is made once the file is indexed. */
  while (!sc_game_file_is_read_from_copy (games) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (sc_game_file_is_read_from_copy (games));
  write_in_place (fixture->path, "", 0);
  for (guint i = 0; i < n; i += 7)
    {
      g_autoptr(ScGame) game = sc_game_file_get_game (games, i, NULL);

      g_assert_nonnull (game);
    }
  write_in_place (fixture->path, other, fixture->length);
  g_assert_true (sc_game_file_save (games, saved, TRUE, NULL));
  after = contents (saved_path, &length);
  g_assert_cmpmem (after, length, fixture->text, fixture->length);

  /* Saved, the games are read from a copy of what was written. */
  g_assert_true (sc_game_file_is_read_from_copy (games));
  write_in_place (saved_path, "", 0);
  for (guint i = 0; i < n; i += 7)
    {
      g_autoptr(ScGame) game = sc_game_file_get_game (games, i, NULL);

      g_assert_nonnull (game);
    }
}

typedef struct {
  const char *path;
  const char *text;
  gsize       length;
} PipeWriter;

static gpointer
write_pipe (gpointer data)
{
  const PipeWriter *writer = data;
  int fd = g_open (writer->path, O_WRONLY, 0);

  g_assert_cmpint (fd, >=, 0);
  for (gsize done = 0; done < writer->length;)
    {
      gssize n = write (fd, writer->text + done, writer->length - done);

      g_assert_cmpint (n, >, 0);
      done += (gsize) n;
    }
  close (fd);
  return NULL;
}

/* A folder is said to be one, not mapped; a pipe, which cannot be
 * mapped, is read whole: scoresheet <(zcat games.pgn.gz). */
static void
test_folder_and_pipe (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(ScGameFile) from_folder = sc_game_file_new ();
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autofree char *pipe_path = g_build_filename (fixture->dir, "pipe", NULL);
  g_autoptr(GFile) pipe = g_file_new_for_path (pipe_path);
  g_autoptr(ScGameFile) from_pipe = sc_game_file_new ();
  g_autoptr(ScGameFile) from_file = test_load_game_file (fixture->file);
  g_autoptr(GError) error = NULL;
  PipeWriter writer = { pipe_path, fixture->text, fixture->length };
  GThread *thread;

  g_assert_false (sc_game_file_load (from_folder, folder, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_cmpstr (error->message, ==, "a folder, not a file of games");
  g_assert_cmpuint (sc_game_file_get_n_games (from_folder), ==, 1);

  g_assert_cmpint (mkfifo (pipe_path, 0600), ==, 0);
  thread = g_thread_new ("pipe-writer", write_pipe, &writer);
  g_assert_true (sc_game_file_load (from_pipe, pipe, NULL, NULL));
  g_thread_join (thread);
  g_assert_cmpuint (sc_game_file_get_n_games (from_pipe), ==, sc_game_file_get_n_games (from_file));
  g_assert_cmpuint (sc_game_file_get_n_games (from_pipe), ==, N_SELFPLAY + 4);
  g_assert_cmpint (g_unlink (pipe_path), ==, 0);
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

  g_test_add ("/game-file/load", Fixture, NULL, fixture_set_up, test_load, fixture_tear_down);
  g_test_add ("/game-file/save-unchanged", Fixture, NULL, fixture_set_up, test_save_unchanged, fixture_tear_down);
  g_test_add ("/game-file/save-edited", Fixture, NULL, fixture_set_up, test_save_edited, fixture_tear_down);
  g_test_add ("/game-file/save-after-lead", Fixture, NULL, fixture_set_up, test_save_after_lead, fixture_tear_down);
  g_test_add ("/game-file/cr-line-ends", Fixture, NULL, fixture_set_up, test_cr_line_ends, fixture_tear_down);
  g_test_add ("/game-file/utf-16", Fixture, NULL, fixture_set_up, test_utf16, fixture_tear_down);
  g_test_add ("/game-file/latin1", Fixture, NULL, fixture_set_up, test_latin1, fixture_tear_down);
  g_test_add ("/game-file/save-errors", Fixture, NULL, fixture_set_up, test_save_errors, fixture_tear_down);
  g_test_add ("/game-file/list-edits", Fixture, NULL, fixture_set_up, test_list_edits, fixture_tear_down);
  g_test_add ("/game-file/replace-game", Fixture, NULL, fixture_set_up, test_replace_game, fixture_tear_down);
  g_test_add ("/game-file/edit-of-another-game", Fixture, NULL, fixture_set_up, test_edit_of_another_game,
              fixture_tear_down);
  g_test_add ("/game-file/async", Fixture, NULL, fixture_set_up, test_async, fixture_tear_down);
  g_test_add ("/game-file/large", Fixture, NULL, fixture_set_up, test_large, fixture_tear_down);
  g_test_add ("/game-file/large-comment", Fixture, NULL, fixture_set_up, test_large_comment, fixture_tear_down);
  g_test_add ("/game-file/characters-across-chunks", Fixture, NULL, fixture_set_up,
              test_characters_across_chunks, fixture_tear_down);
  g_test_add ("/game-file/entry-of-two-games", Fixture, NULL, fixture_set_up, test_entry_of_two_games,
              fixture_tear_down);
  g_test_add ("/game-file/written-while-open", Fixture, NULL, fixture_set_up, test_written_while_open,
              fixture_tear_down);
  g_test_add ("/game-file/folder-and-pipe", Fixture, NULL, fixture_set_up, test_folder_and_pipe, fixture_tear_down);
  g_test_add ("/game-file/save-edited-last", Fixture, NULL, fixture_set_up, test_save_edited_last, fixture_tear_down);
  g_test_add_func ("/game-file/not-found", test_not_found);

  return g_test_run ();
}
