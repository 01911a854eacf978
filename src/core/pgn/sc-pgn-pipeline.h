/* sc-pgn-pipeline.h: the games of a file read on worker threads, in order
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-text-encoding.h"

G_BEGIN_DECLS

/* One game of the file on its way through the pipeline. */
typedef struct {
  ScPgnIndexEntry  entry;          /* where it stands in the file (no tags) */
  ScReadResult    *read;           /* its games and problems, in the file's lines */
  GString         *output;         /* empty, for the work function to write into;
                                    * NULL without one */
  ScTextEncoding   encoding;       /* for done: the file's encoding up to this game */
  /* With SC_PGN_READ_LARGE_STREAMED, a large game that checked whole:
   * read's one game holds its tags and result, not its moves, and done
   * writes its movetext with sc_stream_movetext () from these. */
  const char      *large_text;     /* UTF-8; NULL for any other game */
  gsize            large_length;
  ScMovetextNotes *large_notes;
  /* With SC_PGN_READ_WRITTEN, a game written as it was read: its
   * movetext, and read's one game holds its tags and result, not its
   * moves. NULL when read holds the game's tree instead. */
  GString         *movetext;
  /* private */
  ScTextEncoding   game_encoding;
  const char      *text;           /* as the file has it: in its batch's texts, or large */
  char            *large;          /* a large game's text, taken from the stream */
  char            *converted;      /* its UTF-8, when the file's is not */
} ScPgnPipelineGame;

/* How games are read. A game tree takes many times its text in memory
 * (up to 9 times, for a game of variations); without one, memory stays
 * near the game's text, but the game is read twice, which takes longer. */
typedef enum {
  SC_PGN_READ_TREES,           /* each game into its tree */
  SC_PGN_READ_CHECKED,         /* each game only checked: its problems, tags and result */
  SC_PGN_READ_LARGE_STREAMED,  /* a large game (SC_PGN_LARGE_GAME) that checks
                                * whole is left to done to write; any other
                                * into its tree */
  SC_PGN_READ_WRITTEN,         /* as SC_PGN_READ_LARGE_STREAMED, but any other
                                * game after the first is written as it is
                                * read, in one pass, into movetext under
                                * write_style and write_flags; one that one
                                * pass cannot write, into its tree
                                * (sc_read_game_writing ()) */
} ScPgnPipelineRead;

/* Once, on the calling thread, when the first game was read (lang is
 * then known, detected or given) and before anything is worked on. */
typedef void (*ScPgnPipelineStartFunc) (const ScLanguage *lang,
                                        gboolean          detected,
                                        gpointer          user_data);
typedef void (*ScPgnPipelineGameFunc)  (ScPgnPipelineGame *game,
                                        gpointer           user_data);

typedef struct {
  ScPgnPipelineStartFunc start;  /* may be NULL */
  ScPgnPipelineGameFunc  work;   /* on any thread, in any order; may be NULL */
  ScPgnPipelineGameFunc  done;   /* on the calling thread, in file order */
  gboolean               keep_games;  /* FALSE: read->games is emptied on the
                                       * worker once work returned, which is
                                       * cheaper; done sees only the problems
                                       * (and a large game left to it), and
                                       * the next game may be read into a game
                                       * emptied: work keeps no reference */
  ScPgnPipelineRead      read;
  /* SC_PGN_READ_WRITTEN: how; start may still set the style. */
  const ScNotationStyle *write_style;
  ScMovetextFlags        write_flags;
} ScPgnPipelineFuncs;

/* Reads every game of in: one thread reads the file chunk by chunk while
 * n_jobs workers (0: one per processor; 1: none, all on the calling
 * thread) read the games and call work; done then sees them in file
 * order. No more than a few hundred games are in flight. lang NULL:
 * detected on the first game. FALSE on a read error, after done was
 * called for every game before it. */
gboolean sc_pgn_pipeline_run (GInputStream              *in,
                              const ScLanguage          *lang,
                              guint                      n_jobs,
                              const ScPgnPipelineFuncs  *funcs,
                              gpointer                   user_data,
                              GError                   **error);

G_END_DECLS
