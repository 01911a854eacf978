/* test-gui-setup.c: the Set Up a Position dialog as the user sees it:
 * its layout, its castling boxes, its palette, its board and its keyboard
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "gui-harness.h"
#include "sc-board-drawing.h"
#include "sc-setup-dialog.h"
#include "sc-theme.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

static ScSetupDialog *
open_setup (void)
{
  ScSetupDialog *setup;

  gui_new_game (window);
  setup = gui_open_window (window, "win.setup-position", SC_TYPE_SETUP_DIALOG);
  gui_wait_until_shown (GTK_WIDGET (setup));
  gui_wait_for_paint (GTK_WIDGET (setup));
  return setup;
}

static void
close_setup (ScSetupDialog *setup)
{
  g_object_add_weak_pointer (G_OBJECT (setup), (gpointer *) &setup);
  gtk_window_close (GTK_WINDOW (setup));
  gui_settle ();
  g_assert_null (setup);
}

static gboolean
is_check_labelled (GtkWidget *widget,
                   gpointer   label)
{
  return GTK_IS_CHECK_BUTTON (widget) && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), label) == 0;
}

static GtkCheckButton *
castling_check (ScSetupDialog *setup,
                const char    *label)
{
  GtkWidget *check = gui_find_widget (GTK_WIDGET (setup), is_check_labelled, (gpointer) label);

  g_assert_nonnull (check);
  return GTK_CHECK_BUTTON (check);
}

static gboolean
has_tooltip (GtkWidget *widget,
             gpointer   tooltip)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

/* The palette's button of a piece, by its name. */
static GtkWidget *
palette_button (ScSetupDialog *setup,
                const char    *name)
{
  GtkWidget *button = gui_find_widget (GTK_WIDGET (setup), has_tooltip, (gpointer) name);

  g_assert_nonnull (button);
  return button;
}

static GtkWidget *
palette (ScSetupDialog *setup)
{
  return gtk_widget_get_parent (palette_button (setup, "White king"));
}

/* Where widget stands in the dialog, as "x,y wxh". */
static char *
bounds_of (ScSetupDialog *setup,
           GtkWidget     *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (setup), &bounds));
  return g_strdup_printf ("%g,%g %gx%g", bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
}

/* The palette, its first piece and the castling boxes, where they stand. */
static char *
layout_of (ScSetupDialog *setup)
{
  g_autofree char *grid = bounds_of (setup, palette (setup));
  g_autofree char *king = bounds_of (setup, palette_button (setup, "White king"));
  g_autofree char *castling = bounds_of (setup, GTK_WIDGET (castling_check (setup, "Black 0-0")));

  return g_strconcat (grid, " / ", king, " / ", castling, NULL);
}

/* A message under the FEN comes and goes: nothing above it moves, so
 * that a click aimed at a box does not hit its neighbour. */
static void
test_message_keeps_layout (void)
{
  ScSetupDialog *setup = open_setup ();
  GtkEditable *entry = sc_setup_dialog_get_fen_entry (setup);
  g_autofree char *before = layout_of (setup);
  g_autofree char *with_error = NULL;
  g_autofree char *with_note = NULL;
  g_autofree char *after = NULL;

  g_assert_null (sc_setup_dialog_get_message (setup));
  gtk_editable_set_text (entry, "2P1k3/8/8/8/8/8/8/R3K2R w - - 0 1");
  g_assert_nonnull (sc_setup_dialog_get_message (setup));
  gui_wait_for_paint (GTK_WIDGET (setup));
  with_error = layout_of (setup);
  gtk_editable_set_text (entry, "4k3/8/8/8/8/8/8/R3K2R w KQk - 0 1");
  g_assert_nonnull (sc_setup_dialog_get_message (setup));
  gui_wait_for_paint (GTK_WIDGET (setup));
  with_note = layout_of (setup);
  gtk_editable_set_text (entry, SC_START_FEN);
  g_assert_null (sc_setup_dialog_get_message (setup));
  gui_wait_for_paint (GTK_WIDGET (setup));
  after = layout_of (setup);
  g_test_message ("layout %s", before);
  g_assert_cmpstr (with_error, ==, before);
  g_assert_cmpstr (with_note, ==, before);
  g_assert_cmpstr (after, ==, before);
  close_setup (setup);
}

/* A right the board does not allow cannot stay ticked: box and FEN say
 * the same, and the note names it by its box. */
static void
test_impossible_castling (void)
{
  ScSetupDialog *setup = open_setup ();
  GtkEditable *entry = sc_setup_dialog_get_fen_entry (setup);
  GtkCheckButton *white_short = castling_check (setup, "White 0-0");
  GtkCheckButton *black_short = castling_check (setup, "Black 0-0");
  ScSetupBoard *board = sc_setup_dialog_get_board (setup);
  GtkWidget *message;

  gtk_editable_set_text (entry, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  g_assert_null (sc_setup_dialog_get_message (setup));
  g_assert_false (gtk_check_button_get_active (black_short));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (black_short)));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (white_short)));

  /* Ticked all the same (as a stale click would), it is unticked again. */
  gtk_check_button_set_active (black_short, TRUE);
  g_assert_false (gtk_check_button_get_active (black_short));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  g_assert_cmpstr (sc_setup_dialog_get_message (setup), ==,
                   "Black 0-0 is not possible: the king or rook is not on its square");

  /* The rook taken away takes its right with it. */
  sc_setup_board_set_selected (board, SC_EMPTY);
  sc_setup_board_click_square (board, gui_square ("h1"));
  g_assert_false (gtk_check_button_get_active (white_short));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (white_short)));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  g_assert_cmpstr (sc_setup_dialog_get_message (setup), ==,
                   "White 0-0 is not possible: the king or rook is not on its square");
  sc_setup_board_set_selected (board, SC_MAKE_PIECE (SC_WHITE, SC_ROOK));
  sc_setup_board_click_square (board, gui_square ("h1"));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (white_short)));
  g_assert_null (sc_setup_dialog_get_message (setup));

  /* Rights of a typed FEN: the boxes show those kept; the note is in the
   * text's colour, as the warning colour is too faint. */
  gtk_editable_set_text (entry, "4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  g_assert_false (gtk_check_button_get_active (black_short));
  g_assert_cmpstr (sc_setup_dialog_get_message (setup), ==,
                   "Black 0-0, Black 0-0-0 are not possible: the kings or rooks are not on their squares");
  message = gui_find_widget (GTK_WIDGET (setup), gui_is_label_with_text,
                             (gpointer) sc_setup_dialog_get_message (setup));
  g_assert_nonnull (message);
  g_assert_false (gtk_widget_has_css_class (message, "warning"));
  close_setup (setup);
}

/* The luminance, 0 to 1, of the pixel at (x, y) of widget as drawn. */
static double
luminance_at (GtkWidget *widget,
              int        x,
              int        y)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);
  const guchar *pixel;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  /* Premultiplied B, G, R, A: transparent counts as black. */
  pixel = pixels + ((gsize) y * width + x) * 4;
  return (0.0722 * pixel[0] + 0.7152 * pixel[1] + 0.2126 * pixel[2]) / 255;
}

/* In the dark style too, the black pieces stand on a light square. */
static void
test_palette_dark (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  ScSetupDialog *setup;
  GtkWidget *black_king;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  setup = open_setup ();
  black_king = palette_button (setup, "Black king");
  g_assert_cmpfloat (luminance_at (black_king, 4, gtk_widget_get_height (black_king) / 2), >, 0.5);
  close_setup (setup);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static gboolean
in_palette (ScSetupDialog *setup,
            GtkWidget     *widget)
{
  return widget != NULL && gtk_widget_is_ancestor (widget, palette (setup));
}

/* The palette is one stop of the Tab key, after which Tab goes down the
 * column; the arrow keys choose within the palette. */
static void
test_palette_keyboard (void)
{
  ScSetupDialog *setup;
  GtkWidget *previous, *columns;
  double previous_y = -1;
  guint n_stops = 0;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  setup = open_setup ();
  gtk_widget_grab_focus (palette_button (setup, "White king"));
  previous = gtk_root_get_focus (GTK_ROOT (setup));
  g_assert_true (previous == palette_button (setup, "White king"));

  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Right, 0);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (setup)) == palette_button (setup, "White queen"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (palette_button (setup, "White queen"))));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Down, 0);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (setup)) == palette_button (setup, "Black queen"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (palette_button (setup, "Black queen"))));

  /* Tab leaves the palette for the board, Shift+Tab goes back. */
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Tab, 0);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (setup)) == GTK_WIDGET (sc_setup_dialog_get_board (setup)));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Tab, GDK_SHIFT_MASK);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (setup)) == palette_button (setup, "Black queen"));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Tab, 0);

  /* From the board, Tab goes down the column to the en passant square,
   * never back up. */
  columns = gtk_widget_get_ancestor (gtk_widget_get_parent (palette (setup)), GTK_TYPE_GRID);
  for (;;)
    {
      GtkWidget *focus;
      graphene_rect_t bounds;

      gui_press_key (GTK_WIDGET (setup), GDK_KEY_Tab, 0);
      focus = gtk_root_get_focus (GTK_ROOT (setup));
      g_assert_nonnull (focus);
      g_test_message ("Tab to %s %s", G_OBJECT_TYPE_NAME (focus),
                      gtk_widget_get_tooltip_text (focus) != NULL ? gtk_widget_get_tooltip_text (focus) : "");
      g_assert_false (in_palette (setup, focus));
      g_assert_false (focus == GTK_WIDGET (sc_setup_dialog_get_board (setup)));
      g_assert_true (gtk_widget_compute_bounds (focus, GTK_WIDGET (setup), &bounds));
      g_assert_cmpfloat (bounds.origin.y, >=, previous_y);
      previous_y = bounds.origin.y;
      if (GTK_IS_TEXT (focus) && gtk_widget_is_ancestor (focus, columns))
        break;
      g_assert_cmpuint (++n_stops, <, 20);
    }
  close_setup (setup);
}

/* The text nodes of a drawing, as "x,y glyphs", where they are drawn. */
static void
collect_text_nodes (GskRenderNode *node,
                    float          dx,
                    float          dy,
                    GPtrArray     *texts)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXT_NODE:
      {
        const graphene_point_t *offset = gsk_text_node_get_offset (node);
        /* Not through get_glyphs (): it is declared pure, so its count is
         * never read back. */
        guint n_glyphs = gsk_text_node_get_num_glyphs (node);
        const PangoGlyphInfo *glyphs = gsk_text_node_get_glyphs (node, NULL);

        g_ptr_array_add (texts, g_strdup_printf ("%g,%g %u:%u", offset->x + dx, offset->y + dy,
                                                 n_glyphs, n_glyphs > 0 ? glyphs[0].glyph : 0));
      }
      break;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_text_nodes (gsk_container_node_get_child (node, i), dx, dy, texts);
      break;
    case GSK_TRANSFORM_NODE:
      {
        float tx, ty;

        gsk_transform_to_translate (gsk_transform_node_get_transform (node), &tx, &ty);
        collect_text_nodes (gsk_transform_node_get_child (node), dx + tx, dy + ty, texts);
      }
      break;
    case GSK_CLIP_NODE:
      collect_text_nodes (gsk_clip_node_get_child (node), dx, dy, texts);
      break;
    case GSK_DEBUG_NODE:
      collect_text_nodes (gsk_debug_node_get_child (node), dx, dy, texts);
      break;
    default:
      break;
    }
}

/* The widget's text as drawn, one "x,y glyphs" a line. */
static char *
texts_drawn (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    collect_text_nodes (node, 0, 0, texts);
  g_ptr_array_add (texts, NULL);
  return g_strjoinv ("\n", (char **) texts->pdata);
}

/* A set-up board alone in a window, size pixels square, with the pieces
 * of the start position. */
static ScSetupBoard *
setup_board_in_window (int         size,
                       ScPieceSet *piece_set)
{
  GtkWidget *board_window = gtk_window_new ();
  GtkWidget *board = sc_setup_board_new ();
  ScPosition position;

  g_assert_true (sc_position_set_fen (&position, SC_START_FEN, NULL));
  sc_setup_board_set_piece_set (SC_SETUP_BOARD (board), piece_set);
  sc_setup_board_set_squares (SC_SETUP_BOARD (board), position.board);
  gtk_window_set_child (GTK_WINDOW (board_window), board);
  gtk_window_set_default_size (GTK_WINDOW (board_window), size, size);
  gtk_window_present (GTK_WINDOW (board_window));
  gui_wait_until_shown (board);
  gui_wait_for_paint (board_window);
  return SC_SETUP_BOARD (board);
}

/* Coordinates as the game's board draws them, at the same size: the
 * same letters at the same places, none where they could not be read. */
static void
assert_coordinates_as_main_board (int   size,
                                  guint n_expected)
{
  ScBoardView *main_board = gui_board_in_window (SC_START_FEN, size);
  ScSetupBoard *setup_board = setup_board_in_window (size, sc_board_view_get_piece_set (main_board));
  g_autofree char *main_texts = texts_drawn (GTK_WIDGET (main_board));
  g_autofree char *setup_texts = texts_drawn (GTK_WIDGET (setup_board));
  g_auto(GStrv) lines = g_strsplit (setup_texts, "\n", -1);

  g_test_message ("%d px: %s", size, setup_texts);
  g_assert_cmpuint (*setup_texts != '\0' ? g_strv_length (lines) : 0, ==, n_expected);
  g_assert_cmpstr (setup_texts, ==, main_texts);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (main_board))));
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (setup_board))));
  gui_settle ();
}

static void
test_board_coordinates (void)
{
  ScSetupDialog *setup = open_setup ();
  g_autofree char *texts = texts_drawn (GTK_WIDGET (sc_setup_dialog_get_board (setup)));
  g_auto(GStrv) lines = g_strsplit (texts, "\n", -1);

  /* a to h and 1 to 8 on the dialog's board. */
  g_assert_cmpuint (g_strv_length (lines), ==, 16);
  close_setup (setup);
  assert_coordinates_as_main_board (480, 16);
  assert_coordinates_as_main_board (800, 16);
  assert_coordinates_as_main_board (200, 0);
}

/* The colour drawn at (x, y) of the board is the cursor's. */
static gboolean
cursor_drawn_at (ScSetupBoard *board,
                 ScSquare      square)
{
  g_autoptr(GuiPixels) pixels = gui_render (GTK_WIDGET (board));
  ScBoardGeometry geometry = { 0 };
  graphene_rect_t rect;
  GdkRGBA cursor, drawn;

  sc_board_geometry_fit (&geometry, gtk_widget_get_width (GTK_WIDGET (board)),
                         gtk_widget_get_height (GTK_WIDGET (board)));
  sc_board_geometry_square_rect (&geometry, square, &rect);
  sc_theme_lookup_colour (GTK_WIDGET (board), "board_cursor", &cursor);
  /* Halfway down the square's left edge, a pixel in. */
  drawn = gui_pixel_at (pixels, (int) rect.origin.x + 1, (int) (rect.origin.y + rect.size.height / 2));
  return ABS (drawn.red - cursor.red) < 0.02 && ABS (drawn.green - cursor.green) < 0.02 &&
         ABS (drawn.blue - cursor.blue) < 0.02;
}

static ScPiece
piece_on (ScSetupDialog *setup,
          const char    *square)
{
  return sc_setup_board_get_squares (sc_setup_dialog_get_board (setup))[gui_square (square)];
}

/* A position set up with the keyboard alone: Tab from the palette to
 * the board, the arrows to a square, Space or Enter to put the chosen
 * piece there (again, to take it away), Delete or BackSpace to empty it. */
static void
test_board_keyboard (void)
{
  ScSetupDialog *setup;
  ScSetupBoard *board;
  GtkWidget *cell;

  if (gui_skip_without_typing (GTK_WIDGET (window)))
    return;
  setup = open_setup ();
  board = sc_setup_dialog_get_board (setup);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (board)), ==, GTK_ACCESSIBLE_ROLE_GRID);
  cell = gtk_widget_get_first_child (GTK_WIDGET (board));
  g_assert_nonnull (cell);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (cell)), ==, GTK_ACCESSIBLE_ROLE_GRID_CELL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.clear", NULL));
  gtk_widget_grab_focus (palette_button (setup, "White king"));
  g_assert_false (sc_setup_board_get_cursor_shown (board));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Tab, 0);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (setup)) == GTK_WIDGET (board));
  g_assert_true (sc_setup_board_get_cursor_shown (board));
  g_assert_cmpuint (sc_setup_board_get_cursor (board), ==, gui_square ("e2"));
  g_assert_true (cursor_drawn_at (board, gui_square ("e2")));

  /* The white king to g1. */
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Right, 0);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Right, 0);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Down, 0);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Down, 0);
  g_assert_cmpuint (sc_setup_board_get_cursor (board), ==, gui_square ("g1"));
  g_assert_true (cursor_drawn_at (board, gui_square ("g1")));
  g_assert_false (cursor_drawn_at (board, gui_square ("e2")));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_space, 0);
  g_assert_cmpint (piece_on (setup, "g1"), ==, SC_MAKE_PIECE (SC_WHITE, SC_KING));
  /* As a click: the same piece again takes it away, and back. */
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Return, 0);
  g_assert_cmpint (piece_on (setup, "g1"), ==, SC_EMPTY);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Return, 0);
  g_assert_cmpint (piece_on (setup, "g1"), ==, SC_MAKE_PIECE (SC_WHITE, SC_KING));

  /* Back to the palette for the black king, then to the board again,
   * whose cursor stayed where it was; the edge stops it. */
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Tab, GDK_SHIFT_MASK);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (setup)) == palette_button (setup, "White king"));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Down, 0);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (palette_button (setup, "Black king"))));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Tab, 0);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (setup)) == GTK_WIDGET (board));
  for (int i = 0; i < 9; i++)
    gui_press_key (GTK_WIDGET (setup), GDK_KEY_Up, 0);
  g_assert_cmpuint (sc_setup_board_get_cursor (board), ==, gui_square ("g8"));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_space, 0);
  g_assert_cmpint (piece_on (setup, "g8"), ==, SC_MAKE_PIECE (SC_BLACK, SC_KING));
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Left, 0);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_space, 0);
  g_assert_cmpstr (gtk_editable_get_text (sc_setup_dialog_get_fen_entry (setup)), ==,
                   "5kk1/8/8/8/8/8/8/6K1 w - - 0 1");

  /* Delete and BackSpace empty the square. */
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Delete, 0);
  g_assert_cmpint (piece_on (setup, "f8"), ==, SC_EMPTY);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_Right, 0);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_BackSpace, 0);
  g_assert_cmpint (piece_on (setup, "g8"), ==, SC_EMPTY);
  gui_press_key (GTK_WIDGET (setup), GDK_KEY_space, 0);
  g_assert_cmpstr (gtk_editable_get_text (sc_setup_dialog_get_fen_entry (setup)), ==,
                   "6k1/8/8/8/8/8/8/6K1 w - - 0 1");
  close_setup (setup);
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-setup/message-keeps-layout", test_message_keeps_layout);
  g_test_add_func ("/gui-setup/impossible-castling", test_impossible_castling);
  g_test_add_func ("/gui-setup/palette-dark", test_palette_dark);
  g_test_add_func ("/gui-setup/palette-keyboard", test_palette_keyboard);
  g_test_add_func ("/gui-setup/board-coordinates", test_board_coordinates);
  g_test_add_func ("/gui-setup/board-keyboard", test_board_keyboard);
  status = g_test_run ();

  gui_harness_finish (&harness);
  return status;
}
