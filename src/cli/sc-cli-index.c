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

/* The lines of games found by one scanner. The second half of a file
 * scanned in parallel does not know its game numbers yet: its lines go
 * without them, and are numbered when the halves are joined. */
typedef struct {
  GString *text;
  guint64  base;       /* offset of the scanned part in the file */
  gboolean numbered;   /* written as it goes, numbers included */
  guint    n_games;
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

/* Two scanners, one on each core, take a large file in halves: this
 * finds a place near the middle of the file where a game seems to start,
 * or 0 when none is found close by (then one scanner takes the file). */
static guint64
find_split (int     fd,
            guint64 size)
{
  g_autofree char *window = g_malloc (SC_PGN_SPLIT_WINDOW);
  guint64 from = size / 2;
  gssize n = pread (fd, window, SC_PGN_SPLIT_WINDOW, (off_t) from);
  gsize at = n > 0 ? sc_pgn_find_split (window, (gsize) n) : 0;

  return at > 0 ? from + at : 0;
}

typedef struct {
  int           fd;
  guint64       from;
  guint64       to;
  ScPgnScanner *scanner;
} Half;

/* Feeds the half to its scanner, without finishing it. */
static void
scan_half (Half *half)
{
  g_autofree char *buffer = g_malloc (CHUNK_SIZE);
  guint64 at = half->from;

  while (at < half->to)
    {
      gssize n = pread (half->fd, buffer, (gsize) MIN (CHUNK_SIZE, half->to - at), (off_t) at);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;   /* the file shrank: what is left is listed */
      sc_pgn_scanner_feed (half->scanner, buffer, (gsize) n);
      at += (guint64) n;
    }
}

static gpointer
scan_half_thread (gpointer data)
{
  Half *half = data;

  scan_half (half);
  sc_pgn_scanner_finish (half->scanner);
  return NULL;
}

/* Writes the second half's lines with their game numbers. */
static void
write_numbered (GString *out,
                GString *lines,
                guint    first_number)
{
  const char *p = lines->str, *end = lines->str + lines->len;
  guint number = first_number;

  while (p < end)
    {
      const char *eol = memchr (p, '\n', (gsize) (end - p));
      gsize len = eol != NULL ? (gsize) (eol - p) + 1 : (gsize) (end - p);

      reserve (out, 21 + len);
      out->len = (gsize) (put_number (out->str + out->len, number++, '\t') - out->str);
      sc_string_append_bytes (out, p, len);
      if (out->len >= FLUSH_SIZE)
        flush_listing (out);
      p += len;
    }
}

/* The listing of a large regular file from two scanners at once; FALSE
 * (and nothing written) when the file is small or has no clear boundary
 * near its middle. When the boundary was none after all (a comment open
 * across it), the first scanner reads on and the second's lines are
 * dropped. */
static gboolean
list_in_halves (const char *path,
                GString    *out)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  g_autoptr(GString) second_text = NULL;
  g_autoptr(ScPgnScanner) first_scanner = NULL;
  g_autoptr(ScPgnScanner) second_scanner = NULL;
  Listing first = { out, 0, TRUE, 0 }, second;
  Half halves[2];
  struct stat st;
  guint64 split;
  ScSideThread *thread;

  if (fd < 0)
    return FALSE;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || (guint64) st.st_size < SC_PGN_SPLIT_MIN_SIZE ||
      g_get_num_processors () < 2 || (split = find_split (fd, (guint64) st.st_size)) == 0)
    {
      close (fd);
      return FALSE;
    }

  /* The second half's lines wait here until the first half's are
   * written: about a twentieth of its size, made room for at once rather
   * than moved as it grows. */
  second_text = g_string_sized_new (((guint64) st.st_size - split) / 16);
  second = (Listing) { second_text, split, FALSE, 0 };
  first_scanner = new_scanner (&first);
  second_scanner = new_scanner (&second);
  halves[0] = (Half) { fd, 0, split, first_scanner };
  halves[1] = (Half) { fd, split, (guint64) st.st_size, second_scanner };

  thread = sc_side_thread_new ("index-half", scan_half_thread, &halves[1]);
  scan_half (&halves[0]);
  sc_side_thread_join (thread);
  if (!sc_pgn_scanner_can_split (first_scanner))
    {
      halves[0] = halves[1];
      halves[0].scanner = first_scanner;
      scan_half (&halves[0]);
      g_string_truncate (second_text, 0);
    }
  sc_pgn_scanner_finish (first_scanner);
  close (fd);

  write_numbered (out, second_text, first.n_games + 1);
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
  Listing listing = { text, 0, TRUE, 0 };
  g_autoptr(ScPgnScanner) scanner = NULL;
  g_autoptr(ScPgnIndex) index = count ? sc_pgn_index_new () : NULL;
  Sink sink;

  if (!count && !g_str_equal (path, "-") && list_in_halves (path, text))
    {
      flush_listing (text);
      return TRUE;
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
