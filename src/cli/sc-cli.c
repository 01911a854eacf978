/* sc-cli.c: scoresheet-cli, headless tools over the Scoresheet core
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "sc-cli-check.h"
#include "sc-cli-convert.h"
#include "sc-cli-export.h"
#include "sc-cli-index.h"
#include "sc-cli-perft.h"

static const struct {
  const char *name;
  int       (*run) (int argc, char **argv);
} commands[] = {
  { "convert", sc_cli_convert },
  { "check", sc_cli_check },
  { "index", sc_cli_index },
  { "perft", sc_cli_perft },
  { "export", sc_cli_export },
  { "board", sc_cli_board },
};

static void
print_help (FILE *out)
{
  fputs (_("Usage:\n"
             "  scoresheet-cli convert [--from=LANG|auto] [--to=pgn|text] [--lang=LANG|figurine]\n"
             "                         [--style=PRESET] [--encoding=utf-8|keep] [-o OUT] [FILE|-]\n"
             "  scoresheet-cli check [--from=LANG|auto] FILE…\n"
             "  scoresheet-cli index FILE\n"
             "  scoresheet-cli perft [--divide] FEN DEPTH\n"
             "  scoresheet-cli export --format=pdf|svg|html|tex|txt [--lang=LANG|figurine] [--style=PRESET]\n"
             "                        [--columns=1|2] [--paper=a4|a5|letter|WxHmm] [--diagrams=marked|end|none]\n"
             "                        [--diagram-size=PT] [--grayscale] -o OUT FILE.pgn\n"
             "  scoresheet-cli board [--format=svg|png] [--size=PX] [--flip] [--fen=FEN | FILE.pgn [--ply=N]] -o OUT\n"
             "  scoresheet-cli --help | --version\n"
             "\n"
             "Commands:\n"
             "  convert   Read a PGN file or a scoresheet text in any notation language;\n"
             "            write standard PGN, or move text in a language and style\n"
             "  check     List every problem of PGN files as FILE:LINE:COL: game N: message\n"
             "  index     List the games of a PGN file with their offsets and main tags\n"
             "  perft     Count the move paths of a position to a depth (last line: the count)\n"
             "  export    Print-ready games: PDF, SVG pages, HTML, LaTeX (xskak) or text\n"
             "  board     A board with its arrows and marked squares as SVG or PNG\n"
             "\n"
             "Presets: pgn, fide, figurine, minimal, long.\n"
             "Run “scoresheet-cli COMMAND --help” for a command’s options.\n"), out);
}

int
main (int    argc,
      char **argv)
{
  const char *localedir;

  setlocale (LC_ALL, "");
  /* SCORESHEET_LOCALEDIR: the catalogs of a build tree (_build/po, which
   * holds LANG/LC_MESSAGES/scoresheet.mo), so build-aux/run and the tests
   * show the translations without installing; unset: the installed ones. */
  localedir = g_getenv ("SCORESHEET_LOCALEDIR");
  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_help (stderr);
      return 2;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      print_help (stdout);
      return 0;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("scoresheet-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  g_printerr (_("scoresheet-cli: unknown command “%s”\n"), argv[1]);
  g_printerr (_("Try “scoresheet-cli --help”.\n"));
  return 2;
}
