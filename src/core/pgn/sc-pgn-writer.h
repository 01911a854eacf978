/* sc-pgn-writer.h: games in PGN export format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"
#include "sc-movetext-writer.h"

G_BEGIN_DECLS

/* Appends game in PGN export format: its heading (a file's comments
 * before its first tags) if it has one, the Seven Tag Roster, then the
 * other tags in their order, then movetext in English SAN under 80
 * columns, then an empty line. A game that could not be read whole is
 * written back as its source text, unchanged. */
void   sc_write_pgn_game (GString *out,
                          ScGame  *game);
/* The same for a game that may have been edited: a PlyCount tag, where
 * it has one, counts its main line as it is now. */
void   sc_write_pgn_game_as_edited (GString *out,
                                    ScGame  *game);
/* The game's heading (sc_game_get_heading ()) if it has one, as a
 * comment of its own and an empty line: in PGN before the tags, in text
 * before the moves. */
void   sc_write_heading  (GString               *out,
                          ScGame                *game,
                          const ScNotationStyle *style,
                          ScMovetextFlags        flags);
/* Its tag pairs alone, as above, and the empty line after them: for a
 * game whose movetext is written without a tree (sc_stream_movetext ()). */
void   sc_write_pgn_tags (GString *out,
                          ScGame  *game);

G_END_DECLS
