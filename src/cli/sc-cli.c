/* sc-cli.c: scoresheet-cli, headless tools over the Scoresheet core
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

#include "sc-cli-check.h"
#include "sc-cli-convert.h"
#include "sc-cli-index.h"
#include "sc-cli-locale.h"
#include "sc-cli-perft.h"

#define EXPORT_PROGRAM "scoresheet-export"

/* scoresheet-export beside this program (a build tree), else installed. */
static char *
find_export_program (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      char *beside = g_build_filename (dir, EXPORT_PROGRAM, NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return beside;
      g_free (beside);
    }
  return g_build_filename (PKGLIBEXECDIR, EXPORT_PROGRAM, NULL);
}

/* Runs a drawing command (argv[0]) in this process's place, by
 * scoresheet-export (see there why); returns only on failure. */
static int
run_drawing_command (int    argc,
                     char **argv)
{
  g_autofree char *program = find_export_program ();
  g_autofree char **args = g_new0 (char *, argc + 2);

  args[0] = program;
  for (int i = 0; i < argc; i++)
    args[i + 1] = argv[i];
  execv (program, args);
  g_printerr (_("scoresheet-cli: cannot run %s: %s\n"), program, g_strerror (errno));
  return 1;
}

static const struct {
  const char *name;
  int       (*run) (int argc, char **argv);
} commands[] = {
  { "convert", sc_cli_convert },
  { "check", sc_cli_check },
  { "index", sc_cli_index },
  { "perft", sc_cli_perft },
  { "export", run_drawing_command },
  { "board", run_drawing_command },
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
  sc_cli_init_locale ();

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
