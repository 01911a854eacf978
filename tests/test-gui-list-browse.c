/* test-gui-list-browse.c: finding and opening games in the list of a
 * file: its columns, signs and toasts, sorting and searching very many
 * games, and opening games with one click or Enter
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keys and clicks go through the X server (XTest), as a user's would; the
 * tests skip without XTest. Exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-game-file.h"
#include "sc-game-list.h"
#include "sc-game-record.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

static const char *games_pgn =
  "[Event \"Club Championship\"]\n[Site \"Oslo NOR\"]\n[Date \"2024.03.14\"]\n[Round \"3\"]\n"
  "[White \"Dahl, Ingrid\"]\n[Black \"Núñez, José\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
  "[Event \"Youth Championship\"]\n[Site \"Oslo NOR\"]\n[Date \"2024.03.14\"]\n[Round \"4\"]\n"
  "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
  "[Event \"Spring Open\"]\n[Site \"?\"]\n[Date \"2024.04.??\"]\n[Round \"1\"]\n"
  "[White \"Hansen, Kari\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n\n1. c4 e5 1/2-1/2\n\n"
  "[Event \"Autumn Cup\"]\n[Site \"?\"]\n[Date \"2023.10.01\"]\n[Round \"2\"]\n"
  "[White \"Lie, Per\"]\n[Black \"Moe, Siri\"]\n[Result \"0-1\"]\n\n1. Nf3 0-1\n";

static GtkWidget *
win (void)
{
  return GTK_WIDGET (window);
}

/* The game list */

static gboolean
is_game_list (GtkWidget *widget,
              gpointer   data)
{
  return SC_IS_GAME_LIST (widget);
}

/* The list of the games of text (n of them), shown. */
static ScGameList *
show_games_of (char       **dir,
               const char  *text,
               guint        n)
{
  ScGameList *list = SC_GAME_LIST (gui_find_widget (win (), is_game_list, NULL));
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  *dir = g_dir_make_tmp ("scoresheet-list-browse-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "games.pgn", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  file = g_file_new_for_path (path);
  g_assert_true (sc_window_open_file (window, file, &error));
  g_assert_no_error (error);
  sc_game_file_wait_indexed (sc_document_get_game_file (sc_window_get_document (window)));
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  gui_wait_for_paint (win ());
  gui_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (sc_game_list_get_rows (list)), ==, n);
  return list;
}

static ScGameList *
show_games (char **dir)
{
  return show_games_of (dir, games_pgn, 4);
}

static void
close_games (ScGameList *list,
             char       *dir)
{
  g_autofree char *path = g_build_filename (dir, "games.pgn", NULL);

  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
  gui_new_game (window);
  g_unlink (path);
  g_rmdir (dir);
  g_free (dir);
}


static GtkColumnViewColumn *
find_column (GtkColumnView *view,
             const char    *title)
{
  GListModel *columns = gtk_column_view_get_columns (view);

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      if (g_strcmp0 (gtk_column_view_column_get_title (column), title) == 0)
        return column;
    }
  return NULL;
}

/* Waits for the list, which sorts a little at a time, to have the games
 * of these numbers in this order. */
static void
assert_order (GListModel  *rows,
              const guint *numbers)
{
  gboolean same = FALSE;

  for (guint tries = 0; tries < 100 && !same; tries++)
    {
      same = TRUE;
      for (guint i = 0; i < 4; i++)
        {
          g_autoptr(ScGameRecord) record = g_list_model_get_item (rows, i);

          same &= sc_game_record_get_number (record) == numbers[i];
        }
      if (!same)
        gui_wait_for_paint (win ());
    }
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(ScGameRecord) record = g_list_model_get_item (rows, i);

      g_assert_cmpuint (sc_game_record_get_number (record), ==, numbers[i]);
    }
}

/* An Event column that sorts, and the event where no player is known. */
static void
test_event_column (void)
{
  char *dir = NULL;
  ScGameList *list = show_games (&dir);
  GtkColumnView *view = sc_game_list_get_view (list);
  GtkColumnViewColumn *event = find_column (view, "Event");
  GListModel *rows = sc_game_list_get_rows (list);
  const guint by_event[] = { 4, 1, 3, 2 };
  const guint by_white[] = { 1, 3, 4, 2 };

  g_assert_nonnull (event);
  gtk_column_view_sort_by_column (view, event, GTK_SORT_ASCENDING);
  assert_order (rows, by_event);

  /* Game 2 has no players: its event and round stand in their place,
   * and sort there. */
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (view), gui_is_label_with_text, "Youth Championship, round 4"));
  gtk_column_view_sort_by_column (view, find_column (view, "White"), GTK_SORT_ASCENDING);
  assert_order (rows, by_white);
  gtk_column_view_sort_by_column (view, NULL, GTK_SORT_ASCENDING);
  close_games (list, dir);
}

static gboolean
is_shown_warning (GtkWidget *widget,
                  gpointer   text)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  return GTK_IS_IMAGE (widget) && gtk_widget_get_mapped (widget) && tooltip != NULL
         && g_str_has_suffix (tooltip, text);
}

static gboolean
shows_warning (gpointer list)
{
  return gui_find_widget (list, is_shown_warning, (gpointer) "“Ke3” is not a legal move here; did you mean Ke2?")
         != NULL;
}

static gboolean
shows_toast (gpointer text)
{
  return gui_find_widget (win (), gui_is_label_with_text, text) != NULL;
}

static gboolean
is_close_button (GtkWidget *widget,
                 gpointer   data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0;
}

/* A game that cannot be read whole has its sign in the list before
 * anyone opens it, and a toast counts such games. */
static void
test_failed_game_marked (void)
{
  g_autofree char *text = g_strconcat (games_pgn, "\n[Event \"Broken\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n",
                                       NULL);
  char *dir = NULL;
  ScGameList *list = show_games_of (&dir, text, 5);
  GtkWidget *warning, *number;

  gui_wait_for (shows_warning, list, "the sign of the broken game");
  warning = gui_find_widget (GTK_WIDGET (list), is_shown_warning, (gpointer) "did you mean Ke2?");
  /* In the row of game 5, which was not opened. */
  number = gtk_widget_get_last_child (gtk_widget_get_parent (warning));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (number)), ==, "5");
  g_assert_cmpuint (sc_document_get_game_position (sc_window_get_document (window)), ==, 0);
  gui_wait_for (shows_toast, (gpointer) "1 game could not be read whole", "the toast");
  close_games (list, dir);
}

/* The close button of the toast whose title is title, or NULL. */
static GtkWidget *
toast_close_button (const char *title)
{
  GtkWidget *toast = gui_find_widget (win (), gui_is_label_with_text, (gpointer) title);

  while (toast != NULL && g_strcmp0 (gtk_widget_get_css_name (toast), "toast") != 0)
    toast = gtk_widget_get_parent (toast);
  return toast != NULL ? gui_find_widget (toast, is_close_button, NULL) : NULL;
}

/* Closed with its ×, a toast gives the keyboard back to the move entry:
 * typing goes on there, not into the comment under the toast. */
static void
test_toast_close_keeps_keyboard (void)
{
  GtkWidget *close = NULL, *focus;

  if (gui_skip_without_typing (win ()))
    return;
  gui_open_data_file (window, "annotated.pgn");
  gui_wait_for (shows_toast, (gpointer) "1 game could not be read whole", "the toast");
  gtk_widget_grab_focus (GTK_WIDGET (gui_move_entry (window)));
  /* The toast slides in, and may take the place of one an earlier test
   * left: its close button is clicked once it stands still. */
  {
    graphene_rect_t last = GRAPHENE_RECT_INIT (0, 0, 0, 0), now;
    guint still = 0;

    for (guint i = 0; i < 1000 && still < 10; i++)
      {
        gui_settle ();
        close = toast_close_button ("1 game could not be read whole");
        if (close == NULL || !gtk_widget_compute_bounds (close, GTK_WIDGET (window), &now))
          {
            still = 0;
            continue;
          }
        still = graphene_rect_equal (&now, &last) ? still + 1 : 0;
        last = now;
      }
  }
  g_assert_nonnull (close);
  gui_click (close, gtk_widget_get_width (close) / 2.0, gtk_widget_get_height (close) / 2.0);
  for (guint i = 0; i < 20; i++)
    gui_settle ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (gui_move_entry (window))));
}

/* A file of 100,100 games, more than the list sorts at once: remove it
 * with its folder. The players take turns from a list,
 * and *n_lefevre games have Lefèvre, Zoé among them. */
static char *
write_many_games (char  **dir,
                  guint  *n_lefevre)
{
  static const char *const players[] = {
    "Berg, Ingrid", "Hansen, Magnus", "Kowalski, Piotr", "Lefèvre, Zoé", "Müller, Jürgen", "Smith, John", "Østby, Åse",
  };
  g_autoptr(GString) text = g_string_new (NULL);
  char *path;

  *dir = g_dir_make_tmp ("scoresheet-list-XXXXXX", NULL);
  path = g_build_filename (*dir, "many.pgn", NULL);
  *n_lefevre = 0;
  for (guint i = 0; i < 100100; i++)
    {
      guint white = i % G_N_ELEMENTS (players), black = (i / 3 + 1) % G_N_ELEMENTS (players);

      g_string_append_printf (text, "[Event \"Club\"]\n[White \"%s\"]\n[Black \"%s\"]\n[Result \"*\"]\n\n*\n\n",
                              players[white], players[black]);
      *n_lefevre += white == 3 || black == 3;
    }
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  return path;
}

typedef struct {
  GtkWidget  *list;
  const char *count;
} ListCount;

static gboolean
count_shown (gpointer data)
{
  ListCount *wanted = data;

  return gui_find_widget (wanted->list, gui_is_label_with_text, (gpointer) wanted->count) != NULL;
}

/* A search or a sort through very many games says it is under way, in
 * place of a count of the games found so far, until it has been through
 * them all. */
static void
test_search_under_way (void)
{
  ScGameList *list = SC_GAME_LIST (gui_find_widget (win (), is_game_list, NULL));
  GtkColumnView *view = sc_game_list_get_view (list);
  g_autofree char *dir = NULL;
  guint n_lefevre;
  g_autofree char *path = write_many_games (&dir, &n_lefevre);
  g_autofree char *found = g_strdup_printf ("%u of 100100 games", n_lefevre);
  ListCount all = { GTK_WIDGET (list), "100100 games" }, some = { GTK_WIDGET (list), found };

  gui_open_path (window, path);
  sc_game_file_wait_indexed (sc_document_get_game_file (sc_window_get_document (window)));
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  gui_wait_for (count_shown, &all, "the count of all the games");

  /* The list goes through the games a few hundred at a time. */
  sc_game_list_set_search (list, "LEFEVRE");
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "Searching…"));
  gui_wait_for (count_shown, &some, "the search to end with its count");
  g_assert_null (gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "Searching…"));
  sc_game_list_set_search (list, "");
  gui_wait_for (count_shown, &all, "the count of all the games again");

  gtk_column_view_sort_by_column (view, find_column (view, "Black"), GTK_SORT_ASCENDING);
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "Sorting…"));
  gui_wait_for (count_shown, &all, "the sort to end with the count");
  gtk_column_view_sort_by_column (view, NULL, GTK_SORT_ASCENDING);
  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
  gui_new_game (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* Are the rows in the order of their Black (by_white FALSE) or White
 * players, case aside, as a reader would check it? Every game of the
 * corpus has both players, which the columns show. */
static gboolean
rows_in_order_of_players (GListModel *rows,
                          gboolean    by_white)
{
  for (guint i = 1; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(ScGameRecord) before = g_list_model_get_item (rows, i - 1);
      g_autoptr(ScGameRecord) after = g_list_model_get_item (rows, i);
      g_autofree char *first = g_utf8_casefold (by_white ? sc_game_record_get_white (before)
                                                         : sc_game_record_get_black (before), -1);
      g_autofree char *second = g_utf8_casefold (by_white ? sc_game_record_get_white (after)
                                                          : sc_game_record_get_black (after), -1);

      if (g_utf8_collate (first, second) > 0)
        return FALSE;
    }
  return TRUE;
}

/* Are the rows in the order of the view's sorter? */
static gboolean
rows_in_order (GtkColumnView *view,
               GListModel    *rows)
{
  GtkSorter *sorter = gtk_column_view_get_sorter (view);

  for (guint i = 1; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GObject) before = g_list_model_get_item (rows, i - 1);
      g_autoptr(GObject) after = g_list_model_get_item (rows, i);

      if (gtk_sorter_compare (sorter, before, after) == GTK_ORDERING_LARGER)
        return FALSE;
    }
  return TRUE;
}

typedef struct {
  ScGameList *list;
  guint       n_rows;
} ListRows;

/* Has the search been through every game, leaving n_rows? The rows must
 * be in order all the while. */
static gboolean
searched_in_order (gpointer data)
{
  ListRows *wanted = data;
  GListModel *rows = sc_game_list_get_rows (wanted->list);

  g_assert_true (rows_in_order (sc_game_list_get_view (wanted->list), rows));
  return g_list_model_get_n_items (rows) == wanted->n_rows;
}

/* A club's file of 2000 games is sorted at once: sorted by Black, the
 * rows are in order as soon as asked, and stay so while a search and its
 * emptying go through the games, never half sorted for a while. */
static void
test_sorted_at_once (void)
{
  ScGameList *list = SC_GAME_LIST (gui_find_widget (win (), is_game_list, NULL));
  GtkColumnView *view = sc_game_list_get_view (list);
  GListModel *rows = sc_game_list_get_rows (list);
  ListRows found = { list, 448 }, all = { list, 2000 };

  gui_open_data_file (window, "corpus/selfplay.pgn");
  sc_game_file_wait_indexed (sc_document_get_game_file (sc_window_get_document (window)));
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  gui_wait_for_paint (win ());

  gtk_column_view_sort_by_column (view, find_column (view, "White"), GTK_SORT_ASCENDING);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 2000);
  g_assert_true (rows_in_order_of_players (rows, TRUE));
  gtk_column_view_sort_by_column (view, find_column (view, "Black"), GTK_SORT_ASCENDING);
  g_assert_true (rows_in_order_of_players (rows, FALSE));
  g_assert_false (rows_in_order_of_players (rows, TRUE));
  g_assert_true (rows_in_order (view, rows));
  sc_game_list_set_search (list, "LEFEVRE");
  gui_wait_for (searched_in_order, &found, "the search's 448 games, in order");
  g_assert_true (rows_in_order_of_players (rows, FALSE));
  sc_game_list_set_search (list, "");
  gui_wait_for (searched_in_order, &all, "all 2000 games again, in order");
  g_assert_true (rows_in_order_of_players (rows, FALSE));
  gui_wait_for_paint (win ());
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "2000 games"));

  gtk_column_view_sort_by_column (view, NULL, GTK_SORT_ASCENDING);
  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
  gui_new_game (window);
}

#ifdef HAVE_XTEST
#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>

static Display *
x_display (void)
{
  return gdk_x11_display_get_xdisplay (gtk_widget_get_display (win ()));
}

/* The real pointer to the middle of widget. */
static void
point_at (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  Window xid = gdk_x11_surface_get_xid (gtk_native_get_surface (native));
  double x, y, dx, dy;
  int root_x, root_y;
  Window child;

  g_assert_true (gtk_widget_translate_coordinates (widget, GTK_WIDGET (native), gtk_widget_get_width (widget) / 2.0,
                                                   gtk_widget_get_height (widget) / 2.0, &x, &y));
  gtk_native_get_surface_transform (native, &dx, &dy);
  XTranslateCoordinates (x_display (), xid, DefaultRootWindow (x_display ()), (int) (x + dx), (int) (y + dy),
                         &root_x, &root_y, &child);
  XTestFakeMotionEvent (x_display (), -1, root_x, root_y, CurrentTime);
  XSync (x_display (), False);
  gui_settle ();
}

static void
click (GtkWidget *widget)
{
  point_at (widget);
  gui_click (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static gboolean
is_search_entry (GtkWidget *widget,
                 gpointer   data)
{
  return GTK_IS_SEARCH_ENTRY (widget);
}

static guint
selected_game (ScGameList *list)
{
  GtkSelectionModel *selection = gtk_column_view_get_model (sc_game_list_get_view (list));
  guint row = gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection));
  g_autoptr(ScGameRecord) record = g_list_model_get_item (sc_game_list_get_rows (list), row);

  return record != NULL ? sc_game_record_get_number (record) - 1 : G_MAXUINT;
}

typedef struct
{
  ScGameList *list;
  guint       game;
} SelectedGame;

static gboolean
game_is_selected (gpointer data)
{
  SelectedGame *expected = data;

  return selected_game (expected->list) == expected->game;
}

static gboolean
game_is_shown (gpointer data)
{
  return sc_document_get_game_position (sc_window_get_document (window)) == GPOINTER_TO_UINT (data);
}

/* The pointer's events reach the list when the X server sends them: on a
 * busy machine, later than one settling of the main loop. */
static void
wait_selected (ScGameList *list,
               guint       game)
{
  SelectedGame expected = { list, game };

  gui_wait_for (game_is_selected, &expected, "the row under the pointer to be selected");
}

/* One click opens a game; so does Enter on a row. */
static void
test_one_click_opens (void)
{
  char *dir = NULL;
  ScGameList *list;
  ScDocument *document = sc_window_get_document (window);
  GtkWidget *cell;

  if (gui_skip_without_typing (win ()))
    return;
  list = show_games (&dir);
  /* The game shown is selected as the rows come, the list being hidden
   * when it was opened. */
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 0);
  g_assert_cmpuint (selected_game (list), ==, 0);
  cell = gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "Hansen, Kari");
  g_assert_nonnull (cell);
  click (cell);
  gui_wait_for (game_is_shown, GUINT_TO_POINTER (2), "the clicked game to open");

  /* The row under the pointer is selected, to be clicked; away from the
   * rows, the selected one is the game shown. */
  point_at (gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "Dahl, Ingrid"));
  wait_selected (list, 0);
  point_at (gui_find_widget (GTK_WIDGET (list), is_search_entry, NULL));
  wait_selected (list, 2);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 2);
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "White"), ==, "Hansen, Kari");

  /* The clicked row has the focus: Down and Enter open the next game. */
  gui_press_key (win (), GDK_KEY_Down, 0);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 2);
  gui_press_key (win (), GDK_KEY_Return, 0);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 3);
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "Event"), ==, "Autumn Cup");
  close_games (list, dir);
}

static gboolean
shows_game_shown (gpointer list)
{
  return selected_game (list) == sc_document_get_game_position (sc_window_get_document (window));
}

/* An edit of the list keeps the row of the game shown selected: moved
 * up, a game added after it, the game deleted; in a list of 2000 games
 * sorted by number, which each edit sorts again, bit by bit. */
static void
test_edits_keep_selection (void)
{
  ScGameList *list = SC_GAME_LIST (gui_find_widget (win (), is_game_list, NULL));
  ScDocument *document = sc_window_get_document (window);

  if (gui_skip_without_typing (win ()))
    return;
  gui_open_data_file (window, "corpus/selfplay.pgn");
  sc_game_file_wait_indexed (sc_document_get_game_file (document));
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  gui_wait_for_paint (win ());
  {
    GListModel *columns = gtk_column_view_get_columns (sc_game_list_get_view (list));
    g_autoptr(GtkColumnViewColumn) number = g_list_model_get_item (columns, 0);

    gtk_column_view_sort_by_column (sc_game_list_get_view (list), number, GTK_SORT_ASCENDING);
  }
  g_assert_true (sc_document_open_game (document, 56, NULL));
  gui_wait_for (shows_game_shown, list, "game 57 selected");
  g_assert_true (sc_document_move_game (document, 56, 55));
  gui_wait_for (shows_game_shown, list, "game 56 selected after the move up");
  g_assert_true (sc_document_insert_game (document, 56, NULL));
  gui_wait_for (shows_game_shown, list, "the new game selected");
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 56);
  g_assert_true (sc_document_remove_game (document, 56));
  gui_wait_for (shows_game_shown, list, "the row of the game shown selected");
  gtk_column_view_sort_by_column (sc_game_list_get_view (list), NULL, GTK_SORT_ASCENDING);
  gtk_widget_set_visible (GTK_WIDGET (list), FALSE);
  gui_new_game (window);
}

static gboolean
has_fewer_rows (gpointer list)
{
  return g_list_model_get_n_items (sc_game_list_get_rows (list)) < 4;
}

static gboolean
has_four_rows (gpointer list)
{
  return g_list_model_get_n_items (sc_game_list_get_rows (list)) == 4;
}

static gboolean
is_shown_popover (GtkWidget *widget,
                  gpointer   data)
{
  return GTK_IS_POPOVER_MENU (widget) && gtk_widget_get_visible (widget);
}

/* From the keyboard: Shift+F10 in the list opens the menu of its games,
 * and Escape in the search field empties it. */
static void
test_list_keys (void)
{
  char *dir = NULL;
  ScGameList *list;
  GtkWidget *search;
  GtkWidget *menu;

  if (gui_skip_without_typing (win ()))
    return;
  list = show_games (&dir);
  gtk_widget_grab_focus (GTK_WIDGET (sc_game_list_get_view (list)));
  gui_press_key (win (), GDK_KEY_F10, GDK_SHIFT_MASK);
  menu = gui_find_widget (GTK_WIDGET (list), is_shown_popover, NULL);
  g_assert_nonnull (menu);
  gtk_popover_popdown (GTK_POPOVER (menu));
  gui_settle ();

  search = gui_find_widget (GTK_WIDGET (list), is_search_entry, NULL);
  gtk_widget_grab_focus (search);
  gui_type (win (), "Hansen");
  /* The search runs once typing pauses. */
  gui_wait_for (has_fewer_rows, list, "the search's rows");
  gui_press_key (win (), GDK_KEY_Escape, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "");
  gui_wait_for (has_four_rows, list, "every game listed again");
  close_games (list, dir);
}

static gboolean
has_one_row (gpointer list)
{
  return g_list_model_get_n_items (sc_game_list_get_rows (list)) == 1;
}

static guint
only_row_number (ScGameList *list)
{
  g_autoptr(ScGameRecord) record = g_list_model_get_item (sc_game_list_get_rows (list), 0);

  return sc_game_record_get_number (record);
}

/* The search finds names case and accents aside, either way round:
 * "nunez" typed finds Núñez, and "HÁNSEN" Hansen. */
static gboolean
shows_no_match (gpointer list)
{
  return gui_find_widget (list, gui_is_label_with_text, (gpointer) "No player or event matches “Capablanca”") != NULL;
}

static void
test_search_folds_accents (void)
{
  char *dir = NULL;
  ScGameList *list;
  GtkWidget *search;

  if (gui_skip_without_typing (win ()))
    return;
  list = show_games (&dir);
  search = gui_find_widget (GTK_WIDGET (list), is_search_entry, NULL);
  gtk_widget_grab_focus (search);
  gui_type (win (), "nunez");
  gui_wait_for (has_one_row, list, "the game of Núñez alone");
  g_assert_cmpuint (only_row_number (list), ==, 1);
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "Núñez, José"));
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (list), gui_is_label_with_text, "1 of 4 games"));

  sc_game_list_set_search (list, "HÁNSEN");
  gui_wait_for (has_one_row, list, "the game of Hansen alone");
  g_assert_cmpuint (only_row_number (list), ==, 3);

  /* Nothing found: said where the rows would be, and gone with the search. */
  sc_game_list_set_search (list, "Capablanca");
  gui_wait_for (shows_no_match, list, "the words for no game found");
  gui_press_key (win (), GDK_KEY_Escape, 0);
  gui_wait_for (has_four_rows, list, "every game listed again");
  g_assert_false (shows_no_match (list));
  close_games (list, dir);
}

#else

static void
test_one_click_opens (void)
{
  g_test_skip ("built without XTest");
}

static void
test_edits_keep_selection (void)
{
  g_test_skip ("built without XTest");
}

static void
test_list_keys (void)
{
  g_test_skip ("built without XTest");
}

static void
test_search_folds_accents (void)
{
  g_test_skip ("built without XTest");
}

#endif

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-list-browse/event-column", test_event_column);
  g_test_add_func ("/gui-list-browse/failed-game-marked", test_failed_game_marked);
  g_test_add_func ("/gui-list-browse/toast-close-keeps-keyboard", test_toast_close_keeps_keyboard);
  g_test_add_func ("/gui-list-browse/one-click-opens", test_one_click_opens);
  g_test_add_func ("/gui-list-browse/edits-keep-selection", test_edits_keep_selection);
  g_test_add_func ("/gui-list-browse/keys", test_list_keys);
  g_test_add_func ("/gui-list-browse/search-folds-accents", test_search_folds_accents);
  g_test_add_func ("/gui-list-browse/search-under-way", test_search_under_way);
  g_test_add_func ("/gui-list-browse/sorted-at-once", test_sorted_at_once);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
