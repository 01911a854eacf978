/* sc-document-entry.h: typed or pasted moves into a document, one undo step
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-document.h"
#include "sc-move-parser.h"
#include "sc-movetext-reader.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

/* Reads text (a scoresheet: moves, numbers, comments, variations, a
 * result) after the document's current node with sc_read_moves_at () and
 * records what was read as one step of the history, the current node
 * going to the last move read. Returns FALSE at a problem, which it fills
 * (its message is the caller's to free): the moves before it are played,
 * problem->offset is where the text still to read begins. *n_moves (may
 * be NULL) receives the number of moves read on the line. */
gboolean sc_document_read_moves  (ScDocument       *doc,
                                  const char       *text,
                                  gssize            length,
                                  const ScLanguage *lang,
                                  guint            *n_moves,
                                  ScTextProblem    *problem);
/* The same on a scratch copy of the position: what reading would do,
 * without changing anything. */
gboolean sc_document_check_moves (ScDocument       *doc,
                                  const char       *text,
                                  gssize            length,
                                  const ScLanguage *lang,
                                  guint            *n_moves,
                                  ScTextProblem    *problem);

/* The language whose letters read text (moves to play at the current
 * node, as sc_document_check_moves () reads them) furthest; ties as in
 * sc_detect_language (). */
const ScLanguage *sc_document_detect_language (ScDocument *doc,
                                               const char *text,
                                               gssize      length);

/* How a move played at the current node goes into the game. */
typedef enum {
  /* Along the line: onto the move there when it is the same, else a new
   * last move. Where another move follows, nothing is played and the
   * answer is SC_PLAY_NEEDS_CHOICE: the user chooses one of the two
   * modes below. */
  SC_PLAY_ADD,
  /* As a variation where another move follows. */
  SC_PLAY_VARIATION,
  /* In place of the move that follows, re-reading the moves after it in
   * the new position (sc_game_replace_move ()). */
  SC_PLAY_REPLACE,
} ScPlayMode;

typedef enum {
  SC_PLAY_PLAYED,
  SC_PLAY_NEEDS_CHOICE,
} ScPlayResult;

/* Plays move (legal at the current node) into doc as one step of the
 * history, with the NAGs and the draw offer that marks (may be NULL) read
 * beside it, and makes its node current. Every way of entering a move
 * (the board, typing, several moves, the game text) comes here.
 * SC_PLAY_REPLACE: the moves that no longer fit after the replaced one
 * are left out and *pending (may be NULL) receives their text spelled in
 * style, to fix and read on; NULL when all of them fitted. */
ScPlayResult sc_document_play_move (ScDocument            *doc,
                                    ScMove                 move,
                                    ScPlayMode             mode,
                                    const ScMoveParse     *marks,
                                    const ScNotationStyle *style,
                                    char                 **pending);

/* text read as a game result alone ("1-0", "½-½", "1:0", "*"): the
 * result as PGN writes it, or NULL for text that is no result. *problem
 * (may be NULL) gets why the game cannot have it, as Game Details says
 * it (a win for the side that is mated), or NULL when it can. */
char        *sc_document_read_result (ScDocument  *doc,
                                      const char  *text,
                                      char       **problem);
/* Sets the game's result as one step of the history; nothing when the
 * game has it already. */
void         sc_document_set_result  (ScDocument  *doc,
                                      const char  *result);

G_END_DECLS
