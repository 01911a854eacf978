/* test-gui-windows.c: a file is open in one window only
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two windows of one file would each keep unsaved work of it and write
 * the same journal. Asked for again (from a window, or from another
 * launch of the app), a file is shown where it is open; saved as from
 * another window, it is refused. Exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "gui-files.h"
#include "gui-harness.h"
#include "sc-game-file.h"
#include "sc-journal.h"

static GuiHarness harness;
static ScWindow *window;

static gboolean
reads_other_games (gpointer games)
{
  return sc_document_get_game_file (sc_window_get_document (window)) != games;
}

static gboolean
says (gpointer text)
{
  return gui_find_widget (GTK_WIDGET (window), gui_is_label_with_text, text) != NULL;
}

/* Asks for file as another launch of the app does. */
static void
open_from_outside (GFile *file)
{
  GFile *files[] = { file };

  g_application_open (G_APPLICATION (harness.app), files, 1, "");
}

/* A new game in the window, and the file removed. */
static void
leave (const char *path)
{
  gui_new_game (window);
  gui_remove_file (path);
  gui_forget_journals ();
}

/* Asked for again while it is read, while its journal waits to be
 * restored, and with unsaved work: the file stays in its one window. */
static void
test_asked_again (void)
{
  g_autofree char *path = gui_write_long_file ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ScDocument *document = sc_window_get_document (window);
  ScGameFile *games;

  /* The last session's work: the first game's White renamed. */
  {
    g_autoptr(ScGameFile) last = sc_game_file_new ();
    g_autoptr(ScDocument) session = sc_document_new ();
    g_autoptr(GError) error = NULL;

    g_assert_true (sc_game_file_load (last, file, NULL, &error));
    sc_document_set_game_file (session, last);
    sc_document_push (session, sc_game_set_tag_edit (sc_document_get_game (session), "White", "Restored"), NULL);
    g_assert_true (sc_journal_save (session, &error));
  }

  sc_window_open (window, file);
  /* At once, before the file is read. */
  g_assert_true (sc_window_find_for_file (GTK_APPLICATION (harness.app), file) == window);
  open_from_outside (file);
  sc_window_open (window, file);
  gui_wait_for (gui_holds_file, file, "the file");
  games = sc_document_get_game_file (document);
  g_test_message ("the journal was %s when the file was asked for again",
                  sc_document_get_modified (document) ? "restored" : "waiting");
  open_from_outside (file);
  gui_wait_for (gui_has_changes, NULL, "the restored work");
  gui_settle ();
  g_assert_null (gui_window_other_than (window));
  g_assert_true (sc_document_get_game_file (document) == games);
  gui_wait_for (says, (gpointer) "“games.pgn” is open in this window", "the notice");

  /* With unsaved work. */
  sc_document_push (document, sc_game_set_tag_edit (sc_document_get_game (document), "Black", "Kept"), NULL);
  sc_window_open (window, file);
  open_from_outside (file);
  gui_settle ();
  g_assert_null (gui_window_other_than (window));
  g_assert_cmpstr (sc_game_get_tag (sc_document_get_game (document), "Black"), ==, "Kept");
  g_assert_cmpstr (sc_game_record_get_white (sc_game_file_get_record (games, 0)), ==, "Restored");

  g_assert_true (sc_journal_discard (document, NULL));
  leave (path);
  /* Once the window shows another game, the file is open nowhere. */
  g_assert_null (sc_window_find_for_file (GTK_APPLICATION (harness.app), file));
}

/* A window reading another file is leaving the one it shows: that one,
 * asked for meanwhile, gets a window of its own. */
static void
test_window_leaving_file (void)
{
  g_autofree char *shown_path = gui_write_two_games ();
  g_autofree char *long_path = gui_write_long_file ();
  g_autoptr(GFile) shown = g_file_new_for_path (shown_path);
  g_autoptr(GFile) long_file = g_file_new_for_path (long_path);
  ScWindow *other;

  gui_open_path (window, shown_path);
  g_assert_true (sc_window_find_for_file (GTK_APPLICATION (harness.app), shown) == window);
  sc_window_open (window, long_file);
  g_assert_null (sc_window_find_for_file (GTK_APPLICATION (harness.app), shown));
  open_from_outside (shown);
  gui_wait_for (gui_other_holds_file, shown, "the first file in a window of its own");
  gui_wait_for (gui_holds_file, long_file, "the long file");
  other = gui_window_other_than (window);
  g_assert_true (sc_window_find_for_file (GTK_APPLICATION (harness.app), shown) == other);
  gtk_window_destroy (GTK_WINDOW (other));
  sc_game_file_wait_indexed (sc_document_get_game_file (sc_window_get_document (window)));

  leave (long_path);
  gui_remove_file (shown_path);
}

/* Changed by another program, the file asked for again is read again in
 * its window when that loses nothing; unchanged, it is only shown. */
static void
test_read_again_when_changed (void)
{
  g_autofree char *path = gui_write_two_games ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *three = g_strconcat (gui_two_games, "\n[Event \"Third\"]\n[Result \"*\"]\n\n1. c4 *\n", NULL);
  ScDocument *document = sc_window_get_document (window);
  ScGameFile *games;

  gui_open_path (window, path);
  games = sc_document_get_game_file (document);
  sc_window_open (window, file);
  gui_settle ();
  g_assert_true (sc_document_get_game_file (document) == games);

  g_assert_true (g_file_set_contents (path, three, -1, NULL));
  sc_window_open (window, file);
  gui_wait_for (reads_other_games, games, "the file read again");
  g_assert_true (gui_holds_file (file));
  sc_game_file_wait_indexed (sc_document_get_game_file (document));
  g_assert_cmpuint (sc_game_file_get_n_games (sc_document_get_game_file (document)), ==, 3);
  g_assert_null (gui_window_other_than (window));

  leave (path);
}

/* Save As over a file another window has open is refused, and the file
 * is left as it was. */
static void
test_save_as_over_open_file (void)
{
  g_autofree char *path = gui_write_two_games ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  ScWindow *other = sc_window_new (GTK_APPLICATION (harness.app));
  GtkFileChooser *chooser;
  AdwMessageDialog *message;

  gtk_window_present (GTK_WINDOW (other));
  gui_open_path (other, path);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  gui_new_game (window);
  gui_play_move (window, sc_move_new (gui_square ("e2"), gui_square ("e4"), SC_MOVE_NORMAL, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
  chooser = gui_wait_for_file_chooser ();
  gtk_file_chooser_set_current_name (chooser, path);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  /* The chooser's own question first: Replace. */
  gtk_dialog_response (gui_wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG, "question of the file chooser"),
                       GTK_RESPONSE_ACCEPT);
  message = gui_wait_for_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "The File Is Open in Another Window");
  gtk_window_destroy (GTK_WINDOW (message));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (sc_document_get_modified (sc_window_get_document (window)));
  g_assert_null (sc_document_get_file (sc_window_get_document (window)));

  gtk_window_destroy (GTK_WINDOW (other));
  leave (path);
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

  g_test_add_func ("/gui-windows/asked-again", test_asked_again);
  g_test_add_func ("/gui-windows/window-leaving-file", test_window_leaving_file);
  g_test_add_func ("/gui-windows/read-again-when-changed", test_read_again_when_changed);
  g_test_add_func ("/gui-windows/save-as-over-open-file", test_save_as_over_open_file);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
