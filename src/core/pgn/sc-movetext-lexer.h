/* sc-movetext-lexer.h: the words and marks of movetext
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "sc-move-parser.h"

G_BEGIN_DECLS

typedef enum {
  SC_TOKEN_END,
  SC_TOKEN_TAG,            /* '[' starting a line: a new tag section */
  SC_TOKEN_COMMENT,        /* { ... } or ; to the end of the line: [start, end) is the inside */
  SC_TOKEN_OPEN,
  SC_TOKEN_CLOSE,
  SC_TOKEN_NAG,            /* $n */
  SC_TOKEN_WORD,
  SC_TOKEN_UNTERMINATED,   /* { without } */
} ScTokenType;

typedef struct {
  ScTokenType type;
  gsize       start;
  gsize       end;
} ScToken;

/* Text being read, and where. */
typedef struct {
  const char *text;
  gsize       len;
  gsize       at;
} ScMovetextLexer;

/* The token at lex->at, past white space and '%' lines; lex->at moves
 * past it (an SC_TOKEN_TAG is left to read). */
ScToken      sc_movetext_next_token         (ScMovetextLexer       *lex);
/* The length of the white space at at (no-break spaces, a byte order
 * mark and commas included), or 0. */
gsize        sc_movetext_space_length       (const ScMovetextLexer *lex,
                                             gsize                  at);
/* The PGN spelling of a result word ("½-½", "1:0" ...), or NULL. */
const char  *sc_movetext_result_word        (const ScMovetextLexer *lex,
                                             const ScToken         *t);
/* Moves t->start past a move number at the start of the word ("12.",
 * "12...", "12…", "12)", "12"); FALSE when the word has none. */
gboolean     sc_movetext_skip_move_number   (const ScMovetextLexer *lex,
                                             ScToken               *t);
/* Four or five digits and nothing else, in a text in lang (may be NULL)
 * of ICCF numeric notation: a move ("5254", "57581"), no move number. */
gboolean     sc_movetext_is_numeric_move_word (const ScMovetextLexer *lex,
                                               const ScToken         *t,
                                               const ScLanguage      *lang);
/* Made only of dots and "…": "1. ... e5" writes Black's move number so. */
gboolean     sc_movetext_is_ellipsis_word   (const ScMovetextLexer *lex,
                                             const ScToken         *t);
/* Made only of 0, O, o and '-'. */
gboolean     sc_movetext_is_castling_word   (const ScMovetextLexer *lex,
                                             const ScToken         *t);
/* A word of marks after a move, t, read into marks ("e.p.+", "ch",
 * "mate!": sc_parse_move_marks ()); "e." takes the word after it that
 * starts with "p" ("e. p."), and lex->at moves past that. FALSE when t
 * holds anything else. */
gboolean     sc_movetext_read_marks         (ScMovetextLexer       *lex,
                                             const ScToken         *t,
                                             ScMoveParse           *marks);
/* Descriptive notation writes some moves in several words ("Castles QR",
 * "PxP e.p.", "N-B6 ch", "P-K4 !?"): t grows over the words after it
 * that belong to the move, and lex->at moves past them. */
void         sc_movetext_join_descriptive   (ScMovetextLexer       *lex,
                                             ScToken               *t);

/* Whether the token is the word s; inline, as the reader asks it of
 * every word, and the first byte settles almost every time. */
static inline gboolean
sc_movetext_word_is (const ScMovetextLexer *lex,
                     const ScToken         *t,
                     const char            *s)
{
  gsize len;

  if (t->end == t->start || lex->text[t->start] != s[0])
    return FALSE;
  len = strlen (s);
  return t->end - t->start == len && memcmp (lex->text + t->start, s, len) == 0;
}

/* Whether the word may be a result: every result starts with 1, 0, *
 * or ½ (0xC2 0xBD). Inlined, as it is asked of every word, so that
 * moves do not pay a call to sc_movetext_result_word (). */
static inline gboolean
sc_movetext_may_be_result (const ScMovetextLexer *lex,
                           const ScToken         *t)
{
  char first = t->end > t->start ? lex->text[t->start] : '\0';

  return first == '1' || first == '0' || first == '*' || first == '\xC2';
}

G_END_DECLS
