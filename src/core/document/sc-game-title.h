/* sc-game-title.h: a few words that name a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"

G_BEGIN_DECLS

/* "White – Black" when a player is known ("White – ?" when only one is);
 * else the event, with the round when there is one ("Club Championship,
 * round 3"); NULL when neither the players nor the event are known. A
 * value that is empty, "?" or absent (NULL) is not known. */
char *sc_game_title_for_tags   (const char *white,
                                const char *black,
                                const char *event,
                                const char *round);

/* The title of the game from its tags, as sc_game_title_for_tags (). */
char *sc_game_display_title    (ScGame     *game);

G_END_DECLS
