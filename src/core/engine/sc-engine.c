/* sc-engine.c: a UCI engine run as a child process, never blocking
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine is a state machine driven by the lines its process writes
 * (sc-engine-session.c runs the process). One task runs at a time: the
 * start (uci … uciok, isready … readyok) or a search (setoption and
 * isready … readyok when options changed, then position, go … bestmove).
 * Each wait has a deadline; any failure ends the process and fails the
 * task with an error that names the engine and says what to do.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <unistd.h>

#include "sc-engine-private.h"

#define DEFAULT_ANSWER_TIMEOUT_S 10
/* Lines that are not UCI before "uciok": beyond this, not an engine. */
#define MAX_UNKNOWN_HANDSHAKE_LINES 1000

G_DEFINE_FINAL_TYPE (ScEngine, sc_engine, G_TYPE_OBJECT)
G_DEFINE_QUARK (sc-engine-error-quark, sc_engine_error)

ScEngineRemedy
sc_engine_error_remedy (const GError *error)
{
  if (error == NULL || error->domain != SC_ENGINE_ERROR)
    return SC_ENGINE_REMEDY_NONE;
  switch ((ScEngineError) error->code)
    {
    case SC_ENGINE_ERROR_MISSING:
      return SC_ENGINE_REMEDY_INSTALL;
    case SC_ENGINE_ERROR_CRASHED:
      return SC_ENGINE_REMEDY_RETRY;
    case SC_ENGINE_ERROR_GARBAGE:
      return SC_ENGINE_REMEDY_UCI;
    case SC_ENGINE_ERROR_NO_CHESS960:
      return SC_ENGINE_REMEDY_CHESS960;
    case SC_ENGINE_ERROR_HUNG:
    case SC_ENGINE_ERROR_ILLEGAL_MOVE:
    default:
      return SC_ENGINE_REMEDY_ANOTHER;
    }
}

enum {
  INFO,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
option_clear (gpointer data)
{
  Option *option = data;

  g_free (option->name);
  g_free (option->value);
}

void
sc_engine_arm (ScEngine    *self,
               GSource    **slot,
               guint64      ms,
               GSourceFunc  func)
{
  sc_engine_clear_source (slot);
  *slot = g_timeout_source_new ((guint) MIN (ms, G_MAXUINT));
  g_source_set_callback (*slot, func, self, NULL);
  g_source_attach (*slot, self->context);
}

guint64
sc_engine_answer_timeout_ms (ScEngine *self)
{
  return (guint64) self->answer_timeout_s * 1000;
}

/* Ends the process and every wait; the engine can be started again.
 * Returns the thread that waits for the process, or NULL; done as for
 * sc_engine_session_end (). */
static GThread *
end_session_then (ScEngine       *self,
                  GDestroyNotify  done,
                  gpointer        data)
{
  sc_engine_clear_source (&self->deadline);
  sc_engine_clear_source (&self->silence);
  sc_engine_clear_source (&self->cancelled);
  self->state = STATE_STOPPED;
  self->result = NULL;
  if (self->session == NULL)
    {
      if (done != NULL)
        done (data);
      return NULL;
    }
  return sc_engine_session_end (g_steal_pointer (&self->session), done, data);
}

static void
end_session (ScEngine *self)
{
  GThread *reaper = end_session_then (self, NULL, NULL);

  if (reaper != NULL)
    g_thread_unref (reaper);
}

/* Takes error: the process ends and the task under way fails with it. */
static void
fail (ScEngine *self,
      GError   *error)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  /* What was found before the failure is kept. */
  if (self->result != NULL)
    sc_engine_read_unread_info (self);
  end_session (self);
  g_clear_error (&self->failure);
  self->failure = g_error_copy (error);
  if (task != NULL)
    g_task_return_error (task, error);
  else
    g_error_free (error);
}

void
sc_engine_fail_with (ScEngine      *self,
                     ScEngineError  code,
                     char          *message)
{
  fail (self, g_error_new_literal (SC_ENGINE_ERROR, code, message));
  g_free (message);
}

static char *
hung_message (ScEngine   *self,
              const char *command)
{
  /* TRANSLATORS: %s: the engine's path; %s: a UCI command ("uci"); %u: seconds */
  return g_strdup_printf (ngettext ("The chess engine “%s” did not answer “%s” within %u second and was stopped.",
                                    "The chess engine “%s” did not answer “%s” within %u seconds and was stopped.",
                                    self->answer_timeout_s),
                          self->path, command, self->answer_timeout_s);
}

gboolean
sc_engine_on_deadline (gpointer data)
{
  ScEngine *self = data;

  g_clear_pointer (&self->deadline, g_source_unref);
  switch (self->state)
    {
    case STATE_UCI:
      if (self->first_unknown != NULL && !self->spoke_uci)
        sc_engine_fail_with (self, SC_ENGINE_ERROR_GARBAGE,
                             /* TRANSLATORS: %s: the engine's path; %s: what it wrote */
                             g_strdup_printf (_("The chess engine “%s” does not speak UCI: it answered “uci” "
                                                "with “%s”."),
                                              self->path, self->first_unknown));
      else
        sc_engine_fail_with (self, SC_ENGINE_ERROR_HUNG, hung_message (self, "uci"));
      break;
    case STATE_READY_START:
    case STATE_READY_SEARCH:
      sc_engine_fail_with (self, SC_ENGINE_ERROR_HUNG, hung_message (self, "isready"));
      break;
    case STATE_SEARCHING:
      if (self->stop_sent)
        sc_engine_fail_with (self, SC_ENGINE_ERROR_HUNG, hung_message (self, "stop"));
      else
        sc_engine_fail_with (self, SC_ENGINE_ERROR_HUNG,
                             /* TRANSLATORS: %s: the engine's path; %u: seconds */
                             g_strdup_printf (ngettext ("The chess engine “%s” did not end its search within %u second "
                                                        "of its time and was stopped.",
                                                        "The chess engine “%s” did not end its search within %u seconds "
                                                        "of its time and was stopped.",
                                                        self->answer_timeout_s),
                                              self->path, self->answer_timeout_s));
      break;
    case STATE_STOPPED:
    case STATE_IDLE:
    default:
      break;
    }
  return G_SOURCE_REMOVE;
}

static void
on_closed (GObject *owner)
{
  ScEngine *self = SC_ENGINE (owner);
  g_autofree char *how = sc_engine_session_describe_end (self->session);

  sc_engine_fail_with (self, SC_ENGINE_ERROR_CRASHED,
                       /* TRANSLATORS: %s: the engine's path; %s: how it ended ("it exited with status 3") */
                       g_strdup_printf (_("The chess engine “%s” stopped unexpectedly: %s."),
                                        self->path, how));
}

/* The words from words[from] up to the word stop (or the end), joined
 * by single spaces. */
static char *
join_until (GStrv       words,
            guint       from,
            const char *stop)
{
  GString *joined = g_string_new (NULL);

  for (guint i = from; words[i] != NULL && (stop == NULL || !g_str_equal (words[i], stop)); i++)
    g_string_append_printf (joined, "%s%s", joined->len > 0 ? " " : "", words[i]);
  return g_string_free (joined, FALSE);
}

static void
finish_start (ScEngine *self)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  sc_engine_clear_source (&self->deadline);
  sc_engine_clear_source (&self->cancelled);
  self->state = STATE_IDLE;
  g_task_return_boolean (task, TRUE);
}

static void
read_handshake (ScEngine   *self,
                const char *line)
{
  g_auto(GStrv) words = sc_uci_words (line);

  if (words[0] == NULL)
    return;
  if (self->state == STATE_READY_START)
    {
      if (g_str_equal (words[0], "readyok"))
        finish_start (self);
      return;
    }
  if (g_str_equal (words[0], "uciok"))
    {
      self->state = STATE_READY_START;
      sc_engine_session_send (self->session, "isready");
      sc_engine_arm (self, &self->deadline, sc_engine_answer_timeout_ms (self), sc_engine_on_deadline);
    }
  else if (g_str_equal (words[0], "id"))
    {
      self->spoke_uci = TRUE;
      if (words[1] != NULL && g_str_equal (words[1], "name") && words[2] != NULL)
        {
          g_free (self->name);
          self->name = join_until (words, 2, NULL);
        }
    }
  else if (g_str_equal (words[0], "option"))
    {
      self->spoke_uci = TRUE;
      if (words[1] != NULL && g_str_equal (words[1], "name") && words[2] != NULL)
        {
          char *name = join_until (words, 2, "type");

          g_hash_table_replace (self->announced, g_ascii_strdown (name, -1), name);
        }
    }
  else
    {
      if (self->first_unknown == NULL)
        self->first_unknown = g_strdup (line);
      if (++self->n_unknown > MAX_UNKNOWN_HANDSHAKE_LINES && !self->spoke_uci)
        {
          sc_engine_clear_source (&self->deadline);
          sc_engine_on_deadline (self);
        }
    }
}

static void
on_line (GObject    *owner,
         const char *line)
{
  ScEngine *self = SC_ENGINE (owner);

  switch (self->state)
    {
    case STATE_UCI:
    case STATE_READY_START:
      read_handshake (self, line);
      break;
    case STATE_READY_SEARCH:
      if (sc_engine_line_is (line, "readyok"))
        sc_engine_send_go (self);
      break;
    case STATE_SEARCHING:
      sc_engine_read_search_line (self, line);
      break;
    case STATE_STOPPED:
    case STATE_IDLE:
    default:
      /* Anything else an engine says is let by, as UCI asks. */
      break;
    }
}

gboolean
sc_engine_refuse_if_busy (ScEngine *self,
                          GTask    *task)
{
  if (self->task == NULL)
    return FALSE;
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING,
                           /* TRANSLATORS: %s: the engine's path */
                           _("The chess engine “%s” is busy: wait until it is done."), self->path);
  return TRUE;
}

void
sc_engine_emit_info (ScEngine  *self,
                     ScUciInfo *info)
{
  g_signal_emit (self, signals[INFO], 0, info);
}

gboolean
sc_engine_has_info_handler (ScEngine *self)
{
  return g_signal_has_handler_pending (self, signals[INFO], 0, TRUE);
}

static gboolean
on_cancelled (GCancellable *cancellable,
              gpointer      data)
{
  ScEngine *self = data;

  g_clear_pointer (&self->cancelled, g_source_unref);
  if (self->state == STATE_UCI || self->state == STATE_READY_START)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->task);

      end_session (self);
      g_task_return_error_if_cancelled (task);
    }
  else
    sc_engine_stop (self);
  return G_SOURCE_REMOVE;
}

void
sc_engine_watch_cancellable (ScEngine     *self,
                             GCancellable *cancellable)
{
  if (cancellable == NULL)
    return;
  self->cancelled = g_cancellable_source_new (cancellable);
  g_source_set_callback (self->cancelled, G_SOURCE_FUNC (on_cancelled), self, NULL);
  g_source_attach (self->cancelled, self->context);
}

static void
sc_engine_dispose (GObject *object)
{
  ScEngine *self = SC_ENGINE (object);

  /* A task holds the engine: none can be under way here. */
  end_session (self);
  G_OBJECT_CLASS (sc_engine_parent_class)->dispose (object);
}

static void
sc_engine_finalize (GObject *object)
{
  ScEngine *self = SC_ENGINE (object);

  g_free (self->path);
  g_free (self->name);
  g_free (self->position);
  g_free (self->go);
  g_free (self->first_unknown);
  g_clear_error (&self->failure);
  g_hash_table_unref (self->announced);
  g_array_unref (self->options);
  g_ptr_array_unref (self->unread_info);
  g_main_context_unref (self->context);
  G_OBJECT_CLASS (sc_engine_parent_class)->finalize (object);
}

static void
sc_engine_class_init (ScEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sc_engine_dispose;
  object_class->finalize = sc_engine_finalize;

  /* ScEngine::info: a line of play read, its ScUciInfo* (owned by the
   * engine: copy what outlives the handler). */
  signals[INFO] = g_signal_new ("info", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
sc_engine_init (ScEngine *self)
{
  self->answer_timeout_s = DEFAULT_ANSWER_TIMEOUT_S;
  self->context = g_main_context_ref_thread_default ();
  self->announced = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->options = g_array_new (FALSE, TRUE, sizeof (Option));
  g_array_set_clear_func (self->options, option_clear);
  self->unread_info = g_ptr_array_new_with_free_func (g_free);
}

char *
sc_engine_find_default (void)
{
  char *path = g_find_program_in_path ("stockfish");

  if (path == NULL && g_file_test ("/usr/games/stockfish", G_FILE_TEST_IS_EXECUTABLE))
    path = g_strdup ("/usr/games/stockfish");
  return path;
}

/* The engine-hash key's range, in megabytes. */
#define MAX_HASH 65536
#define DEFAULT_HASH 64

/* An engine asked for more than the machine has fails to start
 * (Stockfish exits), and the other half is left to the system. Never
 * below the default. */
guint
sc_engine_largest_hash (void)
{
  long pages = sysconf (_SC_PHYS_PAGES);
  long page_size = sysconf (_SC_PAGE_SIZE);
  gint64 half;

  if (pages <= 0 || page_size <= 0)
    return MAX_HASH;
  half = (gint64) pages * page_size / 2 / (1024 * 1024);
  return CLAMP (half, DEFAULT_HASH, MAX_HASH);
}

ScEngine *
sc_engine_new (const char *path)
{
  ScEngine *self;

  g_return_val_if_fail (path != NULL && *path != '\0', NULL);

  self = g_object_new (SC_TYPE_ENGINE, NULL);
  self->path = g_strdup (path);
  self->name = g_path_get_basename (path);
  return self;
}

const char *
sc_engine_get_path (ScEngine *self)
{
  g_return_val_if_fail (SC_IS_ENGINE (self), NULL);

  return self->path;
}

const char *
sc_engine_get_name (ScEngine *self)
{
  g_return_val_if_fail (SC_IS_ENGINE (self), NULL);

  return self->name;
}

void
sc_engine_set_option (ScEngine   *self,
                      const char *name,
                      const char *value)
{
  Option option = { 0 };

  g_return_if_fail (SC_IS_ENGINE (self));
  g_return_if_fail (name != NULL && value != NULL);

  for (guint i = 0; i < self->options->len; i++)
    {
      Option *set = &g_array_index (self->options, Option, i);

      if (g_ascii_strcasecmp (set->name, name) == 0)
        {
          if (g_str_equal (set->value, value))
            return;
          g_array_remove_index (self->options, i);
          break;
        }
    }
  /* One line each: a line end in them would be another command. */
  option.name = g_strdelimit (g_strdup (name), "\r\n", ' ');
  option.value = g_strdelimit (g_strdup (value), "\r\n", ' ');
  g_array_append_val (self->options, option);
}

void
sc_engine_set_answer_timeout (ScEngine *self,
                              guint     seconds)
{
  g_return_if_fail (SC_IS_ENGINE (self));
  g_return_if_fail (seconds > 0);

  self->answer_timeout_s = seconds;
}

void
sc_engine_start_async (ScEngine            *self,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SC_IS_ENGINE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sc_engine_start_async);
  if (sc_engine_refuse_if_busy (self, task))
    return;
  if (self->state != STATE_STOPPED)
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;

  /* The session's reads and timers belong to the engine's context. */
  g_main_context_push_thread_default (self->context);
  self->session = sc_engine_session_new (G_OBJECT (self), self->path, on_line, on_closed, &error);
  g_main_context_pop_thread_default (self->context);
  if (self->session == NULL)
    {
      g_clear_error (&self->failure);
      self->failure = g_error_new (SC_ENGINE_ERROR, SC_ENGINE_ERROR_MISSING,
                                   /* TRANSLATORS: %s: the engine's path; %s: why it cannot run */
                                   _("The chess engine “%s” cannot be started: %s."),
                                   self->path, error->message);
      g_task_return_error (task, g_error_copy (self->failure));
      return;
    }
  g_clear_error (&self->failure);
  g_clear_pointer (&self->first_unknown, g_free);
  self->n_unknown = 0;
  self->spoke_uci = FALSE;
  g_hash_table_remove_all (self->announced);
  for (guint i = 0; i < self->options->len; i++)
    g_array_index (self->options, Option, i).sent = FALSE;
  self->task = g_steal_pointer (&task);
  self->state = STATE_UCI;
  sc_engine_watch_cancellable (self, cancellable);
  sc_engine_session_send (self->session, "uci");
  sc_engine_arm (self, &self->deadline, sc_engine_answer_timeout_ms (self), sc_engine_on_deadline);
}

gboolean
sc_engine_start_finish (ScEngine      *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sc_engine_start_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Returns the thread that waits for the process, or NULL. */
static GThread *
quit (ScEngine       *self,
      GDestroyNotify  done,
      gpointer        data)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);
  GThread *reaper = end_session_then (self, done, data);

  if (task != NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             /* TRANSLATORS: %s: the engine's path */
                             _("The chess engine “%s” was told to quit."), self->path);
  return reaper;
}

void
sc_engine_quit (ScEngine *self)
{
  GThread *reaper;

  g_return_if_fail (SC_IS_ENGINE (self));

  reaper = quit (self, NULL, NULL);
  if (reaper != NULL)
    g_thread_unref (reaper);
}

static void
on_answer (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GAsyncResult **answer = data;

  *answer = g_object_ref (result);
}

static void
wait_for (ScEngine      *self,
          GAsyncResult **answer)
{
  while (*answer == NULL)
    g_main_context_iteration (self->context, TRUE);
}

static gboolean
in_own_context (ScEngine *self)
{
  g_autoptr(GMainContext) context = g_main_context_ref_thread_default ();

  return context == self->context;
}

gboolean
sc_engine_start_sync (ScEngine      *self,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr(GAsyncResult) answer = NULL;

  g_return_val_if_fail (SC_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (in_own_context (self), FALSE);

  sc_engine_start_async (self, cancellable, on_answer, &answer);
  wait_for (self, &answer);
  return sc_engine_start_finish (self, answer, error);
}

ScEngineResult *
sc_engine_search_sync (ScEngine             *self,
                       const ScPosition     *start,
                       const ScMove         *moves,
                       guint                 n_moves,
                       const ScEngineLimits *limits,
                       GCancellable         *cancellable,
                       GError              **error)
{
  g_autoptr(GAsyncResult) answer = NULL;

  g_return_val_if_fail (SC_IS_ENGINE (self), NULL);
  g_return_val_if_fail (in_own_context (self), NULL);

  sc_engine_search_async (self, start, moves, n_moves, limits, cancellable, on_answer, &answer);
  wait_for (self, &answer);
  return sc_engine_search_finish (self, answer, NULL, error);
}

static void
on_session_gone (gpointer data)
{
  *(gboolean *) data = TRUE;
}

void
sc_engine_quit_sync (ScEngine *self)
{
  gboolean gone = FALSE;
  GThread *reaper;

  g_return_if_fail (SC_IS_ENGINE (self));
  g_return_if_fail (in_own_context (self));

  reaper = quit (self, on_session_gone, &gone);
  /* The reads the end cancelled come back in this context. */
  while (!gone)
    g_main_context_iteration (self->context, TRUE);
  if (reaper != NULL)
    g_thread_join (reaper);
}
