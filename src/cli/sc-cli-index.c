/* sc-cli-index.c: the "index" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE   /* MAP_POPULATE, O_CLOEXEC */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sc-cli-index.h"
#include "sc-cli-input.h"
#include "sc-pgn-index.h"
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

/* A tag value as UTF-8 on one field. Most values are printable ASCII:
 * copied as they are once a single pass has found so. */
static void
append_value (GString    *listing,
              const char *value)
{
  gsize len;
  guint unusual = 0;

  if (value == NULL)
    return;
  len = strlen (value);
  for (gsize i = 0; i < len; i++)
    unusual |= (guchar) (value[i] - 0x20) >= 0x60;
  if (unusual)
    append_unusual_value (listing, value, len);
  else
    sc_string_append_bytes (listing, value, len);
}

/* printf costs more than the scan for a file of short games. */
static void
append_number (GString *listing,
               guint64  n,
               char     separator)
{
  char digits[24];
  guint len = 1;

  digits[sizeof digits - 1] = separator;
  do
    {
      digits[sizeof digits - ++len] = (char) ('0' + n % 10);
      n /= 10;
    }
  while (n > 0);
  sc_string_append_bytes (listing, digits + sizeof digits - len, len);
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

static void
list_game (const ScPgnIndexEntry *entry,
           gpointer               user_data)
{
  Listing *listing = user_data;
  GString *text = listing->text;

  listing->n_games++;
  if (listing->numbered)
    append_number (text, entry->number, '\t');
  append_number (text, listing->base + entry->offset, '\t');
  append_number (text, entry->length, '\t');
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      append_value (text, entry->tags[columns[i]]);
      g_string_append_c (text, i + 1 < G_N_ELEMENTS (columns) ? '\t' : '\n');
    }
  if (listing->numbered && text->len >= FLUSH_SIZE)
    flush_listing (text);
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

/* A regular file is mapped rather than read: its pages come straight from
 * the page cache, without the copy into a buffer that read() makes. It is
 * mapped a window at a time, so that a file larger than the address space
 * can spare is no problem. Returns the bytes fed: less than size when a
 * window cannot be mapped, and the rest is then read. */
#define MAP_WINDOW ((guint64) 64 * 1024 * 1024)

/* The window's pages are entered at once, rather than one fault at a time. */
#ifndef MAP_POPULATE
#define MAP_POPULATE 0
#endif

static guint64
feed_mapped (int      fd,
             guint64  size,
             Sink    *sink)
{
  guint64 offset;

  for (offset = 0; offset < size; offset += MAP_WINDOW)
    {
      gsize length = (gsize) MIN (MAP_WINDOW, size - offset);
      void *data = mmap (NULL, length, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, (off_t) offset);

      if (data == MAP_FAILED)
        break;
      sink_feed (sink, data, length);
      munmap (data, length);
    }
  return offset;
}

/* Pipes and standard input: read in large chunks, no more memory than
 * one whatever the size of the text. */
static gboolean
feed_read (int      fd,
           Sink    *sink,
           GError **error)
{
  gsize size = 1024 * 1024;
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
  struct stat st;
  gboolean ok;

  if (fd < 0)
    return set_error_from_errno (error, errno);
  if (!is_stdin && fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_size > 0)
    {
      guint64 fed = feed_mapped (fd, (guint64) st.st_size, sink);

      /* What could not be mapped, and whatever was added since fstat(). */
      if (lseek (fd, (off_t) fed, SEEK_SET) < 0)
        {
          int saved_errno = errno;

          close (fd);
          return set_error_from_errno (error, saved_errno);
        }
    }
  ok = feed_read (fd, sink, error);
  if (!is_stdin)
    close (fd);
  return ok;
}

/* Two scanners, one on each core, take a large file in halves. */
#define PARALLEL_MIN_SIZE ((guint64) 8 * 1024 * 1024)
#define SPLIT_SEARCH      (256 * 1024)

/* Is there a game boundary at `at` (a '[' line)? Only when the last
 * non-blank line before it ends with a result and a blank line comes
 * between: then no comment or variation can be open across it. */
static gboolean
is_boundary (const char *text,
             gsize       at)
{
  static const char *results[] = { "1-0", "0-1", "1/2-1/2", "*" };
  gsize end = at, blank_lines = 0;

  while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r' ||
                     text[end - 1] == ' ' || text[end - 1] == '\t'))
    {
      blank_lines += text[end - 1] == '\n';
      end--;
    }
  if (blank_lines < 2)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      gsize len = strlen (results[i]);

      if (end >= len + 1 && memcmp (text + end - len, results[i], len) == 0 &&
          (text[end - len - 1] == ' ' || text[end - len - 1] == '\n'))
        return TRUE;
    }
  return FALSE;
}

/* A game boundary near the middle of the file, or 0 when none is found
 * close by (the file is then scanned by one scanner). */
static guint64
find_split (int     fd,
            guint64 size)
{
  g_autofree char *window = g_malloc (SPLIT_SEARCH);
  guint64 from = size / 2;
  gssize n = pread (fd, window, SPLIT_SEARCH, (off_t) from);

  for (gssize i = 1; i < n; i++)
    if (window[i] == '[' && window[i - 1] == '\n' && is_boundary (window, (gsize) i))
      return from + (guint64) i;
  return 0;
}

typedef struct {
  int      fd;
  guint64  from;
  guint64  to;
  Listing *listing;
} Half;

static void
scan_half (Half *half)
{
  long page = sysconf (_SC_PAGESIZE);
  guint64 start = half->from - half->from % (guint64) page;
  gsize length = (gsize) (half->to - start);
  void *data = mmap (NULL, length, PROT_READ, MAP_PRIVATE | MAP_POPULATE, half->fd, (off_t) start);
  g_autoptr(ScPgnScanner) scanner = sc_pgn_scanner_new (list_game, half->listing);

  if (data == MAP_FAILED)
    {
      /* Read instead: slower, same result. */
      g_autofree char *buffer = g_malloc (half->to - half->from);
      gssize n = pread (half->fd, buffer, half->to - half->from, (off_t) half->from);

      sc_pgn_scanner_feed (scanner, buffer, n > 0 ? (gsize) n : 0);
    }
  else
    {
      sc_pgn_scanner_feed (scanner, (const char *) data + (half->from - start), (gsize) (half->to - half->from));
      munmap (data, length);
    }
  sc_pgn_scanner_finish (scanner);
}

static gpointer
scan_half_thread (gpointer data)
{
  scan_half (data);
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

      append_number (out, number++, '\t');
      sc_string_append_bytes (out, p, len);
      if (out->len >= FLUSH_SIZE)
        flush_listing (out);
      p += len;
    }
}

/* The listing of a large regular file from two scanners at once; FALSE
 * (and nothing written) when the file is small or has no clear boundary
 * near its middle. */
static gboolean
list_in_halves (const char *path,
                GString    *out)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  g_autoptr(GString) second_text = NULL;
  Listing first = { out, 0, TRUE, 0 }, second;
  Half halves[2];
  struct stat st;
  guint64 split;
  GThread *thread;

  if (fd < 0)
    return FALSE;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || (guint64) st.st_size < PARALLEL_MIN_SIZE ||
      g_get_num_processors () < 2 || (split = find_split (fd, (guint64) st.st_size)) == 0)
    {
      close (fd);
      return FALSE;
    }

  second_text = g_string_sized_new ((gsize) ((guint64) st.st_size / 8));
  second = (Listing) { second_text, split, FALSE, 0 };
  halves[0] = (Half) { fd, 0, split, &first };
  halves[1] = (Half) { fd, split, (guint64) st.st_size, &second };

  thread = g_thread_new ("index-half", scan_half_thread, &halves[1]);
  scan_half (&halves[0]);
  g_thread_join (thread);
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

  scanner = count ? NULL : sc_pgn_scanner_new (list_game, &listing);
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
