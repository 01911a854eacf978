/* test-gui-analysis.c: the engine's preferences, the evaluation graph
 * and bar, and the analysis pane with a scripted engine
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory; exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-preferences-window.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

/* Waits, running the main context, until done (data) says so; fails
 * the test after a minute: generous for a busy machine. */
typedef gboolean (*Condition) (gpointer data);

static gboolean
timed_out (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
wait_for (Condition   done,
          gpointer    data,
          const char *what)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (60, timed_out, &expired);

  while (!expired && !done (data))
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  if (expired)
    g_error ("Waited a minute for %s", what);
}

/* Preferences */

static GtkWindow *
open_preferences (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_action_group_activate_action (G_ACTION_GROUP (harness.app), "preferences", NULL);
  gui_settle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (SC_IS_PREFERENCES_WINDOW (toplevel))
        {
          gui_wait_until_shown (GTK_WIDGET (toplevel));
          return GTK_WINDOW (toplevel);
        }
    }
  g_assert_not_reached ();
}

static gboolean
is_row_titled (GtkWidget *widget,
               gpointer   title)
{
  return ADW_IS_ACTION_ROW (widget) &&
         g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title);
}

static gboolean
is_spin_button (GtkWidget *widget,
                gpointer   data)
{
  return GTK_IS_SPIN_BUTTON (widget);
}

static gboolean
is_button_with_tooltip (GtkWidget *widget,
                        gpointer   tooltip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

static GtkSpinButton *
spin_of_row (GtkWindow  *preferences,
             const char *title)
{
  GtkWidget *row = gui_find_widget (GTK_WIDGET (preferences), is_row_titled, (gpointer) title);

  g_assert_nonnull (row);
  return GTK_SPIN_BUTTON (gui_find_widget (row, is_spin_button, NULL));
}

static void
test_preferences (void)
{
  GtkWindow *preferences = open_preferences ();
  GtkSpinButton *threads = spin_of_row (preferences, "_Threads");
  GtkSpinButton *hash = spin_of_row (preferences, "_Hash Table");
  GtkSpinButton *lines = spin_of_row (preferences, "_Lines");
  GtkWidget *engine_row = gui_find_widget (GTK_WIDGET (preferences), is_row_titled, "_Engine Program");
  GtkWidget *reset = gui_find_widget (engine_row, is_button_with_tooltip, "Use the Default Engine");
  double lower, upper;

  /* One thread up to one per processor. */
  gtk_spin_button_get_range (threads, &lower, &upper);
  g_assert_cmpfloat (lower, ==, 1);
  g_assert_cmpfloat (upper, ==, MAX (1, g_get_num_processors ()));
  gtk_spin_button_get_range (lines, &lower, &upper);
  g_assert_cmpfloat (lower, ==, 1);
  g_assert_cmpfloat (upper, ==, 5);

  gtk_spin_button_set_value (hash, 256);
  gtk_spin_button_set_value (lines, 5);
  gtk_spin_button_set_value (threads, 1);
  gui_settle ();
  g_assert_cmpint (g_settings_get_int (harness.settings, "engine-hash"), ==, 256);
  g_assert_cmpint (g_settings_get_int (harness.settings, "engine-lines"), ==, 5);
  g_assert_cmpint (g_settings_get_int (harness.settings, "engine-threads"), ==, 1);
  /* More lines than 5 are not offered. */
  gtk_spin_button_set_value (lines, 9);
  gui_settle ();
  g_assert_cmpint (g_settings_get_int (harness.settings, "engine-lines"), ==, 5);

  /* A chosen engine shows its path, and goes back to the default. */
  g_assert_false (gtk_widget_get_sensitive (reset));
  g_settings_set_string (harness.settings, "engine-path", "/opt/engines/komodo");
  gui_settle ();
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (engine_row)), ==, "/opt/engines/komodo");
  g_assert_true (gtk_widget_get_sensitive (reset));
  g_signal_emit_by_name (reset, "clicked");
  gui_settle ();
  {
    g_autofree char *path = g_settings_get_string (harness.settings, "engine-path");

    g_assert_cmpstr (path, ==, "");
  }
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (engine_row)), !=, "/opt/engines/komodo");

  g_settings_reset (harness.settings, "engine-hash");
  g_settings_reset (harness.settings, "engine-lines");
  gtk_window_destroy (preferences);
  gui_settle ();
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/analysis/preferences", test_preferences);

  {
    int status = g_test_run ();

    gui_harness_finish (&harness);
    return status;
  }
}
