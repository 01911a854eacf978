/* test-gui-files.c: files, game lists and data safety in the window:
 * clipboard, multi-game files, saving and its failures
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
#include "sc-clipboard.h"
#include "sc-entering.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

static const char *ruy_lopez_fen = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

/* Clipboard */

static void
text_read (GObject      *clipboard,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(char **) user_data = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
}

static char *
clipboard_text (void)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL, text_read, &text);
  while (text == NULL)
    g_main_context_iteration (NULL, TRUE);
  return text;
}

static void
test_copy_game_and_fen (void)
{
  g_autofree char *pgn = NULL;
  g_autofree char *fen = NULL;

  gui_open_data_file (window, "annotated.pgn");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-game", NULL);
  pgn = clipboard_text ();
  g_assert_true (g_str_has_prefix (pgn, "[Event "));
  g_assert_nonnull (strstr (pgn, "1. "));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-first", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-fen", NULL);
  fen = clipboard_text ();
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

static void
test_copy_board_formats (void)
{
  g_autoptr(GdkContentProvider) content = sc_clipboard_board_content (window);
  g_autoptr(GdkContentFormats) formats = gdk_content_provider_ref_formats (content);

  g_assert_true (gdk_content_formats_contain_gtype (formats, GDK_TYPE_TEXTURE));
  g_assert_true (gdk_content_formats_contain_mime_type (formats, "image/svg+xml"));
}

static char *
board_fen (void)
{
  ScPosition pos;

  sc_game_position_at (sc_window_get_game (window), sc_window_get_current (window), &pos);
  return sc_position_to_fen (&pos);
}

static void
paste (const char *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-game", NULL);
  gui_settle ();
}

static void
test_paste_fen (void)
{
  g_autofree char *fen = NULL;

  g_assert_true (sc_clipboard_text_is_fen (ruy_lopez_fen));
  g_assert_false (sc_clipboard_text_is_fen ("1. e4 e5 2. Nf3 *"));

  /* An unmodified game gives way at once. */
  gui_new_game (window);
  paste (ruy_lopez_fen);
  fen = board_fen ();
  g_assert_cmpstr (fen, ==, ruy_lopez_fen);
  g_clear_pointer (&fen, g_free);

  /* A modified one is asked about: Cancel keeps it, Discard replaces it. */
  sc_entering_play_move (window, sc_move_new (gui_square ("g8"), gui_square ("f6"), SC_MOVE_NORMAL, 0), NULL);
  g_assert_true (sc_document_get_modified (sc_window_get_document (window)));
  paste ("  8/8/4k3/8/8/4K3/4P3/8 w - - 0 1\n");
  gui_answer_question ("cancel");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 1);
  paste ("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
  gui_answer_question ("discard");
  fen = board_fen ();
  g_assert_cmpstr (fen, ==, "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-files/clipboard/copy-game-and-fen", test_copy_game_and_fen);
  g_test_add_func ("/gui-files/clipboard/copy-board-formats", test_copy_board_formats);
  g_test_add_func ("/gui-files/clipboard/paste-fen", test_paste_fen);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
