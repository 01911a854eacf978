/* sc-comment-regions.c: comments written from where they lie in the text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game written without its tree (sc_stream_movetext ()) writes each
 * move's comments from the text rather than from a copy: they are read
 * twice, once to measure them (a comment that holds "}" is written after
 * ";" to the end of its line, so its width must be known first) and once
 * to write them.
 */
#include "config.h"

#include <string.h>

#include "sc-comment-regions.h"

ScCommentKind
sc_comment_token_kind (const ScMovetextLexer *lex,
                       const ScToken         *t,
                       gsize                 *end)
{
  const char *nul = memchr (lex->text + t->start, '\0', t->end - t->start);
  gsize start = t->start, last;

  *end = nul != NULL ? (gsize) (nul - lex->text) : t->end;
  last = *end;
  while (start < last && sc_movetext_is_comment_space (lex->text[start]))
    start++;
  while (last > start && sc_movetext_is_comment_space (lex->text[last - 1]))
    last--;
  if (start == last)
    return SC_COMMENT_EMPTY;
  if (last - start == 3 && memcmp (lex->text + start, "(=)", 3) == 0)
    return SC_COMMENT_DRAW_OFFER;
  return SC_COMMENT_TEXT;
}

typedef void (*CommentFunc) (const char *text,
                             gsize       length,
                             gpointer    data);

static void
foreach_comment (const char         *text,
                 gsize               length,
                 const ScTextRegion *regions,
                 guint               n_regions,
                 gboolean            after_move,
                 CommentFunc         func,
                 gpointer            data)
{
  for (guint i = 0; i < n_regions; i++)
    {
      ScMovetextLexer lex = { text, length, regions[i].start };
      guint depth = 0;

      if (regions[i].end == 0)
        continue;
      while (lex.at < regions[i].end)
        {
          ScToken t = sc_movetext_next_token (&lex);
          ScCommentKind kind;
          gsize end;

          if (t.type == SC_TOKEN_OPEN)
            depth++;
          else if (t.type == SC_TOKEN_CLOSE && depth > 0)
            depth--;
          else if (t.type == SC_TOKEN_END || t.type == SC_TOKEN_TAG || t.type == SC_TOKEN_UNTERMINATED)
            break;
          if (t.type != SC_TOKEN_COMMENT || depth > 0)
            continue;
          kind = sc_comment_token_kind (&lex, &t, &end);
          if (kind == SC_COMMENT_EMPTY || (kind == SC_COMMENT_DRAW_OFFER && after_move))
            continue;
          func (text + t.start, end - t.start, data);
        }
    }
}

typedef struct {
  gboolean any;
  gboolean brace;
  gsize    width;   /* as one line: ";" and the words, a space between */
} Measure;

static void
measure_comment (const char *text,
                 gsize       length,
                 gpointer    data)
{
  Measure *m = data;
  const char *end = text + length;

  m->brace = m->brace || memchr (text, '}', length) != NULL;
  for (const char *p = text; p < end;)
    {
      const char *word;

      while (p < end && sc_movetext_is_comment_space (*p))
        p++;
      word = p;
      while (p < end && !sc_movetext_is_comment_space (*p))
        p++;
      if (p > word)
        {
          m->width += (m->any ? 1 : 0) + sc_movetext_width (word, (gsize) (p - word));
          m->any = TRUE;
        }
    }
}

typedef struct {
  ScMovetextWriter *w;
  gboolean          first;
  void            (*piece_written) (gpointer user_data);
  gpointer          user_data;
} Writing;

/* Pieces this long at most, each ending where a character does. */
#define PIECE_SIZE (64 * 1024)

static void
write_comment (const char *text,
               gsize       length,
               gpointer    data)
{
  Writing *writing = data;

  /* Comments in a row are one, a space between them. */
  if (!writing->first)
    sc_movetext_writer_comment_words (writing->w, " ", 1);
  writing->first = FALSE;
  for (gsize at = 0, piece; at < length; at += piece)
    {
      piece = MIN (PIECE_SIZE, length - at);
      while (at + piece < length && piece > 1 && ((guchar) text[at + piece] & 0xC0) == 0x80)
        piece--;
      sc_movetext_writer_comment_words (writing->w, text + at, piece);
      writing->piece_written (writing->user_data);
    }
}

void
sc_comment_regions_write (const char            *text,
                          gsize                  length,
                          const ScTextRegion    *regions,
                          guint                  n_regions,
                          gboolean               after_move,
                          ScMovetextWriter      *w,
                          void                 (*piece_written) (gpointer user_data),
                          gpointer               user_data)
{
  Measure m = { FALSE, FALSE, 1 };
  Writing writing = { w, TRUE, piece_written, user_data };

  foreach_comment (text, length, regions, n_regions, after_move, measure_comment, &m);
  if (!m.any)
    return;
  sc_movetext_writer_comment_begin (w, m.brace, m.width);
  foreach_comment (text, length, regions, n_regions, after_move, write_comment, &writing);
  sc_movetext_writer_comment_end (w);
}
