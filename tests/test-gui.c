/* test-gui.c: the main window on a real display: move list, notation
 * settings, playing moves on the board, rendering, accessible names
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory, so the GSettings made here and the
 * window's own share one store; exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-application.h"
#include "sc-board-square.h"
#include "sc-board-view.h"
#include "sc-move-list.h"
#include "sc-pgn-writer.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;
static GSettings *settings;

static void
reset_settings (void)
{
  g_settings_reset (settings, "notation-language");
  g_settings_reset (settings, "notation-preset");
  g_settings_reset (settings, "figurines");
  gui_settle ();
}

static ScMove
legal (const char *from,
       const char *to)
{
  return sc_move_new (gui_square (from), gui_square (to), SC_MOVE_NORMAL, SC_PAWN);
}

/* Opening a file */

static void
test_open_file (void)
{
  g_autofree char *text = NULL;

  reset_settings ();
  gui_open_data_file (window, "annotated.pgn");
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 41);
  text = gui_move_text (window);
  g_test_message ("move list:\n%s", text);

  /* The comment before the game, then the main line with the comment
   * after 1. e4 whose [%clk] command is left out, and Black's move
   * numbered again after the comment. */
  g_assert_true (g_str_has_prefix (text, "A game comment before the first move. 1. e4 The king's pawn. 1... e5 2. Nf3"));
  gui_assert_text_contains (text, "2. Nf3 Nc6 3. Bb5! The Spanish.\n");
  /* A variation of the main line is a paragraph; deeper ones stay inline,
   * numbered again after comments and at their start. */
  gui_assert_text_contains (text, "\n(3. Bc4 Italian 3... Bc5 (3... Nf6!? Two knights 4. Ng5 d5 5. exd5 Na5 "
                              "(5... Nxd5?! 6. Nxf7!! Kxf7 7. Qf3+ Ke6 8. Nc3) 6. Bb5+ c6) 4. c3 Nf6 5. d4)\n");
  /* $14 is a glyph after a space; a comment of [%eval] alone shows
   * nothing, so Black's move goes on without its number; FIDE castles
   * with zeros. */
  gui_assert_text_contains (text, "\n3... Nf6 4. 0-0 ⩲ Nxe4 a rest-of-line comment: the Berlin 5. d4 Nd6");
  gui_assert_text_contains (text, "8. Qxd8+ Kxd8 9. h3!? Ke8 10. Nc3 h5");
  gui_assert_text_contains (text, "13. Ng5 Rh6\n(13... Bxg5 14. Bxg5 f6 15. exf6 gxf6 16. Bf4 ±)\n14. g3 \u229E Bxg5 15. Bxg5 Rg6");
  /* The unknown command is left out, the words kept; the result ends it. */
  g_assert_true (g_str_has_suffix (text, "20. Kf2 Rxd1 21. Nxd1 It is kept as written. 1-0"));
}

/* An online game: a [%clk] command after every move shows nothing, and
 * Black's moves go on without their numbers; the words of a comment that
 * has both are shown, and number Black's move again. */
static void
test_open_clock_comments (void)
{
  g_autofree char *text = NULL;

  reset_settings ();
  gui_open_data_file (window, "lichess-study.pgn");
  text = gui_move_text (window);
  g_test_message ("move list:\n%s", text);
  g_assert_true (g_str_has_prefix (text, "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6"));
  gui_assert_text_contains (text, "7. Bd2?! Inaccuracy. O-O was best.");
  gui_assert_text_contains (text, "\n7... Bb4 8. Qe2?? Bxc3 9. Bxc3 Qxc3+ 10. bxc3 0-1");
}

/* Does the text end with a move number ("6." or "6...", perhaps with a
 * space after it)? */
static gboolean
ends_with_move_number (const char *text)
{
  gsize len = strlen (text);

  while (len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\n'))
    len--;
  if (len == 0 || text[len - 1] != '.')
    return FALSE;
  while (len > 0 && text[len - 1] == '.')
    len--;
  return len > 0 && g_ascii_isdigit (text[len - 1]);
}

/* A move number is never left at the end of a wrapped line without its
 * move, in narrow and wide move lists. */
static void
test_number_stays_with_move (void)
{
  GtkTextView *view = gui_find_text_view (GTK_WIDGET (gui_move_list (window)));
  guint numbers_at_line_start = 0;
  g_autofree char *raw = NULL;

  reset_settings ();
  gui_open_data_file (window, "annotated.pgn");
  raw = sc_move_list_get_text (gui_move_list (window));
  gui_assert_text_contains (raw, "1.\u00A0e4 The king's pawn. 1...\u00A0e5 2.\u00A0Nf3");
  for (int width = 700; width <= 1300; width += 23)
    {
      GtkTextIter line, next;
      guint lines = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), width, 680);
      gui_wait_for_paint (GTK_WIDGET (window));
      gtk_text_buffer_get_start_iter (gtk_text_view_get_buffer (view), &line);
      for (;;)
        {
          g_autofree char *text = NULL;

          next = line;
          if (!gtk_text_view_forward_display_line (view, &next))
            gtk_text_iter_forward_to_end (&next);
          text = gtk_text_iter_get_text (&line, &next);
          if (ends_with_move_number (text))
            g_error ("at %d px, a display line ends with a move number: “%s”", width, text);
          if (g_ascii_isdigit (*text))
            numbers_at_line_start++;
          lines++;
          if (gtk_text_iter_is_end (&next) || gtk_text_iter_equal (&line, &next))
            break;
          line = next;
        }
      g_test_message ("%d px window: move list %d px, %u lines", width,
                      gtk_widget_get_width (GTK_WIDGET (view)), lines);
      g_assert_cmpuint (lines, >, 5);
    }
  /* The lines did wrap, many of them before a number. */
  g_assert_cmpuint (numbers_at_line_start, >, 30);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 680);
  gui_wait_for_paint (GTK_WIDGET (window));
}

/* Notation settings */

static void
assert_notation (const char *key,
                 GVariant   *value,
                 const char *const *parts,
                 const char *const *absent)
{
  g_autofree char *text = NULL;

  g_settings_set_value (settings, key, value);
  gui_settle ();
  text = gui_move_text (window);
  for (guint i = 0; parts[i] != NULL; i++)
    gui_assert_text_contains (text, parts[i]);
  for (guint i = 0; absent != NULL && absent[i] != NULL; i++)
    if (strstr (text, absent[i]) != NULL)
      g_error ("“%s” should not be in the move list:\n%s", absent[i], text);
}

static void
test_notation (void)
{
  /* Norwegian and German letters happen to be the same: K D T L S. */
  static const char *nb[] = { "2. Sf3 Sc6 3. Lb5!", "4. 0-0 ⩲ Sxe4", "8. Dxd8+ Kxd8", "12. Tad1 Le6", NULL };
  static const char *fr[] = { "2. Cf3 Cc6 3. Fb5!", "8. Dxd8+ Rxd8", "12. Tad1 Fe6", "7. Df3+ Re6", NULL };
  static const char *figurines[] = { "2. ♘f3 ♘c6 3. ♗b5!", "8. ♕xd8+ ♔xd8", "12. ♖ad1 ♗e6", NULL };
  static const char *no_letters[] = { "Cf3", "Fb5", NULL };
  static const char *fide[] = { "4. 0-0 ⩲", "2. Nf3 Nc6 3. Bb5!", "6. Bxc6 dxc6", NULL };
  static const char *pgn[] = { "4. O-O ⩲", "8. Qxd8+ Kxd8", NULL };
  /* No capture or check marks: pawn captures by files alone. */
  static const char *minimal[] = { "4. 0-0 ⩲ Ne4", "6. Bc6 dc6 7. de5 Nf5 8. Qd8 Kd8", "7. Qf3 Ke6", NULL };
  static const char *letters_back[] = { "x", "+", NULL };

  reset_settings ();
  gui_open_data_file (window, "annotated.pgn");

  assert_notation ("notation-language", g_variant_new_string ("nb"), nb, NULL);
  assert_notation ("notation-language", g_variant_new_string ("de"), nb, NULL);
  assert_notation ("notation-language", g_variant_new_string ("fr"), fr, NULL);
  assert_notation ("notation-language", g_variant_new_string ("en"), fide, no_letters);
  assert_notation ("figurines", g_variant_new_boolean (TRUE), figurines, NULL);
  assert_notation ("figurines", g_variant_new_boolean (FALSE), fide, NULL);
  assert_notation ("notation-preset", g_variant_new_string ("pgn"), pgn, NULL);
  assert_notation ("notation-preset", g_variant_new_string ("minimal"), minimal, NULL);
  {
    g_autofree char *text = gui_move_text (window);
    const char *main_line = strstr (text, "1. e4");

    /* Not one capture or check mark left in the moves (the comments
     * have none either). */
    g_assert_nonnull (main_line);
    for (guint i = 0; letters_back[i] != NULL; i++)
      g_assert_null (strstr (main_line, letters_back[i]));
  }
  assert_notation ("notation-preset", g_variant_new_string ("fide"), fide, NULL);
  reset_settings ();
}

/* Playing on the board */

static void
test_play (void)
{
  ScBoardView *board = gui_board (window);
  ScGame *game;
  ScGameNode *root, *e4, *e5, *c5;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *text3 = NULL;

  reset_settings ();
  gui_new_game (window);
  game = sc_window_get_game (window);
  root = sc_game_get_root (game);

  /* Click-click for White, a drag for Black. */
  sc_board_view_click_square (board, gui_square ("e2"));
  sc_board_view_click_square (board, gui_square ("e4"));
  sc_board_view_drag (board, gui_square ("e7"), gui_square ("e5"));
  gui_settle ();

  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 2);
  e4 = root->first_child;
  e5 = e4->first_child;
  g_assert_cmpuint (e4->move, ==, legal ("e2", "e4"));
  g_assert_cmpuint (e5->move, ==, legal ("e7", "e5"));
  g_assert_null (e4->next_sibling);
  g_assert_true (sc_window_get_current (window) == e5);
  g_assert_true (sc_move_list_get_current (gui_move_list (window)) == e5);
  g_assert_cmpint (sc_board_view_get_position (board)->board[gui_square ("e5")], ==, SC_MAKE_PIECE (SC_BLACK, SC_PAWN));
  g_assert_cmpint (sc_board_view_get_position (board)->side_to_move, ==, SC_WHITE);
  text = gui_move_text (window);
  g_assert_cmpstr (text, ==, "1. e4 e5");

  /* Another move after 1. e4 asks; as a variation, the main line stays. */
  sc_window_go_to (window, e4);
  sc_board_view_click_square (board, gui_square ("c7"));
  sc_board_view_click_square (board, gui_square ("c5"));
  gui_answer_question ("variation");
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 2);
  g_assert_true (e4->first_child == e5);
  c5 = e5->next_sibling;
  g_assert_nonnull (c5);
  g_assert_cmpuint (c5->move, ==, legal ("c7", "c5"));
  g_assert_true (sc_window_get_current (window) == c5);
  text2 = gui_move_text (window);
  g_assert_cmpstr (text2, ==, "1. e4 e5\n(1... c5)\n");

  /* Illegal sequences change nothing: a pawn three squares, Black's
   * pieces with White to move, a knight onto its own pawn, a bishop off
   * its diagonal, a pawn into a blocker. */
  sc_window_go_to (window, e5);
  gui_settle ();
  sc_board_view_click_square (board, gui_square ("d2"));
  sc_board_view_click_square (board, gui_square ("d5"));
  sc_board_view_click_square (board, gui_square ("d7"));
  sc_board_view_click_square (board, gui_square ("d6"));
  sc_board_view_drag (board, gui_square ("b1"), gui_square ("d2"));
  sc_board_view_drag (board, gui_square ("a7"), gui_square ("a6"));
  sc_board_view_drag (board, gui_square ("f1"), gui_square ("f3"));
  sc_board_view_click_square (board, gui_square ("e4"));
  sc_board_view_click_square (board, gui_square ("e5"));
  gui_settle ();
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 2);
  g_assert_null (e5->first_child);
  g_assert_null (c5->next_sibling);
  g_assert_true (sc_window_get_current (window) == e5);
  text3 = gui_move_text (window);
  g_assert_cmpstr (text3, ==, text2);
}

static gboolean
is_piece_button (GtkWidget *widget,
                 gpointer   type)
{
  gpointer data = g_object_get_data (G_OBJECT (widget), "piece-type");

  return GTK_IS_BUTTON (widget) && data != NULL && GPOINTER_TO_UINT (data) == GPOINTER_TO_UINT (type);
}

static GtkWidget *
find_piece_button (GtkWidget   *widget,
                   ScPieceType  type)
{
  return gui_find_widget (widget, is_piece_button, GUINT_TO_POINTER (type));
}

static GtkWidget *
square_widget (ScBoardView *board,
               ScSquare     square)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (SC_IS_BOARD_SQUARE (child) && sc_board_square_get_square (SC_BOARD_SQUARE (child)) == square)
      return child;
  g_assert_not_reached ();
}

/* The board from the keyboard: the arrows move the cursor (from the
 * square clicked, else e2), the space bar picks a piece up and puts it
 * down, and the cursor's square is the board's active descendant for
 * screen readers. */
static void
test_play_keyboard (void)
{
  ScBoardView *board = gui_board (window);
  ScGame *game;

  g_assert_true (gui_can_type (GTK_WIDGET (window)));
  reset_settings ();
  gui_new_game (window);
  game = sc_window_get_game (window);
  /* Given the keyboard by a click, the board shows its cursor once an
   * arrow is pressed: the visible focus is the cursor. */
  {
    graphene_rect_t b6;

    sc_board_view_square_rect (board, gui_square ("b6"), &b6);
    gui_click (GTK_WIDGET (board), b6.origin.x + b6.size.width / 2, b6.origin.y + b6.size.height / 2);
    g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
    g_assert_false (sc_board_view_get_cursor_shown (board));
    gui_press_key (GTK_WIDGET (window), GDK_KEY_Up, 0);
    g_assert_true (sc_board_view_get_cursor_shown (board));
    /* From the square clicked: b7, then over to e2. */
    gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                         square_widget (board, gui_square ("b7")));
    for (guint i = 0; i < 3; i++)
      gui_press_key (GTK_WIDGET (window), GDK_KEY_Right, 0);
    for (guint i = 0; i < 5; i++)
      gui_press_key (GTK_WIDGET (window), GDK_KEY_Down, 0);
  }
  gui_press_key (GTK_WIDGET (window), GDK_KEY_space, 0);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Up, 0);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Up, 0);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                       square_widget (board, gui_square ("e4")));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_space, 0);
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 1);
  g_assert_cmpuint (sc_game_get_root (game)->first_child->move, ==, legal ("e2", "e4"));

  /* Black's knight, g8 to f6: right, up to the eighth rank, then down. */
  for (guint i = 0; i < 2; i++)
    gui_press_key (GTK_WIDGET (window), GDK_KEY_Right, 0);
  for (guint i = 0; i < 4; i++)
    gui_press_key (GTK_WIDGET (window), GDK_KEY_Up, 0);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                       square_widget (board, gui_square ("g8")));
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Return, 0);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Left, 0);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Down, 0);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Down, 0);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Return, 0);
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 2);
  g_assert_cmpuint (sc_game_get_root (game)->first_child->first_child->move, ==, legal ("g8", "f6"));
}

static void
test_promotion (void)
{
  ScBoardView *board = gui_board (window);
  g_autoptr(ScGame) game = sc_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GtkWidget *popover, *knight;
  ScGameNode *node;

  reset_settings ();
  g_assert_true (sc_game_set_start_fen (game, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", &error));
  g_assert_no_error (error);
  sc_window_set_game (window, game, NULL);
  gui_settle ();

  sc_board_view_click_square (board, gui_square ("a7"));
  sc_board_view_click_square (board, gui_square ("a8"));
  gui_settle ();
  /* Nothing is played until a piece is chosen. */
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 0);
  popover = gui_board_popover (board);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_nonnull (find_piece_button (popover, SC_QUEEN));
  knight = find_piece_button (popover, SC_KNIGHT);
  g_assert_nonnull (knight);

  g_signal_emit_by_name (knight, "clicked");
  gui_settle ();
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 1);
  node = sc_game_get_root (game)->first_child;
  g_assert_cmpuint (node->move, ==, sc_move_new (gui_square ("a7"), gui_square ("a8"), SC_MOVE_PROMOTION, SC_KNIGHT));
  g_assert_true (sc_window_get_current (window) == node);
  g_assert_cmpint (sc_board_view_get_position (board)->board[gui_square ("a8")], ==, SC_MAKE_PIECE (SC_WHITE, SC_KNIGHT));
  g_assert_false (gtk_widget_get_visible (popover));
  /* The FIDE preset writes the new piece without "=". */
  text = gui_move_text (window);
  g_assert_cmpstr (text, ==, "1. a8N");
}

/* Chess960: the king dragged onto its rook, or clicked and then the
 * rook, castles; the king next to its rook, and the king that stays. */
static void
test_chess960_castling (void)
{
  ScBoardView *board = gui_board (window);
  g_autoptr(ScGame) game = sc_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) pgn = g_string_new (NULL);
  const ScPosition *pos;

  reset_settings ();
  sc_game_set_tag (game, "Variant", "Chess960");
  g_assert_true (sc_game_set_start_fen (game, "rk6/pppppppp/8/8/8/8/PPPPPPPP/5KR1 w Kq - 0 1", &error));
  g_assert_no_error (error);
  sc_window_set_game (window, game, NULL);
  gui_settle ();

  sc_board_view_drag (board, gui_square ("f1"), gui_square ("g1"));
  gui_settle ();
  pos = sc_board_view_get_position (board);
  g_assert_cmpint (pos->board[gui_square ("g1")], ==, SC_MAKE_PIECE (SC_WHITE, SC_KING));
  g_assert_cmpint (pos->board[gui_square ("f1")], ==, SC_MAKE_PIECE (SC_WHITE, SC_ROOK));

  sc_board_view_click_square (board, gui_square ("b8"));
  sc_board_view_click_square (board, gui_square ("a8"));
  gui_settle ();
  pos = sc_board_view_get_position (board);
  g_assert_cmpint (pos->board[gui_square ("c8")], ==, SC_MAKE_PIECE (SC_BLACK, SC_KING));
  g_assert_cmpint (pos->board[gui_square ("d8")], ==, SC_MAKE_PIECE (SC_BLACK, SC_ROOK));
  g_assert_cmpint (pos->board[gui_square ("a8")], ==, SC_EMPTY);

  /* Shown in the FIDE style of the settings, saved as PGN. */
  text = gui_move_text (window);
  g_assert_cmpstr (text, ==, "1. 0-0 0-0-0");
  sc_write_pgn_game (pgn, game);
  g_assert_nonnull (strstr (pgn->str, "[FEN \"rk6/pppppppp/8/8/8/8/PPPPPPPP/5KR1 w Kq - 0 1\"]"));
  g_assert_nonnull (strstr (pgn->str, "[Variant \"Chess960\"]"));
  g_assert_nonnull (strstr (pgn->str, "\n1. O-O O-O-O *"));
}

/* Rendering */

typedef struct {
  guchar *data;
  gsize   stride;
  int     width;
  int     height;
} Pixels;

static void
pixels_free (Pixels *p)
{
  g_free (p->data);
}

static void
pixel (const Pixels *p,
       int           x,
       int           y,
       guint8        rgb[3])
{
  /* GDK_MEMORY_DEFAULT: B, G, R, A in memory; opaque, so premultiplying
   * changes nothing. */
  const guchar *px = p->data + (gsize) y * p->stride + (gsize) x * 4;

  rgb[0] = px[2];
  rgb[1] = px[1];
  rgb[2] = px[0];
}

static gboolean
near (const guint8 rgb[3],
      guint32      colour,
      int          tolerance)
{
  int expected[3] = { (colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff };

  for (int i = 0; i < 3; i++)
    if (ABS ((int) rgb[i] - expected[i]) > tolerance)
      return FALSE;
  return TRUE;
}

static GdkTexture *
render (GskRenderNode *node,
        double         scale,
        int            width,
        int            height)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (window)));
  g_autoptr(GskRenderNode) scaled = NULL;
  graphene_rect_t viewport;

  g_assert_nonnull (renderer);
  /* The identity is a NULL transform, which a transform node refuses. */
  if (scale != 1.0)
    scaled = gsk_transform_node_new (node, gsk_transform_scale (NULL, (float) scale, (float) scale));
  graphene_rect_init (&viewport, 0, 0, (float) ceil (width * scale), (float) ceil (height * scale));
  return gsk_renderer_render_texture (renderer, scaled != NULL ? scaled : node, &viewport);
}

static void
save (GdkTexture *texture,
      const char *name)
{
  const char *dir = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : ".", name, NULL);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s (%d×%d)", path, gdk_texture_get_width (texture), gdk_texture_get_height (texture));
}

static void
download (GdkTexture *texture,
          Pixels     *p)
{
  p->width = gdk_texture_get_width (texture);
  p->height = gdk_texture_get_height (texture);
  p->stride = (gsize) p->width * 4;
  p->data = g_malloc (p->stride * (gsize) p->height);
  gdk_texture_download (texture, p->data, p->stride);
}

/* The centre of an empty square has the square's colour. */
static void
assert_square_colour (const Pixels *p,
                      ScBoardView  *board,
                      double        scale,
                      const char   *name,
                      guint32       colour)
{
  graphene_rect_t rect;
  guint8 rgb[3];

  sc_board_view_square_rect (board, gui_square (name), &rect);
  pixel (p, (int) ((rect.origin.x + rect.size.width / 2) * scale),
         (int) ((rect.origin.y + rect.size.height / 2) * scale), rgb);
  if (!near (rgb, colour, 4))
    g_error ("%s at scale %g: #%02x%02x%02x, not #%06x", name, scale, rgb[0], rgb[1], rgb[2], colour);
}

typedef struct {
  guint total;
  guint white;      /* near white */
  guint black;      /* near black */
  guint changed;    /* clearly not the bare square */
} SquareStats;

/* Counts the pixels inside a square (its coordinate letters excluded by
 * a margin) by kind. */
static void
square_stats (const Pixels *p,
              ScBoardView  *board,
              double        scale,
              const char   *name,
              guint32       bare,
              SquareStats  *stats)
{
  graphene_rect_t rect;
  int x0, y0, x1, y1;

  memset (stats, 0, sizeof *stats);
  sc_board_view_square_rect (board, gui_square (name), &rect);
  x0 = (int) ((rect.origin.x + rect.size.width * 0.1) * scale);
  y0 = (int) ((rect.origin.y + rect.size.height * 0.1) * scale);
  x1 = (int) ((rect.origin.x + rect.size.width * 0.9) * scale);
  y1 = (int) ((rect.origin.y + rect.size.height * 0.9) * scale);
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        guint8 rgb[3];

        pixel (p, x, y, rgb);
        stats->total++;
        if (rgb[0] >= 225 && rgb[1] >= 225 && rgb[2] >= 225)
          stats->white++;
        if (rgb[0] <= 50 && rgb[1] <= 50 && rgb[2] <= 50)
          stats->black++;
        if (!near (rgb, bare, 24))
          stats->changed++;
      }
}

static void
check_board_pixels (GdkTexture  *texture,
                    ScBoardView *board,
                    double       scale)
{
  static const guint32 light = 0xecdab9, dark = 0xae8a68;
  Pixels p;
  SquareStats king;

  download (texture, &p);
  /* a1 is dark; e4 and d5 light, d4 and e5 dark. */
  assert_square_colour (&p, board, scale, "e4", light);
  assert_square_colour (&p, board, scale, "d5", light);
  assert_square_colour (&p, board, scale, "d4", dark);
  assert_square_colour (&p, board, scale, "e5", dark);
  assert_square_colour (&p, board, scale, "h3", light);
  assert_square_colour (&p, board, scale, "b6", dark);

  /* The white king on dark e1: white body, black outline. */
  square_stats (&p, board, scale, "e1", dark, &king);
  g_test_message ("e1 at %g: %u pixels, %u white, %u black, %u changed",
                  scale, king.total, king.white, king.black, king.changed);
  g_assert_cmpuint (king.white * 10, >, king.total);
  g_assert_cmpuint (king.black * 50, >, king.total);
  g_assert_cmpuint (king.changed * 4, >, king.total);

  /* The black king on light e8: mostly black where it differs. */
  square_stats (&p, board, scale, "e8", light, &king);
  g_test_message ("e8 at %g: %u pixels, %u white, %u black, %u changed",
                  scale, king.total, king.white, king.black, king.changed);
  g_assert_cmpuint (king.changed * 4, >, king.total);
  g_assert_cmpuint (king.black * 2, >, king.changed);
  pixels_free (&p);
}

static GskRenderNode *
board_node (ScBoardView *board)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (board)->snapshot (GTK_WIDGET (board), snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

static void
test_render (void)
{
  ScBoardView *board = gui_board (window);
  GtkWidget *widget = GTK_WIDGET (board);
  int scale_factor = gtk_widget_get_scale_factor (widget);
  int width, height;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) window_node = NULL;
  g_autoptr(GdkPaintable) window_paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTexture) doubled = NULL;
  g_autoptr(GdkTexture) whole = NULL;
  GtkSnapshot *snapshot;
  g_autofree char *window_name = NULL;

  reset_settings ();
  gui_open_data_file (window, "annotated.pgn");   /* at its start: no last move, nothing selected */
  gui_wait_for_paint (GTK_WIDGET (window));
  /* Measured after opening, which may change the layout. */
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_test_message ("renderer %s, scale factor %d, board %d×%d",
                  G_OBJECT_TYPE_NAME (gtk_native_get_renderer (gtk_widget_get_native (widget))),
                  scale_factor, width, height);
  g_assert_cmpint (width, >=, 256);

  node = board_node (board);
  g_assert_nonnull (node);

  texture = render (node, scale_factor, width, height);
  save (texture, scale_factor == 1 ? "board-scale-1.png" : "board-scale-2-native.png");
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width * scale_factor);
  check_board_pixels (texture, board, scale_factor);

  /* The same node at twice the size: the piece textures made for the
   * widget's scale, magnified. At scale 2 already, that is enough. */
  if (scale_factor == 1)
    {
      doubled = render (node, 2, width, height);
      save (doubled, "board-scale-2.png");
      g_assert_cmpint (gdk_texture_get_width (doubled), ==, width * 2);
      check_board_pixels (doubled, board, 2);
    }

  /* The whole window with its own background, as a paintable draws it. */
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  window_paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (window_paintable, snapshot,
                          gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  window_node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (window_node);
  whole = render (window_node, scale_factor, gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  window_name = scale_factor == 1 ? g_strdup ("window.png") : g_strdup_printf ("window-scale-%d.png", scale_factor);
  save (whole, window_name);
}

/* Accessibility: GTK 4.8 has no getter for accessible properties, but
 * its test API reads them from the widget's AT context. */

static void
test_accessible (void)
{
  ScBoardView *board = gui_board (window);
  const ScPosition *pos;
  guint n_squares = 0;
  guint64 seen = 0;

  reset_settings ();
  gui_open_data_file (window, "annotated.pgn");
  pos = sc_board_view_get_position (board);

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_ROLE_GRID);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL, "Chess board");

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      ScSquare square;
      graphene_rect_t rect;
      graphene_rect_t bounds;

      if (!SC_IS_BOARD_SQUARE (child))
        continue;
      square = sc_board_square_get_square (SC_BOARD_SQUARE (child));
      g_assert_cmpuint (square, <, 64);
      g_assert_false (seen & (G_GUINT64_CONSTANT (1) << square));
      seen |= G_GUINT64_CONSTANT (1) << square;
      n_squares++;
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)), ==,
                       GTK_ACCESSIBLE_ROLE_GRID_CELL);
      /* Each square widget sits where its square is drawn. */
      sc_board_view_square_rect (board, square, &rect);
      g_assert_true (gtk_widget_compute_bounds (child, GTK_WIDGET (board), &bounds));
      g_assert_cmpfloat_with_epsilon (bounds.origin.x, rect.origin.x, 1.0);
      g_assert_cmpfloat_with_epsilon (bounds.origin.y, rect.origin.y, 1.0);
      g_assert_cmpfloat_with_epsilon (bounds.size.width, rect.size.width, 1.0);
      /* Empty squares say so. */
      if (pos->board[square] == SC_EMPTY)
        {
          char label[16];

          g_snprintf (label, sizeof label, "%c%c, empty", 'a' + SC_SQUARE_FILE (square), '1' + SC_SQUARE_RANK (square));
          gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
        }
      if (square == gui_square ("e1"))
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, "e1, white king");
      if (square == gui_square ("e8"))
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, "e8, black king");
      if (square == gui_square ("g1"))
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, "g1, white knight");
      if (square == gui_square ("d8"))
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, "d8, black queen");
    }
  g_assert_cmpuint (n_squares, ==, 64);

  /* The labels follow the position: after 1. e4, e4 holds the pawn. */
  sc_window_go_to (window, sc_game_get_root (sc_window_get_game (window))->first_child);
  gui_settle ();
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (square_widget (board, gui_square ("e4"))),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "e4, white pawn");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (square_widget (board, gui_square ("e2"))),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "e2, empty");
}

/* A button that shows only an icon, a picture or an image: its name for a
 * screen reader is its accessible label. */
static void
assert_icon_buttons_named (GtkWidget *widget,
                           guint     *n_checked)
{
  gboolean icon_only = FALSE;

  /* libadwaita 1.2 leaves its toasts' close button without a label (later
   * versions name it); it is not ours to name. */
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget"))
    return;
  if (GTK_IS_MENU_BUTTON (widget))
    icon_only = gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)) != NULL;
  else if (GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (widget)))
    icon_only = gtk_button_get_icon_name (GTK_BUTTON (widget)) != NULL
                || GTK_IS_PICTURE (gtk_button_get_child (GTK_BUTTON (widget)))
                || GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget)));
  if (icon_only)
    {
      if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("a %s (icon %s, tooltip “%s”, in a %s) has no accessible label", G_OBJECT_TYPE_NAME (widget),
                 GTK_IS_BUTTON (widget) ? gtk_button_get_icon_name (GTK_BUTTON (widget)) : "",
                 gtk_widget_get_tooltip_text (widget) != NULL ? gtk_widget_get_tooltip_text (widget) : "",
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
      (*n_checked)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_icon_buttons_named (child, n_checked);
}

/* Every button of icons alone has a name: in the window, the text dialog,
 * the setup dialog and the print preview would be reached the same way. */
static void
test_icon_buttons_named (void)
{
  g_autoptr(GList) windows = NULL;
  guint n_checked = 0;

  assert_icon_buttons_named (GTK_WIDGET (window), &n_checked);
  /* The header bar's five, the four to move through the game, the flip,
   * and the note's close. */
  g_assert_cmpuint (n_checked, >=, 11);

  /* The setup dialog's pieces and eraser, and the details' buttons. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.setup-position", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.game-details", NULL));
  gui_settle ();
  windows = gtk_window_list_toplevels ();
  n_checked = 0;
  /* GTK's own shortcuts window aside. */
  for (GList *l = windows; l != NULL; l = l->next)
    if (l->data != (gpointer) window && !GTK_IS_SHORTCUTS_WINDOW (l->data))
      {
        assert_icon_buttons_named (l->data, &n_checked);
        gtk_window_close (l->data);
      }
  gui_settle ();
  g_assert_cmpuint (n_checked, >=, 13);
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;
  settings = harness.settings;

  g_test_add_func ("/gui/open-file", test_open_file);
  g_test_add_func ("/gui/open-file/clock-comments", test_open_clock_comments);
  g_test_add_func ("/gui/number-stays-with-move", test_number_stays_with_move);
  g_test_add_func ("/gui/notation", test_notation);
  g_test_add_func ("/gui/play", test_play);
  g_test_add_func ("/gui/play-keyboard", test_play_keyboard);
  g_test_add_func ("/gui/promotion", test_promotion);
  g_test_add_func ("/gui/chess960-castling", test_chess960_castling);
  g_test_add_func ("/gui/render", test_render);
  g_test_add_func ("/gui/accessible", test_accessible);
  g_test_add_func ("/gui/icon-buttons-named", test_icon_buttons_named);
  status = g_test_run ();

  gui_harness_finish (&harness);
  return status;
}
