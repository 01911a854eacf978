/* sc-cli-convert.c: the "convert" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "sc-cli-convert.h"
#include "sc-cli-input.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-pgn-writer.h"

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

typedef struct {
  char *from;
  char *to;
  char *lang;
  char *style;
  char *output;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->from);
  g_free (o->to);
  g_free (o->lang);
  g_free (o->style);
  g_free (o->output);
}

static int
usage_error (GOptionContext *context,
             const char     *message)
{
  g_printerr ("scoresheet-cli convert: %s\n", message);
  g_printerr (_("Try “scoresheet-cli convert --help”.\n"));
  (void) context;
  return EXIT_USAGE;
}

static char *
known_languages (void)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < sc_language_count (); i++)
    g_string_append_printf (list, "%s%s", i ? ", " : "", sc_language_code (sc_language_nth (i)));
  return g_string_free (list, FALSE);
}

static gboolean
resolve_language (const char        *code,
                  const ScLanguage **lang,
                  char             **message)
{
  g_autofree char *known = NULL;

  if (code == NULL || g_str_equal (code, "auto"))
    {
      *lang = NULL;
      return TRUE;
    }
  *lang = sc_language_lookup (code);
  if (*lang != NULL)
    return TRUE;
  known = known_languages ();
  *message = g_strdup_printf (_("unknown notation language “%s” (known: %s)"), code, known);
  return FALSE;
}

/* Says which language detection chose, and which others write the same letters. */
static void
report_detected (const char       *path,
                 const ScLanguage *lang)
{
  g_autoptr(GString) peers = g_string_new (NULL);

  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *other = sc_language_nth (i);

      if (other != lang && sc_language_same_letters (other, lang))
        g_string_append_printf (peers, "%s%s", peers->len ? ", " : "", sc_language_code (other));
    }
  if (peers->len == 0)
    g_printerr (_("%s: notation language: %s (%s), detected\n"), sc_cli_display_name (path),
                _(sc_language_name (lang)), sc_language_code (lang));
  else
    g_printerr (_("%s: notation language: %s (%s; the same letters as %s), detected\n"),
                sc_cli_display_name (path), _(sc_language_name (lang)), sc_language_code (lang),
                peers->str);
}

static void
write_text_game (GString               *out,
                 ScGame                *game,
                 const ScNotationStyle *style)
{
  const char *unread = sc_game_get_unread_text (game);

  /* What could not be read follows as it was written, result included. */
  sc_write_movetext (out, game, style, SC_MOVETEXT_WRAP | (unread != NULL ? SC_MOVETEXT_NO_RESULT : 0));
  if (unread != NULL)
    {
      g_string_append_c (out, '\n');
      g_string_append (out, unread);
    }
  g_string_append (out, "\n\n");
}

static gboolean
write_output (const char  *path,
              GString     *out,
              GError     **error)
{
  if (path == NULL || g_str_equal (path, "-"))
    {
      fwrite (out->str, 1, out->len, stdout);
      return fflush (stdout) == 0;
    }
  /* Written to a temporary file and renamed: never a half-written file. */
  return g_file_set_contents (path, out->str, (gssize) out->len, error);
}

int
sc_cli_convert (int    argc,
                char **argv)
{
  Options o = { 0 };
  GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &o.from,
      N_("Notation language of the input, or auto (the default)"), N_("LANG") },
    { "to", 0, 0, G_OPTION_ARG_STRING, &o.to,
      N_("Output: pgn (the default) or text"), N_("FORMAT") },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &o.lang,
      N_("Piece letters of the text output: a language, or figurine"), N_("LANG") },
    { "style", 0, 0, G_OPTION_ARG_STRING, &o.style,
      N_("Style of the text output: pgn, fide (the default), figurine, minimal, long"), N_("PRESET") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output,
      N_("Write to OUT instead of standard output"), N_("OUT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("[FILE|-] — convert a PGN file or a scoresheet text"));
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *text = NULL;
  g_autoptr(ScReadResult) read = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const ScLanguage *from = NULL, *lang = NULL;
  ScPreset preset = SC_PRESET_FIDE;
  ScNotationStyle style;
  gboolean figurines = FALSE, to_text;
  const char *path = "-";
  gsize length = 0;
  int status = 0;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Reads a PGN file or a bare scoresheet text in any notation language and\n"
      "writes standard PGN, or move text in a chosen language and style.\n"
      "Problems are reported as FILE:LINE:COL: message. Exit status: 0 when\n"
      "everything converted, 1 when something did not, 2 for usage errors."));

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      status = usage_error (context, error->message);
      goto out;
    }
  if (argc > 2)
    {
      status = usage_error (context, _("give one input file, or - for standard input"));
      goto out;
    }
  if (argc == 2)
    path = argv[1];

  to_text = o.to != NULL && g_str_equal (o.to, "text");
  if (o.to != NULL && !to_text && !g_str_equal (o.to, "pgn"))
    {
      g_autofree char *m = g_strdup_printf (_("unknown output format “%s” (use pgn or text)"), o.to);
      status = usage_error (context, m);
      goto out;
    }
  if (!resolve_language (o.from, &from, &message))
    {
      status = usage_error (context, message);
      goto out;
    }
  if (o.lang != NULL && g_str_equal (o.lang, "figurine"))
    figurines = TRUE;
  else if (o.lang != NULL && (!resolve_language (o.lang, &lang, &message) || lang == NULL))
    {
      status = usage_error (context, message != NULL ? message : _("--lang needs a language"));
      goto out;
    }
  if (o.style != NULL && !sc_preset_from_name (o.style, &preset))
    {
      g_autofree char *m = g_strdup_printf (_("unknown style “%s” (use pgn, fide, figurine, minimal or long)"),
                                            o.style);
      status = usage_error (context, m);
      goto out;
    }
  if ((o.lang != NULL || o.style != NULL) && !to_text)
    {
      status = usage_error (context, _("--lang and --style shape text output; add --to=text (PGN is always English SAN)"));
      goto out;
    }

  text = sc_cli_read_text (path, &length, &error);
  if (text == NULL)
    {
      g_printerr ("%s: %s\n", sc_cli_display_name (path), error->message);
      status = EXIT_PROBLEMS;
      goto out;
    }

  read = sc_read_games (text, (gssize) length, from);
  if (read->detected)
    report_detected (path, read->language);

  for (guint i = 0; i < read->problems->len; i++)
    {
      const ScTextProblem *p = &g_array_index (read->problems, ScTextProblem, i);

      g_printerr ("%s:%u:%u: %s\n", sc_cli_display_name (path), p->line, p->column, p->message);
      status = EXIT_PROBLEMS;
    }

  sc_notation_style_init_preset (&style, preset, lang != NULL ? lang : read->language);
  if (figurines)
    style.pieces = SC_PIECES_FIGURINES;

  for (guint i = 0; i < read->games->len; i++)
    {
      ScGame *game = g_ptr_array_index (read->games, i);

      if (to_text)
        write_text_game (out, game, &style);
      else
        sc_write_pgn_game (out, game);
    }
  /* One empty line between games, none after the last. */
  if (out->len > 0 && out->str[out->len - 1] == '\n')
    g_string_truncate (out, out->len - 1);

  if (!write_output (o.output, out, &error))
    {
      g_printerr ("%s: %s\n", o.output, error != NULL ? error->message : g_strerror (errno));
      status = EXIT_PROBLEMS;
    }

out:
  options_clear (&o);
  return status;
}
