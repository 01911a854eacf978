/* sc-tag-pair.h: a tag pair line as import format writes it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"
#include "sc-movetext-lexer.h"

G_BEGIN_DECLS

typedef enum {
  SC_TAG_PAIR_OK,
  SC_TAG_PAIR_MALFORMED,   /* not [Name "value"] */
  SC_TAG_PAIR_TRAILING,    /* something else than tag pairs after it on its line */
  SC_TAG_PAIR_NUL,         /* a NUL byte in its value */
  SC_TAG_PAIR_REPEATED,    /* the game has a tag of its name, with another value */
} ScTagPairProblem;

/* Reads the tag pair at lex->at (a '[') into game, and leaves lex->at at
 * the next line, or at the next tag pair on this one (import format
 * allows several on a line). A value with quotes inside that are not
 * escaped ([Event "The "Big" Open"]) runs to the last quote that is
 * followed by ']'. On a problem, *problem_at says where it is: the game
 * then fails, so that it is kept as it was written rather than without
 * what could not be read. A tag given twice with the same value is read
 * once. *name is the tag's name, *name_len bytes of lex's text, when one
 * was read; NULL otherwise. *value is the tag's value in game when the
 * game has it as read; NULL otherwise. */
ScTagPairProblem sc_tag_pair_read (ScMovetextLexer  *lex,
                                   ScGame           *game,
                                   gsize            *problem_at,
                                   const char      **name,
                                   gsize            *name_len,
                                   const char      **value);

G_END_DECLS
