/* sc-comment-regions.h: comments written from where they lie in the text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-movetext-lexer.h"
#include "sc-movetext-writer.h"

G_BEGIN_DECLS

typedef enum {
  SC_COMMENT_EMPTY,
  SC_COMMENT_DRAW_OFFER,   /* "(=)", the PGN writer's spelling of the mark */
  SC_COMMENT_TEXT,
} ScCommentKind;

/* What a comment token holds, judged as the reader judges the text it
 * keeps of it (every run of white space one space, none at the ends);
 * *end is where that text ends: a NUL byte ends it. */
ScCommentKind sc_comment_token_kind    (const ScMovetextLexer *lex,
                                        const ScToken         *t,
                                        gsize                 *end);

/* A stretch of text, from a token's first byte; end 0: none. */
typedef struct {
  gsize start;
  gsize end;
} ScTextRegion;

/* Writes, as one comment, the comments in the regions of text that a
 * game tree would join into one: those outside parentheses, neither
 * empty nor, after a move, a draw offer. A comment can be megabytes: it
 * is given to w in pieces, after each of which piece_written is called. */
void          sc_comment_regions_write (const char            *text,
                                        gsize                  length,
                                        const ScTextRegion    *regions,
                                        guint                  n_regions,
                                        gboolean               after_move,
                                        ScMovetextWriter      *w,
                                        void                 (*piece_written) (gpointer user_data),
                                        gpointer               user_data);

G_END_DECLS
