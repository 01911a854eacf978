/* sc-journal.h: unsaved work kept safe from crashes
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-document.h"

G_BEGIN_DECLS

/* A journal lives in $XDG_STATE_HOME/scoresheet/ (tests set
 * XDG_STATE_HOME), named after a hash of the file's path, and holds what
 * restores the unsaved work of a document: the file it belongs to, the
 * order of the games as original positions, the full PGN of every
 * changed or new game, and the current game. It is written atomically
 * and never touches the user's file. */

/* Writes the journal of doc's unsaved work (an unmodified document
 * discards its journal instead). */
gboolean  sc_journal_save           (ScDocument   *doc,
                                     GError      **error);
/* TRUE when there is a journal for file (NULL: untitled documents). */
gboolean  sc_journal_exists         (GFile        *file);
/* Applies the journal of file to doc, which holds that file just loaded
 * (sc_document_set_game_file ()) and indexed whole; doc ends modified.
 * FALSE with error G_IO_ERROR_NOT_FOUND when there is none. */
gboolean  sc_journal_restore        (ScDocument   *doc,
                                     GFile        *file,
                                     GError      **error);
/* Removes the journal of doc (after a successful save, or Discard). */
gboolean  sc_journal_discard        (ScDocument   *doc,
                                     GError      **error);
/* The files (of GFile) whose journals were left behind: unsaved work
 * that comes back when each is opened. */
GPtrArray *sc_journal_find_files    (void);
/* The journal of an untitled document left behind, as a path, or NULL.
 * Restore it with sc_journal_restore_path (). */
char     *sc_journal_find_untitled  (void);
gboolean  sc_journal_restore_path   (ScDocument   *doc,
                                     const char   *journal_path,
                                     GError      **error);

G_END_DECLS
