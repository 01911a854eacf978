/* sc-numeric.h: ICCF numeric notation (5254 for e2-e4)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-move-parser.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

/* sc_parse_move () for a language of SC_NOTATION_NUMERIC. */
gboolean sc_parse_numeric_move  (const ScPosition      *pos,
                                 const char            *text,
                                 gsize                  length,
                                 const ScLanguage      *lang,
                                 ScMoveParse           *result);
/* sc_format_move () for a style whose language is numeric. */
void     sc_format_numeric_move (GString               *out,
                                 const ScPosition      *pos,
                                 ScMove                 move,
                                 const ScNotationStyle *style);

G_END_DECLS
