/* test-pgn-index-tags.c: the tag values the index lists, in every form
 * a tag line takes
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-movetext-reader.h"
#include "pgn-index-fixture.h"

/* Tag lines of every form: short ones are read from bit masks when the
 * chunk has room after them, byte by byte otherwise; both read alike. */
static void
test_tag_forms (void)
{
  static const char text[] =
    "[Event \"Plain\"]\n"
    "[Site  \"Two spaces\"]\n"
    "[Date\t\"2026.02.03\"]\r\n"
    "[Round\"4\"]\n"
    "[White \"Ex\\\"cape\"]\n"
    "[Black \"Ørnulf\"]\n"
    "[Result \"1-0\"] trailing\n"
    "[ECO# \"A00\"]\n"
    "[ECO \"B01\"]\n"
    "[ECO \"C02\"]\n"
    "[ \"no name\"]\n"
    "[WhiteElo \"a\tb\"]\n"
    "[BlackElo \"unterminated\n"
    "\n1. e4 1-0\n\n"
    "[Event \"A value of sixty characters, read from one more line: xx\"]\n"
    "[Site \"A value so long that its line is longer than sixty-four bytes, which is read byte by byte\"]\n"
    "\n1. d4 *\n"
    "\n" ROOM_AFTER_TAGS;
  g_autoptr(GPtrArray) whole = scan_in_chunks (text, sizeof text - 1, sizeof text - 1);
  const Game *g;

  g_assert_cmpuint (whole->len, ==, 2);
  g = whole->pdata[0];
  g_assert_cmpstr (g->tags[SC_PGN_TAG_EVENT], ==, "Plain");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_SITE], ==, "Two spaces");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_DATE], ==, "2026.02.03");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_ROUND], ==, "4");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_WHITE], ==, "Ex\"cape");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_BLACK], ==, "Ørnulf");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_RESULT], ==, "1-0");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_ECO], ==, "B01");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_WHITE_ELO], ==, "a\tb");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_BLACK_ELO], ==, "unterminated");
  g = whole->pdata[1];
  g_assert_cmpstr (g->tags[SC_PGN_TAG_EVENT], ==, "A value of sixty characters, read from one more line: xx");
  g_assert_true (g_str_has_prefix (g->tags[SC_PGN_TAG_SITE], "A value so long"));
  assert_same_in_small_chunks (text, sizeof text - 1, whole);
}

/* Quotes and backslashes in values: the list shows each value as the
 * game's reader reads it. A quote closes a value only before a ']';
 * others are the value's own, as some files write them unescaped. */
static void
test_tag_quotes (void)
{
  static const struct {
    const char *line;
    ScPgnTag    tag;
    const char *name;
    const char *value;
  } cases[] = {
    { "[White \"\"Socrates\"\"]", SC_PGN_TAG_WHITE, "White", "\"Socrates\"" },
    { "[Event \"The \"Big\" Open\"]", SC_PGN_TAG_EVENT, "Event", "The \"Big\" Open" },
    { "[Site \"C:\\games\\new\"]", SC_PGN_TAG_SITE, "Site", "C:\\games\\new" },
    { "[Black \"a \\\"b\\\" \\\\ c\"]", SC_PGN_TAG_BLACK, "Black", "a \"b\" \\ c" },
    { "[Round \"1\" ]", SC_PGN_TAG_ROUND, "Round", "1" },
    { "[White \"x \"y\"\"] [Black \"z\"]", SC_PGN_TAG_WHITE, "White", "x \"y\"" },
    { "[White \"x \"y\"\"] [Black \"z\"]", SC_PGN_TAG_BLACK, "Black", "z" },
    { "[White \"A name long enough to take the long way: \"Q\" and more\"] [Black \"B\"]",
      SC_PGN_TAG_WHITE, "White", "A name long enough to take the long way: \"Q\" and more" },
    { "[White \"A name long enough to take the long way: \"Q\" and more\"] [Black \"B\"]",
      SC_PGN_TAG_BLACK, "Black", "B" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *text = g_strconcat (cases[c].line, "\n\n1. e4 *\n\n", ROOM_AFTER_TAGS, NULL);
      g_autoptr(GPtrArray) whole = scan_in_chunks (text, strlen (text), strlen (text));
      g_autoptr(ScReadResult) read = sc_read_games (text, -1, sc_language_english ());
      const Game *g;

      g_test_message ("%s", cases[c].line);
      g_assert_cmpuint (whole->len, ==, 1);
      g = whole->pdata[0];
      g_assert_cmpuint (read->games->len, ==, 1);
      g_assert_cmpuint (read->problems->len, ==, 0);
      g_assert_cmpstr (sc_game_get_tag (g_ptr_array_index (read->games, 0), cases[c].name), ==, cases[c].value);
      g_assert_cmpstr (g->tags[cases[c].tag], ==, cases[c].value);
      assert_same_in_small_chunks (text, strlen (text), whole);
    }
}

/* Import format allows several tag pairs on a line: each is listed, on a
 * short line (read from the line's bit masks at first) and a long one,
 * escapes and pairs the index does not keep in between. */
static void
test_several_pairs_on_a_line (void)
{
  static const char text[] =
    "[Event \"A\"] [Site \"B\"]\n"
    "[Date \"2026.01.02\"][Round \"3\"]\n"
    "[White \"X \\\"Y\\\"\"] [Annotator \"Q [R]\"] [Black \"Z\"] [Result \"1-0\"]\n"
    "\n1. e4 1-0\n\n"
    "[Event \"C\"] [Site \"A site with a name long enough to take the long way\"] [ECO \"B01\"]\n"
    "\n1. d4 *\n"
    "\n" ROOM_AFTER_TAGS;
  g_autoptr(GPtrArray) whole = scan_in_chunks (text, sizeof text - 1, sizeof text - 1);
  const Game *g;

  g_assert_cmpuint (whole->len, ==, 2);
  g = whole->pdata[0];
  g_assert_cmpstr (g->tags[SC_PGN_TAG_EVENT], ==, "A");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_SITE], ==, "B");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_DATE], ==, "2026.01.02");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_ROUND], ==, "3");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_WHITE], ==, "X \"Y\"");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_BLACK], ==, "Z");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_RESULT], ==, "1-0");
  g = whole->pdata[1];
  g_assert_cmpstr (g->tags[SC_PGN_TAG_EVENT], ==, "C");
  g_assert_true (g_str_has_prefix (g->tags[SC_PGN_TAG_SITE], "A site with a name long"));
  g_assert_cmpstr (g->tags[SC_PGN_TAG_ECO], ==, "B01");
  assert_same_in_small_chunks (text, sizeof text - 1, whole);
}

/* Which values the index says are plain text, to be shown as they are:
 * printable ASCII, and letters of two bytes of UTF-8 each whole. */
static void
test_plain_tags (void)
{
  static const char text[] =
    /* (The first line of a file is read the long way, for a byte order mark.) */
    "\n[Event \"Plain\"]\n[White \"M\xc3\xbcller\"]\n[Black \"Tab\there\"]\n"
    "[Round \"M\xfcller\"]\n[Date \"Caf\xc3\"]\n[ECO \"\xbc" "A\"]\n[Result \"\xe2\x82\xac\"]\n"
    "[WhiteElo \"\xc3" "A\"]\n[BlackElo \"\xc3\x89" "cole \xc3\xa9t\xc3\xa9\"]\n\n1. e4 *\n"
    ROOM_AFTER_TAGS;
  static const struct {
    ScPgnTag tag;
    gboolean plain;
  } expected[] = {
    { SC_PGN_TAG_EVENT, TRUE },
    { SC_PGN_TAG_WHITE, TRUE },         /* ü */
    { SC_PGN_TAG_BLACK, FALSE },        /* a tab */
    { SC_PGN_TAG_ROUND, FALSE },        /* Latin-1 */
    { SC_PGN_TAG_DATE, FALSE },         /* a letter cut short at the end */
    { SC_PGN_TAG_ECO, FALSE },          /* the second byte of a letter, alone */
    { SC_PGN_TAG_RESULT, FALSE },       /* three bytes: not known to be plain */
    { SC_PGN_TAG_WHITE_ELO, FALSE },    /* a lead byte, then ASCII */
    { SC_PGN_TAG_BLACK_ELO, TRUE },     /* É at the start, é twice */
    { SC_PGN_TAG_SITE, FALSE },         /* absent */
  };
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (text, sizeof text - 1);
  const ScPgnIndexEntry *e = sc_pgn_index_get_game (index, 0);

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_test_message ("%s", sc_pgn_tag_name (expected[i].tag));
      g_assert_cmpint ((e->plain_tags >> expected[i].tag) & 1, ==, expected[i].plain);
    }
}

/* A scanner told which tags to read reads only those, and finds the same games. */
static void
test_some_tags (void)
{
  g_autoptr(GPtrArray) all = scan_in_chunks (pgn_index_games, strlen (pgn_index_games), strlen (pgn_index_games));
  g_autoptr(GPtrArray) some = g_ptr_array_new_with_free_func (game_free);
  g_autoptr(ScPgnScanner) scanner = sc_pgn_scanner_new (collect, some);
  const guint wanted = 1u << SC_PGN_TAG_EVENT | 1u << SC_PGN_TAG_BLACK | 1u << SC_PGN_TAG_WHITE_ELO;

  sc_pgn_scanner_set_tags (scanner, wanted);
  feed_in_chunks (scanner, pgn_index_games, strlen (pgn_index_games), strlen (pgn_index_games));
  sc_pgn_scanner_finish (scanner);
  assert_same_games_with_tags (all, some, wanted);
  g_assert_cmpstr (((Game *) some->pdata[0])->tags[SC_PGN_TAG_WHITE_ELO], ==, "2400");
}

/* A NUL byte ends a value as a C string; the length says the same. */
static void
test_nul_in_value (void)
{
  static const char text[] = "[White \"Ab\0cd\"]\n[Black \"Ef\"]\n\n1. e4 *\n";
  g_autoptr(GPtrArray) list = scan_in_chunks (text, sizeof text - 1, sizeof text - 1);
  const Game *g = list->pdata[0];

  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (g->tags[SC_PGN_TAG_WHITE], ==, "Ab");
  g_assert_cmpstr (g->tags[SC_PGN_TAG_BLACK], ==, "Ef");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-index-tags/tag-forms", test_tag_forms);
  g_test_add_func ("/pgn-index-tags/tag-quotes", test_tag_quotes);
  g_test_add_func ("/pgn-index-tags/several-pairs-on-a-line", test_several_pairs_on_a_line);
  g_test_add_func ("/pgn-index-tags/plain-tags", test_plain_tags);
  g_test_add_func ("/pgn-index-tags/some-tags", test_some_tags);
  g_test_add_func ("/pgn-index-tags/nul-in-value", test_nul_in_value);
  return g_test_run ();
}
