/* test-move-parser-marks.c: marks of check, mate, en passant and a draw
 * offer, in every order, after one move and between moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "move-parser-check.h"
#include "sc-move-parser.h"
#include "sc-movetext-reader.h"
#include "sc-notation-style.h"

/* Marks in every order (issue 27). Each position has the move with the
 * check or mate that its marks say. */
/* exd6 e.p. gives check to the king on e7. */
#define EP_CHECK   "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 2"
/* 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6: Qxf7 is mate. */
#define SCHOLAR    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
/* 1. e4 f6 2. d4 g5: Qh5 is mate. */
#define FOOL       "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq g6 0 3"
#define ROOK_CHECK "6k1/5pp1/8/8/8/8/8/4R1K1 w - - 0 1"
#define KNIGHT_CHECK "8/8/8/6k1/8/8/8/4K1N1 w - - 0 1"
/* Kb1 uncovers the rook's check along the second rank. */
#define KING_UNCOVERS "8/8/8/8/8/8/R1K4k/8 w - - 0 1"
#define PROMO_CHECK "7k/3P4/8/8/8/8/8/K7 w - - 0 1"
#define PROMO_MATE "7k/3P2pp/8/8/8/8/8/K7 w - - 0 1"
#define SHORT_CHECK "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
#define LONG_CHECK "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"
/* O-O-O: the rook on d1 mates the king walled in by its own men. */
#define LONG_MATE  "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1"

typedef struct {
  const char *fen;
  const char *lang;
  const char *text;        /* a move and its marks, as written */
  const char *expected;    /* the move in coordinates */
  guint8      nag;         /* 0: none */
  gboolean    draw_offer;
  gboolean    en_passant;  /* an e.p. mark is there */
} MarksCase;

static const MarksCase marks_cases[] = {
  /* En passant and check, in every order. */
  { EP_CHECK, "en", "exd6 e.p.+", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6+ e.p.", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6 ep†", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6 e.p.", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6 e. p.", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6 e. p.+", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6+e.p.", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6 e.p. ch", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "exd6 e.p.+!?", "e5d6", 5, FALSE, TRUE },
  { EP_CHECK, "en", "exd6 e.p.+(=)", "e5d6", 0, TRUE, TRUE },
  { EP_CHECK, "nb", "ed6 e.p.+", "e5d6", 0, FALSE, TRUE },
  { EP_CHECK, "en", "ed6: e.p.†", "e5d6", 0, FALSE, TRUE },
  /* Mate in words and signs, and glyphs on either side. */
  { SCHOLAR, "en", "Qxf7++", "h5f7", 0, FALSE, FALSE },
  { SCHOLAR, "en", "Qxf7 mate", "h5f7", 0, FALSE, FALSE },
  { SCHOLAR, "en", "Qxf7 mate!", "h5f7", 1, FALSE, FALSE },
  { SCHOLAR, "en", "Qxf7‡", "h5f7", 0, FALSE, FALSE },
  { SCHOLAR, "de", "Dxf7#", "h5f7", 0, FALSE, FALSE },
  { FOOL, "en", "Qh5#!!", "d1h5", 3, FALSE, FALSE },
  { FOOL, "en", "Qh5!!#", "d1h5", 3, FALSE, FALSE },
  { FOOL, "en", "Qh5 mate!!", "d1h5", 3, FALSE, FALSE },
  { ROOK_CHECK, "en", "Re8 ch", "e1e8", 0, FALSE, FALSE },
  { ROOK_CHECK, "en", "Re8 ch.", "e1e8", 0, FALSE, FALSE },
  { ROOK_CHECK, "en", "Re8 ch!", "e1e8", 1, FALSE, FALSE },
  { KNIGHT_CHECK, "en", "Nf3+!?", "g1f3", 5, FALSE, FALSE },
  { KNIGHT_CHECK, "en", "Nf3!?+", "g1f3", 5, FALSE, FALSE },
  { KNIGHT_CHECK, "de", "Sf3†?!", "g1f3", 6, FALSE, FALSE },
  /* "×": mate after a move, a capture before its square. */
  { SCHOLAR, "en", "Qxf7×", "h5f7", 0, FALSE, FALSE },
  { SCHOLAR, "en", "Q×f7×", "h5f7", 0, FALSE, FALSE },
  { SCHOLAR, "en", "Q×f7×!", "h5f7", 1, FALSE, FALSE },
  { PROMO_MATE, "en", "d8=Q×", "d7d8q", 0, FALSE, FALSE },
  { LONG_MATE, "en", "0-0-0×", "e1c1", 0, FALSE, FALSE },
  /* Promotion with check and with mate. */
  { PROMO_CHECK, "en", "d8=Q+", "d7d8q", 0, FALSE, FALSE },
  { PROMO_MATE, "de", "d8(D)#", "d7d8q", 0, FALSE, FALSE },
  { PROMO_MATE, "en", "d8(Q) mate", "d7d8q", 0, FALSE, FALSE },
  { PROMO_CHECK, "en", "d8/Q", "d7d8q", 0, FALSE, FALSE },
  { PROMO_CHECK, "en", "d8Q+", "d7d8q", 0, FALSE, FALSE },
  { PROMO_CHECK, "fr", "d8=D+!", "d7d8q", 1, FALSE, FALSE },
  { PROMO_CHECK, "en", "d8=Q ch", "d7d8q", 0, FALSE, FALSE },
  /* The draw offer after the check mark and before it. */
  { KING_UNCOVERS, "en", "Kb1+(=)", "c2b1", 0, TRUE, FALSE },
  { KING_UNCOVERS, "en", "Kb1(=)+", "c2b1", 0, TRUE, FALSE },
  { KING_UNCOVERS, "en", "Kb1+ (=)", "c2b1", 0, TRUE, FALSE },
  { KING_UNCOVERS, "en", "Kb1 ch(=)", "c2b1", 0, TRUE, FALSE },
  { KING_UNCOVERS, "fr", "Rb1+(=)!?", "c2b1", 5, TRUE, FALSE },
  /* Castling with check and with mate. */
  { SHORT_CHECK, "en", "0-0+", "e1g1", 0, FALSE, FALSE },
  { SHORT_CHECK, "en", "O-O ch", "e1g1", 0, FALSE, FALSE },
  { SHORT_CHECK, "en", "0–0", "e1g1", 0, FALSE, FALSE },
  { SHORT_CHECK, "en", "0–0†", "e1g1", 0, FALSE, FALSE },
  { LONG_CHECK, "en", "0-0-0†", "e1c1", 0, FALSE, FALSE },
  { LONG_CHECK, "en", "O-O-O+!", "e1c1", 1, FALSE, FALSE },
  { LONG_MATE, "en", "O-O-O#", "e1c1", 0, FALSE, FALSE },
  { LONG_MATE, "en", "0–0–0 mate", "e1c1", 0, FALSE, FALSE },
  /* A check mark on a move that gives none is read and ignored, as ever. */
  { OPEN_GAME, "en", "Nf3 mate!", "g1f3", 1, FALSE, FALSE },
  { SCANDI, "en", "exd5 e.p.+", "e4d5", 0, FALSE, TRUE },
};

/* The move as the entry reads it: the whole text at once. */
static void
check_marks_as_one_move (const MarksCase *c)
{
  ScPosition pos;
  ScMoveParse r;
  g_autofree char *got = NULL;

  set_position (&pos, c->fen);
  if (!sc_parse_move (&pos, c->text, -1, language (c->lang), &r))
    g_error ("“%s” (%s) did not read: %s", c->text, c->lang, sc_move_parse_status_name (r.status));
  got = coordinates (r.move);
  g_assert_cmpstr (got, ==, c->expected);
  g_assert_cmpuint (r.n_nags, ==, c->nag != 0 ? 1 : 0);
  if (c->nag != 0)
    g_assert_cmpuint (r.nags[0], ==, c->nag);
  g_assert_cmpint (r.draw_offer, ==, c->draw_offer);
  g_assert_cmpint (r.en_passant_mark, ==, c->en_passant);
}

/* The move as a file or pasted text has it, its marks words apart,
 * followed by the other side's reply. */
static void
check_marks_in_movetext (const MarksCase *c)
{
  g_autofree char *text = g_strdup_printf ("[SetUp \"1\"]\n[FEN \"%s\"]\n\n1. %s *\n", c->fen, c->text);
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, language (c->lang));
  ScGameNode *node;
  g_autofree char *got = NULL;

  if (result->problems->len > 0)
    g_error ("“%s” (%s): %s", c->text, c->lang,
             g_array_index (result->problems, ScTextProblem, 0).message);
  g_assert_cmpuint (result->games->len, ==, 1);
  node = sc_game_get_root (g_ptr_array_index (result->games, 0))->first_child;
  g_assert_nonnull (node);
  g_assert_null (node->first_child);
  got = coordinates (node->move);
  g_assert_cmpstr (got, ==, c->expected);
  g_assert_cmpuint (node->n_nags, ==, c->nag != 0 ? 1 : 0);
  if (c->nag != 0)
    g_assert_cmpuint (node->nags[0], ==, c->nag);
  g_assert_cmpint (node->draw_offer, ==, c->draw_offer);
  g_assert_null (node->comment_after);
}

/* The move pasted after the start of a game, as the paste dialog reads it. */
static void
check_marks_pasted (const MarksCase *c)
{
  g_autoptr(ScGame) game = sc_game_new ();
  ScTextProblem problem = { 0 };
  ScGameNode *last = NULL;
  g_autofree char *got = NULL;

  g_assert_true (sc_game_set_start_fen (game, c->fen, NULL));
  if (!sc_read_moves_at (game, sc_game_get_root (game), c->text, -1, language (c->lang), &last, &problem))
    g_error ("“%s” (%s) pasted: %s", c->text, c->lang, problem.message);
  g_assert_true (last == sc_game_get_root (game)->first_child);
  got = coordinates (last->move);
  g_assert_cmpstr (got, ==, c->expected);
  g_assert_cmpuint (last->n_nags, ==, c->nag != 0 ? 1 : 0);
  g_assert_cmpint (last->draw_offer, ==, c->draw_offer);
}

static void
test_marks (gconstpointer data)
{
  check_marks_as_one_move (data);
  check_marks_in_movetext (data);
  check_marks_pasted (data);
}

/* Promotion with check and mate in the letters of every language. */
static void
test_promotion_marks_every_language (void)
{
  static const char *forms[] = { "d8=%s+", "d8(%s)#", "d8/%s", "d8%s+", "d8%s mate", "d8=%s+ (=)" };

  for (guint l = 0; l < sc_language_count (); l++)
    {
      const ScLanguage *lang = sc_language_nth (l);

      /* The forms name the square as algebraic notation does;
       * test-descriptive.c reads descriptive promotions with their marks. */
      if (sc_language_system (lang) == SC_NOTATION_DESCRIPTIVE)
        continue;
      /* ICCF numbers name the promotion piece by a digit, not a letter
       * (test-numeric.c reads them with their marks). */
      if (sc_language_system (lang) == SC_NOTATION_NUMERIC)
        continue;
      for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
        for (ScPieceType t = SC_KNIGHT; t <= SC_QUEEN; t++)
          {
            g_autofree char *text = g_strdup_printf (forms[f], sc_language_letter (lang, t));
            MarksCase c = { PROMO_MATE, sc_language_code (lang), text, NULL, 0, f == 5, FALSE };
            g_autofree char *expected = g_strdup_printf ("d7d8%c", "pnbrqk"[t]);

            c.expected = expected;
            test_marks (&c);
          }
    }
}

/* Words of marks are never moves, and moves never words of marks. */
static void
test_marks_words (void)
{
  static const char *marks[] = { "e.p.", "ep", "e.p.+", "e. p.", "ch", "ch.", "mate", "mate!", "+", "++",
                                 "#", "†", "‡", "×", "+!?", "!?+", "(=)", "+(=)", "dis ch", "dbl ch" };
  static const char *not_marks[] = { "e4", "exd6", "Qxf7", "c4", "h3", "e8Q", "O-O", "0-0", "Nf3+",
                                     "{mate}", "chess", "mated", "p.", "e", "" };
  ScMoveParse r;

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (!sc_parse_move_marks (marks[i], -1, &r))
      g_error ("“%s” is not read as marks", marks[i]);
  for (guint i = 0; i < G_N_ELEMENTS (not_marks); i++)
    if (sc_parse_move_marks (not_marks[i], -1, &r))
      g_error ("“%s” is read as marks", not_marks[i]);

  g_assert_true (sc_parse_move_marks ("e.p.+!?", -1, &r));
  g_assert_true (r.en_passant_mark && r.check_mark);
  g_assert_cmpuint (r.n_nags, ==, 1);
  g_assert_cmpuint (r.nags[0], ==, 5);
  g_assert_true (sc_parse_move_marks ("mate(=)", -1, &r));
  g_assert_true (r.check_mark && r.draw_offer);
}

/* Words of marks between moves: the moves around them are all read,
 * and a comment that holds such a word stays a comment. */
static void
test_marks_between_moves (void)
{
  static const char text[] =
    "1. e4 e6 2. e5 Ke7 3. Nf3 d5 4. exd6 e. p. ch {mate} Kxd6 5. d4 ch. Kd7 6. Bb5 ch! c6 *";
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  ScGameNode *node;
  guint n = 0;

  g_assert_cmpuint (result->problems->len, ==, 0);
  node = sc_game_get_root (g_ptr_array_index (result->games, 0));
  for (ScGameNode *m = node->first_child; m != NULL; m = m->first_child)
    {
      n++;
      if (n == 7)
        g_assert_cmpstr (m->comment_after, ==, "mate");
      else if (n == 11)
        {
          g_assert_cmpuint (m->n_nags, ==, 1);
          g_assert_cmpuint (m->nags[0], ==, 1);
        }
      else
        g_assert_null (m->comment_after);
    }
  g_assert_cmpuint (n, ==, 12);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (marks_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/move-parser/marks/case-%02u", i);

      g_test_add_data_func (path, &marks_cases[i], test_marks);
    }
  g_test_add_func ("/move-parser/marks/promotion-every-language", test_promotion_marks_every_language);
  g_test_add_func ("/move-parser/marks/words", test_marks_words);
  g_test_add_func ("/move-parser/marks/between-moves", test_marks_between_moves);

  return g_test_run ();
}
