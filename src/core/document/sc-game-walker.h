/* sc-game-walker.h: visits a game's moves, comments and variations in reading order
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"

G_BEGIN_DECLS

/* What a view of the game needs at each step, in the order the moves are
 * read: a variation opens right after the move it replaces. The walk uses
 * an explicit stack, so any depth of variations is safe. */
typedef struct {
  /* A move; pos is the position before it; depth 0 is the main line;
   * needs_number is TRUE where Black's move must show "N...". */
  void (*move)             (gpointer          user_data,
                            const ScGameNode *node,
                            const ScPosition *pos,
                            guint             depth,
                            gboolean          needs_number);
  /* A comment, before or after the node's move (the root's comment after
   * is the comment before the whole game); pos is the position before
   * the move (for the root's, the start). */
  void (*comment)          (gpointer          user_data,
                            const ScGameNode *node,
                            const ScPosition *pos,
                            gboolean          before,
                            const char       *text,
                            guint             depth);
  void (*variation_start)  (gpointer          user_data,
                            const ScGameNode *first,
                            guint             depth);
  void (*variation_end)    (gpointer          user_data,
                            guint             depth);
} ScGameWalker;

void sc_game_walk (ScGame             *game,
                   const ScGameWalker *walker,
                   gpointer            user_data);

G_END_DECLS
