/* sc-window-analysis.c: the window's evaluation bar and graph, and the
 * engine's analysis of the current position
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-comment.h"
#include "sc-window-private.h"

/* The bar shows the current move's [%eval]; it is hidden without one. */
static void
update_eval_bar (ScWindow *self)
{
  ScGameNode *current = sc_document_get_current (self->document);
  ScEval eval;
  gboolean known = current->parent != NULL && sc_comment_get_eval (current->comment_after, &eval);

  sc_eval_bar_set_eval (self->eval_bar, known ? &eval : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->eval_bar), known);
}

void
sc_window_analysis_install_actions (GtkWidgetClass *widget_class)
{
}

void
sc_window_analysis_init (ScWindow *self)
{
  sc_eval_graph_set_document (self->eval_graph, self->document);
  sc_eval_bar_set_board (self->eval_bar, self->board);
  g_signal_connect_object (self->document, "notify::current", G_CALLBACK (update_eval_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "changed", G_CALLBACK (update_eval_bar), self, G_CONNECT_SWAPPED);
  update_eval_bar (self);
}

void
sc_window_analysis_dispose (ScWindow *self)
{
}
