/* sc-pgn-index-private.h: what the index scanner's two files share:
 * its state, and the tag lines' masks and wanted tags (sc-pgn-index.c
 * finds the lines and games, sc-pgn-index-tags.c reads the tags)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "sc-pgn-index.h"

G_BEGIN_DECLS

typedef enum {
  STATE_BETWEEN,   /* no game yet */
  STATE_TAGS,      /* in a tag section */
  STATE_MOVES,     /* in movetext */
  STATE_ENDED,     /* the movetext ended with a result */
  STATE_CLOSING,   /* comments after the result: see scan_line () */
  STATE_HEADING,   /* comments before the first game, which they belong to */
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
  guint64          closing_offset; /* STATE_CLOSING and _HEADING: where the comments start, */
  guint            closing_line;   /* on which line, */
  guint64          closing_end;    /* and past their last line */
  GString         *values[SC_PGN_N_TAGS];
  guint            has_values;     /* a bit for each ScPgnTag read */
  guint            plain_values;   /* and for those known to be plain text (plain_tags) */
};

#define ALL_TAGS ((1u << SC_PGN_N_TAGS) - 1)

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

/* Most tag lines are short and plain: [Name "value"] in under 64 bytes,
 * without escapes. Such a line is read from bit masks of its 64 bytes:
 * its quotes, the bytes a value cannot be copied with (backslash, NUL),
 * the blanks, and those outside printable ASCII (whether the value is
 * text to show as it is, see plain_tags, is then looked at closer in
 * sc-pgn-index-tags.c). */
typedef struct {
  guint64 newlines;
  guint64 quotes;
  guint64 escapes;
  guint64 blanks;
  guint64 unusual;   /* outside printable ASCII */
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
#pragma GCC unroll 4
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
    }
#else
  for (guint i = 0; i < 64; i++)
    {
      m->newlines |= (guint64) (p[i] == '\n') << i;
      m->quotes |= (guint64) (p[i] == '"') << i;
      m->escapes |= (guint64) (p[i] == '\\' || p[i] == '\0') << i;
      m->blanks |= (guint64) (p[i] == ' ' || p[i] == '\t') << i;
      m->unusual |= (guint64) ((guchar) p[i] < 0x20 || (guchar) p[i] > 0x7E) << i;
    }
#endif
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
}

/* The tag pairs of the line [p, end) into the open game's values;
 * limit is where the bytes that may be read end. */
void     sc_pgn_scanner_read_tag       (ScPgnScanner   *s,
                                        const char     *p,
                                        const char     *end,
                                        const char     *limit);
/* The tag line [p, nl) read as sc_pgn_scanner_read_tag () would read it,
 * when it is short and plain, from its masks; FALSE leaves it to that. */
gboolean sc_pgn_scanner_read_short_tag (ScPgnScanner   *s,
                                        const char     *p,
                                        const char     *nl,
                                        const TagMasks *masks);

G_END_DECLS
