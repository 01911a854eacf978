/* sc-cli-export-main.c: scoresheet-export, the "export" and "board"
 * commands of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawing pages needs cairo, Pango and librsvg, and loading those takes
 * longer than indexing a large file. They live in this program, which
 * scoresheet-cli runs in its own place for these two commands, so that
 * every other command starts with GLib alone.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-cli-export.h"
#include "sc-locale.h"

int
main (int    argc,
      char **argv)
{
  sc_locale_init ();
  if (argc >= 2 && g_str_equal (argv[1], "export"))
    return sc_cli_export (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "board"))
    return sc_cli_board (argc - 1, argv + 1);
  g_printerr (_("Usage: scoresheet-export export|board OPTION…\n"));
  return 2;
}
