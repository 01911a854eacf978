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
#include "sc-board-square.h"
#include "sc-setup-board.h"
#include "sc-theme.h"

struct _ScSetupBoard {
  GtkWidget        parent_instance;

  ScPieceSet      *piece_set;
  ScPiece          squares[64];
  ScPiece          selected;
  ScSquare         drag_from;      /* SC_NO_SQUARE unless a piece is dragged */
  ScBoardGeometry  geometry;       /* of the last allocation */
  ScSquare         cursor;         /* the keyboard's square */
  gboolean         keyboard_used;  /* since the last click: the cursor shows */
  GtkWidget       *square_cells[64]; /* ScBoardSquare children, for screen readers */
};

G_DEFINE_FINAL_TYPE (ScSetupBoard, sc_setup_board, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What each square holds, told to screen readers. */
static void
update_square_labels (ScSetupBoard *self)
{
  for (ScSquare sq = 0; sq < 64; sq++)
    sc_board_square_set_piece (SC_BOARD_SQUARE (self->square_cells[sq]), self->squares[sq]);
}

static void
changed (ScSetupBoard *self)
{
  update_square_labels (self);
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
  if (sc_board_cursor_shown (widget, self->keyboard_used))
    sc_board_draw_cursor (widget, snapshot, &self->geometry, self->cursor);
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
move_cursor (ScSetupBoard *self,
             ScSquare      square)
{
  self->cursor = square;
  /* One reference, not a list: no NULL before the -1 that ends the pairs. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                  self->square_cells[square], -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_begin (GtkGestureDrag *gesture,
            double          x,
            double          y,
            ScSetupBoard   *self)
{
  ScSquare sq = sc_board_geometry_square_at (&self->geometry, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* The arrows go on from the square clicked. */
  self->keyboard_used = FALSE;
  if (sq != SC_NO_SQUARE)
    move_cursor (self, sq);
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

/* Keyboard: the arrows move the cursor, Space or Enter does what a
 * click does there, Delete or BackSpace empties the square. */
static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ScSetupBoard          *self)
{
  int file = SC_SQUARE_FILE (self->cursor), rank = SC_SQUARE_RANK (self->cursor);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:  file--; break;
    case GDK_KEY_Right: file++; break;
    case GDK_KEY_Up:    rank++; break;
    case GDK_KEY_Down:  rank--; break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      sc_setup_board_click_square (self, self->cursor);
      break;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      if (self->squares[self->cursor] != SC_EMPTY)
        {
          self->squares[self->cursor] = SC_EMPTY;
          changed (self);
        }
      break;
    default:
      return FALSE;
    }
  /* The board is used with the keyboard: its cursor shows, as it does
   * after Tab, though a click gave it the keyboard. */
  self->keyboard_used = TRUE;
  move_cursor (self, SC_SQUARE (CLAMP (file, 0, 7), CLAMP (rank, 0, 7)));
  return TRUE;
}

static void
sc_setup_board_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous)
{
  sc_board_redraw_on_focus_change (widget, previous);
  GTK_WIDGET_CLASS (sc_setup_board_parent_class)->state_flags_changed (widget, previous);
}

static void
sc_setup_board_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  ScSetupBoard *self = SC_SETUP_BOARD (widget);

  sc_board_geometry_fit (&self->geometry, width, height);
  sc_board_allocate_squares (&self->geometry, self->square_cells);
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

  for (guint i = 0; i < 64; i++)
    g_clear_pointer (&self->square_cells[i], gtk_widget_unparent);
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
  widget_class->state_flags_changed = sc_setup_board_state_flags_changed;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (widget_class, "setupboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
sc_setup_board_init (ScSetupBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->drag_from = SC_NO_SQUARE;
  self->cursor = SC_SQUARE (4, 1);
  gtk_widget_set_focusable (widget, TRUE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (widget, keys);
  for (ScSquare sq = 0; sq < 64; sq++)
    {
      self->square_cells[sq] = sc_board_square_new (sq);
      gtk_widget_set_parent (self->square_cells[sq], widget);
    }
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
  update_square_labels (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ScSquare
sc_setup_board_get_cursor (ScSetupBoard *self)
{
  g_return_val_if_fail (SC_IS_SETUP_BOARD (self), SC_NO_SQUARE);
  return self->cursor;
}

gboolean
sc_setup_board_get_cursor_shown (ScSetupBoard *self)
{
  g_return_val_if_fail (SC_IS_SETUP_BOARD (self), FALSE);
  return sc_board_cursor_shown (GTK_WIDGET (self), self->keyboard_used);
}
