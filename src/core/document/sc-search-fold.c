/* sc-search-fold.c: text as a search compares it, without case or accents
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-search-fold.h"

/* The combining marks that the decomposition of a Latin, Greek or
 * Cyrillic letter leaves after it (acute, tilde, diaeresis, breve,
 * cedilla, the Greek tonos and breathings...). Marks of other blocks stay:
 * they are part of letters in other scripts. */
static gboolean
is_accent (gunichar c)
{
  return c >= 0x0300 && c <= 0x036F;
}

/* Letters with a stroke or a bar have no decomposition: each is its
 * plain letter for a search. Lower case only: the text is folded first. */
static gunichar
without_stroke (gunichar c)
{
  switch (c)
    {
    case 0x00F8: return 'o';  /* ø */
    case 0x0111: return 'd';  /* đ */
    case 0x0127: return 'h';  /* ħ */
    case 0x0131: return 'i';  /* dotless ı */
    case 0x0142: return 'l';  /* ł */
    case 0x0167: return 't';  /* ŧ */
    case 0x0180: return 'b';  /* ƀ */
    case 0x01B6: return 'z';  /* ƶ */
    default:     return c;
    }
}

char *
sc_search_fold (const char *text,
                gssize      length)
{
  gsize size = length < 0 ? strlen (text) : (gsize) length;
  g_autofree char *decomposed = NULL;
  g_autofree char *folded = NULL;
  GString *result;
  gboolean ascii = TRUE;

  for (gsize i = 0; i < size && ascii; i++)
    ascii = (guchar) text[i] < 0x80;
  /* Most names are plain ASCII: lower case is all there is to do. */
  if (ascii)
    return g_ascii_strdown (text, (gssize) size);

  /* Compatibility decomposition first, as it can give capitals ("℡"). */
  decomposed = g_utf8_normalize (text, (gssize) size, G_NORMALIZE_ALL);
  if (decomposed == NULL)
    return g_strdup ("");
  folded = g_utf8_casefold (decomposed, -1);
  result = g_string_sized_new (strlen (folded));
  for (const char *at = folded; *at != '\0'; at = g_utf8_next_char (at))
    {
      gunichar c = g_utf8_get_char (at);

      if (!is_accent (c))
        g_string_append_unichar (result, without_stroke (c));
    }
  return g_string_free (result, FALSE);
}
