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
 * not worth a way for each. A line starting with '[' opens a game's tag section unless the
 * section is already open or a brace comment is; any other text opens a
 * bare movetext game when no game is open, or when the last one ended with
 * its result. It looks at no move: the reader does that, game by game.
 */
#include "config.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include "sc-pgn-index.h"
#include "sc-string.h"

typedef enum {
  STATE_BETWEEN,   /* no game yet */
  STATE_TAGS,      /* in a tag section */
  STATE_MOVES,     /* in movetext */
  STATE_ENDED,     /* the movetext ended with a result */
} State;

struct _ScPgnScanner {
  ScPgnGameFunc    func;
  gpointer         user_data;
  State            state;
  gboolean         in_comment;     /* inside { } across lines */
  gboolean         game_open;
  guint            wanted_tags;    /* a bit for each ScPgnTag to read */
  guint64          offset;         /* of the next byte fed */
  guint            line;           /* lines seen so far */
  GString         *pending;        /* a line cut by the end of a chunk */
  guint64          pending_offset;
  ScPgnIndexEntry  entry;          /* the open game */
  guint64          content_end;    /* past its last non-blank line */
  GString         *values[SC_PGN_N_TAGS];
  guint            has_values;     /* a bit for each ScPgnTag read */
  guint            plain_values;   /* and for those known to be plain text (plain_tags) */
};

#define ALL_TAGS ((1u << SC_PGN_N_TAGS) - 1)

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
  /* Room for read_short_tag ()'s copies, and SC_PGN_VALUE_ROOM. GStrings
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
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    {
      gboolean has_value = (s->has_values >> i & 1) != 0;

      s->entry.tags[i] = has_value ? s->values[i]->str : NULL;
      s->entry.tag_lengths[i] = has_value ? (guint32) s->values[i]->len : 0;
    }
  s->func (&s->entry, s->user_data);
  s->game_open = FALSE;
}

static void
start_game (ScPgnScanner *s,
            guint64       offset)
{
  guint number = s->entry.number;

  end_game (s);
  /* No memset (): for so small a struct it costs more than a game's tags;
   * end_game () sets the rest. */
  s->entry.number = number + 1;
  s->entry.offset = offset;
  s->entry.line = s->line;
  s->game_open = TRUE;
  s->in_comment = FALSE;
  s->has_values = 0;
  s->plain_values = 0;
}

/* A tag line at offset: a game starts with it, unless its tag section
 * is open already. */
static inline void
open_tag_section (ScPgnScanner *s,
                  guint64       offset)
{
  if (s->state != STATE_TAGS)
    start_game (s, offset);
  s->state = STATE_TAGS;
}

/* Does name (of len bytes) spell the literal word? */
#define NAME_IS(name, len, word) \
  ((len) == sizeof word - 1 && memcmp ((name), word, sizeof word - 1) == 0)

/* The tag a name of len bytes is, or SC_PGN_N_TAGS for one the index does
 * not keep. */
static guint
find_tag (const char *name,
          gsize       len)
{
  switch (name[0])
    {
    case 'E':
      return NAME_IS (name, len, "Event") ? SC_PGN_TAG_EVENT :
             NAME_IS (name, len, "ECO") ? SC_PGN_TAG_ECO : SC_PGN_N_TAGS;
    case 'S':
      return NAME_IS (name, len, "Site") ? SC_PGN_TAG_SITE : SC_PGN_N_TAGS;
    case 'D':
      return NAME_IS (name, len, "Date") ? SC_PGN_TAG_DATE : SC_PGN_N_TAGS;
    case 'R':
      return NAME_IS (name, len, "Round") ? SC_PGN_TAG_ROUND :
             NAME_IS (name, len, "Result") ? SC_PGN_TAG_RESULT : SC_PGN_N_TAGS;
    case 'W':
      return NAME_IS (name, len, "White") ? SC_PGN_TAG_WHITE :
             NAME_IS (name, len, "WhiteElo") ? SC_PGN_TAG_WHITE_ELO : SC_PGN_N_TAGS;
    case 'B':
      return NAME_IS (name, len, "Black") ? SC_PGN_TAG_BLACK :
             NAME_IS (name, len, "BlackElo") ? SC_PGN_TAG_BLACK_ELO : SC_PGN_N_TAGS;
    default:
      return SC_PGN_N_TAGS;
    }
}

/* The tags whose names start with c, for a quick look at a tag line. */
static inline guint
tags_starting_with (char c)
{
  switch (c)
    {
    case 'E':
      return 1u << SC_PGN_TAG_EVENT | 1u << SC_PGN_TAG_ECO;
    case 'S':
      return 1u << SC_PGN_TAG_SITE;
    case 'D':
      return 1u << SC_PGN_TAG_DATE;
    case 'R':
      return 1u << SC_PGN_TAG_ROUND | 1u << SC_PGN_TAG_RESULT;
    case 'W':
      return 1u << SC_PGN_TAG_WHITE | 1u << SC_PGN_TAG_WHITE_ELO;
    case 'B':
      return 1u << SC_PGN_TAG_BLACK | 1u << SC_PGN_TAG_BLACK_ELO;
    default:
      return 0;
    }
}

/* The tags wanted that the open game has no value for yet. */
static inline guint
tags_to_read (ScPgnScanner *s)
{
  return s->wanted_tags & ~s->has_values;
}

/* Could the tag line at p (its '[') give a value still wanted? */
static inline gboolean
may_want_tag (ScPgnScanner *s,
              const char   *p,
              const char   *end)
{
  return p + 1 < end && (tags_starting_with (p[1]) & tags_to_read (s)) != 0;
}

/* The bytes of a tag name: letters, digits and '_'. */
static const guint8 name_bytes[256] = {
  ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1,
  ['8'] = 1, ['9'] = 1, ['_'] = 1,
  ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1,
  ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1,
  ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1, ['W'] = 1, ['X'] = 1,
  ['Y'] = 1, ['Z'] = 1,
  ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1,
  ['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1, ['o'] = 1, ['p'] = 1,
  ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1, ['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1,
  ['y'] = 1, ['z'] = 1,
};

/* The first '"', '\\' or NUL in [p, end), or end. Bytes up to limit (at
 * or past end) may be read, so that most values take one 16-byte look. */
static inline const char *
find_quote (const char *p,
            const char *end,
            const char *limit)
{
#ifdef __SSE2__
  while (limit - p >= 16 && p < end)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) p);
      __m128i stop = _mm_or_si128 (_mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('"')),
                                                 _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\\'))),
                                   _mm_cmpeq_epi8 (v, _mm_setzero_si128 ()));
      guint found = (guint) _mm_movemask_epi8 (stop);

      if (found != 0)
        return MIN (p + __builtin_ctz (found), end);
      p += 16;
    }
#endif
  while (p < end && *p != '"' && *p != '\\' && *p != '\0')
    p++;
  return MIN (p, end);
}

/* The end of the tag name at p: the first byte in [p, end) that is no
 * letter, digit or '_'. limit as for find_quote(). */
static inline const char *
skip_name (const char *p,
           const char *end,
           const char *limit)
{
#ifdef __SSE2__
  if (limit - p >= 16)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) p);
      /* Letters: with the 0x20 bit set, 'a' to 'z' (signed: bytes above
       * 0x7F are below 'a'). */
      __m128i lower = _mm_or_si128 (v, _mm_set1_epi8 (0x20));
      __m128i letter = _mm_and_si128 (_mm_cmpgt_epi8 (lower, _mm_set1_epi8 ('a' - 1)),
                                      _mm_cmplt_epi8 (lower, _mm_set1_epi8 ('z' + 1)));
      __m128i digit = _mm_and_si128 (_mm_cmpgt_epi8 (v, _mm_set1_epi8 ('0' - 1)),
                                     _mm_cmplt_epi8 (v, _mm_set1_epi8 ('9' + 1)));
      __m128i name = _mm_or_si128 (_mm_or_si128 (letter, digit), _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('_')));
      guint other = ~(guint) _mm_movemask_epi8 (name) & 0xFFFF;

      if (other != 0)
        return MIN (p + __builtin_ctz (other), end);
      p += 16;
    }
#endif
  while (p < end && name_bytes[(guchar) *p])
    p++;
  return p;
}

/* The tag pair at p (its '['): keeps the value when the name is one the
 * index wants. Returns where the pair's value ends (past its closing
 * quote), or NULL when it is not a pair or nothing can follow it. The
 * line runs to end; limit as for find_quote(). */
static const char *
read_tag_pair (ScPgnScanner *s,
               const char   *p,
               const char   *end,
               const char   *limit)
{
  const char *name = ++p;
  GString *value = NULL;
  gboolean has_nul = FALSE;
  guint tag;

  p = skip_name (p, end, limit);
  if (p == name)
    return NULL;
  tag = find_tag (name, (gsize) (p - name));
  if (tag < SC_PGN_N_TAGS && (tags_to_read (s) >> tag & 1) != 0)
    value = s->values[tag];
  /* A pair not kept is only passed when another may follow it. */
  else if (memchr (p, '[', (gsize) (end - p)) == NULL)
    return NULL;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (p == end || *p != '"')
    return NULL;
  if (value != NULL)
    value->len = 0;
  for (p++; p < end && *p != '"'; p++)
    {
      const char *run = p;

      p = find_quote (p, end, limit);
      if (value != NULL)
        sc_string_append_bytes (value, run, (gsize) (p - run));
      if (p == end || *p == '"')
        break;
      if (*p == '\0')
        {
          has_nul = TRUE;
          if (value != NULL)
            g_string_append_c (value, '\0');
          continue;
        }
      /* A backslash: the next character as it is (or the backslash, last). */
      if (p + 1 < end)
        p++;
      if (value != NULL)
        g_string_append_c (value, *p);
    }
  if (value != NULL)
    {
      value->str[value->len] = '\0';
      /* The value is used as a C string: it ends at its first NUL. */
      if (has_nul)
        g_string_truncate (value, strlen (value->str));
      s->has_values |= 1u << tag;
    }
  return p < end ? p + 1 : NULL;
}

/* The tag pairs of a line (import format allows several): [Name "value"]
 * ... Callers first ask may_want_tag () of the first pair, so pairs after
 * one that is not listed (and not among the names' first letters still
 * wanted) are not read: files with several pairs on a line start them
 * with the Seven Tag Roster. */
static void
read_tag (ScPgnScanner *s,
          const char   *p,
          const char   *end,
          const char   *limit)
{
  while ((p = read_tag_pair (s, p, end, limit)) != NULL)
    {
      p = memchr (p, '[', (gsize) (end - p));
      if (p == NULL)
        return;
    }
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

/* Does the line (no comment left open) end with a game result? */
static gboolean
ends_with_result (const char *start,
                  const char *end)
{
  while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
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
      return ENDS_WITH_WORD (start, end, "1/2-1/2") || ENDS_WITH_WORD (start, end, "1/2");
    case '*':
      return ENDS_WITH_WORD (start, end, "*");
    case '\xBD':
      return ENDS_WITH_WORD (start, end, "½-½") || ENDS_WITH_WORD (start, end, "½–½") ||
             ENDS_WITH_WORD (start, end, "½:½");
    default:
      return FALSE;
    }
}

/* Follows brace comments through a movetext line; returns where the
 * movetext of the line ends (a ';' comment runs to the end of the line). */
static const char *
scan_movetext (ScPgnScanner *s,
               const char   *p,
               const char   *end)
{
  for (;;)
    {
      const char *open, *semicolon;

      if (s->in_comment)
        {
          const char *close = memchr (p, '}', (gsize) (end - p));

          if (close == NULL)
            return end;
          s->in_comment = FALSE;
          p = close + 1;
        }
      open = memchr (p, '{', (gsize) (end - p));
      semicolon = memchr (p, ';', (gsize) ((open != NULL ? open : end) - p));
      if (semicolon != NULL)
        return semicolon;
      if (open == NULL)
        return end;
      s->in_comment = TRUE;
      p = open + 1;
    }
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
  const char *p = line, *end = line + length, *movetext_end;

  s->line++;
  /* A byte order mark is no part of the first line. */
  if (offset == 0 && length >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
    p++;
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
            read_tag (s, p, end, end);
          s->content_end = next;
          return;
        }
      if (s->state == STATE_BETWEEN || s->state == STATE_ENDED)
        start_game (s, offset);
    }
  s->state = STATE_MOVES;
  s->content_end = next;
  /* Without '{' or ';' (known from the chunk scan) there is nothing to follow. */
  movetext_end = has_marks || s->in_comment ? scan_movetext (s, p, end) : end;
  if (!s->in_comment && ends_with_result (p, movetext_end))
    s->state = STATE_ENDED;
}

/* What a byte at the start or the end of a line says about it, for the
 * fast path through movetext. */
enum {
  CLASS_LINE_START = 1 << 0,  /* starting so, the line is blank, indented, a tag or escaped */
  CLASS_LINE_END   = 1 << 1,  /* ending so, it may end with a result */
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
  ['*'] = CLASS_LINE_END,
  [0xBD] = CLASS_LINE_END,
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

/* Most tag lines are short and plain: [Name "value"] in under 64 bytes,
 * without escapes. Such a line is read from bit masks of its 64 bytes:
 * its quotes, the bytes a value cannot be copied with (backslash, NUL),
 * the blanks, and those that tell whether the value is text to show as
 * it is (see plain_tags). */
typedef struct {
  guint64 newlines;
  guint64 quotes;
  guint64 escapes;
  guint64 blanks;
  guint64 unusual;   /* outside printable ASCII */
  guint64 leads;     /* 0xC2 to 0xDF: the first of two bytes of UTF-8 */
  guint64 follows;   /* 0x80 to 0xBF: the second */
} TagMasks;

typedef void (*TagMasksFunc) (const char *p,
                              TagMasks   *m);

#ifdef __SSE2__
/* The bytes of v from first to last (unsigned), as a movemask. */
static inline guint
bytes_between_sse2 (__m128i v,
                    guchar  first,
                    guchar  last)
{
  __m128i from_first = _mm_sub_epi8 (v, _mm_set1_epi8 ((char) first));

  return (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (_mm_min_epu8 (from_first, _mm_set1_epi8 ((char) (last - first))),
                                                    from_first));
}
#endif

static inline void
tag_masks_plain (const char *p,
                 TagMasks   *m)
{
  memset (m, 0, sizeof *m);
#ifdef __SSE2__
  for (guint i = 0; i < 4; i++)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) (p + 16 * i));
      __m128i escape = _mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\\')),
                                     _mm_cmpeq_epi8 (v, _mm_setzero_si128 ()));
      __m128i blank = _mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 (' ')),
                                    _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\t')));

      m->newlines |= (guint64) (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\n'))) << (16 * i);
      m->quotes |= (guint64) (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('"'))) << (16 * i);
      m->escapes |= (guint64) (guint) _mm_movemask_epi8 (escape) << (16 * i);
      m->blanks |= (guint64) (guint) _mm_movemask_epi8 (blank) << (16 * i);
      m->unusual |= (guint64) (~bytes_between_sse2 (v, 0x20, 0x7E) & 0xFFFF) << (16 * i);
      m->leads |= (guint64) bytes_between_sse2 (v, 0xC2, 0xDF) << (16 * i);
      m->follows |= (guint64) bytes_between_sse2 (v, 0x80, 0xBF) << (16 * i);
    }
#else
  for (guint i = 0; i < 64; i++)
    {
      m->newlines |= (guint64) (p[i] == '\n') << i;
      m->quotes |= (guint64) (p[i] == '"') << i;
      m->escapes |= (guint64) (p[i] == '\\' || p[i] == '\0') << i;
      m->blanks |= (guint64) (p[i] == ' ' || p[i] == '\t') << i;
      m->unusual |= (guint64) ((guchar) p[i] < 0x20 || (guchar) p[i] > 0x7E) << i;
      m->leads |= (guint64) ((guchar) p[i] >= 0xC2 && (guchar) p[i] <= 0xDF) << i;
      m->follows |= (guint64) ((guchar) p[i] >= 0x80 && (guchar) p[i] <= 0xBF) << i;
    }
#endif
}

/* Bits from..to-1. */
static inline guint64
bit_range (guint from,
           guint to)
{
  return (((guint64) 1 << to) - 1) & ~(((guint64) 1 << from) - 1);
}

/* The tag line [p, nl) read as read_tag () would read it, when it is
 * short and plain, from the masks of the 64 bytes at p, which are
 * followed by 64 more; FALSE leaves it to read_tag (). */
static inline __attribute__((always_inline)) gboolean
read_short_tag (ScPgnScanner   *s,
                const char     *p,
                const char     *nl,
                const TagMasks *masks)
{
  TagMasks m = *masks;
  guint64 quotes, in_value, unusual;
  guint open, close, name_end, tag;
  GString *value;

  /* The value is copied 64 bytes at a time, from at most 62 bytes on. */
  if (nl - p > 63)
    return FALSE;
  quotes = m.quotes & bit_range (0, (guint) (nl - p));
  /* Not two quotes: no value, or more pairs than one on the line, which
   * read_tag () reads. */
  if (__builtin_popcountll (quotes) != 2)
    return FALSE;
  open = (guint) __builtin_ctzll (quotes);
  close = (guint) __builtin_ctzll (quotes & (quotes - 1));
  /* The name runs from after '[' to a blank or the quote, and only blanks
   * may come between. A name with other bytes is none the index keeps,
   * as read_tag () finds too. */
  name_end = (guint) __builtin_ctzll ((m.blanks | quotes) & ~(guint64) 1);
  if ((bit_range (name_end, open) & ~m.blanks) != 0 || (bit_range (open + 1, close) & m.escapes) != 0)
    return FALSE;
  tag = name_end > 1 ? find_tag (p + 1, name_end - 1) : SC_PGN_N_TAGS;
  if (tag == SC_PGN_N_TAGS || (tags_to_read (s) >> tag & 1) == 0)
    return TRUE;
  value = s->values[tag];
  if (value->allocated_len <= 64)
    return FALSE;
  memcpy (value->str, p + open + 1, 64);
  value->len = close - open - 1;
  value->str[value->len] = '\0';
  s->has_values |= 1u << tag;
  /* Printable ASCII, and letters of two bytes of UTF-8, each a lead byte
   * and the one byte that must follow it. */
  in_value = bit_range (open + 1, close);
  unusual = m.unusual & in_value;
  if (unusual == 0 ||
      (unusual == ((m.leads | m.follows) & in_value) && (m.leads & in_value) << 1 == (m.follows & in_value)))
    s->plain_values |= 1u << tag;
  return TRUE;
}

/* The masks of a tag line at p, from those of the two blocks of 64
 * bytes it lies in: lo of the block at p - from, hi of the next. */
static inline guint64
mask_at (guint64 lo,
         guint64 hi,
         guint   from)
{
  return from == 0 ? lo : lo >> from | hi << (64 - from);
}

static inline void
tag_masks_at (const TagMasks *lo,
              const TagMasks *hi,
              guint           from,
              TagMasks       *m)
{
  m->newlines = mask_at (lo->newlines, hi->newlines, from);
  m->quotes = mask_at (lo->quotes, hi->quotes, from);
  m->escapes = mask_at (lo->escapes, hi->escapes, from);
  m->blanks = mask_at (lo->blanks, hi->blanks, from);
  m->unusual = mask_at (lo->unusual, hi->unusual, from);
  m->leads = mask_at (lo->leads, hi->leads, from);
  m->follows = mask_at (lo->follows, hi->follows, from);
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
  const char *block = block_of (data, p);
  TagMasks lo, hi;

  if (end - p < 128)
    return p;
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
          if (!read_short_tag (s, p, nl, &m))
            read_tag (s, p, nl, end);
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
              p = taken;
              walk_stale = TRUE;
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
            read_tag (s, p, nl, end);
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
  /* What a '[' line does in scan_line (): a new scanner is between games. */
  return s->pending->len == 0 && !s->in_comment && s->state != STATE_TAGS;
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

/* The index: entries with their tags copied into one string chunk. */

struct _ScPgnIndex {
  ScPgnScanner *scanner;
  GArray       *entries;
  GStringChunk *strings;
  const char   *last[SC_PGN_N_TAGS];  /* the last game's values */
};

static void
index_add (const ScPgnIndexEntry *entry,
           gpointer               user_data)
{
  ScPgnIndex *index = user_data;
  ScPgnIndexEntry copy = *entry;

  /* Games in a row share most values (Event, Site, Result): a value the
   * last game had is kept once, without the cost of a hash table. */
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    if (entry->tags[i] != NULL)
      {
        if (index->last[i] == NULL || strcmp (index->last[i], entry->tags[i]) != 0)
          index->last[i] = g_string_chunk_insert (index->strings, entry->tags[i]);
        copy.tags[i] = index->last[i];
      }
  g_array_append_val (index->entries, copy);
}

ScPgnIndex *
sc_pgn_index_new (void)
{
  ScPgnIndex *index = g_new0 (ScPgnIndex, 1);

  index->scanner = sc_pgn_scanner_new (index_add, index);
  index->entries = g_array_new (FALSE, FALSE, sizeof (ScPgnIndexEntry));
  index->strings = g_string_chunk_new (64 * 1024);
  return index;
}

void
sc_pgn_index_feed (ScPgnIndex *index,
                   const char *data,
                   gsize       length)
{
  sc_pgn_scanner_feed (index->scanner, data, length);
}

void
sc_pgn_index_finish (ScPgnIndex *index)
{
  sc_pgn_scanner_finish (index->scanner);
}

ScPgnIndex *
sc_pgn_index_scan (const char *text,
                   gsize       length)
{
  ScPgnIndex *index = sc_pgn_index_new ();

  sc_pgn_index_feed (index, text, length);
  sc_pgn_index_finish (index);
  return index;
}

guint
sc_pgn_index_get_n_games (ScPgnIndex *index)
{
  return index->entries->len;
}

const ScPgnIndexEntry *
sc_pgn_index_get_game (ScPgnIndex *index,
                       guint       i)
{
  g_return_val_if_fail (i < index->entries->len, NULL);
  return &g_array_index (index->entries, ScPgnIndexEntry, i);
}

void
sc_pgn_index_free (ScPgnIndex *index)
{
  if (index == NULL)
    return;
  sc_pgn_scanner_free (index->scanner);
  g_array_unref (index->entries);
  g_string_chunk_free (index->strings);
  g_free (index);
}
