/* test-uci.c: reading what a UCI engine writes, strictly
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lines are as Stockfish 15.1 wrote them for these positions.
 */
#include "config.h"

#include "sc-format.h"
#include "sc-uci.h"

static void
set (ScPosition *pos,
     const char *fen)
{
  g_assert_true (sc_position_set_fen (pos, fen, NULL));
}

/* The pv in SAN, for comparing. */
static char *
pv_san (const ScPosition *start,
        const GArray     *pv)
{
  GString *out = g_string_new (NULL);
  ScPosition pos = *start;

  for (guint i = 0; i < pv->len; i++)
    {
      ScMove move = g_array_index (pv, ScMove, i);
      g_autofree char *san = sc_format_san (&pos, move);
      ScUndo undo;

      g_string_append_printf (out, "%s%s", i > 0 ? " " : "", san);
      sc_position_make_move (&pos, move, &undo);
    }
  return g_string_free (out, FALSE);
}

static void
test_info_line (void)
{
  ScPosition pos;
  ScUciInfo info;
  g_autoptr(GError) error = NULL;
  g_autofree char *san = NULL;

  set (&pos, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  g_assert_true (sc_uci_parse_info ("info depth 6 seldepth 4 multipv 1 score cp 19 wdl 23 974 3 nodes 1024 "
                                    "nps 341333 hashfull 0 tbhits 0 time 3 pv d7d5 d2d3 d5e4",
                                    &pos, &info, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (info.depth, ==, 6);
  g_assert_cmpuint (info.seldepth, ==, 4);
  g_assert_cmpuint (info.multipv, ==, 1);
  g_assert_true (info.has_score);
  g_assert_false (info.mate);
  g_assert_cmpint (info.score, ==, 19);
  g_assert_true (info.has_wdl);
  g_assert_cmpuint (info.wdl[0], ==, 23);
  g_assert_cmpuint (info.wdl[1], ==, 974);
  g_assert_cmpuint (info.wdl[2], ==, 3);
  g_assert_cmpuint (info.nodes, ==, 1024);
  g_assert_cmpuint (info.nps, ==, 341333);
  g_assert_cmpuint (info.time_ms, ==, 3);
  san = pv_san (&pos, info.pv);
  g_assert_cmpstr (san, ==, "d5 d3 dxe4");
  /* Black to move: +19 for Black is -19 for White. */
  g_assert_cmpint (sc_uci_score_for_white (&info, SC_BLACK), ==, -19);
  sc_uci_info_clear (&info);
}

static void
test_mate_and_bounds (void)
{
  ScPosition pos;
  ScUciInfo info;

  set (&pos, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
  g_assert_true (sc_uci_parse_info ("info depth 4 seldepth 2 multipv 1 score mate 1 nodes 80 nps 80000 "
                                    "hashfull 0 tbhits 0 time 1 pv a1a8", &pos, &info, NULL));
  g_assert_true (info.mate);
  g_assert_cmpint (info.score, ==, 1);
  g_assert_cmpint (sc_uci_score_for_white (&info, SC_WHITE), ==, SC_UCI_MATE_SCORE - 1);
  sc_uci_info_clear (&info);

  g_assert_true (sc_uci_parse_info ("info depth 12 score cp -35 upperbound nodes 9000", &pos, &info, NULL));
  g_assert_cmpint (info.bound, ==, SC_UCI_BOUND_UPPER);
  g_assert_null (info.pv);
  g_assert_true (sc_uci_parse_info ("info depth 12 score mate -3 lowerbound", &pos, &info, NULL));
  g_assert_cmpint (info.bound, ==, SC_UCI_BOUND_LOWER);
  g_assert_cmpint (sc_uci_score_for_white (&info, SC_WHITE), ==, -SC_UCI_MATE_SCORE + 3);
}

/* Lines about the search, not a line of play. */
static void
test_other_info (void)
{
  ScPosition pos;
  ScUciInfo info;

  sc_position_init_start (&pos);
  g_assert_true (sc_uci_parse_info ("info string NNUE evaluation using nn-ad9b42354671.nnue enabled", &pos, &info,
                                    NULL));
  g_assert_cmpuint (info.depth, ==, 0);
  g_assert_null (info.pv);
  g_assert_true (sc_uci_parse_info ("info depth 20 currmove e2e4 currmovenumber 1", &pos, &info, NULL));
  g_assert_null (info.pv);
}

/* A line with a move that is not legal where it stands is refused whole;
 * so is what is not the protocol. */
static void
test_refused (void)
{
  ScPosition pos;
  ScUciInfo info;
  GError *error = NULL;

  sc_position_init_start (&pos);
  g_assert_false (sc_uci_parse_info ("info depth 3 score cp 20 pv e2e4 e7e5 e4e5", &pos, &info, &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (g_strstr_len (error->message, -1, "e4e5"));
  g_assert_null (info.pv);
  g_clear_error (&error);

  g_assert_false (sc_uci_parse_info ("info depth 3 score cp 20 pv Nf3", &pos, &info, &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (sc_uci_parse_info ("info depth 3 score pawns 20", &pos, &info, &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_GARBAGE);
  g_clear_error (&error);
  g_assert_false (sc_uci_parse_info ("info wdl 1 2", &pos, &info, &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_GARBAGE);
  g_clear_error (&error);
  g_assert_false (sc_uci_parse_info ("Segmentation fault", &pos, &info, &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_GARBAGE);
  g_clear_error (&error);
}

static void
test_bestmove (void)
{
  ScPosition pos;
  ScMove best, ponder;
  GError *error = NULL;

  set (&pos, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  g_assert_true (sc_uci_parse_bestmove ("bestmove d7d5 ponder d2d3", &pos, &best, &ponder, NULL));
  g_assert_cmpuint (best, ==, sc_uci_read_move (&pos, "d7d5", 4));
  g_assert_cmpuint (ponder, !=, SC_MOVE_NONE);

  /* Castling as the king's move, and a promotion. */
  set (&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  g_assert_true (sc_uci_parse_bestmove ("bestmove e1g1", &pos, &best, NULL, NULL));
  g_assert_cmpint (sc_move_kind (best), ==, SC_MOVE_CASTLING);
  set (&pos, "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_true (sc_uci_parse_bestmove ("bestmove e7e8q", &pos, &best, NULL, NULL));
  g_assert_cmpint (sc_move_promotion (best), ==, SC_QUEEN);

  /* Mate: no move. */
  set (&pos, "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1");
  g_assert_true (sc_uci_parse_bestmove ("bestmove (none)", &pos, &best, NULL, NULL));
  g_assert_cmpuint (best, ==, SC_MOVE_NONE);

  g_assert_false (sc_uci_parse_bestmove ("bestmove e2e5", &pos, &best, NULL, &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uci/info-line", test_info_line);
  g_test_add_func ("/uci/mate-and-bounds", test_mate_and_bounds);
  g_test_add_func ("/uci/other-info", test_other_info);
  g_test_add_func ("/uci/refused", test_refused);
  g_test_add_func ("/uci/bestmove", test_bestmove);
  return g_test_run ();
}
