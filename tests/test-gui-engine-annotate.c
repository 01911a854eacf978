/* test-gui-engine-annotate.c: Annotate Game and Annotate All Games with
 * Stockfish from the window's menu: one undo step a game, Stop, edits
 * during the analysis, a missing engine, and the engine's words in the
 * move list
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory; exits 77 (skipped) without a
 * display. The annotating tests need Stockfish (apt install stockfish):
 * without it they are skipped.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-annotate-bar.h"
#include "sc-annotate-dialog.h"
#include "sc-comment.h"
#include "sc-engine.h"
#include "sc-pgn-writer.h"
#include "sc-preferences-window.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

static char *
pgn_of (ScGame *game)
{
  GString *out = g_string_new (NULL);

  sc_write_pgn_game (out, game);
  return g_string_free (out, FALSE);
}

static char *
current_pgn (void)
{
  return pgn_of (sc_window_get_game (window));
}

/* The PGN on one line: the writer breaks lines anywhere between words. */
static gboolean
pgn_contains (const char *pgn,
              const char *part)
{
  g_autofree char *flat = g_strdup (pgn);

  g_strdelimit (flat, "\n", ' ');
  return strstr (flat, part) != NULL;
}

static gboolean
skip_without_stockfish (void)
{
  g_autofree char *stockfish = sc_engine_find_default ();

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return TRUE;
  if (stockfish != NULL)
    return FALSE;
  g_test_skip ("no Stockfish: apt install stockfish");
  return TRUE;
}

/* The window's parts */

static gboolean
is_button_for (GtkWidget *widget,
               gpointer   action)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static ScAnnotateBar *
bar (void)
{
  GtkWidget *found = gui_find_widget (GTK_WIDGET (window), gui_is_of_type, GSIZE_TO_POINTER (SC_TYPE_ANNOTATE_BAR));

  g_assert_nonnull (found);
  return SC_ANNOTATE_BAR (found);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WINDOW (toplevel);
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  GtkWindow *dialog = find_toplevel (SC_TYPE_ANNOTATE_DIALOG);

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

/* The dialog as the action (the menu's item, or Ctrl+E) opens it. */
static ScAnnotateDialog *
open_dialog (const char *action)
{
  if (g_str_equal (action, "ctrl+e"))
    gui_press_key (GTK_WIDGET (window), GDK_KEY_e, GDK_CONTROL_MASK);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  gui_wait_for (dialog_shown, NULL, "the Annotate dialog");
  gui_wait_until_shown (GTK_WIDGET (find_toplevel (SC_TYPE_ANNOTATE_DIALOG)));
  gui_wait_for_paint (GTK_WIDGET (find_toplevel (SC_TYPE_ANNOTATE_DIALOG)));
  {
    /* It opens with room for all it holds: nothing to scroll to. */
    GtkWidget *scrolled = gui_find_widget (GTK_WIDGET (find_toplevel (SC_TYPE_ANNOTATE_DIALOG)), gui_is_of_type,
                                           GSIZE_TO_POINTER (GTK_TYPE_SCROLLED_WINDOW));
    GtkAdjustment *vertical = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

    g_assert_cmpfloat (gtk_adjustment_get_upper (vertical), <=, gtk_adjustment_get_page_size (vertical) + 1);
  }
  return SC_ANNOTATE_DIALOG (find_toplevel (SC_TYPE_ANNOTATE_DIALOG));
}

/* Types the budget in thousands of nodes into the focused spin button,
 * then clicks Annotate, or presses Enter. */
static void
start_with (ScAnnotateDialog *dialog,
            const char       *thousand_nodes,
            gboolean          enter)
{
  GtkWidget *annotate = gui_find_widget (GTK_WIDGET (dialog), is_button_for, "annotate.start");
  ScEngineLimits limits;

  g_assert_true (GTK_IS_SPIN_BUTTON (gtk_root_get_focus (GTK_ROOT (dialog)))
                 || GTK_IS_SPIN_BUTTON (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (dialog)),
                                                                 GTK_TYPE_SPIN_BUTTON)));
  gui_press_key (GTK_WIDGET (dialog), GDK_KEY_a, GDK_CONTROL_MASK);
  gui_type (GTK_WIDGET (dialog), thousand_nodes);
  if (enter)
    gui_type (GTK_WIDGET (dialog), "\n");
  else
    gui_click (annotate, gtk_widget_get_width (annotate) / 2.0, gtk_widget_get_height (annotate) / 2.0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  sc_annotate_dialog_get_limits (dialog, &limits);
  g_assert_cmpuint (limits.nodes, ==, g_ascii_strtoull (thousand_nodes, NULL, 10) * 1000);
}

static gboolean
run_ended (gpointer data)
{
  return !sc_annotate_bar_get_revealed (bar ());
}

static gboolean
progress_made (gpointer data)
{
  return sc_annotate_bar_get_fraction (bar ()) > 0.0 || run_ended (NULL);
}

static void
undo_by_key (void)
{
  gui_press_key (GTK_WIDGET (window), GDK_KEY_z, GDK_CONTROL_MASK);
  gui_settle ();
}

/* Main-line moves with an [%eval] in the engine's part of the comment. */
static guint
count_engine_evals (ScGame *game)
{
  guint n = 0;

  for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
    {
      g_autofree char *user = NULL;
      g_autofree char *engine = NULL;

      sc_comment_split_engine (node->comment_after, &user, &engine);
      if (engine != NULL && strstr (engine, "[%eval ") != NULL)
        n++;
    }
  return n;
}

/* One game */

static void
test_game (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *text = NULL;
  ScAnnotateDialog *dialog;

  if (skip_without_stockfish ())
    return;
  gui_open_data_file (window, "annotated.pgn");
  before = current_pgn ();
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));

  dialog = open_dialog ("win.annotate-game");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Annotate Game");
  start_with (dialog, "2", FALSE);
  g_assert_true (sc_annotate_bar_get_revealed (bar ()));
  gui_wait_for (run_ended, NULL, "the annotation of the game");

  /* Every move of the main line but the last has the engine's [%eval];
   * the user's words, NAGs and own evaluation stay as they were. */
  after = current_pgn ();
  g_assert_cmpstr (after, !=, before);
  g_assert_cmpuint (count_engine_evals (sc_window_get_game (window)), >=, 40);
  g_assert_true (pgn_contains (after, "[%engine Stockfish"));
  g_assert_true (pgn_contains (after, "The Spanish."));
  g_assert_true (pgn_contains (after, "3. Bb5 $1"));
  g_assert_true (pgn_contains (after, "[%eval 0.35]"));
  g_assert_true (pgn_contains (after, "[%foo some unknown command] It is kept as written."));
  g_assert_true (sc_game_record_get_modified (sc_game_file_get_record (
    sc_document_get_game_file (sc_window_get_document (window)), 0)));
  /* The move list shows none of the commands. */
  text = gui_move_text (window);
  g_assert_null (strstr (text, "[%"));
  gui_assert_text_contains (text, "3. Bb5! The Spanish.");

  /* One Ctrl+Z takes it all back, byte for byte. */
  undo_by_key ();
  g_free (after);
  after = current_pgn ();
  g_assert_cmpstr (after, ==, before);
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));
}

/* Stop while the engine runs: the game stays as it was. */
static void
test_stop (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GtkWidget *stop;

  if (skip_without_stockfish ())
    return;
  gui_open_data_file (window, "annotated.pgn");
  before = current_pgn ();
  /* 300,000 nodes a position: some seconds for the game. */
  start_with (open_dialog ("ctrl+e"), "300", TRUE);
  gui_wait_for (progress_made, NULL, "the first position searched");
  g_assert_false (run_ended (NULL));
  stop = gui_find_widget (GTK_WIDGET (bar ()), is_button_for, "win.annotate-stop");
  gui_click (stop, gtk_widget_get_width (stop) / 2.0, gtk_widget_get_height (stop) / 2.0);
  g_assert_true (run_ended (NULL));

  /* Nothing comes later from the engine. */
  for (guint i = 0; i < 20; i++)
    gui_settle ();
  after = current_pgn ();
  g_assert_cmpstr (after, ==, before);
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
}

/* A move added while the engine analyses: the analysis no longer fits,
 * the game keeps the user's move and nothing else, and the window says
 * why. */
static void
test_edit_during_analysis (void)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AdwMessageDialog *question;
  ScGameNode *last;
  ScPosition pos;
  ScMove moves[SC_MAX_MOVES];

  if (skip_without_stockfish ())
    return;
  gui_open_data_file (window, "annotated.pgn");
  start_with (open_dialog ("win.annotate-game"), "20", FALSE);
  g_assert_false (run_ended (NULL));

  /* The game goes on by one move, at its end. */
  last = sc_game_get_root (sc_window_get_game (window));
  while (last->first_child != NULL)
    last = last->first_child;
  sc_window_go_to (window, last);
  sc_game_position_at (sc_window_get_game (window), last, &pos);
  g_assert_cmpuint (sc_position_legal_moves (&pos, moves), >, 0);
  gui_play_move (window, moves[0]);
  before = current_pgn ();

  gui_wait_for (run_ended, NULL, "the annotation of the edited game");
  question = gui_wait_for_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "The Game Changed During the Analysis");
  gui_answer_question ("close");
  after = current_pgn ();
  g_assert_cmpstr (after, ==, before);
  g_assert_false (pgn_contains (after, "%engine"));
}

/* Annotates the game with the engine at path, which fails: the message
 * says said, the way to Preferences and that nothing changed, and the
 * game stays as it was. response answers it: "preferences" opens them
 * at the engine's page. */
static void
assert_annotation_fails (const char *path,
                         const char *said,
                         const char *response)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AdwMessageDialog *question;
  const char *body;

  g_settings_set_string (harness.settings, "engine-path", path);
  gui_open_data_file (window, "annotated.pgn");
  before = current_pgn ();
  start_with (open_dialog ("win.annotate-game"), "2", FALSE);
  gui_wait_for (run_ended, NULL, "the engine's failure");
  question = gui_wait_for_question ();
  body = adw_message_dialog_get_body (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "The Engine Stopped");
  g_assert_nonnull (strstr (body, said));
  g_assert_nonnull (strstr (body, "Preferences"));
  g_assert_nonnull (strstr (body, "Nothing was changed."));
  gui_answer_question (response);
  if (g_str_equal (response, "preferences"))
    {
      GtkWindow *preferences = find_toplevel (SC_TYPE_PREFERENCES_WINDOW);

      g_assert_nonnull (preferences);
      /* On the engine's page, where the remedy is. */
      g_assert_cmpstr (adw_preferences_window_get_visible_page_name (ADW_PREFERENCES_WINDOW (preferences)), ==,
                       "analysis");
      gtk_window_destroy (preferences);
      gui_settle ();
    }
  after = current_pgn ();
  g_assert_cmpstr (after, ==, before);
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
  g_settings_reset (harness.settings, "engine-path");
}

/* No engine at the path chosen: the error says so, and its Preferences
 * button opens them. */
static void
test_missing_engine (void)
{
  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  assert_annotation_fails ("/nonexistent/scoresheet/stockfish", "/nonexistent/scoresheet/stockfish", "preferences");
}

/* The engine fails during the search: crashed, or silent from the start
 * (after the engine's ten seconds of patience). */
static void
assert_engine_fails (const char *scenario,
                     const char *said)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-engine-XXXXXX", NULL);
  g_autofree char *script = gui_scripted_engine (dir, scenario);

  assert_annotation_fails (script, said, "close");
  gui_remove_scripted_engine (dir, script);
}

static void
test_engine_crash (void)
{
  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  assert_engine_fails ("crash-on-go", "stopped unexpectedly");
}

static void
test_engine_hang (void)
{
  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  assert_engine_fails ("hang-handshake", "did not answer “uci”");
}

/* Every game of the file: each its own undo step in its game, the one
 * that cannot be read left alone, nothing saved. */
static void
test_file (void)
{
  ScDocument *document = sc_window_get_document (window);
  ScGameFile *games;
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
  ScAnnotateDialog *dialog;
  guint n;

  if (skip_without_stockfish ())
    return;
  gui_open_data_file (window, "annotated.pgn");
  games = sc_document_get_game_file (document);
  n = sc_game_file_get_n_games (games);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ScGame) game = sc_game_file_get_game (games, i, NULL);

      g_ptr_array_add (before, pgn_of (game));
    }

  dialog = open_dialog ("win.annotate-file");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Annotate All Games");
  start_with (dialog, "2", FALSE);
  gui_wait_for (run_ended, NULL, "the annotation of the file");

  /* The window stays on the game it showed. */
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 0);
  g_assert_true (sc_document_get_modified (document));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ScGame) game = sc_game_file_get_game (games, i, NULL);
      g_autofree char *pgn = pgn_of (game);
      /* Game 3 has an illegal move: it is repaired before it is annotated. */
      gboolean annotated = i != 2;

      g_assert_cmpint (sc_game_record_get_modified (sc_game_file_get_record (games, i)), ==, annotated);
      g_assert_cmpint (pgn_contains (pgn, "[%engine Stockfish"), ==, annotated);
    }

  /* One undo per game, newest first, each showing its game. */
  undo_by_key ();
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 3);
  undo_by_key ();
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 1);
  undo_by_key ();
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 0);
  g_assert_false (sc_document_can_undo (document));
  g_assert_false (sc_document_get_modified (document));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ScGame) game = sc_game_file_get_game (games, i, NULL);
      g_autofree char *pgn = pgn_of (game);

      g_assert_cmpstr (pgn, ==, g_ptr_array_index (before, i));
    }
}

/* A game inserted while the file is annotated: the positions no longer
 * name their games, so the run stops and says why. */
static void
test_list_change (void)
{
  ScDocument *document = sc_window_get_document (window);
  AdwMessageDialog *question;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  if (skip_without_stockfish ())
    return;
  gui_open_data_file (window, "annotated.pgn");
  before = current_pgn ();
  start_with (open_dialog ("win.annotate-file"), "300", FALSE);
  g_assert_false (run_ended (NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.game-new", NULL));
  gui_settle ();
  g_assert_true (run_ended (NULL));
  question = gui_wait_for_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Annotation Stopped");
  gui_answer_question ("close");

  /* Only the new game is a step; the first game is as it was. */
  g_assert_true (sc_document_undo (document));
  g_assert_false (sc_document_can_undo (document));
  g_assert_cmpuint (sc_game_file_get_n_games (sc_document_get_game_file (document)), ==, 4);
  after = current_pgn ();
  g_assert_cmpstr (after, ==, before);
}

/* The engine's words */

static gboolean
has_tag_at (GtkTextBuffer *buffer,
            const char    *text,
            const char    *part,
            const char    *tag_name)
{
  const char *found = strstr (text, part);
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), tag_name);
  GtkTextIter iter;

  g_assert_nonnull (found);
  g_assert_nonnull (tag);
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, (int) g_utf8_pointer_to_offset (text, found));
  return gtk_text_iter_has_tag (&iter, tag);
}

static void
test_engine_words (void)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (gui_find_text_view (GTK_WIDGET (gui_move_list (window))));
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  gui_open_data_file (window, "engine-annotated.pgn");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);

  /* The user's words first, in the comment's colour; then the engine's,
   * set apart; no command shown. */
  g_assert_nonnull (strstr (text, "A trap."));
  g_assert_nonnull (strstr (text, "misses 5.Bxf7+, winning a pawn"));
  g_assert_null (strstr (text, "[%"));
  g_assert_null (strstr (text, "Stockfish"));
  g_assert_true (has_tag_at (buffer, text, "A trap.", "comment"));
  g_assert_false (has_tag_at (buffer, text, "A trap.", "engine-comment"));
  g_assert_true (has_tag_at (buffer, text, "misses 5.Bxf7+", "engine-comment"));
  g_assert_false (has_tag_at (buffer, text, "misses 5.Bxf7+", "comment"));
  g_assert_true (has_tag_at (buffer, text, "the only move", "engine-comment"));
}

/* The sentences spell moves in the notation language's letters, as the
 * dialog says; the PGN's moves stay English. */
static void
test_notation_language (void)
{
  g_autofree char *pgn = NULL;
  ScAnnotateDialog *dialog;
  GtkWidget *row;
  gboolean norwegian_move = FALSE;

  if (skip_without_stockfish ())
    return;
  g_settings_set_string (harness.settings, "notation-language", "nb");
  gui_open_data_file (window, "engine-annotated.pgn");
  dialog = open_dialog ("win.annotate-game");
  row = gui_find_widget (GTK_WIDGET (dialog), gui_is_of_type, GSIZE_TO_POINTER (ADW_TYPE_ACTION_ROW));
  while (row != NULL && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Notation") != 0)
    row = gtk_widget_get_next_sibling (row);
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "K\u00A0D\u00A0T\u00A0L\u00A0S"));
  start_with (dialog, "20", FALSE);
  gui_wait_for (run_ended, NULL, "the annotation in Norwegian letters");

  /* Annotating again replaced the engine's English words. */
  for (ScGameNode *node = sc_game_get_root (sc_window_get_game (window))->first_child; node != NULL;
       node = node->first_child)
    {
      g_autofree char *words = sc_comment_engine_text (node->comment_after);
      g_autoptr(GRegex) english = g_regex_new ("\\b[NBQR]x?[a-h][1-8]", 0, 0, NULL);
      g_autoptr(GRegex) norwegian = g_regex_new ("\\b[KDTLS]x?[a-h][1-8]", 0, 0, NULL);

      g_assert_false (g_regex_match (english, words, 0, NULL));
      norwegian_move |= g_regex_match (norwegian, words, 0, NULL);
    }
  g_assert_true (norwegian_move);
  pgn = current_pgn ();
  g_assert_true (pgn_contains (pgn, "5. Nxf7"));
  g_assert_true (pgn_contains (pgn, "A trap."));

  /* With figurines in the move list, the dialog says the words' moves,
   * written in letters, are shown in figurines there. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "as in the move list"));
  g_settings_set_boolean (harness.settings, "figurines", TRUE);
  dialog = open_dialog ("win.annotate-game");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "shown in figurines"));
  gtk_window_close (GTK_WINDOW (dialog));
  gui_settle ();
  g_settings_reset (harness.settings, "figurines");
  g_settings_reset (harness.settings, "notation-language");
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-engine-annotate/engine-words", test_engine_words);
  g_test_add_func ("/gui-engine-annotate/game", test_game);
  g_test_add_func ("/gui-engine-annotate/stop", test_stop);
  g_test_add_func ("/gui-engine-annotate/edit-during-analysis", test_edit_during_analysis);
  g_test_add_func ("/gui-engine-annotate/missing-engine", test_missing_engine);
  g_test_add_func ("/gui-engine-annotate/engine-crash", test_engine_crash);
  g_test_add_func ("/gui-engine-annotate/engine-hang", test_engine_hang);
  g_test_add_func ("/gui-engine-annotate/file", test_file);
  g_test_add_func ("/gui-engine-annotate/list-change", test_list_change);
  g_test_add_func ("/gui-engine-annotate/notation-language", test_notation_language);
  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
