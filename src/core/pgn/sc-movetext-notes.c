/* sc-movetext-notes.c: what reaches a move after its variations were read
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-movetext-notes.h"

struct _ScMovetextNotes {
  GHashTable *notes;   /* key (a text offset) → ScLateNote */
};

static void
note_free (gpointer data)
{
  ScLateNote *note = data;

  g_free (note->marks.nags);
  g_free (note);
}

ScMovetextNotes *
sc_movetext_notes_new (void)
{
  ScMovetextNotes *notes = g_new0 (ScMovetextNotes, 1);

  notes->notes = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, note_free);
  return notes;
}

void
sc_movetext_notes_free (ScMovetextNotes *notes)
{
  if (notes == NULL)
    return;
  g_hash_table_unref (notes->notes);
  g_free (notes);
}

ScLateNote *
sc_movetext_notes_get (ScMovetextNotes *notes,
                       gsize            key,
                       gboolean         create)
{
  ScLateNote *note = g_hash_table_lookup (notes->notes, GSIZE_TO_POINTER (key));

  if (note == NULL && create)
    {
      note = g_new0 (ScLateNote, 1);
      g_hash_table_insert (notes->notes, GSIZE_TO_POINTER (key), note);
    }
  return note;
}

gboolean
sc_movetext_notes_is_empty (ScMovetextNotes *notes)
{
  return g_hash_table_size (notes->notes) == 0;
}
