/* test-movetext.c: reading and writing whole games (PGN and scoresheet text)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-format.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-nag.h"
#include "sc-pgn-writer.h"
#include "test-data.h"

/* Reads text that must hold exactly n_games games and no problem. */
static ScReadResult *
read_clean (const char       *text,
            const ScLanguage *lang,
            guint             n_games)
{
  ScReadResult *result = sc_read_games (text, -1, lang);

  for (guint i = 0; i < result->problems->len; i++)
    {
      ScTextProblem *p = &g_array_index (result->problems, ScTextProblem, i);

      g_test_message ("problem: game %u, %u:%u %s: %s", p->game_number, p->line, p->column,
                      sc_problem_kind_name (p->kind), p->message);
    }
  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, n_games);
  return result;
}

static ScGame *
nth_game (ScReadResult *result,
          guint         index)
{
  return g_ptr_array_index (result->games, index);
}

static char *
movetext (ScGame          *game,
          ScMovetextFlags  flags)
{
  ScNotationStyle pgn;
  GString *out = g_string_new (NULL);

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, game, &pgn, flags);
  return g_string_free (out, FALSE);
}

static char *
pgn_text (ScGame *game)
{
  GString *out = g_string_new (NULL);

  sc_write_pgn_game (out, game);
  return g_string_free (out, FALSE);
}

/* The main line in SAN, separated by spaces. */
static char *
main_line (ScGame *game)
{
  GString *out = g_string_new (NULL);
  ScPosition pos = *sc_game_get_start_position (game);

  for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
    {
      g_autofree char *san = sc_format_san (&pos, node->move);
      ScUndo undo;

      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, san);
      if (node->move == SC_MOVE_NULL)
        sc_position_make_null_move (&pos, &undo);
      else
        sc_position_make_move (&pos, node->move, &undo);
    }
  return g_string_free (out, FALSE);
}

/* A draw offer is written after the move's assessment and before the
 * signs about the position, as the move list and print show it; PGN
 * keeps it as the comment "(=)". */
static void
test_draw_offer_after_assessment (void)
{
  g_autoptr(ScReadResult) result =
    read_clean ("1. e4 $16 $1 {(=)} e5 $2 {(=)} 2. Nf3 {(=)} *", sc_language_english (), 1);
  g_autofree char *shown = movetext (nth_game (result, 0), 0);
  g_autofree char *pgn = movetext (nth_game (result, 0), SC_MOVETEXT_PGN);
  g_autoptr(GString) marks = g_string_new ("Nf3");
  const guint8 nags[] = { 16, 1 };

  g_assert_cmpstr (shown, ==, "1. e4!(=) ± e5?(=) 2. Nf3(=) *");
  g_assert_cmpstr (pgn, ==, "1. e4 $16 $1 {(=)} 1... e5 $2 {(=)} 2. Nf3 {(=)} *");
  sc_nag_append_marks (marks, nags, G_N_ELEMENTS (nags), TRUE, "\u00a0");
  g_assert_cmpstr (marks->str, ==, "Nf3!(=)\u00a0±");
}

/* Reads one clean game and checks its PGN movetext. */
static void
check_movetext (const char *input,
                const char *expected)
{
  g_autoptr(ScReadResult) result = read_clean (input, sc_language_english (), 1);
  g_autofree char *text = movetext (nth_game (result, 0), SC_MOVETEXT_PGN);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_tags (void)
{
  const char *input =
    "[Annotator \"Anne\"]\n"
    "[Event \"Oslo \\\"Open\\\"\"]\n"
    "[Site \"C:\\\\chess\"]\n"
    "[Date \"2026.01.02\"]\n"
    "[Round \"3\"]\n"
    "[ECO \"C60\"]\n"
    "[White \"Ødegård, Åse\"]\n"
    "[Black \"Berg\"]\n"
    "[Result \"1-0\"]\n"
    "[PlyCount \"3\"]\n"
    "\n"
    "1. e4 e5 2. Nf3 1-0\n";
  const char *expected =
    "[Event \"Oslo \\\"Open\\\"\"]\n"
    "[Site \"C:\\\\chess\"]\n"
    "[Date \"2026.01.02\"]\n"
    "[Round \"3\"]\n"
    "[White \"Ødegård, Åse\"]\n"
    "[Black \"Berg\"]\n"
    "[Result \"1-0\"]\n"
    "[Annotator \"Anne\"]\n"
    "[ECO \"C60\"]\n"
    "[PlyCount \"3\"]\n"
    "\n"
    "1. e4 e5 2. Nf3 1-0\n"
    "\n";
  g_autoptr(ScReadResult) result = read_clean (input, NULL, 1);
  ScGame *game = nth_game (result, 0);
  g_autofree char *written = pgn_text (game);
  const char *name, *value;

  g_assert_cmpstr (sc_game_get_tag (game, "Event"), ==, "Oslo \"Open\"");
  g_assert_cmpstr (sc_game_get_tag (game, "Site"), ==, "C:\\chess");
  g_assert_cmpstr (sc_game_get_result (game), ==, "1-0");
  g_assert_cmpuint (sc_game_get_n_tags (game), ==, 10);
  sc_game_get_nth_tag (game, 0, &name, &value);
  g_assert_cmpstr (name, ==, "Annotator");
  sc_game_get_nth_tag (game, 5, &name, &value);
  g_assert_cmpstr (name, ==, "ECO");
  g_assert_cmpstr (written, ==, expected);
}

static void
test_missing_tags (void)
{
  g_autoptr(ScReadResult) result = read_clean ("1. d4 d5 *", NULL, 1);
  g_autofree char *written = pgn_text (nth_game (result, 0));

  g_assert_cmpstr (written, ==,
                   "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                   "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n");
}

static void
test_comments (void)
{
  g_autoptr(ScReadResult) result =
    read_clean ("{Game start} 1. e4 {best by test} e5 {symmetric}\n"
                "2. Nf3 ; a line comment\n"
                "Nc6 {multi\nline} 3. Bb5 *", NULL, 1);
  ScGame *game = nth_game (result, 0);
  ScGameNode *root = sc_game_get_root (game);
  g_autofree char *text = movetext (game, SC_MOVETEXT_PGN);

  g_assert_cmpstr (root->comment_after, ==, "Game start");
  g_assert_cmpstr (root->first_child->comment_after, ==, "best by test");
  g_assert_cmpstr (root->first_child->first_child->comment_after, ==, "symmetric");
  g_assert_cmpstr (root->first_child->first_child->first_child->comment_after, ==, "a line comment");
  g_assert_cmpstr (text, ==,
                   "{Game start} 1. e4 {best by test} 1... e5 {symmetric} 2. Nf3 {a line comment} "
                   "2... Nc6 {multi line} 3. Bb5 *");
}

static void
test_comment_before_variation_move (void)
{
  check_movetext ("1. e4 e5 ({or} 1... c5 {Sicilian}) 2. Nf3 *",
                  "1. e4 e5 ({or} 1... c5 {Sicilian}) 2. Nf3 *");
}

static void
test_escape_lines (void)
{
  g_autoptr(ScReadResult) result =
    read_clean ("%a line for some program\n[Event \"x\"]\n%another [Event \"no\"]\n\n1. e4\n% 1... zz\ne5 *\n", NULL, 1);
  ScGame *game = nth_game (result, 0);
  g_autofree char *line = main_line (game);

  g_assert_cmpstr (sc_game_get_tag (game, "Event"), ==, "x");
  g_assert_cmpstr (line, ==, "e4 e5");
}

static void
test_nags (void)
{
  g_autoptr(ScReadResult) result =
    read_clean ("1. e4 $1 e5 $146 2. Nf3!? Nc6 ± 3. Bb5?! a6 $10 $14 4. Ba4‼ *", NULL, 1);
  ScGame *game = nth_game (result, 0);
  ScGameNode *e4 = sc_game_get_root (game)->first_child;
  g_autofree char *pgn = movetext (game, SC_MOVETEXT_PGN);
  g_autofree char *display = movetext (game, SC_MOVETEXT_DEFAULT);

  g_assert_cmpuint (e4->n_nags, ==, 1);
  g_assert_cmpuint (e4->nags[0], ==, 1);
  g_assert_cmpuint (e4->first_child->nags[0], ==, 146);
  g_assert_cmpstr (pgn, ==, "1. e4 $1 e5 $146 2. Nf3 $5 Nc6 $16 3. Bb5 $6 a6 $10 $14 4. Ba4 $3 *");
  g_assert_cmpstr (display, ==, "1. e4! e5 N 2. Nf3!? Nc6 ± 3. Bb5?! a6 = ⩲ 4. Ba4!! *");
}

static void
test_variations (void)
{
  const char *text =
    "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... e6 3. g3) 3. g3) 2... d6) 2. Nf3 Nc6 *";
  g_autoptr(ScReadResult) result = read_clean (text, NULL, 1);
  ScGame *game = nth_game (result, 0);
  g_autofree char *written = movetext (game, SC_MOVETEXT_PGN);
  g_autofree char *line = main_line (game);
  ScGameNode *e5 = sc_game_get_root (game)->first_child->first_child;

  g_assert_cmpstr (written, ==, text);
  g_assert_cmpstr (line, ==, "e4 e5 Nf3 Nc6");
  g_assert_nonnull (e5->next_sibling);
  g_assert_null (e5->next_sibling->next_sibling);
}

/* A variation on a variation's first move is one more variation on the
 * same move: it joins the siblings, and the next variation follows it. */
static void
test_variation_on_variation_first_move (void)
{
  check_movetext ("1. e4 e5 (1... c5 (1... d5)) (1... f5) 2. Nf3 *",
                  "1. e4 e5 (1... c5) (1... d5) (1... f5) 2. Nf3 *");
  check_movetext ("1. e4 e5 (1... c5 (1... d5 (1... e6)) 2. Nf3) (1... f5) (1... g6) 2. Nf3 *",
                  "1. e4 e5 (1... c5 2. Nf3) (1... d5) (1... e6) (1... f5) (1... g6) 2. Nf3 *");
}

static void
test_numbering_after_comments_and_variations (void)
{
  check_movetext ("1. e4 {comment} e5 2. Nf3 (2. Bc4) Nc6 (2... d6 {Philidor}) 3. Bb5 *",
                  "1. e4 {comment} 1... e5 2. Nf3 (2. Bc4) 2... Nc6 (2... d6 {Philidor}) 3. Bb5 *");
  /* A variation on White's move continues with Black's number. */
  check_movetext ("1. d4 (1. c4 e5) 1... d5 *", "1. d4 (1. c4 e5) 1... d5 *");
}

static void
test_null_move (void)
{
  g_autoptr(ScReadResult) result = read_clean ("1. e4 e5 (1... -- 2. d4 d5) 2. Nf3 *", NULL, 1);
  ScGame *game = nth_game (result, 0);
  ScGameNode *null = sc_game_get_root (game)->first_child->first_child->next_sibling;
  g_autofree char *written = movetext (game, SC_MOVETEXT_PGN);

  g_assert_cmpuint (null->move, ==, SC_MOVE_NULL);
  g_assert_cmpstr (written, ==, "1. e4 e5 (1... -- 2. d4 d5) 2. Nf3 *");
}

static void
test_results (void)
{
  static const struct {
    const char *written;
    const char *pgn;
  } results[] = {
    { "1-0", "1-0" }, { "0-1", "0-1" }, { "1/2-1/2", "1/2-1/2" }, { "½-½", "1/2-1/2" },
    { "½–½", "1/2-1/2" }, { "1:0", "1-0" }, { "0:1", "0-1" }, { "½:½", "1/2-1/2" }, { "*", "*" },
    { "1/2:1/2", "1/2-1/2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      g_autofree char *input = g_strdup_printf ("1. e4 e5 %s", results[i].written);
      g_autofree char *expected = g_strdup_printf ("1. e4 e5 %s", results[i].pgn);
      g_autoptr(ScReadResult) result = read_clean (input, NULL, 1);
      ScGame *game = nth_game (result, 0);
      g_autofree char *written = movetext (game, SC_MOVETEXT_PGN);

      g_assert_cmpstr (sc_game_get_result (game), ==, results[i].pgn);
      g_assert_cmpstr (written, ==, expected);
    }
}

static void
test_display_result (void)
{
  g_autoptr(ScReadResult) result = read_clean ("1. e4 e5 1/2-1/2", NULL, 1);
  g_autofree char *written = movetext (nth_game (result, 0), SC_MOVETEXT_DEFAULT);

  g_assert_cmpstr (written, ==, "1. e4 e5 ½-½");
}

static void
test_move_numbers (void)
{
  static const char *inputs[] = {
    "1. e4 1... e5 2. Nf3 2... Nc6 3. Bb5 3... a6 *",
    "1.e4 1...e5 2.Nf3 2...Nc6 3.Bb5 3...a6 *",
    "1. e4 1… e5 2) Nf3 2…Nc6 3.Bb5 3.... a6 *",
    "1 e4 e5 2 Nf3 Nc6 3 Bb5 a6 *",
    "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 *",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr(ScReadResult) result = read_clean (inputs[i], sc_language_english (), 1);
      g_autofree char *line = main_line (nth_game (result, 0));

      g_assert_cmpstr (line, ==, "e4 e5 Nf3 Nc6 Bb5 a6");
    }
}

static void
test_move_number_twelve (void)
{
  const char *input =
    "[SetUp \"1\"]\n"
    "[FEN \"r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 12\"]\n"
    "\n"
    "12. Ba4 12... Nf6 13.O-O 13…Be7 14) Re1 *";
  g_autoptr(ScReadResult) result = read_clean (input, NULL, 1);
  ScGame *game = nth_game (result, 0);
  g_autofree char *written = movetext (game, SC_MOVETEXT_PGN);

  g_assert_cmpstr (written, ==, "12. Ba4 Nf6 13. O-O Be7 14. Re1 *");
}

static void
test_white_space (void)
{
  /* A byte order mark, CRLF line ends, tabs and no-break spaces. */
  const char *input =
    "\xEF\xBB\xBF[Event \"Crlf\"]\r\n"
    "[Site \"Tab\"]\r\n"
    "\r\n"
    "1.\te4\xC2\xA0" "e5\r\n"
    "2.\xC2\xA0Nf3\t\tNc6 {a\r\ncomment} ; end\r\n"
    "3. Bb5 *\r\n";
  g_autoptr(ScReadResult) result = read_clean (input, NULL, 1);
  ScGame *game = nth_game (result, 0);
  g_autofree char *line = main_line (game);

  g_assert_cmpstr (sc_game_get_tag (game, "Event"), ==, "Crlf");
  g_assert_cmpstr (sc_game_get_tag (game, "Site"), ==, "Tab");
  g_assert_cmpstr (line, ==, "e4 e5 Nf3 Nc6 Bb5");
  g_assert_cmpstr (sc_game_get_result (game), ==, "*");
  g_assert_cmpstr (sc_game_get_root (game)->first_child->first_child->first_child->first_child->comment_after,
                   ==, "a comment end");
}

static void
test_setup (void)
{
  const char *fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40";
  g_autofree char *input = g_strdup_printf ("[Event \"Ending\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n"
                                            "40... Kd7 41. e4 Ke6 1/2-1/2\n", fen);
  g_autoptr(ScReadResult) result = read_clean (input, NULL, 1);
  ScGame *game = nth_game (result, 0);
  g_autofree char *start = sc_position_to_fen (sc_game_get_start_position (game));
  g_autofree char *written = pgn_text (game);
  g_autofree char *expected = g_strdup_printf (
    "[Event \"Ending\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
    "[White \"?\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n"
    "40... Kd7 41. e4 Ke6 1/2-1/2\n\n", fen);

  g_assert_cmpstr (start, ==, fen);
  g_assert_cmpstr (written, ==, expected);
}

static void
test_bad_fen (void)
{
  g_autoptr(ScReadResult) result =
    sc_read_games ("[SetUp \"1\"]\n[FEN \"8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n1. d4 *\n", -1, NULL);
  ScTextProblem *p;

  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpint (p->kind, ==, SC_PROBLEM_SYNTAX);
  g_assert_cmpuint (p->game_number, ==, 1);
  g_assert_cmpuint (sc_game_get_main_line_length (nth_game (result, 1)), ==, 1);
}

#define GAME_1 "[Event \"one\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"
#define GAME_2 "[Event \"two\"]\n[White \"Ødegård, Åse\"]\n[Result \"1-0\"]\n\n" \
               "1. d4 d5 2. c4 e6\n" \
               "{Åsmund Ødegård} 3. Nc3 Nf6 4. Bc7 a6 5. e3 1-0"
#define GAME_3 "[Event \"three\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1"

static void
test_problem_in_second_game (void)
{
  const char *input = GAME_1 "\n\n" GAME_2 "\n\n" GAME_3 "\n";
  g_autoptr(ScReadResult) result = sc_read_games (input, -1, sc_language_english ());
  ScGame *one, *two, *three;
  ScTextProblem *p;
  g_autofree char *line1 = NULL, *line2 = NULL, *line3 = NULL, *written = NULL;
  const char *bad = strstr (input, "Bc7");

  g_assert_cmpuint (result->games->len, ==, 3);
  one = nth_game (result, 0);
  two = nth_game (result, 1);
  three = nth_game (result, 2);

  line1 = main_line (one);
  g_assert_cmpstr (line1, ==, "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
  g_assert_cmpstr (sc_game_get_result (one), ==, "1-0");
  g_assert_null (sc_game_get_source (one));

  line3 = main_line (three);
  g_assert_cmpstr (line3, ==, "f3 e5 g4 Qh4#");
  g_assert_cmpstr (sc_game_get_tag (three, "Event"), ==, "three");
  g_assert_cmpstr (sc_game_get_result (three), ==, "0-1");
  g_assert_null (sc_game_get_source (three));

  /* Game 2 holds the moves before the problem and its text from there,
   * starting with the number of the move that did not fit. */
  line2 = main_line (two);
  g_assert_cmpstr (line2, ==, "d4 d5 c4 e6 Nc3 Nf6");
  g_assert_cmpstr (sc_game_get_tag (two, "White"), ==, "Ødegård, Åse");
  g_assert_true (g_str_has_prefix (sc_game_get_unread_text (two), "4. Bc7 a6 5. e3 1-0"));
  g_assert_cmpstr (sc_game_get_source (two), ==, GAME_2);

  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpint (p->kind, ==, SC_PROBLEM_ILLEGAL);
  g_assert_cmpuint (p->game_number, ==, 2);
  g_assert_cmpuint (p->offset, ==, (gsize) (bad - input));
  g_assert_cmpuint (p->line, ==, 11);
  /* "{Åsmund Ødegård} 3. Nc3 Nf6 4. " is 31 characters but 34 bytes. */
  g_assert_cmpuint (p->column, ==, 32);
  g_assert_nonnull (p->message);
  g_assert_nonnull (strstr (p->message, "Bc7"));

  /* Written back byte for byte. */
  written = pgn_text (two);
  g_assert_cmpstr (written, ==, GAME_2 "\n\n");
}

static void
test_problem_kinds (void)
{
  static const struct {
    const char   *text;
    ScProblemKind kind;
    guint         column;
  } cases[] = {
    { "1. e4 e5 2. Zf3 *", SC_PROBLEM_UNREADABLE, 13 },
    /* Where the word starts, though its reading stops later: "Qh" and "ga"
     * (a pawn of g taking on a) could start a move. */
    { "1. e4 e5 2. Qh9 *", SC_PROBLEM_UNREADABLE, 13 },
    { "garbage", SC_PROBLEM_UNREADABLE, 1 },
    { "1. e4 d5 2. c4 e6 3. xd5 *", SC_PROBLEM_ILLEGAL, 22 },
    { "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]", SC_PROBLEM_SYNTAX, 1 },
    { "1. e4 e5 2. Nc3 Nc6 3. Ne2 *", SC_PROBLEM_AMBIGUOUS, 24 },
    { "8/P7", SC_PROBLEM_UNREADABLE, 0 },
    { "1. e4 e5 2. Nf3 {never closed", SC_PROBLEM_SYNTAX, 17 },
    { "1. e4 (1. d4 *", SC_PROBLEM_SYNTAX, 7 },
    { "1. e4 e5) *", SC_PROBLEM_SYNTAX, 9 },
    { "(1. e4) *", SC_PROBLEM_SYNTAX, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ScReadResult) result = sc_read_games (cases[i].text, -1, sc_language_english ());
      ScTextProblem *p;

      g_test_message ("%s", cases[i].text);
      g_assert_cmpuint (result->problems->len, >=, 1);
      p = &g_array_index (result->problems, ScTextProblem, 0);
      g_assert_cmpstr (sc_problem_kind_name (p->kind), ==, sc_problem_kind_name (cases[i].kind));
      g_assert_cmpuint (p->line, ==, 1);
      if (cases[i].column > 0)
        g_assert_cmpuint (p->column, ==, cases[i].column);
    }
}

static void
test_promotion_missing_problem (void)
{
  g_autoptr(ScReadResult) result =
    sc_read_games ("[SetUp \"1\"]\n[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n\n1. e8 *\n", -1, NULL);
  ScTextProblem *p;

  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpint (p->kind, ==, SC_PROBLEM_PROMOTION_MISSING);
  g_assert_cmpuint (p->line, ==, 4);
  g_assert_cmpuint (p->column, ==, 4);
}

static void
test_draw_offer (void)
{
  g_autoptr(ScReadResult) result = read_clean ("1. e4 e5 2. Nf3(=) Nc6 3. Bb5 (=) a6 *", NULL, 1);
  ScGame *game = nth_game (result, 0);
  ScGameNode *nf3 = sc_game_get_root (game)->first_child->first_child->first_child;
  g_autofree char *pgn = movetext (game, SC_MOVETEXT_PGN);
  g_autofree char *display = movetext (game, SC_MOVETEXT_DEFAULT);
  g_autoptr(ScReadResult) again = read_clean (pgn, NULL, 1);
  g_autofree char *pgn_again = movetext (nth_game (again, 0), SC_MOVETEXT_PGN);

  g_assert_true (nf3->draw_offer);
  g_assert_false (nf3->first_child->draw_offer);
  g_assert_true (nf3->first_child->first_child->draw_offer);
  g_assert_cmpstr (display, ==, "1. e4 e5 2. Nf3(=) Nc6 3. Bb5(=) a6 *");
  g_assert_cmpstr (pgn, ==, pgn_again);
  g_assert_true (sc_game_get_root (nth_game (again, 0))->first_child->first_child->first_child->draw_offer);
}

static void
test_check_words (void)
{
  g_autoptr(ScReadResult) result =
    read_clean ("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 mate 1-0", NULL, 1);
  g_autofree char *line = main_line (nth_game (result, 0));

  g_assert_cmpstr (line, ==, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
}

static void
test_styles (void)
{
  g_autoptr(ScReadResult) result =
    read_clean ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 6. h3 h5 7. hxg4 hxg4 "
                "8. Nxe5 Qh4 9. d4 g3 10. Qh5 *", NULL, 1);
  ScGame *game = nth_game (result, 0);
  ScNotationStyle style;
  g_autoptr(GString) out = g_string_new (NULL);

  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, sc_language_lookup ("nb"));
  sc_write_movetext (out, game, &style, SC_MOVETEXT_DEFAULT);
  g_assert_cmpstr (out->str, ==,
                   "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxc6 dxc6 5. 0-0 Lg4 6. h3 h5 7. hxg4 hxg4 "
                   "8. Sxe5 Dh4 9. d4 g3 10. Dh5 *");

  g_string_truncate (out, 0);
  sc_notation_style_init_preset (&style, SC_PRESET_MINIMAL, sc_language_lookup ("fr"));
  sc_write_movetext (out, game, &style, SC_MOVETEXT_DEFAULT);
  g_assert_cmpstr (out->str, ==,
                   "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fc6 dc6 5. 0-0 Fg4 6. h3 h5 7. hg4 hg4 "
                   "8. Ce5 Dh4 9. d4 g3 10. Dh5 *");
}

static void
test_language_detection (void)
{
  static const struct {
    const char *text;
    const char *lang;
  } cases[] = {
    { "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7 6. Te1 b5 7. Lb3 d6 *", "nb" },
    { "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 4. Fa4 Cf6 5. 0-0 Fe7 6. Te1 b5 *", "fr" },
    { "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Aa4 Cf6 5. 0-0 Ae7 6. Te1 b5 *", "es" },
    { "1. e4 e5 2. Hf3 Hc6 3. Fb5 a6 4. Fa4 Hf6 5. 0-0 Fe7 6. Be1 b5 *", "hu" },
    { "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *", "en" },
    /* Pawn moves read the same in every language: the locale (English here) wins. */
    { "1. e4 e5 2. d4 exd4 3. c3 dxc3 *", "en" },
    /* The tags are read once for all languages: each reads the moves
     * from the FEN's position (Black to move, a knight on g8). */
    { "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n"
      "1... Sf6 2. e5 Sd5 3. d4 d6 4. Sf3 Lg4 5. Le2 e6 *", "de" },
    /* A tag no language can read past: none reads a move. */
    { "[Event \"x\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. Sf3 *", "en" },
  };

  g_assert_cmpstr (sc_language_code (sc_language_for_locale ()), ==, "en");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ScLanguage *want = sc_language_lookup (cases[i].lang);
      g_autoptr(ScReadResult) result = sc_read_games (cases[i].text, -1, NULL);

      g_test_message ("%s: %s", cases[i].lang, sc_language_code (result->language));
      g_assert_true (result->detected);
      g_assert_true (sc_language_same_letters (result->language, want));
      g_assert_true (sc_language_same_letters (sc_detect_language (cases[i].text, -1), want));
      g_assert_cmpuint (result->problems->len, ==, strstr (cases[i].text, "8/8/8 ") != NULL);
    }
  /* Where letters are the same, the language answered is the locale's. */
  {
    g_autoptr(ScReadResult) result = sc_read_games ("1. e4 e5 *", -1, NULL);

    g_assert_cmpstr (sc_language_code (result->language), ==, "en");
  }
}

/* "1. e4 (1. d4 (1. c4 ..." where each variation goes one move deeper
 * than the one it is in, so the tree is as deep as the text. Moves:
 * the knights dance Nf3 Nf6 Ng1 Ng8; each alternative is another
 * knight move from the same position. */
static const char *const dance[] = { "Nf3", "Nf6", "Ng1", "Ng8" };
static const char *const alternative[] = { "Nc3", "Nc6", "Nh4", "Nh5" };

static char *
nested_text (guint depth)
{
  GString *text = g_string_new (dance[0]);

  for (guint k = 1; k <= depth; k++)
    g_string_append_printf (text, " %s ( %s", alternative[k % 4], dance[k % 4]);
  for (guint k = 1; k <= depth; k++)
    g_string_append (text, " )");
  g_string_append (text, " *");
  return g_string_free (text, FALSE);
}

/* A game whose deepest variation is depth levels down, built without the reader. */
static ScGame *
nested_game (guint depth)
{
  ScGame *game = sc_game_new ();
  ScGameNode *node = sc_game_get_root (game);
  ScPosition pos = *sc_game_get_start_position (game);
  ScUndo undo;

  for (guint k = 0; k <= depth; k++)
    {
      ScMoveParse parse;

      if (k > 0)
        {
          g_assert_true (sc_parse_move (&pos, alternative[k % 4], -1, NULL, &parse));
          sc_game_node_append_child (node, parse.move);
        }
      g_assert_true (sc_parse_move (&pos, dance[k % 4], -1, NULL, &parse));
      node = sc_game_node_append_child (node, parse.move);
      sc_position_make_move (&pos, parse.move, &undo);
    }
  return game;
}

static guint
max_line_width (const char *text)
{
  guint widest = 0;
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    widest = MAX (widest, (guint) g_utf8_strlen (lines[i], -1));
  return widest;
}

static guint
count_char (const char *text,
            char        c)
{
  guint n = 0;

  for (; *text; text++)
    n += *text == c;
  return n;
}

static void
test_deep_nesting_limit (void)
{
  g_autofree char *text = nested_text (10000);
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  ScTextProblem *p;

  g_assert_cmpuint (result->games->len, ==, 1);
  g_assert_cmpuint (result->problems->len, >=, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpint (p->kind, ==, SC_PROBLEM_SYNTAX);
  g_assert_cmpuint (p->game_number, ==, 1);
  g_assert_nonnull (strstr (p->message, "4096"));
}

static void
test_deep_nesting_reads (void)
{
  g_autofree char *text = nested_text (4000);
  g_autoptr(ScReadResult) result = read_clean (text, sc_language_english (), 1);
  g_autofree char *written = pgn_text (nth_game (result, 0));
  g_autoptr(ScReadResult) again = read_clean (written, sc_language_english (), 1);
  g_autofree char *rewritten = pgn_text (nth_game (again, 0));

  g_assert_cmpuint (count_char (written, '('), ==, 4000);
  g_assert_cmpuint (max_line_width (written), <, 80);
  g_assert_cmpstr (written, ==, rewritten);
}

static void
test_deep_nesting_writes (void)
{
  g_autoptr(ScGame) game = nested_game (5000);
  g_autofree char *written = pgn_text (game);
  g_autofree char *display = movetext (game, SC_MOVETEXT_DEFAULT);

  g_assert_cmpuint (count_char (written, '('), ==, 5000);
  g_assert_cmpuint (count_char (written, ')'), ==, 5000);
  g_assert_cmpuint (max_line_width (written), <, 80);
  g_assert_true (g_str_has_prefix (display, "1. Nf3 Nc6 (1... Nf6 2. Nh4 (2. Ng1 Nh5 (2... Ng8 3. Nc3 (3. Nf3 "));
}

static void
test_corpus_idempotent (void)
{
  g_autofree char *text = test_read_data ("corpus/selfplay.pgn");
  gsize length = strlen (text);
  /* The first 100 games are plenty here; the round-trip test reads all. */
  const char *end = text;
  g_autoptr(GString) first = g_string_new (NULL);
  g_autoptr(GString) second = g_string_new (NULL);
  g_autoptr(ScReadResult) result = NULL;
  g_autoptr(ScReadResult) again = NULL;

  for (guint games = 0; games <= 100 && end != NULL; )
    {
      end = strstr (end + 1, "\n[Event ");
      games++;
    }
  result = sc_read_games (text, end != NULL ? end - text : (gssize) length, sc_language_english ());
  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, >=, 100);

  for (guint i = 0; i < result->games->len; i++)
    sc_write_pgn_game (first, nth_game (result, i));
  g_assert_cmpuint (max_line_width (first->str), <, 80);

  again = sc_read_games (first->str, (gssize) first->len, sc_language_english ());
  g_assert_cmpuint (again->problems->len, ==, 0);
  g_assert_cmpuint (again->games->len, ==, result->games->len);
  for (guint i = 0; i < again->games->len; i++)
    sc_write_pgn_game (second, nth_game (again, i));
  g_assert_cmpstr (first->str, ==, second->str);
}

static void
test_wrap_long_comments (void)
{
  g_autoptr(GString) comment = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new ("1. e4 {");
  g_autoptr(ScReadResult) result = NULL;
  g_autoptr(ScReadResult) again = NULL;
  g_autofree char *written = NULL, *rewritten = NULL;

  for (guint i = 0; i < 60; i++)
    g_string_append_printf (comment, "%sword%u", i > 0 ? " " : "", i);
  g_string_append_printf (text, "%s} e5 (1... c5 {%s} 2. Nf3) 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 "
                          "6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2",
                          comment->str, comment->str);
  result = read_clean (text->str, NULL, 1);
  written = pgn_text (nth_game (result, 0));
  g_assert_cmpuint (max_line_width (written), <, 80);
  g_assert_cmpstr (sc_game_get_root (nth_game (result, 0))->first_child->comment_after, ==, comment->str);
  again = read_clean (written, NULL, 1);
  g_assert_cmpstr (sc_game_get_root (nth_game (again, 0))->first_child->comment_after, ==, comment->str);
  rewritten = pgn_text (nth_game (again, 0));
  g_assert_cmpstr (written, ==, rewritten);
}

/* A text whose comments hold commands, with padding of shift characters
 * before them, so that each command falls at every place of a line. */
static char *
commands_at (guint shift)
{
  g_autofree char *padding = g_strnfill (shift + 1, 'x');

  return g_strdup_printf ("1. e4 {%s [%%clk 1:23:45]} e5 {w [%%engine Stockfish 15.1] [%%eval 0.3]} "
                          "2. Nf3 {[%%cal Ra1a8,Gb1c3] %s} Nc6 *", padding, padding);
}

/* A command ("[%engine Stockfish 15.1]") is never parted between lines:
 * a tool that reads commands line by line finds each whole. */
static void
test_wrap_keeps_commands (void)
{
  for (guint shift = 0; shift < 80; shift++)
    {
      g_autofree char *text = commands_at (shift);
      g_autoptr(ScReadResult) result = read_clean (text, NULL, 1);
      g_autofree char *written = pgn_text (nth_game (result, 0));
      /* The movetext's lines, after the tags. */
      g_auto(GStrv) lines = g_strsplit (strstr (written, "\n\n") + 2, "\n", -1);
      g_autoptr(ScReadResult) again = read_clean (written, NULL, 1);
      g_autofree char *rewritten = pgn_text (nth_game (again, 0));

      for (guint i = 0; lines[i] != NULL; i++)
        {
          const char *first_open = strchr (lines[i], '['), *first_close = strchr (lines[i], ']');
          const char *last_open = strrchr (lines[i], '['), *last_close = strrchr (lines[i], ']');

          /* Every command on a line closes on it, and none began above. */
          g_assert_true (last_open == NULL || (last_close != NULL && last_close > last_open));
          g_assert_true (first_close == NULL || (first_open != NULL && first_open < first_close));
          g_assert_false (lines[i][0] == '[' || lines[i][0] == '%');
        }
      g_assert_cmpstr (written, ==, rewritten);
    }
}

/* Where a line breaks at a variation, "(" goes onto the new line with
 * the variation's first move and ")" stays with its last: no line ends
 * with "(" or starts with ")", wherever the variation falls. A run of
 * ")" longer than a line still wraps. */
static void
test_wrap_keeps_parentheses (void)
{
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(ScReadResult) nested = NULL;
  g_autofree char *deep_written = NULL;

  for (guint shift = 0; shift < 70; shift++)
    {
      g_autofree char *padding = g_strnfill (shift + 1, 'x');
      g_autofree char *text = g_strdup_printf ("1. e4 {%s} (1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O "
                                               "6. Nf3 h6 7. Bh4 b6) 1... e5 2. Nf3 (2. f4 exf4) 2... Nc6 *",
                                               padding);
      g_autoptr(ScReadResult) result = read_clean (text, NULL, 1);
      g_autofree char *written = pgn_text (nth_game (result, 0));
      g_auto(GStrv) lines = g_strsplit (written, "\n", -1);
      g_autoptr(ScReadResult) again = read_clean (written, NULL, 1);
      g_autofree char *rewritten = pgn_text (nth_game (again, 0));

      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_assert_false (g_str_has_suffix (lines[i], "("));
          g_assert_false (g_str_has_prefix (lines[i], ")"));
        }
      g_assert_cmpuint (max_line_width (written), <, 80);
      g_assert_cmpstr (written, ==, rewritten);
    }

  /* 200 variations, each inside the last, closed at once. */
  g_string_append (deep, "1. e4");
  for (guint i = 0; i < 200; i++)
    g_string_append (deep, " (1. d4)");
  g_string_truncate (deep, 5);
  for (guint i = 0; i < 200; i++)
    g_string_append (deep, " (1. d4");
  for (guint i = 0; i < 200; i++)
    g_string_append_c (deep, ')');
  g_string_append (deep, " 1... e5 *");
  nested = read_clean (deep->str, NULL, 1);
  deep_written = pgn_text (nth_game (nested, 0));
  g_assert_cmpuint (max_line_width (deep_written), <, 80);
}

static void
test_scoresheet_text (void)
{
  /* What someone types from a paper scoresheet, in German. */
  g_autoptr(ScReadResult) result =
    read_clean ("1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lxc6 dxc6 5.0-0 f6 6.d4 exd4 7.Sxd4 c5 8.Sb3 Dxd1 "
                "9.Txd1 Lg4 10.f3 Le6 11.Sc3 Ld6 12.Le3 b6 13.a4 0-0-0 ½–½",
                sc_language_lookup ("de"), 1);
  ScGame *game = nth_game (result, 0);
  g_autofree char *line = main_line (game);

  g_assert_cmpstr (line, ==, "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6 d4 exd4 Nxd4 c5 Nb3 Qxd1 "
                   "Rxd1 Bg4 f3 Be6 Nc3 Bd6 Be3 b6 a4 O-O-O");
  g_assert_cmpstr (sc_game_get_result (game), ==, "1/2-1/2");
  g_assert_false (result->detected);
}

/* The Result tag gives the result where the movetext has no marker, or
 * "*"; a marker and a tag that give two results fail the game, which
 * keeps its whole text, and the next game is read. */
static void
test_result_tag (void)
{
  const char *input =
    "[Event \"no marker\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Ke7 3. Qxe5#\n\n"
    "[Event \"star\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 *\n\n"
    "[Event \"unknown tag\"]\n[Result \"?\"]\n\n1. c4 0-1\n\n"
    "[Event \"star tag\"]\n[Result \"*\"]\n\n1. Nf3 1-0\n\n"
    "[Event \"two results\"]\n[Result \"1-0\"]\n\n1. e4 e5 0-1\n"
    "1. g4 e5 2. f3 Qh4# 0-1\n";
  g_autoptr(ScReadResult) result = sc_read_games (input, -1, sc_language_english ());
  static const char *const results[] = { "1-0", "1/2-1/2", "0-1", "1-0" };
  const ScTextProblem *p;
  g_autofree char *written = NULL;

  g_assert_cmpuint (result->games->len, ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      g_assert_cmpstr (sc_game_get_result (nth_game (result, i)), ==, results[i]);
      g_assert_null (sc_game_get_source (nth_game (result, i)));
    }
  written = pgn_text (nth_game (result, 0));
  g_assert_nonnull (strstr (written, "[Result \"1-0\"]"));
  g_assert_nonnull (strstr (written, "3. Qxe5# 1-0"));

  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpuint (p->game_number, ==, 5);
  g_assert_cmpuint (p->line, ==, 24);
  g_assert_cmpuint (p->column, ==, 10);
  g_assert_cmpstr (p->message, ==, "the game ends with 0-1, but its Result tag says 1-0");
  g_assert_cmpstr (sc_game_get_source (nth_game (result, 4)), ==,
                   "[Event \"two results\"]\n[Result \"1-0\"]\n\n1. e4 e5 0-1");
  g_assert_cmpstr (sc_game_get_result (nth_game (result, 5)), ==, "0-1");
}

/* Import format allows several tag pairs on a line; anything else after
 * a tag pair fails the game, which is kept as written, not without it. */
static void
test_tag_lines (void)
{
  const char *input =
    "[Event \"A\"] [Site \"B\"]\t[Round \"3\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
    "[Event \"C\"] 1. d4 d5\n[Result \"*\"]\n\n2. c4 *\n\n"
    "[Event \"D\"]\n[Result \"*\"]\n\n1. c4 *\n";
  g_autoptr(ScReadResult) result = sc_read_games (input, -1, sc_language_english ());
  const ScTextProblem *p;

  g_assert_cmpuint (result->games->len, ==, 3);
  g_assert_cmpstr (sc_game_get_tag (nth_game (result, 0), "Site"), ==, "B");
  g_assert_cmpstr (sc_game_get_tag (nth_game (result, 0), "Round"), ==, "3");
  g_assert_cmpuint (sc_game_get_main_line_length (nth_game (result, 0)), ==, 1);
  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpuint (p->game_number, ==, 2);
  g_assert_cmpuint (p->line, ==, 6);
  g_assert_cmpuint (p->column, ==, 13);
  g_assert_cmpstr (p->message, ==, "only tag pairs may follow a tag pair on its line");
  g_assert_cmpstr (sc_game_get_source (nth_game (result, 1)), ==,
                   "[Event \"C\"] 1. d4 d5\n[Result \"*\"]\n\n2. c4 *");
  g_assert_cmpstr (sc_game_get_tag (nth_game (result, 2), "Event"), ==, "D");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/movetext/tags/order-and-escapes", test_tags);
  g_test_add_func ("/movetext/tags/missing", test_missing_tags);
  g_test_add_func ("/movetext/comments/braces-and-semicolons", test_comments);
  g_test_add_func ("/movetext/comments/before-variation-move", test_comment_before_variation_move);
  g_test_add_func ("/movetext/escape-lines", test_escape_lines);
  g_test_add_func ("/movetext/nags", test_nags);
  g_test_add_func ("/movetext/variations/nested", test_variations);
  g_test_add_func ("/movetext/variations/numbering", test_numbering_after_comments_and_variations);
  g_test_add_func ("/movetext/variations/on-first-move", test_variation_on_variation_first_move);
  g_test_add_func ("/movetext/variations/null-move", test_null_move);
  g_test_add_func ("/movetext/results/spellings", test_results);
  g_test_add_func ("/movetext/results/display", test_display_result);
  g_test_add_func ("/movetext/move-numbers/spellings", test_move_numbers);
  g_test_add_func ("/movetext/move-numbers/twelve", test_move_number_twelve);
  g_test_add_func ("/movetext/white-space", test_white_space);
  g_test_add_func ("/movetext/setup/fen", test_setup);
  g_test_add_func ("/movetext/setup/bad-fen", test_bad_fen);
  g_test_add_func ("/movetext/problems/second-of-three", test_problem_in_second_game);
  g_test_add_func ("/movetext/problems/kinds", test_problem_kinds);
  g_test_add_func ("/movetext/problems/promotion-missing", test_promotion_missing_problem);
  g_test_add_func ("/movetext/problems/result-tag", test_result_tag);
  g_test_add_func ("/movetext/problems/tag-lines", test_tag_lines);
  g_test_add_func ("/movetext/draw-offer", test_draw_offer);
  g_test_add_func ("/movetext/check-words", test_check_words);
  g_test_add_func ("/movetext/styles", test_styles);
  g_test_add_func ("/movetext/scoresheet-text", test_scoresheet_text);
  g_test_add_func ("/movetext/language-detection", test_language_detection);
  g_test_add_func ("/movetext/depth/limit", test_deep_nesting_limit);
  g_test_add_func ("/movetext/depth/read-write", test_deep_nesting_reads);
  g_test_add_func ("/movetext/depth/write-5000", test_deep_nesting_writes);
  g_test_add_func ("/movetext/wrap/long-comments", test_wrap_long_comments);
  g_test_add_func ("/movetext/wrap/parentheses", test_wrap_keeps_parentheses);
  g_test_add_func ("/movetext/wrap/commands", test_wrap_keeps_commands);
  g_test_add_func ("/movetext/wrap/corpus-idempotent", test_corpus_idempotent);
  g_test_add_func ("/movetext/draw-offer-after-assessment", test_draw_offer_after_assessment);

  return g_test_run ();
}
