/* sc-notation-style.c: how a move is spelled (NOTATION.md §3)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sc-notation-style.h"

static const struct {
  const char     *name;
  const char     *title;
  ScNotationStyle style;  /* language filled in at init */
} presets[SC_N_PRESETS] = {
  [SC_PRESET_PGN] = { "pgn", N_("PGN"),
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_LETTER_O, SC_CAPTURE_X,
      SC_PROMOTION_EQUALS, SC_CHECK_PLUS_HASH, FALSE, FALSE } },
  [SC_PRESET_FIDE] = { "fide", N_("FIDE scoresheet"),
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_DIGIT_ZERO, SC_CAPTURE_X,
      SC_PROMOTION_PLAIN, SC_CHECK_PLUS_HASH, TRUE, FALSE } },
  [SC_PRESET_FIGURINE] = { "figurine", N_("Figurine book style"),
    { NULL, SC_PIECES_FIGURINES, SC_CASTLING_LETTER_O, SC_CAPTURE_X,
      SC_PROMOTION_EQUALS, SC_CHECK_PLUS_HASH, FALSE, FALSE } },
  [SC_PRESET_MINIMAL] = { "minimal", N_("Minimal"),
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_DIGIT_ZERO, SC_CAPTURE_NONE,
      SC_PROMOTION_PLAIN, SC_CHECK_NONE, FALSE, FALSE } },
  [SC_PRESET_LONG] = { "long", N_("Long algebraic"),
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_LETTER_O, SC_CAPTURE_X,
      SC_PROMOTION_EQUALS, SC_CHECK_PLUS_HASH, FALSE, TRUE } },
};

void
sc_notation_style_init_preset (ScNotationStyle  *style,
                               ScPreset          preset,
                               const ScLanguage *language)
{
  g_return_if_fail (preset < SC_N_PRESETS);

  *style = presets[preset].style;
  style->language = (preset == SC_PRESET_PGN || language == NULL) ? sc_language_english ()
                                                                  : language;
}

gboolean
sc_preset_from_name (const char *name,
                     ScPreset   *preset)
{
  for (guint i = 0; i < SC_N_PRESETS; i++)
    if (g_ascii_strcasecmp (name, presets[i].name) == 0)
      {
        *preset = (ScPreset) i;
        return TRUE;
      }
  return FALSE;
}

const char *
sc_preset_name (ScPreset preset)
{
  g_return_val_if_fail (preset < SC_N_PRESETS, NULL);
  return presets[preset].name;
}

const char *
sc_preset_title (ScPreset preset)
{
  g_return_val_if_fail (preset < SC_N_PRESETS, NULL);
  return presets[preset].title;
}
