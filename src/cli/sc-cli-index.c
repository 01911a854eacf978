/* sc-cli-index.c: the "index" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE   /* O_CLOEXEC, pread () */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sc-cli-index.h"
#include "sc-cli-listing.h"
#include "sc-cli-name.h"
#include "sc-pgn-file-scan.h"
#include "sc-pgn-index.h"
#include "sc-text-turner.h"

/* Read at a time from a stream. */
#define CHUNK_SIZE (256 * 1024)

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

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

/* Feeds all that fd holds to sink, a chunk at a time, turned as the
 * scanner takes it (sc-text-turner.h). */
static gboolean
feed_read (int      fd,
           Sink    *sink,
           GError **error)
{
  gsize size = CHUNK_SIZE;
  g_autofree char *buffer = g_malloc (size);
  g_autoptr(ScTextTurner) turner = sc_text_turner_new ();

  for (;;)
    {
      gssize n = read (fd, buffer, size);
      gsize length = (gsize) MAX (n, 0);
      char *text;

      if (n < 0 && errno != EINTR)
        return set_error_from_errno (error, errno);
      if (n < 0)
        continue;
      text = n > 0 ? sc_text_turner_turn (turner, buffer, &length) : sc_text_turner_finish (turner, &length);
      if (length > 0)
        sink_feed (sink, text, length);
      if (n == 0)
        return TRUE;
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

/* Writes what is left of the listing; FALSE when any of it could not be
 * written (a full disk, a closed pipe). */
static gboolean
write_rest (GString  *text,
            GError  **error)
{
  sc_cli_listing_flush (text);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      int saved_errno = errno != 0 ? errno : EIO;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("cannot write the listing: %s"), g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* The second part of a file listed on two threads: its lines are made
 * on its thread, and written after the first part's. */
typedef struct {
  ScCliListing *listing;
  ScCliListing  held;
} SecondPart;

static void
list_in_second_part (const ScPgnIndexEntry *entry,
                     gpointer               user_data)
{
  SecondPart *part = user_data;

  sc_cli_listing_add (entry, &part->held);
}

static void
write_second_part (guint    games_before,
                   gpointer user_data)
{
  SecondPart *part = user_data;

  sc_cli_listing_append_held (part->listing, &part->held, games_before);
}

/* A regular file that needs no turning (sc-text-turner.h) is listed by
 * sc_pgn_scan_file (), on two threads when it is large, as the
 * application's list of games is made. FALSE in *listed: not such a
 * file, to be read as a stream. */
static gboolean
list_regular_file (const char    *path,
                   ScCliListing  *listing,
                   gboolean      *listed,
                   GError       **error)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  g_autoptr(GString) held = g_string_new (NULL);
  SecondPart part = { listing, { held, 0, TRUE } };
  ScPgnFileScan scan = { fd, NULL, 0, TRUE, sc_cli_listing_tags (), sc_cli_listing_add, NULL, listing, NULL,
                         list_in_second_part, write_second_part, &part };
  char head[4096];
  struct stat st;
  gssize n;

  *listed = FALSE;
  if (fd < 0)
    return set_error_from_errno (error, errno);
  n = pread (fd, head, sizeof head, 0);
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || (n > 0 && sc_text_needs_turning (head, (gsize) n)))
    {
      close (fd);
      return TRUE;
    }
  *listed = TRUE;
  scan.size = (guint64) st.st_size;
  /* The listing checks the text of each value it prints. */
  scan.skip_utf8_check = TRUE;
  sc_pgn_scan_file (&scan);
  close (fd);
  return TRUE;
}

/* With count, the whole index is built in memory and only the number of
 * games printed. */
static gboolean
index_file (const char  *path,
            gboolean     count,
            GError     **error)
{
  g_autoptr(GString) text = g_string_sized_new (SC_CLI_LISTING_FLUSH_SIZE + 4096);
  ScCliListing listing = { text, 0 };
  g_autoptr(ScPgnScanner) scanner = NULL;
  g_autoptr(ScPgnIndex) index = count ? sc_pgn_index_new () : NULL;
  Sink sink;

  if (!count && !g_str_equal (path, "-"))
    {
      gboolean listed;

      if (!list_regular_file (path, &listing, &listed, error))
        return FALSE;
      if (listed)
        return write_rest (text, error);
    }

  scanner = count ? NULL : sc_cli_listing_scanner_new (&listing);
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
  return write_rest (text, error);
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
      g_printerr ("scoresheet-cli index: %s\n", argc > 2 ? _("only one file is taken, or - for standard input")
                                                          : _("give one file, or - for standard input"));
      return EXIT_USAGE;
    }
  if (!index_file (argv[1], count, &error))
    {
      g_printerr ("%s: %s\n", sc_cli_display_name (argv[1]), error->message);
      return EXIT_PROBLEMS;
    }
  return fflush (stdout) == 0 ? 0 : EXIT_PROBLEMS;
}
