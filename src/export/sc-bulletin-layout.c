/* sc-bulletin-layout.c: games laid out on pages, drawn into any cairo_t
 *
 * Each paragraph is one PangoLayout of the column's width; each of its
 * lines is a box that sc_page_flow_place () puts down the columns, so a
 * paragraph flows over column and page breaks, but never leaves one of
 * its lines alone at a column's foot or head. A diagram and its caption
 * are one box, kept with the line of their move; a heading goes with the
 * game's first line.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pangocairo.h>
#include <string.h>

#include "sc-bulletin-layout.h"
#include "sc-diagram.h"
#include "sc-figurine-font.h"
#include "sc-game-blocks.h"
#include "sc-page-flow.h"
#include "sc-piece-drawing.h"

/* Our figurines and signs, then DejaVu Serif for the rest. */
#define BODY_FAMILY     SC_PRINT_FAMILIES
/* Figurines of both weights, upright in italic lines too. */
#define FIGURINE_FAMILY SC_FIGURINE_FAMILY
#define GUTTER          14.0
#define ZERO_WIDTH_SPACE "\u200b"
/* The widest word space of a justified line, in spaces. */
#define SC_JUSTIFY_MAX_SPACE 1.5
/* Columns narrower than this many ems (some 60 characters) are set
 * ragged-right: few of their lines could be justified within
 * SC_JUSTIFY_MAX_SPACE, and a column of some justified and some ragged
 * lines reads worse than one ragged throughout. */
#define SC_JUSTIFY_MIN_EMS 30

typedef enum {
  ITEM_LINE,
  ITEM_DIAGRAM,
} ItemKind;

typedef struct {
  ItemKind       kind;
  double         x, y;          /* lines: the baseline's start; diagrams: the top left */
  PangoLayout   *layout;        /* lines: owned by the layout's list */
  int            line;
  const ScBlock *block;         /* diagrams */
  double         size;
} Item;

/* An item of a box: x from its column's left, y from the box's top. */
typedef struct {
  guint box;
  Item  item;
} Piece;

struct _ScBulletinLayout {
  GObject          parent_instance;
  ScExportOptions *options;
  PangoContext    *context;
  GPtrArray       *games;       /* of ScGameBlocks */
  GPtrArray       *layouts;     /* of PangoLayout, every one placed */
  GArray          *boxes;       /* of ScFlowBox */
  GArray          *pieces;      /* of Piece, in the order of their boxes */
  GArray          *first_boxes; /* of guint, the first box of each game */
  GPtrArray       *pages;       /* of GArray of Item */
  double           column_width;
  double           diagram_size;
};

G_DEFINE_FINAL_TYPE (ScBulletinLayout, sc_bulletin_layout, G_TYPE_OBJECT)

typedef struct {
  ScBulletinLayout *self;
  double            space;        /* above the next box */
  gboolean          keep;         /* the next box stays with the one before */
  gboolean          after_text;   /* the last box is a line of text */
} Builder;

static void
sc_bulletin_layout_finalize (GObject *object)
{
  ScBulletinLayout *self = SC_BULLETIN_LAYOUT (object);

  g_ptr_array_unref (self->pages);
  g_ptr_array_unref (self->layouts);
  g_ptr_array_unref (self->games);
  g_array_unref (self->boxes);
  g_array_unref (self->pieces);
  g_array_unref (self->first_boxes);
  g_clear_object (&self->context);
  sc_export_options_free (self->options);
  G_OBJECT_CLASS (sc_bulletin_layout_parent_class)->finalize (object);
}

static void
sc_bulletin_layout_class_init (ScBulletinLayoutClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sc_bulletin_layout_finalize;
}

static void
sc_bulletin_layout_init (ScBulletinLayout *self)
{
  self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) sc_game_blocks_free);
  self->layouts = g_ptr_array_new_with_free_func (g_object_unref);
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->boxes = g_array_new (FALSE, FALSE, sizeof (ScFlowBox));
  self->pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  self->first_boxes = g_array_new (FALSE, FALSE, sizeof (guint));
}

/* --- text ---------------------------------------------------------------- */

static gboolean
is_figurine (const char *p)
{
  /* U+2654–U+265F: E2 99 94 … E2 99 9F */
  return (guchar) p[0] == 0xE2 && (guchar) p[1] == 0x99 && (guchar) p[2] >= 0x94 && (guchar) p[2] <= 0x9F;
}

static void
add_figurine_attributes (PangoAttrList *attrs,
                         const char    *text,
                         gsize          start,
                         gsize          end)
{
  for (gsize i = start; i + 3 <= end; i++)
    if (is_figurine (text + i))
      {
        PangoAttribute *family = pango_attr_family_new (FIGURINE_FAMILY);
        PangoAttribute *upright = pango_attr_style_new (PANGO_STYLE_NORMAL);

        family->start_index = upright->start_index = (guint) i;
        family->end_index = upright->end_index = (guint) i + 3;
        pango_attr_list_insert (attrs, family);
        pango_attr_list_insert (attrs, upright);
        i += 2;
      }
}

static void
add_attribute (PangoAttrList  *attrs,
               PangoAttribute *attr,
               gsize           start,
               gsize           end)
{
  attr->start_index = (guint) start;
  attr->end_index = (guint) end;
  pango_attr_list_insert (attrs, attr);
}

/* Ends the stretch of move text started at *start (-1: none) at end,
 * and keeps it on one line: one attribute for the whole stretch, as
 * Pango breaks where two attributes meet. */
static void
end_unbreakable (PangoAttrList *attrs,
                 gssize        *start,
                 gsize          end)
{
  if (*start >= 0 && (gsize) *start < end)
    add_attribute (attrs, pango_attr_allow_breaks_new (FALSE), (gsize) *start, end);
  *start = -1;
}

static PangoLayout *
new_layout (ScBulletinLayout *self,
            double            width,
            double            size,
            PangoWeight       weight,
            PangoStyle        style)
{
  PangoLayout *layout = pango_layout_new (self->context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (BODY_FAMILY);

  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_font_description_set_weight (font, weight);
  pango_font_description_set_style (font, style);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  g_ptr_array_add (self->layouts, layout);
  return layout;
}

/* A word too wide for the column on its own, a long name or address,
 * breaks between its letters rather than run over the column's edge.
 * Only a layout with such a line wraps so: Pango's PANGO_WRAP_WORD_CHAR
 * then breaks inside a word only where no break between words makes the
 * line fit, and the other layouts keep every break as it was. */
static void
break_long_words (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  if (logical.x + logical.width > pango_layout_get_width (layout))
    pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
}

static PangoLayout *
text_layout (ScBulletinLayout *self,
             const char       *text,
             double            width,
             double            size,
             PangoWeight       weight,
             PangoStyle        style)
{
  PangoLayout *layout = new_layout (self, width, size, weight, style);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

  pango_layout_set_text (layout, text, -1);
  add_figurine_attributes (attrs, text, 0, strlen (text));
  pango_layout_set_attributes (layout, attrs);
  break_long_words (layout);
  return layout;
}

static gboolean
is_stretchable_space (const char *p)
{
  return *p == ' ' || ((guchar) p[0] == 0xC2 && (guchar) p[1] == 0xA0);
}

/* Justifies every line but the last whose word spaces need not grow to
 * more than SC_JUSTIFY_MAX_SPACE times their width to fill it; the others
 * stay ragged. Pango's own justification knows no such limit, and in a
 * narrow column of long moves it leaves gaps of three spaces. */
static void
justify_lines (PangoLayout *layout,
               double       width)
{
  const char *text = pango_layout_get_text (layout);
  int n_lines = pango_layout_get_line_count (layout);

  for (int l = 0; l + 1 < n_lines; l++)
    {
      PangoLayoutLine *line = pango_layout_get_line (layout, l);
      int line_end = line->start_index + line->length;
      PangoRectangle logical;
      int n_spaces = 0, narrowest = G_MAXINT, extra;
      double slack;

      pango_layout_line_get_extents (line, NULL, &logical);
      slack = width * PANGO_SCALE - logical.width;
      if (slack <= 0)
        continue;
      for (GSList *r = line->runs; r != NULL; r = r->next)
        {
          PangoGlyphItem *run = r->data;

          for (int i = 0; i < run->glyphs->num_glyphs; i++)
            {
              int byte = run->item->offset + run->glyphs->log_clusters[i];

              /* A space that ends the line is no gap. */
              if (is_stretchable_space (text + byte) && byte + 1 < line_end && run->glyphs->glyphs[i].geometry.width > 0)
                {
                  n_spaces++;
                  narrowest = MIN (narrowest, run->glyphs->glyphs[i].geometry.width);
                }
            }
        }
      if (n_spaces == 0 || slack / n_spaces > (SC_JUSTIFY_MAX_SPACE - 1) * narrowest)
        continue;
      extra = (int) (slack / n_spaces);
      for (GSList *r = line->runs; r != NULL; r = r->next)
        {
          PangoGlyphItem *run = r->data;

          for (int i = 0; i < run->glyphs->num_glyphs; i++)
            {
              int byte = run->item->offset + run->glyphs->log_clusters[i];

              if (is_stretchable_space (text + byte) && byte + 1 < line_end && run->glyphs->glyphs[i].geometry.width > 0)
                run->glyphs->glyphs[i].geometry.width += extra;
            }
        }
    }
}

/* " e.p." after a capture: part of the move, never on a line of its own. */
static gboolean
is_en_passant_mark (const char *space)
{
  return g_str_has_prefix (space, " e.p.");
}

static PangoLayout *
paragraph_layout (ScBulletinLayout *self,
                  const ScBlock    *block,
                  double            width)
{
  const ScExportOptions *options = self->options;
  PangoLayout *layout = new_layout (self, width, options->font_size, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  /* Move text between spaces never breaks, across runs too ("7." and
   * "♕f3+", "(" and "7..."): Unicode allows breaks after a hyphen and
   * between CJK letters. Words break as they do in prose. The result
   * never breaks from what comes before it, a move or a word. */
  gssize unbreakable = -1;

  for (guint i = 0; i < block->runs->len; i++)
    {
      const ScTextRun *run = &g_array_index (block->runs, ScTextRun, i);
      gsize start = text->len;
      gboolean words = sc_text_run_is_words (run);
      gboolean bold, italic;

      g_string_append (text, run->text);
      /* Nor from the last letter of a word too long for the column. */
      if (run->kind == SC_RUN_RESULT && unbreakable < 0 && start > 0)
        unbreakable = g_utf8_find_prev_char (text->str, text->str + start) - text->str;
      if (words)
        end_unbreakable (attrs, &unbreakable, start);
      else
        for (gsize k = start; k < text->len; k++)
          if (text->str[k] == ' ' && !(run->kind == SC_RUN_RESULT && k == start) && !is_en_passant_mark (text->str + k))
            end_unbreakable (attrs, &unbreakable, k);
          else if (unbreakable < 0)
            unbreakable = (gssize) k;
      /* The main line in bold, variations regular, deeper ones in italics;
       * the engine's words and the text not read in italics, apart from
       * the annotator's. */
      bold = run->kind == SC_RUN_RESULT || (run->depth == 0 && !words);
      italic = (options->italic_deeper && run->depth >= 2 && !words) || run->kind == SC_RUN_ENGINE_COMMENT
               || run->kind == SC_RUN_UNREAD;
      if (bold)
        add_attribute (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD), start, text->len);
      if (italic)
        add_attribute (attrs, pango_attr_style_new (PANGO_STYLE_ITALIC), start, text->len);
      if (!words)
        add_figurine_attributes (attrs, text->str, start, text->len);
    }
  end_unbreakable (attrs, &unbreakable, text->len);
  pango_layout_set_text (layout, text->str, (int) text->len);
  pango_layout_set_attributes (layout, attrs);
  break_long_words (layout);
  if (width >= options->font_size * SC_JUSTIFY_MIN_EMS)
    justify_lines (layout, width);
  return layout;
}

/* --- boxes --------------------------------------------------------------- */

static double
column_x (ScBulletinLayout *self,
          guint             column)
{
  return self->options->margin + column * (self->column_width + GUTTER);
}

/* Adds a box for the pieces added after it, with the space due above it;
 * a column may end before it only when breakable and nothing before it
 * asked to keep it. */
static void
add_box (Builder  *b,
         double    height,
         gboolean  breakable)
{
  ScFlowBox box = { height, b->space, breakable && !b->keep, 0, 0, 0 };

  g_array_append_val (b->self->boxes, box);
  b->space = 0;
  b->keep = FALSE;
}

/* An item of the last box, at x from its column's left and y from its top. */
static void
add_piece (Builder    *b,
           const Item *item)
{
  Piece piece = { b->self->boxes->len - 1, *item };

  g_array_append_val (b->self->pieces, piece);
}

/* Whether a column may end before line index of a paragraph of n_lines:
 * never where it would leave one of its lines alone at a column's foot
 * or head. */
static gboolean
may_break_before_line (int index,
                       int n_lines)
{
  return index == 0 || (index >= 2 && n_lines - index >= 2);
}

/* A box for each line; a heading's lines are never parted. */
static void
add_lines (Builder     *b,
           PangoLayout *layout,
           double       indent,
           gboolean     whole)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  int n_lines = pango_layout_get_line_count (layout);
  int index = 0;

  do
    {
      PangoRectangle logical;
      int baseline = pango_layout_iter_get_baseline (iter);
      Item item = { ITEM_LINE, 0, 0, layout, index, NULL, 0 };

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      item.x = indent + (double) logical.x / PANGO_SCALE;
      item.y = (double) (baseline - logical.y) / PANGO_SCALE;
      add_box (b, (double) logical.height / PANGO_SCALE,
               whole ? index == 0 : may_break_before_line (index, n_lines));
      add_piece (b, &item);
      index++;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  b->after_text = TRUE;
}

static double
layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

static ScDiagramFlags
diagram_flags (ScBulletinLayout *self,
               const ScBlock    *block)
{
  ScDiagramFlags flags = SC_DIAGRAM_SIDE_TO_MOVE;

  if (block->flipped)
    flags |= SC_DIAGRAM_FLIPPED;
  if (self->options->coordinates)
    flags |= SC_DIAGRAM_COORDINATES;
  if (self->options->grayscale)
    flags |= SC_DIAGRAM_GRAYSCALE;
  return flags;
}

/* The caption in italics, with the game's result after it in bold
 * upright when the game ends with this diagram. */
static PangoLayout *
caption_layout (ScBulletinLayout *self,
                const ScBlock    *block)
{
  g_autofree char *text = NULL;
  g_autoptr(PangoAttrList) attrs = NULL;
  PangoLayout *caption;
  gsize start, end;

  if (block->result == NULL)
    return text_layout (self, block->caption, self->column_width, self->options->font_size - 1,
                        PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC);
  text = g_strconcat (block->caption, "\u2003", block->result, NULL);
  start = strlen (block->caption);
  end = strlen (text);
  caption = text_layout (self, text, self->column_width, self->options->font_size - 1,
                         PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC);
  attrs = pango_attr_list_copy (pango_layout_get_attributes (caption));
  add_attribute (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD), start, end);
  add_attribute (attrs, pango_attr_style_new (PANGO_STYLE_NORMAL), start, end);
  add_attribute (attrs, pango_attr_size_new ((int) (self->options->font_size * PANGO_SCALE)), start, end);
  pango_layout_set_attributes (caption, attrs);
  break_long_words (caption);
  return caption;
}

/* The diagram and its caption in one box, which never starts a column
 * apart from the line of its move just above it. */
static void
add_diagram (Builder       *b,
             const ScBlock *block)
{
  ScBulletinLayout *self = b->self;
  double gap = self->options->font_size * 0.6, width, height, caption_top;
  PangoLayout *caption = caption_layout (self, block);
  PangoLayoutIter *iter;
  int index = 0;
  Item item = { ITEM_DIAGRAM, 0, 0, NULL, 0, block, self->diagram_size };

  pango_layout_set_alignment (caption, PANGO_ALIGN_CENTER);
  sc_diagram_get_extent (self->diagram_size, diagram_flags (self, block), &width, &height);
  caption_top = gap + height + gap * 0.5;
  add_box (b, caption_top + layout_height (caption), !b->after_text);
  item.x = (self->column_width - width) / 2;
  item.y = gap;
  add_piece (b, &item);

  iter = pango_layout_get_iter (caption);
  do
    {
      PangoRectangle logical;
      Item line = { ITEM_LINE, 0, 0, caption, index++, NULL, 0 };

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      line.x = (double) logical.x / PANGO_SCALE;
      line.y = caption_top + (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE;
      add_piece (b, &line);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  b->space += gap;
  b->after_text = FALSE;
}

static void
add_game (Builder      *b,
          ScGameBlocks *game)
{
  ScBulletinLayout *self = b->self;
  const ScExportOptions *options = self->options;
  double indent_step = options->font_size * 1.4;
  /* Words alone between games go without a heading. */
  gboolean heading = !game->comments_only;
  guint first_box = self->boxes->len;

  b->space += options->font_size * 1.8;
  b->after_text = FALSE;
  /* A heading, its details and a starting diagram go with the game's
   * first line. */
  if (heading)
    {
      add_lines (b, text_layout (self, game->players, self->column_width, options->font_size + 2,
                                 PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL), 0, TRUE);
      b->keep = TRUE;
      if (*game->details)
        {
          add_lines (b, text_layout (self, game->details, self->column_width, options->font_size - 0.5,
                                     PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC), 0, TRUE);
          b->keep = TRUE;
        }
      b->space += options->font_size * 0.5;
    }
  g_array_append_val (self->first_boxes, first_box);

  for (guint i = 0; i < game->blocks->len; i++)
    {
      const ScBlock *block = g_ptr_array_index (game->blocks, i);

      if (block->kind == SC_BLOCK_DIAGRAM)
        {
          add_diagram (b, block);
          b->keep = heading && i == 0;
        }
      else
        {
          double indent = MIN (block->indent, 4) * indent_step;

          if (block->indent > 0)
            b->space += options->font_size * 0.25;
          add_lines (b, paragraph_layout (self, block, self->column_width - indent), indent, FALSE);
          if (block->indent > 0)
            b->space += options->font_size * 0.25;
        }
    }
}

/* The legend, at the size of the moves so that each sign reads as it
 * does there. A line breaks after a separator, at a zero-width space:
 * Unicode allows no break before "!" even after a space. It never
 * breaks inside an entry ("−+ Black is winning", "白方較優"). */
static PangoLayout *
legend_layout (ScBulletinLayout *self,
               const char       *legend)
{
  g_auto(GStrv) entries = g_strsplit (legend, SC_LIST_SEPARATOR, -1);
  const char *separator = SC_LIST_SEPARATOR ZERO_WIDTH_SPACE;
  g_autofree char *text = g_strjoinv (separator, entries);
  PangoLayout *layout = text_layout (self, text, self->column_width, self->options->font_size,
                                     PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_copy (pango_layout_get_attributes (layout));
  gsize start = 0;

  for (guint i = 0; entries[i] != NULL; i++)
    {
      gsize end = start + strlen (entries[i]);

      add_attribute (attrs, pango_attr_allow_breaks_new (FALSE), start, end);
      start = end + strlen (separator);
    }
  pango_layout_set_attributes (layout, attrs);
  break_long_words (layout);
  return layout;
}

/* The glyphs of the games with their names, after the last game. */
static void
add_legend (Builder   *b,
            GPtrArray *games)
{
  g_autofree char *legend = sc_glyph_legend (games);

  if (legend == NULL)
    return;
  b->space += b->self->options->font_size * 1.2;
  add_lines (b, legend_layout (b->self, legend), 0, FALSE);
}

static PangoContext *
new_context (void)
{
  g_autoptr(PangoFontMap) map = pango_cairo_font_map_new ();
  PangoContext *context = pango_font_map_create_context (map);
  cairo_font_options_t *font_options = cairo_font_options_create ();

  /* Points as units; outlines as designed, at any scale and on any device. */
  pango_cairo_context_set_resolution (context, 72);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (context, font_options);
  cairo_font_options_destroy (font_options);
  pango_context_set_round_glyph_positions (context, FALSE);
  return context;
}

ScBulletinLayout *
sc_bulletin_layout_new (GPtrArray             *file_games,
                        const ScExportOptions *options)
{
  g_autoptr(GPtrArray) games = sc_games_with_headings (file_games);
  ScBulletinLayout *self = g_object_new (SC_TYPE_BULLETIN_LAYOUT, NULL);
  double content_width, width, height;
  Builder b = { self, 0, FALSE, FALSE };
  guint n_pages;

  self->options = sc_export_options_copy (options);
  self->options->columns = CLAMP (self->options->columns, 1, 2);
  sc_figurine_font_load ();
  self->context = new_context ();
  content_width = options->paper_width - 2 * options->margin;
  self->column_width = (content_width - GUTTER * (self->options->columns - 1)) / self->options->columns;
  /* The diagram with its labels fits the column. */
  sc_diagram_get_extent (1, SC_DIAGRAM_COORDINATES | SC_DIAGRAM_SIDE_TO_MOVE, &width, &height);
  self->diagram_size = MIN (options->diagram_size, self->column_width / width);

  for (guint i = 0; i < games->len; i++)
    {
      ScGameBlocks *blocks = sc_game_blocks_new (g_ptr_array_index (games, i), self->options);

      g_ptr_array_add (self->games, blocks);
      add_game (&b, blocks);
    }
  add_legend (&b, games);

  n_pages = sc_page_flow_place (self->boxes, self->options->columns, options->margin,
                                options->paper_height - options->margin);
  for (guint i = 0; i < n_pages; i++)
    g_ptr_array_add (self->pages, g_array_new (FALSE, FALSE, sizeof (Item)));
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const Piece *piece = &g_array_index (self->pieces, Piece, i);
      const ScFlowBox *box = &g_array_index (self->boxes, ScFlowBox, piece->box);
      Item item = piece->item;

      item.x += column_x (self, box->column);
      item.y += box->y;
      g_array_append_val (g_ptr_array_index (self->pages, box->page), item);
    }
  return self;
}

guint
sc_bulletin_layout_get_n_pages (ScBulletinLayout *self)
{
  g_return_val_if_fail (SC_IS_BULLETIN_LAYOUT (self), 0);
  return self->pages->len;
}

guint
sc_bulletin_layout_get_n_games (ScBulletinLayout *self)
{
  g_return_val_if_fail (SC_IS_BULLETIN_LAYOUT (self), 0);
  return self->games->len;
}

const char *
sc_bulletin_layout_get_game_title (ScBulletinLayout *self,
                                   guint             game)
{
  const ScGameBlocks *blocks;

  g_return_val_if_fail (SC_IS_BULLETIN_LAYOUT (self), NULL);
  g_return_val_if_fail (game < self->games->len, NULL);
  blocks = g_ptr_array_index (self->games, game);
  return blocks->comments_only ? NULL : blocks->players;
}

void
sc_bulletin_layout_get_game_start (ScBulletinLayout *self,
                                   guint             game,
                                   guint            *page,
                                   double           *y)
{
  guint first;

  g_return_if_fail (SC_IS_BULLETIN_LAYOUT (self));
  g_return_if_fail (game < self->first_boxes->len);
  first = g_array_index (self->first_boxes, guint, game);
  /* Boxes of its own or not, a game starts where the next box does,
   * else where the last page ends. */
  if (first < self->boxes->len)
    {
      *page = g_array_index (self->boxes, ScFlowBox, first).page;
      *y = g_array_index (self->boxes, ScFlowBox, first).y;
    }
  else
    {
      *page = self->pages->len - 1;
      *y = self->options->paper_height - self->options->margin;
    }
}

const ScExportOptions *
sc_bulletin_layout_get_options (ScBulletinLayout *self)
{
  g_return_val_if_fail (SC_IS_BULLETIN_LAYOUT (self), NULL);
  return self->options;
}

guint
sc_bulletin_layout_get_n_lines (ScBulletinLayout *self,
                                guint             page)
{
  GArray *items;
  guint n = 0;

  g_return_val_if_fail (SC_IS_BULLETIN_LAYOUT (self), 0);
  g_return_val_if_fail (page < self->pages->len, 0);

  items = g_ptr_array_index (self->pages, page);
  for (guint i = 0; i < items->len; i++)
    n += g_array_index (items, Item, i).kind == ITEM_LINE;
  return n;
}

PangoLayoutLine *
sc_bulletin_layout_get_line (ScBulletinLayout *self,
                             guint             page,
                             guint             index,
                             double           *x,
                             double           *y)
{
  GArray *items;

  g_return_val_if_fail (SC_IS_BULLETIN_LAYOUT (self), NULL);
  g_return_val_if_fail (page < self->pages->len, NULL);

  items = g_ptr_array_index (self->pages, page);
  for (guint i = 0; i < items->len; i++)
    {
      const Item *item = &g_array_index (items, Item, i);

      if (item->kind != ITEM_LINE)
        continue;
      if (index-- > 0)
        continue;
      if (x != NULL)
        *x = item->x;
      if (y != NULL)
        *y = item->y;
      return pango_layout_get_line_readonly (item->layout, item->line);
    }
  g_return_val_if_reached (NULL);
}

guint
sc_bulletin_layout_count_missing_glyphs (ScBulletinLayout *self)
{
  guint missing = 0;

  g_return_val_if_fail (SC_IS_BULLETIN_LAYOUT (self), 0);
  for (guint i = 0; i < self->layouts->len; i++)
    missing += (guint) pango_layout_get_unknown_glyphs_count (g_ptr_array_index (self->layouts, i));
  return missing;
}

static void
draw_page_number (ScBulletinLayout *self,
                  cairo_t          *cr,
                  guint             page)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (self->context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (BODY_FAMILY);
  g_autofree char *number = g_strdup_printf ("%u", page + 1);
  PangoRectangle logical;

  pango_font_description_set_size (font, (int) ((self->options->font_size - 1) * PANGO_SCALE));
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, number, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  cairo_move_to (cr, (self->options->paper_width - (double) logical.width / PANGO_SCALE) / 2,
                 self->options->paper_height - self->options->margin * 0.6);
  pango_cairo_show_layout (cr, layout);
}

void
sc_bulletin_layout_draw_page (ScBulletinLayout *self,
                              cairo_t          *cr,
                              guint             page)
{
  GArray *items;
  ScPieceDrawing *pieces = sc_piece_drawing_get_default ();

  g_return_if_fail (SC_IS_BULLETIN_LAYOUT (self));
  g_return_if_fail (page < self->pages->len);

  items = g_ptr_array_index (self->pages, page);
  cairo_save (cr);
  for (guint i = 0; i < items->len; i++)
    {
      const Item *item = &g_array_index (items, Item, i);

      cairo_set_source_rgb (cr, 0, 0, 0);
      if (item->kind == ITEM_LINE)
        {
          cairo_move_to (cr, item->x, item->y);
          pango_cairo_show_layout_line (cr, pango_layout_get_line_readonly (item->layout, item->line));
        }
      else
        sc_diagram_draw (cr, pieces, &item->block->position,
                         (const ScMark *) item->block->marks->data, item->block->marks->len,
                         item->x, item->y, item->size, diagram_flags (self, item->block));
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_page_number (self, cr, page);
  cairo_restore (cr);
}
