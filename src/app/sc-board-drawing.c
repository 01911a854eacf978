/* sc-board-drawing.c: what every board on screen draws alike
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Colours are the named colours board_* of style.css and style-dark.css.
 */
#include "config.h"

#include <math.h>

#include "sc-board-drawing.h"
#include "sc-theme.h"

/* Geometry */

void
sc_board_geometry_fit (ScBoardGeometry *geometry,
                       int              width,
                       int              height)
{
  double side = floor (MIN (width, height) / 8.0);

  geometry->square_size = side;
  geometry->origin_x = floor ((width - side * 8) / 2);
  geometry->origin_y = floor ((height - side * 8) / 2);
}

void
sc_board_geometry_square_origin (const ScBoardGeometry *geometry,
                                 ScSquare               sq,
                                 double                *x,
                                 double                *y)
{
  int file = SC_SQUARE_FILE (sq), rank = SC_SQUARE_RANK (sq);
  int col = geometry->flipped ? 7 - file : file;
  int row = geometry->flipped ? rank : 7 - rank;

  *x = geometry->origin_x + col * geometry->square_size;
  *y = geometry->origin_y + row * geometry->square_size;
}

void
sc_board_geometry_square_rect (const ScBoardGeometry *geometry,
                               ScSquare               sq,
                               graphene_rect_t       *rect)
{
  double x, y;

  sc_board_geometry_square_origin (geometry, sq, &x, &y);
  graphene_rect_init (rect, (float) x, (float) y, (float) geometry->square_size, (float) geometry->square_size);
}

ScSquare
sc_board_geometry_square_at (const ScBoardGeometry *geometry,
                             double                 x,
                             double                 y)
{
  int col, row;

  if (geometry->square_size <= 0)
    return SC_NO_SQUARE;
  col = (int) floor ((x - geometry->origin_x) / geometry->square_size);
  row = (int) floor ((y - geometry->origin_y) / geometry->square_size);
  if (col < 0 || col > 7 || row < 0 || row > 7)
    return SC_NO_SQUARE;
  return geometry->flipped ? SC_SQUARE (7 - col, row) : SC_SQUARE (col, 7 - row);
}

void
sc_board_allocate_squares (const ScBoardGeometry *geometry,
                           GtkWidget *const      *squares)
{
  int side = (int) geometry->square_size;

  for (ScSquare sq = 0; sq < 64; sq++)
    {
      double x, y;

      sc_board_geometry_square_origin (geometry, sq, &x, &y);
      gtk_widget_size_allocate (squares[sq], &(GtkAllocation) { (int) x, (int) y, side, side }, -1);
    }
}

gboolean
sc_board_square_is_dark (ScSquare sq)
{
  return (SC_SQUARE_FILE (sq) + SC_SQUARE_RANK (sq)) % 2 == 0;
}

/* Coordinates */

/* Coordinates are a fifth of the square high, smaller where that does
 * not fit beside the pieces' drawings, and left out below
 * COORDINATE_MIN_PIXELS, where they could no longer be read. */
#define COORDINATE_SHARE 0.2
#define COORDINATE_MIN_PIXELS 8

static const char file_labels[] = "abcdefgh";
static const char rank_labels[] = "12345678";

static void
set_label_font (PangoLayout *layout,
                int          pixels)
{
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_absolute_size (font, pixels * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
}

/* The widest and highest ink of the labels, in the layout's font. */
static void
label_ink_size (PangoLayout *layout,
                const char  *labels,
                int         *width,
                int         *height)
{
  *width = *height = 0;
  for (const char *label = labels; *label != '\0'; label++)
    {
      PangoRectangle ink;

      pango_layout_set_text (layout, label, 1);
      pango_layout_get_pixel_extents (layout, &ink, NULL);
      *width = MAX (*width, ink.width);
      *height = MAX (*height, ink.height);
    }
}

/* Whether ink of width (pixels) fits in the rows first to last of the
 * square, pad pixels from its side and a pixel from the drawings: clear
 * holds, by row of device pixels, the room no piece covers. */
static gboolean
fits_beside_pieces (const int *clear,
                    int        scale,
                    int        square,
                    int        first,
                    int        last,
                    int        width,
                    int        pad)
{
  for (int row = MAX (0, first) * scale; row < MIN (square, last + 1) * scale; row++)
    if (clear[row] / scale < pad + width + 1)
      return FALSE;
  return TRUE;
}

/* The font size (pixels) at which the ranks fit in the top left corner
 * and the files in the bottom right one; 0 when none can be read there. */
static int
fit_label_font (GtkWidget   *widget,
                double       square_size,
                PangoLayout *layout,
                int          pad,
                const int   *clear_left,
                const int   *clear_right)
{
  int square = (int) square_size, scale = gtk_widget_get_scale_factor (widget);

  for (int pixels = (int) round (square * COORDINATE_SHARE); pixels >= COORDINATE_MIN_PIXELS; pixels--)
    {
      int rank_width, rank_height, file_width, file_height;

      set_label_font (layout, pixels);
      label_ink_size (layout, rank_labels, &rank_width, &rank_height);
      label_ink_size (layout, file_labels, &file_width, &file_height);
      /* A pixel's gap above and below the ink too. */
      if (fits_beside_pieces (clear_left, scale, square, pad - 1, pad + rank_height, rank_width, pad) &&
          fits_beside_pieces (clear_right, scale, square, square - pad - file_height - 1, square - pad, file_width, pad))
        return pixels;
    }
  return 0;
}

/* The label's ink, not its line box, is put pad pixels from the corner
 * of the square: a file's in the bottom right, a rank's in the top left. */
static void
draw_coordinate (const ScBoardGeometry *geometry,
                 GtkSnapshot           *snapshot,
                 PangoLayout           *layout,
                 const char            *label,
                 ScSquare               sq,
                 gboolean               in_corner,
                 int                    pad,
                 const GdkRGBA         *on_light,
                 const GdkRGBA         *on_dark)
{
  PangoRectangle ink;
  double x, y;

  pango_layout_set_text (layout, label, 1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  sc_board_geometry_square_origin (geometry, sq, &x, &y);
  if (in_corner)
    {
      x += geometry->square_size - pad - ink.width - ink.x;
      y += geometry->square_size - pad - ink.height - ink.y;
    }
  else
    {
      x += pad - ink.x;
      y += pad - ink.y;
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  gtk_snapshot_append_layout (snapshot, layout, sc_board_square_is_dark (sq) ? on_dark : on_light);
  gtk_snapshot_restore (snapshot);
}

/* In the columns of the squares that no piece's drawing covers, a pixel
 * away from them: a piece never hides a coordinate nor touches it. */
void
sc_board_draw_coordinates (GtkWidget             *widget,
                           GtkSnapshot           *snapshot,
                           const ScBoardGeometry *geometry,
                           ScPieceSet            *piece_set)
{
  g_autoptr(PangoLayout) layout = NULL;
  int pad = MAX (1, (int) round (geometry->square_size * 0.03));
  /* The pieces' drawings at the device pixel size, as they are drawn. */
  int pixel_size = (int) round (geometry->square_size * gtk_widget_get_scale_factor (widget));
  const int *clear_left, *clear_right;
  GdkRGBA on_light, on_dark;

  if (geometry->square_size < 1 || piece_set == NULL)
    return;
  layout = gtk_widget_create_pango_layout (widget, NULL);
  sc_piece_set_get_clear_rows (piece_set, pixel_size, &clear_left, &clear_right);
  if (fit_label_font (widget, geometry->square_size, layout, pad, clear_left, clear_right) == 0)
    return;
  sc_theme_lookup_colour (widget, "board_coordinate_on_light", &on_light);
  sc_theme_lookup_colour (widget, "board_coordinate_on_dark", &on_dark);

  for (int i = 0; i < 8; i++)
    {
      ScSquare file_sq = geometry->flipped ? SC_SQUARE (7 - i, 7) : SC_SQUARE (i, 0);
      ScSquare rank_sq = geometry->flipped ? SC_SQUARE (7, 7 - i) : SC_SQUARE (0, 7 - i);

      draw_coordinate (geometry, snapshot, layout, &file_labels[SC_SQUARE_FILE (file_sq)], file_sq, TRUE, pad,
                       &on_light, &on_dark);
      draw_coordinate (geometry, snapshot, layout, &rank_labels[SC_SQUARE_RANK (rank_sq)], rank_sq, FALSE, pad,
                       &on_light, &on_dark);
    }
}

/* Keyboard cursor */

void
sc_board_draw_cursor (GtkWidget             *widget,
                      GtkSnapshot           *snapshot,
                      const ScBoardGeometry *geometry,
                      ScSquare               cursor)
{
  graphene_rect_t rect;
  GskRoundedRect outline;
  GdkRGBA colour;
  float w = MAX (2.0f, (float) geometry->square_size * 0.05f);
  const float widths[4] = { w, w, w, w };

  sc_theme_lookup_colour (widget, "board_cursor", &colour);
  sc_board_geometry_square_rect (geometry, cursor, &rect);
  gsk_rounded_rect_init_from_rect (&outline, &rect, 0);
  gtk_snapshot_append_border (snapshot, &outline, widths, (const GdkRGBA[4]) { colour, colour, colour, colour });
}

gboolean
sc_board_cursor_shown (GtkWidget *widget,
                       gboolean   keyboard_used)
{
  return gtk_widget_has_focus (widget) && (gtk_widget_has_visible_focus (widget) || keyboard_used);
}

void
sc_board_redraw_on_focus_change (GtkWidget     *widget,
                                 GtkStateFlags  previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
}
