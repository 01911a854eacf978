/* sc-movetext-writer.h: a game's moves, comments and variations as text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

typedef enum {
  SC_MOVETEXT_DEFAULT = 0,
  SC_MOVETEXT_PGN     = 1 << 0,  /* NAGs as $n, results as 1/2-1/2 */
  SC_MOVETEXT_WRAP    = 1 << 1,  /* lines under 80 columns */
  SC_MOVETEXT_NO_RESULT = 1 << 2,  /* leave out the result at the end */
} ScMovetextFlags;

/* Appends the movetext of game, ending with the result. */
void   sc_write_movetext (GString               *out,
                          ScGame                *game,
                          const ScNotationStyle *style,
                          ScMovetextFlags        flags);

G_END_DECLS
