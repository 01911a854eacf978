/* sc-game-edit.h: changes to a game's tree, each one undoable
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"

G_BEGIN_DECLS

/* Every edit function changes the game and returns the edit that takes the
 * change back (NULL when nothing changed). sc_game_edit_apply() carries
 * such an edit out and returns the one that takes *it* back, so undo and
 * redo are the same operation. An edit keeps what it needs alive, such as
 * a deleted line of moves, until it is freed. */
typedef struct _ScGameEdit ScGameEdit;

ScGameEdit *sc_game_edit_apply            (ScGame       *game,
                                           ScGameEdit   *edit);
void        sc_game_edit_free             (ScGameEdit   *edit);

/* Plays move after node: goes to the existing child with that move, or
 * adds one — the main continuation when node has none, else a variation.
 * *child receives the node of the move. */
ScGameEdit *sc_game_add_move              (ScGame       *game,
                                           ScGameNode   *node,
                                           ScMove        move,
                                           ScGameNode  **child);
/* The edit that takes back a line someone else already attached under
 * its parent (as sc_read_moves_at () does): first is its first move. */
ScGameEdit *sc_game_edit_for_added_line   (ScGame       *game,
                                           ScGameNode   *first);
/* Deletes node and everything after it. */
ScGameEdit *sc_game_delete_from_here      (ScGame       *game,
                                           ScGameNode   *node);
/* Deletes the whole variation node is in (from its first move on). */
ScGameEdit *sc_game_delete_variation      (ScGame       *game,
                                           ScGameNode   *node);
/* Moves the variation node is in one place up among its siblings; the
 * first variation becomes the main continuation. */
ScGameEdit *sc_game_promote_variation     (ScGame       *game,
                                           ScGameNode   *node);
/* Moves it one place down. */
ScGameEdit *sc_game_demote_variation      (ScGame       *game,
                                           ScGameNode   *node);
/* text NULL or empty clears the comment. */
ScGameEdit *sc_game_set_comment           (ScGame       *game,
                                           ScGameNode   *node,
                                           gboolean      before,
                                           const char   *text);
ScGameEdit *sc_game_set_nags              (ScGame       *game,
                                           ScGameNode   *node,
                                           const guint8 *nags,
                                           guint         n_nags);
ScGameEdit *sc_game_toggle_draw_offer     (ScGame       *game,
                                           ScGameNode   *node);

/* Sets a tag (NULL or "" removes it); a changed tag keeps its place. */
ScGameEdit *sc_game_set_tag_edit          (ScGame       *game,
                                           const char   *name,
                                           const char   *value);
ScGameEdit *sc_game_set_result_edit       (ScGame       *game,
                                           const char   *result);

/* Several edits as one step: add the edits that each change returned, in
 * the order the changes were made; applying the group takes them all back. */
ScGameEdit *sc_game_edit_group_new        (void);
void        sc_game_edit_group_add        (ScGameEdit   *group,
                                           ScGameEdit   *edit);
gboolean    sc_game_edit_group_is_empty   (ScGameEdit   *group);
/* NULL, or a group that holds no edit: a change that changed nothing. */
gboolean    sc_game_edit_changes_nothing  (ScGameEdit   *edit);

/* The first node of the line node is in: the node itself or an ancestor
 * that is not its parent's first child (NULL on the main line). */
ScGameNode *sc_game_node_variation_start  (ScGameNode   *node);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScGameEdit, sc_game_edit_free)

G_END_DECLS
