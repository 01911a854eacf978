/* sc-game-list.h: the games of a file in sortable columns, with a search
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-game-file.h"

G_BEGIN_DECLS

#define SC_TYPE_GAME_LIST (sc_game_list_get_type ())
G_DECLARE_FINAL_TYPE (ScGameList, sc_game_list, SC, GAME_LIST, GtkBox)

/* Number, White, Black, Result, Date, Event, Round and ECO of each game,
 * sorted by a click on a column's title; the search field keeps the
 * games whose White, Black or Event contains its words, case and accents
 * aside ("nunez" finds "Núñez", and "Núñez" "Nunez"). A progress bar
 * shows while the file is still being indexed. ::game-activated gives the
 * position of the game in the file (0-based) when a row is activated;
 * a right click shows the context menu on that row after activating it. */
GtkWidget    *sc_game_list_new              (void);
void          sc_game_list_set_game_file    (ScGameList *self,
                                             ScGameFile *file);
ScGameFile   *sc_game_list_get_game_file    (ScGameList *self);
/* Selects the row of the game at position in the file, and shows it. */
void          sc_game_list_select_game      (ScGameList *self,
                                             guint       position);
void          sc_game_list_set_context_menu (ScGameList *self,
                                             GMenuModel *menu);
void          sc_game_list_set_search       (ScGameList *self,
                                             const char *text);
/* The rows shown (after the search) and, for tests, the view. */
GListModel   *sc_game_list_get_rows         (ScGameList *self);
GtkColumnView *sc_game_list_get_view        (ScGameList *self);

G_END_DECLS
