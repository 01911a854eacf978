/* sc-annotate-bar.h: the bar under the header bar that shows an engine
 * annotation running, with its progress and a Stop button
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SC_TYPE_ANNOTATE_BAR (sc_annotate_bar_get_type ())
G_DECLARE_FINAL_TYPE (ScAnnotateBar, sc_annotate_bar, SC, ANNOTATE_BAR, GtkWidget)

/* Its Stop button activates win.annotate-stop. */
void     sc_annotate_bar_set_revealed (ScAnnotateBar *self,
                                       gboolean       revealed);
gboolean sc_annotate_bar_get_revealed (ScAnnotateBar *self);
/* What is being annotated ("Game 3 of 20: Carlsen – Caruana"). */
void     sc_annotate_bar_set_text     (ScAnnotateBar *self,
                                       const char    *text);
const char *sc_annotate_bar_get_text  (ScAnnotateBar *self);
/* How far it has come, 0 to 1. */
void     sc_annotate_bar_set_fraction (ScAnnotateBar *self,
                                       double         fraction);
double   sc_annotate_bar_get_fraction (ScAnnotateBar *self);

G_END_DECLS
