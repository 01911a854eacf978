/* sc-game-file-journal.c: a game file's list as it was, for the journal
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-game-file-private.h"

/* The journal */

gint
sc_game_file_get_original_position (ScGameFile *self,
                                    guint       position)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), -1);
  g_return_val_if_fail (position < self->entries->len, -1);

  return sc_game_file_get_entry (self, position)->original;
}

guint
sc_game_file_get_n_original (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), 0);
  return self->n_original;
}

gboolean
sc_game_file_restore_list (ScGameFile  *self,
                           const gint  *original,
                           ScGame     **games,
                           guint        n,
                           guint        n_known)
{
  g_autoptr(GPtrArray) by_original = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  guint removed;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);

  if (!self->indexed_whole)
    return FALSE;
  removed = self->entries->len;
  by_original = g_ptr_array_new_full (self->n_original, sc_game_file_entry_free);
  g_ptr_array_set_size (by_original, (gint) self->n_original);
  while (self->entries->len > 0)
    {
      Entry *entry = g_ptr_array_steal_index (self->entries, self->entries->len - 1);

      if (entry->original >= 0 && (guint) entry->original < self->n_original)
        {
          sc_game_file_entry_free (g_ptr_array_index (by_original, entry->original));
          g_ptr_array_index (by_original, entry->original) = entry;
        }
      else
        sc_game_file_entry_free (entry);
    }

  entries = g_ptr_array_new_with_free_func (sc_game_file_entry_free);
  for (guint i = 0; i < n; i++)
    {
      Entry *entry = NULL;

      if (original[i] >= 0 && (guint) original[i] < self->n_original)
        entry = g_steal_pointer (&g_ptr_array_index (by_original, original[i]));
      if (entry == NULL && games[i] == NULL)
        continue;
      if (entry == NULL)
        entry = sc_game_file_entry_new_for_game (games[i]);
      else if (games[i] != NULL)
        {
          g_set_object (&entry->game, games[i]);
          if (entry->record != NULL)
            sc_game_record_update_tags (entry->record, games[i]);
          sc_game_file_entry_set_modified (entry, TRUE);
        }
      g_ptr_array_add (entries, entry);
    }
  for (guint i = n_known; i < by_original->len; i++)
    if (g_ptr_array_index (by_original, i) != NULL)
      g_ptr_array_add (entries, g_steal_pointer (&g_ptr_array_index (by_original, i)));
  if (entries->len == 0)
    {
      g_autoptr(ScGame) game = sc_game_new ();

      g_ptr_array_add (entries, sc_game_file_entry_new_for_game (game));
    }

  g_ptr_array_extend_and_steal (self->entries, g_steal_pointer (&entries));
  sc_game_file_renumber (self, 0);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->entries->len);
  return TRUE;
}
