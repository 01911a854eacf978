/* sc-eval-bar.h: White's share of the current evaluation, beside the board
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-board-view.h"
#include "sc-comment.h"

G_BEGIN_DECLS

/* The evaluation as the bar and the analysis write it: "+1.3", "−0.4",
 * "0.0", "M3" (White mates in 3), "−M2". */
char      *sc_eval_to_string     (const ScEval *eval);

#define SC_TYPE_EVAL_BAR (sc_eval_bar_get_type ())
G_DECLARE_FINAL_TYPE (ScEvalBar, sc_eval_bar, SC, EVAL_BAR, GtkWidget)

/* A vertical bar, White's part at White's side of the board (the bottom,
 * or the top when the board is flipped), the number written on it at
 * the leading side's end. A
 * new evaluation slides to its place unless animations are off. */
GtkWidget *sc_eval_bar_new       (void);
/* eval after a move of mover (who a mate on the board, "#0", is for);
 * NULL: no evaluation (the bar shows an even split and no number). */
void       sc_eval_bar_set_eval  (ScEvalBar    *self,
                                  const ScEval *eval,
                                  ScColor       mover);
/* FALSE with no evaluation. */
gboolean   sc_eval_bar_get_eval  (ScEvalBar    *self,
                                  ScEval       *eval);
/* The number written on the bar, or NULL. */
const char *sc_eval_bar_get_text (ScEvalBar    *self);
/* The board the bar stands beside: it spans the board's squares, and
 * White's part follows the board when it is flipped. */
void       sc_eval_bar_set_board (ScEvalBar    *self,
                                  ScBoardView  *board);

G_END_DECLS
