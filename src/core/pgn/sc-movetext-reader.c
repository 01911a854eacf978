/* sc-movetext-reader.c: reads PGN or a bare scoresheet text into games
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One reader serves PGN files and what people type from paper: tag pairs
 * are optional, move numbers may be glued to moves, results and draw
 * offers come in every spelling of NOTATION.md §4. Variations are read
 * with an explicit stack, so no file can exhaust the C stack.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sc-comment-regions.h"
#include "sc-movetext-lexer.h"
#include "sc-movetext-notes.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-nag.h"
#include "sc-tag-pair.h"

#define MAX_VARIATION_DEPTH 4096
/* Without a tree a move is named by where it stands in the text; the
 * root, which has no move, by this. */
#define ROOT_KEY G_MAXSIZE
/* Written text is handed on once there is this much of it. */
#define FLUSH_SIZE (64 * 1024)
/* A line longer than this (a comment after ';') goes on in pieces. */
#define MAX_LINE_KEPT 256

/* What reading a game makes of it. */
typedef enum {
  READ_TREE,    /* the game tree */
  READ_CHECK,   /* nothing but problems (and notes, when asked for) */
  READ_WRITE,   /* its movetext, written as it is read */
} ReadMode;

/* One line of play: the main line or a variation being read. */
typedef struct {
  ScGameNode *node;       /* the last move read in this line (a tree only) */
  ScGameNode *youngest;   /* the last of node's siblings: its variations follow */
  ScPosition  pos;        /* the position after it */
  ScUndo      undo;       /* takes it back: a variation starts from there */
  ScMove      move;       /* node's move */
  gboolean    has_move;   /* a move was read in this line */
  gboolean    one_move;   /* exactly one */
  gsize       opened_at;  /* where its '(' stands */
  /* Without a tree: where node's move stands (ROOT_KEY for the root),
   * and its parent's; passed once a variation was opened on node, after
   * which what node gets is written before it is read (sc-movetext-notes.h). */
  gsize       key;
  gsize       parent_key;
  gboolean    passed;
  /* Writing: variations opened on a variation's first move are more
   * variations of this line's move, written after the one being read;
   * their '(' offsets wait here, the next on top. */
  GArray     *deferred;
  guint       deferred_mark;  /* deferred above this came from the variation being read */
  gsize       resume_at;      /* where reading goes on once they are written */
  gboolean    replaying;
} Line;

typedef struct {
  ScMovetextLexer   lex;
  const ScLanguage *lang;
  ScReadResult     *result;
  ScNotationStyle   style;        /* for naming candidate moves in messages */
  guint             game_number;
  gboolean          probing;      /* language detection: first game only, no messages */
  guint             moves_read;
  /* The last move number read on its own ("12." before "Sf3"). */
  gsize             number_start;
  gsize             number_end;
  /* Line and column of lc_offset, advanced as problems are reported. */
  gsize             lc_offset;
  guint             lc_line;
  guint             lc_column;
  /* What a game read becomes, and without a tree: */
  ReadMode          mode;
  ScMovetextNotes  *notes;        /* checking: filled when asked for; writing: read */
  ScMovetextWriter *writer;
  GString          *out;
  ScMovetextFlushFunc flush;
  gpointer          flush_data;
} Reader;

const char *
sc_problem_kind_name (ScProblemKind kind)
{
  switch (kind)
    {
    case SC_PROBLEM_ILLEGAL:           return "illegal";
    case SC_PROBLEM_AMBIGUOUS:         return "ambiguous";
    case SC_PROBLEM_UNREADABLE:        return "unreadable";
    case SC_PROBLEM_PROMOTION_MISSING: return "promotion-piece-missing";
    case SC_PROBLEM_SYNTAX:            return "syntax";
    case SC_PROBLEM_WARNING:           return "warning";
    default:                           g_return_val_if_reached ("unknown");
    }
}

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

static void
line_column_at (Reader *r,
                gsize   offset,
                guint  *line,
                guint  *column)
{
  if (offset < r->lc_offset)
    {
      r->lc_offset = 0;
      r->lc_line = 1;
      r->lc_column = 1;
    }
  /* A byte order mark is no character of the first line. */
  if (r->lc_offset == 0 && r->lex.len >= 3 && memcmp (r->lex.text, "\xEF\xBB\xBF", 3) == 0 && offset >= 3)
    r->lc_offset = 3;
  while (r->lc_offset < offset)
    {
      if (r->lex.text[r->lc_offset] == '\n')
        {
          r->lc_line++;
          r->lc_column = 1;
        }
      else if ((r->lex.text[r->lc_offset] & 0xC0) != 0x80)
        r->lc_column++;
      r->lc_offset++;
    }
  *line = r->lc_line;
  *column = r->lc_column;
}

/* A problem, or a warning (SC_PROBLEM_WARNING): what does not stop reading. */
static void
report (Reader        *r,
        ScProblemKind  kind,
        gsize          offset,
        char          *message)
{
  ScTextProblem problem = { kind, r->game_number, 0, 0, offset, message };

  if (r->probing)
    {
      g_free (message);
      return;
    }
  line_column_at (r, offset, &problem.line, &problem.column);
  g_array_append_val (kind == SC_PROBLEM_WARNING ? r->result->warnings : r->result->problems, problem);
}

static char *
nul_byte_message (void)
{
  return g_strdup (_("a NUL byte, which text cannot hold: the file is damaged here"));
}

static char *
tag_pair_message (ScTagPairProblem problem)
{
  switch (problem)
    {
    case SC_TAG_PAIR_TRAILING:
      return g_strdup (_("only tag pairs may follow a tag pair on its line"));
    case SC_TAG_PAIR_NUL:
      return nul_byte_message ();
    case SC_TAG_PAIR_MALFORMED:
    case SC_TAG_PAIR_OK:
    default:
      return g_strdup (_("a tag pair must look like [Name \"value\"]"));
    }
}

typedef struct {
  ScGame      *game;
  GArray      *lines;          /* of Line; the last is the one being read */
  char        *comment_before; /* a comment after '(' waits for the move it precedes */
  char       **joined;         /* the comment join_comment() added to last */
  gsize        joined_length;
  gsize        joined_room;    /* bytes allocated for *joined */
  gboolean     failed;
  gsize        problem_offset;
  gboolean     result_read;    /* the main line ended with a result */
  gsize        result_at;
  gsize        fen_at;         /* where the FEN tag is, if any */
  /* NAGs before a variation's first move ("($142 2. d4"), waiting for
   * it: only nags and n_nags_before are used. */
  ScGameNode   before_marks;
  /* Writing without a tree: the node whose marks and comments are still
   * coming (the root, or a move with the position before it); where its
   * comments lie, and those before a variation's first move; whether the
   * next '(' is a deferred variation, now being written. */
  gboolean     pending;
  gboolean     pending_root;
  gsize        pending_key;
  ScPosition   pending_pos;
  ScMove       pending_move;
  ScGameNode   pending_marks;
  gsize        after_start, after_end;
  gsize        before_start, before_end;
  gboolean     replay_open;
} GameState;

static Line *
current_line (GameState *g)
{
  return &g_array_index (g->lines, Line, g->lines->len - 1);
}

static void
fail (Reader        *r,
      GameState     *g,
      ScProblemKind  kind,
      gsize          offset,
      char          *message)
{
  g->failed = TRUE;
  g->problem_offset = offset;
  report (r, kind, offset, message);
}

/* Without a tree, the text written so far goes on once there is enough;
 * but for the line being written, when short, which the writer may yet
 * break earlier (sc-movetext-writer.c). */
static void
maybe_flush (Reader *r)
{
  gsize line, tail;
  char kept[MAX_LINE_KEPT];

  if (r->mode != READ_WRITE || r->out->len < FLUSH_SIZE)
    return;
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
  sc_comment_regions_write (r->lex.text, r->lex.len, regions, n_regions, after_move,
                            r->writer, flush_piece, r);
}

/* Writes the pending node: its move, its marks with those noted for it
 * after its variations, then its comments, likewise. */
static void
write_pending (Reader    *r,
               GameState *g)
{
  ScTextRegion regions[2] = { { g->after_start, g->after_end }, { 0, 0 } };
  ScGameNode *marks = &g->pending_marks;
  ScLateNote *note;

  if (!g->pending)
    return;
  g->pending = FALSE;
  note = r->notes != NULL ? sc_movetext_notes_get (r->notes, g->pending_key, FALSE) : NULL;
  if (note != NULL)
    {
      for (guint i = 0; i < note->marks.n_nags; i++)
        sc_game_node_add_nag (marks, note->marks.nags[i]);
      marks->draw_offer = marks->draw_offer || note->marks.draw_offer;
      regions[1] = (ScTextRegion) { note->comments_start, note->comments_end };
    }
  if (!g->pending_root)
    sc_movetext_writer_move (r->writer, &g->pending_pos, g->pending_move, marks->draw_offer);
  sc_movetext_writer_marks (r->writer, marks->nags, marks->n_nags, marks->draw_offer);
  write_comments (r, regions, G_N_ELEMENTS (regions), !g->pending_root);
  g_clear_pointer (&marks->nags, g_free);
  marks->n_nags = 0;
  marks->draw_offer = FALSE;
  g->after_end = 0;
  maybe_flush (r);
}

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
  if (r->mode != READ_CHECK || r->notes == NULL)
    return NULL;
  return sc_movetext_notes_get (r->notes, line->key, TRUE);
}

static void
add_nag (Reader    *r,
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
static void
set_draw_offer (Reader    *r,
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
          set_draw_offer (r, g, line);
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
static char *
collapse_spaces (const char *text,
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

static void
add_comment (Reader        *r,
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
  text = collapse_spaces (r->lex.text + t->start, t->end - t->start);
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

/* Writing without a tree: the node before is complete; a variation's
 * first move opens it, after the comments before the move. The move
 * itself waits for its marks (text output shows a draw offer on it). */
static void
write_move_start (Reader            *r,
                  GameState         *g,
                  const Line        *line,
                  ScMove             move,
                  const ScMoveParse *parse,
                  gsize              key)
{
  write_pending (r, g);
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
  g->pending = TRUE;
  g->pending_root = FALSE;
  g->pending_key = key;
  g->pending_pos = line->pos;
  g->pending_move = move;
  g->after_end = 0;
  if (parse != NULL)
    {
      g->pending_marks.draw_offer = parse->draw_offer;
      for (guint i = parse->n_nags; i > 0; i--)
        sc_game_node_add_nag (&g->pending_marks, parse->nags[i - 1]);
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
        write_move_start (r, g, line, move, parse, key);
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

static void
read_word (Reader    *r,
           GameState *g,
           ScToken   *t)
{
  Line *line = current_line (g);
  guint nag;
  ScMoveParse parse;
  gsize word_start = t->start, unread_from;
  guchar first = (guchar) r->lex.text[t->start];
  guchar second = t->end - t->start > 1 ? (guchar) r->lex.text[t->start + 1] : '\0';

  /* Most words are plain moves ("e4", "exd5", "Nf3", "O-O"): they go to
   * the move reader at once. The others are numbers, results, marks,
   * glyphs and lower-case or odd spellings, sorted out below. */
  if (g_ascii_isalpha (first) && first != 'Z' &&
      (g_ascii_isdigit (second) || second == 'x' || (g_ascii_isupper (first) && second != '\0')))
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
        set_draw_offer (r, g, line);
      return;
    }
  if (sc_movetext_is_check_word (&r->lex, t) || sc_movetext_is_en_passant_word (&r->lex, t))
    return;
  if ((nag = sc_nag_from_glyph (r->lex.text + t->start, (gssize) (t->end - t->start))) != 0)
    {
      add_nag (r, g, line, (guint8) nag);
      return;
    }

move:
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
  fail (r, g, problem_kind_from_parse (parse.status),
        parse.status == SC_MOVE_PARSE_UNREADABLE ? t->start + parse.error_offset : t->start,
        sc_move_parse_describe (&parse, &line->pos, r->lex.text + t->start,
                                (gssize) (t->end - t->start), &r->style));
  /* What is left to fix starts with the move's number, so that the
   * unread text still says which move it is. */
  unread_from = t->start;
  if (word_start < t->start)
    unread_from = word_start;
  else if (r->number_end <= word_start && r->number_end > r->number_start &&
           only_space_between (r, r->number_end, word_start))
    unread_from = r->number_start;
  g->problem_offset = unread_from;
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
      write_pending (r, g);
      /* A variation on a variation's first move is, in the tree, one more
       * variation of the move the outer line replaces, written after it:
       * read again once this one is closed (close_variation ()). */
      if (!g->replay_open && g->lines->len > 1 && line->one_move)
        {
          Line *outer = &g_array_index (g->lines, Line, g->lines->len - 2);

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
      write_pending (r, g);
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

/* Skips the rest of a game that failed: up to its result, or the next
 * tag section. */
static void
skip_game (Reader *r)
{
  guint depth = 0;

  for (;;)
    {
      gsize before = r->lex.at;
      ScToken t = sc_movetext_next_token (&r->lex);

      switch (t.type)
        {
        case SC_TOKEN_END:
        case SC_TOKEN_UNTERMINATED:
          return;
        case SC_TOKEN_TAG:
          r->lex.at = before;
          return;
        case SC_TOKEN_OPEN:
          depth++;
          break;
        case SC_TOKEN_CLOSE:
          if (depth > 0)
            depth--;
          break;
        case SC_TOKEN_WORD:
          if (depth == 0 && sc_movetext_result_word (&r->lex, &t) != NULL)
            return;
          break;
        case SC_TOKEN_COMMENT:
        case SC_TOKEN_NAG:
        default:
          break;
        }
    }
}

/* The result from the Result tag where the movetext gives none (or
 * "*"): many files leave the marker out. A game whose marker and tag
 * give two results fails, so that both are kept as written. */
static void
settle_result (Reader    *r,
               GameState *g)
{
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2" };
  const char *tag = sc_game_get_tag (g->game, "Result");
  const char *marker = sc_game_get_result (g->game);
  gboolean tag_is_result = FALSE;

  for (guint i = 0; tag != NULL && i < G_N_ELEMENTS (results); i++)
    tag_is_result = tag_is_result || g_str_equal (tag, results[i]);
  if (!tag_is_result || g_str_equal (tag, marker))
    return;
  if (!g->result_read || g_str_equal (marker, "*"))
    sc_game_set_result (g->game, tag);
  else
    fail (r, g, SC_PROBLEM_SYNTAX, g->result_at,
          g_strdup_printf (_("the game ends with %s, but its Result tag says %s"), marker, tag));
}

/* A NUL byte is no part of any text: the game fails there, kept as
 * written, rather than lose what follows the byte. */
static gboolean
check_no_nul (Reader        *r,
              GameState     *g,
              const ScToken *t)
{
  const char *nul = memchr (r->lex.text + t->start, '\0', t->end - t->start);

  if (nul == NULL)
    return TRUE;
  fail (r, g, SC_PROBLEM_SYNTAX, (gsize) (nul - r->lex.text), nul_byte_message ());
  return FALSE;
}

static void
read_movetext (Reader    *r,
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
          fail (r, g, SC_PROBLEM_SYNTAX, t.start, g_strdup (_("this comment has no closing “}”")));
          return;

        case SC_TOKEN_COMMENT:
          if (!check_no_nul (r, g, &t))
            return;
          add_comment (r, g, &t);
          break;

        case SC_TOKEN_NAG:
          {
            gint nag = sc_nag_from_dollar (r->lex.text + t.start, (gssize) (t.end - t.start));

            if (nag < 0)
              {
                fail (r, g, SC_PROBLEM_SYNTAX, t.start,
                      g_strdup (_("“$” must be followed by a number from 0 to 255")));
                return;
              }
            add_nag (r, g, line, (guint8) nag);
          }
          break;

        case SC_TOKEN_OPEN:
          if (!line->has_move)
            {
              fail (r, g, SC_PROBLEM_SYNTAX, t.start,
                    g_strdup (_("a variation must follow the move it replaces")));
              return;
            }
          if (g->lines->len > MAX_VARIATION_DEPTH)
            {
              fail (r, g, SC_PROBLEM_SYNTAX, t.start,
                    g_strdup_printf (_("variations are nested more than %d deep"), MAX_VARIATION_DEPTH));
              return;
            }
          open_variation (r, g, &t);
          break;

        case SC_TOKEN_CLOSE:
          if (g->lines->len == 1)
            {
              fail (r, g, SC_PROBLEM_SYNTAX, t.start, g_strdup (_("“)” closes no variation")));
              return;
            }
          close_variation (r, g);
          break;

        case SC_TOKEN_WORD:
          if ((result = sc_movetext_result_word (&r->lex, &t)) != NULL)
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
              fail (r, g, SC_PROBLEM_SYNTAX, t.start, nul_byte_message ());
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

static void
apply_setup (Reader    *r,
             GameState *g,
             gsize      game_start)
{
  const char *fen = sc_game_get_tag (g->game, "FEN");
  g_autoptr(GError) error = NULL;
  Line *line = current_line (g);
  gsize fen_at = g->fen_at > 0 ? g->fen_at - 1 : game_start;
  ScCastling dropped;
  ScPosition start;

  if (fen == NULL)
    return;
  /* The tags stay as written; only the position is set. */
  if (!sc_position_set_fen_lenient (&start, fen, &dropped, &error))
    {
      fail (r, g, SC_PROBLEM_SYNTAX, fen_at, g_strdup_printf (_("FEN tag: %s"), error->message));
      return;
    }
  if (dropped != 0)
    {
      g_autofree char *rights = sc_castling_to_string (dropped);

      report (r, SC_PROBLEM_WARNING, fen_at,
              g_strdup_printf (_("FEN tag: castling rights %s dropped: "
                                 "the king or rook is not on its square"), rights));
    }
  sc_game_set_start_position (g->game, &start);
  line->pos = *sc_game_get_start_position (g->game);
}

/* Comments after the game's result are the game's when the next game's
 * tags, or the end, follow them (engine matches say there how the game
 * ended); before moves, they start a game without tags. */
static void
read_closing_comments (Reader    *r,
                       GameState *g)
{
  gsize start = r->lex.at, end;
  ScToken t;

  do
    {
      end = r->lex.at;
      t = sc_movetext_next_token (&r->lex);
    }
  while (t.type == SC_TOKEN_COMMENT);
  r->lex.at = start;
  if ((t.type != SC_TOKEN_TAG && t.type != SC_TOKEN_END) || end == start)
    return;

  while (r->lex.at < end)
    {
      g_autofree char *text = NULL;

      t = sc_movetext_next_token (&r->lex);
      if (!check_no_nul (r, g, &t))
        {
          r->lex.at = end;
          return;
        }
      text = collapse_spaces (r->lex.text + t.start, t.end - t.start);
      if (*text != '\0')
        {
          const char *old = sc_game_get_closing_comment (g->game);
          g_autofree char *joined = old != NULL ? g_strconcat (old, " ", text, NULL) : NULL;

          sc_game_set_closing_comment (g->game, joined != NULL ? joined : text);
        }
    }
}

/* Reads one game from r->lex.at; returns NULL when only white space is left. */
static ScGame *
read_game (Reader *r)
{
  GameState g = { 0 };
  Line main_line = { 0 };
  gsize game_start;
  ScToken peek;

  /* Skip white space and escaped lines to the first token. */
  peek = sc_movetext_next_token (&r->lex);
  if (peek.type == SC_TOKEN_END)
    return NULL;
  r->lex.at = peek.type == SC_TOKEN_COMMENT ? (peek.start > 0 ? peek.start - 1 : 0) : peek.start;
  game_start = r->lex.at;

  r->game_number++;
  g.game = sc_game_new ();
  g.lines = g_array_new (FALSE, FALSE, sizeof (Line));

  while (r->lex.at < r->lex.len && r->lex.text[r->lex.at] == '[')
    {
      gsize problem_at, tag_at = r->lex.at;
      g_autofree char *name = NULL;
      ScTagPairProblem problem = sc_tag_pair_read (&r->lex, g.game, &problem_at, &name);

      if (problem != SC_TAG_PAIR_OK && !g.failed)
        fail (r, &g, SC_PROBLEM_SYNTAX, problem_at, tag_pair_message (problem));
      /* Past 0: 0 says there is none. */
      if (problem == SC_TAG_PAIR_OK && g_str_equal (name, "FEN"))
        g.fen_at = tag_at + 1;
      /* Another tag pair on the same line. */
      if (r->lex.at < r->lex.len && r->lex.text[r->lex.at] == '[')
        continue;
      peek = sc_movetext_next_token (&r->lex);
      r->lex.at = peek.type == SC_TOKEN_COMMENT ? (peek.start > 0 ? peek.start - 1 : 0) : peek.start;
      if (peek.type != SC_TOKEN_TAG)
        break;
    }

  if (r->mode == READ_TREE)
    main_line.node = sc_game_get_root (g.game);
  main_line.key = ROOT_KEY;
  main_line.pos = *sc_game_get_start_position (g.game);
  g_array_append_val (g.lines, main_line);
  if (!g.failed)
    apply_setup (r, &g, game_start);
  /* The root's marks and comments come before the first move. */
  g.pending = g.pending_root = TRUE;
  g.pending_key = ROOT_KEY;

  if (!g.failed)
    read_movetext (r, &g);
  if (!g.failed && g.result_read)
    read_closing_comments (r, &g);
  if (!g.failed && g.lines->len > 1)
    fail (r, &g, SC_PROBLEM_SYNTAX, current_line (&g)->opened_at,
          g_strdup (_("this variation has no closing “)”")));
  if (!g.failed)
    settle_result (r, &g);
  if (g.failed)
    {
      gsize problem = g.problem_offset;

      /* (A game that failed at its result has its whole text read.) */
      if (!g.result_read)
        skip_game (r);
      sc_game_set_unread (g.game, r->lex.text + game_start, (gssize) (r->lex.at - game_start),
                          problem - game_start);
    }
  else if (r->mode == READ_WRITE)
    write_pending (r, &g);
  g_free (g.comment_before);
  g_free (g.pending_marks.nags);
  g_free (g.before_marks.nags);
  for (guint i = 0; i < g.lines->len; i++)
    if (g_array_index (g.lines, Line, i).deferred != NULL)
      g_array_unref (g_array_index (g.lines, Line, i).deferred);
  g_array_unref (g.lines);
  return g.game;
}

static void
problem_clear (gpointer data)
{
  g_free (((ScTextProblem *) data)->message);
}

static ScReadResult *
read_result_new (void)
{
  ScReadResult *result = g_new0 (ScReadResult, 1);

  result->games = g_ptr_array_new_with_free_func (g_object_unref);
  result->problems = g_array_new (FALSE, FALSE, sizeof (ScTextProblem));
  g_array_set_clear_func (result->problems, problem_clear);
  result->warnings = g_array_new (FALSE, FALSE, sizeof (ScTextProblem));
  g_array_set_clear_func (result->warnings, problem_clear);
  return result;
}

void
sc_read_result_free (ScReadResult *result)
{
  if (result == NULL)
    return;
  g_ptr_array_unref (result->games);
  g_array_unref (result->problems);
  g_array_unref (result->warnings);
  g_free (result);
}

static void
reader_init (Reader           *r,
             const char       *text,
             gsize             length,
             const ScLanguage *lang,
             ScReadResult     *result)
{
  memset (r, 0, sizeof *r);
  r->lex.text = text;
  r->lex.len = length;
  r->lang = lang;
  r->result = result;
  r->lc_line = r->lc_column = 1;
  r->number_start = r->number_end = 0;
  sc_notation_style_init_preset (&r->style, SC_PRESET_FIDE, lang);
  r->style.en_passant_suffix = FALSE;
}

/* How many moves the first game reads under lang before a problem. */
static guint
moves_read_with (const char       *text,
                 gsize             length,
                 const ScLanguage *lang)
{
  Reader r;
  g_autoptr(ScGame) game = NULL;

  reader_init (&r, text, length, lang, NULL);
  r.probing = TRUE;
  r.mode = READ_CHECK;
  game = read_game (&r);
  return r.moves_read;
}

const ScLanguage *
sc_detect_language (const char *text,
                    gssize      length)
{
  /* The user's language, then English, win ties: they are tried first and
   * only a language that reads more moves replaces them. */
  const ScLanguage *best = sc_language_for_locale ();
  guint best_moves, moves;

  if (length < 0)
    length = (gssize) strlen (text);

  best_moves = moves_read_with (text, (gsize) length, best);
  moves = moves_read_with (text, (gsize) length, sc_language_english ());
  if (moves > best_moves)
    {
      best = sc_language_english ();
      best_moves = moves;
    }
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *lang = sc_language_nth (i);
      gboolean tried = FALSE;

      /* Languages that share all letters read the same: try each set once. */
      for (guint j = 0; j < i && !tried; j++)
        tried = sc_language_same_letters (lang, sc_language_nth (j));
      if (tried || sc_language_same_letters (lang, sc_language_for_locale ()) ||
          sc_language_same_letters (lang, sc_language_english ()))
        continue;
      moves = moves_read_with (text, (gsize) length, lang);
      if (moves > best_moves)
        {
          best = lang;
          best_moves = moves;
        }
    }
  return best;
}

/* Every game of text, read in mode (into trees, or checked). */
static ScReadResult *
read_all_games (const char        *text,
                gssize             length,
                const ScLanguage  *lang,
                ReadMode           mode,
                ScMovetextNotes  **notes)
{
  ScReadResult *result = read_result_new ();
  Reader r;
  ScGame *game;

  g_return_val_if_fail (text != NULL, result);

  if (length < 0)
    length = (gssize) strlen (text);

  result->detected = lang == NULL;
  result->language = lang != NULL ? lang : sc_detect_language (text, length);

  reader_init (&r, text, (gsize) length, result->language, result);
  r.mode = mode;
  if (notes != NULL)
    r.notes = *notes = sc_movetext_notes_new ();
  while ((game = read_game (&r)) != NULL)
    g_ptr_array_add (result->games, game);
  return result;
}

ScReadResult *
sc_read_games (const char       *text,
               gssize            length,
               const ScLanguage *lang)
{
  return read_all_games (text, length, lang, READ_TREE, NULL);
}

gboolean
sc_read_moves_at (ScGame            *game,
                  ScGameNode        *node,
                  const char        *text,
                  gssize             length,
                  const ScLanguage  *lang,
                  ScGameNode       **last,
                  ScTextProblem     *problem)
{
  g_autoptr(ScReadResult) result = read_result_new ();
  GameState g = { 0 };
  Line line = { 0 };
  Reader r;

  g_return_val_if_fail (SC_IS_GAME (game), FALSE);
  g_return_val_if_fail (node != NULL && text != NULL, FALSE);

  if (length < 0)
    length = (gssize) strlen (text);
  reader_init (&r, text, (gsize) length, lang != NULL ? lang : sc_language_english (), result);
  r.game_number = 1;

  g.game = game;
  g.lines = g_array_new (FALSE, FALSE, sizeof (Line));
  line.node = node;
  sc_game_position_at (game, node, &line.pos);
  line.has_move = FALSE;
  g_array_append_val (g.lines, line);

  read_movetext (&r, &g);
  if (!g.failed && g.lines->len > 1)
    fail (&r, &g, SC_PROBLEM_SYNTAX, current_line (&g)->opened_at,
          g_strdup (_("this variation has no closing “)”")));

  /* The last move read on the line it started from. */
  if (last != NULL)
    *last = g_array_index (g.lines, Line, 0).node;
  if (g.failed && problem != NULL)
    {
      *problem = g_array_index (result->problems, ScTextProblem, 0);
      g_array_index (result->problems, ScTextProblem, 0).message = NULL;
      /* Where the text to fix begins, the move number included. */
      problem->offset = g.problem_offset;
    }
  /* A result ends the game. */
  g_free (g.comment_before);
  g_array_unref (g.lines);
  return !g.failed;
}

ScReadResult *
sc_pgn_index_read_game (const char            *text,
                        const ScPgnIndexEntry *entry,
                        const ScLanguage      *lang)
{
  return sc_read_games (text + entry->offset, (gssize) entry->length, lang);
}

ScReadResult *
sc_check_games (const char        *text,
                gssize             length,
                const ScLanguage  *lang,
                ScMovetextNotes  **notes)
{
  return read_all_games (text, length, lang, READ_CHECK, notes);
}

void
sc_stream_movetext (const char            *text,
                    gsize                  length,
                    const ScLanguage      *lang,
                    ScMovetextNotes       *notes,
                    GString               *out,
                    const ScNotationStyle *style,
                    ScMovetextFlags        flags,
                    ScMovetextFlushFunc    flush,
                    gpointer               user_data)
{
  g_autoptr(ScReadResult) result = read_result_new ();
  g_autoptr(ScGame) game = NULL;
  Reader r;

  g_return_if_fail (text != NULL && lang != NULL && notes != NULL && out != NULL && flush != NULL);
  g_return_if_fail (flags & SC_MOVETEXT_WRAP);

  reader_init (&r, text, length, lang, result);
  r.mode = READ_WRITE;
  r.notes = notes;
  r.out = out;
  r.flush = flush;
  r.flush_data = user_data;
  r.writer = sc_movetext_writer_new (out, style, flags);
  game = read_game (&r);
  if (game != NULL)
    {
      sc_movetext_writer_result (r.writer, sc_game_get_result (game));
      sc_movetext_writer_closing_comment (r.writer, sc_game_get_closing_comment (game));
    }
  else
    sc_movetext_writer_result (r.writer, "*");
  sc_movetext_writer_free (r.writer);
  /* The check found no problem: one here is a bug. */
  g_warn_if_fail (result->problems->len == 0);
}
