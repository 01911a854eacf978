/* sc-game-file-check.c: every game of a game file read once, by a worker
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is read only when it is opened, so the list could show that it
 * cannot be read whole only then. Once the file is indexed and its bytes
 * are our own, a worker thread checks every game not read yet (without a
 * tree, as "scoresheet-cli check" does) and hands those that failed to
 * the main context in batches, with the error the game gets when it is
 * opened. It runs as the index does (sc-game-file-index.c): a Job whose
 * flag stops it, answering only the object that still runs it.
 */
#include "config.h"

#include "sc-game-file-private.h"
#include "sc-pgn-stream.h"

/* A game to check: where it is, and its place in the file as read,
 * which names it to the main context whatever the list did meanwhile. */
typedef struct {
  guint   original;
  guint   line;
  guint64 offset;
  guint64 length;
} Game;

typedef struct {
  guint  original;
  char  *error;
} Failure;

/* The worker's. */
typedef struct {
  Job              *job;
  GArray           *games;       /* of Game */
  const ScLanguage *language;    /* the file's, or NULL: found in the first game */
  ScReadSpares     *spares;      /* what one game's reading made, for the next */
} Check;

/* On their way to the main context. */
typedef struct {
  Job              *job;
  GArray           *failures;    /* of Failure */
  const ScLanguage *language;
  gboolean          done;
} Findings;

static void
failure_clear (gpointer data)
{
  g_free (((Failure *) data)->error);
}

static GArray *
failures_new (void)
{
  GArray *failures = g_array_new (FALSE, FALSE, sizeof (Failure));

  g_array_set_clear_func (failures, failure_clear);
  return failures;
}

static void
findings_free (gpointer data)
{
  Findings *findings = data;

  sc_game_file_job_unref (findings->job);
  g_array_unref (findings->failures);
  g_free (findings);
}

/* The entry of the game that was at original in the file as read, or
 * NULL when it left the list. Where the list was not reordered it is at
 * that place; otherwise *by_original is made, once for a batch. */
static Entry *
entry_of_original (ScGameFile   *self,
                   guint         original,
                   Entry      ***by_original)
{
  Entry *entry = original < self->entries->len ? sc_game_file_get_entry (self, original) : NULL;

  if (entry != NULL && entry->original == (gint) original)
    return entry;
  if (*by_original == NULL)
    {
      *by_original = g_new0 (Entry *, self->n_original);
      for (guint i = 0; i < self->entries->len; i++)
        {
          Entry *each = sc_game_file_get_entry (self, i);

          if (each->original >= 0 && (guint) each->original < self->n_original)
            (*by_original)[each->original] = each;
        }
    }
  return original < self->n_original ? (*by_original)[original] : NULL;
}

static gboolean
deliver_findings (gpointer data)
{
  Findings *findings = data;
  g_autoptr(ScGameFile) self = g_weak_ref_get (&findings->job->owner);
  g_autofree Entry **by_original = NULL;

  if (self == NULL || self->check != findings->job)
    return G_SOURCE_REMOVE;
  /* A game opened later is read in the same language, and fails the same. */
  if (self->language == NULL)
    self->language = findings->language;
  for (guint i = 0; i < findings->failures->len; i++)
    {
      const Failure *failure = &g_array_index (findings->failures, Failure, i);
      Entry *entry = entry_of_original (self, failure->original, &by_original);

      /* A game held since (edited, say) says for itself how it reads. */
      if (entry != NULL && entry->game == NULL && !entry->modified)
        sc_game_file_set_entry_error (entry, failure->error);
    }
  if (findings->done)
    {
      g_clear_pointer (&self->check, sc_game_file_job_unref);
      sc_game_file_emit_checked (self);
    }
  return G_SOURCE_REMOVE;
}

/* Hands failures to the main context; returns a new array for the next
 * ones. */
static GArray *
flush_failures (Check    *check,
                GArray   *failures,
                gboolean  done)
{
  Findings *findings = g_new0 (Findings, 1);

  findings->job = sc_game_file_job_ref (check->job);
  findings->failures = failures;
  findings->language = check->language;
  findings->done = done;
  check->job->last_flush = g_get_monotonic_time ();
  sc_game_file_invoke (check->job->context, deliver_findings, findings, findings_free);
  return failures_new ();
}

/* Why the game cannot be read whole, or NULL. */
static char *
check_game (Check       *check,
            const char  *bytes,
            const Game  *game)
{
  const char *text = bytes + game->offset;
  ScPgnIndexEntry entry = { 0, };
  gsize length = (gsize) game->length;
  g_autofree char *converted = NULL;
  ScReadResult *result;
  ScTextEncoding encoding;
  const char *utf8;
  char *error;
  gsize unread_at;

  entry.number = game->original + 1;
  entry.offset = game->offset;
  entry.length = game->length;
  entry.line = game->line;
  result = sc_pgn_check_game_text (text, &length, &entry, check->language, &encoding, &converted,
                                   &utf8, NULL, check->spares);
  if (check->language == NULL)
    check->language = result->language;
  error = sc_game_file_read_error (result, text, &entry, &unread_at);
  /* A file of a million short games would spend most of its time making
   * and dropping a game and a result for each. */
  if (result->games->len == 1)
    sc_read_spares_keep_game (check->spares, g_ptr_array_steal_index (result->games, 0));
  g_ptr_array_set_size (result->games, 0);
  sc_read_spares_keep_result (check->spares, result);
  return error;
}

static gpointer
check_thread (gpointer data)
{
  Check *check = data;
  Job *job = check->job;
  const char *bytes = g_bytes_get_data (job->bytes, NULL);
  GArray *failures = failures_new ();

  for (guint i = 0; i < check->games->len && !g_atomic_int_get (&job->cancelled); i++)
    {
      const Game *game = &g_array_index (check->games, Game, i);
      Failure failure = { game->original, check_game (check, bytes, game) };

      if (failure.error == NULL)
        continue;
      g_array_append_val (failures, failure);
      if (job->last_flush == 0 || g_get_monotonic_time () - job->last_flush > SC_GAME_FILE_BATCH_INTERVAL_US)
        failures = flush_failures (check, failures, FALSE);
    }
  if (!g_atomic_int_get (&job->cancelled))
    failures = flush_failures (check, failures, TRUE);
  g_array_unref (failures);
  g_array_unref (check->games);
  sc_read_spares_free (check->spares);
  sc_game_file_job_unref (job);
  g_free (check);
  return NULL;
}

void
sc_game_file_start_check (ScGameFile *self)
{
  g_autoptr(GThread) thread = NULL;
  Check *check;

  sc_game_file_stop_check (self);
  if (self->bytes == NULL || (self->cancellable != NULL && g_cancellable_is_cancelled (self->cancellable)))
    return;

  check = g_new0 (Check, 1);
  check->games = g_array_new (FALSE, FALSE, sizeof (Game));
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = sc_game_file_get_entry (self, i);
      Game game = { (guint) entry->original, entry->line, entry->offset, entry->length };

      /* A game held as a game, or known to fail, needs no check. */
      if (entry->has_source && entry->original >= 0 && entry->game == NULL && entry->error == NULL)
        g_array_append_val (check->games, game);
    }
  if (check->games->len == 0)
    {
      g_array_unref (check->games);
      g_free (check);
      return;
    }
  check->language = self->language;
  check->spares = sc_read_spares_new ();
  check->job = sc_game_file_job_new (self, self->bytes, -1);
  self->check = sc_game_file_job_ref (check->job);
  thread = g_thread_new ("sc-pgn-check", check_thread, check);
}

void
sc_game_file_stop_check (ScGameFile *self)
{
  sc_game_file_job_cancel (&self->check);
}

gboolean
sc_game_file_get_checking (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  return self->check != NULL;
}

guint
sc_game_file_get_n_failed (ScGameFile *self)
{
  guint n = 0;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), 0);

  for (guint i = 0; i < self->entries->len; i++)
    if (sc_game_file_get_entry (self, i)->error != NULL)
      n++;
  return n;
}
