/* sc-tex-writer.c: games as a LaTeX document for the xskak package
 *
 * xskak replays the moves itself: the main line goes in \mainline, each
 * variation in \variation after \newchessgame[newvar=…], which sets the
 * position before the move it replaces; \resumechessgame goes back to the
 * line above. Moves are written in English SAN, as xskak reads them; the
 * piece symbols it prints are figurines, or the language's letters.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sc-engine-sentence.h"
#include "sc-format.h"
#include "sc-game-blocks.h"
#include "sc-game-walker.h"
#include "sc-nag.h"
#include "sc-tex-text.h"
#include "sc-tex-writer.h"

typedef struct {
  GString               *out;
  const ScExportOptions *options;
  GString               *segment;       /* moves not yet written */
  guint                  segment_depth;
  GPtrArray             *ids;           /* game ids, one per open line */
  guint                  game_number;
  guint                  n_variations;
  gboolean               force_number;
  GPtrArray             *diagram_moves;  /* of ScGameNode*: turning points */
  gsize                  caption_end;    /* in out: where the last diagram's caption ends */
  gsize                  diagram_end;    /* in out: where the last diagram ends */
  gboolean               glue;           /* no space before the next piece of text */
  ScTexBeyond           *beyond;
} TexWriter;

/* Appends format, text with one %s, with latex (already LaTeX) for it. */
static void
append_filled (GString     *out,
               const char  *format,
               const char  *latex,
               ScTexBeyond *beyond)
{
  const char *hole = strstr (format, "%s");
  g_autofree char *before = g_strndup (format, hole != NULL ? (gsize) (hole - format) : strlen (format));

  sc_tex_append_text (out, before, beyond);
  g_string_append (out, latex);
  if (hole != NULL)
    sc_tex_append_text (out, hole + 2, beyond);
}

static const char *
current_id (TexWriter *w)
{
  return g_ptr_array_index (w->ids, w->ids->len - 1);
}

/* Each piece of text (moves, a comment, a bracket) starts a line of its
 * own: LaTeX reads a line's end as a space, and none after a %. */
static void
begin_piece (TexWriter *w)
{
  if (w->out->len > 0 && w->out->str[w->out->len - 1] != '\n')
    g_string_append (w->out, w->glue ? "%\n" : "\n");
  w->glue = FALSE;
}

/* The level of the document's xskak style for a line at depth: 1 for the
 * main line, 2 for the first variations, 3 for deeper ones. */
static guint
level_of_depth (guint depth)
{
  return MIN (depth, 2) + 1;
}

static void
flush (TexWriter *w)
{
  if (w->segment->len == 0)
    return;
  begin_piece (w);
  g_string_append_printf (w->out, "%s[level=%u]{%s}", w->segment_depth == 0 ? "\\mainline" : "\\variation",
                          level_of_depth (w->segment_depth), w->segment->str);
  g_string_truncate (w->segment, 0);
}

/* The font of the moves at a level of the document's xskak style. */
static const char *
level_font (const ScExportOptions *options,
            guint                  level)
{
  if (level == 1)
    return "\\bfseries";
  return level == 3 && options->italic_deeper ? "\\mdseries\\itshape" : "\\mdseries";
}

/* "(" or ")" of a variation in the text, in its moves' shape. */
static void
append_bracket (TexWriter *w,
                char       bracket,
                guint      depth)
{
  if (w->options->italic_deeper && level_of_depth (depth) == 3)
    g_string_append_printf (w->out, "{\\itshape %c}", bracket);
  else
    g_string_append_c (w->out, bracket);
}

/* A diagram of position (seen from Black when flipped), with the marks of
 * the comment after its move and a caption (LaTeX); kept with the line
 * after it when keep_with_next (a game's starting diagram). */
static void
write_diagram (TexWriter        *w,
               const ScPosition *position,
               const char       *comment_after,
               gboolean          flipped,
               const char       *caption,
               gboolean          keep_with_next)
{
  g_autofree char *fen = sc_position_to_fen (position);
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  g_autoptr(GString) arrows = g_string_new (NULL);
  g_autoptr(GString) squares = g_string_new (NULL);
  g_autoptr(GString) board = g_string_new (NULL);

  flush (w);
  if (comment_after != NULL)
    sc_comment_get_marks (comment_after, marks);
  for (guint i = 0; i < marks->len; i++)
    {
      const ScMark *mark = &g_array_index (marks, ScMark, i);
      GString *list = mark->from == mark->to ? squares : arrows;

      if (list->len > 0)
        g_string_append_c (list, ',');
      sc_format_square (list, mark->from);
      if (mark->from != mark->to)
        {
          g_string_append_c (list, '-');
          sc_format_square (list, mark->to);
        }
    }
  g_string_append_printf (board, "setfen={%s},showmover=true", fen);
  if (flipped)
    g_string_append (board, ",inverse");
  if (arrows->len > 0)
    g_string_append_printf (board, ",pgfstyle=straightmove,arrow=to,linewidth=0.1em,markmoves={%s}", arrows->str);
  if (squares->len > 0)
    g_string_append_printf (board, ",pgfstyle=border,color=red,markfields={%s}", squares->str);
  /* As in the PDF: board and caption in one box, which no column or
   * page break parts, kept with the line of the move before it. */
  g_string_append_printf (w->out,
                          "\n\\par\\nopagebreak\\medskip\n\\noindent\\begin{minipage}{\\linewidth}\\centering\n"
                          "\\chessboard[%s]\\\\\n\\small\\emph{%s}", board->str, caption);
  w->caption_end = w->out->len;
  g_string_append_printf (w->out, "\n\\end{minipage}\\par%s\\medskip\n", keep_with_next ? "\\nopagebreak" : "");
  w->diagram_end = w->out->len;
}

/* "12." or "12\ldots{}" before the move from pos. */
static void
append_move_number (GString          *out,
                    const ScPosition *pos)
{
  g_string_append_printf (out, sc_position_side_to_move (pos) == SC_WHITE ? "%u." : "%u\\ldots{}",
                          (guint) pos->fullmove_number);
}

/* A move written outside xskak's moves, its pieces in skak's macro as in
 * the moves; the null move as the other formats spell it, "--". */
static void
append_move_text (GString          *out,
                  const ScPosition *pos,
                  ScMove            move)
{
  g_autofree char *san = NULL;

  if (move == SC_MOVE_NULL)
    {
      g_string_append (out, "-{}-");
      return;
    }
  san = sc_format_san (pos, move);
  for (const char *c = san; *c != '\0'; c++)
    {
      /* SAN's only capitals besides castling's O are pieces. */
      if (strchr ("KQRBN", *c) != NULL)
        g_string_append_printf (out, "\\textsymfigsymbol{%c}", *c);
      else
        {
          char letter[2] = { *c, '\0' };

          sc_tex_append_text (out, letter, NULL);
        }
    }
}

static void
play (ScPosition *pos,
      ScMove      move)
{
  ScUndo undo;

  if (move == SC_MOVE_NULL)
    sc_position_make_null_move (pos, &undo);
  else
    sc_position_make_move (pos, move, &undo);
}

/* xskak's game id, starting from position. */
static void
append_new_game (GString          *out,
                 const char       *id,
                 const ScPosition *position)
{
  g_autofree char *fen = sc_position_to_fen (position);

  /* xskak takes the move number from moveid, not from the FEN. */
  g_string_append_printf (out, "\\newchessgame[id=%s,setfen={%s},moveid=%u%c]%%\n", id, fen,
                          (guint) position->fullmove_number,
                          sc_position_side_to_move (position) == SC_WHITE ? 'w' : 'b');
}

/* The diagram after node, played from before. */
static void
write_move_diagram (TexWriter        *w,
                    const ScGameNode *node,
                    const ScPosition *before,
                    gboolean          flipped)
{
  ScPosition after = *before;
  g_autoptr(GString) move = g_string_new (NULL);
  g_autoptr(GString) caption = g_string_new (NULL);

  play (&after, node->move);
  append_move_number (move, before);
  append_move_text (move, before, node->move);
  /* TRANSLATORS: the caption under a diagram, e.g. "after 17.♖d8#" */
  append_filled (caption, _("after %s"), move->str, w->beyond);
  write_diagram (w, &after, node->comment_after, flipped, caption->str, FALSE);
  w->force_number = TRUE;
}

/* The draw offer and the signs after the move assessments, each after a
 * no-break space as in the PDF; empty when the move has none. */
static void
append_move_signs (GString          *out,
                   const ScGameNode *node,
                   ScTexBeyond      *beyond)
{
  if (node->draw_offer)
    g_string_append (out, "(=)");
  for (guint i = 0; i < node->n_nags; i++)
    if (!sc_nag_is_move_assessment (node->nags[i]) && sc_nag_glyph (node->nags[i]) != NULL)
      {
        g_string_append_c (out, '~');
        sc_tex_append_nag (out, node->nags[i], beyond);
      }
}

/* xskak reads no null move: it is written as text in its line's shape,
 * and the main line's game starts again from the position after it. */
static void
write_null_move (TexWriter        *w,
                 const ScGameNode *node,
                 const ScPosition *pos,
                 guint             depth)
{
  gboolean continues_line = w->segment->len > 0 && w->segment_depth == depth && !w->force_number;
  ScPosition after = *pos;

  flush (w);
  begin_piece (w);
  if (depth == 0)
    {
      play (&after, SC_MOVE_NULL);
      append_new_game (w->out, current_id (w), &after);
    }
  g_string_append_printf (w->out, "{%s ", level_font (w->options, level_of_depth (depth)));
  if (sc_position_side_to_move (pos) == SC_WHITE || !continues_line)
    append_move_number (w->out, pos);
  append_move_text (w->out, pos, SC_MOVE_NULL);
  append_move_signs (w->out, node, w->beyond);
  g_string_append_c (w->out, '}');
  w->force_number = FALSE;
}

/* The signs written before a variation's first move ("$140 2.d4"). */
static void
write_signs_before (TexWriter        *w,
                    const ScGameNode *node)
{
  const guint8 *nags = sc_game_node_nags_before (node);

  flush (w);
  for (guint i = 0; i < node->n_nags_before; i++)
    if (sc_nag_glyph (nags[i]) != NULL)
      {
        begin_piece (w);
        sc_tex_append_nag (w->out, nags[i], w->beyond);
      }
}

static void
on_move (gpointer          user_data,
         const ScGameNode *node,
         const ScPosition *pos,
         guint             depth,
         gboolean          needs_number)
{
  TexWriter *w = user_data;
  ScColor color = sc_position_side_to_move (pos);
  g_autofree char *san = NULL;
  g_autoptr(GString) signs = g_string_new (NULL);
  gboolean flipped;

  if (node->n_nags_before > 0)
    write_signs_before (w, node);
  if (node->move == SC_MOVE_NULL)
    {
      write_null_move (w, node, pos, depth);
      if (sc_game_node_gets_diagram (node, w->options, w->diagram_moves, &flipped))
        write_move_diagram (w, node, pos, flipped);
      return;
    }
  san = sc_format_san (pos, node->move);
  /* Black's number starts a segment: xskak reads no "N..." inside one. */
  if (color == SC_BLACK && (w->segment->len == 0 || w->force_number))
    {
      flush (w);
      g_string_append_printf (w->segment, "%u... ", (guint) pos->fullmove_number);
    }
  else
    {
      if (w->segment->len > 0)
        g_string_append_c (w->segment, ' ');
      if (color == SC_WHITE)
        g_string_append_printf (w->segment, "%u. ", (guint) pos->fullmove_number);
    }
  w->segment_depth = depth;
  w->force_number = FALSE;
  g_string_append (w->segment, san);
  /* xskak reads the move assessments as part of the move, other signs
   * as a comment it keeps with the move. */
  for (guint i = 0; i < node->n_nags; i++)
    if (sc_nag_is_move_assessment (node->nags[i]))
      g_string_append (w->segment, sc_nag_glyph (node->nags[i]));
  append_move_signs (signs, node, w->beyond);
  if (signs->len > 0)
    g_string_append_printf (w->segment, " \\xskakcomment{%s}", signs->str);

  if (sc_game_node_gets_diagram (node, w->options, w->diagram_moves, &flipped))
    write_move_diagram (w, node, pos, flipped);
}

static void
on_comment (gpointer          user_data,
            const ScGameNode *node,
            const ScPosition *pos,
            gboolean          before,
            const char       *text,
            guint             depth)
{
  TexWriter *w = user_data;
  g_autofree char *words = sc_comment_text (text);
  g_autofree char *engine_words = sc_engine_words_in_style (text, node, pos, &w->options->style);
  gboolean has_words = words != NULL && *words != '\0';

  if (!has_words && *engine_words == '\0')
    return;
  flush (w);
  begin_piece (w);
  if (has_words)
    sc_tex_append_text (w->out, words, w->beyond);
  /* The engine's words in italics, after the user's. */
  if (*engine_words != '\0')
    {
      g_string_append (w->out, has_words ? " \\emph{" : "\\emph{");
      sc_tex_append_text (w->out, engine_words, w->beyond);
      g_string_append_c (w->out, '}');
    }
}

static void
on_variation_start (gpointer          user_data,
                    const ScGameNode *first,
                    guint             depth)
{
  TexWriter *w = user_data;
  char *id = g_strdup_printf ("g%uv%u", w->game_number, ++w->n_variations);

  flush (w);
  /* As in the PDF: the first levels an indented paragraph each, deeper
   * ones in brackets in the text. */
  if (depth <= w->options->paragraph_depth)
    g_string_append_printf (w->out, "\n\\par\\hangindent=%u\\scvariationindent\\hangafter=0 ", depth);
  else
    {
      begin_piece (w);
      append_bracket (w, '(', depth);
      w->glue = TRUE;
    }
  g_string_append_printf (w->out, "\\newchessgame[newvar=%s,id=%s]%%\n", current_id (w), id);
  g_ptr_array_add (w->ids, id);
}

static void
on_variation_end (gpointer user_data,
                  guint    depth)
{
  TexWriter *w = user_data;

  flush (w);
  g_ptr_array_remove_index (w->ids, w->ids->len - 1);
  if (depth <= w->options->paragraph_depth)
    {
      g_string_append_printf (w->out, "\n\\resumechessgame[id=%s]%%\n\\par\n", current_id (w));
      return;
    }
  w->glue = TRUE;
  begin_piece (w);
  append_bracket (w, ')', depth);
  g_string_append_printf (w->out, "\\resumechessgame[id=%s]", current_id (w));
}

static const ScGameWalker tex_walker = {
  on_move,
  on_comment,
  on_variation_start,
  on_variation_end,
};

/* One diagram after the last move of the main line, unless it has one. */
static void
write_end_diagram (TexWriter *w,
                   ScGame    *game)
{
  ScGameNode *node = sc_game_get_root (game);
  ScPosition before;
  gboolean flipped;

  while (node->first_child != NULL)
    node = node->first_child;
  if (node->parent == NULL || sc_game_node_gets_diagram (node, w->options, w->diagram_moves, &flipped))
    return;
  sc_game_position_at (game, node->parent, &before);
  write_move_diagram (w, node, &before, FALSE);
}

/* skak prints the pieces of moves and captions as figurines, or with
 * \usetextfig as the letters of a language it is given. */
static void
append_letters (GString               *out,
                const ScNotationStyle *style,
                ScTexBeyond           *beyond)
{
  static const ScPieceType order[] = { SC_KING, SC_QUEEN, SC_ROOK, SC_BISHOP, SC_KNIGHT, SC_PAWN };
  const ScLanguage *lang = style->language != NULL ? style->language : sc_language_english ();

  if (style->pieces != SC_PIECES_LETTERS)
    return;
  g_string_append (out, "\\settextfigchars[scoresheet]");
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      const char *letter = sc_language_letter (lang, order[i]);

      g_string_append_c (out, '{');
      sc_tex_append_text (out, letter != NULL && *letter != '\0' ? letter : "P", beyond);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "\n\\settextfiglanguage{scoresheet}\n\\usetextfig\n");
}

/* The game's result in bold: after a diagram, on its caption's line. */
static void
write_result (TexWriter  *w,
              const char *result)
{
  g_autoptr(GString) text = g_string_new ("\\textbf{");

  sc_tex_append_text (text, g_str_equal (result, "1/2-1/2") ? "½–½" : result, w->beyond);
  g_string_append (text, "}");
  if (w->diagram_end == w->out->len && w->diagram_end > 0)
    {
      g_string_prepend (text, "\\quad\\normalsize");
      g_string_insert (w->out, (gssize) w->caption_end, text->str);
    }
  else
    {
      begin_piece (w);
      g_string_append (w->out, text->str);
    }
}

/* The signs the moves carry with their names, as the PDF prints them
 * after the games, in the same macros as the moves. */
static void
write_legend (GString     *out,
              GPtrArray   *games,
              ScTexBeyond *beyond)
{
  g_autoptr(GArray) entries = sc_glyph_legend_entries (games);
  g_autoptr(GString) list = g_string_new (NULL);

  if (entries->len == 0)
    return;
  for (guint i = 0; i < entries->len; i++)
    {
      const ScLegendEntry *entry = &g_array_index (entries, ScLegendEntry, i);
      g_auto(GStrv) words = g_strsplit (entry->name, " ", -1);

      /* Each sign with its name on one line; the separator ends a line,
       * never starts one. */
      g_string_append (list, i > 0 ? "~\\textperiodcentered{} \\mbox{" : "\\mbox{");
      if (entry->nag == SC_LEGEND_DRAW_OFFER)
        g_string_append (list, "(=)");
      else
        sc_tex_append_nag (list, entry->nag, beyond);
      for (guint k = 0; words[k] != NULL; k++)
        {
          g_string_append_c (list, ' ');
          sc_tex_append_text (list, words[k], beyond);
        }
      g_string_append_c (list, '}');
    }
  g_string_append (out, "\n\\par\\medskip{\\raggedright\n");
  /* The legend's words as sc_glyph_legend has them. */
  append_filled (out, _("Symbols: %s"), list->str, beyond);
  g_string_append (out, "\\par}\n");
}

static void
write_games (GString               *out,
             GPtrArray             *file_games,
             const ScExportOptions *options,
             ScTexBeyond           *beyond)
{
  g_autoptr(GPtrArray) games = sc_games_with_headings (file_games);

  for (guint g = 0; g < games->len; g++)
    {
      ScGame *game = g_ptr_array_index (games, g);
      g_autoptr(ScGameBlocks) blocks = sc_game_blocks_new (game, options);
      TexWriter w = { out, options, g_string_new (NULL), 0, g_ptr_array_new_with_free_func (g_free), g + 1, 0, FALSE,
                      sc_game_diagram_moves (game, options), 0, 0, FALSE, beyond };
      const char *fen = sc_game_get_tag (game, "FEN");
      g_autofree char *unread = sc_game_unread_note (game);

      if (!blocks->comments_only)
        {
          g_string_append (out, "\n\\section*{");
          sc_tex_append_text (out, blocks->players, beyond);
          g_string_append (out, "}\n");
        }
      if (!blocks->comments_only && *blocks->details != '\0')
        {
          g_string_append (out, "\\emph{");
          sc_tex_append_text (out, blocks->details, beyond);
          g_string_append (out, "}\\par\\nopagebreak\\medskip\n");
        }
      g_ptr_array_add (w.ids, g_strdup_printf ("g%u", g + 1));
      if (fen != NULL)
        append_new_game (out, current_id (&w), sc_game_get_start_position (game));
      else
        g_string_append_printf (out, "\\newchessgame[id=g%u]%%\n", g + 1);
      if (fen != NULL && (options->diagrams & SC_DIAGRAMS_START))
        {
          const ScPosition *start = sc_game_get_start_position (game);
          g_autoptr(GString) caption = g_string_new (NULL);

          sc_tex_append_text (caption, sc_position_side_to_move (start) == SC_WHITE ? _("White to move")
                                                                                    : _("Black to move"),
                              beyond);
          write_diagram (&w, start, NULL, FALSE, caption->str, TRUE);
        }
      sc_game_walk (game, &tex_walker, &w);
      flush (&w);
      if (options->diagrams & SC_DIAGRAMS_END)
        write_end_diagram (&w, game);
      /* The text not read, with its own result if any. */
      if (unread != NULL)
        {
          g_string_append (out, "\\par\\emph{");
          sc_tex_append_text (out, unread, w.beyond);
          g_string_append (out, "}\\par\n");
        }
      else if (blocks->prints_result)
        write_result (&w, sc_game_get_result (game));
      /* A comment after the result ("White wins on time"). */
      if (sc_game_get_closing_comment (game) != NULL)
        on_comment (&w, NULL, NULL, FALSE, sc_game_get_closing_comment (game), 0);
      g_string_append (out, "\n\\par\n");
      g_string_free (w.segment, TRUE);
      g_ptr_array_unref (w.ids);
      g_ptr_array_unref (w.diagram_moves);
    }
  write_legend (out, games, beyond);
}

/* What the file says at its top about the characters pdfLaTeX cannot
 * set, and which engine sets them. */
static void
append_engine_note (GString           *out,
                    const ScTexBeyond *beyond)
{
  glong n_chars = g_utf8_strlen (beyond->chars->str, -1);
  const char *shown_end = g_utf8_offset_to_pointer (beyond->chars->str, MIN (n_chars, 40));

  if (n_chars == 0)
    return;
  g_string_append (out, "% pdflatex cannot set these characters of the text, and prints a boxed ? for them:\n% ");
  g_string_append_len (out, beyond->chars->str, shown_end - beyond->chars->str);
  g_string_append (out, n_chars > 40 ? "…\n" : "\n");
  g_string_append (out,
                   "% Compile the file with lualatex, which takes them from an installed font that has\n"
                   "% them (Noto Serif, DejaVu Serif, FreeSerif, Noto Serif CJK, WenQuanYi Micro Hei …),\n"
                   "% or with xelatex, which takes them from the same fonts.\n");
}

char *
sc_tex_writer_write (GPtrArray             *games,
                     const ScExportOptions *options,
                     const char            *title,
                     char                 **beyond_pdftex)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GString) letters = g_string_new (NULL);
  g_autoptr(GString) body = g_string_new (NULL);
  ScTexBeyond beyond;
  double mm = 25.4 / 72;

  sc_tex_beyond_init (&beyond);
  append_letters (letters, &options->style, &beyond);
  write_games (body, games, options, &beyond);

  g_string_append_printf (out, "%% Written by Scoresheet %s; needs the xskak package.\n", PACKAGE_VERSION);
  append_engine_note (out, &beyond);
  g_string_append_printf (out, "\\documentclass[%s]{article}\n", options->columns > 1 ? "twocolumn" : "onecolumn");
  sc_tex_append_setup (out, &beyond);
  g_string_append_printf (out,
                          "\\usepackage{xskak}\n"
                          "\\setlength{\\paperwidth}{%.1fmm}\n\\setlength{\\paperheight}{%.1fmm}\n"
                          "\\ifLuaTeX\n"
                          "  \\setlength{\\pagewidth}{\\paperwidth}\n  \\setlength{\\pageheight}{\\paperheight}\n"
                          "\\else\n"
                          "  \\setlength{\\pdfpagewidth}{\\paperwidth}\n  \\setlength{\\pdfpageheight}{\\paperheight}\n"
                          "\\fi\n"
                          "\\setlength{\\textwidth}{%.1fmm}\n\\setlength{\\textheight}{%.1fmm}\n"
                          "\\setlength{\\oddsidemargin}{%.1fmm}\n\\setlength{\\evensidemargin}{\\oddsidemargin}\n"
                          "\\setlength{\\topmargin}{%.1fmm}\n\\setlength{\\headheight}{0pt}\n\\setlength{\\headsep}{0pt}\n"
                          "\\setlength{\\parindent}{0pt}\n"
                          "\\newlength{\\scvariationindent}\n\\setlength{\\scvariationindent}{1.5em}\n"
                          "\\setchessboard{boardfontsize=%.0fpt,showmover=true}\n"
                          /* No line breaks after a hyphen of the text, so that castling stays
                           * whole: TeX reads the penalty at the paragraph's end, so it is set for
                           * the whole document. */
                          "\\exhyphenpenalty=10000\n"
                          /* As in the PDF: no single line of a paragraph at a column's foot or
                           * head, and the space a diagram kept with its move leaves at the foot,
                           * not spread between the lines above it. */
                          "\\clubpenalty=10000\n\\widowpenalty=10000\n\\raggedbottom\n"
                          /* Move numbers as in the PDF, 1.e4 and 1...e5, kept on their move's line. */
                          "\\xskaknewstyleitem[opencommands=\\frenchspacing,whiteopen=.,blackopen=\\ldots,afterwhite=\\space,afterblack=\\space]{scoresheet}\n"
                          /* As in the PDF: the main line bold, variations regular, deeper ones
                           * in italics when the options say so. */
                          "\\xskaknewstyle[level=1,styleitem=scoresheet,font=%s,level=2,font=%s,level=3,font=%s]{scoresheet}\n"
                          "\\xskakset{style=scoresheet}\n",
                          options->paper_width * mm, options->paper_height * mm,
                          (options->paper_width - 2 * options->margin) * mm,
                          (options->paper_height - 2 * options->margin - 24) * mm,
                          options->margin * mm - 25.4, options->margin * mm - 25.4,
                          MIN (options->diagram_size, 200) / 8, level_font (options, 1), level_font (options, 2),
                          level_font (options, 3));
  g_string_append (out, letters->str);
  g_string_append (out, "\\begin{document}\n");
  if (title != NULL)
    {
      g_autoptr(GString) info = g_string_new ("/Title ");

      sc_tex_append_pdf_string (info, title);
      g_string_append_printf (out, "\\ifLuaTeX\\pdfextension info{%s}\\else\\ifXeTeX\\special{pdf:docinfo<<%s>>}"
                              "\\else\\pdfinfo{%s}\\fi\\fi\n", info->str, info->str, info->str);
    }
  g_string_append (out, body->str);
  g_string_append (out, "\\end{document}\n");
  if (beyond_pdftex != NULL)
    *beyond_pdftex = beyond.chars->len > 0 ? g_strdup (beyond.chars->str) : NULL;
  sc_tex_beyond_clear (&beyond);
  return g_string_free (out, FALSE);
}
