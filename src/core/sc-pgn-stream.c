/* sc-pgn-stream.c: the games of a file read one at a time
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-pgn-stream.h"
#include "sc-line-ends.h"
#include "sc-string.h"
#include "sc-utf16.h"

#define CHUNK_SIZE (256 * 1024)
/* A large game (SC_PGN_LARGE_GAME) is handed out with the buffer it
 * lies in. Once more than this has been handed out since the buffer
 * began, the buffer is given back rather than kept at its size; below
 * it, what is left moves to the buffer's start, once a chunk. */
#define GIVE_BACK (4 * CHUNK_SIZE)

struct _ScPgnStream {
  GInputStream     *in;
  ScPgnScanner     *scanner;
  GByteArray       *buffer;
  guint64           buffer_start;  /* file offset of buffer->data[0] */
  guint64           consumed;      /* file offset up to which games were handed out */
  GArray           *ready;         /* of ScPgnIndexEntry, without tags */
  gboolean          at_end;
  const ScLanguage *lang;
  gboolean          detected;
  ScTextEncoding    encoding;
  ScLineEnds        line_ends;
  ScUtf16Decoder   *utf16;         /* for a UTF-16 file, read as UTF-8 */
  char             *raw;           /* its bytes as read */
  gboolean          first_chunk;
  gsize             largest_game;
};

static void
game_found (const ScPgnIndexEntry *entry,
            gpointer               user_data)
{
  ScPgnStream *stream = user_data;
  ScPgnIndexEntry copy = *entry;

  memset (copy.tags, 0, sizeof copy.tags);
  g_array_append_val (stream->ready, copy);
}

ScPgnStream *
sc_pgn_stream_new (GInputStream     *in,
                   const ScLanguage *lang)
{
  ScPgnStream *stream = g_new0 (ScPgnStream, 1);

  stream->in = g_object_ref (in);
  stream->scanner = sc_pgn_scanner_new (game_found, stream);
  stream->buffer = g_byte_array_sized_new (CHUNK_SIZE);
  stream->ready = g_array_new (FALSE, FALSE, sizeof (ScPgnIndexEntry));
  stream->lang = lang;
  stream->encoding = SC_TEXT_ENCODING_UTF8;
  stream->first_chunk = TRUE;
  return stream;
}

void
sc_pgn_stream_free (ScPgnStream *stream)
{
  if (stream == NULL)
    return;
  g_object_unref (stream->in);
  g_clear_pointer (&stream->utf16, sc_utf16_decoder_free);
  g_free (stream->raw);
  sc_pgn_scanner_free (stream->scanner);
  g_byte_array_unref (stream->buffer);
  g_array_unref (stream->ready);
  g_free (stream);
}

/* Drops what was handed out. A buffer that grew for a large game is
 * given back, so that memory follows the game being read, not the
 * largest one so far. */
static void
drop_consumed (ScPgnStream *stream)
{
  guint64 drop = stream->consumed - stream->buffer_start;
  gsize rest = stream->buffer->len - (gsize) drop;

  if (drop == 0)
    return;
  if (drop > GIVE_BACK)
    {
      GByteArray *fresh = g_byte_array_sized_new ((guint) (rest + CHUNK_SIZE));

      g_byte_array_append (fresh, stream->buffer->data + drop, (guint) rest);
      g_byte_array_unref (stream->buffer);
      stream->buffer = fresh;
    }
  else
    g_byte_array_remove_range (stream->buffer, 0, (guint) drop);
  stream->buffer_start = stream->consumed;
}

/* The same once more than GIVE_BACK has left the buffer; smaller drops
 * wait for the next chunk, so that the rest of the buffer moves once a
 * chunk, not once a game. */
static void
drop_large_game (ScPgnStream *stream)
{
  if (stream->consumed - stream->buffer_start > GIVE_BACK)
    drop_consumed (stream);
}

/* The first chunk of a file, read into the buffer from old_len on: if
 * it is UTF-16, turned into UTF-8 where it lies, and the decoder kept
 * for the rest. */
static void
start_utf16 (ScPgnStream *stream,
             gsize        old_len,
             gsize        n)
{
  gboolean big_endian;
  gsize bom_length;
  g_autofree char *bytes = NULL;

  if (!sc_utf16_detect ((const char *) stream->buffer->data + old_len, n, &big_endian, &bom_length))
    return;
  stream->utf16 = sc_utf16_decoder_new (big_endian);
  stream->raw = g_malloc (CHUNK_SIZE);
  bytes = g_memdup2 (stream->buffer->data + old_len + bom_length, n - bom_length);
  g_byte_array_set_size (stream->buffer, (guint) old_len);
  sc_utf16_decoder_feed (stream->utf16, bytes, n - bom_length, stream->buffer);
}

/* Reads up to CHUNK_SIZE more bytes into the buffer, as UTF-8 (which
 * for a UTF-16 file may be none: a character cut by the chunk's end
 * waits for the next). *at_end at the end of the input. */
static gboolean
read_into_buffer (ScPgnStream  *stream,
                  gboolean     *at_end,
                  GError      **error)
{
  gsize old_len = stream->buffer->len;
  gssize n;

  if (stream->utf16 != NULL)
    {
      n = g_input_stream_read (stream->in, stream->raw, CHUNK_SIZE, NULL, error);
      if (n > 0)
        sc_utf16_decoder_feed (stream->utf16, stream->raw, (gsize) n, stream->buffer);
      else if (n == 0)
        sc_utf16_decoder_finish (stream->utf16, stream->buffer);
      *at_end = n == 0;
      return n >= 0;
    }
  g_byte_array_set_size (stream->buffer, (guint) (old_len + CHUNK_SIZE));
  n = g_input_stream_read (stream->in, stream->buffer->data + old_len, CHUNK_SIZE, NULL, error);
  g_byte_array_set_size (stream->buffer, (guint) (old_len + MAX (n, 0)));
  if (n > 0 && stream->first_chunk)
    start_utf16 (stream, old_len, (gsize) n);
  *at_end = n == 0;
  return n >= 0;
}

/* Reads one more chunk into the scanner. */
static gboolean
read_chunk (ScPgnStream  *stream,
            GError      **error)
{
  gsize old_len, n;
  gboolean at_end = FALSE;

  drop_consumed (stream);
  old_len = stream->buffer->len;
  do
    if (!read_into_buffer (stream, &at_end, error))
      return FALSE;
  while (!at_end && stream->buffer->len == old_len);
  n = stream->buffer->len - old_len;
  if (n > 0)
    {
      if (stream->first_chunk && n >= 3 && memcmp (stream->buffer->data, "\xEF\xBB\xBF", 3) == 0)
        stream->encoding = SC_TEXT_ENCODING_UTF8_BOM;
      stream->first_chunk = FALSE;
      if (stream->line_ends == SC_LINE_ENDS_UNKNOWN)
        stream->line_ends = sc_line_ends_detect ((const char *) stream->buffer->data + old_len, n);
      if (stream->line_ends == SC_LINE_ENDS_CR)
        sc_line_ends_cr_to_lf ((char *) stream->buffer->data + old_len, n);
      sc_pgn_scanner_feed (stream->scanner, (const char *) stream->buffer->data + old_len, n);
    }
  if (at_end)
    {
      stream->at_end = TRUE;
      sc_pgn_scanner_finish (stream->scanner);
    }
  return TRUE;
}

/* Problems as places in the file rather than in the game's text. */
static void
move_problems (ScReadResult          *result,
               const ScPgnIndexEntry *entry)
{
  for (guint i = 0; i < result->problems->len; i++)
    {
      ScTextProblem *p = &g_array_index (result->problems, ScTextProblem, i);

      p->game_number = entry->number;
      p->line += entry->line - 1;
      p->offset += entry->offset;
    }
}

/* The next game's text where it lies in the buffer, or NULL at the end
 * (or on a read error, set in error). It stays there until the next call. */
static const char *
next_game (ScPgnStream      *stream,
           ScPgnIndexEntry  *entry,
           GError          **error)
{
  while (stream->ready->len == 0 && !stream->at_end)
    if (!read_chunk (stream, error))
      return NULL;
  if (stream->ready->len == 0)
    return NULL;

  *entry = g_array_index (stream->ready, ScPgnIndexEntry, 0);
  g_array_remove_index (stream->ready, 0);
  stream->consumed = entry->offset + entry->length;
  stream->largest_game = MAX (stream->largest_game, (gsize) entry->length);
  return (const char *) stream->buffer->data + (entry->offset - stream->buffer_start);
}

/* Where the game's UTF-8 starts and how long it is: text itself, past a
 * byte order mark, or *converted when it was not UTF-8. UTF-8 is read
 * where it lies, not copied: a game can be megabytes. Each game is
 * checked on its own: a file can turn out not to be UTF-8 anywhere. */
static const char *
game_utf8 (const char      *text,
           gsize           *length,
           char           **converted,
           ScTextEncoding  *encoding)
{
  *encoding = sc_text_encoding_detect (text, *length);
  if (*encoding == SC_TEXT_ENCODING_WINDOWS_1252)
    return *converted = sc_text_to_utf8 (text, *length, *encoding, length);
  if (*encoding == SC_TEXT_ENCODING_UTF8_BOM)
    {
      *length -= 3;
      return text + 3;
    }
  return text;
}

ScReadResult *
sc_pgn_read_game_text (const char            *text,
                       gsize                  length,
                       const ScPgnIndexEntry *entry,
                       const ScLanguage      *lang,
                       ScTextEncoding        *encoding_out)
{
  g_autofree char *converted = NULL;
  ScTextEncoding encoding;
  ScReadResult *result;

  text = game_utf8 (text, &length, &converted, &encoding);
  result = sc_read_games (text, (gssize) length, lang);
  move_problems (result, entry);
  if (encoding_out != NULL)
    *encoding_out = encoding;
  return result;
}

ScReadResult *
sc_pgn_check_game_text (char                 **text,
                        gsize                 *length,
                        const ScPgnIndexEntry *entry,
                        const ScLanguage      *lang,
                        ScTextEncoding        *encoding,
                        const char           **utf8,
                        ScMovetextNotes      **notes)
{
  char *converted = NULL;
  ScReadResult *result;

  *utf8 = game_utf8 (*text, length, &converted, encoding);
  if (converted != NULL)
    {
      g_free (*text);
      *text = converted;
    }
  result = sc_check_games (*utf8, (gssize) *length, lang, notes);
  move_problems (result, entry);
  return result;
}

ScReadResult *
sc_pgn_stream_next (ScPgnStream      *stream,
                    ScPgnIndexEntry  *entry_out,
                    GError          **error)
{
  ScPgnIndexEntry entry;
  ScTextEncoding encoding;
  ScReadResult *result;
  const char *text = next_game (stream, &entry, error);

  if (text == NULL)
    return NULL;
  result = sc_pgn_read_game_text (text, (gsize) entry.length, &entry, stream->lang, &encoding);
  drop_large_game (stream);
  if (encoding == SC_TEXT_ENCODING_WINDOWS_1252)
    stream->encoding = encoding;
  if (stream->lang == NULL)
    {
      stream->lang = result->language;
      stream->detected = result->detected;
    }
  if (entry_out != NULL)
    *entry_out = entry;
  return result;
}

/* A large game's text, taken with the buffer it lies in rather than
 * copied, so that it is never in memory twice; what follows it in the
 * buffer moves to a fresh one. */
static char *
take_game_text (ScPgnStream *stream,
                const char  *text,
                gsize        length)
{
  GByteArray *old = stream->buffer;
  gsize at = (gsize) (text - (const char *) old->data);
  gsize rest = old->len - at - length;
  char *taken;

  stream->buffer = g_byte_array_sized_new ((guint) (rest + CHUNK_SIZE));
  g_byte_array_append (stream->buffer, old->data + at + length, (guint) rest);
  stream->buffer_start = stream->consumed;

  g_byte_array_set_size (old, (guint) (at + length + 1));
  taken = (char *) g_byte_array_free (old, FALSE);
  memmove (taken, taken + at, length);
  taken[length] = '\0';
  return taken;
}

char *
sc_pgn_stream_next_text (ScPgnStream      *stream,
                         ScPgnIndexEntry  *entry,
                         GError          **error)
{
  const char *text = next_game (stream, entry, error);
  char *copy;

  if (text == NULL)
    return NULL;
  if (entry->length > SC_PGN_LARGE_GAME)
    return take_game_text (stream, text, (gsize) entry->length);
  copy = sc_copy_bytes (text, (gsize) entry->length);
  drop_large_game (stream);
  return copy;
}

const ScLanguage *
sc_pgn_stream_get_language (ScPgnStream *stream,
                            gboolean    *detected)
{
  if (detected != NULL)
    *detected = stream->detected;
  return stream->lang;
}

ScTextEncoding
sc_pgn_stream_get_encoding (ScPgnStream *stream)
{
  return stream->encoding;
}

gsize
sc_pgn_stream_get_largest_game (ScPgnStream *stream)
{
  return stream->largest_game;
}
