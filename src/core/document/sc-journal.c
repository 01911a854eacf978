/* sc-journal.c: unsaved work kept safe from crashes
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A journal is a key file:
 *
 *   [Journal]
 *   file=URI of the document's file, empty when untitled
 *   current=the current game's position
 *   order=for each position, the game's position in the file as saved, or
 *         -1; a run of games in the file's order as "first..last", and
 *         items parted by ';' (0..41999;-1;42000..42013)
 *   [Game N]            (for each game changed or new, N its position)
 *   pgn=the game in PGN
 *
 * Only the changed games are in it, and the order is written in runs, so
 * it stays small for a big file: a change to a file of a million games
 * writes a few hundred bytes, not the order of each game.
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sc-journal.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-writer.h"

#define GROUP "Journal"

/* The journal an untitled document writes to, once it has one. */
static GQuark
untitled_quark (void)
{
  return g_quark_from_static_string ("sc-journal-untitled-path");
}

/* The journal a document wrote last: a document saved under another
 * name (Save As) leaves it behind, and it must go with the save. */
static GQuark
written_quark (void)
{
  return g_quark_from_static_string ("sc-journal-written-path");
}

static char *
get_directory (void)
{
  return g_build_filename (g_get_user_state_dir (), "scoresheet", NULL);
}

static char *
path_for_file (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, uri, -1);
  g_autofree char *directory = get_directory ();
  g_autofree char *name = g_strdup_printf ("journal-%.32s.ini", hash);

  return g_build_filename (directory, name, NULL);
}

static char *
path_for_document (ScDocument *doc,
                   gboolean    create)
{
  GFile *file = sc_document_get_file (doc);
  const char *untitled;

  if (file != NULL)
    return path_for_file (file);
  untitled = g_object_get_qdata (G_OBJECT (doc), untitled_quark ());
  if (untitled == NULL && create)
    {
      g_autofree char *directory = get_directory ();
      g_autofree char *uuid = g_uuid_string_random ();
      g_autofree char *name = g_strdup_printf ("journal-untitled-%s.ini", uuid);
      char *path = g_build_filename (directory, name, NULL);

      g_object_set_qdata_full (G_OBJECT (doc), untitled_quark (), path, g_free);
      untitled = path;
    }
  return g_strdup (untitled);
}

/* Runs longer than this in a journal are taken as damage, not games. */
#define MAX_ORDER_LENGTH (1u << 28)

/* The order as text: a run of the file's games that follow each other is
 * written as its first and last. */
static char *
order_to_text (const gint *order,
               guint       n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n;)
    {
      guint end = i + 1;

      while (order[i] >= 0 && end < n && order[end] == order[end - 1] + 1)
        end++;
      if (i > 0)
        g_string_append_c (text, ';');
      if (end - i > 1)
        g_string_append_printf (text, "%d..%d", order[i], order[end - 1]);
      else
        g_string_append_printf (text, "%d", order[i]);
      i = end;
    }
  return g_string_free (text, FALSE);
}

/* The order from its text, as order_to_text () writes it or as a list of
 * one number a game (as journals were first written); NULL if the text
 * is neither. */
static GArray *
order_from_text (const char *text)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (gint));
  const char *p = text;

  while (*p != '\0')
    {
      char *end;
      gint64 first = g_ascii_strtoll (p, &end, 10), last;

      if (end == p || first < -1 || first > G_MAXINT)
        return NULL;
      last = first;
      p = end;
      if (g_str_has_prefix (p, ".."))
        {
          last = g_ascii_strtoll (p + 2, &end, 10);
          if (end == p + 2 || first < 0 || last < first || last > G_MAXINT ||
              (guint64) (last - first) >= MAX_ORDER_LENGTH - order->len)
            return NULL;
          p = end;
        }
      for (gint64 position = first; position <= last; position++)
        {
          gint value = (gint) position;

          g_array_append_val (order, value);
        }
      if (*p == ';')
        p++;
      else if (*p != '\0')
        return NULL;
    }
  return g_steal_pointer (&order);
}

gboolean
sc_journal_save (ScDocument  *doc,
                 GError     **error)
{
  ScGameFile *games;
  g_autoptr(GKeyFile) key_file = NULL;
  g_autofree gint *order = NULL;
  g_autofree char *order_text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *directory = NULL;
  g_autofree char *data = NULL;
  GFile *file;
  guint n;
  gsize length;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);

  if (!sc_document_get_modified (doc))
    return sc_journal_discard (doc, error);

  games = sc_document_get_game_file (doc);
  /* The order names the games of the file as saved; those the index has
   * not reached yet follow them on restore. */
  n = sc_game_file_get_n_games (games);
  key_file = g_key_file_new ();
  file = sc_document_get_file (doc);
  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_key_file_set_string (key_file, GROUP, "file", uri);
    }
  else
    g_key_file_set_string (key_file, GROUP, "file", "");
  g_key_file_set_integer (key_file, GROUP, "current", (gint) sc_document_get_game_position (doc));

  order = g_new (gint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      order[i] = sc_game_file_get_original_position (games, i);
      if (order[i] < 0 || sc_game_file_get_game_modified (games, i))
        {
          g_autoptr(ScGame) game = sc_game_file_get_game (games, i, error);
          g_autoptr(GString) pgn = g_string_new (NULL);
          g_autofree char *group = g_strdup_printf ("Game %u", i);

          if (game == NULL)
            return FALSE;
          sc_write_pgn_game_as_edited (pgn, game);
          g_key_file_set_string (key_file, group, "pgn", pgn->str);
        }
    }
  order_text = order_to_text (order, n);
  g_key_file_set_string (key_file, GROUP, "order", order_text);
  g_key_file_set_integer (key_file, GROUP, "known", (gint) sc_game_file_get_n_original (games));

  path = path_for_document (doc, TRUE);
  directory = g_path_get_dirname (path);
  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), directory, g_strerror (saved_errno));
      return FALSE;
    }
  data = g_key_file_to_data (key_file, &length, NULL);
  /* A temporary file, flushed, then renamed: a crash while writing keeps
   * the journal before. */
  if (!g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;
  g_object_set_qdata_full (G_OBJECT (doc), written_quark (), g_steal_pointer (&path), g_free);
  return TRUE;
}

gboolean
sc_journal_exists (GFile *file)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = path_for_file (file);
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

gboolean
sc_journal_restore (ScDocument  *doc,
                    GFile       *file,
                    GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = path_for_file (file);
  return sc_journal_restore_path (doc, path, error);
}

static ScGame *
read_journal_game (GKeyFile   *key_file,
                   const char *group)
{
  g_autofree char *pgn = g_key_file_get_string (key_file, group, "pgn", NULL);
  g_autoptr(ScReadResult) result = NULL;

  if (pgn == NULL)
    return NULL;
  /* The writer writes English SAN. */
  result = sc_read_games (pgn, -1, sc_language_english ());
  if (result->games->len == 0)
    return sc_game_new ();
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

static void
unref_game (gpointer game)
{
  if (game != NULL)
    g_object_unref (game);
}

gboolean
sc_journal_restore_path (ScDocument  *doc,
                         const char  *journal_path,
                         GError     **error)
{
  g_autoptr(GKeyFile) key_file = g_key_file_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GArray) order = NULL;
  g_auto(GStrv) groups = NULL;
  g_autofree char *order_text = NULL;
  g_autofree char *uri = NULL;
  ScGameFile *game_file;
  gint current, known;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);
  g_return_val_if_fail (journal_path != NULL, FALSE);

  if (!g_key_file_load_from_file (key_file, journal_path, G_KEY_FILE_NONE, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no unsaved work to restore"));
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("The unsaved work could not be read: %s"), local_error->message);
      return FALSE;
    }
  order_text = g_key_file_get_string (key_file, GROUP, "order", NULL);
  order = order_text != NULL ? order_from_text (order_text) : NULL;
  uri = g_key_file_get_string (key_file, GROUP, "file", NULL);
  if (order == NULL || order->len == 0 || uri == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The unsaved work could not be read: %s"), _("the journal is incomplete"));
      return FALSE;
    }

  /* Only the changed games have a group: each is looked at, not each
   * position. */
  games = g_ptr_array_new_full (order->len, unref_game);
  g_ptr_array_set_size (games, (gint) order->len);
  groups = g_key_file_get_groups (key_file, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      guint64 position;
      char *end;

      if (!g_str_has_prefix (groups[i], "Game "))
        continue;
      position = g_ascii_strtoull (groups[i] + 5, &end, 10);
      if (end != groups[i] + 5 && *end == '\0' && position < order->len)
        {
          g_clear_object (&g_ptr_array_index (games, position));
          g_ptr_array_index (games, position) = read_journal_game (key_file, groups[i]);
        }
    }
  game_file = sc_document_get_game_file (doc);
  known = g_key_file_get_integer (key_file, GROUP, "known", NULL);
  if (!sc_game_file_restore_list (game_file, (const gint *) (gpointer) order->data, (ScGame **) games->pdata,
                                  order->len, (guint) MAX (known, 0)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                   _("The unsaved work could not be read: %s"), _("the file is not read to its end yet"));
      return FALSE;
    }
  if (*uri == '\0')
    g_object_set_qdata_full (G_OBJECT (doc), untitled_quark (), g_strdup (journal_path), g_free);

  /* The document starts again from the restored list, modified. */
  g_object_ref (game_file);
  sc_document_set_game_file (doc, game_file);
  g_object_unref (game_file);
  current = g_key_file_get_integer (key_file, GROUP, "current", NULL);
  if (current > 0 && (guint) current < sc_game_file_get_n_games (game_file))
    sc_document_open_game (doc, (guint) current, NULL);
  sc_document_mark_modified (doc);
  /* Restored, it is the document's journal as if written now. */
  g_object_set_qdata_full (G_OBJECT (doc), written_quark (), g_strdup (journal_path), g_free);
  return TRUE;
}

gboolean
sc_journal_discard (ScDocument  *doc,
                    GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);

  path = path_for_document (doc, FALSE);
  if (path == NULL)
    return TRUE;
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not remove “%s”: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  /* A document saved under another name leaves the journal it wrote
   * for the former one. */
  {
    const char *written = g_object_get_qdata (G_OBJECT (doc), written_quark ());

    if (written != NULL && !g_str_equal (written, path))
      g_unlink (written);
    g_object_set_qdata (G_OBJECT (doc), written_quark (), NULL);
  }
  /* A document saved under a name leaves its untitled journal behind. */
  if (sc_document_get_file (doc) != NULL)
    {
      const char *untitled = g_object_get_qdata (G_OBJECT (doc), untitled_quark ());

      if (untitled != NULL)
        g_unlink (untitled);
      g_object_set_qdata (G_OBJECT (doc), untitled_quark (), NULL);
    }
  return TRUE;
}

GPtrArray *
sc_journal_find_files (void)
{
  g_autofree char *directory = get_directory ();
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  const char *name;

  if (dir == NULL)
    return files;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *uri = NULL;
      g_autoptr(GKeyFile) key_file = g_key_file_new ();

      if (!g_str_has_prefix (name, "journal-") || !g_str_has_suffix (name, ".ini")
          || g_str_has_prefix (name, "journal-untitled-"))
        continue;
      path = g_build_filename (directory, name, NULL);
      if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL))
        continue;
      uri = g_key_file_get_string (key_file, GROUP, "file", NULL);
      if (uri != NULL && *uri != '\0')
        g_ptr_array_add (files, g_file_new_for_uri (uri));
    }
  return files;
}

char *
sc_journal_find_untitled (void)
{
  g_autofree char *directory = get_directory ();
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;

  if (dir == NULL)
    return NULL;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "journal-untitled-") && g_str_has_suffix (name, ".ini"))
      return g_build_filename (directory, name, NULL);
  return NULL;
}
