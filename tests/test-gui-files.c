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
#include "sc-game-file.h"
#include "sc-pgn-index.h"
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

/* Ctrl+C with the keyboard in the empty move entry, where it mostly is,
 * copies the game: the field has nothing selected to copy. */
static void
test_copy_game_from_entry (void)
{
  g_autofree char *pgn = NULL;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_open_data_file (window, "annotated.pgn");
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), "nothing yet");
  gtk_widget_grab_focus (GTK_WIDGET (gui_move_entry (window)));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_c, GDK_CONTROL_MASK);
  pgn = clipboard_text ();
  g_assert_true (g_str_has_prefix (pgn, "[Event "));
}

static void
test_copy_board_formats (void)
{
  GdkContentFormats *formats;

  /* Copy Board Image offers the board as an image and as SVG. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-board", NULL));
  formats = gdk_clipboard_get_formats (gtk_widget_get_clipboard (GTK_WIDGET (window)));

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

/* Variations on one move stand one to a line, with no empty line
 * between them. */
static void
test_paste_variations (void)
{
  g_autofree char *text = NULL;

  gui_new_game (window);
  paste ("1. e4 e5 (1... c5 2. Nf3) (1... e6 2. d4) (1... c6) 2. Nf3 *");
  text = gui_move_text (window);
  g_test_message ("move list:\n%s", text);
  gui_assert_text_contains (text, "1. e4 e5\n(1... c5 2. Nf3)\n(1... e6 2. d4)\n(1... c6)\n2. Nf3");
  g_assert_null (strstr (text, "\n\n"));
}

static void
test_paste_fen (void)
{
  g_autofree char *fen = NULL;

  /* Moves are not a position: they go to the game text dialog. */
  gui_new_game (window);
  paste ("1. e4 e5 2. Nf3 *");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 3);

  /* An unmodified game gives way at once. */
  gui_new_game (window);
  paste (ruy_lopez_fen);
  fen = board_fen ();
  g_assert_cmpstr (fen, ==, ruy_lopez_fen);
  g_clear_pointer (&fen, g_free);

  /* A modified one is asked about: Cancel keeps it, Discard replaces it. */
  gui_play_move (window, sc_move_new (gui_square ("g8"), gui_square ("f6"), SC_MOVE_NORMAL, 0));
  g_assert_true (sc_document_get_modified (sc_window_get_document (window)));
  paste ("  8/8/4k3/8/8/4K3/4P3/8 w - - 0 1\n");
  gui_answer_question ("cancel");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 1);
  paste ("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
  gui_answer_question ("discard");
  fen = board_fen ();
  g_assert_cmpstr (fen, ==, "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1");
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));
  g_clear_pointer (&fen, g_free);

  /* An X-FEN with the king off e1 is a Chess960 position. */
  paste ("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1");
  fen = board_fen ();
  g_assert_cmpstr (fen, ==, "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1");
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "Variant"), ==, "Chess960");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
}

/* Multi-game files */

static const char *broken_game =
  "[Event \"Broken\"]\n[White \"Repair\"]\n[Black \"Me\"]\n[Result \"*\"]\n\n"
  "1. e4 e5 2. Ke3 Nc6 {the king cannot go there} *\n";

/* Five games of the corpus, with a game that cannot be read in the middle
 * when broken is set, in a new temporary folder. */
static char *
write_games_file (char     **dir,
                  gboolean   broken)
{
  g_autofree char *corpus = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *data = NULL;
  g_autoptr(ScPgnIndex) index = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  char *path;
  gsize length;

  g_assert_true (g_file_get_contents (corpus, &data, &length, &error));
  index = sc_pgn_index_scan (data, length);
  g_assert_cmpuint (sc_pgn_index_get_n_games (index), >=, 5);
  for (guint i = 0; i < 5; i++)
    {
      const ScPgnIndexEntry *entry = sc_pgn_index_get_game (index, i);

      if (broken && i == 2)
        g_string_append_printf (text, "%s\n", broken_game);
      g_string_append_len (text, data + entry->offset, (gssize) entry->length);
      g_string_append (text, "\n\n");
    }
  *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "games.pgn", NULL);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, &error));
  return path;
}

static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Plays a move at the end of the current game's main line; where the
 * game ends in mate, another move before the last one, as a variation. */
static void
play_at_end (void)
{
  ScGameNode *node = sc_game_get_root (sc_window_get_game (window));
  ScMove moves[SC_MAX_MOVES];
  ScPosition pos;
  guint n;

  while (node->first_child != NULL)
    node = node->first_child;
  sc_game_position_at (sc_window_get_game (window), node, &pos);
  n = sc_position_legal_moves (&pos, moves);
  if (n == 0)
    {
      node = node->parent;
      sc_game_position_at (sc_window_get_game (window), node, &pos);
      n = sc_position_legal_moves (&pos, moves);
      g_assert_cmpuint (n, >, 1);
    }
  sc_window_go_to (window, node);
  for (guint i = 0; i < n; i++)
    if (node->first_child == NULL || sc_game_node_find_child (node, moves[i]) == NULL)
      {
        gboolean asks = node->first_child != NULL;


        gui_play_move (window, moves[i]);
        if (asks)
          gui_answer_question ("variation");
        break;
      }
  gui_settle ();
}

/* Every game but changed has the same bytes in both texts. */
static void
assert_games_unchanged (const char *before,
                        gsize       before_length,
                        const char *after,
                        gsize       after_length,
                        guint       changed)
{
  g_autoptr(ScPgnIndex) old_index = sc_pgn_index_scan (before, before_length);
  g_autoptr(ScPgnIndex) new_index = sc_pgn_index_scan (after, after_length);

  g_assert_cmpuint (sc_pgn_index_get_n_games (old_index), ==, sc_pgn_index_get_n_games (new_index));
  for (guint i = 0; i < sc_pgn_index_get_n_games (old_index); i++)
    {
      const ScPgnIndexEntry *a = sc_pgn_index_get_game (old_index, i);
      const ScPgnIndexEntry *b = sc_pgn_index_get_game (new_index, i);

      if (i == changed)
        continue;
      g_assert_cmpuint (a->length, ==, b->length);
      g_assert_cmpmem (before + a->offset, a->length, after + b->offset, b->length);
    }
}

static void
round_trip (gboolean broken)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = write_games_file (&dir, broken);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  ScDocument *document = sc_window_get_document (window);
  gsize before_length, after_length;
  guint edited = broken ? 4 : 3;

  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));
  gui_open_path (window, path);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (sc_document_get_game_file (document))), ==,
                    broken ? 6 : 5);

  /* A row of the list opens its game; a move is played; Ctrl+S's action. */
  g_signal_emit_by_name (gui_game_list (window), "game-activated", edited);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, edited);
  play_at_end ();
  g_assert_true (sc_document_get_modified (document));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  gui_settle ();
  g_assert_false (sc_document_get_modified (document));

  g_assert_true (g_file_get_contents (path, &after, &after_length, &error));
  assert_games_unchanged (before, before_length, after, after_length, edited);
  g_assert_cmpuint (after_length, >, before_length);
  gui_new_game (window);
  remove_folder (dir);
}

static void
test_round_trip (void)
{
  round_trip (FALSE);
}

static void
test_broken_game_round_trip (void)
{
  round_trip (TRUE);
}

static void
test_broken_game_opens_as_text (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = write_games_file (&dir, TRUE);
  ScGameFile *games;
  ScGameRecord *record;
  ScGameTextDialog *dialog;
  g_autofree char *text = NULL;

  gui_open_path (window, path);
  games = sc_document_get_game_file (sc_window_get_document (window));
  g_signal_emit_by_name (gui_game_list (window), "game-activated", 2);
  record = sc_game_file_get_record (games, 2);
  g_assert_true (sc_game_record_get_failed (record));
  g_assert_nonnull (sc_game_record_get_error (record));
  dialog = gui_text_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  text = sc_game_text_dialog_get_text (dialog);
  g_assert_nonnull (strstr (text, "2. Ke3"));
  gtk_window_close (GTK_WINDOW (dialog));
  gui_answer_question ("discard");
  gui_new_game (window);
  remove_folder (dir);
}

/* A file whose first game cannot be read whole opens with that game as
 * text, its problem shown, as when it is chosen in the list. */
static void
test_broken_first_game_opens_as_text (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "first.pgn", NULL);
  g_autofree char *text = NULL;
  ScGameTextDialog *dialog = gui_text_dialog (window);

  g_assert_true (g_file_set_contents (path,
                                      "[Event \"A\"]\n[Result \"1-0\"]\n\n1. e4 e5 0-1\n\n"
                                      "[Event \"B\"]\n[Result \"*\"]\n\n1. d4 *\n", -1, NULL));
  g_assert_true (dialog == NULL || !gtk_widget_get_visible (GTK_WIDGET (dialog)));
  gui_open_path (window, path);
  dialog = gui_text_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  text = sc_game_text_dialog_get_text (dialog);
  g_assert_nonnull (strstr (text, "1. e4 e5 0-1"));
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==,
                   "Line 4, column 10: the game ends with 0-1, but its Result tag says 1-0");
  gtk_window_close (GTK_WINDOW (dialog));
  gui_answer_question ("discard");
  gui_new_game (window);
  remove_folder (dir);
}

static gboolean
is_label_containing (GtkWidget *widget,
                     gpointer   text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

static gboolean
note_shown (gpointer text)
{
  return gui_find_widget (GTK_WIDGET (window), is_label_containing, text) != NULL;
}

static gboolean
note_gone (gpointer text)
{
  return !note_shown (text);
}

/* A game read otherwise than written says so, where and how, above its
 * moves, when it is opened: the first game of the file, and a game
 * chosen in the list. The note covers neither the move entry's status
 * nor the comment, and goes with its game, when the game is edited, or
 * when it is closed. */
static void
test_game_read_with_warning (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "cut.pgn", NULL);
  const char *first = "Game 1, line 4, column 16: the game ends without a result: it is read as 1-0";
  const char *third = "Game 3, line 11, column 12: the game ends without a result: it is read as *";
  const char *moved = "Game 2, line 11, column 12: the game ends without a result: it is read as *";
  ScGameFile *games;
  GtkWidget *note;
  graphene_rect_t note_bounds, entry_bounds;

  g_assert_true (g_file_set_contents (path,
                                      "[Event \"A\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3\n\n"
                                      "[Event \"B\"]\n\n1. d4 *\n\n"
                                      "[Event \"C\"]\n[White \"w\"]\n", -1, NULL));
  gui_open_path (window, path);
  gui_wait_for (note_shown, (gpointer) first, "the first game's warning");
  games = sc_document_get_game_file (sc_window_get_document (window));
  g_assert_cmpstr (sc_game_file_get_warning (games, 0), ==,
                   "line 4, column 16: the game ends without a result: it is read as 1-0");
  g_assert_false (sc_game_record_get_failed (sc_game_file_get_record (games, 0)));
  note = gui_find_widget (GTK_WIDGET (window), is_label_containing, (gpointer) first);
  g_assert_true (gtk_widget_compute_bounds (note, GTK_WIDGET (window), &note_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (gui_move_entry (window)), GTK_WIDGET (window),
                                            &entry_bounds));
  g_assert_false (graphene_rect_intersection (&note_bounds, &entry_bounds, NULL));

  /* Another game chosen: its own note, the first one's gone. */
  g_signal_emit_by_name (gui_game_list (window), "game-activated", 2);
  gui_wait_for (note_shown, (gpointer) third, "the third game's warning");
  gui_wait_for (note_gone, (gpointer) first, "the first game's warning gone");
  g_assert_cmpuint (sc_document_get_game_position (sc_window_get_document (window)), ==, 2);

  /* The game moved up: an edit of the list, and its number no longer
   * its own. Chosen again, it says so under its new number. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.game-move-up", NULL));
  g_assert_cmpuint (sc_document_get_game_position (sc_window_get_document (window)), ==, 1);
  gui_wait_for (note_gone, (gpointer) third, "the old number gone");
  g_signal_emit_by_name (gui_game_list (window), "game-activated", 1);
  gui_wait_for (note_shown, (gpointer) moved, "the moved game's warning");

  /* Closed with its button. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.close-reading-note", NULL));
  gui_wait_for (note_gone, (gpointer) moved, "the note closed");

  /* Chosen again, it says so; a move played, the note goes. */
  g_signal_emit_by_name (gui_game_list (window), "game-activated", 0);
  gui_wait_for (note_shown, (gpointer) first, "the first game's warning again");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-last", NULL));
  g_assert_true (note_shown ((gpointer) first));
  gui_play_move (window, sc_move_new (gui_square ("b8"), gui_square ("c6"), SC_MOVE_NORMAL, 0));
  gui_wait_for (note_gone, (gpointer) first, "the note gone on an edit");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));

  /* A new game shown: the note goes too. */
  g_signal_emit_by_name (gui_game_list (window), "game-activated", 1);
  gui_wait_for (note_shown, (gpointer) moved, "the moved game's warning again");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.game-new", NULL));
  g_assert_cmpuint (sc_document_get_game_position (sc_window_get_document (window)), ==, 2);
  gui_wait_for (note_gone, (gpointer) moved, "the moved game's warning gone");

  gui_new_game (window);
  remove_folder (dir);
}

static gboolean
status_is (gpointer text)
{
  return g_str_equal (sc_game_text_dialog_get_status (gui_text_dialog (window)), text);
}

static gint
cursor_offset (GtkTextBuffer *buffer)
{
  GtkTextIter at;

  gtk_text_buffer_get_iter_at_mark (buffer, &at, gtk_text_buffer_get_insert (buffer));
  return gtk_text_iter_get_offset (&at);
}

/* A failed game opens as text in its file's letters, whatever the
 * dialog had; the status and the mark follow the text as it is edited,
 * and the cursor stays where the typing is. */
static void
test_broken_game_checked_as_edited (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "edited.pgn", NULL);
  ScGameTextDialog *dialog = gui_open_text_dialog (window);
  GtkTextBuffer *buffer;
  GtkTextIter at, end;
  g_autofree char *text = NULL;
  const char *problem;
  gint typed_at;

  sc_game_text_dialog_set_language (dialog, sc_language_lookup ("de"));
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_true (g_file_set_contents (path,
                                      "[Event \"A\"]\n[Result \"1-0\"]\n\n"
                                      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ke3 Nf6 1-0\n\n"
                                      "[Event \"B\"]\n\n1. d4 *\n", -1, NULL));
  gui_open_path (window, path);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (sc_game_text_dialog_get_language (dialog) == sc_language_english ());
  g_assert_nonnull (strstr (sc_game_text_dialog_get_status (dialog), "Ke3"));

  /* Ke3 becomes Ke2, as typed: the text now reads. */
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (gui_find_widget (GTK_WIDGET (dialog), gui_is_of_type,
                                                                      GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW))));
  text = sc_game_text_dialog_get_text (dialog);
  problem = strstr (text, "Ke3");
  gtk_text_buffer_get_iter_at_offset (buffer, &at, (gint) g_utf8_pointer_to_offset (text, problem) + 2);
  gtk_text_buffer_get_iter_at_offset (buffer, &end, (gint) g_utf8_pointer_to_offset (text, problem) + 3);
  gtk_text_buffer_delete (buffer, &at, &end);
  gtk_text_buffer_insert (buffer, &at, "2", -1);
  gtk_text_buffer_place_cursor (buffer, &at);
  typed_at = cursor_offset (buffer);
  gui_wait_for (status_is, (gpointer) "The text reads without a problem: Continue plays it.", "the edit checked");
  g_assert_cmpint (cursor_offset (buffer), ==, typed_at);

  /* A move that cannot be read, typed after it: the status says so. */
  gtk_text_buffer_insert_at_cursor (buffer, " Qh9", -1);
  typed_at = cursor_offset (buffer);
  gui_wait_for (status_is, (gpointer) "Line 4, column 38: cannot read “Qh9” as a move (from “9” on)",
                "the new problem checked");
  g_assert_cmpint (cursor_offset (buffer), ==, typed_at);

  gtk_window_close (GTK_WINDOW (dialog));
  gui_answer_question ("discard");
  gui_new_game (window);

  /* Text typed afterwards is read in its own letters, not the file's. */
  dialog = gui_open_text_dialog (window);
  g_assert_true (sc_game_text_dialog_get_language (dialog) == sc_language_english ());
  gtk_text_buffer_set_text (buffer, "1. e4 e5 2. Sf3 Sc6", -1);
  /* The check as it is typed finds them too, as Continue will. */
  gui_wait_for (status_is, (gpointer) "The text reads without a problem: Continue plays it.", "German checked");
  g_assert_true (sc_language_same_letters (sc_game_text_dialog_get_language (dialog), sc_language_lookup ("de")));
  sc_game_text_dialog_read (dialog);
  g_assert_true (sc_language_same_letters (sc_game_text_dialog_get_language (dialog), sc_language_lookup ("de")));
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==, "4 moves read.");
  /* Continue's status stays: the field it emptied is no edit to check. */
  g_usleep (2 * 300 * 1000);
  gui_settle ();
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==, "4 moves read.");
  gtk_window_close (GTK_WINDOW (dialog));
  gui_new_game (window);
  remove_folder (dir);
}

/* Writes length bytes of text (-1: a C string) to path and opens it:
 * its first game cannot be read whole, and the text dialog shows it. */
static ScGameTextDialog *
open_failed_game_bytes (const char *path,
                        const char *text,
                        gssize      length)
{
  ScGameTextDialog *dialog;

  g_assert_true (g_file_set_contents (path, text, length, NULL));
  gui_open_path (window, path);
  dialog = gui_text_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  return dialog;
}

static ScGameTextDialog *
open_failed_game (const char *path,
                  const char *text)
{
  return open_failed_game_bytes (path, text, -1);
}

/* A NUL byte fails its game, which keeps its bytes; the text to repair
 * shows it as U+FFFD, where text would end at it, and the rest of the
 * game after it: Continue reads the whole game. */
static void
test_broken_game_with_nul_as_text (void)
{
  static const char text[] = "[Event \"Nul\0here\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
                             "[Event \"B\"]\n[Result \"*\"]\n\n1. e4 *\n";
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "nul.pgn", NULL);
  ScDocument *document = sc_window_get_document (window);
  ScGameTextDialog *dialog = open_failed_game_bytes (path, text, sizeof text - 1);
  g_autofree char *shown = sc_game_text_dialog_get_text (dialog);

  g_assert_true (sc_game_record_get_failed (sc_game_file_get_record (sc_document_get_game_file (document), 0)));
  g_assert_nonnull (strstr (shown, "[Event \"Nul\uFFFDhere\"]"));
  g_assert_nonnull (strstr (shown, "1. d4 d5 *"));
  sc_game_text_dialog_read (dialog);
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==, "The game was read whole.");
  g_assert_cmpstr (sc_game_get_tag (sc_document_get_game (document), "Event"), ==, "Nul\uFFFDhere");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_document_get_game (document)), ==, 2);

  gtk_window_close (GTK_WINDOW (dialog));
  gui_new_game (window);
  remove_folder (dir);
}

/* A game of a file whose text holds a second game, which the index did
 * not part from it (it starts inside a line that ends no game), opens
 * as text, where the second starts; Continue
 * does not put two games in one game's place, so none is lost. */
static void
test_entry_of_two_games_as_text (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "two.pgn", NULL);
  const char *why = "Line 4, column 12: another game starts here, without tags of its own: "
                    "part the two, to read this one";
  ScGameTextDialog *dialog;
  ScGameFile *games;
  g_autofree char *text = NULL;

  dialog = open_failed_game (path, "[Event \"A\"]\n\n1. e4 e5\n2. Nf3 1-0 1. d4 d5\n2. c4 0-1\n\n"
                                   "[Event \"B\"]\n\n1. c4 *\n");
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==, why);

  sc_game_text_dialog_read (dialog);
  gui_answer_question ("replace");
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==, why);
  text = sc_game_text_dialog_get_text (dialog);
  g_assert_nonnull (strstr (text, "1. d4 d5\n2. c4 0-1"));
  games = sc_document_get_game_file (sc_window_get_document (window));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 2);
  g_assert_true (sc_game_record_get_failed (sc_game_file_get_record (games, 0)));

  gtk_window_close (GTK_WINDOW (dialog));
  gui_answer_question ("discard");
  gui_new_game (window);
  remove_folder (dir);
}

/* A broken game repaired as text takes its own place in the file: the
 * file and its other games stay, and the list shows it read. */
static void
test_broken_game_repaired_in_place (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "repair.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ScDocument *document = sc_window_get_document (window);
  ScGameTextDialog *dialog;
  ScGameFile *games;

  dialog = open_failed_game (path, "[Event \"A\"]\n[Result \"1-0\"]\n\n1. e4 e5 0-1\n\n"
                                   "[Event \"B\"]\n[Result \"*\"]\n\n1. d4 *\n");
  sc_game_text_dialog_set_text (dialog, "[Event \"A\"]\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n", FALSE);
  sc_game_text_dialog_read (dialog);
  /* Its moves up to the problem were read: replacing them asks. */
  gui_answer_question ("replace");
  g_assert_cmpstr (sc_game_text_dialog_get_status (dialog), ==, "The game was read whole.");

  games = sc_document_get_game_file (document);
  g_assert_true (g_file_equal (sc_document_get_file (document), file));
  g_assert_cmpuint (sc_game_file_get_n_games (games), ==, 2);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 0);
  g_assert_false (sc_game_record_get_failed (sc_game_file_get_record (games, 0)));
  g_assert_cmpstr (sc_game_get_result (sc_document_get_game (document)), ==, "0-1");
  g_assert_cmpstr (sc_game_record_get_event (sc_game_file_get_record (games, 1)), ==, "B");

  gtk_window_close (GTK_WINDOW (dialog));
  gui_new_game (window);
  remove_folder (dir);
}

static void
test_failed_save (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = write_games_file (&dir, FALSE);
  g_autofree char *blocker = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *target = g_build_filename (blocker, "games.pgn", NULL);
  g_autoptr(GFile) target_file = g_file_new_for_path (target);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  ScDocument *document = sc_window_get_document (window);

  /* Its parent is a regular file: not even root can write there. */
  g_assert_true (g_file_set_contents (blocker, "x", 1, NULL));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  gui_open_path (window, path);
  play_at_end ();
  sc_document_set_file (document, target_file);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  gui_answer_question ("close");
  g_assert_true (sc_document_get_modified (document));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
  /* The work is still in the window. */
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), >, 0);
  sc_document_set_saved (document);
  gui_new_game (window);
  remove_folder (dir);
}

/* Another program changed the file since it was opened: Save asks
 * before replacing those changes. Cancel keeps them on disk, and the
 * work in the window; Save Anyway writes the window's games. A file
 * unchanged since it was saved here is saved without a question. */
static void
test_save_over_changes (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = write_games_file (&dir, FALSE);
  const char *other = "[Event \"Written elsewhere\"]\n\n1. c4 *\n";
  g_autofree char *after = NULL;
  ScDocument *document = sc_window_get_document (window);

  gui_open_path (window, path);
  play_at_end ();
  /* A second later, so that the time differs wherever it is coarse. */
  g_usleep (G_USEC_PER_SEC);
  g_assert_true (g_file_set_contents (path, other, -1, NULL));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  gui_answer_question ("cancel");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, other);
  g_assert_true (sc_document_get_modified (document));
  g_clear_pointer (&after, g_free);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  gui_answer_question ("save");
  g_assert_false (sc_document_get_modified (document));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_null (strstr (after, "Written elsewhere"));

  /* Saved here since: no question. */
  play_at_end ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
  gui_settle ();
  g_assert_null (gui_find_question ());
  g_assert_false (sc_document_get_modified (document));
  gui_new_game (window);
  remove_folder (dir);
}

/* With the list open in a 1000 px window the board keeps the larger
 * part of what is left: the list opens 300 px wide, and the side of the
 * move list and comment editor can narrow to about 325 px. */
static void
assert_board_keeps_its_room (void)
{
  int board, moves, games;

  gui_wait_for_paint (GTK_WIDGET (window));
  board = gtk_widget_get_width (GTK_WIDGET (gui_board (window)));
  moves = gtk_widget_get_width (GTK_WIDGET (gui_move_list (window)));
  games = gtk_widget_get_width (GTK_WIDGET (gui_game_list (window)));
  g_test_message ("window %d px: games %d, board %d, moves %d", gtk_widget_get_width (GTK_WIDGET (window)),
                  games, board, moves);
  g_assert_cmpint (games, >=, 240);
  g_assert_cmpint (board, >=, 320);
  g_assert_cmpint (board, >=, moves);
}

static void
test_game_list (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = write_games_file (&dir, FALSE);
  ScGameList *list = gui_game_list (window);
  ScDocument *document = sc_window_get_document (window);
  GListModel *rows;
  ScGameFile *games;

  gui_open_path (window, path);
  games = sc_document_get_game_file (document);
  rows = sc_game_list_get_rows (list);
  gui_settle ();
  /* A hidden list holds no rows: it takes them when it is shown. */
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  gtk_widget_set_visible (GTK_WIDGET (list), TRUE);
  gui_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 5);
  assert_board_keeps_its_room ();

  /* The search keeps only what matches; empty shows all again. */
  sc_game_list_set_search (list, "no such player anywhere");
  gui_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  sc_game_list_set_search (list, "");
  gui_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 5);

  /* New, duplicate, move, delete: each one step of undo. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.game-new", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 6);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.game-duplicate", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 7);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.game-move-up", NULL);
  g_assert_cmpuint (sc_document_get_game_position (document), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.game-delete", NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 6);
  for (guint i = 0; i < 4; i++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gui_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 5);
  g_assert_false (sc_document_get_modified (document));
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 5);
  gui_new_game (window);
  remove_folder (dir);
}

static void
test_close_asks (void)
{
  ScWindow *other = sc_window_new (GTK_APPLICATION (harness.app));
  g_autoptr(GtkWidget) keep G_GNUC_UNUSED = g_object_ref_sink (GTK_WIDGET (other));

  gtk_window_present (GTK_WINDOW (other));
  gui_wait_until_shown (GTK_WIDGET (gui_board (other)));
  gui_play_move (other, sc_move_new (gui_square ("e2"), gui_square ("e4"), SC_MOVE_NORMAL, 0));
  gtk_window_close (GTK_WINDOW (other));
  gui_answer_question ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  gtk_window_close (GTK_WINDOW (other));
  gui_answer_question ("discard");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (other)));
}

/* Moves typed and not entered are asked about too, then the game. */
static void
test_close_asks_typed_moves (void)
{
  ScWindow *other = sc_window_new (GTK_APPLICATION (harness.app));
  g_autoptr(GtkWidget) keep G_GNUC_UNUSED = g_object_ref_sink (GTK_WIDGET (other));

  gtk_window_present (GTK_WINDOW (other));
  gui_wait_until_shown (GTK_WIDGET (gui_board (other)));
  gui_play_move (other, sc_move_new (gui_square ("e2"), gui_square ("e4"), SC_MOVE_NORMAL, 0));
  sc_move_entry_set_text (gui_move_entry (other), "1... e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7");
  gtk_window_close (GTK_WINDOW (other));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (gui_find_question ()), "“1... e5 2. Nf3"));
  gui_answer_question ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_cmpstr (sc_move_entry_get_text (gui_move_entry (other)), ==,
                   "1... e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7");

  /* Discarded, the unsaved game is asked about; the typing goes only
   * with the window. */
  gtk_window_close (GTK_WINDOW (other));
  gui_answer_question ("discard");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (other)));
  g_assert_cmpstr (sc_move_entry_get_text (gui_move_entry (other)), ==,
                   "1... e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7");
  gui_answer_question ("discard");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (other)));
}

/* A closed window lets go of itself and its document, dialogs and all. */
static void
test_closed_window_finalized (void)
{
  ScWindow *other = sc_window_new (GTK_APPLICATION (harness.app));
  gpointer window_alive = other;
  gpointer document_alive = sc_window_get_document (other);

  g_object_add_weak_pointer (G_OBJECT (other), &window_alive);
  g_object_add_weak_pointer (G_OBJECT (document_alive), &document_alive);
  gtk_window_present (GTK_WINDOW (other));
  gui_wait_until_shown (GTK_WIDGET (gui_board (other)));
  gui_play_move (other, sc_move_new (gui_square ("d2"), gui_square ("d4"), SC_MOVE_NORMAL, 0));
  gui_open_text_dialog (other);
  gtk_widget_activate_action (GTK_WIDGET (other), "win.game-details", NULL);
  gui_settle ();
  gtk_window_close (GTK_WINDOW (other));
  gui_answer_question ("discard");
  for (guint i = 0; i < 50 && (window_alive != NULL || document_alive != NULL); i++)
    gui_settle ();
  g_assert_null (window_alive);
  g_assert_null (document_alive);
}

/* Save As to path, with the encoding chosen if one is (NULL: none
 * asked for): the file is written. Warnings are fatal here. */
static void
save_as (const char *path,
         const char *encoding)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ScDocument *document = sc_window_get_document (window);
  GtkFileChooser *chooser;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL));
  chooser = gui_wait_for_file_chooser ();
  if (encoding != NULL)
    {
      g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "encoding"), ==, "keep");
      gui_pick_choice (GTK_WIDGET (chooser), encoding);
    }
  /* The whole path in the name field, as a user may type it. */
  gtk_file_chooser_set_current_name (chooser, path);
  {
    g_autoptr(GFile) chosen = gtk_file_chooser_get_file (chooser);

    g_assert_true (g_file_equal (chosen, file));
  }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  for (guint i = 0; i < 100 && !g_file_test (path, G_FILE_TEST_EXISTS); i++)
    gui_settle ();
  g_assert_true (g_file_equal (sc_document_get_file (document), file));
  g_assert_false (sc_document_get_modified (document));
}

/* A new game, then a Latin-1 file kept so and turned into UTF-8. */
static void
test_save_as (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-files-XXXXXX", NULL);
  g_autofree char *fresh = g_build_filename (dir, "new.pgn", NULL);
  g_autofree char *kept = g_build_filename (dir, "kept.pgn", NULL);
  g_autofree char *utf8 = g_build_filename (dir, "utf8.pgn", NULL);
  g_autofree char *text = NULL;

  gui_new_game (window);
  gui_play_move (window, sc_move_new (gui_square ("e2"), gui_square ("e4"), SC_MOVE_NORMAL, 0));
  save_as (fresh, NULL);
  g_assert_true (g_file_get_contents (fresh, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "1. e4 *"));
  g_clear_pointer (&text, g_free);

  gui_open_data_file (window, "latin1.pgn");
  play_at_end ();
  save_as (kept, "Keep (Windows-1252)");
  g_assert_true (g_file_get_contents (kept, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "Tr\xf8ndelag"));
  g_clear_pointer (&text, g_free);
  play_at_end ();
  save_as (utf8, "UTF-8");
  g_assert_true (g_file_get_contents (utf8, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "Trøndelag"));
  gui_new_game (window);
  remove_folder (dir);
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
  g_test_add_func ("/gui-files/clipboard/copy-game-from-entry", test_copy_game_from_entry);
  g_test_add_func ("/gui-files/clipboard/paste-fen", test_paste_fen);
  g_test_add_func ("/gui-files/clipboard/paste-variations", test_paste_variations);
  g_test_add_func ("/gui-files/file/round-trip", test_round_trip);
  g_test_add_func ("/gui-files/file/broken-game-round-trip", test_broken_game_round_trip);
  g_test_add_func ("/gui-files/file/broken-game-as-text", test_broken_game_opens_as_text);
  g_test_add_func ("/gui-files/file/broken-first-game-as-text", test_broken_first_game_opens_as_text);
  g_test_add_func ("/gui-files/file/broken-game-repaired-in-place", test_broken_game_repaired_in_place);
  g_test_add_func ("/gui-files/file/broken-game-with-nul-as-text", test_broken_game_with_nul_as_text);
  g_test_add_func ("/gui-files/file/game-read-with-warning", test_game_read_with_warning);
  g_test_add_func ("/gui-files/file/broken-game-checked-as-edited", test_broken_game_checked_as_edited);
  g_test_add_func ("/gui-files/file/entry-of-two-games-as-text", test_entry_of_two_games_as_text);
  g_test_add_func ("/gui-files/file/failed-save", test_failed_save);
  g_test_add_func ("/gui-files/file/save-over-changes", test_save_over_changes);
  g_test_add_func ("/gui-files/file/save-as", test_save_as);
  g_test_add_func ("/gui-files/list/search-and-edits", test_game_list);
  g_test_add_func ("/gui-files/window/close-asks", test_close_asks);
  g_test_add_func ("/gui-files/window/close-asks-typed-moves", test_close_asks_typed_moves);
  g_test_add_func ("/gui-files/window/closed-window-finalized", test_closed_window_finalized);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
