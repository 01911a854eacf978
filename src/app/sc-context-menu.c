/* sc-context-menu.c: menus whose popover is built the first time they open
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-context-menu.h"

static gboolean
give_focus_back_now (gpointer data)
{
  GtkWidget *menu = data;
  GtkWidget *parent = gtk_widget_get_parent (menu);
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* Unless the item gave it to something else. */
  if (root != NULL && (focus == NULL || !gtk_widget_get_mapped (focus) || gtk_widget_is_ancestor (focus, menu)))
    gtk_widget_grab_focus (parent);
  return G_SOURCE_REMOVE;
}

/* Once the menu closes, the keyboard goes back to where it was opened.
 * After an item of a submenu it would otherwise stay on that item,
 * hidden, and every key would be lost. */
static void
give_focus_back (GtkWidget *menu)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, give_focus_back_now, g_object_ref (menu), g_object_unref);
}

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
      g_signal_connect (*menu, "closed", G_CALLBACK (give_focus_back), NULL);
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
