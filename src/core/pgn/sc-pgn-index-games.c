/* sc-pgn-index-games.c: the index, the games a scanner finds kept in a
 * list, with their tags copied into one string chunk
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-pgn-index.h"

struct _ScPgnIndex {
  ScPgnScanner *scanner;
  GArray       *entries;
  GStringChunk *strings;
  const char   *last[SC_PGN_N_TAGS];  /* the last game's values */
};

void
sc_pgn_index_add (ScPgnIndex            *index,
                  const ScPgnIndexEntry *entry)
{
  ScPgnIndexEntry copy = *entry;

  /* Games in a row share most values (Event, Site, Result): a value the
   * last game had is kept once, without the cost of a hash table. */
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    if (entry->tags[i] != NULL)
      {
        if (index->last[i] == NULL || strcmp (index->last[i], entry->tags[i]) != 0)
          index->last[i] = g_string_chunk_insert (index->strings, entry->tags[i]);
        copy.tags[i] = index->last[i];
      }
  g_array_append_val (index->entries, copy);
}

static void
index_add (const ScPgnIndexEntry *entry,
           gpointer               user_data)
{
  sc_pgn_index_add (user_data, entry);
}

ScPgnIndex *
sc_pgn_index_new (void)
{
  ScPgnIndex *index = g_new0 (ScPgnIndex, 1);

  index->scanner = sc_pgn_scanner_new (index_add, index);
  index->entries = g_array_new (FALSE, FALSE, sizeof (ScPgnIndexEntry));
  index->strings = g_string_chunk_new (64 * 1024);
  return index;
}

void
sc_pgn_index_feed (ScPgnIndex *index,
                   const char *data,
                   gsize       length)
{
  sc_pgn_scanner_feed (index->scanner, data, length);
}

void
sc_pgn_index_finish (ScPgnIndex *index)
{
  sc_pgn_scanner_finish (index->scanner);
}

ScPgnIndex *
sc_pgn_index_scan (const char *text,
                   gsize       length)
{
  ScPgnIndex *index = sc_pgn_index_new ();

  sc_pgn_index_feed (index, text, length);
  sc_pgn_index_finish (index);
  return index;
}

guint
sc_pgn_index_get_n_games (ScPgnIndex *index)
{
  return index->entries->len;
}

const ScPgnIndexEntry *
sc_pgn_index_get_game (ScPgnIndex *index,
                       guint       i)
{
  g_return_val_if_fail (i < index->entries->len, NULL);
  return &g_array_index (index->entries, ScPgnIndexEntry, i);
}

void
sc_pgn_index_free (ScPgnIndex *index)
{
  if (index == NULL)
    return;
  sc_pgn_scanner_free (index->scanner);
  g_array_unref (index->entries);
  g_string_chunk_free (index->strings);
  g_free (index);
}
