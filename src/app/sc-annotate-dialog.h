/* sc-annotate-dialog.h: what an engine annotation of the game or the file
 * is to be: the search per position and what gets marks
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sc-engine-annotate.h"
#include "sc-language.h"

G_BEGIN_DECLS

#define SC_TYPE_ANNOTATE_DIALOG (sc_annotate_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ScAnnotateDialog, sc_annotate_dialog, SC, ANNOTATE_DIALOG, AdwWindow)

/* Hidden, not destroyed, when closed: it keeps what was chosen for the
 * next time. ::annotate is emitted, and the dialog hidden, when the user
 * starts the annotation (annotate.start: the Annotate button or Enter). */
ScAnnotateDialog *sc_annotate_dialog_new          (void);
/* n_games 0: the game shown; else every game of the file, n_games. */
void              sc_annotate_dialog_set_scope    (ScAnnotateDialog *self,
                                                   guint             n_games);
guint             sc_annotate_dialog_get_n_games  (ScAnnotateDialog *self);
/* The letters the engine's sentences spell moves in. */
/* The letters of the engine's sentences; figurines: the move list shows
 * figurines, which comments, being text, do not. */
void              sc_annotate_dialog_set_language (ScAnnotateDialog *self,
                                                   const ScLanguage *lang,
                                                   gboolean          figurines);
/* Nodes or time per position, as chosen. */
void              sc_annotate_dialog_get_limits   (ScAnnotateDialog *self,
                                                   ScEngineLimits   *limits);
ScAnnotateFlags   sc_annotate_dialog_get_flags    (ScAnnotateDialog *self);

G_END_DECLS
