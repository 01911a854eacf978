/* sc-document-entry.c: typed or pasted moves into a document, one undo step
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-document-entry.h"

static guint
count_moves (ScGameNode *from,
             ScGameNode *to)
{
  guint n = 0;

  for (; to != NULL && to != from; to = to->parent)
    n++;
  return n;
}

gboolean
sc_document_read_moves (ScDocument       *doc,
                        const char       *text,
                        gssize            length,
                        const ScLanguage *lang,
                        guint            *n_moves,
                        ScTextProblem    *problem)
{
  ScGame *game;
  ScGameNode *node, *last = NULL, *first = NULL;
  g_autofree char *result_before = NULL;
  ScGameEdit *group;
  guint n_children = 0;
  gboolean ok;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  game = sc_document_get_game (doc);
  node = sc_document_get_current (doc);
  for (ScGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
    n_children++;
  result_before = g_strdup (sc_game_get_result (game));

  ok = sc_read_moves_at (game, node, text, length, lang, &last, problem);

  /* The new line is the child added after the ones there were. */
  first = node->first_child;
  for (guint i = 0; first != NULL && i < n_children; i++)
    first = first->next_sibling;

  group = sc_game_edit_group_new ();
  if (first != NULL)
    sc_game_edit_group_add (group, sc_game_edit_for_added_line (game, first));
  if (g_strcmp0 (result_before, sc_game_get_result (game)) != 0)
    {
      g_autofree char *result = g_strdup (sc_game_get_result (game));

      sc_game_set_result (game, result_before);
      sc_game_edit_group_add (group, sc_game_set_result_edit (game, result));
    }
  if (n_moves != NULL)
    *n_moves = count_moves (node, last);
  if (sc_game_edit_group_is_empty (group))
    sc_game_edit_free (group);
  else
    sc_document_push (doc, group, last);
  return ok;
}

gboolean
sc_document_check_moves (ScDocument       *doc,
                         const char       *text,
                         gssize            length,
                         const ScLanguage *lang,
                         guint            *n_moves,
                         ScTextProblem    *problem)
{
  g_autoptr(ScGame) scratch = sc_game_new ();
  ScGameNode *last = NULL;
  ScPosition pos;
  gboolean ok;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);

  sc_game_position_at (sc_document_get_game (doc), sc_document_get_current (doc), &pos);
  sc_game_set_start_position (scratch, &pos);
  ok = sc_read_moves_at (scratch, sc_game_get_root (scratch), text, length, lang, &last, problem);
  if (n_moves != NULL)
    *n_moves = count_moves (sc_game_get_root (scratch), last);
  return ok;
}
