/* sc-eval-graph.c: the evaluation along the game's main line
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What it draws is read again from the document whenever the game
 * changes; the view keeps no evaluation of its own.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-comment.h"
#include "sc-eval-graph.h"
#include "sc-theme.h"
#include "sc-turning-points.h"

struct _ScEvalGraph {
  GtkWidget   parent_instance;

  ScDocument *document;
  GHashTable *known_evals;
  /* Read from the document: the main line's nodes (the root first) and
   * White's percent after each, negative where nothing is known. */
  GPtrArray  *nodes;
  GArray     *percents;
  guint       n_evals;
};

G_DEFINE_FINAL_TYPE (ScEvalGraph, sc_eval_graph, GTK_TYPE_WIDGET)

#define GRAPH_HEIGHT 72

static gboolean
lookup_eval (ScEvalGraph      *self,
             const ScGameNode *node,
             const ScPosition *after,
             ScEval           *eval)
{
  ScEval *known;

  if (node->parent != NULL && sc_comment_get_eval (node->comment_after, eval))
    return TRUE;
  if (self->known_evals == NULL)
    return FALSE;
  known = g_hash_table_lookup (self->known_evals, &after->hash);
  if (known == NULL)
    return FALSE;
  *eval = *known;
  return TRUE;
}

static void
read_evals (ScEvalGraph *self)
{
  ScGame *game = self->document != NULL ? sc_document_get_game (self->document) : NULL;
  ScPosition pos;

  g_ptr_array_set_size (self->nodes, 0);
  g_array_set_size (self->percents, 0);
  self->n_evals = 0;
  if (game != NULL)
    {
      pos = *sc_game_get_start_position (game);
      for (ScGameNode *node = sc_game_get_root (game); node != NULL; node = node->first_child)
        {
          ScEval eval;
          double percent = -1;

          if (node->parent != NULL)
            {
              ScUndo undo;

              if (node->move == SC_MOVE_NULL)
                sc_position_make_null_move (&pos, &undo);
              else
                sc_position_make_move (&pos, node->move, &undo);
            }
          if (lookup_eval (self, node, &pos, &eval))
            {
              /* The side that did not move now: a mate on the board is its. */
              percent = sc_eval_winning_chances (&eval, (ScColor) (sc_position_side_to_move (&pos) ^ 1));
              if (node->parent != NULL)
                self->n_evals++;
            }
          g_ptr_array_add (self->nodes, node);
          g_array_append_val (self->percents, percent);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->n_evals > 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The ply of the main line's move the current node is at or branches off. */
static guint
current_ply (ScEvalGraph *self)
{
  ScGameNode *current = self->document != NULL ? sc_document_get_current (self->document) : NULL;
  ScGameNode *on_main = current;

  if (current == NULL)
    return 0;
  for (ScGameNode *n = current; n->parent != NULL; n = n->parent)
    if (n->parent->first_child != n)
      on_main = n->parent;
  return sc_game_node_ply (on_main);
}

double
sc_eval_graph_ply_x (ScEvalGraph *self,
                     guint        ply)
{
  guint n = self->nodes->len > 1 ? self->nodes->len - 1 : 1;

  g_return_val_if_fail (SC_IS_EVAL_GRAPH (self), 0);
  return (double) MIN (ply, n) * gtk_widget_get_width (GTK_WIDGET (self)) / n;
}

static double
percent_y (double percent,
           double height)
{
  return height * (1.0 - percent / 100.0);
}

static void
sc_eval_graph_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  ScEvalGraph *self = SC_EVAL_GRAPH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  GdkRGBA white, black, midline, marker;
  cairo_t *cr;
  double last_y = percent_y (50, height);
  double x;

  if (self->nodes->len == 0 || width <= 0 || height <= 0)
    return;
  sc_theme_lookup_colour (widget, "eval_graph_white", &white);
  sc_theme_lookup_colour (widget, "eval_graph_black", &black);
  sc_theme_lookup_colour (widget, "eval_graph_midline", &midline);
  sc_theme_lookup_colour (widget, "eval_graph_marker", &marker);

  gtk_snapshot_append_color (snapshot, &black, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  /* White's area from the bottom up to the curve; a move without an
   * evaluation is bridged from the ones on either side of it. */
  cairo_move_to (cr, 0, height);
  /* An unknown start position counts as even. */
  cairo_line_to (cr, 0, last_y);
  for (guint i = 0; i < self->percents->len; i++)
    {
      double percent = g_array_index (self->percents, double, i);

      if (percent < 0)
        continue;
      last_y = percent_y (percent, height);
      cairo_line_to (cr, sc_eval_graph_ply_x (self, i), last_y);
    }
  cairo_line_to (cr, width, last_y);
  cairo_line_to (cr, width, height);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &white);
  cairo_fill (cr);

  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, round (height / 2) + 0.5);
  cairo_line_to (cr, width, round (height / 2) + 0.5);
  gdk_cairo_set_source_rgba (cr, &midline);
  cairo_stroke (cr);

  x = round (sc_eval_graph_ply_x (self, current_ply (self)));
  cairo_set_line_width (cr, 2);
  cairo_move_to (cr, CLAMP (x, 1, width - 1), 0);
  cairo_line_to (cr, CLAMP (x, 1, width - 1), height);
  gdk_cairo_set_source_rgba (cr, &marker);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
sc_eval_graph_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_VERTICAL ? GRAPH_HEIGHT : 48;
  *natural = orientation == GTK_ORIENTATION_VERTICAL ? GRAPH_HEIGHT : 200;
}

static void
go_to_ply (ScEvalGraph *self,
           guint        ply)
{
  if (self->document == NULL || self->nodes->len == 0)
    return;
  ply = MIN (ply, self->nodes->len - 1);
  sc_document_set_current (self->document, g_ptr_array_index (self->nodes, ply));
}

static void
pressed (GtkGestureClick *gesture,
         int              n_press,
         double           x,
         double           y,
         ScEvalGraph     *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  guint n = self->nodes->len > 1 ? self->nodes->len - 1 : 1;

  if (width <= 0)
    return;
  /* Clicked, the graph takes the keyboard: Left and Right go on from there. */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  go_to_ply (self, (guint) CLAMP (round (x * n / width), 0, n));
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ScEvalGraph           *self)
{
  guint ply = current_ply (self);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      go_to_ply (self, ply > 0 ? ply - 1 : 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      go_to_ply (self, ply + 1);
      return TRUE;
    case GDK_KEY_Home:
      go_to_ply (self, 0);
      return TRUE;
    case GDK_KEY_End:
      go_to_ply (self, G_MAXUINT);
      return TRUE;
    default:
      return FALSE;
    }
}

void
sc_eval_graph_set_document (ScEvalGraph *self,
                            ScDocument  *document)
{
  g_return_if_fail (SC_IS_EVAL_GRAPH (self));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      g_signal_connect_object (document, "changed", G_CALLBACK (read_evals), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (document, "notify::current", G_CALLBACK (gtk_widget_queue_draw), self,
                               G_CONNECT_SWAPPED);
    }
  read_evals (self);
}

void
sc_eval_graph_set_known_evals (ScEvalGraph *self,
                               GHashTable  *evals)
{
  g_return_if_fail (SC_IS_EVAL_GRAPH (self));

  if (evals != NULL)
    g_hash_table_ref (evals);
  g_clear_pointer (&self->known_evals, g_hash_table_unref);
  self->known_evals = evals;
  read_evals (self);
}

void
sc_eval_graph_refresh (ScEvalGraph *self)
{
  g_return_if_fail (SC_IS_EVAL_GRAPH (self));
  read_evals (self);
}

guint
sc_eval_graph_count_evals (ScEvalGraph *self)
{
  g_return_val_if_fail (SC_IS_EVAL_GRAPH (self), 0);
  return self->n_evals;
}

static void
sc_eval_graph_css_changed (GtkWidget         *widget,
                           GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (sc_eval_graph_parent_class)->css_changed (widget, change);
  /* The named colours follow the light or dark style. */
  gtk_widget_queue_draw (widget);
}

static void
sc_eval_graph_dispose (GObject *object)
{
  ScEvalGraph *self = SC_EVAL_GRAPH (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->known_evals, g_hash_table_unref);
  G_OBJECT_CLASS (sc_eval_graph_parent_class)->dispose (object);
}

static void
sc_eval_graph_finalize (GObject *object)
{
  ScEvalGraph *self = SC_EVAL_GRAPH (object);

  g_ptr_array_unref (self->nodes);
  g_array_unref (self->percents);
  G_OBJECT_CLASS (sc_eval_graph_parent_class)->finalize (object);
}

static void
sc_eval_graph_class_init (ScEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_eval_graph_dispose;
  object_class->finalize = sc_eval_graph_finalize;
  widget_class->snapshot = sc_eval_graph_snapshot;
  widget_class->measure = sc_eval_graph_measure;
  widget_class->css_changed = sc_eval_graph_css_changed;
  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sc_eval_graph_init (ScEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->nodes = g_ptr_array_new ();
  self->percents = g_array_new (FALSE, FALSE, sizeof (double));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), _("Evaluation of each move: click to go to the move"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Evaluation graph"), -1);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
sc_eval_graph_new (void)
{
  return g_object_new (SC_TYPE_EVAL_GRAPH, NULL);
}
