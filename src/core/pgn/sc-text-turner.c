/* sc-text-turner.c: a file's bytes as the readers take them
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two things are decided once per file, by its first bytes: whether it
 * is UTF-16, from its first four bytes, and how its lines end, from its
 * first line end. A read can stop short of either, so the turner keeps
 * what it cannot decide yet (a short first read; a return that ends a
 * chunk before any line end was seen) and puts it before the next chunk.
 * Those are rare, and only then is a chunk copied.
 */
#include "config.h"

#include "sc-line-ends.h"
#include "sc-string.h"
#include "sc-text-turner.h"
#include "sc-utf16.h"

/* What sc_utf16_detect () needs to tell a file without a byte order mark. */
#define UTF16_HEAD 4

struct _ScTextTurner {
  gboolean        started;     /* the file's first bytes were seen */
  GByteArray     *head;        /* a first read too short to tell UTF-16 */
  ScUtf16Decoder *utf16;       /* for a UTF-16 file */
  GByteArray     *utf8;        /* its text, a chunk at a time */
  ScLineEnds      line_ends;   /* decided by the first line end */
  gboolean        cr_waits;    /* a return ended the last chunk, undecided */
  GByteArray     *joined;      /* that return and the chunk after it */
  GByteArray     *tail;        /* what finishing gives */
};

ScTextTurner *
sc_text_turner_new (void)
{
  ScTextTurner *turner = g_new0 (ScTextTurner, 1);

  turner->head = g_byte_array_new ();
  turner->utf8 = g_byte_array_new ();
  turner->joined = g_byte_array_new ();
  turner->tail = g_byte_array_new ();
  return turner;
}

void
sc_text_turner_free (ScTextTurner *turner)
{
  if (turner == NULL)
    return;
  g_clear_pointer (&turner->utf16, sc_utf16_decoder_free);
  g_byte_array_unref (turner->head);
  g_byte_array_unref (turner->utf8);
  g_byte_array_unref (turner->joined);
  g_byte_array_unref (turner->tail);
  g_free (turner);
}

/* text (UTF-8 or Windows-1252, *length bytes) with its returns alone
 * turned, in place, or joined after a return that waited. */
static char *
turn_line_ends (ScTextTurner *turner,
                char         *text,
                gsize        *length)
{
  if (turner->cr_waits && *length > 0)
    {
      /* What follows the waiting return tells what it was. */
      turner->cr_waits = FALSE;
      turner->line_ends = text[0] == '\n' ? SC_LINE_ENDS_LF : SC_LINE_ENDS_CR;
      g_byte_array_set_size (turner->joined, 0);
      g_byte_array_append (turner->joined, (const guint8 *) "\r", 1);
      g_byte_array_append (turner->joined, (const guint8 *) text, (guint) *length);
      text = (char *) turner->joined->data;
      *length = turner->joined->len;
    }
  if (*length == 0)
    return text;
  if (turner->line_ends == SC_LINE_ENDS_UNKNOWN)
    {
      turner->line_ends = sc_line_ends_detect (text, *length);
      /* The first line end is a return that ends the chunk: it waits. */
      if (turner->line_ends == SC_LINE_ENDS_UNKNOWN && text[*length - 1] == '\r')
        {
          turner->cr_waits = TRUE;
          *length -= 1;
        }
    }
  if (turner->line_ends == SC_LINE_ENDS_CR)
    sc_line_ends_cr_to_lf (text, *length);
  return text;
}

/* bytes (n of them, after the file's first ones) decoded when the file is
 * UTF-16, then their line ends turned. */
static char *
turn_bytes (ScTextTurner *turner,
            char         *bytes,
            gsize         n,
            gsize        *length)
{
  if (turner->utf16 != NULL)
    {
      g_byte_array_set_size (turner->utf8, 0);
      sc_utf16_decoder_feed (turner->utf16, bytes, n, turner->utf8);
      bytes = (char *) turner->utf8->data;
      n = turner->utf8->len;
    }
  *length = n;
  return turn_line_ends (turner, bytes, length);
}

/* The file's first bytes decide whether it is UTF-16; its byte order
 * mark is passed. */
static void
start (ScTextTurner  *turner,
       char         **bytes,
       gsize         *n)
{
  gboolean big_endian;
  gsize bom_length;

  turner->started = TRUE;
  if (sc_utf16_detect (*bytes, *n, &big_endian, &bom_length))
    {
      turner->utf16 = sc_utf16_decoder_new (big_endian);
      *bytes += bom_length;
      *n -= bom_length;
    }
}

char *
sc_text_turner_turn (ScTextTurner *turner,
                     char         *chunk,
                     gsize        *length)
{
  char *bytes = chunk;
  gsize n = *length;

  if (!turner->started)
    {
      if (turner->head->len > 0 || n < UTF16_HEAD)
        {
          g_byte_array_append (turner->head, (const guint8 *) chunk, (guint) n);
          if (turner->head->len < UTF16_HEAD)
            {
              *length = 0;
              return chunk;
            }
          bytes = (char *) turner->head->data;
          n = turner->head->len;
        }
      start (turner, &bytes, &n);
    }
  return turn_bytes (turner, bytes, n, length);
}

char *
sc_text_turner_finish (ScTextTurner *turner,
                       gsize        *length)
{
  char *text;
  gsize n;

  g_byte_array_set_size (turner->tail, 0);
  /* A file of fewer bytes than it takes to tell UTF-16. */
  if (!turner->started && turner->head->len > 0)
    {
      char *bytes = (char *) turner->head->data;

      n = turner->head->len;
      start (turner, &bytes, &n);
      text = turn_bytes (turner, bytes, n, &n);
      g_byte_array_append (turner->tail, (const guint8 *) text, (guint) n);
    }
  if (turner->utf16 != NULL)
    {
      g_byte_array_set_size (turner->utf8, 0);
      sc_utf16_decoder_finish (turner->utf16, turner->utf8);
      n = turner->utf8->len;
      text = turn_line_ends (turner, (char *) turner->utf8->data, &n);
      g_byte_array_append (turner->tail, (const guint8 *) text, (guint) n);
    }
  /* A return that ends the file is alone. */
  if (turner->cr_waits)
    {
      turner->cr_waits = FALSE;
      g_byte_array_append (turner->tail, (const guint8 *) "\n", 1);
    }
  *length = turner->tail->len;
  return (char *) turner->tail->data;
}

gboolean
sc_text_needs_turning (const char *head,
                       gsize       length)
{
  gboolean big_endian;
  gsize bom_length;

  return sc_utf16_detect (head, length, &big_endian, &bom_length) ||
         sc_line_ends_detect (head, length) == SC_LINE_ENDS_CR;
}

char *
sc_text_turned_copy (const char *text,
                     gsize       length,
                     gsize      *turned_length)
{
  gboolean big_endian;
  gsize bom_length;
  char *copy;

  if (sc_utf16_detect (text, length, &big_endian, &bom_length))
    copy = sc_utf16_to_utf8 (text + bom_length, length - bom_length, big_endian, turned_length);
  else if (sc_line_ends_detect (text, length) == SC_LINE_ENDS_CR)
    {
      copy = sc_copy_bytes (text, length);
      *turned_length = length;
    }
  else
    return NULL;
  if (sc_line_ends_detect (copy, *turned_length) == SC_LINE_ENDS_CR)
    sc_line_ends_cr_to_lf (copy, *turned_length);
  return copy;
}
