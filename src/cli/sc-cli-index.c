/* sc-cli-index.c: the "index" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "sc-cli-index.h"
#include "sc-cli-input.h"
#include "sc-pgn-index.h"
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

/* A tag value as UTF-8 on one field: tabs and line breaks become spaces. */
static void
append_value (GString    *listing,
              const char *value)
{
  g_autofree char *converted = NULL;
  gsize start = listing->len, len;
  gboolean ascii = TRUE;
  char *out;

  if (value == NULL)
    return;
  len = strlen (value);
  for (gsize i = 0; i < len && ascii; i++)
    ascii = (guchar) value[i] < 0x80;
  if (!ascii && !g_utf8_validate_len (value, len, NULL))
    value = converted = sc_text_to_utf8 (value, len, SC_TEXT_ENCODING_WINDOWS_1252, &len);
  g_string_append_len (listing, value, (gssize) len);
  out = listing->str + start;
  for (gsize i = 0; i < len; i++)
    if (out[i] == '\t' || out[i] == '\n' || out[i] == '\r')
      out[i] = ' ';
}

/* printf costs more than the scan for a file of short games. */
static void
append_number (GString *listing,
               guint64  n)
{
  char digits[24];
  guint len = 0;

  do
    {
      digits[sizeof digits - ++len] = (char) ('0' + n % 10);
      n /= 10;
    }
  while (n > 0);
  g_string_append_len (listing, digits + sizeof digits - len, len);
}

static void
list_game (const ScPgnIndexEntry *entry,
           gpointer               user_data)
{
  GString *listing = user_data;

  append_number (listing, entry->number);
  g_string_append_c (listing, '\t');
  append_number (listing, entry->offset);
  g_string_append_c (listing, '\t');
  append_number (listing, entry->length);
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      g_string_append_c (listing, '\t');
      append_value (listing, entry->tags[columns[i]]);
    }
  g_string_append_c (listing, '\n');
  if (listing->len >= FLUSH_SIZE)
    flush_listing (listing);
}

/* Read in large chunks: no more memory than one, whatever the file's
 * size. With count, the whole index is built in memory and only the
 * number of games printed. */
static gboolean
index_file (const char  *path,
            gboolean     count,
            GError     **error)
{
  g_autoptr(GString) listing = g_string_sized_new (FLUSH_SIZE + 4096);
  g_autoptr(ScPgnScanner) scanner = count ? NULL : sc_pgn_scanner_new (list_game, listing);
  g_autoptr(ScPgnIndex) index = count ? sc_pgn_index_new () : NULL;
  g_autoptr(GInputStream) input = sc_cli_open_input (path, error);
  gsize size = 1024 * 1024;
  g_autofree char *buffer = g_malloc (size);
  gssize n;

  if (input == NULL)
    return FALSE;
  while ((n = g_input_stream_read (input, buffer, size, NULL, error)) > 0)
    {
      if (count)
        sc_pgn_index_feed (index, buffer, (gsize) n);
      else
        sc_pgn_scanner_feed (scanner, buffer, (gsize) n);
    }
  if (n < 0)
    return FALSE;
  if (count)
    {
      sc_pgn_index_finish (index);
      g_string_append_printf (listing, "%u\n", sc_pgn_index_get_n_games (index));
    }
  else
    sc_pgn_scanner_finish (scanner);
  flush_listing (listing);
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
