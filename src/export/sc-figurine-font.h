/* sc-figurine-font.h: Scoresheet Figurine, our font of figurines and signs
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* It holds the figurines and the signs of moves and assessments, and no
 * letter or digit: named first in a list of families, it gives those
 * and the face after it gives the rest of the text. */
#define SC_FIGURINE_FAMILY "Scoresheet Figurine"

/* The families of printed text. */
#define SC_PRINT_FAMILIES SC_FIGURINE_FAMILY ", DejaVu Serif"

/* Adds the font to the application fonts of fontconfig, once, and tells
 * Pango's default font map; from $SCORESHEET_FONTDIR when it is set (the
 * build tree), else from where it is installed. FALSE (with a warning
 * the first time) when the files are missing: figurines and signs then
 * come from whatever font has them. */
gboolean     sc_figurine_font_load       (void);

/* Whether the font has a glyph for c (FALSE when it could not be loaded). */
gboolean     sc_figurine_font_has_char   (gunichar c);

/* Text as Pango markup, escaped, its figurines and signs in our font and
 * the rest in the widget's: how labels and rows show moves as the move
 * list does. */
char        *sc_figurine_font_markup     (const char *text);

/* The folder the font is loaded from. */
const char  *sc_figurine_font_directory  (void);

G_END_DECLS
