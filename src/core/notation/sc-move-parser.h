/* sc-move-parser.h: reads one move in any spelling of NOTATION.md §4
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-notation-style.h"
#include "sc-position.h"

G_BEGIN_DECLS

typedef enum {
  SC_MOVE_PARSE_OK,
  SC_MOVE_PARSE_ILLEGAL,            /* no legal move fits; candidates: moves that nearly do */
  SC_MOVE_PARSE_AMBIGUOUS,          /* several fit; candidates: those */
  SC_MOVE_PARSE_UNREADABLE,         /* not a move in this language; error_offset says where */
  SC_MOVE_PARSE_PROMOTION_MISSING,  /* candidates: the four promotions */
} ScMoveParseStatus;

#define SC_MOVE_PARSE_MAX_CANDIDATES 16
#define SC_MOVE_PARSE_MAX_NAGS 4

typedef struct {
  ScMoveParseStatus status;
  ScMove            move;            /* when status is OK */
  guint             n_candidates;
  ScMove            candidates[SC_MOVE_PARSE_MAX_CANDIDATES];
  guint8            n_nags;          /* suffixes like "!?" read as NAGs */
  guint8            nags[SC_MOVE_PARSE_MAX_NAGS];
  gboolean          draw_offer;      /* "(=)" */
  gboolean          en_passant_mark; /* "e.p." was written */
  gboolean          check_mark;      /* "+", "#", "ch", ...: read and ignored */
  gboolean          king_in_check;   /* ILLEGAL: the piece could go there, but not with its king in check */
  gsize             error_offset;    /* byte offset of what could not be read */
} ScMoveParse;

/* Reads text (length bytes, or NUL-terminated when -1) as a move in pos,
 * with the piece letters of lang (figurines are always understood).
 * Returns TRUE when result->status is SC_MOVE_PARSE_OK. */
gboolean   sc_parse_move             (const ScPosition      *pos,
                                      const char            *text,
                                      gssize                 length,
                                      const ScLanguage      *lang,
                                      ScMoveParse           *result);

/* Reads text that holds nothing but the marks written after a move and
 * apart from it: "e.p.", "ch", "mate!", "+(=)", "e. p.+" ... Fills
 * result's nags, draw_offer, en_passant_mark and check_mark; FALSE when
 * text holds anything else, such as a move. */
gboolean   sc_parse_move_marks       (const char            *text,
                                      gssize                 length,
                                      ScMoveParse           *result);

/* Where text is no move in lang's letters: the language whose letters
 * read it as a legal move, preferring prefer (may be NULL), then of
 * languages with the same letters the likelier (sc_language_likelier ():
 * German for "Sf3", not Norwegian), then the order of sc_language_nth ();
 * NULL when none does. *n_more (may be NULL) receives how many other
 * languages read it too. */
const ScLanguage *sc_parse_move_find_language (const ScPosition *pos,
                                               const char       *text,
                                               const ScLanguage *lang,
                                               const ScLanguage *prefer,
                                               guint            *n_more);

/* A sentence for people saying why the move was not read, with the
 * candidate moves spelled in style. */
char      *sc_move_parse_describe    (const ScMoveParse     *result,
                                      const ScPosition      *pos,
                                      const char            *text,
                                      gssize                 length,
                                      const ScNotationStyle *style);

/* "illegal", "ambiguous", "unreadable", "promotion-piece-missing". */
const char *sc_move_parse_status_name (ScMoveParseStatus     status);

G_END_DECLS
