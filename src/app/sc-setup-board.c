/* sc-setup-board.c: a board to set up a position on, no rules applied
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "sc-board-drawing.h"
#include "sc-setup-board.h"
#include "sc-theme.h"

struct _ScSetupBoard {
  GtkWidget        parent_instance;

  ScPieceSet      *piece_set;
  ScPiece          squares[64];
  ScPiece          selected;
  ScSquare         drag_from;      /* SC_NO_SQUARE unless a piece is dragged */
  ScBoardGeometry  geometry;       /* of the last allocation */
};

G_DEFINE_FINAL_TYPE (ScSetupBoard, sc_setup_board, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
  GdkRGBA light, dark;
  int pixel_size = (int) round (self->geometry.square_size * gtk_widget_get_scale_factor (widget));

  if (self->geometry.square_size < 1)
    return;
  sc_theme_lookup_colour (widget, "board_light_square", &light);
  sc_theme_lookup_colour (widget, "board_dark_square", &dark);
  for (ScSquare sq = 0; sq < 64; sq++)
    {
      graphene_rect_t rect;

      sc_board_geometry_square_rect (&self->geometry, sq, &rect);
      gtk_snapshot_append_color (snapshot, sc_board_square_is_dark (sq) ? &dark : &light, &rect);
    }
  sc_board_draw_coordinates (widget, snapshot, &self->geometry, self->piece_set);
  for (ScSquare sq = 0; sq < 64; sq++)
    if (self->squares[sq] != SC_EMPTY && self->piece_set != NULL)
      {
        graphene_rect_t rect;

        sc_board_geometry_square_rect (&self->geometry, sq, &rect);
        gtk_snapshot_append_texture (snapshot, sc_piece_set_get_texture (self->piece_set, self->squares[sq], pixel_size),
                                     &rect);
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
  ScSquare sq = sc_board_geometry_square_at (&self->geometry, x, y);

  self->drag_from = sq != SC_NO_SQUARE && self->squares[sq] != SC_EMPTY ? sq : SC_NO_SQUARE;
}

static void
drag_end (GtkGestureDrag *gesture,
          double          dx,
          double          dy,
          ScSetupBoard   *self)
{
  double x, y, size = self->geometry.square_size;
  ScSquare from = self->drag_from, to;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  to = sc_board_geometry_square_at (&self->geometry, x + dx, y + dy);
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
sc_setup_board_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  ScSetupBoard *self = SC_SETUP_BOARD (widget);

  sc_board_geometry_fit (&self->geometry, width, height);
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
  ScSetupBoard *self = SC_SETUP_BOARD (object);

  g_clear_object (&self->piece_set);
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
  widget_class->size_allocate = sc_setup_board_size_allocate;

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
