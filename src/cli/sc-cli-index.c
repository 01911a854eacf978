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

/* A tag value as UTF-8 on one field: tabs and line breaks become spaces. */
static void
print_value (const char *value)
{
  g_autofree char *converted = NULL;
  gsize len;

  if (value == NULL)
    return;
  len = strlen (value);
  if (!g_utf8_validate_len (value, len, NULL))
    value = converted = sc_text_to_utf8 (value, len, SC_TEXT_ENCODING_WINDOWS_1252, &len);
  for (gsize i = 0; i < len; i++)
    putc_unlocked (value[i] == '\t' || value[i] == '\n' || value[i] == '\r' ? ' ' : value[i], stdout);
}

/* printf costs more than the scan for a file of short games. */
static void
print_number (guint64 n)
{
  char digits[24];
  guint len = 0;

  do
    {
      digits[len++] = (char) ('0' + n % 10);
      n /= 10;
    }
  while (n > 0);
  while (len > 0)
    putc_unlocked (digits[--len], stdout);
}

static void
print_game (const ScPgnIndexEntry *entry,
            gpointer               user_data)
{
  print_number (entry->number);
  putc_unlocked ('\t', stdout);
  print_number (entry->offset);
  putc_unlocked ('\t', stdout);
  print_number (entry->length);
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      putc_unlocked ('\t', stdout);
      print_value (entry->tags[columns[i]]);
    }
  putc_unlocked ('\n', stdout);
}

/* Read in large chunks: no more memory than one, whatever the file's size. */
static gboolean
index_file (const char  *path,
            GError     **error)
{
  g_autoptr(ScPgnScanner) scanner = sc_pgn_scanner_new (print_game, NULL);
  g_autoptr(GInputStream) input = sc_cli_open_input (path, error);
  gsize size = 1024 * 1024;
  g_autofree char *buffer = g_malloc (size);
  gssize n;

  if (input == NULL)
    return FALSE;
  while ((n = g_input_stream_read (input, buffer, size, NULL, error)) > 0)
    sc_pgn_scanner_feed (scanner, buffer, (gsize) n);
  if (n < 0)
    return FALSE;
  sc_pgn_scanner_finish (scanner);
  return TRUE;
}

int
sc_cli_index (int    argc,
              char **argv)
{
  GOptionEntry entries[] = { { NULL } };
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
  if (!index_file (argv[1], &error))
    {
      g_printerr ("%s: %s\n", sc_cli_display_name (argv[1]), error->message);
      return EXIT_PROBLEMS;
    }
  return fflush (stdout) == 0 ? 0 : EXIT_PROBLEMS;
}
