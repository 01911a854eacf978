/* sc-move-list.c: the whole game as text, rendered from the model
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A render walks the game once, building the text and the spans of its
 * tags in memory, then hands both to the text buffer in one go: that is
 * what keeps a full re-render of a long annotated game within a frame.
 * The main line is bold; a variation of the main line is an indented
 * paragraph of its own, deeper ones stay inline in parentheses.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sc-comment.h"
#include "sc-format.h"
#include "sc-game-walker.h"
#include "sc-context-menu.h"
#include "sc-engine-sentence.h"
#include "sc-figurine-font.h"
#include "sc-move-list.h"
#include "sc-nag.h"
#include "sc-theme.h"

/* The longest line, in average characters: a comfortable measure. */
#define MEASURE_CHARS 76
#define TEXT_MARGIN   12

typedef enum {
  SPAN_MAIN_LINE,
  SPAN_VARIATION,
  SPAN_DEEP_VARIATION,
  SPAN_COMMENT,
  SPAN_ENGINE_COMMENT,
  SPAN_FIGURINE,
  N_SPAN_KINDS
} SpanKind;

typedef struct {
  SpanKind kind;
  int      start;   /* character offsets */
  int      end;
} Span;

typedef struct {
  int               start;
  int               end;
  const ScGameNode *node;
} MoveSpan;

struct _ScMoveList {
  GtkWidget        parent_instance;

  GtkWidget       *scroller;
  GtkWidget       *clamp;
  GtkWidget       *text_view;
  GtkTextBuffer   *buffer;
  GtkTextTag      *tags[N_SPAN_KINDS];
  GtkTextTag      *current_tag;
  GtkTextTag      *whole_move_tag;  /* no line break inside a move: "b5-b6", "0-0-0" */
  GtkTextMark     *current_mark;   /* where the current move starts */
  int              width;          /* of the last allocation */
  int              height;
  guint            scroll_tick;     /* keeps the current move in view after a resize */
  guint            scroll_frames;   /* frames it still does so */

  /* From the theme's named colours (style.css). */
  GdkRGBA          comment_colour;
  GdkRGBA          engine_colour;
  GdkRGBA          current_fg;
  GdkRGBA          current_bg;
  GMenuModel      *context_model;
  GtkWidget       *context_menu;   /* built from it when first shown */

  ScGame          *game;
  ScGameNode      *current;
  ScNotationStyle  style;

  /* Derived from the model by the last render; rebuilt by every render. */
  GArray          *moves;     /* of MoveSpan, in text order */
  /* The move under the pointer when the button went down, compared, never
   * read: the press may write a comment being typed, and the text then
   * flows anew under the pointer before the release. */
  const ScGameNode *pressed;
};

G_DEFINE_FINAL_TYPE (ScMoveList, sc_move_list, GTK_TYPE_WIDGET)

enum {
  NODE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Rendering */

typedef struct {
  ScMoveList *self;
  GString    *text;
  GArray     *spans;
  int         chars;        /* characters in text so far */
  gboolean    glue;         /* no space before the next piece */
  gboolean    after_move;   /* nothing shown since the last move */
  GString    *move;
  int         last_line;    /* index of the last main-line or variation span, or -1 */
} Render;

static gboolean
is_line_kind (SpanKind kind)
{
  return kind == SPAN_MAIN_LINE || kind == SPAN_VARIATION || kind == SPAN_DEEP_VARIATION;
}

/* Appends a piece of text and returns where it starts. Neighbouring
 * pieces of one line share one span: applying a tag is the costly part
 * of a render, so a main line between comments is tagged once. */
static int
append (Render     *r,
        const char *piece,
        SpanKind    kind,
        gboolean    tagged)
{
  Span span;

  if (r->text->len > 0 && !r->glue && r->text->str[r->text->len - 1] != '\n')
    {
      g_string_append_c (r->text, ' ');
      r->chars++;
    }
  r->glue = FALSE;
  r->after_move = FALSE;
  span.kind = kind;
  span.start = r->chars;
  g_string_append (r->text, piece);
  r->chars += (int) g_utf8_strlen (piece, -1);
  span.end = r->chars;
  if (!tagged)
    return span.start;

  if (is_line_kind (kind) && r->last_line >= 0)
    {
      Span *last = &g_array_index (r->spans, Span, r->last_line);

      if (last->kind == kind && last->end >= span.start - 1)
        {
          last->end = span.end;
          return span.start;
        }
    }
  g_array_append_val (r->spans, span);
  if (is_line_kind (kind))
    r->last_line = (int) r->spans->len - 1;
  else
    r->last_line = -1;   /* a comment in between starts a new span */
  return span.start;
}

static SpanKind
line_kind (guint depth)
{
  return depth == 0 ? SPAN_MAIN_LINE : depth == 1 ? SPAN_VARIATION : SPAN_DEEP_VARIATION;
}

/* Figurines and signs come from our font, in the weight of their line
 * or comment; the letters and digits around them from the theme's. */
static void
tag_figurines (Render     *r,
               const char *move,
               int         start)
{
  int offset = start;

  for (const char *p = move; *p; p = g_utf8_next_char (p), offset++)
    if (!g_unichar_isspace (g_utf8_get_char (p)) && sc_figurine_font_has_char (g_utf8_get_char (p)))
      {
        Span span = { SPAN_FIGURINE, offset, offset + 1 };

        g_array_append_val (r->spans, span);
      }
}

/* A diagram mark ($220, $221), which has no glyph of its own. */
static void
append_diagram_sign (GString          *move,
                     const ScGameNode *node)
{
  for (guint i = 0; i < node->n_nags; i++)
    if (node->nags[i] == SC_NAG_DIAGRAM || node->nags[i] == SC_NAG_DIAGRAM_FROM_BLACK)
      {
        g_string_append (move, "\u00A0\u229E");
        return;
      }
}

static void
render_move (gpointer          user_data,
             const ScGameNode *node,
             const ScPosition *pos,
             guint             depth,
             gboolean          needs_number)
{
  Render *r = user_data;
  ScColor color = sc_position_side_to_move (pos);
  MoveSpan move_span;

  /* NAGs written before the move (before a variation's first move, as
   * annotators do) stand before it, as in the text. */
  if (node->n_nags_before > 0)
    {
      g_string_truncate (r->move, 0);
      sc_nag_append_glyphs_before (r->move, sc_game_node_nags_before (node), node->n_nags_before);
      if (r->move->len > 0)
        tag_figurines (r, r->move->str, append (r, r->move->str, line_kind (depth), TRUE));
    }
  /* Black's number only after something shown: a comment of commands
   * alone ([%clk] after every move of an online game) shows nothing. */
  if (color == SC_WHITE || (needs_number && !r->after_move))
    {
      char number[24];

      /* A no-break space keeps the number on its move's line. */
      g_snprintf (number, sizeof number, color == SC_WHITE ? "%u.\u00A0" : "%u...\u00A0",
                  (guint) pos->fullmove_number);
      /* The number tag has no attributes yet: applying it to every
       * number cost a sixth of a re-render for nothing. */
      append (r, number, line_kind (depth), TRUE);
      r->glue = TRUE;
    }

  g_string_truncate (r->move, 0);
  sc_format_move (r->move, pos, node->move, &r->self->style, SC_FORMAT_DEFAULT);
  /* A no-break space keeps a position's sign on its move's line. */
  sc_nag_append_marks (r->move, node->nags, node->n_nags, node->draw_offer, "\u00A0");
  append_diagram_sign (r->move, node);

  move_span.start = append (r, r->move->str, line_kind (depth), TRUE);
  move_span.end = r->chars;
  move_span.node = node;
  g_array_append_val (r->self->moves, move_span);
  r->after_move = TRUE;
  tag_figurines (r, r->move->str, move_span.start);
}

static void
render_comment (gpointer          user_data,
                const ScGameNode *node,
                const ScPosition *pos,
                gboolean          before,
                const char       *text,
                guint             depth)
{
  Render *r = user_data;
  g_autofree char *words = sc_comment_text (text);
  g_autofree char *engine_words = sc_engine_words_in_style (text, node, pos, &r->self->style);

  /* Commands ([%clk], arrows, [%eval]) are shown on the board and the
   * graph, not as text. The engine's words come after the user's, set
   * apart. */
  if (words != NULL && *words != '\0')
    tag_figurines (r, words, append (r, words, SPAN_COMMENT, TRUE));
  if (*engine_words != '\0')
    tag_figurines (r, engine_words, append (r, engine_words, SPAN_ENGINE_COMMENT, TRUE));
}

static void
render_variation_start (gpointer          user_data,
                        const ScGameNode *first,
                        guint             depth)
{
  Render *r = user_data;

  /* A paragraph of its own, indented by the tag; one that follows another
   * starts on the line the other ended, with no empty line between. */
  if (depth == 1 && r->text->len > 0 && r->text->str[r->text->len - 1] != '\n')
    {
      g_string_append_c (r->text, '\n');
      r->chars++;
    }
  /* Its indentation is a tag that starts where the paragraph does. */
  if (depth == 1)
    r->last_line = -1;
  append (r, "(", line_kind (depth), TRUE);
  r->glue = TRUE;
}

static void
render_variation_end (gpointer user_data,
                      guint    depth)
{
  Render *r = user_data;

  r->glue = TRUE;
  append (r, ")", line_kind (depth), TRUE);
  if (depth == 1)
    {
      g_string_append_c (r->text, '\n');
      r->chars++;
    }
}

static const ScGameWalker render_walker = {
  render_move,
  render_comment,
  render_variation_start,
  render_variation_end,
};

static void
scroll_to_current (ScMoveList *self)
{
  /* A mark, not an iter: the view scrolls once its lines are laid out. */
  gtk_text_view_scroll_to_mark (GTK_TEXT_VIEW (self->text_view), self->current_mark, 0.1, FALSE, 0, 0);
}

static void
apply_current (ScMoveList *self)
{
  GtkTextIter start, end;
  int from, to;

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  gtk_text_buffer_remove_tag (self->buffer, self->current_tag, &start, &end);
  if (self->current == NULL || !sc_move_list_node_range (self, self->current, &from, &to))
    return;
  gtk_text_buffer_get_iter_at_offset (self->buffer, &start, from);
  gtk_text_buffer_get_iter_at_offset (self->buffer, &end, to);
  gtk_text_buffer_apply_tag (self->buffer, self->current_tag, &start, &end);
  gtk_text_buffer_move_mark (self->buffer, self->current_mark, &start);
  scroll_to_current (self);
}

void
sc_move_list_refresh (ScMoveList *self)
{
  Render r = { self, g_string_new (NULL), g_array_new (FALSE, FALSE, sizeof (Span)), 0, FALSE, FALSE, g_string_new (NULL), -1 };
  const char *result;
  GtkTextIter start, end;

  g_return_if_fail (SC_IS_MOVE_LIST (self));

  g_array_set_size (self->moves, 0);
  if (self->game != NULL)
    {
      /* A file's heading, which its first game keeps: a paragraph before it. */
      if (sc_game_get_heading (self->game) != NULL)
        {
          render_comment (&r, NULL, NULL, FALSE, sc_game_get_heading (self->game), 0);
          g_string_append_c (r.text, '\n');
          r.chars++;
        }
      sc_game_walk (self->game, &render_walker, &r);
      result = sc_game_get_result (self->game);
      if (!g_str_equal (result, "*"))
        append (&r, g_str_equal (result, "1/2-1/2") ? "½-½" : result, SPAN_MAIN_LINE, TRUE);
      /* A comment after the result ("White wins on time"). */
      if (sc_game_get_closing_comment (self->game) != NULL)
        render_comment (&r, NULL, NULL, FALSE, sc_game_get_closing_comment (self->game), 0);
    }

  gtk_text_buffer_set_text (self->buffer, r.text->str, (int) r.text->len);
  for (guint i = 0; i < r.spans->len; i++)
    {
      const Span *span = &g_array_index (r.spans, Span, i);

      gtk_text_buffer_get_iter_at_offset (self->buffer, &start, span->start);
      gtk_text_buffer_get_iter_at_offset (self->buffer, &end, span->end);
      gtk_text_buffer_apply_tag (self->buffer, self->tags[span->kind], &start, &end);
    }
  for (guint i = 0; i < self->moves->len; i++)
    {
      const MoveSpan *span = &g_array_index (self->moves, MoveSpan, i);

      gtk_text_buffer_get_iter_at_offset (self->buffer, &start, span->start);
      gtk_text_buffer_get_iter_at_offset (self->buffer, &end, span->end);
      gtk_text_buffer_apply_tag (self->buffer, self->whole_move_tag, &start, &end);
    }
  apply_current (self);

  g_string_free (r.text, TRUE);
  g_string_free (r.move, TRUE);
  g_array_unref (r.spans);
}

/* Lookups */

ScGameNode *
sc_move_list_node_at (ScMoveList *self,
                      int         offset)
{
  guint lo = 0, hi;

  g_return_val_if_fail (SC_IS_MOVE_LIST (self), NULL);

  hi = self->moves->len;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      const MoveSpan *span = &g_array_index (self->moves, MoveSpan, mid);

      if (offset < span->start)
        hi = mid;
      else if (offset >= span->end)
        lo = mid + 1;
      else
        return (ScGameNode *) span->node;
    }
  return NULL;
}

gboolean
sc_move_list_node_range (ScMoveList       *self,
                         const ScGameNode *node,
                         int              *start,
                         int              *end)
{
  g_return_val_if_fail (SC_IS_MOVE_LIST (self), FALSE);

  for (guint i = 0; i < self->moves->len; i++)
    {
      const MoveSpan *span = &g_array_index (self->moves, MoveSpan, i);

      if (span->node == node)
        {
          *start = span->start;
          *end = span->end;
          return TRUE;
        }
    }
  return FALSE;
}

char *
sc_move_list_get_text (ScMoveList *self)
{
  GtkTextIter start, end;

  g_return_val_if_fail (SC_IS_MOVE_LIST (self), NULL);

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  return gtk_text_buffer_get_text (self->buffer, &start, &end, FALSE);
}

/* Input */

static void
activate (ScMoveList *self,
          ScGameNode *node)
{
  if (node != NULL)
    g_signal_emit (self, signals[NODE_ACTIVATED], 0, node);
}

/* The move at a point of the text view, or NULL. */
static ScGameNode *
node_at_point (ScMoveList *self,
               double      x,
               double      y)
{
  GtkTextIter iter;
  int bx, by, trailing, line_y, line_height;

  gtk_text_view_window_to_buffer_coords (GTK_TEXT_VIEW (self->text_view), GTK_TEXT_WINDOW_WIDGET,
                                         (int) x, (int) y, &bx, &by);
  /* The character under the pointer: its right half is still that
   * character, not the place after it. */
  if (!gtk_text_view_get_iter_at_position (GTK_TEXT_VIEW (self->text_view), &iter, &trailing, bx, by))
    return NULL;
  /* Below the last line the nearest character is no move under the pointer. */
  gtk_text_view_get_line_yrange (GTK_TEXT_VIEW (self->text_view), &iter, &line_y, &line_height);
  if (by < line_y || by >= line_y + line_height)
    return NULL;
  return sc_move_list_node_at (self, gtk_text_iter_get_offset (&iter));
}

static void
pressed (GtkGestureClick *gesture,
         int              n_press,
         double           x,
         double           y,
         ScMoveList      *self)
{
  self->pressed = node_at_point (self, x, y);
}

static void
clicked (GtkGestureClick *gesture,
         int              n_press,
         double           x,
         double           y,
         ScMoveList      *self)
{
  const ScGameNode *pressed = self->pressed;
  int start, end;

  self->pressed = NULL;
  /* The move pressed, if the list still shows it. */
  if (pressed != NULL && sc_move_list_node_range (self, pressed, &start, &end))
    activate (self, (ScGameNode *) pressed);
  else
    activate (self, node_at_point (self, x, y));
}

/* A right click goes to the move under the pointer and opens the menu on
 * it; away from every move it opens none, as a list's empty space does. */
static void
context_clicked (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 ScMoveList      *self)
{
  ScGameNode *node;
  graphene_point_t at;

  if (self->context_model == NULL)
    return;
  /* Claimed even then: the text view's own menu is no better there. */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  node = node_at_point (self, x, y);
  if (node == NULL)
    return;
  activate (self, node);
  if (!gtk_widget_compute_point (self->text_view, GTK_WIDGET (self), &GRAPHENE_POINT_INIT ((float) x, (float) y), &at))
    return;
  sc_context_menu_popup (&self->context_menu, self->context_model, GTK_WIDGET (self),
                         &(GdkRectangle) { (int) at.x, (int) at.y, 1, 1 });
}

void
sc_move_list_set_context_menu (ScMoveList *self,
                               GMenuModel *menu)
{
  g_return_if_fail (SC_IS_MOVE_LIST (self));

  g_clear_pointer (&self->context_menu, gtk_widget_unparent);
  g_set_object (&self->context_model, menu);
}

static ScGameNode *
sibling (ScGameNode *node,
         gboolean    next)
{
  ScGameNode *prev = NULL;

  if (node == NULL || node->parent == NULL)
    return NULL;
  if (next)
    return node->next_sibling;
  for (ScGameNode *n = node->parent->first_child; n != node; n = n->next_sibling)
    prev = n;
  return prev;
}

/* The context menu from the keyboard (Menu, Shift+F10): at the current
 * move, or at the top of the list. */
static void
popup_at_current (ScMoveList *self)
{
  GdkRectangle at = { 12, 12, 1, 1 };
  int from, to;

  if (self->context_model == NULL)
    return;
  if (self->current != NULL && sc_move_list_node_range (self, self->current, &from, &to))
    {
      GtkTextIter iter;
      GdkRectangle where;
      graphene_point_t point;

      gtk_text_buffer_get_iter_at_offset (self->buffer, &iter, from);
      gtk_text_view_get_iter_location (GTK_TEXT_VIEW (self->text_view), &iter, &where);
      gtk_text_view_buffer_to_window_coords (GTK_TEXT_VIEW (self->text_view), GTK_TEXT_WINDOW_WIDGET,
                                             where.x, where.y + where.height, &where.x, &where.y);
      if (gtk_widget_compute_point (self->text_view, GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT ((float) where.x, (float) where.y), &point))
        at = (GdkRectangle) { (int) point.x, (int) point.y, 1, 1 };
    }
  sc_context_menu_popup (&self->context_menu, self->context_model, GTK_WIDGET (self), &at);
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ScMoveList            *self)
{
  ScGameNode *root, *node = self->current, *target = NULL;

  /* Rather than the text view's own menu of Cut, Copy and Paste. */
  if (keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && (state & GDK_MODIFIER_MASK) == GDK_SHIFT_MASK))
    {
      popup_at_current (self);
      return TRUE;
    }
  if (self->game == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)))
    return FALSE;
  root = sc_game_get_root (self->game);
  if (node == NULL)
    node = root;

  switch (keyval)
    {
    case GDK_KEY_Left:
      target = node->parent;
      break;
    case GDK_KEY_Right:
      target = node->first_child;
      break;
    case GDK_KEY_Home:
      target = root;
      break;
    case GDK_KEY_End:
      for (target = node; target->first_child != NULL; target = target->first_child)
        ;
      break;
    case GDK_KEY_Down:
      target = sibling (node, TRUE);
      break;
    case GDK_KEY_Up:
      target = sibling (node, FALSE);
      break;
    default:
      return FALSE;
    }
  activate (self, target);
  return TRUE;
}

/* Construction */

static void
sc_move_list_dispose (GObject *object)
{
  ScMoveList *self = SC_MOVE_LIST (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_pointer (&self->context_menu, gtk_widget_unparent);
  g_clear_object (&self->context_model);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (sc_move_list_parent_class)->dispose (object);
}

static void
sc_move_list_finalize (GObject *object)
{
  ScMoveList *self = SC_MOVE_LIST (object);

  g_array_unref (self->moves);
  G_OBJECT_CLASS (sc_move_list_parent_class)->finalize (object);
}

/* Theme and size */

static void
update_colours (ScMoveList *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  /* Setting a tag lays out the whole text again: only on a real change,
   * not on every change of state (the window's backdrop). */
  if (sc_theme_update_colour (widget, "move_list_comment", &self->comment_colour))
    g_object_set (self->tags[SPAN_COMMENT], "foreground-rgba", &self->comment_colour, NULL);
  if (sc_theme_update_colour (widget, "move_list_engine", &self->engine_colour))
    g_object_set (self->tags[SPAN_ENGINE_COMMENT], "foreground-rgba", &self->engine_colour, NULL);
  if (sc_theme_update_colour (widget, "move_list_current_fg", &self->current_fg))
    g_object_set (self->current_tag, "foreground-rgba", &self->current_fg, NULL);
  if (sc_theme_update_colour (widget, "move_list_current_bg", &self->current_bg))
    g_object_set (self->current_tag, "background-rgba", &self->current_bg, NULL);
}

/* The text column is at most MEASURE_CHARS wide in the list's font. */
static void
update_measure (ScMoveList *self)
{
  PangoFontMetrics *metrics = pango_context_get_metrics (gtk_widget_get_pango_context (self->text_view),
                                                         NULL, NULL);
  int char_width = pango_font_metrics_get_approximate_char_width (metrics);
  int maximum = PANGO_PIXELS_CEIL (char_width * MEASURE_CHARS) + 2 * TEXT_MARGIN;

  pango_font_metrics_unref (metrics);
  if (adw_clamp_scrollable_get_maximum_size (ADW_CLAMP_SCROLLABLE (self->clamp)) == maximum)
    return;
  adw_clamp_scrollable_set_maximum_size (ADW_CLAMP_SCROLLABLE (self->clamp), maximum);
  adw_clamp_scrollable_set_tightening_threshold (ADW_CLAMP_SCROLLABLE (self->clamp), maximum);
}

static void
sc_move_list_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  ScMoveList *self = SC_MOVE_LIST (widget);

  GTK_WIDGET_CLASS (sc_move_list_parent_class)->css_changed (widget, change);
  update_colours (self);
  update_measure (self);
}

static void
sc_move_list_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  gtk_widget_measure (SC_MOVE_LIST (widget)->scroller, orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

/* The text view lays the lines out anew over the frames after a resize,
 * so the current move is brought into view on each of a few of them. */
#define SCROLL_FRAMES_AFTER_RESIZE 6

static gboolean
scroll_after_resize (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       user_data)
{
  ScMoveList *self = SC_MOVE_LIST (widget);

  if (self->current != NULL)
    scroll_to_current (self);
  if (--self->scroll_frames > 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
sc_move_list_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  ScMoveList *self = SC_MOVE_LIST (widget);

  /* The lines wrap anew: the current move stays in view once the text
   * view has laid them out, which a scroll asked for now would undo. */
  if ((width != self->width || height != self->height) && self->current != NULL)
    {
      self->scroll_frames = SCROLL_FRAMES_AFTER_RESIZE;
      if (self->scroll_tick == 0)
        self->scroll_tick = gtk_widget_add_tick_callback (widget, scroll_after_resize, NULL, NULL);
    }
  self->width = width;
  self->height = height;
  gtk_widget_allocate (self->scroller, width, height, baseline, NULL);
}

/* The keyboard goes to the moves' text, which takes it for the list. */
static gboolean
sc_move_list_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (SC_MOVE_LIST (widget)->text_view);
}

static void
sc_move_list_class_init (ScMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_move_list_dispose;
  object_class->finalize = sc_move_list_finalize;
  widget_class->measure = sc_move_list_measure;
  widget_class->size_allocate = sc_move_list_size_allocate;
  widget_class->css_changed = sc_move_list_css_changed;
  widget_class->grab_focus = sc_move_list_grab_focus;

  /* ::node-activated (node): the user asked to go to this move. */
  signals[NODE_ACTIVATED] =
    g_signal_new ("node-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_css_name (widget_class, "movelist");
}

static void
create_tags (ScMoveList *self)
{
  self->tags[SPAN_MAIN_LINE] = gtk_text_buffer_create_tag (self->buffer, "main-line",
                                                           "weight", PANGO_WEIGHT_BOLD, NULL);
  self->tags[SPAN_VARIATION] = gtk_text_buffer_create_tag (self->buffer, "variation",
                                                           "left-margin", 24, NULL);
  self->tags[SPAN_DEEP_VARIATION] = gtk_text_buffer_create_tag (self->buffer, "deep-variation",
                                                                "style", PANGO_STYLE_ITALIC, NULL);
  self->tags[SPAN_COMMENT] = gtk_text_buffer_create_tag (self->buffer, "comment",
                                                         "weight", PANGO_WEIGHT_NORMAL, NULL);
  self->tags[SPAN_ENGINE_COMMENT] = gtk_text_buffer_create_tag (self->buffer, "engine-comment",
                                                                "weight", PANGO_WEIGHT_NORMAL,
                                                                "style", PANGO_STYLE_ITALIC, NULL);
  self->tags[SPAN_FIGURINE] = gtk_text_buffer_create_tag (self->buffer, "figurine",
                                                          "family", SC_FIGURINE_FAMILY,
                                                          "style", PANGO_STYLE_NORMAL, NULL);
  self->current_tag = gtk_text_buffer_create_tag (self->buffer, "current", NULL);
  self->whole_move_tag = gtk_text_buffer_create_tag (self->buffer, "whole-move", "allow-breaks", FALSE, NULL);
}

static void
sc_move_list_init (ScMoveList *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *press = gtk_gesture_click_new ();
  GtkGesture *context_click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkTextIter start;

  self->moves = g_array_new (FALSE, FALSE, sizeof (MoveSpan));
  sc_notation_style_init_preset (&self->style, SC_PRESET_PGN, NULL);

  self->text_view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (self->text_view), FALSE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (self->text_view), FALSE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (self->text_view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_pixels_below_lines (GTK_TEXT_VIEW (self->text_view), 4);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (self->text_view), TEXT_MARGIN);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (self->text_view), TEXT_MARGIN);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (self->text_view), TEXT_MARGIN);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (self->text_view), TEXT_MARGIN);
  gtk_widget_add_css_class (self->text_view, "move-text");
  self->buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->text_view));
  create_tags (self);
  gtk_text_buffer_get_start_iter (self->buffer, &start);
  self->current_mark = gtk_text_buffer_create_mark (self->buffer, NULL, &start, TRUE);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (clicked), self);
  gtk_widget_add_controller (self->text_view, GTK_EVENT_CONTROLLER (click));
  /* Before the text view takes the focus on the press. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (press), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (press), GTK_PHASE_CAPTURE);
  g_signal_connect (press, "pressed", G_CALLBACK (pressed), self);
  gtk_widget_add_controller (self->text_view, GTK_EVENT_CONTROLLER (press));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (context_click), GDK_BUTTON_SECONDARY);
  /* Before the text view's own menu of Cut, Copy and Paste, which this
   * one replaces. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (context_click), GTK_PHASE_CAPTURE);
  g_signal_connect (context_click, "pressed", G_CALLBACK (context_clicked), self);
  gtk_widget_add_controller (self->text_view, GTK_EVENT_CONTROLLER (context_click));
  /* Before the text view's own key bindings (Shift+F10 opens its menu). */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (self->text_view, keys);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->clamp = adw_clamp_scrollable_new ();
  adw_clamp_scrollable_set_child (ADW_CLAMP_SCROLLABLE (self->clamp), self->text_view);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->clamp);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->text_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves"), -1);
}

GtkWidget *
sc_move_list_new (void)
{
  return g_object_new (SC_TYPE_MOVE_LIST, NULL);
}

void
sc_move_list_set_game (ScMoveList *self,
                       ScGame     *game)
{
  g_return_if_fail (SC_IS_MOVE_LIST (self));

  g_set_object (&self->game, game);
  self->current = NULL;
  sc_move_list_refresh (self);
}

ScGame *
sc_move_list_get_game (ScMoveList *self)
{
  g_return_val_if_fail (SC_IS_MOVE_LIST (self), NULL);
  return self->game;
}

void
sc_move_list_set_style (ScMoveList            *self,
                        const ScNotationStyle *style)
{
  g_return_if_fail (SC_IS_MOVE_LIST (self));

  self->style = *style;
  sc_move_list_refresh (self);
}

void
sc_move_list_set_current (ScMoveList *self,
                          ScGameNode *node)
{
  g_return_if_fail (SC_IS_MOVE_LIST (self));

  self->current = node;
  apply_current (self);
}

ScGameNode *
sc_move_list_get_current (ScMoveList *self)
{
  g_return_val_if_fail (SC_IS_MOVE_LIST (self), NULL);
  return self->current;
}
