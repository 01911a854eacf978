/* sc-move-list.h: the whole game as text, rendered from the model
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-game.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

#define SC_TYPE_MOVE_LIST (sc_move_list_get_type ())
G_DECLARE_FINAL_TYPE (ScMoveList, sc_move_list, SC, MOVE_LIST, GtkWidget)

/* Holds the game and the notation style, never formatted moves: every
 * change of style or game renders the whole text again from the model.
 * Clicking a move, or Left/Right/Home/End/Up/Down, emits ::node-activated
 * with the node to go to; the owner then calls sc_move_list_set_current(). */
GtkWidget        *sc_move_list_new          (void);

void              sc_move_list_set_game     (ScMoveList            *self,
                                             ScGame                *game);
ScGame           *sc_move_list_get_game     (ScMoveList            *self);
void              sc_move_list_set_style    (ScMoveList            *self,
                                             const ScNotationStyle *style);
/* Renders again after the game changed. */
void              sc_move_list_refresh      (ScMoveList            *self);
void              sc_move_list_set_current  (ScMoveList            *self,
                                             ScGameNode            *node);
ScGameNode       *sc_move_list_get_current  (ScMoveList            *self);
/* The menu a right click opens, after going to the move under the pointer. */
void              sc_move_list_set_context_menu (ScMoveList        *self,
                                                 GMenuModel        *menu);

/* The rendered text, as a screen reader or a test reads it. */
char             *sc_move_list_get_text     (ScMoveList            *self);
/* The node of the move drawn at a character offset of that text, or NULL. */
ScGameNode       *sc_move_list_node_at      (ScMoveList            *self,
                                             int                    offset);
/* Where a node's move stands in the text; FALSE if it is not shown. */
gboolean          sc_move_list_node_range   (ScMoveList            *self,
                                             const ScGameNode      *node,
                                             int                   *start,
                                             int                   *end);

G_END_DECLS
