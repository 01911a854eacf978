/* sc-board-view-drawing.c: the board drawn from its state
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is drawn in snapshot(): squares as colour nodes, pieces as
 * textures that the piece set rasterized once for the current device
 * pixel size, so a frame only arranges nodes. Colours are the named
 * colours board_* of style.css and style-dark.css.
 */
#include "config.h"

#include <math.h>

#include "sc-board-view-private.h"
#include "sc-diagram.h"
#include "sc-theme.h"

static void
append_square_colour (GtkSnapshot   *snapshot,
                      ScBoardView   *self,
                      ScSquare       sq,
                      const GdkRGBA *colour)
{
  graphene_rect_t rect;

  sc_board_view_square_rect (self, sq, &rect);
  gtk_snapshot_append_color (snapshot, colour, &rect);
}

static gboolean
is_dark_square (ScSquare sq)
{
  return (SC_SQUARE_FILE (sq) + SC_SQUARE_RANK (sq)) % 2 == 0;
}

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
fit_label_font (ScBoardView *self,
                PangoLayout *layout,
                int          pad,
                const int   *clear_left,
                const int   *clear_right)
{
  int square = (int) self->square_size, scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

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
draw_coordinate (ScBoardView   *self,
                 GtkSnapshot   *snapshot,
                 PangoLayout   *layout,
                 const char    *label,
                 ScSquare       sq,
                 gboolean       in_corner,
                 int            pad,
                 const GdkRGBA *on_light,
                 const GdkRGBA *on_dark)
{
  PangoRectangle ink;
  double x, y;

  pango_layout_set_text (layout, label, 1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  sc_board_view_square_origin (self, sq, &x, &y);
  if (in_corner)
    {
      x += self->square_size - pad - ink.width - ink.x;
      y += self->square_size - pad - ink.height - ink.y;
    }
  else
    {
      x += pad - ink.x;
      y += pad - ink.y;
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  gtk_snapshot_append_layout (snapshot, layout, is_dark_square (sq) ? on_dark : on_light);
  gtk_snapshot_restore (snapshot);
}

/* In the columns of the squares that no piece's drawing covers, a pixel
 * away from them: a piece never hides a coordinate nor touches it. */
static void
draw_coordinates (ScBoardView *self,
                  GtkSnapshot *snapshot,
                  int          pixel_size)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  int pad = MAX (1, (int) round (self->square_size * 0.03));
  const int *clear_left, *clear_right;
  GdkRGBA on_light, on_dark;

  sc_piece_set_get_clear_rows (self->piece_set, pixel_size, &clear_left, &clear_right);
  if (fit_label_font (self, layout, pad, clear_left, clear_right) == 0)
    return;
  sc_theme_lookup_colour (widget, "board_coordinate_on_light", &on_light);
  sc_theme_lookup_colour (widget, "board_coordinate_on_dark", &on_dark);

  for (int i = 0; i < 8; i++)
    {
      ScSquare file_sq = self->flipped ? SC_SQUARE (7 - i, 7) : SC_SQUARE (i, 0);
      ScSquare rank_sq = self->flipped ? SC_SQUARE (7, 7 - i) : SC_SQUARE (0, 7 - i);

      draw_coordinate (self, snapshot, layout, &file_labels[SC_SQUARE_FILE (file_sq)], file_sq, TRUE, pad,
                       &on_light, &on_dark);
      draw_coordinate (self, snapshot, layout, &rank_labels[SC_SQUARE_RANK (rank_sq)], rank_sq, FALSE, pad,
                       &on_light, &on_dark);
    }
}

static void
mark_rgba (ScBoardView *self,
           char         colour,
           float        alpha,
           GdkRGBA     *rgba)
{
  const char *name;

  switch (colour)
    {
    case 'R': name = "board_mark_red"; break;
    case 'Y': name = "board_mark_yellow"; break;
    case 'B': name = "board_mark_blue"; break;
    case 'G':
    default:  name = "board_mark_green"; break;
    }
  sc_theme_lookup_colour (GTK_WIDGET (self), name, rgba);
  rgba->alpha = alpha;
}

static void
draw_arrow (cairo_t      *cr,
            ScBoardView  *self,
            const ScMark *mark)
{
  double x1, y1, x2, y2, half = self->square_size / 2;
  GdkRGBA rgba;

  sc_board_view_square_origin (self, mark->from, &x1, &y1);
  sc_board_view_square_origin (self, mark->to, &x2, &y2);
  mark_rgba (self, mark->colour, 0.8f, &rgba);
  gdk_cairo_set_source_rgba (cr, &rgba);
  sc_diagram_fill_arrow (cr, x1 + half, y1 + half, x2 + half, y2 + half, self->square_size);
}

/* Marked squares lie under the pieces. */
static void
draw_marked_squares (ScBoardView *self,
                     GtkSnapshot *snapshot)
{
  for (guint i = 0; i < self->marks->len; i++)
    {
      const ScMark *mark = &g_array_index (self->marks, ScMark, i);

      if (mark->from == mark->to)
        {
          GdkRGBA rgba;

          mark_rgba (self, mark->colour, 0.45f, &rgba);
          append_square_colour (snapshot, self, mark->from, &rgba);
        }
    }
}

/* Arrows lie over the pieces, so that they can be seen whole. */
static void
draw_arrows (ScBoardView *self,
             GtkSnapshot *snapshot,
             const graphene_rect_t *board)
{
  gboolean arrows = FALSE;
  cairo_t *cr;

  for (guint i = 0; i < self->marks->len && !arrows; i++)
    arrows = g_array_index (self->marks, ScMark, i).from != g_array_index (self->marks, ScMark, i).to;
  if (!arrows)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, board);
  for (guint i = 0; i < self->marks->len; i++)
    {
      const ScMark *mark = &g_array_index (self->marks, ScMark, i);

      if (mark->from != mark->to)
        draw_arrow (cr, self, mark);
    }
  cairo_destroy (cr);
}

static void
draw_hints (ScBoardView *self,
            GtkSnapshot *snapshot)
{
  ScMove moves[SC_MAX_MOVES];
  guint n;
  GdkRGBA hint;

  if (self->selected == NO_SQUARE)
    return;
  sc_theme_lookup_colour (GTK_WIDGET (self), "board_hint", &hint);
  n = sc_board_view_legal_moves_from (self, self->selected, moves);
  for (guint i = 0; i < n; i++)
    {
      ScSquare to = sc_move_to (moves[i]);
      graphene_rect_t rect;
      GskRoundedRect dot;
      gboolean capture = sc_position_is_capture (&self->position, moves[i]);
      float inset;

      /* Chess960 castling is shown on the rook the king is put onto. */
      if (self->position.chess960 && sc_move_kind (moves[i]) == SC_MOVE_CASTLING)
        {
          ScSquare rook_to;

          sc_position_castling_rook (&self->position, moves[i], &to, &rook_to);
          capture = TRUE;
        }

      sc_board_view_square_rect (self, to, &rect);
      /* A dot for a quiet move, a ring for a capture. */
      inset = capture ? 0.0f : (float) self->square_size * 0.35f;
      graphene_rect_inset (&rect, inset, inset);
      gsk_rounded_rect_init_from_rect (&dot, &rect, rect.size.width / 2);
      if (capture)
        {
          float w = (float) self->square_size * 0.09f;
          const GdkRGBA ring[4] = { hint, hint, hint, hint };
          const float widths[4] = { w, w, w, w };

          gtk_snapshot_append_border (snapshot, &dot, widths, ring);
        }
      else
        {
          gtk_snapshot_push_rounded_clip (snapshot, &dot);
          gtk_snapshot_append_color (snapshot, &hint, &rect);
          gtk_snapshot_pop (snapshot);
        }
    }
}

static void
draw_piece (ScBoardView *self,
            GtkSnapshot *snapshot,
            ScPiece      piece,
            double       x,
            double       y,
            int          pixel_size)
{
  GdkTexture *texture = sc_piece_set_get_texture (self->piece_set, piece, pixel_size);

  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT ((float) x, (float) y,
                                                    (float) self->square_size, (float) self->square_size));
}

void
sc_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  ScBoardView *self = SC_BOARD_VIEW (widget);
  GdkRGBA light, dark, last_move, selected, check, cursor, preview;
  graphene_rect_t board;
  int pixel_size;

  if (self->square_size < 1)
    return;

  sc_theme_lookup_colour (widget, "board_light_square", &light);
  sc_theme_lookup_colour (widget, "board_dark_square", &dark);
  sc_theme_lookup_colour (widget, "board_last_move", &last_move);
  sc_theme_lookup_colour (widget, "board_selected", &selected);
  sc_theme_lookup_colour (widget, "board_check", &check);
  sc_theme_lookup_colour (widget, "board_cursor", &cursor);
  sc_theme_lookup_colour (widget, "board_preview", &preview);

  graphene_rect_init (&board, (float) self->origin_x, (float) self->origin_y,
                      (float) (self->square_size * 8), (float) (self->square_size * 8));
  gtk_snapshot_append_color (snapshot, &light, &board);
  for (ScSquare sq = 0; sq < 64; sq++)
    if (is_dark_square (sq))
      append_square_colour (snapshot, self, sq, &dark);

  if (self->last_move != SC_MOVE_NONE && self->last_move != SC_MOVE_NULL)
    {
      append_square_colour (snapshot, self, sc_move_from (self->last_move), &last_move);
      append_square_colour (snapshot, self, sc_move_to (self->last_move), &last_move);
    }
  if (self->selected != NO_SQUARE)
    append_square_colour (snapshot, self, self->selected, &selected);
  if (self->preview_from != NO_SQUARE && self->preview_to != NO_SQUARE)
    {
      append_square_colour (snapshot, self, self->preview_from, &preview);
      append_square_colour (snapshot, self, self->preview_to, &preview);
    }
  if (sc_position_in_check (&self->position))
    {
      ScPiece king = SC_MAKE_PIECE (self->position.side_to_move, SC_KING);

      for (ScSquare sq = 0; sq < 64; sq++)
        if (self->position.board[sq] == king)
          append_square_colour (snapshot, self, sq, &check);
    }
  /* The marks belong to the game's position, not to a previewed line. */
  if (!self->previewing)
    draw_marked_squares (self, snapshot);
  /* Textures at the device pixel size: sharp at any scale factor. */
  pixel_size = (int) round (self->square_size * gtk_widget_get_scale_factor (widget));
  draw_coordinates (self, snapshot, pixel_size);
  draw_hints (self, snapshot);

  for (ScSquare sq = 0; sq < 64; sq++)
    {
      ScPiece piece = self->position.board[sq];
      double x, y;

      if (piece == SC_EMPTY || (self->dragging && sq == self->selected))
        continue;
      sc_board_view_square_origin (self, sq, &x, &y);
      draw_piece (self, snapshot, piece, x, y, pixel_size);
    }

  if (!self->previewing)
    draw_arrows (self, snapshot, &board);

  if (sc_board_view_get_cursor_shown (self))
    {
      graphene_rect_t rect;
      GskRoundedRect outline;
      float w = MAX (2.0f, (float) self->square_size * 0.05f);
      const GdkRGBA colours[4] = { cursor, cursor, cursor, cursor };
      const float widths[4] = { w, w, w, w };

      sc_board_view_square_rect (self, self->cursor, &rect);
      gsk_rounded_rect_init_from_rect (&outline, &rect, 0);
      gtk_snapshot_append_border (snapshot, &outline, widths, colours);
    }

  if (self->dragging && self->selected != NO_SQUARE)
    draw_piece (self, snapshot, self->position.board[self->selected],
                self->drag_x - self->square_size / 2, self->drag_y - self->square_size / 2, pixel_size);
}
