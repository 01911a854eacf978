/* sc-board-view.c: the chess board widget
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pointer, keyboard, the promotion popover and the board's state;
 * sc-board-view-drawing.c draws it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-board-square.h"
#include "sc-board-view-private.h"

G_DEFINE_FINAL_TYPE (ScBoardView, sc_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FLIPPED,
  PROP_PIECE_SET,
  PROP_PREVIEW_MOVE,
  N_PROPS
};

enum {
  MOVE_PLAYED,
  MARK_TOGGLED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Geometry */

void
sc_board_view_square_origin (ScBoardView *self,
                             ScSquare     sq,
                             double      *x,
                             double      *y)
{
  sc_board_geometry_square_origin (&self->geometry, sq, x, y);
}

void
sc_board_view_square_rect (ScBoardView     *self,
                           ScSquare         square,
                           graphene_rect_t *rect)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));
  sc_board_geometry_square_rect (&self->geometry, square, rect);
}

static ScSquare
square_at (ScBoardView *self,
           double       x,
           double       y)
{
  return sc_board_geometry_square_at (&self->geometry, x, y);
}

/* Moves */

guint
sc_board_view_legal_moves_from (ScBoardView *self,
                                ScSquare     from,
                                ScMove      *out)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (&self->position, moves), count = 0;

  if (self->previewing)
    return 0;
  for (guint i = 0; i < n; i++)
    if (sc_move_from (moves[i]) == from)
      out[count++] = moves[i];
  return count;
}

static gboolean
own_piece_on (ScBoardView *self,
              ScSquare     sq)
{
  ScPiece piece = self->position.board[sq];

  return !self->previewing && piece != SC_EMPTY && SC_PIECE_COLOR (piece) == self->position.side_to_move;
}

static void
emit_move (ScBoardView *self,
           ScMove       move)
{
  self->selected = NO_SQUARE;
  self->dragging = FALSE;
  g_signal_emit (self, signals[MOVE_PLAYED], 0, (guint) move);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
promotion_chosen (GtkButton   *button,
                  ScBoardView *self)
{
  ScPieceType type = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "piece-type"));
  ScMove move = sc_move_new (sc_move_from (self->pending_promotion), sc_move_to (self->pending_promotion),
                             SC_MOVE_PROMOTION, type);

  /* Chosen, not given up: promotion_closed () leaves the move alone. */
  self->pending_promotion = SC_MOVE_NONE;
  gtk_popover_popdown (GTK_POPOVER (self->promotion_popover));
  emit_move (self, move);
}

/* Closed without a choice (Escape, a click beside it): the whole move is
 * given up, the pawn put back, and the board keeps the keyboard. */
static void
promotion_closed (GtkPopover  *popover,
                  ScBoardView *self)
{
  if (self->pending_promotion == SC_MOVE_NONE)
    return;
  self->pending_promotion = SC_MOVE_NONE;
  self->selected = NO_SQUARE;
  self->dragging = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Asks which piece the pawn becomes, next to its square. */
static void
choose_promotion (ScBoardView *self,
                  ScMove       move)
{
  static const ScPieceType choices[] = { SC_QUEEN, SC_ROOK, SC_BISHOP, SC_KNIGHT };
  static const char *names[] = { N_("Queen"), N_("Rook"), N_("Bishop"), N_("Knight") };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  ScColor color = self->position.side_to_move;
  graphene_rect_t rect;
  GdkRectangle pointing;

  /* The old chooser goes first: its ::closed forgets the pending move. */
  g_clear_pointer (&self->promotion_popover, gtk_widget_unparent);
  self->pending_promotion = move;
  self->promotion_popover = gtk_popover_new ();
  gtk_widget_add_css_class (self->promotion_popover, "promotion");
  g_signal_connect (self->promotion_popover, "closed", G_CALLBACK (promotion_closed), self);

  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *picture;
      GdkTexture *texture = sc_piece_set_get_texture (self->piece_set, SC_MAKE_PIECE (color, choices[i]),
                                                      48 * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

      picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      gtk_widget_set_size_request (picture, 48, 48);
      gtk_button_set_child (GTK_BUTTON (button), picture);
      gtk_widget_set_tooltip_text (button, _(names[i]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _(names[i]), -1);
      g_object_set_data (G_OBJECT (button), "piece-type", GUINT_TO_POINTER (choices[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (promotion_chosen), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (self->promotion_popover), box);
  gtk_widget_set_parent (self->promotion_popover, GTK_WIDGET (self));
  sc_board_view_square_rect (self, sc_move_to (move), &rect);
  pointing = (GdkRectangle) { (int) rect.origin.x, (int) rect.origin.y, (int) rect.size.width, (int) rect.size.height };
  gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover), &pointing);
  gtk_popover_popup (GTK_POPOVER (self->promotion_popover));
}

/* Plays from the selected square to sq if that is legal; TRUE if it was. */
static gboolean
try_move (ScBoardView *self,
          ScSquare     from,
          ScSquare     to)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_board_view_legal_moves_from (self, from, moves);
  /* The king put onto its own rook castles with it: in Chess960 the only
   * way when the king does not move, or when a plain king move lands on
   * the castling square too (king f1, rook h1: Kg1). */
  ScMove castling = self->previewing ? SC_MOVE_NONE
                                     : sc_position_castling_onto_rook (&self->position, from, to);

  if (castling != SC_MOVE_NONE)
    {
      emit_move (self, castling);
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    if (sc_move_to (moves[i]) == to)
      {
        if (sc_move_kind (moves[i]) == SC_MOVE_PROMOTION)
          choose_promotion (self, moves[i]);
        else
          emit_move (self, moves[i]);
        return TRUE;
      }
  return FALSE;
}

/* Click-click: the first click picks a piece, the second plays it. */
static void
activate_square (ScBoardView *self,
                 ScSquare     sq)
{
  if (sq == NO_SQUARE)
    return;
  if (self->selected != NO_SQUARE && self->selected != sq && try_move (self, self->selected, sq))
    return;
  self->selected = (own_piece_on (self, sq) && self->selected != sq) ? sq : NO_SQUARE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sc_board_view_click_square (ScBoardView *self,
                            ScSquare     square)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));
  activate_square (self, square);
}

void
sc_board_view_drag (ScBoardView *self,
                    ScSquare     from,
                    ScSquare     to)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));

  self->selected = NO_SQUARE;
  if (own_piece_on (self, from))
    try_move (self, from, to);
}

/* Pointer */

static void
left_drag_begin (GtkGestureDrag *gesture,
                 double          x,
                 double          y,
                 ScBoardView    *self)
{
  ScSquare sq = square_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* The arrows go on from the square clicked. */
  self->keyboard_used = FALSE;
  if (sq != NO_SQUARE)
    self->cursor = sq;
  /* A click on a previewed line gives the game's position back. */
  if (self->previewing)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      sc_board_view_set_preview_position (self, NULL, SC_MOVE_NONE);
      return;
    }
  if (sq != NO_SQUARE && own_piece_on (self, sq))
    {
      self->dragging = TRUE;
      self->drag_x = x;
      self->drag_y = y;
      if (self->selected == NO_SQUARE || self->selected == sq || !try_move (self, self->selected, sq))
        self->selected = sq;
      else
        self->dragging = FALSE;
    }
  else
    {
      self->dragging = FALSE;
      activate_square (self, sq);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
left_drag_update (GtkGestureDrag *gesture,
                  double          dx,
                  double          dy,
                  ScBoardView    *self)
{
  double x, y;

  if (!self->dragging)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  self->drag_x = x + dx;
  self->drag_y = y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
left_drag_end (GtkGestureDrag *gesture,
               double          dx,
               double          dy,
               ScBoardView    *self)
{
  double x, y;
  ScSquare to;

  if (!self->dragging)
    return;
  self->dragging = FALSE;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  to = square_at (self, x + dx, y + dy);
  /* Dropped where it was picked up: it stays selected for a second click. */
  if (to != NO_SQUARE && to != self->selected && self->selected != NO_SQUARE)
    {
      if (!try_move (self, self->selected, to))
        self->selected = NO_SQUARE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static char
mark_colour (GtkGesture *gesture)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  /* As other annotation tools do: plain green, Shift red, Ctrl yellow, Alt blue. */
  if (state & GDK_SHIFT_MASK)
    return 'R';
  if (state & GDK_CONTROL_MASK)
    return 'Y';
  if (state & GDK_ALT_MASK)
    return 'B';
  return 'G';
}

static void
right_drag_begin (GtkGestureDrag *gesture,
                  double          x,
                  double          y,
                  ScBoardView    *self)
{
  self->mark_from = square_at (self, x, y);
}

static void
right_drag_end (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                ScBoardView    *self)
{
  double x, y;
  ScSquare to;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  to = square_at (self, x + dx, y + dy);
  if (self->mark_from != NO_SQUARE && to != NO_SQUARE)
    g_signal_emit (self, signals[MARK_TOGGLED], 0, (guint) mark_colour (GTK_GESTURE (gesture)),
                   (guint) self->mark_from, (guint) to);
  self->mark_from = NO_SQUARE;
}

/* Keyboard: arrows move the cursor, Enter or space picks and drops. */
static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ScBoardView           *self)
{
  int file = SC_SQUARE_FILE (self->cursor), rank = SC_SQUARE_RANK (self->cursor);
  int dir = self->geometry.flipped ? -1 : 1;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (self->previewing && keyval == GDK_KEY_Escape)
    {
      sc_board_view_set_preview_position (self, NULL, SC_MOVE_NONE);
      return TRUE;
    }
  switch (keyval)
    {
    case GDK_KEY_Left:  file -= dir; break;
    case GDK_KEY_Right: file += dir; break;
    case GDK_KEY_Up:    rank += dir; break;
    case GDK_KEY_Down:  rank -= dir; break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      self->keyboard_used = TRUE;
      activate_square (self, self->cursor);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->selected == NO_SQUARE)
        return FALSE;
      self->selected = NO_SQUARE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }
  self->cursor = SC_SQUARE (CLAMP (file, 0, 7), CLAMP (rank, 0, 7));
  /* The board is used with the keyboard: its cursor shows (above too),
   * as it does after Tab, though a click gave it the keyboard. */
  self->keyboard_used = TRUE;
  /* One reference, not a list: no NULL before the -1 that ends the pairs. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                  self->squares[self->cursor], -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}


/* The cursor is drawn with the visible focus: drawn again as it comes
 * and goes. */
static void
sc_board_view_state_flags_changed (GtkWidget     *widget,
                                   GtkStateFlags  previous)
{
  sc_board_redraw_on_focus_change (widget, previous);
  GTK_WIDGET_CLASS (sc_board_view_parent_class)->state_flags_changed (widget, previous);
}

static void
sc_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 8 * 16;
  *natural = 8 * 64;
}

static void
sc_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  ScBoardView *self = SC_BOARD_VIEW (widget);

  sc_board_geometry_fit (&self->geometry, width, height);
  sc_board_allocate_squares (&self->geometry, self->squares);
  if (self->promotion_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->promotion_popover));
}

static void
update_square_labels (ScBoardView *self)
{
  for (ScSquare sq = 0; sq < 64; sq++)
    sc_board_square_set_piece (SC_BOARD_SQUARE (self->squares[sq]), self->position.board[sq]);
}

/* Construction */

static void
sc_board_view_dispose (GObject *object)
{
  ScBoardView *self = SC_BOARD_VIEW (object);

  /* Nothing to give back as the chooser goes with the board. */
  self->pending_promotion = SC_MOVE_NONE;
  g_clear_pointer (&self->promotion_popover, gtk_widget_unparent);
  for (guint i = 0; i < 64; i++)
    g_clear_pointer (&self->squares[i], gtk_widget_unparent);
  g_clear_object (&self->piece_set);
  G_OBJECT_CLASS (sc_board_view_parent_class)->dispose (object);
}

static void
sc_board_view_finalize (GObject *object)
{
  ScBoardView *self = SC_BOARD_VIEW (object);

  g_array_unref (self->marks);
  G_OBJECT_CLASS (sc_board_view_parent_class)->finalize (object);
}

static void
sc_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  ScBoardView *self = SC_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->geometry.flipped);
      break;
    case PROP_PIECE_SET:
      g_value_set_object (value, self->piece_set);
      break;
    case PROP_PREVIEW_MOVE:
      g_value_set_uint (value, self->preview_move);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sc_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  ScBoardView *self = SC_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      sc_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_PIECE_SET:
      sc_board_view_set_piece_set (self, g_value_get_object (value));
      break;
    case PROP_PREVIEW_MOVE:
      sc_board_view_set_preview_move (self, (ScMove) g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sc_board_view_class_init (ScBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_board_view_dispose;
  object_class->finalize = sc_board_view_finalize;
  object_class->get_property = sc_board_view_get_property;
  object_class->set_property = sc_board_view_set_property;

  widget_class->snapshot = sc_board_view_snapshot;
  widget_class->state_flags_changed = sc_board_view_state_flags_changed;
  widget_class->measure = sc_board_view_measure;
  widget_class->size_allocate = sc_board_view_size_allocate;

  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_SET] =
    g_param_spec_object ("piece-set", NULL, NULL, SC_TYPE_PIECE_SET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A move typed but not played yet, highlighted; 0 for none. */
  properties[PROP_PREVIEW_MOVE] =
    g_param_spec_uint ("preview-move", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* ::move-played (move): a legal move the user made, as an ScMove. */
  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* ::mark-toggled (colour, from, to): an arrow, or a square when from == to. */
  signals[MARK_TOGGLED] =
    g_signal_new ("mark-toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
sc_board_view_init (ScBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *left = gtk_gesture_drag_new ();
  GtkGesture *right = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_autoptr(GError) error = NULL;

  sc_position_init_start (&self->position);
  self->marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  self->selected = NO_SQUARE;
  self->mark_from = NO_SQUARE;
  self->preview_from = NO_SQUARE;
  self->preview_to = NO_SQUARE;
  self->cursor = SC_SQUARE (4, 1);
  self->piece_set = sc_piece_set_load ("staunton", &error);
  if (self->piece_set == NULL)
    g_critical ("The bundled piece set is missing: %s", error->message);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chess board"), -1);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (left), GDK_BUTTON_PRIMARY);
  g_signal_connect (left, "drag-begin", G_CALLBACK (left_drag_begin), self);
  g_signal_connect (left, "drag-update", G_CALLBACK (left_drag_update), self);
  g_signal_connect (left, "drag-end", G_CALLBACK (left_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (left));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (right), GDK_BUTTON_SECONDARY);
  g_signal_connect (right, "drag-begin", G_CALLBACK (right_drag_begin), self);
  g_signal_connect (right, "drag-end", G_CALLBACK (right_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (right));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (widget, keys);

  for (ScSquare sq = 0; sq < 64; sq++)
    {
      self->squares[sq] = sc_board_square_new (sq);
      gtk_widget_set_parent (self->squares[sq], widget);
    }
  update_square_labels (self);
}

GtkWidget *
sc_board_view_new (void)
{
  return g_object_new (SC_TYPE_BOARD_VIEW, NULL);
}

static void
show_position (ScBoardView      *self,
               const ScPosition *pos,
               ScMove            last_move)
{
  self->position = *pos;
  self->last_move = last_move;
  self->selected = NO_SQUARE;
  self->dragging = FALSE;
  update_square_labels (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sc_board_view_set_position (ScBoardView      *self,
                            const ScPosition *pos,
                            ScMove            last_move)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));

  self->previewing = FALSE;
  show_position (self, pos, last_move);
}

void
sc_board_view_set_preview_move (ScBoardView *self,
                                ScMove       move)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));

  if (self->preview_move == move)
    return;
  self->preview_move = move;
  self->preview_from = move != 0 ? sc_move_from (move) : NO_SQUARE;
  self->preview_to = move != 0 ? sc_move_to (move) : NO_SQUARE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREVIEW_MOVE]);
}

void
sc_board_view_get_preview (ScBoardView *self,
                           ScSquare    *from,
                           ScSquare    *to)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));

  *from = self->preview_from;
  *to = self->preview_to;
}

const ScPosition *
sc_board_view_get_position (ScBoardView *self)
{
  g_return_val_if_fail (SC_IS_BOARD_VIEW (self), NULL);
  return self->previewing ? &self->game_position : &self->position;
}

void
sc_board_view_set_preview_position (ScBoardView      *self,
                                    const ScPosition *pos,
                                    ScMove            last_move)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));

  if (pos == NULL)
    {
      if (self->previewing)
        sc_board_view_set_position (self, &self->game_position, self->game_last_move);
      return;
    }
  if (!self->previewing)
    {
      self->game_position = self->position;
      self->game_last_move = self->last_move;
    }
  self->previewing = TRUE;
  show_position (self, pos, last_move);
}

gboolean
sc_board_view_get_cursor_shown (ScBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  g_return_val_if_fail (SC_IS_BOARD_VIEW (self), FALSE);
  return sc_board_cursor_shown (widget, self->keyboard_used);
}

gboolean
sc_board_view_get_previewing (ScBoardView *self)
{
  g_return_val_if_fail (SC_IS_BOARD_VIEW (self), FALSE);
  return self->previewing;
}

ScSquare
sc_board_view_get_selected (ScBoardView *self)
{
  g_return_val_if_fail (SC_IS_BOARD_VIEW (self), NO_SQUARE);
  return self->selected;
}

void
sc_board_view_set_marks (ScBoardView  *self,
                         const ScMark *marks,
                         guint         n_marks)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));

  g_array_set_size (self->marks, 0);
  if (n_marks > 0)
    g_array_append_vals (self->marks, marks, n_marks);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sc_board_view_set_flipped (ScBoardView *self,
                           gboolean     flipped)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->geometry.flipped == flipped)
    return;
  self->geometry.flipped = flipped;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
sc_board_view_get_flipped (ScBoardView *self)
{
  g_return_val_if_fail (SC_IS_BOARD_VIEW (self), FALSE);
  return self->geometry.flipped;
}

void
sc_board_view_set_piece_set (ScBoardView *self,
                             ScPieceSet  *piece_set)
{
  g_return_if_fail (SC_IS_BOARD_VIEW (self));
  g_return_if_fail (SC_IS_PIECE_SET (piece_set));

  if (g_set_object (&self->piece_set, piece_set))
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
    }
}

ScPieceSet *
sc_board_view_get_piece_set (ScBoardView *self)
{
  g_return_val_if_fail (SC_IS_BOARD_VIEW (self), NULL);
  return self->piece_set;
}
