/* test-encoding.c: UTF-8, byte order marks and Windows-1252, both ways
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-line-ends.h"
#include "sc-pgn-stream.h"
#include "sc-text-encoding.h"
#include "sc-text-turner.h"
#include "sc-utf16.h"

static void
test_utf8 (void)
{
  const char *text = "[White \"Müller\"]\n1. e4 *\n";
  g_autofree char *utf8 = NULL;
  gsize len = 0;

  g_assert_cmpint (sc_text_encoding_detect (text, strlen (text)), ==, SC_TEXT_ENCODING_UTF8);
  g_assert_cmpint (sc_text_encoding_detect ("1. e4", 5), ==, SC_TEXT_ENCODING_UTF8);
  utf8 = sc_text_to_utf8 (text, strlen (text), SC_TEXT_ENCODING_UTF8, &len);
  g_assert_cmpstr (utf8, ==, text);
  g_assert_cmpuint (len, ==, strlen (text));
}

static void
test_byte_order_mark (void)
{
  const char *text = "\xEF\xBB\xBF" "1. e4 *\n";
  g_autofree char *utf8 = NULL;
  g_autofree char *back = NULL;
  gsize len = 0;

  g_assert_cmpint (sc_text_encoding_detect (text, strlen (text)), ==, SC_TEXT_ENCODING_UTF8_BOM);
  utf8 = sc_text_to_utf8 (text, strlen (text), SC_TEXT_ENCODING_UTF8_BOM, &len);
  g_assert_cmpstr (utf8, ==, "1. e4 *\n");
  g_assert_cmpuint (len, ==, 8);
  back = sc_text_from_utf8 (utf8, len, SC_TEXT_ENCODING_UTF8_BOM, &len, NULL);
  g_assert_cmpstr (back, ==, "1. e4 *\n");
}

static void
test_latin1 (void)
{
  const char *text = "[White \"M\xfcller\"]\n[Black \"Lef\xe8vre, Zo\xe9\"]\n";
  g_autofree char *utf8 = NULL;
  g_autofree char *back = NULL;
  gsize len = 0, back_len = 0;

  g_assert_cmpint (sc_text_encoding_detect (text, strlen (text)), ==, SC_TEXT_ENCODING_WINDOWS_1252);
  utf8 = sc_text_to_utf8 (text, strlen (text), SC_TEXT_ENCODING_WINDOWS_1252, &len);
  g_assert_cmpstr (utf8, ==, "[White \"Müller\"]\n[Black \"Lefèvre, Zoé\"]\n");
  g_assert_cmpuint (len, ==, strlen (utf8));

  back = sc_text_from_utf8 (utf8, len, SC_TEXT_ENCODING_WINDOWS_1252, &back_len, NULL);
  g_assert_cmpuint (back_len, ==, strlen (text));
  g_assert_cmpmem (back, back_len, text, strlen (text));
}

static void
test_windows_1252 (void)
{
  /* Euro sign, curly quotes, en dash, ellipsis; 0x81 is unassigned. */
  const char text[] = "\x80 \x93quoted\x94 \x91" "a\x92 1\x96" "0 \x85 \x81";
  const char *expected = "€ “quoted” ‘a’ 1–0 … \xC2\x81";
  g_autofree char *utf8 = NULL;
  g_autofree char *back = NULL;
  gsize len = 0, back_len = 0;

  g_assert_cmpint (sc_text_encoding_detect (text, strlen (text)), ==, SC_TEXT_ENCODING_WINDOWS_1252);
  utf8 = sc_text_to_utf8 (text, strlen (text), SC_TEXT_ENCODING_WINDOWS_1252, &len);
  g_assert_cmpstr (utf8, ==, expected);
  back = sc_text_from_utf8 (utf8, len, SC_TEXT_ENCODING_WINDOWS_1252, &back_len, NULL);
  g_assert_cmpmem (back, back_len, text, strlen (text));
}

static void
test_unrepresentable (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *back = NULL;

  back = sc_text_from_utf8 ("1. ♘f3\n", strlen ("1. ♘f3\n"), SC_TEXT_ENCODING_WINDOWS_1252, NULL, &error);
  g_assert_null (back);
  g_assert_error (error, SC_TEXT_ENCODING_ERROR, SC_TEXT_ENCODING_ERROR_UNREPRESENTABLE);
  g_assert_nonnull (strstr (error->message, "U+2658"));
}

/* The stream hands out Latin-1 games as UTF-8 and remembers the encoding. */
static void
test_stream_keeps_encoding (void)
{
  const char text[] = "[White \"M\xfcller\"]\n\n1. e4 e5 *\n\n[White \"Smith\"]\n\n1. d4 *\n";
  g_autoptr(GInputStream) in = g_memory_input_stream_new_from_data (text, (gssize) strlen (text), NULL);
  g_autoptr(ScPgnStream) stream = sc_pgn_stream_new (in, sc_language_english ());
  g_autoptr(ScReadResult) first = NULL, second = NULL, end = NULL;
  ScPgnIndexEntry entry;

  first = sc_pgn_stream_next (stream, &entry, NULL);
  g_assert_nonnull (first);
  g_assert_cmpuint (entry.number, ==, 1);
  g_assert_cmpstr (sc_game_get_tag (first->games->pdata[0], "White"), ==, "Müller");
  g_assert_cmpint (sc_pgn_stream_get_encoding (stream), ==, SC_TEXT_ENCODING_WINDOWS_1252);

  second = sc_pgn_stream_next (stream, &entry, NULL);
  g_assert_nonnull (second);
  g_assert_cmpuint (entry.number, ==, 2);
  g_assert_cmpuint (entry.line, ==, 5);
  g_assert_cmpuint (sc_game_get_main_line_length (second->games->pdata[0]), ==, 1);

  end = sc_pgn_stream_next (stream, NULL, NULL);
  g_assert_null (end);
}

/* The fast check agrees with GLib's on text of every kind, with the
 * characters that are not ASCII at every place of a 64-byte block. */
static void
test_is_utf8 (void)
{
  static const char *const pieces[] = {
    "e4 ", "Nf3 ", "\n", "ø", "Å", "½", "–", "♔", "𝄞",     /* valid */
    "\xc3", "\xa5", "\xe2\x80", "\xf0\x9d\x84", "\xff", "\xed\xa0\x80", "\xc0\xaf",  /* not */
  };
  GRand *rand = g_rand_new_with_seed (1234);

  for (guint round = 0; round < 4000; round++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      guint n = (guint) g_rand_int_range (rand, 0, 200);
      /* Mostly valid text, so that both answers come up. */
      gint32 n_pieces = round % 2 == 0 ? 9 : (gint32) G_N_ELEMENTS (pieces);

      for (guint i = 0; i < n; i++)
        g_string_append (text, pieces[g_rand_int_range (rand, 0, n_pieces)]);
      for (gsize from = 0; from < MIN (text->len, 70); from += 7)
        g_assert_cmpint (sc_text_is_utf8 (text->str + from, text->len - from), ==,
                         g_utf8_validate_len (text->str + from, text->len - from, NULL));
    }
  g_rand_free (rand);
}

/* The first line end decides; only returns alone become line feeds. */
static void
test_line_ends (void)
{
  char text[] = "[Event \"A\"]\r[Site \"B\"]\r\n\r1. e4 *\r";

  g_assert_cmpint (sc_line_ends_detect ("[Event \"A\"]\n", 12), ==, SC_LINE_ENDS_LF);
  g_assert_cmpint (sc_line_ends_detect ("[Event \"A\"]\r\n", 13), ==, SC_LINE_ENDS_LF);
  g_assert_cmpint (sc_line_ends_detect ("[Event \"A\"]\r[", 13), ==, SC_LINE_ENDS_CR);
  /* A return as the last byte seen waits for the next. */
  g_assert_cmpint (sc_line_ends_detect ("[Event \"A\"]\r", 12), ==, SC_LINE_ENDS_UNKNOWN);
  g_assert_cmpint (sc_line_ends_detect ("[Event", 6), ==, SC_LINE_ENDS_UNKNOWN);
  g_assert_cmpint (sc_line_ends_detect ("", 0), ==, SC_LINE_ENDS_UNKNOWN);

  sc_line_ends_cr_to_lf (text, strlen (text));
  g_assert_cmpstr (text, ==, "[Event \"A\"]\n[Site \"B\"]\r\n\n1. e4 *\n");
}

static void
test_utf16_detect (void)
{
  gboolean big_endian = FALSE;
  gsize bom = 9;

  g_assert_true (sc_utf16_detect ("\xff\xfe[\0", 4, &big_endian, &bom));
  g_assert_false (big_endian);
  g_assert_cmpuint (bom, ==, 2);
  g_assert_true (sc_utf16_detect ("\xfe\xff\0[", 4, &big_endian, &bom));
  g_assert_true (big_endian);
  g_assert_true (sc_utf16_detect ("[\0E\0", 4, &big_endian, &bom));
  g_assert_false (big_endian);
  g_assert_cmpuint (bom, ==, 0);
  g_assert_true (sc_utf16_detect ("\0[\0E", 4, &big_endian, &bom));
  g_assert_true (big_endian);
  g_assert_false (sc_utf16_detect ("[Event", 6, &big_endian, &bom));
  g_assert_false (sc_utf16_detect ("\xef\xbb\xbf[Ev", 6, &big_endian, &bom));
  g_assert_false (sc_utf16_detect ("[\0", 2, &big_endian, &bom));
}

/* "[Ø♘𝄞]" in UTF-16LE, fed in every split into two pieces, comes out the
 * same; a lone surrogate and a cut last unit become U+FFFD. */
static void
test_utf16_decode (void)
{
  static const char le[] = "[\0\xd8\0\x58\x26\x34\xd8\x1e\xdd]\0";
  const gsize length = sizeof le - 1;

  for (gsize split = 0; split <= length; split++)
    {
      g_autoptr(ScUtf16Decoder) decoder = sc_utf16_decoder_new (FALSE);
      g_autoptr(GByteArray) out = g_byte_array_new ();

      sc_utf16_decoder_feed (decoder, le, split, out);
      sc_utf16_decoder_feed (decoder, le + split, length - split, out);
      sc_utf16_decoder_finish (decoder, out);
      g_assert_cmpmem (out->data, out->len, "[Ø♘𝄞]", strlen ("[Ø♘𝄞]"));
    }
  {
    gsize n;
    g_autofree char *lone = sc_utf16_to_utf8 ("a\0\x34\xd8" "b\0\x1e\xdd" "c", 9, FALSE, &n);
    g_autofree char *be = sc_utf16_to_utf8 ("\0[\0\xd8\0]", 6, TRUE, &n);

    g_assert_cmpstr (lone, ==, "a\uFFFDb\uFFFD\uFFFD");
    g_assert_cmpstr (be, ==, "[Ø]");
    g_assert_cmpuint (n, ==, strlen ("[Ø]"));
  }
}

/* Text fed to a turner in chunks of every size, as UTF-8 or UTF-16 and
 * with returns alone or line feeds, comes out as UTF-8 with line feeds,
 * also where a chunk ends before four bytes or on the first return; a
 * whole file turned in one copy gives the same. */
static void
test_text_turner (void)
{
  const char *expected = "[White \"Ødegård\"]\n\n1. e4 ♘f6 *\n";
  const char *forms[] = { "UTF-8", "UTF-16LE", "UTF-16BE" };

  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    for (int cr = 0; cr <= 1; cr++)
      {
        g_autoptr(GString) file = g_string_new (f == 1 ? "\xff\xfe" : "");
        g_autofree char *lines = g_strdup (expected);
        g_autofree char *encoded = NULL;
        g_autofree char *copy = NULL;
        gsize length, copy_length;

        for (char *p = lines; cr && *p; p++)
          if (*p == '\n')
            *p = '\r';
        encoded = g_convert (lines, -1, forms[f], "UTF-8", NULL, &length, NULL);
        g_string_append_len (file, encoded, (gssize) length);
        for (gsize chunk = 1; chunk <= file->len; chunk++)
          {
            g_autoptr(ScTextTurner) turner = sc_text_turner_new ();
            g_autoptr(GString) out = g_string_new (NULL);
            g_autofree char *bytes = g_memdup2 (file->str, file->len);
            const char *text;
            gsize n;

            for (gsize at = 0; at < file->len; at += chunk)
              {
                n = MIN (chunk, file->len - at);
                text = sc_text_turner_turn (turner, bytes + at, &n);
                g_string_append_len (out, text, (gssize) n);
              }
            text = sc_text_turner_finish (turner, &n);
            g_string_append_len (out, text, (gssize) n);
            g_assert_cmpstr (out->str, ==, expected);
          }
        g_assert_cmpint (sc_text_needs_turning (file->str, file->len), ==, f > 0 || cr);
        copy = sc_text_turned_copy (file->str, file->len, &copy_length);
        if (f == 0 && !cr)
          g_assert_null (copy);
        else
          g_assert_cmpmem (copy, copy_length, expected, strlen (expected));
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/encoding/utf-8", test_utf8);
  g_test_add_func ("/encoding/is-utf-8", test_is_utf8);
  g_test_add_func ("/encoding/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/encoding/latin-1", test_latin1);
  g_test_add_func ("/encoding/windows-1252", test_windows_1252);
  g_test_add_func ("/encoding/unrepresentable", test_unrepresentable);
  g_test_add_func ("/encoding/stream-keeps-encoding", test_stream_keeps_encoding);
  g_test_add_func ("/encoding/line-ends", test_line_ends);
  g_test_add_func ("/encoding/utf-16/detect", test_utf16_detect);
  g_test_add_func ("/encoding/utf-16/decode", test_utf16_decode);
  g_test_add_func ("/encoding/text-turner", test_text_turner);
  return g_test_run ();
}
