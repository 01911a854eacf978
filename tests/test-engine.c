/* test-engine.c: the UCI engine client, with a scripted engine and Stockfish
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * fake-engine (built beside this test) plays each scenario; a small
 * script in a temporary folder runs it, so that the engine's path is
 * the script's.
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "sc-engine.h"
#include "sc-format.h"

/* Short, for the hang tests only. */
#define HANG_TIMEOUT_S 1

static char *scripts_dir;

/* The script that runs fake-engine SCENARIO, logging to *log_path. */
static char *
fake_engine (const char  *scenario,
             char       **log_path)
{
  g_autofree char *fake = g_test_build_filename (G_TEST_BUILT, "fake-engine", NULL);
  g_autofree char *name = g_strconcat ("fake-", scenario, NULL);
  char *path = g_build_filename (scripts_dir, name, NULL);
  g_autofree char *log = g_strconcat (path, ".log", NULL);
  g_autofree char *script = NULL;
  g_autoptr(GError) error = NULL;

  script = g_strdup_printf ("#!/bin/sh\nexec '%s' '%s' '%s'\n", fake, scenario, log);
  g_assert_true (g_file_set_contents (path, script, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  if (log_path != NULL)
    *log_path = g_steal_pointer (&log);
  return path;
}

static void
remove_dir (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir_path), ==, 0);
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **answer)
{
  while (*answer == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *answer;
}

static gboolean
start (ScEngine  *engine,
       GError   **error)
{
  g_autoptr(GAsyncResult) answer = NULL;

  sc_engine_start_async (engine, NULL, on_done, &answer);
  return sc_engine_start_finish (engine, wait_for (&answer), error);
}

static ScEngine *
started (const char  *path,
         guint        timeout_s)
{
  ScEngine *engine = sc_engine_new (path);
  g_autoptr(GError) error = NULL;

  if (timeout_s > 0)
    sc_engine_set_answer_timeout (engine, timeout_s);
  g_assert_true (start (engine, &error));
  g_assert_no_error (error);
  return engine;
}

/* The position the fake engine's lines are for: after 1. e4. */
static const ScMove *
e4 (ScPosition *start_pos)
{
  static ScMove move;

  sc_position_init_start (start_pos);
  move = sc_uci_read_move (start_pos, "e2e4", 4);
  g_assert_true (move != SC_MOVE_NONE);
  return &move;
}

static void
search_async (ScEngine             *engine,
              const ScEngineLimits *limits,
              GAsyncResult        **answer)
{
  ScPosition start_pos;
  const ScMove *moves = e4 (&start_pos);

  sc_engine_search_async (engine, &start_pos, moves, 1, limits, NULL, on_done, answer);
}

static ScEngineResult *
search (ScEngine             *engine,
        const ScEngineLimits *limits,
        ScEngineResult      **partial,
        GError              **error)
{
  g_autoptr(GAsyncResult) answer = NULL;

  search_async (engine, limits, &answer);
  return sc_engine_search_finish (engine, wait_for (&answer), partial, error);
}

/* A move of a line of play in coordinates. */
static char *
uci_of (const GArray *pv,
        guint         i)
{
  GString *out = g_string_new (NULL);

  sc_format_coordinates (out, g_array_index (pv, ScMove, i));
  return g_string_free (out, FALSE);
}

static char *
pv_text (const ScUciInfo *info)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < info->pv->len; i++)
    {
      g_autofree char *move = uci_of (info->pv, i);

      g_string_append_printf (out, "%s%s", i > 0 ? " " : "", move);
    }
  return g_string_free (out, FALSE);
}

static void
assert_move (ScMove      move,
             const char *expected)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_assert_true (move != SC_MOVE_NONE);
  sc_format_coordinates (out, move);
  g_assert_cmpstr (out->str, ==, expected);
}

/* The two lines the fake engine gives; its illegal line left out. */
static void
assert_fake_lines (const ScEngineResult *result)
{
  const ScUciInfo *first, *second;
  g_autofree char *first_pv = NULL;
  g_autofree char *second_pv = NULL;

  g_assert_cmpuint (result->lines->len, ==, 2);
  first = g_ptr_array_index (result->lines, 0);
  second = g_ptr_array_index (result->lines, 1);
  first_pv = pv_text (first);
  second_pv = pv_text (second);
  g_assert_cmpuint (first->multipv, ==, 1);
  g_assert_cmpuint (first->depth, ==, 3);
  g_assert_cmpuint (first->seldepth, ==, 4);
  g_assert_true (first->has_score && first->mate);
  g_assert_cmpint (first->score, ==, 3);
  g_assert_cmpuint (first->nodes, ==, 300);
  g_assert_cmpuint (first->nps, ==, 150000);
  g_assert_cmpstr (first_pv, ==, "d7d5 e4d5 d8d5");
  g_assert_cmpuint (second->multipv, ==, 2);
  g_assert_cmpuint (second->depth, ==, 1);
  g_assert_true (second->has_score && !second->mate);
  g_assert_cmpint (second->score, ==, 10);
  g_assert_true (second->has_wdl);
  g_assert_cmpuint (second->wdl[0], ==, 100);
  g_assert_cmpuint (second->wdl[1], ==, 800);
  g_assert_cmpuint (second->wdl[2], ==, 100);
  g_assert_cmpstr (second_pv, ==, "c7c5");
}

static void
count_info (ScEngine  *engine,
            ScUciInfo *info,
            gpointer   data)
{
  g_assert_nonnull (info->pv);
  (*(guint *) data)++;
}

static void
stop_at_first_info (ScEngine  *engine,
                    ScUciInfo *info,
                    gpointer   data)
{
  sc_engine_stop (engine);
}

static void
test_normal_search (void)
{
  g_autofree char *path = fake_engine ("normal", NULL);
  g_autoptr(ScEngine) engine = sc_engine_new (path);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *base = g_path_get_basename (path);
  ScEngineLimits limits = { .nodes = 1000 };
  guint n_info = 0;

  g_assert_cmpstr (sc_engine_get_path (engine), ==, path);
  g_assert_cmpstr (sc_engine_get_name (engine), ==, base);
  g_assert_true (start (engine, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sc_engine_get_name (engine), ==, "Fake Engine 1.0");

  g_signal_connect (engine, "info", G_CALLBACK (count_info), &n_info);
  result = search (engine, &limits, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  assert_move (result->best, "d7d5");
  assert_move (result->ponder, "e4d5");
  g_assert_false (result->stopped);
  assert_fake_lines (result);
  /* Four lines of play; not the illegal one, nor those without a pv. */
  g_assert_cmpuint (n_info, ==, 4);
  g_assert_false (sc_engine_is_searching (engine));

  /* The engine searches again, with no one listening to "info": the
   * lines are read when the search ends, and come out the same. */
  g_signal_handlers_disconnect_by_func (engine, count_info, &n_info);
  g_clear_pointer (&result, sc_engine_result_free);
  result = search (engine, &limits, NULL, &error);
  g_assert_no_error (error);
  assert_move (result->best, "d7d5");
  assert_fake_lines (result);
  g_assert_cmpuint (n_info, ==, 4);
  sc_engine_quit_sync (engine);
}

static char *
read_log (const char *log_path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  char *after_pid;

  g_assert_true (g_file_get_contents (log_path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (contents, "pid "));
  after_pid = strchr (contents, '\n');
  g_assert_nonnull (after_pid);
  return g_strdup (after_pid + 1);
}

/* The lines the engine was sent, all of them. */
static void
assert_sent (const char *log_path,
             const char *expected)
{
  g_autofree char *sent = read_log (log_path);

  g_assert_cmpstr (sent, ==, expected);
}

static GPid
pid_in_log (const char *log_path)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (log_path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "pid "));
  return (GPid) g_ascii_strtoll (contents + 4, NULL, 10);
}

/* The process ends: told "quit", or killed when it does not listen. */
static void
wait_until_gone (const char *log_path)
{
  GPid pid = pid_in_log (log_path);

  while (kill (pid, 0) == 0)
    g_usleep (10 * 1000);
  g_assert_cmpint (errno, ==, ESRCH);
}

static void
test_commands (void)
{
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("options", &log_path);
  g_autoptr(ScEngine) engine = sc_engine_new (path);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(GAsyncResult) answer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sent = NULL;
  ScEngineLimits nodes = { .nodes = 5000 };
  ScEngineLimits depth_and_time = { .depth = 12, .movetime_ms = 20 };
  ScPosition start_pos;
  ScMove move;

  sc_engine_set_option (engine, "Threads", "2");
  sc_engine_set_option (engine, "Ponder", "true");
  sc_engine_set_option (engine, "skill level", "5");
  sc_engine_set_option (engine, "MultiPV", "2");
  g_assert_true (start (engine, &error));
  g_assert_no_error (error);

  /* The knights went out and back: the start position, but at move 3. */
  g_assert_true (sc_position_set_fen (&start_pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3", NULL));
  move = sc_uci_read_move (&start_pos, "e2e4", 4);
  sc_engine_search_async (engine, &start_pos, &move, 1, &nodes, NULL, on_done, &answer);
  result = sc_engine_search_finish (engine, wait_for (&answer), NULL, &error);
  g_assert_no_error (error);
  assert_move (result->best, "d7d5");
  g_clear_pointer (&result, sc_engine_result_free);

  /* A changed option is sent again, one set to the same value is not. */
  sc_engine_set_option (engine, "Hash", "32");
  sc_engine_set_option (engine, "Threads", "2");
  result = search (engine, &depth_and_time, NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&result, sc_engine_result_free);

  g_signal_connect (engine, "info", G_CALLBACK (stop_at_first_info), NULL);
  result = search (engine, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (result->stopped);
  sc_engine_quit_sync (engine);

  sent = read_log (log_path);
  g_assert_cmpstr (sent, ==,
                   "uci\n"
                   "isready\n"
                   "setoption name Threads value 2\n"
                   "setoption name Skill Level value 5\n"
                   "setoption name MultiPV value 2\n"
                   "isready\n"
                   "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3 moves e2e4\n"
                   "go nodes 5000\n"
                   "setoption name Hash value 32\n"
                   "isready\n"
                   "position startpos moves e2e4\n"
                   "go movetime 20 depth 12\n"
                   "position startpos moves e2e4\n"
                   "go infinite\n"
                   "stop\n"
                   "quit\n");
}

static void
test_stop_and_pending (void)
{
  g_autofree char *path = fake_engine ("normal", NULL);
  g_autoptr(ScEngine) engine = started (path, 0);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(ScEngineResult) second = NULL;
  g_autoptr(ScEngineResult) partial = NULL;
  g_autoptr(GAsyncResult) answer = NULL;
  g_autoptr(GAsyncResult) second_answer = NULL;
  g_autoptr(GError) error = NULL;

  /* An infinite search goes on until it is stopped. The handler is
   * there from the start: lines that come while no one listens are not
   * told later. */
  g_signal_connect (engine, "info", G_CALLBACK (stop_at_first_info), NULL);
  search_async (engine, NULL, &answer);
  g_assert_true (sc_engine_is_searching (engine));
  search_async (engine, NULL, &second_answer);
  second = sc_engine_search_finish (engine, wait_for (&second_answer), &partial, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PENDING);
  g_assert_null (second);
  g_assert_nonnull (partial);
  g_assert_cmpuint (partial->lines->len, ==, 0);
  g_clear_error (&error);
  result = sc_engine_search_finish (engine, wait_for (&answer), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (result->stopped);
  assert_move (result->best, "d7d5");
  assert_fake_lines (result);
  g_assert_false (sc_engine_is_searching (engine));
  sc_engine_quit_sync (engine);
}

static void
test_cancel (void)
{
  g_autofree char *path = fake_engine ("normal", NULL);
  g_autoptr(ScEngine) engine = started (path, 0);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(ScEngineResult) partial = NULL;
  g_autoptr(GAsyncResult) answer = NULL;
  g_autoptr(GError) error = NULL;
  ScPosition start_pos;
  const ScMove *moves = e4 (&start_pos);

  sc_engine_search_async (engine, &start_pos, moves, 1, NULL, cancellable, on_done, &answer);
  g_signal_connect_swapped (engine, "info", G_CALLBACK (g_cancellable_cancel), cancellable);
  result = sc_engine_search_finish (engine, wait_for (&answer), &partial, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (result);
  assert_fake_lines (partial);
  g_assert_true (partial->stopped);
  g_signal_handlers_disconnect_by_data (engine, cancellable);

  /* The engine is still there for the next search. */
  g_clear_error (&error);
  g_clear_pointer (&partial, sc_engine_result_free);
  result = search (engine, &(ScEngineLimits) { .depth = 4 }, NULL, &error);
  g_assert_no_error (error);
  assert_move (result->best, "d7d5");
  sc_engine_quit_sync (engine);
}

static void
assert_message_names (const GError *error,
                      const char   *path,
                      const char   *what)
{
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, what));
  /* Where another engine is chosen is the front end's to say: the
   * command line has no Preferences. */
  g_assert_null (strstr (error->message, "Preferences"));
}

static void
test_crash (void)
{
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("crash-on-go", &log_path);
  g_autoptr(ScEngine) engine = started (path, 0);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(ScEngineResult) partial = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first_pv = NULL;

  result = search (engine, &(ScEngineLimits) { .nodes = 1000 }, &partial, &error);
  g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_CRASHED);
  assert_message_names (error, path, "status 3");
  g_assert_null (result);
  g_assert_cmpuint (partial->lines->len, ==, 1);
  first_pv = pv_text (g_ptr_array_index (partial->lines, 0));
  g_assert_cmpstr (first_pv, ==, "e7e5");
  g_assert_false (sc_engine_is_searching (engine));

  /* The next search says what happened; a new start runs it again. */
  g_clear_error (&error);
  g_clear_pointer (&partial, sc_engine_result_free);
  result = search (engine, NULL, &partial, &error);
  g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_CRASHED);
  g_clear_error (&error);
  g_assert_true (start (engine, &error));
  g_assert_no_error (error);
  sc_engine_quit_sync (engine);
}

static void
test_hang_handshake (void)
{
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("hang-handshake", &log_path);
  g_autoptr(ScEngine) engine = sc_engine_new (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *sent = NULL;

  sc_engine_set_answer_timeout (engine, HANG_TIMEOUT_S);
  g_assert_false (start (engine, &error));
  g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_HUNG);
  assert_message_names (error, path, "“uci”");
  wait_until_gone (log_path);
  sent = read_log (log_path);
  g_assert_cmpstr (sent, ==, "uci\nquit\n");
}

/* An infinite search stopped (that must answer "stop"), or a limited
 * one (that must write something within the answer timeout). */
static void
test_hang_in_search (gconstpointer data)
{
  gboolean infinite = GPOINTER_TO_INT (data);
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("hang-on-stop", &log_path);
  g_autoptr(ScEngine) engine = started (path, HANG_TIMEOUT_S);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(ScEngineResult) partial = NULL;
  g_autoptr(GError) error = NULL;

  if (infinite)
    g_signal_connect (engine, "info", G_CALLBACK (stop_at_first_info), NULL);
  result = search (engine, infinite ? NULL : &(ScEngineLimits) { .nodes = 1000 }, &partial, &error);
  g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_HUNG);
  assert_message_names (error, path, infinite ? "“stop”" : "wrote nothing");
  g_assert_null (result);
  g_assert_true (partial->stopped == infinite);
  assert_fake_lines (partial);
  wait_until_gone (log_path);
}

/* An engine dropped without sc_engine_quit () ends its process too. */
static void
test_dispose (void)
{
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("normal", &log_path);
  ScEngine *engine = started (path, 0);
  g_autofree char *sent = NULL;

  g_object_unref (engine);
  wait_until_gone (log_path);
  sent = read_log (log_path);
  g_assert_cmpstr (sent, ==, "uci\nisready\nquit\n");
}

static void
test_garbage_handshake (void)
{
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("garbage", &log_path);
  g_autoptr(ScEngine) engine = sc_engine_new (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (start (engine, &error));
  g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_GARBAGE);
  assert_message_names (error, path, "Illegal move: uci");
  wait_until_gone (log_path);
}

static void
test_bad_bestmove (gconstpointer data)
{
  const char *scenario = data;
  g_autofree char *path = fake_engine (scenario, NULL);
  g_autoptr(ScEngine) engine = started (path, 0);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(ScEngineResult) partial = NULL;
  g_autoptr(GError) error = NULL;

  result = search (engine, &(ScEngineLimits) { .nodes = 1000 }, &partial, &error);
  g_assert_null (result);
  if (g_str_equal (scenario, "illegal-bestmove"))
    {
      g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_ILLEGAL_MOVE);
      assert_message_names (error, path, "e2e4");
    }
  else
    {
      g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_GARBAGE);
      assert_message_names (error, path, "bestmove");
    }
  assert_fake_lines (partial);
  g_assert_false (partial->stopped);
  sc_engine_quit_sync (engine);
}

static void
test_missing (void)
{
  g_autofree char *nowhere = g_build_filename (scripts_dir, "no-such-engine", NULL);
  g_autofree char *not_a_program = g_build_filename (scripts_dir, "not-a-program", NULL);
  const char *paths[] = { nowhere, not_a_program };

  g_assert_true (g_file_set_contents (not_a_program, "uci\n", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(ScEngine) engine = sc_engine_new (paths[i]);
      g_autoptr(ScEngineResult) result = NULL;
      g_autoptr(ScEngineResult) partial = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_false (start (engine, &error));
      g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_MISSING);
      assert_message_names (error, paths[i], "cannot be started");
      g_clear_error (&error);

      /* A search says so again. */
      result = search (engine, NULL, &partial, &error);
      g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_MISSING);
      g_assert_null (result);
    }
}

/* The command line's way: engines on worker threads, each thread with
 * its main context, waiting. */
static gpointer
search_on_thread (gpointer data)
{
  const char *path = data;
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(ScEngine) engine = NULL;
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(GError) error = NULL;
  ScPosition start_pos;
  const ScMove *moves;
  ScMove move;

  g_main_context_push_thread_default (context);
  engine = sc_engine_new (path);
  g_assert_true (sc_engine_start_sync (engine, NULL, &error));
  g_assert_no_error (error);
  sc_position_init_start (&start_pos);
  move = sc_uci_read_move (&start_pos, "e2e4", 4);
  moves = &move;
  for (guint i = 0; i < 3; i++)
    {
      result = sc_engine_search_sync (engine, &start_pos, moves, 1, &(ScEngineLimits) { .nodes = 100 },
                                      NULL, &error);
      g_assert_no_error (error);
      assert_move (result->best, "d7d5");
      assert_fake_lines (result);
      g_clear_pointer (&result, sc_engine_result_free);
    }
  sc_engine_quit_sync (engine);
  g_clear_object (&engine);
  g_main_context_pop_thread_default (context);
  return NULL;
}

static void
test_threads (void)
{
  g_autofree char *path = fake_engine ("normal", NULL);
  GThread *threads[2];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("engine-test", search_on_thread, path);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_thread_join (threads[i]);
}

#define CHESS960_FEN "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 1"

/* The Chess960 position the fake engine's lines are for, in X-FEN:
 * White castled with the b1 rook (g1b1: king c1, rook d1). */
static const ScMove *
chess960_castled (ScPosition *start_pos)
{
  static ScMove move;

  g_assert_true (sc_position_set_fen_chess960 (start_pos, CHESS960_FEN, NULL, NULL));
  g_assert_true (start_pos->chess960);
  move = sc_uci_read_move (start_pos, "g1b1", 4);
  g_assert_true (move != SC_MOVE_NONE);
  g_assert_cmpint (sc_move_kind (move), ==, SC_MOVE_CASTLING);
  g_assert_cmpint (sc_move_to (move), ==, SC_SQUARE (2, 0));
  /* Not the king's move of ordinary UCI. */
  g_assert_true (sc_uci_read_move (start_pos, "g1c1", 4) == SC_MOVE_NONE);
  return &move;
}

/* A castling of Black after White's: the king to file, the rook from
 * rook_file. */
static void
assert_black_castles (ScMove move,
                      int    file,
                      int    rook_file)
{
  ScPosition pos;
  ScSquare rook_from, rook_to;
  ScUndo undo;

  chess960_castled (&pos);
  sc_position_make_move (&pos, *chess960_castled (&pos), &undo);
  g_assert_cmpint (sc_move_kind (move), ==, SC_MOVE_CASTLING);
  g_assert_cmpint (sc_move_from (move), ==, SC_SQUARE (6, 7));
  g_assert_cmpint (sc_move_to (move), ==, SC_SQUARE (file, 7));
  sc_position_castling_rook (&pos, move, &rook_from, &rook_to);
  g_assert_cmpint (rook_from, ==, SC_SQUARE (rook_file, 7));
}

static ScEngineResult *
search_chess960 (ScEngine  *engine,
                 GError   **error)
{
  g_autoptr(GAsyncResult) answer = NULL;
  ScPosition start_pos;
  const ScMove *moves = chess960_castled (&start_pos);

  sc_engine_search_async (engine, &start_pos, moves, 1, &(ScEngineLimits) { .nodes = 1000 }, NULL, on_done,
                          &answer);
  return sc_engine_search_finish (engine, wait_for (&answer), NULL, error);
}

/* UCI_Chess960 set for a Chess960 game and set back for an ordinary
 * one; castling sent and read as the king onto its rook. */
static void
test_chess960 (void)
{
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("chess960", &log_path);
  g_autoptr(ScEngine) engine = started (path, 0);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const ScUciInfo *first, *second;

  result = search_chess960 (engine, &error);
  g_assert_no_error (error);
  assert_black_castles (result->best, 2, 1);
  assert_move (result->ponder, "c1b1");
  /* The line with g8c8, castling only in ordinary UCI, is left out. */
  g_assert_cmpuint (result->lines->len, ==, 2);
  first = g_ptr_array_index (result->lines, 0);
  second = g_ptr_array_index (result->lines, 1);
  g_assert_cmpuint (first->depth, ==, 3);
  g_assert_cmpuint (first->pv->len, ==, 3);
  assert_black_castles (g_array_index (first->pv, ScMove, 0), 2, 1);
  g_assert_cmpint (sc_move_kind (g_array_index (second->pv, ScMove, 0)), ==, SC_MOVE_NORMAL);
  assert_move (g_array_index (second->pv, ScMove, 0), "g8f8");
  g_clear_pointer (&result, sc_engine_result_free);

  /* The same again: the option is not sent twice. */
  result = search_chess960 (engine, &error);
  g_assert_no_error (error);
  g_clear_pointer (&result, sc_engine_result_free);

  result = search (engine, &(ScEngineLimits) { .nodes = 1000 }, NULL, &error);
  g_assert_no_error (error);
  assert_move (result->best, "d7d5");
  assert_fake_lines (result);
  sc_engine_quit_sync (engine);

  assert_sent (log_path,
               "uci\n"
               "isready\n"
               "setoption name UCI_Chess960 value true\n"
               "isready\n"
               "position fen 1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1 moves g1b1\n"
               "go nodes 1000\n"
               "position fen 1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1 moves g1b1\n"
               "go nodes 1000\n"
               "setoption name UCI_Chess960 value false\n"
               "isready\n"
               "position startpos moves e2e4\n"
               "go nodes 1000\n"
               "quit\n");
}

/* An engine without UCI_Chess960 is not given a Chess960 game, and goes
 * on with ordinary ones. */
static void
test_no_chess960 (void)
{
  g_autofree char *log_path = NULL;
  g_autofree char *path = fake_engine ("normal", &log_path);
  g_autoptr(ScEngine) engine = started (path, 0);
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(GError) error = NULL;

  result = search_chess960 (engine, &error);
  g_assert_error (error, SC_ENGINE_ERROR, SC_ENGINE_ERROR_NO_CHESS960);
  assert_message_names (error, path, "Chess960");
  g_assert_null (result);
  g_assert_false (sc_engine_is_searching (engine));

  g_clear_error (&error);
  result = search (engine, &(ScEngineLimits) { .nodes = 1000 }, NULL, &error);
  g_assert_no_error (error);
  assert_move (result->best, "d7d5");
  sc_engine_quit_sync (engine);
  assert_sent (log_path, "uci\nisready\nposition startpos moves e2e4\ngo nodes 1000\nquit\n");
}

/* Stockfish, as build-aux/setup installs it, started. */
static ScEngine *
stockfish (void)
{
  g_autofree char *path = sc_engine_find_default ();
  g_autoptr(GError) error = NULL;
  ScEngine *engine;

  g_assert_nonnull (path);
  engine = sc_engine_new (path);
  sc_engine_set_option (engine, "Threads", "1");
  sc_engine_set_option (engine, "Hash", "16");
  g_assert_true (sc_engine_start_sync (engine, NULL, &error));
  g_assert_no_error (error);
  return engine;
}

/* Stockfish: a mate in one. */
static void
test_stockfish (void)
{
  g_autoptr(ScEngine) engine = stockfish ();
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const ScUciInfo *first;
  ScPosition pos, at;

  g_assert_true (g_str_has_prefix (sc_engine_get_name (engine), "Stockfish"));

  g_assert_true (sc_position_set_fen (&pos, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", NULL));
  result = sc_engine_search_sync (engine, &pos, NULL, 0, &(ScEngineLimits) { .nodes = 20000 }, NULL, &error);
  g_assert_no_error (error);
  assert_move (result->best, "a1a8");
  g_assert_cmpuint (result->lines->len, >=, 1);
  first = g_ptr_array_index (result->lines, 0);
  g_assert_cmpuint (first->depth, >, 0);
  g_assert_true (first->has_score && first->mate);
  g_assert_cmpint (first->score, ==, 1);
  g_assert_cmpuint (first->pv->len, >=, 1);
  at = pos;
  for (guint i = 0; i < first->pv->len; i++)
    {
      ScMove move = g_array_index (first->pv, ScMove, i);
      ScUndo undo;

      g_assert_true (sc_position_is_legal (&at, move));
      sc_position_make_move (&at, move, &undo);
    }
  g_assert_true (sc_position_is_checkmate (&at));
  sc_engine_quit_sync (engine);
}

/* Stockfish in Chess960: castling with the king on b1 and the rook on
 * a1 (b1a1: king c1, rook d1) mates, and nothing else does. Then an
 * ordinary position on the same process. */
static void
test_stockfish_chess960 (void)
{
  g_autoptr(ScEngine) engine = stockfish ();
  g_autoptr(ScEngineResult) result = NULL;
  g_autoptr(GError) error = NULL;
  const ScUciInfo *first;
  ScPosition pos, at;
  ScUndo undo;

  g_assert_true (sc_position_set_fen_chess960 (&pos, "2rkr3/2p1p3/8/8/8/8/8/RK6 w Q - 0 1", NULL, NULL));
  g_assert_true (pos.chess960);
  result = sc_engine_search_sync (engine, &pos, NULL, 0, &(ScEngineLimits) { .nodes = 20000 }, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sc_move_kind (result->best), ==, SC_MOVE_CASTLING);
  g_assert_cmpint (sc_move_to (result->best), ==, SC_SQUARE (2, 0));
  g_assert_cmpuint (result->lines->len, >=, 1);
  first = g_ptr_array_index (result->lines, 0);
  g_assert_true (first->has_score && first->mate);
  g_assert_cmpint (first->score, ==, 1);
  g_assert_true (g_array_index (first->pv, ScMove, 0) == result->best);
  at = pos;
  sc_position_make_move (&at, result->best, &undo);
  g_assert_true (sc_position_is_checkmate (&at));
  g_clear_pointer (&result, sc_engine_result_free);

  /* Ordinary castling again, as e1g1, after UCI_Chess960 is set back. */
  g_assert_true (sc_position_set_fen (&pos, "r3k2r/8/8/8/8/8/5PPP/4K2R w K - 0 1", NULL));
  result = sc_engine_search_sync (engine, &pos, NULL, 0, &(ScEngineLimits) { .nodes = 20000 }, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (result->lines->len, >=, 1);
  first = g_ptr_array_index (result->lines, 0);
  at = pos;
  for (guint i = 0; i < first->pv->len; i++)
    {
      g_assert_true (sc_position_is_legal (&at, g_array_index (first->pv, ScMove, i)));
      sc_position_make_move (&at, g_array_index (first->pv, ScMove, i), &undo);
    }
  sc_engine_quit_sync (engine);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  scripts_dir = g_dir_make_tmp ("test-engine-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/engine/normal-search", test_normal_search);
  g_test_add_func ("/engine/commands", test_commands);
  g_test_add_func ("/engine/stop-and-pending", test_stop_and_pending);
  g_test_add_func ("/engine/cancel", test_cancel);
  g_test_add_func ("/engine/crash", test_crash);
  g_test_add_func ("/engine/hang-handshake", test_hang_handshake);
  g_test_add_data_func ("/engine/hang-on-stop", GINT_TO_POINTER (TRUE), test_hang_in_search);
  g_test_add_data_func ("/engine/hang-silent", GINT_TO_POINTER (FALSE), test_hang_in_search);
  g_test_add_func ("/engine/dispose", test_dispose);
  g_test_add_func ("/engine/garbage-handshake", test_garbage_handshake);
  g_test_add_data_func ("/engine/illegal-bestmove", "illegal-bestmove", test_bad_bestmove);
  g_test_add_data_func ("/engine/garbage-bestmove", "garbage-bestmove", test_bad_bestmove);
  g_test_add_func ("/engine/missing", test_missing);
  g_test_add_func ("/engine/threads", test_threads);
  g_test_add_func ("/engine/chess960", test_chess960);
  g_test_add_func ("/engine/no-chess960", test_no_chess960);
  g_test_add_func ("/engine/stockfish", test_stockfish);
  g_test_add_func ("/engine/stockfish-chess960", test_stockfish_chess960);
  status = g_test_run ();

  /* Nothing of the engines is left in the main context. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  remove_dir (scripts_dir);
  g_free (scripts_dir);
  return status;
}
