/* test-pgn-index.c: finding games and their tags without reading moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-movetext-reader.h"
#include "sc-pgn-file-scan.h"
#include "sc-pgn-index.h"
#include "pgn-index-fixture.h"
#include "test-data.h"

/* The text of an indexed game, NUL-terminated. */
static const char *
entry_text (const ScPgnIndexEntry *e)
{
  static char buffer[1024];

  g_assert_cmpuint (e->length, <, sizeof buffer);
  memcpy (buffer, pgn_index_games + e->offset, e->length);
  buffer[e->length] = '\0';
  return buffer;
}

static void
test_offsets_and_tags (void)
{
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (pgn_index_games, strlen (pgn_index_games));
  const ScPgnIndexEntry *e;

  g_assert_cmpuint (sc_pgn_index_get_n_games (index), ==, 4);

  e = sc_pgn_index_get_game (index, 0);
  g_assert_cmpuint (e->offset, ==, 0);
  g_assert_cmpuint (e->line, ==, 1);
  g_assert_cmpstr (e->tags[SC_PGN_TAG_EVENT], ==, "First");
  g_assert_cmpstr (e->tags[SC_PGN_TAG_WHITE], ==, "Müller, Hans");
  g_assert_cmpstr (e->tags[SC_PGN_TAG_BLACK], ==, "Say \"hi\"");
  g_assert_cmpstr (e->tags[SC_PGN_TAG_ECO], ==, "C20");
  g_assert_cmpstr (e->tags[SC_PGN_TAG_WHITE_ELO], ==, "2400");
  g_assert_null (e->tags[SC_PGN_TAG_BLACK_ELO]);
  g_assert_null (e->tags[SC_PGN_TAG_DATE]);
  /* The bracket inside the comment opens no game; the game ends with its result line. */
  g_assert_true (g_str_has_suffix (entry_text (e), "Qxf7# 1-0\n"));

  /* A bare movetext after a finished game is a game of its own. */
  e = sc_pgn_index_get_game (index, 1);
  g_assert_cmpuint (e->line, ==, 11);
  g_assert_cmpuint (e->length, ==, strlen ("1. d4 d5 2. c4 *\n"));
  g_assert_cmpint (memcmp (pgn_index_games + e->offset, "1. d4 d5 2. c4 *\n", e->length), ==, 0);
  g_assert_null (e->tags[SC_PGN_TAG_EVENT]);

  /* A broken game is still found, and ends where the next tags start. */
  e = sc_pgn_index_get_game (index, 2);
  g_assert_cmpstr (e->tags[SC_PGN_TAG_EVENT], ==, "Broken");
  g_assert_cmpstr (e->tags[SC_PGN_TAG_BLACK], ==, "Nobody");
  g_assert_cmpuint (e->line, ==, 13);
  g_assert_true (g_str_has_suffix (entry_text (e), "( 2. d4 *\n"));

  /* A result in a ';' comment does not end the game; the last line has no newline. */
  e = sc_pgn_index_get_game (index, 3);
  g_assert_cmpstr (e->tags[SC_PGN_TAG_DATE], ==, "2026.01.02");
  g_assert_cmpstr (e->tags[SC_PGN_TAG_ROUND], ==, "3");
  g_assert_cmpuint (e->offset + e->length, ==, strlen (pgn_index_games));
}

static void
test_every_chunk_size (void)
{
  g_autoptr(GPtrArray) whole = scan_in_chunks (pgn_index_games, strlen (pgn_index_games), strlen (pgn_index_games));

  g_assert_cmpuint (whole->len, ==, 4);
  assert_same_in_small_chunks (pgn_index_games, strlen (pgn_index_games), whole);
}

/* Plain movetext is passed in whole blocks where the processor can, and
 * line by line in small chunks: both must find the same games, with
 * results, castling with zeros, comments, escaped, indented and CRLF
 * lines anywhere among long runs of plain lines. */
static void
test_movetext_forms (void)
{
  static const char plain[] = "12. Nf3 Nc6 13. Bb5 a6 14. Ba4 Nf6 15. O-O Be7 16. Re1 b5 17. Bb3 d6\n";
  static const char *const odd[] = {
    "18. c3 O-O 1-0\n",                        /* a result: a bare game follows */
    "19. Kh1 0-0\n",                           /* castling, no result */
    "20. Qa4 * \n",                            /* a result with a blank after it */
    "21. f4 {a comment\n[Event \"inside it\"]\n} 22. f5\n",
    "23. g4 ; to the end of the line {\n",
    "% an escaped line 1-0\n",
    "  24. h4 indented 0-1\n",
    "25. h5 h6\r\n",
    "26. Kg2 1/2-1/2\r\n",
    "27. Rf1 {Lefèvre: ½-½} 28. Rf2\n",
    "29. Rf3 ½-½\n",
    "30. Rf4 1/2:1/2\n",
    "\n[Event \"Tagged\"]\n[White \"Østby\"]\n\n",
  };
  g_autoptr(GString) text = g_string_new ("[Event \"First\"]\n\n");
  g_autoptr(GPtrArray) whole = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (odd); i++)
    {
      for (guint j = 0; j < 3 + i % 4; j++)
        g_string_append (text, plain);
      g_string_append (text, odd[i]);
    }
  g_string_append (text, plain);
  whole = scan_in_chunks (text->str, text->len, text->len);
  /* The first game, one after each line that ends with a result outside
   * a comment (1-0, *, 0-1 indented, 1/2-1/2, ½-½, 1/2:1/2), and the
   * tagged one. */
  g_assert_cmpuint (whole->len, ==, 8);
  g_assert_cmpstr (((Game *) whole->pdata[0])->tags[SC_PGN_TAG_EVENT], ==, "First");
  g_assert_cmpstr (((Game *) whole->pdata[7])->tags[SC_PGN_TAG_WHITE], ==, "Østby");
  for (guint i = 1; i < 7; i++)
    {
      const Game *g = whole->pdata[i];

      g_assert_true (g_str_has_prefix (text->str + g->offset, plain));
      g_assert_null (g->tags[SC_PGN_TAG_EVENT]);
    }
  for (gsize chunk = 1; chunk <= 130; chunk += chunk < 64 ? 1 : 33)
    {
      g_autoptr(GPtrArray) parts = scan_in_chunks (text->str, text->len, chunk);

      assert_same_games (whole, parts);
    }
}

/* The corpus, whole and in chunks of awkward sizes (the scanner looks at
 * 64 bytes at a time, and lines cut by a chunk wait for the next). */
static void
test_corpus_in_chunks (void)
{
  g_autofree char *text = test_read_data ("corpus/selfplay.pgn");
  g_autoptr(GPtrArray) whole = NULL;
  const gsize chunks[] = { 63, 65, 4099, 100003 };
  gsize length = strlen (text);

  whole = scan_in_chunks (text, length, length);
  g_assert_cmpuint (whole->len, ==, 2000);
  g_assert_cmpstr (((Game *) whole->pdata[1])->tags[SC_PGN_TAG_BLACK], ==, "Kowalski, Piotr");
  g_assert_cmpstr (((Game *) whole->pdata[1])->tags[SC_PGN_TAG_WHITE], ==, "Lefèvre, Zoé");
  for (guint c = 0; c < G_N_ELEMENTS (chunks); c++)
    {
      g_autoptr(GPtrArray) parts = scan_in_chunks (text, length, chunks[c]);

      assert_same_games (whole, parts);
    }
}

/* Scans text in two halves cut at split, as two threads would; NULL when
 * the first scanner says the cut was no game boundary. */
static GPtrArray *
scan_split (const char *text,
            gsize       length,
            gsize       split)
{
  g_autoptr(GPtrArray) first = g_ptr_array_new_with_free_func (game_free);
  g_autoptr(GPtrArray) second = g_ptr_array_new_with_free_func (game_free);
  g_autoptr(ScPgnScanner) a = sc_pgn_scanner_new (collect, first);
  g_autoptr(ScPgnScanner) b = sc_pgn_scanner_new (collect, second);
  guint lines;

  feed_in_chunks (a, text, split, 4099);
  feed_in_chunks (b, text + split, length - split, 4099);
  sc_pgn_scanner_finish (b);
  if (!sc_pgn_scanner_can_split (a))
    return NULL;
  lines = sc_pgn_scanner_get_n_lines (a);
  sc_pgn_scanner_finish (a);
  for (guint i = 0; i < second->len; i++)
    {
      Game *g = second->pdata[i];

      g->offset += split;
      g->line += lines;
      g_ptr_array_add (first, g_steal_pointer (&second->pdata[i]));
    }
  return g_steal_pointer (&first);
}

/* Two scanners from a game near the middle give what one gives. */
static void
test_split (void)
{
  g_autofree char *text = test_read_data ("corpus/selfplay.pgn");
  g_autoptr(GPtrArray) whole = NULL;
  gsize length = strlen (text);

  whole = scan_in_chunks (text, length, length);
  for (gsize from = length / 8; from < length; from += length / 8)
    {
      gsize at = sc_pgn_find_split (text + from, length - from);
      g_autoptr(GPtrArray) halves = NULL;

      g_assert_cmpuint (at, >, 0);
      g_assert_cmpint (text[from + at], ==, '[');
      halves = scan_split (text, length, from + at);
      g_assert_nonnull (halves);
      assert_same_games (whole, halves);
    }
}

/* A place that looks like a game boundary but is not: the first scanner
 * knows, and one scanner must read on. */
static void
test_false_split (void)
{
  static const char *const texts[] = {
    /* A comment open across it. */
    "[Event \"a\"]\n\n1. e4 { quoted: 1. d4 1-0\n\n[Event \"b\"]\n\n1. c4 * } e5 1-0\n\n"
    "[Event \"c\"]\n\n1. Nf3 *\n",
    /* Only an escaped line before it, in a tag section. */
    "[Event \"a\"]\n% a note 1-0\n\n[Site \"b\"]\n\n1. e4 1-0\n\n[Event \"c\"]\n\n1. Nf3 *\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      gsize length = strlen (texts[i]);
      gsize at = sc_pgn_find_split (texts[i], length);
      g_autoptr(GPtrArray) whole = scan_in_chunks (texts[i], length, length);
      g_autoptr(GPtrArray) halves = NULL;

      g_assert_cmpuint (whole->len, ==, 2);
      g_assert_cmpuint (at, >, 0);
      g_assert_cmpuint (at, <, ((Game *) whole->pdata[1])->offset);
      halves = scan_split (texts[i], length, at);
      g_assert_null (halves);
      /* The next candidate is a true boundary. */
      at += sc_pgn_find_split (texts[i] + at, length - at);
      g_assert_cmpuint (at, ==, ((Game *) whole->pdata[1])->offset);
      halves = scan_split (texts[i], length, at);
      g_assert_nonnull (halves);
      assert_same_games (whole, halves);
    }
}

/* Without tags, the same places. */
static void
test_without_tags (void)
{
  g_autofree char *text = test_read_data ("corpus/selfplay.pgn");
  g_autoptr(GPtrArray) whole = NULL;
  g_autoptr(GPtrArray) bare = g_ptr_array_new_with_free_func (game_free);
  g_autoptr(ScPgnScanner) scanner = sc_pgn_scanner_new (collect, bare);
  gsize length = strlen (text);

  whole = scan_in_chunks (text, length, length);
  sc_pgn_scanner_set_keep_tags (scanner, FALSE);
  feed_in_chunks (scanner, text, length, 65536);
  sc_pgn_scanner_finish (scanner);
  assert_same_games_with_tags (whole, bare, 0);
}

static void
test_bare_movetext (void)
{
  const char *text = "\n\n1. e4 e5 2. Nf3 1-0\n1. d4 0-1\n\n\n1. c4\n";
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (text, strlen (text));

  g_assert_cmpuint (sc_pgn_index_get_n_games (index), ==, 3);
  g_assert_cmpuint (sc_pgn_index_get_game (index, 0)->offset, ==, 2);
  g_assert_cmpuint (sc_pgn_index_get_game (index, 0)->line, ==, 3);
  g_assert_cmpuint (sc_pgn_index_get_game (index, 1)->line, ==, 4);
  g_assert_cmpuint (sc_pgn_index_get_game (index, 2)->line, ==, 7);
  g_assert_cmpuint (sc_pgn_index_get_game (index, 2)->length, ==, strlen ("1. c4\n"));
}

static void
test_read_on_demand (void)
{
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (pgn_index_games, strlen (pgn_index_games));
  g_autoptr(ScReadResult) first = NULL, broken = NULL;

  first = sc_pgn_index_read_game (pgn_index_games, sc_pgn_index_get_game (index, 0), sc_language_english ());
  g_assert_cmpuint (first->games->len, ==, 1);
  g_assert_cmpuint (first->problems->len, ==, 0);
  g_assert_cmpuint (sc_game_get_main_line_length (first->games->pdata[0]), ==, 7);
  g_assert_cmpstr (sc_game_get_tag (first->games->pdata[0], "White"), ==, "Müller, Hans");

  broken = sc_pgn_index_read_game (pgn_index_games, sc_pgn_index_get_game (index, 2), sc_language_english ());
  g_assert_cmpuint (broken->games->len, ==, 1);
  g_assert_cmpuint (broken->problems->len, >, 0);
}

static void
test_byte_order_mark (void)
{
  const char *text = "\xEF\xBB\xBF[Event \"BOM\"]\n\n1. e4 *\n";
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (text, strlen (text));

  g_assert_cmpuint (sc_pgn_index_get_n_games (index), ==, 1);
  g_assert_cmpuint (sc_pgn_index_get_game (index, 0)->offset, ==, 0);
  g_assert_cmpstr (sc_pgn_index_get_game (index, 0)->tags[SC_PGN_TAG_EVENT], ==, "BOM");
}

/* Files joined with cat carry a byte order mark at each join: it is no
 * part of the line it starts, whether a blank line, a result or neither
 * comes before it, and the game read there has the tags listed. */
static void
test_byte_order_mark_at_a_join (void)
{
  const char *text = "\xEF\xBB\xBF[Event \"A\"]\n\n1. e4 *\n\n"
                     "\xEF\xBB\xBF[Event \"B\"]\n\n1. d4 *\n"
                     "\xEF\xBB\xBF[Event \"C\"]\n[White \"w\"]\n\n1. c4 c5\n"
                     "\xEF\xBB\xBF[Event \"D\"]\n\n1. f4 *\n";
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (text, strlen (text));
  const char *events[] = { "A", "B", "C", "D" };

  g_assert_cmpuint (sc_pgn_index_get_n_games (index), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const ScPgnIndexEntry *entry = sc_pgn_index_get_game (index, i);
      g_autoptr(ScReadResult) read = sc_pgn_index_read_game (text, entry, NULL);

      g_assert_cmpstr (entry->tags[SC_PGN_TAG_EVENT], ==, events[i]);
      g_assert_cmpuint (read->games->len, ==, 1);
      g_assert_cmpuint (read->problems->len, ==, 0);
      g_assert_cmpstr (sc_game_get_tag (g_ptr_array_index (read->games, 0), "Event"), ==, events[i]);
    }
  g_assert_cmpstr (sc_pgn_index_get_game (index, 2)->tags[SC_PGN_TAG_WHITE], ==, "w");
}

/* The text of each of text's index entries, read alone: how many games
 * and problems it gives, and its first game. */
static ScReadResult *
read_entry (const char *text,
            GPtrArray  *listed,
            guint       i)
{
  const Game *g = listed->pdata[i];
  ScPgnIndexEntry entry = { i + 1, g->offset, g->length, g->line };

  return sc_pgn_index_read_game (text, &entry, NULL);
}

/* The index of text, whole: n games, and the same in chunks of every
 * size. */
static GPtrArray *
listing (const char *text,
         guint       n)
{
  GPtrArray *listed = scan_in_chunks (text, strlen (text), strlen (text));

  g_assert_cmpuint (listed->len, ==, n);
  assert_same_in_small_chunks (text, strlen (text), listed);
  return listed;
}

/* Comments on their own lines after a result are the ended game's when
 * tags or the end follow (engine matches say there how a game ended),
 * and start a game of their own when moves do; fed in any chunks alike. */
static void
test_comments_after_result (void)
{
  const char *text = "[Event \"A\"]\n\n1. e4 1-0\n{White wins\non time}\n; adjudicated\n\n"
                     "[Event \"B\"]\n\n1. d4 *\n\n{A game of its own} 1. c4 *\n"
                     "{and one more}\n1. f4 *\n{the last game's}\n";
  const char *expected[] = {
    "[Event \"A\"]\n\n1. e4 1-0\n{White wins\non time}\n; adjudicated\n",
    "[Event \"B\"]\n\n1. d4 *\n",
    "{A game of its own} 1. c4 *\n",
    "{and one more}\n1. f4 *\n{the last game's}\n",
  };
  const guint lines[] = { 1, 8, 12, 13 };
  g_autoptr(GPtrArray) whole = listing (text, G_N_ELEMENTS (expected));

  for (guint i = 0; i < whole->len; i++)
    {
      const Game *g = whole->pdata[i];
      g_autoptr(ScReadResult) read = read_entry (text, whole, i);

      g_assert_cmpmem (text + g->offset, g->length, expected[i], strlen (expected[i]));
      g_assert_cmpuint (g->line, ==, lines[i]);
      g_assert_cmpuint (read->games->len, ==, 1);
      g_assert_cmpuint (read->problems->len, ==, 0);
      if (i == 0)
        g_assert_nonnull (strstr (sc_game_get_closing_comment (g_ptr_array_index (read->games, 0)), "on time"));
    }
}

/* Comments on a result's own line are the ended game's whatever follows;
 * a failed game keeps its comments after the result, to be repaired
 * with it; a comment left open to the end fails as a game of its own,
 * and the game before it reads; a result inside a variation whose ')'
 * comes on a later line ends nothing. */
static void
test_comments_after_result_edges (void)
{
  const char *same_line = "1. e4 e5 1-0 {on time} ; adjudicated\n1. d4 d5 0-1\n";
  const char *failed = "[Event \"A\"]\n\n1. e4 e5 2. Ke3 1-0\n{White mates}\n\n[Event \"B\"]\n\n1. d4 *\n";
  const char *open = "[Event \"A\"]\n\n1. e4 e5 1-0\n{unfinished\n\n[Event \"B\"]\n\n1. d4 *\n";
  const char *in_variation[] = {
    "1. e4 (1. d4 1-0 {x}\n) e5 0-1\n",
    "1. e4 (1. d4 1-0\n) e5 0-1\n",
    "1. e4 (1. d4 1-0\n{x}\n) e5 0-1\n",
  };
  g_autoptr(GPtrArray) listed = listing (same_line, 2);
  g_autoptr(ScReadResult) read = read_entry (same_line, listed, 0);
  ScGame *game;

  g_assert_cmpuint (read->games->len, ==, 1);
  g_assert_cmpstr (sc_game_get_closing_comment (g_ptr_array_index (read->games, 0)), ==, "on time adjudicated");
  g_assert_cmpuint (((Game *) listed->pdata[1])->line, ==, 2);
  g_clear_pointer (&listed, g_ptr_array_unref);
  g_clear_pointer (&read, sc_read_result_free);

  listed = listing (failed, 2);
  read = read_entry (failed, listed, 0);
  g_assert_cmpuint (read->games->len, ==, 1);
  g_assert_cmpuint (read->problems->len, ==, 1);
  game = g_ptr_array_index (read->games, 0);
  g_assert_nonnull (strstr (sc_game_get_source (game), "{White mates}"));
  g_clear_pointer (&listed, g_ptr_array_unref);
  g_clear_pointer (&read, sc_read_result_free);

  listed = listing (open, 2);
  read = read_entry (open, listed, 0);
  g_assert_cmpuint (read->problems->len, ==, 0);
  g_clear_pointer (&read, sc_read_result_free);
  read = read_entry (open, listed, 1);
  g_assert_cmpuint (read->problems->len, ==, 1);
  g_assert_cmpuint (((Game *) listed->pdata[1])->line, ==, 4);

  /* A result inside a variation, its ')' on a later line: one game. */
  for (guint i = 0; i < G_N_ELEMENTS (in_variation); i++)
    {
      g_autoptr(GPtrArray) one = listing (in_variation[i], 1);
      g_autoptr(ScReadResult) whole = read_entry (in_variation[i], one, 0);

      g_assert_cmpuint (whole->games->len, ==, 1);
      g_assert_cmpuint (whole->problems->len, ==, 0);
    }
}

/* Games that follow each other on a line, without tags between them or
 * with a tag after the result, are listed as the reader reads them: each
 * entry's text is its game alone, the comments on a result's line its
 * own; a result inside a variation of the line ends nothing. */
static void
test_games_on_one_line (void)
{
  static const struct {
    const char *text;
    const char *expected[3];
    guint       lines[3];
  } cases[] = {
    { "1. e4 e5 2. Nf3 Nc6 1-0 1. d4 d5 0-1\n",
      { "1. e4 e5 2. Nf3 Nc6 1-0", "1. d4 d5 0-1\n" }, { 1, 1 } },
    { "1. e4 1-0 1. d4 0-1 1. c4 1/2-1/2\n",
      { "1. e4 1-0", "1. d4 0-1", "1. c4 1/2-1/2\n" }, { 1, 1, 1 } },
    { "[Event \"A\"]\n\n1. e4 e5\n2. Nf3 1-0 {on time} 1. d4 d5 *\n",
      { "[Event \"A\"]\n\n1. e4 e5\n2. Nf3 1-0 {on time}", "1. d4 d5 *\n" }, { 1, 4 } },
    { "[Event \"A\"]\n\n1. e4 e5 1-0 [Event \"B\"]\n[Site \"There\"]\n\n1. d4 d5 0-1\n",
      { "[Event \"A\"]\n\n1. e4 e5 1-0", "[Event \"B\"]\n[Site \"There\"]\n\n1. d4 d5 0-1\n" }, { 1, 3 } },
    { "1. e4 (1. d4 1-0) e5 0-1\n", { "1. e4 (1. d4 1-0) e5 0-1\n" }, { 1 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const char *text = cases[c].text;
      guint n = 0;
      g_autoptr(ScReadResult) whole = sc_read_games (text, -1, sc_language_english ());
      g_autoptr(GPtrArray) listed = NULL;

      while (n < G_N_ELEMENTS (cases[c].expected) && cases[c].expected[n] != NULL)
        n++;
      g_assert_cmpuint (whole->games->len, ==, n);
      listed = listing (text, n);
      for (guint i = 0; i < n; i++)
        {
          const Game *g = listed->pdata[i];
          g_autoptr(ScReadResult) read = read_entry (text, listed, i);

          g_assert_cmpmem (text + g->offset, g->length, cases[c].expected[i], strlen (cases[c].expected[i]));
          g_assert_cmpuint (g->line, ==, cases[c].lines[i]);
          g_assert_cmpuint (read->games->len, ==, 1);
          g_assert_cmpuint (read->problems->len, ==, 0);
          g_assert_cmpuint (sc_game_get_main_line_length (g_ptr_array_index (read->games, 0)), ==,
                            sc_game_get_main_line_length (g_ptr_array_index (whole->games, i)));
        }
      if (c == 3)
        g_assert_cmpstr (((Game *) listed->pdata[1])->tags[SC_PGN_TAG_SITE], ==, "There");
    }
}

/* Comments before the first game (a file's heading) are that game's,
 * whether tags or moves follow; alone in a file, they are a game, so
 * that nothing is lost. Comments before a later game's tags stay the
 * game's before. */
static void
test_heading (void)
{
  const char *tags = "{Club championship,\nround 1} ; entered by\n; the secretary\n\n"
                     "[Event \"A\"]\n\n{first} 1. e4 1-0\n\n[Event \"B\"]\n\n1. d4 *\n";
  const char *moves = "; a heading\n\n1. e4 e5 *\n";
  const char *alone = "{only a note}\n";
  g_autoptr(GPtrArray) listed = listing (tags, 2);
  g_autoptr(ScReadResult) read = read_entry (tags, listed, 0);
  const Game *first = listed->pdata[0];

  g_assert_cmpuint (first->offset, ==, 0);
  g_assert_cmpuint (first->line, ==, 1);
  g_assert_cmpstr (first->tags[SC_PGN_TAG_EVENT], ==, "A");
  g_assert_cmpuint (read->games->len, ==, 1);
  g_assert_cmpuint (read->problems->len, ==, 0);
  g_assert_cmpstr (sc_game_get_heading (g_ptr_array_index (read->games, 0)), ==,
                   "Club championship, round 1 entered by the secretary");
  g_assert_cmpstr (sc_game_get_root (g_ptr_array_index (read->games, 0))->comment_after, ==, "first");
  g_clear_pointer (&listed, g_ptr_array_unref);
  g_clear_pointer (&read, sc_read_result_free);

  listed = listing (moves, 1);
  read = read_entry (moves, listed, 0);
  g_assert_cmpuint (((Game *) listed->pdata[0])->offset, ==, 0);
  g_assert_cmpstr (sc_game_get_root (g_ptr_array_index (read->games, 0))->comment_after, ==, "a heading");
  g_assert_null (sc_game_get_heading (g_ptr_array_index (read->games, 0)));
  g_clear_pointer (&listed, g_ptr_array_unref);
  g_clear_pointer (&read, sc_read_result_free);

  listed = listing (alone, 1);
  g_assert_cmpuint (((Game *) listed->pdata[0])->length, ==, strlen (alone));
}

static void
collect_game (const ScPgnIndexEntry *entry,
              gpointer               user_data)
{
  sc_pgn_index_add (user_data, entry);
}

/* A file large enough for two threads gives, in order, what one scanner
 * gives: numbers, offsets, lines and tags. */
static void
test_scan_file (void)
{
  g_autofree char *corpus = test_read_data ("corpus/selfplay.pgn");
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(ScPgnIndex) one = NULL;
  g_autoptr(ScPgnIndex) both = sc_pgn_index_new ();
  ScPgnFileScan scan = { -1, NULL, 0, TRUE, 0, collect_game, NULL, NULL, NULL };

  while (text->len < SC_PGN_SPLIT_MIN_SIZE + SC_PGN_SPLIT_WINDOW)
    g_string_append (text, corpus);
  scan.text = text->str;
  scan.size = text->len;
  scan.user_data = both;
  g_assert_true (sc_pgn_scan_file (&scan));
  one = sc_pgn_index_scan (text->str, text->len);
  g_assert_cmpuint (sc_pgn_index_get_n_games (both), ==, sc_pgn_index_get_n_games (one));
  for (guint i = 0; i < sc_pgn_index_get_n_games (one); i++)
    {
      const ScPgnIndexEntry *a = sc_pgn_index_get_game (one, i), *b = sc_pgn_index_get_game (both, i);

      g_assert_cmpuint (a->number, ==, b->number);
      g_assert_cmpuint (a->offset, ==, b->offset);
      g_assert_cmpuint (a->length, ==, b->length);
      g_assert_cmpuint (a->line, ==, b->line);
      for (guint t = 0; t < SC_PGN_N_TAGS; t++)
        g_assert_cmpstr (a->tags[t], ==, b->tags[t]);
    }

  /* Without the check of the bytes, the same games, and no answer. */
  {
    g_autoptr(ScPgnIndex) unchecked = sc_pgn_index_new ();

    scan.user_data = unchecked;
    scan.skip_utf8_check = TRUE;
    g_assert_false (sc_pgn_scan_file (&scan));
    g_assert_cmpuint (sc_pgn_index_get_n_games (unchecked), ==, sc_pgn_index_get_n_games (one));
  }
}

typedef struct {
  ScPgnIndex *games;        /* the second part's, as part_func gets them */
  gboolean    done;
  guint       games_before;
} Part;

static void
collect_part_game (const ScPgnIndexEntry *entry,
                   gpointer               user_data)
{
  Part *part = user_data;

  sc_pgn_index_add (part->games, entry);
}

static void
part_done (guint    games_before,
           gpointer user_data)
{
  Part *part = user_data;

  g_assert_false (part->done);
  part->done = TRUE;
  part->games_before = games_before;
}

/* Scans text with part_func: func's games and, when the second part
 * counts, the part's after them, are what one scanner finds. Returns
 * whether the part counted; *part_games, how many part_func got. */
static gboolean
assert_scan_in_parts (const GString *text,
                      guint         *part_games)
{
  g_autoptr(ScPgnIndex) one = sc_pgn_index_scan (text->str, text->len);
  g_autoptr(ScPgnIndex) first = sc_pgn_index_new ();
  Part part = { sc_pgn_index_new (), FALSE, 0 };
  ScPgnFileScan scan = { -1, text->str, text->len, TRUE, 0, collect_game, NULL, first, NULL,
                         collect_part_game, part_done, &part };
  guint n_first, line_shift = 0;

  g_assert_true (sc_pgn_scan_file (&scan));
  n_first = sc_pgn_index_get_n_games (first);
  *part_games = sc_pgn_index_get_n_games (part.games);
  if (part.done)
    g_assert_cmpuint (part.games_before, ==, n_first);
  else
    g_assert_cmpuint (n_first, ==, sc_pgn_index_get_n_games (one));
  g_assert_cmpuint (n_first + (part.done ? sc_pgn_index_get_n_games (part.games) : 0), ==,
                    sc_pgn_index_get_n_games (one));
  for (guint i = 0; i < sc_pgn_index_get_n_games (one); i++)
    {
      const ScPgnIndexEntry *a = sc_pgn_index_get_game (one, i);
      gboolean in_part = i >= n_first;
      const ScPgnIndexEntry *b = in_part ? sc_pgn_index_get_game (part.games, i - n_first)
                                         : sc_pgn_index_get_game (first, i);

      /* The part's offsets count from the file's start; its numbers and
       * lines from its own. */
      g_assert_cmpuint (a->offset, ==, b->offset);
      g_assert_cmpuint (a->length, ==, b->length);
      g_assert_cmpuint (a->number, ==, in_part ? b->number + n_first : b->number);
      if (in_part && i == n_first)
        line_shift = a->line - b->line;
      g_assert_cmpuint (a->line, ==, b->line + (in_part ? line_shift : 0));
      for (guint t = 0; t < SC_PGN_N_TAGS; t++)
        g_assert_cmpstr (a->tags[t], ==, b->tags[t]);
    }
  sc_pgn_index_free (part.games);
  return part.done;
}

/* With part_func, the second part's games go to it, and part_done says
 * where they belong; or, when the part does not count, func gets them
 * all. */
static void
test_scan_file_parts (void)
{
  g_autofree char *corpus = test_read_data ("corpus/selfplay.pgn");
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *prefix = NULL;
  gboolean two_threads = g_get_num_processors () > 1;
  guint part_games;

  while (text->len < SC_PGN_SPLIT_MIN_SIZE + SC_PGN_SPLIT_WINDOW)
    g_string_append (text, corpus);
  g_assert_true (assert_scan_in_parts (text, &part_games) == two_threads);
  g_assert_true ((part_games > 0) == two_threads);

  /* Across the middle, a comment that holds what looks like the end of
   * a game and the start of another: the split was no game boundary. */
  g_string_truncate (text, 0);
  while (text->len < SC_PGN_SPLIT_MIN_SIZE / 2)
    g_string_append (text, corpus);
  prefix = g_strdup (text->str);
  g_string_append (text, "[Event \"Trap\"]\n\n1. e4 { quoted:\n");
  for (guint i = 0; i < 20000; i++)
    g_string_append (text, "1. d4 1-0\n\n[Event \"Inside\"]\n\n");
  g_string_append (text, "} e5 1-0\n\n");
  g_string_append (text, prefix);
  g_assert_false (assert_scan_in_parts (text, &part_games));
  /* The second part was read, and its games left out. */
  g_assert_true ((part_games > 0) == two_threads);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-index/offsets-and-tags", test_offsets_and_tags);
  g_test_add_func ("/pgn-index/every-chunk-size", test_every_chunk_size);
  g_test_add_func ("/pgn-index/movetext-forms", test_movetext_forms);
  g_test_add_func ("/pgn-index/corpus-in-chunks", test_corpus_in_chunks);
  g_test_add_func ("/pgn-index/split", test_split);
  g_test_add_func ("/pgn-index/scan-file", test_scan_file);
  g_test_add_func ("/pgn-index/scan-file-parts", test_scan_file_parts);
  g_test_add_func ("/pgn-index/false-split", test_false_split);
  g_test_add_func ("/pgn-index/without-tags", test_without_tags);
  g_test_add_func ("/pgn-index/bare-movetext", test_bare_movetext);
  g_test_add_func ("/pgn-index/read-on-demand", test_read_on_demand);
  g_test_add_func ("/pgn-index/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/pgn-index/byte-order-mark-at-a-join", test_byte_order_mark_at_a_join);
  g_test_add_func ("/pgn-index/comments-after-result", test_comments_after_result);
  g_test_add_func ("/pgn-index/comments-after-result-edges", test_comments_after_result_edges);
  g_test_add_func ("/pgn-index/games-on-one-line", test_games_on_one_line);
  g_test_add_func ("/pgn-index/heading", test_heading);
  return g_test_run ();
}
