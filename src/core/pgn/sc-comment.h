/* sc-comment.h: commands inside PGN comments ([%clk], [%eval], [%cal], [%csl])
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-types.h"

G_BEGIN_DECLS

/* Comments are stored as written, commands included, so that every
 * command, known or unknown, is written back. These functions read and
 * change the commands inside such a text. */

typedef struct {
  char  colour;     /* 'R', 'G', 'Y' or 'B' */
  ScSquare from;
  ScSquare to;      /* equal to from for a marked square */
} ScMark;

typedef struct {
  gboolean mate;    /* value is moves to mate (negative: Black mates) */
  double   value;   /* pawns from White's side, or moves to mate */
} ScEval;

/* The value of "[%name value]" in comment, or NULL. */
char     *sc_comment_get_command    (const char   *comment,
                                     const char   *name);
/* comment with "[%name value]" set in the user's part, replacing an
 * earlier one in place, or removed when value is NULL. comment may be
 * NULL. */
char     *sc_comment_set_command    (const char   *comment,
                                     const char   *name,
                                     const char   *value);
/* A comment may end with what an engine added: its part starts with the
 * command "[%engine NAME]" and runs to the end (README.md, "Engine
 * annotation"). The functions that change a comment change the user's
 * part and keep the engine's as it is. */

/* The user's part (NULL when none) and the engine's (NULL when none),
 * each without the white space around it. */
void      sc_comment_split_engine   (const char   *comment,
                                     char        **user,
                                     char        **engine);
/* The two parts as one comment; NULL when both are empty. */
char     *sc_comment_join_engine    (const char   *user,
                                     const char   *engine);
/* The words of the user's part without any command, white space folded. */
char     *sc_comment_text           (const char   *comment);
/* The words of the engine's part the same way ("" when there is none). */
char     *sc_comment_engine_text    (const char   *comment);
/* The words of both, the user's first: what a comment shows as text. */
char     *sc_comment_shown_text     (const char   *comment);
/* comment with the words of its user's part replaced by text, every
 * command kept (first, in their order), the engine's part after them;
 * NULL when nothing is left. comment may be NULL. */
char     *sc_comment_with_text      (const char   *comment,
                                     const char   *text);

/* [%clk 1:30:00] or [%clk 0:00:07.5] as seconds, read as
 * sc_comment_parse_clock () reads minutes and seconds; FALSE for a
 * [%clk] that is no clock time. */
gboolean  sc_comment_get_clock      (const char   *comment,
                                     double       *seconds);
/* Reads a clock as people type it, "1:30:00", "1:25" or "42" (seconds),
 * each part after the first below 60: digits and colons only, with
 * tenths after a decimal point in the seconds, and less than 100 hours.
 * Two parts are hours and minutes when hours_first (as on a slow game's
 * scoresheet), else minutes and seconds. */
gboolean  sc_comment_parse_clock    (const char   *text,
                                     gboolean      hours_first,
                                     double       *seconds);
/* seconds as [%clk] writes them: "1:30:00", "0:00:07.5". */
char     *sc_comment_format_clock   (double        seconds);
gboolean  sc_comment_get_eval       (const char   *comment,
                                     ScEval       *eval);
/* eval as [%eval] writes it: pawns with two decimals ("-0.35"), "#3". */
char     *sc_comment_format_eval    (const ScEval *eval);
/* Arrows of [%cal] then squares of [%csl], appended to marks (of ScMark). */
void      sc_comment_get_marks      (const char   *comment,
                                     GArray       *marks);
/* comment with [%cal] and [%csl] rewritten from marks (removed when empty). */
char     *sc_comment_set_marks      (const char   *comment,
                                     const ScMark *marks,
                                     guint         n_marks);

G_END_DECLS
