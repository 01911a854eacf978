/* test-gui-i18n.c: the window in the language of LANGUAGE: translated
 * menus, and the move list in the piece letters of the interface
 * language until the notation language is set
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs once per language (tests/meson.build) with LANGUAGE set and
 * SCORESHEET_LOCALEDIR at the build tree's catalogs; the expected
 * strings come from those catalogs through dgettext, never from here.
 * Exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-language.h"

static GuiHarness harness;
static ScWindow *window;

/* The letters of a knight move to f3, as the language writes them. */
static const struct {
  const char *language;
  const char *knight_to_f3;
} knight_moves[] = {
  { "nb", "Sf3" },
  { "de", "Sf3" },
  { "fr", "Cf3" },
  { "zh_TW", "Nf3" },
  { "en", "Nf3" },
};

static const char *
test_language (void)
{
  const char *language = g_getenv ("LANGUAGE");

  return language != NULL && *language != '\0' ? language : "en";
}

static const char *
expected_knight_move (const char *language)
{
  for (guint i = 0; i < G_N_ELEMENTS (knight_moves); i++)
    if (g_str_equal (knight_moves[i].language, language))
      return knight_moves[i].knight_to_f3;
  g_error ("No knight move known for LANGUAGE=%s", language);
  return NULL;
}

static gboolean
is_primary_menu_button (GtkWidget *widget,
                        gpointer   data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* Every label of the menu, its sections and submenus. */
static void
collect_labels (GMenuModel *model,
                GPtrArray  *labels)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      char *label = NULL;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        g_ptr_array_add (labels, label);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) link = g_menu_link_iter_get_value (links);

          collect_labels (link, labels);
        }
    }
}

static gboolean
has_label (GPtrArray  *labels,
           const char *label)
{
  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (g_ptr_array_index (labels, i), label))
      return TRUE;
  return FALSE;
}

static void
test_main_menu (void)
{
  static const char *items[] = { "_New Game", "_Open…", "Save _As…", "_Preferences", "_Keyboard Shortcuts" };
  GtkMenuButton *button = GTK_MENU_BUTTON (gui_find_widget (GTK_WIDGET (window), is_primary_menu_button, NULL));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  GMenuModel *model;

  g_assert_nonnull (button);
  /* The menu is built when it first opens (F10 does this too). */
  g_assert_null (gtk_menu_button_get_menu_model (button));
  gtk_menu_button_popup (button);
  model = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (model);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
  gtk_menu_button_popdown (button);
  collect_labels (model, labels);
  g_assert_cmpuint (labels->len, >=, G_N_ELEMENTS (items));

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      const char *translated = dgettext (GETTEXT_PACKAGE, items[i]);

      if (g_str_equal (translated, items[i]))
        g_error ("“%s” has no translation for LANGUAGE=%s in %s", items[i], test_language (),
                 g_getenv ("SCORESHEET_LOCALEDIR"));
      if (!has_label (labels, translated))
        g_error ("The main menu has no item “%s” (“%s”)", translated, items[i]);
      g_assert_false (has_label (labels, items[i]));
    }
}

/* With the notation language empty, the interface language's letters. */
static void
test_default_letters (void)
{
  const char *language = test_language ();
  g_autofree char *text = NULL;

  g_settings_reset (harness.settings, "notation-language");
  gui_open_data_file (window, "annotated.pgn");
  g_assert_true (sc_language_for_locale () == sc_language_lookup (language));
  text = gui_move_text (window);
  gui_assert_text_contains (text, expected_knight_move (language));
}

/* Setting the notation language spells the move list again. */
static void
test_switch_language (void)
{
  g_autofree char *english = NULL, *norwegian = NULL;

  gui_open_data_file (window, "annotated.pgn");
  g_settings_set_string (harness.settings, "notation-language", "en");
  gui_settle ();
  english = gui_move_text (window);
  gui_assert_text_contains (english, "Nf3");
  g_assert_null (strstr (english, "Sf3"));

  g_settings_set_string (harness.settings, "notation-language", "nb");
  gui_settle ();
  norwegian = gui_move_text (window);
  gui_assert_text_contains (norwegian, "Sf3");
  g_assert_null (strstr (norwegian, "Nf3"));

  g_settings_reset (harness.settings, "notation-language");
  gui_settle ();
}

/* A move typed in another language's letters: the hint names that
 * language as the sentence needs it (in lower case in French and
 * Norwegian, "en anglais"), not as a menu item starts ("Anglais"). */
static void
test_other_letters_hint (void)
{
  const char *language = test_language ();
  gboolean english_letters = g_str_equal (expected_knight_move (language), "Nf3");
  const ScLanguage *other = english_letters ? sc_language_lookup ("de") : sc_language_english ();
  const char *in_sentence = g_dpgettext2 (GETTEXT_PACKAGE, "language name inside a sentence",
                                          sc_language_name_in_sentence (other));
  const char *in_menu = dgettext (GETTEXT_PACKAGE, sc_language_name (other));
  ScMoveEntry *entry = gui_move_entry (window);
  const char *hint;

  g_settings_reset (harness.settings, "notation-language");
  gui_new_game (window);
  sc_move_entry_set_text (entry, english_letters ? "Sf3" : "Nf3");
  hint = sc_move_entry_get_feedback (entry);
  g_assert_false (sc_move_entry_has_error (entry));
  gui_assert_text_contains (hint, in_sentence);
  if (!g_str_equal (in_sentence, in_menu))
    g_assert_null (strstr (hint, in_menu));
  sc_move_entry_set_text (entry, "");
}

/* The keyboard shortcuts window fits a screen 1024 pixels wide in the
 * language's longer words too, as in English. */
static void
test_shortcuts_window_fits (void)
{
  g_assert_cmpint (gui_shortcuts_window_width (window), <=, 1024);
}

/* The About window names the developers in the language too, as the
 * translator credits and the metainfo do. */
static void
test_about_window (void)
{
  const char *developers = "The Scoresheet developers";
  const char *translated = dgettext (GETTEXT_PACKAGE, developers);
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwAboutWindow *about = NULL;

  g_assert_cmpstr (translated, !=, developers);
  g_action_group_activate_action (G_ACTION_GROUP (harness.app), "about", NULL);
  gui_settle ();
  for (guint i = 0; about == NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (toplevel))
        about = ADW_ABOUT_WINDOW (toplevel);
    }
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_developer_name (about), ==, translated);
  gtk_window_destroy (GTK_WINDOW (about));
  gui_settle ();
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("SCORESHEET_LOCALEDIR");
  int status;

  /* As src/app/main.c does, before the window's menus are built. */
  setlocale (LC_ALL, "");
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-i18n/main-menu", test_main_menu);
  g_test_add_func ("/gui-i18n/default-letters", test_default_letters);
  g_test_add_func ("/gui-i18n/switch-language", test_switch_language);
  g_test_add_func ("/gui-i18n/other-letters-hint", test_other_letters_hint);
  g_test_add_func ("/gui-i18n/shortcuts-window-fits", test_shortcuts_window_fits);
  g_test_add_func ("/gui-i18n/about-window", test_about_window);
  status = g_test_run ();

  gui_harness_finish (&harness);
  return status;
}
