/* sc-pgn-pipeline.c: the games of a file read on worker threads, in order
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The calling thread reads the file with a stream, packs the games' texts
 * into batches and hands them to a pool of workers; it then waits for the
 * oldest batch and passes its games to done. At most a few batches per
 * worker are in flight, so memory stays near one chunk plus a few hundred
 * games whatever the file's size.
 */
#include "config.h"

#include "sc-pgn-pipeline.h"
#include "sc-pgn-stream.h"
#include "sc-string.h"

#define BATCH_GAMES        32
#define BATCH_BYTES        (64 * 1024)
#define BATCHES_PER_WORKER 4
/* The room a batch keeps in its emptied buffers: each batch keeps its
 * own, and there may be dozens of batches. Past it, buffers are freed. */
#define MAX_KEPT_BYTES     (64 * 1024)
/* A batch's games' movetext and output buffers. */
#define MAX_KEPT_STRINGS   (2 * BATCH_GAMES)
/* The room a batch keeps for its games' texts: a little more than it
 * takes in, but for the game that goes past BATCH_BYTES. */
#define MAX_KEPT_TEXTS     (2 * BATCH_BYTES)

/* A batch is made once and used again once its games were delivered,
 * with what its games leave for the next to read and write into: a
 * short game costs about as much to read as its buffers to make. It
 * belongs to one thread at a time: the calling thread, then a worker,
 * then the calling thread again. */
typedef struct {
  /* Its games, filled in place: a plain array, as a game is added and
   * emptied for every game of the file. */
  ScPgnPipelineGame games[BATCH_GAMES];
  guint             n_games;
  /* The texts of its games but large ones, one after the other, each
   * NUL-terminated: one copy for them all rather than one each. */
  GString      *texts;
  ScReadSpares *spares;
  /* Emptied GStrings for the movetext and output, taken from the end;
   * a plain array, as two are taken and given back for every game. */
  GString      *strings[MAX_KEPT_STRINGS];
  guint         n_strings;
  gsize         kept_bytes;  /* the room they hold */
  gboolean      finished;  /* worked on; under the pipeline's mutex */
} Batch;

typedef struct {
  const ScPgnPipelineFuncs *funcs;
  gpointer                  user_data;
  const ScLanguage         *lang;
  ScPgnStream              *stream;
  gboolean                  windows_1252;  /* a game so far was not UTF-8 */
  gboolean                  started;       /* start was called */
  GPtrArray                *spare_batches; /* delivered, for the calling thread to fill again */
  GMutex                    mutex;
  GCond                     cond;
} Pipeline;

static GString *
batch_take_string (Batch *batch,
                   gsize  size)
{
  GString *string;

  if (batch->n_strings == 0)
    return g_string_sized_new (size);
  string = batch->strings[--batch->n_strings];
  batch->kept_bytes -= string->allocated_len;
  return string;
}

static void
batch_give_string (Batch    *batch,
                   GString **string)
{
  if (*string == NULL)
    return;
  if (batch->n_strings == MAX_KEPT_STRINGS
      || batch->kept_bytes + (*string)->allocated_len > MAX_KEPT_BYTES)
    g_string_free (*string, TRUE);
  else
    {
      batch->kept_bytes += (*string)->allocated_len;
      (*string)->len = 0;
      (*string)->str[0] = '\0';
      batch->strings[batch->n_strings++] = *string;
    }
  *string = NULL;
}

/* Empties a game delivered, what it made kept for the batch's next. */
static void
game_clear (Batch             *batch,
            ScPgnPipelineGame *game)
{
  if (game->read != NULL)
    sc_read_spares_keep_result (batch->spares, g_steal_pointer (&game->read));
  game->text = NULL;
  g_clear_pointer (&game->large, g_free);
  g_clear_pointer (&game->converted, g_free);
  g_clear_pointer (&game->large_notes, sc_movetext_notes_free);
  game->large_text = NULL;
  batch_give_string (batch, &game->movetext);
  batch_give_string (batch, &game->output);
}

static Batch *
batch_new (void)
{
  Batch *batch = g_new0 (Batch, 1);

  batch->texts = g_string_sized_new (BATCH_BYTES);
  batch->spares = sc_read_spares_new ();
  return batch;
}

static void
batch_free (Batch *batch)
{
  for (guint i = 0; i < batch->n_games; i++)
    game_clear (batch, &batch->games[i]);
  g_string_free (batch->texts, TRUE);
  sc_read_spares_free (batch->spares);
  for (guint i = 0; i < batch->n_strings; i++)
    g_string_free (batch->strings[i], TRUE);
  g_free (batch);
}

/* A batch to fill: one delivered before, or a new one. */
static Batch *
batch_take (Pipeline *p)
{
  if (p->spare_batches->len > 0)
    return g_ptr_array_steal_index_fast (p->spare_batches, p->spare_batches->len - 1);
  return batch_new ();
}

/* Whether a large game that checks whole is left to done to write. */
static gboolean
streams_large_games (const Pipeline *p)
{
  return p->funcs->read == SC_PGN_READ_LARGE_STREAMED || p->funcs->read == SC_PGN_READ_WRITTEN;
}

/* Checks a game without a tree; with SC_PGN_READ_LARGE_STREAMED, keeps
 * what done needs to write it, or reads it into a tree after all when it
 * is not one game read whole. */
static void
check_game (Pipeline          *p,
            Batch             *batch,
            ScPgnPipelineGame *game)
{
  g_autoptr(ScMovetextNotes) notes = NULL;
  gboolean stream = streams_large_games (p);
  gsize length = (gsize) game->entry.length;
  const char *utf8;

  game->read = sc_pgn_check_game_text (game->text, &length, &game->entry, p->lang,
                                       &game->game_encoding, &game->converted, &utf8,
                                       stream ? &notes : NULL, batch->spares);
  if (!stream)
    return;
  if (game->read->games->len == 1 && game->read->problems->len == 0)
    {
      game->large_text = utf8;
      game->large_length = length;
      game->large_notes = g_steal_pointer (&notes);
      return;
    }
  /* A problem: what was read before it goes on in the tree. */
  sc_read_spares_keep_result (batch->spares, game->read);
  game->read = sc_pgn_read_game_text (utf8, length, &game->entry, p->lang, NULL);
}

/* Room for what a game's output will most likely need, the Seven Tag
 * Roster added, so that its text is not copied again and again as it
 * grows: for a short game, that would cost more than its moves. */
static gsize
expected_output (const ScPgnPipelineGame *game)
{
  return (gsize) MIN (game->entry.length, SC_PGN_LARGE_GAME) + 256;
}

/* Writes a game as it is read, in one pass; failing that, nothing. */
static void
write_game (Pipeline          *p,
            Batch             *batch,
            ScPgnPipelineGame *game)
{
  game->movetext = batch_take_string (batch, expected_output (game));
  game->read = sc_pgn_write_game_text (game->text, (gsize) game->entry.length, &game->entry,
                                       p->lang, &game->game_encoding, game->movetext,
                                       p->funcs->write_style, p->funcs->write_flags,
                                       batch->spares);
  if (game->read == NULL)
    batch_give_string (batch, &game->movetext);
}

/* Reads one game (unless it was read already). */
static void
read_game (Pipeline          *p,
           Batch             *batch,
           ScPgnPipelineGame *game)
{
  gboolean large = game->entry.length > SC_PGN_LARGE_GAME;

  if (game->read != NULL)
    return;
  /* The first game is read before start, which sets the style. */
  if (p->funcs->read == SC_PGN_READ_WRITTEN && !large && p->started)
    write_game (p, batch, game);
  if (game->read == NULL)
    {
      if (p->funcs->read == SC_PGN_READ_CHECKED || (large && streams_large_games (p)))
        check_game (p, batch, game);
      else
        game->read = sc_pgn_read_game_text (game->text, (gsize) game->entry.length, &game->entry,
                                            p->lang, &game->game_encoding);
    }
  /* A game left to done keeps its text until then. */
  if (game->large_text == NULL)
    {
      g_clear_pointer (&game->large, g_free);
      g_clear_pointer (&game->converted, g_free);
    }
}

/* Once the work is done with a game: freed where it was made, rather
 * than on the calling thread, or kept for the next game to be read
 * into. */
static void
work_read_game (Pipeline          *p,
                Batch             *batch,
                ScPgnPipelineGame *game)
{
  GPtrArray *games;

  if (p->funcs->work != NULL)
    {
      game->output = batch_take_string (batch, expected_output (game));
      p->funcs->work (game, p->user_data);
    }
  if (p->funcs->keep_games || game->large_text != NULL)
    return;
  games = game->read->games;
  if (games->len == 1)
    sc_read_spares_keep_game (batch->spares, g_ptr_array_steal_index (games, 0));
  g_ptr_array_set_size (games, 0);
}

/* A batch's games, one after the other on one thread. */
static void
work_batch (Pipeline *p,
            Batch    *batch)
{
  for (guint i = 0; i < batch->n_games; i++)
    {
      read_game (p, batch, &batch->games[i]);
      work_read_game (p, batch, &batch->games[i]);
    }
}

/* A worker's task: the batch, then the word that it is finished. */
static void
work_batch_in_pool (gpointer data,
                    gpointer user_data)
{
  Batch *batch = data;
  Pipeline *p = user_data;

  work_batch (p, batch);
  g_mutex_lock (&p->mutex);
  batch->finished = TRUE;
  g_cond_broadcast (&p->cond);
  g_mutex_unlock (&p->mutex);
}

/* Passes a game to done, with the file's encoding as seen up to it. */
static void
deliver_game (Pipeline          *p,
              Batch             *batch,
              ScPgnPipelineGame *game)
{
  if (game->game_encoding == SC_TEXT_ENCODING_WINDOWS_1252)
    p->windows_1252 = TRUE;
  game->encoding = p->windows_1252 ? SC_TEXT_ENCODING_WINDOWS_1252
                                   : sc_pgn_stream_get_encoding (p->stream);
  p->funcs->done (game, p->user_data);
  game_clear (batch, game);
}

/* Its games to done, then the batch to be filled again. */
static void
deliver_batch (Pipeline *p,
               Batch    *batch)
{
  for (guint i = 0; i < batch->n_games; i++)
    deliver_game (p, batch, &batch->games[i]);
  batch->n_games = 0;
  if (batch->texts->allocated_len > MAX_KEPT_TEXTS)
    {
      g_string_free (batch->texts, TRUE);
      batch->texts = g_string_sized_new (BATCH_BYTES);
    }
  g_string_truncate (batch->texts, 0);
  batch->finished = FALSE;
  g_ptr_array_add (p->spare_batches, batch);
}

/* Delivers the batches at the head of pending that are finished; with
 * wait, first waits until there are fewer than max in flight. */
static void
deliver_finished (Pipeline *p,
                  GQueue   *pending,
                  guint     max,
                  gboolean  wait)
{
  for (;;)
    {
      Batch *head = g_queue_peek_head (pending);
      gboolean finished;

      if (head == NULL)
        return;
      g_mutex_lock (&p->mutex);
      if (wait && pending->length >= max)
        while (!head->finished)
          g_cond_wait (&p->cond, &p->mutex);
      finished = head->finished;
      g_mutex_unlock (&p->mutex);
      if (!finished)
        return;
      deliver_batch (p, g_queue_pop_head (pending));
    }
}

/* The next game into batch, its text copied to the batch's texts, or
 * taken whole when it is large; NULL at the end. Its text is found in
 * texts once the batch is full (batch_find_texts ()). */
static const ScPgnPipelineGame *
batch_add_game (Pipeline  *p,
                Batch     *batch,
                GError   **error)
{
  ScPgnPipelineGame *game = &batch->games[batch->n_games];
  const char *text;
  gsize length;

  *game = (ScPgnPipelineGame) { 0 };
  text = sc_pgn_stream_next_text (p->stream, &game->entry, error);
  if (text == NULL)
    return NULL;
  length = (gsize) game->entry.length;
  if (length > SC_PGN_LARGE_GAME)
    game->text = game->large = sc_pgn_stream_take_text (p->stream, text, length);
  else
    {
      sc_string_append_bytes (batch->texts, text, length);
      g_string_append_c (batch->texts, '\0');
    }
  batch->n_games++;
  return game;
}

/* Where the games' texts lie in texts, which no longer moves. */
static void
batch_find_texts (Batch *batch)
{
  const char *text = batch->texts->str;

  for (guint i = 0; i < batch->n_games; i++)
    {
      ScPgnPipelineGame *game = &batch->games[i];

      if (game->large != NULL)
        continue;
      game->text = text;
      text += game->entry.length + 1;
    }
}

/* The next games' texts, up to a batch; an empty one at the end. */
static Batch *
read_batch (Pipeline  *p,
            GError   **error)
{
  Batch *batch = batch_take (p);
  const ScPgnPipelineGame *game;
  gsize bytes = 0;

  while (batch->n_games < BATCH_GAMES && bytes < BATCH_BYTES &&
         (game = batch_add_game (p, batch, error)) != NULL)
    bytes += (gsize) game->entry.length;
  batch_find_texts (batch);
  return batch;
}

/* The first game, on the calling thread: it sets the language, unless
 * one was given. */
static gboolean
run_first (Pipeline  *p,
           GError   **error)
{
  Batch *batch = batch_take (p);
  gboolean detected = p->lang == NULL;

  if (batch_add_game (p, batch, error) == NULL)
    {
      g_ptr_array_add (p->spare_batches, batch);
      return FALSE;
    }
  batch_find_texts (batch);
  read_game (p, batch, &batch->games[0]);
  p->lang = batch->games[0].read->language;
  if (p->funcs->start != NULL)
    p->funcs->start (p->lang, detected, p->user_data);
  p->started = TRUE;
  work_batch (p, batch);
  deliver_batch (p, batch);
  return TRUE;
}

gboolean
sc_pgn_pipeline_run (GInputStream              *in,
                     const ScLanguage          *lang,
                     guint                      n_jobs,
                     const ScPgnPipelineFuncs  *funcs,
                     gpointer                   user_data,
                     GError                   **error)
{
  g_autoptr(ScPgnStream) stream = sc_pgn_stream_new (in, lang);
  Pipeline p = { funcs, user_data, lang, stream, FALSE, FALSE };
  GThreadPool *pool = NULL;
  GQueue pending = G_QUEUE_INIT;
  GError *read_error = NULL;
  guint max;

  g_return_val_if_fail (funcs != NULL && funcs->done != NULL, FALSE);

  p.spare_batches = g_ptr_array_new_with_free_func ((GDestroyNotify) batch_free);
  if (!run_first (&p, &read_error))
    goto out;
  if (n_jobs == 0)
    n_jobs = MAX (g_get_num_processors (), 1);
  if (n_jobs > 1)
    pool = g_thread_pool_new (work_batch_in_pool, &p, (gint) n_jobs, TRUE, NULL);
  max = n_jobs * BATCHES_PER_WORKER;
  g_mutex_init (&p.mutex);
  g_cond_init (&p.cond);

  for (;;)
    {
      Batch *batch = read_batch (&p, &read_error);

      if (batch->n_games == 0)
        {
          g_ptr_array_add (p.spare_batches, batch);
          break;
        }
      if (pool == NULL)
        {
          work_batch (&p, batch);
          deliver_batch (&p, batch);
        }
      else
        {
          g_queue_push_tail (&pending, batch);
          g_thread_pool_push (pool, batch, NULL);
          deliver_finished (&p, &pending, max, TRUE);
        }
      if (read_error != NULL)
        break;
    }
  /* The rest, in order. */
  deliver_finished (&p, &pending, 1, TRUE);
  if (pool != NULL)
    g_thread_pool_free (pool, FALSE, TRUE);
  g_mutex_clear (&p.mutex);
  g_cond_clear (&p.cond);

out:
  g_ptr_array_unref (p.spare_batches);
  if (read_error != NULL)
    {
      g_propagate_error (error, read_error);
      return FALSE;
    }
  return TRUE;
}
