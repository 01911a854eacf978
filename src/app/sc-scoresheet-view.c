/* sc-scoresheet-view.c: the main line as the paper form writes it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-figurine-font.h"
#include "sc-format.h"
#include "sc-scoresheet-view.h"

struct _ScScoresheetView {
  GtkWidget        parent_instance;

  GtkWidget       *scroller;
  GtkWidget       *grid;
  GPtrArray       *cells;     /* move buttons, in order; each knows its node */

  ScGame          *game;
  ScGameNode      *current;
  ScNotationStyle  style;
};

G_DEFINE_FINAL_TYPE (ScScoresheetView, sc_scoresheet_view, GTK_TYPE_WIDGET)

enum {
  NODE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
cell_clicked (GtkButton        *button,
              ScScoresheetView *self)
{
  ScGameNode *node = g_object_get_data (G_OBJECT (button), "node");

  if (node != NULL)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, node);
}

static GtkWidget *
add_label (ScScoresheetView *self,
           const char       *text,
           int               column,
           int               row,
           const char       *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);
  g_autofree char *markup = sc_figurine_font_markup (text);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_widget_add_css_class (label, "cell");
  gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (GTK_GRID (self->grid), label, column, row, 1, 1);
  return label;
}

static void
add_move (ScScoresheetView *self,
          ScGameNode       *node,
          const char       *text,
          int               column,
          int               row)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);
  g_autofree char *markup = sc_figurine_font_markup (text);

  /* The figurines in our font, as the move list shows them. */
  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "cell");
  gtk_widget_add_css_class (button, "move");
  gtk_widget_set_hexpand (button, TRUE);
  g_object_set_data (G_OBJECT (button), "node", node);
  g_signal_connect (button, "clicked", G_CALLBACK (cell_clicked), self);
  gtk_grid_attach (GTK_GRID (self->grid), button, column, row, 1, 1);
  g_ptr_array_add (self->cells, button);
}

static void
apply_current (ScScoresheetView *self)
{
  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (self->cells, i);

      if (g_object_get_data (G_OBJECT (cell), "node") == self->current)
        gtk_widget_add_css_class (cell, "current");
      else
        gtk_widget_remove_css_class (cell, "current");
    }
}

void
sc_scoresheet_view_refresh (ScScoresheetView *self)
{
  GtkWidget *child;
  ScPosition pos;
  int row = 0;

  g_return_if_fail (SC_IS_SCORESHEET_VIEW (self));

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  g_ptr_array_set_size (self->cells, 0);
  if (self->game == NULL)
    return;

  pos = *sc_game_get_start_position (self->game);
  for (ScGameNode *node = sc_game_get_root (self->game)->first_child; node != NULL; node = node->first_child)
    {
      ScColor color = sc_position_side_to_move (&pos);
      g_autofree char *move = sc_format_move_string (&pos, node->move, &self->style,
                                                     node->draw_offer ? SC_FORMAT_DRAW_OFFER : SC_FORMAT_DEFAULT);
      ScUndo undo;

      /* A row per move number; Black's first move may stand alone. */
      if (color == SC_WHITE || node->parent->parent == NULL)
        {
          char number[16];

          g_snprintf (number, sizeof number, "%u", (guint) pos.fullmove_number);
          row++;
          add_label (self, number, 0, row, "number");
          if (color == SC_BLACK)
            add_label (self, "…", 1, row, "move");
        }
      add_move (self, node, move, color == SC_WHITE ? 1 : 2, row);
      if (node->move == SC_MOVE_NULL)
        sc_position_make_null_move (&pos, &undo);
      else
        sc_position_make_move (&pos, node->move, &undo);
    }
  /* An empty last row, to write the next move on. */
  if (row == 0 || gtk_grid_get_child_at (GTK_GRID (self->grid), 2, row) != NULL)
    {
      char number[16];

      g_snprintf (number, sizeof number, "%u", (guint) pos.fullmove_number);
      row++;
      add_label (self, number, 0, row, "number");
      add_label (self, "", 1, row, "move");
    }
  if (gtk_grid_get_child_at (GTK_GRID (self->grid), 2, row) == NULL)
    add_label (self, "", 2, row, "move");
  apply_current (self);
}

char *
sc_scoresheet_view_get_text (ScScoresheetView *self)
{
  GString *out = g_string_new (NULL);
  int rows = 0;

  g_return_val_if_fail (SC_IS_SCORESHEET_VIEW (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (self->grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int row;

      gtk_grid_query_child (GTK_GRID (self->grid), child, NULL, &row, NULL, NULL);
      rows = MAX (rows, row);
    }
  for (int row = 1; row <= rows; row++)
    for (int column = 0; column < 3; column++)
      {
        GtkWidget *cell = gtk_grid_get_child_at (GTK_GRID (self->grid), column, row);
        const char *text = "";

        if (GTK_IS_BUTTON (cell))
          text = gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (cell))));
        else if (GTK_IS_LABEL (cell))
          text = gtk_label_get_text (GTK_LABEL (cell));
        g_string_append_printf (out, column == 0 ? "%s" : " | %s", text);
        if (column == 2)
          g_string_append_c (out, '\n');
      }
  return g_string_free (out, FALSE);
}

/* Construction */

static void
sc_scoresheet_view_dispose (GObject *object)
{
  ScScoresheetView *self = SC_SCORESHEET_VIEW (object);

  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (sc_scoresheet_view_parent_class)->dispose (object);
}

static void
sc_scoresheet_view_finalize (GObject *object)
{
  ScScoresheetView *self = SC_SCORESHEET_VIEW (object);

  g_ptr_array_unref (self->cells);
  G_OBJECT_CLASS (sc_scoresheet_view_parent_class)->finalize (object);
}

static void
sc_scoresheet_view_class_init (ScScoresheetViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_scoresheet_view_dispose;
  object_class->finalize = sc_scoresheet_view_finalize;

  /* ::node-activated (node): the user asked to go to this move. */
  signals[NODE_ACTIVATED] =
    g_signal_new ("node-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scoresheet");
}

static void
sc_scoresheet_view_init (ScScoresheetView *self)
{
  self->cells = g_ptr_array_new ();
  sc_notation_style_init_preset (&self->style, SC_PRESET_PGN, NULL);

  self->grid = gtk_grid_new ();
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), FALSE);
  gtk_widget_set_margin_start (self->grid, 12);
  gtk_widget_set_margin_end (self->grid, 12);
  gtk_widget_set_margin_top (self->grid, 12);
  gtk_widget_set_margin_bottom (self->grid, 12);
  gtk_widget_set_valign (self->grid, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Scoresheet"), -1);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->grid);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
}

GtkWidget *
sc_scoresheet_view_new (void)
{
  return g_object_new (SC_TYPE_SCORESHEET_VIEW, NULL);
}

void
sc_scoresheet_view_set_game (ScScoresheetView *self,
                             ScGame           *game)
{
  g_return_if_fail (SC_IS_SCORESHEET_VIEW (self));

  g_set_object (&self->game, game);
  self->current = NULL;
  sc_scoresheet_view_refresh (self);
}

void
sc_scoresheet_view_set_style (ScScoresheetView      *self,
                              const ScNotationStyle *style)
{
  g_return_if_fail (SC_IS_SCORESHEET_VIEW (self));

  self->style = *style;
  sc_scoresheet_view_refresh (self);
}

void
sc_scoresheet_view_set_current (ScScoresheetView *self,
                                ScGameNode       *node)
{
  g_return_if_fail (SC_IS_SCORESHEET_VIEW (self));

  self->current = node;
  apply_current (self);
}
