/* move-parser-check.c: positions and helpers of the move parser's tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "move-parser-check.h"
#include "sc-format.h"

char *
coordinates (ScMove move)
{
  GString *out = g_string_new (NULL);

  sc_format_coordinates (out, move);
  return g_string_free (out, FALSE);
}

void
set_position (ScPosition *pos,
              const char *fen)
{
  g_autoptr(GError) error = NULL;

  sc_position_set_fen (pos, fen, &error);
  g_assert_no_error (error);
}

const ScLanguage *
language (const char *code)
{
  const ScLanguage *lang = sc_language_lookup (code);

  g_assert_nonnull (lang);
  return lang;
}
