/* sc-pgn-file-scan.c: the games of a whole file, found on one thread or two
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each part of the file is read in chunks through the file's descriptor
 * (reading rather than touching a mapping keeps the file's pages out of
 * the process) and fed to a scanner of its own. The second part's games
 * wait in an index until the first part is done, or go to the caller's
 * part_func at once; they count only when the first part's scanner
 * ended between games at the boundary, else (a comment open across it)
 * the first scanner reads on to the end.
 */
#define _DEFAULT_SOURCE   /* pread () */
#include "config.h"

#include <errno.h>
#include <unistd.h>

#include "sc-pgn-file-scan.h"
#include "sc-text-encoding.h"

/* Bytes scanned at a time: read into a buffer that stays in the cache
 * while it is scanned. */
#define SCAN_CHUNK (256 * 1024)

typedef struct {
  const ScPgnFileScan *scan;
  ScPgnScanner        *scanner;
  char                *buffer;   /* a chunk read from the file, or NULL */
  guint64              from;     /* the part's first byte */
  guint64              to;
  guint64              at;       /* fed up to here */
  gboolean             utf8;     /* valid so far */
  ScPgnIndex          *waiting;  /* the second part's games, or NULL */
  guint                handed;   /* games handed on */
} Part;

static void
hand_on (const ScPgnIndexEntry *entry,
         gpointer               user_data)
{
  Part *part = user_data;

  part->handed++;
  part->scan->func (entry, part->scan->user_data);
}

static void
keep_for_later (const ScPgnIndexEntry *entry,
                gpointer               user_data)
{
  Part *part = user_data;

  sc_pgn_index_add (part->waiting, entry);
}

/* The second part's game to part_func, on the part's thread. */
static void
hand_to_part (const ScPgnIndexEntry *entry,
              gpointer               user_data)
{
  Part *part = user_data;
  ScPgnIndexEntry copy = *entry;

  copy.offset += part->from;
  part->scan->part_func (&copy, part->scan->part_data);
}

/* second: the part after the split, whose games wait in an index until
 * the first part's are handed on, or go to part_func. */
static void
part_init (Part                *part,
           const ScPgnFileScan *scan,
           guint64              from,
           guint64              to,
           gboolean             second)
{
  gboolean waits = second && scan->part_func == NULL;

  part->scan = scan;
  part->waiting = waits ? sc_pgn_index_new () : NULL;
  part->scanner = sc_pgn_scanner_new (waits ? keep_for_later : second ? hand_to_part : hand_on, part);
  sc_pgn_scanner_set_keep_tags (part->scanner, scan->keep_tags);
  if (scan->keep_tags && scan->tags != 0)
    sc_pgn_scanner_set_tags (part->scanner, scan->tags);
  if (scan->fd >= 0)
    part->buffer = g_malloc (SCAN_CHUNK);
  part->from = part->at = from;
  part->to = to;
  part->utf8 = TRUE;
}

static void
part_clear (Part *part)
{
  g_clear_pointer (&part->scanner, sc_pgn_scanner_free);
  g_clear_pointer (&part->buffer, g_free);
  g_clear_pointer (&part->waiting, sc_pgn_index_free);
}

static gboolean
cancelled (const ScPgnFileScan *scan)
{
  return scan->cancelled != NULL && g_atomic_int_get (scan->cancelled);
}

/* The next chunk of the part, at most SCAN_CHUNK bytes; NULL at an early
 * end (the file shrank). */
static const char *
next_chunk (Part  *part,
            gsize *length)
{
  gsize want = (gsize) MIN (SCAN_CHUNK, part->to - part->at), got = 0;

  if (part->buffer == NULL)
    {
      *length = want;
      return part->scan->text + part->at;
    }
  while (got < want)
    {
      gssize n = pread (part->scan->fd, part->buffer + got, want - got, (off_t) (part->at + got));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      got += (gsize) n;
    }
  *length = got;
  return got > 0 ? part->buffer : NULL;
}

/* How many bytes at the end of text (length bytes) start a character
 * that the next chunk completes. */
static gsize
cut_character (const char *text,
               gsize       length)
{
  for (gsize i = 1; i <= 3 && i <= length; i++)
    {
      guchar c = (guchar) text[length - i];

      if ((c & 0xC0) == 0x80)
        continue;    /* a continuation byte: look further back */
      if (c < 0xC0)
        return 0;
      return (gsize) (c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2) > i ? i : 0;
    }
  return 0;
}

/* Feeds the part to its scanner a chunk at a time, until its end or a
 * cancel; with report, progress is told after each chunk. */
static void
scan_part (Part     *part,
           gboolean  report)
{
  const ScPgnFileScan *scan = part->scan;

  while (part->at < part->to && !cancelled (scan))
    {
      gsize n, cut;
      const char *chunk = next_chunk (part, &n);

      if (chunk == NULL)
        break;
      /* A chunk ends between characters, so that each is checked whole:
       * the next one starts again at a character cut in two. */
      cut = part->at + n < part->to ? cut_character (chunk, n) : 0;
      if (cut < n)
        n -= cut;
      sc_pgn_scanner_feed (part->scanner, chunk, n);
      part->utf8 = part->utf8 && !scan->skip_utf8_check && sc_text_is_utf8 (chunk, n);
      part->at += n;
      if (report && scan->progress != NULL)
        scan->progress (part->at, scan->user_data);
    }
}

static gpointer
scan_second_part (gpointer data)
{
  Part *part = data;

  scan_part (part, FALSE);
  sc_pgn_scanner_finish (part->scanner);
  return NULL;
}

/* Where the second part starts, or 0 for one thread. */
static guint64
find_split (const ScPgnFileScan *scan)
{
  g_autofree char *window = NULL;
  guint64 middle = scan->size / 2;
  gsize length = (gsize) MIN (SC_PGN_SPLIT_WINDOW, scan->size - middle), at;

  if (scan->size < SC_PGN_SPLIT_MIN_SIZE || g_get_num_processors () < 2)
    return 0;
  if (scan->fd < 0)
    at = sc_pgn_find_split (scan->text + middle, length);
  else
    {
      gssize n;

      window = g_malloc (length);
      n = pread (scan->fd, window, length, (off_t) middle);
      at = n > 0 ? sc_pgn_find_split (window, (gsize) n) : 0;
    }
  return at > 0 ? middle + at : 0;
}

/* The second part's games, after the first part's: counted from the
 * file's start. */
static void
hand_on_second (Part *first,
                Part *second)
{
  guint lines = sc_pgn_scanner_get_n_lines (first->scanner);
  guint n = sc_pgn_index_get_n_games (second->waiting);
  g_autoptr(GString) values = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      ScPgnIndexEntry entry = *sc_pgn_index_get_game (second->waiting, i);
      gsize at = 0;

      entry.offset += second->from;
      entry.line += lines;
      entry.number += first->handed;
      /* As a scanner gives them: SC_PGN_VALUE_ROOM readable bytes after
       * each value. */
      g_string_truncate (values, 0);
      for (guint t = 0; t < SC_PGN_N_TAGS; t++)
        if (entry.tags[t] != NULL)
          {
            g_string_append_len (values, entry.tags[t], entry.tag_lengths[t] + 1);
            g_string_set_size (values, values->len + SC_PGN_VALUE_ROOM);
          }
      for (guint t = 0; t < SC_PGN_N_TAGS; t++)
        if (entry.tags[t] != NULL)
          {
            entry.tags[t] = values->str + at;
            at += entry.tag_lengths[t] + 1 + SC_PGN_VALUE_ROOM;
          }
      first->scan->func (&entry, first->scan->user_data);
    }
}

gboolean
sc_pgn_scan_file (const ScPgnFileScan *scan)
{
  guint64 split = find_split (scan);
  Part first = { 0, }, second = { 0, };
  GThread *thread = NULL;
  gboolean second_counts = FALSE, utf8;

  g_return_val_if_fail (scan != NULL && scan->func != NULL, FALSE);

  part_init (&first, scan, 0, split > 0 ? split : scan->size, FALSE);
  if (split > 0)
    {
      part_init (&second, scan, split, scan->size, TRUE);
      thread = g_thread_new ("sc-pgn-scan", scan_second_part, &second);
    }
  scan_part (&first, TRUE);
  if (thread != NULL)
    {
      g_thread_join (thread);
      /* The second part counts when the first ended there, between
       * games; otherwise (a comment open across the split) the first
       * scanner reads on. */
      second_counts = first.at == first.to && sc_pgn_scanner_can_split (first.scanner);
      if (!second_counts)
        {
          first.to = scan->size;
          scan_part (&first, TRUE);
        }
    }
  if (!cancelled (scan))
    {
      sc_pgn_scanner_finish (first.scanner);
      if (second_counts && scan->part_func != NULL)
        scan->part_done (first.handed, scan->part_data);
      else if (second_counts)
        hand_on_second (&first, &second);
    }
  utf8 = first.utf8 && (!second_counts || second.utf8);
  part_clear (&first);
  part_clear (&second);
  return utf8;
}
