/* sc-context-menu.c: menus whose popover is built the first time they open
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-context-menu.h"

void
sc_context_menu_popup (GtkWidget          **menu,
                       GMenuModel          *model,
                       GtkWidget           *parent,
                       const GdkRectangle  *at)
{
  if (*menu == NULL)
    {
      *menu = gtk_popover_menu_new_from_model (model);
      gtk_popover_set_has_arrow (GTK_POPOVER (*menu), FALSE);
      gtk_widget_set_halign (*menu, GTK_ALIGN_START);
      gtk_widget_set_parent (*menu, parent);
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (*menu), at);
  gtk_popover_popup (GTK_POPOVER (*menu));
}

static void
set_model_now (GtkMenuButton *button,
               gpointer       model)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, model);
}

void
sc_menu_button_set_model_later (GtkMenuButton *button,
                                GMenuModel    *model)
{
  gtk_menu_button_set_create_popup_func (button, set_model_now, g_object_ref (model), g_object_unref);
}
