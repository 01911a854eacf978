/* sc-game-repair.c: change a move in the middle of a game and re-read the rest
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-format.h"
#include "sc-game-repair.h"
#include "sc-move-parser.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"

static void
copy_annotations (ScGameNode       *to,
                  const ScGameNode *from)
{
  for (guint i = 0; i < from->n_nags; i++)
    sc_game_node_add_nag (to, from->nags[i]);
  for (guint i = 0; i < from->n_nags_before; i++)
    sc_game_node_add_nag_before (to, sc_game_node_nags_before (from)[i]);
  to->draw_offer = from->draw_offer;
  if (from->comment_before != NULL)
    sc_game_node_append_comment (to, TRUE, from->comment_before);
  if (from->comment_after != NULL)
    sc_game_node_append_comment (to, FALSE, from->comment_after);
}

/* A copy of node and everything below it, as parent's last child. */
static void
copy_tree (ScGameNode       *parent,
           const ScGameNode *node)
{
  ScGameNode *copy = sc_game_node_append_child (parent, node->move);

  copy_annotations (copy, node);
  for (const ScGameNode *child = node->first_child; child != NULL; child = child->next_sibling)
    copy_tree (copy, child);
}

/* The text of the line that starts with first in pos (with siblings: of
 * first and the variations after it), numbered from pos's move number. */
static char *
write_lines (const ScPosition      *pos,
             const ScGameNode      *first,
             gboolean               siblings,
             const ScNotationStyle *style)
{
  g_autoptr(ScGame) scratch = sc_game_new ();
  GString *out = g_string_new (NULL);

  sc_game_set_start_position (scratch, pos);
  for (const ScGameNode *n = first; n != NULL; n = siblings ? n->next_sibling : NULL)
    copy_tree (sc_game_get_root (scratch), n);
  sc_write_movetext (out, scratch, style, SC_MOVETEXT_NO_RESULT);
  return g_strstrip (g_string_free (out, FALSE));
}

/* Reads a variation to the continuation of old_parent (written in
 * old_pos) again as a variation after new_parent, as far as it fits. */
static void
reread_variation (ScGame                *game,
                  ScGameNode            *new_parent,
                  const ScPosition      *old_pos,
                  const ScGameNode      *variation,
                  const ScNotationStyle *pgn)
{
  g_autofree char *text = write_lines (old_pos, variation, FALSE, pgn);
  ScTextProblem problem = { 0 };
  ScGameNode *last = NULL;

  if (sc_read_moves_at (game, new_parent, text, -1, sc_language_english (), &last, &problem))
    return;
  g_free (problem.message);
  /* Nothing of it is lost: the rest stays as words after what was read. */
  if (last != new_parent)
    sc_game_node_append_comment (last, FALSE, g_strstrip (text + problem.offset));
  else
    {
      g_autofree char *words = g_strdup_printf ("(%s)", g_strstrip (text + problem.offset));

      sc_game_node_append_comment (new_parent->first_child, FALSE, words);
    }
}

/* A new node for move at index among parent's children. */
static ScGameNode *
insert_child (ScGameNode *parent,
              guint       index,
              ScMove      move)
{
  ScGameNode *fresh = sc_game_node_append_child (parent, move);

  sc_game_node_detach (fresh);
  sc_game_node_attach (parent, index, fresh);
  return fresh;
}

ScGameEdit *
sc_game_replace_move_styled (ScGame                 *game,
                             ScGameNode             *node,
                             ScMove                  move,
                             const ScNotationStyle  *style,
                             ScGameNode            **new_node,
                             ScGameNode            **misfit,
                             char                  **pending)
{
  ScNotationStyle pgn;
  ScPosition old_pos, new_pos;
  ScGameNode *parent, *fresh, *kept, *old;
  ScGameEdit *group;
  ScUndo undo;
  guint index;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (node != NULL && node->parent != NULL, NULL);

  parent = node->parent;
  sc_game_position_at (game, parent, &new_pos);
  g_return_val_if_fail (sc_position_is_legal (&new_pos, move), NULL);
  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  if (style == NULL)
    style = &pgn;

  old_pos = new_pos;
  sc_position_make_move (&old_pos, node->move, &undo);
  sc_position_make_move (&new_pos, move, &undo);

  /* The old line stays whole, detached, in the edit that puts it back. */
  group = sc_game_edit_group_new ();
  index = sc_game_node_index (node);
  sc_game_edit_group_add (group, sc_game_delete_from_here (game, node));
  fresh = insert_child (parent, index, move);
  if (node->comment_before != NULL)
    sc_game_node_append_comment (fresh, TRUE, node->comment_before);
  for (guint i = 0; i < node->n_nags_before; i++)
    sc_game_node_add_nag_before (fresh, sc_game_node_nags_before (node)[i]);

  kept = fresh;
  for (old = node->first_child; old != NULL; old = old->first_child)
    {
      g_autofree char *san = NULL;
      ScMoveParse parse;

      if (old->move == SC_MOVE_NULL)
        break;
      san = sc_format_san (&old_pos, old->move);
      if (!sc_parse_move (&new_pos, san, -1, sc_language_english (), &parse))
        break;
      kept = sc_game_node_append_child (kept, parse.move);
      copy_annotations (kept, old);
      for (const ScGameNode *v = old->next_sibling; v != NULL; v = v->next_sibling)
        reread_variation (game, kept->parent, &old_pos, v, &pgn);
      sc_position_make_move (&old_pos, old->move, &undo);
      sc_position_make_move (&new_pos, parse.move, &undo);
    }

  sc_game_edit_group_add (group, sc_game_edit_for_added_line (game, fresh));
  if (new_node != NULL)
    *new_node = fresh;
  if (misfit != NULL)
    *misfit = kept;
  if (pending != NULL)
    *pending = old != NULL ? write_lines (&old_pos, old, TRUE, style) : NULL;
  return group;
}

ScGameEdit *
sc_game_replace_move (ScGame      *game,
                      ScGameNode  *node,
                      ScMove       move,
                      ScGameNode **new_node,
                      ScGameNode **misfit,
                      char       **pending)
{
  return sc_game_replace_move_styled (game, node, move, NULL, new_node, misfit, pending);
}
