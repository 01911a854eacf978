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
/* TRUE for the NAGs that judge the move itself, 1–6 (!, ?, !!, ??, !?, ?!). */
gboolean    sc_nag_is_move_assessment (guint nag);
/* Appends what follows a move to out: its assessment right after it
 * ("Nf3!?"), then the draw offer ("Nf3!?(=)") as the scoresheet has it
 * after the move, then the other glyphs after separator ("e4 ±");
 * diagram marks ($220, $221) and NAGs without a glyph are not shown. */
void        sc_nag_append_marks  (GString      *out,
                                  const guint8 *nags,
                                  guint         n_nags,
                                  gboolean      draw_offer,
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
