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
  double x1, y1, x2, y2, half = self->geometry.square_size / 2;
  GdkRGBA rgba;

  sc_board_view_square_origin (self, mark->from, &x1, &y1);
  sc_board_view_square_origin (self, mark->to, &x2, &y2);
  mark_rgba (self, mark->colour, 0.8f, &rgba);
  gdk_cairo_set_source_rgba (cr, &rgba);
  sc_diagram_fill_arrow (cr, x1 + half, y1 + half, x2 + half, y2 + half, self->geometry.square_size);
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
      inset = capture ? 0.0f : (float) self->geometry.square_size * 0.35f;
      graphene_rect_inset (&rect, inset, inset);
      gsk_rounded_rect_init_from_rect (&dot, &rect, rect.size.width / 2);
      if (capture)
        {
          float w = (float) self->geometry.square_size * 0.09f;
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
                                                    (float) self->geometry.square_size, (float) self->geometry.square_size));
}

void
sc_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  ScBoardView *self = SC_BOARD_VIEW (widget);
  GdkRGBA light, dark, last_move, selected, check, preview;
  graphene_rect_t board;
  int pixel_size;

  if (self->geometry.square_size < 1)
    return;

  sc_theme_lookup_colour (widget, "board_light_square", &light);
  sc_theme_lookup_colour (widget, "board_dark_square", &dark);
  sc_theme_lookup_colour (widget, "board_last_move", &last_move);
  sc_theme_lookup_colour (widget, "board_selected", &selected);
  sc_theme_lookup_colour (widget, "board_check", &check);
  sc_theme_lookup_colour (widget, "board_preview", &preview);

  graphene_rect_init (&board, (float) self->geometry.origin_x, (float) self->geometry.origin_y,
                      (float) (self->geometry.square_size * 8), (float) (self->geometry.square_size * 8));
  gtk_snapshot_append_color (snapshot, &light, &board);
  for (ScSquare sq = 0; sq < 64; sq++)
    if (sc_board_square_is_dark (sq))
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
  pixel_size = (int) round (self->geometry.square_size * gtk_widget_get_scale_factor (widget));
  sc_board_draw_coordinates (widget, snapshot, &self->geometry, self->piece_set);
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
    sc_board_draw_cursor (widget, snapshot, &self->geometry, self->cursor);

  if (self->dragging && self->selected != NO_SQUARE)
    draw_piece (self, snapshot, self->position.board[self->selected],
                self->drag_x - self->geometry.square_size / 2, self->drag_y - self->geometry.square_size / 2, pixel_size);
}
