/* sc-journal.c: unsaved work kept safe from crashes
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-journal.h"

void sc_journal_set_directory (const char *directory) { }
gboolean sc_journal_save (ScDocument *doc, GError **error) { return TRUE; }
gboolean sc_journal_exists (GFile *file) { return FALSE; }

gboolean
sc_journal_restore (ScDocument  *doc,
                    GFile       *file,
                    GError     **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "not yet");
  return FALSE;
}

gboolean sc_journal_discard (ScDocument *doc, GError **error) { return TRUE; }
char *sc_journal_find_untitled (void) { return NULL; }

gboolean
sc_journal_restore_path (ScDocument  *doc,
                         const char  *journal_path,
                         GError     **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "not yet");
  return FALSE;
}
