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

#include "sc-cli-index.h"
#include "sc-locale.h"
#include "sc-cli-perft.h"

/* The commands that need more than GLib live in programs of their own,
 * which this one runs in its place: loading GIO, or cairo, Pango and
 * librsvg, takes longer than indexing a large file. */
#define TOOLS_PROGRAM  "scoresheet-tools"    /* convert, check, annotate: GIO */
#define EXPORT_PROGRAM "scoresheet-export"   /* export, board: drawing */

/* The program beside this one (a build tree), else the installed one. */
static char *
find_helper (const char *name)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      char *beside = g_build_filename (dir, name, NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return beside;
      g_free (beside);
    }
  return g_build_filename (PKGLIBEXECDIR, name, NULL);
}

/* Runs the command argv[0] in this process's place, by the helper
 * program; returns only on failure. */
static int
run_in_helper (const char  *helper,
               int          argc,
               char       **argv)
{
  g_autofree char *program = find_helper (helper);
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
  int       (*run) (int argc, char **argv);   /* here, or */
  const char *helper;                         /* by this program */
} commands[] = {
  { "convert", NULL, TOOLS_PROGRAM },
  { "check", NULL, TOOLS_PROGRAM },
  { "annotate", NULL, TOOLS_PROGRAM },
  { "index", sc_cli_index, NULL },
  { "perft", sc_cli_perft, NULL },
  { "export", NULL, EXPORT_PROGRAM },
  { "board", NULL, EXPORT_PROGRAM },
};

static void
print_help (FILE *out)
{
  fputs (_("Usage:\n"
             "  scoresheet-cli convert [--from=LANG|auto] [--to=pgn|text] [--lang=LANG|figurine]\n"
             "                         [--style=PRESET] [--encoding=utf-8|keep] [-j N] [-o OUT] [FILE|-]\n"
             "  scoresheet-cli check [--from=LANG|auto] [-j N] FILE…\n"
             "  scoresheet-cli annotate [--engine=PATH] [--nodes=N | --movetime=MS] [--threads=N]\n"
             "                          [--lang=LANG] [--blunders-only] [-j N] -o OUT FILE.pgn\n"
             "  scoresheet-cli index [--count] FILE\n"
             "  scoresheet-cli perft [--divide] FEN DEPTH\n"
             "  scoresheet-cli export [--format=pdf|svg|html|tex|txt] [--lang=LANG|figurine] [--style=PRESET]\n"
             "                        [--columns=1|2] [--paper=a4|a5|letter|WxHmm] [--diagrams=start,marked,end,turning|none]\n"
             "                        [--diagram-size=PT] [--grayscale] [--no-coordinates] [--title=TITLE] -o OUT FILE.pgn\n"
             "  scoresheet-cli board [--format=svg|png] [--size=PX] [--flip] [--no-coordinates]\n"
             "                       [--fen=FEN | FILE.pgn [--game=N] [--ply=N]] -o OUT\n"
             "  scoresheet-cli --help | --version\n"
             "\n"
             "Commands:\n"
             "  convert   Read a PGN file or a scoresheet text in any notation language;\n"
             "            write standard PGN, or move text in a language and style\n"
             "  check     List every problem of PGN files as FILE:LINE:COL: game N: message\n"
             "  annotate  Analyse every game with a UCI engine and write it annotated:\n"
             "            marks, better lines, evaluations and a sentence on each mistake\n"
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
  sc_locale_init ();

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
      return commands[i].run != NULL ? commands[i].run (argc - 1, argv + 1)
                                     : run_in_helper (commands[i].helper, argc - 1, argv + 1);

  g_printerr (_("scoresheet-cli: unknown command “%s”\n"), argv[1]);
  g_printerr (_("Try “scoresheet-cli --help”.\n"));
  return 2;
}
