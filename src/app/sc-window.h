/* sc-window.h: the main window: board, move list, notation switcher
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sc-document.h"
#include "sc-export-options.h"
#include "sc-game.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

#define SC_TYPE_WINDOW (sc_window_get_type ())
G_DECLARE_FINAL_TYPE (ScWindow, sc_window, SC, WINDOW, AdwApplicationWindow)

/* The window shows its document: what it asks the document to change,
 * it shows once the document says it changed. Its parts are its own. */
ScWindow    *sc_window_new                (GtkApplication  *application);
/* Opens file in the window, or in a new window when this one has unsaved
 * work. A file that a window has open already is shown there with a
 * notice, and read again only when another program changed it and the
 * window has no unsaved work. The first game shows as soon as it is read;
 * the list fills in after. A file that does not exist becomes a new game
 * bound to it.
 * Unsaved work of the file kept in a journal is restored, with a notice.
 * Problems are shown in a dialog. */
void         sc_window_open               (ScWindow        *self,
                                           GFile           *file);
/* The same, read before it returns (for tests); FALSE with error when
 * it cannot be. */
gboolean     sc_window_open_file          (ScWindow        *self,
                                           GFile           *file,
                                           GError         **error);
/* Opens file in a window of its own, or brings forward (as
 * sc_window_open () does) the one that has it open already. */
void         sc_window_open_apart         (GtkApplication  *application,
                                           GFile           *file);
/* The window of application that shows file or is reading it, or NULL:
 * sc_window_open () brings it forward instead of reading the file again. */
ScWindow    *sc_window_find_for_file      (GtkApplication  *application,
                                           GFile           *file);
/* Restores the untitled work left by a session that ended badly. */
void         sc_window_restore_untitled   (ScWindow        *self);
/* A file of games for the window, the first one shown. */
void         sc_window_set_game_file      (ScWindow        *self,
                                           ScGameFile      *games);
void         sc_window_set_game           (ScWindow        *self,
                                           ScGame          *game,
                                           GFile           *file);
/* A new game from the position fen; asks first when the game there has
 * unsaved changes. A Chess960 game ([Variant "Chess960"]) when chess960,
 * or when only Chess960 can read fen (X-FEN, Shredder-FEN). */
void         sc_window_start_from_fen     (ScWindow        *self,
                                           const char      *fen,
                                           gboolean         chess960);
ScDocument  *sc_window_get_document       (ScWindow        *self);
/* The document's game and current node, and going to another node. */
ScGame      *sc_window_get_game           (ScWindow        *self);
ScGameNode  *sc_window_get_current        (ScWindow        *self);
void         sc_window_go_to              (ScWindow        *self,
                                           ScGameNode      *node);
/* The style the settings ask for (language, preset, figurines). */
void         sc_window_get_notation_style (ScWindow        *self,
                                           ScNotationStyle *style);
/* The same as export settings: what the command line's --lang and
 * --style say for it, so that both export the same file. */
void         sc_window_get_notation_settings (ScWindow         *self,
                                              ScExportSettings *settings);
/* A message with a Close button, over parent: what went wrong and where. */
void         sc_window_show_message       (GtkWindow       *parent,
                                           const char      *heading,
                                           const char      *body);
/* Shows toast (taken) at the window's foot. */
void         sc_window_add_toast          (ScWindow        *self,
                                           AdwToast        *toast);

G_END_DECLS
