/* sc-game-blocks.c: a game as a heading, paragraphs of styled runs and diagrams
 *
 * One walk of the game (sc_game_walk, no recursion) makes the blocks
 * every export format lays out: the main line and each variation of the
 * first levels as paragraphs, deeper variations inline in brackets,
 * diagrams after their move and its comment.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sc-engine-sentence.h"
#include "sc-format.h"
#include "sc-game-blocks.h"
#include "sc-game-title.h"
#include "sc-game-walker.h"
#include "sc-nag.h"
#include "sc-turning-points.h"

typedef struct {
  ScGameBlocks          *blocks;
  const ScExportOptions *options;
  ScBlock               *paragraph;      /* being filled, or NULL */
  guint                  indent;         /* of the next paragraph */
  gboolean               glue;           /* no space before the next run */
  gboolean               force_number;   /* Black's move number after a diagram */
  gboolean               after_move;     /* nothing printed since the last move */
  ScBlock               *pending;        /* a diagram waiting for its move's comment */
  GPtrArray             *diagram_moves;  /* of ScGameNode*: turning points */
  GString               *scratch;
} Builder;

static void
block_free (gpointer data)
{
  ScBlock *block = data;

  if (block->runs != NULL)
    {
      for (guint i = 0; i < block->runs->len; i++)
        g_free (g_array_index (block->runs, ScTextRun, i).text);
      g_array_unref (block->runs);
    }
  if (block->marks != NULL)
    g_array_unref (block->marks);
  g_free (block->caption);
  g_free (block->result);
  g_free (block);
}

gboolean
sc_game_node_has_diagram (const ScGameNode *node,
                          gboolean         *flipped)
{
  for (guint i = 0; i < node->n_nags; i++)
    if (node->nags[i] == SC_NAG_DIAGRAM || node->nags[i] == SC_NAG_DIAGRAM_FROM_BLACK)
      {
        if (flipped != NULL)
          *flipped = node->nags[i] == SC_NAG_DIAGRAM_FROM_BLACK;
        return TRUE;
      }
  return FALSE;
}

GPtrArray *
sc_game_diagram_moves (ScGame                *game,
                       const ScExportOptions *options)
{
  if (options->diagrams & SC_DIAGRAMS_TURNING)
    return sc_game_turning_points (game, SC_TURNING_MAX_POINTS);
  return g_ptr_array_new ();
}

gboolean
sc_game_node_gets_diagram (const ScGameNode      *node,
                           const ScExportOptions *options,
                           GPtrArray             *moves,
                           gboolean              *flipped)
{
  if ((options->diagrams & SC_DIAGRAMS_MARKED) && sc_game_node_has_diagram (node, flipped))
    return TRUE;
  *flipped = FALSE;
  return g_ptr_array_find (moves, node, NULL);
}

static void
append_run (Builder    *b,
            ScRunKind   kind,
            guint       depth,
            const char *text)
{
  ScTextRun run = { kind, depth, NULL };

  if (b->paragraph == NULL)
    {
      b->after_move = FALSE;
      b->paragraph = g_new0 (ScBlock, 1);
      b->paragraph->kind = SC_BLOCK_PARAGRAPH;
      b->paragraph->indent = b->indent;
      b->paragraph->runs = g_array_new (FALSE, FALSE, sizeof (ScTextRun));
      g_ptr_array_add (b->blocks->blocks, b->paragraph);
      b->glue = TRUE;
    }
  run.text = b->glue ? g_strdup (text) : g_strconcat (" ", text, NULL);
  b->after_move = FALSE;
  g_array_append_val (b->paragraph->runs, run);
  b->glue = FALSE;
}

static void
flush_diagram (Builder *b)
{
  if (b->pending == NULL)
    return;
  g_ptr_array_add (b->blocks->blocks, g_steal_pointer (&b->pending));
  /* The text goes on after the diagram in a paragraph of its own. */
  b->paragraph = NULL;
  b->force_number = TRUE;
}

static ScBlock *
new_diagram (const ScGameNode      *node,
             const ScPosition      *before,
             const ScNotationStyle *style,
             gboolean               flipped)
{
  ScBlock *block = g_new0 (ScBlock, 1);
  g_autoptr(GString) spelled = g_string_new (NULL);
  ScUndo undo;

  sc_format_move_number (spelled, before, node->move, style);
  sc_format_move (spelled, before, node->move, style, SC_FORMAT_DEFAULT);
  block->kind = SC_BLOCK_DIAGRAM;
  block->position = *before;
  if (node->move == SC_MOVE_NULL)
    sc_position_make_null_move (&block->position, &undo);
  else
    sc_position_make_move (&block->position, node->move, &undo);
  block->flipped = flipped;
  block->marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  if (node->comment_after != NULL)
    sc_comment_get_marks (node->comment_after, block->marks);
  /* TRANSLATORS: the caption under a diagram, e.g. "after 17.♖d8#" */
  block->caption = g_strdup_printf (_("after %s"), spelled->str);
  return block;
}

/* The position a game from a set-up position starts from. */
static ScBlock *
start_diagram (ScGame *game)
{
  ScBlock *block = g_new0 (ScBlock, 1);

  block->kind = SC_BLOCK_DIAGRAM;
  block->position = *sc_game_get_start_position (game);
  block->marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  block->caption = g_strdup (sc_position_side_to_move (&block->position) == SC_WHITE ? _("White to move")
                                                                                       : _("Black to move"));
  return block;
}

static void
on_move (gpointer          user_data,
         const ScGameNode *node,
         const ScPosition *pos,
         guint             depth,
         gboolean          needs_number)
{
  Builder *b = user_data;
  ScColor color = sc_position_side_to_move (pos);
  gboolean flipped = FALSE;

  flush_diagram (b);
  /* NAGs written before the move (before a variation's first move) are
   * printed before it. */
  if (node->n_nags_before > 0)
    {
      g_string_truncate (b->scratch, 0);
      sc_nag_append_glyphs_before (b->scratch, sc_game_node_nags_before (node), node->n_nags_before);
      if (b->scratch->len > 0)
        append_run (b, SC_RUN_COMMENT, depth, b->scratch->str);
    }
  /* Black's number after anything printed between the moves: a comment
   * (not one of commands only), a variation, a diagram. */
  if (color == SC_WHITE || (needs_number && (!b->after_move || b->paragraph == NULL)) || b->force_number)
    {
      g_string_truncate (b->scratch, 0);
      sc_format_move_number (b->scratch, pos, node->move, &b->options->style);
      append_run (b, SC_RUN_NUMBER, depth, b->scratch->str);
      b->glue = TRUE;
    }
  b->force_number = FALSE;

  g_string_truncate (b->scratch, 0);
  sc_format_move (b->scratch, pos, node->move, &b->options->style, SC_FORMAT_DEFAULT);
  /* A no-break space keeps a position glyph on the move's line. */
  sc_nag_append_marks (b->scratch, node->nags, node->n_nags, node->draw_offer, "\u00a0");
  append_run (b, SC_RUN_MOVE, depth, b->scratch->str);
  b->after_move = TRUE;

  if (sc_game_node_gets_diagram (node, b->options, b->diagram_moves, &flipped))
    b->pending = new_diagram (node, pos, &b->options->style, flipped);
}

static void
on_comment (gpointer          user_data,
            const ScGameNode *node,
            const ScPosition *pos,
            gboolean          before,
            const char       *text,
            guint             depth)
{
  Builder *b = user_data;
  g_autofree char *words = sc_comment_text (text);
  g_autofree char *engine_words = sc_engine_words_in_style (text, node, pos, &b->options->style);

  if (before)
    flush_diagram (b);
  if (words != NULL && *words != '\0')
    append_run (b, SC_RUN_COMMENT, depth, words);
  if (*engine_words != '\0')
    append_run (b, SC_RUN_ENGINE_COMMENT, depth, engine_words);
}

static void
on_variation_start (gpointer          user_data,
                    const ScGameNode *first,
                    guint             depth)
{
  Builder *b = user_data;

  flush_diagram (b);
  if (depth <= b->options->paragraph_depth)
    {
      b->paragraph = NULL;
      b->indent = depth;
      return;
    }
  append_run (b, SC_RUN_BRACKET, depth, "(");
  b->glue = TRUE;
}

static void
on_variation_end (gpointer user_data,
                  guint    depth)
{
  Builder *b = user_data;

  flush_diagram (b);
  if (depth <= b->options->paragraph_depth)
    {
      b->paragraph = NULL;
      b->indent = depth - 1;
      return;
    }
  b->glue = TRUE;
  append_run (b, SC_RUN_BRACKET, depth, ")");
}

static const ScGameWalker block_walker = {
  on_move,
  on_comment,
  on_variation_start,
  on_variation_end,
};

static const char *
known_tag (ScGame     *game,
           const char *name)
{
  const char *value = sc_game_get_tag (game, name);

  if (value == NULL || *value == '\0' || g_str_equal (value, "?") || g_str_equal (value, "-"))
    return NULL;
  return value;
}

static void
append_player (GString    *out,
               ScGame     *game,
               const char *name_tag,
               const char *elo_tag)
{
  const char *name = known_tag (game, name_tag);
  const char *elo = known_tag (game, elo_tag);

  g_string_append (out, name != NULL ? name : "?");
  if (elo != NULL)
    g_string_append_printf (out, " (%s)", elo);
}

/* The players, else the event and round (the heading then names them and
 * the details leave them out): never "? – ?". */
static char *
game_heading (ScGame   *game,
              gboolean *names_event)
{
  g_autoptr(GString) players = NULL;

  *names_event = FALSE;
  if (known_tag (game, "White") == NULL && known_tag (game, "Black") == NULL)
    {
      char *event = sc_game_title_for_tags (NULL, NULL, sc_game_get_tag (game, "Event"),
                                            sc_game_get_tag (game, "Round"));

      *names_event = event != NULL;
      return event;
    }
  players = g_string_new (NULL);
  append_player (players, game, "White", "WhiteElo");
  g_string_append (players, " – ");
  append_player (players, game, "Black", "BlackElo");
  return g_string_free (g_steal_pointer (&players), FALSE);
}

static char *
game_details (ScGame   *game,
              gboolean  without_event)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const char *value;

  if (!without_event && (value = known_tag (game, "Event")) != NULL)
    g_ptr_array_add (parts, g_strdup (value));
  if ((value = known_tag (game, "Site")) != NULL)
    g_ptr_array_add (parts, g_strdup (value));
  if (!without_event && (value = known_tag (game, "Round")) != NULL)
    /* TRANSLATORS: the round of a game in a printed heading */
    g_ptr_array_add (parts, g_strdup_printf (_("round %s"), value));
  if ((value = known_tag (game, "Date")) != NULL && strstr (value, "????") == NULL)
    {
      g_autofree char *date = g_strdup (value);
      char *unknown = strstr (date, ".??");

      if (unknown != NULL)
        *unknown = '\0';
      g_ptr_array_add (parts, g_steal_pointer (&date));
    }
  if ((value = known_tag (game, "ECO")) != NULL)
    g_ptr_array_add (parts, g_strdup (value));
  if ((value = known_tag (game, "Annotator")) != NULL)
    /* TRANSLATORS: who annotated a game, in a printed heading */
    g_ptr_array_add (parts, g_strdup_printf (_("notes by %s"), value));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (SC_LIST_SEPARATOR, (char **) parts->pdata);
}

static const char *
printed_result (const char *result)
{
  if (g_str_equal (result, "1/2-1/2"))
    return "½-½";
  return result;
}

/* The last block of the main line: a diagram, or a paragraph that is
 * not an indented variation; NULL when there is none. */
static ScBlock *
main_line_end (GPtrArray *blocks)
{
  for (guint i = blocks->len; i-- > 0;)
    {
      ScBlock *block = g_ptr_array_index (blocks, i);

      if (block->kind == SC_BLOCK_DIAGRAM || block->indent == 0)
        return block;
    }
  return NULL;
}

/* The result stands on the line of the last move, or of the last
 * diagram's caption: before the variations indented after it. */
static void
place_result (Builder *b,
              ScGame  *game)
{
  GPtrArray *blocks = b->blocks->blocks;
  ScBlock *last = main_line_end (blocks);
  const char *result = printed_result (sc_game_get_result (game));

  if (last != NULL && last->kind == SC_BLOCK_DIAGRAM)
    last->result = g_strdup (result);
  else if (last != NULL && last != g_ptr_array_index (blocks, blocks->len - 1))
    {
      ScTextRun run = { SC_RUN_RESULT, 0, g_strconcat (" ", result, NULL) };

      g_array_append_val (last->runs, run);
    }
  else
    append_run (b, SC_RUN_RESULT, 0, result);
}

GPtrArray *
sc_games_with_headings (GPtrArray *games)
{
  GPtrArray *printed = g_ptr_array_new_full (games->len, g_object_unref);

  for (guint i = 0; i < games->len; i++)
    {
      ScGame *game = g_ptr_array_index (games, i);

      if (sc_game_get_heading (game) != NULL)
        {
          ScGame *note = sc_game_new ();

          sc_game_node_append_comment (sc_game_get_root (note), FALSE, sc_game_get_heading (game));
          g_ptr_array_add (printed, note);
        }
      g_ptr_array_add (printed, g_object_ref (game));
    }
  return printed;
}

static gboolean
is_comments_only (ScGame *game)
{
  return sc_game_get_n_tags (game) == 0 && sc_game_get_root (game)->first_child == NULL
         && g_str_equal (sc_game_get_result (game), "*");
}

gboolean
sc_game_has_print (ScGame *game)
{
  const char *comment = sc_game_get_root (game)->comment_after;
  g_autofree char *words = NULL;
  g_autofree char *engine_words = NULL;

  if (!is_comments_only (game) || sc_game_get_closing_comment (game) != NULL)
    return TRUE;
  if (comment == NULL)
    return FALSE;
  words = sc_comment_text (comment);
  engine_words = sc_comment_engine_text (comment);
  return (words != NULL && *words != '\0') || *engine_words != '\0';
}

gboolean
sc_games_have_print (GPtrArray *games)
{
  for (guint i = 0; i < games->len; i++)
    if (sc_game_has_print (g_ptr_array_index (games, i)))
      return TRUE;
  return FALSE;
}

ScGameBlocks *
sc_game_blocks_new (ScGame                *game,
                    const ScExportOptions *options)
{
  ScGameBlocks *blocks = g_new0 (ScGameBlocks, 1);
  Builder b = { blocks, options, NULL, 0, TRUE, FALSE, FALSE, NULL, sc_game_diagram_moves (game, options),
                g_string_new (NULL) };
  gboolean names_event;
  g_autofree char *unread = NULL;

  blocks->game = g_object_ref (game);
  blocks->comments_only = is_comments_only (game);
  blocks->prints_result = !blocks->comments_only && !g_str_equal (sc_game_get_result (game), "*");
  blocks->players = game_heading (game, &names_event);
  blocks->details = game_details (game, names_event);
  if (blocks->players == NULL)
    {
      /* No players and no event: the details, else a plain word, head the game. */
      blocks->players = *blocks->details != '\0' ? g_steal_pointer (&blocks->details) : g_strdup (_("Game"));
      g_free (blocks->details);
      blocks->details = g_strdup ("");
    }
  blocks->blocks = g_ptr_array_new_with_free_func (block_free);

  if ((options->diagrams & SC_DIAGRAMS_START) && sc_game_get_tag (game, "FEN") != NULL)
    g_ptr_array_add (blocks->blocks, start_diagram (game));
  sc_game_walk (game, &block_walker, &b);
  flush_diagram (&b);

  if (options->diagrams & SC_DIAGRAMS_END)
    {
      ScGameNode *node = sc_game_get_root (game);
      gboolean flipped;

      while (node->first_child != NULL)
        node = node->first_child;
      /* One diagram after the last move, whether marked there or not. */
      if (node->parent != NULL && !sc_game_node_gets_diagram (node, options, b.diagram_moves, &flipped))
        {
          ScPosition pos;

          sc_game_position_at (game, node->parent, &pos);
          b.pending = new_diagram (node, &pos, &options->style, FALSE);
          flush_diagram (&b);
        }
    }
  b.indent = 0;
  unread = sc_game_unread_note (game);
  /* The text not read follows in a paragraph of its own, with the
   * result only if it has one: the moves above are not the whole game. */
  if (unread != NULL)
    {
      b.paragraph = NULL;
      append_run (&b, SC_RUN_UNREAD, 0, unread);
    }
  else if (blocks->prints_result)
    place_result (&b, game);
  /* A comment after the result ("White wins on time"). */
  if (sc_game_get_closing_comment (game) != NULL)
    on_comment (&b, NULL, NULL, FALSE, sc_game_get_closing_comment (game), 0);
  g_string_free (b.scratch, TRUE);
  g_ptr_array_unref (b.diagram_moves);
  return blocks;
}

void
sc_game_blocks_free (ScGameBlocks *blocks)
{
  g_clear_object (&blocks->game);
  g_free (blocks->players);
  g_free (blocks->details);
  g_ptr_array_unref (blocks->blocks);
  g_free (blocks);
}

char *
sc_block_text (const ScBlock *block)
{
  GString *text = g_string_new (NULL);

  if (block->runs != NULL)
    for (guint i = 0; i < block->runs->len; i++)
      g_string_append (text, g_array_index (block->runs, ScTextRun, i).text);
  return g_string_free (text, FALSE);
}

gboolean
sc_text_run_is_words (const ScTextRun *run)
{
  return run->kind == SC_RUN_COMMENT || run->kind == SC_RUN_ENGINE_COMMENT || run->kind == SC_RUN_UNREAD;
}

char *
sc_game_unread_note (ScGame *game)
{
  const char *unread = sc_game_get_unread_text (game);
  g_autoptr(GString) text = NULL;
  g_autofree char *valid = NULL;
  gboolean space = FALSE;

  if (unread == NULL)
    return NULL;
  /* Up to the source's end: it may hold NUL bytes. */
  valid = g_utf8_make_valid (unread, (gssize) (sc_game_get_source_length (game)
                                                - (gsize) (unread - sc_game_get_source (game))));
  text = g_string_new (NULL);
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c) || g_unichar_iscntrl (c))
        space = text->len > 0;
      else
        {
          if (space)
            g_string_append_c (text, ' ');
          g_string_append_unichar (text, c);
          space = FALSE;
        }
    }
  if (text->len == 0)
    return NULL;
  /* TRANSLATORS: printed after the moves of a game that could not be
   * read whole, before the rest of its text as the file has it:
   * "Not read, as written: Qd5 7. Nf3 c5 8. O-O *" */
  return g_strdup_printf (_("Not read, as written: %s"), text->str);
}

/* The legend's names, in sentence case: the NAGs of sc_nag_glyph, in the
 * order printed. */
static const struct {
  guint       nag;
  const char *name;
} legend_names[] = {
  { 1, N_("Good move") }, { 3, N_("Brilliant move") }, { 5, N_("Interesting move") },
  { 6, N_("Dubious move") }, { 2, N_("Mistake") }, { 4, N_("Blunder") },
  { 7, N_("Only move") }, { 146, N_("Novelty") },
  { 10, N_("Equal position") }, { 13, N_("Unclear position") },
  { 14, N_("White is slightly better") }, { 15, N_("Black is slightly better") },
  { 16, N_("White is better") }, { 17, N_("Black is better") },
  { 18, N_("White is winning") }, { 19, N_("Black is winning") },
  { 22, N_("Zugzwang") }, { 23, N_("Zugzwang") },
  { 32, N_("Development advantage") }, { 33, N_("Development advantage") },
  { 36, N_("Initiative") }, { 37, N_("Initiative") },
  { 40, N_("Attack") }, { 41, N_("Attack") },
  { 44, N_("Compensation") }, { 45, N_("Compensation") },
  { 132, N_("Counterplay") }, { 133, N_("Counterplay") },
  { 138, N_("Time trouble") }, { 139, N_("Time trouble") },
  { 140, N_("With the idea") },
};

/* The glyph and its name, on one line: no-break spaces between. */
static char *
legend_entry (const char *glyph,
              const char *name)
{
  g_auto(GStrv) words = g_strsplit (name, " ", -1);
  g_autofree char *joined = g_strjoinv ("\u00a0", words);

  return g_strconcat (glyph, "\u00a0", joined, NULL);
}

GArray *
sc_glyph_legend_entries (GPtrArray *games)
{
  gboolean used[G_N_ELEMENTS (legend_names)] = { FALSE, };
  gboolean draw_offer = FALSE;
  GArray *entries = g_array_new (FALSE, FALSE, sizeof (ScLegendEntry));
  g_autoptr(GHashTable) glyphs = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint g = 0; g < games->len; g++)
    {
      ScGameNode *root = sc_game_get_root (g_ptr_array_index (games, g));
      ScGameNode *node = root;

      /* Every node once, depth first, without recursion. */
      while (node != NULL)
        {
          /* Those after the move, then those before a variation's first. */
          for (guint i = 0; i < node->n_nags + node->n_nags_before; i++)
            for (guint k = 0; k < G_N_ELEMENTS (legend_names); k++)
              if (legend_names[k].nag == node->nags[i])
                used[k] = TRUE;
          draw_offer |= node->draw_offer;
          if (node->first_child != NULL)
            node = node->first_child;
          else
            {
              while (node != root && node->next_sibling == NULL)
                node = node->parent;
              node = node != root ? node->next_sibling : NULL;
            }
        }
    }

  for (guint k = 0; k < G_N_ELEMENTS (legend_names); k++)
    {
      const char *glyph = sc_nag_glyph (legend_names[k].nag);
      ScLegendEntry entry = { legend_names[k].nag, _(legend_names[k].name) };

      /* Black's and White's zugzwang print the same glyph: one entry. */
      if (!used[k] || glyph == NULL || !g_hash_table_add (glyphs, (gpointer) glyph))
        continue;
      g_array_append_val (entries, entry);
    }
  if (draw_offer)
    {
      ScLegendEntry entry = { SC_LEGEND_DRAW_OFFER, _("Draw offer") };

      g_array_append_val (entries, entry);
    }
  return entries;
}

char *
sc_glyph_legend (GPtrArray *games)
{
  g_autoptr(GArray) entries = sc_glyph_legend_entries (games);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (entries->len == 0)
    return NULL;
  for (guint i = 0; i < entries->len; i++)
    {
      const ScLegendEntry *entry = &g_array_index (entries, ScLegendEntry, i);

      g_ptr_array_add (parts, legend_entry (entry->nag == SC_LEGEND_DRAW_OFFER ? "(=)" : sc_nag_glyph (entry->nag),
                                            entry->name));
    }
  g_ptr_array_add (parts, NULL);
  {
    g_autofree char *list = g_strjoinv (SC_LIST_SEPARATOR, (char **) parts->pdata);

    /* TRANSLATORS: the legend printed after exported games, with the
     * glyphs the moves carry: "Symbols: ! Good move · ± White is better" */
    return g_strdup_printf (_("Symbols: %s"), list);
  }
}
