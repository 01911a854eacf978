/* sc-annotate.h: the window's annotation actions and the Annotate menu
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Installs on ScWindow's class, with their shortcuts:
 *   annotate.assessment (u)  sets the move's assessment, NAG 1-6; 0 clears it
 *   annotate.glyph (u)       toggles a position glyph (10-19, one at a
 *                            time), the novelty (146) or the diagram (220)
 *   annotate.draw-offer      toggles "(=)" after the move
 *   annotate.promote-variation, annotate.demote-variation,
 *   annotate.delete-variation, annotate.delete-from-here
 * Each goes through the window's document: one undo step. */
void        sc_annotate_install_actions (GtkWidgetClass *widget_class);
/* Enables the actions that apply to the window's current move. */
void        sc_annotate_update_actions  (GtkWidget      *window);
/* The Annotate menu, for the header bar and the move list. */
GMenuModel *sc_annotate_menu_new        (void);

G_END_DECLS
