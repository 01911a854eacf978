/* test-chess960.c: Chess960 positions in X-FEN and Shredder-FEN, their
 * castling read, made and written, and games of it read and written
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "sc-format.h"
#include "sc-game.h"
#include "sc-move-parser.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-writer.h"
#include "sc-position.h"

#define SQ(name) SC_SQUARE ((name)[0] - 'a', (name)[1] - '1')

static void
read_chess960 (ScPosition *pos,
               const char *fen)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (sc_position_set_fen_chess960 (pos, fen, NULL, &error));
  g_assert_no_error (error);
}

static void
assert_fen_written (const ScPosition *pos,
                    const char       *expected)
{
  g_autofree char *fen = sc_position_to_fen (pos);

  g_assert_cmpstr (fen, ==, expected);
}

/* The castling moves of the side to move, as SAN. */
static char *
castling_moves (const ScPosition *pos)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    if (sc_move_kind (moves[i]) == SC_MOVE_CASTLING)
      {
        g_autofree char *san = sc_format_san (pos, moves[i]);

        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, san);
      }
  return g_string_free (out, FALSE);
}

static ScMove
parse (const ScPosition *pos,
       const char       *text)
{
  ScMoveParse result;

  g_assert_true (sc_parse_move (pos, text, -1, sc_language_english (), &result));
  return result.move;
}

/* Makes the move read from text, checks the FEN after it, and that
 * unmaking gives the position back. */
static void
assert_castles (const char *fen,
                const char *text,
                const char *fen_after)
{
  ScPosition pos, before, again;
  ScMove move;
  ScUndo undo;

  read_chess960 (&pos, fen);
  before = pos;
  move = parse (&pos, text);
  g_assert_cmpint (sc_move_kind (move), ==, SC_MOVE_CASTLING);
  /* Legal too when asked by the move itself, even where the king lands
   * on its own square or its rook's. */
  g_assert_true (sc_position_is_legal (&pos, move));
  sc_position_make_move (&pos, move, &undo);
  assert_fen_written (&pos, fen_after);

  /* The hash kept up move by move is the one of the position read anew. */
  read_chess960 (&again, fen_after);
  g_assert_cmpuint (pos.hash, ==, again.hash);

  sc_position_unmake_move (&pos, move, &undo);
  g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
}

static void
test_shredder_fen (void)
{
  const char *fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
  g_autoptr (GError) error = NULL;
  ScPosition pos;

  /* Rook files can only mean Chess960: the plain reader knows them too. */
  g_assert_true (sc_position_set_fen (&pos, fen, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.chess960, ==, SC_FEN_CASTLING_SHREDDER);
  g_assert_cmpint (pos.castling, ==, SC_CASTLE_ALL);
  g_assert_cmpint (pos.castling_rooks[0], ==, SQ ("h1"));
  g_assert_cmpint (pos.castling_rooks[1], ==, SQ ("f1"));
  g_assert_cmpint (pos.castling_rooks[2], ==, SQ ("h8"));
  g_assert_cmpint (pos.castling_rooks[3], ==, SQ ("f8"));
  assert_fen_written (&pos, fen);

  /* A file letter on the king's own file has no rook to castle with. */
  g_assert_false (sc_position_set_fen (&pos, "4k3/8/8/8/8/8/8/4K2R w E - 0 1", &error));
  g_assert_error (error, SC_FEN_ERROR, SC_FEN_ERROR_CASTLING);
  g_clear_error (&error);

  /* Letters mixed with files: one file makes it Shredder-FEN, its K and
   * Q the outermost rooks, and it is written with files alone, so that
   * the plain reader reads it back the same. */
  g_assert_true (sc_position_set_fen (&pos, "rnbqk1nr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KAkq - 0 1", &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.chess960, ==, SC_FEN_CASTLING_SHREDDER);
  assert_fen_written (&pos, "rnbqk1nr/pppp1ppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1");
  g_assert_true (sc_position_set_fen (&pos, "rnbq1k1r/p1bPpppp/2p5/8/2B5/8/PPP1NnPP/RNBKQ2R w KA - 1 8", &error));
  g_assert_no_error (error);
  g_assert_cmpint (pos.castling_rooks[0], ==, SQ ("h1"));
  g_assert_cmpint (pos.castling_rooks[1], ==, SQ ("a1"));
  assert_fen_written (&pos, "rnbq1k1r/p1bPpppp/2p5/8/2B5/8/PPP1NnPP/RNBKQ2R w HA - 1 8");
}

static void
test_x_fen (void)
{
  const char *start = "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1";
  g_autoptr (GError) error = NULL;
  ScCastling dropped;
  ScPosition pos;

  read_chess960 (&pos, start);
  g_assert_cmpint (pos.chess960, ==, SC_FEN_CASTLING_X_FEN);
  g_assert_cmpint (pos.castling_rooks[0], ==, SQ ("g1"));
  g_assert_cmpint (pos.castling_rooks[1], ==, SQ ("b1"));
  g_assert_cmpint (pos.castling_rooks[2], ==, SQ ("g8"));
  g_assert_cmpint (pos.castling_rooks[3], ==, SQ ("b8"));
  assert_fen_written (&pos, start);

  /* As normal chess, KQkq needs the king on e1: the rights are dropped. */
  g_assert_true (sc_position_set_fen_lenient (&pos, start, &dropped, &error));
  g_assert_cmpint (dropped, ==, SC_CASTLE_ALL);
  g_assert_cmpint (pos.chess960, ==, SC_FEN_CASTLING_STANDARD);
  g_assert_false (sc_position_set_fen (&pos, start, &error));
  g_assert_error (error, SC_FEN_ERROR, SC_FEN_ERROR_CASTLING);
  g_clear_error (&error);

  /* K is the outermost rook; the inner one is named by its file, and
   * written so again. */
  read_chess960 (&pos, "1k2r2r/8/8/8/8/8/8/1K2R2R w Ek - 0 1");
  g_assert_cmpint (pos.castling_rooks[0], ==, SQ ("e1"));
  g_assert_cmpint (pos.castling_rooks[2], ==, SQ ("h8"));
  assert_fen_written (&pos, "1k2r2r/8/8/8/8/8/8/1K2R2R w Ek - 0 1");

  /* A right with no rook on its side is an error, or dropped. */
  g_assert_false (sc_position_set_fen_chess960 (&pos, "4k3/8/8/8/8/8/8/R3K3 w K - 0 1", NULL, &error));
  g_assert_error (error, SC_FEN_ERROR, SC_FEN_ERROR_CASTLING);
  g_assert_true (sc_position_set_fen_chess960 (&pos, "4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1", &dropped, NULL));
  g_assert_cmpint (dropped, ==, SC_CASTLE_WHITE_KING);
  assert_fen_written (&pos, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");

  /* Normal chess stays as it was. */
  g_assert_true (sc_position_set_fen (&pos, SC_START_FEN, NULL));
  g_assert_cmpint (pos.chess960, ==, SC_FEN_CASTLING_STANDARD);
  assert_fen_written (&pos, SC_START_FEN);

  g_assert_true (sc_variant_is_chess960 ("Chess960"));
  g_assert_true (sc_variant_is_chess960 ("chess960"));
  g_assert_true (sc_variant_is_chess960 ("FischeRandom"));
  g_assert_false (sc_variant_is_chess960 ("Standard"));
  g_assert_false (sc_variant_is_chess960 (NULL));
}

static void
test_castling_squares (void)
{
  /* King b1 with its rook on a1: the king moves one square, the rook three. */
  assert_castles ("3k4/8/8/8/8/8/8/RK6 w A - 0 1", "O-O-O", "3k4/8/8/8/8/8/8/2KR4 b - - 1 1");
  /* King and rook side by side, and they change places. */
  assert_castles ("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  assert_castles ("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  /* The king does not move, only the rook; and 0-0, and the king onto its rook. */
  assert_castles ("4k3/8/8/8/8/8/8/6KR w H - 0 1", "O-O", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  assert_castles ("4k3/8/8/8/8/8/8/6KR w H - 0 1", "0-0", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  assert_castles ("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  /* Black, both sides, in X-FEN. */
  assert_castles ("1rk3r1/8/8/8/8/8/8/4K3 b kq - 0 1", "O-O-O", "2kr2r1/8/8/8/8/8/8/4K3 w - - 1 2");
  assert_castles ("1rk3r1/8/8/8/8/8/8/4K3 b kq - 0 1", "O-O", "1r3rk1/8/8/8/8/8/8/4K3 w - - 1 2");
}

static void
test_castling_legality (void)
{
  static const struct {
    const char *fen;
    const char *moves;
  } cases[] = {
    { "3k4/8/8/8/8/8/8/RK6 w A - 0 1", "O-O-O+" },
    { "4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1", "O-O O-O-O" },
    /* Something between the rook and its square. */
    { "4k3/8/8/8/8/8/8/RN2K3 w A - 0 1", "" },
    /* The king would pass e1, which the rook on e8 attacks. */
    { "4r1k1/8/8/8/8/8/8/1K5R w H - 0 1", "" },
    /* In check. */
    { "4k3/8/8/8/8/8/8/r3K2R w K - 0 1", "" },
    /* The rook on b1 shields c1 from the queen on a1: once it has gone to
     * d1, the king would stand in check. */
    { "4k3/8/8/8/8/8/8/qR4K1 w B - 0 1", "" },
    /* The king stays on g1, no square to cross: the rook alone moves. */
    { "4k3/8/8/8/8/8/8/6KR w H - 0 1", "O-O" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ScPosition pos;
      g_autofree char *found = NULL;

      read_chess960 (&pos, cases[i].fen);
      found = castling_moves (&pos);
      g_assert_cmpstr (found, ==, cases[i].moves);
    }
}

static void
test_castling_rights_lost (void)
{
  ScPosition pos;
  ScUndo undo;

  read_chess960 (&pos, "1r3kr1/8/8/8/8/8/8/1R3KR1 w GBgb - 0 1");
  sc_position_make_move (&pos, parse (&pos, "Rg2"), &undo);
  assert_fen_written (&pos, "1r3kr1/8/8/8/8/8/6R1/1R3K2 b Bgb - 1 1");
  sc_position_make_move (&pos, parse (&pos, "Rxb1+"), &undo);
  assert_fen_written (&pos, "5kr1/8/8/8/8/8/6R1/1r3K2 w g - 0 2");
  sc_position_make_move (&pos, parse (&pos, "Ke2"), &undo);
  sc_position_make_move (&pos, parse (&pos, "Ke8"), &undo);
  assert_fen_written (&pos, "4k1r1/8/8/8/8/8/4K1R1/1r6 w - - 2 3");
}

static void
test_game_start_fen (void)
{
  g_autoptr (ScGame) shredder = sc_game_new ();
  g_autoptr (ScGame) x_fen = sc_game_new ();
  g_autoptr (ScGame) normal = sc_game_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (sc_game_set_start_fen (shredder, "rk6/8/8/8/8/8/8/5KR1 w Ga - 0 1", &error));
  g_assert_cmpstr (sc_game_get_tag (shredder, "Variant"), ==, "Chess960");
  g_assert_cmpint (sc_game_get_start_position (shredder)->chess960, ==, SC_FEN_CASTLING_SHREDDER);

  /* X-FEN with the king off e1 is Chess960 only under its tag. */
  g_assert_false (sc_game_set_start_fen (x_fen, "rk6/8/8/8/8/8/8/5KR1 w Kq - 0 1", &error));
  g_clear_error (&error);
  sc_game_set_tag (x_fen, "Variant", "fischerandom");
  g_assert_true (sc_game_set_start_fen (x_fen, "rk6/8/8/8/8/8/8/5KR1 w Kq - 0 1", &error));
  g_assert_no_error (error);
  g_assert_cmpint (sc_game_get_start_position (x_fen)->castling_rooks[0], ==, SQ ("g1"));

  g_assert_true (sc_game_set_start_fen (normal, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", &error));
  g_assert_null (sc_game_get_tag (normal, "Variant"));
}

static char *
write_all (ScReadResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < result->games->len; i++)
    sc_write_pgn_game (out, g_ptr_array_index (result->games, i));
  return g_string_free (out, FALSE);
}

static void
test_pgn_round_trip (void)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "chess960", "games.pgn", NULL);
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;
  g_autoptr (ScReadResult) first = NULL;
  g_autoptr (ScReadResult) second = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  first = sc_read_games (text, -1, sc_language_english ());
  g_assert_cmpuint (first->games->len, ==, 2);
  g_assert_cmpuint (first->problems->len, ==, 0);
  g_assert_cmpuint (first->warnings->len, ==, 0);

  /* Written as read: the FEN as it was (X-FEN, Shredder-FEN), SetUp,
   * Variant and castling as O-O and O-O-O; each game ends with an empty
   * line, the file's last one too. */
  written = write_all (first);
  expected = g_strconcat (text, "\n", NULL);
  g_assert_cmpstr (written, ==, expected);

  second = sc_read_games (written, -1, sc_language_english ());
  g_assert_cmpuint (second->games->len, ==, 2);
  g_assert_cmpuint (second->problems->len, ==, 0);
  rewritten = write_all (second);
  g_assert_cmpstr (rewritten, ==, written);
}

/* The standard numbering: 518 is the usual start, 0 BBQNNRKR; all 960
 * differ, with the bishops on squares of both colours and the king
 * between its rooks, each rook castling. */
static void
test_start_positions (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *usual = sc_chess960_start_fen (518);
  g_autofree char *first = sc_chess960_start_fen (0);
  g_autofree char *last = sc_chess960_start_fen (959);

  g_assert_cmpstr (usual, ==, SC_START_FEN);
  g_assert_cmpstr (first, ==, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  g_assert_cmpstr (last, ==, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
  for (guint number = 0; number < SC_CHESS960_N_POSITIONS; number++)
    {
      char *fen = sc_chess960_start_fen (number);
      const char *white = strrchr (fen, '/') + 1;
      const char *bishop = strchr (white, 'B');
      ScPosition pos;

      g_assert_false (g_hash_table_contains (seen, fen));
      read_chess960 (&pos, fen);
      g_assert_cmpint (pos.castling, ==, SC_CASTLE_ALL);
      g_assert_cmpint ((bishop - white) % 2, !=, (strchr (bishop + 1, 'B') - white) % 2);
      g_assert_true (strchr (white, 'R') < strchr (white, 'K') && strchr (white, 'K') < strrchr (white, 'R'));
      g_hash_table_add (seen, fen);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess960/shredder-fen", test_shredder_fen);
  g_test_add_func ("/chess960/x-fen", test_x_fen);
  g_test_add_func ("/chess960/castling-squares", test_castling_squares);
  g_test_add_func ("/chess960/castling-legality", test_castling_legality);
  g_test_add_func ("/chess960/castling-rights-lost", test_castling_rights_lost);
  g_test_add_func ("/chess960/game-start-fen", test_game_start_fen);
  g_test_add_func ("/chess960/pgn-round-trip", test_pgn_round_trip);
  g_test_add_func ("/chess960/start-positions", test_start_positions);
  return g_test_run ();
}
