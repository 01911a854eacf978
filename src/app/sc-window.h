/* sc-window.h: the main window: board, move list, notation switcher
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sc-board-view.h"
#include "sc-comment-editor.h"
#include "sc-document.h"
#include "sc-game-list.h"
#include "sc-game.h"
#include "sc-move-entry.h"
#include "sc-move-list.h"
#include "sc-notation-style.h"
#include "sc-scoresheet-view.h"

G_BEGIN_DECLS

#define SC_TYPE_WINDOW (sc_window_get_type ())
G_DECLARE_FINAL_TYPE (ScWindow, sc_window, SC, WINDOW, AdwApplicationWindow)

ScWindow    *sc_window_new                (GtkApplication  *application);
gboolean     sc_window_open_file          (ScWindow        *self,
                                           GFile           *file,
                                           GError         **error);
/* A file of games for the window, the first one shown. */
void         sc_window_set_game_file      (ScWindow        *self,
                                           ScGameFile      *games);
void         sc_window_set_game           (ScWindow        *self,
                                           ScGame          *game,
                                           GFile           *file);
/* A new game from the position fen; asks first when the game there has
 * unsaved changes. */
void         sc_window_start_from_fen     (ScWindow        *self,
                                           const char      *fen);
ScDocument  *sc_window_get_document       (ScWindow        *self);
ScGame      *sc_window_get_game           (ScWindow        *self);
ScGameNode  *sc_window_get_current        (ScWindow        *self);
void         sc_window_go_to              (ScWindow        *self,
                                           ScGameNode      *node);
/* The style the settings ask for (language, preset, figurines). */
void         sc_window_get_notation_style (ScWindow        *self,
                                           ScNotationStyle *style);
/* A message with a Close button, over parent: what went wrong and where. */
void         sc_window_show_message       (GtkWindow       *parent,
                                           const char      *heading,
                                           const char      *body);
ScBoardView *sc_window_get_board          (ScWindow        *self);
ScMoveList  *sc_window_get_move_list      (ScWindow        *self);
ScMoveEntry *sc_window_get_move_entry     (ScWindow        *self);
ScCommentEditor *sc_window_get_comment_editor (ScWindow    *self);
ScScoresheetView *sc_window_get_scoresheet    (ScWindow    *self);
ScGameList  *sc_window_get_game_list      (ScWindow        *self);
AdwToastOverlay *sc_window_get_toast_overlay  (ScWindow    *self);

G_END_DECLS
