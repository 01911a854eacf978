/* sc-game-walker.c: visits a game's moves, comments and variations in reading order
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-game-walker.h"

/* One line being walked: the next node in it and the position before it,
 * and the variations of the move just visited, still to be walked. */
typedef struct {
  const ScGameNode *node;
  ScPosition        pos;
  const ScGameNode *variation;
  ScPosition        variation_pos;
} Frame;

static void
play (const ScGameNode *node,
      ScPosition       *pos)
{
  ScUndo undo;

  if (node->move == SC_MOVE_NULL)
    sc_position_make_null_move (pos, &undo);
  else
    sc_position_make_move (pos, node->move, &undo);
}

void
sc_game_walk (ScGame             *game,
              const ScGameWalker *w,
              gpointer            user_data)
{
  const ScGameNode *root = sc_game_get_root (game);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  Frame first = { .node = root->first_child, .pos = *sc_game_get_start_position (game) };
  gboolean needs_number = TRUE;

  if (root->comment_after != NULL && w->comment != NULL)
    w->comment (user_data, root, &first.pos, FALSE, root->comment_after, 0);

  g_array_append_val (stack, first);
  while (stack->len > 0)
    {
      Frame *f = &g_array_index (stack, Frame, stack->len - 1);
      guint depth = stack->len - 1;
      const ScGameNode *node;

      if (f->variation != NULL)
        {
          Frame variation = { .node = f->variation, .pos = f->variation_pos };

          f->variation = f->variation->next_sibling;
          if (w->variation_start != NULL)
            w->variation_start (user_data, variation.node, depth + 1);
          needs_number = TRUE;
          g_array_append_val (stack, variation);
          continue;
        }
      if (f->node == NULL)
        {
          g_array_set_size (stack, stack->len - 1);
          if (stack->len > 0 && w->variation_end != NULL)
            w->variation_end (user_data, depth);
          needs_number = TRUE;
          continue;
        }

      node = f->node;
      if (node->comment_before != NULL)
        {
          if (w->comment != NULL)
            w->comment (user_data, node, &f->pos, TRUE, node->comment_before, depth);
          needs_number = TRUE;
        }
      if (w->move != NULL)
        w->move (user_data, node, &f->pos, depth, needs_number);
      needs_number = FALSE;
      if (node->comment_after != NULL)
        {
          if (w->comment != NULL)
            w->comment (user_data, node, &f->pos, FALSE, node->comment_after, depth);
          needs_number = TRUE;
        }

      if (node->parent->first_child == node && node->next_sibling != NULL)
        {
          f->variation = node->next_sibling;
          f->variation_pos = f->pos;
        }
      play (node, &f->pos);
      f->node = node->first_child;
    }
}
