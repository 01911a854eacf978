/* sc-files.h: the window's files: opening (dialog, drop, recent files),
 * saving, the games of a file, the crash journal and closing
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-window.h"

G_BEGIN_DECLS

/* The journal is written this long after the first change of a burst. */
#define SC_FILES_JOURNAL_DELAY_MS 1000

/* win.open, win.open-recent (a URI), win.save, win.save-as and the list
 * actions win.game-new, win.game-duplicate, win.game-delete,
 * win.game-move-up, win.game-move-down. */
void        sc_files_install_actions (GtkWidgetClass *widget_class);
/* Drop target, recent files menu, journal timer. */
void        sc_files_init            (ScWindow       *window,
                                      GMenu          *recent_section);
/* Opens file in window, or in a new window when window has unsaved work.
 * The first game shows as soon as it is read; the list fills in after.
 * A file that does not exist becomes a new game bound to it. Unsaved
 * work of the file kept in a journal is restored, with a notice.
 * Problems are shown in a dialog. */
void        sc_files_open            (ScWindow       *window,
                                      GFile          *file);
/* Restores the untitled work left by a session that ended badly. */
void        sc_files_restore_untitled (ScWindow      *window);
/* What is done once the window's work is saved or discarded. */
typedef void (*ScFilesThen)          (ScWindow       *window,
                                      gpointer        data);
/* Does then (which takes data, freed with destroy) at once when the
 * window has no unsaved work; else asks first: Save (then only once the
 * save succeeded), Discard (the journal of the work too) or Cancel
 * (nothing). body says what then would replace. */
void        sc_files_when_saved      (ScWindow       *window,
                                      const char     *body,
                                      ScFilesThen     then,
                                      gpointer        data,
                                      GDestroyNotify  destroy);
/* The window's close request: TRUE when it has to ask first (Save,
 * Discard, Cancel); the window then closes itself when answered. */
gboolean    sc_files_close_request   (ScWindow       *window);
/* The list actions follow the file's games and the current one. */
void        sc_files_update_actions  (ScWindow       *window);
/* Called with the game text dialog's text when a game that could not be
 * read whole is opened: its source, to repair. */
void        sc_files_show_source     (ScWindow       *window);

G_END_DECLS
