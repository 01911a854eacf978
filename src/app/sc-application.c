/* sc-application.c: the Scoresheet application
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-application.h"
#include "sc-engine.h"
#include "sc-figurine-font.h"
#include "sc-journal.h"
#include "sc-preferences-window.h"
#include "sc-theme.h"
#include "sc-tooltips.h"
#include "sc-window.h"

struct _ScApplication {
  AdwApplication parent_instance;

  GSettings     *settings;
};

G_DEFINE_FINAL_TYPE (ScApplication, sc_application, ADW_TYPE_APPLICATION)

static void
sc_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      g_autoptr(GPtrArray) left = sc_journal_find_files ();

      window = GTK_WINDOW (sc_window_new (GTK_APPLICATION (app)));
      gtk_window_present (window);
      /* Untitled work a crash left behind comes back, and so do the files
       * with unsaved work: opening one restores it. */
      sc_window_restore_untitled (SC_WINDOW (window));
      for (guint i = 0; i < left->len; i++)
        if (i == 0)
          sc_window_open (SC_WINDOW (window), g_ptr_array_index (left, i));
        else
          sc_window_open_apart (GTK_APPLICATION (app), g_ptr_array_index (left, i));
    }
  gtk_window_present (window);
}

static void
sc_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  /* Each file in a window of its own, unless one shows it already; the
   * first game shows at once. */
  for (int i = 0; i < n_files; i++)
    sc_window_open_apart (GTK_APPLICATION (app), files[i]);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  const char *developers[] = { _("The Scoresheet developers"), NULL };
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  adw_show_about_window (parent,
                         "application-name", _("Scoresheet"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Scoresheet developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Enter, annotate and print chess games"),
                         "developers", developers,
                         "copyright", "© 2026 The Scoresheet developers",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

/* page: the name of the page shown first, or NULL for the first. */
static void
show_preferences (GtkApplication *app,
                  const char     *page)
{
  GtkWindow *parent = gtk_application_get_active_window (app);
  GtkWindow *preferences = GTK_WINDOW (sc_preferences_window_new ());

  if (page != NULL)
    adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (preferences), page);
  gtk_window_set_transient_for (preferences, parent);
  gtk_window_present (preferences);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  show_preferences (GTK_APPLICATION (user_data), NULL);
}

/* "notation" or "analysis": where an error's remedy is. */
static void
preferences_page_action (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       user_data)
{
  show_preferences (GTK_APPLICATION (user_data), g_variant_get_string (parameter, NULL));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  /* Closing each window lets it save its state (and, later, ask about unsaved work). */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

/* The "style" setting, applied at once. */
static void
style_changed (ScApplication *self)
{
  g_autofree char *style = g_settings_get_string (self->settings, "style");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), sc_theme_color_scheme (style));
}

/* A hash saved above what this machine takes (saved before the hash was
 * limited, or on a machine with more memory) is used as that limit, and
 * saved so: the engine starts, and Preferences show the hash it has. */
static void
engine_hash_changed (ScApplication *self)
{
  guint largest = sc_engine_largest_hash ();

  if (g_settings_get_int (self->settings, "engine-hash") > (int) largest)
    g_settings_set_int (self->settings, "engine-hash", (int) largest);
}

static void
sc_application_startup (GApplication *app)
{
  ScApplication *self = SC_APPLICATION (app);
  static const GActionEntry entries[] = {
    { "about", about_action },
    { "preferences", preferences_action },
    { "preferences-page", preferences_page_action, "s" },
    { "quit", quit_action },
  };
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *close_accels[] = { "<Control>w", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  /* An application accelerator: it comes before the move entry, whose
   * text would take Ctrl+Shift+A to unselect. */
  static const char *analysis_accels[] = { "<Control><Shift>a", NULL };

  G_APPLICATION_CLASS (sc_application_parent_class)->startup (app);
  sc_figurine_font_load ();
  sc_tooltips_fit_wide_text ();

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_swapped (self->settings, "changed::style", G_CALLBACK (style_changed), self);
  style_changed (self);
  g_signal_connect_swapped (self->settings, "changed::engine-hash", G_CALLBACK (engine_hash_changed), self);
  engine_hash_changed (self);

  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  /* GtkWindow's own action, which asks about unsaved work as closing does. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "window.close", close_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.analysis", analysis_accels);
}

static void
sc_application_finalize (GObject *object)
{
  ScApplication *self = SC_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (sc_application_parent_class)->finalize (object);
}

static void
sc_application_class_init (ScApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = sc_application_finalize;
  app_class->activate = sc_application_activate;
  app_class->open = sc_application_open;
  app_class->startup = sc_application_startup;
}

static void
sc_application_init (ScApplication *self)
{
}

ScApplication *
sc_application_new (void)
{
  return g_object_new (SC_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/scoresheet/Scoresheet",
                       NULL);
}
