/* sc-utf16.c: UTF-16 text (Windows' "Unicode" files) read as UTF-8
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-utf16.h"

struct _ScUtf16Decoder {
  gboolean big_endian;
  guint8   cut_byte;        /* the first byte of a unit cut by a chunk's end */
  gboolean has_cut_byte;
  gunichar high;            /* a high surrogate waiting for its low one, or 0 */
};

gboolean
sc_utf16_detect (const char *head,
                 gsize       length,
                 gboolean   *big_endian,
                 gsize      *bom_length)
{
  const guchar *b = (const guchar *) head;

  *bom_length = 0;
  if (length >= 2 && ((b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF)))
    {
      *big_endian = b[0] == 0xFE;
      *bom_length = 2;
      return TRUE;
    }
  if (length < 4)
    return FALSE;
  if (b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0)
    {
      *big_endian = FALSE;
      return TRUE;
    }
  if (b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0)
    {
      *big_endian = TRUE;
      return TRUE;
    }
  return FALSE;
}

ScUtf16Decoder *
sc_utf16_decoder_new (gboolean big_endian)
{
  ScUtf16Decoder *decoder = g_new0 (ScUtf16Decoder, 1);

  decoder->big_endian = big_endian;
  return decoder;
}

void
sc_utf16_decoder_free (ScUtf16Decoder *decoder)
{
  g_free (decoder);
}

static void
append_char (GByteArray *out,
             gunichar    c)
{
  guint8 utf8[6];
  int n = g_unichar_to_utf8 (c, (char *) utf8);

  g_byte_array_append (out, utf8, (guint) n);
}

static void
take_unit (ScUtf16Decoder *decoder,
           guint           unit,
           GByteArray     *out)
{
  if (decoder->high != 0)
    {
      if (unit >= 0xDC00 && unit <= 0xDFFF)
        {
          append_char (out, 0x10000 + ((decoder->high - 0xD800) << 10) + (unit - 0xDC00));
          decoder->high = 0;
          return;
        }
      append_char (out, 0xFFFD);
      decoder->high = 0;
    }
  if (unit >= 0xD800 && unit <= 0xDBFF)
    decoder->high = unit;
  else if (unit >= 0xDC00 && unit <= 0xDFFF)
    append_char (out, 0xFFFD);
  else if (unit < 0x80)
    {
      guint8 ascii = (guint8) unit;

      g_byte_array_append (out, &ascii, 1);
    }
  else
    append_char (out, unit);
}

void
sc_utf16_decoder_feed (ScUtf16Decoder *decoder,
                       const char     *data,
                       gsize           length,
                       GByteArray     *out)
{
  const guint8 *b = (const guint8 *) data, *end = b + length;
  guint hi = decoder->big_endian ? 0 : 1;

  if (decoder->has_cut_byte && b < end)
    {
      guint8 pair[2] = { decoder->cut_byte, *b++ };

      take_unit (decoder, (guint) pair[hi] << 8 | pair[1 - hi], out);
      decoder->has_cut_byte = FALSE;
    }
  for (; end - b >= 2; b += 2)
    take_unit (decoder, (guint) b[hi] << 8 | b[1 - hi], out);
  if (b < end)
    {
      decoder->cut_byte = *b;
      decoder->has_cut_byte = TRUE;
    }
}

void
sc_utf16_decoder_finish (ScUtf16Decoder *decoder,
                         GByteArray     *out)
{
  if (decoder->high != 0 || decoder->has_cut_byte)
    append_char (out, 0xFFFD);
  decoder->high = 0;
  decoder->has_cut_byte = FALSE;
}

char *
sc_utf16_to_utf8 (const char *data,
                  gsize       length,
                  gboolean    big_endian,
                  gsize      *utf8_length)
{
  g_autoptr(ScUtf16Decoder) decoder = sc_utf16_decoder_new (big_endian);
  GByteArray *out = g_byte_array_sized_new ((guint) MIN (length + 1, G_MAXUINT));
  guint8 nul = 0;

  sc_utf16_decoder_feed (decoder, data, length, out);
  sc_utf16_decoder_finish (decoder, out);
  *utf8_length = out->len;
  g_byte_array_append (out, &nul, 1);
  return (char *) g_byte_array_free (out, FALSE);
}
