/* sc-pgn-index.h: where each game of a PGN file starts, without reading moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The tags an index keeps: the Seven Tag Roster, ECO and the ratings. */
typedef enum {
  SC_PGN_TAG_EVENT,
  SC_PGN_TAG_SITE,
  SC_PGN_TAG_DATE,
  SC_PGN_TAG_ROUND,
  SC_PGN_TAG_WHITE,
  SC_PGN_TAG_BLACK,
  SC_PGN_TAG_RESULT,
  SC_PGN_TAG_ECO,
  SC_PGN_TAG_WHITE_ELO,
  SC_PGN_TAG_BLACK_ELO,
  SC_PGN_N_TAGS,
} ScPgnTag;

/* One game: a tag section and its movetext, or a bare movetext. */
typedef struct {
  guint        number;              /* 1-based */
  guint64      offset;              /* byte offset of its first line */
  guint64      length;              /* bytes to the end of its last non-blank line */
  guint        line;                /* 1-based line of offset */
  const char  *tags[SC_PGN_N_TAGS]; /* values as written (unescaped), NULL when absent */
  guint32      tag_lengths[SC_PGN_N_TAGS]; /* in bytes, as strlen() would say; 0 when absent */
  guint32      plain_tags;          /* bit 1 << tag: the value is known to be plain
                                     * text, to be shown as it is: printable ASCII
                                     * (0x20 to 0x7E) and letters of two bytes of
                                     * UTF-8; a clear bit tells nothing */
} ScPgnIndexEntry;

/* Called for each game once its end is known. The tag strings live only
 * for the call; each can be read SC_PGN_VALUE_ROOM bytes from its start,
 * past its end, so that short values can be copied in moves of one size. */
#define SC_PGN_VALUE_ROOM 64
typedef void (*ScPgnGameFunc) (const ScPgnIndexEntry *entry,
                               gpointer               user_data);

typedef struct _ScPgnScanner ScPgnScanner;

/* A scanner takes the file in chunks of any size, cut anywhere. */
ScPgnScanner          *sc_pgn_scanner_new       (ScPgnGameFunc     func,
                                                 gpointer          user_data);
void                   sc_pgn_scanner_feed      (ScPgnScanner     *scanner,
                                                 const char       *data,
                                                 gsize             length);
/* The end of the file: reports the last game. */
void                   sc_pgn_scanner_finish    (ScPgnScanner     *scanner);
void                   sc_pgn_scanner_free      (ScPgnScanner     *scanner);
/* With keep FALSE, tags are not read: entries only say where games are. */
void                   sc_pgn_scanner_set_keep_tags (ScPgnScanner *scanner,
                                                 gboolean          keep);
/* Only these tags are read (bit 1 << ScPgnTag each); all by default. */
void                   sc_pgn_scanner_set_tags  (ScPgnScanner     *scanner,
                                                 guint             tags);
/* Lines fed so far (a last line without its '\n' not counted). */
guint                  sc_pgn_scanner_get_n_lines (ScPgnScanner   *scanner);

/* A large file can be taken by two scanners at once, one from its start
 * and one from a game near its middle. sc_pgn_find_split () proposes the
 * place: the offset in window (n bytes of the file, from a line start or
 * not) of a '[' line after a result and a blank line, or 0. Whether the
 * second scanner saw what one scanner would have seen is known when the
 * first has been fed up to there: sc_pgn_scanner_can_split () says
 * whether a '[' line next would start a new game for it, as it does for
 * a new scanner. If not, the first scanner goes on instead. The second
 * scanner's offsets and lines then count from the split, and its game
 * numbers from 1. */
/* Two scanners are worth it from this file size on; the window for
 * sc_pgn_find_split () is this long, from the middle of the file. */
#define SC_PGN_SPLIT_MIN_SIZE ((gsize) 8 * 1024 * 1024)
#define SC_PGN_SPLIT_WINDOW   ((gsize) 256 * 1024)
gsize                  sc_pgn_find_split        (const char       *window,
                                                 gsize             n);
gboolean               sc_pgn_scanner_can_split (ScPgnScanner     *scanner);

const char            *sc_pgn_tag_name          (ScPgnTag          tag);

/* Every game of a file, with its tags. */
typedef struct _ScPgnIndex ScPgnIndex;

ScPgnIndex            *sc_pgn_index_new         (void);
/* Adds a game found by another scanner, its tags copied. */
void                   sc_pgn_index_add         (ScPgnIndex            *index,
                                                 const ScPgnIndexEntry *entry);
void                   sc_pgn_index_feed        (ScPgnIndex       *index,
                                                 const char       *data,
                                                 gsize             length);
void                   sc_pgn_index_finish      (ScPgnIndex       *index);
/* new, feed and finish at once. */
ScPgnIndex            *sc_pgn_index_scan        (const char       *text,
                                                 gsize             length);
guint                  sc_pgn_index_get_n_games (ScPgnIndex       *index);
const ScPgnIndexEntry *sc_pgn_index_get_game    (ScPgnIndex       *index,
                                                 guint             i);
void                   sc_pgn_index_free        (ScPgnIndex       *index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScPgnScanner, sc_pgn_scanner_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScPgnIndex, sc_pgn_index_free)

G_END_DECLS
