/* sc-descriptive.c: descriptive notation, English (P-K4) and Spanish (P4R)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-descriptive.h"
#include "sc-format.h"

/* Not written yet: nothing reads, and moves are written as SAN. */
gboolean
sc_parse_descriptive_move (const ScPosition *pos,
                           const char       *text,
                           gsize             length,
                           const ScLanguage *lang,
                           ScMoveParse      *result)
{
  result->status = SC_MOVE_PARSE_UNREADABLE;
  result->error_offset = 0;
  return FALSE;
}

void
sc_format_descriptive_move (GString               *out,
                            const ScPosition      *pos,
                            ScMove                 move,
                            const ScNotationStyle *style)
{
  g_autofree char *san = sc_format_san (pos, move);

  g_string_append (out, san);
}
