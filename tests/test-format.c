/* test-format.c: every option of ScNotationStyle, disambiguation, presets
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-format.h"
#include "sc-move-parser.h"
#include "sc-notation-style.h"

#define START      SC_START_FEN
#define OPEN_GAME  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
#define OPEN_BLACK "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
#define SCANDI     "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
#define RUY        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
#define QUEEN_H4   "4k3/8/8/8/7Q/8/8/4r1K1 w - - 0 1"
#define CASTLE_W   "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define CASTLE_B   "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
#define PROMO_E    "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
#define PROMO_TAKE "1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1"
#define PROMO_B    "4k3/8/8/8/8/8/1p6/4K2R b - - 0 1"
#define EN_PASSANT "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2"
#define EP_CHECK   "8/8/8/2k5/3Pp3/8/4K3/8 b - d3 0 1"
#define MATE       "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
#define CHECK      "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
/* C.10 examples of seed 000, with and without a piece to take on f3. */
#define KNIGHTS_G1_E1  "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1"
#define KNIGHTS_G1_E1x "4k3/8/8/8/8/5p2/8/K3N1N1 w - - 0 1"
#define KNIGHTS_G5_G1  "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1"
#define KNIGHTS_G5_G1x "4k3/8/8/6N1/8/5r2/8/K5N1 w - - 0 1"
#define KNIGHTS_H2_D4  "4k3/8/8/8/3N4/8/7N/K7 w - - 0 1"
#define KNIGHTS_H2_D4x "4k3/8/8/8/3N4/5b2/7N/K7 w - - 0 1"
#define THREE_QUEENS   "8/2k5/8/8/4Q2Q/8/8/K6Q w - - 0 1"
#define PINNED         "8/8/8/R2nkn2/8/8/2K5/8 b - - 0 1"
#define ROOKS_FILE     "4k3/8/8/8/8/8/K7/R6R w - - 0 1"
#define ROOKS_RANK     "R7/7k/8/8/8/8/8/R3K3 w - - 0 1"

#define KEEP -1

typedef struct {
  const char *path;
  const char *fen;
  const char *move;      /* coordinates */
  ScPreset    preset;
  const char *lang;
  /* Overrides of the preset, KEEP for none. */
  int         pieces;
  int         castling;
  int         capture;
  int         promotion;
  int         check;
  int         en_passant;
  int         long_form;
  gboolean    draw_offer;
  const char *expected;
} FormatCase;

#define STYLE(preset, lang) preset, lang, KEEP, KEEP, KEEP, KEEP, KEEP, KEEP, KEEP, FALSE
#define PIECES(p)       SC_PRESET_PGN, "en", p, KEEP, KEEP, KEEP, KEEP, KEEP, KEEP, FALSE
#define CASTLING(c)     SC_PRESET_PGN, "en", KEEP, c, KEEP, KEEP, KEEP, KEEP, KEEP, FALSE
#define CAPTURE(c)      SC_PRESET_PGN, "en", KEEP, KEEP, c, KEEP, KEEP, KEEP, KEEP, FALSE
#define PROMOTION(p)    SC_PRESET_PGN, "en", KEEP, KEEP, KEEP, p, KEEP, KEEP, KEEP, FALSE
#define CHECKS(c)       SC_PRESET_PGN, "en", KEEP, KEEP, KEEP, KEEP, c, KEEP, KEEP, FALSE
#define EP(e)           SC_PRESET_PGN, "en", KEEP, KEEP, KEEP, KEEP, KEEP, e, KEEP, FALSE
#define LONG(c)         SC_PRESET_PGN, "en", KEEP, KEEP, c, KEEP, KEEP, KEEP, TRUE, FALSE
#define DRAW(preset)    preset, "en", KEEP, KEEP, KEEP, KEEP, KEEP, KEEP, KEEP, TRUE

static const FormatCase cases[] = {
  /* Pieces. */
  { "/format/pieces/letters-en", OPEN_GAME, "g1f3", STYLE (SC_PRESET_FIDE, "en"), "Nf3" },
  { "/format/pieces/letters-nb", OPEN_GAME, "g1f3", STYLE (SC_PRESET_FIDE, "nb"), "Sf3" },
  { "/format/pieces/letters-hu", OPEN_GAME, "d1h5", STYLE (SC_PRESET_FIDE, "hu"), "Vh5" },
  { "/format/pieces/letters-cs", OPEN_GAME, "f1c4", STYLE (SC_PRESET_FIDE, "cs"), "Sc4" },
  { "/format/pieces/figurines-white", OPEN_GAME, "g1f3", PIECES (SC_PIECES_FIGURINES), "♘f3" },
  { "/format/pieces/figurines-black", OPEN_BLACK, "g8f6", PIECES (SC_PIECES_FIGURINES), "♘f6" },
  { "/format/pieces/filled-white", OPEN_GAME, "g1f3", PIECES (SC_PIECES_FIGURINES_FILLED_BLACK), "♘f3" },
  { "/format/pieces/filled-black", OPEN_BLACK, "g8f6", PIECES (SC_PIECES_FIGURINES_FILLED_BLACK), "♞f6" },
  { "/format/pieces/filled-black-queen", OPEN_BLACK, "d8e7", PIECES (SC_PIECES_FIGURINES_FILLED_BLACK), "♛e7" },
  { "/format/pieces/figurine-promotion", PROMO_B, "b2b1q", PIECES (SC_PIECES_FIGURINES_FILLED_BLACK), "b1=♛+" },
  { "/format/pieces/pawn-has-no-letter", START, "e2e4", PIECES (SC_PIECES_FIGURINES), "e4" },

  /* Castling. */
  { "/format/castling/O-O", CASTLE_W, "e1g1", CASTLING (SC_CASTLING_LETTER_O), "O-O" },
  { "/format/castling/O-O-O", CASTLE_W, "e1c1", CASTLING (SC_CASTLING_LETTER_O), "O-O-O" },
  { "/format/castling/0-0", CASTLE_W, "e1g1", CASTLING (SC_CASTLING_DIGIT_ZERO), "0-0" },
  { "/format/castling/0-0-0", CASTLE_B, "e8c8", CASTLING (SC_CASTLING_DIGIT_ZERO), "0-0-0" },
  { "/format/castling/no-check", "r3k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", CASTLING (SC_CASTLING_LETTER_O), "O-O" },
  { "/format/castling/with-check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", CASTLING (SC_CASTLING_DIGIT_ZERO), "0-0+" },

  /* Capture marks. */
  { "/format/capture/x", RUY, "b5c6", CAPTURE (SC_CAPTURE_X), "Bxc6" },
  { "/format/capture/times", RUY, "b5c6", CAPTURE (SC_CAPTURE_TIMES), "B×c6" },
  { "/format/capture/colon", RUY, "b5c6", CAPTURE (SC_CAPTURE_COLON), "B:c6" },
  { "/format/capture/trailing-colon", RUY, "b5c6", CAPTURE (SC_CAPTURE_TRAILING_COLON), "Bc6:" },
  { "/format/capture/none", RUY, "b5c6", CAPTURE (SC_CAPTURE_NONE), "Bc6" },
  { "/format/capture/pawn-x", SCANDI, "e4d5", CAPTURE (SC_CAPTURE_X), "exd5" },
  { "/format/capture/pawn-times", SCANDI, "e4d5", CAPTURE (SC_CAPTURE_TIMES), "e×d5" },
  { "/format/capture/pawn-colon", SCANDI, "e4d5", CAPTURE (SC_CAPTURE_COLON), "e:d5" },
  { "/format/capture/pawn-trailing", SCANDI, "e4d5", CAPTURE (SC_CAPTURE_TRAILING_COLON), "ed5:" },
  { "/format/capture/pawn-none", SCANDI, "e4d5", CAPTURE (SC_CAPTURE_NONE), "ed5" },
  { "/format/capture/non-capture", RUY, "b5a4", CAPTURE (SC_CAPTURE_X), "Ba4" },
  { "/format/capture/en-passant", EN_PASSANT, "e5f6", CAPTURE (SC_CAPTURE_X), "exf6" },
  { "/format/capture/promotion", PROMO_TAKE, "c7b8q", CAPTURE (SC_CAPTURE_X), "cxb8=Q+" },
  { "/format/capture/promotion-trailing", PROMO_TAKE, "c7b8n", CAPTURE (SC_CAPTURE_TRAILING_COLON), "cb8=N:" },

  /* Promotion marks. */
  { "/format/promotion/equals", PROMO_E, "e7e8q", PROMOTION (SC_PROMOTION_EQUALS), "e8=Q" },
  { "/format/promotion/plain", PROMO_E, "e7e8q", PROMOTION (SC_PROMOTION_PLAIN), "e8Q" },
  { "/format/promotion/parentheses", PROMO_E, "e7e8r", PROMOTION (SC_PROMOTION_PARENTHESES), "e8(R)" },
  { "/format/promotion/slash", PROMO_E, "e7e8b", PROMOTION (SC_PROMOTION_SLASH), "e8/B" },
  { "/format/promotion/knight", PROMO_E, "e7e8n", PROMOTION (SC_PROMOTION_EQUALS), "e8=N" },
  { "/format/promotion/fide-nb", "8/3P4/8/8/8/8/k7/4K3 w - - 0 1", "d7d8q", STYLE (SC_PRESET_FIDE, "nb"), "d8D" },
  { "/format/promotion/fide-nb-knight", "8/5P2/8/8/8/8/k7/4K3 w - - 0 1", "f7f8n", STYLE (SC_PRESET_FIDE, "nb"), "f8S" },
  { "/format/promotion/fide-nb-bishop", PROMO_B, "b2b1b", STYLE (SC_PRESET_FIDE, "nb"), "b1L" },
  { "/format/promotion/fide-nb-rook", PROMO_B, "b2b1r", STYLE (SC_PRESET_FIDE, "nb"), "b1T+" },

  /* Check and mate marks. */
  { "/format/check/plus", CHECK, "a1a8", CHECKS (SC_CHECK_PLUS_HASH), "Ra8+" },
  { "/format/check/hash", MATE, "a1a8", CHECKS (SC_CHECK_PLUS_HASH), "Ra8#" },
  { "/format/check/plus-double", CHECK, "a1a8", CHECKS (SC_CHECK_PLUS_DOUBLE_PLUS), "Ra8+" },
  { "/format/check/double-plus", MATE, "a1a8", CHECKS (SC_CHECK_PLUS_DOUBLE_PLUS), "Ra8++" },
  { "/format/check/dagger", CHECK, "a1a8", CHECKS (SC_CHECK_DAGGERS), "Ra8†" },
  { "/format/check/double-dagger", MATE, "a1a8", CHECKS (SC_CHECK_DAGGERS), "Ra8‡" },
  { "/format/check/ch", CHECK, "a1a8", CHECKS (SC_CHECK_WORDS), "Ra8 ch" },
  { "/format/check/mate", MATE, "a1a8", CHECKS (SC_CHECK_WORDS), "Ra8 mate" },
  { "/format/check/none-check", CHECK, "a1a8", CHECKS (SC_CHECK_NONE), "Ra8" },
  { "/format/check/none-mate", MATE, "a1a8", CHECKS (SC_CHECK_NONE), "Ra8" },
  { "/format/check/no-check", CHECK, "a1a7", CHECKS (SC_CHECK_PLUS_HASH), "Ra7" },
  { "/format/check/stalemate-is-not-mate", "k7/8/1Q6/8/8/8/8/K7 w - - 0 1", "b6c7", CHECKS (SC_CHECK_PLUS_HASH), "Qc7" },

  /* En passant. */
  { "/format/en-passant/no-suffix", EN_PASSANT, "e5f6", EP (FALSE), "exf6" },
  { "/format/en-passant/suffix", EN_PASSANT, "e5f6", EP (TRUE), "exf6 e.p." },
  { "/format/en-passant/suffix-check", EP_CHECK, "e4d3", EP (TRUE), "exd3 e.p.+" },
  { "/format/en-passant/not-on-other-captures", SCANDI, "e4d5", EP (TRUE), "exd5" },
  { "/format/en-passant/fide", EN_PASSANT, "e5f6", STYLE (SC_PRESET_FIDE, "de"), "exf6 e.p." },

  /* Long form. */
  { "/format/long/pawn", START, "e2e4", LONG (SC_CAPTURE_X), "e2-e4" },
  { "/format/long/knight", START, "g1f3", LONG (SC_CAPTURE_X), "Ng1-f3" },
  { "/format/long/pawn-capture", SCANDI, "e4d5", LONG (SC_CAPTURE_X), "e4xd5" },
  { "/format/long/queen-capture", QUEEN_H4, "h4e1", LONG (SC_CAPTURE_X), "Qh4xe1+" },
  { "/format/long/times", RUY, "b5c6", LONG (SC_CAPTURE_TIMES), "Bb5×c6" },
  { "/format/long/colon", RUY, "b5c6", LONG (SC_CAPTURE_COLON), "Bb5:c6" },
  { "/format/long/en-passant", EN_PASSANT, "e5f6", LONG (SC_CAPTURE_X), "e5xf6" },
  { "/format/long/castling", CASTLE_W, "e1c1", LONG (SC_CAPTURE_X), "O-O-O" },
  { "/format/long/promotion", PROMO_E, "e7e8q", LONG (SC_CAPTURE_X), "e7-e8=Q" },
  { "/format/long/mate", MATE, "a1a8", LONG (SC_CAPTURE_X), "Ra1-a8#" },
  { "/format/long/nb", START, "g1f3", STYLE (SC_PRESET_LONG, "nb"), "Sg1-f3" },

  /* Draw offer. */
  { "/format/draw-offer/pgn", OPEN_GAME, "g1f3", DRAW (SC_PRESET_PGN), "Nf3(=)" },
  { "/format/draw-offer/check", CHECK, "a1a8", DRAW (SC_PRESET_PGN), "Ra8+(=)" },
  { "/format/draw-offer/fide-ep", EN_PASSANT, "e5f6", DRAW (SC_PRESET_FIDE), "exf6 e.p.(=)" },

  /* Disambiguation, C.10 of seed 000. */
  { "/format/c10/a-g1", KNIGHTS_G1_E1, "g1f3", STYLE (SC_PRESET_FIDE, "nb"), "Sgf3" },
  { "/format/c10/a-e1", KNIGHTS_G1_E1, "e1f3", STYLE (SC_PRESET_FIDE, "nb"), "Sef3" },
  { "/format/c10/b-g5", KNIGHTS_G5_G1, "g5f3", STYLE (SC_PRESET_FIDE, "nb"), "S5f3" },
  { "/format/c10/b-g1", KNIGHTS_G5_G1, "g1f3", STYLE (SC_PRESET_FIDE, "nb"), "S1f3" },
  { "/format/c10/c-h2", KNIGHTS_H2_D4, "h2f3", STYLE (SC_PRESET_FIDE, "nb"), "Shf3" },
  { "/format/c10/c-d4", KNIGHTS_H2_D4, "d4f3", STYLE (SC_PRESET_FIDE, "nb"), "Sdf3" },
  { "/format/c10/d1-g1", KNIGHTS_G1_E1x, "g1f3", STYLE (SC_PRESET_FIDE, "nb"), "Sgxf3" },
  { "/format/c10/d1-e1", KNIGHTS_G1_E1x, "e1f3", STYLE (SC_PRESET_FIDE, "nb"), "Sexf3" },
  { "/format/c10/d2-g5", KNIGHTS_G5_G1x, "g5f3", STYLE (SC_PRESET_FIDE, "nb"), "S5xf3" },
  { "/format/c10/d2-g1", KNIGHTS_G5_G1x, "g1f3", STYLE (SC_PRESET_FIDE, "nb"), "S1xf3" },
  { "/format/c10/d3-h2", KNIGHTS_H2_D4x, "h2f3", STYLE (SC_PRESET_FIDE, "nb"), "Shxf3" },
  { "/format/c10/d3-d4", KNIGHTS_H2_D4x, "d4f3", STYLE (SC_PRESET_FIDE, "nb"), "Sdxf3" },
  { "/format/c10/d3-minimal", KNIGHTS_H2_D4x, "d4f3", STYLE (SC_PRESET_MINIMAL, "nb"), "Sdf3" },
  { "/format/c10/d3-trailing", KNIGHTS_H2_D4x, "h2f3", CAPTURE (SC_CAPTURE_TRAILING_COLON), "Nhf3:" },
  { "/format/c10/en", KNIGHTS_G1_E1, "g1f3", STYLE (SC_PRESET_PGN, "en"), "Ngf3" },
  { "/format/c10/figurine", KNIGHTS_G5_G1, "g5f3", STYLE (SC_PRESET_FIGURINE, "en"), "♘5f3" },
  { "/format/disambiguation/queens-h4", THREE_QUEENS, "h4e1", STYLE (SC_PRESET_PGN, NULL), "Qh4e1" },
  { "/format/disambiguation/queens-e4", THREE_QUEENS, "e4e1", STYLE (SC_PRESET_PGN, NULL), "Qee1" },
  { "/format/disambiguation/queens-h1", THREE_QUEENS, "h1e1", STYLE (SC_PRESET_PGN, NULL), "Q1e1" },
  { "/format/disambiguation/queens-nb", THREE_QUEENS, "h4e1", STYLE (SC_PRESET_FIDE, "nb"), "Dh4e1" },
  { "/format/disambiguation/rooks-file", ROOKS_FILE, "a1d1", STYLE (SC_PRESET_PGN, NULL), "Rad1" },
  { "/format/disambiguation/rooks-rank", ROOKS_RANK, "a1a4", STYLE (SC_PRESET_PGN, NULL), "R1a4" },
  { "/format/disambiguation/pinned", PINNED, "f5e3", STYLE (SC_PRESET_PGN, NULL), "Ne3+" },
  { "/format/disambiguation/pinned-nb", PINNED, "f5e3", STYLE (SC_PRESET_FIDE, "nb"), "Se3+" },
  { "/format/disambiguation/other-type", RUY, "f3d4", STYLE (SC_PRESET_PGN, NULL), "Nd4" },
  { "/format/disambiguation/king-never", CASTLE_W, "e1f1", STYLE (SC_PRESET_PGN, NULL), "Kf1" },

  /* Presets on a few moves in en, nb, de, fr. */
  { "/format/preset/pgn/en/knight", OPEN_GAME, "g1f3", STYLE (SC_PRESET_PGN, "en"), "Nf3" },
  { "/format/preset/pgn/nb/knight", OPEN_GAME, "g1f3", STYLE (SC_PRESET_PGN, "nb"), "Nf3" },
  { "/format/preset/pgn/fr/capture", RUY, "b5c6", STYLE (SC_PRESET_PGN, "fr"), "Bxc6" },
  { "/format/preset/pgn/de/castling", CASTLE_W, "e1g1", STYLE (SC_PRESET_PGN, "de"), "O-O" },
  { "/format/preset/pgn/de/promotion", PROMO_E, "e7e8q", STYLE (SC_PRESET_PGN, "de"), "e8=Q" },
  { "/format/preset/pgn/nb/en-passant", EN_PASSANT, "e5f6", STYLE (SC_PRESET_PGN, "nb"), "exf6" },
  { "/format/preset/pgn/fr/mate", MATE, "a1a8", STYLE (SC_PRESET_PGN, "fr"), "Ra8#" },

  { "/format/preset/fide/en/knight", OPEN_GAME, "g1f3", STYLE (SC_PRESET_FIDE, "en"), "Nf3" },
  { "/format/preset/fide/en/promotion", PROMO_E, "e7e8q", STYLE (SC_PRESET_FIDE, "en"), "e8Q" },
  { "/format/preset/fide/nb/capture", RUY, "b5c6", STYLE (SC_PRESET_FIDE, "nb"), "Lxc6" },
  { "/format/preset/fide/nb/castling", CASTLE_W, "e1c1", STYLE (SC_PRESET_FIDE, "nb"), "0-0-0" },
  { "/format/preset/fide/nb/promotion", PROMO_E, "e7e8q", STYLE (SC_PRESET_FIDE, "nb"), "e8D" },
  { "/format/preset/fide/nb/en-passant", EN_PASSANT, "e5f6", STYLE (SC_PRESET_FIDE, "nb"), "exf6 e.p." },
  { "/format/preset/fide/nb/mate", MATE, "a1a8", STYLE (SC_PRESET_FIDE, "nb"), "Ta8#" },
  { "/format/preset/fide/de/knight", OPEN_GAME, "g1f3", STYLE (SC_PRESET_FIDE, "de"), "Sf3" },
  { "/format/preset/fide/de/queen", OPEN_GAME, "d1h5", STYLE (SC_PRESET_FIDE, "de"), "Dh5" },
  { "/format/preset/fide/fr/knight", OPEN_GAME, "g1f3", STYLE (SC_PRESET_FIDE, "fr"), "Cf3" },
  { "/format/preset/fide/fr/capture", RUY, "b5c6", STYLE (SC_PRESET_FIDE, "fr"), "Fxc6" },
  { "/format/preset/fide/fr/king", CASTLE_W, "e1f1", STYLE (SC_PRESET_FIDE, "fr"), "Rf1" },
  { "/format/preset/fide/fr/promotion", PROMO_E, "e7e8n", STYLE (SC_PRESET_FIDE, "fr"), "e8C" },

  { "/format/preset/figurine/en/knight", OPEN_GAME, "g1f3", STYLE (SC_PRESET_FIGURINE, "en"), "♘f3" },
  { "/format/preset/figurine/nb/capture", RUY, "b5c6", STYLE (SC_PRESET_FIGURINE, "nb"), "♗xc6" },
  { "/format/preset/figurine/de/promotion", PROMO_E, "e7e8q", STYLE (SC_PRESET_FIGURINE, "de"), "e8=♕" },
  { "/format/preset/figurine/fr/mate", MATE, "a1a8", STYLE (SC_PRESET_FIGURINE, "fr"), "♖a8#" },
  { "/format/preset/figurine/fr/castling", CASTLE_W, "e1g1", STYLE (SC_PRESET_FIGURINE, "fr"), "O-O" },

  { "/format/preset/minimal/en/capture", RUY, "b5c6", STYLE (SC_PRESET_MINIMAL, "en"), "Bc6" },
  { "/format/preset/minimal/nb/pawn", SCANDI, "e4d5", STYLE (SC_PRESET_MINIMAL, "nb"), "ed5" },
  { "/format/preset/minimal/nb/mate", MATE, "a1a8", STYLE (SC_PRESET_MINIMAL, "nb"), "Ta8" },
  { "/format/preset/minimal/de/castling", CASTLE_W, "e1g1", STYLE (SC_PRESET_MINIMAL, "de"), "0-0" },
  { "/format/preset/minimal/de/en-passant", EN_PASSANT, "e5f6", STYLE (SC_PRESET_MINIMAL, "de"), "ef6" },
  { "/format/preset/minimal/fr/promotion", PROMO_TAKE, "c7b8q", STYLE (SC_PRESET_MINIMAL, "fr"), "cb8D" },

  { "/format/preset/long/en/knight", START, "g1f3", STYLE (SC_PRESET_LONG, "en"), "Ng1-f3" },
  { "/format/preset/long/nb/capture", RUY, "b5c6", STYLE (SC_PRESET_LONG, "nb"), "Lb5xc6" },
  { "/format/preset/long/de/promotion", PROMO_E, "e7e8q", STYLE (SC_PRESET_LONG, "de"), "e7-e8=D" },
  { "/format/preset/long/fr/mate", MATE, "a1a8", STYLE (SC_PRESET_LONG, "fr"), "Ta1-a8#" },
  { "/format/preset/long/fr/castling", CASTLE_B, "e8g8", STYLE (SC_PRESET_LONG, "fr"), "O-O" },
};

static ScMove
move_from_coordinates (const ScPosition *pos,
                       const char       *text)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) coords = g_string_new (NULL);

      sc_format_coordinates (coords, moves[i]);
      if (g_str_equal (coords->str, text))
        return moves[i];
    }
  g_error ("%s is not a legal move here", text);
  return SC_MOVE_NONE;
}

static void
test_case (gconstpointer data)
{
  const FormatCase *c = data;
  ScPosition pos;
  ScNotationStyle style;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  ScMove move;

  sc_position_set_fen (&pos, c->fen, &error);
  g_assert_no_error (error);
  move = move_from_coordinates (&pos, c->move);

  sc_notation_style_init_preset (&style, c->preset, c->lang ? sc_language_lookup (c->lang) : NULL);
  if (c->pieces != KEEP)
    style.pieces = (ScPieceGlyphs) c->pieces;
  if (c->castling != KEEP)
    style.castling = (ScCastlingMark) c->castling;
  if (c->capture != KEEP)
    style.capture = (ScCaptureMark) c->capture;
  if (c->promotion != KEEP)
    style.promotion = (ScPromotionMark) c->promotion;
  if (c->check != KEEP)
    style.check = (ScCheckMark) c->check;
  if (c->en_passant != KEEP)
    style.en_passant_suffix = c->en_passant;
  if (c->long_form != KEEP)
    style.long_form = c->long_form;

  text = sc_format_move_string (&pos, move, &style, c->draw_offer ? SC_FORMAT_DRAW_OFFER : SC_FORMAT_DEFAULT);
  g_assert_cmpstr (text, ==, c->expected);

  /* What is written reads back as the same move. */
  {
    ScMoveParse r;

    sc_parse_move (&pos, text, -1, style.language, &r);
    g_assert_cmpstr (sc_move_parse_status_name (r.status), ==, "ok");
    g_assert_cmpuint (r.move, ==, move);
    g_assert_cmpint (r.draw_offer, ==, c->draw_offer);
  }
}

static void
test_null_move (void)
{
  ScPosition pos;
  ScNotationStyle style;
  g_autofree char *text = NULL, *offer = NULL;

  sc_position_init_start (&pos);
  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, sc_language_lookup ("nb"));
  text = sc_format_move_string (&pos, SC_MOVE_NULL, &style, SC_FORMAT_DEFAULT);
  offer = sc_format_move_string (&pos, SC_MOVE_NULL, &style, SC_FORMAT_DRAW_OFFER);
  g_assert_cmpstr (text, ==, "--");
  g_assert_cmpstr (offer, ==, "--(=)");
}

/* A language's letters keep to one line wherever a sentence wraps them. */
static void
test_language_sample (void)
{
  g_autofree char *german = sc_language_sample (sc_language_lookup ("de"));
  g_autofree char *numeric = sc_language_sample (sc_language_lookup ("iccf"));

  g_assert_cmpstr (german, ==, "K\u00A0D\u00A0T\u00A0L\u00A0S");
  g_assert_null (strchr (german, ' '));
  g_assert_cmpstr (numeric, ==, "5254");
}

static void
test_appends (void)
{
  ScPosition pos;
  ScNotationStyle style;
  g_autoptr(GString) out = g_string_new ("1. ");

  sc_position_init_start (&pos);
  sc_notation_style_init_preset (&style, SC_PRESET_PGN, NULL);
  sc_format_move (out, &pos, move_from_coordinates (&pos, "e2e4"), &style, SC_FORMAT_DEFAULT);
  g_assert_cmpstr (out->str, ==, "1. e4");
}

static void
test_san_and_coordinates (void)
{
  ScPosition pos;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) coords = g_string_new (NULL);
  g_autofree char *san = NULL;

  sc_position_set_fen (&pos, PROMO_TAKE, &error);
  g_assert_no_error (error);
  san = sc_format_san (&pos, move_from_coordinates (&pos, "c7b8q"));
  g_assert_cmpstr (san, ==, "cxb8=Q+");
  sc_format_coordinates (coords, move_from_coordinates (&pos, "c7b8n"));
  g_assert_cmpstr (coords->str, ==, "c7b8n");
  g_string_truncate (coords, 0);
  sc_format_coordinates (coords, SC_MOVE_NULL);
  g_assert_cmpstr (coords->str, ==, "0000");
  g_string_truncate (coords, 0);
  sc_format_square (coords, SC_SQUARE (7, 7));
  g_assert_cmpstr (coords->str, ==, "h8");

  sc_position_set_fen (&pos, CASTLE_W, &error);
  g_assert_no_error (error);
  g_string_truncate (coords, 0);
  sc_format_coordinates (coords, move_from_coordinates (&pos, "e1g1"));
  g_assert_cmpstr (coords->str, ==, "e1g1");
}

static void
test_presets (void)
{
  static const char *names[] = { "pgn", "fide", "figurine", "minimal", "long" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      ScPreset preset;

      g_assert_true (sc_preset_from_name (names[i], &preset));
      g_assert_cmpint (preset, ==, (ScPreset) i);
      g_assert_cmpstr (sc_preset_name (preset), ==, names[i]);
      g_assert_nonnull (sc_preset_title (preset));
    }
  g_assert_false (sc_preset_from_name ("shogi", &(ScPreset) { 0 }));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_case);
  g_test_add_func ("/format/null-move", test_null_move);
  g_test_add_func ("/format/appends", test_appends);
  g_test_add_func ("/format/language-sample", test_language_sample);
  g_test_add_func ("/format/san-and-coordinates", test_san_and_coordinates);
  g_test_add_func ("/format/presets", test_presets);

  return g_test_run ();
}
