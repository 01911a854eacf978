/* sc-document.h: a game being edited: current move, undo and redo, file
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-game-edit.h"

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
 * function returned (NULL: nothing changed), current the node to show
 * after it. Takes edit. */
void         sc_document_push         (ScDocument  *self,
                                       ScGameEdit  *edit,
                                       ScGameNode  *current);
gboolean     sc_document_can_undo     (ScDocument  *self);
gboolean     sc_document_can_redo     (ScDocument  *self);
gboolean     sc_document_undo         (ScDocument  *self);
gboolean     sc_document_redo         (ScDocument  *self);

/* Changed since it was opened or last saved. */
gboolean     sc_document_get_modified (ScDocument  *self);
void         sc_document_set_saved    (ScDocument  *self);

G_END_DECLS
