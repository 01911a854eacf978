/* sc-pgn-file-scan.h: the games of a whole file, found on one thread or two
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-pgn-index.h"

G_BEGIN_DECLS

/* Called with the bytes of the file scanned so far, after each chunk of
 * the first part. */
typedef void (*ScPgnScanProgressFunc) (guint64  scanned,
                                       gpointer user_data);

/* Called on the calling thread when the second part's games, given to
 * part_func, follow games_before games of the first part. */
typedef void (*ScPgnPartDoneFunc) (guint    games_before,
                                   gpointer part_data);

typedef struct {
  int                    fd;         /* read with pread (), or -1: text */
  const char            *text;       /* the bytes when fd is -1 */
  guint64                size;
  gboolean               keep_tags;  /* FALSE: no tag values are read */
  guint                  tags;       /* with keep_tags, the ScPgnTag bits to read (0: all) */
  ScPgnGameFunc          func;       /* each game, in file order */
  ScPgnScanProgressFunc  progress;   /* may be NULL */
  gpointer               user_data;  /* for func and progress */
  gint                  *cancelled;  /* read atomically; may be NULL */
  /* May be NULL. With part_func, the second part's games go to it on
   * their own thread as they are found, rather than to func later: their
   * offsets count from the file's start, but their numbers and lines
   * from the part's. part_done then tells where they go. When the part
   * does not count (a comment open across the split), func gets its
   * games from the first part's scanner and part_done is not called. */
  ScPgnGameFunc          part_func;
  ScPgnPartDoneFunc      part_done;
  gpointer               part_data;  /* for part_func and part_done */
  /* TRUE where the caller has no use for whether the bytes are UTF-8
   * (the command line's listing checks each value it prints). */
  gboolean               skip_utf8_check;
} ScPgnFileScan;

/* The one way the command line's index and the application's list of
 * games find a file's games. From SC_PGN_SPLIT_MIN_SIZE on, on a machine
 * with two processors, a second thread takes the part after a game
 * boundary near the middle; without part_func, its games are handed to
 * func after the first part's, from the calling thread, as all of them
 * are: offsets, lines and numbers count from the file's start. Returns
 * whether the bytes are UTF-8 (each chunk is checked while it is in the
 * cache); FALSE with skip_utf8_check. */
gboolean sc_pgn_scan_file (const ScPgnFileScan *scan);

G_END_DECLS
