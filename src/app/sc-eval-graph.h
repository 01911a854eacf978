/* sc-eval-graph.h: the evaluation along the game's main line
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-document.h"

G_BEGIN_DECLS

#define SC_TYPE_EVAL_GRAPH (sc_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (ScEvalGraph, sc_eval_graph, SC, EVAL_GRAPH, GtkWidget)

/* Shows the document's main line, one point per move: the [%eval] of the
 * move's comment, else what the analysis found for the position after it,
 * as White's chances (White's area light, Black's dark), with a mark at
 * the current move. A click (or Left/Right/Home/End when it has the
 * keyboard) asks the document to go to that move. It hides itself while
 * the main line has no evaluation. */
GtkWidget *sc_eval_graph_new              (void);
void       sc_eval_graph_set_document     (ScEvalGraph *self,
                                           ScDocument  *document);
/* Evaluations found by the analysis: ScEval* by the position's Zobrist
 * hash (guint64*), read where a move has no [%eval]. NULL for none. The
 * table is read, never changed. */
void       sc_eval_graph_set_known_evals  (ScEvalGraph *self,
                                           GHashTable  *evals);
/* Reads the evaluations again (after the known ones grew). */
void       sc_eval_graph_refresh          (ScEvalGraph *self);
/* The number of moves of the main line that have an evaluation. */
guint      sc_eval_graph_count_evals      (ScEvalGraph *self);
/* Where a move of the main line (ply 1: White's first) is drawn, in
 * widget coordinates: for tests and popovers. */
double     sc_eval_graph_ply_x            (ScEvalGraph *self,
                                           guint        ply);

G_END_DECLS
