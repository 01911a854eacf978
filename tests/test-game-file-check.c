/* test-game-file-check.c: a game file's games read once in the background
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "sc-game-file.h"
#include "sc-pgn-index.h"
#include "test-data.h"

/* Generous: a busy machine, or the sanitizers. */
#define TIMEOUT_S 120

static const char illegal_move[] =
  "[Event \"Broken A\"]\n[White \"Illegal\"]\n[Black \"Move\"]\n[Result \"*\"]\n\n"
  "1. e4 e5 2. Ke3 Nc6 *\n\n";
static const char bad_fen[] =
  "[Event \"Broken B\"]\n[SetUp \"1\"]\n"
  "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1\"]\n[Result \"*\"]\n\n"
  "1. e4 *\n\n";
/* The index parts it from the next game, the reader sees two: the
 * second starts inside a line that ends no game. */
static const char two_games[] =
  "[Event \"Broken C\"]\n\n1. e4 e5\n2. Nf3 1-0 1. d4 d5\n2. c4 0-1\n\n";

/* Where the fixture's games are, and what they say when they fail. */
#define FIRST_BROKEN  3
#define SECOND_BROKEN 7
#define THIRD_BROKEN  12
#define N_GAMES       20
#define FIRST_ERROR   "line 62, column 13: “Ke3” is not a legal move here; did you mean Ke2?"
#define SECOND_ERROR  "line 142, column 1: FEN tag: FEN piece placement: 7 ranks, not 8"
#define THIRD_ERROR   "line 216, column 12: another game starts here, without tags of its own: " \
                      "part the two, to read this one"

typedef struct {
  char  *dir;
  char  *path;
  GFile *file;
} Fixture;

/* Games of selfplay.pgn from first on, n of them. */
static void
append_selfplay (GString *out,
                 guint    first,
                 guint    n)
{
  g_autofree char *text = test_read_data ("corpus/selfplay.pgn");
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (text, strlen (text));

  for (guint i = first; i < first + n; i++)
    {
      const ScPgnIndexEntry *entry = sc_pgn_index_get_game (index, i);

      g_string_append_len (out, text + entry->offset, (gssize) entry->length);
      g_string_append (out, "\n\n");
    }
}

/* Selfplay games with the three broken ones among them. */
static char *
broken_file_text (void)
{
  GString *out = g_string_new (NULL);

  append_selfplay (out, 0, FIRST_BROKEN);
  g_string_append (out, illegal_move);
  append_selfplay (out, FIRST_BROKEN, SECOND_BROKEN - FIRST_BROKEN - 1);
  g_string_append (out, bad_fen);
  append_selfplay (out, SECOND_BROKEN, THIRD_BROKEN - SECOND_BROKEN - 1);
  g_string_append (out, two_games);
  append_selfplay (out, THIRD_BROKEN, N_GAMES - THIRD_BROKEN - 1);
  return g_string_free (out, FALSE);
}

static GFile *
write_file (Fixture    *fixture,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* n selfplay games, then the game with an illegal move, then n more:
 * a check of them takes a while. */
static GFile *
write_big_file (Fixture *fixture,
                guint    n)
{
  g_autoptr(GString) big = g_string_new (NULL);

  append_selfplay (big, 0, n);
  g_string_append (big, illegal_move);
  append_selfplay (big, n, n);
  return write_file (fixture, "big.pgn", big->str);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = broken_file_text ();

  fixture->dir = g_dir_make_tmp ("test-game-file-check-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->file = write_file (fixture, "broken.pgn", text);
  fixture->path = g_file_get_path (fixture->file);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->path);
  g_clear_object (&fixture->file);
}

/* Waiting, never longer than TIMEOUT_S */

static gboolean
timed_out (gpointer data)
{
  g_error ("%s did not come within %d s", (const char *) data, TIMEOUT_S);
  return G_SOURCE_REMOVE;
}

static void
on_checked (ScGameFile *games,
            gboolean   *checked)
{
  *checked = TRUE;
}

static void
wait_checked (ScGameFile *games)
{
  gboolean checked = FALSE;
  gulong handler = g_signal_connect (games, "checked", G_CALLBACK (on_checked), &checked);
  guint timeout = g_timeout_add_seconds (TIMEOUT_S, timed_out, (gpointer) "The end of the check");

  while (!checked)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  g_signal_handler_disconnect (games, handler);
  g_assert_false (sc_game_file_get_checking (games));
}

static void
wait_checking (ScGameFile *games)
{
  guint timeout = g_timeout_add_seconds (TIMEOUT_S, timed_out, (gpointer) "The check");

  while (!sc_game_file_get_checking (games))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
}

/* The failed records are exactly those of failed (of n positions),
 * with errors. */
static void
assert_failed (ScGameFile        *games,
               const guint       *failed,
               const char *const *errors,
               guint              n)
{
  guint next = 0;

  g_assert_cmpuint (sc_game_file_get_n_failed (games), ==, n);
  for (guint i = 0; i < sc_game_file_get_n_games (games); i++)
    {
      ScGameRecord *record = sc_game_file_get_record (games, i);

      if (next < n && failed[next] == i)
        {
          g_assert_true (sc_game_record_get_failed (record));
          g_assert_cmpstr (sc_game_record_get_error (record), ==, errors[next]);
          next++;
        }
      else
        g_assert_false (sc_game_record_get_failed (record));
    }
}

static const guint broken[] = { FIRST_BROKEN, SECOND_BROKEN, THIRD_BROKEN };
static const char *const broken_errors[] = { FIRST_ERROR, SECOND_ERROR, THIRD_ERROR };

/* The broken games are marked with the errors they get when opened,
 * none of them opened. */
static void
test_marks_failed (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);

  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, N_GAMES);
  /* Asked for before the check, the records change as it goes. */
  for (guint i = 0; i < N_GAMES; i++)
    sc_game_file_get_record (games, i);
  wait_checked (games);
  assert_failed (games, broken, broken_errors, G_N_ELEMENTS (broken));

  /* Opened, they say the same. */
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(ScGame) game = sc_game_file_get_game (games, broken[i], NULL);

      g_assert_nonnull (sc_game_get_source (game));
    }
  assert_failed (games, broken, broken_errors, G_N_ELEMENTS (broken));
}

/* A game edited meanwhile keeps its own state; a game moved gets its mark
 * where it went. */
static void
test_edited_and_moved (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autoptr(ScGame) replacement = sc_game_new ();
  g_autoptr(ScGameFileEdit) moved = NULL;
  static const guint failed[] = { 0, SECOND_BROKEN + 1 };
  static const char *const errors[] = { THIRD_ERROR, SECOND_ERROR };

  sc_game_file_set_game (games, FIRST_BROKEN, replacement);
  moved = sc_game_file_move (games, THIRD_BROKEN, 0);
  wait_checked (games);
  assert_failed (games, failed, errors, G_N_ELEMENTS (failed));
}

/* The object goes while its check runs: nothing comes back to it. */
static void
test_closed_while_checking (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GFile) file = write_big_file (fixture, 1000);
  ScGameFile *games = test_load_game_file (file);

  wait_checking (games);
  g_object_unref (games);
  /* What the worker had sent on its way finds no one. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Another file opened in the same object while the check runs: the old
 * check stops, and only the new file's games are marked. */
static void
test_reloaded_while_checking (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GFile) file = write_big_file (fixture, 1000);
  g_autoptr(ScGameFile) games = test_load_game_file (file);
  g_autoptr(GError) error = NULL;

  wait_checking (games);
  g_assert_true (sc_game_file_load (games, fixture->file, NULL, &error));
  g_assert_no_error (error);
  wait_checked (games);
  assert_failed (games, broken, broken_errors, G_N_ELEMENTS (broken));
}

/* Cancelling the load stops the check; saving starts it again on the
 * file as saved. */
static void
test_cancelled_and_saved (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GFile) file = write_big_file (fixture, 1000);
  g_autoptr(ScGameFile) games = NULL;
  g_autoptr(ScGameFile) cancelled = sc_game_file_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  sc_game_file_load_async (cancelled, file, cancellable, NULL, NULL);
  wait_checking (cancelled);
  g_cancellable_cancel (cancellable);
  while (sc_game_file_get_checking (cancelled))
    g_main_context_iteration (NULL, TRUE);

  games = test_load_game_file (file);
  wait_checking (games);
  g_assert_true (sc_game_file_save (games, NULL, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (sc_game_file_get_checking (games));
  wait_checked (games);
  g_assert_cmpuint (sc_game_file_get_n_failed (games), ==, 1);
  g_assert_true (g_str_has_suffix (sc_game_record_get_error (sc_game_file_get_record (games, 1000)),
                                   "“Ke3” is not a legal move here; did you mean Ke2?"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/game-file-check/marks-failed", Fixture, NULL, fixture_set_up, test_marks_failed,
              fixture_tear_down);
  g_test_add ("/game-file-check/edited-and-moved", Fixture, NULL, fixture_set_up, test_edited_and_moved,
              fixture_tear_down);
  g_test_add ("/game-file-check/closed-while-checking", Fixture, NULL, fixture_set_up,
              test_closed_while_checking, fixture_tear_down);
  g_test_add ("/game-file-check/reloaded-while-checking", Fixture, NULL, fixture_set_up,
              test_reloaded_while_checking, fixture_tear_down);
  g_test_add ("/game-file-check/cancelled-and-saved", Fixture, NULL, fixture_set_up,
              test_cancelled_and_saved, fixture_tear_down);

  return g_test_run ();
}
