/* sc-comment-editor.h: the current move's comments and clock time, edited in place
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-document.h"

G_BEGIN_DECLS

#define SC_TYPE_COMMENT_EDITOR (sc_comment_editor_get_type ())
G_DECLARE_FINAL_TYPE (ScCommentEditor, sc_comment_editor, SC, COMMENT_EDITOR, GtkBox)

/* Shows the words of the document's current move's comment, before or
 * after the move; commands in it ([%clk], arrows) are kept as they are.
 * Typing changes nothing yet: leaving the text, Ctrl+Enter or
 * comment.commit writes it as one undo step. The clock entry reads
 * h:mm:ss into the move's [%clk]; comment.clear-clock removes it.
 * Going to another move while the field holds a time it cannot read
 * emits ::clock-left-out with the move left and the text. */
GtkWidget     *sc_comment_editor_new            (void);
void           sc_comment_editor_set_document   (ScCommentEditor *self,
                                                 ScDocument      *document);
/* Writes the comment and the clock time being typed, if any, into the
 * document: before anything saves, closes or replaces it. */
void           sc_comment_editor_commit         (ScCommentEditor *self);
/* The clock time typed that could not be read, which the field keeps
 * with its reason and the game lacks; NULL if there is none. */
const char    *sc_comment_editor_get_unread_clock (ScCommentEditor *self);
/* The field shows the move's clock time again, the text it could not
 * read given up. */
void           sc_comment_editor_forget_unread_clock (ScCommentEditor *self);
/* Goes back to node, if it is still in the game, and puts text back into
 * its clock field with the reason it cannot be read; FALSE when the move
 * is gone. */
gboolean       sc_comment_editor_put_back_clock (ScCommentEditor *self,
                                                 ScGameNode      *node,
                                                 const char      *text);
void           sc_comment_editor_set_before     (ScCommentEditor *self,
                                                 gboolean         before);
gboolean       sc_comment_editor_get_before     (ScCommentEditor *self);
GtkTextBuffer *sc_comment_editor_get_buffer     (ScCommentEditor *self);
GtkEditable   *sc_comment_editor_get_clock_entry (ScCommentEditor *self);
/* What is wrong with the typed clock time, or NULL. */
const char    *sc_comment_editor_get_clock_message (ScCommentEditor *self);

G_END_DECLS
