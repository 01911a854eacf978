/* sc-cli-listing.h: the lines of "scoresheet-cli index", one per game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-pgn-index.h"

G_BEGIN_DECLS

/* The listing is built in one buffer and written in large blocks: a
 * call to stdio per field costs more than the scan. */
#define SC_CLI_LISTING_FLUSH_SIZE (256 * 1024)

/* The lines of the games found, numbered, written as the text fills;
 * or, held, without their numbers and kept in text, for the second part
 * of a file listed on two threads (sc_cli_listing_append_held ()). */
typedef struct {
  GString  *text;
  guint     n_games;
  gboolean  held;
} ScCliListing;

/* Lists a game (an ScPgnGameFunc, user_data the listing): N, OFFSET,
 * LENGTH, then the tag columns, separated by tabs. */
void          sc_cli_listing_add         (const ScPgnIndexEntry *entry,
                                          gpointer               listing);
/* Appends the lines held lists, numbered from games_before + 1. */
void          sc_cli_listing_append_held (ScCliListing *listing,
                                          ScCliListing *held,
                                          guint         games_before);
/* The ScPgnTag bits of the columns: the only tags to read. */
guint         sc_cli_listing_tags        (void);
/* A scanner that lists each game it finds into listing. */
ScPgnScanner *sc_cli_listing_scanner_new (ScCliListing *listing);

/* Writes the text to standard output and empties it. */
void          sc_cli_listing_flush       (GString      *text);

/* Writes n and the separator at out (room for 21 bytes); returns the end. */
char         *sc_cli_put_number          (char         *out,
                                          guint64       n,
                                          char          separator);

G_END_DECLS
