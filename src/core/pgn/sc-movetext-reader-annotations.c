/* sc-movetext-reader-annotations.c: the comments, NAGs and draw offers
 * of a game's moves, kept in the tree, noted, or held for writing
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-comment-regions.h"
#include "sc-movetext-reader-private.h"

/* Without a tree: whether the current line's node is still being read,
 * so that what it gets now is written with it. */
static gboolean
node_pending (GameState  *g,
              const Line *line)
{
  return (line->has_move || g->lines->len == 1) && !line->passed;
}

/* Checking: the note for what line's node gets after its variations. */
static ScLateNote *
late_note (Reader     *r,
           const Line *line)
{
  /* Writing in one pass, with no notes from a check before: too late. */
  if (r->mode == READ_WRITE && r->notes == NULL)
    r->declined = TRUE;
  if (r->mode != READ_CHECK || r->notes == NULL)
    return NULL;
  return sc_movetext_notes_get (r->notes, line->key, TRUE);
}

void
sc_movetext_reader_add_nag (Reader    *r,
                            GameState *g,
                            Line      *line,
                            guint8     nag)
{
  ScLateNote *note;

  /* Before a variation's first move: written before it, in text order. */
  if (!line->has_move && g->lines->len > 1)
    {
      if (r->mode != READ_CHECK)
        sc_game_node_add_nag_before (&g->before_marks, nag);
      return;
    }
  if (r->mode == READ_TREE)
    sc_game_node_add_nag (line->node, nag);
  else if (node_pending (g, line))
    {
      if (r->mode == READ_WRITE)
        sc_game_node_add_nag (&g->pending_marks, nag);
    }
  else if ((note = late_note (r, line)) != NULL)
    sc_game_node_add_nag (&note->marks, nag);
}

/* Only after a move. */
void
sc_movetext_reader_set_draw_offer (Reader    *r,
                                   GameState *g,
                                   Line      *line)
{
  ScLateNote *note;

  if (r->mode == READ_TREE)
    line->node->draw_offer = TRUE;
  else if (node_pending (g, line))
    g->pending_marks.draw_offer = TRUE;
  else if ((note = late_note (r, line)) != NULL)
    note->marks.draw_offer = TRUE;
}

/* Widens a region to take in the token that ends where reading stands. */
static void
region_add (const Reader  *r,
            const ScToken *t,
            gsize         *start,
            gsize         *end)
{
  if (*end == 0)
    *start = t->start - 1;   /* at its '{' or ';' */
  *end = r->lex.at;
}

/* A comment, without a tree. */
static void
add_comment_untreed (Reader        *r,
                     GameState     *g,
                     const ScToken *t)
{
  Line *line = current_line (g);
  ScLateNote *note;
  gsize end;

  switch (sc_comment_token_kind (&r->lex, t, &end))
    {
    case SC_COMMENT_EMPTY:
      return;
    case SC_COMMENT_DRAW_OFFER:
      if (line->has_move)
        {
          sc_movetext_reader_set_draw_offer (r, g, line);
          return;
        }
      break;
    case SC_COMMENT_TEXT:
    default:
      break;
    }
  if (!line->has_move && g->lines->len > 1)
    {
      if (r->mode == READ_WRITE)
        region_add (r, t, &g->before_start, &g->before_end);
    }
  else if (node_pending (g, line))
    {
      if (r->mode == READ_WRITE)
        region_add (r, t, &g->after_start, &g->after_end);
    }
  else if ((note = late_note (r, line)) != NULL)
    region_add (r, t, &note->comments_start, &note->comments_end);
}

/* Comment text with every run of white space (line ends included) made
 * one space and none at either end: PGN export wraps comments at any
 * space, so a line end in a comment is only a space, and the writer must
 * read back the comment it wrapped. A NUL byte ends the text. */
char *
sc_movetext_reader_collapse_spaces (const char *text,
                                    gsize       length)
{
  char *out = g_malloc (length + 1);
  gsize n = 0;
  gboolean space = FALSE;

  for (gsize i = 0; i < length && text[i] != '\0'; i++)
    {
      if (sc_movetext_is_comment_space (text[i]))
        {
          space = TRUE;
          continue;
        }
      if (space && n > 0)
        out[n++] = ' ';
      space = FALSE;
      out[n++] = text[i];
    }
  out[n] = '\0';
  /* Kept in the game as it is: no more room than it needs. */
  return n < length ? g_realloc (out, n + 1) : out;
}

/* Joins text (taken) to *comment with a space. Comments in a row for
 * the same place keep room to grow, so that thousands of them take
 * linear time; a lone comment is kept as it came, not copied. */
static void
join_comment (GameState  *g,
              char      **comment,
              char       *text)
{
  gsize add = strlen (text);

  if (*comment == NULL)
    {
      *comment = text;
      g->joined = comment;
      g->joined_length = add;
      g->joined_room = add + 1;
      return;
    }
  if (g->joined != comment)
    {
      g->joined = comment;
      g->joined_length = strlen (*comment);
      g->joined_room = g->joined_length + 1;
    }
  if (g->joined_length + add + 2 > g->joined_room)
    {
      g->joined_room = MAX (2 * g->joined_room, g->joined_length + add + 2);
      *comment = g_realloc (*comment, g->joined_room);
    }
  (*comment)[g->joined_length] = ' ';
  memcpy (*comment + g->joined_length + 1, text, add + 1);
  g->joined_length += add + 1;
  g_free (text);
}

void
sc_movetext_reader_add_comment (Reader        *r,
                                GameState     *g,
                                const ScToken *t)
{
  g_autofree char *text = NULL;
  Line *line = current_line (g);

  if (r->mode != READ_TREE)
    {
      add_comment_untreed (r, g, t);
      return;
    }
  text = sc_movetext_reader_collapse_spaces (r->lex.text + t->start, t->end - t->start);
  if (*text == '\0')
    return;
  /* The PGN writer's spelling of a draw offer. */
  if (g_str_equal (text, "(=)") && line->has_move)
    {
      line->node->draw_offer = TRUE;
      return;
    }
  if (!line->has_move && g->lines->len > 1)
    join_comment (g, &g->comment_before, g_steal_pointer (&text));
  else
    join_comment (g, &line->node->comment_after, g_steal_pointer (&text));
}
