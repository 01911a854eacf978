/* sc-diagram.c: a chess diagram drawn as vectors into cairo
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "sc-diagram.h"

#define COORDINATE_SHARE 0.055      /* of the board side, for the labels */
#define MOVER_SHARE      0.045      /* the side-to-move square */
#define GAP_SHARE        0.02

typedef struct {
  double r, g, b;
} Colour;

static Colour
shade (Colour   c,
       gboolean grayscale)
{
  if (grayscale)
    {
      double y = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;

      return (Colour) { y, y, y };
    }
  return c;
}

static Colour
mark_colour (char colour)
{
  switch (colour)
    {
    case 'R': return (Colour) { 0.80, 0.13, 0.13 };
    case 'Y': return (Colour) { 0.90, 0.68, 0.05 };
    case 'B': return (Colour) { 0.12, 0.40, 0.80 };
    case 'G':
    default:  return (Colour) { 0.15, 0.55, 0.20 };
    }
}

static void
set_colour (cairo_t  *cr,
            Colour    c,
            double    alpha,
            gboolean  grayscale)
{
  c = shade (c, grayscale);
  cairo_set_source_rgba (cr, c.r, c.g, c.b, alpha);
}

void
sc_diagram_get_extent (double          board_size,
                       ScDiagramFlags  flags,
                       double         *width,
                       double         *height)
{
  double labels = (flags & SC_DIAGRAM_COORDINATES) ? board_size * COORDINATE_SHARE : 0;
  double mover = (flags & SC_DIAGRAM_SIDE_TO_MOVE) ? board_size * (MOVER_SHARE + GAP_SHARE) : 0;

  /* The labels' room on the left is matched on the right, so that the
   * board sits in the middle of the extent. */
  *width = board_size + 2 * MAX (labels, mover);
  *height = board_size + labels;
}

static void
square_origin (ScSquare  sq,
               gboolean  flipped,
               double    x0,
               double    y0,
               double    square,
               double   *x,
               double   *y)
{
  int file = SC_SQUARE_FILE (sq), rank = SC_SQUARE_RANK (sq);

  *x = x0 + (flipped ? 7 - file : file) * square;
  *y = y0 + (flipped ? rank : 7 - rank) * square;
}

void
sc_diagram_fill_arrow (cairo_t *cr,
                       double   x1,
                       double   y1,
                       double   x2,
                       double   y2,
                       double   square)
{
  double dx = x2 - x1, dy = y2 - y1;
  double length = sqrt (dx * dx + dy * dy), width = square * 0.16, head = square * 0.42;

  if (length < 1e-6)
    return;
  cairo_save (cr);
  cairo_translate (cr, x1, y1);
  cairo_rotate (cr, atan2 (dy, dx));
  /* A shaft from the centre of the first square, a head ending near the centre of the second. */
  cairo_move_to (cr, 0, -width / 2);
  cairo_line_to (cr, length - head, -width / 2);
  cairo_line_to (cr, length - head, -head / 2);
  cairo_line_to (cr, length - square * 0.08, 0);
  cairo_line_to (cr, length - head, head / 2);
  cairo_line_to (cr, length - head, width / 2);
  cairo_line_to (cr, 0, width / 2);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_arrow (cairo_t      *cr,
            const ScMark *mark,
            gboolean      flipped,
            double        x0,
            double        y0,
            double        square,
            gboolean      grayscale)
{
  double x1, y1, x2, y2, half = square / 2;

  square_origin (mark->from, flipped, x0, y0, square, &x1, &y1);
  square_origin (mark->to, flipped, x0, y0, square, &x2, &y2);
  set_colour (cr, mark_colour (mark->colour), 0.8, grayscale);
  sc_diagram_fill_arrow (cr, x1 + half, y1 + half, x2 + half, y2 + half, square);
}

static void
draw_labels (cairo_t  *cr,
             gboolean  flipped,
             double    x0,
             double    y0,
             double    square,
             double    room)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("DejaVu Sans");

  pango_font_description_set_absolute_size (font, room * 0.8 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  for (int i = 0; i < 8; i++)
    {
      char text[2] = { 0 };
      int ink_w, ink_h;
      PangoRectangle logical;

      /* Files under the board. */
      text[0] = (char) ('a' + (flipped ? 7 - i : i));
      pango_layout_set_text (layout, text, 1);
      pango_layout_get_extents (layout, NULL, &logical);
      ink_w = logical.width / PANGO_SCALE;
      cairo_move_to (cr, x0 + (i + 0.5) * square - ink_w / 2.0, y0 + 8 * square + room * 0.05);
      pango_cairo_show_layout (cr, layout);

      /* Ranks on the left. */
      text[0] = (char) ('1' + (flipped ? i : 7 - i));
      pango_layout_set_text (layout, text, 1);
      pango_layout_get_extents (layout, NULL, &logical);
      ink_w = logical.width / PANGO_SCALE;
      ink_h = logical.height / PANGO_SCALE;
      cairo_move_to (cr, x0 - room * 0.25 - ink_w, y0 + (i + 0.5) * square - ink_h / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
}

void
sc_diagram_draw (cairo_t          *cr,
                 ScPieceDrawing   *pieces,
                 const ScPosition *pos,
                 const ScMark     *marks,
                 guint             n_marks,
                 double            x,
                 double            y,
                 double            board_size,
                 ScDiagramFlags    flags)
{
  gboolean flipped = (flags & SC_DIAGRAM_FLIPPED) != 0;
  gboolean grayscale = (flags & SC_DIAGRAM_GRAYSCALE) != 0;
  double width, height, square = board_size / 8, x0, y0;
  const Colour light = { 0.93, 0.89, 0.80 }, dark = { 0.70, 0.58, 0.44 };

  sc_diagram_get_extent (board_size, flags, &width, &height);
  x0 = x + (width - board_size) / 2;
  y0 = y;

  cairo_save (cr);
  /* Light squares as one rectangle, dark squares over it. */
  set_colour (cr, grayscale ? (Colour) { 1, 1, 1 } : light, 1, grayscale);
  cairo_rectangle (cr, x0, y0, board_size, board_size);
  cairo_fill (cr);
  set_colour (cr, grayscale ? (Colour) { 0.72, 0.72, 0.72 } : dark, 1, grayscale);
  for (ScSquare sq = 0; sq < 64; sq++)
    if ((SC_SQUARE_FILE (sq) + SC_SQUARE_RANK (sq)) % 2 == 0)
      {
        double sx, sy;

        square_origin (sq, flipped, x0, y0, square, &sx, &sy);
        cairo_rectangle (cr, sx, sy, square, square);
      }
  cairo_fill (cr);

  /* Marked squares lie under the pieces. */
  for (guint i = 0; i < n_marks; i++)
    if (marks[i].from == marks[i].to && marks[i].from < 64)
      {
        double sx, sy;

        square_origin (marks[i].from, flipped, x0, y0, square, &sx, &sy);
        set_colour (cr, mark_colour (marks[i].colour), 0.45, grayscale);
        cairo_rectangle (cr, sx, sy, square, square);
        cairo_fill (cr);
      }

  for (ScSquare sq = 0; sq < 64; sq++)
    {
      ScPiece piece = sc_position_piece_at (pos, sq);
      double sx, sy;

      if (piece == SC_EMPTY)
        continue;
      square_origin (sq, flipped, x0, y0, square, &sx, &sy);
      sc_piece_drawing_render (pieces, cr, piece, sx, sy, square);
    }

  /* Arrows lie over the pieces, so that they can be seen whole. */
  for (guint i = 0; i < n_marks; i++)
    if (marks[i].from != marks[i].to && marks[i].from < 64 && marks[i].to < 64)
      draw_arrow (cr, &marks[i], flipped, x0, y0, square, grayscale);

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, MAX (0.5, board_size / 240));
  cairo_rectangle (cr, x0, y0, board_size, board_size);
  cairo_stroke (cr);

  if (flags & SC_DIAGRAM_COORDINATES)
    draw_labels (cr, flipped, x0, y0, square, board_size * COORDINATE_SHARE);

  if (flags & SC_DIAGRAM_SIDE_TO_MOVE)
    {
      double mark = board_size * MOVER_SHARE;
      gboolean white = sc_position_side_to_move (pos) == SC_WHITE;
      /* At the edge of the side to move: the bottom unless seen from the other side. */
      gboolean bottom = white != flipped;
      double mx = x0 + board_size + board_size * GAP_SHARE;
      double my = bottom ? y0 + board_size - mark : y0;

      cairo_rectangle (cr, mx, my, mark, mark);
      cairo_set_source_rgb (cr, white ? 1 : 0, white ? 1 : 0, white ? 1 : 0);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, MAX (0.4, mark / 10));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}
