/* sc-pgn-index.c: where each game of a PGN file starts, without reading moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scanner goes line by line with memchr(), as fast as the file can be
 * read. A line starting with '[' opens a game's tag section unless the
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

/* [Name "value"]: keeps the value when the name is one the index wants. */
static void
read_tag (ScPgnScanner *s,
          const char   *p,
          const char   *end)
{
  const char *name = ++p;
  guint tag;

  /* The wanted names are compared in place, rather than the name's
   * length first found character by character. */
  for (tag = 0; tag < SC_PGN_N_TAGS; tag++)
    {
      gsize len = tag_name_lengths[tag];

      if (tag_names[tag][0] == name[0] && (gsize) (end - name) >= len &&
          memcmp (tag_names[tag], name, len) == 0 &&
          (name + len == end || !(g_ascii_isalnum (name[len]) || name[len] == '_')))
        break;
    }
  if (tag == SC_PGN_N_TAGS || s->has_value[tag])
    return;
  p = name + tag_name_lengths[tag];
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (p == end || *p != '"')
    return;
  g_string_truncate (s->values[tag], 0);
  for (p++; p < end && *p != '"'; p++)
    {
      const char *quote = memchr (p, '"', (gsize) (end - p));
      const char *stop = quote != NULL ? quote : end;
      const char *backslash = memchr (p, '\\', (gsize) (stop - p));

      /* Most values have no escape: copied at once. */
      if (backslash == NULL)
        {
          g_string_append_len (s->values[tag], p, stop - p);
          break;
        }
      g_string_append_len (s->values[tag], p, backslash - p);
      p = backslash;
      if (p + 1 < end)
        p++;
      g_string_append_c (s->values[tag], *p);
    }
  s->has_value[tag] = TRUE;
}

/* Does the line (no comment left open) end with a game result? */
static gboolean
ends_with_result (const char *start,
                  const char *end)
{
#define RESULT(word) { word, sizeof word - 1 }
  static const struct { const char *word; gsize len; } results[] = {
    RESULT ("1-0"), RESULT ("0-1"), RESULT ("1/2-1/2"), RESULT ("*"), RESULT ("½-½"),
    RESULT ("½–½"), RESULT ("½:½"), RESULT ("1/2"), RESULT ("1:0"), RESULT ("0:1"),
    RESULT ("1–0"), RESULT ("0–1"),
  };
#undef RESULT

  while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
    end--;
  if (end == start)
    return FALSE;
  /* Each result ends in 0, 1, 2, '*' or '½', and a digit follows '-',
   * ':', '/' or the dash '–': most lines (a move, "Rc2") end otherwise. */
  switch (end[-1])
    {
    case '0': case '1': case '2':
      if (end - start < 3 || (end[-2] != '-' && end[-2] != ':' && end[-2] != '/' && end[-2] != '\x93'))
        return FALSE;
      break;
    case '*': case '\xBD':
      break;
    default:
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      gsize len = results[i].len;

      if ((gsize) (end - start) >= len && end[-1] == results[i].word[len - 1] &&
          memcmp (end - len, results[i].word, len) == 0 &&
          ((gsize) (end - start) == len || strchr (" \t})", end[-(gssize) len - 1]) != NULL))
        return TRUE;
    }
  return FALSE;
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

/* The next '\n' from p on, or NULL: lines are short, and a call to
 * memchr() for each costs more than looking 16 bytes at a time here. */
static inline const char *
find_newline (const char *p,
              const char *end)
{
#ifdef __SSE2__
  const __m128i newline = _mm_set1_epi8 ('\n');

  while (end - p >= 16)
    {
      int mask = _mm_movemask_epi8 (_mm_cmpeq_epi8 (_mm_loadu_si128 ((const __m128i *) p), newline));

      if (mask != 0)
        return p + __builtin_ctz ((unsigned) mask);
      p += 16;
    }
#endif
  return memchr (p, '\n', (gsize) (end - p));
}

/* The next '{' or ';' from p on, or end: looked for once per chunk
 * rather than once per line. */
static const char *
next_mark (const char *p,
           const char *end)
{
  const char *open = memchr (p, '{', (gsize) (end - p));
  const char *semicolon = memchr (p, ';', (gsize) ((open != NULL ? open : end) - p));

  return semicolon != NULL ? semicolon : open != NULL ? open : end;
}

void
sc_pgn_scanner_feed (ScPgnScanner *s,
                     const char   *data,
                     gsize         length)
{
  const char *p = data, *end = data + length, *mark;

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

  mark = next_mark (p, end);
  while (p < end)
    {
      const char *nl = find_newline (p, end);

      if (nl == NULL)
        {
          s->pending_offset = s->offset;
          g_string_append_len (s->pending, p, end - p);
          s->offset += (guint64) (end - p);
          return;
        }
      if (mark < p)
        mark = next_mark (p, end);
      scan_line (s, p, (gsize) (nl - p), s->offset, s->offset + (guint64) (nl + 1 - p), mark < nl);
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
