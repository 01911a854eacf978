/* sc-preferences-window.c: notation, board and engine preferences
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row writes its GSettings key at once; open windows follow the
 * keys, so a change shows without a restart.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-engine.h"
#include "sc-figurine-font.h"
#include "sc-language.h"
#include "sc-notation-style.h"
#include "sc-piece-drawing.h"
#include "sc-preferences-window.h"

struct _ScPreferencesWindow {
  AdwPreferencesWindow parent_instance;

  AdwComboRow *language_row;
  AdwComboRow *preset_row;
  AdwComboRow *piece_set_row;
  AdwComboRow *style_row;
  AdwActionRow *figurines_row;
  GtkSwitch   *figurines_switch;
  GtkSwitch   *flipped_switch;
  AdwActionRow *engine_row;
  GtkButton   *engine_default_button;
  GtkButton   *engine_choose_button;
  GtkSpinButton *threads_spin;
  GtkAdjustment *threads_adjustment;
  GtkSpinButton *hash_spin;
  GtkAdjustment *hash_adjustment;
  GtkSpinButton *lines_spin;

  GSettings   *settings;
  GPtrArray   *language_codes;   /* "" first: the interface language */
  GPtrArray   *piece_sets;
};

G_DEFINE_FINAL_TYPE (ScPreferencesWindow, sc_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static guint
index_of (const char * const *values,
          guint               n_values,
          const char         *value)
{
  for (guint i = 0; i < n_values; i++)
    if (g_str_equal (values[i], value))
      return i;
  return 0;
}

static guint
index_in (GPtrArray  *values,
          const char *value)
{
  return index_of ((const char * const *) values->pdata, values->len, value);
}

static void
language_selected (ScPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->language_row);

  if (i < self->language_codes->len)
    g_settings_set_string (self->settings, "notation-language", g_ptr_array_index (self->language_codes, i));
}

static void
preset_selected (ScPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->preset_row);

  if (i < SC_N_PRESETS)
    g_settings_set_string (self->settings, "notation-preset", sc_preset_name ((ScPreset) i));
}

static void
piece_set_selected (ScPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->piece_set_row);

  if (i < self->piece_sets->len)
    g_settings_set_string (self->settings, "piece-set", g_ptr_array_index (self->piece_sets, i));
}

/* In the order of the row's items. */
static const char *styles[] = { "system", "light", "dark" };

static void
style_selected (ScPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->style_row);

  if (i < G_N_ELEMENTS (styles))
    g_settings_set_string (self->settings, "style", styles[i]);
}

/* Why the folder of a set is not offered, or NULL when it has all its
 * pieces: the board could not show it. */
static char *
describe_incomplete_set (const char *folder,
                         const char *name)
{
  g_autoptr(GFile) directory = g_file_new_for_path (folder);
  g_auto(GStrv) missing = sc_piece_drawing_find_missing (directory);
  guint n_missing = g_strv_length (missing);
  g_autofree char *files = NULL;

  if (n_missing == 0)
    return NULL;
  files = g_strjoinv (C_("list of files", ", "), missing);
  /* TRANSLATORS: %s: a folder of piece pictures ("Mine"); %s: the files
   * it lacks ("white-king.svg, black-king.svg") */
  return g_strdup_printf (ngettext ("“%s” is not offered: %s is missing", "“%s” is not offered: %s are missing",
                                    n_missing),
                          name, files);
}

/* Bundled sets, then folders in $XDG_DATA_HOME/scoresheet/pieces that
 * hold all twelve pieces; the row says why the others are left out. */
static void
find_piece_sets (ScPreferencesWindow *self)
{
  g_auto(GStrv) bundled = g_resources_enumerate_children ("/io/github/scoresheet/Scoresheet/pieces",
                                                          G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "scoresheet", "pieces", NULL);
  g_autoptr(GDir) dir = g_dir_open (user, 0, NULL);
  g_autoptr(GString) left_out = g_string_new (NULL);
  const char *name;

  for (guint i = 0; bundled != NULL && bundled[i] != NULL; i++)
    g_ptr_array_add (self->piece_sets, g_strndup (bundled[i], strcspn (bundled[i], "/")));
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *folder = g_build_filename (user, name, NULL);
      g_autofree char *shown_name = g_filename_display_name (name);
      g_autofree char *why = NULL;

      /* A hidden folder (.git) is no set of pieces. */
      if (name[0] == '.' || !g_file_test (folder, G_FILE_TEST_IS_DIR))
        continue;
      why = describe_incomplete_set (folder, shown_name);
      if (why == NULL)
        g_ptr_array_add (self->piece_sets, g_strdup (name));
      else
        g_string_append_printf (left_out, "%s%s", left_out->len > 0 ? "\n" : "", why);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->piece_set_row), left_out->str);
}

/* The engine */

static void
engine_path_changed (ScPreferencesWindow *self)
{
  g_autofree char *path = g_settings_get_string (self->settings, "engine-path");
  g_autofree char *found = NULL;
  g_autofree char *subtitle = NULL;

  if (*path != '\0')
    subtitle = g_strdup (path);
  else if ((found = sc_engine_find_default ()) != NULL)
    /* TRANSLATORS: the engine used when none is chosen, and where it is */
    subtitle = g_strdup_printf (_("Default: %s"), found);
  else
    subtitle = g_strdup (_("No engine found: install Stockfish or choose a UCI engine"));
  adw_action_row_set_subtitle (self->engine_row, subtitle);
  gtk_widget_set_sensitive (GTK_WIDGET (self->engine_default_button), *path != '\0');
}

static void
engine_chosen (GtkNativeDialog     *dialog,
               int                  response,
               ScPreferencesWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        g_settings_set_string (self->settings, "engine-path", path);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
choose_engine (ScPreferencesWindow *self)
{
  GtkFileChooserNative *dialog;
  g_autofree char *path = g_settings_get_string (self->settings, "engine-path");

  dialog = gtk_file_chooser_native_new (_("Choose an Engine"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Choose"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  if (*path != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);

      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
    }
  g_signal_connect (dialog, "response", G_CALLBACK (engine_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
use_default_engine (ScPreferencesWindow *self)
{
  g_settings_reset (self->settings, "engine-path");
}

static void
sc_preferences_window_finalize (GObject *object)
{
  ScPreferencesWindow *self = SC_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->language_codes, g_ptr_array_unref);
  g_clear_pointer (&self->piece_sets, g_ptr_array_unref);
  G_OBJECT_CLASS (sc_preferences_window_parent_class)->finalize (object);
}

static void
sc_preferences_window_class_init (ScPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sc_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/scoresheet/Scoresheet/sc-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, preset_row);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, piece_set_row);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, figurines_row);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, figurines_switch);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, flipped_switch);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, engine_row);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, engine_default_button);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, engine_choose_button);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, threads_spin);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, threads_adjustment);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, hash_spin);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, hash_adjustment);
  gtk_widget_class_bind_template_child (widget_class, ScPreferencesWindow, lines_spin);
}

static void
sc_preferences_window_init (ScPreferencesWindow *self)
{
  g_autoptr(GtkStringList) languages = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) presets = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) sets = gtk_string_list_new (NULL);
  g_autofree char *language = NULL;
  g_autofree char *preset = NULL;
  g_autofree char *piece_set = NULL;
  g_autofree char *style = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  self->language_codes = g_ptr_array_new_with_free_func (g_free);
  self->piece_sets = g_ptr_array_new_with_free_func (g_free);

  gtk_string_list_append (languages, _("Interface language"));
  g_ptr_array_add (self->language_codes, g_strdup (""));
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *lang = sc_language_nth (i);
      g_autofree char *label = g_strdup_printf ("%s (%s)", _(sc_language_name (lang)), sc_language_code (lang));

      gtk_string_list_append (languages, label);
      g_ptr_array_add (self->language_codes, g_strdup (sc_language_code (lang)));
    }
  for (ScPreset p = 0; p < SC_N_PRESETS; p++)
    gtk_string_list_append (presets, _(sc_preset_title (p)));
  find_piece_sets (self);
  for (guint i = 0; i < self->piece_sets->len; i++)
    {
      /* Shown as a name: "staunton" is the folder of the set "Staunton". */
      g_autofree char *shown = g_strdup (g_ptr_array_index (self->piece_sets, i));

      shown[0] = g_ascii_toupper (shown[0]);
      gtk_string_list_append (sets, shown);
    }

  adw_combo_row_set_model (self->language_row, G_LIST_MODEL (languages));
  adw_combo_row_set_model (self->preset_row, G_LIST_MODEL (presets));
  adw_combo_row_set_model (self->piece_set_row, G_LIST_MODEL (sets));

  language = g_settings_get_string (self->settings, "notation-language");
  preset = g_settings_get_string (self->settings, "notation-preset");
  piece_set = g_settings_get_string (self->settings, "piece-set");
  adw_combo_row_set_selected (self->language_row, index_in (self->language_codes, language));
  {
    ScPreset p = SC_PRESET_FIDE;

    sc_preset_from_name (preset, &p);
    adw_combo_row_set_selected (self->preset_row, p);
  }
  adw_combo_row_set_selected (self->piece_set_row, index_in (self->piece_sets, piece_set));
  style = g_settings_get_string (self->settings, "style");
  adw_combo_row_set_selected (self->style_row, index_of (styles, G_N_ELEMENTS (styles), style));

  g_signal_connect_swapped (self->language_row, "notify::selected", G_CALLBACK (language_selected), self);
  g_signal_connect_swapped (self->preset_row, "notify::selected", G_CALLBACK (preset_selected), self);
  g_signal_connect_swapped (self->piece_set_row, "notify::selected", G_CALLBACK (piece_set_selected), self);
  g_signal_connect_swapped (self->style_row, "notify::selected", G_CALLBACK (style_selected), self);
  g_settings_bind (self->settings, "figurines", self->figurines_switch, "active", G_SETTINGS_BIND_DEFAULT);
  /* The figurine of its example in our font, as the move list shows it. */
  {
    g_autofree char *example = sc_figurine_font_markup (adw_action_row_get_subtitle (self->figurines_row));

    adw_action_row_set_subtitle (self->figurines_row, example);
  }
  g_settings_bind (self->settings, "board-flipped", self->flipped_switch, "active", G_SETTINGS_BIND_DEFAULT);

  /* As many threads as processors: more only slow the search down. */
  gtk_adjustment_set_upper (self->threads_adjustment, MAX (1, g_get_num_processors ()));
  gtk_adjustment_set_upper (self->hash_adjustment, sc_engine_largest_hash ());
  g_settings_bind (self->settings, "engine-threads", self->threads_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "engine-hash", self->hash_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "engine-lines", self->lines_spin, "value", G_SETTINGS_BIND_DEFAULT);
  /* The settings may outlive the window (bindings hold them). */
  g_signal_connect_object (self->settings, "changed::engine-path", G_CALLBACK (engine_path_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->engine_choose_button, "clicked", G_CALLBACK (choose_engine), self);
  g_signal_connect_swapped (self->engine_default_button, "clicked", G_CALLBACK (use_default_engine), self);
  engine_path_changed (self);
}

GtkWidget *
sc_preferences_window_new (void)
{
  return g_object_new (SC_TYPE_PREFERENCES_WINDOW, NULL);
}
