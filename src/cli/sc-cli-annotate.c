/* sc-cli-annotate.c: the "annotate" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game of a file is analysed by an engine and annotated, on as
 * many worker threads as -j asks, each with an engine of its own. The
 * calling thread writes nothing until all are done, then the whole file
 * at once: an engine that fails leaves the games not yet annotated as
 * they were, never a half-written file.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

#include "sc-cli-annotate.h"
#include "sc-cli-input.h"
#include "sc-engine-annotate.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-writer.h"

#define EXIT_PROBLEMS 1
#define EXIT_USAGE    2

#define DEFAULT_NODES 300000

typedef struct {
  char     *engine;
  gint64    nodes;
  int       movetime;
  int       threads;
  char     *lang;
  gboolean  blunders_only;
  int       jobs;
  char     *output;
} Options;

/* What the workers share. games, style and limits are read only. */
typedef struct {
  const Options    *options;
  GPtrArray        *games;         /* of ScGame* */
  ScNotationStyle   style;
  ScEngineLimits    limits;
  GCancellable     *cancellable;   /* cancelled at the first engine error */
  GMutex            mutex;
  GCond             changed;
  guint             next_game;     /* the next one to hand out */
  guint             games_done;
  guint             workers_left;
  guint             positions_done;
  guint             positions_total;
  GError           *error;         /* the first engine error */
  guint             error_game;    /* 1-based */
} Annotation;

static void
options_clear (Options *o)
{
  g_free (o->engine);
  g_free (o->lang);
  g_free (o->output);
}

static int
usage_error (const char *message)
{
  g_printerr ("scoresheet-cli annotate: %s\n", message);
  g_printerr (_("Try “scoresheet-cli annotate --help”.\n"));
  return EXIT_USAGE;
}

static void
count_position (guint    done,
                guint    total,
                gpointer user_data)
{
  Annotation *a = user_data;

  if (done == 0)
    return;
  g_mutex_lock (&a->mutex);
  a->positions_done++;
  g_cond_broadcast (&a->changed);
  g_mutex_unlock (&a->mutex);
  (void) total;
}

/* The next game to annotate, or G_MAXUINT when there is none or the
 * annotation stopped. */
static guint
take_game (Annotation *a)
{
  guint index = G_MAXUINT;

  g_mutex_lock (&a->mutex);
  if (a->error == NULL && a->next_game < a->games->len)
    index = a->next_game++;
  g_mutex_unlock (&a->mutex);
  return index;
}

static void
finish_game (Annotation *a,
             guint       index,
             GError     *error)
{
  g_mutex_lock (&a->mutex);
  a->games_done++;
  if (error != NULL && a->error == NULL
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      a->error = g_error_copy (error);
      a->error_game = index + 1;
      g_cancellable_cancel (a->cancellable);
    }
  g_cond_broadcast (&a->changed);
  g_mutex_unlock (&a->mutex);
}

static void
annotate_game (Annotation  *a,
               ScEngine    *engine,
               ScGame      *game,
               GError     **error)
{
  g_autoptr(ScGameAnalysis) analysis = NULL;
  g_autoptr(GError) annotate_error = NULL;
  ScAnnotateFlags flags = a->options->blunders_only ? SC_ANNOTATE_BLUNDERS_ONLY : SC_ANNOTATE_DEFAULT;
  ScGameEdit *undo;
  gboolean searched;

  /* A game that could not be read whole is written back as it was. */
  if (sc_game_get_unread_text (game) != NULL)
    return;
  analysis = sc_game_analysis_new (game);
  searched = sc_game_analysis_run (analysis, engine, &a->limits, count_position, a,
                                   a->cancellable, error);
  /* What was found before an engine failed is kept. */
  if (!searched && (*error == NULL || g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_CANCELLED)))
    return;
  /* The command line has no undo: the edit that takes it back goes. */
  undo = sc_game_annotate (game, analysis, &a->style, flags, &annotate_error);
  g_clear_pointer (&undo, sc_game_edit_free);
  if (annotate_error != NULL && *error == NULL)
    g_propagate_error (error, g_steal_pointer (&annotate_error));
}

/* What the user can do about an engine's error, by ScEngineRemedy. */
static const char *const engine_remedies[SC_ENGINE_N_REMEDIES] = {
  [SC_ENGINE_REMEDY_INSTALL] = N_("Install Stockfish (apt install stockfish), or give another engine with --engine=PATH."),
  [SC_ENGINE_REMEDY_RETRY] = N_("Try again, or give another engine with --engine=PATH."),
  [SC_ENGINE_REMEDY_UCI] = N_("Give a UCI engine with --engine=PATH."),
  [SC_ENGINE_REMEDY_CHESS960] = N_("Give another engine, such as Stockfish, with --engine=PATH."),
  [SC_ENGINE_REMEDY_ANOTHER] = N_("Give another engine with --engine=PATH."),
};

static ScEngine *
start_engine (Annotation  *a,
              GError     **error)
{
  g_autoptr(ScEngine) engine = sc_engine_new (a->options->engine);
  g_autofree char *threads = g_strdup_printf ("%d", a->options->threads);

  sc_engine_set_option (engine, "Threads", threads);
  if (!sc_engine_start_sync (engine, a->cancellable, error))
    return NULL;
  return g_steal_pointer (&engine);
}

static gpointer
annotate_worker (gpointer data)
{
  Annotation *a = data;
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(ScEngine) engine = NULL;
  g_autoptr(GError) error = NULL;
  guint index;

  g_main_context_push_thread_default (context);
  engine = start_engine (a, &error);
  if (engine == NULL)
    {
      index = take_game (a);
      if (index != G_MAXUINT)
        finish_game (a, index, error);
    }
  else
    while ((index = take_game (a)) != G_MAXUINT)
      {
        g_clear_error (&error);
        annotate_game (a, engine, g_ptr_array_index (a->games, index), &error);
        finish_game (a, index, error);
      }
  if (engine != NULL)
    sc_engine_quit_sync (engine);
  g_clear_object (&engine);
  g_main_context_pop_thread_default (context);

  g_mutex_lock (&a->mutex);
  a->workers_left--;
  g_cond_broadcast (&a->changed);
  g_mutex_unlock (&a->mutex);
  return NULL;
}

/* "12 of 40 games, 35 %", rewritten in place on a terminal. */
static void
show_progress (Annotation *a,
               gboolean    last)
{
  /* Positions without a legal move need no engine: done is done. */
  gboolean all_done = a->games_done == a->games->len && a->error == NULL;
  guint percent = all_done || a->positions_total == 0 ? 100 : a->positions_done * 100 / a->positions_total;

  g_printerr ("\r");
  g_printerr (ngettext ("Annotating: %u of %u game, %u %%", "Annotating: %u of %u games, %u %%",
                        a->games->len),
              a->games_done, a->games->len, MIN (percent, 100));
  g_printerr ("\033[K%s", last ? "\n" : "");
}

/* Runs the workers and waits for them, showing progress on a terminal. */
static void
run_workers (Annotation *a)
{
  gboolean tty = isatty (STDERR_FILENO);
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  guint n = (guint) CLAMP (a->options->jobs, 1, (int) MAX (a->games->len, 1));

  a->workers_left = n;
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (threads, g_thread_new ("annotate", annotate_worker, a));

  g_mutex_lock (&a->mutex);
  while (a->workers_left > 0)
    {
      if (tty)
        show_progress (a, FALSE);
      g_cond_wait_until (&a->changed, &a->mutex, g_get_monotonic_time () + G_TIME_SPAN_SECOND / 4);
    }
  if (tty)
    show_progress (a, TRUE);
  g_mutex_unlock (&a->mutex);

  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));
}

static gboolean
resolve_style (const char       *code,
               ScNotationStyle  *style,
               char            **message)
{
  const ScLanguage *lang = code != NULL ? sc_language_lookup (code) : sc_language_for_locale ();

  if (lang == NULL)
    {
      *message = sc_language_unknown_message (code, FALSE);
      return FALSE;
    }
  sc_notation_style_init_preset (style, SC_PRESET_FIDE, lang);
  return TRUE;
}

static void
report_problems (const char   *path,
                 ScReadResult *read)
{
  for (guint i = 0; i < read->problems->len; i++)
    {
      ScTextProblem *p = &g_array_index (read->problems, ScTextProblem, i);

      g_printerr (_("%s:%u:%u: game %u: %s (written back as it was)\n"),
                  path, p->line, p->column, p->game_number, p->message);
    }
}

int
sc_cli_annotate (int    argc,
                 char **argv)
{
  /* -1: not given, so that a given 0 is refused. */
  Options o = { .nodes = -1, .movetime = -1, .threads = 1, .jobs = 1 };
  Annotation a = { &o };
  g_autoptr(GError) error = NULL;
  g_autoptr(ScReadResult) read = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  gsize length;
  int status = 0;
  GOptionEntry entries[] = {
    { "engine", 0, 0, G_OPTION_ARG_FILENAME, &o.engine,
      N_("The UCI engine to run (default: stockfish)"), N_("PATH") },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &o.nodes,
      N_("Nodes the engine searches in each position (default: 300000)"), N_("N") },
    { "movetime", 0, 0, G_OPTION_ARG_INT, &o.movetime,
      N_("Milliseconds the engine searches each position, instead of nodes"), N_("MS") },
    { "threads", 0, 0, G_OPTION_ARG_INT, &o.threads,
      N_("Threads of each engine (default: 1)"), N_("N") },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &o.lang,
      N_("Language of the engine’s sentences and of the moves in them (default: the interface’s)"), N_("LANG") },
    { "blunders-only", 0, 0, G_OPTION_ARG_NONE, &o.blunders_only,
      N_("Mark only blunders (?\?); every move still gets its evaluation"), NULL },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &o.jobs,
      N_("Engines run at once, each on its own games (default: 1)"), N_("N") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output,
      N_("Write the annotated PGN to OUT (- for standard output)"), N_("OUT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE.pgn — annotate every game with an engine"));

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    /* xgettext:no-c-format */
    _("Moves are judged by the winning chances they lose: ?! at 10 points,\n"
      "? at 20, ?? at 30. The engine’s additions are marked [%engine …] in\n"
      "the comments; annotating again replaces them, and nothing else.\n"));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      options_clear (&o);
      return usage_error (error->message);
    }
  if (argc != 2)
    status = usage_error (_("give one PGN file to annotate"));
  else if (o.output == NULL)
    status = usage_error (_("give the output file with -o OUT"));
  else if (o.nodes != -1 && o.movetime != -1)
    status = usage_error (_("give either --nodes or --movetime, not both"));
  else if ((o.nodes != -1 && o.nodes < 1) || (o.movetime != -1 && o.movetime < 1) || o.threads < 1 || o.jobs < 1)
    status = usage_error (_("--nodes, --movetime, --threads and -j take a positive number"));
  else if (!resolve_style (o.lang, &a.style, &message))
    status = usage_error (message);
  if (status != 0)
    {
      options_clear (&o);
      return status;
    }
  o.nodes = MAX (o.nodes, 0);
  o.movetime = MAX (o.movetime, 0);
  if (o.engine == NULL)
    o.engine = sc_engine_find_default ();
  if (o.engine == NULL)
    {
      g_printerr (_("scoresheet-cli annotate: no engine found: install Stockfish (apt install stockfish) or give one with --engine=PATH\n"));
      options_clear (&o);
      return EXIT_PROBLEMS;
    }

  text = sc_cli_read_text (argv[1], &length, NULL, &error);
  if (text == NULL)
    {
      g_printerr ("scoresheet-cli annotate: %s: %s\n", argv[1], error->message);
      options_clear (&o);
      return EXIT_PROBLEMS;
    }
  read = sc_read_games (text, (gssize) length, sc_language_english ());
  report_problems (argv[1], read);
  if (read->problems->len > 0)
    status = EXIT_PROBLEMS;

  a.games = read->games;
  a.limits.nodes = o.movetime == 0 ? (o.nodes != 0 ? (guint64) o.nodes : DEFAULT_NODES) : 0;
  a.limits.movetime_ms = (guint) o.movetime;
  a.cancellable = g_cancellable_new ();
  g_mutex_init (&a.mutex);
  g_cond_init (&a.changed);
  for (guint i = 0; i < a.games->len; i++)
    a.positions_total += sc_game_get_main_line_length (g_ptr_array_index (a.games, i)) + 1;
  run_workers (&a);

  if (a.error != NULL)
    {
      const char *remedy = engine_remedies[sc_engine_error_remedy (a.error)];

      g_printerr (_("scoresheet-cli annotate: game %u: %s\n"), a.error_game, a.error->message);
      if (remedy != NULL)
        g_printerr ("scoresheet-cli annotate: %s\n", _(remedy));
      g_printerr (_("scoresheet-cli annotate: the games not annotated are written as they were\n"));
      status = EXIT_PROBLEMS;
    }
  for (guint i = 0; i < a.games->len; i++)
    sc_write_pgn_game (out, g_ptr_array_index (a.games, i));
  /* An empty line between games, none after the last, as convert writes. */
  if (out->len > 0 && g_str_has_suffix (out->str, "\n\n"))
    g_string_truncate (out, out->len - 1);
  if (g_str_equal (o.output, "-"))
    fwrite (out->str, 1, out->len, stdout);
  else if (!g_file_set_contents (o.output, out->str, (gssize) out->len, &error))
    {
      g_printerr ("scoresheet-cli annotate: %s\n", error->message);
      status = EXIT_PROBLEMS;
    }

  g_clear_error (&a.error);
  g_clear_object (&a.cancellable);
  g_mutex_clear (&a.mutex);
  g_cond_clear (&a.changed);
  options_clear (&o);
  return status;
}
