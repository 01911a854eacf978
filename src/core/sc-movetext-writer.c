/* sc-movetext-writer.c: a game's moves, comments and variations as text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tree is walked with an explicit stack of lines, so the depth of
 * variations is bounded by memory, not by the C stack.
 */
#include "config.h"

#include <string.h>

#include "sc-format.h"
#include "sc-movetext-writer.h"
#include "sc-nag.h"

#define WRAP_COLUMN 79

typedef struct {
  GString               *out;
  const ScNotationStyle *style;
  ScMovetextFlags        flags;
  gsize                  column;       /* characters on the current line so far */
  gboolean               need_number;  /* Black's move needs "N..." */
  gboolean               glue;         /* the next token follows without a space */
  GString               *token;
} Writer;

/* One line being written: the next node in it and the position before it,
 * and the variations of the move just written, still to be written. */
typedef struct {
  const ScGameNode *node;
  ScPosition        pos;
  const ScGameNode *variation;
  ScPosition        variation_pos;
} Frame;

/* Columns count characters: figurines take three bytes each. */
static gsize
text_width (const char *token,
            gsize       len)
{
  gsize width = len;

  for (gsize i = 0; i < len; i++)
    if (((guchar) token[i] & 0xC0) == 0x80)
      width--;
  return width;
}

static void
emit (Writer     *w,
      const char *token)
{
  gsize len = strlen (token);
  gsize width = text_width (token, len);

  if (w->out->len > 0)
    {
      /* Glued tokens wrap too: thousands of ")" closing deep variations
       * must not make one endless line, and a line break between "(" and
       * a move, or ")" and ")", reads back the same. */
      if ((w->flags & SC_MOVETEXT_WRAP) && w->column > 0 &&
          w->column + (w->glue ? 0 : 1) + width > WRAP_COLUMN)
        {
          g_string_append_c (w->out, '\n');
          w->column = 0;
        }
      else if (w->column > 0 && !w->glue)
        {
          g_string_append_c (w->out, ' ');
          w->column++;
        }
    }
  w->column += width;
  g_string_append_len (w->out, token, (gssize) len);
  w->glue = FALSE;
}

static void
emit_comment (Writer     *w,
              const char *comment)
{
  g_auto(GStrv) words = NULL;
  gboolean first = TRUE;

  if (comment == NULL)
    return;
  /* A brace comment cannot hold "}"; such a comment runs after ";" to the
   * end of its own line, which the reader takes back the same. */
  if (strchr (comment, '}') != NULL)
    {
      g_autofree char *line = g_strconcat (";", comment, NULL);

      g_strdelimit (line, "\r\n", ' ');
      emit (w, line);
      g_string_append_c (w->out, '\n');
      w->column = 0;
      w->need_number = TRUE;
      return;
    }
  if (!(w->flags & SC_MOVETEXT_WRAP))
    {
      g_autofree char *braced = g_strdup_printf ("{%s}", comment);

      emit (w, braced);
      w->need_number = TRUE;
      return;
    }
  /* Words, so that a long comment wraps like the moves around it. */
  words = g_strsplit_set (comment, " \n\t", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *word = NULL;
      gboolean last = TRUE;

      if (*words[i] == '\0')
        continue;
      for (guint j = i + 1; words[j] != NULL && last; j++)
        last = *words[j] == '\0';
      word = g_strconcat (first ? "{" : "", words[i], last ? "}" : "", NULL);
      emit (w, word);
      first = FALSE;
    }
  if (first)
    emit (w, "{}");
  w->need_number = TRUE;
}

static void
emit_nags (Writer           *w,
           const ScGameNode *node)
{
  for (guint i = 0; i < node->n_nags; i++)
    {
      guint nag = node->nags[i];
      const char *glyph = sc_nag_glyph (nag);
      char dollar[8];

      if (w->flags & SC_MOVETEXT_PGN || glyph == NULL)
        {
          g_snprintf (dollar, sizeof dollar, "$%u", nag);
          emit (w, dollar);
        }
      else
        {
          /* Move assessments stick to the move: "Nf3!?"; the rest stand apart. */
          w->glue = nag >= 1 && nag <= 6;
          emit (w, glyph);
        }
    }
}

/* "12. " or "12... ", without printf: this runs for every move. */
static void
append_move_number (GString *token,
                    guint    number,
                    ScColor  color)
{
  char digits[12];
  guint n = 0;

  do
    {
      digits[n++] = (char) ('0' + number % 10);
      number /= 10;
    }
  while (number > 0);
  while (n > 0)
    g_string_append_c (token, digits[--n]);
  g_string_append (token, color == SC_WHITE ? ". " : "... ");
}

static void
emit_move (Writer           *w,
           const ScGameNode *node,
           const ScPosition *pos)
{
  ScColor color = sc_position_side_to_move (pos);

  gboolean pgn = (w->flags & SC_MOVETEXT_PGN) != 0;

  emit_comment (w, node->comment_before);
  /* The number and its move are one token, so a line never ends between them. */
  g_string_truncate (w->token, 0);
  if (color == SC_WHITE || w->need_number)
    append_move_number (w->token, pos->fullmove_number, color);
  /* PGN has no draw offer mark; it travels as the comment "(=)", which
   * the reader turns back into the mark. */
  sc_format_move (w->token, pos, node->move, w->style,
                  node->draw_offer && !pgn ? SC_FORMAT_DRAW_OFFER : SC_FORMAT_DEFAULT);
  emit (w, w->token->str);
  w->need_number = FALSE;
  emit_nags (w, node);
  if (node->draw_offer && pgn)
    emit_comment (w, "(=)");
  emit_comment (w, node->comment_after);
}

static void
after_move (const ScGameNode *node,
            ScPosition       *pos)
{
  ScUndo undo;

  if (node->move == SC_MOVE_NULL)
    sc_position_make_null_move (pos, &undo);
  else
    sc_position_make_move (pos, node->move, &undo);
}

void
sc_write_movetext (GString               *out,
                   ScGame                *game,
                   const ScNotationStyle *style,
                   ScMovetextFlags        flags)
{
  Writer w = { out, style, flags, 0, TRUE, FALSE, g_string_new (NULL) };
  const ScGameNode *root = sc_game_get_root (game);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  Frame first = { .node = root->first_child, .pos = *sc_game_get_start_position (game) };
  const char *result = sc_game_get_result (game);

  /* Go on from the column where out ends. */
  {
    const char *line = out->str + out->len;

    while (line > out->str && line[-1] != '\n')
      line--;
    w.column = (gsize) g_utf8_strlen (line, (gssize) (out->str + out->len - line));
  }

  emit_nags (&w, root);
  emit_comment (&w, root->comment_after);
  w.need_number = TRUE;

  g_array_append_val (stack, first);
  while (stack->len > 0)
    {
      Frame *f = &g_array_index (stack, Frame, stack->len - 1);

      if (f->variation != NULL)
        {
          Frame variation = { .node = f->variation, .pos = f->variation_pos };

          f->variation = f->variation->next_sibling;
          emit (&w, "(");
          w.glue = TRUE;
          w.need_number = TRUE;
          g_array_append_val (stack, variation);
          continue;
        }
      if (f->node == NULL)
        {
          g_array_set_size (stack, stack->len - 1);
          if (stack->len > 0)
            {
              w.glue = TRUE;
              emit (&w, ")");
              w.need_number = TRUE;
            }
          continue;
        }

      emit_move (&w, f->node, &f->pos);
      if (f->node->parent != NULL && f->node->parent->first_child == f->node &&
          f->node->next_sibling != NULL)
        {
          f->variation = f->node->next_sibling;
          f->variation_pos = f->pos;
        }
      after_move (f->node, &f->pos);
      f->node = f->node->first_child;
    }

  if (!(flags & SC_MOVETEXT_PGN) && g_str_equal (result, "1/2-1/2"))
    result = "½-½";
  if (!(flags & SC_MOVETEXT_NO_RESULT))
    emit (&w, result);
  g_string_free (w.token, TRUE);
}
