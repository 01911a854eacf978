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

#define BATCH_GAMES        32
#define BATCH_BYTES        (64 * 1024)
#define BATCHES_PER_WORKER 4

typedef struct {
  GArray   *games;     /* of ScPgnPipelineGame */
  gboolean  finished;  /* worked on; under the pipeline's mutex */
} Batch;

typedef struct {
  const ScPgnPipelineFuncs *funcs;
  gpointer                  user_data;
  const ScLanguage         *lang;
  ScPgnStream              *stream;
  gboolean                  windows_1252;  /* a game so far was not UTF-8 */
  gboolean                  started;       /* start was called */
  GMutex                    mutex;
  GCond                     cond;
} Pipeline;

static void
game_clear (ScPgnPipelineGame *game)
{
  g_clear_pointer (&game->read, sc_read_result_free);
  g_clear_pointer (&game->text, g_free);
  g_clear_pointer (&game->large_notes, sc_movetext_notes_free);
  game->large_text = NULL;
  if (game->movetext != NULL)
    g_string_free (game->movetext, TRUE);
  game->movetext = NULL;
  if (game->output != NULL)
    g_string_free (game->output, TRUE);
  game->output = NULL;
}

static Batch *
batch_new (void)
{
  Batch *batch = g_new0 (Batch, 1);

  batch->games = g_array_sized_new (FALSE, TRUE, sizeof (ScPgnPipelineGame), BATCH_GAMES);
  g_array_set_clear_func (batch->games, (GDestroyNotify) game_clear);
  return batch;
}

static void
batch_free (Batch *batch)
{
  g_array_unref (batch->games);
  g_free (batch);
}

/* Whether a large game that checks whole is left to done to write. */
static gboolean
streams_large_games (const Pipeline *p)
{
  return p->funcs->read == SC_PGN_READ_LARGE_STREAMED || p->funcs->read == SC_PGN_READ_WRITTEN;
}

/* Checks a game without a tree, into *spare when there is one; with
 * SC_PGN_READ_LARGE_STREAMED, keeps what done needs to write it, or
 * reads it into a tree after all when it is not one game read whole. */
static void
check_game (Pipeline          *p,
            ScPgnPipelineGame *game,
            ScGame           **spare)
{
  g_autoptr(ScMovetextNotes) notes = NULL;
  gboolean stream = streams_large_games (p);
  gsize length = (gsize) game->entry.length;
  const char *utf8;

  game->read = sc_pgn_check_game_text (&game->text, &length, &game->entry, p->lang,
                                       &game->game_encoding, &utf8, stream ? &notes : NULL,
                                       g_steal_pointer (spare));
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
  sc_read_result_free (game->read);
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

/* Writes a game as it is read, in one pass, into *spare when there is
 * one; failing that, nothing. */
static void
write_game (Pipeline          *p,
            ScPgnPipelineGame *game,
            ScGame           **spare)
{
  game->movetext = g_string_sized_new (expected_output (game));
  game->read = sc_pgn_write_game_text (game->text, (gsize) game->entry.length, &game->entry,
                                       p->lang, &game->game_encoding, game->movetext,
                                       p->funcs->write_style, p->funcs->write_flags,
                                       g_steal_pointer (spare));
  if (game->read == NULL)
    {
      g_string_free (game->movetext, TRUE);
      game->movetext = NULL;
    }
}

/* Reads one game (unless it was read already); *spare, a game of the
 * worker's no longer needed (or NULL), may be read into. */
static void
read_game (Pipeline          *p,
           ScPgnPipelineGame *game,
           ScGame           **spare)
{
  gboolean large = game->entry.length > SC_PGN_LARGE_GAME;

  if (game->read != NULL)
    return;
  /* The first game is read before start, which sets the style. */
  if (p->funcs->read == SC_PGN_READ_WRITTEN && !large && p->started)
    write_game (p, game, spare);
  if (game->read == NULL)
    {
      if (p->funcs->read == SC_PGN_READ_CHECKED || (large && streams_large_games (p)))
        check_game (p, game, spare);
      else
        game->read = sc_pgn_read_game_text (game->text, (gsize) game->entry.length, &game->entry,
                                            p->lang, &game->game_encoding);
    }
  /* A game left to done keeps its text until then. */
  if (game->large_text == NULL)
    g_clear_pointer (&game->text, g_free);
}

/* Once the work is done with a game: freed where it was made, rather
 * than on the calling thread, or kept in *spare for the next game to be
 * read into. */
static void
work_read_game (Pipeline          *p,
                ScPgnPipelineGame *game,
                ScGame           **spare)
{
  GPtrArray *games;

  game->output = g_string_sized_new (expected_output (game));
  if (p->funcs->work != NULL)
    p->funcs->work (game, p->user_data);
  if (p->funcs->keep_games || game->large_text != NULL)
    return;
  games = game->read->games;
  if (*spare == NULL && games->len == 1)
    *spare = g_ptr_array_steal_index (games, 0);
  g_ptr_array_set_size (games, 0);
}

/* A batch's games, one after the other on one thread: each game no
 * longer needed is read into again by the next, rather than made anew
 * (a short game costs about as much to read as its game to make and
 * free). */
static void
work_batch (Pipeline *p,
            Batch    *batch)
{
  g_autoptr(ScGame) spare = NULL;

  for (guint i = 0; i < batch->games->len; i++)
    {
      ScPgnPipelineGame *game = &g_array_index (batch->games, ScPgnPipelineGame, i);

      read_game (p, game, &spare);
      work_read_game (p, game, &spare);
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
              ScPgnPipelineGame *game)
{
  if (game->game_encoding == SC_TEXT_ENCODING_WINDOWS_1252)
    p->windows_1252 = TRUE;
  game->encoding = p->windows_1252 ? SC_TEXT_ENCODING_WINDOWS_1252
                                   : sc_pgn_stream_get_encoding (p->stream);
  p->funcs->done (game, p->user_data);
  game_clear (game);
}

static void
deliver_batch (Pipeline *p,
               Batch    *batch)
{
  for (guint i = 0; i < batch->games->len; i++)
    deliver_game (p, &g_array_index (batch->games, ScPgnPipelineGame, i));
  batch_free (batch);
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

/* The next games' texts, up to a batch; an empty one at the end. */
static Batch *
read_batch (Pipeline  *p,
            GError   **error)
{
  Batch *batch = batch_new ();
  gsize bytes = 0;

  while (batch->games->len < BATCH_GAMES && bytes < BATCH_BYTES)
    {
      ScPgnPipelineGame game = { 0 };

      game.text = sc_pgn_stream_next_text (p->stream, &game.entry, error);
      if (game.text == NULL)
        break;
      bytes += (gsize) game.entry.length;
      g_array_append_val (batch->games, game);
    }
  return batch;
}

/* The first game, on the calling thread: it sets the language, unless
 * one was given. */
static gboolean
run_first (Pipeline  *p,
           GError   **error)
{
  ScPgnPipelineGame game = { 0 };
  g_autoptr(ScGame) spare = NULL;
  gboolean detected = p->lang == NULL;

  game.text = sc_pgn_stream_next_text (p->stream, &game.entry, error);
  if (game.text == NULL)
    return FALSE;
  read_game (p, &game, &spare);
  p->lang = game.read->language;
  if (p->funcs->start != NULL)
    p->funcs->start (p->lang, detected, p->user_data);
  p->started = TRUE;
  work_read_game (p, &game, &spare);
  deliver_game (p, &game);
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

      if (batch->games->len == 0)
        {
          batch_free (batch);
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
  if (read_error != NULL)
    {
      g_propagate_error (error, read_error);
      return FALSE;
    }
  return TRUE;
}
