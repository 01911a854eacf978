/* sc-cli-index-pieces.c: "scoresheet-cli index" of a large file on two cores
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A large regular file is listed by two threads, in
 * pieces of about PIECE_SIZE that each thread takes in turn as it gets
 * done: a core slowed by other work (on a shared machine, one of two may
 * run at half its speed while both are busy) then takes fewer pieces
 * instead of holding up the other at the end. Each piece is written as
 * soon as those before it are, by the thread that made that possible,
 * so that the listing is written while the file is read and little of it
 * waits in memory.
 */
#define _GNU_SOURCE   /* O_CLOEXEC */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include "sc-cli-index-pieces.h"
#include "sc-cli-listing.h"
#include "sc-pgn-index.h"
#include "sc-text-turner.h"

#define PIECE_SIZE    ((guint64) 2 * 1024 * 1024)
#define WINDOW_PIECES 32   /* pieces cut at a time, ahead of the threads */
#define FIRST_SPARES  4    /* listings made ahead: one open, two being scanned, one waiting */

/* Where a game seems to start at or after from; 0 when none does within
 * SC_PGN_SPLIT_WINDOW. Most games are short: a small look comes first. */
static guint64
find_split (int     fd,
            guint64 from,
            guint64 size)
{
  char look[4096];
  gssize n = pread (fd, look, (gsize) MIN (sizeof look, size - from), (off_t) from);
  gsize at = n > 0 ? sc_pgn_find_split (look, (gsize) n) : 0;
  g_autofree char *window = NULL;

  if (at > 0)
    return from + at;
  if (n < (gssize) sizeof look)
    return 0;
  window = g_malloc (SC_PGN_SPLIT_WINDOW);
  n = pread (fd, window, (gsize) MIN (SC_PGN_SPLIT_WINDOW, size - from), (off_t) from);
  at = n > 0 ? sc_pgn_find_split (window, (gsize) n) : 0;
  return at > 0 ? from + at : 0;
}

/* Part of the file, with a scanner of its own from its start. */
typedef struct {
  guint64       from;
  guint64       to;
  ScPgnScanner *scanner;
  ScCliListing  listing;
  gboolean      scanned;
} Piece;

/* The memory of a listing (its text, and the length of each of its
 * lines) for a piece of size bytes. Spare ones are used again from
 * piece to piece: new memory costs a page fault for every 4 KB written. */
static ScCliListing
listing_memory_new (guint64 size)
{
  return (ScCliListing) {
    g_string_sized_new (size / 8), 0, 0,
    g_array_set_size (g_array_new (FALSE, FALSE, sizeof (guint32)), (guint) (size / 256)),
  };
}

static void
listing_memory_free (ScCliListing *listing)
{
  g_string_free (listing->text, TRUE);
  g_array_unref (listing->line_lengths);
}

/* n spares, made ahead. */
static void
spares_fill (GArray *spares,
             guint   n)
{
  for (guint i = 0; i < n; i++)
    {
      ScCliListing listing = listing_memory_new (PIECE_SIZE);

      g_array_append_val (spares, listing);
    }
}

static void
spares_free (GArray *spares)
{
  for (guint i = 0; i < spares->len; i++)
    listing_memory_free (&g_array_index (spares, ScCliListing, i));
  g_array_unref (spares);
}

/* Gives the piece a spare for its listing, if there is one (under the
 * window's lock). */
static void
piece_take_spare (Piece  *piece,
                  GArray *spares)
{
  if (spares->len > 0)
    {
      piece->listing = g_array_index (spares, ScCliListing, spares->len - 1);
      g_array_set_size (spares, spares->len - 1);
    }
}

/* Then makes the rest, outside the lock. */
static void
piece_start (Piece *piece)
{
  if (piece->listing.text == NULL)
    piece->listing = listing_memory_new (piece->to - piece->from);
  piece->listing.base = piece->from;
  piece->listing.n_games = 0;
  piece->scanner = sc_cli_listing_scanner_new (&piece->listing);
}

static void
piece_free (Piece  *piece,
            GArray *spares)
{
  sc_pgn_scanner_free (piece->scanner);
  g_string_truncate (piece->listing.text, 0);
  g_array_append_val (spares, piece->listing);
  g_free (piece);
}

/* Feeds bytes from..to of the file to scanner, without finishing it. */
static void
scan_range (int           fd,
            guint64       from,
            guint64       to,
            ScPgnScanner *scanner,
            char         *buffer)
{
  guint64 at = from;

  while (at < to)
    {
      gssize n = pread (fd, buffer, (gsize) MIN (SC_CLI_INDEX_CHUNK_SIZE, to - at), (off_t) at);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;   /* the file shrank: what is left is listed */
      sc_pgn_scanner_feed (scanner, buffer, (gsize) n);
      at += (guint64) n;
    }
}

/* The pieces in order as they are written: straight to standard output
 * with writev (), each line after its number, so that the lines are not
 * copied again to be numbered. */
typedef struct {
  int     fd;
  guint   next_number;
  Piece  *open;          /* the piece whose last game is still open */
  GArray *spares;        /* of ScCliListing: the memory of listings done */
  int     write_errno;   /* of the first write that failed */
} Joiner;

#define LINES_PER_WRITE 512   /* two pieces each: within IOV_MAX (1024) */

static void
write_lines (Joiner       *joiner,
             struct iovec *iov,
             int           n)
{
  while (n > 0 && joiner->write_errno == 0)
    {
      gssize written = writev (STDOUT_FILENO, iov, n);

      if (written < 0)
        {
          if (errno != EINTR)
            joiner->write_errno = errno;
          continue;
        }
      while (n > 0 && (gsize) written >= iov->iov_len)
        {
          written -= (gssize) iov->iov_len;
          iov++;
          n--;
        }
      if (n > 0)
        {
          iov->iov_base = (char *) iov->iov_base + written;
          iov->iov_len -= (gsize) written;
        }
    }
}

/* Writes the games the piece has listed so far, numbered. */
static void
write_piece (Joiner *joiner,
             Piece  *piece)
{
  const char *line = piece->listing.text->str;
  const guint32 *lengths = (const guint32 *) (gpointer) piece->listing.line_lengths->data;
  guint n_lines = piece->listing.n_games;

  for (guint first = 0; first < n_lines; first += LINES_PER_WRITE)
    {
      struct iovec iov[2 * LINES_PER_WRITE];
      char numbers[LINES_PER_WRITE * 21];
      char *number = numbers;
      guint n = MIN (LINES_PER_WRITE, n_lines - first);

      for (guint i = 0; i < n; i++)
        {
          char *after = sc_cli_put_number (number, joiner->next_number++, '\t');

          iov[2 * i] = (struct iovec) { number, (gsize) (after - number) };
          iov[2 * i + 1] = (struct iovec) { (char *) line, lengths[first + i] };
          line += lengths[first + i];
          number = after;
        }
      write_lines (joiner, iov, (int) (2 * n));
    }
  g_string_truncate (piece->listing.text, 0);
  piece->listing.n_games = 0;
}

/* Takes the next piece in order. It starts a game when the scanner
 * before it ended between games; when not (it started inside a comment
 * or a tag section), its games are dropped and that scanner reads on
 * through it, as one scanner would have read the file. */
static void
join_piece (Joiner *joiner,
            Piece  *piece,
            char   *buffer)
{
  if (joiner->open == NULL)
    joiner->open = piece;
  else if (sc_pgn_scanner_can_split (joiner->open->scanner))
    {
      sc_pgn_scanner_finish (joiner->open->scanner);
      write_piece (joiner, joiner->open);
      piece_free (joiner->open, joiner->spares);
      joiner->open = piece;
    }
  else
    {
      scan_range (joiner->fd, piece->from, piece->to, joiner->open->scanner, buffer);
      piece_free (piece, joiner->spares);
    }
  /* Its games so far are whole. */
  write_piece (joiner, joiner->open);
}

/* The pieces of a stretch of the file, taken by both threads. */
typedef struct {
  Piece  *pieces[WINDOW_PIECES];
  guint   n_pieces;
  gint    next;       /* the next piece to take, counted atomically */
  GMutex  lock;       /* for what follows: see window_lock () */
  guint   n_joined;
  Joiner *joiner;
} Window;

/* A thread taking pieces of the window, and the buffer it reads into. */
typedef struct {
  Window *window;
  char   *buffer;   /* of SC_CLI_INDEX_CHUNK_SIZE bytes */
} Taker;

static gpointer
take_pieces (gpointer data)
{
  Taker *taker = data;
  Window *window = taker->window;
  char *buffer = taker->buffer;
  guint i;

  while ((i = (guint) g_atomic_int_add (&window->next, 1)) < window->n_pieces)
    {
      Piece *piece = window->pieces[i];

      g_mutex_lock (&window->lock);
      piece_take_spare (piece, window->joiner->spares);
      g_mutex_unlock (&window->lock);
      piece_start (piece);

      scan_range (window->joiner->fd, piece->from, piece->to, piece->scanner, buffer);

      g_mutex_lock (&window->lock);
      piece->scanned = TRUE;
      while (window->n_joined < window->n_pieces && window->pieces[window->n_joined]->scanned)
        join_piece (window->joiner, window->pieces[window->n_joined++], buffer);
      g_mutex_unlock (&window->lock);
    }
  return NULL;
}

/* Cuts the window of the file that starts at from into pieces, each
 * ending where a game seems to start, or at the end of the file; returns
 * where the window ends. The last piece of the file takes what is left
 * under one and a half pieces' worth. */
static guint64
cut_window (Window  *window,
            guint64  from,
            guint64  size)
{
  window->n_pieces = 0;
  while (window->n_pieces < WINDOW_PIECES && from < size)
    {
      Piece *piece = g_new0 (Piece, 1);
      guint64 to = 0;

      if (size - from > PIECE_SIZE + PIECE_SIZE / 2)
        for (guint64 at = from + PIECE_SIZE; at < size && to == 0; at += PIECE_SIZE)
          to = find_split (window->joiner->fd, at, size);
      piece->from = from;
      piece->to = to > 0 ? to : size;
      window->pieces[window->n_pieces++] = piece;
      from = piece->to;
    }
  return from;
}

/* Is the file UTF-16, or does it end its lines with returns alone? Such
 * a file is read the plain way, which turns it (sc-text-turner.h). */
static gboolean
needs_turning (int fd)
{
  char head[4096];
  gssize n = pread (fd, head, sizeof head, 0);

  return n > 0 && sc_text_needs_turning (head, (gsize) n);
}

gboolean
sc_cli_index_in_pieces (const char  *path,
                        gboolean    *listed,
                        GError     **error)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  Joiner joiner = { fd, 1, NULL, NULL, 0 };
  struct stat st;
  guint64 from = 0;
  GThread *thread;
  g_autofree char *buffer = NULL;
  g_autofree char *side_buffer = NULL;

  *listed = FALSE;
  if (fd < 0)
    return FALSE;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || (guint64) st.st_size < SC_PGN_SPLIT_MIN_SIZE ||
      g_get_num_processors () < 2 || needs_turning (fd))
    {
      close (fd);
      return FALSE;
    }

  *listed = TRUE;
  joiner.spares = g_array_new (FALSE, FALSE, sizeof (ScCliListing));
  spares_fill (joiner.spares, FIRST_SPARES);
  buffer = g_malloc (SC_CLI_INDEX_CHUNK_SIZE);
  side_buffer = g_malloc (SC_CLI_INDEX_CHUNK_SIZE);
  while (from < (guint64) st.st_size)
    {
      Window window = { { NULL, }, 0, 0, { 0, }, 0, &joiner };
      Taker taker = { &window, buffer }, side_taker = { &window, side_buffer };

      from = cut_window (&window, from, (guint64) st.st_size);
      g_mutex_init (&window.lock);
      thread = g_thread_new ("index-pieces", take_pieces, &side_taker);
      take_pieces (&taker);
      g_thread_join (thread);
      g_mutex_clear (&window.lock);
    }
  sc_pgn_scanner_finish (joiner.open->scanner);
  write_piece (&joiner, joiner.open);
  piece_free (joiner.open, joiner.spares);
  spares_free (joiner.spares);
  close (fd);
  if (joiner.write_errno != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (joiner.write_errno),
                   _("cannot write the listing: %s"), g_strerror (joiner.write_errno));
      return FALSE;
    }
  return TRUE;
}
