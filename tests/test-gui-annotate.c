/* test-gui-annotate.c: annotating in the main window: comments, glyphs,
 * variations, draw offers, clock times, game details, set-up positions
 * and the scoresheet view, each undone again
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory; exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-comment.h"
#include "sc-game-details-window.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-writer.h"
#include "sc-setup-dialog.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

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
activate (const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter));
  gui_settle ();
}

static void
undo (void)
{
  activate ("win.undo", NULL);
}

static char *
nags_of (ScGameNode *node)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < node->n_nags; i++)
    g_string_append_printf (out, "%s$%u", i ? " " : "", node->nags[i]);
  return g_string_free (out, FALSE);
}

static void
assert_nags (ScGameNode *node,
             const char *expected)
{
  g_autofree char *nags = nags_of (node);

  g_assert_cmpstr (nags, ==, expected);
}

/* Glyphs */

static void
test_glyphs (void)
{
  ScGameNode *e4;
  g_autofree char *text = NULL;

  gui_open_data_file (window, "annotated.pgn");
  e4 = main_line (1);
  sc_window_go_to (window, e4);
  gui_settle ();
  assert_nags (e4, "");

  /* The shortcut's action; a new assessment replaces the old one. */
  activate ("annotate.assessment", g_variant_new_uint32 (1));
  assert_nags (e4, "$1");
  activate ("annotate.assessment", g_variant_new_uint32 (5));
  assert_nags (e4, "$5");
  text = gui_move_text (window);
  gui_assert_text_contains (text, "1. e4!? The king's pawn.");

  /* Position glyphs toggle, one evaluation at a time; others add. */
  activate ("annotate.position", g_variant_new_uint32 (16));
  assert_nags (e4, "$5 $16");
  activate ("annotate.position", g_variant_new_uint32 (10));
  assert_nags (e4, "$5 $10");
  activate ("annotate.novelty", NULL);
  assert_nags (e4, "$5 $10 $146");
  activate ("annotate.position", g_variant_new_uint32 (10));
  assert_nags (e4, "$5 $146");
  activate ("annotate.assessment", g_variant_new_uint32 (0));
  assert_nags (e4, "$146");

  /* Every change was one step. */
  for (guint i = 0; i < 5; i++)
    undo ();
  assert_nags (e4, "$5");
  undo ();
  assert_nags (e4, "$1");
  undo ();
  assert_nags (e4, "");
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));

  /* At the start there is no move to annotate. */
  sc_window_go_to (window, main_line (0));
  gui_settle ();
  activate ("annotate.assessment", g_variant_new_uint32 (1));
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
}

static void
test_draw_offer (void)
{
  ScGameNode *nf3;
  g_autofree char *text = NULL;

  gui_open_data_file (window, "annotated.pgn");
  nf3 = main_line (3);
  sc_window_go_to (window, nf3);
  gui_settle ();
  activate ("annotate.draw-offer", NULL);
  g_assert_true (nf3->draw_offer);
  text = gui_move_text (window);
  gui_assert_text_contains (text, "2. Nf3(=) Nc6");
  undo ();
  g_assert_false (nf3->draw_offer);
}

/* The marks the menus show */

static gboolean
is_annotate_button (GtkWidget *widget,
                    gpointer   data)
{
  return GTK_IS_MENU_BUTTON (widget)
         && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "document-edit-symbolic") == 0;
}

/* A menu item (GtkModelButton, a private type) whose text ends with name. */
static GtkWidget *annotate_menu;

/* The Annotate menu's item, as it is drawn: its action's state makes it
 * a radio or a check button (role), chosen (active) or not. */
static GtkWidget *
item (const char *name,
      const char *role)
{
  GtkWidget *found = gui_find_widget (annotate_menu, gui_is_menu_item_named, (gpointer) name);
  GParamSpec *role_spec;
  int item_role;

  g_assert_nonnull (found);
  g_object_get (found, "role", &item_role, NULL);
  role_spec = g_object_class_find_property (G_OBJECT_GET_CLASS (found), "role");
  g_assert_cmpstr (g_enum_get_value (G_PARAM_SPEC_ENUM (role_spec)->enum_class, item_role)->value_nick, ==, role);
  return found;
}

static gboolean
is_chosen (const char *name,
           const char *role)
{
  gboolean active;

  g_object_get (item (name, role), "active", &active, NULL);
  return active;
}

static void
assert_chosen (const char *name,
               const char *role,
               gboolean    chosen)
{
  if (is_chosen (name, role) != chosen)
    g_error ("“%s” is %s", name, chosen ? "not chosen" : "chosen");
}

/* The move's marks, as the menu shows them: its assessment and
 * evaluation (NULL: none) among those looked at, whether it is a novelty
 * and whether a draw was offered. */
static void
assert_marks (const char *assessment,
              const char *evaluation,
              gboolean    novelty,
              gboolean    draw_offer)
{
  static const char *assessments[] = { "Good Move", "Brilliant Move", "No Assessment" };
  static const char *evaluations[] = { "Equal Position", "White Is Better" };

  for (guint i = 0; i < G_N_ELEMENTS (assessments); i++)
    assert_chosen (assessments[i], "radio", g_strcmp0 (assessment != NULL ? assessment : "No Assessment", assessments[i]) == 0);
  for (guint i = 0; i < G_N_ELEMENTS (evaluations); i++)
    assert_chosen (evaluations[i], "radio", g_strcmp0 (evaluation, evaluations[i]) == 0);
  assert_chosen ("Novelty", "check", novelty);
  assert_chosen ("Draw Offer", "check", draw_offer);
}

static gboolean
good_move_is (gpointer chosen)
{
  return is_chosen ("Good Move", "radio") == GPOINTER_TO_INT (chosen);
}

static void
test_marks (void)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (gui_find_widget (GTK_WIDGET (window), is_annotate_button, NULL));
  ScGameNode *e4, *g3;
  g_autoptr(GString) pgn = g_string_new (NULL);

  gui_open_data_file (window, "annotated.pgn");
  e4 = main_line (1);
  sc_window_go_to (window, e4);
  gui_settle ();
  gtk_menu_button_popup (button);
  gui_settle ();
  annotate_menu = GTK_WIDGET (gtk_menu_button_get_popover (button));
  assert_marks (NULL, NULL, FALSE, FALSE);

  /* What is chosen shows as chosen, in the open menu too. */
  activate ("annotate.assessment", g_variant_new_uint32 (3));
  activate ("annotate.position", g_variant_new_uint32 (16));
  activate ("annotate.novelty", NULL);
  activate ("annotate.draw-offer", NULL);
  assert_nags (e4, "$3 $16 $146");
  assert_marks ("Brilliant Move", "White Is Better", TRUE, TRUE);
  assert_chosen ("Diagram", "check", FALSE);
  gtk_menu_button_popdown (button);

  /* The marks follow the current move: the next one has none. */
  activate ("win.go-forward", NULL);
  gtk_menu_button_popup (button);
  gui_settle ();
  assert_marks (NULL, NULL, FALSE, FALSE);
  gtk_menu_button_popdown (button);
  activate ("win.go-back", NULL);
  assert_marks ("Brilliant Move", "White Is Better", TRUE, TRUE);

  /* Chosen again, the assessment goes, from the game too. */
  activate ("annotate.assessment", g_variant_new_uint32 (3));
  assert_nags (e4, "$16 $146");
  assert_marks (NULL, "White Is Better", TRUE, TRUE);
  sc_write_pgn_game (pgn, sc_window_get_game (window));
  /* An assessment would be written first, straight after the move. */
  gui_assert_text_contains (pgn->str, "1. e4 $16 $146 {(=)}");

  /* Undone and done again, as the game is. */
  undo ();
  assert_marks ("Brilliant Move", "White Is Better", TRUE, TRUE);
  activate ("win.redo", NULL);
  assert_marks (NULL, "White Is Better", TRUE, TRUE);

  /* A diagram read from the file is checked, and goes when chosen. */
  g3 = main_line (27);
  sc_window_go_to (window, g3);
  gui_settle ();
  assert_chosen ("Diagram", "check", TRUE);
  activate ("annotate.diagram", NULL);
  assert_nags (g3, "");
  assert_chosen ("Diagram", "check", FALSE);

  /* The keys choose and take away as the menu does. */
  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_press_key (GTK_WIDGET (window), GDK_KEY_1, GDK_CONTROL_MASK);
  gui_wait_for (good_move_is, GINT_TO_POINTER (TRUE), "Ctrl+1 to choose a good move");
  assert_nags (g3, "$1");
  gui_press_key (GTK_WIDGET (window), GDK_KEY_1, GDK_CONTROL_MASK);
  gui_wait_for (good_move_is, GINT_TO_POINTER (FALSE), "Ctrl+1 again to take it away");
  assert_nags (g3, "");
}

/* Comments and clock times */

static void
type_comment (ScCommentEditor *editor,
              const char      *text)
{
  gtk_text_buffer_set_text (sc_comment_editor_get_buffer (editor), text, -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "comment.commit", NULL));
  gui_settle ();
}

static void
assert_shown_comment (ScCommentEditor *editor,
                      const char      *words)
{
  GtkTextIter start, end;
  g_autofree char *shown = NULL;

  gtk_text_buffer_get_bounds (sc_comment_editor_get_buffer (editor), &start, &end);
  shown = gtk_text_buffer_get_text (sc_comment_editor_get_buffer (editor), &start, &end, FALSE);
  g_assert_cmpstr (shown, ==, words);
}

/* Every comment of the game stays on its move when its PGN is read again. */
static void
assert_comments_read_back (void)
{
  ScGame *game = sc_document_get_game (sc_window_get_document (window));
  g_autoptr(GString) pgn = g_string_new (NULL);
  g_autoptr(ScReadResult) result = NULL;
  ScGameNode *a, *b;

  sc_write_pgn_game (pgn, game);
  result = sc_read_games (pgn->str, (gssize) pgn->len, sc_language_english ());
  g_assert_cmpuint (result->problems->len, ==, 0);
  a = sc_game_get_root (game);
  b = sc_game_get_root (g_ptr_array_index (result->games, 0));
  /* Both trees, depth first, node by node. */
  while (a != NULL)
    {
      g_assert_nonnull (b);
      g_assert_cmpuint (a->move, ==, b->move);
      g_assert_cmpstr (a->comment_before, ==, b->comment_before);
      g_assert_cmpstr (a->comment_after, ==, b->comment_after);
      if (a->first_child != NULL)
        {
          a = a->first_child;
          b = b->first_child;
          continue;
        }
      while (a->parent != NULL && a->next_sibling == NULL)
        {
          a = a->parent;
          b = b->parent;
        }
      a = a->next_sibling;
      b = b->next_sibling;
    }
}

static void
test_comments (void)
{
  ScCommentEditor *editor = gui_comment_editor (window);
  ScGameNode *e4, *e5, *bc4;
  g_autofree char *text = NULL;

  gui_open_data_file (window, "annotated.pgn");
  e4 = main_line (1);
  e5 = main_line (2);
  g_assert_true (g_str_has_prefix (e4->comment_after, "[%clk"));
  sc_window_go_to (window, e4);
  gui_settle ();

  /* The words alone are shown; the clock command stays in the comment. */
  assert_shown_comment (editor, "The king's pawn.");
  type_comment (editor, "Best by test.");
  g_assert_true (g_str_has_prefix (e4->comment_after, "[%clk"));
  g_assert_true (g_str_has_suffix (e4->comment_after, "] Best by test."));
  text = gui_move_text (window);
  gui_assert_text_contains (text, "1. e4 Best by test. 1... e5");

  /* Before Black's reply: the words between the two moves, which PGN
   * keeps as the comment after White's move, so that is what is edited.
   * One more undo step. */
  sc_window_go_to (window, e5);
  gui_settle ();
  sc_comment_editor_set_before (editor, TRUE);
  assert_shown_comment (editor, "Best by test.");
  type_comment (editor, "Best by test. Symmetry:");
  g_assert_null (e5->comment_before);
  g_assert_true (g_str_has_suffix (e4->comment_after, "] Best by test. Symmetry:"));
  g_free (text);
  text = gui_move_text (window);
  gui_assert_text_contains (text, "Best by test. Symmetry: 1... e5");

  /* A variation's first move has a comment of its own before it. */
  bc4 = main_line (5)->next_sibling;
  g_assert_cmpstr (bc4->comment_after, ==, "Italian");
  sc_window_go_to (window, bc4);
  gui_settle ();
  g_assert_true (sc_comment_editor_get_before (editor));
  assert_shown_comment (editor, "");
  type_comment (editor, "Or quieter:");
  g_assert_cmpstr (bc4->comment_before, ==, "Or quieter:");
  g_assert_cmpstr (bc4->comment_after, ==, "Italian");
  assert_comments_read_back ();

  /* Typing alone changes nothing; going to another move writes it. */
  sc_window_go_to (window, e5);
  gui_settle ();
  gtk_text_buffer_set_text (sc_comment_editor_get_buffer (editor), "Symmetry again:", -1);
  g_assert_true (g_str_has_suffix (e4->comment_after, "] Best by test. Symmetry:"));
  sc_window_go_to (window, e4);
  gui_settle ();
  g_assert_true (g_str_has_suffix (e4->comment_after, "] Symmetry again:"));
  sc_comment_editor_set_before (editor, FALSE);

  undo ();
  g_assert_true (g_str_has_suffix (e4->comment_after, "] Best by test. Symmetry:"));
  undo ();
  g_assert_null (bc4->comment_before);
  undo ();
  g_assert_true (g_str_has_suffix (e4->comment_after, "] Best by test."));
  undo ();
  g_assert_true (g_str_has_suffix (e4->comment_after, "The king's pawn."));
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));
}

/* A click on a later move while a comment is being typed: the press
 * writes the comment, and the text flows anew under the pointer before
 * the release; the move pressed is the one chosen. */
static gboolean
is_before_button (GtkWidget *widget,
                  gpointer   data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Before") == 0;
}

/* A click on Before leaves the keyboard in the comment: what is typed
 * next is the comment's, not a move. */
static void
test_before_takes_typing (void)
{
  ScCommentEditor *editor = gui_comment_editor (window);
  GtkWidget *before = gui_find_widget (GTK_WIDGET (editor), is_before_button, NULL);
  GtkWidget *comment_view = gui_find_widget (GTK_WIDGET (editor), gui_is_of_type,
                                             GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW));

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_open_data_file (window, "annotated.pgn");
  sc_window_go_to (window, main_line (12));
  gui_settle ();
  gtk_widget_grab_focus (GTK_WIDGET (gui_move_entry (window)));
  gui_click (before, gtk_widget_get_width (before) / 2.0, gtk_widget_get_height (before) / 2.0);
  g_assert_true (sc_comment_editor_get_before (editor));
  g_assert_true (gtk_widget_has_focus (comment_view));
  g_assert_cmpstr (sc_move_entry_get_text (gui_move_entry (window)), ==, "");
  gtk_widget_activate_action (GTK_WIDGET (editor), "comment.commit", NULL);
  sc_comment_editor_set_before (editor, FALSE);
}

/* A real click on a letter of move in the move list: offset counts
 * from the move's start, or back from its end when negative; across is
 * where in the letter (0: its left edge, 1: its right). */
static void
click_move_letter (ScGameNode *move,
                   int         offset,
                   double      across)
{
  GtkWidget *list_view = gui_find_widget (GTK_WIDGET (gui_move_list (window)), gui_is_of_type,
                                          GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW));
  GtkTextIter at;
  GdkRectangle where;
  int start, end, x, y;

  g_assert_true (sc_move_list_node_range (gui_move_list (window), move, &start, &end));
  gtk_text_buffer_get_iter_at_offset (gtk_text_view_get_buffer (GTK_TEXT_VIEW (list_view)), &at,
                                      offset >= 0 ? start + offset : end + offset);
  gtk_text_view_get_iter_location (GTK_TEXT_VIEW (list_view), &at, &where);
  gtk_text_view_buffer_to_window_coords (GTK_TEXT_VIEW (list_view), GTK_TEXT_WINDOW_WIDGET,
                                         where.x + (int) (where.width * across), where.y + where.height / 2, &x, &y);
  gui_click (list_view, x, y);
  gui_settle ();
}

/* A click on the right half of a move's last character is a click on
 * that move, not on the space after it. */
static void
test_click_end_of_move (void)
{
  ScGameNode *target;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_open_data_file (window, "annotated.pgn");
  sc_window_go_to (window, main_line (1));
  gui_settle ();
  target = main_line (12);
  click_move_letter (target, -1, 0.75);
  g_assert_true (sc_document_get_current (sc_window_get_document (window)) == target);
}

static void
test_click_while_commenting (void)
{
  ScCommentEditor *editor = gui_comment_editor (window);
  GtkWidget *comment_view = gui_find_widget (GTK_WIDGET (editor), gui_is_of_type,
                                             GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW));
  ScGameNode *bb5, *target;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  gui_open_data_file (window, "annotated.pgn");
  bb5 = main_line (5);
  target = main_line (12);
  sc_window_go_to (window, bb5);
  gui_settle ();
  gtk_widget_grab_focus (comment_view);
  gtk_text_buffer_set_text (sc_comment_editor_get_buffer (editor),
                            "A comment long enough to push every later move a line or two down the list.", -1);
  gui_settle ();

  click_move_letter (target, 1, 0);
  g_assert_true (sc_document_get_current (sc_window_get_document (window)) == target);
  g_assert_true (g_str_has_suffix (bb5->comment_after, "down the list."));
}

static void
test_clock (void)
{
  ScCommentEditor *editor = gui_comment_editor (window);
  GtkEditable *entry = sc_comment_editor_get_clock_entry (editor);
  ScGameNode *nf3;
  double seconds = 0;

  gui_open_data_file (window, "annotated.pgn");
  sc_window_go_to (window, main_line (1));
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "1:30:00");

  nf3 = main_line (3);
  sc_window_go_to (window, nf3);
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");

  /* Wrong text is kept with a reason, and nothing changes. */
  gtk_editable_set_text (entry, "1:75");
  g_signal_emit_by_name (entry, "activate");
  gui_settle ();
  g_assert_nonnull (sc_comment_editor_get_clock_message (editor));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "1:75");
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));

  gtk_editable_set_text (entry, "1:29:5");
  g_signal_emit_by_name (entry, "activate");
  gui_settle ();
  g_assert_null (sc_comment_editor_get_clock_message (editor));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "1:29:05");
  g_assert_true (sc_comment_get_clock (nf3->comment_after, &seconds));
  g_assert_cmpfloat (seconds, ==, 5345);

  /* Two parts: hours and minutes in this game of 90 minutes (5400+30),
   * minutes and seconds in a game of five. */
  gtk_editable_set_text (entry, "1:25");
  g_signal_emit_by_name (entry, "activate");
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "1:25:00");
  sc_game_set_tag (sc_window_get_game (window), "TimeControl", "300+3");
  gtk_editable_set_text (entry, "1:25");
  g_signal_emit_by_name (entry, "activate");
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "0:01:25");
  sc_game_set_tag (sc_window_get_game (window), "TimeControl", "5400+30");
  undo ();
  undo ();
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "1:29:05");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "comment.clear-clock", NULL));
  gui_settle ();
  g_assert_null (nf3->comment_after);
  undo ();
  g_assert_true (sc_comment_get_clock (nf3->comment_after, &seconds));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "1:29:05");
  undo ();
  g_assert_null (nf3->comment_after);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");

  /* Typed and left for another move without Enter, the clock is written
   * all the same, as a comment is. */
  gtk_editable_set_text (entry, "1:20");
  sc_window_go_to (window, main_line (4));
  gui_settle ();
  g_assert_true (sc_comment_get_clock (nf3->comment_after, &seconds));
  g_assert_cmpfloat (seconds, ==, 4800);
  undo ();
  g_assert_null (nf3->comment_after);
}

/* Game details */

static ScGameDetailsWindow *
open_details (void)
{
  return gui_open_window (window, "win.game-details", SC_TYPE_GAME_DETAILS_WINDOW);
}

static gboolean
is_apply_button (GtkWidget *widget,
                 gpointer   data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "details.apply") == 0;
}

static void
test_game_details (void)
{
  ScGame *game;
  ScGameDetailsWindow *details;
  GtkEditable *date;

  gui_open_data_file (window, "annotated.pgn");
  game = sc_window_get_game (window);
  details = open_details ();
  date = sc_game_details_window_get_entry (details, "Date");
  g_assert_cmpstr (gtk_editable_get_text (date), ==, sc_game_get_tag (game, "Date"));
  g_assert_cmpstr (gtk_editable_get_text (sc_game_details_window_get_entry (details, "Result")), ==, "1-0");
  /* Nothing to apply before a change. */
  g_assert_false (gtk_widget_get_sensitive (gui_find_widget (GTK_WIDGET (details), is_apply_button, NULL)));

  /* A wrong date keeps its text, says why, and nothing is applied. */
  gtk_editable_set_text (date, "2024-13-45");
  g_assert_nonnull (sc_game_details_window_get_message (details, "Date"));
  g_assert_cmpstr (gtk_editable_get_text (date), ==, "2024-13-45");
  gtk_widget_activate_action (GTK_WIDGET (details), "details.apply", NULL);
  gui_settle ();
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
  g_assert_cmpstr (gtk_editable_get_text (date), ==, "2024-13-45");

  /* Put right, with other changes and a new tag: one undo step. */
  gtk_editable_set_text (date, "2024.03.??");
  g_assert_null (sc_game_details_window_get_message (details, "Date"));
  gtk_editable_set_text (sc_game_details_window_get_entry (details, "WhiteElo"), "21x0");
  g_assert_nonnull (sc_game_details_window_get_message (details, "WhiteElo"));
  gtk_editable_set_text (sc_game_details_window_get_entry (details, "WhiteElo"), "2100");
  gtk_editable_set_text (sc_game_details_window_get_entry (details, "Result"), "1/2-1/2");
  g_assert_false (sc_game_details_window_add_tag (details, "9lives"));
  g_assert_false (sc_game_details_window_add_tag (details, "Date"));
  g_assert_false (sc_game_details_window_add_tag (details, "PlyCount"));
  g_assert_true (sc_game_details_window_add_tag (details, "Opening"));
  gtk_editable_set_text (sc_game_details_window_get_entry (details, "Opening"), "Ruy Lopez");
  g_object_add_weak_pointer (G_OBJECT (details), (gpointer *) &details);
  gtk_widget_activate_action (GTK_WIDGET (details), "details.apply", NULL);
  gui_settle ();
  g_assert_null (details);

  g_assert_cmpstr (sc_game_get_tag (game, "Date"), ==, "2024.03.??");
  g_assert_cmpstr (sc_game_get_tag (game, "WhiteElo"), ==, "2100");
  g_assert_cmpstr (sc_game_get_tag (game, "Opening"), ==, "Ruy Lopez");
  g_assert_cmpstr (sc_game_get_result (game), ==, "1/2-1/2");
  undo ();
  g_assert_cmpstr (sc_game_get_tag (game, "WhiteElo"), ==, "1987");
  g_assert_null (sc_game_get_tag (game, "Opening"));
  g_assert_cmpstr (sc_game_get_tag (game, "Date"), ==, "2026.03.14");
  g_assert_cmpstr (sc_game_get_result (game), ==, "1-0");
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
}

/* Setting up a position */

static void
test_setup (void)
{
  const char *fen = "4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1";
  ScSetupDialog *setup;
  GtkEditable *entry;
  ScSetupBoard *board;
  g_autofree char *start = NULL;
  ScPosition pos;

  gui_new_game (window);
  setup = gui_open_window (window, "win.setup-position", SC_TYPE_SETUP_DIALOG);
  entry = sc_setup_dialog_get_fen_entry (setup);
  board = sc_setup_dialog_get_board (setup);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, SC_START_FEN);
  g_assert_null (sc_setup_dialog_get_message (setup));

  /* A wrong FEN keeps its text and gives the field's reason. */
  gtk_editable_set_text (entry, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
  g_assert_nonnull (sc_setup_dialog_get_message (setup));
  g_test_message ("side to move: %s", sc_setup_dialog_get_message (setup));
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.accept", NULL);
  gui_settle ();
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (setup)));

  /* Pieces placed by clicks: a third king is refused with a reason. */
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start-position", NULL);
  g_assert_null (sc_setup_dialog_get_message (setup));
  sc_setup_board_set_selected (board, SC_MAKE_PIECE (SC_WHITE, SC_KING));
  sc_setup_board_click_square (board, gui_square ("e4"));
  g_assert_true (g_str_has_prefix (gtk_editable_get_text (entry), "rnbqkbnr/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQKBNR w"));
  g_assert_nonnull (sc_setup_dialog_get_message (setup));
  g_test_message ("two kings: %s", sc_setup_dialog_get_message (setup));
  sc_setup_board_click_square (board, gui_square ("e4"));
  g_assert_null (sc_setup_dialog_get_message (setup));
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.clear", NULL);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "8/8/8/8/8/8/8/8 w - - 0 1");
  g_assert_nonnull (sc_setup_dialog_get_message (setup));

  /* A castling right its position cannot have is dropped, as a file's
   * FEN is read, and said: the game can start. */
  gtk_editable_set_text (entry, "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1");
  g_assert_cmpstr (sc_setup_dialog_get_message (setup), ==,
                   "White 0-0-0 is not possible: the king or rook is not on its square");
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (entry)));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (setup)));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1");
  g_assert_cmpint (sc_setup_board_get_squares (board)[gui_square ("h1")], ==, SC_MAKE_PIECE (SC_WHITE, SC_ROOK));

  /* A good FEN sets the board and starts the game from it. */
  gtk_editable_set_text (entry, fen);
  g_assert_null (sc_setup_dialog_get_message (setup));
  g_assert_cmpint (sc_setup_board_get_squares (board)[gui_square ("h1")], ==, SC_MAKE_PIECE (SC_WHITE, SC_ROOK));
  g_object_add_weak_pointer (G_OBJECT (setup), (gpointer *) &setup);
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.accept", NULL);
  gui_settle ();
  g_assert_null (setup);
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "FEN"), ==, fen);
  start = sc_position_to_fen (sc_game_get_start_position (sc_window_get_game (window)));
  g_assert_cmpstr (start, ==, fen);
  sc_game_position_at (sc_window_get_game (window), main_line (0), &pos);
  g_assert_cmpint (sc_board_view_get_position (gui_board (window))->board[gui_square ("e5")], ==,
                   SC_MAKE_PIECE (SC_WHITE, SC_PAWN));
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));
}

/* The game starts from the position as read: the right it cannot have
 * is not in its FEN. */
static void
test_setup_dropped_right (void)
{
  ScSetupDialog *setup;

  gui_new_game (window);
  setup = gui_open_window (window, "win.setup-position", SC_TYPE_SETUP_DIALOG);
  gtk_editable_set_text (sc_setup_dialog_get_fen_entry (setup), "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1");
  g_object_add_weak_pointer (G_OBJECT (setup), (gpointer *) &setup);
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.accept", NULL);
  gui_settle ();
  g_assert_null (setup);
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "FEN"), ==, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  g_assert_cmpuint (sc_game_get_start_position (sc_window_get_game (window))->castling, ==, SC_CASTLE_WHITE_KING);
}

static gboolean
is_switch (GtkWidget *widget,
           gpointer   data)
{
  return GTK_IS_SWITCH (widget);
}

/* Whether fen's first rank is that of one of the 960 start positions. */
static gboolean
is_chess960_start (const char *fen)
{
  for (guint number = 0; number < SC_CHESS960_N_POSITIONS; number++)
    {
      g_autofree char *start = sc_chess960_start_fen (number);

      if (g_str_equal (fen, start))
        return TRUE;
    }
  return FALSE;
}

/* Chess960 set up: an X-FEN turns it on, castling rights go by the rooks'
 * files, the game is a Chess960 one, and the king dragged onto its rook
 * castles. */
static void
test_setup_chess960 (void)
{
  const char *fen = "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 1";
  ScBoardView *board_view = gui_board (window);
  ScSetupDialog *setup;
  GtkEditable *entry;
  ScSetupBoard *board;
  GtkSwitch *chess960;
  const ScPosition *pos;
  g_autofree char *text = NULL;

  gui_new_game (window);
  setup = gui_open_window (window, "win.setup-position", SC_TYPE_SETUP_DIALOG);
  entry = sc_setup_dialog_get_fen_entry (setup);
  board = sc_setup_dialog_get_board (setup);
  chess960 = GTK_SWITCH (gui_find_widget (GTK_WIDGET (setup), is_switch, NULL));
  g_assert_false (sc_setup_dialog_get_chess960 (setup));

  /* KQkq with the king on g1: only Chess960 reads it, and turns it on. */
  gtk_editable_set_text (entry, fen);
  g_assert_true (gtk_switch_get_active (chess960));
  g_assert_null (sc_setup_dialog_get_message (setup));
  g_assert_cmpint (sc_setup_board_get_squares (board)[gui_square ("b1")], ==, SC_MAKE_PIECE (SC_WHITE, SC_ROOK));

  /* Turned off, the position is refused as in ordinary chess. */
  gtk_switch_set_active (chess960, FALSE);
  g_assert_nonnull (sc_setup_dialog_get_message (setup));
  g_test_message ("ordinary chess: %s", sc_setup_dialog_get_message (setup));
  gtk_switch_set_active (chess960, TRUE);
  g_assert_null (sc_setup_dialog_get_message (setup));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, fen);

  /* A rook that is not the outermost keeps its file as the rights change. */
  gtk_editable_set_text (entry, "1k2r2r/8/8/8/8/8/8/1K2R2R w Ek - 0 1");
  sc_setup_board_set_selected (board, SC_MAKE_PIECE (SC_WHITE, SC_ROOK));
  sc_setup_board_click_square (board, gui_square ("a1"));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "1k2r2r/8/8/8/8/8/8/RK2R2R w Ek - 0 1");
  g_assert_null (sc_setup_dialog_get_message (setup));

  /* A start position at random, one of the 960; the usual one is not. */
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.chess960-position", NULL);
  g_assert_true (is_chess960_start (gtk_editable_get_text (entry)));
  g_assert_true (gtk_switch_get_active (chess960));
  g_assert_null (sc_setup_dialog_get_message (setup));
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start-position", NULL);
  g_assert_false (gtk_switch_get_active (chess960));

  gtk_editable_set_text (entry, fen);
  g_assert_true (sc_setup_dialog_get_chess960 (setup));
  g_object_add_weak_pointer (G_OBJECT (setup), (gpointer *) &setup);
  gtk_widget_activate_action (GTK_WIDGET (setup), "setup.accept", NULL);
  gui_settle ();
  g_assert_null (setup);
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "Variant"), ==, "Chess960");
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "SetUp"), ==, "1");
  g_assert_cmpstr (sc_game_get_tag (sc_window_get_game (window), "FEN"), ==, fen);
  g_assert_true (sc_game_get_start_position (sc_window_get_game (window))->chess960);

  /* White's king onto the b1 rook, Black's onto the h8 rook, which it
   * stands next to. */
  sc_board_view_drag (board_view, gui_square ("g1"), gui_square ("b1"));
  gui_settle ();
  sc_board_view_drag (board_view, gui_square ("g8"), gui_square ("h8"));
  gui_settle ();
  pos = sc_board_view_get_position (board_view);
  g_assert_cmpint (pos->board[gui_square ("c1")], ==, SC_MAKE_PIECE (SC_WHITE, SC_KING));
  g_assert_cmpint (pos->board[gui_square ("d1")], ==, SC_MAKE_PIECE (SC_WHITE, SC_ROOK));
  g_assert_cmpint (pos->board[gui_square ("g8")], ==, SC_MAKE_PIECE (SC_BLACK, SC_KING));
  g_assert_cmpint (pos->board[gui_square ("f8")], ==, SC_MAKE_PIECE (SC_BLACK, SC_ROOK));
  g_assert_cmpint (sc_move_kind (main_line (1)->move), ==, SC_MOVE_CASTLING);
  g_assert_cmpint (sc_move_kind (main_line (2)->move), ==, SC_MOVE_CASTLING);
  text = gui_move_text (window);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "0-0-0"));
}

/* The scoresheet view */

static void
test_scoresheet (void)
{
  ScScoresheetView *sheet = gui_scoresheet (window);
  g_autofree char *text = NULL;
  g_autofree char *played = NULL;
  g_autofree char *undone = NULL;

  g_settings_set_boolean (harness.settings, "scoresheet-view", TRUE);
  gui_open_data_file (window, "annotated.pgn");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (sheet)));
  text = sc_scoresheet_view_get_text (sheet);
  g_test_message ("scoresheet:\n%s", text);
  g_assert_true (g_str_has_prefix (text, "1 | e4 | e5\n2 | Nf3 | Nc6\n3 | Bb5 | Nf6\n4 | 0-0 | Nxe4\n"));
  g_assert_true (g_str_has_suffix (text, "21 | Nxd1 | \n"));

  /* It follows every change, in the chosen notation. */
  sc_window_go_to (window, main_line (3));
  gui_settle ();
  activate ("annotate.draw-offer", NULL);
  played = sc_scoresheet_view_get_text (sheet);
  gui_assert_text_contains (played, "2 | Nf3(=) | Nc6\n");
  undo ();
  undone = sc_scoresheet_view_get_text (sheet);
  g_assert_cmpstr (undone, ==, text);
  g_settings_set_string (harness.settings, "notation-language", "de");
  gui_settle ();
  g_free (text);
  text = sc_scoresheet_view_get_text (sheet);
  gui_assert_text_contains (text, "2 | Sf3 | Sc6\n");
  g_settings_reset (harness.settings, "notation-language");
  g_settings_set_boolean (harness.settings, "scoresheet-view", FALSE);
  gui_settle ();
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (gui_move_list (window))));
}

/* Variations */

static void
test_variations (void)
{
  ScGameNode *bb5, *bc4;
  g_autofree char *promoted = NULL;
  g_autofree char *restored = NULL;
  g_autofree char *deleted = NULL;

  gui_open_data_file (window, "annotated.pgn");
  bb5 = main_line (5);
  bc4 = bb5->next_sibling;
  g_assert_nonnull (bc4);
  sc_window_go_to (window, bc4->first_child);
  gui_settle ();

  /* Promote from inside the variation: 3. Bc4 becomes the main line. */
  /* The last variation goes no lower. */
  activate ("annotate.demote-variation", NULL);
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
  activate ("annotate.promote-variation", NULL);
  g_assert_true (main_line (5) == bc4);
  promoted = gui_move_text (window);
  gui_assert_text_contains (promoted, "2. Nf3 Nc6 3. Bc4 Italian");
  /* Demoting its first move puts it back. */
  sc_window_go_to (window, bc4);
  gui_settle ();
  activate ("annotate.demote-variation", NULL);
  g_assert_true (main_line (5) == bb5);
  undo ();
  g_assert_true (main_line (5) == bc4);
  undo ();
  g_assert_true (main_line (5) == bb5);
  restored = gui_move_text (window);
  g_assert_cmpuint (strlen (restored), >, 0);

  /* Delete the variation: the current move goes to where it branched. */
  sc_window_go_to (window, bc4->first_child);
  gui_settle ();
  activate ("annotate.delete-variation", NULL);
  g_assert_null (bb5->next_sibling);
  g_assert_true (sc_window_get_current (window) == bb5->parent);
  deleted = gui_move_text (window);
  g_assert_null (strstr (deleted, "Italian"));
  undo ();
  g_assert_true (bb5->next_sibling == bc4);
  g_assert_true (sc_window_get_current (window) == bc4->first_child);

  /* Delete from here on the main line. */
  sc_window_go_to (window, main_line (10));
  gui_settle ();
  activate ("annotate.delete-from-here", NULL);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 9);
  g_assert_true (sc_window_get_current (window) == main_line (9));
  undo ();
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 41);
  {
    g_autofree char *again = gui_move_text (window);

    g_assert_cmpstr (again, ==, restored);
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-annotate/glyphs", test_glyphs);
  g_test_add_func ("/gui-annotate/draw-offer", test_draw_offer);
  g_test_add_func ("/gui-annotate/marks", test_marks);
  g_test_add_func ("/gui-annotate/variations", test_variations);
  g_test_add_func ("/gui-annotate/comments", test_comments);
  g_test_add_func ("/gui-annotate/click-while-commenting", test_click_while_commenting);
  g_test_add_func ("/gui-annotate/clock", test_clock);
  g_test_add_func ("/gui-annotate/click-end-of-move", test_click_end_of_move);
  g_test_add_func ("/gui-annotate/before-takes-typing", test_before_takes_typing);
  g_test_add_func ("/gui-annotate/game-details", test_game_details);
  g_test_add_func ("/gui-annotate/scoresheet", test_scoresheet);
  g_test_add_func ("/gui-annotate/setup", test_setup);
  g_test_add_func ("/gui-annotate/setup-dropped-right", test_setup_dropped_right);
  g_test_add_func ("/gui-annotate/setup-chess960", test_setup_chess960);
  status = g_test_run ();

  gui_harness_finish (&harness);
  return status;
}
