/* test-game-file.c: files of many games: index, encodings, a file that changes
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

#include "game-file-fixture.h"
#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-pgn-writer.h"
#include "test-data.h"

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

/* The fixture's games forty times over, more than 8 MB: a file that two
 * threads index, whose first game comes long before the index is done. */
#define N_FORTY_TIMES (40 * (N_SELFPLAY + 4))

static GString *
forty_times (Fixture *fixture)
{
  GString *big = g_string_new (NULL);

  for (guint i = 0; i < 40; i++)
    g_string_append_len (big, fixture->text, (gssize) fixture->length);
  return big;
}

/* A big file: the first game comes before the index is done. */
static void
test_async (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GString) big = forty_times (fixture);
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  gboolean indexing_at_first_game = FALSE;
  guint n_signals = 0;
  gint64 start;

  write_fixture (fixture, "big.pgn", big->str, big->len);

  g_assert_true (sc_game_file_get_indexed_whole (games));
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
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, N_FORTY_TIMES);
  g_assert_cmpuint (sc_game_record_get_number (sc_game_file_get_record (games, N_FORTY_TIMES - 1)),
                    ==, N_FORTY_TIMES);
  g_assert_true (sc_game_file_get_indexed_whole (games));
}

static void
on_first_game (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GCancellable *cancellable = user_data;

  g_assert_true (sc_game_file_load_finish (SC_GAME_FILE (source), result, NULL));
  g_assert_false (sc_game_file_get_indexed_whole (SC_GAME_FILE (source)));
  g_cancellable_cancel (cancellable);
}

/* A load cancelled after its first game stops the index short: the list
 * is not the whole file, and says so (the journal's restore needs it
 * whole). */
static void
test_stopped_short (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GString) big = forty_times (fixture);
  g_autoptr(ScGameFile) games = sc_game_file_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  write_fixture (fixture, "big.pgn", big->str, big->len);
  sc_game_file_load_async (games, fixture->file, cancellable, on_first_game, cancellable);
  while (!g_cancellable_is_cancelled (cancellable) || sc_game_file_get_indexing (games))
    g_main_context_iteration (NULL, TRUE);
  /* Almost always stopped short; on a starved machine the index may have
   * ended first, and then it is whole. */
  g_test_message ("%u of %u games indexed", sc_game_file_get_n_games (games), N_FORTY_TIMES);
  g_assert_true (sc_game_file_get_indexed_whole (games) ==
                 (sc_game_file_get_n_games (games) == N_FORTY_TIMES));
  /* Saved, the part would replace the whole file. */
  if (!sc_game_file_get_indexed_whole (games))
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      gsize length;

      g_assert_false (sc_game_file_save (games, NULL, FALSE, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT);
      after = contents (fixture->path, &length);
      g_assert_cmpmem (after, length, big->str, big->len);
    }
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
  g_autoptr(GString) big = forty_times (fixture);
  g_autoptr(ScGameFile) games = NULL;

  g_string_append (big, "[Event \"Sm\xf8rbr\xf8" "d open\"]\n[White \"\xc5se\"]\n[Black \"Bj\xf8rn\"]\n\n1. e4 *\n");
  g_assert_cmpuint (big->len, >, 8 * 1024 * 1024);
  write_fixture (fixture, "large.pgn", big->str, big->len);

  games = test_load_game_file (fixture->file);
  g_assert_cmpstr (sc_game_file_get_encoding (games), ==, "WINDOWS-1252");
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, N_FORTY_TIMES)), ==, "Åse");
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/game-file/load", Fixture, NULL, fixture_set_up, test_load, fixture_tear_down);
  g_test_add ("/game-file/cr-line-ends", Fixture, NULL, fixture_set_up, test_cr_line_ends, fixture_tear_down);
  g_test_add ("/game-file/utf-16", Fixture, NULL, fixture_set_up, test_utf16, fixture_tear_down);
  g_test_add ("/game-file/async", Fixture, NULL, fixture_set_up, test_async, fixture_tear_down);
  g_test_add ("/game-file/stopped-short", Fixture, NULL, fixture_set_up, test_stopped_short, fixture_tear_down);
  g_test_add ("/game-file/large", Fixture, NULL, fixture_set_up, test_large, fixture_tear_down);
  g_test_add ("/game-file/large-comment", Fixture, NULL, fixture_set_up, test_large_comment, fixture_tear_down);
  g_test_add ("/game-file/characters-across-chunks", Fixture, NULL, fixture_set_up,
              test_characters_across_chunks, fixture_tear_down);
  g_test_add ("/game-file/entry-of-two-games", Fixture, NULL, fixture_set_up, test_entry_of_two_games,
              fixture_tear_down);
  g_test_add ("/game-file/written-while-open", Fixture, NULL, fixture_set_up, test_written_while_open,
              fixture_tear_down);
  g_test_add ("/game-file/folder-and-pipe", Fixture, NULL, fixture_set_up, test_folder_and_pipe, fixture_tear_down);
  g_test_add_func ("/game-file/not-found", test_not_found);

  return g_test_run ();
}
