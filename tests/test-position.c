/* test-position.c: FEN, make/unmake, hashing and game-end rules
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-bitboard.h"
#include "sc-position.h"

/* Positions with en passant squares, promotions and castling rights,
 * beyond those of perft.tsv. */
static const char *const extra_fens[] = {
  "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
  "8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1",
  "8/8/8/5k2/4Pp2/8/2B5/4K3 b - e3 0 1",
  "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
  "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 5 40",
  "4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
};

static GPtrArray *
load_fens (void)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "vectors", "perft.tsv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *fens = g_ptr_array_new_with_free_func (g_free);

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("The perft vectors are missing: %s", error->message);

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto (GStrv) columns = NULL;
      gboolean seen = FALSE;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      columns = g_strsplit (lines[i], "\t", 2);
      for (guint j = 0; j < fens->len && !seen; j++)
        seen = strcmp (g_ptr_array_index (fens, j), columns[0]) == 0;
      if (!seen)
        g_ptr_array_add (fens, g_strdup (columns[0]));
    }

  for (guint i = 0; i < G_N_ELEMENTS (extra_fens); i++)
    g_ptr_array_add (fens, g_strdup (extra_fens[i]));

  g_assert_cmpuint (fens->len, >, G_N_ELEMENTS (extra_fens));
  return fens;
}

static void
set_fen_or_fail (ScPosition *pos, const char *fen)
{
  g_autoptr (GError) error = NULL;

  sc_position_set_fen (pos, fen, &error);
  g_assert_no_error (error);
}

static void
move_to_uci (ScMove move, char text[6])
{
  ScPieceType promotion = sc_move_promotion (move);

  text[0] = (char) ('a' + SC_SQUARE_FILE (sc_move_from (move)));
  text[1] = (char) ('1' + SC_SQUARE_RANK (sc_move_from (move)));
  text[2] = (char) ('a' + SC_SQUARE_FILE (sc_move_to (move)));
  text[3] = (char) ('1' + SC_SQUARE_RANK (sc_move_to (move)));
  text[4] = promotion == SC_NO_PIECE_TYPE ? '\0' : "pnbrqk"[promotion];
  text[5] = '\0';
}

/* The legal move written as uci, or SC_MOVE_NONE. */
static ScMove
find_move (const ScPosition *pos, const char *uci)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);

  for (guint i = 0; i < n; i++)
    {
      char text[6];

      move_to_uci (moves[i], text);
      if (strcmp (text, uci) == 0)
        return moves[i];
    }
  return SC_MOVE_NONE;
}

static void
play (ScPosition *pos, const char *uci)
{
  ScMove move = find_move (pos, uci);
  ScUndo undo;

  if (move == SC_MOVE_NONE)
    g_error ("%s is not legal here", uci);
  sc_position_make_move (pos, move, &undo);
}

static void
play_line (ScPosition *pos, const char *line)
{
  g_auto (GStrv) moves = g_strsplit (line, " ", -1);

  for (guint i = 0; moves[i] != NULL; i++)
    play (pos, moves[i]);
}

/* FEN */

static void
test_fen_round_trip (void)
{
  g_autoptr (GPtrArray) fens = load_fens ();

  for (guint i = 0; i < fens->len; i++)
    {
      const char *fen = g_ptr_array_index (fens, i);
      g_autofree char *written = NULL;
      ScPosition pos;

      set_fen_or_fail (&pos, fen);
      written = sc_position_to_fen (&pos);
      g_assert_cmpstr (written, ==, fen);
    }
}

static void
test_fen_start (void)
{
  g_autofree char *fen = NULL;
  ScPosition start, parsed;

  sc_position_init_start (&start);
  set_fen_or_fail (&parsed, SC_START_FEN);
  g_assert_cmpmem (&start, sizeof start, &parsed, sizeof parsed);
  fen = sc_position_to_fen (&start);
  g_assert_cmpstr (fen, ==, SC_START_FEN);
}

static void
test_fen_lenient (void)
{
  ScPosition pos;
  g_autofree char *fen = NULL;
  g_autofree char *fen2 = NULL;

  /* Four fields: the clocks default to 0 and 1. */
  set_fen_or_fail (&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
  fen = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen, ==, SC_START_FEN);

  set_fen_or_fail (&pos, "  \t8/8/8/8/8/8/8/K6k b - - 12 34 \n");
  fen2 = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen2, ==, "8/8/8/8/8/8/8/K6k b - - 12 34");
}

static void
test_fen_en_passant_written (void)
{
  ScPosition pos;
  g_autofree char *fen = NULL;

  /* Written after every double step, even with no pawn to capture. */
  sc_position_init_start (&pos);
  play (&pos, "e2e4");
  fen = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
}

typedef struct {
  const char *fen;
  ScFenError  code;
  const char *words; /* the message must contain these */
} BadFen;

static const BadFen bad_fens[] = {
  { "", SC_FEN_ERROR_FIELD_COUNT, "fields" },
  { "8/8/8/8/8/8/8/K6k w -", SC_FEN_ERROR_FIELD_COUNT, "fields" },
  { "8/8/8/8/8/8/8/K6k w - - 0 1 extra", SC_FEN_ERROR_FIELD_COUNT, "fields" },
  { "8/8/8/8/8/8/8/K6k2 w - - 0 1", SC_FEN_ERROR_PLACEMENT, "rank 1 has 10 squares" },
  { "8/8/8/8/8/ppppppppp/8/K6k w - - 0 1", SC_FEN_ERROR_PLACEMENT, "rank 3 has 9 squares" },
  /* A full board and then more: the pieces past the last square are
   * counted, not placed. */
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRQQ w - - 0 1", SC_FEN_ERROR_PLACEMENT, "rank 1 has 10 squares" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR8Q w - - 0 1", SC_FEN_ERROR_PLACEMENT, "rank 1 has 17 squares" },
  { "8/8/8/8/8/8/8/K6k9 w - - 0 1", SC_FEN_ERROR_PLACEMENT, "'9' is not a piece letter" },
  { "8/8/8/8/8/8/K6k w - - 0 1", SC_FEN_ERROR_PLACEMENT, "7 ranks" },
  { "8/8/8/8/8/8/8/8/K6k w - - 0 1", SC_FEN_ERROR_PLACEMENT, "more than 8 ranks" },
  { "8/8/8/8/8/8/8/K5xk w - - 0 1", SC_FEN_ERROR_PLACEMENT, "'x' is not a piece letter" },
  { "8/8/8/8/8/8/8/K6k x - - 0 1", SC_FEN_ERROR_SIDE_TO_MOVE, "side to move" },
  { "8/8/8/8/8/8/8/K6k white - - 0 1", SC_FEN_ERROR_SIDE_TO_MOVE, "side to move" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1", SC_FEN_ERROR_CASTLING, "'X' is not one of K Q k q A-H a-h -" },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", SC_FEN_ERROR_CASTLING, "castling field" },
  { "r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1", SC_FEN_ERROR_CASTLING, "castling field" },
  { "r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1", SC_FEN_ERROR_CASTLING, "castling field" },
  { "8/8/8/8/4P3/8/8/K6k b - e4 0 1", SC_FEN_ERROR_EN_PASSANT, "en passant square e4 is not on rank 3 or 6" },
  { "8/8/8/8/4P3/8/8/K6k b - e9 0 1", SC_FEN_ERROR_EN_PASSANT, "en passant square" },
  { "8/8/8/8/4P3/8/8/K6k w - e3 0 1", SC_FEN_ERROR_EN_PASSANT, "en passant square" },
  { "8/8/8/8/3P4/8/8/K6k b - e3 0 1", SC_FEN_ERROR_EN_PASSANT, "en passant square" },
  { "8/8/8/8/4P3/4N3/8/K6k b - e3 0 1", SC_FEN_ERROR_EN_PASSANT, "en passant square" },
  { "8/8/8/8/8/8/8/K6k w - - x 1", SC_FEN_ERROR_HALFMOVE_CLOCK, "halfmove clock" },
  { "8/8/8/8/8/8/8/K6k w - - -1 1", SC_FEN_ERROR_HALFMOVE_CLOCK, "halfmove clock" },
  { "8/8/8/8/8/8/8/K6k w - - 99999 1", SC_FEN_ERROR_HALFMOVE_CLOCK, "halfmove clock" },
  { "8/8/8/8/8/8/8/K6k w - - 0 one", SC_FEN_ERROR_FULLMOVE_NUMBER, "fullmove number" },
  { "8/8/8/8/8/8/8/K5Kk w - - 0 1", SC_FEN_ERROR_IMPOSSIBLE, "white has 2 kings" },
  { "8/8/8/8/8/8/8/K7 w - - 0 1", SC_FEN_ERROR_IMPOSSIBLE, "black has no king" },
  { "4P3/8/8/8/8/8/8/K6k w - - 0 1", SC_FEN_ERROR_IMPOSSIBLE, "pawn stands on e8" },
  { "8/8/8/8/8/8/8/K2p3k w - - 0 1", SC_FEN_ERROR_IMPOSSIBLE, "pawn stands on d1" },
  { "8/8/8/8/8/8/8/K5Rk w - - 0 1", SC_FEN_ERROR_IMPOSSIBLE, "black is in check, but white is to move" },
  { "8/8/8/8/8/PPPPPPPP/P7/K6k w - - 0 1", SC_FEN_ERROR_IMPOSSIBLE, "white has 9 pawns" },
};

/* A rank of millions of squares (a hostile file's FEN tag) is refused
 * like any rank too long, its count held at a bound. */
static void
test_fen_endless_rank (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *eights = g_strnfill (200000, '8');
  g_autofree char *fen = g_strdup_printf ("%s/8/8/8/8/8/8/K6k w - - 0 1", eights);
  ScPosition pos;

  g_assert_false (sc_position_set_fen (&pos, fen, &error));
  g_assert_error (error, SC_FEN_ERROR, SC_FEN_ERROR_PLACEMENT);
  g_assert_nonnull (strstr (error->message, "rank 8 has 1000000 squares"));
}

/* Puzzle files number the first move 0: read as move 1. */
static void
test_fen_move_zero (void)
{
  g_autoptr (GError) error = NULL;
  ScPosition pos;

  g_assert_true (sc_position_set_fen (&pos, "8/8/8/8/8/8/8/K6k w - - 0 0", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pos.fullmove_number, ==, 1);
}

/* A castling right whose king or rook is not on its square: an error,
 * or, read leniently, dropped and named. */
static void
test_fen_impossible_castling (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *fen = NULL, *rights = NULL;
  ScCastling dropped = SC_CASTLE_ALL;
  ScPosition pos;

  g_assert_false (sc_position_set_fen (&pos, "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1", &error));
  g_clear_error (&error);
  g_assert_true (sc_position_set_fen_lenient (&pos, "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1", &dropped, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (dropped, ==, SC_CASTLE_WHITE_QUEEN | SC_CASTLE_BLACK_KING);
  rights = sc_castling_to_string (dropped);
  g_assert_cmpstr (rights, ==, "Qk");
  fen = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen, ==, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
  g_assert_true (sc_position_set_fen_lenient (&pos, SC_START_FEN, &dropped, NULL));
  g_assert_cmpuint (dropped, ==, 0);
}

static void
test_fen_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      g_autoptr (GError) error = NULL;
      ScPosition pos, before;

      sc_position_init_start (&pos);
      before = pos;
      g_assert_false (sc_position_set_fen (&pos, bad_fens[i].fen, &error));
      g_assert_error (error, SC_FEN_ERROR, (gint) bad_fens[i].code);
      g_assert_true (g_str_has_prefix (error->message, "FEN "));
      if (strstr (error->message, bad_fens[i].words) == NULL)
        g_error ("\"%s\": message \"%s\" does not say \"%s\"",
                 bad_fens[i].fen, error->message, bad_fens[i].words);
      /* A failed read leaves the position alone. */
      g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
    }
}

/* Make and unmake */

/* Every legal move, two plies deep: unmake restores every byte, and the
 * incremental hash equals the hash computed from the FEN afterwards. */
static void
check_make_unmake (ScPosition *pos, guint depth)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);

  g_assert_cmpuint (n, ==, sc_position_count_legal_moves (pos));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *fen = NULL;
      ScPosition before = *pos;
      ScPosition from_fen;
      ScUndo undo;

      g_assert_true (sc_position_is_legal (pos, moves[i]));
      sc_position_make_move (pos, moves[i], &undo);

      fen = sc_position_to_fen (pos);
      set_fen_or_fail (&from_fen, fen);
      g_assert_cmpmem (&from_fen, sizeof from_fen, pos, sizeof *pos);

      if (depth > 1)
        check_make_unmake (pos, depth - 1);

      sc_position_unmake_move (pos, moves[i], &undo);
      g_assert_cmpmem (pos, sizeof *pos, &before, sizeof before);
    }
}

static void
test_make_unmake (void)
{
  g_autoptr (GPtrArray) fens = load_fens ();

  for (guint i = 0; i < fens->len; i++)
    {
      ScPosition pos;

      set_fen_or_fail (&pos, g_ptr_array_index (fens, i));
      check_make_unmake (&pos, 2);
    }
}

static void
test_null_move (void)
{
  ScPosition pos, before;
  ScUndo undo;
  g_autofree char *fen = NULL;

  set_fen_or_fail (&pos, "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2");
  before = pos;
  sc_position_make_null_move (&pos, &undo);
  fen = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3");
  g_assert_cmpuint (sc_position_count_legal_moves (&pos), >, 0);
  sc_position_unmake_move (&pos, SC_MOVE_NULL, &undo);
  g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
}

static void
test_castling_rights_update (void)
{
  ScPosition pos;
  g_autofree char *fen1 = NULL;
  g_autofree char *fen2 = NULL;
  g_autofree char *fen3 = NULL;

  set_fen_or_fail (&pos, "r3k2r/1B6/8/8/8/8/8/R3K2R w KQkq - 0 1");
  play (&pos, "b7a8"); /* takes the rook in its corner: black loses the queen side */
  fen1 = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen1, ==, "B3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1");

  play (&pos, "e8g8");
  fen2 = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen2, ==, "B4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2");

  play (&pos, "h1h2"); /* a rook leaving its corner */
  fen3 = sc_position_to_fen (&pos);
  g_assert_cmpstr (fen3, ==, "B4rk1/8/8/8/8/8/7R/R3K3 b Q - 2 2");
}

/* Move generation details */

static void
assert_moves_absent (const char *fen, const char *const *ucis)
{
  ScPosition pos;

  set_fen_or_fail (&pos, fen);
  for (guint i = 0; ucis[i] != NULL; i++)
    if (find_move (&pos, ucis[i]) != SC_MOVE_NONE)
      g_error ("%s must not be legal in %s", ucis[i], fen);
}

static void
test_en_passant_rank_pin (void)
{
  const char *const absent[] = { "d5e6", NULL };
  ScPosition pos;

  assert_moves_absent ("8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1", absent);
  set_fen_or_fail (&pos, "8/8/8/r2Pp2K/8/8/4k3/8 w - e6 0 1");
  g_assert_false (sc_position_is_legal (&pos, sc_move_new (SC_SQUARE (3, 4), SC_SQUARE (4, 5),
                                                           SC_MOVE_EN_PASSANT, SC_NO_PIECE_TYPE)));
}

static void
test_en_passant_diagonal_pin (void)
{
  const char *const absent[] = { "f4e3", NULL };

  assert_moves_absent ("8/8/8/5k2/4Pp2/8/2B5/4K3 b - e3 0 1", absent);
}

static void
test_en_passant_legal (void)
{
  ScPosition pos;
  ScMove move;

  set_fen_or_fail (&pos, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  move = find_move (&pos, "e5f6");
  g_assert_cmpuint (move, !=, SC_MOVE_NONE);
  g_assert_cmpint (sc_move_kind (move), ==, SC_MOVE_EN_PASSANT);
  g_assert_true (sc_position_is_capture (&pos, move));
  g_assert_cmpint (sc_position_moving_piece (&pos, move), ==, SC_PAWN);
  g_assert_cmpuint (find_move (&pos, "e5d6"), ==, SC_MOVE_NONE);
}

static void
test_castling_through_check (void)
{
  const char *const absent[] = { "e1g1", "e1c1", NULL };

  /* Rooks on f8 and d8 guard the squares the king passes. */
  assert_moves_absent ("3rkr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", absent);
}

static void
test_castling_out_of_check (void)
{
  const char *const absent[] = { "e1g1", "e1c1", NULL };

  assert_moves_absent ("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", absent);
}

static void
test_castling_into_check (void)
{
  const char *const absent[] = { "e1g1", "e1c1", NULL };

  assert_moves_absent ("2r1k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", absent);
}

static void
test_castling_legal (void)
{
  ScPosition pos;
  ScMove move;

  /* b1 may be attacked: the king never crosses it. */
  set_fen_or_fail (&pos, "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  move = find_move (&pos, "e1c1");
  g_assert_cmpint (sc_move_kind (move), ==, SC_MOVE_CASTLING);
  g_assert_false (sc_position_is_capture (&pos, move));
  g_assert_cmpint (sc_position_moving_piece (&pos, move), ==, SC_KING);
  g_assert_cmpuint (find_move (&pos, "e1g1"), !=, SC_MOVE_NONE);

  /* ... but it must be empty. */
  set_fen_or_fail (&pos, "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
  g_assert_cmpuint (find_move (&pos, "e1c1"), ==, SC_MOVE_NONE);
}

static void
test_promotions (void)
{
  const char *const all[] = { "b7b8q", "b7b8r", "b7b8b", "b7b8n", NULL };
  ScPosition pos;

  set_fen_or_fail (&pos, "4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1");
  for (guint i = 0; all[i] != NULL; i++)
    {
      ScMove move = find_move (&pos, all[i]);

      g_assert_cmpuint (move, !=, SC_MOVE_NONE);
      g_assert_cmpint (sc_move_kind (move), ==, SC_MOVE_PROMOTION);
    }
  play (&pos, "b7b8n");
  g_assert_cmpint (sc_position_piece_at (&pos, SC_SQUARE (1, 7)), ==,
                   SC_MAKE_PIECE (SC_WHITE, SC_KNIGHT));
}

static void
test_pins_and_evasions (void)
{
  ScPosition pos;

  /* The e2 rook is pinned along the file: it may slide, but not sideways. */
  set_fen_or_fail (&pos, "4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
  g_assert_cmpuint (find_move (&pos, "e2e8"), !=, SC_MOVE_NONE);
  g_assert_cmpuint (find_move (&pos, "e2d2"), ==, SC_MOVE_NONE);

  /* Double check: only the king moves. */
  set_fen_or_fail (&pos, "4k3/8/8/8/1b6/8/8/R3K1r1 w - - 0 1");
  g_assert_cmpuint (sc_bb_count (sc_position_checkers (&pos)), ==, 2);
  {
    ScMove moves[SC_MAX_MOVES];
    guint n = sc_position_legal_moves (&pos, moves);

    for (guint i = 0; i < n; i++)
      g_assert_cmpint (sc_position_moving_piece (&pos, moves[i]), ==, SC_KING);
  }
}

/* Game end */

static void
test_checkmate (void)
{
  ScPosition pos;

  sc_position_init_start (&pos);
  play_line (&pos, "f2f3 e7e5 g2g4 d8h4");
  g_assert_true (sc_position_in_check (&pos));
  g_assert_true (sc_position_is_checkmate (&pos));
  g_assert_false (sc_position_is_stalemate (&pos));
  g_assert_cmpuint (sc_position_count_legal_moves (&pos), ==, 0);
}

static void
test_stalemate (void)
{
  ScPosition pos;

  set_fen_or_fail (&pos, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  g_assert_false (sc_position_in_check (&pos));
  g_assert_true (sc_position_is_stalemate (&pos));
  g_assert_false (sc_position_is_checkmate (&pos));

  sc_position_init_start (&pos);
  g_assert_false (sc_position_is_stalemate (&pos));
}

/* Whether pos has a legal move, against the count of them; counts the
 * positions without one in *without. */
static void
check_has_legal_moves (const ScPosition *pos,
                       guint            *without)
{
  gboolean any = sc_position_has_legal_moves (pos);

  g_assert_cmpint (any, ==, sc_position_count_legal_moves (pos) > 0);
  *without += !any;
}

/* The same in every position one and two plies from positions with
 * checks, pins, a mate and a stalemate in one. */
static void
test_has_legal_moves (void)
{
  static const char *const fens[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
    "7k/5Q2/5K2/8/8/8/8/8 w - - 0 1",
  };
  guint positions = 0, without = 0;

  for (guint f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      ScPosition root;
      ScMove first[SC_MAX_MOVES];
      guint n_first;

      set_fen_or_fail (&root, fens[f]);
      n_first = sc_position_legal_moves (&root, first);
      for (guint i = 0; i < n_first; i++)
        {
          ScPosition pos = root;
          ScMove second[SC_MAX_MOVES];
          ScUndo undo;
          guint n_second;

          sc_position_make_move (&pos, first[i], &undo);
          check_has_legal_moves (&pos, &without);
          n_second = sc_position_legal_moves (&pos, second);
          for (guint j = 0; j < n_second; j++)
            {
              ScPosition after = pos;

              sc_position_make_move (&after, second[j], &undo);
              check_has_legal_moves (&after, &without);
              positions++;
            }
        }
    }
  g_test_message ("%u positions, %u without a legal move", positions, without);
  g_assert_cmpuint (positions, >, 3000);
  g_assert_cmpuint (without, >, 0);
}

static void
test_insufficient_material (void)
{
  static const struct {
    const char *fen;
    gboolean    insufficient;
  } cases[] = {
    { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", TRUE },
    { "8/8/8/4k3/8/8/8/4KN2 w - - 0 1", TRUE },
    { "8/8/8/4k3/8/8/8/4KB2 w - - 0 1", TRUE },
    { "8/8/8/4kb2/8/8/8/4K3 w - - 0 1", TRUE },
    { "8/8/8/4k3/2b5/8/8/4KB2 w - - 0 1", TRUE },    /* both bishops on light squares */
    { "b7/1b6/8/4k3/8/8/8/4KB2 w - - 0 1", TRUE },   /* three, all light */
    { "8/8/8/4k3/3b4/8/8/4KB2 w - - 0 1", FALSE },   /* opposite colours */
    { "8/8/8/4k3/8/8/8/3NKN2 w - - 0 1", FALSE },
    { "8/8/8/4kn2/8/8/8/4KB2 w - - 0 1", FALSE },
    { "8/8/8/4k3/8/8/8/4KR2 w - - 0 1", FALSE },
    { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", FALSE },
    { "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ScPosition pos;

      set_fen_or_fail (&pos, cases[i].fen);
      if (sc_position_insufficient_material (&pos) != cases[i].insufficient)
        g_error ("insufficient material should be %s for %s",
                 cases[i].insufficient ? "true" : "false", cases[i].fen);
    }
}

static void
test_fifty_move_rule (void)
{
  ScPosition pos;

  set_fen_or_fail (&pos, "8/8/8/4k3/8/8/8/R3K3 w - - 99 80");
  g_assert_false (sc_position_fifty_move_rule (&pos));
  play (&pos, "a1a2");
  g_assert_cmpuint (pos.halfmove_clock, ==, 100);
  g_assert_true (sc_position_fifty_move_rule (&pos));

  /* Mate on the hundredth half-move wins instead. */
  set_fen_or_fail (&pos, "k7/8/1K6/8/8/8/8/7R w - - 99 80");
  play (&pos, "h1h8");
  g_assert_true (sc_position_is_checkmate (&pos));
  g_assert_false (sc_position_fifty_move_rule (&pos));

  /* A pawn move resets the clock. */
  set_fen_or_fail (&pos, "8/8/8/4k3/8/8/P7/4K3 w - - 99 80");
  play (&pos, "a2a3");
  g_assert_cmpuint (pos.halfmove_clock, ==, 0);
  g_assert_false (sc_position_fifty_move_rule (&pos));
}

static void
test_threefold_repetition (void)
{
  g_autoptr (GArray) history = g_array_new (FALSE, FALSE, sizeof (guint64));
  const char *const line[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  ScPosition pos;

  sc_position_init_start (&pos);
  for (guint round = 1; round <= 2; round++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (line); i++)
        {
          g_array_append_val (history, pos.hash);
          play (&pos, line[i]);
        }
      g_assert_cmpuint (sc_position_repetition_count (&pos, (guint64 *) (gpointer) history->data,
                                                      history->len), ==, round + 1);
    }

  /* The knights' position with the other side to move is not the same. */
  {
    ScPosition other;

    set_fen_or_fail (&other, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
    g_assert_cmpuint (sc_position_repetition_count (&other, (guint64 *) (gpointer) history->data,
                                                    history->len), ==, 1);
  }
}

static void
test_hash_en_passant (void)
{
  ScPosition a, b;

  /* No black pawn can take on e3: the en passant square does not matter. */
  set_fen_or_fail (&a, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  set_fen_or_fail (&b, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  g_assert_cmpuint (a.hash, ==, b.hash);

  /* Here the d4 pawn can, so it does. */
  set_fen_or_fail (&a, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  set_fen_or_fail (&b, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  g_assert_cmpuint (a.hash, !=, b.hash);
}

static void
test_magics_reproducible (void)
{
  guint64 rook[64], bishop[64];

  sc_bitboard_search_magics (rook, bishop);
  g_assert_cmpmem (rook, sizeof rook, sc_bitboard_builtin_rook_magics (), sizeof rook);
  g_assert_cmpmem (bishop, sizeof bishop, sc_bitboard_builtin_bishop_magics (), sizeof bishop);
}

/* The rook's attacks from the small tables, which reading games uses,
 * are those of the magic table, which the move generator's loop uses:
 * from every square, over every occupancy of its rank and file's inner
 * squares that a sample of random boards gives, with pieces on the edges
 * too. */
static void
test_rook_attacks_compact (void)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261127);

  for (guint i = 0; i < 20000; i++)
    {
      guint64 occupied = (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);

      /* Sparse boards as well as half-full ones. */
      if (i % 2)
        occupied &= (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);
      for (ScSquare sq = 0; sq < 64; sq++)
        g_assert_cmphex (sc_bb_rook_attacks_compact (t, sq, occupied), ==,
                         sc_bb_rook_attacks (t, sq, occupied));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/position/fen/round-trip", test_fen_round_trip);
  g_test_add_func ("/position/fen/start", test_fen_start);
  g_test_add_func ("/position/fen/lenient", test_fen_lenient);
  g_test_add_func ("/position/fen/en-passant-written", test_fen_en_passant_written);
  g_test_add_func ("/position/fen/errors", test_fen_errors);
  g_test_add_func ("/position/fen/move-zero", test_fen_move_zero);
  g_test_add_func ("/position/fen/endless-rank", test_fen_endless_rank);
  g_test_add_func ("/position/fen/impossible-castling", test_fen_impossible_castling);
  g_test_add_func ("/position/make-unmake/restores", test_make_unmake);
  g_test_add_func ("/position/make-unmake/null-move", test_null_move);
  g_test_add_func ("/position/make-unmake/castling-rights", test_castling_rights_update);
  g_test_add_func ("/position/rook-attacks-compact", test_rook_attacks_compact);
  g_test_add_func ("/position/moves/en-passant-rank-pin", test_en_passant_rank_pin);
  g_test_add_func ("/position/moves/en-passant-diagonal-pin", test_en_passant_diagonal_pin);
  g_test_add_func ("/position/moves/en-passant-legal", test_en_passant_legal);
  g_test_add_func ("/position/moves/castling-through-check", test_castling_through_check);
  g_test_add_func ("/position/moves/castling-out-of-check", test_castling_out_of_check);
  g_test_add_func ("/position/moves/castling-into-check", test_castling_into_check);
  g_test_add_func ("/position/moves/castling-legal", test_castling_legal);
  g_test_add_func ("/position/moves/promotions", test_promotions);
  g_test_add_func ("/position/moves/pins-and-evasions", test_pins_and_evasions);
  g_test_add_func ("/position/end/checkmate", test_checkmate);
  g_test_add_func ("/position/end/stalemate", test_stalemate);
  g_test_add_func ("/position/end/has-legal-moves", test_has_legal_moves);
  g_test_add_func ("/position/end/insufficient-material", test_insufficient_material);
  g_test_add_func ("/position/end/fifty-move-rule", test_fifty_move_rule);
  g_test_add_func ("/position/end/threefold-repetition", test_threefold_repetition);
  g_test_add_func ("/position/hash/en-passant", test_hash_en_passant);
  g_test_add_func ("/bitboard/magics-reproducible", test_magics_reproducible);

  return g_test_run ();
}
