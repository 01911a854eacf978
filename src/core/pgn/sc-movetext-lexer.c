/* sc-movetext-lexer.c: the words and marks of movetext
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tokens as PGN and paper scoresheets write them: comments in braces or
 * after ';', '%' lines, '(' and ')', "$n", and words, where a move
 * number may be glued to its move and "(=)" or "(Q)" to a move.
 */
#include "config.h"

#include <string.h>

#include "sc-movetext-lexer.h"

/* One byte of white space. Some files put commas between moves
 * ("1. e4, e5, 2. Nf3"). */
static inline gboolean
is_ascii_space (guchar c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == ',';
}

/* Horizontal and vertical white space, including no-break spaces:
 * inlined here, as it runs for every byte between words. */
static inline gsize
space_length (const ScMovetextLexer *lex,
              gsize                  at)
{
  guchar c = (guchar) lex->text[at];

  if (is_ascii_space (c))
    return 1;
  if (c == 0xC2 && at + 1 < lex->len && (guchar) lex->text[at + 1] == 0xA0)
    return 2;
  if (c == 0xE2 && at + 2 < lex->len && (guchar) lex->text[at + 1] == 0x80 &&
      ((guchar) lex->text[at + 2] == 0xAF || (guchar) lex->text[at + 2] == 0x89))
    return 3;   /* U+202F narrow no-break space, U+2009 thin space */
  if (c == 0xEF && at + 2 < lex->len && (guchar) lex->text[at + 1] == 0xBB &&
      (guchar) lex->text[at + 2] == 0xBF)
    return 3;   /* a byte order mark */
  return 0;
}

/* Past blanks, and a byte order mark where files were joined with cat. */
static gboolean
at_line_start (const ScMovetextLexer *lex,
               gsize                  at)
{
  for (;;)
    {
      if (at > 0 && (lex->text[at - 1] == ' ' || lex->text[at - 1] == '\t'))
        at--;
      else if (at >= 3 && memcmp (lex->text + at - 3, "\xEF\xBB\xBF", 3) == 0)
        at -= 3;
      else
        break;
    }
  return at == 0 || lex->text[at - 1] == '\n' || lex->text[at - 1] == '\r';
}

/* The ASCII marks that end a word even when glued to it: { } ; [ ] $ ( ) , */
static inline gboolean
is_word_break (guchar c)
{
  switch (c)
    {
    case '{': case '}': case ';': case '[': case ']': case '$': case '(': case ')': case ',':
      return TRUE;
    default:
      return FALSE;
    }
}

/* Letters, digits and most ASCII marks: they go on a word. */
static inline gboolean
is_word_byte (guchar c)
{
  return c > ' ' && c < 0x80 && !is_word_break (c);
}

static gboolean
is_word_end (const ScMovetextLexer *lex,
             gsize                  at)
{
  guchar c;

  if (at >= lex->len)
    return TRUE;
  c = (guchar) lex->text[at];
  /* Letters, digits and most marks go on a word: one table lookup for
   * them, as this runs for every byte of every move. */
  if (c > ' ' && c < 0x80)
    return is_word_break (c);
  /* A NUL byte ends a word too. */
  return c == '\0' || space_length (lex, at) > 0;
}

/* "(=)" or a parenthesised promotion piece such as "(Q)" glued to a move. */
static gsize
glued_parentheses (const ScMovetextLexer *lex,
                   gsize                  at)
{
  gsize end = at + 1;

  if (lex->text[at] != '(')
    return 0;
  for (guint chars = 0; end < lex->len && chars < 3; chars++)
    {
      if (lex->text[end] == ')')
        return chars > 0 ? end + 1 - at : 0;
      if (space_length (lex, end) > 0 || strchr ("(){}", lex->text[end]) != NULL)
        return 0;
      end = (gsize) (g_utf8_next_char (lex->text + end) - lex->text);
    }
  return end < lex->len && lex->text[end] == ')' ? end + 1 - at : 0;
}

static gboolean
all_digits (const ScMovetextLexer *lex,
            gsize                  start,
            gsize                  end)
{
  for (gsize i = start; i < end; i++)
    if (!g_ascii_isdigit (lex->text[i]))
      return FALSE;
  return end > start;
}

/* The token at lex->at, by every rule of the lexer. Not inlined, so
 * that the common tokens, read without it, cost little. */
static G_GNUC_NO_INLINE ScToken
read_token (ScMovetextLexer *lex)
{
  ScToken t = { SC_TOKEN_END, 0, 0 };
  gsize n;

  for (;;)
    {
      while (lex->at < lex->len && (n = space_length (lex, lex->at)) > 0)
        lex->at += n;
      /* A '%' in the first column escapes the whole line (PGN 6). */
      if (lex->at < lex->len && lex->text[lex->at] == '%' && (lex->at == 0 || lex->text[lex->at - 1] == '\n'))
        {
          while (lex->at < lex->len && lex->text[lex->at] != '\n')
            lex->at++;
          continue;
        }
      break;
    }

  t.start = lex->at;
  if (lex->at >= lex->len)
    return t;

  switch (lex->text[lex->at])
    {
    case '[':
      t.type = at_line_start (lex, lex->at) ? SC_TOKEN_TAG : SC_TOKEN_WORD;
      if (t.type == SC_TOKEN_TAG)
        return t;
      break;

    case '{':
      {
        const char *close = memchr (lex->text + lex->at, '}', lex->len - lex->at);

        t.start = lex->at + 1;
        if (close == NULL)
          {
            t.type = SC_TOKEN_UNTERMINATED;
            t.start = lex->at;
            t.end = lex->at = lex->len;
            return t;
          }
        t.type = SC_TOKEN_COMMENT;
        t.end = (gsize) (close - lex->text);
        lex->at = t.end + 1;
        return t;
      }

    case ';':
      t.type = SC_TOKEN_COMMENT;
      t.start = lex->at + 1;
      while (lex->at < lex->len && lex->text[lex->at] != '\n')
        lex->at++;
      t.end = lex->at;
      if (t.end > t.start && lex->text[t.end - 1] == '\r')
        t.end--;
      return t;

    case '(':
      if (glued_parentheses (lex, lex->at) == 3 && lex->text[lex->at + 1] == '=')
        {
          t.type = SC_TOKEN_WORD;
          t.end = lex->at += 3;
          return t;
        }
      t.type = SC_TOKEN_OPEN;
      t.end = ++lex->at;
      return t;

    case ')':
      t.type = SC_TOKEN_CLOSE;
      t.end = ++lex->at;
      return t;

    case '$':
      t.type = SC_TOKEN_NAG;
      lex->at++;
      while (lex->at < lex->len && g_ascii_isdigit (lex->text[lex->at]))
        lex->at++;
      t.end = lex->at;
      return t;

    default:
      break;
    }

  t.type = SC_TOKEN_WORD;
  lex->at++;
  for (;;)
    {
      guchar c = lex->at < lex->len ? (guchar) lex->text[lex->at] : '\0';

      /* Letters, digits and most marks go on the word: this runs for
       * every byte of every move. */
      if (is_word_byte (c))
        lex->at++;
      else if (c == '(' && (n = glued_parentheses (lex, lex->at)) > 0)
        lex->at += n;
      /* "12)" is a move number as scoresheets write it, not the end of a
       * variation: a variation never ends with a number shorter than an
       * ICCF numeric move ("5254)"). */
      else if (c == ')' && lex->at - t.start < 4 && all_digits (lex, t.start, lex->at))
        lex->at++;
      else if (is_word_end (lex, lex->at))
        break;
      else
        lex->at++;
    }
  t.end = lex->at;
  return t;
}

/* Most tokens are a word of ASCII letters, digits and marks after ASCII
 * spaces ("Nf3", "12.", "1-0") or a tag's '[': they are read here at
 * once, which profiles showed to matter, as it runs for every token.
 * Anything else is read by read_token (), from the token's start. */
ScToken
sc_movetext_next_token (ScMovetextLexer *lex)
{
  const char *text = lex->text;
  gsize at = lex->at, start;

  while (at < lex->len && is_ascii_space ((guchar) text[at]))
    at++;
  lex->at = start = at;
  if (at >= lex->len)
    return (ScToken) { SC_TOKEN_END, at, 0 };
  if (text[at] == '[' && at_line_start (lex, at))
    return (ScToken) { SC_TOKEN_TAG, at, 0 };
  /* '%' may escape its line; '(' and ')' may be glued to a word ("(=)", "12)"). */
  if (text[at] != '%' && is_word_byte ((guchar) text[at]))
    {
      while (++at < lex->len && is_word_byte ((guchar) text[at]))
        ;
      if (at == lex->len || is_ascii_space ((guchar) text[at]) ||
          (is_word_break ((guchar) text[at]) && text[at] != '(' && text[at] != ')'))
        {
          lex->at = at;
          return (ScToken) { SC_TOKEN_WORD, start, at };
        }
    }
  return read_token (lex);
}

/* The PGN spelling of a result word, or NULL. */
const char *
sc_movetext_result_word (const ScMovetextLexer *lex,
                         const ScToken         *t)
{
#define RESULT(word, pgn) { word, pgn, sizeof word - 1 }
  static const struct { const char *word, *pgn; gsize len; } results[] = {
    RESULT ("1-0", "1-0"), RESULT ("0-1", "0-1"), RESULT ("1/2-1/2", "1/2-1/2"), RESULT ("*", "*"),
    RESULT ("½-½", "1/2-1/2"), RESULT ("½–½", "1/2-1/2"), RESULT ("½:½", "1/2-1/2"),
    RESULT ("1/2", "1/2-1/2"), RESULT ("1:0", "1-0"), RESULT ("0:1", "0-1"), RESULT ("1–0", "1-0"),
    RESULT ("0–1", "0-1"), RESULT ("1/2–1/2", "1/2-1/2"), RESULT ("1/2:1/2", "1/2-1/2"),
    /* Commas are white space in movetext, so these two are met only in a
     * Result typed by itself (Game Details), as some scoresheets write it. */
    RESULT ("0,5:0,5", "1/2-1/2"), RESULT ("0,5-0,5", "1/2-1/2"),
  };
#undef RESULT
  gsize len = t->end - t->start;

  /* Moves are out at once, and move numbers (12.) at their length, mostly. */
  if (!sc_movetext_may_be_result (lex, t))
    return NULL;
  /* The only result of one byte, and that of every game left unfinished. */
  if (len == 1)
    return lex->text[t->start] == '*' ? "*" : NULL;
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (len == results[i].len && memcmp (lex->text + t->start, results[i].word, len) == 0)
      return results[i].pgn;
  return NULL;
}

/* Moves past a move number at the start of the word ("12.", "12...", "12…",
 * "12)", "12"); returns FALSE when the word does not start with one. */
gboolean
sc_movetext_skip_move_number (const ScMovetextLexer *lex,
                              ScToken               *t)
{
  gsize at = t->start;

  while (at < t->end && g_ascii_isdigit (lex->text[at]))
    at++;
  if (at == t->start)
    return FALSE;
  if (at == t->end)
    {
      t->start = at;
      return TRUE;
    }
  if (lex->text[at] == '.' || lex->text[at] == ')')
    {
      while (at < t->end && (lex->text[at] == '.' || lex->text[at] == ')'))
        at++;
    }
  else if (t->end - at >= 3 && memcmp (lex->text + at, "…", 3) == 0)
    at += 3;
  else
    return FALSE;
  /* "1...e5" and "1.…" */
  while (t->end - at >= 3 && memcmp (lex->text + at, "…", 3) == 0)
    at += 3;
  t->start = at;
  return TRUE;
}

gboolean
sc_movetext_is_numeric_move_word (const ScMovetextLexer *lex,
                                  const ScToken         *t,
                                  const ScLanguage      *lang)
{
  gsize length = t->end - t->start;

  return lang != NULL && sc_language_system (lang) == SC_NOTATION_NUMERIC &&
         (length == 4 || length == 5) && all_digits (lex, t->start, t->end);
}

gboolean
sc_movetext_is_ellipsis_word (const ScMovetextLexer *lex,
                              const ScToken         *t)
{
  gsize at = t->start;

  while (at < t->end)
    if (lex->text[at] == '.')
      at++;
    else if (t->end - at >= 3 && memcmp (lex->text + at, "…", 3) == 0)
      at += 3;
    else
      return FALSE;
  return t->end > t->start;
}

gboolean
sc_movetext_is_castling_word (const ScMovetextLexer *lex,
                              const ScToken         *t)
{
  for (gsize i = t->start; i < t->end; i++)
    {
      char c = lex->text[i];

      if (c != '0' && c != 'O' && c != 'o' && c != '-')
        return FALSE;
    }
  return TRUE;
}

/* "e." followed by a word that starts with "p" ("e. p.", "e. p.+"):
 * t grows to take that word and lex->at moves past it. */
static gboolean
join_en_passant (ScMovetextLexer *lex,
                 ScToken         *t)
{
  ScMovetextLexer ahead = *lex;
  ScToken next;

  if (!sc_movetext_word_is (lex, t, "e."))
    return FALSE;
  next = sc_movetext_next_token (&ahead);
  if (next.type != SC_TOKEN_WORD || lex->text[next.start] != 'p')
    return FALSE;
  t->end = next.end;
  *lex = ahead;
  return TRUE;
}

gboolean
sc_movetext_read_marks (ScMovetextLexer *lex,
                        const ScToken   *t,
                        ScMoveParse     *marks)
{
  ScMovetextLexer ahead = *lex;
  ScToken joined = *t;

  if (join_en_passant (&ahead, &joined) &&
      sc_parse_move_marks (lex->text + joined.start, (gssize) (joined.end - joined.start), marks))
    {
      *lex = ahead;
      return TRUE;
    }
  return sc_parse_move_marks (lex->text + t->start, (gssize) (t->end - t->start), marks);
}

static gboolean
is_castles_word (const ScMovetextLexer *lex,
                 const ScToken         *t)
{
  gsize len = t->end - t->start;

  return (len == 6 || len == 7) && g_ascii_strncasecmp (lex->text + t->start, "castles", len) == 0;
}

/* "a.p.", Spanish for "e.p.", maybe with more marks ("a.p.+"). */
static gboolean
is_al_paso_word (const ScMovetextLexer *lex,
                 const ScToken         *t)
{
  gsize len = t->end - t->start, mark = len >= 4 && lex->text[t->start + 3] == '.' ? 4 : 3;
  ScMoveParse marks;

  return len >= 3 && memcmp (lex->text + t->start, "a.p", 3) == 0 &&
         (len == mark || sc_parse_move_marks (lex->text + t->start + mark, (gssize) (len - mark), &marks));
}

void
sc_movetext_join_descriptive (ScMovetextLexer *lex,
                              ScToken         *t)
{
  ScMovetextLexer ahead = *lex;
  ScToken next = sc_movetext_next_token (&ahead);
  ScMoveParse marks;

  if (next.type == SC_TOKEN_WORD && is_castles_word (lex, t) &&
      (sc_movetext_word_is (lex, &next, "QR") || sc_movetext_word_is (lex, &next, "KR") ||
       sc_movetext_word_is (lex, &next, "Q") || sc_movetext_word_is (lex, &next, "K")))
    {
      t->end = ahead.at;
      *lex = ahead;
      next = sc_movetext_next_token (&ahead);
    }
  while (next.type == SC_TOKEN_WORD &&
         (is_al_paso_word (lex, &next) || sc_movetext_read_marks (&ahead, &next, &marks)))
    {
      t->end = ahead.at;
      *lex = ahead;
      next = sc_movetext_next_token (&ahead);
    }
}

gsize
sc_movetext_space_length (const ScMovetextLexer *lex,
                          gsize                  at)
{
  return space_length (lex, at);
}
