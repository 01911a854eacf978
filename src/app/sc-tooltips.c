/* sc-tooltips.c: tooltips of Chinese or Japanese text on one line
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 limits a tooltip's label to as many average character widths
 * as its text has characters. A Chinese or Japanese character is about
 * two of them, so such a tooltip wrapped after every two or three
 * characters ("註解此著法" on three lines). A tooltip whose text has wide
 * characters is shown in a label of our own instead, measured in pixels.
 */
#include "config.h"

#include "sc-tooltips.h"

/* Longer tooltips wrap at this width. */
#define MAX_WIDTH 360

static gboolean
has_wide_characters (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iswide (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

GtkWidget *
sc_tooltip_label_new (const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);
  int width;

  g_return_val_if_fail (markup != NULL, label);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  if (width > MAX_WIDTH)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_size_request (label, MAX_WIDTH, -1);
    }
  return label;
}

/* GtkWidget's own handler, for every widget: it takes over the tooltips
 * of wide characters, and leaves the others to GTK's. */
static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip)
{
  GtkWidgetClass *base = g_type_class_peek (GTK_TYPE_WIDGET);
  const char *markup = gtk_widget_get_tooltip_markup (widget);
  gboolean shown = FALSE;

  /* A widget that makes its own tooltips (a label's links, say) keeps
   * them. */
  if (GTK_WIDGET_GET_CLASS (widget)->query_tooltip == base->query_tooltip &&
      markup != NULL && has_wide_characters (markup))
    {
      gtk_tooltip_set_custom (tooltip, sc_tooltip_label_new (markup));
      return TRUE;
    }
  g_signal_chain_from_overridden_handler (widget, x, y, keyboard, tooltip, &shown);
  return shown;
}

void
sc_tooltips_fit_wide_text (void)
{
  /* The signal exists once the class does: made here, before any widget. */
  g_type_class_unref (g_type_class_ref (GTK_TYPE_WIDGET));
  g_signal_override_class_handler ("query-tooltip", GTK_TYPE_WIDGET, G_CALLBACK (query_tooltip));
}
