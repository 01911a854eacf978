/* sc-move-entry.h: typing moves, with feedback on every key
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-document.h"
#include "sc-move-parser.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

#define SC_TYPE_MOVE_ENTRY (sc_move_entry_get_type ())
G_DECLARE_FINAL_TYPE (ScMoveEntry, sc_move_entry, SC, MOVE_ENTRY, GtkWidget)

/* A text field for moves in any spelling of the notation language. Each
 * change reads the text in the document's current position: a legal move
 * is shown in the notation style and offered as preview-move; several
 * moves that would fit are numbered and 1–9 (or a click) picks one; text
 * that is not a move says why in red. Enter emits ::move-entered for one
 * legal move (the handler plays it and returns TRUE, and the field
 * empties) and reads several moves ("e4 e5 Sf3", move numbers allowed)
 * as one undo step. Text that is not accepted stays to be fixed: after a
 * problem the field holds the text from the problem on. Escape empties
 * the field only when it holds nothing that was refused; it never throws
 * refused text away, and Ctrl+Z in the emptied field brings back what it
 * took. */
GtkWidget   *sc_move_entry_new           (void);

void         sc_move_entry_set_document  (ScMoveEntry           *self,
                                          ScDocument            *document);
/* The legal move the text reads as (property preview-move), or 0. */
ScMove       sc_move_entry_get_preview_move (ScMoveEntry        *self);
void         sc_move_entry_set_style     (ScMoveEntry           *self,
                                          const ScNotationStyle *style);
/* Focuses the field and adds text at its end (the key that started it). */
void         sc_move_entry_start         (ScMoveEntry           *self,
                                          const char            *text);
const char  *sc_move_entry_get_text      (ScMoveEntry           *self);
/* Sets the text as a new start: Ctrl+Z does not bring back what it replaced. */
void         sc_move_entry_set_text      (ScMoveEntry           *self,
                                          const char            *text);
/* The feedback line, as a screen reader or a test reads it. */
const char  *sc_move_entry_get_feedback  (ScMoveEntry           *self);
gboolean     sc_move_entry_has_error     (ScMoveEntry           *self);
guint        sc_move_entry_get_n_choices (ScMoveEntry           *self);
/* Plays the numbered choice (1-based) as Enter would; FALSE if none. */
gboolean     sc_move_entry_choose        (ScMoveEntry           *self,
                                          guint                  number);
/* Enter. */
void         sc_move_entry_commit        (ScMoveEntry           *self);
GtkWidget   *sc_move_entry_get_text_widget (ScMoveEntry         *self);

G_END_DECLS
