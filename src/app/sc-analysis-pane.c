/* sc-analysis-pane.c: the engine's lines of play for the current position
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-analysis-pane.h"
#include "sc-eval-bar.h"
#include "sc-figurine-font.h"
#include "sc-format.h"

#define MAX_LINES 5

struct _ScAnalysisPane {
  GtkWidget        parent_instance;

  GtkLabel        *engine_label;
  GtkLabel        *game_over_label;
  GtkLabel        *depth_label;
  GtkLabel        *speed_label;
  GtkWidget       *error_box;
  GtkLabel        *error_label;
  GtkWidget       *lines_box;
  GtkWidget       *rows[MAX_LINES];
  GtkLabel        *eval_labels[MAX_LINES];
  GtkLabel        *line_labels[MAX_LINES];

  ScAnalysis      *analysis;
  ScNotationStyle  style;

  /* What the rows show, kept as shown: a click acts on the line the user
   * saw, though the engine may have changed its lines since. */
  ScPosition       shown_position;
  ScUciInfo        shown_lines[MAX_LINES];

  /* The lines hold still while the pointer is over them, so that a move
   * is not replaced by another just as the user clicks it. */
  gboolean         pointer_over_lines;
};

G_DEFINE_FINAL_TYPE (ScAnalysisPane, sc_analysis_pane, GTK_TYPE_WIDGET)

enum {
  PREVIEW_MOVE,
  ADD_LINE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A move as markup: a link to its place in the line, its figurines and
 * signs in our font, as in the move list. */
static void
append_move_markup (GString    *out,
                    const char *move,
                    guint       index)
{
  g_autofree char *markup = sc_figurine_font_markup (move);

  g_string_append_printf (out, "<a href=\"%u\">%s</a>", index, markup);
}

/* The moves of a line, numbered as the move list numbers them ("12. Nf3
 * Nc6", "12... Nc6 13. d4"); markup makes each move a link. */
static char *
write_line (const ScPosition      *pos,
            const ScMove          *moves,
            guint                  n_moves,
            const ScNotationStyle *style,
            gboolean               markup)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GString) move = g_string_new (NULL);
  ScPosition p = *pos;

  for (guint i = 0; i < n_moves; i++)
    {
      ScColor side = sc_position_side_to_move (&p);
      ScUndo undo;

      if (i > 0)
        g_string_append_c (out, ' ');
      /* A no-break space keeps the number on its move's line. */
      if (side == SC_WHITE)
        g_string_append_printf (out, "%u.\u00A0", (guint) p.fullmove_number);
      else if (i == 0)
        g_string_append_printf (out, "%u...\u00A0", (guint) p.fullmove_number);
      g_string_truncate (move, 0);
      sc_format_move (move, &p, moves[i], style, SC_FORMAT_DEFAULT);
      if (markup)
        append_move_markup (out, move->str, i);
      else
        g_string_append (out, move->str);
      sc_position_make_move (&p, moves[i], &undo);
    }
  return g_string_free (out, FALSE);
}

char *
sc_analysis_format_line (const ScPosition      *pos,
                         const ScMove          *moves,
                         guint                  n_moves,
                         const ScNotationStyle *style)
{
  return write_line (pos, moves, n_moves, style, FALSE);
}

static const ScUciInfo *
line_info (ScAnalysisPane *self,
           guint           line)
{
  GPtrArray *lines = self->analysis != NULL ? sc_analysis_get_lines (self->analysis) : NULL;

  return lines != NULL && line < lines->len ? g_ptr_array_index (lines, line) : NULL;
}

static void
update_header (ScAnalysisPane *self)
{
  const ScUciInfo *best = line_info (self, 0);
  const char *name = self->analysis != NULL ? sc_analysis_get_engine_name (self->analysis) : NULL;
  g_autofree char *depth = NULL;
  g_autofree char *speed = NULL;

  if (name == NULL)
    name = self->analysis != NULL && sc_analysis_get_running (self->analysis) ? _("Starting the engine…")
                                                                               : _("Analysis");
  gtk_label_set_text (self->engine_label, name);
  /* A narrow pane shortens the name: the whole of it on hover. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->engine_label), name);
  if (best != NULL && best->depth > 0)
    /* TRANSLATORS: the depth of the engine's search, and its selective depth */
    depth = best->seldepth > 0 ? g_strdup_printf (_("Depth %u/%u"), best->depth, best->seldepth)
                               : g_strdup_printf (_("Depth %u"), best->depth);
  /* A stopped engine has no speed. */
  if (best != NULL && best->nps > 0 && sc_analysis_get_running (self->analysis))
    {
      g_autofree char *thousands = g_strdup_printf ("%'" G_GUINT64_FORMAT, best->nps / 1000);

      /* TRANSLATORS: the engine's speed: %s thousands of positions a second */
      speed = g_strdup_printf (_("%s kN/s"), thousands);
    }
  gtk_label_set_text (self->depth_label, depth != NULL ? depth : "");
  gtk_label_set_text (self->speed_label, speed != NULL ? speed : "");
}

/* A position with no legal move has nothing to search: the pane says
 * why, where the lines would be. */
static void
show_game_over (ScAnalysisPane   *self,
                const ScPosition *pos)
{
  const char *text = NULL;

  /* An empty board: nothing searched yet. */
  if (pos == NULL || (pos->colors[SC_WHITE] | pos->colors[SC_BLACK]) == 0)
    text = NULL;
  else
    text = sc_position_describe_end (pos);
  gtk_label_set_text (self->game_over_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->game_over_label), text != NULL);
}

static void
update_lines (ScAnalysisPane   *self,
              const ScPosition *pos)
{
  if (pos != NULL)
    self->shown_position = *pos;
  for (guint i = 0; i < MAX_LINES; i++)
    {
      const ScUciInfo *info = line_info (self, i);
      g_autofree char *eval_text = NULL;
      g_autofree char *markup = NULL;
      ScEval eval;

      sc_uci_info_clear (&self->shown_lines[i]);
      if (info != NULL)
        {
          self->shown_lines[i] = *info;
          self->shown_lines[i].pv = g_array_copy (info->pv);
        }

      gtk_widget_set_visible (self->rows[i], info != NULL);
      if (info == NULL)
        continue;
      sc_analysis_line_eval (info, pos, &eval);
      eval_text = sc_eval_to_string (&eval);
      markup = write_line (pos, (const ScMove *) info->pv->data, info->pv->len, &self->style, TRUE);
      gtk_label_set_text (self->eval_labels[i], eval_text);
      gtk_label_set_markup (self->line_labels[i], markup);
    }
}

static void
show (ScAnalysisPane *self,
      gboolean        hold_lines)
{
  const GError *error = self->analysis != NULL ? sc_analysis_get_error (self->analysis) : NULL;
  const ScPosition *pos = self->analysis != NULL ? sc_analysis_get_position (self->analysis) : NULL;
  /* Held lines still give way to another position's. */
  gboolean same_position = pos != NULL && pos->hash == self->shown_position.hash;

  update_header (self);
  show_game_over (self, pos);
  gtk_widget_set_visible (self->error_box, error != NULL);
  gtk_label_set_text (self->error_label, error != NULL ? error->message : "");
  if (!hold_lines || !self->pointer_over_lines || !same_position)
    update_lines (self, pos);
}

static void
analysis_changed (ScAnalysisPane *self)
{
  show (self, TRUE);
}

static void
pointer_entered_lines (GtkEventControllerMotion *motion,
                       double                    x,
                       double                    y,
                       ScAnalysisPane           *self)
{
  self->pointer_over_lines = TRUE;
}

static void
pointer_left_lines (GtkEventControllerMotion *motion,
                    ScAnalysisPane           *self)
{
  self->pointer_over_lines = FALSE;
  show (self, FALSE);
}

static gboolean
move_link_activated (GtkLabel       *label,
                     const char     *uri,
                     ScAnalysisPane *self)
{
  guint line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (label), "line"));
  guint64 index = g_ascii_strtoull (uri, NULL, 10);

  g_signal_emit (self, signals[PREVIEW_MOVE], 0, line, (guint) index + 1);
  return TRUE;
}

static void
try_again_clicked (ScAnalysisPane *self)
{
  if (self->analysis != NULL)
    sc_analysis_try_again (self->analysis);
}

static void
add_clicked (GtkButton      *button,
             ScAnalysisPane *self)
{
  g_signal_emit (self, signals[ADD_LINE], 0, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "line")));
}

static void
build_rows (ScAnalysisPane *self)
{
  for (guint i = 0; i < MAX_LINES; i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *eval = gtk_label_new (NULL);
      GtkWidget *line = gtk_label_new (NULL);
      GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

      gtk_widget_add_css_class (row, "analysis-line");
      gtk_widget_set_margin_start (row, 12);
      gtk_widget_set_margin_end (row, 6);
      gtk_label_set_width_chars (GTK_LABEL (eval), 6);
      gtk_label_set_xalign (GTK_LABEL (eval), 1);
      gtk_label_set_yalign (GTK_LABEL (eval), 0);
      gtk_widget_add_css_class (eval, "numeric");
      gtk_widget_add_css_class (eval, "eval");
      gtk_label_set_xalign (GTK_LABEL (line), 0);
      gtk_label_set_yalign (GTK_LABEL (line), 0);
      gtk_label_set_wrap (GTK_LABEL (line), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (line), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_lines (GTK_LABEL (line), 2);
      gtk_label_set_ellipsize (GTK_LABEL (line), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (line, TRUE);
      gtk_widget_add_css_class (line, "moves");
      gtk_widget_set_valign (add, GTK_ALIGN_START);
      gtk_widget_add_css_class (add, "flat");
      gtk_widget_set_tooltip_text (add, _("Add the Line as a Variation"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (add), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Add the Line as a Variation"), -1);
      g_object_set_data (G_OBJECT (line), "line", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (add), "line", GUINT_TO_POINTER (i));
      g_signal_connect (line, "activate-link", G_CALLBACK (move_link_activated), self);
      g_signal_connect (add, "clicked", G_CALLBACK (add_clicked), self);
      gtk_box_append (GTK_BOX (row), eval);
      gtk_box_append (GTK_BOX (row), line);
      gtk_box_append (GTK_BOX (row), add);
      gtk_box_append (GTK_BOX (self->lines_box), row);
      gtk_widget_set_visible (row, FALSE);
      self->rows[i] = row;
      self->eval_labels[i] = GTK_LABEL (eval);
      self->line_labels[i] = GTK_LABEL (line);
    }
}

void
sc_analysis_pane_set_analysis (ScAnalysisPane *self,
                               ScAnalysis     *analysis)
{
  g_return_if_fail (SC_IS_ANALYSIS_PANE (self));

  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_set_object (&self->analysis, analysis);
  if (analysis != NULL)
    g_signal_connect_object (analysis, "changed", G_CALLBACK (analysis_changed), self, G_CONNECT_SWAPPED);
  show (self, FALSE);
}

void
sc_analysis_pane_set_style (ScAnalysisPane        *self,
                            const ScNotationStyle *style)
{
  g_return_if_fail (SC_IS_ANALYSIS_PANE (self));

  self->style = *style;
  show (self, FALSE);
}

char *
sc_analysis_pane_get_line_text (ScAnalysisPane *self,
                                guint           line)
{
  g_return_val_if_fail (SC_IS_ANALYSIS_PANE (self), NULL);

  if (line >= MAX_LINES || !gtk_widget_get_visible (self->rows[line]))
    return NULL;
  return g_strdup_printf ("%s %s", gtk_label_get_text (self->eval_labels[line]),
                          gtk_label_get_text (self->line_labels[line]));
}

ScAnalysis *
sc_analysis_pane_get_analysis (ScAnalysisPane *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS_PANE (self), NULL);
  return self->analysis;
}

const ScUciInfo *
sc_analysis_pane_get_shown_line (ScAnalysisPane *self,
                                 guint           line)
{
  g_return_val_if_fail (SC_IS_ANALYSIS_PANE (self), NULL);

  if (line >= MAX_LINES || !gtk_widget_get_visible (self->rows[line]))
    return NULL;
  return &self->shown_lines[line];
}

const ScPosition *
sc_analysis_pane_get_shown_position (ScAnalysisPane *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS_PANE (self), NULL);
  return &self->shown_position;
}

const char *
sc_analysis_pane_get_error (ScAnalysisPane *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS_PANE (self), NULL);
  return gtk_widget_get_visible (self->error_box) ? gtk_label_get_text (self->error_label) : NULL;
}

const char *
sc_analysis_pane_get_game_over (ScAnalysisPane *self)
{
  g_return_val_if_fail (SC_IS_ANALYSIS_PANE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->game_over_label)) ? gtk_label_get_text (self->game_over_label)
                                                                     : NULL;
}

static void
sc_analysis_pane_dispose (GObject *object)
{
  ScAnalysisPane *self = SC_ANALYSIS_PANE (object);
  GtkWidget *child;

  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_clear_object (&self->analysis);
  for (guint i = 0; i < MAX_LINES; i++)
    sc_uci_info_clear (&self->shown_lines[i]);
  gtk_widget_dispose_template (GTK_WIDGET (self), SC_TYPE_ANALYSIS_PANE);
  /* The template's children that have no name too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (sc_analysis_pane_parent_class)->dispose (object);
}

static void
sc_analysis_pane_class_init (ScAnalysisPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_analysis_pane_dispose;

  /* ::preview-move (line, moves): show the position after that many of
   * the line's moves (0: the game's position again). */
  signals[PREVIEW_MOVE] = g_signal_new ("preview-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /* ::add-line (line): add the line as a variation at the current move. */
  signals[ADD_LINE] = g_signal_new ("add-line", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-analysis-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, ScAnalysisPane, engine_label);
  gtk_widget_class_bind_template_child (widget_class, ScAnalysisPane, game_over_label);
  gtk_widget_class_bind_template_child (widget_class, ScAnalysisPane, depth_label);
  gtk_widget_class_bind_template_child (widget_class, ScAnalysisPane, speed_label);
  gtk_widget_class_bind_template_child (widget_class, ScAnalysisPane, error_box);
  gtk_widget_class_bind_template_child (widget_class, ScAnalysisPane, error_label);
  gtk_widget_class_bind_template_child (widget_class, ScAnalysisPane, lines_box);
  gtk_widget_class_bind_template_callback (widget_class, try_again_clicked);
  gtk_widget_class_set_css_name (widget_class, "analysispane");
}

static void
sc_analysis_pane_init (ScAnalysisPane *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  sc_notation_style_init_preset (&self->style, SC_PRESET_FIDE, NULL);
  build_rows (self);
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_entered_lines), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_left_lines), self);
  gtk_widget_add_controller (self->lines_box, motion);
}

GtkWidget *
sc_analysis_pane_new (void)
{
  return g_object_new (SC_TYPE_ANALYSIS_PANE, NULL);
}
