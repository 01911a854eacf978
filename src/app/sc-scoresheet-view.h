/* sc-scoresheet-view.h: the main line as the paper form writes it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-game.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

#define SC_TYPE_SCORESHEET_VIEW (sc_scoresheet_view_get_type ())
G_DECLARE_FINAL_TYPE (ScScoresheetView, sc_scoresheet_view, SC, SCORESHEET_VIEW, GtkWidget)

/* Ruled rows of move number, White's move and Black's move, rendered
 * from the model on every change. Clicking a move emits ::node-activated
 * (node), as the move list does. */
GtkWidget *sc_scoresheet_view_new         (void);
void       sc_scoresheet_view_set_game    (ScScoresheetView      *self,
                                           ScGame                *game);
void       sc_scoresheet_view_set_style   (ScScoresheetView      *self,
                                           const ScNotationStyle *style);
void       sc_scoresheet_view_refresh     (ScScoresheetView      *self);
void       sc_scoresheet_view_set_current (ScScoresheetView      *self,
                                           ScGameNode            *node);
/* The rows as "1 | e4 | e5", one a line (for tests and screen readers). */
char      *sc_scoresheet_view_get_text    (ScScoresheetView      *self);

G_END_DECLS
