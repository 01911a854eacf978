/* sc-pgn-stream.c: the games of a file read one at a time
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-pgn-stream.h"
#include "sc-text-turner.h"

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
  guint             ready_next;    /* the first of them not handed out */
  gboolean          at_end;
  const ScLanguage *lang;
  gboolean          detected;
  ScTextEncoding    encoding;
  ScTextTurner     *turner;        /* UTF-16 and returns alone, turned */
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
  /* Only where games are: the reader reads their tags. */
  sc_pgn_scanner_set_keep_tags (stream->scanner, FALSE);
  stream->buffer = g_byte_array_sized_new (CHUNK_SIZE);
  stream->ready = g_array_new (FALSE, FALSE, sizeof (ScPgnIndexEntry));
  stream->lang = lang;
  stream->encoding = SC_TEXT_ENCODING_UTF8;
  stream->first_chunk = TRUE;
  stream->turner = sc_text_turner_new ();
  return stream;
}

void
sc_pgn_stream_free (ScPgnStream *stream)
{
  if (stream == NULL)
    return;
  g_object_unref (stream->in);
  sc_text_turner_free (stream->turner);
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

/* Reads one more chunk into the scanner. */
static gboolean
read_chunk (ScPgnStream  *stream,
            GError      **error)
{
  gsize old_len, n;
  gssize got;

  drop_consumed (stream);
  old_len = stream->buffer->len;
  /* (A UTF-16 character cut by a chunk's end can leave nothing to scan.) */
  do
    {
      char *chunk, *text;

      g_byte_array_set_size (stream->buffer, (guint) (old_len + CHUNK_SIZE));
      chunk = (char *) stream->buffer->data + old_len;
      got = g_input_stream_read (stream->in, chunk, CHUNK_SIZE, NULL, error);
      g_byte_array_set_size (stream->buffer, (guint) (old_len + MAX (got, 0)));
      if (got < 0)
        return FALSE;
      n = (gsize) got;
      text = got > 0 ? sc_text_turner_turn (stream->turner, chunk, &n) : sc_text_turner_finish (stream->turner, &n);
      /* UTF-16: the UTF-8 takes the place of the bytes read. */
      if (text != chunk)
        {
          g_byte_array_set_size (stream->buffer, (guint) old_len);
          if (n > 0)
            g_byte_array_append (stream->buffer, (const guint8 *) text, (guint) n);
        }
      else
        g_byte_array_set_size (stream->buffer, (guint) (old_len + n));
    }
  while (got > 0 && n == 0);
  if (n > 0)
    {
      if (stream->first_chunk && n >= 3 && memcmp (stream->buffer->data, "\xEF\xBB\xBF", 3) == 0)
        stream->encoding = SC_TEXT_ENCODING_UTF8_BOM;
      stream->first_chunk = FALSE;
      sc_pgn_scanner_feed (stream->scanner, (const char *) stream->buffer->data + old_len, n);
    }
  if (got == 0)
    {
      stream->at_end = TRUE;
      sc_pgn_scanner_finish (stream->scanner);
    }
  return TRUE;
}

static void
move_to_file (GArray                *problems,
              const ScPgnIndexEntry *entry)
{
  for (guint i = 0; i < problems->len; i++)
    {
      ScTextProblem *p = &g_array_index (problems, ScTextProblem, i);

      p->game_number = entry->number;
      p->line += entry->line - 1;
      p->offset += entry->offset;
    }
}

/* Problems (and warnings) as places in the file rather than in the game's text. */
static void
move_problems (ScReadResult          *result,
               const ScPgnIndexEntry *entry)
{
  move_to_file (result->problems, entry);
  move_to_file (result->warnings, entry);
}

/* The next game's text where it lies in the buffer, or NULL at the end
 * (or on a read error, set in error). It stays there until the next call. */
static const char *
next_game (ScPgnStream      *stream,
           ScPgnIndexEntry  *entry,
           GError          **error)
{
  drop_large_game (stream);
  /* Handed out from the front without moving the rest: a chunk of short
   * games holds tens of thousands of them. */
  if (stream->ready_next == stream->ready->len)
    {
      g_array_set_size (stream->ready, 0);
      stream->ready_next = 0;
    }
  while (stream->ready->len == 0 && !stream->at_end)
    if (!read_chunk (stream, error))
      return NULL;
  if (stream->ready->len == 0)
    return NULL;

  *entry = g_array_index (stream->ready, ScPgnIndexEntry, stream->ready_next++);
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
sc_pgn_write_game_text (const char            *text,
                        gsize                  length,
                        const ScPgnIndexEntry *entry,
                        const ScLanguage      *lang,
                        ScTextEncoding        *encoding,
                        GString               *movetext,
                        const ScNotationStyle *style,
                        ScMovetextFlags        flags,
                        ScReadSpares          *spares)
{
  g_autofree char *converted = NULL;
  ScReadResult *result;

  text = game_utf8 (text, &length, &converted, encoding);
  result = sc_read_game_writing (text, length, lang, movetext, style, flags, spares);
  if (result != NULL)
    move_problems (result, entry);
  return result;
}

ScReadResult *
sc_pgn_check_game_text (const char            *text,
                        gsize                 *length,
                        const ScPgnIndexEntry *entry,
                        const ScLanguage      *lang,
                        ScTextEncoding        *encoding,
                        char                 **converted,
                        const char           **utf8,
                        ScMovetextNotes      **notes,
                        ScReadSpares          *spares)
{
  ScReadResult *result;

  *converted = NULL;
  *utf8 = game_utf8 (text, length, converted, encoding);
  result = sc_check_games (*utf8, (gssize) *length, lang, notes, spares);
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

const char *
sc_pgn_stream_next_text (ScPgnStream      *stream,
                         ScPgnIndexEntry  *entry,
                         GError          **error)
{
  return next_game (stream, entry, error);
}

/* What follows the text in the buffer moves to a fresh one. */
char *
sc_pgn_stream_take_text (ScPgnStream *stream,
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
