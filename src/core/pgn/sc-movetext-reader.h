/* sc-movetext-reader.h: reads PGN or a bare scoresheet text into games
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"
#include "sc-move-parser.h"
#include "sc-movetext-notes.h"
#include "sc-movetext-writer.h"
#include "sc-pgn-index.h"

G_BEGIN_DECLS

typedef enum {
  SC_PROBLEM_ILLEGAL,
  SC_PROBLEM_AMBIGUOUS,
  SC_PROBLEM_UNREADABLE,
  SC_PROBLEM_PROMOTION_MISSING,
  SC_PROBLEM_SYNTAX,            /* unbalanced brackets, an unterminated comment or tag, a bad FEN tag */
  SC_PROBLEM_WARNING,           /* read otherwise than written, the game not failed (ScReadResult.warnings) */
} ScProblemKind;

typedef struct {
  ScProblemKind kind;
  guint         game_number;    /* 1-based */
  guint         line;           /* 1-based */
  guint         column;         /* 1-based, in characters */
  gsize         offset;         /* byte offset in the text */
  char         *message;
} ScTextProblem;

/* What sc_read_games() found. Free with sc_read_result_free(). */
typedef struct {
  GPtrArray        *games;      /* of ScGame*; a game with a problem holds the moves before it */
  GArray           *problems;   /* of ScTextProblem, in text order */
  /* Of ScTextProblem too, of kind SC_PROBLEM_WARNING: what was read
   * otherwise than written (a castling right the FEN's position cannot
   * have is dropped); the game did not fail. */
  GArray           *warnings;
  const ScLanguage *language;   /* the language read with: given, or detected */
  gboolean          detected;   /* TRUE when the language was detected */
  gsize             second_game_at;  /* where the second game's text starts, if any */
  /* The first game after the first one that starts without tag pairs
   * of its own (moves after a result, say): its number and where its
   * text starts; 0 if every one has them. */
  guint             untagged_game;
  gsize             untagged_game_at;
} ScReadResult;

/* Reads every game of text: tag pairs, movetext with comments, NAGs and
 * variations, or a bare scoresheet ("1. e4 e5 2. Sf3 ..."). lang NULL
 * means detect the language (NOTATION.md §4). A game stops at its first
 * problem; the rest of its text is kept in the game (sc_game_get_unread_text)
 * and reading goes on with the next game. */
ScReadResult     *sc_read_games          (const char       *text,
                                          gssize            length,
                                          const ScLanguage *lang);
void              sc_read_result_free    (ScReadResult     *result);
/* For a text that should hold one game and was read (as result) as more:
 * TRUE, and problem says where the second starts (line and column from
 * the start of text) and why; its message is the caller's to free. */
gboolean          sc_read_result_another_game (const ScReadResult *result,
                                               const char         *text,
                                               ScTextProblem      *problem);
/* For a text that may hold several games, each with its tags: TRUE when
 * a game after the first has none (it cannot stand on its own in a
 * list), and problem says where it starts, as above. */
gboolean          sc_read_result_untagged_game (const ScReadResult *result,
                                                const char         *text,
                                                ScTextProblem      *problem);

/* What reading one game after another may read into again rather than
 * make anew: a game no longer needed, emptied results, and the buffers
 * of reading and of writing in one pass. A short game costs about as
 * much to read as these cost to make and free. For one thread at a
 * time. */
typedef struct _ScReadSpares ScReadSpares;

ScReadSpares     *sc_read_spares_new         (void);
void              sc_read_spares_free        (ScReadSpares     *spares);
/* Takes game over: emptied (sc_game_reset ()), the next game is read
 * into it. */
void              sc_read_spares_keep_game   (ScReadSpares     *spares,
                                              ScGame           *game);
/* Takes result over: emptied, the next read fills it. */
void              sc_read_spares_keep_result (ScReadSpares     *spares,
                                              ScReadResult     *result);

/* Detection alone: the language under which text reads furthest (ties:
 * the user's locale, then English). */
const ScLanguage *sc_detect_language     (const char       *text,
                                          gssize            length);
/* How many moves of text lang reads, as a detection measures it. */
typedef guint (*ScMovesReadFunc) (const ScLanguage *lang,
                                  gpointer          user_data);
/* The same, with moves_read saying how far each language reads text: for
 * moves read elsewhere than from a game's start. */
const ScLanguage *sc_detect_language_by  (ScMovesReadFunc   moves_read,
                                          gpointer          user_data,
                                          const char       *text,
                                          gssize            length);

/* Reads moves typed or pasted after node of game (a scoresheet text:
 * move numbers, comments, NAGs and variations allowed) and adds them as
 * node's continuation, or as a variation where node has one; a result
 * sets the game's result. Stops at the first problem: returns FALSE and
 * fills problem (its message is the caller's to free; problem->offset is
 * where the text still to read begins). *last is the last move read on
 * the line that began at node (node itself if none). */
gboolean          sc_read_moves_at       (ScGame            *game,
                                          ScGameNode        *node,
                                          const char        *text,
                                          gssize             length,
                                          const ScLanguage  *lang,
                                          ScGameNode       **last,
                                          ScTextProblem     *problem);

const char       *sc_problem_kind_name   (ScProblemKind     kind);

/* Reads every game of text as sc_read_games () does, checking every move,
 * but builds no tree: each game holds its tags and result (and its text,
 * if it stopped at a problem), not its moves, so memory stays small
 * whatever a game's size. notes, when given, gets what
 * sc_stream_movetext () needs (free it with sc_movetext_notes_free ()).
 * spares, when given, are read into (sc_read_game_writing ()). */
ScReadResult     *sc_check_games         (const char        *text,
                                          gssize             length,
                                          const ScLanguage  *lang,
                                          ScMovetextNotes  **notes,
                                          ScReadSpares      *spares);

typedef void (*ScMovetextFlushFunc) (GString  *out,
                                     gpointer  user_data);

/* Writes the movetext of the game in text, which sc_check_games () found
 * to be one game without a problem (lang and notes as it gave them), as
 * sc_write_movetext () writes its tree, with no tree: whenever out holds
 * 64 KiB or more, flush takes it and out is emptied, but for the line
 * being written when it is short; what is left at the end stays in out. flags must include SC_MOVETEXT_WRAP. */
void              sc_stream_movetext     (const char             *text,
                                          gsize                   length,
                                          const ScLanguage       *lang,
                                          ScMovetextNotes        *notes,
                                          GString                *out,
                                          const ScNotationStyle  *style,
                                          ScMovetextFlags         flags,
                                          ScMovetextFlushFunc     flush,
                                          gpointer                user_data);

/* Reads the one game of text and appends its movetext to out as it
 * reads, as sc_write_movetext () writes its tree, in one pass: no tree,
 * no check before. The result's game holds its tags and result, not its
 * moves. NULL, with out as it was, when one pass cannot write it: not
 * one game, a problem, marks or comments that follow a move's
 * variations (written before them), or a variation on a variation's
 * first move (written after it). The caller then reads it into its
 * tree. spares, when given, are read into rather than a new game,
 * result and writer made; NULL returned, the result goes back to them. */
ScReadResult     *sc_read_game_writing   (const char             *text,
                                          gsize                   length,
                                          const ScLanguage       *lang,
                                          GString                *out,
                                          const ScNotationStyle  *style,
                                          ScMovetextFlags         flags,
                                          ScReadSpares           *spares);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScReadResult, sc_read_result_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScReadSpares, sc_read_spares_free)

/* Reads one game of text (the whole file, as indexed) on demand, with
 * the file's language (NULL: detect it from this game). */
ScReadResult *sc_pgn_index_read_game (const char            *text,
                                      const ScPgnIndexEntry *entry,
                                      const ScLanguage      *lang);

G_END_DECLS
