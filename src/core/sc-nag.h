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
/* Reads a glyph or suffix ("!?", "+/-", "±", "∞", "□") as a NAG; 0 if unknown. */
guint       sc_nag_from_glyph (const char  *text,
                               gssize       length);
/* Reads "$12" ("$0" included); -1 if not a NAG. */
gint        sc_nag_from_dollar (const char *text,
                                gssize      length);

G_END_DECLS
