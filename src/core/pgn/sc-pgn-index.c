/* sc-pgn-index.c: where each game of a PGN file starts, without reading moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scanner finds the lines from bit masks of 64 bytes at a time (see
 * feed_lines()), made with SSE2 where the compiler targets it (every
 * x86-64 processor) and a byte at a time elsewhere, and takes the common
 * lines (tags, plain movetext, blank) on a short path. There is one way,
 * for every processor: the last factor of two that wider vectors gave is
 * not worth a way for each. A line starting with '[' opens a game's tag
 * section unless the section is already open or a brace comment is; any
 * other text opens a bare movetext game when no game is open, or when the
 * last one ended with its result; a result inside a line ends its game
 * there (split_at_results ()). It looks at no move: the reader does
 * that, game by game. Tag lines are read in sc-pgn-index-tags.c, and the
 * index keeps the games in sc-pgn-index-games.c.
 */
#include "config.h"

#include "sc-pgn-index-private.h"
#include "sc-string.h"

static const char *const tag_names[SC_PGN_N_TAGS] = {
  "Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO", "WhiteElo", "BlackElo",
};

const char *
sc_pgn_tag_name (ScPgnTag tag)
{
  g_return_val_if_fail (tag < SC_PGN_N_TAGS, NULL);
  return tag_names[tag];
}


ScPgnScanner *
sc_pgn_scanner_new (ScPgnGameFunc func,
                    gpointer      user_data)
{
  ScPgnScanner *s = g_new0 (ScPgnScanner, 1);

  s->func = func;
  s->user_data = user_data;
  s->wanted_tags = ALL_TAGS;
  s->pending = g_string_new (NULL);
  /* Room for sc_pgn_scanner_read_short_tag ()'s copies, and SC_PGN_VALUE_ROOM. GStrings
   * do not shrink. */
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    s->values[i] = g_string_sized_new (MAX (80, SC_PGN_VALUE_ROOM));
  return s;
}

void
sc_pgn_scanner_free (ScPgnScanner *s)
{
  if (s == NULL)
    return;
  g_string_free (s->pending, TRUE);
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    g_string_free (s->values[i], TRUE);
  g_free (s);
}

static void
end_game (ScPgnScanner *s)
{
  if (!s->game_open)
    return;
  s->entry.length = s->content_end - s->entry.offset;
  s->entry.plain_tags = s->plain_values & s->has_values;
  /* Only the tags read: many games have few, and a stream reads none. */
  memset (s->entry.tags, 0, sizeof s->entry.tags);
  memset (s->entry.tag_lengths, 0, sizeof s->entry.tag_lengths);
  for (guint values = s->has_values; values != 0; values &= values - 1)
    {
      guint i = (guint) __builtin_ctz (values);

      s->entry.tags[i] = s->values[i]->str;
      s->entry.tag_lengths[i] = (guint32) s->values[i]->len;
    }
  s->func (&s->entry, s->user_data);
  s->game_open = FALSE;
}

/* A game at offset, whose first line is line. */
static void
start_game_at (ScPgnScanner *s,
               guint64       offset,
               guint         line)
{
  guint number = s->entry.number;

  end_game (s);
  /* No memset (): for so small a struct it costs more than a game's tags;
   * end_game () sets the rest. */
  s->entry.number = number + 1;
  s->entry.offset = offset;
  s->entry.line = line;
  s->game_open = TRUE;
  s->in_comment = FALSE;
  s->has_values = 0;
  s->plain_values = 0;
}

static void
start_game (ScPgnScanner *s,
            guint64       offset)
{
  start_game_at (s, offset, s->line);
}

/* Comments after a result that tags, or the end, follow are the ended
 * game's: its text runs on to include them. */
static inline void
give_comments_to_ended_game (ScPgnScanner *s)
{
  if (s->state == STATE_CLOSING)
    s->content_end = s->closing_end;
}

/* A tag line at offset: a game starts with it, or with the file's
 * heading before it, unless its tag section is open already. */
static inline void
open_tag_section (ScPgnScanner *s,
                  guint64       offset)
{
  if (s->state == STATE_HEADING)
    start_game_at (s, s->closing_offset, s->closing_line);
  else if (s->state != STATE_TAGS)
    {
      give_comments_to_ended_game (s);
      start_game (s, offset);
    }
  s->state = STATE_TAGS;
}

static inline gboolean
is_word_break (char c)
{
  return c == ' ' || c == '\t' || c == '}' || c == ')';
}

/* Does [start, end) end with word, alone or after white space, '}' or ')'?
 * The length is a constant, so that memcmp() becomes a few compares. */
#define ENDS_WITH_WORD(start, end, word) \
  ((gsize) ((end) - (start)) >= sizeof word - 1 && \
   memcmp ((end) - (sizeof word - 1), word, sizeof word - 1) == 0 && \
   ((gsize) ((end) - (start)) == sizeof word - 1 || \
    is_word_break ((end)[-(gssize) (sizeof word - 1) - 1])))

/* The blanks of a line: what the movetext and the scanner pass over. */
static inline gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

static inline const char *
skip_blanks (const char *p,
             const char *end)
{
  while (p < end && is_blank (*p))
    p++;
  return p;
}

/* Does the line (no comment left open) end with a game result? */
static inline __attribute__((always_inline)) gboolean
ends_with_result (const char *start,
                  const char *end)
{
  while (end > start && is_blank (end[-1]))
    end--;
  if (end == start)
    return FALSE;
  /* Each result ends in 0, 1, 2, '*' or '½', and a digit follows '-',
   * ':', '/' or the dash '–': most lines (a move, "Rc2") end otherwise. */
  switch (end[-1])
    {
    case '0':
      if (end - start < 3)
        return FALSE;
      return ENDS_WITH_WORD (start, end, "1-0") || ENDS_WITH_WORD (start, end, "1:0") ||
             ENDS_WITH_WORD (start, end, "1–0");
    case '1':
      if (end - start < 3)
        return FALSE;
      return ENDS_WITH_WORD (start, end, "0-1") || ENDS_WITH_WORD (start, end, "0:1") ||
             ENDS_WITH_WORD (start, end, "0–1");
    case '2':
      if (end - start < 3)
        return FALSE;
      return ENDS_WITH_WORD (start, end, "1/2-1/2") || ENDS_WITH_WORD (start, end, "1/2") ||
             ENDS_WITH_WORD (start, end, "1/2:1/2");
    case '*':
      return ENDS_WITH_WORD (start, end, "*");
    case '\xBD':
      return ENDS_WITH_WORD (start, end, "½-½") || ENDS_WITH_WORD (start, end, "½–½") ||
             ENDS_WITH_WORD (start, end, "½:½");
    default:
      return FALSE;
    }
}

/* Past the '}' that closes the comment open at p, or NULL if the line
 * ends first. */
static inline const char *
past_comment (ScPgnScanner *s,
              const char   *p,
              const char   *end)
{
  const char *close = memchr (p, '}', (gsize) (end - p));

  if (close == NULL)
    return NULL;
  s->in_comment = FALSE;
  return close + 1;
}

/* Follows brace comments through a movetext line (a ';' comment runs to
 * its end); returns past the line's last text outside comments, or p if
 * it has none. */
static const char *
scan_movetext (ScPgnScanner *s,
               const char   *p,
               const char   *end)
{
  const char *text_end = p;

  for (;;)
    {
      const char *open, *semicolon, *stop;

      if (s->in_comment && (p = past_comment (s, p, end)) == NULL)
        return text_end;
      open = memchr (p, '{', (gsize) (end - p));
      semicolon = memchr (p, ';', (gsize) ((open != NULL ? open : end) - p));
      stop = semicolon != NULL ? semicolon : open != NULL ? open : end;
      if (skip_blanks (p, stop) < stop)
        text_end = stop;
      if (semicolon != NULL || open == NULL)
        return text_end;
      s->in_comment = TRUE;
      p = open + 1;
    }
}

/* Past the white space and comments from p, as far as the line goes:
 * end if there is nothing else on it. */
static const char *
skip_comments (ScPgnScanner *s,
               const char   *p,
               const char   *end)
{
  for (;;)
    {
      if (s->in_comment && (p = past_comment (s, p, end)) == NULL)
        return end;
      p = skip_blanks (p, end);
      if (p == end || *p == ';')
        return end;
      if (*p != '{')
        return p;
      s->in_comment = TRUE;
      p++;
    }
}

/* What a byte at the start or the end of a line says about it, for the
 * fast path through movetext. */
enum {
  CLASS_LINE_START = 1 << 0,  /* starting so, the line is blank, indented, a tag, escaped or marked */
  CLASS_LINE_END   = 1 << 1,  /* ending so, it may end with a result (or a tag after one) */
  CLASS_DIGIT      = 1 << 2,  /* the last character of a result after a separator */
  CLASS_SEPARATOR  = 1 << 3,  /* '-', ':', '/' and the last byte of '–' */
  CLASS_SPACE      = 1 << 4,  /* white space after the end of a line's text */
};

static const guint8 byte_classes[256] = {
  ['\t'] = CLASS_LINE_START | CLASS_SPACE,
  ['\n'] = CLASS_LINE_START,
  ['\r'] = CLASS_LINE_START | CLASS_SPACE,
  [' '] = CLASS_LINE_START | CLASS_SPACE,
  ['%'] = CLASS_LINE_START,
  ['['] = CLASS_LINE_START,
  [0xEF] = CLASS_LINE_START,  /* a byte order mark, perhaps */
  ['*'] = CLASS_LINE_END,
  [0xBD] = CLASS_LINE_END,
  [']'] = CLASS_LINE_END,   /* a tag after a result: see split_at_results () */
  ['0'] = CLASS_DIGIT,
  ['1'] = CLASS_DIGIT,
  ['2'] = CLASS_DIGIT,
  ['-'] = CLASS_SEPARATOR,
  ['/'] = CLASS_SEPARATOR,
  [':'] = CLASS_SEPARATOR,
  [0x93] = CLASS_SEPARATOR,
};

static inline guint
byte_class (const char *p)
{
  return byte_classes[(guchar) *p];
}

/* Could the line from start to nl (not blank) end with a result, as far
 * as ends_with_result() is concerned? A superset of its answer. White
 * space at the end (a '\r' before each '\n' in many files) is passed. */
static inline gboolean
may_end_with_result (const char *start,
                     const char *nl)
{
  guint last;

  while (byte_class (nl - 1) & CLASS_SPACE)
    if (--nl == start)
      return TRUE;
  last = byte_class (nl - 1);
  if (last & CLASS_LINE_END)
    return TRUE;
  return (last & CLASS_DIGIT) && nl - start >= 2 && (byte_class (nl - 2) & CLASS_SEPARATOR);
}

/* Does a word of movetext end at c, as the reader's words do? */
static inline gboolean
ends_word (char c)
{
  switch (c)
    {
    case ' ': case '\t': case '\r': case ',':
    case '{': case '}': case ';': case '[': case ']': case '$': case '(': case ')':
      return TRUE;
    default:
      return FALSE;
    }
}

/* Is q in the last word of the line that ends at end? */
static gboolean
in_last_word (const char *q,
              const char *end)
{
  while (q < end && !ends_word (*q))
    q++;
  return skip_blanks (q, end) == end;
}

/* Could a result word have its separator or '*' at q, in a line from p
 * to end, before its last word (the result that ends it)? '-', '/' and
 * ':' count after '0', '1', '2' or '½' (castling's "O-O" does not);
 * '–' and '½' count as they are. */
static inline gboolean
is_result_mark (const char *p,
                const char *q,
                const char *end)
{
  switch ((guchar) *q)
    {
    case '-': case '/': case ':':
      if (q == p || (q[-1] != '0' && q[-1] != '1' && q[-1] != '2' && (guchar) q[-1] != 0xBD))
        return FALSE;
      return !in_last_word (q, end);
    case '*': case 0x93: case 0xBD:
      return !in_last_word (q, end);
    default:
      return FALSE;
    }
}

/* The marks of is_result_mark () among 16 bytes from q, looked at more
 * closely: '-' and '/' (one bit apart), '*' and ':' (the same), and
 * bytes outside ASCII ('½', '–'). Only those from skip on count. */
static inline gboolean
block_may_hold_result (const char *p,
                       const char *q,
                       const char *end,
                       guint       skip)
{
#ifdef __SSE2__
  __m128i v = _mm_loadu_si128 ((const __m128i *) q);
  __m128i dash_slash = _mm_cmpeq_epi8 (_mm_or_si128 (v, _mm_set1_epi8 (0x02)), _mm_set1_epi8 ('/'));
  __m128i star_colon = _mm_cmpeq_epi8 (_mm_or_si128 (v, _mm_set1_epi8 (0x10)), _mm_set1_epi8 (':'));
  guint marks = (guint) _mm_movemask_epi8 (_mm_or_si128 (_mm_or_si128 (dash_slash, star_colon), v)) >> skip;

  for (; marks != 0; marks &= marks - 1)
    if (is_result_mark (p, q + skip + __builtin_ctz (marks), end))
      return TRUE;
  return FALSE;
#else
  for (guint i = skip; i < 16; i++)
    if (is_result_mark (p, q + i, end))
      return TRUE;
  return FALSE;
#endif
}

/* Might [p, end) hold a result word before its last? Asked of the line
 * that ends each game: 16 bytes at a time, the last 16 over the ones
 * before. */
static gboolean
may_hold_result (const char *p,
                 const char *end)
{
  const char *q = p;

  if (end - p < 16)
    {
      for (; q < end; q++)
        if (is_result_mark (p, q, end))
          return TRUE;
      return FALSE;
    }
  for (; end - q > 16; q += 16)
    if (block_may_hold_result (p, q, end, 0))
      return TRUE;
  return block_may_hold_result (p, end - 16, end, (guint) (16 - (end - q)));
}

/* Does the line end with a tag (after a result, as "1-0 [Event ...")? */
static inline gboolean
ends_with_tag (const char *p,
               const char *end)
{
  while (end > p && is_blank (end[-1]))
    end--;
  return end > p && end[-1] == ']';
}

/* A result inside a line, with more than comments after it, ends its
 * game there, as the reader reads "1. e4 e5 1-0 1. d4 d5 0-1": the game
 * takes the comments on the result's line, and the next one starts at
 * the next word, or at a tag ("1-0 [Event ..."), whose pairs are read.
 * Only lines that scan_line () takes are looked at, and of those the
 * ones that end with a result or a tag, or have comments. Returns where the
 * text of the line's last game starts (p when no game ends inside the
 * line), or NULL when a tag section took the rest of the line. */
static const char *
split_at_results (ScPgnScanner *s,
                  const char   *line,
                  const char   *p,
                  const char   *end,
                  guint64       offset,
                  guint64       next)
{
  gboolean was_in_comment = s->in_comment;
  const char *start = p, *q = p;
  guint depth = 0;   /* variations opened on this line */

  while ((q = skip_comments (s, q, end)) < end)
    {
      const char *word = q, *after, *text_end;

      if (*q == '(' || *q == ')')
        {
          depth = *q == '(' ? depth + 1 : depth > 0 ? depth - 1 : 0;
          q++;
          continue;
        }
      while (q < end && !ends_word (*q))
        q++;
      if (q == word)
        q++;
      if (depth > 0 || !ends_with_result (word, q))
        continue;
      after = skip_comments (s, q, end);
      /* No game starts with ')' after a result: see scan_line (). */
      if (after == end || *after == ')')
        continue;
      text_end = after;
      while (is_blank (text_end[-1]))
        text_end--;
      s->content_end = offset + (guint64) (text_end - line);
      start_game (s, offset + (guint64) (after - line));
      start = q = after;
      was_in_comment = FALSE;
      if (*after == '[')
        {
          s->state = STATE_TAGS;
          if (may_want_tag (s, after, end))
            sc_pgn_scanner_read_tag (s, after, end, end);
          s->content_end = next;
          return NULL;
        }
    }
  s->in_comment = was_in_comment;
  return start;
}

/* One line without its '\n', at offset; next is the offset after it. */
static inline void
scan_line (ScPgnScanner *s,
           const char   *line,
           gsize         length,
           guint64       offset,
           guint64       next,
           gboolean      has_marks)
{
  const char *p = line, *end = line + length, *text_end;
  gboolean was_in_comment, ended;

  s->line++;
  /* A byte order mark is no part of the line it starts: the first, or
   * one where files were joined with cat. */
  if (length >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  p = skip_blanks (p, end);
  if (p == end)
    return;   /* blank lines belong to no game */

  if (!s->in_comment)
    {
      if (*p == '%' && p == line)
        return;   /* an escaped line (PGN 6) */
      if (*p == '[')
        {
          open_tag_section (s, offset);
          if (may_want_tag (s, p, end))
            sc_pgn_scanner_read_tag (s, p, end, end);
          s->content_end = next;
          return;
        }
      /* Comments after a result are the ended game's if tags or the
       * end come next (engine matches say there how the game ended),
       * a new game's if moves do. Comments before the first game (a
       * file's heading) are that game's. */
      if ((s->state == STATE_ENDED || s->state == STATE_BETWEEN) && (*p == '{' || *p == ';'))
        {
          s->state = s->state == STATE_ENDED ? STATE_CLOSING : STATE_HEADING;
          s->closing_offset = offset;
          s->closing_line = s->line;
        }
      else if (s->state == STATE_BETWEEN || (s->state == STATE_ENDED && *p != ')'))
        start_game (s, offset);
    }
  if (s->state == STATE_CLOSING || s->state == STATE_HEADING)
    {
      p = skip_comments (s, p, end);
      if (p == end)
        {
          s->closing_end = next;
          return;
        }
      /* No game starts with ')' after a result: it was inside a
       * variation, and the game goes on (as where a ')' follows a
       * result's line). */
      if (*p != ')' || s->state == STATE_HEADING)
        start_game_at (s, s->closing_offset, s->closing_line);
    }
  s->state = STATE_MOVES;
  s->content_end = next;
  /* Without '{' or ';' (known from the chunk scan) there is nothing to
   * follow. A result before comments on its line ends the game: they are
   * its own, as the reader takes them. */
  was_in_comment = s->in_comment;
  text_end = has_marks || s->in_comment ? scan_movetext (s, p, end) : end;
  ended = !s->in_comment && ends_with_result (p, text_end);
  /* A game that ends inside the line (see split_at_results ()) is looked
   * for where another ends at its end, or a tag or a comment does. */
  if ((ended || has_marks || was_in_comment || ends_with_tag (p, end)) &&
      may_hold_result (p, end))
    {
      s->in_comment = was_in_comment;
      if ((p = split_at_results (s, line, p, end, offset, next)) == NULL)
        return;
      s->content_end = next;
      text_end = scan_movetext (s, p, end);
      ended = !s->in_comment && ends_with_result (p, text_end);
    }
  if (ended)
    s->state = STATE_ENDED;
}

/* The '\n' bytes and the '{' or ';' bytes of 64 bytes, as bit masks.
 * Three ways, for what the processor has; ';' (0x3B) is '{' (0x7B)
 * without the 0x40 bit. */
typedef void (*BlockMasksFunc) (const char *p,
                                guint64    *newlines,
                                guint64    *marks);

/* The masks of n bytes (64 at most) one byte at a time, for the short
 * last block of a chunk and where there are no vectors. */
static inline void
block_masks_bytes (const char *p,
                   gsize       n,
                   guint64    *newlines,
                   guint64    *marks)
{
  guint64 nl = 0, m = 0;

  for (gsize i = 0; i < n; i++)
    {
      nl |= (guint64) (p[i] == '\n') << i;
      m |= (guint64) (p[i] == '{' || p[i] == ';') << i;
    }
  *newlines = nl;
  *marks = m;
}

static inline void
block_masks_plain (const char *p,
                   guint64    *newlines,
                   guint64    *marks)
{
#ifdef __SSE2__
  guint64 n = 0, m = 0;
  const __m128i newline = _mm_set1_epi8 ('\n');
  const __m128i brace = _mm_set1_epi8 ('{');
  const __m128i fold = _mm_set1_epi8 (0x40);

  /* Unrolled: each 16 bytes' masks land at a fixed place. */
#pragma GCC unroll 4
  for (guint i = 0; i < 4; i++)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) (p + 16 * i));

      n |= (guint64) (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, newline)) << (16 * i);
      m |= (guint64) (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (_mm_or_si128 (v, fold), brace)) << (16 * i);
    }
  *newlines = n;
  *marks = m;
#else
  block_masks_bytes (p, 64, newlines, marks);
#endif
}

/* The lines of a chunk, found from bit masks of 64 bytes at a time, so
 * that each byte is looked at once however the lines fall. */
typedef struct {
  const char *block;      /* 64 bytes from data, the last block shorter */
  const char *end;
  guint64     newlines;   /* of the block */
  guint64     marks;      /* its '{' and ';' */
} LineWalk;

/* The block of 64 bytes that p lies in: blocks are counted from data. */
static inline const char *
block_of (const char *data,
          const char *p)
{
  return data + ((gsize) (p - data) & ~(gsize) 63);
}

static inline __attribute__((always_inline)) void
line_walk_load (LineWalk       *w,
                BlockMasksFunc  block_masks)
{
  if (w->end - w->block >= 64)
    block_masks (w->block, &w->newlines, &w->marks);
  else
    block_masks_bytes (w->block, (gsize) (w->end - w->block), &w->newlines, &w->marks);
}

/* Starts the walk at p, in its block. */
static inline __attribute__((always_inline)) void
line_walk_start (LineWalk       *w,
                 const char     *data,
                 const char     *p,
                 BlockMasksFunc  block_masks)
{
  w->block = block_of (data, p);
  line_walk_load (w, block_masks);
}

/* The next '\n' from p on (p in the current block or just past it), or
 * NULL, and whether a '{' or ';' comes before it. */
static inline __attribute__((always_inline)) const char *
line_walk_next (LineWalk       *w,
                const char     *p,
                gboolean       *has_marks,
                BlockMasksFunc  block_masks)
{
  guint64 marks = 0;

  for (;;)
    {
      gsize from = (gsize) (p - w->block);

      if (from < 64)
        {
          guint64 after = ~(guint64) 0 << from;
          guint64 newlines = w->newlines & after;

          if (newlines != 0)
            {
              marks |= w->marks & after & ((newlines & -newlines) - 1);
              *has_marks = marks != 0;
              return w->block + __builtin_ctzll (newlines);
            }
          marks |= w->marks & after;
        }
      w->block += 64;
      if (w->block >= w->end)
        return NULL;
      line_walk_load (w, block_masks);
      p = w->block;
    }
}

/* Tag lines and blank lines one after another from p (either, no
 * comment open), as feed_lines () would take them. The masks of each
 * line come from those of the aligned blocks it lies in, which do not
 * wait for the line before to be found. Returns the start of the first
 * line not taken: a long one, one near the end (with fewer than 128
 * bytes to read), or any other kind. */
static inline __attribute__((always_inline)) const char *
take_tag_lines (ScPgnScanner *s,
                const char   *data,
                const char   *p,
                const char   *end,
                guint64       base,
                TagMasksFunc  tag_masks)
{
  const char *block;
  TagMasks lo, hi;

  /* The blank lines first: no masks are made unless a tag line follows. */
  while (p < end && *p == '\n')
    {
      s->line++;
      p++;
    }
  /* A scanner that reads no tags (tag_masks NULL) takes its tag lines
   * as any other line, with the masks of the walk through them: it needs
   * none of theirs but their ends. */
  if (tag_masks == NULL || end - p < 128 || *p != '[')
    return p;
  block = block_of (data, p);
  tag_masks (block, &lo);
  tag_masks (block + 64, &hi);
  while (end - p >= 128)
    {
      const char *nl;
      guint64 newlines, offset;

      if (p - block >= 64)
        {
          block += 64;
          lo = hi;
          tag_masks (block + 64, &hi);
        }
      if (*p == '\n')
        {
          s->line++;
          p++;
          continue;
        }
      if (*p != '[')
        break;
      newlines = mask_at (lo.newlines, hi.newlines, (guint) (p - block));
      if (newlines == 0)
        break;
      nl = p + __builtin_ctzll (newlines);
      offset = base + (guint64) (p - data);
      s->line++;
      open_tag_section (s, offset);
      if (may_want_tag (s, p, nl))
        {
          TagMasks m;

          tag_masks_at (&lo, &hi, (guint) (p - block), &m);
          if (!sc_pgn_scanner_read_short_tag (s, p, nl, &m))
            sc_pgn_scanner_read_tag (s, p, nl, end);
        }
      s->content_end = offset + (guint64) (nl + 1 - p);
      p = nl + 1;
    }
  return p;
}

/* The lines of data from p (a line start) to end; a last line without
 * its '\n' waits in s->pending. base is the offset of data[0]. */
static inline __attribute__((always_inline)) void
feed_lines (ScPgnScanner     *s,
            const char       *data,
            const char       *p,
            const char       *end,
            guint64           base,
            BlockMasksFunc    block_masks,
            TagMasksFunc      tag_masks)
{
  LineWalk walk = { NULL, end, 0, 0 };
  /* The walk starts again where it is next needed after a jump. */
  gboolean walk_stale = TRUE;

  while (p < end)
    {
      gboolean has_marks;
      const char *nl;
      guint64 offset, next;

      if ((*p == '[' || *p == '\n') && !s->in_comment && (p != data || base != 0))
        {
          const char *taken = take_tag_lines (s, data, p, end, base, tag_masks);

          if (taken != p)
            {
              /* Blank lines alone may leave p in the walk's block. */
              walk_stale = walk_stale || (gsize) (taken - walk.block) >= 64;
              p = taken;
              continue;
            }
        }
      if (walk_stale)
        {
          line_walk_start (&walk, data, p, block_masks);
          walk_stale = FALSE;
        }
      nl = line_walk_next (&walk, p, &has_marks, block_masks);
      offset = base + (guint64) (p - data);

      if (nl == NULL)
        {
          s->pending_offset = offset;
          g_string_append_len (s->pending, p, end - p);
          return;
        }
      next = base + (guint64) (nl + 1 - data);
      /* Three kinds of line make up most of a file, and are taken here
       * as scan_line() would take them, with less to decide. */
      if (p == nl)
        {
          /* A blank line. */
          s->line++;
        }
      else if (s->state == STATE_MOVES && !s->in_comment && !has_marks &&
          !(byte_class (p) & CLASS_LINE_START) && !may_end_with_result (p, nl))
        {
          /* A plain movetext line. */
          s->line++;
          s->content_end = next;
        }
      else if (*p == '[' && !s->in_comment && offset != 0)
        {
          /* A tag at the start of the line. */
          s->line++;
          open_tag_section (s, offset);
          /* One that take_tag_lines () left: long, or near the end. */
          if (may_want_tag (s, p, nl))
            sc_pgn_scanner_read_tag (s, p, nl, end);
          s->content_end = next;
        }
      else
        scan_line (s, p, (gsize) (nl - p), offset, next, has_marks);
      p = nl + 1;
    }
}

static void
feed_lines_plain (ScPgnScanner *s,
                  const char   *data,
                  const char   *p,
                  const char   *end,
                  guint64       base)
{
  feed_lines (s, data, p, end, base, block_masks_plain, tag_masks_plain);
}

static void
feed_lines_without_tags (ScPgnScanner *s,
                         const char   *data,
                         const char   *p,
                         const char   *end,
                         guint64       base)
{
  feed_lines (s, data, p, end, base, block_masks_plain, NULL);
}

void
sc_pgn_scanner_feed (ScPgnScanner *s,
                     const char   *data,
                     gsize         length)
{
  const char *p = data, *end = data + length;
  guint64 base = s->offset;   /* the offset of data[0] */

  if (length == 0)
    return;
  s->offset += length;
  if (s->pending->len > 0)
    {
      const char *nl = memchr (p, '\n', length);

      if (nl == NULL)
        {
          g_string_append_len (s->pending, p, (gssize) length);
          return;
        }
      g_string_append_len (s->pending, p, nl - p);
      scan_line (s, s->pending->str, s->pending->len, s->pending_offset,
                 base + (guint64) (nl + 1 - data), TRUE);
      g_string_truncate (s->pending, 0);
      p = nl + 1;
    }
  if (s->wanted_tags == 0)
    feed_lines_without_tags (s, data, p, end, base);
  else
    feed_lines_plain (s, data, p, end, base);
}

void
sc_pgn_scanner_finish (ScPgnScanner *s)
{
  if (s->pending->len > 0)
    {
      scan_line (s, s->pending->str, s->pending->len, s->pending_offset, s->offset, TRUE);
      g_string_truncate (s->pending, 0);
    }
  /* A comment left open to the end is no game's ending: it fails as a
   * game of its own, as the reader reads it. A heading that no game
   * follows is kept as one too. */
  if ((s->state == STATE_CLOSING && s->in_comment) || s->state == STATE_HEADING)
    {
      start_game_at (s, s->closing_offset, s->closing_line);
      s->content_end = s->closing_end;
    }
  else
    give_comments_to_ended_game (s);
  end_game (s);
  s->state = STATE_BETWEEN;
}

void
sc_pgn_scanner_set_keep_tags (ScPgnScanner *s,
                              gboolean      keep)
{
  sc_pgn_scanner_set_tags (s, keep ? ALL_TAGS : 0);
}

void
sc_pgn_scanner_set_tags (ScPgnScanner *s,
                         guint         tags)
{
  s->wanted_tags = tags & ALL_TAGS;
}

guint
sc_pgn_scanner_get_n_lines (ScPgnScanner *s)
{
  return s->line;
}

gboolean
sc_pgn_scanner_can_split (ScPgnScanner *s)
{
  /* What a '[' line does in scan_line (): a new scanner is between games.
   * After a heading it starts the game at the heading. */
  return s->pending->len == 0 && !s->in_comment && s->state != STATE_TAGS && s->state != STATE_HEADING;
}

/* Is there likely a game boundary at `at` (a '[' line)? When the last
 * non-blank line before it ends with a result and a blank line comes
 * between. A comment could still be open (sc_pgn_scanner_can_split ()
 * tells), but files where it is are rare. */
static gboolean
looks_like_boundary (const char *text,
                     gsize       at)
{
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*" };
  gsize end = at, blank_lines = 0;

  while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r' ||
                     text[end - 1] == ' ' || text[end - 1] == '\t'))
    {
      blank_lines += text[end - 1] == '\n';
      end--;
    }
  if (blank_lines < 2)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      gsize len = strlen (results[i]);

      if (end >= len + 1 && memcmp (text + end - len, results[i], len) == 0 &&
          (text[end - len - 1] == ' ' || text[end - len - 1] == '\n'))
        return TRUE;
    }
  return FALSE;
}

gsize
sc_pgn_find_split (const char *window,
                   gsize       n)
{
  for (gsize i = 1; i < n; i++)
    if (window[i] == '[' && window[i - 1] == '\n' && looks_like_boundary (window, i))
      return i;
  return 0;
}
