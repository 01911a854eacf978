/* test-gui-board.c: the board in the window: a promotion given up, the
 * board kept in place beside the evaluation bar, and its coordinates
 * clear of the pieces at every size
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory; exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "gui-harness.h"
#include "sc-eval-bar.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

/* A promotion given up */

static void
click_square (ScBoardView *board,
              const char  *name)
{
  graphene_rect_t rect;

  sc_board_view_square_rect (board, gui_square (name), &rect);
  gui_click (GTK_WIDGET (board), rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2);
}

static gboolean
popover_closed (gpointer board)
{
  GtkWidget *popover = gui_board_popover (board);

  return popover == NULL || !gtk_widget_get_visible (popover);
}

/* The pawn on a7 clicked, then a8: the chooser shows, the pawn picked
 * up. The chooser opens on the press and takes the release: a8 is
 * clicked as the board is told. */
static void
start_promotion (ScBoardView *board)
{
  GtkWidget *popover;

  click_square (board, "a7");
  sc_board_view_click_square (board, gui_square ("a8"));
  popover = gui_board_popover (board);
  g_assert_nonnull (popover);
  gui_wait_until_shown (popover);
  g_assert_cmpint (sc_board_view_get_selected (board), ==, gui_square ("a7"));
}

/* Nothing played, nothing picked up, and the board has the keyboard. */
static void
assert_promotion_given_up (ScBoardView *board,
                           ScGame      *game)
{
  gui_wait_for (popover_closed, board, "the promotion chooser closed");
  gui_settle ();
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 0);
  g_assert_cmpint (sc_board_view_get_selected (board), ==, SC_NO_SQUARE);
  g_assert_cmpint (sc_board_view_get_position (board)->board[gui_square ("a7")], ==,
                   SC_MAKE_PIECE (SC_WHITE, SC_PAWN));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == GTK_WIDGET (board));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
}

static void
test_promotion_given_up (void)
{
  ScBoardView *board = gui_board (window);
  g_autoptr(ScGame) game = sc_game_new ();
  g_autoptr(GError) error = NULL;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  g_assert_true (sc_game_set_start_fen (game, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", &error));
  g_assert_no_error (error);
  sc_window_set_game (window, game, NULL);
  gui_settle ();

  start_promotion (board);
  gui_press_key (GTK_WIDGET (window), GDK_KEY_Escape, 0);
  assert_promotion_given_up (board, game);

  /* A click beside the chooser, on an empty square far from it. */
  start_promotion (board);
  click_square (board, "h3");
  assert_promotion_given_up (board, game);

  /* The pawn can be played again as before. */
  start_promotion (board);
  g_signal_emit_by_name (gui_find_widget (gui_board_popover (board), gui_is_of_type,
                                          GSIZE_TO_POINTER (GTK_TYPE_BUTTON)), "clicked");
  gui_settle ();
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 1);
}

/* The board beside the evaluation bar */

/* The board's allocation and its squares, in the window's coordinates. */
static void
board_place (graphene_rect_t *allocation,
             graphene_rect_t *squares)
{
  ScBoardView *board = gui_board (window);
  graphene_rect_t a8, h1, local;

  gui_wait_for_paint (GTK_WIDGET (window));
  gui_settle ();
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (window), allocation));
  sc_board_view_square_rect (board, gui_square ("a8"), &a8);
  sc_board_view_square_rect (board, gui_square ("h1"), &h1);
  graphene_rect_union (&a8, &h1, &local);
  graphene_rect_offset_r (&local, allocation->origin.x, allocation->origin.y, squares);
}

static void
assert_same_rect (const graphene_rect_t *before,
                  const graphene_rect_t *after,
                  const char            *what)
{
  g_test_message ("%s: %.0f,%.0f %.0f×%.0f, then %.0f,%.0f %.0f×%.0f", what,
                  before->origin.x, before->origin.y, before->size.width, before->size.height,
                  after->origin.x, after->origin.y, after->size.width, after->size.height);
  g_assert_true (graphene_rect_equal (before, after));
}

static void
show_analysis (gboolean shown)
{
  GtkWidget *bar = gui_find_widget (GTK_WIDGET (window), gui_is_of_type, GSIZE_TO_POINTER (SC_TYPE_EVAL_BAR));
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "analysis");

  if (g_variant_get_boolean (state) != shown)
    g_action_group_activate_action (G_ACTION_GROUP (window), "analysis", NULL);
  gui_settle ();
  g_assert_cmpint (gtk_widget_get_visible (bar), ==, shown);
}

/* As the analysis comes and goes with its bar, the board stays where
 * it is, as large: where the board has room to spare around its
 * squares, and where its width sets their size. */
static void
test_board_stays_beside_bar (void)
{
  GtkPaned *paned = GTK_PANED (gtk_widget_get_ancestor (GTK_WIDGET (gui_board (window)), GTK_TYPE_PANED));
  int position = gtk_paned_get_position (paned);
  const int positions[] = { position, 300 };

  gui_new_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      graphene_rect_t allocation, squares, allocation_with_bar, squares_with_bar;

      gtk_paned_set_position (paned, positions[i]);
      show_analysis (FALSE);
      board_place (&allocation, &squares);
      show_analysis (TRUE);
      board_place (&allocation_with_bar, &squares_with_bar);
      assert_same_rect (&allocation, &allocation_with_bar, "the board");
      assert_same_rect (&squares, &squares_with_bar, "its squares");
      show_analysis (FALSE);
      board_place (&allocation_with_bar, &squares_with_bar);
      assert_same_rect (&squares, &squares_with_bar, "its squares again");
    }
  gtk_paned_set_position (paned, position);
}

/* Coordinates clear of the pieces */

static gboolean
is_marked (const GdkRGBA *colour,
           const GdkRGBA *square)
{
  return fabsf (colour->red - square->red) + fabsf (colour->green - square->green)
         + fabsf (colour->blue - square->blue) > 0.06f;
}

/* Whether a piece's drawing, were it on the square, would cover or touch
 * (come within a pixel of) a pixel of its coordinate. */
static gboolean
touches_a_piece (ScBoardView     *board,
                 const GuiPixels *pixels,
                 ScSquare         square,
                 int             *ink)
{
  graphene_rect_t rect;
  GdkRGBA plain;
  int size;

  sc_board_view_square_rect (board, square, &rect);
  size = (int) rect.size.width;
  plain = gui_pixel_at (pixels, (int) rect.origin.x + size / 2, (int) rect.origin.y + size / 2);
  *ink = 0;
  for (guint i = 0; i < 2 * SC_N_PIECE_TYPES; i++)
    {
      ScPiece piece = SC_MAKE_PIECE (i / SC_N_PIECE_TYPES, i % SC_N_PIECE_TYPES);
      GdkTexture *texture = sc_piece_set_get_texture (sc_board_view_get_piece_set (board), piece, size);
      g_autofree guchar *art = g_malloc ((gsize) size * size * 4);

      g_assert_cmpint (gdk_texture_get_width (texture), ==, size);
      gdk_texture_download (texture, art, (gsize) size * 4);
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          {
            GdkRGBA colour = gui_pixel_at (pixels, (int) rect.origin.x + x, (int) rect.origin.y + y);

            if (!is_marked (&colour, &plain))
              continue;
            if (i == 0)
              (*ink)++;
            for (int ny = MAX (0, y - 1); ny <= MIN (size - 1, y + 1); ny++)
              for (int nx = MAX (0, x - 1); nx <= MIN (size - 1, x + 1); nx++)
                if (art[((gsize) ny * size + nx) * 4 + 3] > 25)
                  {
                    g_test_message ("square %d (%d px): %d,%d touches piece %d", square, size, x, y, piece);
                    return TRUE;
                  }
          }
    }
  return FALSE;
}

/* The coordinates on a board of size pixels, its first rank and a-file
 * empty: none touches any piece that could stand there; TRUE if they
 * are drawn. */
static gboolean
assert_coordinates_clear (int size)
{
  /* The kings away from the first rank and the a-file. */
  ScBoardView *board = gui_board_in_window ("8/8/8/4k3/8/2K5/8/8 w - - 0 1", size);
  g_autoptr(GuiPixels) pixels = NULL;
  int ink = 0;

  pixels = gui_render (GTK_WIDGET (board));
  for (int i = 0; i < 8; i++)
    {
      int file_ink, rank_ink;

      g_assert_false (touches_a_piece (board, pixels, SC_SQUARE (i, 0), &file_ink));
      g_assert_false (touches_a_piece (board, pixels, SC_SQUARE (0, i), &rank_ink));
      ink += file_ink + rank_ink;
    }
  g_test_message ("%d px board: %d pixels of coordinates", size, ink);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (board))));
  gui_settle ();
  return ink > 0;
}

static void
test_coordinates_clear (void)
{
  /* Small (the window at its smallest), medium and large: drawn where
   * they can be read. */
  assert_coordinates_clear (216);
  assert_coordinates_clear (240);
  assert_coordinates_clear (408);
  g_assert_true (assert_coordinates_clear (480));
  g_assert_true (assert_coordinates_clear (800));
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/board/promotion-given-up", test_promotion_given_up);
  g_test_add_func ("/board/stays-beside-bar", test_board_stays_beside_bar);
  g_test_add_func ("/board/coordinates-clear", test_coordinates_clear);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
