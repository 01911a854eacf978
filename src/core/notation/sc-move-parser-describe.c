/* sc-move-parser-describe.c: what a move's reading says, in words for
 * people and in a name for tests and tools
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sc-format.h"
#include "sc-move-parser.h"

const char *
sc_move_parse_status_name (ScMoveParseStatus status)
{
  switch (status)
    {
    case SC_MOVE_PARSE_OK:                return "ok";
    case SC_MOVE_PARSE_ILLEGAL:           return "illegal";
    case SC_MOVE_PARSE_AMBIGUOUS:         return "ambiguous";
    case SC_MOVE_PARSE_UNREADABLE:        return "unreadable";
    case SC_MOVE_PARSE_PROMOTION_MISSING: return "promotion-piece-missing";
    default:                              g_return_val_if_reached ("unknown");
    }
}

static char *
join_candidates (const ScMoveParse     *r,
                 const ScPosition      *pos,
                 const ScNotationStyle *style)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < r->n_candidates; i++)
    {
      if (i > 0)
        g_string_append (out, i + 1 == r->n_candidates ? _(" or ") : ", ");
      sc_format_move (out, pos, r->candidates[i], style, SC_FORMAT_DEFAULT);
    }
  return g_string_free (out, FALSE);
}

char *
sc_move_parse_describe (const ScMoveParse     *r,
                        const ScPosition      *pos,
                        const char            *text,
                        gssize                 length,
                        const ScNotationStyle *style)
{
  /* Messages quote the text; bad bytes in it must not make them bad UTF-8. */
  g_autofree char *word = g_utf8_make_valid (text, length);
  g_autofree char *candidates = join_candidates (r, pos, style);

  g_strstrip (word);
  switch (r->status)
    {
    case SC_MOVE_PARSE_OK:
      return g_strdup (word);

    case SC_MOVE_PARSE_ILLEGAL:
      if (r->king_in_check)
        return g_strdup_printf (_("“%s” is not a legal move here: the king would be in check"), word);
      if (r->n_candidates == 0)
        return g_strdup_printf (_("“%s” is not a legal move here"), word);
      return g_strdup_printf (_("“%s” is not a legal move here; did you mean %s?"), word, candidates);

    case SC_MOVE_PARSE_AMBIGUOUS:
      return g_strdup_printf (_("“%s” is ambiguous: it could be %s"), word, candidates);

    case SC_MOVE_PARSE_PROMOTION_MISSING:
      return g_strdup_printf (_("“%s” needs the piece the pawn becomes: %s"), word, candidates);

    case SC_MOVE_PARSE_UNREADABLE:
    default:
      {
        gsize len = length < 0 ? strlen (text) : (gsize) length;
        gsize at = MIN (r->error_offset, len);
        g_autofree char *rest = g_utf8_make_valid (text + at, (gssize) (len - at));

        if (at == 0 || *g_strstrip (rest) == '\0')
          return g_strdup_printf (_("cannot read “%s” as a move"), word);
        return g_strdup_printf (_("cannot read “%s” as a move (from “%s” on)"), word, rest);
      }
    }
}
