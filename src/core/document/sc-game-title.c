/* sc-game-title.c: a few words that name a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sc-game-title.h"

/* The value without spaces around it, or NULL when it says nothing. */
static char *
known_value (const char *value)
{
  g_autofree char *stripped = g_strstrip (g_strdup (value != NULL ? value : ""));

  if (*stripped == '\0' || g_str_equal (stripped, "?"))
    return NULL;
  return g_steal_pointer (&stripped);
}

char *
sc_game_title_for_tags (const char *white,
                        const char *black,
                        const char *event,
                        const char *round)
{
  g_autofree char *known_white = known_value (white);
  g_autofree char *known_black = known_value (black);
  g_autofree char *known_event = NULL;
  g_autofree char *known_round = NULL;

  if (known_white != NULL || known_black != NULL)
    /* TRANSLATORS: a game's title: the player of White, then of Black */
    return g_strdup_printf (_("%s – %s"), known_white != NULL ? known_white : "?",
                            known_black != NULL ? known_black : "?");
  known_event = known_value (event);
  if (known_event == NULL)
    return NULL;
  known_round = known_value (round);
  /* "-" is the PGN standard's round of a game outside any round. */
  if (known_round == NULL || g_str_equal (known_round, "-"))
    return g_steal_pointer (&known_event);
  /* TRANSLATORS: a game's title: the event, then the round in it */
  return g_strdup_printf (_("%s, round %s"), known_event, known_round);
}

char *
sc_game_display_title (ScGame *game)
{
  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  return sc_game_title_for_tags (sc_game_get_tag (game, "White"), sc_game_get_tag (game, "Black"),
                                 sc_game_get_tag (game, "Event"), sc_game_get_tag (game, "Round"));
}
