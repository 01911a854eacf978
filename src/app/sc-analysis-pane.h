/* sc-analysis-pane.h: the engine's lines of play for the current position
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-analysis.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

#define SC_TYPE_ANALYSIS_PANE (sc_analysis_pane_get_type ())
G_DECLARE_FINAL_TYPE (ScAnalysisPane, sc_analysis_pane, SC, ANALYSIS_PANE, GtkWidget)

/* Shows what the analysis found: the engine, depth and speed, and each
 * line's evaluation from White's side and its moves, numbered, in the
 * notation style. Clicking a move emits ::preview-move (line, moves:
 * how many of the line's moves to show, 0 for none); a line's button
 * emits ::add-line (line). An error is shown with what to do, the lines
 * found before it kept. */
GtkWidget  *sc_analysis_pane_new           (void);
void        sc_analysis_pane_set_analysis  (ScAnalysisPane        *self,
                                            ScAnalysis            *analysis);
ScAnalysis *sc_analysis_pane_get_analysis  (ScAnalysisPane        *self);
void        sc_analysis_pane_set_style     (ScAnalysisPane        *self,
                                            const ScNotationStyle *style);
/* A line as shown ("+0.35 12. Nf3 Nc6 13. d4"), or NULL where there is
 * none: for tests and screen readers. */
char       *sc_analysis_pane_get_line_text (ScAnalysisPane        *self,
                                            guint                  line);
/* A line as the pane shows it, or NULL where there is none; and the
 * position its moves start from. These, not the analysis's newest
 * lines, are what ::preview-move and ::add-line mean. */
const ScUciInfo  *sc_analysis_pane_get_shown_line     (ScAnalysisPane *self,
                                                       guint           line);
const ScPosition *sc_analysis_pane_get_shown_position (ScAnalysisPane *self);
/* The error message shown, or NULL. */
const char *sc_analysis_pane_get_error     (ScAnalysisPane        *self);
/* "Checkmate: Black wins" or the like when the position has no legal
 * move, shown where the lines would be; else NULL. */
const char *sc_analysis_pane_get_game_over (ScAnalysisPane       *self);
/* The line's moves written in the style, numbered, from pos. */
char       *sc_analysis_format_line        (const ScPosition      *pos,
                                            const ScMove          *moves,
                                            guint                  n_moves,
                                            const ScNotationStyle *style);

G_END_DECLS
