/* sc-cli-index.c: the "index" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE   /* O_CLOEXEC */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include "sc-cli-index.h"
#include "sc-cli-name.h"
#include "sc-pgn-index.h"
#include "sc-side-thread.h"
#include "sc-string.h"
#include "sc-text-encoding.h"

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

/* The columns after number, offset and length. */
static const ScPgnTag columns[] = {
  SC_PGN_TAG_WHITE, SC_PGN_TAG_BLACK, SC_PGN_TAG_RESULT, SC_PGN_TAG_DATE,
  SC_PGN_TAG_EVENT, SC_PGN_TAG_ROUND, SC_PGN_TAG_ECO,
};

/* The listing is built in one buffer and written in large blocks: a
 * call to stdio per field costs more than the scan. */
#define FLUSH_SIZE (256 * 1024)

static void
flush_listing (GString *listing)
{
  fwrite (listing->str, 1, listing->len, stdout);
  g_string_truncate (listing, 0);
}

/* A value with bytes outside printable ASCII: made UTF-8 (as Windows-1252
 * when it is not), with tabs and line breaks turned into spaces. */
static void
append_unusual_value (GString    *listing,
                      const char *value,
                      gsize       len)
{
  g_autofree char *converted = NULL;
  gsize start = listing->len;
  char *out;

  if (!g_utf8_validate_len (value, len, NULL))
    value = converted = sc_text_to_utf8 (value, len, SC_TEXT_ENCODING_WINDOWS_1252, &len);
  g_string_append_len (listing, value, (gssize) len);
  out = listing->str + start;
  for (gsize i = 0; i < len; i++)
    if (out[i] == '\t' || out[i] == '\n' || out[i] == '\r')
      out[i] = ' ';
}

/* Room for len more bytes at the end of string, without changing it. */
static inline void
reserve (GString *string,
         gsize    len)
{
  if (string->len + len >= string->allocated_len)
    {
      gsize old_len = string->len;

      g_string_set_size (string, old_len + len);
      string->len = old_len;
    }
}

/* The two digits of each number below 100. */
static const char digit_pairs[] =
  "0001020304050607080910111213141516171819"
  "2021222324252627282930313233343536373839"
  "4041424344454647484950515253545556575859"
  "6061626364656667686970717273747576777879"
  "8081828384858687888990919293949596979899";

/* printf costs more than the scan for a file of short games. Writes n
 * and the separator at out (room for 21 bytes); returns the end. */
static inline char *
put_number (char    *out,
            guint64  n,
            char     separator)
{
  char digits[20];
  guint len = 0;

  while (n >= 100)
    {
      len += 2;
      memcpy (digits + sizeof digits - len, digit_pairs + 2 * (n % 100), 2);
      n /= 100;
    }
  if (n >= 10)
    {
      len += 2;
      memcpy (digits + sizeof digits - len, digit_pairs + 2 * n, 2);
    }
  else
    digits[sizeof digits - ++len] = (char) ('0' + n);
  memcpy (out, digits + sizeof digits - len, len);
  out[len] = separator;
  return out + len + 1;
}

/* memcpy () for the short values of tags: a call for each costs more
 * than a few moves of fixed size, which may overlap. */
static inline void
copy_value (char       *out,
            const char *in,
            gsize       len)
{
  if (len > 32)
    memcpy (out, in, len);
  else if (len >= 16)
    {
      memcpy (out, in, 16);
      memcpy (out + len - 16, in + len - 16, 16);
    }
  else if (len >= 8)
    {
      memcpy (out, in, 8);
      memcpy (out + len - 8, in + len - 8, 8);
    }
  else if (len >= 4)
    {
      memcpy (out, in, 4);
      memcpy (out + len - 4, in + len - 4, 4);
    }
  else if (len > 0)
    {
      out[0] = in[0];
      out[len / 2] = in[len / 2];
      out[len - 1] = in[len - 1];
    }
}

/* Which bytes of value are outside printable ASCII: UNUSUAL_HIGH for
 * bytes above 0x7F, UNUSUAL_CONTROL for bytes below 0x20. Eight bytes
 * at a time (the last eight overlapping), as most values are short. */
enum {
  UNUSUAL_HIGH    = 1 << 0,
  UNUSUAL_CONTROL = 1 << 1,
};

static inline guint
find_unusual (const char *value,
              gsize       len)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 high = ones * 0x80, spaces = ones * 0x20;
  guint64 high_bits = 0, control_bits = 0;

  if (len < 8)
    {
      guint found = 0;

      for (gsize i = 0; i < len; i++)
        {
          guchar c = (guchar) value[i];

          found |= (c >= 0x80 ? UNUSUAL_HIGH : 0) | (c < 0x20 ? UNUSUAL_CONTROL : 0);
        }
      return found;
    }
  for (gsize i = 0;; i += 8)
    {
      guint64 word;

      if (i + 8 > len)
        i = len - 8;
      memcpy (&word, value + i, 8);
      high_bits |= word & high;
      /* A byte below 0x20 borrows when 0x20 is taken off (bytes with the
       * high bit may show here too, and are then unusual anyway). */
      control_bits |= (word - spaces) & ~word & high;
      if (i + 8 >= len)
        break;
    }
  return (high_bits != 0 ? UNUSUAL_HIGH : 0) | (control_bits != 0 ? UNUSUAL_CONTROL : 0);
}

/* The lines of games found by one scanner. The pieces of a file scanned
 * in parallel do not know their game numbers yet: their lines go without
 * them, with their lengths kept, and are numbered as they are written. */
typedef struct {
  GString *text;
  guint64  base;           /* offset of the scanned part in the file */
  gboolean numbered;       /* written as it goes, numbers included */
  guint    n_games;
  GArray  *line_lengths;   /* guint32, when not numbered */
} Listing;

/* Most lines are written straight into room made for them at once; a
 * value outside printable ASCII takes the longer way. */
static void
list_game (const ScPgnIndexEntry *entry,
           gpointer               user_data)
{
  Listing *listing = user_data;
  GString *text = listing->text;
  gsize need = 3 * 21 + G_N_ELEMENTS (columns) + 1;
  char *out;

  listing->n_games++;
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    need += entry->tag_lengths[columns[i]];
  reserve (text, need);
  out = text->str + text->len;
  if (listing->numbered)
    out = put_number (out, entry->number, '\t');
  out = put_number (out, listing->base + entry->offset, '\t');
  out = put_number (out, entry->length, '\t');
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      const char *value = entry->tags[columns[i]];
      gsize len = entry->tag_lengths[columns[i]];
      guint unusual = len == 0 || (entry->ascii_tags >> columns[i] & 1) != 0 ? 0 : find_unusual (value, len);

      if (unusual == 0 || (unusual == UNUSUAL_HIGH && g_utf8_validate_len (value, len, NULL)))
        {
          copy_value (out, value, len);
          out += len;
        }
      else
        {
          text->len = (gsize) (out - text->str);
          append_unusual_value (text, value, len);
          reserve (text, need);
          out = text->str + text->len;
        }
      *out++ = i + 1 < G_N_ELEMENTS (columns) ? '\t' : '\n';
    }
  if (!listing->numbered)
    {
      guint32 length = (guint32) (out - (text->str + text->len));

      g_array_append_val (listing->line_lengths, length);
    }
  text->len = (gsize) (out - text->str);
  text->str[text->len] = '\0';
  if (listing->numbered && text->len >= FLUSH_SIZE)
    flush_listing (text);
}

/* The scanner reads only the tags listed. */
static ScPgnScanner *
new_scanner (gpointer listing)
{
  ScPgnScanner *scanner = sc_pgn_scanner_new (list_game, listing);
  guint tags = 0;

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    tags |= 1u << columns[i];
  sc_pgn_scanner_set_tags (scanner, tags);
  return scanner;
}

/* Where the text goes: the listing's scanner, or the whole index. */
typedef struct {
  ScPgnScanner *scanner;
  ScPgnIndex   *index;
} Sink;

static void
sink_feed (Sink       *sink,
           const char *data,
           gsize       length)
{
  if (sink->index != NULL)
    sc_pgn_index_feed (sink->index, data, length);
  else
    sc_pgn_scanner_feed (sink->scanner, data, length);
}

static gboolean
set_error_from_errno (GError     **error,
                      int          saved_errno)
{
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
  return FALSE;
}

/* Files are read in chunks that stay in the processor's cache while they
 * are scanned, however large the file: reading them costs a copy, which
 * is about what mapping their pages costs, and memory stays flat. */
#define CHUNK_SIZE (256 * 1024)
static gboolean
feed_read (int      fd,
           Sink    *sink,
           GError **error)
{
  gsize size = CHUNK_SIZE;
  g_autofree char *buffer = g_malloc (size);

  for (;;)
    {
      gssize n = read (fd, buffer, size);

      if (n == 0)
        return TRUE;
      if (n < 0 && errno != EINTR)
        return set_error_from_errno (error, errno);
      if (n > 0)
        sink_feed (sink, buffer, (gsize) n);
    }
}

static gboolean
feed_file (const char  *path,
           Sink        *sink,
           GError     **error)
{
  gboolean is_stdin = g_str_equal (path, "-");
  int fd = is_stdin ? 0 : open (path, O_RDONLY | O_CLOEXEC);
  gboolean ok;

  if (fd < 0)
    return set_error_from_errno (error, errno);
  ok = feed_read (fd, sink, error);
  if (!is_stdin)
    close (fd);
  return ok;
}

/* A large regular file is listed by two threads, one on each core, in
 * pieces of about PIECE_SIZE that each thread takes in turn as it gets
 * done: a core slowed by other work (on a shared machine, one of two may
 * run at half its speed while both are busy) then takes fewer pieces
 * instead of holding up the other at the end. Each piece is written as
 * soon as those before it are, by the thread that made that possible,
 * so that the listing is written while the file is read and little of it
 * waits in memory. */
#define PIECE_SIZE    ((guint64) 2 * 1024 * 1024)
#define WINDOW_PIECES 32   /* cut at a time, ahead of the threads */

/* Where a game seems to start at or after from; 0 when none does within
 * SC_PGN_SPLIT_WINDOW. Most games are short: a small look comes first. */
static guint64
find_split (int     fd,
            guint64 from,
            guint64 size)
{
  g_autofree char *window = g_malloc (SC_PGN_SPLIT_WINDOW);
  gsize look = 4096;

  for (;;)
    {
      gssize n = pread (fd, window, (gsize) MIN (look, size - from), (off_t) from);
      gsize at = n > 0 ? sc_pgn_find_split (window, (gsize) n) : 0;

      if (at > 0)
        return from + at;
      if (n <= 0 || (gsize) n < look || look == SC_PGN_SPLIT_WINDOW)
        return 0;
      look = SC_PGN_SPLIT_WINDOW;
    }
}

/* Part of the file, with a scanner of its own from its start. */
typedef struct {
  guint64       from;
  guint64       to;
  ScPgnScanner *scanner;
  Listing       listing;
  gboolean      scanned;
} Piece;

/* The memory of listings, used again from piece to piece: new memory
 * costs a page fault for every 4 KB written. */
typedef struct {
  GPtrArray *texts;
  GPtrArray *line_lengths;
} Spares;

static void
free_text (gpointer text)
{
  g_string_free (text, TRUE);
}

static void
piece_start (Piece  *piece,
             Spares *spares)
{
  GString *text = spares->texts->len > 0 ? g_ptr_array_steal_index_fast (spares->texts, spares->texts->len - 1)
                                         : g_string_sized_new ((piece->to - piece->from) / 8);
  GArray *line_lengths = spares->line_lengths->len > 0
    ? g_ptr_array_steal_index_fast (spares->line_lengths, spares->line_lengths->len - 1)
    : g_array_sized_new (FALSE, FALSE, sizeof (guint32), (guint) ((piece->to - piece->from) / 256));

  piece->listing = (Listing) { text, piece->from, FALSE, 0, line_lengths };
  piece->scanner = new_scanner (&piece->listing);
}

static void
piece_free (Piece  *piece,
            Spares *spares)
{
  sc_pgn_scanner_free (piece->scanner);
  g_string_truncate (piece->listing.text, 0);
  g_array_set_size (piece->listing.line_lengths, 0);
  g_ptr_array_add (spares->texts, piece->listing.text);
  g_ptr_array_add (spares->line_lengths, piece->listing.line_lengths);
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
      gssize n = pread (fd, buffer, (gsize) MIN (CHUNK_SIZE, to - at), (off_t) at);

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
  Spares  spares;
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
  guint n_lines = piece->listing.line_lengths->len;

  for (guint first = 0; first < n_lines; first += LINES_PER_WRITE)
    {
      struct iovec iov[2 * LINES_PER_WRITE];
      char numbers[LINES_PER_WRITE * 21];
      char *number = numbers;
      guint n = MIN (LINES_PER_WRITE, n_lines - first);

      for (guint i = 0; i < n; i++)
        {
          char *after = put_number (number, joiner->next_number++, '\t');

          iov[2 * i] = (struct iovec) { number, (gsize) (after - number) };
          iov[2 * i + 1] = (struct iovec) { (char *) line, lengths[first + i] };
          line += lengths[first + i];
          number = after;
        }
      write_lines (joiner, iov, (int) (2 * n));
    }
  g_string_truncate (piece->listing.text, 0);
  g_array_set_size (piece->listing.line_lengths, 0);
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
      piece_free (joiner->open, &joiner->spares);
      joiner->open = piece;
    }
  else
    {
      scan_range (joiner->fd, piece->from, piece->to, joiner->open->scanner, buffer);
      piece_free (piece, &joiner->spares);
    }
  /* Its games so far are whole. */
  write_piece (joiner, joiner->open);
}

/* The pieces of a stretch of the file, taken by both threads. */
typedef struct {
  int     fd;
  Piece  *pieces[WINDOW_PIECES];
  guint   n_pieces;
  gint    next;       /* the next piece to take, counted atomically */
  GMutex  lock;       /* for what follows */
  guint   n_joined;
  Joiner *joiner;
} Window;

static gpointer
take_pieces (gpointer data)
{
  Window *window = data;
  g_autofree char *buffer = g_malloc (CHUNK_SIZE);
  guint i;

  while ((i = (guint) g_atomic_int_add (&window->next, 1)) < window->n_pieces)
    {
      Piece *piece = window->pieces[i];

      g_mutex_lock (&window->lock);
      piece_start (piece, &window->joiner->spares);
      g_mutex_unlock (&window->lock);

      scan_range (window->fd, piece->from, piece->to, piece->scanner, buffer);

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
          to = find_split (window->fd, at, size);
      piece->from = from;
      piece->to = to > 0 ? to : size;
      window->pieces[window->n_pieces++] = piece;
      from = piece->to;
    }
  return from;
}

/* The listing of a large regular file from two threads at once. FALSE
 * with *listed unset (and nothing written) when the file is small or
 * there is one core; FALSE with error set when the listing could not be
 * written. */
static gboolean
list_in_pieces (const char  *path,
                gboolean    *listed,
                GError     **error)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  Joiner joiner = { fd, 1, NULL, { g_ptr_array_new (), g_ptr_array_new () }, 0 };
  struct stat st;
  guint64 from = 0;

  *listed = FALSE;
  if (fd < 0)
    return FALSE;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || (guint64) st.st_size < SC_PGN_SPLIT_MIN_SIZE ||
      g_get_num_processors () < 2)
    {
      close (fd);
      return FALSE;
    }

  *listed = TRUE;
  g_ptr_array_set_free_func (joiner.spares.texts, free_text);
  g_ptr_array_set_free_func (joiner.spares.line_lengths, (GDestroyNotify) g_array_unref);
  while (from < (guint64) st.st_size)
    {
      Window window = { fd, { NULL, }, 0, 0, { 0, }, 0, &joiner };
      ScSideThread *thread;

      from = cut_window (&window, from, (guint64) st.st_size);
      g_mutex_init (&window.lock);
      thread = sc_side_thread_new ("index-pieces", take_pieces, &window);
      take_pieces (&window);
      sc_side_thread_join (thread);
      g_mutex_clear (&window.lock);
    }
  sc_pgn_scanner_finish (joiner.open->scanner);
  write_piece (&joiner, joiner.open);
  piece_free (joiner.open, &joiner.spares);
  g_ptr_array_unref (joiner.spares.texts);
  g_ptr_array_unref (joiner.spares.line_lengths);
  close (fd);
  if (joiner.write_errno != 0)
    return set_error_from_errno (error, joiner.write_errno);
  return TRUE;
}

/* With count, the whole index is built in memory and only the number of
 * games printed. */
static gboolean
index_file (const char  *path,
            gboolean     count,
            GError     **error)
{
  g_autoptr(GString) text = g_string_sized_new (FLUSH_SIZE + 4096);
  Listing listing = { text, 0, TRUE, 0, NULL };
  g_autoptr(ScPgnScanner) scanner = NULL;
  g_autoptr(ScPgnIndex) index = count ? sc_pgn_index_new () : NULL;
  Sink sink;

  if (!count && !g_str_equal (path, "-"))
    {
      gboolean listed, ok = list_in_pieces (path, &listed, error);

      if (listed)
        return ok;
    }

  scanner = count ? NULL : new_scanner (&listing);
  sink = (Sink) { scanner, index };
  if (!feed_file (path, &sink, error))
    return FALSE;
  if (count)
    {
      sc_pgn_index_finish (index);
      g_string_append_printf (text, "%u\n", sc_pgn_index_get_n_games (index));
    }
  else
    sc_pgn_scanner_finish (scanner);
  flush_listing (text);
  return TRUE;
}

int
sc_cli_index (int    argc,
              char **argv)
{
  gboolean count = FALSE;
  GOptionEntry entries[] = {
    { "count", 0, 0, G_OPTION_ARG_NONE, &count,
      N_("Build the whole index in memory and print only the number of games"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE — list the games of a PGN file"));
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Prints one line per game, without reading the moves:\n"
      "N, OFFSET, LENGTH (bytes), White, Black, Result, Date, Event, Round, ECO,\n"
      "separated by tabs."));

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("scoresheet-cli index: %s\n", error->message);
      return EXIT_USAGE;
    }
  if (argc != 2)
    {
      g_printerr ("scoresheet-cli index: %s\n", _("give one file, or - for standard input"));
      return EXIT_USAGE;
    }
  if (!index_file (argv[1], count, &error))
    {
      g_printerr ("%s: %s\n", sc_cli_display_name (argv[1]), error->message);
      return EXIT_PROBLEMS;
    }
  return fflush (stdout) == 0 ? 0 : EXIT_PROBLEMS;
}
