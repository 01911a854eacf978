/* test-numeric.c: games and moves in ICCF numeric notation
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Evergreen Game (Anderssen – Dufresne, Berlin 1852) as a
 * correspondence scoresheet writes it in ICCF numbers, read with the
 * language given and detected, written back and read again; promotion
 * digits, castling of both colours to both sides (in Chess960 too), the
 * marks that may follow a move, move numbers glued to moves, and the
 * messages for what cannot be read.
 */
#include "config.h"

#include <string.h>

#include "sc-document-entry.h"
#include "sc-format.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "test-data.h"

static const char evergreen[] =
  "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 "
  "8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7 11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6 "
  "14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ gxf6 18. exf6 Rg8 19. Rad1! "
  "Qxf3 20. Rxe7+ Nxe7 21. Qxd7+!! Kxd7 22. Bf5+ Ke8 23. Bd7+ Kf8 24. Bxe7# 1-0";

static const ScLanguage *
iccf (void)
{
  const ScLanguage *lang = sc_language_lookup ("iccf");

  g_assert_nonnull (lang);
  g_assert_cmpint (sc_language_system (lang), ==, SC_NOTATION_NUMERIC);
  return lang;
}

static char *
write_movetext (ScGame                *game,
                const ScNotationStyle *style)
{
  GString *out = g_string_new (NULL);

  sc_write_movetext (out, game, style, SC_MOVETEXT_DEFAULT);
  return g_string_free (out, FALSE);
}

static char *
pgn_of (ScGame *game)
{
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  return write_movetext (game, &pgn);
}

/* Reads text in lang (NULL: detected) as one game without a problem,
 * which must read in ICCF numbers; returns its PGN movetext. */
static char *
read_to_pgn (const char       *text,
             const ScLanguage *lang)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, lang);

  if (result->problems->len > 0)
    g_error ("“%s”: %s", text, g_array_index (result->problems, ScTextProblem, 0).message);
  g_assert_cmpuint (result->games->len, ==, 1);
  g_assert_true (result->language == iccf ());
  g_assert_true (result->detected == (lang == NULL));
  return pgn_of (g_ptr_array_index (result->games, 0));
}

static void
test_sample_game (void)
{
  g_autofree char *text = test_read_data ("scoresheet-iccf.txt");
  g_autofree char *given = read_to_pgn (text, iccf ());
  g_autofree char *detected = read_to_pgn (text, NULL);
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, iccf ());
  g_autofree char *written = NULL;
  g_autofree char *again = NULL;
  ScNotationStyle style;

  g_assert_cmpstr (given, ==, evergreen);
  g_assert_cmpstr (detected, ==, evergreen);

  /* Written back in numbers, as the move list and print write it. */
  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, iccf ());
  written = write_movetext (g_ptr_array_index (result->games, 0), &style);
  g_test_message ("%s", written);
  g_assert_true (g_str_has_prefix (written, "1. 5254 5755 2. 7163 2836 3. 6134 6835 "));
  g_assert_nonnull (strstr (written, " 7. 5171 4443 "));
  g_assert_nonnull (strstr (written, " 19. 1141! 8563 20. 5157 3657 21. 1447!! 5847 "));
  g_assert_true (g_str_has_suffix (written, " 24. 1357 1-0"));
  again = read_to_pgn (written, NULL);
  g_assert_cmpstr (again, ==, evergreen);
}

static void
set_position (ScPosition *pos,
              const char *fen)
{
  g_autoptr(GError) error = NULL;

  if (!sc_position_set_fen_chess960 (pos, fen, NULL, &error))
    g_error ("%s: %s", fen, error->message);
}

static char *
format_iccf (const ScPosition *pos,
             ScMove            move)
{
  ScNotationStyle style;

  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, iccf ());
  return sc_format_move_string (pos, move, &style, SC_FORMAT_DEFAULT);
}

/* text reads as the move coordinates ("e7e8q") says, and is how that
 * move is written (written NULL: as text). */
static void
assert_move (const char *fen,
             const char *text,
             const char *coordinates,
             const char *written)
{
  g_autoptr(GString) got = g_string_new (NULL);
  g_autofree char *spelled = NULL;
  ScPosition pos;
  ScMoveParse r;

  set_position (&pos, fen);
  if (!sc_parse_move (&pos, text, -1, iccf (), &r))
    g_error ("%s: “%s” did not read: %s", fen, text, sc_move_parse_status_name (r.status));
  sc_format_coordinates (got, r.move);
  g_assert_cmpstr (got->str, ==, coordinates);
  spelled = format_iccf (&pos, r.move);
  g_assert_cmpstr (spelled, ==, written != NULL ? written : text);
}

static void
test_promotion (void)
{
  static const char *white = "3r3k/4P3/8/8/8/8/3p4/K7 w - - 0 1";
  static const char *black = "3r3k/4P3/8/8/8/8/3p4/K7 b - - 0 1";

  assert_move (white, "57581", "e7e8q", NULL);
  assert_move (white, "57582", "e7e8r", NULL);
  assert_move (white, "57583", "e7e8b", NULL);
  assert_move (white, "57584", "e7e8n", NULL);
  assert_move (white, "57481", "e7d8q", NULL);
  assert_move (white, "57484", "e7d8n", NULL);
  assert_move (black, "42411", "d2d1q", NULL);
  assert_move (black, "42414", "d2d1n", NULL);
  /* The marks that follow it in correspondence files. */
  assert_move (white, "57581+", "e7e8q", "57581");
  assert_move (white, "57582#", "e7e8r", "57582");
  assert_move (white, "57584!?", "e7e8n", "57584");
}

static void
test_castling (void)
{
  static const char *white = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
  static const char *black = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1";
  ScPosition pos;
  ScMoveParse r;

  assert_move (white, "5171", "e1g1", NULL);
  assert_move (white, "5131", "e1c1", NULL);
  assert_move (black, "5878", "e8g8", NULL);
  assert_move (black, "5838", "e8c8", NULL);
  /* The king put onto its rook, as some programs write castling. */
  assert_move (white, "5181", "e1g1", "5171");
  assert_move (black, "5818", "e8c8", "5838");

  set_position (&pos, white);
  g_assert_true (sc_parse_move (&pos, "5171", -1, iccf (), &r));
  g_assert_cmpint (sc_move_kind (r.move), ==, SC_MOVE_CASTLING);
  /* Without the right, the king's move is no move. */
  set_position (&pos, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Qkq - 0 1");
  g_assert_false (sc_parse_move (&pos, "5171", -1, iccf (), &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_ILLEGAL);
}

/* In Chess960 castling is the king's move to its castling square, and
 * the king put onto its rook where that move is a plain king move too or
 * the king does not move. */
static void
test_chess960 (void)
{
  static const char *both = "1k6/8/8/8/8/8/8/RK5R w HA - 0 1";
  static const char *still = "1k6/8/8/8/8/8/8/6KR w H - 0 1";
  g_autofree char *text = test_read_data ("chess960/games.pgn");
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  ScPosition pos;
  ScMoveParse r;
  guint checked = 0;

  assert_move (both, "2171", "b1g1", NULL);
  assert_move (both, "2111", "b1c1", NULL);
  assert_move (both, "2131", "b1c1", NULL);
  set_position (&pos, both);
  g_assert_true (sc_parse_move (&pos, "2111", -1, iccf (), &r));
  g_assert_cmpint (sc_move_kind (r.move), ==, SC_MOVE_CASTLING);
  g_assert_true (sc_parse_move (&pos, "2131", -1, iccf (), &r));
  g_assert_cmpint (sc_move_kind (r.move), ==, SC_MOVE_NORMAL);
  assert_move (still, "7181", "g1g1", NULL);
  assert_move (still, "7171", "g1g1", "7181");

  /* Every legal move along the games of the Chess960 test reads back. */
  g_assert_cmpuint (result->problems->len, ==, 0);
  for (guint g = 0; g < result->games->len; g++)
    {
      ScGame *game = g_ptr_array_index (result->games, g);

      for (ScGameNode *node = sc_game_get_root (game); node != NULL; node = node->first_child)
        {
          ScMove moves[SC_MAX_MOVES];
          guint n;

          sc_game_position_at (game, node, &pos);
          g_assert_cmpint (pos.chess960, !=, 0);
          n = sc_position_legal_moves (&pos, moves);
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *written = format_iccf (&pos, moves[i]);

              g_assert_true (sc_parse_move (&pos, written, -1, iccf (), &r));
              g_assert_cmpuint (r.move, ==, moves[i]);
              checked += sc_move_kind (moves[i]) == SC_MOVE_CASTLING;
            }
        }
    }
  g_assert_cmpuint (checked, >=, 4);
}

/* text does not read in the start position (or fen) with status; the
 * message for it is message. */
static void
assert_error (const char        *fen,
              const char        *text,
              ScMoveParseStatus  status,
              gsize              error_offset,
              const char        *message)
{
  g_autofree char *described = NULL;
  ScNotationStyle style;
  ScPosition pos;
  ScMoveParse r;

  set_position (&pos, fen != NULL ? fen : SC_START_FEN);
  g_assert_false (sc_parse_move (&pos, text, -1, iccf (), &r));
  g_assert_cmpstr (sc_move_parse_status_name (r.status), ==, sc_move_parse_status_name (status));
  if (status == SC_MOVE_PARSE_UNREADABLE)
    g_assert_cmpuint (r.error_offset, ==, error_offset);
  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, iccf ());
  described = sc_move_parse_describe (&r, &pos, text, -1, &style);
  g_assert_cmpstr (described, ==, message);
}

static void
test_errors (void)
{
  static const char *promotion = "7k/4P3/8/8/8/8/8/K7 w - - 0 1";

  assert_error (NULL, "52e4", SC_MOVE_PARSE_UNREADABLE, 2, "cannot read “52e4” as a move (from “e4” on)");
  assert_error (NULL, "5294", SC_MOVE_PARSE_UNREADABLE, 2, "cannot read “5294” as a move (from “94” on)");
  assert_error (NULL, "5204", SC_MOVE_PARSE_UNREADABLE, 2, "cannot read “5204” as a move (from “04” on)");
  assert_error (NULL, "0254", SC_MOVE_PARSE_UNREADABLE, 0, "cannot read “0254” as a move");
  assert_error (NULL, "525", SC_MOVE_PARSE_UNREADABLE, 3, "cannot read “525” as a move");
  assert_error (NULL, "e4", SC_MOVE_PARSE_UNREADABLE, 0, "cannot read “e4” as a move");
  assert_error (NULL, "52-54", SC_MOVE_PARSE_UNREADABLE, 2, "cannot read “52-54” as a move (from “-54” on)");
  /* A fifth digit names a piece from 1 to 4; there is no sixth. */
  assert_error (promotion, "57585", SC_MOVE_PARSE_UNREADABLE, 4, "cannot read “57585” as a move (from “5” on)");
  assert_error (promotion, "575811", SC_MOVE_PARSE_UNREADABLE, 5, "cannot read “575811” as a move (from “1” on)");

  /* Near candidates: the moves from the same square, else to it. */
  assert_error (NULL, "5255", SC_MOVE_PARSE_ILLEGAL, 0,
                "“5255” is not a legal move here; did you mean 5253 or 5254?");
  assert_error (NULL, "5264", SC_MOVE_PARSE_ILLEGAL, 0,
                "“5264” is not a legal move here; did you mean 5253 or 5254?");
  assert_error (NULL, "5354", SC_MOVE_PARSE_ILLEGAL, 0,
                "“5354” is not a legal move here; did you mean 5254?");
  assert_error (NULL, "52541", SC_MOVE_PARSE_ILLEGAL, 0,
                "“52541” is not a legal move here; did you mean 5253 or 5254?");
  assert_error (NULL, "5555", SC_MOVE_PARSE_ILLEGAL, 0, "“5555” is not a legal move here");
  assert_error (promotion, "5758", SC_MOVE_PARSE_PROMOTION_MISSING, 0,
                "“5758” needs the piece the pawn becomes: 57581, 57582, 57583 or 57584");
}

/* The problem of reading text in numbers: where it is and what it says. */
static void
assert_text_problem (const char *text,
                     guint       column,
                     const char *message)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, iccf ());
  const ScTextProblem *p;

  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpuint (p->line, ==, 1);
  g_assert_cmpuint (p->column, ==, column);
  g_assert_cmpstr (p->message, ==, message);
}

static void
test_movetext (void)
{
  static const struct {
    const char *text;
    const char *pgn;
  } cases[] = {
    { "1. 5254 5755 2. 7163 2836 *", "1. e4 e5 2. Nf3 Nc6 *" },
    /* Numbers glued to their moves, and Black's numbers. */
    { "1.5254 5755 2.7163 2836 *", "1. e4 e5 2. Nf3 Nc6 *" },
    { "1. 5254 1... 5755 2. 7163 2... 2836 *", "1. e4 e5 2. Nf3 Nc6 *" },
    { "1.5254 1...5755 2.7163 2…2836 *", "1. e4 e5 2. Nf3 Nc6 *" },
    { "1 5254 5755 2 7163 2836 *", "1. e4 e5 2. Nf3 Nc6 *" },
    { "1) 5254 5755 2) 7163 2836 *", "1. e4 e5 2. Nf3 Nc6 *" },
    { "12. 5254 12... 5755 *", "1. e4 e5 *" },
    /* Variations that end with a move, marks glued or apart, NAGs and comments. */
    { "1. 5254 5755 2. 7163 (2. 6264 5564) 2... 2836 *", "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *" },
    { "1. 5254 (1. 4244) 1... 5755 *", "1. e4 (1. d4) 1... e5 *" },
    { "1. 5254! 5755 2. 6134?! 2836 3. 4185 {Napoleon} 3... 7866?? 4. 8567# 1-0",
      "1. e4! e5 2. Bc4?! Nc6 3. Qh5 {Napoleon} 3... Nf6?? 4. Qxf7# 1-0" },
    { "1. 5254 5755 2. 6134 2836 3. 4185 7866 4. 8567 # 1-0",
      "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0" },
    { "1. 5254 $1 5755 2. 7163(=) 2836 *", "1. e4! e5 2. Nf3(=) Nc6 *" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *given = read_to_pgn (cases[i].text, iccf ());
      g_autofree char *detected = read_to_pgn (cases[i].text, NULL);

      g_assert_cmpstr (given, ==, cases[i].pgn);
      g_assert_cmpstr (detected, ==, cases[i].pgn);
    }

  assert_text_problem ("1. 5254 5755 2. 7163 9836 *", 22, "cannot read “9836” as a move");
  assert_text_problem ("1. 5254 5755 2. 7163 2846 *", 22,
                       "“2846” is not a legal move here; did you mean 2816 or 2836?");
  assert_text_problem ("1.5254 5755 2.6164 *", 15, "“6164” is not a legal move here; did you mean 6152, 6143, 6134, 6125 or 6116?");
}

/* Algebraic text is still detected as before, and numbers as iccf. */
static void
test_detection (void)
{
  static const char *numeric[] = {
    "1. 5254 5755 2. 7163 2836",
    "5254 5755 7163",
    "1.4244 4845 2.3234 5756 3.2133 6857 4.3135 7866",
    "[Event \"ICCF\"]\n\n1. 5254 3735 2. 7163 4736 *",
  };
  static const struct {
    const char *text;
    const char *lang;
  } algebraic[] = {
    { "1. e4 e5 2. Nf3 Nc6", "en" },
    { "1. e4 e5 2. Sf3 Sc6 3. Lb5", "de" },
    { "1. d4 d5 2. c4 e6 3. Cc3 Cf6", "fr" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (numeric); i++)
    g_assert_true (sc_detect_language (numeric[i], -1) == iccf ());
  for (guint i = 0; i < G_N_ELEMENTS (algebraic); i++)
    g_assert_true (sc_language_same_letters (sc_detect_language (algebraic[i].text, -1),
                                             sc_language_lookup (algebraic[i].lang)));
  /* Numbers in an algebraic text stay move numbers there. */
  g_assert_true (sc_detect_language ("1. e4 e5 1000. Nf3", -1) != iccf ());
}

/* No style puts a piece, capture, check or e.p. mark on a number. */
static void
test_no_marks_written (void)
{
  static const struct {
    const char *fen;
    const char *coordinates;
    const char *written;
  } cases[] = {
    { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7", "8567" },
    { "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "5566" },
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "5171" },
    { "3qk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7d8n", "37484" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ScMove moves[SC_MAX_MOVES];
      ScPosition pos;
      guint n;
      ScMove move = SC_MOVE_NONE;

      set_position (&pos, cases[i].fen);
      n = sc_position_legal_moves (&pos, moves);
      for (guint m = 0; m < n; m++)
        {
          g_autoptr(GString) coordinates = g_string_new (NULL);

          sc_format_coordinates (coordinates, moves[m]);
          if (g_str_equal (coordinates->str, cases[i].coordinates))
            move = moves[m];
        }
      g_assert_cmpuint (move, !=, SC_MOVE_NONE);
      for (ScPreset p = SC_PRESET_FIDE; p < SC_N_PRESETS; p++)
        {
          ScNotationStyle style;
          g_autofree char *written = NULL;
          g_autofree char *offered = NULL;

          sc_notation_style_init_preset (&style, p, iccf ());
          style.check = SC_CHECK_WORDS;
          style.en_passant_suffix = TRUE;
          written = sc_format_move_string (&pos, move, &style, SC_FORMAT_DEFAULT);
          g_assert_cmpstr (written, ==, cases[i].written);
          /* The draw offer is no mark of a move, and is written. */
          offered = sc_format_move_string (&pos, move, &style, SC_FORMAT_DRAW_OFFER);
          g_assert_true (g_str_has_prefix (offered, cases[i].written));
          g_assert_true (g_str_has_suffix (offered, "(=)"));
        }
    }
}

/* Print sets a narrow no-break space between a move number and the
 * numbers of its move, which would read as a decimal otherwise. */
static void
test_move_number (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  ScNotationStyle style;
  ScPosition pos;

  set_position (&pos, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 3 12");
  for (ScPreset p = SC_PRESET_FIDE; p < SC_N_PRESETS; p++)
    {
      sc_notation_style_init_preset (&style, p, iccf ());
      g_string_truncate (out, 0);
      sc_format_move_number (out, &pos, sc_move_new (SC_SQUARE (4, 7), SC_SQUARE (6, 7), SC_MOVE_CASTLING, 0),
                             &style);
      sc_format_move (out, &pos, sc_move_new (SC_SQUARE (4, 7), SC_SQUARE (6, 7), SC_MOVE_CASTLING, 0), &style,
                      SC_FORMAT_DEFAULT);
      g_assert_cmpstr (out->str, ==, "12...\u202F5878");
      g_string_truncate (out, 0);
      sc_format_move_number (out, &pos, sc_move_new (SC_SQUARE (0, 6), SC_SQUARE (0, 4), SC_MOVE_NORMAL, 0), &style);
      g_assert_cmpstr (out->str, ==, "12...\u202F");
    }
  /* Letters keep the number touching the move. */
  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, sc_language_english ());
  g_string_truncate (out, 0);
  sc_format_move_number (out, &pos, sc_move_new (SC_SQUARE (0, 6), SC_SQUARE (0, 4), SC_MOVE_NORMAL, 0), &style);
  g_assert_cmpstr (out->str, ==, "12...");
}

/* Moves typed or pasted in numbers go along the moves the game has. */
static void
test_document_entry (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  ScTextProblem problem = { 0 };
  g_autofree char *pgn = NULL;
  guint n = 0;

  g_assert_true (sc_document_read_moves (doc, "1. 5254 5755 2. 7163", -1, iccf (), &n, &problem));
  g_assert_cmpuint (n, ==, 3);
  sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
  g_assert_true (sc_document_read_moves (doc, "1. 5254 5755", -1, iccf (), &n, &problem));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (sc_game_node_ply (sc_document_get_current (doc)), ==, 2);
  g_assert_true (sc_document_read_moves (doc, "2. 6134 2836", -1, iccf (), &n, &problem));
  pgn = pgn_of (sc_document_get_game (doc));
  g_assert_cmpstr (pgn, ==, "1. e4 e5 2. Nf3 (2. Bc4 Nc6) *");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/numeric/sample-game", test_sample_game);
  g_test_add_func ("/numeric/promotion", test_promotion);
  g_test_add_func ("/numeric/castling", test_castling);
  g_test_add_func ("/numeric/chess960", test_chess960);
  g_test_add_func ("/numeric/errors", test_errors);
  g_test_add_func ("/numeric/movetext", test_movetext);
  g_test_add_func ("/numeric/detection", test_detection);
  g_test_add_func ("/numeric/no-marks-written", test_no_marks_written);
  g_test_add_func ("/numeric/move-number", test_move_number);
  g_test_add_func ("/numeric/document-entry", test_document_entry);
  return g_test_run ();
}
