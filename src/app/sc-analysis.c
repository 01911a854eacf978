/* sc-analysis.c: the engine following the document's current position
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-analysis.h"
#include "sc-engine.h"
#include "sc-judgement.h"

/* Lines and depths come many times a second: shown at most this often. */
#define CHANGED_DELAY_MS 100

/* A position to search: the game's start and the moves to it, so that
 * the engine sees repetitions. */
typedef struct {
  ScPosition  start;
  GArray     *moves;   /* of ScMove */
  ScPosition  pos;     /* after them */
} Wanted;

struct _ScAnalysis {
  GObject       parent_instance;

  ScDocument   *document;
  GSettings    *settings;

  gboolean      active;      /* asked to run (the pane is shown) */
  ScEngine     *engine;
  GCancellable *cancellable;
  gboolean      started;     /* the engine answered its handshake */
  gboolean      searching;   /* a search is under way */
  gboolean      stopping;    /* and it was asked to stop */
  gboolean      restart;     /* search the same position again (options changed) */
  Wanted        wanted;      /* the newest position wanted */
  guint64       searched;    /* the hash of the position being searched */

  ScPosition    position;    /* what the lines are about */
  GPtrArray    *lines;       /* ScUciInfo*, by multipv; NULL where none yet */
  GError       *error;
  GHashTable   *known_evals;
  guint         changed_source;
};

G_DEFINE_FINAL_TYPE (ScAnalysis, sc_analysis, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void want_current (ScAnalysis *self);

static gboolean
emit_changed (gpointer data)
{
  ScAnalysis *self = data;

  self->changed_source = 0;
  g_signal_emit (self, signals[CHANGED], 0);
  return G_SOURCE_REMOVE;
}

static void
schedule_changed (ScAnalysis *self)
{
  if (self->changed_source == 0)
    self->changed_source = g_timeout_add (CHANGED_DELAY_MS, emit_changed, self);
}

static void
info_free (gpointer data)
{
  ScUciInfo *info = data;

  if (info != NULL)
    {
      sc_uci_info_clear (info);
      g_free (info);
    }
}

void
sc_analysis_line_eval (const ScUciInfo  *line,
                       const ScPosition *pos,
                       ScEval           *eval)
{
  sc_score_get_eval (sc_uci_score_for_white (line, sc_position_side_to_move (pos)), eval);
}

static void
clear_lines (ScAnalysis *self)
{
  g_ptr_array_set_size (self->lines, 0);
}

/* Ends the engine's process; the lines found stay. */
static void
end_engine (ScAnalysis *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->engine, self);
      sc_engine_quit (self->engine);
      g_clear_object (&self->engine);
    }
  self->started = FALSE;
  self->searching = FALSE;
  self->stopping = FALSE;
  self->restart = FALSE;
}

/* By ScEngineRemedy. */
static const char *const engine_remedies[SC_ENGINE_N_REMEDIES] = {
  [SC_ENGINE_REMEDY_INSTALL] = N_("Install Stockfish (“apt install stockfish”), or choose another engine in Preferences."),
  [SC_ENGINE_REMEDY_RETRY] = N_("Try again, or choose another engine in Preferences."),
  [SC_ENGINE_REMEDY_UCI] = N_("Choose a UCI engine in Preferences."),
  [SC_ENGINE_REMEDY_CHESS960] = N_("Choose another engine, such as Stockfish, in Preferences."),
  [SC_ENGINE_REMEDY_ANOTHER] = N_("Choose another engine in Preferences."),
};

char *
sc_analysis_describe_error (const GError *error)
{
  const char *remedy = engine_remedies[sc_engine_error_remedy (error)];

  if (remedy == NULL)
    return g_strdup (error->message);
  /* TRANSLATORS: what went wrong, then what to do about it: two
   * sentences, joined as your language joins them */
  return g_strdup_printf (C_("engine error", "%s %s"), error->message, _(remedy));
}

/* The error as the pane shows it: with what the user can do. */
static void
keep_error (ScAnalysis   *self,
            const GError *error)
{
  g_autofree char *text = sc_analysis_describe_error (error);

  g_clear_error (&self->error);
  self->error = g_error_new_literal (error->domain, error->code, text);
}

static void
fail (ScAnalysis   *self,
      const GError *error)
{
  keep_error (self, error);
  end_engine (self);
  schedule_changed (self);
}

static gboolean
is_cancelled (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
engine_info (ScEngine        *engine,
             const ScUciInfo *info,
             ScAnalysis      *self)
{
  guint index;
  ScUciInfo *copy;

  if (!self->searching || info->pv == NULL || info->pv->len == 0 || !info->has_score ||
      info->multipv == 0 || info->multipv > (guint) g_settings_get_int (self->settings, "engine-lines"))
    return;
  index = info->multipv - 1;
  copy = g_memdup2 (info, sizeof *info);
  copy->pv = g_array_copy (info->pv);
  if (self->lines->len <= index)
    g_ptr_array_set_size (self->lines, index + 1);
  info_free (g_ptr_array_index (self->lines, index));
  g_ptr_array_index (self->lines, index) = copy;
  if (index == 0)
    {
      ScEval *eval = g_new (ScEval, 1);
      guint64 *hash = g_new (guint64, 1);

      sc_analysis_line_eval (info, &self->position, eval);
      *hash = self->position.hash;
      g_hash_table_replace (self->known_evals, hash, eval);
    }
  schedule_changed (self);
}

static void search_done (GObject      *source,
                         GAsyncResult *result,
                         gpointer      data);

static void
set_options (ScAnalysis *self)
{
  g_autofree char *threads = g_strdup_printf ("%d", g_settings_get_int (self->settings, "engine-threads"));
  g_autofree char *hash = g_strdup_printf ("%d", g_settings_get_int (self->settings, "engine-hash"));
  g_autofree char *lines = g_strdup_printf ("%d", g_settings_get_int (self->settings, "engine-lines"));

  sc_engine_set_option (self->engine, "Threads", threads);
  sc_engine_set_option (self->engine, "Hash", hash);
  sc_engine_set_option (self->engine, "MultiPV", lines);
}

static void
start_search (ScAnalysis *self)
{
  ScEngineLimits limits = { 0 };

  self->searching = TRUE;
  self->stopping = FALSE;
  self->restart = FALSE;
  self->searched = self->wanted.pos.hash;
  if (self->position.hash != self->wanted.pos.hash)
    clear_lines (self);
  self->position = self->wanted.pos;
  set_options (self);
  sc_engine_search_async (self->engine, &self->wanted.start, (const ScMove *) self->wanted.moves->data,
                          self->wanted.moves->len, &limits, self->cancellable, search_done,
                          g_object_ref (self));
  schedule_changed (self);
}

/* The newest position wanted is searched once the engine is free. */
static void
search_wanted (ScAnalysis *self)
{
  if (!self->started)
    return;
  if (!self->searching)
    start_search (self);
  else if (!self->stopping && (self->restart || self->searched != self->wanted.pos.hash))
    {
      self->stopping = TRUE;
      sc_engine_stop (self->engine);
    }
}

static void
search_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr(ScAnalysis) self = data;
  g_autoptr(ScEngineResult) partial = NULL;
  g_autoptr(ScEngineResult) found = NULL;
  g_autoptr(GError) error = NULL;
  gboolean stopped;

  found = sc_engine_search_finish (SC_ENGINE (source), result, &partial, &error);
  if (error != NULL && is_cancelled (error))
    return;
  if (self->engine != SC_ENGINE (source))
    return;
  /* Stopped for the position wanted then, which may since have become
   * the one searched again: it is searched anew all the same. */
  stopped = self->stopping;
  self->searching = FALSE;
  self->stopping = FALSE;
  /* An engine without Chess960 is kept for the next ordinary game, which
   * may be wanted already. */
  if (g_error_matches (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_NO_CHESS960))
    {
      if (self->restart || self->searched != self->wanted.pos.hash)
        {
          start_search (self);
          return;
        }
      keep_error (self, error);
      clear_lines (self);
      schedule_changed (self);
      return;
    }
  if (error != NULL)
    {
      fail (self, error);
      return;
    }
  /* Ended by itself (a position without moves) or stopped for another. */
  if (stopped || self->restart || self->searched != self->wanted.pos.hash)
    start_search (self);
  else
    schedule_changed (self);
}

static void
engine_started (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(ScAnalysis) self = data;
  g_autoptr(GError) error = NULL;

  if (!sc_engine_start_finish (SC_ENGINE (source), result, &error))
    {
      if (!is_cancelled (error) && self->engine == SC_ENGINE (source))
        fail (self, error);
      return;
    }
  if (self->engine != SC_ENGINE (source))
    return;
  self->started = TRUE;
  want_current (self);
  schedule_changed (self);
}

static void
start_engine (ScAnalysis *self)
{
  g_autofree char *path = g_settings_get_string (self->settings, "engine-path");

  end_engine (self);
  g_clear_error (&self->error);
  if (*path == '\0')
    {
      g_free (path);
      path = sc_engine_find_default ();
    }
  if (path == NULL)
    {
      g_autoptr(GError) error = g_error_new_literal (SC_ENGINE_ERROR, SC_ENGINE_ERROR_MISSING,
                                                     _("No chess engine was found."));

      fail (self, error);
      return;
    }
  self->engine = sc_engine_new (path);
  self->cancellable = g_cancellable_new ();
  g_signal_connect (self->engine, "info", G_CALLBACK (engine_info), self);
  set_options (self);
  sc_engine_start_async (self->engine, self->cancellable, engine_started, g_object_ref (self));
  schedule_changed (self);
}

/* The start and the moves to the current node; from the current position
 * itself when a null move lies on the way, which the engine cannot play. */
static void
want_current (ScAnalysis *self)
{
  ScGame *game = sc_document_get_game (self->document);
  ScGameNode *current = sc_document_get_current (self->document);
  gboolean null_move = FALSE;

  if (!self->active)
    return;
  /* Said again if this is a Chess960 game too. */
  if (g_error_matches (self->error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_NO_CHESS960))
    g_clear_error (&self->error);
  g_array_set_size (self->wanted.moves, 0);
  for (ScGameNode *node = current; node->parent != NULL; node = node->parent)
    {
      g_array_prepend_val (self->wanted.moves, node->move);
      null_move |= node->move == SC_MOVE_NULL;
    }
  sc_game_position_at (game, current, &self->wanted.pos);
  self->wanted.start = *sc_game_get_start_position (game);
  if (null_move)
    {
      self->wanted.start = self->wanted.pos;
      g_array_set_size (self->wanted.moves, 0);
    }
  /* After a failure nothing searches the new position: the last lines,
   * of a position the game has left, go. */
  if (self->error != NULL && self->position.hash != self->wanted.pos.hash && self->lines->len > 0)
    {
      clear_lines (self);
      schedule_changed (self);
    }
  search_wanted (self);
}

static void
options_changed (ScAnalysis *self)
{
  guint lines = g_settings_get_int (self->settings, "engine-lines");

  if (self->lines->len > lines)
    g_ptr_array_set_size (self->lines, lines);
  /* An engine that failed (perhaps for the option, as a hash larger
   * than the memory) is given another chance with it. */
  if (self->active && self->engine == NULL)
    {
      start_engine (self);
      return;
    }
  self->restart = TRUE;
  search_wanted (self);
  schedule_changed (self);
}

static void
engine_path_changed (ScAnalysis *self)
{
  if (self->active)
    start_engine (self);
}

void
sc_analysis_set_running (ScAnalysis *self,
                         gboolean    running)
{
  g_return_if_fail (SC_IS_ANALYSIS (self));

  if (self->active == running)
    return;
  self->active = running;
  if (running)
    start_engine (self);
  else
    {
      end_engine (self);
      g_clear_error (&self->error);
      clear_lines (self);
      schedule_changed (self);
    }
}

void
sc_analysis_try_again (ScAnalysis *self)
{
  g_return_if_fail (SC_IS_ANALYSIS (self));

  if (self->active)
    start_engine (self);
}

gboolean
sc_analysis_get_running (ScAnalysis *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS (self), FALSE);
  return self->active && self->error == NULL;
}

const char *
sc_analysis_get_engine_name (ScAnalysis *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS (self), NULL);
  return self->engine != NULL && self->started ? sc_engine_get_name (self->engine) : NULL;
}

const ScPosition *
sc_analysis_get_position (ScAnalysis *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS (self), NULL);
  return &self->position;
}

GPtrArray *
sc_analysis_get_lines (ScAnalysis *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS (self), NULL);
  return self->lines;
}

gboolean
sc_analysis_get_eval (ScAnalysis *self,
                      ScEval     *eval)
{
  const ScUciInfo *best;

  g_return_val_if_fail (SC_IS_ANALYSIS (self), FALSE);

  if (self->lines->len == 0 || (best = g_ptr_array_index (self->lines, 0)) == NULL)
    return FALSE;
  sc_analysis_line_eval (best, &self->position, eval);
  return TRUE;
}

const GError *
sc_analysis_get_error (ScAnalysis *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS (self), NULL);
  return self->error;
}

GHashTable *
sc_analysis_get_known_evals (ScAnalysis *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS (self), NULL);
  return self->known_evals;
}

static void
sc_analysis_dispose (GObject *object)
{
  ScAnalysis *self = SC_ANALYSIS (object);

  end_engine (self);
  g_clear_handle_id (&self->changed_source, g_source_remove);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (sc_analysis_parent_class)->dispose (object);
}

static void
sc_analysis_finalize (GObject *object)
{
  ScAnalysis *self = SC_ANALYSIS (object);

  g_array_unref (self->wanted.moves);
  g_ptr_array_unref (self->lines);
  g_hash_table_unref (self->known_evals);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (sc_analysis_parent_class)->finalize (object);
}

static void
sc_analysis_class_init (ScAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sc_analysis_dispose;
  object_class->finalize = sc_analysis_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sc_analysis_init (ScAnalysis *self)
{
  self->wanted.moves = g_array_new (FALSE, FALSE, sizeof (ScMove));
  self->lines = g_ptr_array_new_with_free_func (info_free);
  self->known_evals = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
}

ScAnalysis *
sc_analysis_new (ScDocument *document,
                 GSettings  *settings)
{
  ScAnalysis *self = g_object_new (SC_TYPE_ANALYSIS, NULL);
  static const char *options[] = { "changed::engine-threads", "changed::engine-hash", "changed::engine-lines" };

  self->document = g_object_ref (document);
  self->settings = g_object_ref (settings);
  g_signal_connect_swapped (document, "notify::current", G_CALLBACK (want_current), self);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (want_current), self);
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    g_signal_connect_swapped (settings, options[i], G_CALLBACK (options_changed), self);
  g_signal_connect_swapped (settings, "changed::engine-path", G_CALLBACK (engine_path_changed), self);
  return self;
}
