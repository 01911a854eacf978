/* pgn-index-fixture.c: games found by the index's scanner, kept to
 * compare, for the index's tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "pgn-index-fixture.h"

const char pgn_index_games[] =
  "[Event \"First\"]\n"
  "[White \"Müller, Hans\"]\n"
  "[Black \"Say \\\"hi\\\"\"]\n"
  "[Result \"1-0\"]\n"
  "[ECO \"C20\"]\n"
  "[WhiteElo \"2400\"]\n"
  "\n"
  "1. e4 e5 {a comment\n"
  "[with a bracket at the start of a line]} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
  "\n"
  "1. d4 d5 2. c4 *\n"
  "\n"
  "[Event \"Broken\"]\n"
  "[Black \"Nobody\"]\n"
  "\n"
  "1. e4 Ke7 2. Qh5 ( 2. d4 *\n"
  "\n"
  "[Event \"Last\"]\n"
  "[Date \"2026.01.02\"]\n"
  "[Round \"3\"]\n"
  "\n"
  "1. Nf3 ; a rest-of-line comment 1-0\n"
  "Nf6 1/2-1/2";

void
game_free (gpointer data)
{
  Game *g = data;

  if (g == NULL)
    return;
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    g_free (g->tags[i]);
  g_free (g);
}

void
collect (const ScPgnIndexEntry *entry,
         gpointer               user_data)
{
  GPtrArray *list = user_data;
  Game *g = g_new0 (Game, 1);

  g_assert_cmpuint (entry->number, ==, list->len + 1);
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    {
      g_assert_cmpuint (entry->tag_lengths[i], ==, entry->tags[i] != NULL ? strlen (entry->tags[i]) : 0);
      /* SC_PGN_VALUE_ROOM bytes of it can be read: the sanitizer build
       * checks that they lie in its memory (volatile, so that none of the
       * reads is left out). */
      if (entry->tags[i] != NULL)
        for (guint k = 0; k < SC_PGN_VALUE_ROOM; k++)
          (void) ((const volatile char *) entry->tags[i])[k];
      /* A value said to be plain text is printable ASCII and letters of
       * two bytes of UTF-8. */
      if (entry->plain_tags & (1u << i))
        {
          g_assert_true (g_utf8_validate (entry->tags[i], -1, NULL));
          for (const guchar *c = (const guchar *) entry->tags[i]; *c != '\0'; c++)
            g_assert_true ((*c >= 0x20 && *c <= 0x7E) || (*c >= 0x80 && *c <= 0xDF));
        }
    }
  g->offset = entry->offset;
  g->length = entry->length;
  g->line = entry->line;
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    g->tags[i] = g_strdup (entry->tags[i]);
  g_ptr_array_add (list, g);
}

void
feed_in_chunks (ScPgnScanner *scanner,
                const char   *text,
                gsize         length,
                gsize         chunk)
{
  for (gsize at = 0; at < length; at += chunk)
    sc_pgn_scanner_feed (scanner, text + at, MIN (chunk, length - at));
}

/* b has the games of a, with the values of these tags (bit 1 << ScPgnTag
 * each) and no others. */
void
assert_same_games_with_tags (GPtrArray *a,
                             GPtrArray *b,
                             guint      tags)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      const Game *x = a->pdata[i], *y = b->pdata[i];

      g_assert_cmpuint (x->offset, ==, y->offset);
      g_assert_cmpuint (x->length, ==, y->length);
      g_assert_cmpuint (x->line, ==, y->line);
      for (guint t = 0; t < SC_PGN_N_TAGS; t++)
        g_assert_cmpstr (y->tags[t], ==, tags & (1u << t) ? x->tags[t] : NULL);
    }
}

void
assert_same_games (GPtrArray *a,
                   GPtrArray *b)
{
  assert_same_games_with_tags (a, b, ALL_TAGS);
}

GPtrArray *
scan_in_chunks (const char *text,
                gsize       length,
                gsize       chunk)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (game_free);
  g_autoptr(ScPgnScanner) scanner = sc_pgn_scanner_new (collect, list);

  feed_in_chunks (scanner, text, length, chunk);
  sc_pgn_scanner_finish (scanner);
  return list;
}

/* text fed in chunks of every size from 1 to 64 bytes gives the games of
 * whole. */
void
assert_same_in_small_chunks (const char *text,
                             gsize       length,
                             GPtrArray  *whole)
{
  for (gsize chunk = 1; chunk <= 64; chunk++)
    {
      g_autoptr(GPtrArray) parts = scan_in_chunks (text, length, chunk);

      assert_same_games (whole, parts);
    }
}
