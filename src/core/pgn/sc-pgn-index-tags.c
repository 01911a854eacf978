/* sc-pgn-index-tags.c: the index scanner's reading of tag lines: the
 * values of the tags it lists, copied as they are or unescaped
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-pgn-index-private.h"
#include "sc-string.h"

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
  /* As the game's reader reads it (sc-tag-pair.c), so that the list
   * shows the game's own value. */
  for (p++; p < end; p++)
    {
      const char *run = p;

      p = find_quote (p, end, limit);
      if (value != NULL)
        sc_string_append_bytes (value, run, (gsize) (p - run));
      if (p == end)
        break;
      if (*p == '"')
        {
          const char *after = p + 1;

          /* A quote closes the value only where a ']' follows (or the
           * line ends); others are the value's own, as some files
           * write them unescaped. */
          while (after < end && (*after == ' ' || *after == '\t' || *after == '\r'))
            after++;
          if (after == end || *after == ']')
            break;
        }
      else if (*p == '\0')
        has_nul = TRUE;
      /* A backslash escapes a quote or a backslash; before anything
       * else it is itself. */
      else if (p + 1 < end && (p[1] == '"' || p[1] == '\\'))
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
void
sc_pgn_scanner_read_tag (ScPgnScanner *s,
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

/* Bits from..to-1. */
static inline guint64
bit_range (guint from,
           guint to)
{
  return (((guint64) 1 << to) - 1) & ~(((guint64) 1 << from) - 1);
}

/* Of the 64 bytes at p, those that can start a letter of two bytes of
 * UTF-8 (0xC2 to 0xDF) and those that can follow one (0x80 to 0xBF). */
static void
utf8_pair_masks (const char *p,
                 guint64    *leads,
                 guint64    *follows)
{
  *leads = *follows = 0;
#ifdef __SSE2__
#pragma GCC unroll 4
  for (guint i = 0; i < 4; i++)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) (p + 16 * i));

      *leads |= (guint64) bytes_between_sse2 (v, 0xC2, 0xDF) << (16 * i);
      *follows |= (guint64) bytes_between_sse2 (v, 0x80, 0xBF) << (16 * i);
    }
#else
  for (guint i = 0; i < 64; i++)
    {
      *leads |= (guint64) ((guchar) p[i] >= 0xC2 && (guchar) p[i] <= 0xDF) << i;
      *follows |= (guint64) ((guchar) p[i] >= 0x80 && (guchar) p[i] <= 0xBF) << i;
    }
#endif
}

/* The tag line [p, nl) read as read_tag () would read it, when it is
 * short and plain, from the masks of the 64 bytes at p, which are
 * followed by 64 more; FALSE leaves it to sc_pgn_scanner_read_tag (). */
gboolean
sc_pgn_scanner_read_short_tag (ScPgnScanner   *s,
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
  if (unusual == 0)
    s->plain_values |= 1u << tag;
  else
    {
      guint64 leads, follows;

      utf8_pair_masks (p, &leads, &follows);
      leads &= in_value;
      follows &= in_value;
      if (unusual == (leads | follows) && leads << 1 == follows)
        s->plain_values |= 1u << tag;
    }
  return TRUE;
}
