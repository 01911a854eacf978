/* sc-numeric.c: ICCF numeric notation (5254 for e2-e4)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-numeric.h"
#include "sc-format.h"

/* Not written yet: nothing reads, and moves are written as SAN. */
gboolean
sc_parse_numeric_move (const ScPosition *pos,
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
sc_format_numeric_move (GString               *out,
                        const ScPosition      *pos,
                        ScMove                 move,
                        const ScNotationStyle *style)
{
  g_autofree char *san = sc_format_san (pos, move);

  g_string_append (out, san);
}
