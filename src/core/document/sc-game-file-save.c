/* sc-game-file-save.c: a game file written again, atomically
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-game-file-private.h"
#include "sc-pgn-writer.h"

/* Saving */

typedef struct {
  guint64 offset;
  guint64 length;
  guint64 span_end;
  guint   line;
} Placed;

static gboolean
ends_with_blank_line (GString *out)
{
  return out->len == 0
         || (out->len >= 2 && out->str[out->len - 1] == '\n'
             && (out->str[out->len - 2] == '\n'
                 || (out->len >= 3 && out->str[out->len - 2] == '\r' && out->str[out->len - 3] == '\n')));
}

static guint
count_lines (const char *text,
             gsize       length)
{
  guint n = 0;

  for (const char *p = memchr (text, '\n', length); p != NULL;
       p = memchr (p + 1, '\n', length - (gsize) (p + 1 - text)))
    n++;
  return n;
}

/* bytes of the file as they are, or as UTF-8 when they are not and the
 * output is. */
static void
append_original (GString        *out,
                 const char     *text,
                 gsize           length,
                 ScTextEncoding  out_encoding)
{
  if (out_encoding != SC_TEXT_ENCODING_WINDOWS_1252
      && sc_text_encoding_detect (text, length) == SC_TEXT_ENCODING_WINDOWS_1252)
    {
      gsize utf8_length;
      g_autofree char *utf8 = sc_text_to_utf8 (text, length, SC_TEXT_ENCODING_WINDOWS_1252, &utf8_length);

      g_string_append_len (out, utf8, (gssize) utf8_length);
    }
  else
    g_string_append_len (out, text, (gssize) length);
}

static gboolean
append_written (GString         *out,
                ScGame          *game,
                guint            number,
                ScTextEncoding   out_encoding,
                GError         **error)
{
  g_autoptr(GString) pgn = g_string_new (NULL);
  g_autofree char *encoded = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize encoded_length;

  sc_write_pgn_game_as_edited (pgn, game);
  if (out_encoding != SC_TEXT_ENCODING_WINDOWS_1252)
    {
      g_string_append_len (out, pgn->str, (gssize) pgn->len);
      return TRUE;
    }
  encoded = sc_text_from_utf8 (pgn->str, pgn->len, out_encoding, &encoded_length, &local_error);
  if (encoded == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("Game %u cannot be saved in Windows-1252: %s"), number, local_error->message);
      return FALSE;
    }
  g_string_append_len (out, encoded, (gssize) encoded_length);
  return TRUE;
}

static gsize
trimmed_length (const char *text,
                gsize       length)
{
  while (length > 0 && g_ascii_isspace (text[length - 1]))
    length--;
  return length;
}

/* The new file's text, and where each game lands in it. */
static GString *
build_output (ScGameFile      *self,
              ScTextEncoding   out_encoding,
              GArray          *placed,
              GError         **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *data = self->bytes != NULL ? g_bytes_get_data (self->bytes, NULL) : NULL;
  guint line = 1;
  gint previous_original = -1;   /* what comes before game 0: the lead */

  if (self->lead > 0 && data != NULL)
    append_original (out, data, (gsize) self->lead, out_encoding);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = sc_game_file_get_entry (self, i);
      gboolean copied = !entry->modified && entry->has_source && data != NULL;
      Placed where;
      gsize start;

      /* Neighbours in the file stay as they were; others get a blank line
       * between them. The lead (escape lines, say) is no game: what
       * follows it starts on the next line, as in the file. */
      if (i == 0 && out->len > 0)
        {
          if (out->str[out->len - 1] != '\n')
            g_string_append_c (out, '\n');
        }
      else if (!(copied && entry->original == previous_original + 1) && !ends_with_blank_line (out))
        g_string_append (out, out->str[out->len - 1] == '\n' ? "\n" : "\n\n");
      previous_original = copied ? entry->original : -2;

      start = out->len;
      if (copied)
        append_original (out, data + entry->offset, (gsize) (entry->span_end - entry->offset), out_encoding);
      else
        {
          g_autoptr(ScGame) game = sc_game_file_get_game (self, i, error);

          if (game == NULL || !append_written (out, game, i + 1, out_encoding, error))
            return NULL;
        }
      where.offset = start;
      where.span_end = out->len;
      where.length = trimmed_length (out->str + start, out->len - start);
      where.line = 0;
      g_array_append_val (placed, where);
    }
  /* A written game ends with a blank line, for the next: the file ends
   * with one line end, as it did. */
  if (previous_original == -2 && g_str_has_suffix (out->str, "\n\n"))
    {
      g_string_truncate (out, out->len - 1);
      g_array_index (placed, Placed, placed->len - 1).span_end = out->len;
    }

  /* Lines, in one pass over the output. */
  {
    gsize at = 0;

    for (guint i = 0; i < placed->len; i++)
      {
        Placed *where = &g_array_index (placed, Placed, i);

        line += count_lines (out->str + at, (gsize) where->offset - at);
        at = (gsize) where->offset;
        where->line = line;
      }
  }
  return g_steal_pointer (&out);
}

static gboolean
write_atomically (GFile         *target,
                  GBytes        *contents,
                  GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (contents, &size);

  /* g_file_replace_contents () writes a temporary file in the same
   * folder, flushes it and renames it over the target: the original stays
   * whole until the new one is complete. */
  if (!g_file_replace_contents (target, data != NULL ? data : "", size, NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, &local_error))
    {
      /* GIO's message names the file already. */
      g_set_error (error, local_error->domain, local_error->code,
                   _("Could not save: %s"), local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
sc_game_file_save (ScGameFile  *self,
                   GFile       *target,
                   gboolean     keep_encoding,
                   GError     **error)
{
  g_autoptr(GArray) placed = g_array_new (FALSE, FALSE, sizeof (Placed));
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(GBytes) reread = NULL;
  ScTextEncoding out_encoding;
  gboolean checking;
  GString *out;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  g_return_val_if_fail (target == NULL || G_IS_FILE (target), FALSE);

  if (target == NULL)
    target = self->file;
  if (target == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The games have no file to be saved to"));
      return FALSE;
    }
  /* Every game must be known before the file is written again: the
   * caller waits for notify::indexing. */
  if (self->job != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("The file is still being read; it can be saved once it is read to its end"));
      return FALSE;
    }
  /* A list cut short would write the file without its other games. */
  if (!self->indexed_whole)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                           _("Only part of the file was read; open it again to save it"));
      return FALSE;
    }

  out_encoding = keep_encoding && self->encoding == SC_TEXT_ENCODING_WINDOWS_1252
                 ? SC_TEXT_ENCODING_WINDOWS_1252 : SC_TEXT_ENCODING_UTF8;
  out = build_output (self, out_encoding, placed, error);
  if (out == NULL)
    return FALSE;
  contents = g_string_free_to_bytes (out);
  if (!write_atomically (target, contents, error))
    return FALSE;
  /* The games move in the file: a check under way starts again on it. */
  checking = self->check != NULL;
  sc_game_file_stop_check (self);

  /* Bound to what was written: a copy's pages rather than the text in
   * memory when one can be made, not the file's own, which another
   * program may write. */
  reread = sc_game_file_map_copy (target);
  if (reread == NULL || g_bytes_get_size (reread) != g_bytes_get_size (contents))
    {
      g_clear_pointer (&reread, g_bytes_unref);
      reread = g_bytes_ref (contents);
    }
  g_clear_pointer (&self->bytes, g_bytes_unref);
  self->bytes = g_steal_pointer (&reread);
  self->from_copy = TRUE;
  self->lead = 0;
  self->n_original = self->entries->len;
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = sc_game_file_get_entry (self, i);
      const Placed *where = &g_array_index (placed, Placed, i);

      entry->has_source = TRUE;
      entry->offset = where->offset;
      entry->length = where->length;
      entry->span_end = where->span_end;
      entry->line = where->line;
      entry->original = (gint) i;
      sc_game_file_entry_set_modified (entry, FALSE);
    }
  if (self->encoding != out_encoding)
    {
      self->encoding = out_encoding;
      sc_game_file_notify (self, PROP_ENCODING);
    }
  sc_game_file_set_file (self, target);
  sc_game_file_remember_disk_state (self);
  if (checking)
    sc_game_file_start_check (self);
  return TRUE;
}

