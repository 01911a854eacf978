/* glyph-check.h: what the glyph tests of print and the move list share
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pango.h>

G_BEGIN_DECLS

/* Every figurine, and every character of a sign we show that is not the
 * text face's (letters, digits, ! ? /). */
char     *glyph_check_signs_and_figurines (void);
gboolean  glyph_check_is_sign             (gunichar     c);
/* Fails the test when a glyph of layout is unknown, or a figurine or sign
 * is not from our font in weight; with text_family, when a letter or
 * digit is not from it. */
void      glyph_check_layout              (PangoLayout *layout,
                                           PangoWeight  weight,
                                           const char  *text_family);

G_END_DECLS
