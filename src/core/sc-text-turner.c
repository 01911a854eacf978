/* sc-text-turner.c: a file's bytes as the readers take them
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-line-ends.h"
#include "sc-string.h"
#include "sc-text-turner.h"
#include "sc-utf16.h"

struct _ScTextTurner {
  gboolean        started;     /* the file's first bytes were seen */
  ScUtf16Decoder *utf16;       /* for a UTF-16 file */
  GByteArray     *utf8;        /* its text, a chunk at a time */
  ScLineEnds      line_ends;   /* decided by the first line end */
};

ScTextTurner *
sc_text_turner_new (void)
{
  return g_new0 (ScTextTurner, 1);
}

void
sc_text_turner_free (ScTextTurner *turner)
{
  if (turner == NULL)
    return;
  g_clear_pointer (&turner->utf16, sc_utf16_decoder_free);
  g_clear_pointer (&turner->utf8, g_byte_array_unref);
  g_free (turner);
}

/* text (UTF-8 or Windows-1252) with its returns alone turned, in place. */
static char *
turn_line_ends (ScTextTurner *turner,
                char         *text,
                gsize         length)
{
  if (length == 0)
    return text;
  if (turner->line_ends == SC_LINE_ENDS_UNKNOWN)
    turner->line_ends = sc_line_ends_detect (text, length);
  if (turner->line_ends == SC_LINE_ENDS_CR)
    sc_line_ends_cr_to_lf (text, length);
  return text;
}

char *
sc_text_turner_turn (ScTextTurner *turner,
                     char         *chunk,
                     gsize        *length)
{
  gsize bom_length = 0;
  gboolean big_endian;

  if (!turner->started && *length > 0)
    {
      turner->started = TRUE;
      if (sc_utf16_detect (chunk, *length, &big_endian, &bom_length))
        {
          turner->utf16 = sc_utf16_decoder_new (big_endian);
          turner->utf8 = g_byte_array_new ();
        }
    }
  if (turner->utf16 == NULL)
    return turn_line_ends (turner, chunk, *length);
  g_byte_array_set_size (turner->utf8, 0);
  sc_utf16_decoder_feed (turner->utf16, chunk + bom_length, *length - bom_length, turner->utf8);
  *length = turner->utf8->len;
  return turn_line_ends (turner, (char *) turner->utf8->data, *length);
}

char *
sc_text_turner_finish (ScTextTurner *turner,
                       gsize        *length)
{
  *length = 0;
  if (turner->utf16 == NULL)
    return NULL;
  g_byte_array_set_size (turner->utf8, 0);
  sc_utf16_decoder_finish (turner->utf16, turner->utf8);
  *length = turner->utf8->len;
  return turn_line_ends (turner, (char *) turner->utf8->data, *length);
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
