/* sc-engine-annotate.c: an engine's analysis written into a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything the engine writes is marked as its own, so that annotating
 * again replaces it and never what the user wrote: the tail of a comment
 * from "[%engine NAME]" on, the NAG that tail names in "[%enginenag N]",
 * and a variation whose first move's comment is the engine's.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "sc-comment.h"
#include "sc-engine-annotate.h"
#include "sc-engine-sentence.h"
#include "sc-judgement.h"
#include "sc-nag.h"

/* Plies of the engine's line written as a variation. */
#define VARIATION_PLIES 10

static gboolean
has_engine_part (const char *comment)
{
  g_autofree char *user = NULL;
  g_autofree char *engine = NULL;

  sc_comment_split_engine (comment, &user, &engine);
  return engine != NULL;
}

static ScGameEdit *
without_engine_part (ScGame     *game,
                     ScGameNode *node,
                     gboolean    before)
{
  const char *comment = before ? node->comment_before : node->comment_after;
  g_autofree char *user = NULL;
  g_autofree char *engine = NULL;
  g_autofree char *nag_text = NULL;
  ScGameEdit *group;

  sc_comment_split_engine (comment, &user, &engine);
  if (engine == NULL)
    return NULL;
  group = sc_game_edit_group_new ();
  nag_text = sc_comment_get_command (engine, "enginenag");
  if (nag_text != NULL)
    {
      guint nag = (guint) strtoul (nag_text, NULL, 10);
      g_autofree guint8 *nags = g_new (guint8, node->n_nags + 1);
      guint n = 0;
      gboolean removed = FALSE;

      for (guint i = 0; i < node->n_nags; i++)
        if (removed || node->nags[i] != nag)
          nags[n++] = node->nags[i];
        else
          removed = TRUE;
      sc_game_edit_group_add (group, sc_game_set_nags (game, node, nags, n));
    }
  sc_game_edit_group_add (group, sc_game_set_comment (game, node, before, user));
  return group;
}

static void
remove_below (ScGame     *game,
              ScGameNode *node,
              ScGameEdit *group)
{
  g_autoptr(GPtrArray) children = g_ptr_array_new ();

  for (ScGameNode *child = node->first_child; child != NULL; child = child->next_sibling)
    g_ptr_array_add (children, child);
  for (guint i = 0; i < children->len; i++)
    {
      ScGameNode *child = children->pdata[i];

      if (i > 0 && has_engine_part (child->comment_before))
        {
          sc_game_edit_group_add (group, sc_game_delete_from_here (game, child));
          continue;
        }
      sc_game_edit_group_add (group, without_engine_part (game, child, TRUE));
      sc_game_edit_group_add (group, without_engine_part (game, child, FALSE));
      remove_below (game, child, group);
    }
}

ScGameEdit *
sc_game_remove_engine_annotations (ScGame *game)
{
  ScGameEdit *group = sc_game_edit_group_new ();
  ScGameNode *root;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  root = sc_game_get_root (game);
  sc_game_edit_group_add (group, without_engine_part (game, root, FALSE));
  remove_below (game, root, group);
  if (sc_game_edit_changes_nothing (group))
    g_clear_pointer (&group, sc_game_edit_free);
  return group;
}

/* [%eval] as other programs write it: pawns from White's side, or the
 * moves to mate, negative when Black mates. */
static void
append_eval (GString *out,
             int      score)
{
  g_autofree char *value = NULL;
  ScEval eval;

  sc_score_get_eval (score, &eval);
  value = sc_comment_format_eval (&eval);
  g_string_append_printf (out, " [%%eval %s]", value);
}

static gboolean
has_assessment (const ScGameNode *node)
{
  for (guint i = 0; i < node->n_nags; i++)
    if (sc_nag_is_move_assessment (node->nags[i]))
      return TRUE;
  return FALSE;
}

static ScGameEdit *
add_nag_first (ScGame     *game,
               ScGameNode *node,
               guint       nag)
{
  g_autofree guint8 *nags = g_new (guint8, node->n_nags + 1);

  nags[0] = (guint8) nag;
  for (guint i = 0; i < node->n_nags; i++)
    nags[i + 1] = node->nags[i];
  return sc_game_set_nags (game, node, nags, node->n_nags + 1u);
}

/* The engine's line from the position before node's move, beside it. */
static ScGameEdit *
add_line (ScGame          *game,
          ScGameNode      *node,
          const GArray    *pv,
          const char      *engine_command)
{
  ScGameNode *first, *last;

  /* A variation of the user's that starts the same way says it already. */
  if (sc_game_node_find_child (node->parent, g_array_index (pv, ScMove, 0)) != NULL)
    return NULL;
  first = last = sc_game_node_append_child (node->parent, g_array_index (pv, ScMove, 0));
  first->comment_before = g_strdup (engine_command);
  for (guint i = 1; i < pv->len && i < VARIATION_PLIES; i++)
    last = sc_game_node_append_child (last, g_array_index (pv, ScMove, i));
  return sc_game_edit_for_added_line (game, first);
}

typedef struct {
  ScGame                *game;
  ScGameAnalysis        *analysis;
  const ScNotationStyle *style;
  ScAnnotateFlags        flags;
  char                  *engine_command;   /* "[%engine NAME]" */
  ScGameEdit            *group;
} Annotator;

/* The move played in position ply, at node. */
static void
annotate_move (Annotator  *a,
               ScGameNode *node,
               guint       ply)
{
  const ScUciInfo *best = sc_game_analysis_get_line (a->analysis, ply, 0);
  const ScUciInfo *second = sc_game_analysis_get_line (a->analysis, ply, 1);
  const ScUciInfo *refutation = sc_game_analysis_get_line (a->analysis, ply + 1, 0);
  ScJudgement judgement = SC_JUDGEMENT_NONE;
  g_autofree char *sentence = NULL;
  g_autoptr(GString) tail = g_string_new (a->engine_command);
  g_autofree char *comment = NULL;
  g_autofree char *user = NULL;
  g_autofree char *old_engine = NULL;
  int before, after, sign;
  ScPosition pos, after_pos;

  sc_game_analysis_position_at (a->analysis, ply, &pos);
  sc_game_analysis_position_at (a->analysis, ply + 1, &after_pos);
  /* After a mate the game is over: there is nothing to evaluate. */
  if (!sc_game_analysis_get_score (a->analysis, ply + 1, &after) || sc_position_is_checkmate (&after_pos))
    return;
  append_eval (tail, after);

  sign = sc_position_side_to_move (&pos) == SC_WHITE ? 1 : -1;
  if (best != NULL && node->move != SC_MOVE_NULL && sc_game_analysis_get_score (a->analysis, ply, &before))
    {
      if (node->move != g_array_index (best->pv, ScMove, 0))
        {
          judgement = sc_judge_move (sign * before, sign * after);
          if ((a->flags & SC_ANNOTATE_BLUNDERS_ONLY) && judgement != SC_JUDGEMENT_BLUNDER)
            judgement = SC_JUDGEMENT_NONE;
        }
      else if (second != NULL && second->has_score && !(a->flags & SC_ANNOTATE_BLUNDERS_ONLY)
               && sc_judge_move (sign * before, sign * sc_uci_score_for_white (second, sc_position_side_to_move (&pos)))
                  == SC_JUDGEMENT_BLUNDER)
        sentence = sc_engine_sentence_only_move (a->style);
    }

  if (judgement != SC_JUDGEMENT_NONE)
    {
      guint nag = sc_judgement_nag (judgement);

      if (!has_assessment (node))
        {
          sc_game_edit_group_add (a->group, add_nag_first (a->game, node, nag));
          g_string_append_printf (tail, " [%%enginenag %u]", nag);
        }
      sc_game_edit_group_add (a->group, add_line (a->game, node, best->pv, a->engine_command));
      sentence = sc_engine_sentence_for_mistake (&pos, node->move, best->pv,
                                                 refutation != NULL ? refutation->pv : NULL,
                                                 sign * before, sign * after, a->style);
    }
  if (sentence != NULL)
    g_string_append_printf (tail, " %s", sentence);

  sc_comment_split_engine (node->comment_after, &user, &old_engine);
  comment = sc_comment_join_engine (user, tail->str);
  sc_game_edit_group_add (a->group, sc_game_set_comment (a->game, node, FALSE, comment));
}

ScGameEdit *
sc_game_annotate (ScGame                 *game,
                  ScGameAnalysis         *analysis,
                  const ScNotationStyle  *style,
                  ScAnnotateFlags         flags,
                  GError                **error)
{
  Annotator a = { game, analysis, style, flags, NULL, NULL };
  g_autofree char *name = NULL;
  ScGameNode *node;
  guint ply = 0;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  if (!sc_game_analysis_matches (analysis, game))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The game’s moves have changed since it was analysed. Analyse it again."));
      return NULL;
    }
  /* The name goes inside a command and a comment: no brackets or braces. */
  name = g_strdup (sc_game_analysis_get_engine_name (analysis) != NULL
                   ? sc_game_analysis_get_engine_name (analysis) : "engine");
  g_strdelimit (name, "[]{}\n\r", ' ');
  g_strstrip (name);
  a.engine_command = g_strdup_printf ("[%%engine %s]", name);
  a.group = sc_game_edit_group_new ();
  sc_game_edit_group_add (a.group, sc_game_remove_engine_annotations (game));
  for (node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child, ply++)
    annotate_move (&a, node, ply);
  g_free (a.engine_command);
  return a.group;
}
