/* sc-annotate-bar.c: the bar under the header bar that shows an engine
 * annotation running, with its progress and a Stop button
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-annotate-bar.h"

struct _ScAnnotateBar {
  GtkWidget       parent_instance;

  GtkRevealer    *revealer;
  GtkLabel       *label;
  GtkProgressBar *progress;
};

G_DEFINE_FINAL_TYPE (ScAnnotateBar, sc_annotate_bar, GTK_TYPE_WIDGET)

static void
sc_annotate_bar_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SC_TYPE_ANNOTATE_BAR);
  G_OBJECT_CLASS (sc_annotate_bar_parent_class)->dispose (object);
}

static void
sc_annotate_bar_class_init (ScAnnotateBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_annotate_bar_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-annotate-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateBar, label);
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateBar, progress);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "annotatebar");
}

static void
sc_annotate_bar_init (ScAnnotateBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
sc_annotate_bar_set_revealed (ScAnnotateBar *self,
                              gboolean       revealed)
{
  g_return_if_fail (SC_IS_ANNOTATE_BAR (self));
  gtk_revealer_set_reveal_child (self->revealer, revealed);
}

gboolean
sc_annotate_bar_get_revealed (ScAnnotateBar *self)
{
  g_return_val_if_fail (SC_IS_ANNOTATE_BAR (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

void
sc_annotate_bar_set_text (ScAnnotateBar *self,
                          const char    *text)
{
  g_return_if_fail (SC_IS_ANNOTATE_BAR (self));
  gtk_label_set_text (self->label, text);
}

const char *
sc_annotate_bar_get_text (ScAnnotateBar *self)
{
  g_return_val_if_fail (SC_IS_ANNOTATE_BAR (self), NULL);
  return gtk_label_get_text (self->label);
}

void
sc_annotate_bar_set_fraction (ScAnnotateBar *self,
                              double         fraction)
{
  g_return_if_fail (SC_IS_ANNOTATE_BAR (self));
  gtk_progress_bar_set_fraction (self->progress, CLAMP (fraction, 0.0, 1.0));
}

double
sc_annotate_bar_get_fraction (ScAnnotateBar *self)
{
  g_return_val_if_fail (SC_IS_ANNOTATE_BAR (self), 0.0);
  return gtk_progress_bar_get_fraction (self->progress);
}
