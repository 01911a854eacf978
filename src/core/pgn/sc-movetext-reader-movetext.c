/* sc-movetext-reader-movetext.c: the movetext of one game, token by
 * token: its moves and its variations
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Variations are read with an explicit stack of lines (GameState.lines),
 * so no file can exhaust the C stack.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sc-movetext-reader-private.h"
#include "sc-nag.h"

#define MAX_VARIATION_DEPTH 4096

static ScProblemKind
problem_kind_from_parse (ScMoveParseStatus status)
{
  switch (status)
    {
    case SC_MOVE_PARSE_ILLEGAL:           return SC_PROBLEM_ILLEGAL;
    case SC_MOVE_PARSE_AMBIGUOUS:         return SC_PROBLEM_AMBIGUOUS;
    case SC_MOVE_PARSE_PROMOTION_MISSING: return SC_PROBLEM_PROMOTION_MISSING;
    case SC_MOVE_PARSE_OK:
    case SC_MOVE_PARSE_UNREADABLE:
    default:                              return SC_PROBLEM_UNREADABLE;
    }
}

/* Whether the text from start to the end holds a line that starts like
 * a tag pair ([Name "): a game after an unclosed comment, read into it. */
static gboolean
holds_tag_pair_line (const char *text,
                     gsize       start,
                     gsize       length)
{
  const char *end = text + length;

  for (const char *p = memchr (text + start, '\n', length - start); p != NULL;
       p = memchr (p + 1, '\n', (gsize) (end - p - 1)))
    {
      const char *name = p + 2;

      if (name >= end || p[1] != '[' || !g_ascii_isalpha (*name))
        continue;
      while (name < end && g_ascii_isalnum (*name))
        name++;
      while (name < end && *name == ' ')
        name++;
      if (name < end && *name == '"')
        return TRUE;
    }
  return FALSE;
}

static char *
unclosed_comment_message (Reader *r,
                          gsize   start)
{
  if (holds_tag_pair_line (r->lex.text, start, r->lex.len))
    return g_strdup (_("the comment that starts here has no closing “}”: the games after it are inside it"));
  return g_strdup (_("this comment has no closing “}”"));
}

/* The tree's part of play_move (). */
static void
add_node (GameState         *g,
          Line              *line,
          ScMove             move,
          const ScMoveParse *parse)
{
  ScGameNode *node;

  /* A variation's first move follows the variations before it: found
   * without walking them all, as a file may give a move thousands. A
   * variation on an inner variation's first move joins the same siblings
   * through the inner line, so outer->youngest may have fallen behind;
   * it only ever moves forward, which keeps the walk linear in all. */
  if (!line->has_move && g->lines->len > 1)
    {
      Line *outer = &g_array_index (g->lines, Line, g->lines->len - 2);

      while (outer->youngest->next_sibling != NULL)
        outer->youngest = outer->youngest->next_sibling;
      node = sc_game_node_append_sibling (outer->youngest, move);
      outer->youngest = node;
    }
  else
    node = sc_game_node_append_child (line->node, move);
  line->youngest = node;
  line->node = node;
  if (g->comment_before != NULL)
    node->comment_before = g_steal_pointer (&g->comment_before);
  /* A new node has no NAGs yet: it takes those before it whole. */
  node->nags = g_steal_pointer (&g->before_marks.nags);
  node->n_nags_before = g->before_marks.n_nags_before;
  g->before_marks.n_nags_before = 0;
  if (parse != NULL)
    {
      node->draw_offer = parse->draw_offer;
      for (guint i = parse->n_nags; i > 0; i--)
        sc_game_node_add_nag (node, parse->nags[i - 1]);
    }
}

/* key: where the move stands in the text. */
static void
play_move (Reader            *r,
           GameState         *g,
           ScMove             move,
           const ScMoveParse *parse,
           gsize              key)
{
  Line *line = current_line (g);

  if (r->mode == READ_TREE)
    add_node (g, line, move, parse);
  else
    {
      if (r->mode == READ_WRITE)
        sc_movetext_reader_write_move_start (r, g, line, move, parse, key);
      line->parent_key = line->key;
      line->key = key;
      line->passed = FALSE;
    }

  if (move == SC_MOVE_NULL)
    sc_position_make_null_move (&line->pos, &line->undo);
  else
    sc_position_make_move (&line->pos, move, &line->undo);
  line->move = move;
  line->one_move = !line->has_move;
  line->has_move = TRUE;
  r->moves_read++;
}

static gboolean
only_space_between (const Reader *r,
                    gsize         from,
                    gsize         to)
{
  for (gsize n; from < to; from += n)
    if ((n = sc_movetext_space_length (&r->lex, from)) == 0)
      return FALSE;
  return TRUE;
}

/* Marks written apart from the move they follow ("exd6 e.p.+",
 * "Qxf7 mate!", "Re8 ch."): check marks and e.p. say nothing the move
 * does not, glyphs and a draw offer go to it. */
static gboolean
read_marks (Reader    *r,
            GameState *g,
            ScToken   *t)
{
  Line *line = current_line (g);
  ScMoveParse marks;

  if (!sc_movetext_read_marks (&r->lex, t, &marks))
    return FALSE;
  /* Stripped from the end: the last glyph written comes first. */
  for (guint i = marks.n_nags; i > 0; i--)
    sc_movetext_reader_add_nag (r, g, line, marks.nags[i - 1]);
  if (marks.draw_offer && line->has_move)
    sc_movetext_reader_set_draw_offer (r, g, line);
  return TRUE;
}

/* An illegal move after a move number of the other side ("23... Rxe4"
 * in a game without a FEN, "1. e4 2. Nf3" with a move left out) says so,
 * and not which moves of the side to move come near it: the number tells
 * more. The number is [number, number + length). NULL when the number
 * and the position agree. */
static char *
number_side_message (Reader           *r,
                     const ScPosition *pos,
                     const ScToken    *t,
                     const char       *number,
                     int               length)
{
  const char *word = r->lex.text + t->start;
  int word_length = (int) (t->end - t->start);
  gboolean black_number = g_strstr_len (number, length, "..") != NULL ||
                          g_strstr_len (number, length, "…") != NULL;

  if (black_number == (sc_position_side_to_move (pos) == SC_BLACK))
    return NULL;
  return black_number
         /* TRANSLATORS: %.*s: a move, then its move number, as "1..." */
         ? g_strdup_printf (_("“%.*s” is not a legal move here: the move number %.*s is Black’s, but White is to move"),
                            word_length, word, length, number)
         /* TRANSLATORS: %.*s: a move, then its move number, as "12." */
         : g_strdup_printf (_("“%.*s” is not a legal move here: the move number %.*s is White’s, but Black is to move"),
                            word_length, word, length, number);
}

static void
read_word (Reader    *r,
           GameState *g,
           ScToken   *t)
{
  Line *line = current_line (g);
  guint nag;
  ScMoveParse parse;
  gsize word_start = t->start, number_from, number_to;
  char *message;
  guchar first = (guchar) r->lex.text[t->start];
  guchar second = t->end - t->start > 1 ? (guchar) r->lex.text[t->start + 1] : '\0';

  /* Most words are plain moves ("e4", "exd5", "Nf3", "O-O"): they go to
   * the move reader at once. The others are numbers, results, marks,
   * glyphs and lower-case or odd spellings, sorted out below. */
  if (g_ascii_isalpha (first) && first != 'Z' &&
      (g_ascii_isdigit (second) || second == 'x' || (g_ascii_isupper (first) && second != '\0')))
    goto move;

  if (sc_movetext_is_numeric_move_word (&r->lex, t, r->lang))
    goto move;
  if (!sc_movetext_is_castling_word (&r->lex, t) && sc_movetext_skip_move_number (&r->lex, t) && t->start == t->end)
    {
      r->number_start = word_start;
      r->number_end = t->end;
      return;
    }
  /* "1. ... e5", as some programs write Black's first move. */
  if (sc_movetext_is_ellipsis_word (&r->lex, t) && r->number_end > r->number_start &&
      r->number_end <= word_start && only_space_between (r, r->number_end, word_start))
    {
      r->number_end = t->end;
      return;
    }

  if (sc_movetext_word_is (&r->lex, t, "--") || sc_movetext_word_is (&r->lex, t, "Z0"))
    {
      play_move (r, g, SC_MOVE_NULL, NULL, t->start);
      return;
    }
  if (sc_movetext_word_is (&r->lex, t, "(=)"))
    {
      if (line->has_move)
        sc_movetext_reader_set_draw_offer (r, g, line);
      return;
    }
  if ((nag = sc_nag_from_glyph (r->lex.text + t->start, (gssize) (t->end - t->start))) != 0)
    {
      sc_movetext_reader_add_nag (r, g, line, (guint8) nag);
      return;
    }
  if (read_marks (r, g, t))
    return;

move:
  if (sc_language_system (r->lang) == SC_NOTATION_DESCRIPTIVE)
    sc_movetext_join_descriptive (&r->lex, t);
  if (sc_parse_move (&line->pos, r->lex.text + t->start, (gssize) (t->end - t->start), r->lang, &parse))
    {
      play_move (r, g, parse.move, &parse, t->start);
      return;
    }

  if (r->probing)
    {
      g->failed = TRUE;
      return;
    }
  /* The move's number, joined to it ("12.Nf3") or just before it ("12. Nf3"),
   * or none: [number_from, number_to). */
  number_from = number_to = t->start;
  if (word_start < t->start)
    number_from = word_start;
  else if (r->number_end <= word_start && r->number_end > r->number_start &&
           only_space_between (r, r->number_end, word_start))
    {
      number_from = r->number_start;
      number_to = r->number_end;
    }
  message = NULL;
  if (parse.status == SC_MOVE_PARSE_ILLEGAL && number_from < number_to)
    message = number_side_message (r, &line->pos, t, r->lex.text + number_from, (int) (number_to - number_from));
  if (message == NULL)
    message = sc_move_parse_describe (&parse, &line->pos, r->lex.text + t->start,
                                      (gssize) (t->end - t->start), &r->style);
  /* At the word the message quotes, which says itself where in the word
   * the reading stopped ("from “rbage” on"). */
  sc_movetext_reader_fail (r, g, problem_kind_from_parse (parse.status), t->start, message);
  /* What is left to fix starts with the move's number, so that the
   * unread text still says which move it is. */
  g->problem_offset = number_from;
}

/* Skips a variation whose '(' was just read, up to its ')'. */
static void
skip_variation (Reader *r)
{
  guint depth = 0;

  for (;;)
    {
      ScToken t = sc_movetext_next_token (&r->lex);

      switch (t.type)
        {
        case SC_TOKEN_OPEN:
          depth++;
          break;
        case SC_TOKEN_CLOSE:
          if (depth == 0)
            return;
          depth--;
          break;
        case SC_TOKEN_END:
        case SC_TOKEN_TAG:
        case SC_TOKEN_UNTERMINATED:
          return;
        default:
          break;
        }
    }
}

/* A '(' after the current line's move, which the variation replaces. */
static void
open_variation (Reader        *r,
                GameState     *g,
                const ScToken *t)
{
  Line *line = current_line (g);
  Line variation = { 0 };

  if (r->mode == READ_WRITE)
    {
      sc_movetext_reader_write_pending (r, g);
      /* A variation on a variation's first move is, in the tree, one more
       * variation of the move the outer line replaces, written after it:
       * read again once this one is closed (close_variation ()). */
      if (!g->replay_open && g->lines->len > 1 && line->one_move)
        {
          Line *outer = &g_array_index (g->lines, Line, g->lines->len - 2);

          /* In one pass, with no check before: the tree reads it. */
          if (r->notes == NULL)
            {
              r->declined = TRUE;
              g->failed = TRUE;
              g->problem_offset = t->start;
              return;
            }

          if (outer->deferred == NULL)
            outer->deferred = g_array_new (FALSE, FALSE, sizeof (gsize));
          g_array_append_val (outer->deferred, t->start);
          line->passed = TRUE;
          skip_variation (r);
          return;
        }
      g->replay_open = FALSE;
      if (line->deferred != NULL)
        line->deferred_mark = line->deferred->len;
    }
  line->passed = TRUE;

  if (r->mode == READ_TREE)
    variation.node = line->node->parent;
  variation.key = line->parent_key;
  variation.pos = line->pos;
  sc_position_unmake_move (&variation.pos, line->move, &line->undo);
  variation.opened_at = t->start;
  g_array_append_val (g->lines, variation);
  g->deepest = MAX (g->deepest, g->lines->len);
}

/* Writing: the deferred variations of line, if any, are read next, in the
 * order they came, each before those that came after it; then reading
 * goes on after the variation that deferred them. */
static void
read_deferred (Reader    *r,
               GameState *g,
               Line      *line)
{
  GArray *deferred = line->deferred;

  if (deferred != NULL)
    for (guint i = line->deferred_mark, j = deferred->len; i + 1 < j; i++, j--)
      {
        gsize swap = g_array_index (deferred, gsize, i);

        g_array_index (deferred, gsize, i) = g_array_index (deferred, gsize, j - 1);
        g_array_index (deferred, gsize, j - 1) = swap;
      }
  if (deferred != NULL && deferred->len > 0)
    {
      if (!line->replaying)
        line->resume_at = r->lex.at;
      line->replaying = TRUE;
      r->lex.at = g_array_index (deferred, gsize, deferred->len - 1);
      g_array_set_size (deferred, deferred->len - 1);
      g->replay_open = TRUE;
    }
  else if (line->replaying)
    {
      r->lex.at = line->resume_at;
      line->replaying = FALSE;
    }
}

static void
close_variation (Reader    *r,
                 GameState *g)
{
  Line *line = current_line (g);

  if (r->mode == READ_WRITE)
    {
      sc_movetext_reader_write_pending (r, g);
      /* An empty variation is no variation. */
      if (line->has_move)
        sc_movetext_writer_variation_end (r->writer);
      g->before_end = 0;
    }
  g_clear_pointer (&g->comment_before, g_free);
  /* What was before the first move of a variation that has none goes with it. */
  g_clear_pointer (&g->before_marks.nags, g_free);
  g->before_marks.n_nags_before = 0;
  if (line->deferred != NULL)
    g_array_unref (line->deferred);
  g_array_set_size (g->lines, g->lines->len - 1);
  if (r->mode == READ_WRITE)
    read_deferred (r, g, current_line (g));
}

void
sc_movetext_reader_read_movetext (Reader    *r,
                                  GameState *g)
{
  for (;;)
    {
      gsize before = r->lex.at;
      ScToken t = sc_movetext_next_token (&r->lex);
      Line *line = current_line (g);
      const char *result;

      switch (t.type)
        {
        case SC_TOKEN_END:
          return;

        case SC_TOKEN_TAG:
          r->lex.at = before;
          return;

        case SC_TOKEN_UNTERMINATED:
          sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, t.start, unclosed_comment_message (r, t.start));
          return;

        case SC_TOKEN_COMMENT:
          if (!sc_movetext_reader_check_no_nul (r, g, &t))
            return;
          sc_movetext_reader_add_comment (r, g, &t);
          break;

        case SC_TOKEN_NAG:
          {
            gint nag = sc_nag_from_dollar (r->lex.text + t.start, (gssize) (t.end - t.start));

            if (nag < 0)
              {
                sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, t.start,
                                         g_strdup (_("“$” must be followed by a number from 0 to 255")));
                return;
              }
            sc_movetext_reader_add_nag (r, g, line, (guint8) nag);
          }
          break;

        case SC_TOKEN_OPEN:
          if (!line->has_move)
            {
              sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, t.start,
                                       g_strdup (_("a variation must follow the move it replaces")));
              return;
            }
          if (g->lines->len > MAX_VARIATION_DEPTH)
            {
              sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, t.start,
                                       g_strdup_printf (_("variations are nested more than %d deep"), MAX_VARIATION_DEPTH));
              return;
            }
          open_variation (r, g, &t);
          break;

        case SC_TOKEN_CLOSE:
          if (g->lines->len == 1)
            {
              sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, t.start, g_strdup (_("“)” closes no variation")));
              return;
            }
          close_variation (r, g);
          break;

        case SC_TOKEN_WORD:
          if (sc_movetext_may_be_result (&r->lex, &t) && (result = sc_movetext_result_word (&r->lex, &t)) != NULL)
            {
              if (g->lines->len == 1)
                {
                  sc_game_set_result (g->game, result);
                  g->result_read = TRUE;
                  g->result_at = t.start;
                  return;
                }
              break;   /* a result inside a variation says nothing about the game */
            }
          /* A NUL byte ends a word, so it starts the next. */
          if (r->lex.text[t.start] == '\0')
            {
              sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, t.start, sc_movetext_reader_nul_byte_message ());
              return;
            }
          read_word (r, g, &t);
          if (g->failed)
            return;
          break;

        default:
          g_assert_not_reached ();
        }
    }
}
