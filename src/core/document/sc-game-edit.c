/* sc-game-edit.c: changes to a game's tree, each one undoable
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * All tree edits reduce to four reversible steps: attach a detached
 * subtree, detach one, move a node among its siblings, and swap a node's
 * annotations; tags and the result are swapped the same way, and a group
 * of steps is undone in reverse order. Each step's inverse is another step.
 */
#include "config.h"

#include <string.h>

#include "sc-game-edit.h"

typedef enum {
  EDIT_ATTACH,       /* put subtree under parent at index (the edit owns it until then) */
  EDIT_DETACH,       /* take node out */
  EDIT_REORDER,      /* move node to index among its siblings */
  EDIT_ANNOTATIONS,  /* swap node's comments, NAGs and draw offer with the stored ones */
  EDIT_TAG,          /* set tag `name` to `value` (NULL: remove) at `index` */
  EDIT_RESULT,       /* set the result to `value` */
  EDIT_GROUP,        /* apply `group` in order */
} EditKind;

struct _ScGameEdit {
  EditKind    kind;
  ScGameNode *node;
  ScGameNode *parent;
  guint       index;
  /* EDIT_ANNOTATIONS */
  char       *comment_before;
  char       *comment_after;
  guint8     *nags;         /* as in the node: n_nags, then n_nags_before */
  guint8      n_nags;
  guint8      n_nags_before;
  gboolean    draw_offer;
  /* EDIT_TAG, EDIT_RESULT */
  char       *name;
  char       *value;
  /* EDIT_GROUP */
  GPtrArray  *group;
};

static ScGameEdit *
edit_new (EditKind    kind,
          ScGameNode *node)
{
  ScGameEdit *edit = g_new0 (ScGameEdit, 1);

  edit->kind = kind;
  edit->node = node;
  return edit;
}

void
sc_game_edit_free (ScGameEdit *edit)
{
  if (edit == NULL)
    return;
  /* An attach not yet carried out owns the detached moves. */
  if (edit->kind == EDIT_ATTACH)
    sc_game_node_free (edit->node);
  g_free (edit->comment_before);
  g_free (edit->comment_after);
  g_free (edit->nags);
  g_free (edit->name);
  g_free (edit->value);
  g_clear_pointer (&edit->group, g_ptr_array_unref);
  g_free (edit);
}

static ScGameEdit *
annotations_of (ScGameNode *node)
{
  ScGameEdit *edit = edit_new (EDIT_ANNOTATIONS, node);

  edit->comment_before = g_strdup (node->comment_before);
  edit->comment_after = g_strdup (node->comment_after);
  edit->n_nags = node->n_nags;
  edit->n_nags_before = node->n_nags_before;
  edit->nags = edit->n_nags + edit->n_nags_before > 0
               ? g_memdup2 (node->nags, edit->n_nags + edit->n_nags_before) : NULL;
  edit->draw_offer = node->draw_offer;
  return edit;
}

ScGameEdit *
sc_game_edit_apply (ScGame     *game,
                    ScGameEdit *edit)
{
  ScGameEdit *inverse = NULL;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (edit != NULL, NULL);

  switch (edit->kind)
    {
    case EDIT_ATTACH:
      sc_game_node_attach (edit->parent, edit->index, edit->node);
      inverse = edit_new (EDIT_DETACH, edit->node);
      edit->node = NULL;   /* the game owns it now */
      break;

    case EDIT_DETACH:
      inverse = edit_new (EDIT_ATTACH, edit->node);
      inverse->parent = edit->node->parent;
      inverse->index = sc_game_node_detach (edit->node);
      break;

    case EDIT_REORDER:
      {
        ScGameNode *parent = edit->node->parent;

        inverse = edit_new (EDIT_REORDER, edit->node);
        inverse->index = sc_game_node_detach (edit->node);
        sc_game_node_attach (parent, edit->index, edit->node);
      }
      break;

    case EDIT_ANNOTATIONS:
      {
        ScGameNode *node = edit->node;

        inverse = annotations_of (node);
        g_free (node->comment_before);
        g_free (node->comment_after);
        g_free (node->nags);
        node->comment_before = g_steal_pointer (&edit->comment_before);
        node->comment_after = g_steal_pointer (&edit->comment_after);
        node->nags = g_steal_pointer (&edit->nags);
        node->n_nags = edit->n_nags;
        node->n_nags_before = edit->n_nags_before;
        node->draw_offer = edit->draw_offer;
      }
      break;

    case EDIT_TAG:
      {
        const char *old_value = sc_game_get_tag (game, edit->name);
        gint old_index = sc_game_get_tag_index (game, edit->name);

        inverse = edit_new (EDIT_TAG, NULL);
        inverse->name = g_strdup (edit->name);
        inverse->value = g_strdup (old_value);
        inverse->index = old_index < 0 ? G_MAXUINT : (guint) old_index;
        sc_game_set_tag (game, edit->name, NULL);
        if (edit->value != NULL)
          sc_game_insert_tag (game, edit->index, edit->name, edit->value);
      }
      break;

    case EDIT_RESULT:
      inverse = edit_new (EDIT_RESULT, NULL);
      inverse->value = g_strdup (sc_game_get_result (game));
      sc_game_set_result (game, edit->value);
      break;

    case EDIT_GROUP:
      {
        /* Undone last step first. */
        inverse = edit_new (EDIT_GROUP, NULL);
        inverse->group = g_ptr_array_new_with_free_func ((GDestroyNotify) sc_game_edit_free);
        while (edit->group->len > 0)
          {
            ScGameEdit *step = g_ptr_array_steal_index (edit->group, 0);

            g_ptr_array_insert (inverse->group, 0, sc_game_edit_apply (game, step));
          }
      }
      break;

    default:
      g_assert_not_reached ();
    }

  sc_game_edit_free (edit);
  return inverse;
}

ScGameEdit *
sc_game_edit_group_new (void)
{
  ScGameEdit *group = edit_new (EDIT_GROUP, NULL);

  group->group = g_ptr_array_new_with_free_func ((GDestroyNotify) sc_game_edit_free);
  return group;
}

void
sc_game_edit_group_add (ScGameEdit *group,
                        ScGameEdit *edit)
{
  g_return_if_fail (group != NULL && group->kind == EDIT_GROUP);

  /* The group holds inverses, newest last; applying it undoes them newest first. */
  if (edit != NULL)
    g_ptr_array_insert (group->group, 0, edit);
}

gboolean
sc_game_edit_group_is_empty (ScGameEdit *group)
{
  g_return_val_if_fail (group != NULL && group->kind == EDIT_GROUP, TRUE);
  return group->group->len == 0;
}

gboolean
sc_game_edit_changes_nothing (ScGameEdit *edit)
{
  return edit == NULL || (edit->kind == EDIT_GROUP && edit->group->len == 0);
}

ScGameEdit *
sc_game_set_tag_edit (ScGame     *game,
                      const char *name,
                      const char *value)
{
  ScGameEdit *edit;
  gint index;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (value != NULL && *value == '\0')
    value = NULL;
  if (g_strcmp0 (sc_game_get_tag (game, name), value) == 0)
    return NULL;
  index = sc_game_get_tag_index (game, name);
  edit = edit_new (EDIT_TAG, NULL);
  edit->name = g_strdup (name);
  edit->value = g_strdup (value);
  edit->index = index < 0 ? G_MAXUINT : (guint) index;   /* a changed tag keeps its place */
  return sc_game_edit_apply (game, edit);
}

ScGameEdit *
sc_game_set_result_edit (ScGame     *game,
                         const char *result)
{
  ScGameEdit *edit;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (result != NULL, NULL);

  if (g_str_equal (sc_game_get_result (game), result))
    return NULL;
  edit = edit_new (EDIT_RESULT, NULL);
  edit->value = g_strdup (result);
  return sc_game_edit_apply (game, edit);
}

ScGameEdit *
sc_game_add_move (ScGame      *game,
                  ScGameNode  *node,
                  ScMove       move,
                  ScGameNode **child)
{
  ScGameNode *existing = sc_game_node_find_child (node, move);
  ScGameEdit *attach;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  if (existing != NULL)
    {
      if (child != NULL)
        *child = existing;
      return NULL;
    }

  attach = edit_new (EDIT_ATTACH, g_new0 (ScGameNode, 1));
  attach->node->move = move;
  attach->parent = node;
  attach->index = G_MAXUINT;   /* after the continuation and the variations there are */
  if (child != NULL)
    *child = attach->node;
  return sc_game_edit_apply (game, attach);
}

ScGameEdit *
sc_game_edit_for_added_line (ScGame     *game,
                             ScGameNode *first)
{
  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (first != NULL && first->parent != NULL, NULL);

  return edit_new (EDIT_DETACH, first);
}

ScGameEdit *
sc_game_delete_from_here (ScGame     *game,
                          ScGameNode *node)
{
  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (node->parent != NULL, NULL);

  return sc_game_edit_apply (game, edit_new (EDIT_DETACH, node));
}

ScGameNode *
sc_game_node_variation_start (ScGameNode *node)
{
  for (; node->parent != NULL; node = node->parent)
    if (node->parent->first_child != node)
      return node;
  return NULL;
}

ScGameEdit *
sc_game_delete_variation (ScGame     *game,
                          ScGameNode *node)
{
  ScGameNode *start = sc_game_node_variation_start (node);

  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  if (start == NULL)
    return NULL;
  return sc_game_delete_from_here (game, start);
}

static ScGameEdit *
reorder (ScGame     *game,
         ScGameNode *start,
         gboolean    up)
{
  guint index, count = 0;
  ScGameEdit *edit;

  index = sc_game_node_index (start);
  for (ScGameNode *n = start->parent->first_child; n != NULL; n = n->next_sibling)
    count++;
  if ((up && index == 0) || (!up && index + 1 >= count))
    return NULL;

  edit = edit_new (EDIT_REORDER, start);
  edit->index = up ? index - 1 : index + 1;
  return sc_game_edit_apply (game, edit);
}

ScGameEdit *
sc_game_promote_variation (ScGame     *game,
                           ScGameNode *node)
{
  ScGameNode *start = sc_game_node_variation_start (node);

  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  return start != NULL ? reorder (game, start, TRUE) : NULL;
}

ScGameEdit *
sc_game_demote_variation (ScGame     *game,
                          ScGameNode *node)
{
  ScGameNode *start;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  /* On the main line, the continuation from node makes way for its first variation. */
  start = sc_game_node_variation_start (node);
  if (start == NULL)
    start = node;
  return start->parent != NULL ? reorder (game, start, FALSE) : NULL;
}

ScGameEdit *
sc_game_set_comment (ScGame     *game,
                     ScGameNode *node,
                     gboolean    before,
                     const char *text)
{
  ScGameEdit *edit;
  char **slot;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  if (text != NULL && *text == '\0')
    text = NULL;
  edit = annotations_of (node);
  slot = before ? &edit->comment_before : &edit->comment_after;
  if (g_strcmp0 (*slot, text) == 0)
    {
      sc_game_edit_free (edit);
      return NULL;
    }
  g_free (*slot);
  *slot = g_strdup (text);
  return sc_game_edit_apply (game, edit);
}

ScGameEdit *
sc_game_set_nags (ScGame       *game,
                  ScGameNode   *node,
                  const guint8 *nags,
                  guint         n_nags)
{
  ScGameEdit *edit;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (n_nags <= G_MAXUINT8, NULL);

  if (n_nags == node->n_nags && (n_nags == 0 || memcmp (nags, node->nags, n_nags) == 0))
    return NULL;
  edit = annotations_of (node);
  g_free (edit->nags);
  /* The NAGs before the move stay as they are. */
  edit->nags = n_nags + node->n_nags_before > 0 ? g_malloc (n_nags + node->n_nags_before) : NULL;
  if (n_nags > 0)
    memcpy (edit->nags, nags, n_nags);
  if (node->n_nags_before > 0)
    memcpy (edit->nags + n_nags, sc_game_node_nags_before (node), node->n_nags_before);
  edit->n_nags = (guint8) n_nags;
  return sc_game_edit_apply (game, edit);
}

ScGameEdit *
sc_game_toggle_draw_offer (ScGame     *game,
                           ScGameNode *node)
{
  ScGameEdit *edit;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (node->parent != NULL, NULL);

  edit = annotations_of (node);
  edit->draw_offer = !node->draw_offer;
  return sc_game_edit_apply (game, edit);
}
