/* sc-descriptive.h: descriptive notation, English (P-K4) and Spanish (P4R)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-move-parser.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

/* sc_parse_move () for a language of SC_NOTATION_DESCRIPTIVE. */
gboolean sc_parse_descriptive_move  (const ScPosition      *pos,
                                     const char            *text,
                                     gsize                  length,
                                     const ScLanguage      *lang,
                                     ScMoveParse           *result);
/* sc_format_move () for a style whose language is descriptive. */
void     sc_format_descriptive_move (GString               *out,
                                     const ScPosition      *pos,
                                     ScMove                 move,
                                     const ScNotationStyle *style);

G_END_DECLS
