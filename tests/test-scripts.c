/* test-scripts.c: games written in Cyrillic letters and Chinese characters
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Immortal Game (Anderssen – Kieseritzky, London 1851) as Russian,
 * Ukrainian and Chinese books write it: read with the language given
 * and detected, written back in those letters, and read again.
 */
#include "config.h"

#include <string.h>

#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "test-data.h"

static const char immortal[] =
  "1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 "
  "8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 "
  "15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6 "
  "21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7# 1-0";

typedef struct {
  const char *file;
  const char *lang;
} Sample;

static const Sample samples[] = {
  { "scoresheet-ru.txt", "ru" },
  { "scoresheet-uk.txt", "uk" },
  { "scoresheet-zh-hant.txt", "zh-hant" },
  { "scoresheet-zh-hans.txt", "zh-hans" },
};

static char *
write_movetext (ScGame                *game,
                const ScNotationStyle *style)
{
  GString *out = g_string_new (NULL);

  sc_write_movetext (out, game, style, SC_MOVETEXT_DEFAULT);
  return g_string_free (out, FALSE);
}

/* Reads text in lang (NULL: detected); the one game must be the Immortal Game. */
static ScGame *
read_immortal (const char       *text,
               const ScLanguage *lang,
               const ScLanguage *expected)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, lang);
  g_autofree char *pgn = NULL;
  ScNotationStyle style;

  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, 1);
  g_assert_true (result->language == expected);
  g_assert_true (result->detected == (lang == NULL));
  sc_notation_style_init_preset (&style, SC_PRESET_PGN, NULL);
  pgn = write_movetext (g_ptr_array_index (result->games, 0), &style);
  g_assert_cmpstr (pgn, ==, immortal);
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

static void
test_sample (gconstpointer data)
{
  const Sample *sample = data;
  const ScLanguage *lang = sc_language_lookup (sample->lang);
  g_autofree char *text = test_read_data (sample->file);
  g_autoptr(ScGame) given = NULL;
  g_autoptr(ScGame) detected = NULL;
  g_autoptr(ScGame) again = NULL;
  g_autofree char *written = NULL;
  ScNotationStyle style;

  g_assert_nonnull (lang);
  g_assert_cmpstr (sc_language_code (lang), ==, sample->lang);
  g_assert_true (sc_detect_language (text, -1) == lang);
  given = read_immortal (text, lang, lang);
  detected = read_immortal (text, NULL, lang);

  /* Written back in its letters, the text is read again as the same game. */
  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, lang);
  written = write_movetext (given, &style);
  g_test_message ("%s", written);
  again = read_immortal (written, NULL, lang);
}

/* Each language reads its own letters: the others' are no pieces there. */
static void
test_letters_written (void)
{
  static const struct {
    const char *lang;
    const char *move;     /* 11th move, White */
  } cases[] = {
    { "ru", "11. Лg1" },
    { "uk", "11. Тg1" },
    { "zh-hant", "11. 車g1" },
    { "zh-hans", "11. 车g1" },
  };
  g_autofree char *text = test_read_data ("scoresheet-uk.txt");
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_lookup ("uk"));
  ScGame *game = g_ptr_array_index (result->games, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *written = NULL;
      ScNotationStyle style;

      sc_notation_style_init_preset (&style, SC_PRESET_FIDE, sc_language_lookup (cases[i].lang));
      written = write_movetext (game, &style);
      g_assert_nonnull (strstr (written, cases[i].move));
      g_assert_nonnull (strstr (written, "23. "));
    }
  /* Russian reads Ukrainian up to the first rook move, and no further. */
  {
    g_autoptr(ScReadResult) ru = sc_read_games (text, -1, sc_language_lookup ("ru"));

    g_assert_cmpuint (ru->problems->len, ==, 1);
    g_assert_cmpuint (g_array_index (ru->problems, ScTextProblem, 0).line, ==, 2);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *name = g_strdup_printf ("/scripts/sample/%s", samples[i].lang);

      g_test_add_data_func (name, &samples[i], test_sample);
    }
  g_test_add_func ("/scripts/letters-written", test_letters_written);
  return g_test_run ();
}
