/* sc-setup-board.c: a board to set up a position on, no rules applied
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-setup-board.h"

struct _ScSetupBoard {
  GtkWidget   parent_instance;

  ScPieceSet *piece_set;
  ScPiece     squares[64];
  ScPiece     selected;
  ScSquare    drag_from;     /* SC_NO_SQUARE unless a piece is dragged */
};

G_DEFINE_FINAL_TYPE (ScSetupBoard, sc_setup_board, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
geometry (ScSetupBoard *self,
          double       *x0,
          double       *y0,
          double       *size)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  *size = MIN (width, height) / 8.0;
  *x0 = (width - *size * 8) / 2;
  *y0 = (height - *size * 8) / 2;
}

static ScSquare
square_at (ScSetupBoard *self,
           double        x,
           double        y)
{
  double x0, y0, size;
  int file, rank;

  geometry (self, &x0, &y0, &size);
  if (size <= 0 || x < x0 || y < y0)
    return SC_NO_SQUARE;
  file = (int) ((x - x0) / size);
  rank = 7 - (int) ((y - y0) / size);
  if (file > 7 || rank < 0)
    return SC_NO_SQUARE;
  return SC_SQUARE (file, rank);
}

static void
changed (ScSetupBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
sc_setup_board_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  ScSetupBoard *self = SC_SETUP_BOARD (widget);
  GdkRGBA light = { 0.925f, 0.855f, 0.725f, 1 }, dark = { 0.682f, 0.541f, 0.408f, 1 };
  double x0, y0, size;
  int scale = gtk_widget_get_scale_factor (widget);

  geometry (self, &x0, &y0, &size);
  for (ScSquare sq = 0; sq < 64; sq++)
    {
      graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) (x0 + SC_SQUARE_FILE (sq) * size),
                                                 (float) (y0 + (7 - SC_SQUARE_RANK (sq)) * size),
                                                 (float) size, (float) size);

      gtk_snapshot_append_color (snapshot, (SC_SQUARE_FILE (sq) + SC_SQUARE_RANK (sq)) % 2 ? &light : &dark, &rect);
      if (self->squares[sq] != SC_EMPTY && self->piece_set != NULL && size >= 1)
        {
          GdkTexture *texture = sc_piece_set_get_texture (self->piece_set, self->squares[sq], (int) (size * scale));

          gtk_snapshot_append_texture (snapshot, texture, &rect);
        }
    }
}

void
sc_setup_board_click_square (ScSetupBoard *self,
                             ScSquare      square)
{
  g_return_if_fail (SC_IS_SETUP_BOARD (self));
  g_return_if_fail (square < 64);

  /* The same piece again takes it away. */
  self->squares[square] = self->squares[square] == self->selected ? SC_EMPTY : self->selected;
  changed (self);
}

static void
drag_begin (GtkGestureDrag *gesture,
            double          x,
            double          y,
            ScSetupBoard   *self)
{
  ScSquare sq = square_at (self, x, y);

  self->drag_from = sq != SC_NO_SQUARE && self->squares[sq] != SC_EMPTY ? sq : SC_NO_SQUARE;
}

static void
drag_end (GtkGestureDrag *gesture,
          double          dx,
          double          dy,
          ScSetupBoard   *self)
{
  double x, y, x0, y0, size;
  ScSquare from = self->drag_from, to;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  to = square_at (self, x + dx, y + dy);
  geometry (self, &x0, &y0, &size);
  self->drag_from = SC_NO_SQUARE;

  /* A short move of the pointer is a click. */
  if (ABS (dx) < size / 4 && ABS (dy) < size / 4)
    {
      if (to != SC_NO_SQUARE)
        sc_setup_board_click_square (self, to);
      return;
    }
  if (from == SC_NO_SQUARE || from == to)
    return;
  if (to != SC_NO_SQUARE)
    self->squares[to] = self->squares[from];
  self->squares[from] = SC_EMPTY;
  changed (self);
}

static void
sc_setup_board_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = 240;
  *natural = 400;
}

static void
sc_setup_board_dispose (GObject *object)
{
  g_clear_object (&SC_SETUP_BOARD (object)->piece_set);
  G_OBJECT_CLASS (sc_setup_board_parent_class)->dispose (object);
}

static void
sc_setup_board_class_init (ScSetupBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_setup_board_dispose;
  widget_class->snapshot = sc_setup_board_snapshot;
  widget_class->measure = sc_setup_board_measure;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (widget_class, "setupboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sc_setup_board_init (ScSetupBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->drag_from = SC_NO_SQUARE;
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board to set up"), -1);
}

GtkWidget *
sc_setup_board_new (void)
{
  return g_object_new (SC_TYPE_SETUP_BOARD, NULL);
}

void
sc_setup_board_set_piece_set (ScSetupBoard *self,
                              ScPieceSet   *piece_set)
{
  g_return_if_fail (SC_IS_SETUP_BOARD (self));

  g_set_object (&self->piece_set, piece_set);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sc_setup_board_set_selected (ScSetupBoard *self,
                             ScPiece       piece)
{
  g_return_if_fail (SC_IS_SETUP_BOARD (self));
  self->selected = piece;
}

ScPiece
sc_setup_board_get_selected (ScSetupBoard *self)
{
  g_return_val_if_fail (SC_IS_SETUP_BOARD (self), SC_EMPTY);
  return self->selected;
}

const ScPiece *
sc_setup_board_get_squares (ScSetupBoard *self)
{
  g_return_val_if_fail (SC_IS_SETUP_BOARD (self), NULL);
  return self->squares;
}

void
sc_setup_board_set_squares (ScSetupBoard  *self,
                            const ScPiece *squares)
{
  g_return_if_fail (SC_IS_SETUP_BOARD (self));

  memcpy (self->squares, squares, sizeof self->squares);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
