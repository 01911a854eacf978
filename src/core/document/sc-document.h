/* sc-document.h: a game being edited: current move, undo and redo, file
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-game-edit.h"
#include "sc-game-file.h"

G_BEGIN_DECLS

#define SC_TYPE_DOCUMENT (sc_document_get_type ())
G_DECLARE_FINAL_TYPE (ScDocument, sc_document, SC, DOCUMENT, GObject)

/* Every change of the game goes through sc_document_push (): it keeps the
 * edit that takes the change back, so that undo and redo reach any state
 * of the session. ::changed follows every change of the game,
 * notify::current every move to another node. */
ScDocument  *sc_document_new          (void);

ScGame      *sc_document_get_game     (ScDocument  *self);
/* A new game for the document: the history starts again, unmodified. */
void         sc_document_set_game     (ScDocument  *self,
                                       ScGame      *game,
                                       GFile       *file);
GFile       *sc_document_get_file     (ScDocument  *self);
void         sc_document_set_file     (ScDocument  *self,
                                       GFile       *file);

ScGameNode  *sc_document_get_current  (ScDocument  *self);
void         sc_document_set_current  (ScDocument  *self,
                                       ScGameNode  *node);

/* Records a change already made to the game: edit is what an edit
 * function returned (NULL or an empty group: nothing changed, and no
 * step is made), current the node to show after it. Takes edit. */
void         sc_document_push         (ScDocument  *self,
                                       ScGameEdit  *edit,
                                       ScGameNode  *current);
/* The same for game, the game at position of the file, which need not
 * be the current one (an edit made in the background): the file keeps
 * game at position, modified; undoing the step shows it, at its start.
 * game at the current position must be the current game. Takes edit. */
void         sc_document_push_to_game (ScDocument  *self,
                                       guint        position,
                                       ScGame      *game,
                                       ScGameEdit  *edit);
gboolean     sc_document_can_undo     (ScDocument  *self);
gboolean     sc_document_can_redo     (ScDocument  *self);
gboolean     sc_document_undo         (ScDocument  *self);
gboolean     sc_document_redo         (ScDocument  *self);
/* The newest step's id (0 with none): what sc_document_undo_step () takes,
 * so that a part of the window that made a step takes back only its own. */
guint64      sc_document_get_last_step (ScDocument *self);
/* Undoes the newest step if its id is step; FALSE (nothing done) when
 * another step came after it, or it is undone already. */
gboolean     sc_document_undo_step    (ScDocument  *self,
                                       guint64      step);

/* Changed since it was opened or last saved. */
gboolean     sc_document_get_modified (ScDocument  *self);
void         sc_document_set_saved    (ScDocument  *self);
/* Modified with nothing to undo: work restored from a journal. */
void         sc_document_mark_modified (ScDocument *self);

/* The games of the document's file. The document always holds one
 * (sc_document_set_game () makes a one-game file of its game) and one of
 * its games is the current one, which sc_document_get_game () returns.
 * One history covers edits of any game and changes to the list: undoing
 * a step of another game first makes that game the current one.
 * Property game-position (guint) follows the current game. */
ScGameFile  *sc_document_get_game_file (ScDocument *self);
/* A file (loaded or new) for the document: the history starts again,
 * unmodified, on the game at position 0. */
void         sc_document_set_game_file (ScDocument *self,
                                        ScGameFile *file);
guint        sc_document_get_game_position (ScDocument *self);
/* Makes the game at position the current one (not a step of its own). */
gboolean     sc_document_open_game     (ScDocument  *self,
                                        guint        position,
                                        GError     **error);

/* Changes to the list, each one undoable; the current game follows:
 * insert and duplicate open the new game, remove the one that takes its
 * place. game NULL inserts a new empty game. remove refuses (FALSE) to
 * remove the only game. */
gboolean     sc_document_insert_game    (ScDocument *self,
                                         guint       position,
                                         ScGame     *game);
gboolean     sc_document_remove_game    (ScDocument *self,
                                         guint       position);
/* game in the place of the current game: a game read again whole, say. */
gboolean     sc_document_replace_game   (ScDocument *self,
                                         ScGame     *game);
/* games (of ScGame) in the place of the current game, the first of them
 * current: a game's text found to hold several, each with its tags. */
gboolean     sc_document_replace_game_with_games (ScDocument *self,
                                                  GPtrArray  *games);
gboolean     sc_document_move_game      (ScDocument *self,
                                         guint       from,
                                         guint       to);
gboolean     sc_document_duplicate_game (ScDocument *self,
                                         guint       position);

/* sc_game_file_save () of the document's file, then saved. */
gboolean     sc_document_save          (ScDocument  *self,
                                        GFile       *target,
                                        gboolean     keep_encoding,
                                        GError     **error);

G_END_DECLS
