/* test-gui-preferences.c: settings chosen in Preferences
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The style of the window, the user's own piece sets, and a hash saved
 * larger than the machine takes, as the Preferences window offers them.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-engine.h"
#include "sc-preferences-window.h"
#include "sc-window.h"

static GuiHarness harness;

/* The style setting and its row in Preferences */

static void
assert_scheme (AdwColorScheme scheme,
               gboolean       dark)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  gui_settle ();
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, scheme);
  g_assert_cmpint (adw_style_manager_get_dark (manager), ==, dark);
}

static gboolean
is_style_row (GtkWidget *widget,
              gpointer   data)
{
  return ADW_IS_COMBO_ROW (widget) &&
         g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "Light or _Dark");
}

static GtkWindow *
find_preferences (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (SC_IS_PREFERENCES_WINDOW (toplevel))
        return GTK_WINDOW (toplevel);
    }
  return NULL;
}

/* Preferences, opened as the menu opens them, shown. */
static GtkWindow *
open_preferences (void)
{
  GtkWindow *preferences;

  g_action_group_activate_action (G_ACTION_GROUP (harness.app), "preferences", NULL);
  gui_settle ();
  preferences = find_preferences ();
  g_assert_nonnull (preferences);
  gui_wait_until_shown (GTK_WIDGET (preferences));
  return preferences;
}

static void
test_style_setting (void)
{
  GtkWindow *preferences;
  AdwComboRow *row;
  g_autofree char *style = NULL;

  /* The key, changed from outside (dconf), applies at once. */
  g_settings_set_string (harness.settings, "style", "dark");
  assert_scheme (ADW_COLOR_SCHEME_FORCE_DARK, TRUE);
  g_settings_set_string (harness.settings, "style", "light");
  assert_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT, FALSE);
  g_settings_set_string (harness.settings, "style", "system");
  /* Xvfb has no desktop asking for dark. */
  assert_scheme (ADW_COLOR_SCHEME_DEFAULT, FALSE);

  preferences = open_preferences ();
  row = ADW_COMBO_ROW (gui_find_widget (GTK_WIDGET (preferences), is_style_row, NULL));
  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  adw_combo_row_set_selected (row, 2);
  style = g_settings_get_string (harness.settings, "style");
  g_assert_cmpstr (style, ==, "dark");
  assert_scheme (ADW_COLOR_SCHEME_FORCE_DARK, TRUE);
  adw_combo_row_set_selected (row, 1);
  assert_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT, FALSE);
  adw_combo_row_set_selected (row, 0);
  assert_scheme (ADW_COLOR_SCHEME_DEFAULT, FALSE);
  g_clear_pointer (&style, g_free);
  style = g_settings_get_string (harness.settings, "style");
  g_assert_cmpstr (style, ==, "system");

  gtk_window_destroy (preferences);
  gui_settle ();
}

/* Piece sets of one's own */

#define SMALL_SVG "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/>"

/* A folder of the user's piece sets holding the files named. */
static char *
make_piece_folder (const char        *name,
                   const char * const *files)
{
  char *folder = g_build_filename (g_get_user_data_dir (), "scoresheet", "pieces", name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (folder, files[i], NULL);

      g_assert_true (g_file_set_contents (path, SMALL_SVG, -1, NULL));
    }
  return folder;
}

static void
remove_piece_folder (const char         *folder,
                     const char * const *files)
{
  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (folder, files[i], NULL);

      g_remove (path);
    }
  g_rmdir (folder);
}

static gboolean
is_pieces_row (GtkWidget *widget,
               gpointer   data)
{
  return ADW_IS_COMBO_ROW (widget) &&
         g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "_Pieces");
}

static gboolean
offers (AdwComboRow *row,
        const char  *name)
{
  GListModel *sets = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (sets), i), name))
      return TRUE;
  return FALSE;
}

/* A set of one's own with all twelve pieces is offered; a folder with
 * two of them is not, and the Pieces row says which files it lacks. */
static void
test_incomplete_piece_set (void)
{
  static const char *kings[] = { "white-king.svg", "black-king.svg", NULL };
  static const char *colors[] = { "white", "black" };
  static const char *types[] = { "pawn", "knight", "bishop", "rook", "queen", "king" };
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) all = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *hidden = NULL;
  GtkWindow *preferences;
  AdwComboRow *row;
  const char *subtitle;

  for (guint c = 0; c < G_N_ELEMENTS (colors); c++)
    for (guint t = 0; t < G_N_ELEMENTS (types); t++)
      {
        g_autofree char *file = g_strdup_printf ("%s-%s.svg", colors[c], types[t]);

        g_strv_builder_add (builder, file);
      }
  all = g_strv_builder_end (builder);
  broken = make_piece_folder ("Broken", kings);
  mine = make_piece_folder ("Mine", (const char * const *) all);
  /* A hidden folder, as a copy kept in git has, is no set at all. */
  hidden = make_piece_folder (".git", kings);

  preferences = open_preferences ();
  row = ADW_COMBO_ROW (gui_find_widget (GTK_WIDGET (preferences), is_pieces_row, NULL));
  g_assert_nonnull (row);
  g_assert_true (offers (row, "Staunton"));
  g_assert_true (offers (row, "Mine"));
  g_assert_false (offers (row, "Broken"));
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_assert_true (g_str_has_prefix (subtitle, "“Broken” is not offered: white-pawn.svg, white-knight.svg, "));
  g_assert_true (g_str_has_suffix (subtitle, ", black-queen.svg are missing"));
  g_assert_null (strstr (subtitle, "king"));
  g_assert_null (strstr (subtitle, ".git"));

  gtk_window_destroy (preferences);
  gui_settle ();
  remove_piece_folder (broken, kings);
  remove_piece_folder (hidden, kings);
  remove_piece_folder (mine, (const char * const *) all);
}

/* A hash saved above what the machine takes */

/* The key's largest hash, saved before the application started. */
#define SAVED_HASH 65536

static gboolean
is_hash_spin (GtkWidget *widget,
              gpointer   data)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  return GTK_IS_SPIN_BUTTON (widget) && row != NULL &&
         g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "_Hash Table");
}

/* The hash is the machine's largest from the start, and Preferences show
 * the hash used, not one they refuse. */
static void
test_saved_hash_above_memory (void)
{
  int largest = (int) sc_engine_largest_hash ();
  GtkWindow *preferences;
  GtkSpinButton *spin;
  double lower, upper;

  if (largest >= SAVED_HASH)
    {
      g_test_skip ("The machine gives the largest hash the setting takes");
      return;
    }
  g_assert_cmpint (g_settings_get_int (harness.settings, "engine-hash"), ==, largest);

  preferences = open_preferences ();
  spin = GTK_SPIN_BUTTON (gui_find_widget (GTK_WIDGET (preferences), is_hash_spin, NULL));
  g_assert_nonnull (spin);
  gtk_spin_button_get_range (spin, &lower, &upper);
  g_assert_cmpfloat (upper, ==, largest);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, largest);
  gtk_window_destroy (preferences);
  gui_settle ();
  g_assert_cmpint (g_settings_get_int (harness.settings, "engine-hash"), ==, largest);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* The user's piece sets, made by the tests, in the build tree. */
  if (g_getenv ("G_TEST_BUILDDIR") != NULL)
    {
      g_autofree char *data_home = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "gui-preferences-data", NULL);

      g_setenv ("XDG_DATA_HOME", data_home, TRUE);
    }
  /* Saved as by a version that did not limit the hash; the settings
   * backend is the process's own, as the application's will be. */
  {
    g_autoptr(GSettings) saved = g_settings_new (APP_ID);

    g_settings_set_int (saved, "engine-hash", SAVED_HASH);
  }
  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;

  g_test_add_func ("/gui-preferences/style-setting", test_style_setting);
  g_test_add_func ("/gui-preferences/incomplete-piece-set", test_incomplete_piece_set);
  g_test_add_func ("/gui-preferences/saved-hash-above-memory", test_saved_hash_above_memory);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
