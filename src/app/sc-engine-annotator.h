/* sc-engine-annotator.h: an engine on a thread of its own analysing
 * games one after another, for the window's engine annotation
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-game-analysis.h"

G_BEGIN_DECLS

#define SC_TYPE_ENGINE_ANNOTATOR (sc_engine_annotator_get_type ())
G_DECLARE_FINAL_TYPE (ScEngineAnnotator, sc_engine_annotator, SC, ENGINE_ANNOTATOR, GObject)

/* Starts the engine at path, with threads and a hash table of hash_mb
 * megabytes, on a worker thread that keeps it for every game given; each
 * position is searched within limits. Its signals come in the thread-
 * default main context of the thread that made it:
 *
 * ::progress (guint done, guint total): positions of the game being
 *   analysed searched so far.
 * ::analysed (gpointer analysis): the ScGameAnalysis given, searched to
 *   the start; it is the annotator's, valid during the emission.
 * ::failed (GError *error): the engine failed (missing, crashed, hung);
 *   the game being analysed is dropped, and nothing comes after. */
ScEngineAnnotator *sc_engine_annotator_new     (const char           *path,
                                                guint                 threads,
                                                guint                 hash_mb,
                                                const ScEngineLimits *limits);
/* Takes analysis: it is searched after the games given before it. */
void               sc_engine_annotator_analyse (ScEngineAnnotator    *self,
                                                ScGameAnalysis       *analysis);
/* Stops the search and the engine; the games not finished are dropped
 * and no signal comes after. Dropping the annotator does the same. */
void               sc_engine_annotator_cancel  (ScEngineAnnotator    *self);

G_END_DECLS
