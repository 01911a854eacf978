/* test-gui-entry.c: entering games by typing real keys, pasting, and
 * repairing a move in the middle of a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keys go through the X server (XTest), as a keyboard's would; the tests
 * that type skip without XTest. Exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

/* The seed game as PGN writes it (the draw offer as a comment). */
static const char *seed_san =
  "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6 "
  "8. Qe3+ Be7 9. Nbd2 O-O 10. O-O-O Re8 11. Kb1 {(=)}";

/* The same game, written here in German letters and in English. */
static const char *seed_german =
  "1. e4 e5 2. Sf3 Sf6 3. d4 e:d4 4. e5 Se4 5. D:d4 d5 6. e5:d6 e.p. S:d6 7. Lg5 Sc6 "
  "8. De3+ Le7 9. Sbd2 0-0 10. 0-0-0 Te8 11. Kb1(=)";
/* As typed on a Russian keyboard: the files e and c as the Cyrillic е and с. */
static const char *seed_russian =
  "1. е4 e5 2. Кf3 Кf6 3. d4 е:d4 4. e5 Кe4 5. Ф:d4 d5 6. e5:d6 e.p. К:d6 7. Сg5 Кс6 "
  "8. Фe3+ Сe7 9. Кbd2 0-0 10. 0-0-0 Лe8 11. Крb1(=)";
static const char *seed_english =
  "1. e4 e5 2. ♘f3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 e.p. Nxd6 7. Bg5 Nc6 "
  "8. Qe3+ Be7 9. Nbd2 O-O 10. O-O-O Re8 11. Kb1 (=)";

static const char *twenty_moves =
  "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4 "
  "9. Bxc4 Nd5 10. Bxe7 Qxe7 11. O-O Nxc3 12. Rxc3 e5 13. Qc2 e4 14. Nd2 Nf6 15. Rc1 Bf5 "
  "16. Be2 Rad8 17. Nb3 Rd6 18. Rc5 Rfd8 19. Na5 Qd7 20. b4 Bg4 *";

static GtkWidget *
win (void)
{
  return GTK_WIDGET (window);
}

/* The example game of FIDE's Appendix C as the Norwegian text writes it:
 * in full, or in its shortest form. */
static char *
seed_form (gboolean minimal)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "seeds", "example-game.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 2);
  g_assert_true (g_str_has_prefix (lines[minimal ? 1 : 0], "1. e4"));
  return g_strdup (lines[minimal ? 1 : 0]);
}

static char *
main_line_san (void)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, sc_window_get_game (window), &pgn, SC_MOVETEXT_PGN | SC_MOVETEXT_NO_RESULT);
  return g_strstrip (g_string_free (out, FALSE));
}

static void
assert_seed_game (void)
{
  g_autofree char *san = main_line_san ();
  ScGameNode *last = sc_window_get_current (window);

  g_assert_cmpstr (san, ==, seed_san);
  g_assert_null (last->first_child);
  g_assert_true (last->draw_offer);
}

static ScMoveEntry *
entry (void)
{
  return gui_move_entry (window);
}

static void
start_fresh (const char *language)
{
  gui_new_game (window);
  g_settings_set_string (harness.settings, "notation-language", language);
  sc_move_entry_set_text (entry (), "");
  /* The keys start from the board, as after a click on it. */
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_settle ();
}

static void
test_type_norwegian_full (void)
{
  g_autofree char *full = seed_form (FALSE);
  g_autofree char *typed = g_strconcat (full, "\n", NULL);

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("nb");
  /* The first key, on the board, starts the entry; Enter reads it all. */
  gui_type (win (), typed);
  assert_seed_game ();
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
}

/* One move at a time, Enter after each, move numbers left out. */
static void
type_move_by_move (const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *move = NULL;

      if (*words[i] == '\0' || g_str_has_suffix (words[i], "."))
        continue;
      if (g_str_equal (words[i + 1] != NULL ? words[i + 1] : "", "e.p.") ||
          g_str_equal (words[i + 1] != NULL ? words[i + 1] : "", "(=)"))
        {
          move = g_strdup_printf ("%s %s\n", words[i], words[i + 1]);
          i++;
        }
      else
        move = g_strconcat (words[i], "\n", NULL);
      gui_type (win (), move);
      g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
    }
}

static void
test_type_norwegian_minimal (void)
{
  g_autofree char *minimal = seed_form (TRUE);

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("nb");
  type_move_by_move (minimal);
  assert_seed_game ();
}

/* The seed game typed move by move in a language's letters. */
typedef struct {
  const char *lang;
  const char *const *text;
} TypedSeed;

static const TypedSeed typed_german = { "de", &seed_german };
static const TypedSeed typed_russian = { "ru", &seed_russian };

static void
test_type_seed (gconstpointer data)
{
  const TypedSeed *seed = data;

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh (seed->lang);
  type_move_by_move (*seed->text);
  assert_seed_game ();
}

static void
test_type_english_and_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-entry-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "seed.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  /* ♘ has no key: it is typed on a keycode mapped for it. */
  type_move_by_move (seed_english);
  assert_seed_game ();

  /* Ctrl+S with a file set saves there. */
  sc_document_set_file (sc_window_get_document (window), file);
  gui_press_key (win (), GDK_KEY_s, GDK_CONTROL_MASK);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "10. O-O-O Re8 11. Kb1 {(=)} *"));
  g_assert_nonnull (strstr (saved, "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6"));
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));
  g_unlink (path);
  g_rmdir (dir);
}

/* Pastes text into a new game; returns the game text dialog that read
 * it: still open on a problem, gone again when all was read. */
static ScGameTextDialog *
paste_text (const char *text)
{
  ScGameTextDialog *dialog;

  start_fresh ("en");
  gdk_clipboard_set_text (gtk_widget_get_clipboard (win ()), text);
  gui_press_key (win (), GDK_KEY_v, GDK_CONTROL_MASK);
  for (guint i = 0; i < 100 && ((dialog = gui_text_dialog (window)) == NULL
                                || (!gtk_widget_get_visible (GTK_WIDGET (dialog))
                                    && sc_game_get_main_line_length (sc_window_get_game (window)) == 0)); i++)
    gui_settle ();
  return dialog;
}

static gboolean
shows_toast (gpointer text)
{
  return gui_find_widget (win (), gui_is_label_with_text, text) != NULL;
}

/* A paste read whole leaves no dialog behind: a toast says what was read. */
static void
assert_read_whole (ScGameTextDialog *dialog,
                   const char       *said)
{
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  gui_wait_for (shows_toast, (gpointer) said, said);
}

static void
test_paste_seed (void)
{
  g_autofree char *full = seed_form (FALSE);
  ScGameTextDialog *dialog;

  if (gui_skip_without_typing (win ()))
    return;
  dialog = paste_text (full);
  assert_seed_game ();
  /* Norwegian letters found, the text read whole. */
  g_assert_cmpstr (sc_language_code (sc_game_text_dialog_get_language (dialog)), ==, "nb");
  assert_read_whole (dialog, "21 moves read.");
  gui_settle ();
}

/* Ctrl+Shift+V in the move entry opens Enter Game Text… as it does
 * elsewhere: the clipboard is not pasted as a game. */
static void
test_enter_text_key (void)
{
  ScGameTextDialog *dialog;
  g_autofree char *text = NULL;

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  gdk_clipboard_set_text (gtk_widget_get_clipboard (win ()), "1. d4 d5 2. c4");
  gtk_widget_grab_focus (GTK_WIDGET (entry ()));
  gui_press_key (win (), GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  for (guint i = 0; i < 100 && ((dialog = gui_text_dialog (window)) == NULL
                                || !gtk_widget_get_visible (GTK_WIDGET (dialog))); i++)
    gui_settle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  /* A paste would have read the moves by now. */
  for (guint i = 0; i < 10; i++)
    gui_settle ();
  text = sc_game_text_dialog_get_text (dialog);
  g_assert_cmpstr (text, !=, "1. d4 d5 2. c4");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  gtk_window_close (GTK_WINDOW (dialog));
  gui_settle ();
}

/* Russian letters and Chinese characters pasted: the dialog detects
 * them, the script too, and reads the whole Immortal Game. */
static void
test_paste_scripts (void)
{
  static const char *codes[] = { "ru", "uk", "zh-hant", "zh-hans" };

  if (gui_skip_without_typing (win ()))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_autofree char *name = g_strdup_printf ("scoresheet-%s.txt", codes[i]);
      g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, name, NULL);
      g_autofree char *text = NULL;
      g_autofree char *san = NULL;
      ScGameTextDialog *dialog;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      dialog = paste_text (text);
      g_assert_cmpstr (sc_language_code (sc_game_text_dialog_get_language (dialog)), ==, codes[i]);
      assert_read_whole (dialog, "45 moves read.");
      san = main_line_san ();
      g_assert_true (g_str_has_prefix (san, "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5"));
      g_assert_true (g_str_has_suffix (san, "21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7#"));
      gui_settle ();
    }
}

/* A correspondence game in ICCF numbers pasted: the dialog detects the
 * numbers and reads it whole; typed, numbers play their moves, and a
 * pawn's promotion takes the digit of its piece (1 for the queen). */
static void
test_iccf (void)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "scoresheet-iccf.txt", NULL);
  g_autofree char *text = NULL;
  g_autofree char *pasted = NULL;
  g_autofree char *typed = NULL;
  ScGameTextDialog *dialog;

  if (gui_skip_without_typing (win ()))
    return;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  dialog = paste_text (text);
  g_assert_cmpstr (sc_language_code (sc_game_text_dialog_get_language (dialog)), ==, "iccf");
  assert_read_whole (dialog, "47 moves read.");
  pasted = main_line_san ();
  g_assert_true (g_str_has_prefix (pasted, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4"));
  g_assert_true (g_str_has_suffix (pasted, "23. Bd7+ Kf8 24. Bxe7#"));
  gtk_window_close (GTK_WINDOW (dialog));
  gui_settle ();

  start_fresh ("iccf");
  type_move_by_move ("1. 5254 4745 2. 5445 3736 3. 4536 4846 4. 3627 2836 5. 7163 3865");
  gui_type (win (), "2718");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "2718");
  gui_type (win (), "1");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  typed = main_line_san ();
  g_assert_cmpstr (typed, ==, "1. e4 d5 2. exd5 c6 3. dxc6 Qd6 4. cxb7 Nc6 5. Nf3 Bf5 6. bxa8=Q+");
}

/* The text the game text dialog marks as its problem. */
static char *
problem_word (ScGameTextDialog *dialog)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (gui_find_text_view (GTK_WIDGET (dialog)));
  GtkTextTag *problem = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "problem");
  GtkTextIter start, end;

  gtk_text_buffer_get_start_iter (buffer, &start);
  if (!gtk_text_iter_starts_tag (&start, problem))
    g_assert_true (gtk_text_iter_forward_to_tag_toggle (&start, problem));
  end = start;
  g_assert_true (gtk_text_iter_forward_to_tag_toggle (&end, problem));
  return gtk_text_iter_get_text (&start, &end);
}

/* A new game of pgn (English letters), the notation in language, at
 * the move ply of its main line. */
static void
game_at_ply (const char *pgn,
             const char *language,
             guint       ply)
{
  g_autoptr(ScReadResult) result = sc_read_games (pgn, -1, sc_language_english ());
  ScGameNode *node;

  start_fresh (language);
  sc_window_set_game (window, g_ptr_array_index (result->games, 0), NULL);
  node = sc_game_get_root (sc_window_get_game (window));
  for (guint i = 0; i < ply; i++)
    node = node->first_child;
  sc_window_go_to (window, node);
}

static void
test_repair (void)
{
  g_autofree char *san = NULL;
  g_autofree char *pending = NULL;
  ScGameTextDialog *text_dialog;

  if (gui_skip_without_typing (win ()))
    return;
  game_at_ply (twenty_moves, "en", 4);
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));

  /* 3. Nc3 typed again as 3. Nf3: asked, Replace. */
  gui_type (win (), "Nf3\n");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Nf3");
  gui_answer_question ("replace");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");

  /* Kept up to 5... O-O; 6. Nf3 no longer fits and is flagged. */
  san = main_line_san ();
  g_assert_cmpstr (san, ==, "1. d4 d5 2. c4 e6 3. Nf3 Nf6 4. Bg5 Be7 5. e3 O-O");
  g_assert_cmpuint (sc_game_node_ply (sc_window_get_current (window)), ==, 10);
  text_dialog = gui_text_dialog (window);
  g_assert_nonnull (text_dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (text_dialog)));
  pending = sc_game_text_dialog_get_text (text_dialog);
  g_assert_true (g_str_has_prefix (pending, "6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4"));
  g_assert_true (g_str_has_suffix (pending, "20. b4 Bg4"));
  g_assert_nonnull (strstr (sc_game_text_dialog_get_status (text_dialog), "Nf3"));
  /* The mark is on the move, not on its number. */
  {
    g_autofree char *marked = problem_word (text_dialog);

    g_assert_cmpstr (marked, ==, "Nf3");
  }

  /* One undo step puts the old game back. */
  sc_document_undo (sc_window_get_document (window));
  g_clear_pointer (&san, g_free);
  san = main_line_san ();
  g_assert_true (g_str_has_prefix (san, "1. d4 d5 2. c4 e6 3. Nc3 Nf6"));
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 40);
  /* Its text was not read: closing asks first. */
  gtk_window_close (GTK_WINDOW (text_dialog));
  gui_answer_question ("discard");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (text_dialog)));
}

static void
test_undo_redo_keys (void)
{
  g_autofree char *text = NULL;

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  gui_type (win (), "e4\ne5\nNf3\nNc6\n");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 4);
  for (guint i = 0; i < 4; i++)
    gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
  for (guint i = 0; i < 4; i++)
    gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  text = gui_move_text (window);
  g_assert_cmpstr (text, ==, "1. e4 e5 2. Nf3 Nc6");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
}

static void
test_illegal_move_kept (void)
{
  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  gui_type (win (), "Ke2\n");
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Ke2");
  g_assert_true (sc_move_entry_has_error (entry ()));
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
  /* Escape empties the field of refused text too, and Ctrl+Z brings it back. */
  gui_press_key (win (), GDK_KEY_Escape, 0);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Ke2");
  sc_move_entry_set_text (entry (), "");
}

/* Escape empties the field whatever it holds: text refused on Enter, or
 * no move at all. Ctrl+Z brings it back, and Ctrl+Shift+Z takes it away
 * again; the game is left as it is. */
static void
test_escape_refused (void)
{
  static const char *texts[] = { "Nf6\n", "xyz" };

  if (gui_skip_without_typing (win ()))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *kept = g_strdelimit (g_strdup (texts[i]), "\n", '\0');

      start_fresh ("en");
      gui_type (win (), texts[i]);
      g_assert_true (sc_move_entry_has_error (entry ()));
      gui_press_key (win (), GDK_KEY_Escape, 0);
      g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
      g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, "Cleared: Ctrl+Z brings the text back");
      g_assert_false (sc_move_entry_has_error (entry ()));
      gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
      g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, kept);
      gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
      g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
      g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
    }
}

/* Ctrl+Z and Ctrl+Shift+Z undo and redo the text, as in any text field,
 * while the field has steps of its own; then, in the empty field, they
 * undo and redo the game. */
static void
test_undo_redo_text (void)
{
  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  gui_type (win (), "Nf3");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Nf3");
  g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, "Nf3 — Enter plays it");

  /* A move played empties the field: Ctrl+Z is then the game's. */
  gui_type (win (), "\n");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 1);
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 1);

  /* Text undone, then the game's move: redo is the game's again, not the
   * text's that is out of sight. */
  gui_type (win (), "e5");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 1);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");

  /* Text typed and erased, then a change of the game: Ctrl+Z undoes the
   * change of the game, the latest step. */
  gui_type (win (), "x");
  gui_press_key (win (), GDK_KEY_BackSpace, 0);
  gui_press_key (win (), GDK_KEY_Delete, GDK_CONTROL_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 1);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
}

/* After Enter, the moves that fit are played and the field starts at
 * the problem, which the message names without a place in the old text. */
static void
test_several_rest_message (void)
{
  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  sc_move_entry_set_text (entry (), "1. e4 e5 2. Nf3 Bxe4 3. d4");
  sc_move_entry_commit (entry ());
  gui_settle ();
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 3);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Bxe4 3. d4");
  g_assert_true (sc_move_entry_has_error (entry ()));
  g_assert_true (g_str_has_prefix (sc_move_entry_get_feedback (entry ()), "“Bxe4”"));
  sc_move_entry_set_text (entry (), "");

  /* So in the text dialog, on the second line of the text pasted. */
  {
    ScGameTextDialog *dialog = paste_text ("1. e4 e5 2. Nf3 Nc6\n3. Bb5 Bxe4 4. d4 *");
    g_autofree char *left = sc_game_text_dialog_get_text (dialog);

    g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 5);
    g_assert_cmpstr (left, ==, "Bxe4 4. d4 *");
    g_assert_true (g_str_has_prefix (sc_game_text_dialog_get_status (dialog), "5 moves read, then: “Bxe4”"));
    gtk_window_close (GTK_WINDOW (dialog));
    gui_answer_question ("discard");
  }
}

static gboolean
reads_german_letters (gpointer dialog)
{
  return sc_language_same_letters (sc_game_text_dialog_get_language (dialog), sc_language_lookup ("de"));
}

/* A continuation typed in the text dialog in the middle of a game: its
 * letters are found where it is read, at the current move, not from the
 * game's start, where no language reads "15." on. */
static void
test_text_dialog_detects_continuation (void)
{
  ScGameTextDialog *dialog;

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  gui_type (win (), "1. e4 e5 2. Nf3 Nc6\n");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 4);
  g_assert_true (gtk_widget_activate_action (win (), "win.enter-text", NULL));
  gui_settle ();
  dialog = gui_text_dialog (window);
  g_assert_nonnull (dialog);
  /* As typed: the check runs once typing pauses. */
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (gui_find_widget (GTK_WIDGET (dialog), gui_is_of_type,
                                                                                      GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW)))),
                            "3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7", -1);
  gui_wait_for (reads_german_letters, dialog, "German letters found");
  sc_game_text_dialog_read (dialog);
  gui_settle ();
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 10);
  gtk_window_close (GTK_WINDOW (dialog));
  gui_settle ();
}

/* A move half typed is not an error: the feedback says what it could
 * become, in the notation's letters; text that no move starts with is. */
static void
test_unfinished_move (void)
{
  static const struct {
    const char *language;
    const char *text;
    const char *feedback;
  } cases[] = {
    { "en", "N", "Could be Na3, Nc3, Nf3, Nh3" },
    { "en", "Nf", "Could be Nf3" },
    { "en", "e", "Could be e3, e4" },
    { "en", "1.", "" },
    { "de", "S", "Could be Sa3, Sc3, Sf3, Sh3" },
    /* Long notation, as the field's placeholder shows it, on its way. */
    { "en", "e2", "Could be e2-e3, e2-e4" },
    { "en", "e2-", "Could be e2-e3, e2-e4" },
    { "en", "e2-e", "Could be e2-e3, e2-e4" },
    { "en", "Ng1", "Could be Ng1-f3, Ng1-h3" },
    { "en", "Ng1-f", "Could be Ng1-f3" },
    { "en", "g1f", "Could be Ng1-f3" },
    { "de", "Sg1-", "Could be Sg1-f3, Sg1-h3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      start_fresh (cases[i].language);
      sc_move_entry_set_text (entry (), cases[i].text);
      g_assert_false (sc_move_entry_has_error (entry ()));
      g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, cases[i].feedback);
    }
  sc_move_entry_set_text (entry (), "Qh9");
  g_assert_true (sc_move_entry_has_error (entry ()));
  sc_move_entry_set_text (entry (), "e2-e5");
  g_assert_true (sc_move_entry_has_error (entry ()));
  sc_move_entry_set_text (entry (), "");
}

/* A move clicked to correct it, then the right one typed: not an error,
 * and Enter asks, as for a move typed where the game goes on, whether to
 * replace it. */
static void
test_correct_clicked_move (void)
{
  g_autoptr(ScReadResult) result = sc_read_games ("1. e4 e5 2. Nf3 Nc6 3. Bb5 *", -1, sc_language_english ());
  g_autofree char *san = NULL;
  ScGameNode *nf3;

  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  sc_window_set_game (window, g_ptr_array_index (result->games, 0), NULL);
  nf3 = sc_game_get_root (sc_window_get_game (window))->first_child->first_child->first_child;
  sc_window_go_to (window, nf3);
  gtk_widget_grab_focus (GTK_WIDGET (gui_board (window)));
  gui_type (win (), "Nc3");
  g_assert_false (sc_move_entry_has_error (entry ()));
  g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, "Nc3 in place of Nf3 — Enter asks whether to replace it");
  gui_type (win (), "\n");
  gui_answer_question ("replace");
  san = main_line_san ();
  g_assert_cmpstr (san, ==, "1. e4 e5 2. Nc3 Nc6 3. Bb5");
  /* Every move after it still fits: the corrected move stays current. */
  g_assert_true (sc_window_get_current (window) == sc_game_get_root (sc_window_get_game (window))->first_child->first_child->first_child);
}

/* A move typed with its number, as on a scoresheet, is named and shown
 * on the board as the move alone is, and Enter plays it. */
static void
test_numbered_move (void)
{
  static const char *texts[] = { "1. e4", "1.e4", "1… e4" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *san = NULL;

      start_fresh ("en");
      sc_move_entry_set_text (entry (), texts[i]);
      g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, "e4 — Enter plays it");
      g_assert_cmpuint (sc_move_entry_get_preview_move (entry ()), !=, 0);
      sc_move_entry_commit (entry ());
      san = main_line_san ();
      g_assert_cmpstr (san, ==, "1. e4");
    }
  start_fresh ("en");
  sc_move_entry_set_text (entry (), "1. e4 e5");
  g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, "2 moves: Enter plays them");
  sc_move_entry_set_text (entry (), "");
}

/* After mate no move can follow: the entry says the game is over, not
 * why the move typed is illegal. */
static void
test_after_mate (void)
{
  g_autoptr(ScReadResult) result = sc_read_games ("1. f3 e5 2. g4 Qh4# 0-1", -1, sc_language_english ());
  ScGameNode *mate;

  start_fresh ("en");
  sc_window_set_game (window, g_ptr_array_index (result->games, 0), NULL);
  mate = sc_game_get_root (sc_window_get_game (window))->first_child->first_child->first_child->first_child;
  sc_window_go_to (window, mate);
  sc_move_entry_set_text (entry (), "Kf2");
  g_assert_true (sc_move_entry_has_error (entry ()));
  g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, "Checkmate: Black wins");
  sc_move_entry_set_text (entry (), "");
}

/* Moves the game has, typed again with their draw offer, are gone along
 * (no variation, no error) and a result after them is the game's. */
static void
test_retype_offer (void)
{
  static const char *const typed[] = { "Te8 11. Kb1(=) 1/2-1/2", "Te8 11. Kb1(=)", "Te8 Kb1(=)", "Te8 Kb1 (=)" };

  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      g_autofree char *san = NULL;
      ScGameNode *last;

      game_at_ply (seed_san, "nb", 19);
      sc_move_entry_set_text (entry (), typed[i]);
      g_assert_false (sc_move_entry_has_error (entry ()));
      sc_move_entry_commit (entry ());
      gui_settle ();
      g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
      san = main_line_san ();
      g_assert_cmpstr (san, ==, seed_san);
      last = sc_window_get_current (window);
      g_assert_true (last->draw_offer);
      g_assert_null (last->first_child);
      g_assert_null (last->next_sibling);
      g_assert_null (sc_game_node_variation_start (last));
      g_assert_cmpstr (sc_game_get_result (sc_window_get_game (window)), ==, i == 0 ? "1/2-1/2" : "*");
    }
}

/* A result typed alone after the last move sets the game's, as a step
 * to undo; against a mate it is refused with the reason. */
static void
test_result_alone (void)
{
  game_at_ply (seed_san, "nb", 21);
  sc_move_entry_set_text (entry (), "1/2-1/2");
  g_assert_false (sc_move_entry_has_error (entry ()));
  sc_move_entry_commit (entry ());
  gui_settle ();
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  g_assert_cmpstr (sc_game_get_result (sc_window_get_game (window)), ==, "1/2-1/2");
  gtk_widget_activate_action (win (), "win.undo", NULL);
  gui_settle ();
  g_assert_cmpstr (sc_game_get_result (sc_window_get_game (window)), ==, "*");

  game_at_ply ("1. f3 e5 2. g4 Qh4# *", "en", 4);
  sc_move_entry_set_text (entry (), "1-0");
  g_assert_true (sc_move_entry_has_error (entry ()));
  g_assert_true (g_str_has_prefix (sc_move_entry_get_feedback (entry ()), "1-0 cannot be the result: "));
  g_assert_nonnull (strstr (sc_move_entry_get_feedback (entry ()), "checkmate"));
  sc_move_entry_commit (entry ());
  gui_settle ();
  g_assert_cmpstr (sc_game_get_result (sc_window_get_game (window)), ==, "*");
  sc_move_entry_set_text (entry (), "0:1");
  g_assert_false (sc_move_entry_has_error (entry ()));
  sc_move_entry_commit (entry ());
  gui_settle ();
  g_assert_cmpstr (sc_game_get_result (sc_window_get_game (window)), ==, "0-1");
}

/* Escape empties the field of text not yet entered, and Ctrl+Z brings it
 * back, as it undoes any other change of the text; once the field has
 * nothing left to undo, Ctrl+Z is the game's undo again. */
static void
test_escape_undone (void)
{
  if (gui_skip_without_typing (win ()))
    return;
  start_fresh ("en");
  gui_type (win (), "e4\n");
  gui_type (win (), "1... e5 2. Nf3 Nc6 3. Bb5");
  gui_press_key (win (), GDK_KEY_Escape, 0);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  g_assert_nonnull (strstr (sc_move_entry_get_feedback (entry ()), "Ctrl+Z"));
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "1... e5 2. Nf3 Nc6 3. Bb5");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 1);

  /* Text typed after it is undone first, a step at a time; with nothing
   * left to undo, Ctrl+Z is the game's. */
  gui_press_key (win (), GDK_KEY_Escape, 0);
  gui_type (win (), "e");
  gui_press_key (win (), GDK_KEY_BackSpace, 0);
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "e");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "1... e5 2. Nf3 Nc6 3. Bb5");
  sc_move_entry_set_text (entry (), "");
  gui_press_key (win (), GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 0);
}

/* A move typed with its number in another language's letters is named
 * as the move alone is ("Sf3" with English letters), and Enter switches
 * to those letters and plays it. German, Danish, Norwegian and Swedish
 * write the same letters: the hint names the most spoken, German. */
static void
test_numbered_other_letters (void)
{
  static const struct {
    const char *moves;
    const char *typed;
    const char *reads;
    const char *played;
  } cases[] = {
    { "", "1. Sf3", "“Sf3” reads as Nf3 in German letters (and ", "1. Nf3" },
    { "", "1.Sf3", "“Sf3” reads as Nf3 in German letters (and ", "1. Nf3" },
    { "e4 d5 exd5", "2... Dxd5", "“Dxd5” reads as Qxd5 in German letters (and ", "1. e4 d5 2. exd5 Qxd5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *san = NULL;
      g_autofree char *language = NULL;

      start_fresh ("en");
      if (*cases[i].moves != '\0')
        {
          sc_move_entry_set_text (entry (), cases[i].moves);
          sc_move_entry_commit (entry ());
        }
      sc_move_entry_set_text (entry (), cases[i].typed);
      g_assert_false (sc_move_entry_has_error (entry ()));
      g_assert_true (g_str_has_prefix (sc_move_entry_get_feedback (entry ()), cases[i].reads));
      g_assert_cmpuint (sc_move_entry_get_preview_move (entry ()), !=, 0);
      sc_move_entry_commit (entry ());
      gui_settle ();
      language = g_settings_get_string (harness.settings, "notation-language");
      g_assert_cmpstr (language, ==, "de");
      san = main_line_san ();
      g_assert_cmpstr (san, ==, cases[i].played);
      g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "");
    }
  g_settings_set_string (harness.settings, "notation-language", "en");
  gui_settle ();
}

/* Several moves whose first cannot be played: the problem alone, not
 * "0 moves fit, then column 1"; after one that fits, the count. */
static void
test_several_first_refused (void)
{
  start_fresh ("en");
  sc_move_entry_set_text (entry (), "e5 e4");
  g_assert_true (sc_move_entry_has_error (entry ()));
  g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==, "“e5” is not a legal move here");
  sc_move_entry_set_text (entry (), "e4 e4");
  g_assert_cmpstr (sc_move_entry_get_feedback (entry ()), ==,
                   "1 move fits, then column 4: “e4” is not a legal move here");
  sc_move_entry_set_text (entry (), "");
}

/* Several moves entered at once, the last in another language's
 * letters: the moves read are played, and what is left is named as when
 * typed alone, so that Enter switches and plays it. */
static void
test_several_then_other_letters (void)
{
  g_autofree char *san = NULL;
  g_autofree char *language = NULL;

  start_fresh ("en");
  sc_move_entry_set_text (entry (), "f3 e5 g4 Dh4");
  sc_move_entry_commit (entry ());
  g_assert_cmpstr (sc_move_entry_get_text (entry ()), ==, "Dh4");
  g_assert_false (sc_move_entry_has_error (entry ()));
  g_assert_true (g_str_has_prefix (sc_move_entry_get_feedback (entry ()),
                                   "“Dh4” reads as Qh4# in German letters (and "));
  sc_move_entry_commit (entry ());
  gui_settle ();
  language = g_settings_get_string (harness.settings, "notation-language");
  g_assert_cmpstr (language, ==, "de");
  san = main_line_san ();
  g_assert_cmpstr (san, ==, "1. f3 e5 2. g4 Qh4#");
  g_settings_set_string (harness.settings, "notation-language", "en");
  gui_settle ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-entry/type/norwegian-full", test_type_norwegian_full);
  g_test_add_func ("/gui-entry/escape-undone", test_escape_undone);
  g_test_add_func ("/gui-entry/escape-refused", test_escape_refused);
  g_test_add_func ("/gui-entry/undo-redo-text", test_undo_redo_text);
  g_test_add_func ("/gui-entry/numbered-other-letters", test_numbered_other_letters);
  g_test_add_func ("/gui-entry/several-then-other-letters", test_several_then_other_letters);
  g_test_add_func ("/gui-entry/several-first-refused", test_several_first_refused);
  g_test_add_func ("/gui-entry/unfinished-move", test_unfinished_move);
  g_test_add_func ("/gui-entry/correct-clicked-move", test_correct_clicked_move);
  g_test_add_func ("/gui-entry/after-mate", test_after_mate);
  g_test_add_func ("/gui-entry/retype-offer", test_retype_offer);
  g_test_add_func ("/gui-entry/result-alone", test_result_alone);
  g_test_add_func ("/gui-entry/numbered-move", test_numbered_move);
  g_test_add_func ("/gui-entry/text-dialog-detects-continuation", test_text_dialog_detects_continuation);
  g_test_add_func ("/gui-entry/several-rest-message", test_several_rest_message);
  g_test_add_func ("/gui-entry/type/norwegian-minimal", test_type_norwegian_minimal);
  g_test_add_data_func ("/gui-entry/type/german", &typed_german, test_type_seed);
  g_test_add_data_func ("/gui-entry/type/russian", &typed_russian, test_type_seed);
  g_test_add_func ("/gui-entry/type/english-and-save", test_type_english_and_save);
  g_test_add_func ("/gui-entry/type/illegal-kept", test_illegal_move_kept);
  g_test_add_func ("/gui-entry/paste/seed", test_paste_seed);
  g_test_add_func ("/gui-entry/paste/scripts", test_paste_scripts);
  g_test_add_func ("/gui-entry/paste/enter-text-key", test_enter_text_key);
  g_test_add_func ("/gui-entry/iccf", test_iccf);
  g_test_add_func ("/gui-entry/repair/replace", test_repair);
  g_test_add_func ("/gui-entry/undo-redo", test_undo_redo_keys);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
