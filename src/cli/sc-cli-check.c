/* sc-cli-check.c: the "check" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-cli-check.h"
#include "sc-cli-input.h"
#include "sc-pgn-pipeline.h"

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

static int
usage_error (const char *message)
{
  g_printerr ("scoresheet-cli check: %s\n", message);
  g_printerr (_("Try “scoresheet-cli check --help”.\n"));
  return EXIT_USAGE;
}

typedef struct {
  const char *name;
  guint       games;
  guint       problems;
} Check;

/* In file order: a line per problem. */
static void
check_done (ScPgnPipelineGame *game,
            gpointer           user_data)
{
  Check *c = user_data;

  c->games++;
  for (guint i = 0; i < game->read->problems->len; i++)
    {
      const ScTextProblem *p = &g_array_index (game->read->problems, ScTextProblem, i);

      g_print (_("%s:%u:%u: game %u: %s\n"), c->name, p->line, p->column, p->game_number, p->message);
      c->problems++;
    }
  /* Read otherwise than written, but read: no problem. */
  for (guint i = 0; i < game->read->warnings->len; i++)
    {
      const ScTextProblem *w = &g_array_index (game->read->warnings, ScTextProblem, i);

      g_print (_("%s:%u:%u: game %u: warning: %s\n"), c->name, w->line, w->column, w->game_number, w->message);
    }
}

/* Lists the problems of one file; returns how many there were. */
static guint
check_file (const char       *path,
            const ScLanguage *lang,
            guint             jobs)
{
  static const ScPgnPipelineFuncs funcs = { NULL, NULL, check_done, FALSE, SC_PGN_READ_CHECKED };
  Check check = { sc_cli_display_name (path), 0, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) input = sc_cli_open_input (path, &error);

  if (input == NULL)
    {
      g_printerr ("%s: %s\n", check.name, error->message);
      return 1;
    }
  if (!sc_pgn_pipeline_run (input, lang, jobs, &funcs, &check, &error))
    {
      g_printerr ("%s: %s\n", check.name, error->message);
      check.problems++;
    }
  else if (check.games == 0)
    g_print (_("%s: warning: the file holds no games\n"), check.name);
  return check.problems;
}

int
sc_cli_check (int    argc,
              char **argv)
{
  g_autofree char *from = NULL;
  int jobs = 0;
  GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &from,
      N_("Notation language of the input, or auto (the default)"), N_("LANG") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Read games on N threads (the default: one per processor; 1: no other thread)"), N_("N") },
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
  if (jobs < 0)
    return usage_error (_("--jobs needs a positive number"));
  if (from != NULL && !g_str_equal (from, "auto"))
    {
      lang = sc_language_lookup (from);
      if (lang == NULL)
        {
          g_autofree char *m = sc_language_unknown_message (from, FALSE);

          return usage_error (m);
        }
    }

  for (int i = 1; i < argc; i++)
    problems += check_file (argv[i], lang, (guint) jobs);
  return problems > 0 ? EXIT_PROBLEMS : 0;
}
