/* sc-game-details-window.h: the game's tags, checked as they are typed
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sc-document.h"

G_BEGIN_DECLS

#define SC_TYPE_GAME_DETAILS_WINDOW (sc_game_details_window_get_type ())
G_DECLARE_FINAL_TYPE (ScGameDetailsWindow, sc_game_details_window, SC, GAME_DETAILS_WINDOW, AdwWindow)

/* The Seven Tag Roster, ratings, opening, time control, annotator and any
 * other tag of the document's game. Each value is checked as it is
 * typed and a wrong one shows why beside it; details.apply writes all
 * changes as one undo step, and only when every value is right. */
GtkWidget   *sc_game_details_window_new         (ScDocument          *document);
/* The field of a tag (NULL if the window has none). */
GtkEditable *sc_game_details_window_get_entry   (ScGameDetailsWindow *self,
                                                 const char          *name);
/* Why the tag's value is wrong, or NULL. */
const char  *sc_game_details_window_get_message (ScGameDetailsWindow *self,
                                                 const char          *name);
/* Adds a field for another tag; FALSE (with the reason shown) if the
 * name cannot be a tag or is there already. */
gboolean     sc_game_details_window_add_tag     (ScGameDetailsWindow *self,
                                                 const char          *name);

G_END_DECLS
