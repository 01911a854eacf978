/* test-gui-list.c: the game list's rows and their menu, and games given
 * back to the list when a repaired text holds several
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-game-file.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

#define GAME_TAGS(event, white, result) \
  "[Event \"" event "\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n" \
  "[White \"" white "\"]\n[Black \"?\"]\n[Result \"" result "\"]\n\n"

/* The first game's comment is never closed: the two games after it are
 * read as part of it. */
static const char *swallowing_text =
  GAME_TAGS ("One", "A", "1-0")
  "1. e4 e5 2. Nf3 { an unclosed comment Nc6 3. Bb5 a6 1-0\n\n"
  GAME_TAGS ("Two", "C", "0-1")
  "1. d4 d5 2. c4 e6 0-1\n\n"
  GAME_TAGS ("Three", "E", "1/2-1/2")
  "1. c4 c5 2. Nc3 Nc6 1/2-1/2\n";

/* The text dialog tells where the comment opens and that the games after
 * it are in it; closed there, the text takes the failed game's place as
 * the three games it holds, and Save writes them all. */
static void
test_repair_gives_back_swallowed_games (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-list-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "swallowed.pgn", NULL);
  g_autoptr(GString) closed = g_string_new (swallowing_text);
  ScDocument *document = sc_window_get_document (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  ScGameTextDialog *dialog;
  ScGameFile *games;

  g_assert_true (g_file_set_contents (path, swallowing_text, -1, NULL));
  gui_open_path (window, path);
  games = sc_document_get_game_file (document);
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 1);
  dialog = gui_text_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==,
                   "Line 9, column 17: the comment that starts here has no closing “}”: "
                   "the games after it are inside it");

  g_string_insert_c (closed, strstr (closed->str, " Nc6") - closed->str, '}');
  sc_game_text_dialog_set_text (dialog, closed->str, FALSE);
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==,
                   "The text reads without a problem: Continue plays it.");
  sc_game_text_dialog_read (dialog);
  /* Its moves up to the comment were read: replacing them asks. */
  gui_answer_question ("replace");
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==,
                   "The text was read as 3 games, each in its place in the list.");
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 3);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 0);
  g_assert_cmpstr (sc_game_record_get_event (sc_game_file_get_record (games, 0)), ==, "One");
  g_assert_cmpstr (sc_game_record_get_event (sc_game_file_get_record (games, 1)), ==, "Two");
  g_assert_cmpstr (sc_game_record_get_event (sc_game_file_get_record (games, 2)), ==, "Three");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_document_get_game (document)), ==, 6);

  g_assert_true (sc_document_save (document, NULL, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "{an unclosed comment} 2... Nc6 3. Bb5 a6 1-0"));
  g_assert_nonnull (strstr (saved, "[Event \"Two\"]"));
  g_assert_nonnull (strstr (saved, "1. d4 d5 2. c4 e6 0-1"));
  g_assert_nonnull (strstr (saved, "[Event \"Three\"]"));
  g_assert_nonnull (strstr (saved, "1. c4 c5 2. Nc3 Nc6 1/2-1/2"));

  gtk_window_close (GTK_WINDOW (dialog));
  gui_new_game (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* Two games on one line, without tags: the list has a row for each, and
 * the second row opens the second game, not the first again. */
static void
test_games_on_one_line (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-list-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "one-line.pgn", NULL);
  ScDocument *document = sc_window_get_document (window);
  GtkColumnView *view = sc_game_list_get_view (gui_game_list (window));
  ScGame *game;

  g_assert_true (g_file_set_contents (path, "1. e4 e5 2. Nf3 Nc6 1-0 1. d4 d5 0-1\n", -1, NULL));
  gui_open_path (window, path);
  gtk_widget_set_visible (GTK_WIDGET (gui_game_list (window)), TRUE);
  gui_wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpuint (sc_game_file_get_n_games (sc_document_get_game_file (document)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))), ==, 2);

  g_signal_emit_by_name (view, "activate", 1);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 1);
  game = sc_document_get_game (document);
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 2);
  g_assert_cmpstr (sc_game_get_result (game), ==, "0-1");
  g_assert_null (sc_game_get_unread_text (game));

  gtk_widget_set_visible (GTK_WIDGET (gui_game_list (window)), FALSE);
  gui_new_game (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* Asserts that no label in widget showing a player's name ("Dahl,
 * Ingrid") is cut short; returns how many there are. */
static guint
assert_names_whole (GtkWidget *widget)
{
  guint n_names = 0;

  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), ", ") != NULL &&
      gtk_widget_get_mapped (widget))
    {
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
        g_error ("“%s” is cut short in the game list", gtk_label_get_text (GTK_LABEL (widget)));
      n_names++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_names += assert_names_whole (child);
  return n_names;
}

/* At the window's size, the list shows the players' names whole. */
static void
test_names_whole (void)
{
  ScGameList *list = gui_game_list (window);

  gui_open_data_file (window, "annotated.pgn");
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  gui_wait_for_paint (GTK_WIDGET (window));
  g_assert_cmpuint (assert_names_whole (GTK_WIDGET (sc_game_list_get_view (list))), ==, 6);
  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
  gui_new_game (window);
}

/* Whether widget or anything in it looks pressed (:active) or hovered. */
static gboolean
has_pointer_look (GtkWidget *widget)
{
  if (gtk_widget_get_state_flags (widget) & (GTK_STATE_FLAG_ACTIVE | GTK_STATE_FLAG_PRELIGHT))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_pointer_look (child))
      return TRUE;
  return FALSE;
}

static gboolean
is_popover_menu (GtkWidget *widget,
                 gpointer   data)
{
  return GTK_IS_POPOVER_MENU (widget);
}

static gboolean
menu_is_open (gpointer list)
{
  GtkWidget *menu = gui_find_widget (list, is_popover_menu, NULL);

  return menu != NULL && gtk_widget_get_mapped (menu);
}

static gboolean
menu_is_closed (gpointer list)
{
  return !menu_is_open (list);
}

/* The cell of the list's White column at y (in the view). */
static GtkWidget *
white_cell_at (GtkWidget *view,
               double     y)
{
  GtkWidget *cell = gtk_widget_pick (view, 90, y, GTK_PICK_DEFAULT);

  g_assert_true (GTK_IS_LABEL (cell));
  g_assert_nonnull (gtk_widget_get_tooltip_text (cell));
  return cell;
}

/* A row's menu takes the pointer: while it is open no row of the list can
 * be hovered or show its tooltip (over the menu), and once it closes no
 * row keeps the look of one pressed or under the pointer. */
static void
test_menu_leaves_no_hover (void)
{
  ScGameList *list = gui_game_list (window);
  GtkWidget *view = GTK_WIDGET (sc_game_list_get_view (list));
  GtkWidget *cell, *below;
  graphene_point_t at;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_open_data_file (window, "corpus/selfplay.pgn");
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  gui_wait_for_paint (GTK_WIDGET (window));

  cell = white_cell_at (view, 80);
  gui_move_pointer (cell, 4, 4);
  gui_click_button (cell, 5, 5, 3);
  gui_wait_for (menu_is_open, list, "the row's menu to open");
  /* A row well below the menu: the pointer finds nothing of the list
   * there, as a tooltip would be looked for. */
  g_assert_true (gtk_widget_compute_point (view, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (90, 380), &at));
  below = gtk_widget_pick (GTK_WIDGET (window), at.x, at.y, GTK_PICK_DEFAULT);
  g_assert_true (below == NULL || !gtk_widget_is_ancestor (below, view));

  gui_press_key (GTK_WIDGET (window), GDK_KEY_Escape, 0);
  gui_wait_for (menu_is_closed, list, "the row's menu to close");
  gui_move_pointer (GTK_WIDGET (gui_board (window)), 40, 40);
  g_assert_false (has_pointer_look (view));

  /* Closed, the rows take the pointer again (and show their tooltips). */
  below = gtk_widget_pick (GTK_WIDGET (window), at.x, at.y, GTK_PICK_DEFAULT);
  g_assert_true (below != NULL && gtk_widget_is_ancestor (below, view));
  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
  gui_new_game (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-list/repair/swallowed-games", test_repair_gives_back_swallowed_games);
  g_test_add_func ("/gui-list/menu/no-hover-left", test_menu_leaves_no_hover);
  g_test_add_func ("/gui-list/games-on-one-line", test_games_on_one_line);
  g_test_add_func ("/gui-list/names-whole", test_names_whole);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
