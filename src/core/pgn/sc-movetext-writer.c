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
#include "sc-string.h"

#define WRAP_COLUMN 79
#define MAX_KEPT_WORD (4 * 1024)

struct _ScMovetextWriter {
  GString               *out;
  const ScNotationStyle *style;
  ScMovetextFlags        flags;
  gsize                  column;       /* characters on the current line so far */
  gboolean               need_number;  /* Black's move needs "N..." */
  gboolean               glue;         /* the next token follows without a space */
  GString               *token;
  /* A comment given in pieces (sc_movetext_writer_comment_begin ()). */
  gboolean               one_line;
  gboolean               first_word;
  gboolean               in_word;      /* the last text given ended inside a word */
  /* Inside "[%clk 1:23:45]" and its like: the command is one word, its
   * spaces kept as one, so that no line ends inside it. */
  gboolean               in_command;
  gboolean               command_space; /* a space is due before the command's next word */
  GString               *word;         /* the last word seen, not yet written */
};

/* Inlined here: it runs for every token written. */
static inline gsize
text_width (const char *text,
            gsize       length)
{
  gsize width = length;

  for (gsize i = 0; i < length; i++)
    if (((guchar) text[i] & 0xC0) == 0x80)
      width--;
  return width;
}

gsize
sc_movetext_width (const char *text,
                   gsize       length)
{
  return text_width (text, length);
}

/* Whether the space at space ends a move number ("12." or "12..."),
 * which stays with its move. */
static gboolean
ends_move_number (const GString *out,
                  gsize          line,
                  gsize          space)
{
  gsize at = space;

  while (at > line && out->str[at - 1] == '.')
    at--;
  if (at == space)
    return FALSE;
  space = at;
  while (at > line && g_ascii_isdigit (out->str[at - 1]))
    at--;
  return at < space && (at == line || out->str[at - 1] == ' ' || out->str[at - 1] == '(');
}

/* A line of movetext that starts with '%' is an escape line, and one
 * that starts with '[' a tag pair to readers that go by lines: such a
 * token is not wrapped onto a line of its own. The line breaks earlier
 * instead, at its last space before a token that may start a line, if
 * it has one. The reader's flushing keeps the line being written in
 * out, so that both writers find the same spaces. */
static gboolean
break_earlier (ScMovetextWriter *w)
{
  GString *out = w->out;
  gsize line = out->len;
  gboolean in_command = FALSE;

  if (out->len < 2)
    return FALSE;
  while (line > 0 && out->str[line - 1] != '\n')
    line--;
  /* Read backwards: past a "]", inside a command until its "[%", where
   * no line may break. */
  for (gsize space = out->len - 2; space > line; space--)
    {
      char next = out->str[space + 1];

      if (next == ']')
        in_command = TRUE;
      else if (out->str[space] == '[' && next == '%')
        in_command = FALSE;
      if (out->str[space] != ' ' || in_command || next == '%' || next == '[' || ends_move_number (out, line, space))
        continue;
      out->str[space] = '\n';
      w->column = text_width (out->str + space + 1, out->len - space - 1);
      return TRUE;
    }
  return FALSE;
}

/* Whether a token of width characters goes past the line's end.
 * Glued tokens wrap too: thousands of ")" closing deep variations
 * must not make one endless line, and a line break between "(" and
 * a move, or ")" and ")", reads back the same. */
static inline gboolean
goes_past_line_end (const ScMovetextWriter *w,
                    gsize                   width)
{
  return (w->flags & SC_MOVETEXT_WRAP) && w->column > 0 &&
         w->column + (w->glue ? 0 : 1) + width > WRAP_COLUMN;
}

/* Starts a token of width characters that begins with first: on a new
 * line where it would not fit, else after a space unless glued. */
static void
break_before (ScMovetextWriter *w,
              char              first,
              gsize             width)
{
  gboolean wrap = goes_past_line_end (w, width);

  if (wrap && (first == '%' || first == '['))
    {
      /* Failing that, the line runs long. */
      break_earlier (w);
      wrap = FALSE;
    }
  /* A glued token takes what it is glued to onto the new line: "(" stays
   * with its first move, and ")" with its last, where the line has a
   * space to break at; a line of nothing but ")" still wraps. */
  if (wrap && w->glue && break_earlier (w))
    wrap = w->column + width > WRAP_COLUMN;
  if (wrap)
    {
      g_string_append_c (w->out, '\n');
      w->column = 0;
    }
  else if (w->column > 0 && !w->glue)
    {
      g_string_append_c (w->out, ' ');
      w->column++;
    }
  w->column += width;
  w->glue = FALSE;
}

static void
emit_len (ScMovetextWriter *w,
          const char       *token,
          gsize             len)
{
  break_before (w, len > 0 ? token[0] : '\0', text_width (token, len));
  sc_string_append_bytes (w->out, token, len);
}

static void
emit (ScMovetextWriter *w,
      const char       *token)
{
  emit_len (w, token, strlen (token));
}

/* After ";", to the end of its own line: a brace comment cannot hold "}". */
static void
line_comment_begin (ScMovetextWriter *w,
                    gsize             width)
{
  break_before (w, ';', width);
  g_string_append_c (w->out, ';');
}

static void
line_comment_end (ScMovetextWriter *w)
{
  g_string_append_c (w->out, '\n');
  w->column = 0;
  w->need_number = TRUE;
}

void
sc_movetext_writer_comment_begin (ScMovetextWriter *w,
                                  gboolean          one_line,
                                  gsize             width)
{
  g_return_if_fail (w->flags & SC_MOVETEXT_WRAP);

  w->one_line = one_line;
  w->first_word = TRUE;
  w->in_word = FALSE;
  w->in_command = FALSE;
  w->command_space = FALSE;
  g_string_truncate (w->word, 0);
  if (one_line)
    line_comment_begin (w, width);
}

void
sc_movetext_writer_comment_words (ScMovetextWriter *w,
                                  const char       *text,
                                  gsize             length)
{
  const char *end = text + length;

  for (const char *p = text; p < end;)
    {
      const char *word;

      if (sc_movetext_is_comment_space (*p))
        {
          if (w->in_command && w->in_word && !w->one_line)
            w->command_space = TRUE;
          else
            w->in_word = FALSE;
          while (p < end && sc_movetext_is_comment_space (*p))
            p++;
          continue;
        }
      word = p;
      while (p < end && !sc_movetext_is_comment_space (*p))
        {
          if (*p == '[' && p + 1 < end && p[1] == '%')
            w->in_command = TRUE;
          else if (*p == ']')
            w->in_command = FALSE;
          p++;
        }
      if (w->command_space)
        {
          g_string_append_c (w->word, ' ');
          w->command_space = FALSE;
        }
      /* A word may go on from the text given before. */
      if (!w->in_word)
        {
          if (w->one_line && !w->first_word)
            g_string_append_c (w->out, ' ');
          /* Each word is written once the next one begins: the last
           * takes the "}". */
          if (!w->one_line && !w->first_word)
            emit_len (w, w->word->str, w->word->len);
          if (!w->one_line)
            g_string_assign (w->word, w->first_word ? "{" : "");
          w->first_word = FALSE;
          w->in_word = TRUE;
        }
      if (w->one_line)
        g_string_append_len (w->out, word, p - word);
      else
        g_string_append_len (w->word, word, p - word);
    }
}

void
sc_movetext_writer_comment_end (ScMovetextWriter *w)
{
  if (w->one_line)
    {
      line_comment_end (w);
      return;
    }
  if (w->first_word)
    emit (w, "{}");
  else
    {
      g_string_append_c (w->word, '}');
      emit_len (w, w->word->str, w->word->len);
    }
  w->need_number = TRUE;
}

static void
emit_comment (ScMovetextWriter *w,
              const char       *comment)
{
  if (comment == NULL)
    return;
  /* Such a comment runs after ";" to the end of its own line, which the
   * reader takes back the same. */
  if (strchr (comment, '}') != NULL)
    {
      g_autofree char *line = g_strdup (comment);

      g_strdelimit (line, "\r\n", ' ');
      line_comment_begin (w, 1 + text_width (line, strlen (line)));
      g_string_append (w->out, line);
      line_comment_end (w);
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
   * made in place, as a comment can be megabytes of them. */
  sc_movetext_writer_comment_begin (w, FALSE, 0);
  sc_movetext_writer_comment_words (w, comment, strlen (comment));
  sc_movetext_writer_comment_end (w);
}

/* before: NAGs written before a move, which none is glued to. */
static void
emit_nags (ScMovetextWriter *w,
           const guint8     *nags,
           guint             n_nags,
           gboolean          before)
{
  for (guint i = 0; i < n_nags; i++)
    {
      guint nag = nags[i];
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
          w->glue = !before && sc_nag_is_move_assessment (nag);
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
  if (color == SC_WHITE)
    sc_string_append_bytes (token, ". ", 2);
  else
    sc_string_append_bytes (token, "... ", 4);
}

void
sc_movetext_writer_move (ScMovetextWriter *w,
                         const ScPosition *pos,
                         ScMove            move)
{
  ScColor color = sc_position_side_to_move (pos);
  GString *out = w->out;
  gsize before = out->len, start, width;
  gboolean space = w->column > 0 && !w->glue;

  /* The number and its move are one token, so a line never ends between
   * them. It is written in place, after its space, without a copy; the
   * few that do not fit on the line are taken back and emitted as a
   * token, which finds where the line breaks. */
  if (space)
    g_string_append_c (out, ' ');
  start = out->len;
  if (color == SC_WHITE || w->need_number)
    append_move_number (out, pos->fullmove_number, color);
  sc_format_move (out, pos, move, w->style, SC_FORMAT_DEFAULT);
  w->need_number = FALSE;
  width = text_width (out->str + start, out->len - start);
  if (goes_past_line_end (w, width))
    {
      g_string_truncate (w->token, 0);
      g_string_append_len (w->token, out->str + start, (gssize) (out->len - start));
      g_string_truncate (out, before);
      emit_len (w, w->token->str, w->token->len);
      return;
    }
  w->column += (space ? 1 : 0) + width;
  w->glue = FALSE;
}

void
sc_movetext_writer_marks (ScMovetextWriter *w,
                          const guint8     *nags,
                          guint             n_nags,
                          gboolean          draw_offer)
{
  guint8 assessments[G_MAXUINT8], others[G_MAXUINT8];
  guint n_assessments = 0, n_others = 0;

  /* PGN has no draw offer mark; it travels as the comment "(=)", which
   * the reader turns back into the mark. */
  if (!draw_offer || (w->flags & SC_MOVETEXT_PGN))
    {
      emit_nags (w, nags, n_nags, FALSE);
      if (draw_offer)
        emit_comment (w, "(=)");
      return;
    }
  /* Elsewhere the offer follows the move's assessment: "Nf3!?(=) ±". */
  for (guint i = 0; i < MIN (n_nags, G_MAXUINT8); i++)
    {
      if (sc_nag_is_move_assessment (nags[i]))
        assessments[n_assessments++] = nags[i];
      else
        others[n_others++] = nags[i];
    }
  emit_nags (w, assessments, n_assessments, FALSE);
  w->glue = TRUE;
  emit (w, "(=)");
  emit_nags (w, others, n_others, FALSE);
}

void
sc_movetext_writer_nags_before (ScMovetextWriter *w,
                                const guint8     *nags,
                                guint             n_nags)
{
  emit_nags (w, nags, n_nags, TRUE);
}

void
sc_movetext_writer_variation_start (ScMovetextWriter *w)
{
  emit (w, "(");
  w->glue = TRUE;
  w->need_number = TRUE;
}

void
sc_movetext_writer_variation_end (ScMovetextWriter *w)
{
  w->glue = TRUE;
  emit (w, ")");
  w->need_number = TRUE;
}

void
sc_movetext_writer_result (ScMovetextWriter *w,
                           const char       *result)
{
  if (!(w->flags & SC_MOVETEXT_PGN) && g_str_equal (result, "1/2-1/2"))
    result = "½-½";
  if (!(w->flags & SC_MOVETEXT_NO_RESULT))
    emit (w, result);
}

void
sc_movetext_writer_closing_comment (ScMovetextWriter *w,
                                    const char       *comment)
{
  if (!(w->flags & SC_MOVETEXT_NO_RESULT))
    emit_comment (w, comment);
}

void
sc_movetext_writer_restart (ScMovetextWriter      *w,
                            GString               *out,
                            const ScNotationStyle *style,
                            ScMovetextFlags        flags)
{
  const char *line = out->str + out->len;

  /* token and word are emptied where each is begun; a word that grew
   * large (a comment of one long word) does not keep its room. */
  if (w->word->allocated_len > MAX_KEPT_WORD)
    {
      g_string_free (w->word, TRUE);
      w->word = g_string_new (NULL);
    }
  *w = (ScMovetextWriter) { .out = out, .style = style, .flags = flags, .token = w->token, .word = w->word };
  /* The first move shows its number, whoever moves. */
  w->need_number = TRUE;
  /* Go on from the column where out ends. */
  while (line > out->str && line[-1] != '\n')
    line--;
  w->column = (gsize) g_utf8_strlen (line, (gssize) (out->str + out->len - line));
}

ScMovetextWriter *
sc_movetext_writer_new (GString               *out,
                        const ScNotationStyle *style,
                        ScMovetextFlags        flags)
{
  ScMovetextWriter *w = g_new0 (ScMovetextWriter, 1);

  w->token = g_string_new (NULL);
  w->word = g_string_new (NULL);
  sc_movetext_writer_restart (w, out, style, flags);
  return w;
}

void
sc_movetext_writer_free (ScMovetextWriter *w)
{
  g_string_free (w->token, TRUE);
  g_string_free (w->word, TRUE);
  g_free (w);
}

static void
write_move (gpointer          user_data,
            const ScGameNode *node,
            const ScPosition *pos,
            guint             depth,
            gboolean          needs_number)
{
  ScMovetextWriter *w = user_data;

  /* Else written before the comment before the move (write_comment ()). */
  if (node->comment_before == NULL)
    emit_nags (w, sc_game_node_nags_before (node), node->n_nags_before, TRUE);
  /* The writer knows where a number is needed: after the start, a
   * comment or a variation's end, as the walker does. */
  sc_movetext_writer_move (w, pos, node->move);
  sc_movetext_writer_marks (w, node->nags, node->n_nags, node->draw_offer);
}

static void
write_comment (gpointer          user_data,
               const ScGameNode *node,
               const ScPosition *pos,
               gboolean          before,
               const char       *text,
               guint             depth)
{
  if (before)
    emit_nags (user_data, sc_game_node_nags_before (node), node->n_nags_before, TRUE);
  emit_comment (user_data, text);
}

static void
write_variation_start (gpointer          user_data,
                       const ScGameNode *first,
                       guint             depth)
{
  sc_movetext_writer_variation_start (user_data);
}

static void
write_variation_end (gpointer user_data,
                     guint    depth)
{
  sc_movetext_writer_variation_end (user_data);
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
  ScMovetextWriter *w = sc_movetext_writer_new (out, style, flags);
  const ScGameNode *root = sc_game_get_root (game);

  emit_nags (w, root->nags, root->n_nags, FALSE);
  sc_game_walk (game, &movetext_walker, w);
  sc_movetext_writer_result (w, sc_game_get_result (game));
  sc_movetext_writer_closing_comment (w, sc_game_get_closing_comment (game));
  sc_movetext_writer_free (w);
}
