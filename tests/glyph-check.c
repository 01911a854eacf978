/* glyph-check.c: what the glyph tests of print and the move list share
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "glyph-check.h"
#include "sc-figurine-font.h"
#include "sc-language.h"
#include "sc-nag.h"

/* Marks printed beside moves that are no NAG: the diagram mark, the
 * capture cross and the check daggers of some styles. */
#define OTHER_SIGNS "⊞×†‡"

/* What the text face gives even in a sign: letters, digits, ! ? / */
static gboolean
is_text_face_char (gunichar c)
{
  return c < 0x80 && (g_ascii_isalnum ((char) c) || strchr ("!?/", (char) c) != NULL);
}

/* Every figurine, and every character of a sign we show that is not the
 * text face's. */
char *
glyph_check_signs_and_figurines (void)
{
  GString *out = g_string_new (NULL);

  for (guint nag = 1; nag < 256; nag++)
    {
      const char *glyph = sc_nag_glyph (nag);

      for (const char *p = glyph; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
        if (!is_text_face_char (g_utf8_get_char (p)))
          g_string_append_unichar (out, g_utf8_get_char (p));
    }
  for (ScPieceType type = SC_PAWN; type <= SC_KING; type++)
    {
      g_string_append (out, sc_figurine (type, FALSE));
      g_string_append (out, sc_figurine (type, TRUE));
    }
  g_string_append (out, OTHER_SIGNS);
  return g_string_free (out, FALSE);
}

gboolean
glyph_check_is_sign (gunichar c)
{
  g_autofree char *signs = glyph_check_signs_and_figurines ();
  char utf8[8] = { 0 };

  g_unichar_to_utf8 (c, utf8);
  return strstr (signs, utf8) != NULL;
}

void
glyph_check_layout (PangoLayout *layout,
                    PangoWeight  weight,
                    const char  *text_family)
{
  const char *text = pango_layout_get_text (layout);
  PangoLayoutIter *iter = pango_layout_get_iter (layout);

  do
    {
      PangoGlyphItem *run = pango_layout_iter_get_run_readonly (iter);
      g_autoptr(PangoFontDescription) font = NULL;
      const char *family;

      if (run == NULL)
        continue;
      for (int i = 0; i < run->glyphs->num_glyphs; i++)
        if (run->glyphs->glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG)
          g_error ("no glyph for U+%04X", g_utf8_get_char (text + run->item->offset + run->glyphs->log_clusters[i]));

      font = pango_font_describe (run->item->analysis.font);
      family = pango_font_description_get_family (font);
      for (const char *p = text + run->item->offset; p < text + run->item->offset + run->item->length;
           p = g_utf8_next_char (p))
        {
          gunichar c = g_utf8_get_char (p);

          if (glyph_check_is_sign (c))
            {
              if (g_strcmp0 (family, SC_FIGURINE_FAMILY) != 0)
                g_error ("U+%04X comes from %s, not from " SC_FIGURINE_FAMILY, c, family);
              g_assert_cmpint (pango_font_description_get_weight (font), ==, weight);
            }
          else if (text_family != NULL && c < 0x80 && g_ascii_isalnum ((char) c))
            g_assert_cmpstr (family, ==, text_family);
        }
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
  g_assert_cmpint (pango_layout_get_unknown_glyphs_count (layout), ==, 0);
}

