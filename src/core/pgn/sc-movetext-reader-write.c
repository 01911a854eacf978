/* sc-movetext-reader-write.c: writing a game's movetext as it is read,
 * without a tree
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-comment-regions.h"
#include "sc-movetext-reader-private.h"

/* Written text is handed on once there is this much of it. */
#define FLUSH_SIZE (64 * 1024)
/* A line longer than this (a comment after ';') goes on in pieces. */
#define MAX_LINE_KEPT 256

/* Hands on the text written so far but for the line being written,
 * when short, which the writer may yet break earlier
 * (sc-movetext-writer.c). */
static void
flush_but_last_line (Reader *r)
{
  gsize line, tail;
  char kept[MAX_LINE_KEPT];

  for (line = r->out->len; line > 0 && r->out->str[line - 1] != '\n' && r->out->len - line <= sizeof kept; line--)
    ;
  tail = r->out->len - line;
  if (tail > sizeof kept)
    tail = 0;
  memcpy (kept, r->out->str + r->out->len - tail, tail);
  g_string_truncate (r->out, r->out->len - tail);
  r->flush (r->out, r->flush_data);
  g_string_truncate (r->out, 0);
  g_string_append_len (r->out, kept, (gssize) tail);
}

/* Without a tree, the text written so far goes on once there is enough.
 * Inlined: it is asked after every move. */
static inline void
maybe_flush (Reader *r)
{
  if (r->mode == READ_WRITE && r->flush != NULL && r->out->len >= FLUSH_SIZE)
    flush_but_last_line (r);
}

static void
flush_piece (gpointer user_data)
{
  maybe_flush (user_data);
}

static void
write_comments (Reader             *r,
                const ScTextRegion *regions,
                guint               n_regions,
                gboolean            after_move)
{
  /* Most moves have none: then there is nothing to measure. */
  for (guint i = 0; i < n_regions; i++)
    if (regions[i].end != 0)
      {
        sc_comment_regions_write (r->lex.text, r->lex.len, regions, n_regions, after_move,
                                  r->writer, flush_piece, r);
        return;
      }
}

/* Writes what follows the pending node, whose move is written: its
 * marks with those noted for it after its variations, then its
 * comments, likewise. */
void
sc_movetext_reader_write_pending (Reader    *r,
                                  GameState *g)
{
  ScTextRegion regions[2] = { { g->after_start, g->after_end }, { 0, 0 } };
  ScGameNode *marks = &g->pending_marks;
  ScLateNote *note;

  if (!g->pending)
    return;
  g->pending = FALSE;
  note = r->notes != NULL ? sc_movetext_notes_get (r->notes, g->pending_key, FALSE) : NULL;
  /* Most moves have nothing after them. */
  if (note == NULL && marks->n_nags == 0 && !marks->draw_offer && g->after_end == 0)
    {
      maybe_flush (r);
      return;
    }
  if (note != NULL)
    {
      for (guint i = 0; i < note->marks.n_nags; i++)
        sc_game_node_add_nag (marks, note->marks.nags[i]);
      marks->draw_offer = marks->draw_offer || note->marks.draw_offer;
      regions[1] = (ScTextRegion) { note->comments_start, note->comments_end };
    }
  sc_movetext_writer_marks (r->writer, marks->nags, marks->n_nags, marks->draw_offer);
  write_comments (r, regions, G_N_ELEMENTS (regions), !g->pending_root);
  g_clear_pointer (&marks->nags, g_free);
  marks->n_nags = 0;
  marks->draw_offer = FALSE;
  g->after_end = 0;
  maybe_flush (r);
}

/* Writing without a tree: the node before is complete; a variation's
 * first move opens it, after the comments before the move. The move is
 * written at once, in the position before it; its marks and comments
 * follow once read. */
void
sc_movetext_reader_write_move_start (Reader            *r,
                                     GameState         *g,
                                     const Line        *line,
                                     ScMove             move,
                                     const ScMoveParse *parse,
                                     gsize              key)
{
  sc_movetext_reader_write_pending (r, g);
  if (!line->has_move && g->lines->len > 1)
    {
      ScTextRegion before = { g->before_start, g->before_end };

      sc_movetext_writer_variation_start (r->writer);
      sc_movetext_writer_nags_before (r->writer, g->before_marks.nags, g->before_marks.n_nags_before);
      g_clear_pointer (&g->before_marks.nags, g_free);
      g->before_marks.n_nags_before = 0;
      write_comments (r, &before, 1, FALSE);
      g->before_end = 0;
    }
  sc_movetext_writer_move (r->writer, &line->pos, move);
  g->pending = TRUE;
  g->pending_root = FALSE;
  g->pending_key = key;
  g->after_end = 0;
  if (parse != NULL)
    {
      g->pending_marks.draw_offer = parse->draw_offer;
      for (guint i = parse->n_nags; i > 0; i--)
        sc_game_node_add_nag (&g->pending_marks, parse->nags[i - 1]);
    }
}
