/* sc-line-ends.h: files whose lines end with a carriage return alone
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The classic Mac OS ended each line with a carriage return alone, and
 * old PGN collections still come that way. Everything that reads PGN
 * finds lines by their line feeds, so such a file is read as if each of
 * those returns were a line feed: a change in place, of the same length,
 * so that offsets into the file and line numbers stay right.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  SC_LINE_ENDS_UNKNOWN,   /* no line end seen yet */
  SC_LINE_ENDS_LF,        /* line feeds, with or without a return before */
  SC_LINE_ENDS_CR,        /* returns alone */
} ScLineEnds;

/* What the file's first line end in head (its first bytes) is. */
ScLineEnds sc_line_ends_detect   (const char *head,
                                  gsize       length);
/* Turns each carriage return in text that no line feed follows into a
 * line feed. A return at the very end counts as alone. */
void       sc_line_ends_cr_to_lf (char       *text,
                                  gsize       length);

G_END_DECLS
