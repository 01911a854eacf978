/* test-seed-game.c: the example game of FIDE's Appendix C
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both Norwegian forms of the game (tests/data/seeds/example-game.txt),
 * read with bokmål and with nynorsk letters, must read to the same game,
 * which renders to exact strings in every preset.
 */
#include "config.h"

#include <string.h>

#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-pgn-writer.h"

#define SEED_FULL_START    "1. e4 e5 2. Sf3 Sf6 3. d4 exd4"
#define SEED_MINIMAL_START "1. e4 e5 2. Sf3 Sf6 3. d4 ed4"
#define SEED_END           "Kb1(=)"

/* The form of the example game that starts with start. */
static char *
seed_game (const char *start)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "seeds", "example-game.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], start) && g_str_has_suffix (lines[i], SEED_END))
      return g_strdup (lines[i]);
  g_assert_not_reached ();
}

static ScGame *
read_one (const char       *text,
          const ScLanguage *lang)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, lang);

  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, 1);
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

static char *
pgn_of (ScGame *game)
{
  GString *out = g_string_new (NULL);

  sc_write_pgn_game (out, game);
  return g_string_free (out, FALSE);
}

/* The movetext on one line, as the seed writes it, for exact comparison. */
static char *
render (ScGame     *game,
        ScPreset    preset,
        const char *lang_code)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle style;

  sc_notation_style_init_preset (&style, preset, sc_language_lookup (lang_code));
  sc_write_movetext (out, game, &style, SC_MOVETEXT_DEFAULT);
  return g_string_free (out, FALSE);
}

static void
test_forms_read_alike (void)
{
  g_autofree char *full = seed_game (SEED_FULL_START);
  g_autofree char *minimal = seed_game (SEED_MINIMAL_START);
  g_autofree char *nynorsk = seed_game (SEED_FULL_START);
  g_autoptr(ScGame) a = read_one (full, sc_language_lookup ("nb"));
  g_autoptr(ScGame) b = read_one (minimal, sc_language_lookup ("nb"));
  g_autoptr(ScGame) c = read_one (nynorsk, sc_language_lookup ("nn"));
  g_autofree char *pgn_a = pgn_of (a);
  g_autofree char *pgn_b = pgn_of (b);
  g_autofree char *pgn_c = pgn_of (c);

  g_assert_cmpuint (sc_game_get_main_line_length (a), ==, 21);
  g_assert_cmpstr (pgn_a, ==, pgn_b);
  g_assert_cmpstr (pgn_a, ==, pgn_c);
}

static void
test_detection (void)
{
  g_autofree char *full = seed_game (SEED_FULL_START);
  g_autofree char *minimal = seed_game (SEED_MINIMAL_START);
  g_autoptr(ScReadResult) r1 = sc_read_games (full, -1, NULL);
  g_autoptr(ScReadResult) r2 = sc_read_games (minimal, -1, NULL);

  g_assert_true (r1->detected);
  g_assert_true (sc_language_same_letters (r1->language, sc_language_lookup ("nb")));
  g_assert_true (sc_language_same_letters (r2->language, sc_language_lookup ("nb")));
  g_assert_cmpuint (r1->problems->len, ==, 0);
  g_assert_cmpuint (r2->problems->len, ==, 0);
}

static void
test_pgn (void)
{
  g_autofree char *full = seed_game (SEED_FULL_START);
  g_autoptr(ScGame) game = read_one (full, sc_language_lookup ("nb"));
  g_autofree char *pgn = pgn_of (game);

  g_assert_cmpstr (pgn, ==,
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
    "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n"
    "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6\n"
    "8. Qe3+ Be7 9. Nbd2 O-O 10. O-O-O Re8 11. Kb1 {(=)} *\n\n");
}

typedef struct {
  ScPreset    preset;
  const char *lang;
  const char *expected;
} Rendering;

static const Rendering renderings[] = {
  { SC_PRESET_PGN, "en",
    "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6 "
    "8. Qe3+ Be7 9. Nbd2 O-O 10. O-O-O Re8 11. Kb1(=) *" },
  /* Exactly the seed's first form. */
  { SC_PRESET_FIDE, "nb",
    "1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p. Sxd6 7. Lg5 Sc6 "
    "8. De3+ Le7 9. Sbd2 0-0 10. 0-0-0 Te8 11. Kb1(=) *" },
  { SC_PRESET_FIDE, "de",
    "1. e4 e5 2. Sf3 Sf6 3. d4 exd4 4. e5 Se4 5. Dxd4 d5 6. exd6 e.p. Sxd6 7. Lg5 Sc6 "
    "8. De3+ Le7 9. Sbd2 0-0 10. 0-0-0 Te8 11. Kb1(=) *" },
  { SC_PRESET_FIDE, "fr",
    "1. e4 e5 2. Cf3 Cf6 3. d4 exd4 4. e5 Ce4 5. Dxd4 d5 6. exd6 e.p. Cxd6 7. Fg5 Cc6 "
    "8. De3+ Fe7 9. Cbd2 0-0 10. 0-0-0 Te8 11. Rb1(=) *" },
  { SC_PRESET_FIGURINE, "nb",
    "1. e4 e5 2. ♘f3 ♘f6 3. d4 exd4 4. e5 ♘e4 5. ♕xd4 d5 6. exd6 ♘xd6 7. ♗g5 ♘c6 "
    "8. ♕e3+ ♗e7 9. ♘bd2 O-O 10. O-O-O ♖e8 11. ♔b1(=) *" },
  /* Exactly the seed's second form. */
  { SC_PRESET_MINIMAL, "nb",
    "1. e4 e5 2. Sf3 Sf6 3. d4 ed4 4. e5 Se4 5. Dd4 d5 6. ed6 Sd6 7. Lg5 Sc6 "
    "8. De3 Le7 9. Sbd2 0-0 10. 0-0-0 Te8 11. Kb1(=) *" },
  { SC_PRESET_LONG, "nb",
    "1. e2-e4 e7-e5 2. Sg1-f3 Sg8-f6 3. d2-d4 e5xd4 4. e4-e5 Sf6-e4 5. Dd1xd4 d7-d5 "
    "6. e5xd6 Se4xd6 7. Lc1-g5 Sb8-c6 8. Dd4-e3+ Lf8-e7 9. Sb1-d2 O-O 10. O-O-O "
    "Tf8-e8 11. Kc1-b1(=) *" },
  { SC_PRESET_LONG, "en",
    "1. e2-e4 e7-e5 2. Ng1-f3 Ng8-f6 3. d2-d4 e5xd4 4. e4-e5 Nf6-e4 5. Qd1xd4 d7-d5 "
    "6. e5xd6 Ne4xd6 7. Bc1-g5 Nb8-c6 8. Qd4-e3+ Bf8-e7 9. Nb1-d2 O-O 10. O-O-O "
    "Rf8-e8 11. Kc1-b1(=) *" },
};

static void
test_rendering (gconstpointer data)
{
  const Rendering *r = data;
  g_autofree char *full = seed_game (SEED_FULL_START);
  g_autoptr(ScGame) game = read_one (full, sc_language_lookup ("nb"));
  g_autofree char *text = render (game, r->preset, r->lang);

  g_assert_cmpstr (text, ==, r->expected);
}

/* The seed's own lines, rendered back, are the seed's lines. */
static void
test_seed_lines_reproduced (void)
{
  g_autofree char *full = seed_game (SEED_FULL_START);
  g_autofree char *minimal = seed_game (SEED_MINIMAL_START);
  g_autoptr(ScGame) game = read_one (minimal, sc_language_lookup ("nb"));
  g_autofree char *fide = render (game, SC_PRESET_FIDE, "nb");
  g_autofree char *short_form = render (game, SC_PRESET_MINIMAL, "nb");
  g_autofree char *full_star = g_strconcat (full, " *", NULL);
  g_autofree char *minimal_star = g_strconcat (minimal, " *", NULL);

  g_assert_cmpstr (fide, ==, full_star);
  g_assert_cmpstr (short_form, ==, minimal_star);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/seed-game/forms-read-alike", test_forms_read_alike);
  g_test_add_func ("/seed-game/detection", test_detection);
  g_test_add_func ("/seed-game/pgn", test_pgn);
  g_test_add_func ("/seed-game/seed-lines-reproduced", test_seed_lines_reproduced);
  for (guint i = 0; i < G_N_ELEMENTS (renderings); i++)
    {
      g_autofree char *name = g_strdup_printf ("/seed-game/render/%s-%s",
                                               sc_preset_name (renderings[i].preset),
                                               renderings[i].lang);
      g_test_add_data_func (name, &renderings[i], test_rendering);
    }
  return g_test_run ();
}
