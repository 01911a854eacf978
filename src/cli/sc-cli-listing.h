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

/* The lines of games found by one scanner. The pieces of a file scanned
 * in parallel do not know their game numbers yet: their lines go without
 * them, with their lengths kept, and are numbered as they are written. */
typedef struct {
  GString *text;
  guint64  base;           /* offset of the scanned part in the file */
  guint    n_games;
  GArray  *line_lengths;   /* guint32, for lines without numbers: the
                            * first n_games (it holds room for more);
                            * NULL: numbered, and written as the text
                            * fills */
} ScCliListing;

/* A scanner that lists each game it finds into listing: N (unless it
 * keeps line lengths), OFFSET, LENGTH, then the tag columns, separated
 * by tabs. It reads only the tags listed. */
ScPgnScanner *sc_cli_listing_scanner_new (ScCliListing *listing);

/* Writes the text to standard output and empties it. */
void          sc_cli_listing_flush       (GString      *text);

/* Writes n and the separator at out (room for 21 bytes); returns the end. */
char         *sc_cli_put_number          (char         *out,
                                          guint64       n,
                                          char          separator);

G_END_DECLS
