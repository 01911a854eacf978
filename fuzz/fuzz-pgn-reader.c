/* fuzz-pgn-reader.c: libFuzzer target for sc_read_games and the writers
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is read as PGN or scoresheet text, in English and with the
 * language detected. Every game is written back as PGN and as movetext in
 * several styles. The PGN of the games read whole must read again without
 * a problem, giving as many games with main lines as long. Checked and
 * written without a tree, the text must give the same problems and the
 * same PGN movetext. The input read as UTF-16 must give valid UTF-8, the
 * same in two pieces as whole, and turning returns into line feeds must
 * keep its length and leave no lone return. Any difference is a bug and
 * aborts.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-line-ends.h"
#include "sc-pgn-writer.h"
#include "sc-text-encoding.h"
#include "sc-utf16.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* Whether game number (1-based) of result stopped at a problem. */
static gboolean
has_problem (const ScReadResult *result,
             guint               number)
{
  for (guint i = 0; i < result->problems->len; i++)
    if (g_array_index (result->problems, ScTextProblem, i).game_number == number)
      return TRUE;
  return FALSE;
}

/* Text read from valid UTF-8 must be written as valid UTF-8; invalid
 * bytes in comments or tags may be kept as they were. */
static void
write_movetext (ScGame           *game,
                const ScLanguage *lang,
                gboolean          valid_input)
{
  static const struct {
    ScPreset        preset;
    ScMovetextFlags flags;
  } styles[] = {
    { SC_PRESET_PGN, SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP },
    { SC_PRESET_FIDE, SC_MOVETEXT_DEFAULT },
    { SC_PRESET_FIGURINE, SC_MOVETEXT_WRAP },
    { SC_PRESET_MINIMAL, SC_MOVETEXT_DEFAULT },
    { SC_PRESET_LONG, SC_MOVETEXT_WRAP },
  };

  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      ScNotationStyle style;

      sc_notation_style_init_preset (&style, styles[i].preset, lang);
      sc_write_movetext (out, game, &style, styles[i].flags);
      if (valid_input && !g_utf8_validate (out->str, (gssize) out->len, NULL))
        abort ();
    }
}

static void
take_flushed (GString  *out,
              gpointer  user_data)
{
  g_string_append_len (user_data, out->str, (gssize) out->len);
}

/* Checking without a tree must find the same problems; writing without
 * one, after a check or in one pass, must give the same movetext. */
static void
check_without_tree (const char   *text,
                    gsize         length,
                    ScReadResult *first)
{
  g_autoptr (ScMovetextNotes) notes = NULL;
  g_autoptr (ScReadResult) checked = sc_check_games (text, (gssize) length, first->language, &notes, NULL);
  g_autoptr (GString) expected = g_string_new (NULL);
  g_autoptr (GString) streamed = g_string_new (NULL);
  g_autoptr (GString) out = g_string_new (NULL);
  ScNotationStyle pgn;

  if (checked->games->len != first->games->len || checked->problems->len != first->problems->len)
    {
      g_printerr ("checked without a tree: %u games, %u problems; with one: %u, %u\n",
                  checked->games->len, checked->problems->len, first->games->len, first->problems->len);
      abort ();
    }
  for (guint i = 0; i < first->problems->len; i++)
    if (g_strcmp0 (g_array_index (checked->problems, ScTextProblem, i).message,
                   g_array_index (first->problems, ScTextProblem, i).message) != 0 ||
        g_array_index (checked->problems, ScTextProblem, i).offset !=
        g_array_index (first->problems, ScTextProblem, i).offset)
      abort ();
  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  /* One pass, with no check before: the same movetext, or nothing; never
   * a movetext when it is not one game without a problem, or the check
   * noted marks after variations. (It declines a variation on a
   * variation's first move too, which the check does not note.) */
  {
    g_autoptr (GString) one_pass = g_string_new (NULL);
    g_autoptr (ScReadResult) written = sc_read_game_writing (text, length, first->language, one_pass, &pgn,
                                                             SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP, NULL);
    gboolean writable = first->games->len == 1 && first->problems->len == 0 &&
                        sc_movetext_notes_is_empty (notes);

    if ((written != NULL && !writable) || (written == NULL && one_pass->len > 0))
      abort ();
    if (written != NULL)
      {
        sc_write_movetext (expected, g_ptr_array_index (first->games, 0), &pgn,
                           SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP);
        if (!g_string_equal (one_pass, expected))
          {
            g_printerr ("written in one pass:\n%s\nfrom the tree:\n%s\n", one_pass->str, expected->str);
            abort ();
          }
        g_string_truncate (expected, 0);
      }
  }
  if (first->games->len != 1 || first->problems->len != 0)
    return;

  sc_write_movetext (expected, g_ptr_array_index (first->games, 0), &pgn,
                     SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP);
  sc_stream_movetext (text, length, first->language, notes, out, &pgn,
                      SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP, take_flushed, streamed);
  g_string_append_len (streamed, out->str, (gssize) out->len);
  if (!g_string_equal (streamed, expected))
    {
      g_printerr ("written without a tree:\n%s\nwith one:\n%s\n", streamed->str, expected->str);
      abort ();
    }
}

static void
read_write_read (const char       *text,
                 gsize             length,
                 const ScLanguage *lang)
{
  g_autoptr (ScReadResult) first = sc_read_games (text, (gssize) length, lang);
  g_autoptr (ScReadResult) second = NULL;
  g_autoptr (GString) pgn = g_string_new (NULL);
  g_autoptr (GArray) lengths = g_array_new (FALSE, FALSE, sizeof (guint));

  if (first == NULL || first->games == NULL || first->problems == NULL
      || first->language == NULL)
    abort ();
  check_without_tree (text, length, first);

  for (guint i = 0; i < first->games->len; i++)
    {
      ScGame *game = g_ptr_array_index (first->games, i);
      guint main_line = sc_game_get_main_line_length (game);
      g_autoptr (GString) one = g_string_new (NULL);

      sc_write_pgn_game (one, game);
      write_movetext (game, first->language, g_utf8_validate (text, (gssize) length, NULL));
      if (has_problem (first, i + 1))
        continue;
      g_string_append_len (pgn, one->str, (gssize) one->len);
      g_array_append_val (lengths, main_line);
    }

  /* The writer spells moves in English SAN whatever was read. */
  second = sc_read_games (pgn->str, (gssize) pgn->len, sc_language_english ());
  if (second->problems->len != 0)
    {
      const ScTextProblem *p = &g_array_index (second->problems, ScTextProblem, 0);
      g_printerr ("written PGN reads with a problem at %u:%u: %s\n%s\n",
                  p->line, p->column, p->message, pgn->str);
      abort ();
    }
  if (second->games->len != lengths->len)
    {
      g_printerr ("%u games read whole, %u read back from:\n%s\n",
                  lengths->len, second->games->len, pgn->str);
      abort ();
    }
  for (guint i = 0; i < lengths->len; i++)
    {
      ScGame *game = g_ptr_array_index (second->games, i);

      if (sc_game_get_main_line_length (game) != g_array_index (lengths, guint, i))
        {
          g_printerr ("game %u: %u moves read, %u read back from:\n%s\n", i + 1,
                      g_array_index (lengths, guint, i),
                      sc_game_get_main_line_length (game), pgn->str);
          abort ();
        }
    }
}

/* The ways a file's bytes are turned as they come in. */
static void
check_turning (const char *text,
               gsize       length)
{
  if (length == 0)
    return;
  for (int big_endian = 0; big_endian <= 1; big_endian++)
    {
      gsize whole_length;
      g_autofree char *whole = sc_utf16_to_utf8 (text, length, big_endian, &whole_length);
      g_autoptr (ScUtf16Decoder) decoder = sc_utf16_decoder_new (big_endian);
      g_autoptr (GByteArray) pieces = g_byte_array_new ();

      /* (U+0000 is a NUL byte: g_utf8_validate_len () would refuse it.) */
      if (!sc_text_is_utf8 (whole, whole_length))
        abort ();
      sc_utf16_decoder_feed (decoder, text, length / 3, pieces);
      sc_utf16_decoder_feed (decoder, text + length / 3, length - length / 3, pieces);
      sc_utf16_decoder_finish (decoder, pieces);
      if (pieces->len != whole_length || memcmp (pieces->data, whole, whole_length) != 0)
        abort ();
    }
  {
    g_autofree char *lf = g_memdup2 (text, length);
    char *cr;

    sc_line_ends_cr_to_lf (lf, length);
    for (cr = memchr (lf, '\r', length); cr != NULL; cr = memchr (cr + 1, '\r', length - (gsize) (cr + 1 - lf)))
      if (cr + 1 == lf + length || cr[1] != '\n')
        abort ();
  }
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A g_return_if_fail() reached from any input is a bug too. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  /* An exact copy, so reading past the end is caught; the reader takes
   * a length, so the text need not end with a NUL. */
  g_autofree char *text = g_malloc (MAX (size, 1));

  memcpy (text, data, size);
  read_write_read (text, size, sc_language_english ());
  read_write_read (text, size, NULL);
  check_turning (text, size);
  return 0;
}
