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
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "gui-harness.h"
#include "sc-analysis-pane.h"
#include "sc-comment.h"
#include "sc-eval-bar.h"
#include "sc-eval-graph.h"
#include "sc-preferences-window.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

/* Preferences */

/* The preferences window just opened, shown. */
static GtkWindow *
find_preferences (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

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

static GtkWindow *
open_preferences (void)
{
  g_action_group_activate_action (G_ACTION_GROUP (harness.app), "preferences", NULL);
  return find_preferences ();
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

static gboolean
is_button_labelled (GtkWidget *widget,
                    gpointer   label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Half the machine's memory in megabytes, within the key's range. */
static double
half_the_memory (void)
{
  gint64 bytes = (gint64) sysconf (_SC_PHYS_PAGES) * sysconf (_SC_PAGE_SIZE);

  return CLAMP (bytes / 2 / (1024 * 1024), 64, 65536);
}

static GtkSpinButton *
spin_of_row (GtkWindow  *preferences,
             const char *title)
{
  GtkWidget *row = gui_find_widget (GTK_WIDGET (preferences), is_row_titled, (gpointer) title);

  g_assert_nonnull (row);
  return GTK_SPIN_BUTTON (gui_find_widget (row, is_spin_button, NULL));
}

/* A chosen engine's path, with characters that markup would take. */
#define ENGINE_PATH "/opt/R&D <engines>/komodo"

static gboolean
is_label_showing (GtkWidget *widget,
                  gpointer   text)
{
  return GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text);
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
  /* No larger a hash than the machine can give: the engine would fail. */
  gtk_spin_button_get_range (hash, &lower, &upper);
  g_assert_cmpfloat (lower, ==, 1);
  g_assert_cmpfloat (upper, ==, half_the_memory ());
  gtk_spin_button_set_value (hash, 999999);
  gui_settle ();
  g_assert_cmpint (g_settings_get_int (harness.settings, "engine-hash"), ==, (int) half_the_memory ());

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
  g_settings_set_string (harness.settings, "engine-path", ENGINE_PATH);
  gui_settle ();
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (engine_row)), ==, ENGINE_PATH);
  /* Shown as it is: a path is no markup. */
  g_assert_nonnull (gui_find_widget (engine_row, is_label_showing, (gpointer) ENGINE_PATH));
  g_assert_true (gtk_widget_get_sensitive (reset));
  g_signal_emit_by_name (reset, "clicked");
  gui_settle ();
  {
    g_autofree char *path = g_settings_get_string (harness.settings, "engine-path");

    g_assert_cmpstr (path, ==, "");
  }
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (engine_row)), !=, ENGINE_PATH);

  g_settings_reset (harness.settings, "engine-hash");
  g_settings_reset (harness.settings, "engine-lines");
  gtk_window_destroy (preferences);
  gui_settle ();
}

/* The evaluation graph and bar */

static gpointer
find_part (GType type)
{
  GtkWidget *part = gui_find_widget (GTK_WIDGET (window), gui_is_of_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (part);
  return part;
}

/* The node of the ply-th move of the main line (1 = White's first). */
static ScGameNode *
main_line (guint ply)
{
  ScGameNode *node = sc_game_get_root (sc_window_get_game (window));

  for (guint i = 0; i < ply; i++)
    node = node->first_child;
  return node;
}

static void
test_eval_graph (void)
{
  ScEvalGraph *graph = find_part (SC_TYPE_EVAL_GRAPH);

  gui_new_game (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (graph)));
  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;

  /* 13 of the 14 moves have an [%eval]. */
  gui_open_data_file (window, "evals.pgn");
  gui_wait_until_shown (GTK_WIDGET (graph));
  g_assert_cmpuint (sc_eval_graph_count_evals (graph), ==, 13);
  g_assert_true (sc_window_get_current (window) == main_line (0));

  /* A real click at White's fourth move, 4. Nxe5, goes there. */
  gui_click (GTK_WIDGET (graph), sc_eval_graph_ply_x (graph, 7), gtk_widget_get_height (GTK_WIDGET (graph)) / 2.0);
  g_assert_true (sc_window_get_current (window) == main_line (7));
  /* And at the end. */
  gui_click (GTK_WIDGET (graph), gtk_widget_get_width (GTK_WIDGET (graph)) - 1, 2);
  g_assert_true (sc_window_get_current (window) == main_line (14));

  /* The click gave it the keyboard, which walks it too. */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (graph)));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Left, 0);
  g_assert_true (sc_window_get_current (window) == main_line (13));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Home, 0);
  g_assert_true (sc_window_get_current (window) == main_line (0));

  gui_new_game (window);
  gui_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (graph)));
}

static void
test_eval_bar (void)
{
  ScEvalBar *bar = find_part (SC_TYPE_EVAL_BAR);
  ScEval eval;

  gui_open_data_file (window, "evals.pgn");
  sc_window_go_to (window, main_line (7));
  gui_settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (sc_eval_bar_get_eval (bar, &eval));
  g_assert_false (eval.mate);
  g_assert_cmpfloat_with_epsilon (eval.value, -2.1, 1e-9);
  g_assert_cmpstr (sc_eval_bar_get_text (bar), ==, "\u22122.1");

  sc_window_go_to (window, main_line (12));
  gui_settle ();
  g_assert_cmpstr (sc_eval_bar_get_text (bar), ==, "\u2212M1");
  sc_window_go_to (window, main_line (1));
  gui_settle ();
  g_assert_cmpstr (sc_eval_bar_get_text (bar), ==, "+0.3");

  /* The last move has none: the bar stays, empty, so that the board
   * beside it does not move; a game without any has no bar. */
  sc_window_go_to (window, main_line (14));
  gui_settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_false (sc_eval_bar_get_eval (bar, &eval));
  g_assert_null (sc_eval_bar_get_text (bar));

  gui_new_game (window);
  gui_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
}

/* The analysis pane, with a scripted engine, and with Stockfish */

static char *engine_path;

static gboolean
pane_has_error (gpointer pane)
{
  return sc_analysis_pane_get_error (pane) != NULL;
}

static void
show_analysis (gboolean shown)
{
  GtkWidget *pane = find_part (SC_TYPE_ANALYSIS_PANE);

  if (gtk_widget_get_visible (pane) != shown)
    {
      /* The shortcut, as the user presses it: the move entry has the keyboard. */
      gtk_widget_grab_focus (GTK_WIDGET (gui_move_entry (window)));
      gui_press_key (GTK_WIDGET (window), GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
    }
  g_assert_cmpint (gtk_widget_get_visible (pane), ==, shown);
}

static gboolean
skip_without_stockfish (void)
{
  if (engine_path == NULL)
    {
      g_test_skip ("No Stockfish");
      return TRUE;
    }
  return gui_skip_without_typing (GTK_WIDGET (window));
}

static void
play_e4 (void)
{
  gui_new_game (window);
  gui_play_move (window, sc_move_new (gui_square ("e2"), gui_square ("e4"), SC_MOVE_NORMAL, 0));
  gui_settle ();
}

static gboolean
best_line_is_mate (gpointer pane)
{
  g_autofree char *line = sc_analysis_pane_get_line_text (pane, 0);
  g_autofree char *second = sc_analysis_pane_get_line_text (pane, 1);

  return line != NULL && second != NULL && g_str_has_prefix (line, "\u2212M3");
}

static gboolean
has_one_line (gpointer pane)
{
  g_autofree char *first = sc_analysis_pane_get_line_text (pane, 0);
  g_autofree char *second = sc_analysis_pane_get_line_text (pane, 1);

  return first != NULL && second == NULL;
}

/* The scripted engine writes its log on each search: the options and a
 * second "go" show the search started again with them. */
static char *engine_log;

static gboolean
pane_has_line_searched_again (gpointer pane)
{
  g_autofree char *log = NULL;
  const char *last_go;

  if (!has_one_line (pane) || !g_file_get_contents (engine_log, &log, NULL, NULL))
    return FALSE;
  last_go = g_strrstr (log, "go infinite");
  return last_go != NULL && last_go != strstr (log, "go infinite") &&
         strstr (log, "setoption name MultiPV value 1") != NULL;
}

static gboolean
engine_told_to_quit (gpointer data)
{
  g_autofree char *log = NULL;

  return g_file_get_contents (engine_log, &log, NULL, NULL) && g_str_has_suffix (log, "\nquit\n");
}

static gboolean
is_analysis_line (GtkWidget *widget,
                  gpointer   data)
{
  return gtk_widget_has_css_class (widget, "analysis-line");
}

/* The pointer's watcher on the pane's lines: what GTK tells when the
 * pointer comes over them and leaves. */
static GtkEventController *
lines_pointer_watcher (ScAnalysisPane *pane)
{
  GtkWidget *lines = gtk_widget_get_parent (gui_find_widget (GTK_WIDGET (pane), is_analysis_line, NULL));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (lines);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        return controller;
    }
  g_assert_not_reached ();
}

/* A newer line waits while the pointer is over the lines, so that the
 * move under it stays the one the user aims at; it comes when the
 * pointer leaves. */
static void
check_lines_hold_under_pointer (ScAnalysisPane *pane)
{
  GtkEventController *watcher = lines_pointer_watcher (pane);
  ScAnalysis *analysis = sc_analysis_pane_get_analysis (pane);
  ScUciInfo *newest = g_ptr_array_index (sc_analysis_get_lines (analysis), 0);
  g_autoptr(GArray) whole = g_array_copy (newest->pv);
  g_autofree char *held = NULL;
  g_autofree char *after = NULL;

  g_signal_emit_by_name (watcher, "enter", 20.0, 5.0);
  g_array_set_size (newest->pv, 1);
  g_signal_emit_by_name (analysis, "changed");
  held = sc_analysis_pane_get_line_text (pane, 0);
  g_assert_cmpstr (held, ==, "\u2212M3 1...\u00A0d5 2.\u00A0exd5 Dxd5");
  g_signal_emit_by_name (watcher, "leave");
  after = sc_analysis_pane_get_line_text (pane, 0);
  g_assert_cmpstr (after, ==, "\u2212M3 1...\u00A0d5");
  g_array_set_size (newest->pv, 0);
  g_array_append_vals (newest->pv, whole->data, whole->len);
  g_signal_emit_by_name (analysis, "changed");
}

static void
test_pane_lines (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  ScEvalBar *bar = find_part (SC_TYPE_EVAL_BAR);
  ScBoardView *board = gui_board (window);
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  g_autofree char *engine = gui_scripted_engine (dir, "normal");
  g_autofree char *line = NULL;
  ScGameNode *e4, *d5;
  ScEval eval;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  engine_log = g_build_filename (dir, "engine.log", NULL);
  g_settings_set_string (harness.settings, "engine-path", engine);
  g_settings_set_int (harness.settings, "engine-lines", 2);
  g_settings_set_string (harness.settings, "notation-language", "nb");
  play_e4 ();
  e4 = sc_window_get_current (window);
  show_analysis (TRUE);
  gui_wait_for (best_line_is_mate, pane, "the engine's lines");
  /* From White's side, numbered from Black's move, in Norwegian letters:
   * the queen is D. */
  line = sc_analysis_pane_get_line_text (pane, 0);
  g_assert_cmpstr (line, ==, "\u2212M3 1...\u00A0d5 2.\u00A0exd5 Dxd5");
  g_clear_pointer (&line, g_free);
  line = sc_analysis_pane_get_line_text (pane, 1);
  g_assert_cmpstr (line, ==, "\u22120.1 1...\u00A0c5");
  g_assert_null (sc_analysis_pane_get_error (pane));
  check_lines_hold_under_pointer (pane);
  /* The bar shows the analysis of the position. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_cmpstr (sc_eval_bar_get_text (bar), ==, "\u2212M3");

  /* One line from Preferences: the search starts again, one line shown. */
  g_settings_set_int (harness.settings, "engine-lines", 1);
  gui_wait_for (has_one_line, pane, "one line");
  gui_wait_for (pane_has_line_searched_again, pane, "the search started again");

  /* A move previewed on the board; the game's position stays the one
   * the board plays on, and a click on the board gives it back. */
  g_signal_emit_by_name (pane, "preview-move", 0, 2);
  g_assert_true (sc_board_view_get_previewing (board));
  g_assert_cmpint (sc_board_view_get_position (board)->board[gui_square ("e4")], ==,
                   SC_MAKE_PIECE (SC_WHITE, SC_PAWN));
  {
    graphene_rect_t a1;

    sc_board_view_square_rect (board, gui_square ("a1"), &a1);
    gui_click (GTK_WIDGET (board), a1.origin.x + a1.size.width / 2, a1.origin.y + a1.size.height / 2);
  }
  g_assert_false (sc_board_view_get_previewing (board));
  g_assert_null (e4->first_child);
  /* So does Escape, wherever the focus is: here, the move list. */
  g_signal_emit_by_name (pane, "preview-move", 0, 2);
  g_assert_true (sc_board_view_get_previewing (board));
  gtk_widget_grab_focus (gui_find_widget (GTK_WIDGET (gui_move_list (window)), gui_is_of_type,
                                          GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW)));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Escape, 0);
  g_assert_false (sc_board_view_get_previewing (board));

  /* Added as a variation with its evaluation: one step to undo. The
   * line added is the one shown, though the engine's newest line, not
   * shown yet, has changed meanwhile: here, to its first move alone. */
  {
    ScUciInfo *newest = g_ptr_array_index (sc_analysis_get_lines (sc_analysis_pane_get_analysis (pane)), 0);
    g_autoptr(GArray) shown = g_array_copy (newest->pv);

    g_array_set_size (newest->pv, 1);
    g_signal_emit_by_name (pane, "add-line", 0);
    g_array_set_size (newest->pv, 0);
    g_array_append_vals (newest->pv, shown->data, shown->len);
  }
  gui_settle ();
  d5 = e4->first_child;
  g_assert_nonnull (d5);
  g_assert_cmpint (sc_move_to (d5->move), ==, gui_square ("d5"));
  g_assert_nonnull (d5->first_child);
  g_assert_nonnull (d5->first_child->first_child);
  g_assert_null (d5->first_child->first_child->first_child);
  g_assert_true (sc_comment_get_eval (d5->comment_after, &eval));
  g_assert_true (eval.mate);
  g_assert_cmpfloat (eval.value, ==, -3);
  g_assert_true (sc_window_get_current (window) == e4);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gui_settle ();
  g_assert_null (e4->first_child);

  /* A line that starts with the game's own move: that move keeps what was
   * written on it, and the evaluation goes on the first move added. */
  {
    ScDocument *document = sc_window_get_document (window);
    ScGame *game = sc_window_get_game (window);
    ScMove d7d5 = sc_move_new (gui_square ("d7"), gui_square ("d5"), SC_MOVE_NORMAL, 0);

    sc_document_push (document, sc_game_add_move (game, e4, d7d5, &d5), e4);
    sc_document_push (document, sc_game_set_comment (game, d5, FALSE, "[%eval 0.50] Mine."), e4);
    gui_settle ();
    g_signal_emit_by_name (pane, "add-line", 0);
    gui_settle ();
    g_assert_cmpstr (d5->comment_after, ==, "[%eval 0.50] Mine.");
    g_assert_nonnull (d5->first_child);
    g_assert_true (sc_comment_get_eval (d5->first_child->comment_after, &eval));
    g_assert_true (eval.mate);
    /* Added again, the whole line is the game's: nothing changes. */
    g_assert_cmpuint (sc_document_get_last_step (document), >, 0);
    {
      guint64 step = sc_document_get_last_step (document);

      g_signal_emit_by_name (pane, "add-line", 0);
      gui_settle ();
      g_assert_cmpuint (sc_document_get_last_step (document), ==, step);
    }
    for (guint i = 0; i < 3; i++)
      gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
    gui_settle ();
    g_assert_null (e4->first_child);
  }

  /* Figurines, as the move list writes them. */
  g_settings_set_boolean (harness.settings, "figurines", TRUE);
  gui_settle ();
  g_clear_pointer (&line, g_free);
  line = sc_analysis_pane_get_line_text (pane, 0);
  g_assert_nonnull (strstr (line, "\u2655xd5"));
  g_settings_reset (harness.settings, "figurines");

  /* Hidden, the engine is told to quit, and the bar goes with it. */
  show_analysis (FALSE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  gui_wait_for (engine_told_to_quit, NULL, "the engine told to quit");
  g_settings_reset (harness.settings, "notation-language");
  g_settings_reset (harness.settings, "engine-lines");
  g_settings_reset (harness.settings, "engine-path");
  gui_remove_scripted_engine (dir, engine);
  g_clear_pointer (&engine_log, g_free);
}

static gboolean
pane_has_error_and_line (gpointer pane)
{
  g_autofree char *line = sc_analysis_pane_get_line_text (pane, 0);

  return line != NULL && sc_analysis_pane_get_error (pane) != NULL;
}

static gboolean
pane_has_no_line (gpointer pane)
{
  g_autofree char *line = sc_analysis_pane_get_line_text (pane, 0);

  return line == NULL;
}

/* The engine ends in the middle of its search: the error is said, the
 * line found before it stays while the game stays at its position. */
static void
test_pane_crash (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  g_autofree char *script = gui_scripted_engine (dir, "crash-on-go");
  g_autofree char *line = NULL;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  g_settings_set_string (harness.settings, "engine-path", script);
  play_e4 ();
  show_analysis (TRUE);
  gui_wait_for (pane_has_error_and_line, pane, "the crash");
  /* What happened, then what to do about it here. */
  g_assert_true (g_str_has_suffix (sc_analysis_pane_get_error (pane),
                                   "stopped unexpectedly: it exited with status 3. "
                                   "Try again, or choose another engine in Preferences."));
  line = sc_analysis_pane_get_line_text (pane, 0);
  g_assert_cmpstr (line, ==, "\u22120.2 1...\u00A0e5");
  /* Once the game leaves the position, nothing searches the new one, and
   * the old line goes; the error stays. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-back", NULL);
  gui_wait_for (pane_has_no_line, pane, "the old line gone");
  g_assert_nonnull (sc_analysis_pane_get_error (pane));
  show_analysis (FALSE);
  g_settings_reset (harness.settings, "engine-path");
  gui_remove_scripted_engine (dir, script);
}

static gboolean
lines_are_for_current (gpointer pane)
{
  g_autofree char *line = sc_analysis_pane_get_line_text (pane, 0);
  ScGameNode *current = sc_window_get_current (window);

  /* After 1. Nf3 Nc6 2. Ng1 Nb8 3. Nf3 the knight f3 is White's again:
   * the line is Black's, from move 3. */
  return line != NULL && current->parent != NULL && strstr (line, "3...\u00A0") != NULL;
}

static gboolean
searched_twice (gpointer data)
{
  g_autofree char *log = NULL;
  const char *first;

  if (!g_file_get_contents (engine_log, &log, NULL, NULL) || (first = strstr (log, "go infinite")) == NULL)
    return FALSE;
  return strstr (first + 1, "go infinite") != NULL;
}

/* Away and back before the engine answered the stop: the position is
 * searched again, rather than left with the stopped search. */
static void
test_pane_back_before_stopped (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  g_autofree char *engine = gui_scripted_engine (dir, "normal");
  ScGameNode *e4;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  engine_log = g_build_filename (dir, "engine.log", NULL);
  g_settings_set_string (harness.settings, "engine-path", engine);
  g_settings_set_int (harness.settings, "engine-lines", 2);
  play_e4 ();
  e4 = sc_window_get_current (window);
  show_analysis (TRUE);
  gui_wait_for (best_line_is_mate, pane, "the engine's lines");
  /* No main loop between: the stop is sent, its answer comes after. */
  sc_window_go_to (window, e4->parent);
  sc_window_go_to (window, e4);
  gui_wait_for (searched_twice, NULL, "the position searched again");
  gui_wait_for (best_line_is_mate, pane, "the engine's lines again");
  show_analysis (FALSE);
  gui_wait_for (engine_told_to_quit, NULL, "the engine told to quit");
  g_settings_reset (harness.settings, "engine-lines");
  g_settings_reset (harness.settings, "engine-path");
  gui_remove_scripted_engine (dir, engine);
  g_clear_pointer (&engine_log, g_free);
}

static void
test_pane_follows_moves (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  static const char *moves[] = { "g1f3", "b8c6", "f3g1", "c6b8", "g1f3" };
  ScGameNode *node;

  if (skip_without_stockfish ())
    return;
  g_settings_set_string (harness.settings, "engine-path", engine_path);
  g_settings_set_int (harness.settings, "engine-hash", 16);
  gui_new_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    gui_play_move (window, sc_move_new (gui_square (moves[i]), gui_square (moves[i] + 2), SC_MOVE_NORMAL, 0));
  node = sc_window_get_current (window);
  show_analysis (TRUE);
  /* Back and forth faster than the engine can stop: it ends on the last. */
  for (guint i = 0; i < 20; i++)
    {
      sc_window_go_to (window, i % 2 == 0 ? node->parent : node);
      g_main_context_iteration (NULL, FALSE);
    }
  sc_window_go_to (window, node);
  gui_wait_for (lines_are_for_current, pane, "the lines of the last position");
  show_analysis (FALSE);
  g_settings_reset (harness.settings, "engine-path");
  g_settings_reset (harness.settings, "engine-hash");
}

static gboolean
pane_says_game_over (gpointer pane)
{
  return sc_analysis_pane_get_game_over (pane) != NULL;
}

static gboolean
pane_has_no_game_over (gpointer pane)
{
  return sc_analysis_pane_get_game_over (pane) == NULL;
}

/* Mate on the board: the pane says so where the lines would be, and the
 * position one move before has lines again. */
static void
test_pane_game_over (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);

  if (skip_without_stockfish ())
    return;
  g_settings_set_string (harness.settings, "engine-path", engine_path);
  gui_open_data_file (window, "evals.pgn");
  sc_window_go_to (window, main_line (14));
  show_analysis (TRUE);
  gui_wait_for (pane_says_game_over, pane, "checkmate said");
  g_assert_cmpstr (sc_analysis_pane_get_game_over (pane), ==, "Checkmate: Black wins");
  sc_window_go_to (window, main_line (13));
  gui_wait_for (pane_has_no_game_over, pane, "the lines of the move before");
  show_analysis (FALSE);
  g_settings_reset (harness.settings, "engine-path");
  gui_new_game (window);
}

/* No engine at the path: the error says so, and its Preferences button
 * opens them at the engine's page. */
static void
test_pane_missing_engine (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  GtkWindow *preferences;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  g_settings_set_string (harness.settings, "engine-path", "/nonexistent/engine");
  gui_new_game (window);
  show_analysis (TRUE);
  gui_wait_for (pane_has_error, pane, "the error");
  g_assert_nonnull (strstr (sc_analysis_pane_get_error (pane), "/nonexistent/engine"));
  g_signal_emit_by_name (gui_find_widget (GTK_WIDGET (pane), is_button_labelled, "_Preferences"), "clicked");
  preferences = find_preferences ();
  g_assert_cmpstr (adw_preferences_window_get_visible_page_name (ADW_PREFERENCES_WINDOW (preferences)), ==,
                   "analysis");
  gtk_window_destroy (preferences);
  gui_settle ();
  show_analysis (FALSE);
  g_settings_reset (harness.settings, "engine-path");
}

/* The engine's lines after a failure: the engine works again. */
static gboolean
pane_works_again (gpointer pane)
{
  g_autofree char *second = sc_analysis_pane_get_line_text (pane, 1);

  return second != NULL && sc_analysis_pane_get_error (pane) == NULL;
}

/* The engine at script analyses the position after 1. e4, and fails. */
static void
analyse_e4_until_failure (ScAnalysisPane *pane,
                          const char     *script)
{
  g_settings_set_string (harness.settings, "engine-path", script);
  play_e4 ();
  show_analysis (TRUE);
  gui_wait_for (pane_has_error, pane, "the engine's failure");
}

/* A failed engine is started again: by a change of its settings, and by
 * Try Again. */
static void
test_pane_starts_again (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  g_autofree char *small_memory = gui_scripted_engine (dir, "small-memory");
  g_autofree char *crashing = gui_scripted_engine (dir, "crash-on-go");
  g_autofree char *mended = NULL;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  /* A hash larger than the machine has: once the hash is one it has,
   * the engine starts again by itself. */
  g_settings_set_int (harness.settings, "engine-hash", 4096);
  analyse_e4_until_failure (pane, small_memory);
  g_assert_nonnull (strstr (sc_analysis_pane_get_error (pane), "exited with status 1"));
  g_settings_set_int (harness.settings, "engine-hash", 64);
  gui_wait_for (pane_works_again, pane, "the engine started again, without the error");
  show_analysis (FALSE);

  /* A crash, then the engine mended (here: replaced by one that works):
   * Try Again starts it again. */
  analyse_e4_until_failure (pane, crashing);
  mended = gui_scripted_engine (dir, "normal");
  g_assert_cmpint (g_rename (mended, crashing), ==, 0);
  g_signal_emit_by_name (gui_find_widget (GTK_WIDGET (pane), is_button_labelled, "_Try Again"), "clicked");
  gui_wait_for (pane_works_again, pane, "the engine started again, without the error");
  show_analysis (FALSE);

  g_settings_reset (harness.settings, "engine-hash");
  g_settings_reset (harness.settings, "engine-path");
  g_remove (small_memory);
  gui_remove_scripted_engine (dir, crashing);
}

static gboolean
hash_fits_machine (gpointer data)
{
  return g_settings_get_int (harness.settings, "engine-hash") == (int) half_the_memory ();
}

/* A hash above what the machine has (set elsewhere, as by an older
 * version) is used as the machine's largest: Preferences show it, and an
 * engine that cannot have more starts. */
static void
test_pane_hash_above_memory (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  g_autofree char *dir = NULL;
  g_autofree char *engine = NULL;
  GtkWindow *preferences;

  if (half_the_memory () >= 65536)
    {
      g_test_skip ("The machine gives the largest hash the setting takes");
      return;
    }
  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  engine = gui_scripted_engine (dir, "machine-memory");
  g_settings_set_int (harness.settings, "engine-hash", 65536);
  gui_wait_for (hash_fits_machine, NULL, "the hash made half the machine's memory");
  preferences = open_preferences ();
  g_assert_cmpfloat (gtk_spin_button_get_value (spin_of_row (preferences, "_Hash Table")), ==, half_the_memory ());
  gtk_window_destroy (preferences);
  gui_settle ();

  g_settings_set_string (harness.settings, "engine-path", engine);
  play_e4 ();
  show_analysis (TRUE);
  gui_wait_for (pane_works_again, pane, "the engine's lines, without an error");
  show_analysis (FALSE);

  g_settings_reset (harness.settings, "engine-hash");
  g_settings_reset (harness.settings, "engine-path");
  gui_remove_scripted_engine (dir, engine);
}

/* A Chess960 game in which White castled with the b1 rook, the king
 * dragged onto it: the position the chess960 scripted engine knows. */
static void
start_chess960_game (void)
{
  g_autoptr(ScGame) game = sc_game_new ();

  gui_new_game (window);
  sc_game_set_tag (game, "Variant", "Chess960");
  g_assert_true (sc_game_set_start_fen (game, "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 1", NULL));
  sc_window_set_game (window, game, NULL);
  gui_settle ();
  sc_board_view_drag (gui_board (window), gui_square ("g1"), gui_square ("b1"));
  gui_settle ();
  g_assert_cmpint (sc_move_kind (main_line (1)->move), ==, SC_MOVE_CASTLING);
}

static gboolean
pane_has_castling (gpointer pane)
{
  g_autofree char *line = sc_analysis_pane_get_line_text (pane, 0);

  return line != NULL && strstr (line, "0-0-0") != NULL;
}

static gboolean
best_line_is_mate_in_three (gpointer pane)
{
  g_autofree char *line = sc_analysis_pane_get_line_text (pane, 0);

  return line != NULL && g_str_has_prefix (line, "\u2212M3");
}

/* The engine told of Chess960 and its castling read; an engine without
 * it refused with its name, and its process used for the next ordinary
 * game. */
static void
test_pane_chess960 (void)
{
  ScAnalysisPane *pane = find_part (SC_TYPE_ANALYSIS_PANE);
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  g_autofree char *engine = gui_scripted_engine (dir, "chess960");
  g_autofree char *plain_dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  g_autofree char *plain = gui_scripted_engine (plain_dir, "normal");
  g_autofree char *log_path = g_build_filename (dir, "engine.log", NULL);
  g_autofree char *plain_log_path = g_build_filename (plain_dir, "engine.log", NULL);
  g_autofree char *log = NULL;
  g_autofree char *line = NULL;
  g_autofree char *pid_line = NULL;
  g_autoptr(ScGame) ordinary = sc_game_new ();

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  g_settings_set_string (harness.settings, "engine-path", engine);
  start_chess960_game ();
  show_analysis (TRUE);
  gui_wait_for (pane_has_castling, pane, "the engine's castling");
  line = sc_analysis_pane_get_line_text (pane, 0);
  g_test_message ("%s", line);
  g_assert_nonnull (strstr (line, "1...\u00A00-0-0 2.\u00A0Kb1"));
  g_assert_null (sc_analysis_pane_get_error (pane));
  g_assert_true (g_file_get_contents (log_path, &log, NULL, NULL));
  g_assert_nonnull (strstr (log, "setoption name UCI_Chess960 value true\n"));
  g_assert_nonnull (strstr (log, "position fen 1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1 moves g1b1\n"));
  show_analysis (FALSE);

  g_settings_set_string (harness.settings, "engine-path", plain);
  show_analysis (TRUE);
  gui_wait_for (pane_has_error, pane, "the engine refused");
  g_assert_nonnull (strstr (sc_analysis_pane_get_error (pane), plain));
  g_assert_nonnull (strstr (sc_analysis_pane_get_error (pane), "Chess960"));
  g_clear_pointer (&log, g_free);
  g_assert_true (g_file_get_contents (plain_log_path, &log, NULL, NULL));
  pid_line = g_strndup (log, strcspn (log, "\n") + 1);
  /* The position the scripted engine's lines are for, after 1. e4. */
  g_assert_true (sc_game_set_start_fen (ordinary, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL));
  sc_window_set_game (window, ordinary, NULL);
  gui_wait_for (best_line_is_mate_in_three, pane, "the ordinary game's line");
  g_assert_null (sc_analysis_pane_get_error (pane));
  g_clear_pointer (&log, g_free);
  g_assert_true (g_file_get_contents (plain_log_path, &log, NULL, NULL));
  g_assert_true (g_str_has_prefix (log, pid_line));
  g_assert_null (strstr (log, "UCI_Chess960"));
  show_analysis (FALSE);
  g_settings_reset (harness.settings, "engine-path");
  gui_remove_scripted_engine (dir, engine);
  gui_remove_scripted_engine (plain_dir, plain);
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;
  engine_path = g_find_program_in_path ("stockfish");
  if (engine_path == NULL && g_file_test ("/usr/games/stockfish", G_FILE_TEST_IS_EXECUTABLE))
    engine_path = g_strdup ("/usr/games/stockfish");

  g_test_add_func ("/analysis/preferences", test_preferences);
  g_test_add_func ("/analysis/eval-graph", test_eval_graph);
  g_test_add_func ("/analysis/eval-bar", test_eval_bar);
  g_test_add_func ("/analysis/pane-lines", test_pane_lines);
  g_test_add_func ("/analysis/pane-crash", test_pane_crash);
  g_test_add_func ("/analysis/pane-back-before-stopped", test_pane_back_before_stopped);
  g_test_add_func ("/analysis/pane-follows-moves", test_pane_follows_moves);
  g_test_add_func ("/analysis/pane-missing-engine", test_pane_missing_engine);
  g_test_add_func ("/analysis/pane-starts-again", test_pane_starts_again);
  g_test_add_func ("/analysis/pane-hash-above-memory", test_pane_hash_above_memory);
  g_test_add_func ("/analysis/pane-game-over", test_pane_game_over);
  g_test_add_func ("/analysis/pane-chess960", test_pane_chess960);

  {
    int status = g_test_run ();

    gui_harness_finish (&harness);
    return status;
  }
}
