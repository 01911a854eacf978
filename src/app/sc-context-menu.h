/* sc-context-menu.h: menus whose popover is built the first time they open
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A popover menu builds a widget for every item as soon as it has its
 * model; a window has several, so they wait until they are first shown.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Pops up *menu (built from model, a child of parent, the first time)
 * pointing at `at`, in parent's coordinates. */
void sc_context_menu_popup        (GtkWidget          **menu,
                                   GMenuModel          *model,
                                   GtkWidget           *parent,
                                   const GdkRectangle  *at);

/* Gives button its menu model when it first opens. */
void sc_menu_button_set_model_later (GtkMenuButton    *button,
                                     GMenuModel       *model);

G_END_DECLS
