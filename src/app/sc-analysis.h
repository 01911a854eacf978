/* sc-analysis.h: the engine following the document's current position
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-comment.h"
#include "sc-document.h"
#include "sc-uci.h"

G_BEGIN_DECLS

#define SC_TYPE_ANALYSIS (sc_analysis_get_type ())
G_DECLARE_FINAL_TYPE (ScAnalysis, sc_analysis, SC, ANALYSIS, GObject)

/* While running, the engine of the settings (engine-path, its threads,
 * hash and lines) searches the document's current position without a
 * limit. When the position changes the search is stopped and the newest
 * position wanted is searched once the engine has stopped: one search at
 * a time, however fast the moves change. An error stops the analysis and
 * keeps the lines found before it; a change of the engine's settings
 * starts it again. ::changed (throttled to a few times a
 * second) follows every change of what the getters return. */
ScAnalysis       *sc_analysis_new             (ScDocument  *document,
                                               GSettings   *settings);
/* Starts the engine, or quits it. */
void              sc_analysis_set_running     (ScAnalysis  *self,
                                               gboolean     running);
/* Starts the engine again while running: after an error, which goes
 * once it works. */
void              sc_analysis_try_again       (ScAnalysis  *self);
gboolean          sc_analysis_get_running     (ScAnalysis  *self);
/* The engine's name as it gave it, or NULL before it started. */
const char       *sc_analysis_get_engine_name (ScAnalysis  *self);
/* The position the lines start from. */
const ScPosition *sc_analysis_get_position    (ScAnalysis  *self);
/* The lines of play found for it, best first: ScUciInfo* with a pv. */
GPtrArray        *sc_analysis_get_lines       (ScAnalysis  *self);
/* The first line's evaluation from White's side; FALSE with none. */
gboolean          sc_analysis_get_eval        (ScAnalysis  *self,
                                               ScEval      *eval);
/* What stopped the analysis, or NULL. */
const GError     *sc_analysis_get_error       (ScAnalysis  *self);
/* Every position the analysis has evaluated this session: ScEval* by
 * the position's Zobrist hash (guint64*). */
GHashTable       *sc_analysis_get_known_evals (ScAnalysis  *self);

/* An engine's error (SC_ENGINE_ERROR) followed by what the user can do
 * about it, in Preferences; another error's message alone. */
char             *sc_analysis_describe_error  (const GError     *error);

/* A line's evaluation from White's side, as [%eval] holds it. */
void              sc_analysis_line_eval       (const ScUciInfo  *line,
                                               const ScPosition *pos,
                                               ScEval           *eval);

G_END_DECLS
