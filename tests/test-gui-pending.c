/* test-gui-pending.c: a comment or clock time being typed, and moves
 * typed and not entered, are never lost to saving, closing or replacing
 * the game, with real key events
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * g_test_init () makes every warning and CRITICAL fatal: a window that
 * writes into its document while it goes fails these tests. Keys go
 * through the X server (XTest); the tests skip without it. Exits 77
 * (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gui-files.h"
#include "gui-harness.h"
#include "sc-comment.h"
#include "sc-game-file.h"
#include "sc-journal.h"

static GuiHarness harness;
static ScWindow *window;

/* The file opened in window, unchanged, at 1... e5 of its first game. */
static ScGameNode *
open_at_e5 (ScWindow   *in,
            const char *path)
{
  ScGameNode *e5;

  gui_open_path (in, path);
  e5 = sc_game_get_root (sc_window_get_game (in))->first_child->first_child;
  sc_window_go_to (in, e5);
  gui_settle ();
  g_assert_false (sc_document_get_modified (sc_window_get_document (in)));
  return e5;
}

/* A second window of the application, shown, with path open at 1... e5:
 * one the test may close. */
static ScWindow *
other_window_at_e5 (const char *path)
{
  ScWindow *other = sc_window_new (GTK_APPLICATION (harness.app));

  gtk_window_present (GTK_WINDOW (other));
  gui_wait_until_shown (GTK_WIDGET (gui_board (other)));
  open_at_e5 (other, path);
  return other;
}

static GtkWidget *
comment_view_of (ScWindow *in)
{
  return GTK_WIDGET (gui_find_text_view (GTK_WIDGET (gui_comment_editor (in))));
}

static void
type_comment (ScWindow   *in,
              const char *text)
{
  gtk_widget_grab_focus (comment_view_of (in));
  gui_type (GTK_WIDGET (in), text);
}

/* A new game in the window, and the file removed. The move entry takes
 * the keyboard first: the clock field of a game's start cannot keep it. */
static void
leave_file (const char *path)
{
  gtk_widget_grab_focus (GTK_WIDGET (gui_move_entry (window)));
  gui_new_game (window);
  gui_remove_file (path);
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Ctrl+N asks about a comment being typed; Cancel keeps it in the game,
 * Discard starts a new game whose moves are typed into the move entry. */
static void
test_new_asks (void)
{
  g_autofree char *path = gui_write_two_games ();
  ScGameNode *e5, *e4;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_forget_journals ();
  e5 = open_at_e5 (window, path);
  type_comment (window, "Sharp.");
  gui_press_key (GTK_WIDGET (window), GDK_KEY_n, GDK_CONTROL_MASK);
  gui_wait_for_question ();
  gui_answer_question ("cancel");
  g_assert_cmpstr (e5->comment_after, ==, "Sharp.");
  g_assert_true (sc_document_get_modified (sc_window_get_document (window)));

  gui_press_key (GTK_WIDGET (window), GDK_KEY_n, GDK_CONTROL_MASK);
  gui_wait_for_question ();
  gui_answer_question ("discard");
  g_assert_null (sc_document_get_file (sc_window_get_document (window)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (gui_move_entry (window))));
  gui_type (GTK_WIDGET (window), "e4\ne5\n");
  e4 = sc_game_get_root (sc_window_get_game (window))->first_child;
  g_assert_nonnull (e4);
  g_assert_nonnull (e4->first_child);
  g_assert_null (e4->first_child->comment_after);
  gui_new_game (window);
  gui_remove_file (path);
}

/* The file as saved with Ctrl+S once text is typed as the comment. */
static char *
save_with_comment (const char *path,
                   const char *text)
{
  type_comment (window, text);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_s, GDK_CONTROL_MASK);
  gui_settle ();
  return read_file (path);
}

/* Ctrl+S writes the comment and the clock time being typed. */
static void
test_save_writes_typed_text (void)
{
  g_autofree char *path = gui_write_two_games ();
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  GtkEditable *clock = sc_comment_editor_get_clock_entry (gui_comment_editor (window));

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  open_at_e5 (window, path);
  saved = save_with_comment (path, "Sharp.");
  gui_assert_text_contains (saved, "1. e4 e5 {Sharp.} 2. Nf3");
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));

  gtk_widget_grab_focus (GTK_WIDGET (clock));
  gui_type (GTK_WIDGET (window), "1:30:00");
  gui_press_key (GTK_WIDGET (window), GDK_KEY_s, GDK_CONTROL_MASK);
  gui_settle ();
  saved_again = read_file (path);
  gui_assert_text_contains (saved_again, "[%clk 1:30:00]");
  leave_file (path);
}

/* Another game of the file takes the place of the one commented: the
 * comment stays in the one it was typed for. */
static void
test_switching_games_keeps_comment (void)
{
  g_autofree char *path = gui_write_two_games ();
  ScGameNode *e5;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  open_at_e5 (window, path);
  type_comment (window, "Sharp.");
  g_signal_emit_by_name (gui_game_list (window), "game-activated", 1);
  gui_settle ();
  g_assert_cmpuint (sc_document_get_game_position (sc_window_get_document (window)), ==, 1);
  g_assert_true (sc_document_open_game (sc_window_get_document (window), 0, NULL));
  gui_settle ();
  e5 = sc_game_get_root (sc_window_get_game (window))->first_child->first_child;
  g_assert_cmpstr (e5->comment_after, ==, "Sharp.");
  gui_new_game (window);
  gui_remove_file (path);
}

/* Ctrl+W asks about a comment being typed; a window destroyed while one
 * is typed writes nothing (and logs no CRITICAL, which would be fatal). */
static void
test_close_asks (void)
{
  g_autofree char *path = gui_write_two_games ();
  ScWindow *other;
  ScGameNode *e5;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  other = other_window_at_e5 (path);
  e5 = sc_window_get_current (other);
  type_comment (other, "Sharp.");
  gui_press_key (GTK_WIDGET (other), GDK_KEY_w, GDK_CONTROL_MASK);
  gui_wait_for_question ();
  gui_answer_question ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_cmpstr (e5->comment_after, ==, "Sharp.");

  gtk_widget_grab_focus (GTK_WIDGET (sc_comment_editor_get_clock_entry (gui_comment_editor (other))));
  gui_type (GTK_WIDGET (other), "1:30:00");
  type_comment (other, " Unclear.");
  gui_forget_journals ();
  gtk_window_destroy (GTK_WINDOW (other));
  gui_settle ();
  gui_remove_file (path);
}

/* Discarding the typed moves and then cancelling the save question leaves
 * the window as it was, the typed moves too. */
static void
test_typed_moves_stay_on_cancel (void)
{
  ScMoveEntry *entry = gui_move_entry (window);

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_new_game (window);
  gtk_widget_grab_focus (GTK_WIDGET (entry));
  gui_type (GTK_WIDGET (window), "e4\ne5\nNf3");
  g_assert_true (sc_document_get_modified (sc_window_get_document (window)));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_w, GDK_CONTROL_MASK);
  gui_wait_for_question ();
  gui_answer_question ("discard");
  gui_wait_for_question ();
  gui_answer_question ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpstr (sc_move_entry_get_text (entry), ==, "Nf3");
  sc_move_entry_set_text (entry, "");
  gui_forget_journals ();
  gui_new_game (window);
}

/* A clock time that cannot be read stays in its field with the reason,
 * and is in no save: closing asks before it discards it, alone or with
 * typed moves. Keep Editing goes back to the clock. */
static void
test_close_asks_about_unread_clock (void)
{
  g_autofree char *path = gui_write_two_games ();
  GtkEditable *clock;
  AdwMessageDialog *question;
  ScWindow *other;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  other = other_window_at_e5 (path);
  clock = sc_comment_editor_get_clock_entry (gui_comment_editor (other));
  gtk_widget_grab_focus (GTK_WIDGET (clock));
  gui_type (GTK_WIDGET (other), "1:75");

  gui_press_key (GTK_WIDGET (other), GDK_KEY_w, GDK_CONTROL_MASK);
  question = gui_wait_for_question ();
  gui_assert_text_contains (adw_message_dialog_get_body (question), "“1:75” cannot be read");
  gui_answer_question ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "1:75");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (clock)) ||
                 gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (other)), GTK_WIDGET (clock)));

  sc_move_entry_set_text (gui_move_entry (other), "Nc6");
  gui_press_key (GTK_WIDGET (other), GDK_KEY_w, GDK_CONTROL_MASK);
  question = gui_wait_for_question ();
  gui_assert_text_contains (adw_message_dialog_get_body (question), "“Nc6”");
  gui_assert_text_contains (adw_message_dialog_get_body (question), "“1:75” cannot be read");
  gui_answer_question ("discard");
  gui_settle ();
  gui_forget_journals ();
  gui_remove_file (path);
}

/* Save and Save As ask about a clock time that cannot be read, as no
 * save keeps it: Keep Editing writes nothing and stays at the clock;
 * Discard saves the game without it and empties the field. */
static void
test_save_asks_about_unread_clock (void)
{
  g_autofree char *path = gui_write_two_games ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  ScDocument *document = sc_window_get_document (window);
  GtkEditable *clock = sc_comment_editor_get_clock_entry (gui_comment_editor (window));
  AdwMessageDialog *question;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  open_at_e5 (window, path);
  before = read_file (path);
  type_comment (window, "Sharp.");
  gtk_widget_grab_focus (GTK_WIDGET (clock));
  gui_type (GTK_WIDGET (window), "1:75");

  for (guint shortcut = 0; shortcut < 2; shortcut++)
    {
      g_autofree char *now = NULL;

      gui_press_key (GTK_WIDGET (window), GDK_KEY_s, shortcut == 0 ? GDK_CONTROL_MASK
                                                                   : GDK_CONTROL_MASK | GDK_SHIFT_MASK);
      question = gui_wait_for_question ();
      g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Discard the Clock Time?");
      gui_assert_text_contains (adw_message_dialog_get_body (question), "“1:75” cannot be read");
      gui_answer_question ("cancel");
      now = read_file (path);
      g_assert_cmpstr (now, ==, before);
      g_assert_true (sc_document_get_modified (document));
      g_assert_cmpstr (gtk_editable_get_text (clock), ==, "1:75");
      g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (clock)));
    }

  gui_press_key (GTK_WIDGET (window), GDK_KEY_s, GDK_CONTROL_MASK);
  gui_wait_for_question ();
  gui_answer_question ("discard");
  gui_settle ();
  after = read_file (path);
  g_assert_nonnull (strstr (after, "e5 {Sharp.}"));
  g_assert_null (strstr (after, "%clk"));
  g_assert_false (sc_document_get_modified (document));
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");
  gui_forget_journals ();
  leave_file (path);
}

/* Closing with unsaved changes and a clock time that cannot be read asks
 * about the clock once: Discard, then Save, saves the game without it and
 * closes the window, with no second question. */
static void
test_close_then_save_asks_clock_once (void)
{
  g_autofree char *path = gui_write_two_games ();
  g_autofree char *after = NULL;
  AdwMessageDialog *question;
  ScWindow *other;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  other = other_window_at_e5 (path);
  g_object_add_weak_pointer (G_OBJECT (other), (gpointer *) &other);
  type_comment (other, "Sharp.");
  gtk_widget_grab_focus (GTK_WIDGET (sc_comment_editor_get_clock_entry (gui_comment_editor (other))));
  gui_type (GTK_WIDGET (other), "1:75");

  gui_press_key (GTK_WIDGET (other), GDK_KEY_w, GDK_CONTROL_MASK);
  question = gui_wait_for_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Discard the Clock Time?");
  gui_answer_question ("discard");
  question = gui_wait_for_question ();
  gui_assert_text_contains (adw_message_dialog_get_heading (question), "Save Changes");
  gui_answer_question ("save");
  for (guint i = 0; i < 10; i++)
    gui_settle ();
  g_assert_null (gui_find_question ());
  g_assert_null (other);
  after = read_file (path);
  g_assert_nonnull (strstr (after, "e5 {Sharp.}"));
  g_assert_null (strstr (after, "%clk"));
  gui_forget_journals ();
  gui_remove_file (path);
}

/* Another game of the file, or a new game, would take the comment box:
 * a clock time it cannot read is asked about first. Keep Editing stays
 * at the clock; Discard goes on. */
static void
test_switching_asks_about_unread_clock (void)
{
  g_autofree char *path = gui_write_two_games ();
  ScDocument *document = sc_window_get_document (window);
  GtkEditable *clock = sc_comment_editor_get_clock_entry (gui_comment_editor (window));
  AdwMessageDialog *question;
  GtkWidget *focus;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  open_at_e5 (window, path);
  gtk_widget_grab_focus (GTK_WIDGET (clock));
  gui_type (GTK_WIDGET (window), "1:75");

  g_signal_emit_by_name (gui_game_list (window), "game-activated", 1);
  question = gui_wait_for_question ();
  gui_assert_text_contains (adw_message_dialog_get_body (question), "“1:75” cannot be read");
  gui_answer_question ("cancel");
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "1:75");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (clock)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  question = gui_wait_for_question ();
  gui_assert_text_contains (adw_message_dialog_get_body (question), "“1:75” cannot be read");
  gui_answer_question ("cancel");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), >, 0);

  g_signal_emit_by_name (gui_game_list (window), "game-activated", 1);
  gui_wait_for_question ();
  gui_answer_question ("discard");
  gui_settle ();
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");
  gui_forget_journals ();
  gui_new_game (window);
  gui_remove_file (path);
}

/* Whether the clock field shows its reason and error style. */
static gboolean
clock_shows_error (ScWindow *in)
{
  ScCommentEditor *editor = gui_comment_editor (in);

  g_assert_true ((sc_comment_editor_get_clock_message (editor) != NULL) ==
                 gtk_widget_has_css_class (GTK_WIDGET (sc_comment_editor_get_clock_entry (editor)), "error"));
  return sc_comment_editor_get_clock_message (editor) != NULL;
}

/* The file opened at 1... e5, typed into e5's clock field. */
static ScGameNode *
type_clock_at_e5 (const char *path,
                  const char *typed)
{
  ScGameNode *e5 = open_at_e5 (window, path);

  gtk_widget_grab_focus (GTK_WIDGET (sc_comment_editor_get_clock_entry (gui_comment_editor (window))));
  gui_type (GTK_WIDGET (window), typed);
  return e5;
}

/* A clock time that cannot be read, cleared with the field's icon or
 * emptied and entered, leaves no reason or error style behind, and
 * nothing changed in the game. */
static void
test_clearing_unread_clock (void)
{
  g_autofree char *path = gui_write_two_games ();
  GtkEditable *clock = sc_comment_editor_get_clock_entry (gui_comment_editor (window));
  ScGameNode *e5;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  e5 = type_clock_at_e5 (path, "1:75\n");
  g_assert_true (clock_shows_error (window));
  g_signal_emit_by_name (clock, "icon-press", GTK_ENTRY_ICON_SECONDARY);
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");
  g_assert_false (clock_shows_error (window));

  gui_type (GTK_WIDGET (window), "1:75\n");
  g_assert_true (clock_shows_error (window));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_a, GDK_CONTROL_MASK);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_BackSpace, 0);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Return, 0);
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");
  g_assert_false (clock_shows_error (window));
  g_assert_null (e5->comment_after);
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));
  leave_file (path);
}

/* The longest time a clock shows, and tenths, fit whole in the field
 * at its narrowest, and the window stays as wide as it was. */
static void
test_clock_field_fits_longest_time (void)
{
  g_autofree char *path = gui_write_two_games ();
  GtkEditable *clock = sc_comment_editor_get_clock_entry (gui_comment_editor (window));
  const char *times[] = { "99:59:59.9", "1:30:00.55" };
  int window_width;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  open_at_e5 (window, path);
  window_width = gtk_widget_get_width (GTK_WIDGET (window));
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      GtkWidget *text = gui_find_widget (GTK_WIDGET (clock), gui_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_TEXT));
      g_autoptr(PangoLayout) layout = NULL;
      int width, narrowest;

      gtk_widget_grab_focus (GTK_WIDGET (clock));
      gtk_editable_set_text (clock, times[i]);
      gui_press_key (GTK_WIDGET (window), GDK_KEY_Return, 0);
      gui_settle ();
      g_assert_false (clock_shows_error (window));
      layout = gtk_widget_create_pango_layout (text, gtk_editable_get_text (clock));
      pango_layout_get_pixel_size (layout, &width, NULL);
      gtk_widget_measure (text, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, NULL, NULL, NULL);
      if (width > narrowest || width > gtk_widget_get_width (text))
        g_error ("“%s” is %d pixels wide in a field of %d at least, %d now", gtk_editable_get_text (clock), width,
                 narrowest, gtk_widget_get_width (text));
    }
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, window_width);
  leave_file (path);
}

static gboolean
shows_toast (gpointer text)
{
  return gui_find_widget (GTK_WIDGET (window), gui_is_label_with_text, text) != NULL;
}

static gboolean
is_put_back_button (GtkWidget *widget,
                    gpointer   data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Put Back") == 0;
}

/* Going to another move drops a clock time that cannot be read without
 * asking: a toast says so, and Put Back goes back to its move with the
 * text, its reason and the keyboard in the field. */
static void
test_unread_clock_left_at_move (void)
{
  g_autofree char *path = gui_write_two_games ();
  ScDocument *document = sc_window_get_document (window);
  GtkEditable *clock = sc_comment_editor_get_clock_entry (gui_comment_editor (window));
  const char *said = "The clock time “1:75” could not be read and was left out";
  GtkWidget *label, *put_back, *focus;
  ScGameNode *e5;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  e5 = type_clock_at_e5 (path, "1:75");
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Right, GDK_ALT_MASK);
  gui_settle ();
  g_assert_true (sc_document_get_current (document) == e5->first_child);
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");
  g_assert_false (clock_shows_error (window));
  gui_wait_for (shows_toast, (gpointer) said, said);

  label = gui_find_widget (GTK_WIDGET (window), gui_is_label_with_text, (gpointer) said);
  while (label != NULL && g_strcmp0 (gtk_widget_get_css_name (label), "toast") != 0)
    label = gtk_widget_get_parent (label);
  g_assert_nonnull (label);
  put_back = gui_find_widget (label, is_put_back_button, NULL);
  g_assert_nonnull (put_back);
  g_signal_emit_by_name (put_back, "clicked");
  gui_settle ();
  g_assert_true (sc_document_get_current (document) == e5);
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "1:75");
  g_assert_true (clock_shows_error (window));
  g_assert_cmpstr (sc_comment_editor_get_unread_clock (gui_comment_editor (window)), ==, "1:75");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (clock)));
  g_assert_null (e5->comment_after);

  sc_comment_editor_forget_unread_clock (gui_comment_editor (window));
  leave_file (path);
}

/* A file's [%clk] that is no clock time shows no time in the field, and
 * stays in the comment as it was written, saved with the words typed. */
static void
test_unreadable_file_clock_kept (void)
{
  g_autofree char *path = gui_write_text_file ("[Event \"Clocks\"]\n[Result \"*\"]\n\n"
                                           "1. e4 {[%clk 1:75:00]} e5 {[%clk nan]} 2. Nf3 {[%clk 1e12]} *\n");
  GtkEditable *clock = sc_comment_editor_get_clock_entry (gui_comment_editor (window));
  g_autofree char *saved = NULL;
  ScGameNode *e4, *e5;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  e5 = open_at_e5 (window, path);
  e4 = e5->parent;
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");
  g_assert_cmpstr (e5->comment_after, ==, "[%clk nan]");
  sc_window_go_to (window, e4);
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");
  sc_window_go_to (window, e5->first_child);
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (clock), ==, "");

  sc_window_go_to (window, e5);
  saved = save_with_comment (path, "Sharp.");
  gui_assert_text_contains (saved, "1. e4 {[%clk 1:75:00]} 1... e5 {[%clk nan] Sharp.} 2. Nf3 {[%clk 1e12]}");
  leave_file (path);
}

static gboolean
index_ended (gpointer games)
{
  return !sc_game_file_get_indexing (games);
}

static gboolean
has_other_window (gpointer in)
{
  return gui_window_other_than (in) != NULL;
}

/* A GuiWidgetMatch: the close button of the window's own controls. */
static gboolean
is_close_button (GtkWidget *widget,
                 gpointer   data)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "close") &&
         gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW_CONTROLS) != NULL;
}

/* The last session's work on a long file comes back once the file is
 * indexed whole, without the window waiting inside a loop of its own:
 * until then the window takes no input but a close, so that nothing done
 * meanwhile is replaced, and another file opened goes to a window of its
 * own. */
static void
test_journal_restored_once_indexed (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  ScDocument *document = sc_window_get_document (window);
  ScGameFile *games;
  gboolean seen_indexing;

  path = gui_write_long_file ();
  file = g_file_new_for_path (path);

  /* The last session: the second game's White renamed, then the end. */
  {
    g_autoptr(ScGameFile) last = sc_game_file_new ();
    g_autoptr(ScDocument) session = sc_document_new ();
    g_autoptr(GError) error = NULL;

    g_assert_true (sc_game_file_load (last, file, NULL, &error));
    sc_document_set_game_file (session, last);
    g_assert_true (sc_document_open_game (session, 1, NULL));
    sc_document_push (session, sc_game_set_tag_edit (sc_document_get_game (session), "White", "Restored"), NULL);
    g_assert_true (sc_journal_save (session, &error));
    g_assert_no_error (error);
  }

  /* A window closed while it waits restores nothing: the journal stays
   * for the file's next opening. */
  {
    ScWindow *other = sc_window_new (GTK_APPLICATION (harness.app));
    g_autoptr(ScGameFile) closed_games = NULL;

    gtk_window_present (GTK_WINDOW (other));
    sc_window_open (other, file);
    gui_wait_for (gui_other_holds_file, file, "the file in another window");
    closed_games = g_object_ref (sc_document_get_game_file (sc_window_get_document (other)));
    gtk_window_destroy (GTK_WINDOW (other));
    gui_wait_for (index_ended, closed_games, "the closed window's index");
    gui_settle ();
    g_assert_true (sc_journal_exists (file));
  }

  sc_window_open (window, file);
  gui_wait_for (gui_holds_file, file, "the file");
  games = sc_document_get_game_file (document);
  seen_indexing = sc_game_file_get_indexing (games);
  if (seen_indexing)
    {
      g_autofree char *other_path = gui_write_two_games ();
      g_autoptr(GFile) other = g_file_new_for_path (other_path);

      g_assert_false (sc_document_get_modified (document));
      /* Nothing takes input but the window's close button. */
      g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (gui_move_entry (window))));
      g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (gui_game_list (window))));
      g_assert_true (gtk_widget_is_sensitive (gui_find_widget (GTK_WIDGET (window), is_close_button, NULL)));
      /* A key typed meanwhile starts no move (once the work is back, it
       * would: the entry has the keyboard then). */
      if (gui_can_type (GTK_WIDGET (window)))
        {
          gui_press_key (GTK_WIDGET (window), GDK_KEY_e, 0);
          if (sc_game_file_get_indexing (games))
            g_assert_cmpstr (sc_move_entry_get_text (gui_move_entry (window)), ==, "");
        }
      /* Another file opened meanwhile gets a window of its own. */
      sc_window_open (window, other);
      gui_wait_for (has_other_window, window, "a window for the other file");
      gtk_window_destroy (GTK_WINDOW (gui_window_other_than (window)));
      gui_remove_file (other_path);
    }
  gui_wait_for (gui_has_changes, NULL, "the restored work");
  g_assert_false (sc_game_file_get_indexing (games));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (gui_move_entry (window))));
  g_assert_true (gui_holds_file (file));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, GUI_LONG_FILE_GAMES);
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, 1)), ==, "Restored");
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, 3)), ==, "C");
  g_test_message ("the index was %s when the file was shown", seen_indexing ? "going on" : "done");

  g_assert_true (sc_journal_discard (document, NULL));
  leave_file (path);
  gui_forget_journals ();
}

/* A file that cannot be opened, asked for in the window while the file
 * shown is still being read, leaves that file whole: its index goes on,
 * and a save writes every game. */
static void
test_failed_open_keeps_file_whole (void)
{
  g_autofree char *path = NULL;
  g_autofree char *folder = g_dir_make_tmp ("scoresheet-pending-XXXXXX", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) unopenable = g_file_new_for_path (folder);
  g_autoptr(ScGameFile) games = NULL;
  AdwMessageDialog *message;

  path = gui_write_long_file ();
  file = g_file_new_for_path (path);
  sc_window_open (window, file);
  gui_wait_for (gui_holds_file, file, "the file");
  games = g_object_ref (sc_document_get_game_file (sc_window_get_document (window)));
  g_test_message ("the index was %s when the other file was asked for",
                  sc_game_file_get_indexing (games) ? "going on" : "done");
  sc_window_open (window, unopenable);
  message = gui_wait_for_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "The File Could Not Be Opened");
  gtk_window_destroy (GTK_WINDOW (message));
  gui_wait_for (index_ended, games, "the index");
  g_assert_true (sc_document_get_game_file (sc_window_get_document (window)) == games);
  g_assert_true (sc_game_file_get_indexed_whole (games));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, GUI_LONG_FILE_GAMES);

  g_rmdir (folder);
  leave_file (path);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;
  gui_files_set_window (window);
  g_settings_set_string (harness.settings, "notation-language", "en");

  g_test_add_func ("/gui-pending/new-asks", test_new_asks);
  g_test_add_func ("/gui-pending/save-writes-typed-text", test_save_writes_typed_text);
  g_test_add_func ("/gui-pending/switching-games-keeps-comment", test_switching_games_keeps_comment);
  g_test_add_func ("/gui-pending/close-asks", test_close_asks);
  g_test_add_func ("/gui-pending/typed-moves-stay-on-cancel", test_typed_moves_stay_on_cancel);
  g_test_add_func ("/gui-pending/close-asks-about-unread-clock", test_close_asks_about_unread_clock);
  g_test_add_func ("/gui-pending/switching-asks-about-unread-clock", test_switching_asks_about_unread_clock);
  g_test_add_func ("/gui-pending/save-asks-about-unread-clock", test_save_asks_about_unread_clock);
  g_test_add_func ("/gui-pending/close-then-save-asks-clock-once", test_close_then_save_asks_clock_once);
  g_test_add_func ("/gui-pending/clearing-unread-clock", test_clearing_unread_clock);
  g_test_add_func ("/gui-pending/clock-field-fits-longest-time", test_clock_field_fits_longest_time);
  g_test_add_func ("/gui-pending/unread-clock-left-at-move", test_unread_clock_left_at_move);
  g_test_add_func ("/gui-pending/unreadable-file-clock-kept", test_unreadable_file_clock_kept);
  g_test_add_func ("/gui-pending/journal-restored-once-indexed", test_journal_restored_once_indexed);
  g_test_add_func ("/gui-pending/failed-open-keeps-file-whole", test_failed_open_keeps_file_whole);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
