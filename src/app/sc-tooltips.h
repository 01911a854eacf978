/* sc-tooltips.h: tooltips of Chinese or Japanese text on one line
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Once, at start-up: every widget's tooltip whose text has wide
 * characters is shown in sc_tooltip_label_new (). */
void       sc_tooltips_fit_wide_text (void);

/* A tooltip's label for markup: on one line, or wrapped at a width that
 * leaves the tooltip a block of text when that line is too long. */
GtkWidget *sc_tooltip_label_new      (const char *markup);

G_END_DECLS
