/* sc-cli-tools-main.c: scoresheet-tools, the "convert", "check" and
 * "annotate" commands of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading whole games needs GIO, and loading GIO and the libraries it
 * brings takes about a millisecond: a tenth of an index of a 50 MB file.
 * These commands live in this program, which scoresheet-cli runs in
 * its own place, so that the index starts with GLib alone.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-cli-annotate.h"
#include "sc-cli-check.h"
#include "sc-cli-convert.h"
#include "sc-locale.h"

int
main (int    argc,
      char **argv)
{
  sc_locale_init ();
  if (argc >= 2 && g_str_equal (argv[1], "convert"))
    return sc_cli_convert (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "check"))
    return sc_cli_check (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "annotate"))
    return sc_cli_annotate (argc - 1, argv + 1);
  g_printerr (_("Usage: scoresheet-tools convert|check|annotate OPTION…\n"));
  return 2;
}
