/* sc-cli-convert.c: the "convert" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sc-cli-convert.h"
#include "sc-cli-input.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-pgn-pipeline.h"
#include "sc-pgn-writer.h"
#include "sc-string.h"

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

typedef struct {
  char *from;
  char *to;
  char *lang;
  char *style;
  char *output;
  char *encoding;
  int   jobs;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->from);
  g_free (o->to);
  g_free (o->lang);
  g_free (o->style);
  g_free (o->output);
  g_free (o->encoding);
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

static gboolean
resolve_language (const char        *code,
                  const ScLanguage **lang,
                  char             **message)
{
  if (code == NULL || g_str_equal (code, "auto"))
    {
      *lang = NULL;
      return TRUE;
    }
  *lang = sc_language_lookup (code);
  if (*lang != NULL)
    return TRUE;
  *message = sc_language_unknown_message (code, FALSE);
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

  sc_write_heading (out, game, style, SC_MOVETEXT_WRAP);
  /* What could not be read follows as it was written, result included. */
  sc_write_movetext (out, game, style, SC_MOVETEXT_WRAP | (unread != NULL ? SC_MOVETEXT_NO_RESULT : 0));
  if (unread != NULL)
    {
      g_string_append_c (out, '\n');
      g_string_append (out, unread);
    }
  g_string_append (out, "\n\n");
}

/* Where converted games go: standard output, a device as it is, or a
 * regular file written under a temporary name and renamed at the end,
 * so that a file is never left half-written. */
typedef struct {
  FILE           *fp;
  GString        *pending;       /* games not yet handed to fp */
  gboolean        terminal;      /* fp is one: each game is handed at once */
  char           *path;
  char           *temporary;
  ScTextEncoding  encoding;      /* to write in; UTF-8 unless kept */
  gboolean        kept;          /* --encoding=keep */
  gboolean        fell_back;     /* to UTF-8, for a character the encoding lacks */
  gboolean        newline_held;  /* the last '\n' written is held back */
  gboolean        started;
} Output;

/* Games are gathered and handed to stdio this much at a time: handed
 * one by one, a short game cost more to write than to convert, and at
 * stdio's own 4 KiB, a long file took a system call for every few games. */
#define OUTPUT_BUFFER_SIZE (256 * 1024)

static gboolean
output_opened (Output *out,
               FILE   *fp)
{
  out->fp = fp;
  out->terminal = isatty (fileno (fp));
  out->pending = g_string_sized_new (OUTPUT_BUFFER_SIZE + 1);
  return TRUE;
}

static void
output_flush (Output *out)
{
  fwrite (out->pending->str, 1, out->pending->len, out->fp);
  g_string_truncate (out->pending, 0);
}

static gboolean
output_open (Output      *out,
             const char  *path,
             GError     **error)
{
  GStatBuf st;
  gboolean exists;
  FILE *fp;
  int fd;

  memset (out, 0, sizeof *out);
  if (path == NULL || g_str_equal (path, "-"))
    return output_opened (out, stdout);
  out->path = g_strdup (path);
  exists = g_stat (path, &st) == 0;
  if (exists && !S_ISREG (st.st_mode))
    {
      fp = fopen (path, "w");
      if (fp == NULL)
        {
          int saved = errno;
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
          g_clear_pointer (&out->path, g_free);
          return FALSE;
        }
      return output_opened (out, fp);
    }
  /* Written beside it and renamed over it once whole. A new file is
   * made as any other, under the umask. A file replaced keeps its
   * permissions, and its text is never open to more users than it was,
   * not even while it is written; the umask's share is then given back. */
  out->temporary = g_strconcat (path, ".XXXXXX", NULL);
  fd = g_mkstemp_full (out->temporary, O_RDWR, exists ? (int) (st.st_mode & 0777) : 0666);
  if (fd >= 0 && exists)
    fchmod (fd, st.st_mode & 0777);
  if (fd < 0 || (fp = fdopen (fd, "w")) == NULL)
    {
      int saved = errno;

      if (fd >= 0)
        {
          close (fd);
          g_unlink (out->temporary);
        }
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
      g_clear_pointer (&out->temporary, g_free);
      g_clear_pointer (&out->path, g_free);
      return FALSE;
    }
  return output_opened (out, fp);
}

/* Writes a game's text; one empty line between games, none after the last. */
static void
output_write (Output  *out,
              GString *text)
{
  gsize len = text->len;

  if (len == 0)
    return;
  if (out->newline_held)
    sc_string_append_bytes (out->pending, "\n", 1);
  if (!out->started && out->kept && out->encoding == SC_TEXT_ENCODING_UTF8_BOM)
    sc_string_append_bytes (out->pending, "\xEF\xBB\xBF", 3);
  out->started = TRUE;
  out->newline_held = text->str[len - 1] == '\n';
  if (out->newline_held)
    len--;
  sc_string_append_bytes (out->pending, text->str, len);
  if (out->pending->len >= OUTPUT_BUFFER_SIZE || out->terminal)
    output_flush (out);
}

static gboolean
output_close (Output  *out,
              gboolean keep,
              GError **error)
{
  gboolean ok = TRUE;

  if (out->fp == NULL)
    return TRUE;
  output_flush (out);
  g_string_free (g_steal_pointer (&out->pending), TRUE);
  if (out->fp == stdout)
    ok = fflush (stdout) == 0;
  else
    ok = fclose (out->fp) == 0;
  if (!ok)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
    }
  out->fp = NULL;
  if (out->temporary != NULL)
    {
      if (ok && keep && g_rename (out->temporary, out->path) != 0)
        {
          int saved = errno;
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s", g_strerror (saved));
          ok = FALSE;
        }
      if (!ok || !keep)
        g_unlink (out->temporary);
    }
  g_clear_pointer (&out->temporary, g_free);
  g_clear_pointer (&out->path, g_free);
  return ok;
}

/* The games' text in the output's encoding; when a character has no
 * place in it, the rest of the output stays UTF-8, with a message. */
static void
output_game (Output     *out,
             GString    *text,
             const char *input_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *encoded = NULL;
  gsize length = 0;

  if (out->encoding == SC_TEXT_ENCODING_WINDOWS_1252)
    {
      encoded = sc_text_from_utf8 (text->str, text->len, out->encoding, &length, &error);
      if (encoded == NULL)
        {
          g_printerr (_("%s: the output stays UTF-8 from here on: %s\n"), input_name, error->message);
          out->encoding = SC_TEXT_ENCODING_UTF8;
          out->fell_back = TRUE;
        }
      else
        {
          g_string_truncate (text, 0);
          g_string_append_len (text, encoded, (gssize) length);
        }
    }
  output_write (out, text);
}

/* What the pipeline's callbacks share. */
typedef struct {
  const char         *path;
  Output             *output;
  const ScLanguage   *lang;       /* of the text output, or NULL: the input's */
  ScPreset            preset;
  gboolean            figurines;
  gboolean            to_text;
  ScNotationStyle     style;      /* set once the input's language is known */
  ScNotationStyle     pgn;        /* PGN's, which PGN output is written in */
  const ScLanguage   *read_lang;  /* the input's, likewise */
  const ScNotationStyle *write_style;  /* the output's: style or pgn */
  ScMovetextFlags     write_flags;
  guint               games;
  int                 status;
} Convert;

static void
convert_start (const ScLanguage *read_lang,
               gboolean          detected,
               gpointer          user_data)
{
  Convert *c = user_data;

  if (detected)
    report_detected (c->path, read_lang);
  c->read_lang = read_lang;
  sc_notation_style_init_preset (&c->style, c->preset, c->lang != NULL ? c->lang : read_lang);
  if (c->figurines)
    c->style.pieces = SC_PIECES_FIGURINES;
}

/* On a worker thread: the game's text, in UTF-8. */
static void
convert_work (ScPgnPipelineGame *game,
              gpointer           user_data)
{
  Convert *c = user_data;

  /* A large game is written as it is read, by convert_done (). */
  if (game->large_text != NULL)
    return;
  /* Written as it was read: its tags are still to come before it. */
  if (game->movetext != NULL)
    {
      if (!c->to_text)
        sc_write_pgn_tags (game->output, g_ptr_array_index (game->read->games, 0));
      else
        sc_write_heading (game->output, g_ptr_array_index (game->read->games, 0), c->write_style, c->write_flags);
      sc_string_append_bytes (game->output, game->movetext->str, game->movetext->len);
      sc_string_append_bytes (game->output, "\n\n", 2);
      return;
    }
  for (guint i = 0; i < game->read->games->len; i++)
    {
      ScGame *g = g_ptr_array_index (game->read->games, i);

      if (c->to_text)
        write_text_game (game->output, g, &c->style);
      else
        sc_write_pgn_game (game->output, g);
    }
}

typedef struct {
  Output     *output;
  const char *name;
} Flush;

static void
flush_output (GString  *text,
              gpointer  user_data)
{
  Flush *flush = user_data;

  output_game (flush->output, text, flush->name);
}

/* A large game, written as it is read again rather than from its tree,
 * so that memory stays near the size of its text. */
static void
write_large_game (Convert           *c,
                  ScPgnPipelineGame *game)
{
  ScGame *tags = g_ptr_array_index (game->read->games, 0);
  Flush flush = { c->output, sc_cli_display_name (c->path) };

  if (!c->to_text)
    sc_write_pgn_tags (game->output, tags);
  else
    sc_write_heading (game->output, tags, c->write_style, c->write_flags);
  sc_stream_movetext (game->large_text, game->large_length, c->read_lang, game->large_notes,
                      game->output, c->write_style, c->write_flags, flush_output, &flush);
  g_string_append (game->output, "\n\n");
}

/* In file order: its problems, then its text. */
static void
convert_done (ScPgnPipelineGame *game,
              gpointer           user_data)
{
  Convert *c = user_data;
  Output *output = c->output;

  c->games++;
  /* Kept: the file's encoding, as seen up to this game. */
  if (output->kept && !output->fell_back &&
      (!output->started || game->encoding == SC_TEXT_ENCODING_WINDOWS_1252))
    output->encoding = game->encoding;

  for (guint i = 0; i < game->read->problems->len; i++)
    {
      const ScTextProblem *p = &g_array_index (game->read->problems, ScTextProblem, i);

      g_printerr ("%s:%u:%u: %s\n", sc_cli_display_name (c->path), p->line, p->column, p->message);
      c->status = EXIT_PROBLEMS;
    }
  for (guint i = 0; i < game->read->warnings->len; i++)
    {
      const ScTextProblem *w = &g_array_index (game->read->warnings, ScTextProblem, i);

      g_printerr (_("%s:%u:%u: warning: %s\n"), sc_cli_display_name (c->path), w->line, w->column, w->message);
    }
  if (game->large_text != NULL)
    write_large_game (c, game);
  output_game (output, game->output, sc_cli_display_name (c->path));
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
    { "encoding", 0, 0, G_OPTION_ARG_STRING, &o.encoding,
      N_("Encoding of the output: utf-8 (the default) or keep (the input’s)"), N_("ENCODING") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &o.jobs,
      N_("Read games on N threads (the default: one per processor; 1: no other thread)"), N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("[FILE|-] — convert a PGN file or a scoresheet text"));
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GInputStream) input = NULL;
  ScPgnPipelineFuncs funcs = { convert_start, convert_work, convert_done, FALSE, SC_PGN_READ_WRITTEN };
  Output output = { 0 };
  const ScLanguage *from = NULL, *lang = NULL;
  ScPreset preset = SC_PRESET_FIDE;
  gboolean figurines = FALSE, to_text;
  const char *path = "-";
  int status = 0;
  Convert convert;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Reads a PGN file or a bare scoresheet text in any notation language and\n"
      "writes standard PGN, or move text in a chosen language and style.\n"
      "Problems are reported as FILE:LINE:COL: message. Exit status: 0 when\n"
      "everything converted, 1 when something did not, 2 for usage errors."));
  g_option_context_set_description (context,
    _("Without --lang, text output is in the piece letters of the interface\n"
      "language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), as in the application."));

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      status = usage_error (context, error->message);
      goto out;
    }
  if (argc > 2)
    {
      status = usage_error (context, _("only one file is taken, or - for standard input"));
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
  /* Like the application's move list: the interface language's letters. */
  if (lang == NULL && !figurines)
    lang = sc_language_for_locale ();
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
  /* The pgn style spells moves in English SAN whatever the letters asked
   * for: say so rather than write other letters than those. */
  if (preset == SC_PRESET_PGN && o.lang != NULL && !figurines &&
      !sc_language_same_letters (lang, sc_language_english ()))
    {
      status = usage_error (context, _("--style=pgn writes English SAN; for the letters of --lang, "
                                       "choose another --style (fide, figurine, minimal or long)"));
      goto out;
    }

  if (o.jobs < 0)
    {
      status = usage_error (context, _("--jobs needs a positive number"));
      goto out;
    }
  if (o.encoding != NULL && !g_str_equal (o.encoding, "keep") && !g_str_equal (o.encoding, "utf-8"))
    {
      g_autofree char *m = g_strdup_printf (_("unknown encoding “%s” (use keep or utf-8)"), o.encoding);
      status = usage_error (context, m);
      goto out;
    }

  input = sc_cli_open_input (path, &error);
  if (input == NULL)
    {
      g_printerr ("%s: %s\n", sc_cli_display_name (path), error->message);
      status = EXIT_PROBLEMS;
      goto out;
    }
  if (!output_open (&output, o.output, &error))
    {
      g_printerr ("%s: %s\n", o.output, error->message);
      status = EXIT_PROBLEMS;
      goto out;
    }
  output.kept = o.encoding != NULL && g_str_equal (o.encoding, "keep");

  convert = (Convert) { .path = path, .output = &output, .lang = lang, .preset = preset,
                        .figurines = figurines, .to_text = to_text };
  sc_notation_style_init_preset (&convert.pgn, SC_PRESET_PGN, NULL);
  convert.write_style = to_text ? &convert.style : &convert.pgn;
  convert.write_flags = to_text ? SC_MOVETEXT_WRAP : SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP;
  /* Each game is written as it is read, but for the few that cannot be;
   * a large one likewise, by write_large_game (). */
  funcs.write_style = convert.write_style;
  funcs.write_flags = convert.write_flags;
  if (!sc_pgn_pipeline_run (input, from, (guint) o.jobs, &funcs, &convert, &error))
    {
      g_printerr ("%s: %s\n", sc_cli_display_name (path), error->message);
      convert.status = EXIT_PROBLEMS;
      g_clear_error (&error);
    }
  else if (convert.games == 0)
    g_printerr (_("%s: warning: the file holds no games\n"), sc_cli_display_name (path));
  status = convert.status;

  if (!output_close (&output, TRUE, &error))
    {
      g_printerr ("%s: %s\n", o.output != NULL ? o.output : "-", error != NULL ? error->message : g_strerror (errno));
      status = EXIT_PROBLEMS;
    }

out:
  output_close (&output, FALSE, NULL);
  options_clear (&o);
  return status;
}
