/* sc-bulletin-layout.c: games laid out on pages, drawn into any cairo_t
 *
 * Each paragraph is one PangoLayout of the column's width; its lines are
 * placed one by one down the columns, so a paragraph flows over column
 * and page breaks. A diagram and its caption are placed as one piece;
 * when they do not fit, the line with their move goes with them.
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

typedef struct {
  guint  page;
  double y;
} Anchor;

struct _ScBulletinLayout {
  GObject          parent_instance;
  ScExportOptions *options;
  PangoContext    *context;
  GPtrArray       *games;       /* of ScGameBlocks */
  GPtrArray       *layouts;     /* of PangoLayout, every one placed */
  GPtrArray       *pages;       /* of GArray of Item */
  GArray          *anchors;     /* of Anchor, one per game */
  double           column_width;
  double           diagram_size;
};

G_DEFINE_FINAL_TYPE (ScBulletinLayout, sc_bulletin_layout, G_TYPE_OBJECT)

typedef struct {
  ScBulletinLayout *self;
  guint             page;
  guint             column;
  double            y;
  double            top;
  double            bottom;
  /* The last line placed, to go with a diagram to the next column. */
  gboolean          line_placed;
  guint             line_page;
  guint             line_index;
  guint             line_column;
  double            line_height;
} Flow;

static void
sc_bulletin_layout_finalize (GObject *object)
{
  ScBulletinLayout *self = SC_BULLETIN_LAYOUT (object);

  g_ptr_array_unref (self->pages);
  g_ptr_array_unref (self->layouts);
  g_ptr_array_unref (self->games);
  g_array_unref (self->anchors);
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
  self->anchors = g_array_new (FALSE, FALSE, sizeof (Anchor));
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
   * between CJK letters. Words break as they do in prose. */
  gssize unbreakable = -1;

  for (guint i = 0; i < block->runs->len; i++)
    {
      const ScTextRun *run = &g_array_index (block->runs, ScTextRun, i);
      gsize start = text->len;
      gboolean words = sc_text_run_is_words (run);
      gboolean bold, italic;

      g_string_append (text, run->text);
      if (words)
        end_unbreakable (attrs, &unbreakable, start);
      else
        for (gsize k = start; k < text->len; k++)
          if (text->str[k] == ' ')
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
  if (width >= options->font_size * SC_JUSTIFY_MIN_EMS)
    justify_lines (layout, width);
  return layout;
}

/* --- flow ---------------------------------------------------------------- */

static double
column_x (ScBulletinLayout *self,
          guint             column)
{
  return self->options->margin + column * (self->column_width + GUTTER);
}

static void
new_page (Flow *f)
{
  g_ptr_array_add (f->self->pages, g_array_new (FALSE, FALSE, sizeof (Item)));
  f->page = f->self->pages->len - 1;
  f->column = 0;
  f->y = f->top;
}

static void
next_column (Flow *f)
{
  if (f->column + 1 < f->self->options->columns)
    {
      f->column++;
      f->y = f->top;
    }
  else
    new_page (f);
}

static gboolean
fits (Flow   *f,
      double  height)
{
  return f->y + height <= f->bottom + 0.01;
}

static gboolean
at_top (Flow *f)
{
  return f->y <= f->top + 0.01;
}

static GArray *
page_items (Flow *f)
{
  return g_ptr_array_index (f->self->pages, f->page);
}

static void
place_line (Flow        *f,
            PangoLayout *layout,
            int          index,
            double       x_in_column,
            double       ascent,
            double       height)
{
  Item item = { ITEM_LINE, column_x (f->self, f->column) + x_in_column, f->y + ascent, layout, index, NULL, 0 };
  GArray *items;

  if (!fits (f, height) && !at_top (f))
    {
      next_column (f);
      item.x = column_x (f->self, f->column) + x_in_column;
      item.y = f->y + ascent;
    }
  items = page_items (f);
  g_array_append_val (items, item);
  f->y += height;
  f->line_placed = TRUE;
  f->line_page = f->page;
  f->line_index = items->len - 1;
  f->line_column = f->column;
  f->line_height = height;
}

static void
place_layout (Flow        *f,
              PangoLayout *layout,
              double       indent)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  int index = 0;

  do
    {
      PangoRectangle logical;
      int baseline = pango_layout_iter_get_baseline (iter);

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      place_line (f, layout, index++, indent + (double) logical.x / PANGO_SCALE,
                  (double) (baseline - logical.y) / PANGO_SCALE, (double) logical.height / PANGO_SCALE);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
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
  return caption;
}

static void
place_diagram (Flow          *f,
               const ScBlock *block)
{
  ScBulletinLayout *self = f->self;
  double gap = self->options->font_size * 0.6, width, height, total;
  PangoLayout *caption = caption_layout (self, block);
  double caption_height = layout_height (caption);
  Item item = { ITEM_DIAGRAM, 0, 0, NULL, 0, block, self->diagram_size };

  pango_layout_set_alignment (caption, PANGO_ALIGN_CENTER);
  sc_diagram_get_extent (self->diagram_size, diagram_flags (self, block), &width, &height);
  total = gap + height + gap * 0.5 + caption_height + gap;

  if (!fits (f, total) && !at_top (f))
    {
      GArray *items = page_items (f);
      gboolean take_line = f->line_placed && f->line_page == f->page && f->line_column == f->column
                           && f->line_index == items->len - 1;
      Item line = { 0 };

      /* The diagram is never parted from its move's line. */
      if (take_line)
        {
          line = g_array_index (items, Item, items->len - 1);
          g_array_set_size (items, items->len - 1);
          line.x -= column_x (self, f->column);
          line.y -= f->y - f->line_height;
        }
      next_column (f);
      if (take_line)
        {
          line.x += column_x (self, f->column);
          line.y += f->y;
          g_array_append_val (page_items (f), line);
          f->y += f->line_height;
        }
    }
  item.x = column_x (self, f->column) + (self->column_width - width) / 2;
  item.y = f->y + gap;
  g_array_append_val (page_items (f), item);
  f->y += gap + height + gap * 0.5;
  place_layout (f, caption, 0);
  f->y += gap;
  f->line_placed = FALSE;
}

static void
place_game (Flow         *f,
            ScGameBlocks *game)
{
  ScBulletinLayout *self = f->self;
  const ScExportOptions *options = self->options;
  double indent_step = options->font_size * 1.4;
  /* Words alone between games go without a heading. */
  PangoLayout *players = game->comments_only ? NULL
                                             : text_layout (self, game->players, self->column_width,
                                                            options->font_size + 2, PANGO_WEIGHT_BOLD,
                                                            PANGO_STYLE_NORMAL);
  PangoLayout *details = !game->comments_only && *game->details
                         ? text_layout (self, game->details, self->column_width, options->font_size - 0.5,
                                        PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC) : NULL;
  double heading = (players ? layout_height (players) : 0) + (details ? layout_height (details) : 0);
  double after_heading = options->font_size * 4;
  const ScBlock *first = game->blocks->len > 0 ? g_ptr_array_index (game->blocks, 0) : NULL;
  Anchor anchor;

  if (!at_top (f))
    f->y += options->font_size * 1.8;
  /* A heading is never left alone at the foot of a column: a few lines,
   * or a starting diagram, go with it. */
  if (first != NULL && first->kind == SC_BLOCK_DIAGRAM)
    {
      double width, height;

      sc_diagram_get_extent (self->diagram_size, diagram_flags (self, first), &width, &height);
      after_heading = height + options->font_size * 3;
    }
  if (!fits (f, heading + after_heading) && !at_top (f))
    next_column (f);
  anchor.page = f->page;
  anchor.y = f->y;
  g_array_append_val (self->anchors, anchor);

  if (players != NULL)
    place_layout (f, players, 0);
  if (details != NULL)
    place_layout (f, details, 0);
  if (players != NULL)
    f->y += options->font_size * 0.5;

  for (guint i = 0; i < game->blocks->len; i++)
    {
      const ScBlock *block = g_ptr_array_index (game->blocks, i);

      if (block->kind == SC_BLOCK_DIAGRAM)
        place_diagram (f, block);
      else
        {
          double indent = MIN (block->indent, 4) * indent_step;

          if (block->indent > 0 && !at_top (f))
            f->y += options->font_size * 0.25;
          place_layout (f, paragraph_layout (self, block, self->column_width - indent), indent);
          if (block->indent > 0)
            f->y += options->font_size * 0.25;
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
  return layout;
}

/* The glyphs of the games with their names, after the last game. */
static void
place_legend (Flow      *f,
              GPtrArray *games)
{
  ScBulletinLayout *self = f->self;
  g_autofree char *legend = sc_glyph_legend (games);

  if (legend == NULL)
    return;
  if (!at_top (f))
    f->y += self->options->font_size * 1.2;
  place_layout (f, legend_layout (self, legend), 0);
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
sc_bulletin_layout_new (GPtrArray             *games,
                        const ScExportOptions *options)
{
  ScBulletinLayout *self = g_object_new (SC_TYPE_BULLETIN_LAYOUT, NULL);
  double content_width, width, height;
  Flow f = { self };

  self->options = sc_export_options_copy (options);
  self->options->columns = CLAMP (self->options->columns, 1, 2);
  sc_figurine_font_load ();
  self->context = new_context ();
  content_width = options->paper_width - 2 * options->margin;
  self->column_width = (content_width - GUTTER * (self->options->columns - 1)) / self->options->columns;
  /* The diagram with its labels fits the column. */
  sc_diagram_get_extent (1, SC_DIAGRAM_COORDINATES | SC_DIAGRAM_SIDE_TO_MOVE, &width, &height);
  self->diagram_size = MIN (options->diagram_size, self->column_width / width);

  f.top = options->margin;
  f.bottom = options->paper_height - options->margin;
  new_page (&f);
  for (guint i = 0; i < games->len; i++)
    {
      ScGameBlocks *blocks = sc_game_blocks_new (g_ptr_array_index (games, i), self->options);

      g_ptr_array_add (self->games, blocks);
      place_game (&f, blocks);
    }
  place_legend (&f, games);
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
  g_return_if_fail (SC_IS_BULLETIN_LAYOUT (self));
  g_return_if_fail (game < self->anchors->len);
  *page = g_array_index (self->anchors, Anchor, game).page;
  *y = g_array_index (self->anchors, Anchor, game).y;
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
