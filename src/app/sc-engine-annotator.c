/* sc-engine-annotator.c: an engine on a thread of its own analysing
 * games one after another, for the window's engine annotation
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The worker thread owns the engine and runs it in a main context of its
 * own (the engine's sync API). Games come to it through a queue; what it
 * finds goes back as messages to the main context of the thread that made
 * the annotator, where the signals are emitted. The worker never touches
 * the annotator itself: it shares only the Shared part, which outlives
 * both, so that dropping the annotator never waits for the engine.
 */
#include "config.h"

#include "sc-engine-annotator.h"

/* What the worker and the annotator share. owner is touched only in the
 * owner's main context. */
typedef struct {
  gatomicrefcount    ref;
  GAsyncQueue       *queue;          /* of Job* */
  GCancellable      *cancellable;
  GMainContext      *owner_context;
  ScEngineAnnotator *owner;          /* NULL once it is dropped or cancelled */
  char              *path;
  guint              threads;
  guint              hash_mb;
  ScEngineLimits     limits;
} Shared;

/* A game to analyse; none: the worker ends. */
typedef struct {
  ScGameAnalysis *analysis;
} Job;

typedef enum {
  MESSAGE_PROGRESS,
  MESSAGE_ANALYSED,
  MESSAGE_FAILED,
} MessageKind;

typedef struct {
  Shared         *shared;
  MessageKind     kind;
  guint           done;
  guint           total;
  ScGameAnalysis *analysis;
  GError         *error;
} Message;

struct _ScEngineAnnotator {
  GObject  parent_instance;
  Shared  *shared;
};

G_DEFINE_FINAL_TYPE (ScEngineAnnotator, sc_engine_annotator, G_TYPE_OBJECT)

enum {
  PROGRESS,
  ANALYSED,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_pointer (&job->analysis, sc_game_analysis_free);
  g_free (job);
}

static Shared *
shared_ref (Shared *shared)
{
  g_atomic_ref_count_inc (&shared->ref);
  return shared;
}

static void
shared_unref (Shared *shared)
{
  if (!g_atomic_ref_count_dec (&shared->ref))
    return;
  g_async_queue_unref (shared->queue);
  g_object_unref (shared->cancellable);
  g_main_context_unref (shared->owner_context);
  g_free (shared->path);
  g_free (shared);
}

static void
message_free (gpointer data)
{
  Message *message = data;

  g_clear_pointer (&message->analysis, sc_game_analysis_free);
  g_clear_error (&message->error);
  shared_unref (message->shared);
  g_free (message);
}

/* In the owner's main context. */
static gboolean
deliver (gpointer data)
{
  Message *message = data;
  ScEngineAnnotator *self = message->shared->owner;

  if (self == NULL)
    return G_SOURCE_REMOVE;
  g_object_ref (self);
  switch (message->kind)
    {
    case MESSAGE_PROGRESS:
      g_signal_emit (self, signals[PROGRESS], 0, message->done, message->total);
      break;
    case MESSAGE_ANALYSED:
      g_signal_emit (self, signals[ANALYSED], 0, message->analysis);
      break;
    case MESSAGE_FAILED:
      /* Nothing comes after a failure. */
      message->shared->owner = NULL;
      g_signal_emit (self, signals[FAILED], 0, message->error);
      break;
    }
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* From the worker thread. */
static void
post (Shared      *shared,
      MessageKind  kind,
      Message      contents)
{
  Message *message = g_new (Message, 1);

  *message = contents;
  message->shared = shared_ref (shared);
  message->kind = kind;
  g_main_context_invoke_full (shared->owner_context, G_PRIORITY_DEFAULT, deliver, message, message_free);
}

static void
post_failure (Shared *shared,
              GError *error)
{
  /* Stopped on purpose: nobody waits for that. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || g_cancellable_is_cancelled (shared->cancellable))
    return;
  post (shared, MESSAGE_FAILED, (Message) { .error = g_error_copy (error) });
}

static void
position_searched (guint    done,
                   guint    total,
                   gpointer user_data)
{
  post (user_data, MESSAGE_PROGRESS, (Message) { .done = done, .total = total });
}

static ScEngine *
start_engine (Shared  *shared,
              GError **error)
{
  g_autoptr(ScEngine) engine = sc_engine_new (shared->path);
  char value[16];

  g_snprintf (value, sizeof value, "%u", shared->threads);
  sc_engine_set_option (engine, "Threads", value);
  g_snprintf (value, sizeof value, "%u", shared->hash_mb);
  sc_engine_set_option (engine, "Hash", value);
  if (!sc_engine_start_sync (engine, shared->cancellable, error))
    return NULL;
  return g_steal_pointer (&engine);
}

static gpointer
worker (gpointer data)
{
  Shared *shared = data;
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(ScEngine) engine = NULL;
  g_autoptr(GError) error = NULL;

  g_main_context_push_thread_default (context);
  engine = start_engine (shared, &error);
  if (engine == NULL)
    post_failure (shared, error);
  else
    for (;;)
      {
        Job *job = g_async_queue_pop (shared->queue);

        if (job->analysis == NULL || g_cancellable_is_cancelled (shared->cancellable))
          {
            job_free (job);
            break;
          }
        if (!sc_game_analysis_run (job->analysis, engine, &shared->limits, position_searched, shared,
                                   shared->cancellable, &error))
          {
            post_failure (shared, error);
            job_free (job);
            break;
          }
        post (shared, MESSAGE_ANALYSED, (Message) { .analysis = g_steal_pointer (&job->analysis) });
        job_free (job);
      }
  /* The process goes with the thread: nothing of it is left behind. */
  if (engine != NULL)
    sc_engine_quit_sync (engine);
  g_clear_object (&engine);
  g_main_context_pop_thread_default (context);
  shared_unref (shared);
  return NULL;
}

static void
sc_engine_annotator_dispose (GObject *object)
{
  ScEngineAnnotator *self = SC_ENGINE_ANNOTATOR (object);

  if (self->shared != NULL)
    {
      sc_engine_annotator_cancel (self);
      g_clear_pointer (&self->shared, shared_unref);
    }
  G_OBJECT_CLASS (sc_engine_annotator_parent_class)->dispose (object);
}

static void
sc_engine_annotator_class_init (ScEngineAnnotatorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sc_engine_annotator_dispose;

  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[ANALYSED] = g_signal_new ("analysed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
sc_engine_annotator_init (ScEngineAnnotator *self)
{
}

ScEngineAnnotator *
sc_engine_annotator_new (const char           *path,
                         guint                 threads,
                         guint                 hash_mb,
                         const ScEngineLimits *limits)
{
  ScEngineAnnotator *self;
  Shared *shared;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (limits != NULL, NULL);

  self = g_object_new (SC_TYPE_ENGINE_ANNOTATOR, NULL);
  shared = g_new0 (Shared, 1);
  g_atomic_ref_count_init (&shared->ref);
  shared->queue = g_async_queue_new_full (job_free);
  shared->cancellable = g_cancellable_new ();
  shared->owner_context = g_main_context_ref_thread_default ();
  shared->owner = self;
  shared->path = g_strdup (path);
  shared->threads = MAX (threads, 1);
  shared->hash_mb = MAX (hash_mb, 1);
  shared->limits = *limits;
  self->shared = shared;
  /* The worker ends by itself once cancelled: nobody joins it. */
  g_thread_unref (g_thread_new ("engine-annotator", worker, shared_ref (shared)));
  return self;
}

void
sc_engine_annotator_analyse (ScEngineAnnotator *self,
                             ScGameAnalysis    *analysis)
{
  Job *job;

  g_return_if_fail (SC_IS_ENGINE_ANNOTATOR (self));
  g_return_if_fail (analysis != NULL);

  job = g_new0 (Job, 1);
  job->analysis = analysis;
  g_async_queue_push (self->shared->queue, job);
}

void
sc_engine_annotator_cancel (ScEngineAnnotator *self)
{
  g_return_if_fail (SC_IS_ENGINE_ANNOTATOR (self));

  self->shared->owner = NULL;
  g_cancellable_cancel (self->shared->cancellable);
  /* Wakes the worker if it waits for a game. */
  g_async_queue_push (self->shared->queue, g_new0 (Job, 1));
}
