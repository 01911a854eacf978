/* sc-cli-export.c: the "export" and "board" commands of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sc-board-image.h"
#include "sc-cli-export.h"
#include "sc-cli-input.h"
#include "sc-export.h"
#include "sc-game-blocks.h"
#include "sc-movetext-reader.h"
#include "sc-tex-writer.h"
#include "sc-turning-points.h"

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

static int
usage_error (const char *command,
             const char *message)
{
  g_printerr ("scoresheet-cli %s: %s\n", command, message);
  g_printerr (_("Try “scoresheet-cli %s --help”.\n"), command);
  return EXIT_USAGE;
}

/* Reads every game of path; problems go to standard error. */
static ScReadResult *
read_games (const char  *path,
            GError     **error)
{
  g_autofree char *text = NULL;
  gsize length;
  ScReadResult *result;

  text = sc_cli_read_text (path, &length, NULL, error);
  if (text == NULL)
    return NULL;
  result = sc_read_games (text, (gssize) length, NULL);
  for (guint i = 0; i < result->problems->len; i++)
    {
      const ScTextProblem *problem = &g_array_index (result->problems, ScTextProblem, i);

      g_printerr ("%s:%u:%u: %s\n", sc_cli_display_name (path), problem->line, problem->column, problem->message);
    }
  return result;
}

/* LaTeX: what pdflatex cannot set is printed by lualatex; says so when
 * the text has such characters. */
static void
note_beyond_pdftex (GPtrArray             *games,
                    const ScExportOptions *options,
                    const char            *title)
{
  g_autofree char *beyond = NULL;
  g_autofree char *first = NULL;
  g_autofree char *sample = NULL;
  glong n_chars;

  /* The text is made only to learn what it holds: the file is written
   * by the export itself. */
  g_free (sc_tex_writer_write (games, options, title, &beyond));
  if (beyond == NULL)
    return;
  n_chars = g_utf8_strlen (beyond, -1);
  first = g_utf8_substring (beyond, 0, MIN (n_chars, 10));
  sample = g_strconcat (first, n_chars > 10 ? "…" : "", NULL);
  g_printerr ("scoresheet-cli export: ");
  g_printerr (g_dngettext (GETTEXT_PACKAGE,
                           "warning: pdflatex cannot set %u character of the text (%s) and prints a boxed ? for it: "
                           "compile the LaTeX file with lualatex\n",
                           "warning: pdflatex cannot set %u characters of the text (%s) and prints a boxed ? for them: "
                           "compile the LaTeX file with lualatex\n",
                           (gulong) n_chars),
              (guint) n_chars, sample);
}

/* Whether the paths name one file that exists (a link to it too). */
static gboolean
is_same_file (const char *path,
              const char *other)
{
  GStatBuf a, b;

  return g_stat (path, &a) == 0 && g_stat (other, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* SVG pages are written under names of their own: says which. */
static void
note_pages_written (GFile *file,
                    guint  n_pages)
{
  g_autofree char *first_name = sc_export_svg_page_name (file, 0, n_pages);
  g_autofree char *last_name = sc_export_svg_page_name (file, n_pages - 1, n_pages);

  g_printerr ("scoresheet-cli export: ");
  /* TRANSLATORS: SVG pages written to files of their own, named from
   * the first to the last, as "games-1.svg to games-3.svg" */
  g_printerr (g_dngettext (GETTEXT_PACKAGE, "%u page written: %s to %s\n", "%u pages written: %s to %s\n",
                           (gulong) n_pages),
              n_pages, first_name, last_name);
}

int
sc_cli_export (int    argc,
               char **argv)
{
  g_autofree char *format = NULL, *lang = NULL, *style = NULL, *paper = NULL, *diagrams = NULL;
  g_autofree char *output = NULL, *title = NULL;
  g_autoptr(ScExportOptions) defaults = sc_export_options_new ();
  int columns = (int) defaults->columns;
  double diagram_size = defaults->diagram_size;
  gboolean grayscale = FALSE, no_coordinates = FALSE, to_stdout;
  gboolean named;   /* whether OUT's extension names a format */
  ScExportFormat named_format;
  GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_("pdf, svg (one file per page), html, tex (xskak) or txt; the default: as OUT’s extension names it, "
         "else pdf"), N_("FORMAT") },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang,
      N_("Piece letters: a language, or figurine (the default)"), N_("LANG") },
    { "style", 0, 0, G_OPTION_ARG_STRING, &style,
      N_("Notation style: pgn, fide, figurine, minimal, long"), N_("PRESET") },
    { "columns", 0, 0, G_OPTION_ARG_INT, &columns,
      N_("Columns per page: 1 (the default) or 2"), N_("N") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper,
      N_("Paper: a4 (the default), a5, letter, or WxHmm"), N_("PAPER") },
    { "diagrams", 0, 0, G_OPTION_ARG_STRING, &diagrams,
      N_("Diagrams: a comma list of start (a game from a set-up position), marked (where $220 or $221 is), "
         "end (after the last move) and turning (where the evaluation swings), or none; the default: start,marked. "
         "end or turning alone adds to the marked ones"), N_("WHERE") },
    { "diagram-size", 0, 0, G_OPTION_ARG_DOUBLE, &diagram_size,
      N_("Side of a diagram in points (the default: 144, at most the column)"), N_("PT") },
    { "grayscale", 0, 0, G_OPTION_ARG_NONE, &grayscale,
      N_("Diagrams in shades of gray"), NULL },
    { "no-coordinates", 0, 0, G_OPTION_ARG_NONE, &no_coordinates,
      N_("No file letters and rank numbers by the diagrams"), NULL },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title,
      N_("The document’s title (the default: the file’s name without its extension, or a single game’s heading)"),
      N_("TITLE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("The file to write (required); - for standard output, in html, tex and txt"), N_("OUT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE.pgn — print-ready PDF, SVG, HTML, LaTeX or text"));
  g_autoptr(GError) error = NULL;
  g_autoptr(ScExportOptions) options = NULL;
  g_autoptr(ScReadResult) result = NULL;
  g_autoptr(GFile) file = NULL;
  guint n_files = 1;
  ScExportSettings settings = { NULL };

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Writes the games of a PGN file in figurine notation or in the piece\n"
      "letters of any language: PDF pages with fonts embedded, each page as SVG,\n"
      "one HTML page with SVG diagrams, a LaTeX document for xskak, or plain\n"
      "text of 72 columns. Exit status: 0 when written, 1 when something could\n"
      "not be read or written, 2 for usage errors."));
  g_option_context_set_description (context,
    _("Without --lang, figurines; with a --style of letters, the piece letters\n"
      "of the interface language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), as in\n"
      "the application."));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("export", error->message);
  if (argc > 2)
    return usage_error ("export", _("only one file is taken, or - for standard input"));
  if (argc != 2)
    return usage_error ("export", _("give one PGN file, or - for standard input"));
  if (output == NULL)
    return usage_error ("export", _("give the file to write with -o OUT"));
  /* The settings take 0 for the default: given, it is out of range. */
  if (columns == 0)
    return usage_error ("export", _("--columns must be 1 or 2"));
  if (diagram_size == 0)
    return usage_error ("export", _("--diagram-size must be from 36 to 600 points"));
  to_stdout = g_str_equal (output, "-");
  /* A name such as games.html, or games.htm, asks for HTML without --format. */
  named = !to_stdout && sc_export_format_named_by (output, &named_format);
  settings.format = format != NULL ? format : named ? sc_export_format_extension (named_format) : NULL;
  settings.lang = lang;
  settings.style = style;
  settings.columns = (guint) columns;
  settings.paper = paper;
  settings.diagrams = diagrams;
  settings.diagram_size = diagram_size;
  settings.grayscale = grayscale;
  settings.no_coordinates = no_coordinates;
  options = sc_export_options_new_from_settings (&settings, &error);
  if (options == NULL)
    return usage_error ("export", error->message);
  if (named && named_format != options->format)
    {
      /* TRANSLATORS: the file to write, its extension, and the format
       * given */
      g_autofree char *message = g_strdup_printf (_("%s is named as .%s, but --format is %s: name it for the "
                                                    "format, or leave out --format"),
                                                  output, strrchr (output, '.') + 1, format);

      return usage_error ("export", message);
    }
  if (to_stdout && format == NULL)
    return usage_error ("export", _("standard output takes text: give --format=html, tex or txt"));
  if (to_stdout && (options->format == SC_EXPORT_PDF || options->format == SC_EXPORT_SVG))
    return usage_error ("export", _("PDF and SVG pages are written to files: give one with -o OUT"));
  if (!to_stdout && is_same_file (output, argv[1]))
    return usage_error ("export", _("OUT is the PGN file itself: writing it would replace the games"));

  result = read_games (argv[1], &error);
  if (result == NULL)
    {
      g_printerr ("%s: %s\n", sc_cli_display_name (argv[1]), error->message);
      return EXIT_PROBLEMS;
    }
  if (!sc_games_have_print (result->games))
    {
      /* Games read whole with nothing to print are results alone ("*"). */
      g_printerr (result->games->len == 0 ? _("%s: the file holds no games: nothing written\n")
                  : result->problems->len == 0 ? _("%s: its games have no tags, moves or comments to print: "
                                                   "nothing written\n")
                                               : _("%s: no game could be read: nothing written\n"),
                  sc_cli_display_name (argv[1]));
      return EXIT_PROBLEMS;
    }
  /* The title of the app's export of the whole file: a single game's
   * heading titles it. */
  if (title == NULL && result->games->len > 1 && !g_str_equal (argv[1], "-"))
    {
      g_autoptr(GFile) input = g_file_new_for_commandline_arg (argv[1]);

      title = sc_export_file_stem (input);
    }
  if ((options->diagrams & SC_DIAGRAMS_TURNING) && !sc_games_have_evals (result->games))
    g_printerr ("scoresheet-cli export: %s\n",
                /* xgettext:no-c-format */
                _("no game has evaluations ([%eval]): diagrams only where marked"));
  if (options->format == SC_EXPORT_TEX)
    note_beyond_pdftex (result->games, options, title);
  if (to_stdout)
    {
      g_autofree char *text = sc_export_games_to_text (result->games, options, title);

      fputs (text, stdout);
      if (fflush (stdout) != 0 || ferror (stdout))
        {
          g_printerr (_("scoresheet-cli export: could not write to standard output\n"));
          return EXIT_PROBLEMS;
        }
      return result->problems->len > 0 ? EXIT_PROBLEMS : 0;
    }
  file = g_file_new_for_commandline_arg (output);
  if (!sc_export_games (result->games, options, title, file, &n_files, &error))
    {
      g_printerr ("%s: %s\n", output, error->message);
      return EXIT_PROBLEMS;
    }
  if (n_files > 1)
    note_pages_written (file, n_files);
  return result->problems->len > 0 ? EXIT_PROBLEMS : 0;
}

int
sc_cli_board (int    argc,
              char **argv)
{
  g_autofree char *format = NULL, *fen = NULL, *output = NULL;
  /* G_MININT: no --ply given, the end. */
  int size = 0, ply = G_MININT, game_number = 1;
  gboolean flip = FALSE, no_coordinates = FALSE;
  GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_("svg (the default) or png"), N_("FORMAT") },
    { "size", 0, 0, G_OPTION_ARG_INT, &size,
      N_("Side of the board: pixels for PNG, points for SVG (the default: 400)"), N_("PX") },
    { "flip", 0, 0, G_OPTION_ARG_NONE, &flip,
      N_("Seen from Black"), NULL },
    { "no-coordinates", 0, 0, G_OPTION_ARG_NONE, &no_coordinates,
      N_("No file letters and rank numbers"), NULL },
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen,
      N_("The position as FEN, instead of a game"), N_("FEN") },
    { "game", 0, 0, G_OPTION_ARG_INT, &game_number,
      N_("Which game of the file (the default: 1)"), N_("N") },
    { "ply", 0, 0, G_OPTION_ARG_INT, &ply,
      N_("After N half-moves of the main line (the default: the end), with the arrows and squares of that move"), N_("N") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("The file to write (required)"), N_("OUT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("[--fen=FEN | FILE.pgn] — a board as SVG or PNG"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  g_autoptr(ScReadResult) result = NULL;
  g_autoptr(GFile) file = NULL;
  ScBoardImageFormat image_format = SC_BOARD_IMAGE_SVG;
  ScDiagramFlags flags = SC_DIAGRAM_SIDE_TO_MOVE;
  ScPosition pos;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Draws the board of a FEN, or of a game after a number of half-moves,\n"
      "with the move’s [%cal] arrows and [%csl] squares, as SVG or PNG."));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("board", error->message);
  if (output == NULL)
    return usage_error ("board", _("give the file to write with -o OUT"));
  if (format != NULL && g_ascii_strcasecmp (format, "png") == 0)
    image_format = SC_BOARD_IMAGE_PNG;
  else if (format != NULL && g_ascii_strcasecmp (format, "svg") != 0)
    return usage_error ("board", _("unknown format (use svg or png)"));
  if (size == 0)
    size = 400;
  if (size < 16 || size > 8192)
    return usage_error ("board", _("--size must be from 16 to 8192"));
  if ((fen != NULL) == (argc == 2) || argc > 2)
    return usage_error ("board", _("give either --fen=FEN or one PGN file"));
  if (ply != G_MININT && ply < 0)
    return usage_error ("board", _("--ply must be 0 or more"));

  if (fen != NULL)
    {
      if (!sc_position_set_fen (&pos, fen, &error))
        return usage_error ("board", error->message);
    }
  else
    {
      ScGame *game;
      ScGameNode *node;
      guint length;

      result = read_games (argv[1], &error);
      if (result == NULL)
        {
          g_printerr ("%s: %s\n", sc_cli_display_name (argv[1]), error->message);
          return EXIT_PROBLEMS;
        }
      if (result->games->len == 0)
        return usage_error ("board", _("the file holds no games"));
      if (game_number < 1 || (guint) game_number > result->games->len)
        {
          g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                   "the file holds %u game: there is no game %d",
                                                                   "the file holds %u games: there is no game %d",
                                                                   result->games->len),
                                                      result->games->len, game_number);

          return usage_error ("board", message);
        }
      game = g_ptr_array_index (result->games, game_number - 1);
      length = sc_game_get_main_line_length (game);
      if (ply != G_MININT && (guint) ply > length)
        {
          g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                   "the game has %u half-move: --ply=%d is past its end",
                                                                   "the game has %u half-moves: --ply=%d is past its end",
                                                                   length),
                                                      length, ply);

          return usage_error ("board", message);
        }
      node = sc_game_get_root (game);
      for (int i = 0; (ply == G_MININT || i < ply) && node->first_child != NULL; i++)
        node = node->first_child;
      sc_game_position_at (game, node, &pos);
      if (node->comment_after != NULL && node->parent != NULL)
        sc_comment_get_marks (node->comment_after, marks);
    }
  if (flip)
    flags |= SC_DIAGRAM_FLIPPED;
  if (!no_coordinates)
    flags |= SC_DIAGRAM_COORDINATES;
  file = g_file_new_for_commandline_arg (output);
  if (!sc_board_image_write (&pos, (const ScMark *) marks->data, marks->len, flags, size, image_format, file, &error))
    {
      g_printerr ("%s: %s\n", output, error->message);
      return EXIT_PROBLEMS;
    }
  return 0;
}
