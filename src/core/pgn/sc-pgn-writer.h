/* sc-pgn-writer.h: games in PGN export format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"

G_BEGIN_DECLS

/* Appends game in PGN export format: the Seven Tag Roster first, then the
 * other tags in their order, then movetext in English SAN under 80
 * columns, then an empty line. A game that could not be read whole is
 * written back as its source text, unchanged. */
void   sc_write_pgn_game (GString *out,
                          ScGame  *game);
/* Its tag pairs alone, as above, and the empty line after them: for a
 * game whose movetext is written without a tree (sc_stream_movetext ()). */
void   sc_write_pgn_tags (GString *out,
                          ScGame  *game);

G_END_DECLS
