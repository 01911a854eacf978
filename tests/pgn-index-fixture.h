/* pgn-index-fixture.h: games found by the index's scanner, kept to
 * compare, for the index's tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-pgn-index.h"

#define ALL_TAGS ((1u << SC_PGN_N_TAGS) - 1)

/* A line of more than 128 bytes, after the tag lines of a test: room to
 * read them the short way, from the bit masks of the 128 bytes from each.
 * A comment after the last game's result, it is that game's. */
#define ROOM_AFTER_TAGS \
  "{ ................................................................................................................................ }\n"

/* Games of every kind: tags, comments with a '[' at a line's start, a
 * game without tags, a broken one. */
extern const char pgn_index_games[];

/* A game found, its tags copied. */
typedef struct {
  guint64 offset, length;
  guint   line;
  char   *tags[SC_PGN_N_TAGS];
} Game;

void       game_free                   (gpointer               data);
/* A scanner's callback: adds a Game to user_data, a GPtrArray, after
 * checking the entry's tags. */
void       collect                     (const ScPgnIndexEntry *entry,
                                        gpointer               user_data);
void       feed_in_chunks              (ScPgnScanner          *scanner,
                                        const char            *text,
                                        gsize                  length,
                                        gsize                  chunk);
/* b has the games of a, with the values of these tags (bit 1 << ScPgnTag
 * each) and no others. */
void       assert_same_games_with_tags (GPtrArray             *a,
                                        GPtrArray             *b,
                                        guint                  tags);
void       assert_same_games           (GPtrArray             *a,
                                        GPtrArray             *b);
/* The games of text, fed in chunks of chunk bytes (of Game). */
GPtrArray *scan_in_chunks              (const char            *text,
                                        gsize                  length,
                                        gsize                  chunk);
/* text fed in chunks of every size from 1 to 64 bytes gives the games
 * of whole. */
void       assert_same_in_small_chunks (const char            *text,
                                        gsize                  length,
                                        GPtrArray             *whole);
