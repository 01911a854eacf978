/* sc-annotate-dialog.c: what an engine annotation of the game or the file
 * is to be: the search per position and what gets marks
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-annotate-dialog.h"

/* The units of the budget, as the drop-down lists them. */
enum {
  UNIT_THOUSAND_NODES,
  UNIT_SECONDS,
};

struct _ScAnnotateDialog {
  AdwWindow             parent_instance;

  AdwPreferencesGroup  *group;
  GtkSpinButton        *budget_spin;
  GtkDropDown          *unit_dropdown;
  GtkSwitch            *blunders_switch;
  AdwActionRow         *notation_row;
  GtkWidget            *annotate_button;

  guint                 n_games;
  /* What each unit was set to, kept when the other one is shown. */
  double                thousand_nodes;
  double                seconds;
};

G_DEFINE_FINAL_TYPE (ScAnnotateDialog, sc_annotate_dialog, ADW_TYPE_WINDOW)

enum {
  ANNOTATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
unit_changed (ScAnnotateDialog *self)
{
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (self->budget_spin);

  if (gtk_drop_down_get_selected (self->unit_dropdown) == UNIT_SECONDS)
    {
      self->thousand_nodes = gtk_adjustment_get_value (adjustment);
      gtk_adjustment_configure (adjustment, self->seconds, 1, 600, 1, 10, 0);
    }
  else
    {
      self->seconds = gtk_adjustment_get_value (adjustment);
      gtk_adjustment_configure (adjustment, self->thousand_nodes, 1, 100000, 10, 100, 0);
    }
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ScAnnotateDialog *self = SC_ANNOTATE_DIALOG (widget);

  /* The value as typed, even before the spin button left it. */
  gtk_spin_button_update (self->budget_spin);
  gtk_widget_set_visible (widget, FALSE);
  g_signal_emit (self, signals[ANNOTATE], 0);
}

/* Enter in the budget starts: GTK 4.8's spin button has no
 * activates-default. */
static gboolean
budget_key_pressed (GtkEventControllerKey *keys,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    ScAnnotateDialog      *self)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "annotate.start", NULL);
  return TRUE;
}

/* Each time it opens, the keyboard is on the budget, to type it. */
static void
sc_annotate_dialog_show (GtkWidget *widget)
{
  ScAnnotateDialog *self = SC_ANNOTATE_DIALOG (widget);

  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->budget_spin));
  GTK_WIDGET_CLASS (sc_annotate_dialog_parent_class)->show (widget);
}

static void
sc_annotate_dialog_class_init (ScAnnotateDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->show = sc_annotate_dialog_show;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-annotate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateDialog, group);
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateDialog, budget_spin);
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateDialog, unit_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateDialog, blunders_switch);
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateDialog, notation_row);
  gtk_widget_class_bind_template_child (widget_class, ScAnnotateDialog, annotate_button);

  gtk_widget_class_install_action (widget_class, "annotate.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /* ::annotate: the user asked to start. */
  signals[ANNOTATE] = g_signal_new ("annotate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sc_annotate_dialog_init (ScAnnotateDialog *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->thousand_nodes = gtk_spin_button_get_value (self->budget_spin);
  self->seconds = 2;
  g_signal_connect_swapped (self->unit_dropdown, "notify::selected", G_CALLBACK (unit_changed), self);
  /* Enter starts, as the Annotate button does. */
  gtk_window_set_default_widget (GTK_WINDOW (self), self->annotate_button);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (budget_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->budget_spin), keys);
}

ScAnnotateDialog *
sc_annotate_dialog_new (void)
{
  return g_object_new (SC_TYPE_ANNOTATE_DIALOG, NULL);
}

void
sc_annotate_dialog_set_scope (ScAnnotateDialog *self,
                              guint             n_games)
{
  g_autofree char *description = NULL;

  g_return_if_fail (SC_IS_ANNOTATE_DIALOG (self));

  self->n_games = n_games;
  if (n_games == 0)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Annotate Game"));
      description = g_strdup (_("The engine searches every position of the main line, from the end back to "
                                "the start, and marks inaccuracies, mistakes and blunders with a better "
                                "line. Your own comments and marks stay; one undo takes it all back."));
    }
  else
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Annotate All Games"));
      description = g_strdup_printf (ngettext ("The engine annotates the %u game of the file. Your own "
                                               "comments and marks stay; undo takes it back. Nothing is "
                                               "saved until you save the file.",
                                               "The engine annotates all %u games of the file, one after "
                                               "another. Your own comments and marks stay; each game is "
                                               "one step of undo. Nothing is saved until you save the file.",
                                               n_games),
                                     n_games);
    }
  adw_preferences_group_set_description (self->group, description);
}

guint
sc_annotate_dialog_get_n_games (ScAnnotateDialog *self)
{
  g_return_val_if_fail (SC_IS_ANNOTATE_DIALOG (self), 0);
  return self->n_games;
}

void
sc_annotate_dialog_set_language (ScAnnotateDialog *self,
                                 const ScLanguage *lang,
                                 gboolean          figurines)
{
  g_autofree char *letters = NULL;
  g_autofree char *subtitle = NULL;

  g_return_if_fail (SC_IS_ANNOTATE_DIALOG (self));
  g_return_if_fail (lang != NULL);

  letters = sc_language_sample (lang);
  /* TRANSLATORS: the notation language and its piece letters ("Norwegian
   * Bokmål, K D T L S"): the engine's sentences spell moves in them */
  subtitle = g_strdup_printf (figurines ? _("Moves in the engine’s sentences written in %s letters, %s, and "
                                            "shown in figurines as in the move list")
                                        : _("Moves in the engine’s sentences in %s letters, %s, as in the move list"),
                              _(sc_language_name (lang)), letters);
  adw_action_row_set_subtitle (self->notation_row, subtitle);
}

void
sc_annotate_dialog_get_limits (ScAnnotateDialog *self,
                               ScEngineLimits   *limits)
{
  double value;

  g_return_if_fail (SC_IS_ANNOTATE_DIALOG (self));

  value = gtk_spin_button_get_value (self->budget_spin);
  *limits = (ScEngineLimits) { 0 };
  if (gtk_drop_down_get_selected (self->unit_dropdown) == UNIT_SECONDS)
    limits->movetime_ms = (guint) (value * 1000);
  else
    limits->nodes = (guint64) (value * 1000);
}

ScAnnotateFlags
sc_annotate_dialog_get_flags (ScAnnotateDialog *self)
{
  g_return_val_if_fail (SC_IS_ANNOTATE_DIALOG (self), SC_ANNOTATE_DEFAULT);
  return gtk_switch_get_active (self->blunders_switch) ? SC_ANNOTATE_BLUNDERS_ONLY : SC_ANNOTATE_DEFAULT;
}
