/* sc-engine-session.c: one run of an engine's process, its pipes and its end
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every callback holds the session, never its owner: the owner is found
 * through a weak reference, so it may go at any time. The input pipe is
 * non-blocking; what it does not take at once waits until it is
 * writable. A thread of its own reads the engine's output and hands its
 * lines to the session's context. An ended session says "quit", and
 * another thread kills the process if it is still there after a grace
 * period, whether or not anyone runs a main loop any more.
 */
#include "config.h"

#include <gio/gunixinputstream.h>
#include <gio/gunixoutputstream.h>
#include <glib-unix.h>
#include <glib/gi18n.h>
#include <signal.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "sc-engine-session.h"

/* How long an engine told "quit" may take before it is killed, and how
 * long a process that closed its output may take to exit. */
#define GRACE_MS 1000

/* What one read of the engine's output takes at most. */
#define READ_SIZE 16384

struct _ScEngineSession {
  GWeakRef                   owner;
  ScEngineSessionLineFunc    on_line;
  ScEngineSessionClosedFunc  on_closed;
  GMainContext              *context;
  GSubprocess               *process;
  GInputStream              *output;     /* the engine's standard output */
  GString                   *partial;    /* output not yet handed out */
  /* Shared with the thread that reads the output, under lock. */
  GMutex                     lock;
  GString                   *incoming;   /* read, not yet taken here */
  gsize                      scanned;    /* incoming's lines looked at */
  gboolean                   incoming_ended;
  gboolean                   wake_pending;
  gboolean                   hold_info;  /* no one listens to "info" lines now */
  gint64                     last_output_us;
  GOutputStream             *commands;
  GCancellable              *cancellable;
  GString                   *unsent;
  GSource                   *writable;   /* while unsent waits for the pipe */
  GSource                   *exit_grace; /* after the end of output */
  GDestroyNotify             done;
  gpointer                   done_data;
  gboolean                   output_ended;
  gboolean                   exited;
  gboolean                   closed;
  gboolean                   ended;
};

static ScEngineSession *
session_ref (ScEngineSession *self)
{
  return g_rc_box_acquire (self);
}

static void
session_clear (gpointer data)
{
  ScEngineSession *self = data;

  g_weak_ref_clear (&self->owner);
  g_clear_object (&self->output);
  g_clear_object (&self->commands);
  g_clear_object (&self->process);
  g_clear_object (&self->cancellable);
  g_string_free (self->unsent, TRUE);
  g_string_free (self->partial, TRUE);
  g_string_free (self->incoming, TRUE);
  g_mutex_clear (&self->lock);
  g_main_context_unref (self->context);
  if (self->done != NULL)
    self->done (self->done_data);
}

static void
session_unref (ScEngineSession *self)
{
  g_rc_box_release_full (self, session_clear);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScEngineSession, session_unref)

void
sc_engine_clear_source (GSource **source)
{
  if (*source == NULL)
    return;
  g_source_destroy (*source);
  g_clear_pointer (source, g_source_unref);
}

static void
report_closed (ScEngineSession *self)
{
  g_autoptr(GObject) owner = NULL;

  if (self->ended || self->closed)
    return;
  self->closed = TRUE;
  sc_engine_clear_source (&self->exit_grace);
  owner = g_weak_ref_get (&self->owner);
  if (owner != NULL)
    self->on_closed (owner);
}

static void
on_exited (GObject      *process,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(ScEngineSession) self = data;

  if (!g_subprocess_wait_finish (G_SUBPROCESS (process), result, NULL) || self->ended)
    return;
  self->exited = TRUE;
  report_closed (self);
}

static gboolean
on_exit_grace_over (gpointer data)
{
  ScEngineSession *self = data;

  g_clear_pointer (&self->exit_grace, g_source_unref);
  report_closed (self);
  return G_SOURCE_REMOVE;
}

/* Hands out the whole lines of what the engine wrote; FALSE when the
 * session ended in one of them. */
static gboolean
hand_out_lines (ScEngineSession *self)
{
  gsize start = 0;
  char *end;

  while ((end = memchr (self->partial->str + start, '\n', self->partial->len - start)) != NULL)
    {
      g_autoptr(GObject) owner = NULL;
      g_autofree char *line = g_strndup (self->partial->str + start,
                                         (gsize) (end - self->partial->str) - start);

      start = (gsize) (end - self->partial->str) + 1;
      owner = g_weak_ref_get (&self->owner);
      if (owner == NULL)
        break;
      g_strchomp (line);
      if (!g_utf8_validate (line, -1, NULL))
        {
          char *valid = g_utf8_make_valid (line, -1);

          g_free (line);
          line = valid;
        }
      self->on_line (owner, line);
      if (self->ended)
        return FALSE;
    }
  g_string_erase (self->partial, 0, start);
  return TRUE;
}

static void
output_ended (ScEngineSession *self)
{
  g_autoptr(GObject) owner = g_weak_ref_get (&self->owner);

  /* A last line without its line end is a line too. */
  if (self->partial->len > 0 && owner != NULL)
    {
      g_string_append_c (self->partial, '\n');
      if (!hand_out_lines (self))
        return;
    }
  /* The exit status comes after the end of the output. */
  self->output_ended = TRUE;
  g_subprocess_wait_async (self->process, self->cancellable, on_exited, session_ref (self));
  self->exit_grace = g_timeout_source_new (GRACE_MS);
  g_source_set_callback (self->exit_grace, on_exit_grace_over, self, NULL);
  g_source_attach (self->exit_grace, self->context);
}

/* Has func run in the session's context, from the reading thread, never
 * in that thread itself (as g_main_context_invoke () might). */
static void
run_in_context (ScEngineSession *self,
                GSourceFunc      func,
                gpointer         data,
                GDestroyNotify   notify)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, notify);
  g_source_attach (source, self->context);
  g_source_unref (source);
}

static gboolean
release_in_context (gpointer data)
{
  session_unref (data);
  return G_SOURCE_REMOVE;
}

/* Takes what the reading thread has read, and hands it out. */
static gboolean
on_incoming (gpointer data)
{
  ScEngineSession *self = data;
  gboolean ended;

  g_mutex_lock (&self->lock);
  g_string_append_len (self->partial, self->incoming->str, (gssize) self->incoming->len);
  g_string_truncate (self->incoming, 0);
  self->scanned = 0;
  self->wake_pending = FALSE;
  ended = self->incoming_ended;
  g_mutex_unlock (&self->lock);

  if (self->ended || self->output_ended)
    return G_SOURCE_REMOVE;
  if (hand_out_lines (self) && ended)
    output_ended (self);
  return G_SOURCE_REMOVE;
}

/* Whether incoming holds a whole line that must be handed out now: any
 * line but "info" while no one listens to those. Called under lock. */
static gboolean
has_line_to_hand_out (ScEngineSession *self)
{
  const char *end;

  while ((end = memchr (self->incoming->str + self->scanned, '\n',
                        self->incoming->len - self->scanned)) != NULL)
    {
      const char *line = self->incoming->str + self->scanned;

      self->scanned = (gsize) (end - self->incoming->str) + 1;
      if (!self->hold_info || !g_str_has_prefix (line, "info"))
        return TRUE;
    }
  return FALSE;
}

/* The thread that reads the engine's output. It wakes the session's
 * context only for lines someone waits for: while the engine searches
 * with no one listening to its "info" lines, they wait here for its
 * "bestmove". Each wake-up of the context while the engine searches is
 * time taken from the engine when both share a processor. */
static gpointer
read_output (gpointer data)
{
  ScEngineSession *self = data;
  int fd = g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (self->output));
  char buffer[READ_SIZE];
  gssize n;

  do
    {
      gboolean wake;

      n = read (fd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR)
        continue;
      g_mutex_lock (&self->lock);
      self->last_output_us = g_get_monotonic_time ();
      if (n > 0)
        g_string_append_len (self->incoming, buffer, n);
      else
        self->incoming_ended = TRUE;
      wake = !self->wake_pending && (n <= 0 || has_line_to_hand_out (self));
      self->wake_pending |= wake;
      g_mutex_unlock (&self->lock);
      if (wake)
        run_in_context (self, on_incoming, session_ref (self), (GDestroyNotify) session_unref);
    }
  while (n != 0 && !(n < 0 && errno != EINTR));
  /* The last reference may end the session, which its context waits
   * for: let it go there, which wakes the context. */
  run_in_context (self, release_in_context, self, NULL);
  return NULL;
}

void
sc_engine_session_hold_info (ScEngineSession *self,
                             gboolean         hold)
{
  g_mutex_lock (&self->lock);
  self->hold_info = hold;
  g_mutex_unlock (&self->lock);
}

gint64
sc_engine_session_get_last_output_us (ScEngineSession *self)
{
  gint64 last;

  g_mutex_lock (&self->lock);
  last = self->last_output_us;
  g_mutex_unlock (&self->lock);
  return last;
}

static void
flush (ScEngineSession *self);

static gboolean
on_writable (GObject  *stream,
             gpointer  data)
{
  ScEngineSession *self = data;

  g_clear_pointer (&self->writable, g_source_unref);
  if (!self->ended)
    flush (self);
  return G_SOURCE_REMOVE;
}

static void
flush (ScEngineSession *self)
{
  GPollableOutputStream *pipe = G_POLLABLE_OUTPUT_STREAM (self->commands);

  while (self->unsent->len > 0 && self->writable == NULL)
    {
      g_autoptr(GError) error = NULL;
      gssize written;

      written = g_pollable_output_stream_write_nonblocking (pipe, self->unsent->str, self->unsent->len,
                                                            NULL, &error);
      if (written < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          self->writable = g_pollable_output_stream_create_source (pipe, self->cancellable);
          g_source_set_callback (self->writable, G_SOURCE_FUNC (on_writable),
                                 session_ref (self), (GDestroyNotify) session_unref);
          g_source_attach (self->writable, self->context);
          return;
        }
      if (written < 0)
        {
          /* The process has gone; its end is told with its exit status. */
          g_string_truncate (self->unsent, 0);
          return;
        }
      g_string_erase (self->unsent, 0, written);
    }
}

ScEngineSession *
sc_engine_session_new (GObject                   *owner,
                       const char                *path,
                       ScEngineSessionLineFunc    on_line_func,
                       ScEngineSessionClosedFunc  on_closed_func,
                       GError                   **error)
{
  const char *argv[] = { path, NULL };
  g_autoptr(GSubprocess) process = NULL;
  ScEngineSession *self;
  GOutputStream *commands;
  GInputStream *output;
  GThread *reader;

  /* A line written to an engine that has just died must fail with
   * EPIPE, not end this program (GIO does the same for its sockets). */
  signal (SIGPIPE, SIG_IGN);
  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                     G_SUBPROCESS_FLAGS_STDERR_SILENCE, error);
  if (process == NULL)
    return NULL;
  commands = g_subprocess_get_stdin_pipe (process);
  output = g_subprocess_get_stdout_pipe (process);
  if (!g_unix_set_fd_nonblocking (g_unix_output_stream_get_fd (G_UNIX_OUTPUT_STREAM (commands)), TRUE, error))
    {
      g_subprocess_force_exit (process);
      return NULL;
    }

  self = g_rc_box_new0 (ScEngineSession);
  g_weak_ref_init (&self->owner, owner);
  self->on_line = on_line_func;
  self->on_closed = on_closed_func;
  self->context = g_main_context_ref_thread_default ();
  self->process = g_steal_pointer (&process);
  self->output = g_object_ref (output);
  self->commands = g_object_ref (commands);
  self->cancellable = g_cancellable_new ();
  self->unsent = g_string_new (NULL);
  self->partial = g_string_new (NULL);
  g_mutex_init (&self->lock);
  self->incoming = g_string_new (NULL);
  self->last_output_us = g_get_monotonic_time ();
  reader = g_thread_try_new ("sc-engine-output", read_output, session_ref (self), error);
  if (reader == NULL)
    {
      g_subprocess_force_exit (self->process);
      session_unref (self);   /* the reader's */
      session_unref (self);
      return NULL;
    }
  g_thread_unref (reader);
  return self;
}

void
sc_engine_session_send (ScEngineSession *self,
                        const char      *format,
                        ...)
{
  va_list args;

  if (self->ended)
    return;
  va_start (args, format);
  g_string_append_vprintf (self->unsent, format, args);
  va_end (args);
  g_string_append_c (self->unsent, '\n');
  flush (self);
}

char *
sc_engine_session_describe_end (ScEngineSession *self)
{
  int signum;

  if (!self->exited)
    return g_strdup (_("it closed its output but did not exit"));
  if (g_subprocess_get_if_signaled (self->process))
    {
      signum = g_subprocess_get_term_sig (self->process);
      /* TRANSLATORS: %d: a signal's number; %s: its name ("Segmentation fault") */
      return g_strdup_printf (_("it was ended by signal %d, %s"), signum, g_strsignal (signum));
    }
  /* TRANSLATORS: %d: a program's exit status */
  return g_strdup_printf (_("it exited with status %d"), g_subprocess_get_exit_status (self->process));
}

static void
on_reaped (GObject      *process,
           GAsyncResult *result,
           gpointer      data)
{
  gboolean *gone = data;

  g_subprocess_wait_finish (G_SUBPROCESS (process), result, NULL);
  *gone = TRUE;
}

static gboolean
on_grace_over (gpointer data)
{
  g_subprocess_force_exit (data);
  return G_SOURCE_REMOVE;
}

/* The thread that waits for an ended process, and kills it after the
 * grace period. */
static gpointer
reap (gpointer data)
{
  g_autoptr(GSubprocess) process = data;
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSource) grace = g_timeout_source_new (GRACE_MS);
  gboolean gone = FALSE;

  g_main_context_push_thread_default (context);
  g_subprocess_wait_async (process, NULL, on_reaped, &gone);
  g_source_set_callback (grace, on_grace_over, process, NULL);
  g_source_attach (grace, context);
  while (!gone)
    g_main_context_iteration (context, TRUE);
  g_source_destroy (grace);
  g_main_context_pop_thread_default (context);
  return NULL;
}

GThread *
sc_engine_session_end (ScEngineSession *self,
                       GDestroyNotify   done,
                       gpointer         data)
{
  GThread *reaper = NULL;

  g_return_val_if_fail (!self->ended, NULL);

  self->ended = TRUE;
  self->done = done;
  self->done_data = data;
  g_cancellable_cancel (self->cancellable);
  sc_engine_clear_source (&self->writable);
  sc_engine_clear_source (&self->exit_grace);
  if (!self->exited)
    {
      /* Behind a line the pipe did not take, "quit" would not read. */
      if (self->unsent->len == 0)
        g_pollable_output_stream_write_nonblocking (G_POLLABLE_OUTPUT_STREAM (self->commands),
                                                    "quit\n", strlen ("quit\n"), NULL, NULL);
      g_output_stream_close (self->commands, NULL, NULL);
      reaper = g_thread_try_new ("sc-engine-end", reap, g_object_ref (self->process), NULL);
      if (reaper == NULL)
        {
          g_subprocess_force_exit (self->process);
          g_object_unref (self->process);
        }
    }
  session_unref (self);
  return reaper;
}
