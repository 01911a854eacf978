/* sc-game-search.h: the game list's filter, by players and event
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SC_TYPE_GAME_SEARCH (sc_game_search_get_type ())
G_DECLARE_FINAL_TYPE (ScGameSearch, sc_game_search, SC, GAME_SEARCH, GtkFilter)

/* Keeps the ScGameRecords whose White, Black or Event contains the
 * search text, case and accents aside (sc_search_fold ()); keeps them
 * all while the text is empty. */
GtkFilter *sc_game_search_new      (void);
void       sc_game_search_set_text (ScGameSearch *self,
                                    const char   *text);

G_END_DECLS
