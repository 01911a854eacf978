/* test-unclosed-comment.c: games swallowed by a comment left open, told
 * where, and given back as games of their own once it is closed
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sc-document.h"
#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "test-data.h"

#define GAME_TAGS(event, white, black, result) \
  "[Event \"" event "\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n" \
  "[White \"" white "\"]\n[Black \"" black "\"]\n[Result \"" result "\"]\n\n"

/* Three games; the first one's comment on line 9 is never closed. */
static const char *swallowing_text =
  GAME_TAGS ("One", "A", "B", "1-0")
  "1. e4 e5 2. Nf3 { an unclosed comment Nc6 3. Bb5 a6 1-0\n\n"
  GAME_TAGS ("Two", "C", "D", "0-1")
  "1. d4 d5 2. c4 e6 0-1\n\n"
  GAME_TAGS ("Three", "E", "F", "1/2-1/2")
  "1. c4 c5 2. Nc3 Nc6 1/2-1/2\n";

typedef struct {
  char  *dir;
  GFile *file;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  fixture->dir = g_dir_make_tmp ("sc-unclosed-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (fixture->dir, "games.pgn", NULL);
  g_assert_true (g_file_set_contents (path, swallowing_text, -1, &error));
  g_assert_no_error (error);
  fixture->file = g_file_new_for_path (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_file_delete (fixture->file, NULL, NULL);
  g_rmdir (fixture->dir);
  g_clear_object (&fixture->file);
  g_free (fixture->dir);
}

/* The text as the user repairs it: the comment closed where it should. */
static char *
closed_text (void)
{
  GString *text = g_string_new (swallowing_text);
  const char *at = strstr (text->str, "comment ");

  g_string_insert_c (text, (gssize) (at - text->str) + strlen ("comment"), '}');
  return g_string_free (text, FALSE);
}

static const char *
white_at (ScGameFile *games,
          guint       position)
{
  return sc_game_record_get_white (sc_game_file_get_record (games, position));
}

/* The file reads as one game, which fails where its comment opens: the
 * message says so, and that the games after it are in it. */
static void
test_message (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autoptr(ScGame) game = NULL;
  ScGameRecord *record;

  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 1);
  game = sc_game_file_get_game (games, 0, NULL);
  g_assert_nonnull (sc_game_get_source (game));
  record = sc_game_file_get_record (games, 0);
  g_assert_true (sc_game_record_get_failed (record));
  g_assert_cmpstr (sc_game_record_get_error (record), ==,
                   "line 9, column 17: the comment that starts here has no closing “}”: "
                   "the games after it are inside it");
  /* Nothing of the file is lost: the game keeps all of it. */
  g_assert_cmpstr (sc_game_get_source (game), ==, swallowing_text);
}

/* A comment left open at the end of a lone game says only that. */
static void
test_message_alone (void)
{
  g_autoptr(ScReadResult) result = sc_read_games (GAME_TAGS ("One", "A", "B", "*")
                                                  "1. e4 { not closed\n[but no tag pair] here *\n",
                                                  -1, sc_language_english ());

  g_assert_cmpuint (result->problems->len, ==, 1);
  g_assert_cmpstr (g_array_index (result->problems, ScTextProblem, 0).message, ==,
                   "this comment has no closing “}”");
}

/* Closed, the text holds three games with their tags: none is taken for
 * a game without tags. */
static void
test_closed_reads_as_games (void)
{
  g_autofree char *text = closed_text ();
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  ScTextProblem problem = { 0 };

  g_assert_cmpuint (result->games->len, ==, 3);
  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_false (sc_read_result_untagged_game (result, text, &problem));
  g_assert_null (problem.message);
}

/* Moves after a result are a game without tags of its own: found, with
 * where it starts. */
static void
test_untagged_game (void)
{
  const char *text = GAME_TAGS ("One", "A", "B", "1-0") "1. e4 e5 1-0\n\n"
                     GAME_TAGS ("Two", "C", "D", "*") "1. d4 d5 *\n1. c4 c5 *\n";
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  ScTextProblem problem = { 0 };

  g_assert_cmpuint (result->games->len, ==, 3);
  g_assert_true (sc_read_result_untagged_game (result, text, &problem));
  g_assert_cmpuint (problem.game_number, ==, 3);
  g_assert_cmpuint (problem.line, ==, 20);
  g_assert_cmpuint (problem.column, ==, 1);
  g_assert_cmpstr (text + problem.offset, ==, "1. c4 c5 *\n");
  g_free (problem.message);
}

/* The repaired text takes the failed game's place as the three games it
 * holds: undone, the one failed game is back; saved, the file has them
 * all, each whole. */
static void
test_repair_parts_games (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autoptr(ScGameFile) games = test_load_game_file (fixture->file);
  g_autofree char *text = closed_text ();
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  g_autoptr(GError) error = NULL;
  g_autoptr(ScGameFile) saved = NULL;
  g_autoptr(ScGame) third = NULL;

  sc_document_set_game_file (doc, games);
  g_assert_true (sc_document_open_game (doc, 0, NULL));
  g_assert_true (sc_document_replace_game_with_games (doc, result->games));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 3);
  g_assert_cmpuint (sc_document_get_game_position (doc), ==, 0);
  g_assert_true (sc_document_get_game (doc) == g_ptr_array_index (result->games, 0));
  g_assert_cmpstr (white_at (games, 0), ==, "A");
  g_assert_cmpstr (white_at (games, 1), ==, "C");
  g_assert_cmpstr (white_at (games, 2), ==, "E");
  g_assert_cmpuint (sc_game_record_get_number (sc_game_file_get_record (games, 2)), ==, 3);

  g_assert_true (sc_document_undo (doc));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 1);
  g_assert_false (sc_game_file_get_modified (games));
  g_assert_true (sc_document_redo (doc));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 3);

  g_assert_true (sc_document_save (doc, NULL, TRUE, &error));
  g_assert_no_error (error);
  saved = test_load_game_file (fixture->file);
  g_assert_cmpuint (sc_game_file_get_n_games (saved), ==, 3);
  g_assert_cmpstr (white_at (saved, 1), ==, "C");
  g_assert_cmpstr (white_at (saved, 2), ==, "E");
  third = sc_game_file_get_game (saved, 2, NULL);
  g_assert_null (sc_game_get_source (third));
  g_assert_cmpuint (sc_game_get_main_line_length (third), ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/unclosed-comment/message", Fixture, NULL, fixture_set_up, test_message, fixture_tear_down);
  g_test_add_func ("/unclosed-comment/message-alone", test_message_alone);
  g_test_add_func ("/unclosed-comment/closed-reads-as-games", test_closed_reads_as_games);
  g_test_add_func ("/unclosed-comment/untagged-game", test_untagged_game);
  g_test_add ("/unclosed-comment/repair-parts-games", Fixture, NULL, fixture_set_up, test_repair_parts_games,
              fixture_tear_down);
  return g_test_run ();
}
