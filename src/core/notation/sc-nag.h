/* sc-nag.h: Numeric Annotation Glyphs and the symbols printed for them
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SC_NAG_DIAGRAM              220
#define SC_NAG_DIAGRAM_FROM_BLACK   221

/* The display glyph of a NAG (NOTATION.md §5), or NULL when it has none. */
const char *sc_nag_glyph      (guint        nag);
/* Appends the display glyphs of a move's NAGs to out: move assessments
 * (1–6) right after the move ("Nf3!?"), other glyphs after separator
 * ("e4 ±"); diagram marks ($220, $221) and NAGs without a glyph are not
 * shown. */
void        sc_nag_append_glyphs (GString      *out,
                                  const guint8 *nags,
                                  guint         n_nags,
                                  const char   *separator);
/* Appends the glyphs of NAGs written before a move ("($140 2. d4"),
 * separated by spaces, as above without the diagram marks. */
void        sc_nag_append_glyphs_before (GString      *out,
                                         const guint8 *nags,
                                         guint         n_nags);
/* Reads a glyph or suffix ("!?", "+/-", "±", "∞", "□") as a NAG; 0 if unknown. */
guint       sc_nag_from_glyph (const char  *text,
                               gssize       length);
/* Reads "$12" ("$0" included); -1 if not a NAG. */
gint        sc_nag_from_dollar (const char *text,
                                gssize      length);

G_END_DECLS
