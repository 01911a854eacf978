/* sc-nag.c: Numeric Annotation Glyphs and the symbols printed for them
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-nag.h"

/* Display glyphs, NOTATION.md §5. */
static const struct {
  guint       nag;
  const char *glyph;
} display_glyphs[] = {
  { 1, "!" }, { 2, "?" }, { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" },
  { 7, "□" }, { 10, "=" }, { 13, "∞" }, { 14, "⩲" }, { 15, "⩱" },
  { 16, "±" }, { 17, "∓" }, { 18, "+−" }, { 19, "−+" },
  { 22, "⨀" }, { 23, "⨀" }, { 32, "⟳" }, { 33, "⟳" }, { 36, "↑" }, { 37, "↑" },
  { 40, "→" }, { 41, "→" }, { 44, "=/∞" }, { 45, "=/∞" },
  { 132, "⇆" }, { 133, "⇆" }, { 138, "⨁" }, { 139, "⨁" }, { 140, "∆" },
  { 146, "N" },
};

/* What people type or old books print for the same NAGs. */
static const struct {
  const char *text;
  guint       nag;
} read_glyphs[] = {
  { "!", 1 }, { "?", 2 }, { "!!", 3 }, { "??", 4 }, { "!?", 5 }, { "?!", 6 },
  { "‼", 3 }, { "⁇", 4 }, { "⁉", 5 }, { "⁈", 6 },
  { "□", 7 }, { "=", 10 }, { "∞", 13 },
  { "⩲", 14 }, { "+=", 14 }, { "+/=", 14 },
  { "⩱", 15 }, { "=+", 15 }, { "=/+", 15 },
  { "±", 16 }, { "+/-", 16 }, { "∓", 17 }, { "-/+", 17 },
  { "+−", 18 }, { "+-", 18 }, { "+--", 18 }, { "−+", 19 }, { "-+", 19 }, { "--+", 19 },
  { "⨀", 22 }, { "⟳", 32 }, { "↑", 36 }, { "→", 40 },
  { "=/∞", 44 }, { "⇆", 132 }, { "⨁", 138 }, { "∆", 140 }, { "N", 146 },
};

const char *
sc_nag_glyph (guint nag)
{
  for (guint i = 0; i < G_N_ELEMENTS (display_glyphs); i++)
    if (display_glyphs[i].nag == nag)
      return display_glyphs[i].glyph;
  return NULL;
}

/* The glyph shown for a NAG in moves: none for diagram marks, which
 * print as diagrams. */
static const char *
shown_glyph (guint nag)
{
  if (nag == SC_NAG_DIAGRAM || nag == SC_NAG_DIAGRAM_FROM_BLACK)
    return NULL;
  return sc_nag_glyph (nag);
}

gboolean
sc_nag_is_move_assessment (guint nag)
{
  return nag >= 1 && nag <= 6;
}

void
sc_nag_append_marks (GString      *out,
                     const guint8 *nags,
                     guint         n_nags,
                     gboolean      draw_offer,
                     const char   *separator)
{
  for (guint i = 0; i < n_nags; i++)
    if (sc_nag_is_move_assessment (nags[i]))
      g_string_append (out, sc_nag_glyph (nags[i]));
  if (draw_offer)
    g_string_append (out, "(=)");
  for (guint i = 0; i < n_nags; i++)
    {
      const char *glyph = shown_glyph (nags[i]);

      if (glyph == NULL || sc_nag_is_move_assessment (nags[i]))
        continue;
      g_string_append (out, separator);
      g_string_append (out, glyph);
    }
}

void
sc_nag_append_glyphs_before (GString      *out,
                             const guint8 *nags,
                             guint         n_nags)
{
  gsize start = out->len;

  for (guint i = 0; i < n_nags; i++)
    {
      const char *glyph = shown_glyph (nags[i]);

      if (glyph == NULL)
        continue;
      if (out->len > start)
        g_string_append_c (out, ' ');
      g_string_append (out, glyph);
    }
}

guint
sc_nag_from_glyph (const char *text,
                   gssize      length)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;

  if (len == 0)
    return 0;
  /* Every word of movetext comes here: moves start with a letter or a
   * digit, and no glyph does but "N" (novelty). */
  if (g_ascii_isalnum (text[0]) && !(len == 1 && text[0] == 'N'))
    return 0;
  for (guint i = 0; i < G_N_ELEMENTS (read_glyphs); i++)
    if (read_glyphs[i].text[0] == text[0] &&   /* cheap test first: this runs for every word */
        strlen (read_glyphs[i].text) == len && memcmp (read_glyphs[i].text, text, len) == 0)
      return read_glyphs[i].nag;
  return 0;
}

gint
sc_nag_from_dollar (const char *text,
                    gssize      length)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  guint value = 0;

  if (len < 2 || len > 4 || text[0] != '$')
    return -1;
  for (gsize i = 1; i < len; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return -1;
      value = value * 10 + (guint) (text[i] - '0');
    }
  return value <= 255 ? (gint) value : -1;
}
