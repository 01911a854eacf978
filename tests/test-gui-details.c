/* test-gui-details.c: Game Details from the keyboard, and a game of
 * thousands of tags in it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keys go through the X server (XTest), as a user's would; the tests skip
 * without XTest. Exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gui-files.h"
#include "gui-harness.h"
#include "sc-game-details-window.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

static GtkWidget *
win (void)
{
  return GTK_WIDGET (window);
}

/* Game Details */

/* Opens Game Details for the game shown, *details cleared when it
 * closes. */
static void
open_details_of_game_shown (ScGameDetailsWindow **details)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  *details = NULL;
  gtk_widget_activate_action (win (), "win.game-details", NULL);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (SC_IS_GAME_DETAILS_WINDOW (toplevel))
        *details = SC_GAME_DETAILS_WINDOW (toplevel);
    }
  g_assert_nonnull (*details);
  g_object_add_weak_pointer (G_OBJECT (*details), (gpointer *) details);
  gui_wait_until_shown (GTK_WIDGET (*details));
}

/* Opens Game Details for a new game, *details cleared when it closes;
 * FALSE (the test skipped) where keys cannot be typed. */
static gboolean
open_details (ScGameDetailsWindow **details)
{
  if (gui_skip_without_typing (win ()))
    return FALSE;
  gui_new_game (window);
  open_details_of_game_shown (details);
  return TRUE;
}

static const char *
field_text (ScGameDetailsWindow *details,
            const char          *name)
{
  return gtk_editable_get_text (sc_game_details_window_get_entry (details, name));
}

/* Nothing clicked: the first field has the keys, Tab goes to the next
 * field (not to its row), and Enter applies. */
static void
test_tab_and_enter (void)
{
  ScGameDetailsWindow *details;
  ScGame *game;

  if (!open_details (&details))
    return;

  gui_type (GTK_WIDGET (details), "Spring Open");
  g_assert_cmpstr (field_text (details, "Event"), ==, "Spring Open");
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Tab, 0);
  gui_type (GTK_WIDGET (details), "Bergen");
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Tab, 0);
  gui_type (GTK_WIDGET (details), "14.03.2024");
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Tab, 0);
  gui_type (GTK_WIDGET (details), "5");
  g_assert_cmpstr (field_text (details, "Site"), ==, "Bergen");
  g_assert_cmpstr (field_text (details, "Date"), ==, "14.03.2024");
  g_assert_null (sc_game_details_window_get_message (details, "Date"));
  g_assert_cmpstr (field_text (details, "Round"), ==, "5");

  gui_type (GTK_WIDGET (details), "\n");
  gui_settle ();
  g_assert_null (details);
  game = sc_window_get_game (window);
  g_assert_cmpstr (sc_game_get_tag (game, "Event"), ==, "Spring Open");
  g_assert_cmpstr (sc_game_get_tag (game, "Site"), ==, "Bergen");
  g_assert_cmpstr (sc_game_get_tag (game, "Date"), ==, "2024.03.14");
  g_assert_cmpstr (sc_game_get_tag (game, "Round"), ==, "5");

  /* One step of undo for the lot. */
  gtk_widget_activate_action (win (), "win.undo", NULL);
  g_assert_cmpstr (sc_game_get_tag (game, "Date"), !=, "2024.03.14");
  g_assert_cmpstr (sc_game_get_tag (game, "Event"), !=, "Spring Open");
}

/* The value typed for the tag name was refused: its text stays, the
 * message beside it holds word, and Enter applied nothing. */
static void
assert_refused (ScGameDetailsWindow *details,
                const char          *name,
                const char          *typed,
                const char          *word)
{
  const char *message = sc_game_details_window_get_message (details, name);

  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, word));
  g_assert_cmpstr (field_text (details, name), ==, typed);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (details)));
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
}

/* The first character of the field with the keys becomes text. */
static void
retype_first (ScGameDetailsWindow *details,
              const char          *text)
{
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Home, 0);
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Delete, 0);
  gui_type (GTK_WIDGET (details), text);
}

/* A date that does not exist keeps its text, says why, and Enter
 * applies nothing. */
static void
test_wrong_date (void)
{
  ScGameDetailsWindow *details;

  if (!open_details (&details))
    return;
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Tab, 0);
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Tab, 0);
  gui_type (GTK_WIDGET (details), "31.02.2024\n");
  assert_refused (details, "Date", "31.02.2024", "31");

  /* Put right where it stands, the same Enter applies. */
  gui_press_key (GTK_WIDGET (details), GDK_KEY_BackSpace, 0);
  gui_press_key (GTK_WIDGET (details), GDK_KEY_BackSpace, 0);
  gui_type (GTK_WIDGET (details), "25");
  g_assert_cmpstr (field_text (details, "Date"), ==, "31.02.2025");
  retype_first (details, "2\n");
  g_assert_null (details);
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "Date"), ==, "2025.02.21");
}

/* Types text into the field of the tag name, over what it holds. */
static void
type_into (ScGameDetailsWindow *details,
           const char          *name,
           const char          *text)
{
  gtk_widget_grab_focus (GTK_WIDGET (sc_game_details_window_get_entry (details, name)));
  gui_press_key (GTK_WIDGET (details), GDK_KEY_a, GDK_CONTROL_MASK);
  gui_type (GTK_WIDGET (details), text);
}

/* A result as German and Scandinavian scoresheets write it is taken, and
 * kept as PGN writes it. */
static void
test_result_as_written (void)
{
  const struct { const char *typed, *stored; } cases[] = {
    { "1:0", "1-0" },
    { "0:1", "0-1" },
    { "½:½", "1/2-1/2" },
    { "0,5:0,5", "1/2-1/2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ScGameDetailsWindow *details;

      if (!open_details (&details))
        return;
      type_into (details, "Result", cases[i].typed);
      g_assert_cmpstr (field_text (details, "Result"), ==, cases[i].typed);
      g_assert_null (sc_game_details_window_get_message (details, "Result"));
      gui_type (GTK_WIDGET (details), "\n");
      g_assert_null (details);
      g_assert_cmpstr (sc_game_get_result (sc_window_get_game (window)), ==, cases[i].stored);
    }
}

/* A rating no one has keeps its text, says why, and Enter applies
 * nothing. */
static void
test_implausible_elo (void)
{
  ScGameDetailsWindow *details;

  if (!open_details (&details))
    return;
  type_into (details, "BlackElo", "4000\n");
  assert_refused (details, "BlackElo", "4000", "4000");
  g_assert_nonnull (strstr (sc_game_details_window_get_message (details, "BlackElo"), "3500"));

  retype_first (details, "2\n");
  g_assert_null (details);
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "BlackElo"), ==, "2000");
}

/* The move that mates fills in the result, and one Ctrl+Z takes back
 * both. */
static void
test_mate_gives_result (void)
{
  ScGame *game;

  if (gui_skip_without_typing (win ()))
    return;
  gui_new_game (window);
  g_settings_set_string (harness.settings, "notation-language", "en");
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_type (win (), "f3\ne5\ng4\nQh4\n");
  game = sc_window_get_game (window);
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 4);
  g_assert_cmpstr (sc_game_get_result (game), ==, "0-1");

  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 3);
  g_assert_cmpstr (sc_game_get_result (game), ==, "*");
  g_settings_reset (harness.settings, "notation-language");
}

static gboolean
is_button_labelled (GtkWidget *widget,
                    gpointer   label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Letters typed with a button focused go to the field last typed in. */
static void
test_letters_reach_a_field (void)
{
  ScGameDetailsWindow *details;
  GtkWidget *cancel;

  if (!open_details (&details))
    return;
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Tab, 0);
  gui_type (GTK_WIDGET (details), "Ber");
  cancel = gui_find_widget (GTK_WIDGET (details), is_button_labelled, "_Cancel");
  g_assert_nonnull (cancel);
  g_assert_true (gtk_widget_grab_focus (cancel));
  gui_type (GTK_WIDGET (details), "gen");
  g_assert_cmpstr (field_text (details, "Site"), ==, "Bergen");
  gui_press_key (GTK_WIDGET (details), GDK_KEY_Escape, 0);
  g_assert_null (details);
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
}

/* A game of thousands of tags opens Game Details at once: the first
 * 500 other tags have fields, a row counts the rest, which stay with the
 * game, as Apply leaves them; a new tag cannot take one's name. */
static void
test_many_tags (void)
{
  g_autoptr(GString) text = g_string_new ("[Event \"Many tags\"]\n[White \"A\"]\n[Black \"B\"]\n");
  g_autofree char *path = NULL;
  ScGameDetailsWindow *details;
  ScGame *game;

  for (guint i = 0; i < 2000; i++)
    g_string_append_printf (text, "[Tag%u \"value %u\"]\n", i, i);
  g_string_append (text, "\n1. e4 e5 *\n");
  path = gui_write_text_file (text->str);
  gui_open_path (window, path);
  open_details_of_game_shown (&details);
  g_assert_nonnull (sc_game_details_window_get_entry (details, "Tag499"));
  g_assert_null (sc_game_details_window_get_entry (details, "Tag500"));
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (details), gui_is_label_with_text, "1500 more tags"));
  g_assert_false (sc_game_details_window_add_tag (details, "Tag1999"));
  g_assert_true (sc_game_details_window_add_tag (details, "Tag2000"));
  gtk_editable_set_text (sc_game_details_window_get_entry (details, "Tag2000"), "new");
  gtk_editable_set_text (sc_game_details_window_get_entry (details, "Tag10"), "changed");
  gtk_widget_activate_action (GTK_WIDGET (details), "details.apply", NULL);
  g_assert_null (details);

  game = sc_window_get_game (window);
  g_assert_cmpstr (sc_game_get_tag (game, "Tag10"), ==, "changed");
  g_assert_cmpstr (sc_game_get_tag (game, "Tag1999"), ==, "value 1999");
  g_assert_cmpstr (sc_game_get_tag (game, "Tag2000"), ==, "new");
  gui_new_game (window);
  gui_remove_file (path);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-details/keyboard/tab-and-enter", test_tab_and_enter);
  g_test_add_func ("/gui-details/keyboard/wrong-date", test_wrong_date);
  g_test_add_func ("/gui-details/keyboard/letters-reach-a-field", test_letters_reach_a_field);
  g_test_add_func ("/gui-details/keyboard/result-as-written", test_result_as_written);
  g_test_add_func ("/gui-details/keyboard/implausible-elo", test_implausible_elo);
  g_test_add_func ("/gui-details/keyboard/mate-gives-result", test_mate_gives_result);
  g_test_add_func ("/gui-details/many-tags", test_many_tags);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
