/* gui-files.h: files of games and windows that hold them, for the GUI
 * tests that open, save and restore files
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-window.h"

G_BEGIN_DECLS

/* The two games of gui_write_two_games (). */
extern const char *const gui_two_games;

/* Games in gui_write_long_file ()'s file. */
#define GUI_LONG_FILE_GAMES 400000

/* A file of text in a folder of its own: remove it with
 * gui_remove_file (). */
char      *gui_write_text_file      (const char *text);
/* A file of two games ("First": A - B, "Second": C - D). */
char      *gui_write_two_games      (void);
/* A file of GUI_LONG_FILE_GAMES games, 33 MB: its index goes on after
 * the first game is shown. */
char      *gui_write_long_file      (void);
/* The file and its folder. */
void       gui_remove_file          (const char *path);
/* The journals of untitled work, removed. */
void       gui_forget_journals      (void);
/* The application's window other than in, or NULL. */
ScWindow  *gui_window_other_than    (ScWindow   *in);
/* Is file the one the window's games were read from? */
gboolean   gui_window_holds_file    (ScWindow   *in,
                                     GFile      *file);

/* Conditions for gui_wait_for () about the test's window, named first. */
void       gui_files_set_window     (ScWindow   *window);
/* Does the window hold the GFile data? Does another window? */
gboolean   gui_holds_file           (gpointer    file);
gboolean   gui_other_holds_file     (gpointer    file);
/* Has the window's document unsaved changes (data unused)? */
gboolean   gui_has_changes          (gpointer    data);

G_END_DECLS
