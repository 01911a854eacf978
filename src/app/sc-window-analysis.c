/* sc-window-analysis.c: the window's evaluation bar and graph, and the
 * engine's analysis of the current position
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis (sc-analysis.c) follows the document; the pane shows it;
 * what the user does with a line (preview it, add it) comes here.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-comment.h"
#include "sc-game-edit.h"
#include "sc-turning-points.h"
#include "sc-window-private.h"

static gboolean
analysis_knows_current (ScWindow         *self,
                        const ScPosition *pos,
                        ScEval           *eval)
{
  if (!gtk_widget_get_visible (GTK_WIDGET (self->analysis_pane)) || !sc_analysis_get_eval (self->analysis, eval))
    return FALSE;
  return pos->hash == sc_analysis_get_position (self->analysis)->hash;
}

/* The bar shows the analysis of the current position, else the current
 * move's [%eval]; it is there while the analysis is, or through a game
 * with an [%eval], empty at a move without one: the board beside it
 * stays where it is as the moves are stepped through. */
static void
update_eval_bar (ScWindow *self)
{
  ScGame *game = sc_document_get_game (self->document);
  ScGameNode *current = sc_document_get_current (self->document);
  ScEval eval;
  gboolean known;
  ScPosition pos;

  if (self->analysis == NULL)
    return;
  sc_game_position_at (game, current, &pos);
  known = analysis_knows_current (self, &pos, &eval) ||
          (current->parent != NULL && sc_comment_get_eval (current->comment_after, &eval));
  sc_eval_bar_set_eval (self->eval_bar, known ? &eval : NULL, (ScColor) (sc_position_side_to_move (&pos) ^ 1));
  gtk_widget_set_visible (GTK_WIDGET (self->eval_bar),
                          known || gtk_widget_get_visible (GTK_WIDGET (self->analysis_pane))
                          || sc_game_has_evals (game));
}

static void
analysis_changed (ScWindow *self)
{
  update_eval_bar (self);
  sc_eval_graph_refresh (self->eval_graph);
}

/* The engine runs while the pane is shown. */
static void
pane_visibility_changed (ScWindow *self)
{
  gboolean shown = gtk_widget_get_visible (GTK_WIDGET (self->analysis_pane));

  if (self->analysis == NULL)
    return;
  sc_analysis_set_running (self->analysis, shown);
  sc_board_view_set_preview_position (self->board, NULL, SC_MOVE_NONE);
  update_eval_bar (self);
}

static void
preview_move (ScAnalysisPane *pane,
              guint           line,
              guint           n_moves,
              ScWindow       *self)
{
  const ScUciInfo *info = sc_analysis_pane_get_shown_line (pane, line);
  ScPosition pos = *sc_analysis_pane_get_shown_position (pane);

  if (info == NULL || n_moves == 0)
    {
      sc_board_view_set_preview_position (self->board, NULL, SC_MOVE_NONE);
      return;
    }
  n_moves = MIN (n_moves, info->pv->len);
  for (guint i = 0; i < n_moves; i++)
    {
      ScUndo undo;

      sc_position_make_move (&pos, g_array_index (info->pv, ScMove, i), &undo);
    }
  sc_board_view_set_preview_position (self->board, &pos, g_array_index (info->pv, ScMove, n_moves - 1));
}

/* The line after the current move, its evaluation in the comment of its
 * first move: one step to undo. */
static void
add_line (ScAnalysisPane *pane,
          guint           line,
          ScWindow       *self)
{
  const ScUciInfo *info = sc_analysis_pane_get_shown_line (pane, line);
  ScGame *game = sc_document_get_game (self->document);
  ScGameNode *current = sc_document_get_current (self->document);
  ScGameNode *node = current;
  ScGameNode *first_added = NULL;
  ScGameEdit *group;
  ScPosition pos, after;
  ScEval eval;

  sc_game_position_at (game, current, &pos);
  /* Lines of a position the window has left are not added. */
  if (info == NULL || pos.hash != sc_analysis_pane_get_shown_position (pane)->hash)
    return;
  group = sc_game_edit_group_new ();
  /* Moves the game has already are followed, not added again. */
  for (guint i = 0; i < info->pv->len; i++)
    {
      ScGameNode *child = NULL;
      ScGameEdit *added = sc_game_add_move (game, node, g_array_index (info->pv, ScMove, i), &child);

      if (added != NULL)
        {
          sc_game_edit_group_add (group, added);
          if (first_added == NULL)
            first_added = child;
        }
      node = child;
    }
  /* The whole line was the game's own: nothing changes. */
  if (first_added == NULL)
    {
      sc_game_edit_free (group);
      return;
    }
  /* The line's evaluation goes on its first new move: the game's own
   * moves keep what was written on them. A mating move has none. */
  sc_game_position_at (game, first_added, &after);
  if (!sc_position_is_checkmate (&after))
    {
      g_autofree char *value = NULL;
      g_autofree char *comment = NULL;

      sc_analysis_line_eval (info, &pos, &eval);
      value = sc_comment_format_eval (&eval);
      comment = sc_comment_set_command (first_added->comment_after, "eval", value);
      sc_game_edit_group_add (group, sc_game_set_comment (game, first_added, FALSE, comment));
    }
  sc_document_push (self->document, group, current);
}

void
sc_window_analysis_init (ScWindow *self)
{
  g_autoptr(GPropertyAction) show_analysis = NULL;

  self->analysis = sc_analysis_new (self->document, self->settings);
  sc_analysis_pane_set_analysis (self->analysis_pane, self->analysis);
  sc_eval_graph_set_document (self->eval_graph, self->document);
  sc_eval_graph_set_known_evals (self->eval_graph, sc_analysis_get_known_evals (self->analysis));
  sc_eval_bar_set_board (self->eval_bar, self->board);

  show_analysis = g_property_action_new ("analysis", self->analysis_pane, "visible");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (show_analysis));
  g_signal_connect_object (self->analysis_pane, "notify::visible", G_CALLBACK (pane_visibility_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analysis_pane, "preview-move", G_CALLBACK (preview_move), self, 0);
  g_signal_connect_object (self->analysis_pane, "add-line", G_CALLBACK (add_line), self, 0);
  g_signal_connect_object (self->analysis, "changed", G_CALLBACK (analysis_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::current", G_CALLBACK (update_eval_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "changed", G_CALLBACK (update_eval_bar), self, G_CONNECT_SWAPPED);
  update_eval_bar (self);
}

void
sc_window_analysis_dispose (ScWindow *self)
{
  /* The engine's process ends with the window. */
  if (self->analysis != NULL)
    sc_analysis_set_running (self->analysis, FALSE);
  g_clear_object (&self->analysis);
}
