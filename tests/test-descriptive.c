/* test-descriptive.c: descriptive notation, English (P-K4) and Spanish (P4R)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whole games as old books printed them read as their algebraic scores,
 * each form of a move reads as the move it means, and what the writer
 * spells is what books wrote.
 */
#include "config.h"

#include <string.h>

#include "sc-format.h"
#include "sc-move-parser.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "test-data.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* After 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 d5. */
#define OPENING "r1bqkb1r/ppp2ppp/2n2n2/3pp3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq d6 0 5"
/* After 1. e4 e5 2. d4 d6: both bishops go to a knight's fifth. */
#define BISHOPS "rnbqkbnr/ppp2ppp/3p4/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"

static const ScLanguage *
english (void)
{
  return sc_language_lookup ("en-descriptive");
}

static const ScLanguage *
spanish (void)
{
  return sc_language_lookup ("es-descriptive");
}

static char *
pgn_movetext (ScGame *game)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, game, &pgn, SC_MOVETEXT_PGN);
  return g_string_free (out, FALSE);
}

/* The game of text, read in lang, with no problem. */
static char *
read_one (const char       *text,
          const ScLanguage *lang)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, lang);

  if (result->problems->len > 0)
    {
      ScTextProblem *p = &g_array_index (result->problems, ScTextProblem, 0);

      g_error ("line %u, column %u: %s", p->line, p->column, p->message);
    }
  g_assert_cmpuint (result->games->len, ==, 1);
  return pgn_movetext (g_ptr_array_index (result->games, 0));
}

static ScMoveParse
parse (const char       *fen,
       const char       *text,
       const ScLanguage *lang)
{
  ScPosition pos;
  ScMoveParse r;

  g_assert_true (sc_position_set_fen (&pos, fen, NULL));
  sc_parse_move (&pos, text, -1, lang, &r);
  return r;
}

static char *
coordinates (ScMove move)
{
  GString *out = g_string_new (NULL);

  sc_format_coordinates (out, move);
  return g_string_free (out, FALSE);
}

static void
assert_reads (const char       *fen,
              const char       *text,
              const ScLanguage *lang,
              const char       *expected)
{
  ScMoveParse r = parse (fen, text, lang);
  g_autofree char *got = NULL;

  if (r.status != SC_MOVE_PARSE_OK)
    g_error ("“%s” (%s) did not read: %s", text, sc_language_code (lang), sc_move_parse_status_name (r.status));
  got = coordinates (r.move);
  if (g_strcmp0 (got, expected) != 0)
    g_error ("“%s” (%s) read as %s, not %s", text, sc_language_code (lang), got, expected);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The candidates of r, in coordinates, sorted and joined by spaces. */
static char *
candidates (const ScMoveParse *r)
{
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < r->n_candidates; i++)
    g_ptr_array_add (moves, coordinates (r->candidates[i]));
  g_ptr_array_sort (moves, compare_strings);
  g_ptr_array_add (moves, NULL);
  return g_strjoinv (" ", (char **) moves->pdata);
}

static void
assert_fails (const char        *fen,
              const char        *text,
              const ScLanguage  *lang,
              ScMoveParseStatus  status,
              const char        *expected)
{
  ScMoveParse r = parse (fen, text, lang);
  g_autofree char *got = candidates (&r);

  if (r.status != status)
    g_error ("“%s” (%s): %s, not %s", text, sc_language_code (lang), sc_move_parse_status_name (r.status),
             sc_move_parse_status_name (status));
  g_assert_cmpstr (got, ==, expected);
}

static void
test_games (void)
{
  static const struct { const char *text, *pgn; } games[] = {
    { "descriptive/opera-en.txt", "descriptive/opera.pgn" },
    { "descriptive/opera-es.txt", "descriptive/opera.pgn" },
    { "descriptive/immortal-en.txt", "descriptive/immortal.pgn" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *text = test_read_data (games[i].text);
      g_autofree char *pgn = test_read_data (games[i].pgn);
      const ScLanguage *lang = i == 1 ? spanish () : english ();
      g_autofree char *got = read_one (text, lang);
      g_autofree char *want = read_one (pgn, sc_language_english ());

      g_assert_cmpstr (got, ==, want);
    }
}

/* With no language given, a whole text is told by its moves. */
static void
test_detection (void)
{
  static const struct { const char *file, *code; } texts[] = {
    { "descriptive/opera-en.txt", "en-descriptive" },
    { "descriptive/opera-es.txt", "es-descriptive" },
    { "descriptive/immortal-en.txt", "en-descriptive" },
    { "descriptive/opera.pgn", "en" },
    { "descriptive/immortal.pgn", "en" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *text = test_read_data (texts[i].file);
      g_autoptr(ScReadResult) result = sc_read_games (text, -1, NULL);

      g_assert_cmpstr (sc_language_code (sc_detect_language (text, -1)), ==, texts[i].code);
      g_assert_cmpuint (result->problems->len, ==, 0);
      g_assert_true (result->detected);
    }
}

static void
test_english_forms (void)
{
  static const struct { const char *fen, *text, *move; } cases[] = {
    { START, "P-K4", "e2e4" },
    { START, "P-QB4", "c2c4" },
    { START, "N-KB3", "g1f3" },
    { START, "Kt-KB3", "g1f3" },
    { START, "QKt-B3", "b1c3" },
    { START, "KN-B3", "g1f3" },
    { START, "KKt-B3", "g1f3" },
    { START, "N-KR3", "g1h3" },
    { START, "Kt-KKt3", NULL },
    { START, "P - K4", "e2e4" },
    { START, "P–K4", "e2e4" },
    { START, "P-K4!?", "e2e4" },
    /* Coordinates read in every notation. */
    { START, "e2-e4", "e2e4" },
    { START, "g1f3", "g1f3" },
    { START, "P-K4 ?!", "e2e4" },
    { OPENING, "PxP", "e4d5" },
    { OPENING, "KPxP", "e4d5" },
    { OPENING, "PxQP", "e4d5" },
    { OPENING, "BxP", "c4d5" },
    { OPENING, "NxP", "f3e5" },
    { OPENING, "N-N5", "f3g5" },
    { OPENING, "B-N5", NULL },
    { OPENING, "B-KN5", "c1g5" },
    { OPENING, "QB-N5", NULL },
    { OPENING, "O-O", "e1g1" },
    { OPENING, "Castles", "e1g1" },
    { OPENING, "Castles KR", "e1g1" },
    { OPENING, "castles", "e1g1" },
    { OPENING, "0-0", "e1g1" },
    { OPENING, "B-KN5ch", "c1g5" },
    /* Black counts from its own side: its K4 is e5. */
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "P-K4", "e7e5" },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "N-QB3", "b8c6" },
    /* Ranks and squares tell rooks apart. */
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "R(1)-Q2", "d1d2" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "R1-Q2", "d1d2" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "R/1-Q2", "d1d2" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "R/3-Q2", "d3d2" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "R3-Q2", "d3d2" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "R(Q3)-Q2", "d3d2" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "R/Q3-Q2", "d3d2" },
    /* The queen's knight is the one on the queen's side. */
    { "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1", "N-K2", NULL },
    { "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1", "QN-K2", "c3e2" },
    { "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1", "KN-K2", "g1e2" },
    { "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1", "QKt-K2", "c3e2" },
    /* ... which began there, and may stand on the other side now. */
    { "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4", "KN-K2", "c3e2" },
    /* A capture naming the captured piece's file, and with the square. */
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "QxKP", "d4e5" },
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "QxBP", "d4c5" },
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "QxP(K5)", "d4e5" },
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "QxP/QB5", "d4c5" },
    /* En passant. */
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "PxP e.p.", "e5d6" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "PxP", "e5d6" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "PxP e.p. ch", "e5d6" },
    /* Promotion, in every mark, with check and mate. */
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8=Q", "e7e8q" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8(Q)", "e7e8q" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8/Q", "e7e8q" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8Q", "e7e8q" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8=Kt", "e7e8n" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8=R ch", "e7e8r" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8(R)+", "e7e8r" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8=Q mate", "e7e8q" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8=Q#", "e7e8q" },
    { "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "PxR=Q ch", "e7d8q" },
    { "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "PxR(N)", "e7d8n" },
    /* Long castling in words. */
    { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Castles QR", "e1c1" },
    { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Castles KR", "e1g1" },
    { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "e1c1" },
    { "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "Castles QR", "e8c8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (cases[i].move != NULL)
      assert_reads (cases[i].fen, cases[i].text, english (), cases[i].move);
    else
      g_assert_cmpint (parse (cases[i].fen, cases[i].text, english ()).status, !=, SC_MOVE_PARSE_OK);
}

static void
test_spanish_forms (void)
{
  static const struct { const char *fen, *text, *move; } cases[] = {
    { START, "P4R", "e2e4" },
    { START, "P4AD", "c2c4" },
    { START, "C3AR", "g1f3" },
    { START, "CR3A", "g1f3" },
    { START, "CD3A", "b1c3" },
    { START, "P-4R", "e2e4" },
    { OPENING, "PxP", "e4d5" },
    { OPENING, "PRxP", "e4d5" },
    { OPENING, "PxPD", "e4d5" },
    { OPENING, "AxP", "c4d5" },
    { OPENING, "A5C", NULL },
    { OPENING, "A5CR", "c1g5" },
    { OPENING, "0-0", "e1g1" },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "P4R", "e7e5" },
    { "r1bqkb1r/pp1p1ppp/2n2n2/1Bp1p3/4P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 5", "AxC", "b5c6" },
    { "r1bqkb1r/pp1p1ppp/2n2n2/1Bp1p3/4P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 5", "A5CD", NULL },
    { "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "A5CD", "f1b5" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "PxP a.p.", "e5d6" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "PxP e.p.", "e5d6" },
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "DxPR", "d4e5" },
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "DxPAD", "d4c5" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P8R=D", "e7e8q" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P8R(C)", "e7e8n" },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P8RD+", "e7e8q" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "T(1)2D", "d1d2" },
    { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1c1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (cases[i].move != NULL)
      assert_reads (cases[i].fen, cases[i].text, spanish (), cases[i].move);
    else
      g_assert_cmpint (parse (cases[i].fen, cases[i].text, spanish ()).status, !=, SC_MOVE_PARSE_OK);
}

/* Text that fits several moves names them all; text that fits none the
 * moves of the piece named; text that is no move says where. */
static void
test_errors (void)
{
  ScPosition pos;
  ScMoveParse r;
  ScNotationStyle style;
  g_autofree char *message = NULL;

  assert_fails (BISHOPS, "B-N5", english (), SC_MOVE_PARSE_AMBIGUOUS, "c1g5 f1b5");
  assert_fails (START, "N-B3", english (), SC_MOVE_PARSE_AMBIGUOUS, "b1c3 g1f3");
  assert_fails (START, "C3A", spanish (), SC_MOVE_PARSE_AMBIGUOUS, "b1c3 g1f3");
  assert_fails (START, "Castles", english (), SC_MOVE_PARSE_ILLEGAL, "");
  assert_fails ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Castles", english (), SC_MOVE_PARSE_AMBIGUOUS,
                "e1c1 e1g1");
  assert_fails ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "P-K8", english (), SC_MOVE_PARSE_PROMOTION_MISSING,
                "e7e8b e7e8n e7e8q e7e8r");
  assert_fails ("4k3/8/8/8/8/8/8/R3K2R w K - 0 1", "B-N5", english (), SC_MOVE_PARSE_ILLEGAL, "");
  assert_fails ("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "N-Q3", english (), SC_MOVE_PARSE_ILLEGAL, "b1a3 b1c3 b1d2");
  assert_fails (START, "P-K9", english (), SC_MOVE_PARSE_UNREADABLE, "");
  assert_fails (START, "e4", english (), SC_MOVE_PARSE_UNREADABLE, "");
  assert_fails (START, "e2-e5", english (), SC_MOVE_PARSE_ILLEGAL, "");
  assert_fails (START, "P-K4", spanish (), SC_MOVE_PARSE_UNREADABLE, "");
  assert_fails (START, "P4R", english (), SC_MOVE_PARSE_UNREADABLE, "");
  assert_fails (START, "Px", english (), SC_MOVE_PARSE_UNREADABLE, "");

  r = parse (START, "P-K9", english ());
  g_assert_cmpuint (r.error_offset, ==, 3);
  /* The message names the candidates in descriptive notation. */
  g_assert_true (sc_position_set_fen (&pos, BISHOPS, NULL));
  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, english ());
  r = parse (BISHOPS, "B-N5", english ());
  message = sc_move_parse_describe (&r, &pos, "B-N5", -1, &style);
  g_assert_cmpstr (message, ==, "“B-N5” is ambiguous: it could be B-KN5 or B-QN5+");
}

/* In a whole game: the reader's problem has its line, column and message. */
static void
test_error_in_game (void)
{
  static const char text[] = "1. P-K4 P-K4\n2. N-KB3 N-QB3\n3. B-N5 P-QR3\n4. P-R3 *\n";
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, english ());
  ScTextProblem *p;

  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpint (p->kind, ==, SC_PROBLEM_AMBIGUOUS);
  g_assert_cmpuint (p->line, ==, 4);
  g_assert_cmpuint (p->column, ==, 4);
  g_assert_nonnull (strstr (p->message, "P-QR3"));
  g_assert_nonnull (strstr (p->message, "P-KR3"));
}

/* Forms of several words or with glued marks, inside whole games. */
static void
test_movetext (void)
{
  static const struct { const char *text, *pgn; } games[] = {
    { "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. BxN QPxB 5. Castles B-KN5 *",
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 *" },
    { "1. P-Q4 P-Q4 2. N-QB3 N-QB3 3. B-B4 B-B4 4. Q-Q2 Q-Q2 5. Castles QR Castles QR *",
      "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O O-O-O *" },
    { "1. P-K4 N-KB3 2. P-K5 P-Q4 3. PxP e.p. QxP 4. P-Q4 Q-K3 ch 5. B-K2 P-QN3 *",
      "1. e4 Nf6 2. e5 d5 3. exd6 Qxd6 4. d4 Qe6+ 5. Be2 b6 *" },
    { "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1\"]\n\n1. R(1)-Q2 K-B2 2. R2-KB2 ch K-N1 *",
      "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1\"]\n\n1. R1d2 Kf7 2. Rf2+ Kg8 *" },
    { "[SetUp \"1\"]\n[FEN \"k7/4P3/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. P-K8(Q) mate *",
      "[SetUp \"1\"]\n[FEN \"k7/4P3/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. e8=Q+ *" },
    { "1.P-K4 P-K4 2.Kt-KB3 Kt-QB3 3.B-Kt5 Kt-B3 4.Castles KtxP 5.R-K1 Kt-Q3 6.KtxP BKt *",
      NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(ScReadResult) result = sc_read_games (games[i].text, -1, english ());

      if (games[i].pgn == NULL)
        {
          g_assert_cmpuint (result->problems->len, ==, 1);
          continue;
        }
      {
        g_autofree char *got = read_one (games[i].text, english ());
        g_autofree char *want = read_one (games[i].pgn, sc_language_english ());

        g_assert_cmpstr (got, ==, want);
      }
    }
}

static char *
format (const char            *fen,
        const char            *coords,
        const ScNotationStyle *style)
{
  ScPosition pos;
  ScMove moves[SC_MAX_MOVES];
  guint n;

  g_assert_true (sc_position_set_fen (&pos, fen, NULL));
  n = sc_position_legal_moves (&pos, moves);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *c = coordinates (moves[i]);

      if (g_str_equal (c, coords))
        return sc_format_move_string (&pos, moves[i], style, SC_FORMAT_DEFAULT);
    }
  g_error ("%s is not legal in %s", coords, fen);
}

static void
test_writing (void)
{
  static const struct { const char *fen, *move, *english, *spanish; } cases[] = {
    { START, "e2e4", "P-K4", "P4R" },
    { START, "g1f3", "N-KB3", "C3AR" },
    { START, "b1c3", "N-QB3", "C3AD" },
    { START, "a2a3", "P-QR3", "P3TD" },
    { OPENING, "e4d5", "PxP", "PxP" },
    { OPENING, "c4d5", "BxP", "AxP" },
    { OPENING, "f3e5", "NxP", "CxP" },
    { OPENING, "c1g5", "B-KN5", "A5CR" },
    { OPENING, "e1g1", "0-0", "0-0" },
    { BISHOPS, "c1g5", "B-KN5", "A5CR" },
    { BISHOPS, "f1b5", "B-QN5+", "A5CD+" },
    { BISHOPS, "d4e5", "PxP", "PxP" },
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "d4e5", "QxKP+", "DxPR+" },
    { "4k3/8/8/2p1p3/3Q4/8/8/4K3 w - - 0 1", "d4c5", "QxBP", "DxPA" },
    { "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1", "d1d2", "R(1)-Q2", "T(1)2D" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "PxP e.p.", "PxP a.p." },
    { "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q", "P-K8=Q+", "P8R=D+" },
    { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "0-0-0", "0-0-0" },
    { "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1", "c3e2", "QN-K2", "CD2R" },
  };
  ScNotationStyle style;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (int l = 0; l < 2; l++)
      {
        g_autofree char *got = NULL;

        sc_notation_style_init_preset (&style, SC_PRESET_FIDE, l == 0 ? english () : spanish ());
        got = format (cases[i].fen, cases[i].move, &style);
        g_assert_cmpstr (got, ==, l == 0 ? cases[i].english : cases[i].spanish);
      }

  /* Check in words, castling with the letter O, promotion in parentheses. */
  sc_notation_style_init_preset (&style, SC_PRESET_LONG, english ());
  style.check = SC_CHECK_WORDS;
  style.promotion = SC_PROMOTION_PARENTHESES;
  {
    g_autofree char *check = format (BISHOPS, "f1b5", &style);
    g_autofree char *mate = format ("k7/4P3/1K6/8/8/8/8/8 w - - 0 1", "e7e8q", &style);
    g_autofree char *castles = format (OPENING, "e1g1", &style);

    g_assert_cmpstr (check, ==, "B-QN5 ch");
    g_assert_cmpstr (mate, ==, "P-K8(Q) mate");
    g_assert_cmpstr (castles, ==, "O-O");
  }
}

/* A game written in descriptive notation reads back as itself. */
static void
test_write_whole_game (void)
{
  g_autofree char *pgn = test_read_data ("descriptive/immortal.pgn");
  g_autofree char *opera = test_read_data ("descriptive/opera.pgn");
  const char *texts[] = { pgn, opera };

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    for (int l = 0; l < 2; l++)
      {
        g_autoptr(ScReadResult) result = sc_read_games (texts[t], -1, sc_language_english ());
        ScGame *game = g_ptr_array_index (result->games, 0);
        const ScLanguage *lang = l == 0 ? english () : spanish ();
        g_autoptr(GString) text = g_string_new (NULL);
        g_autofree char *back = NULL;
        g_autofree char *want = pgn_movetext (game);
        ScNotationStyle style;

        sc_notation_style_init_preset (&style, SC_PRESET_FIDE, lang);
        sc_write_movetext (text, game, &style, SC_MOVETEXT_WRAP);
        back = read_one (text->str, lang);
        g_assert_cmpstr (back, ==, want);
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/descriptive/games", test_games);
  g_test_add_func ("/descriptive/detection", test_detection);
  g_test_add_func ("/descriptive/english-forms", test_english_forms);
  g_test_add_func ("/descriptive/spanish-forms", test_spanish_forms);
  g_test_add_func ("/descriptive/errors", test_errors);
  g_test_add_func ("/descriptive/error-in-game", test_error_in_game);
  g_test_add_func ("/descriptive/movetext", test_movetext);
  g_test_add_func ("/descriptive/writing", test_writing);
  g_test_add_func ("/descriptive/write-whole-game", test_write_whole_game);

  return g_test_run ();
}
