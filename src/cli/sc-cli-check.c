/* sc-cli-check.c: the "check" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-cli-check.h"
#include "sc-cli-input.h"
#include "sc-pgn-stream.h"

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

static int
usage_error (const char *message)
{
  g_printerr ("scoresheet-cli check: %s\n", message);
  g_printerr (_("Try “scoresheet-cli check --help”.\n"));
  return EXIT_USAGE;
}

/* Lists the problems of one file; returns how many there were. */
static guint
check_file (const char       *path,
            const ScLanguage *lang)
{
  const char *name = sc_cli_display_name (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) input = sc_cli_open_input (path, &error);
  g_autoptr(ScPgnStream) stream = NULL;
  ScReadResult *read;
  guint problems = 0;

  if (input == NULL)
    {
      g_printerr ("%s: %s\n", name, error->message);
      return 1;
    }
  stream = sc_pgn_stream_new (input, lang);
  while ((read = sc_pgn_stream_next (stream, NULL, &error)) != NULL)
    {
      for (guint i = 0; i < read->problems->len; i++)
        {
          const ScTextProblem *p = &g_array_index (read->problems, ScTextProblem, i);

          g_print (_("%s:%u:%u: game %u: %s\n"), name, p->line, p->column, p->game_number, p->message);
          problems++;
        }
      sc_read_result_free (read);
    }
  if (error != NULL)
    {
      g_printerr ("%s: %s\n", name, error->message);
      problems++;
    }
  return problems;
}

int
sc_cli_check (int    argc,
              char **argv)
{
  g_autofree char *from = NULL;
  GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &from,
      N_("Notation language of the input, or auto (the default)"), N_("LANG") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE… — list every problem of PGN files"));
  g_autoptr(GError) error = NULL;
  const ScLanguage *lang = NULL;
  guint problems = 0;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
    _("Reads every game of each file and lists each problem as\n"
      "FILE:LINE:COL: game N: message. Exit status: 0 when there is none,\n"
      "1 when there is one, 2 for usage errors."));

  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (error->message);
  if (argc < 2)
    return usage_error (_("give one or more files, or - for standard input"));
  if (from != NULL && !g_str_equal (from, "auto"))
    {
      lang = sc_language_lookup (from);
      if (lang == NULL)
        {
          g_autofree char *m = g_strdup_printf (_("unknown notation language “%s”"), from);
          return usage_error (m);
        }
    }

  for (int i = 1; i < argc; i++)
    problems += check_file (argv[i], lang);
  return problems > 0 ? EXIT_PROBLEMS : 0;
}
