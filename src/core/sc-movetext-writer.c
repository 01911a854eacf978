/* sc-movetext-writer.c: a game's moves, comments and variations as text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game walker visits the tree with an explicit stack, so the depth
 * of variations is bounded by memory, not by the C stack.
 */
#include "config.h"

#include <string.h>

#include "sc-format.h"
#include "sc-game-walker.h"
#include "sc-movetext-writer.h"
#include "sc-nag.h"

#define WRAP_COLUMN 79
#define SPACES      " \n\t"

typedef struct {
  GString               *out;
  const ScNotationStyle *style;
  ScMovetextFlags        flags;
  gsize                  column;       /* characters on the current line so far */
  gboolean               need_number;  /* Black's move needs "N..." */
  gboolean               glue;         /* the next token follows without a space */
  GString               *token;
} Writer;

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
  /* Words, so that a long comment wraps like the moves around it; each
   * made in w->token, as a comment can be megabytes of them. */
  for (const char *p = comment + strspn (comment, SPACES); *p != '\0';)
    {
      gsize len = strcspn (p, SPACES);

      g_string_assign (w->token, first ? "{" : "");
      g_string_append_len (w->token, p, (gssize) len);
      p += len;
      p += strspn (p, SPACES);
      if (*p == '\0')
        g_string_append_c (w->token, '}');
      emit (w, w->token->str);
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
write_move (gpointer          user_data,
            const ScGameNode *node,
            const ScPosition *pos,
            guint             depth,
            gboolean          needs_number)
{
  Writer *w = user_data;
  ScColor color = sc_position_side_to_move (pos);
  gboolean pgn = (w->flags & SC_MOVETEXT_PGN) != 0;

  /* The number and its move are one token, so a line never ends between them. */
  g_string_truncate (w->token, 0);
  if (color == SC_WHITE || needs_number || w->need_number)
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
}

static void
write_comment (gpointer          user_data,
               const ScGameNode *node,
               gboolean          before,
               const char       *text,
               guint             depth)
{
  emit_comment (user_data, text);
}

static void
write_variation_start (gpointer          user_data,
                       const ScGameNode *first,
                       guint             depth)
{
  Writer *w = user_data;

  emit (w, "(");
  w->glue = TRUE;
}

static void
write_variation_end (gpointer user_data,
                     guint    depth)
{
  Writer *w = user_data;

  w->glue = TRUE;
  emit (w, ")");
}

static const ScGameWalker movetext_walker = {
  write_move,
  write_comment,
  write_variation_start,
  write_variation_end,
};

void
sc_write_movetext (GString               *out,
                   ScGame                *game,
                   const ScNotationStyle *style,
                   ScMovetextFlags        flags)
{
  Writer w = { out, style, flags, 0, FALSE, FALSE, g_string_new (NULL) };
  const char *result = sc_game_get_result (game);

  /* Go on from the column where out ends. */
  {
    const char *line = out->str + out->len;

    while (line > out->str && line[-1] != '\n')
      line--;
    w.column = (gsize) g_utf8_strlen (line, (gssize) (out->str + out->len - line));
  }

  emit_nags (&w, sc_game_get_root (game));
  sc_game_walk (game, &movetext_walker, &w);

  if (!(flags & SC_MOVETEXT_PGN) && g_str_equal (result, "1/2-1/2"))
    result = "½-½";
  if (!(flags & SC_MOVETEXT_NO_RESULT))
    emit (&w, result);
  g_string_free (w.token, TRUE);
}
