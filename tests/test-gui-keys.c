/* test-gui-keys.c: no work lost to a key or a click, and keys that go
 * where the user expects, with real key and pointer events
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keys and clicks go through the X server (XTest); the tests skip without
 * it. Exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-journal.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

static const char *ruy_lopez = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *";

static GtkWidget *
win (void)
{
  return GTK_WIDGET (window);
}

static ScDocument *
document (void)
{
  return sc_window_get_document (window);
}

static ScMoveEntry *
entry (void)
{
  return gui_move_entry (window);
}

static char *
main_line (void)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, sc_window_get_game (window), &pgn, SC_MOVETEXT_PGN | SC_MOVETEXT_NO_RESULT);
  return g_strstrip (g_string_free (out, FALSE));
}

static void
assert_main_line (const char *expected)
{
  g_autofree char *line = main_line ();

  g_assert_cmpstr (line, ==, expected);
}

/* A game with unsaved work: the Ruy Lopez read into a new game. */
static void
start_with_unsaved_work (void)
{
  gui_new_game (window);
  g_settings_set_string (harness.settings, "notation-language", "en");
  sc_move_entry_set_text (entry (), "");
  g_assert_false (sc_document_get_modified (document ()));
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_type (win (), "e4\ne5\n");
  g_assert_true (sc_document_get_modified (document ()));
  assert_main_line ("1. e4 e5");
}

/* Work must never be lost */

static void
test_new_asks (void)
{
  char *left;

  if (gui_skip_without_typing (win ()))
    return;
  /* Untitled work journaled by the tests before is not this test's. */
  while ((left = sc_journal_find_untitled ()) != NULL)
    {
      g_unlink (left);
      g_free (left);
    }
  start_with_unsaved_work ();

  /* Ctrl+N asks; Cancel (Escape) keeps the game as it was. So does
   * Ctrl+W, which closes the window, as in every GNOME application. */
  gui_press_key (win (), GDK_KEY_n, GDK_CONTROL_MASK);
  gui_press_key (GTK_WIDGET (gui_wait_for_question ()), GDK_KEY_Escape, 0);
  gui_settle ();
  g_assert_null (gui_find_question ());
  assert_main_line ("1. e4 e5");
  gui_press_key (win (), GDK_KEY_w, GDK_CONTROL_MASK);
  gui_press_key (GTK_WIDGET (gui_wait_for_question ()), GDK_KEY_Escape, 0);
  gui_settle ();
  g_assert_null (gui_find_question ());
  g_assert_true (gtk_widget_get_visible (win ()));
  assert_main_line ("1. e4 e5");
  g_assert_true (sc_document_get_modified (document ()));
  /* The work is in the journal until the user discards it. */
  {
    g_autofree char *journal = NULL;

    for (guint i = 0; i < 60 && (journal = sc_journal_find_untitled ()) == NULL; i++)
      g_usleep (50000), gui_settle ();
    g_assert_nonnull (journal);
  }

  /* Discard: a new game, and the journal of the work goes too. */
  gui_press_key (win (), GDK_KEY_n, GDK_CONTROL_MASK);
  gui_wait_for_question ();
  gui_answer_question ("discard");
  assert_main_line ("");
  g_assert_false (sc_document_get_modified (document ()));
  g_assert_null (sc_journal_find_untitled ());
}

static void
test_new_saves_first (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-keys-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;

  if (gui_skip_without_typing (win ()))
    return;
  start_with_unsaved_work ();
  sc_document_set_file (document (), file);

  /* Save: written first, then the new game. */
  gui_press_key (win (), GDK_KEY_n, GDK_CONTROL_MASK);
  gui_wait_for_question ();
  gui_answer_question ("save");
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "1. e4 e5 *"));
  assert_main_line ("");
  g_assert_null (sc_document_get_file (document ()));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_position_asks (void)
{
  if (gui_skip_without_typing (win ()))
    return;
  start_with_unsaved_work ();
  sc_window_start_from_fen (window, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", FALSE);
  gui_wait_for_question ();
  gui_answer_question ("cancel");
  assert_main_line ("1. e4 e5");
  sc_window_start_from_fen (window, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", FALSE);
  gui_answer_question ("discard");
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "FEN"), ==, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
}

/* The Scoresheet windows other than the test's own. */
static GList *
other_windows (void)
{
  GList *others = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (harness.app)); l != NULL; l = l->next)
    if (SC_IS_WINDOW (l->data) && l->data != (gpointer) window)
      others = g_list_prepend (others, l->data);
  return others;
}

/* A file opened over unsaved work gets a window of its own: the work
 * stays where it is. */
static void
assert_opened_beside (const char *how)
{
  GList *others = NULL;

  for (guint i = 0; i < 100 && (others = other_windows ()) == NULL; i++)
    gui_settle ();
  g_assert_nonnull (others);
  g_assert_null (others->next);
  for (guint i = 0; i < 100 && sc_document_get_file (sc_window_get_document (others->data)) == NULL; i++)
    gui_settle ();
  g_test_message ("%s: a new window", how);
  g_assert_nonnull (sc_document_get_file (sc_window_get_document (others->data)));
  assert_main_line ("1. e4 e5");
  g_assert_true (sc_document_get_modified (document ()));
  gtk_window_destroy (others->data);
  g_list_free (others);
  gui_settle ();
}

static void
test_open_keeps_unsaved_work (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "annotated.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  GtkDropTarget *drop = NULL;
  g_autoptr(GListModel) controllers = NULL;
  GValue value = G_VALUE_INIT;
  gboolean dropped = FALSE;

  if (gui_skip_without_typing (win ()))
    return;
  start_with_unsaved_work ();
  g_assert_true (gtk_widget_activate_action (win (), "win.open-recent", "s", uri));
  assert_opened_beside ("Open Recent");

  /* A file dropped on the window, through the window's drop target. */
  controllers = gtk_widget_observe_controllers (win ());
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && drop == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        drop = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (drop);
  g_value_init (&value, G_TYPE_FILE);
  g_value_set_object (&value, file);
  g_signal_emit_by_name (drop, "drop", &value, 10.0, 10.0, &dropped);
  g_value_unset (&value);
  g_assert_true (dropped);
  assert_opened_beside ("drop");
  gui_new_game (window);
}

/* A second game of the file and back: the edits stay, unsaved. */
static void
test_switching_games_keeps_edits (void)
{
  ScGameFile *games;

  if (gui_skip_without_typing (win ()))
    return;
  gui_new_game (window);
  gui_open_data_file (window, "annotated.pgn");
  games = sc_document_get_game_file (document ());
  sc_game_file_wait_indexed (games);
  g_assert_cmpuint (sc_game_file_get_n_games (games), >, 1);
  sc_window_go_to (window, sc_game_get_root (sc_window_get_game (window)));
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_type (win (), "a3\n");
  gui_answer_question ("variation");
  g_assert_true (sc_document_get_modified (document ()));

  g_assert_true (sc_document_open_game (document (), 1, NULL));
  gui_settle ();
  g_assert_null (gui_find_question ());
  g_assert_true (sc_document_open_game (document (), 0, NULL));
  gui_settle ();
  g_assert_nonnull (sc_game_node_find_child (sc_game_get_root (sc_window_get_game (window)),
                                             sc_move_new (gui_square ("a2"), gui_square ("a3"),
                                                          SC_MOVE_NORMAL, 0)));
  g_assert_true (sc_document_get_modified (document ()));
  gui_new_game (window);
}

static void
test_text_dialog_asks (void)
{
  ScGameTextDialog *dialog;

  if (gui_skip_without_typing (win ()))
    return;
  gui_new_game (window);
  dialog = gui_open_text_dialog (window);
  sc_game_text_dialog_set_text (dialog, "1. e4 e5 2. Nf3 Zz9", FALSE);
  gtk_window_present (GTK_WINDOW (dialog));
  gui_wait_until_shown (GTK_WIDGET (dialog));

  /* Escape closes the dialog: the text not read is kept unless discarded. */
  gui_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0);
  gui_wait_for_question ();
  gui_answer_question ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  {
    g_autofree char *text = sc_game_text_dialog_get_text (dialog);

    g_assert_cmpstr (text, ==, "1. e4 e5 2. Nf3 Zz9");
  }
  gtk_window_close (GTK_WINDOW (dialog));
  gui_answer_question ("discard");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  {
    g_autofree char *text = sc_game_text_dialog_get_text (dialog);

    g_assert_cmpstr (text, ==, "");
  }
}

/* Keys go where the user expects */

/* A real click on the node's move in the move list. */
static void
click_move (ScGameNode *node)
{
  ScMoveList *list = gui_move_list (window);
  GtkWidget *view = GTK_WIDGET (gui_find_text_view (GTK_WIDGET (list)));
  GtkTextIter iter;
  GdkRectangle where;
  int start, end, x, y;

  g_assert_nonnull (view);
  g_assert_true (sc_move_list_node_range (list, node, &start, &end));
  gtk_text_buffer_get_iter_at_offset (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), &iter, start);
  gtk_text_view_get_iter_location (GTK_TEXT_VIEW (view), &iter, &where);
  gtk_text_view_buffer_to_window_coords (GTK_TEXT_VIEW (view), GTK_TEXT_WINDOW_WIDGET,
                                         where.x + 4, where.y + where.height / 2, &x, &y);
  gui_click (view, x, y);
}

static void
test_type_after_clicking_move_list (void)
{
  g_autoptr(ScReadResult) result = sc_read_games (ruy_lopez, -1, sc_language_english ());
  ScGameNode *e5;
  GtkWidget *focus;

  if (gui_skip_without_typing (win ()))
    return;
  gui_new_game (window);
  g_settings_set_string (harness.settings, "notation-language", "en");
  sc_window_set_game (window, g_ptr_array_index (result->games, 0), NULL);
  gui_wait_for_paint (win ());
  e5 = sc_game_get_root (sc_window_get_game (window))->first_child->first_child;

  /* Click 1...e5, then type the correction of White's second move. */
  click_move (e5);
  g_assert_true (sc_window_get_current (window) == e5);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_TEXT_VIEW (focus));
  gui_type (win (), "Bc4\n");
  /* Asked: Enter takes the harmless answer, a variation. */
  gui_press_key (GTK_WIDGET (gui_wait_for_question ()), GDK_KEY_Return, 0);
  gui_settle ();
  assert_main_line ("1. e4 e5 2. Nf3 (2. Bc4) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");

  /* Escape in the move list takes the keyboard back to the entry. */
  click_move (e5);
  g_assert_true (GTK_IS_TEXT_VIEW (gtk_root_get_focus (GTK_ROOT (window))));
  gui_press_key (win (), GDK_KEY_Escape, 0);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (entry ())));
}

/* The Ruy Lopez with 2. Bc4 typed after 1...e5, from the board: the
 * question whether to add a variation is being asked. */
static void
type_other_second_move (void)
{
  g_autoptr(ScReadResult) result = sc_read_games (ruy_lopez, -1, sc_language_english ());

  gui_new_game (window);
  g_settings_set_string (harness.settings, "notation-language", "en");
  sc_window_set_game (window, g_ptr_array_index (result->games, 0), NULL);
  sc_window_go_to (window, sc_game_get_root (sc_window_get_game (window))->first_child->first_child);
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_type (win (), "Bc4\n");
}

static void
test_different_move_question (void)
{
  AdwMessageDialog *dialog;
  const char *body;

  if (gui_skip_without_typing (win ()))
    return;
  type_other_second_move ();
  dialog = gui_wait_for_question ();
  /* It names the move played and the move there. */
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (strstr (body, "2.Bc4"));
  g_assert_nonnull (strstr (body, "2.Nf3"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "variation");
  /* Enter at once: the game is kept, the move added beside it. */
  gui_press_key (GTK_WIDGET (dialog), GDK_KEY_Return, 0);
  gui_settle ();
  assert_main_line ("1. e4 e5 2. Nf3 (2. Bc4) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6");
}

/* The next move, typed on before the question was seen, is kept for
 * the entry, not lost in the question; Enter still answers it. */
static void
test_typed_ahead_through_question (void)
{
  AdwMessageDialog *dialog;

  if (gui_skip_without_typing (win ()))
    return;
  type_other_second_move ();
  dialog = gui_wait_for_question ();
  gui_type (GTK_WIDGET (dialog), "Nc7");
  gui_press_key (GTK_WIDGET (dialog), GDK_KEY_BackSpace, 0);
  gui_type (GTK_WIDGET (dialog), "6\n");
  assert_main_line ("1. e4 e5 2. Nf3 (2. Bc4) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Nc6");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (entry ())));
  gui_type (win (), "\n");
  assert_main_line ("1. e4 e5 2. Nf3 (2. Bc4 Nc6) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6");

  /* Cancelled, the move asked about stays, and what was typed after it
   * follows a space. */
  type_other_second_move ();
  dialog = gui_wait_for_question ();
  gui_type (GTK_WIDGET (dialog), "Nc6");
  gui_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Bc4 Nc6");
  sc_move_entry_set_text (entry (), "");
}

static void
test_other_language_offered (void)
{
  const char *feedback;

  if (gui_skip_without_typing (win ()))
    return;
  gui_new_game (window);
  g_settings_set_string (harness.settings, "notation-language", "en");
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_type (win (), "e4\ne5\nSf3");
  /* S is no English letter: the entry names a language where it is. */
  feedback = sc_move_entry_get_feedback (entry ());
  g_assert_nonnull (strstr (feedback, "Enter switches to"));
  g_assert_false (sc_move_entry_has_error (entry ()));
  gui_type (win (), "\n");
  assert_main_line ("1. e4 e5 2. Nf3");
  {
    g_autofree char *code = g_settings_get_string (harness.settings, "notation-language");
    const ScLanguage *lang = sc_language_lookup (code);

    g_assert_nonnull (lang);
    g_assert_cmpstr (sc_language_letter (lang, SC_KNIGHT), ==, "S");
    /* The placeholder shows the letters now in use. */
    g_assert_nonnull (strstr (gtk_entry_get_placeholder_text (GTK_ENTRY (sc_move_entry_get_text_widget (entry ()))),
                              "Sf3"));
  }
  g_settings_set_string (harness.settings, "notation-language", "en");
  gui_settle ();
  g_assert_nonnull (strstr (gtk_entry_get_placeholder_text (GTK_ENTRY (sc_move_entry_get_text_widget (entry ()))),
                            "Nf3"));
}

/* The Ruy Lopez with a variation typed into it: 1. e4 e5 2. Nf3
 * (2. Bc4 Nc6 3. Nf3) 2... Nc6 …, the current move the variation's last,
 * the keyboard in the move entry as after typing. */
static void
start_with_variation (void)
{
  type_other_second_move ();
  gui_answer_question ("variation");
  gui_type (win (), "Nc6\nNf3\n");
  assert_main_line ("1. e4 e5 2. Nf3 (2. Bc4 Nc6 3. Nf3) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (entry ())));
}

static const char *promoted = "1. e4 e5 2. Bc4 (2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6) 2... Nc6 3. Nf3";
static const char *demoted = "1. e4 e5 2. Nf3 (2. Bc4 Nc6 3. Nf3) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6";

typedef void (*FocusAt) (ScGameNode *node);

static void
focus_entry_at (ScGameNode *node)
{
  sc_window_go_to (window, node);
  gtk_widget_grab_focus (GTK_WIDGET (entry ()));
  gui_settle ();
}

static void
focus_move_list_at (ScGameNode *node)
{
  gui_wait_for_paint (win ());
  click_move (node);
  g_assert_true (GTK_IS_TEXT_VIEW (gtk_root_get_focus (GTK_ROOT (window))));
}

static void
focus_board_at (ScGameNode *node)
{
  sc_window_go_to (window, node);
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_settle ();
}

/* Ctrl+Up at the variation's last move, Ctrl+Down at the move it is a
 * variation of, the keyboard where focus_at () puts it; each undone. */
static void
assert_promote_and_demote_keys (const char *where,
                                FocusAt     focus_at)
{
  ScGameNode *nf3 = sc_game_get_root (sc_window_get_game (window))->first_child->first_child->first_child;
  ScGameNode *bc4 = nf3->next_sibling;

  g_test_message ("Ctrl+Up and Ctrl+Down: %s", where);
  focus_at (bc4->first_child->first_child);
  gui_press_key (win (), GDK_KEY_Up, GDK_CONTROL_MASK);
  assert_main_line (promoted);
  sc_document_undo (document ());
  assert_main_line (demoted);
  focus_at (nf3);
  gui_press_key (win (), GDK_KEY_Down, GDK_CONTROL_MASK);
  assert_main_line (promoted);
  sc_document_undo (document ());
  assert_main_line (demoted);
}

static GtkWidget *
comment_view (void)
{
  return GTK_WIDGET (gui_find_text_view (GTK_WIDGET (gui_comment_editor (window))));
}

/* In the move entry, the move list and on the board; a comment being
 * written keeps them for its paragraphs. */
static void
test_variation_keys (void)
{
  if (gui_skip_without_typing (win ()))
    return;
  start_with_variation ();
  assert_promote_and_demote_keys ("move entry", focus_entry_at);
  assert_promote_and_demote_keys ("move list", focus_move_list_at);
  assert_promote_and_demote_keys ("board", focus_board_at);
  /* Not moved by GTK's own Ctrl+arrow focus keys. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (gui_board (window)));

  /* In the variation, where Ctrl+Up would promote it. */
  sc_window_go_to (window, sc_game_get_root (sc_window_get_game (window))->first_child->first_child->first_child
                             ->next_sibling->first_child->first_child);
  gtk_widget_grab_focus (comment_view ());
  gui_type (win (), "One.\nTwo.");
  gui_press_key (win (), GDK_KEY_Up, GDK_CONTROL_MASK);
  assert_main_line (demoted);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == comment_view ());
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (comment_view ())), "", -1);
  gtk_widget_grab_focus (GTK_WIDGET (entry ()));
}

/* Ctrl+Delete deletes from here and Ctrl+Shift+Delete the variation in
 * the move list and the empty move entry; a half-typed move and a
 * comment keep Ctrl+Delete for a word. */
static void
test_delete_keys (void)
{
  ScGameNode *nf3, *bc4;

  if (gui_skip_without_typing (win ()))
    return;
  start_with_variation ();
  nf3 = sc_window_get_current (window);
  bc4 = nf3->parent->parent;

  gui_type (win (), "Qe2");
  gui_press_key (win (), GDK_KEY_Home, 0);
  gui_press_key (win (), GDK_KEY_Delete, GDK_CONTROL_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  assert_main_line (demoted);

  gui_press_key (win (), GDK_KEY_Delete, GDK_CONTROL_MASK);
  assert_main_line ("1. e4 e5 2. Nf3 (2. Bc4 Nc6) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6");
  gui_press_key (win (), GDK_KEY_Delete, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  assert_main_line ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  assert_main_line (demoted);

  click_move (bc4->first_child);
  g_assert_true (GTK_IS_TEXT_VIEW (gtk_root_get_focus (GTK_ROOT (window))));
  gui_press_key (win (), GDK_KEY_Delete, GDK_CONTROL_MASK);
  assert_main_line ("1. e4 e5 2. Nf3 (2. Bc4) 2... Nc6 3. Bb5 a6 4. Ba4 Nf6");
  g_assert_true (sc_window_get_current (window) == bc4);
  click_move (bc4);
  gui_press_key (win (), GDK_KEY_Delete, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  assert_main_line ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6");

  gtk_widget_grab_focus (comment_view ());
  gui_type (win (), "Two words");
  gui_press_key (win (), GDK_KEY_Home, 0);
  gui_press_key (win (), GDK_KEY_Delete, GDK_CONTROL_MASK);
  assert_main_line ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6");
  {
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (comment_view ()));
    GtkTextIter start, end;
    g_autofree char *left = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    left = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    g_assert_cmpstr (left, ==, " words");
    gtk_text_buffer_set_text (buffer, "", -1);
  }
  gtk_widget_grab_focus (GTK_WIDGET (entry ()));
}

/* Ctrl+Enter in the comment box writes the comment into the game, with
 * no line break added, and the keyboard stays there. */
static void
test_comment_commit_key (void)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  ScGameNode *e5;

  if (gui_skip_without_typing (win ()))
    return;
  start_with_unsaved_work ();
  e5 = sc_window_get_current (window);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (comment_view ()));
  gtk_widget_grab_focus (comment_view ());
  gui_type (win (), "Solid.");
  g_assert_null (e5->comment_after);
  gui_press_key (win (), GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpstr (e5->comment_after, ==, "Solid.");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (text, ==, "Solid.");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == comment_view ());

  gui_type (win (), " Symmetric.");
  gui_press_key (win (), GDK_KEY_KP_Enter, GDK_CONTROL_MASK);
  g_assert_cmpstr (e5->comment_after, ==, "Solid. Symmetric.");
  gui_new_game (window);
  gtk_widget_grab_focus (GTK_WIDGET (entry ()));
}

/* Escape in the comment box writes the comment, as leaving the box
 * does, and gives the keyboard back to the move entry. */
static void
test_comment_escape_key (void)
{
  GtkWidget *text_field = sc_move_entry_get_text_widget (entry ());
  GtkWidget *focus;
  ScGameNode *e5;

  if (gui_skip_without_typing (win ()))
    return;
  start_with_unsaved_work ();
  e5 = sc_window_get_current (window);
  gtk_widget_grab_focus (comment_view ());
  gui_type (win (), "Solid.");
  gui_press_key (win (), GDK_KEY_Escape, 0);
  g_assert_cmpstr (e5->comment_after, ==, "Solid.");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == text_field || gtk_widget_is_ancestor (focus, text_field));

  /* The clock field's Escape too, once the field had it. */
  gtk_widget_grab_focus (GTK_WIDGET (sc_comment_editor_get_clock_entry (gui_comment_editor (window))));
  gui_type (win (), "1:30:00");
  gui_press_key (win (), GDK_KEY_Escape, 0);
  g_assert_nonnull (strstr (e5->comment_after, "[%clk 1:30:00]"));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == text_field || gtk_widget_is_ancestor (focus, text_field));
  gui_new_game (window);
}

static gboolean
match_notation_button (GtkWidget *widget,
                       gpointer   data)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)),
                                                   "Notation") == 0;
}

/* The label of the first item of menu or its sections and submenus
 * whose label contains part. */
static char *
find_menu_label (GMenuModel *menu,
                 const char *part)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      const char *links[] = { G_MENU_LINK_SECTION, G_MENU_LINK_SUBMENU };

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
          && strstr (label, part) != NULL)
        return g_steal_pointer (&label);
      for (guint l = 0; l < G_N_ELEMENTS (links); l++)
        {
          g_autoptr(GMenuModel) inner = g_menu_model_get_item_link (menu, i, links[l]);
          char *found = inner != NULL ? find_menu_label (inner, part) : NULL;

          if (found != NULL)
            return found;
        }
    }
  return NULL;
}

/* After the Notation menu closes, Enter plays the typed move. */
static void
test_focus_after_menu (void)
{
  GtkWidget *button = gui_find_widget (win (), match_notation_button, NULL);
  GtkWidget *focus;

  if (gui_skip_without_typing (win ()))
    return;
  g_assert_nonnull (button);
  gui_new_game (window);
  gui_click (button, 10, 10);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)))));
  /* The menu shows each language's letters. */
  {
    g_autofree char *german = find_menu_label (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)), "(de)");

    g_assert_nonnull (german);
    g_assert_nonnull (strstr (german, "K\u00A0D\u00A0T\u00A0L\u00A0S"));
  }
  gui_press_key (win (), GDK_KEY_Escape, 0);
  for (guint i = 0; i < 10; i++)
    gui_settle ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (entry ())));
  gui_type (win (), "d4\n");
  assert_main_line ("1. d4");
}

/* Shift+Tab takes the keyboard out of the move entry, back to what is
 * before it, as Tab takes it on: the entry is no trap. */
static void
test_shift_tab_leaves_entry (void)
{
  GtkWidget *focus;

  if (gui_skip_without_typing (win ()))
    return;
  gui_new_game (window);
  gtk_widget_grab_focus (GTK_WIDGET (entry ()));
  gui_press_key (win (), GDK_KEY_Tab, GDK_SHIFT_MASK);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_false (gtk_widget_is_ancestor (focus, GTK_WIDGET (entry ())));
  /* And Tab goes on from there back into it. */
  gui_press_key (win (), GDK_KEY_Tab, 0);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (entry ())));
}

/* After an item of a submenu of the move list's own menu (Shift+F10,
 * Position, Equal Position), the keyboard is the move entry's again. */
static void
test_focus_after_submenu (void)
{
  ScGameNode *e5;

  if (gui_skip_without_typing (win ()))
    return;
  start_with_unsaved_work ();
  e5 = sc_game_get_root (sc_window_get_game (window))->first_child->first_child;
  focus_move_list_at (e5);
  gui_press_key (win (), GDK_KEY_F10, GDK_SHIFT_MASK);
  for (guint i = 0; i < 7; i++)
    gui_press_key (win (), GDK_KEY_Down, 0);
  gui_press_key (win (), GDK_KEY_Return, 0);
  gui_press_key (win (), GDK_KEY_Down, 0);
  gui_press_key (win (), GDK_KEY_Return, 0);
  for (guint i = 0; i < 10; i++)
    gui_settle ();
  assert_main_line ("1. e4 e5 $10");
  gui_type (win (), "Nf3\n");
  assert_main_line ("1. e4 e5 $10 2. Nf3");
}

static gboolean
is_popover_menu (GtkWidget *widget,
                 gpointer   data)
{
  return GTK_IS_POPOVER_MENU (widget);
}

static gboolean
move_list_menu_is_open (gpointer data)
{
  GtkWidget *menu = gui_find_widget (GTK_WIDGET (gui_move_list (window)), is_popover_menu, NULL);

  return menu != NULL && gtk_widget_get_mapped (menu);
}

static gboolean
move_list_menu_is_closed (gpointer data)
{
  return !move_list_menu_is_open (data);
}

/* A right click where no move is opens no menu: the Annotate menu with
 * every item greyed out told nothing. On a move it opens its menu. */
static void
test_context_menu_only_on_moves (void)
{
  GtkTextView *view = gui_find_text_view (GTK_WIDGET (gui_move_list (window)));
  GtkTextIter iter;
  GdkRectangle first;
  int start, end, x, y;

  if (gui_skip_without_typing (win ()))
    return;
  gui_new_game (window);
  gui_wait_for_paint (win ());
  gui_click_button (GTK_WIDGET (view), 30, 20, 3);
  for (guint i = 0; i < 10; i++)
    gui_settle ();
  g_assert_false (move_list_menu_is_open (NULL));

  /* Below the last line. */
  start_with_unsaved_work ();
  gui_wait_for_paint (win ());
  gui_click_button (GTK_WIDGET (view), 30, gtk_widget_get_height (GTK_WIDGET (view)) - 10, 3);
  for (guint i = 0; i < 10; i++)
    gui_settle ();
  g_assert_false (move_list_menu_is_open (NULL));

  /* On 1. e4. */
  g_assert_true (sc_move_list_node_range (gui_move_list (window),
                                          sc_game_get_root (sc_window_get_game (window))->first_child,
                                          &start, &end));
  gtk_text_buffer_get_iter_at_offset (gtk_text_view_get_buffer (view), &iter, start);
  gtk_text_view_get_iter_location (view, &iter, &first);
  gtk_text_view_buffer_to_window_coords (view, GTK_TEXT_WINDOW_WIDGET, first.x, first.y, &x, &y);
  gui_click_button (GTK_WIDGET (view), x + 3, y + first.height / 2, 3);
  gui_wait_for (move_list_menu_is_open, NULL, "the menu of the move clicked");
  gui_press_key (win (), GDK_KEY_Escape, 0);
  gui_wait_for (move_list_menu_is_closed, NULL, "the menu to close");
}

/* Layout */

static int
board_height_after_typing (const char *text)
{
  GtkWidget *board = GTK_WIDGET (gui_board (window));

  sc_move_entry_set_text (entry (), "");
  gtk_widget_grab_focus (board);
  gui_type (win (), text);
  gui_wait_for_paint (win ());
  return gtk_widget_get_height (board);
}

/* Feedback and candidate buttons under the board never shrink it. */
static void
test_board_keeps_size (void)
{
  int empty, error, choices;

  if (gui_skip_without_typing (win ()))
    return;
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 640);
  gui_new_game (window);
  g_settings_set_string (harness.settings, "notation-language", "en");
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_type (win (), "d4\nd5\nNf3\nNf6\n");
  empty = board_height_after_typing ("");
  error = board_height_after_typing ("Ke3");
  g_assert_true (sc_move_entry_has_error (entry ()));
  choices = board_height_after_typing ("Nd2");
  g_assert_cmpuint (sc_move_entry_get_n_choices (entry ()), ==, 2);
  g_assert_cmpint (empty, >, 300);
  g_assert_cmpint (error, ==, empty);
  g_assert_cmpint (choices, ==, empty);
  sc_move_entry_set_text (entry (), "");
}

/* 800 × 600 with the list of games open: everything fits, nothing is
 * cut off, and the board stays large enough to play on. */
static void
test_small_window_with_game_list (void)
{
  GtkWidget *list = GTK_WIDGET (gui_game_list (window));
  GtkWidget *moves = GTK_WIDGET (gui_move_list (window));
  GtkWidget *board = GTK_WIDGET (gui_board (window));
  graphene_rect_t bounds;
  int min_width, min_height;

  gui_new_game (window);
  gui_open_data_file (window, "annotated.pgn");
  gtk_widget_set_visible (list, TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gui_wait_for_paint (win ());
  gtk_widget_measure (win (), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (win (), GTK_ORIENTATION_VERTICAL, 800, &min_height, NULL, NULL, NULL);
  g_test_message ("smallest window with the list: %d × %d; board %d × %d, moves %d wide",
                  min_width, min_height, gtk_widget_get_width (board), gtk_widget_get_height (board),
                  gtk_widget_get_width (moves));
  g_assert_cmpint (min_width, <=, 800);
  g_assert_cmpint (min_height, <=, 600);
  g_assert_cmpint (gtk_widget_get_width (win ()), <=, 800);
  /* The move list ends inside the window: nothing is cut off. */
  g_assert_true (gtk_widget_compute_bounds (moves, win (), &bounds));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (win ()));
  g_assert_cmpint (gtk_widget_get_height (board), >=, 240);
  g_assert_cmpint (gtk_widget_get_width (moves), >=, 180);
  gtk_widget_set_visible (list, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  gui_new_game (window);
}

/* The keyboard shortcuts window fits a screen 1024 pixels wide: the
 * widest of its sections sets its width, and short titles keep it so. */
static void
test_shortcuts_window_fits (void)
{
  g_assert_cmpint (gui_shortcuts_window_width (window), <=, 1024);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-keys/lost/new-asks", test_new_asks);
  g_test_add_func ("/gui-keys/lost/new-saves-first", test_new_saves_first);
  g_test_add_func ("/gui-keys/lost/position-asks", test_position_asks);
  g_test_add_func ("/gui-keys/lost/open-keeps-unsaved-work", test_open_keeps_unsaved_work);
  g_test_add_func ("/gui-keys/lost/switching-games-keeps-edits", test_switching_games_keeps_edits);
  g_test_add_func ("/gui-keys/lost/text-dialog-asks", test_text_dialog_asks);
  g_test_add_func ("/gui-keys/keys/type-after-clicking-move-list", test_type_after_clicking_move_list);
  g_test_add_func ("/gui-keys/keys/different-move-question", test_different_move_question);
  g_test_add_func ("/gui-keys/keys/typed-ahead-through-question", test_typed_ahead_through_question);
  g_test_add_func ("/gui-keys/keys/other-language-offered", test_other_language_offered);
  g_test_add_func ("/gui-keys/keys/focus-after-menu", test_focus_after_menu);
  g_test_add_func ("/gui-keys/keys/focus-after-submenu", test_focus_after_submenu);
  g_test_add_func ("/gui-keys/keys/context-menu-only-on-moves", test_context_menu_only_on_moves);
  g_test_add_func ("/gui-keys/keys/shift-tab-leaves-entry", test_shift_tab_leaves_entry);
  g_test_add_func ("/gui-keys/keys/variation-keys", test_variation_keys);
  g_test_add_func ("/gui-keys/keys/delete-keys", test_delete_keys);
  g_test_add_func ("/gui-keys/keys/comment-commit-key", test_comment_commit_key);
  g_test_add_func ("/gui-keys/keys/comment-escape-key", test_comment_escape_key);
  g_test_add_func ("/gui-keys/layout/board-keeps-size", test_board_keeps_size);
  g_test_add_func ("/gui-keys/layout/shortcuts-window-fits", test_shortcuts_window_fits);
  g_test_add_func ("/gui-keys/layout/small-window-with-game-list", test_small_window_with_game_list);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
