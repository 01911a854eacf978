/* sc-eval-bar.c: White's share of the current evaluation, beside the board
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sc-eval-bar.h"
#include "sc-theme.h"
#include "sc-turning-points.h"

struct _ScEvalBar {
  GtkWidget  parent_instance;

  gboolean   has_eval;
  ScEval     eval;
  char      *text;
  ScBoardView *board;
  double     drawn_top;
  double     drawn_bottom;
  double     drawn_left;
  /* White's share drawn now, and where it is going (0–1). */
  double     shown;
  double     target;
  double     from;
  gint64     start_time;
  guint      tick_id;
};

G_DEFINE_FINAL_TYPE (ScEvalBar, sc_eval_bar, GTK_TYPE_WIDGET)

/* The window keeps this much room for the bar (sc-window.ui). */
#define BAR_WIDTH 28
#define BAR_GAP 6
#define SLIDE_USEC (300 * G_TIME_SPAN_MILLISECOND)

char *
sc_eval_to_string (const ScEval *eval)
{
  /* U+2212 MINUS SIGN, as typeset numbers have it. */
  if (eval->mate)
    return g_strdup_printf ("%sM%d", eval->value < 0 ? "\u2212" : "", (int) fabs (eval->value));
  if (fabs (eval->value) < 0.05)
    return g_strdup ("0.0");
  return g_strdup_printf ("%s%.1f", eval->value < 0 ? "\u2212" : "+", fabs (eval->value));
}

static gboolean
animations_enabled (GtkWidget *widget)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled && gtk_widget_get_mapped (widget);
}

static gboolean
slide (GtkWidget     *widget,
       GdkFrameClock *clock,
       gpointer       data)
{
  ScEvalBar *self = SC_EVAL_BAR (widget);
  double t = (double) (gdk_frame_clock_get_frame_time (clock) - self->start_time) / SLIDE_USEC;

  if (t >= 1)
    {
      self->shown = self->target;
      self->tick_id = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }
  /* Eased out: fast at first, settling into place. */
  t = 1 - (1 - t) * (1 - t) * (1 - t);
  self->shown = self->from + (self->target - self->from) * t;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
move_to (ScEvalBar *self,
         double     target)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->target = target;
  if (!animations_enabled (widget))
    {
      if (self->tick_id != 0)
        gtk_widget_remove_tick_callback (widget, self->tick_id);
      self->tick_id = 0;
      self->shown = target;
      gtk_widget_queue_draw (widget);
      return;
    }
  self->from = self->shown;
  self->start_time = g_get_monotonic_time ();
  if (gtk_widget_get_frame_clock (widget) != NULL)
    self->start_time = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (widget));
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (widget, slide, NULL, NULL);
}

void
sc_eval_bar_set_eval (ScEvalBar    *self,
                      const ScEval *eval,
                      ScColor       mover)
{
  g_return_if_fail (SC_IS_EVAL_BAR (self));

  if (eval == NULL ? !self->has_eval
                   : self->has_eval && self->eval.mate == eval->mate && self->eval.value == eval->value)
    return;
  self->has_eval = eval != NULL;
  g_clear_pointer (&self->text, g_free);
  if (eval != NULL)
    {
      self->eval = *eval;
      self->text = sc_eval_to_string (eval);
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->text != NULL ? self->text : _("No evaluation"), -1);
  move_to (self, eval != NULL ? sc_eval_winning_chances (eval, mover) / 100 : 0.5);
}

gboolean
sc_eval_bar_get_eval (ScEvalBar *self,
                      ScEval    *eval)
{
  g_return_val_if_fail (SC_IS_EVAL_BAR (self), FALSE);

  if (self->has_eval && eval != NULL)
    *eval = self->eval;
  return self->has_eval;
}

const char *
sc_eval_bar_get_text (ScEvalBar *self)
{
  g_return_val_if_fail (SC_IS_EVAL_BAR (self), NULL);
  return self->text;
}

void
sc_eval_bar_set_board (ScEvalBar   *self,
                       ScBoardView *board)
{
  g_return_if_fail (SC_IS_EVAL_BAR (self));

  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_set_weak_pointer (&self->board, board);
  if (board != NULL)
    g_signal_connect_object (board, "notify::flipped", G_CALLBACK (gtk_widget_queue_draw), self,
                             G_CONNECT_SWAPPED);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The rows of the board's squares, in the bar's coordinates (its whole
 * height without a board), and where the bar stands just left of the
 * squares: the board centres them in its width, beyond the bar's
 * allocation, which the bar then draws past. */
static void
board_span (ScEvalBar *self,
            double    *top,
            double    *bottom,
            double    *left)
{
  graphene_rect_t a1, a8, h1;
  double first_x, first_y, last_x, last_y;

  *top = 0;
  *left = 0;
  *bottom = gtk_widget_get_height (GTK_WIDGET (self));
  if (self->board == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    return;
  sc_board_view_square_rect (self->board, SC_SQUARE (0, 0), &a1);
  sc_board_view_square_rect (self->board, SC_SQUARE (0, 7), &a8);
  if (a1.size.height <= 0 ||
      !gtk_widget_translate_coordinates (GTK_WIDGET (self->board), GTK_WIDGET (self),
                                         0, MIN (a1.origin.y, a8.origin.y), &first_x, &first_y) ||
      !gtk_widget_translate_coordinates (GTK_WIDGET (self->board), GTK_WIDGET (self),
                                         0, MAX (a1.origin.y, a8.origin.y) + a1.size.height, &last_x, &last_y))
    return;
  *top = MAX (0, first_y);
  *bottom = MIN (*bottom, last_y);
  sc_board_view_square_rect (self->board, SC_SQUARE (7, 0), &h1);
  if (gtk_widget_translate_coordinates (GTK_WIDGET (self->board), GTK_WIDGET (self),
                                        MIN (a1.origin.x, h1.origin.x), 0, &first_x, &first_y))
    *left = MAX (0, first_x - BAR_GAP - gtk_widget_get_width (GTK_WIDGET (self)));
}

/* The board may move its squares without the bar being allocated again
 * (the pane beside it resized): drawn again when they moved. */
static void
frame_laid_out (GdkFrameClock *clock,
                ScEvalBar     *self)
{
  double top, bottom, left;

  board_span (self, &top, &bottom, &left);
  if (top != self->drawn_top || bottom != self->drawn_bottom || left != self->drawn_left)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
sc_eval_bar_realize (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sc_eval_bar_parent_class)->realize (widget);
  g_signal_connect_object (gtk_widget_get_frame_clock (widget), "layout", G_CALLBACK (frame_laid_out), widget,
                           G_CONNECT_AFTER);
}

static void
sc_eval_bar_unrealize (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (widget), frame_laid_out, widget);
  GTK_WIDGET_CLASS (sc_eval_bar_parent_class)->unrealize (widget);
}

static void
sc_eval_bar_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  ScEvalBar *self = SC_EVAL_BAR (widget);
  double width = gtk_widget_get_width (widget);
  gboolean flipped = self->board != NULL && sc_board_view_get_flipped (self->board);
  double top, bottom, left, height, white_height, white_top, black_top;
  GdkRGBA white, black, on_white, on_black, border;

  board_span (self, &top, &bottom, &left);
  self->drawn_top = top;
  self->drawn_bottom = bottom;
  self->drawn_left = left;
  height = bottom - top;
  if (height <= 0)
    return;
  white_height = round (height * self->shown);
  /* White's side is the bottom, as White's pieces stand on the board. */
  white_top = top + (flipped ? 0 : height - white_height);
  black_top = top + (flipped ? white_height : 0);

  sc_theme_lookup_colour (widget, "eval_bar_white", &white);
  sc_theme_lookup_colour (widget, "eval_bar_black", &black);
  sc_theme_lookup_colour (widget, "eval_bar_on_white", &on_white);
  sc_theme_lookup_colour (widget, "eval_bar_on_black", &on_black);
  sc_theme_lookup_colour (widget, "eval_bar_border", &border);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (left, 0));
  /* Without an evaluation, the frame alone: no even split to misread. */
  if (self->has_eval)
    {
      gtk_snapshot_append_color (snapshot, &black, &GRAPHENE_RECT_INIT (0, black_top, width, height - white_height));
      gtk_snapshot_append_color (snapshot, &white, &GRAPHENE_RECT_INIT (0, white_top, width, white_height));
    }
  gtk_snapshot_append_border (snapshot, &GSK_ROUNDED_RECT_INIT (0, top, width, height),
                              (float[4]) { 1, 1, 1, 1 }, (GdkRGBA[4]) { border, border, border, border });

  if (self->text != NULL)
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, self->text);
      gboolean white_leads = self->target >= 0.5;
      /* At the leading side's end of the bar, on its colour. */
      gboolean at_bottom = white_leads != flipped;
      int text_width, text_height;
      double x, y;

      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      x = floor ((width - text_width) / 2);
      y = at_bottom ? bottom - text_height - 4 : top + 4;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
      gtk_snapshot_append_layout (snapshot, layout, white_leads ? &on_white : &on_black);
      gtk_snapshot_restore (snapshot);
      g_object_unref (layout);
    }
  gtk_snapshot_restore (snapshot);
}

static void
sc_eval_bar_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? BAR_WIDTH : 48;
}

static void
sc_eval_bar_css_changed (GtkWidget         *widget,
                         GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (sc_eval_bar_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
sc_eval_bar_dispose (GObject *object)
{
  sc_eval_bar_set_board (SC_EVAL_BAR (object), NULL);
  G_OBJECT_CLASS (sc_eval_bar_parent_class)->dispose (object);
}

static void
sc_eval_bar_finalize (GObject *object)
{
  ScEvalBar *self = SC_EVAL_BAR (object);

  g_free (self->text);
  G_OBJECT_CLASS (sc_eval_bar_parent_class)->finalize (object);
}

static void
sc_eval_bar_class_init (ScEvalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_eval_bar_dispose;
  object_class->finalize = sc_eval_bar_finalize;
  widget_class->snapshot = sc_eval_bar_snapshot;
  widget_class->measure = sc_eval_bar_measure;
  widget_class->css_changed = sc_eval_bar_css_changed;
  widget_class->realize = sc_eval_bar_realize;
  widget_class->unrealize = sc_eval_bar_unrealize;
  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sc_eval_bar_init (ScEvalBar *self)
{
  self->shown = self->target = 0.5;
}

GtkWidget *
sc_eval_bar_new (void)
{
  return g_object_new (SC_TYPE_EVAL_BAR, NULL);
}
