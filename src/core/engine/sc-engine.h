/* sc-engine.h: a UCI engine run as a child process, never blocking
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-position.h"
#include "sc-uci.h"

G_BEGIN_DECLS

#define SC_ENGINE_ERROR (sc_engine_error_quark ())

/* Every error's message says what happened; what the user can do about
 * it (another engine, chosen where the program chooses it) is the front
 * end's to add, by the code. */
typedef enum {
  SC_ENGINE_ERROR_MISSING,       /* no such program, or it cannot run */
  SC_ENGINE_ERROR_CRASHED,       /* the process ended while in use */
  SC_ENGINE_ERROR_HUNG,          /* no answer within the time allowed */
  SC_ENGINE_ERROR_GARBAGE,       /* a line that is not UCI where one was needed */
  SC_ENGINE_ERROR_ILLEGAL_MOVE,  /* a best move that is not legal */
  SC_ENGINE_ERROR_NO_CHESS960,   /* a Chess960 position, and no UCI_Chess960 option */
} ScEngineError;

GQuark sc_engine_error_quark (void);

/* What the user can do about an error, for the front end to word. */
typedef enum {
  SC_ENGINE_REMEDY_NONE,         /* not an engine's error */
  SC_ENGINE_REMEDY_INSTALL,      /* install Stockfish, or choose another engine */
  SC_ENGINE_REMEDY_RETRY,        /* try again, or choose another engine */
  SC_ENGINE_REMEDY_UCI,          /* choose an engine that speaks UCI */
  SC_ENGINE_REMEDY_CHESS960,     /* choose one that plays Chess960, such as Stockfish */
  SC_ENGINE_REMEDY_ANOTHER,      /* choose another engine */
  SC_ENGINE_N_REMEDIES
} ScEngineRemedy;

ScEngineRemedy sc_engine_error_remedy (const GError *error);

/* How long a search may go on. All 0 (or no limits at all, NULL):
 * until sc_engine_stop (). */
typedef struct {
  guint64 nodes;
  guint   movetime_ms;
  guint   depth;
} ScEngineLimits;

/* What a search found. lines holds, per line of play (multipv 1 first),
 * the last complete "info" with a pv the engine gave for it. */
typedef struct {
  ScMove     best;      /* SC_MOVE_NONE: no legal move (mate or stalemate) */
  ScMove     ponder;    /* SC_MOVE_NONE when not given */
  GPtrArray *lines;     /* of ScUciInfo*, by multipv */
  gboolean   stopped;   /* ended by sc_engine_stop () before its limits */
} ScEngineResult;

void sc_engine_result_free (ScEngineResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScEngineResult, sc_engine_result_free)

#define SC_TYPE_ENGINE (sc_engine_get_type ())
G_DECLARE_FINAL_TYPE (ScEngine, sc_engine, SC, ENGINE, GObject)

/* Stockfish on PATH, then in /usr/games; NULL when there is none. */
char           *sc_engine_find_default   (void);
/* The largest hash table to ask an engine for, in megabytes: half the
 * machine's memory, within the engine-hash key's range (64 to 65536). */
guint           sc_engine_largest_hash   (void);

/* The engine at path (a program name is looked up on PATH). Nothing runs
 * until sc_engine_start_async (). Its callbacks and signals come in the
 * thread-default main context of the thread that made it. */
ScEngine       *sc_engine_new            (const char          *path);
const char     *sc_engine_get_path       (ScEngine            *self);
/* "id name" as the engine gave it ("Stockfish 15.1"); the program's
 * base name before it started. */
const char     *sc_engine_get_name       (ScEngine            *self);

/* A UCI option ("Threads", "Hash", "MultiPV"), sent before the next
 * search; options the engine does not have are left out. */
void            sc_engine_set_option     (ScEngine            *self,
                                          const char          *name,
                                          const char          *value);
/* Seconds to wait for an answer ("uciok", "readyok", "bestmove" after
 * "stop", or any line while a search runs) before SC_ENGINE_ERROR_HUNG. */
void            sc_engine_set_answer_timeout (ScEngine        *self,
                                              guint            seconds);

/* Starts the process and the UCI handshake. */
void            sc_engine_start_async    (ScEngine            *self,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
gboolean        sc_engine_start_finish   (ScEngine            *self,
                                          GAsyncResult        *result,
                                          GError             **error);

/* Searches the position after moves from start (the moves are sent so
 * the engine sees repetitions). A Chess960 start (start->chess960) sets
 * the engine's UCI_Chess960 option, and a search in ordinary chess sets
 * it back; an engine without the option fails a Chess960 search with
 * SC_ENGINE_ERROR_NO_CHESS960 and goes on running. One search at a
 * time: a second one while one runs fails with G_IO_ERROR_PENDING. "info" is emitted for
 * every line of play read, with its ScUciInfo (score from the side to
 * move's view, pv legal from that position). */
void            sc_engine_search_async   (ScEngine            *self,
                                          const ScPosition    *start,
                                          const ScMove        *moves,
                                          guint                n_moves,
                                          const ScEngineLimits *limits,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
/* On an error, *partial (when not NULL) gets what was found before it. */
ScEngineResult *sc_engine_search_finish  (ScEngine            *self,
                                          GAsyncResult        *result,
                                          ScEngineResult     **partial,
                                          GError             **error);
gboolean        sc_engine_is_searching   (ScEngine            *self);
/* Asks the running search to end; it finishes with what it found. */
void            sc_engine_stop           (ScEngine            *self);
/* Ends the process ("quit", then a kill if it does not go). */
void            sc_engine_quit           (ScEngine            *self);

/* The same, waiting: for the command line's worker threads. They run
 * the thread-default main context until the answer comes. */
gboolean        sc_engine_start_sync     (ScEngine            *self,
                                          GCancellable        *cancellable,
                                          GError             **error);
ScEngineResult *sc_engine_search_sync    (ScEngine            *self,
                                          const ScPosition    *start,
                                          const ScMove        *moves,
                                          guint                n_moves,
                                          const ScEngineLimits *limits,
                                          GCancellable        *cancellable,
                                          GError             **error);
/* As sc_engine_quit (), then runs the thread-default main context until
 * nothing of the process is left in it and the process has gone (killed
 * after a short grace period if it does not quit): a worker thread calls
 * it before it drops its engine and its context. */
void            sc_engine_quit_sync      (ScEngine            *self);

G_END_DECLS
