/* sc-engine-search.c: an engine's searches: position, go, stop, its lines
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lines of play are read in the position searched, after the moves:
 * one with an illegal move is left out and the search goes on. A best
 * move that cannot be read or is not legal ends the engine.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-engine-private.h"
#include "sc-format.h"

/* A search task's data: the result, given to finish even on an error. */
typedef struct {
  ScEngineResult *result;
} Search;

static void
info_free (gpointer data)
{
  ScUciInfo *info = data;

  sc_uci_info_clear (info);
  g_free (info);
}

void
sc_engine_result_free (ScEngineResult *result)
{
  if (result == NULL)
    return;
  g_ptr_array_unref (result->lines);
  g_free (result);
}

static void
search_free (gpointer data)
{
  Search *search = data;

  sc_engine_result_free (search->result);
  g_free (search);
}

static gboolean
on_silence (gpointer data)
{
  ScEngine *self = data;
  gint64 last_us = MAX (self->last_line_us, sc_engine_session_get_last_output_us (self->session));
  gint64 quiet_ms = (g_get_monotonic_time () - last_us) / 1000;
  guint64 allowed_ms = sc_engine_answer_timeout_ms (self) + self->movetime_ms;

  g_clear_pointer (&self->silence, g_source_unref);
  if ((guint64) MAX (quiet_ms, 0) < allowed_ms)
    {
      sc_engine_arm (self, &self->silence, allowed_ms - (guint64) MAX (quiet_ms, 0), on_silence);
      return G_SOURCE_REMOVE;
    }
  sc_engine_fail_with (self, SC_ENGINE_ERROR_HUNG,
                       /* TRANSLATORS: %s: the engine's path; %u: seconds */
                       g_strdup_printf (ngettext ("The chess engine “%s” wrote nothing for %u second while searching "
                                                  "and was stopped.",
                                                  "The chess engine “%s” wrote nothing for %u seconds while searching "
                                                  "and was stopped.",
                                                  (guint) (allowed_ms / 1000)),
                                        self->path, (guint) (allowed_ms / 1000)));
  return G_SOURCE_REMOVE;
}

void
sc_engine_send_go (ScEngine *self)
{
  self->state = STATE_SEARCHING;
  sc_engine_clear_source (&self->deadline);
  sc_engine_session_hold_info (self->session, !sc_engine_has_info_handler (self));
  sc_engine_session_send (self->session, "%s", self->position);
  sc_engine_session_send (self->session, "%s", self->go);
  self->last_line_us = g_get_monotonic_time ();
  /* An infinite search may be silent for as long as it runs. */
  if (self->limited)
    sc_engine_arm (self, &self->silence, sc_engine_answer_timeout_ms (self) + self->movetime_ms,
                   on_silence);
  if (self->movetime_ms > 0)
    sc_engine_arm (self, &self->deadline, sc_engine_answer_timeout_ms (self) + self->movetime_ms,
                   sc_engine_on_deadline);
  if (self->stop_wanted)
    {
      self->stop_wanted = FALSE;
      sc_engine_stop (self);
    }
}

static void
keep_info (ScEngine  *self,
           ScUciInfo *info)
{
  GPtrArray *lines = self->result->lines;
  guint at = 0;

  while (at < lines->len && ((ScUciInfo *) g_ptr_array_index (lines, at))->multipv < info->multipv)
    at++;
  if (at < lines->len && ((ScUciInfo *) g_ptr_array_index (lines, at))->multipv == info->multipv)
    g_ptr_array_remove_index (lines, at);
  g_ptr_array_insert (lines, (gint) at, info);
}

/* The info line read, or NULL when it carries no line of play or cannot
 * be read: such lines are left out, and the search goes on. */
static ScUciInfo *
parse_line_of_play (ScEngine   *self,
                    const char *line)
{
  g_autofree ScUciInfo *info = g_new0 (ScUciInfo, 1);
  g_autoptr(GError) error = NULL;

  if (!sc_uci_parse_info (line, &self->searched, info, &error))
    {
      g_debug ("%s: %s", self->path, error->message);
      return NULL;
    }
  if (info->pv == NULL || info->pv->len == 0)
    {
      sc_uci_info_clear (info);
      return NULL;
    }
  return g_steal_pointer (&info);
}

static void
read_info (ScEngine   *self,
           const char *line)
{
  ScUciInfo *info;

  /* An engine writes some twenty lines a search; reading each one's
   * moves would cost more than the search itself at small budgets. */
  if (!sc_engine_has_info_handler (self))
    {
      if (strstr (line, " pv ") != NULL)
        g_ptr_array_add (self->unread_info, g_strdup (line));
      return;
    }
  info = parse_line_of_play (self, line);
  if (info == NULL)
    return;
  keep_info (self, info);
  sc_engine_emit_info (self, info);
}

static guint
multipv_of (const char *line)
{
  const char *at = strstr (line, " multipv ");

  return at != NULL ? (guint) strtoul (at + strlen (" multipv "), NULL, 10) : 1;
}

static gboolean
has_line (ScEngineResult *result,
          guint           multipv)
{
  for (guint i = 0; i < result->lines->len; i++)
    if (((ScUciInfo *) g_ptr_array_index (result->lines, i))->multipv == multipv)
      return TRUE;
  return FALSE;
}

void
sc_engine_read_unread_info (ScEngine *self)
{
  /* The newest line of each multipv that reads, as if read one by one. */
  for (guint i = self->unread_info->len; i-- > 0;)
    {
      const char *line = g_ptr_array_index (self->unread_info, i);
      ScUciInfo *info;

      if (has_line (self->result, multipv_of (line)))
        continue;
      info = parse_line_of_play (self, line);
      if (info != NULL)
        keep_info (self, info);
    }
  g_ptr_array_set_size (self->unread_info, 0);
}

static void
read_bestmove (ScEngine   *self,
               const char *line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;
  ScEngineResult *result = self->result;

  if (!sc_uci_parse_bestmove (line, &self->searched, &result->best, &result->ponder, &error))
    {
      if (g_error_matches (error, SC_UCI_ERROR, SC_UCI_ERROR_ILLEGAL_MOVE))
        sc_engine_fail_with (self, SC_ENGINE_ERROR_ILLEGAL_MOVE,
                             /* TRANSLATORS: %s: the engine's path; %s: what is wrong */
                             g_strdup_printf (_("The chess engine “%s” gave an illegal best move (%s)."),
                                              self->path, error->message));
      else
        sc_engine_fail_with (self, SC_ENGINE_ERROR_GARBAGE,
                             /* TRANSLATORS: %s: the engine's path; %s: what is wrong */
                             g_strdup_printf (_("The chess engine “%s” gave a best move that cannot be read (%s)."),
                                              self->path, error->message));
      return;
    }
  sc_engine_read_unread_info (self);
  task = g_steal_pointer (&self->task);
  sc_engine_clear_source (&self->deadline);
  sc_engine_clear_source (&self->silence);
  sc_engine_clear_source (&self->cancelled);
  self->state = STATE_IDLE;
  self->result = NULL;
  /* When the task was cancelled, finish gives the result as partial. */
  g_task_return_boolean (task, TRUE);
}

static char *
go_command (const ScEngineLimits *limits)
{
  GString *command = g_string_new ("go");

  if (limits->nodes > 0)
    g_string_append_printf (command, " nodes %" G_GUINT64_FORMAT, limits->nodes);
  if (limits->movetime_ms > 0)
    g_string_append_printf (command, " movetime %u", limits->movetime_ms);
  if (limits->depth > 0)
    g_string_append_printf (command, " depth %u", limits->depth);
  if (command->len == strlen ("go"))
    g_string_append (command, " infinite");
  return g_string_free (command, FALSE);
}

/* The options the engine has and has not been told; TRUE when any was. */
static gboolean
send_options (ScEngine *self)
{
  gboolean sent = FALSE;

  for (guint i = 0; i < self->options->len; i++)
    {
      Option *option = &g_array_index (self->options, Option, i);
      g_autofree char *key = g_ascii_strdown (option->name, -1);
      const char *spelled = g_hash_table_lookup (self->announced, key);

      if (option->sent || spelled == NULL)
        continue;
      sc_engine_session_send (self->session, "setoption name %s value %s", spelled, option->value);
      option->sent = sent = TRUE;
    }
  return sent;
}

/* Sets UCI_Chess960 for a search from start: TRUE, or FALSE with task
 * failed when the engine cannot play Chess960. */
static gboolean
set_variant (ScEngine         *self,
             const ScPosition *start,
             GTask            *task)
{
  gboolean told = FALSE;

  if (start->chess960)
    {
      if (!g_hash_table_contains (self->announced, "uci_chess960"))
        {
          g_task_return_new_error (task, SC_ENGINE_ERROR, SC_ENGINE_ERROR_NO_CHESS960,
                                   /* TRANSLATORS: %s: the engine's path; keep “UCI_Chess960”, the option's name */
                                   _("The chess engine “%s” cannot analyse Chess960 games: it has no "
                                     "“UCI_Chess960” option."),
                                   self->path);
          return FALSE;
        }
      sc_engine_set_option (self, "UCI_Chess960", "true");
      return TRUE;
    }
  /* Back to ordinary chess only when told otherwise before: an engine
   * that never played Chess960 is told nothing. */
  for (guint i = 0; i < self->options->len; i++)
    told |= g_ascii_strcasecmp (g_array_index (self->options, Option, i).name, "UCI_Chess960") == 0;
  if (told)
    sc_engine_set_option (self, "UCI_Chess960", "false");
  return TRUE;
}

void
sc_engine_search_async (ScEngine             *self,
                        const ScPosition     *start,
                        const ScMove         *moves,
                        guint                 n_moves,
                        const ScEngineLimits *limits,
                        GCancellable         *cancellable,
                        GAsyncReadyCallback   callback,
                        gpointer              user_data)
{
  static const ScEngineLimits infinite = { 0 };
  g_autoptr(GTask) task = NULL;
  g_autofree char *position = NULL;
  Search *search;
  ScPosition searched;

  g_return_if_fail (SC_IS_ENGINE (self));
  g_return_if_fail (start != NULL);
  g_return_if_fail (moves != NULL || n_moves == 0);

  if (limits == NULL)
    limits = &infinite;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sc_engine_search_async);
  search = g_new0 (Search, 1);
  search->result = g_new0 (ScEngineResult, 1);
  search->result->lines = g_ptr_array_new_with_free_func (info_free);
  g_task_set_task_data (task, search, search_free);

  if (sc_engine_refuse_if_busy (self, task))
    return;
  if (self->state != STATE_IDLE)
    {
      if (self->failure != NULL)
        g_task_return_error (task, g_error_copy (self->failure));
      else
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                                 /* TRANSLATORS: %s: the engine's path */
                                 _("The chess engine “%s” is not running."), self->path);
      return;
    }
  position = sc_uci_position_command (start, moves, n_moves, &searched);
  if (position == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "A move to search after is not legal");
      return;
    }
  if (g_task_return_error_if_cancelled (task) || !set_variant (self, start, task))
    return;

  self->task = g_steal_pointer (&task);
  self->result = search->result;
  g_ptr_array_set_size (self->unread_info, 0);
  self->searched = searched;
  g_free (self->position);
  self->position = g_steal_pointer (&position);
  g_free (self->go);
  self->go = go_command (limits);
  self->movetime_ms = limits->movetime_ms;
  self->limited = limits->nodes > 0 || limits->movetime_ms > 0 || limits->depth > 0;
  self->stop_wanted = self->stop_sent = FALSE;
  sc_engine_watch_cancellable (self, cancellable);
  if (send_options (self))
    {
      self->state = STATE_READY_SEARCH;
      sc_engine_session_send (self->session, "isready");
      sc_engine_arm (self, &self->deadline, sc_engine_answer_timeout_ms (self), sc_engine_on_deadline);
    }
  else
    sc_engine_send_go (self);
}

ScEngineResult *
sc_engine_search_finish (ScEngine        *self,
                         GAsyncResult    *result,
                         ScEngineResult **partial,
                         GError         **error)
{
  Search *search;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sc_engine_search_async, NULL);

  search = g_task_get_task_data (G_TASK (result));
  if (partial != NULL)
    *partial = NULL;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    {
      if (partial != NULL)
        *partial = g_steal_pointer (&search->result);
      return NULL;
    }
  return g_steal_pointer (&search->result);
}

gboolean
sc_engine_is_searching (ScEngine *self)
{
  g_return_val_if_fail (SC_IS_ENGINE (self), FALSE);

  return self->state == STATE_READY_SEARCH || self->state == STATE_SEARCHING;
}

void
sc_engine_stop (ScEngine *self)
{
  g_return_if_fail (SC_IS_ENGINE (self));

  if (self->state == STATE_READY_SEARCH)
    {
      /* Sent right after "go". */
      self->stop_wanted = TRUE;
      return;
    }
  if (self->state != STATE_SEARCHING || self->stop_sent)
    return;
  self->stop_sent = TRUE;
  self->result->stopped = TRUE;
  sc_engine_session_send (self->session, "stop");
  sc_engine_clear_source (&self->silence);
  sc_engine_arm (self, &self->deadline, sc_engine_answer_timeout_ms (self), sc_engine_on_deadline);
}

void
sc_engine_read_search_line (ScEngine   *self,
                            const char *line)
{
  self->last_line_us = g_get_monotonic_time ();
  if (sc_engine_line_is (line, "info"))
    read_info (self, line);
  else if (sc_engine_line_is (line, "bestmove"))
    read_bestmove (self, line);
}
