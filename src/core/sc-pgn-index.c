/* sc-pgn-index.c: where each game of a PGN file starts, without reading moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scanner goes line by line, 16 bytes at a time, and passes over plain
 * movetext lines 64 bytes at a time (skip_plain_lines()). A line starting with '[' opens a game's tag section unless the
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
  guint64          offset;         /* of the next byte fed */
  guint            line;           /* lines seen so far */
  GString         *pending;        /* a line cut by the end of a chunk */
  guint64          pending_offset;
  ScPgnIndexEntry  entry;          /* the open game */
  guint64          content_end;    /* past its last non-blank line */
  GString         *values[SC_PGN_N_TAGS];
  gboolean         has_value[SC_PGN_N_TAGS];
};

static const char *const tag_names[SC_PGN_N_TAGS] = {
  "Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO", "WhiteElo", "BlackElo",
};

static const guint8 tag_name_lengths[SC_PGN_N_TAGS] = { 5, 4, 4, 5, 5, 5, 6, 3, 8, 8 };

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
  s->pending = g_string_new (NULL);
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    s->values[i] = g_string_new (NULL);
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
  for (guint i = 0; i < SC_PGN_N_TAGS; i++)
    s->entry.tags[i] = s->has_value[i] ? s->values[i]->str : NULL;
  s->func (&s->entry, s->user_data);
  s->game_open = FALSE;
}

static void
start_game (ScPgnScanner *s,
            guint64       offset)
{
  guint number = s->entry.number;

  end_game (s);
  memset (&s->entry, 0, sizeof s->entry);
  s->entry.number = number + 1;
  s->entry.offset = offset;
  s->entry.line = s->line;
  s->game_open = TRUE;
  s->in_comment = FALSE;
  memset (s->has_value, 0, sizeof s->has_value);
}

/* The tag a name of len bytes is, or SC_PGN_N_TAGS for one the index does
 * not keep. No two wanted names share their length and first letter. */
static guint
find_tag (const char *name,
          gsize       len)
{
  for (guint tag = 0; tag < SC_PGN_N_TAGS; tag++)
    if (tag_name_lengths[tag] == len && tag_names[tag][0] == name[0])
      return memcmp (tag_names[tag], name, len) == 0 ? tag : SC_PGN_N_TAGS;
  return SC_PGN_N_TAGS;
}

/* [Name "value"]: keeps the value when the name is one the index wants. */
static void
read_tag (ScPgnScanner *s,
          const char   *p,
          const char   *end)
{
  const char *name = ++p;
  GString *value;
  guint tag;

  while (p < end && (g_ascii_isalnum (*p) || *p == '_'))
    p++;
  tag = find_tag (name, (gsize) (p - name));
  if (tag == SC_PGN_N_TAGS || s->has_value[tag])
    return;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (p == end || *p != '"')
    return;
  value = s->values[tag];
  g_string_truncate (value, 0);
  for (p++; p < end && *p != '"'; p++)
    {
      const char *run = p;

      while (p < end && *p != '"' && *p != '\\')
        p++;
      sc_string_append_bytes (value, run, (gsize) (p - run));
      if (p == end || *p == '"')
        break;
      /* A backslash: the next character as it is (or the backslash, last). */
      if (p + 1 < end)
        p++;
      g_string_append_c (value, *p);
    }
  s->has_value[tag] = TRUE;
}

/* Does [start, end) end with word, alone or after white space, '}' or ')'?
 * The length is a constant, so that memcmp() becomes a few compares. */
#define ENDS_WITH_WORD(start, end, word) \
  ((gsize) ((end) - (start)) >= sizeof word - 1 && \
   memcmp ((end) - (sizeof word - 1), word, sizeof word - 1) == 0 && \
   ((gsize) ((end) - (start)) == sizeof word - 1 || \
    strchr (" \t})", (end)[-(gssize) (sizeof word - 1) - 1]) != NULL))

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
          if (s->state != STATE_TAGS)
            start_game (s, offset);
          s->state = STATE_TAGS;
          read_tag (s, p, end);
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

/* The next '\n' from p on, or NULL, and whether a '{' or ';' comes
 * before it: lines are short, and a call to memchr() for each costs more
 * than looking 16 bytes at a time here. */
static inline const char *
find_line_end (const char *p,
               const char *end,
               gboolean   *has_marks)
{
  guint marks = 0;

#ifdef __SSE2__
  const __m128i newline = _mm_set1_epi8 ('\n');
  const __m128i brace = _mm_set1_epi8 ('{');
  const __m128i fold = _mm_set1_epi8 (0x40);

  while (end - p >= 16)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) p);
      guint nl = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, newline));
      /* ';' (0x3B) is '{' (0x7B) without the 0x40 bit. */
      guint mark = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (_mm_or_si128 (v, fold), brace));

      if (nl != 0)
        {
          *has_marks = (marks | (mark & ((nl & -nl) - 1))) != 0;
          return p + __builtin_ctz (nl);
        }
      marks |= mark;
      p += 16;
    }
#endif
  for (; p < end; p++)
    {
      if (*p == '\n')
        {
          *has_marks = marks != 0;
          return p;
        }
      marks |= *p == '{' || *p == ';';
    }
  return NULL;
}

/* What a byte at the start or the end of a line says about it, for the
 * fast path through movetext. */
enum {
  CLASS_LINE_START = 1 << 0,  /* starting so, the line is blank, indented, a tag or escaped */
  CLASS_LINE_END   = 1 << 1,  /* ending so, it may end with a result (or white space) */
  CLASS_DIGIT      = 1 << 2,  /* the last character of a result after a separator */
  CLASS_SEPARATOR  = 1 << 3,  /* '-', ':', '/' and the last byte of '–' */
};

static const guint8 byte_classes[256] = {
  ['\t'] = CLASS_LINE_START | CLASS_LINE_END,
  ['\n'] = CLASS_LINE_START,
  ['\r'] = CLASS_LINE_START | CLASS_LINE_END,
  [' '] = CLASS_LINE_START | CLASS_LINE_END,
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
 * as ends_with_result() is concerned? A superset of its answer. */
static inline gboolean
may_end_with_result (const char *start,
                     const char *nl)
{
  guint last = byte_class (nl - 1);

  if (last & CLASS_LINE_END)
    return TRUE;
  return (last & CLASS_DIGIT) && nl - start >= 2 && (byte_class (nl - 2) & CLASS_SEPARATOR);
}

/* The '\n' bytes and the '{' or ';' bytes of 64 bytes, as bit masks. */
static inline void
block_masks (const char *p,
             guint64    *newlines,
             guint64    *marks)
{
  guint64 n = 0, m = 0;

#ifdef __SSE2__
  const __m128i newline = _mm_set1_epi8 ('\n');
  const __m128i brace = _mm_set1_epi8 ('{');
  const __m128i fold = _mm_set1_epi8 (0x40);

  for (guint i = 0; i < 4; i++)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) (p + 16 * i));

      n |= (guint64) (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, newline)) << (16 * i);
      m |= (guint64) (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (_mm_or_si128 (v, fold), brace)) << (16 * i);
    }
#else
  for (guint i = 0; i < 64; i++)
    {
      n |= (guint64) (p[i] == '\n') << i;
      m |= (guint64) (p[i] == '{' || p[i] == ';') << i;
    }
#endif
  *newlines = n;
  *marks = m;
}

/* In movetext outside comments, most lines are plain: they start with
 * neither white space, '[' nor '%', hold neither '{' nor ';', and do not
 * end like a result. All scan_line() would do with one is count it and
 * move the game's end past it, so these are passed over 64 bytes at a
 * time, looking only at the bytes around each '\n'. Returns the start of
 * the first line that needs scan_line(), or end; s->offset follows. */
static const char *
skip_plain_lines (ScPgnScanner *s,
                  const char   *line,
                  const char   *end)
{
  const char *start = line, *p = line;
  guint lines = 0;

  if (byte_class (line) & CLASS_LINE_START)
    return line;
  for (; end - p >= 64; p += 64)
    {
      guint64 newlines, marks;

      block_masks (p, &newlines, &marks);
      /* Only the lines that end before the first mark. */
      if (marks != 0)
        newlines &= (marks & -marks) - 1;
      while (newlines != 0)
        {
          const char *nl = p + __builtin_ctzll (newlines);

          newlines &= newlines - 1;
          if (may_end_with_result (line, nl))
            goto done;
          lines++;
          line = nl + 1;
          if (line == end || (byte_class (line) & CLASS_LINE_START))
            goto done;
        }
      if (marks != 0)
        goto done;
    }
  for (; p < end; p++)
    {
      if (*p == '{' || *p == ';')
        break;
      if (*p != '\n')
        continue;
      if (may_end_with_result (line, p))
        break;
      lines++;
      line = p + 1;
      if (line == end || (byte_class (line) & CLASS_LINE_START))
        break;
    }
done:
  if (lines > 0)
    {
      s->line += lines;
      s->offset += (guint64) (line - start);
      s->content_end = s->offset;
    }
  return line;
}

void
sc_pgn_scanner_feed (ScPgnScanner *s,
                     const char   *data,
                     gsize         length)
{
  const char *p = data, *end = data + length;

  if (s->pending->len > 0)
    {
      const char *nl = memchr (p, '\n', length);

      if (nl == NULL)
        {
          g_string_append_len (s->pending, p, (gssize) length);
          s->offset += length;
          return;
        }
      g_string_append_len (s->pending, p, nl - p);
      s->offset += (guint64) (nl + 1 - p);
      scan_line (s, s->pending->str, s->pending->len, s->pending_offset, s->offset, TRUE);
      g_string_truncate (s->pending, 0);
      p = nl + 1;
    }

  while (p < end)
    {
      const char *nl;
      gboolean has_marks = FALSE;

      if (s->state == STATE_MOVES && !s->in_comment)
        {
          p = skip_plain_lines (s, p, end);
          if (p == end)
            return;
        }
      nl = find_line_end (p, end, &has_marks);
      if (nl == NULL)
        {
          s->pending_offset = s->offset;
          g_string_append_len (s->pending, p, end - p);
          s->offset += (guint64) (end - p);
          return;
        }
      scan_line (s, p, (gsize) (nl - p), s->offset, s->offset + (guint64) (nl + 1 - p), has_marks);
      s->offset += (guint64) (nl + 1 - p);
      p = nl + 1;
    }
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

ScReadResult *
sc_pgn_index_read_game (const char            *text,
                        const ScPgnIndexEntry *entry,
                        const ScLanguage      *lang)
{
  return sc_read_games (text + entry->offset, (gssize) entry->length, lang);
}
