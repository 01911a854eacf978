/* test-move-parser.c: every reading rule of NOTATION.md §4, one move at a time
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "move-parser-check.h"
#include "sc-format.h"
#include "sc-move-parser.h"
#include "sc-movetext-reader.h"
#include "sc-notation-style.h"

#define START      SC_START_FEN
/* White pawns c4 and e4 can both take d5. */
#define TWO_TAKERS "rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 3"
/* 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6: Bxc6 */
#define RUY        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
/* b3xc4 is a pawn capture, Ba3 a bishop capture (chess.js #375). */
#define BC4        "r1bqk2r/p1p2pp1/2n1pn2/1p5p/2pP4/bPNB1PN1/PB1Q2PP/R3K2R w KQkq - 0 12"
/* Queen h4 takes the checking rook on e1. */
#define QUEEN_H4   "4k3/8/8/8/7Q/8/8/4r1K1 w - - 0 1"
/* Knights a4 d5 f4 h4 a8 h8, rooks c3 b2 (python-chess test_san). */
#define KNIGHTS    "N3k2N/8/8/3N4/N4N1N/2R5/1R6/4K3 w - - 0 1"
#define CASTLE_W   "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define CASTLE_B   "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
#define SHORT_ONLY "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
#define PROMO_E    "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
#define PROMO_D    "8/3P4/8/8/8/8/k7/4K3 w - - 0 1"
#define EN_PASSANT "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2"
/* Nge7 is over-disambiguated: the g8 knight is the only one that can go. */
/* A black knight on e2 next to the white king. */
#define KING_TAKES "4k3/8/8/8/8/8/4n3/4K3 w - - 0 1"
#define QUEEN_D2   "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1"
#define ROOK_A4    "4k3/8/8/8/R7/8/8/4K3 w - - 0 1"
/* The rook on e4 takes the rook that gives check on e1. */
#define ROOK_TAKES "k7/8/8/8/4R3/8/8/4r1K1 w - - 0 1"
#define NGE7       "r2qkbnr/ppp2ppp/2n5/1B2pQ2/4P3/8/PPP2PPP/RNB1K2R b KQkq - 3 7"

typedef struct {
  const char        *path;
  const char        *fen;
  const char        *lang;      /* NULL: English */
  const char        *text;
  ScMoveParseStatus  status;
  /* OK: the move in coordinates; otherwise the candidates in
   * coordinates, sorted and separated by spaces (NULL: not checked). */
  const char        *expected;
} ParseCase;

static const ParseCase cases[] = {
  /* Piece letters of several languages. */
  { "/move-parser/letters/en", OPEN_GAME, "en", "Nf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/nb", OPEN_GAME, "nb", "Sf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/nb-bishop", OPEN_GAME, "nb", "Lc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/nb-queen", OPEN_GAME, "nb", "Dh5", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/letters/nb-king", OPEN_GAME, "nb", "Ke2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/de", OPEN_GAME, "de", "Sf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/fr", OPEN_GAME, "fr", "Cf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/fr-bishop", OPEN_GAME, "fr", "Fc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/fr-king", OPEN_GAME, "fr", "Re2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/es", OPEN_GAME, "es", "Ac4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/es-knight", OPEN_GAME, "es", "Cf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/hu", OPEN_GAME, "hu", "Hf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/hu-queen", OPEN_GAME, "hu", "Vh5", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/letters/nl", OPEN_GAME, "nl", "Pf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/cs", OPEN_GAME, "cs", "Jf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/cs-bishop", OPEN_GAME, "cs", "Sc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/pl-knight", OPEN_GAME, "pl", "Sf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/pl-bishop", OPEN_GAME, "pl", "Gc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/pl-queen", OPEN_GAME, "pl", "Hh5", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/letters/it", OPEN_GAME, "it", "Ac4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/pt", OPEN_GAME, "pt", "Bc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/pt-knight", OPEN_GAME, "pt", "Cf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/fi", OPEN_GAME, "fi", "Rf3", SC_MOVE_PARSE_OK, "g1f3" },
  /* Cyrillic letters: "Кр" is the king, "К" alone the knight. */
  { "/move-parser/letters/ru-king-takes", KING_TAKES, "ru", "Кр:e2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/ru-king-x", KING_TAKES, "ru", "Крxe2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/ru-king", OPEN_GAME, "ru", "Крe2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/ru-knight-e2", OPEN_GAME, "ru", "Кe2", SC_MOVE_PARSE_OK, "g1e2" },
  { "/move-parser/letters/ru-knight", OPEN_GAME, "ru", "Кf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/ru-queen", QUEEN_D2, "ru", "Фd1", SC_MOVE_PARSE_OK, "d2d1" },
  { "/move-parser/letters/ru-rook", ROOK_A4, "ru", "Лa1", SC_MOVE_PARSE_OK, "a4a1" },
  { "/move-parser/letters/ru-bishop", OPEN_GAME, "ru", "Сc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/ru-pawn", START, "ru", "пe4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/letters/ru-mate-times", OPEN_GAME, "ru", "Фh5×", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/letters/ru-mate-cyrillic", OPEN_GAME, "ru", "Фh5Х", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/letters/ru-T-unknown", ROOK_A4, "ru", "Тa1", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/letters/ru-latin-K-unknown", OPEN_GAME, "ru", "Kf3", SC_MOVE_PARSE_UNREADABLE, NULL },
  /* Files a, c, e and the capture x typed on a Cyrillic keyboard (а с е х). */
  { "/move-parser/letters/ru-cyrillic-e4", START, "ru", "е4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/letters/ru-cyrillic-c3", START, "ru", "Кс3", SC_MOVE_PARSE_OK, "b1c3" },
  { "/move-parser/letters/ru-cyrillic-a3", START, "ru", "а3", SC_MOVE_PARSE_OK, "a2a3" },
  { "/move-parser/letters/ru-cyrillic-x", KING_TAKES, "ru", "Крхе2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/ru-cyrillic-pawn-takes", SCANDI, "ru", "ехd5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/letters/uk-rook", ROOK_A4, "uk", "Тa1", SC_MOVE_PARSE_OK, "a4a1" },
  { "/move-parser/letters/uk-king", KING_TAKES, "uk", "Кр:e2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/uk-knight", OPEN_GAME, "uk", "Кf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/uk-L-unknown", ROOK_A4, "uk", "Лa1", SC_MOVE_PARSE_UNREADABLE, NULL },
  /* Chinese characters, Traditional and Simplified under either choice. */
  { "/move-parser/letters/zh-hant-knight", OPEN_GAME, "zh-hant", "馬f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/zh-hant-simplified", OPEN_GAME, "zh-hant", "马f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/letters/zh-hant-rook", ROOK_TAKES, "zh-hant", "車xe1", SC_MOVE_PARSE_OK, "e4e1" },
  { "/move-parser/letters/zh-hans-rook", ROOK_TAKES, "zh-hans", "车xe1", SC_MOVE_PARSE_OK, "e4e1" },
  { "/move-parser/letters/zh-hans-traditional", ROOK_TAKES, "zh-hans", "車xe1", SC_MOVE_PARSE_OK, "e4e1" },
  { "/move-parser/letters/zh-hant-king", OPEN_GAME, "zh-hant", "王e2", SC_MOVE_PARSE_OK, "e1e2" },
  { "/move-parser/letters/zh-hans-bishop", OPEN_GAME, "zh-hans", "象c4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/letters/zh-hans-queen", OPEN_GAME, "zh-hans", "后h5", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/letters/zh-hant-pawn", START, "zh-hant", "兵e4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/letters/zh-hant-promotion", PROMO_E, "zh-hant", "e8=后", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/letters/zh-hans-promotion", PROMO_E, "zh-hans", "e8馬", SC_MOVE_PARSE_OK, "e7e8n" },
  /* The same letter means another piece in another language. */
  { "/move-parser/letters/en-S-unknown", OPEN_GAME, "en", "Sf3", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/letters/fr-N-unknown", OPEN_GAME, "fr", "Nf3", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/letters/nb-B-is-pawn", OPEN_GAME, "nb", "Bc4", SC_MOVE_PARSE_OK, "c2c4" },

  /* Figurines of either colour, with and without variation selectors. */
  { "/move-parser/figurine/white", OPEN_GAME, "en", "♘f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/figurine/black-glyph", OPEN_GAME, "en", "♞f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/figurine/other-language", OPEN_GAME, "fr", "♗c4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/figurine/text-selector", OPEN_GAME, "en", "♘\xef\xb8\x8e" "f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/figurine/emoji-selector", OPEN_GAME, "en", "♞\xef\xb8\x8f" "f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/figurine/queen", OPEN_GAME, "de", "♕h5", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/figurine/capture", RUY, "en", "♗×c6", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/figurine/pawn", START, "en", "♙e4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/figurine/promotion", PROMO_E, "en", "e8♕", SC_MOVE_PARSE_OK, "e7e8q" },

  /* The pawn letter may be written. */
  { "/move-parser/pawn-letter/en", START, "en", "Pe4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/pawn-letter/nb", START, "nb", "Be4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/pawn-letter/fr", START, "fr", "Pe4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/pawn-letter/capture", SCANDI, "en", "Pexd5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/pawn-letter/plain", START, "en", "e4", SC_MOVE_PARSE_OK, "e2e4" },

  /* Lower-case piece letters only where no pawn reading exists. */
  { "/move-parser/lower-case/bc4-pawn", BC4, "en", "bc4", SC_MOVE_PARSE_OK, "b3c4" },
  { "/move-parser/lower-case/bc4-bishop", OPEN_GAME, "en", "bc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/lower-case/Ba3", BC4, "en", "Ba3", SC_MOVE_PARSE_OK, "b2a3" },
  { "/move-parser/lower-case/nf3", OPEN_GAME, "en", "nf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/lower-case/qh5", OPEN_GAME, "en", "qh5", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/lower-case/nb-sf3", OPEN_GAME, "nb", "sf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/lower-case/hu-fc4-bishop", OPEN_GAME, "hu", "fc4", SC_MOVE_PARSE_OK, "f1c4" },
  { "/move-parser/lower-case/hu-hf3-knight", OPEN_GAME, "hu", "hf3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/lower-case/de-d-is-queen", OPEN_GAME, "de", "dh5", SC_MOVE_PARSE_OK, "d1h5" },
  { "/move-parser/lower-case/pawn-first", SCANDI, "nb", "ed5", SC_MOVE_PARSE_OK, "e4d5" },

  /* Capture marks, and none. */
  { "/move-parser/capture/x", RUY, "en", "Bxc6", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/capture/X", RUY, "en", "BXc6", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/capture/times", RUY, "en", "B×c6", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/capture/colon", RUY, "en", "B:c6", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/capture/trailing-colon", RUY, "nb", "Lc6:", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/capture/none", RUY, "en", "Bc6", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/capture/on-non-capture", RUY, "en", "Bxa4", SC_MOVE_PARSE_OK, "b5a4" },
  { "/move-parser/capture/colon-on-non-capture", OPEN_GAME, "nb", "S:f3", SC_MOVE_PARSE_OK, "g1f3" },

  /* Pawn captures. */
  { "/move-parser/pawn-capture/ed5", SCANDI, "en", "ed5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/pawn-capture/exd5", SCANDI, "en", "exd5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/pawn-capture/e:d5", SCANDI, "en", "e:d5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/pawn-capture/e×d5", SCANDI, "en", "e×d5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/pawn-capture/ed5:", SCANDI, "en", "ed5:", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/pawn-capture/two-takers-c", TWO_TAKERS, "en", "cd5", SC_MOVE_PARSE_OK, "c4d5" },
  { "/move-parser/pawn-capture/two-takers-e", TWO_TAKERS, "en", "exd5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/pawn-capture/xd5", TWO_TAKERS, "en", "xd5", SC_MOVE_PARSE_ILLEGAL, "c4d5 e4d5" },
  { "/move-parser/pawn-capture/d5", TWO_TAKERS, "en", "d5", SC_MOVE_PARSE_ILLEGAL, "c4d5 e4d5" },
  { "/move-parser/pawn-capture/xd5-single", SCANDI, "en", "xd5", SC_MOVE_PARSE_ILLEGAL, "e4d5" },
  { "/move-parser/pawn-capture/ep-without-file", EN_PASSANT, "en", "f6", SC_MOVE_PARSE_ILLEGAL, NULL },

  /* Long algebraic. */
  { "/move-parser/long/e2e4", START, "en", "e2e4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/long/e2-e4", START, "en", "e2-e4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/long/en-dash", START, "en", "e2–e4", SC_MOVE_PARSE_OK, "e2e4" },
  { "/move-parser/long/Ng1-f3", START, "en", "Ng1-f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/long/Sg1-f3", START, "de", "Sg1-f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/long/g1f3", START, "en", "g1f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/long/Qh4xe1", QUEEN_H4, "en", "Qh4xe1", SC_MOVE_PARSE_OK, "h4e1" },
  { "/move-parser/long/Qh4-e1", QUEEN_H4, "en", "Qh4-e1", SC_MOVE_PARSE_OK, "h4e1" },
  { "/move-parser/long/h4e1", QUEEN_H4, "en", "h4e1", SC_MOVE_PARSE_OK, "h4e1" },
  { "/move-parser/long/e5xd6", SCANDI, "en", "e4xd5", SC_MOVE_PARSE_OK, "e4d5" },
  { "/move-parser/long/wrong-piece", START, "en", "Bg1-f3", SC_MOVE_PARSE_ILLEGAL, NULL },
  { "/move-parser/long/empty-square", START, "en", "e3e4", SC_MOVE_PARSE_ILLEGAL, NULL },

  /* Over-disambiguation when consistent. */
  { "/move-parser/disambiguation/over-file", NGE7, "en", "Nge7", SC_MOVE_PARSE_OK, "g8e7" },
  { "/move-parser/disambiguation/over-rank", START, "en", "N1f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/disambiguation/over-square", START, "en", "Ng1f3", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/disambiguation/inconsistent", START, "en", "Nhf3", SC_MOVE_PARSE_ILLEGAL, "g1f3" },
  { "/move-parser/disambiguation/file", KNIGHTS, "en", "Rcc2", SC_MOVE_PARSE_OK, "c3c2" },
  { "/move-parser/disambiguation/rank", KNIGHTS, "en", "N4b6", SC_MOVE_PARSE_OK, "a4b6" },
  { "/move-parser/disambiguation/square", KNIGHTS, "en", "Nh4g6", SC_MOVE_PARSE_OK, "h4g6" },
  { "/move-parser/disambiguation/file-not-enough", KNIGHTS, "en", "Nhg6", SC_MOVE_PARSE_AMBIGUOUS, "h4g6 h8g6" },
  { "/move-parser/disambiguation/rank-not-enough", KNIGHTS, "en", "N4g6", SC_MOVE_PARSE_AMBIGUOUS, "f4g6 h4g6" },
  { "/move-parser/disambiguation/missing", KNIGHTS, "en", "Ng6", SC_MOVE_PARSE_AMBIGUOUS, "f4g6 h4g6 h8g6" },
  { "/move-parser/disambiguation/missing-rook", KNIGHTS, "en", "Rc2", SC_MOVE_PARSE_AMBIGUOUS, "b2c2 c3c2" },
  { "/move-parser/disambiguation/missing-nb", KNIGHTS, "nb", "Tc2", SC_MOVE_PARSE_AMBIGUOUS, "b2c2 c3c2" },

  /* Castling. */
  { "/move-parser/castling/O-O", CASTLE_W, "en", "O-O", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/zero", CASTLE_W, "en", "0-0", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/lower-o", CASTLE_W, "en", "o-o", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/OO", CASTLE_W, "en", "OO", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/00", CASTLE_W, "en", "00", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/O-O-O", CASTLE_W, "en", "O-O-O", SC_MOVE_PARSE_OK, "e1c1" },
  { "/move-parser/castling/0-0-0", CASTLE_W, "en", "0-0-0", SC_MOVE_PARSE_OK, "e1c1" },
  { "/move-parser/castling/OOO", CASTLE_W, "en", "OOO", SC_MOVE_PARSE_OK, "e1c1" },
  { "/move-parser/castling/000", CASTLE_W, "en", "000", SC_MOVE_PARSE_OK, "e1c1" },
  { "/move-parser/castling/black-short", CASTLE_B, "en", "O-O", SC_MOVE_PARSE_OK, "e8g8" },
  { "/move-parser/castling/black-long", CASTLE_B, "fr", "0-0-0", SC_MOVE_PARSE_OK, "e8c8" },
  { "/move-parser/castling/nl", CASTLE_W, "nl", "O-O", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/check", CASTLE_W, "en", "O-O+", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/Kg1", CASTLE_W, "en", "Kg1", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/Kc1", CASTLE_W, "en", "Kc1", SC_MOVE_PARSE_OK, "e1c1" },
  { "/move-parser/castling/Kc8", CASTLE_B, "en", "Kc8", SC_MOVE_PARSE_OK, "e8c8" },
  { "/move-parser/castling/Kg8-fr", CASTLE_B, "fr", "Rg8", SC_MOVE_PARSE_OK, "e8g8" },
  { "/move-parser/castling/e1g1", CASTLE_W, "en", "e1g1", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/e1h1", CASTLE_W, "en", "e1h1", SC_MOVE_PARSE_OK, "e1g1" },
  { "/move-parser/castling/e1a1", CASTLE_W, "en", "e1a1", SC_MOVE_PARSE_OK, "e1c1" },
  { "/move-parser/castling/e8c8", CASTLE_B, "en", "e8c8", SC_MOVE_PARSE_OK, "e8c8" },
  { "/move-parser/castling/Kh1", SHORT_ONLY, "en", "Kh1", SC_MOVE_PARSE_ILLEGAL, NULL },
  { "/move-parser/castling/no-right", SHORT_ONLY, "en", "O-O-O", SC_MOVE_PARSE_ILLEGAL, "e1g1" },

  /* Promotion. */
  { "/move-parser/promotion/e8Q", PROMO_E, "en", "e8Q", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/promotion/e8=Q", PROMO_E, "en", "e8=Q", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/promotion/e8(Q)", PROMO_E, "en", "e8(Q)", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/promotion/e8/Q", PROMO_E, "en", "e8/Q", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/promotion/e8q", PROMO_E, "en", "e8q", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/promotion/e8=N", PROMO_E, "en", "e8=N", SC_MOVE_PARSE_OK, "e7e8n" },
  { "/move-parser/promotion/e8b", PROMO_E, "en", "e8b", SC_MOVE_PARSE_OK, "e7e8b" },
  { "/move-parser/promotion/e8R+", PROMO_E, "en", "e8R+", SC_MOVE_PARSE_OK, "e7e8r" },
  { "/move-parser/promotion/e7e8q", PROMO_E, "en", "e7e8q", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/promotion/e7-e8=Q", PROMO_E, "en", "e7-e8=Q", SC_MOVE_PARSE_OK, "e7e8q" },
  { "/move-parser/promotion/d8D-nb", PROMO_D, "nb", "d8D", SC_MOVE_PARSE_OK, "d7d8q" },
  { "/move-parser/promotion/d8S-nb", PROMO_D, "nb", "d8S", SC_MOVE_PARSE_OK, "d7d8n" },
  { "/move-parser/promotion/d8L-nb", PROMO_D, "nb", "d8=L", SC_MOVE_PARSE_OK, "d7d8b" },
  { "/move-parser/promotion/d8d-nb", PROMO_D, "nb", "d8d", SC_MOVE_PARSE_OK, "d7d8q" },
  { "/move-parser/promotion/e8C-fr", PROMO_E, "fr", "e8C", SC_MOVE_PARSE_OK, "e7e8n" },
  { "/move-parser/promotion/missing", PROMO_E, "en", "e8", SC_MOVE_PARSE_PROMOTION_MISSING, "e7e8b e7e8n e7e8q e7e8r" },
  { "/move-parser/promotion/missing-lan", PROMO_E, "en", "e7e8", SC_MOVE_PARSE_PROMOTION_MISSING, "e7e8b e7e8n e7e8q e7e8r" },
  { "/move-parser/promotion/king", PROMO_E, "en", "e8K", SC_MOVE_PARSE_ILLEGAL, NULL },
  { "/move-parser/promotion/pawn", PROMO_E, "en", "e8=P", SC_MOVE_PARSE_ILLEGAL, NULL },

  /* En passant marks. */
  { "/move-parser/en-passant/none", EN_PASSANT, "en", "exf6", SC_MOVE_PARSE_OK, "e5f6" },
  { "/move-parser/en-passant/space-e.p.", EN_PASSANT, "en", "exf6 e.p.", SC_MOVE_PARSE_OK, "e5f6" },
  { "/move-parser/en-passant/glued-e.p.", EN_PASSANT, "en", "exf6e.p.", SC_MOVE_PARSE_OK, "e5f6" },
  { "/move-parser/en-passant/space-ep", EN_PASSANT, "en", "exf6 ep", SC_MOVE_PARSE_OK, "e5f6" },
  { "/move-parser/en-passant/glued-ep", EN_PASSANT, "en", "exf6ep", SC_MOVE_PARSE_OK, "e5f6" },
  { "/move-parser/en-passant/no-capture-mark", EN_PASSANT, "nb", "ef6 e.p.", SC_MOVE_PARSE_OK, "e5f6" },
  { "/move-parser/en-passant/check", EN_PASSANT, "en", "exf6 e.p.+", SC_MOVE_PARSE_OK, "e5f6" },

  /* Check and mate marks are read and ignored, even when wrong. */
  { "/move-parser/check/plus", OPEN_GAME, "en", "Nf3+", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/double-plus", OPEN_GAME, "en", "Nf3++", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/hash", OPEN_GAME, "en", "Nf3#", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/dagger", OPEN_GAME, "en", "Nf3†", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/double-dagger", OPEN_GAME, "en", "Nf3‡", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/ch", OPEN_GAME, "en", "Nf3 ch", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/ch-glued", OPEN_GAME, "en", "Nf3ch", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/dis-ch", OPEN_GAME, "en", "Nf3 dis ch", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/dbl-ch", OPEN_GAME, "en", "Nf3 dbl ch", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/mate", OPEN_GAME, "en", "Nf3 mate", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/mate-glued", OPEN_GAME, "en", "Nf3mate", SC_MOVE_PARSE_OK, "g1f3" },
  { "/move-parser/check/pawn-ch", OPEN_GAME, "en", "d4 ch", SC_MOVE_PARSE_OK, "d2d4" },
  { "/move-parser/check/capture-ch", RUY, "en", "Bxc6ch", SC_MOVE_PARSE_OK, "b5c6" },
  { "/move-parser/check/c-file-pawn", OPEN_GAME, "en", "c4", SC_MOVE_PARSE_OK, "c2c4" },

  /* Garbage is never turned into a move. */
  { "/move-parser/unreadable/empty", START, "en", "", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/space", START, "en", "   ", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/word", START, "en", "hello", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/rank-9", START, "en", "e9", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/piece-only", START, "en", "N", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/trailing", START, "en", "Nf3 garbage", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/too-many-hints", START, "en", "Ng1g1f3", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/long", START, "en",
    "e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4e4", SC_MOVE_PARSE_UNREADABLE, NULL },
  { "/move-parser/unreadable/bad-utf8", START, "en", "e\xff" "4", SC_MOVE_PARSE_UNREADABLE, NULL },
};

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static char *
candidates_string (const ScMoveParse *r)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < r->n_candidates; i++)
    g_ptr_array_add (list, coordinates (r->candidates[i]));
  g_ptr_array_sort (list, compare_strings);
  g_ptr_array_add (list, NULL);
  return g_strjoinv (" ", (char **) list->pdata);
}

static void
test_case (gconstpointer data)
{
  const ParseCase *c = data;
  ScPosition pos;
  ScMoveParse r;
  gboolean ok;

  set_position (&pos, c->fen);
  ok = sc_parse_move (&pos, c->text, -1, language (c->lang), &r);
  g_assert_cmpstr (sc_move_parse_status_name (r.status), ==, sc_move_parse_status_name (c->status));
  g_assert_cmpint (ok, ==, c->status == SC_MOVE_PARSE_OK);

  if (c->status == SC_MOVE_PARSE_OK)
    {
      g_autofree char *got = coordinates (r.move);

      g_assert_cmpstr (got, ==, c->expected);
    }
  else if (c->expected != NULL)
    {
      g_autofree char *got = candidates_string (&r);

      g_assert_cmpstr (got, ==, c->expected);
    }
}

/* Parses text in the English open game position and checks the move. */
static ScMoveParse
parse_ok (const char *fen,
          const char *text,
          const char *expected)
{
  ScPosition pos;
  ScMoveParse r;
  g_autofree char *got = NULL;

  set_position (&pos, fen);
  if (!sc_parse_move (&pos, text, -1, sc_language_english (), &r))
    g_error ("“%s” did not read: %s", text, sc_move_parse_status_name (r.status));
  got = coordinates (r.move);
  g_assert_cmpstr (got, ==, expected);
  return r;
}

static void
test_capture_colon_pawn (void)
{
  /* "e:d5" and "ed5:" both mark the capture; the flag is not a public
   * field, but both must read as the same move as "ed5". */
  ScMoveParse a = parse_ok (SCANDI, "e:d5", "e4d5");
  ScMoveParse b = parse_ok (SCANDI, "ed5:", "e4d5");

  g_assert_cmpuint (a.move, ==, b.move);
}

static void
test_en_passant_mark (void)
{
  g_assert_true (parse_ok (EN_PASSANT, "exf6 e.p.", "e5f6").en_passant_mark);
  g_assert_true (parse_ok (EN_PASSANT, "exf6e.p.", "e5f6").en_passant_mark);
  g_assert_true (parse_ok (EN_PASSANT, "exf6 ep", "e5f6").en_passant_mark);
  g_assert_true (parse_ok (EN_PASSANT, "exf6ep", "e5f6").en_passant_mark);
  g_assert_false (parse_ok (EN_PASSANT, "exf6", "e5f6").en_passant_mark);
}

static void
test_check_mark (void)
{
  static const char *marks[] = { "+", "++", "#", "†", "‡", " ch", "ch", " dis ch", " dbl ch", " mate", "mate" };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    {
      g_autofree char *text = g_strconcat ("Nf3", marks[i], NULL);

      g_assert_true (parse_ok (OPEN_GAME, text, "g1f3").check_mark);
    }
  g_assert_false (parse_ok (OPEN_GAME, "Nf3", "g1f3").check_mark);
  /* A mate sign on a move that gives no check at all is tolerated. */
  g_assert_true (parse_ok (START, "e4#", "e2e4").check_mark);
}

static void
test_draw_offer (void)
{
  g_assert_true (parse_ok (OPEN_GAME, "Nf3(=)", "g1f3").draw_offer);
  g_assert_true (parse_ok (OPEN_GAME, "Nf3 (=)", "g1f3").draw_offer);
  g_assert_true (parse_ok (OPEN_GAME, "Nf3+(=)", "g1f3").draw_offer);
  g_assert_true (parse_ok (OPEN_GAME, "Nf3!(=)", "g1f3").draw_offer);
  g_assert_true (parse_ok (PROMO_E, "e8Q(=)", "e7e8q").draw_offer);
  g_assert_true (parse_ok (PROMO_E, "e8(Q)(=)", "e7e8q").draw_offer);
  g_assert_false (parse_ok (OPEN_GAME, "Nf3", "g1f3").draw_offer);
}

static void
test_annotations (void)
{
  static const struct {
    const char *suffix;
    guint8      nag;
  } suffixes[] = {
    { "!", 1 }, { "?", 2 }, { "!!", 3 }, { "??", 4 }, { "!?", 5 }, { "?!", 6 },
    { "‼", 3 }, { "⁇", 4 }, { "⁉", 5 }, { "⁈", 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *text = g_strconcat ("Nf3", suffixes[i].suffix, NULL);
      g_autofree char *checked = g_strconcat ("Nf3+", suffixes[i].suffix, NULL);
      ScMoveParse r = parse_ok (OPEN_GAME, text, "g1f3");

      g_assert_cmpuint (r.n_nags, ==, 1);
      g_assert_cmpuint (r.nags[0], ==, suffixes[i].nag);
      r = parse_ok (OPEN_GAME, checked, "g1f3");
      g_assert_cmpuint (r.n_nags, ==, 1);
      g_assert_cmpuint (r.nags[0], ==, suffixes[i].nag);
      g_assert_true (r.check_mark);
    }
}

/* The language whose letters read a move, where others write the same
 * letters: the user's own, else the most spoken of them, never merely
 * the first in the list (Norwegian for German "Sf3"). */
static void
test_find_language (void)
{
  static const struct {
    const char *moves;    /* played first, in English letters */
    const char *typed;
    const char *prefer;   /* the user's language */
    const char *found;
    guint       n_more;
  } finds[] = {
    { "", "Sf3", "en", "de", 5 },     /* Norwegian ×2, Danish, Swedish; Polish's S is a knight too */
    { "", "Sf3", "fr", "de", 5 },
    { "", "Sf3", "nb", "nb", 5 },
    { "", "Sf3", "da", "da", 5 },
    { "e4 d5 exd5", "Dxd5", "en", "de", 13 },
    { "e4 d5 exd5", "Dxd5", "nn", "nn", 13 },
    { "", "Cf3", "de", "fr", 4 },     /* French, then Spanish, Italian, Portuguese, Romanian */
  };

  for (guint i = 0; i < G_N_ELEMENTS (finds); i++)
    {
      g_auto(GStrv) moves = g_strsplit (finds[i].moves, " ", -1);
      ScPosition pos;
      guint n_more = 0;
      const ScLanguage *found;

      sc_position_init_start (&pos);
      for (guint m = 0; moves[m] != NULL && *moves[m] != '\0'; m++)
        {
          ScMoveParse r;
          ScUndo undo;

          g_assert_true (sc_parse_move (&pos, moves[m], -1, sc_language_english (), &r));
          sc_position_make_move (&pos, r.move, &undo);
        }
      found = sc_parse_move_find_language (&pos, finds[i].typed, sc_language_english (),
                                           sc_language_lookup (finds[i].prefer), &n_more);
      g_assert_nonnull (found);
      g_assert_cmpstr (sc_language_code (found), ==, finds[i].found);
      g_assert_cmpuint (n_more, ==, finds[i].n_more);
    }
  /* Languages with letters of their own are not ranked. */
  g_assert_true (sc_language_likelier (sc_language_lookup ("nb"), sc_language_lookup ("de")) ==
                 sc_language_lookup ("de"));
  g_assert_true (sc_language_likelier (sc_language_lookup ("pl"), sc_language_lookup ("de")) ==
                 sc_language_lookup ("pl"));
  g_assert_true (sc_language_likelier (sc_language_english (), sc_language_lookup ("zh")) ==
                 sc_language_english ());
}

static void
test_unreadable_offset (void)
{
  ScPosition pos;
  ScMoveParse r;

  sc_position_init_start (&pos);

  g_assert_false (sc_parse_move (&pos, "", -1, NULL, &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_UNREADABLE);
  g_assert_cmpuint (r.error_offset, ==, 0);

  /* "Nf3" is a move; the rest is not. */
  g_assert_false (sc_parse_move (&pos, "Nf3 garbage", -1, NULL, &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_UNREADABLE);
  g_assert_cmpuint (r.error_offset, >=, 3);
  g_assert_cmpuint (r.error_offset, <=, 4);

  /* The unknown letter stands first. */
  g_assert_false (sc_parse_move (&pos, "Zf3", -1, NULL, &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_UNREADABLE);
  g_assert_cmpuint (r.error_offset, ==, 0);

  /* "e9": the square is not complete at the '9'. */
  g_assert_false (sc_parse_move (&pos, "Ne9", -1, NULL, &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_UNREADABLE);
  g_assert_cmpuint (r.error_offset, >=, 1);
  g_assert_cmpuint (r.error_offset, <=, 2);

  /* Invalid UTF-8: the offset points at the bad byte. */
  g_assert_false (sc_parse_move (&pos, "Nf\xff" "3", -1, NULL, &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_UNREADABLE);
  g_assert_cmpuint (r.error_offset, ==, 2);

  /* A length shorter than the string is honoured. */
  g_assert_true (sc_parse_move (&pos, "Nf3 garbage", 3, NULL, &r));
  g_assert_true (sc_parse_move (&pos, "e4xxxx", 2, NULL, &r));
}

/* A move that the piece could make but for its king: a pin, a check not
 * answered, a king walking into one. Says so; other moves do not. */
static void
test_king_in_check (void)
{
  static const struct {
    const char *fen;
    const char *move;
    gboolean    king_in_check;
  } moves[] = {
    { "4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1", "Nf3", TRUE },        /* pinned by the bishop */
    { "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Ke2", TRUE },         /* into the rook's line */
    { "4k3/8/8/8/8/8/4r3/4K2N w - - 0 1", "Ng3", TRUE },        /* the check not answered */
    { "4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1", "Nf5", FALSE },       /* no knight reaches f5 */
    { "4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1", "Nxe1", FALSE },      /* onto its own king */
  };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      ScPosition pos;
      ScMoveParse r;
      ScNotationStyle pgn;
      g_autofree char *message = NULL;

      sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
      g_assert_true (sc_position_set_fen (&pos, moves[i].fen, NULL));
      g_assert_false (sc_parse_move (&pos, moves[i].move, -1, NULL, &r));
      g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_ILLEGAL);
      g_assert_cmpint (r.king_in_check, ==, moves[i].king_in_check);
      message = sc_move_parse_describe (&r, &pos, moves[i].move, -1, &pgn);
      g_assert_cmpint (g_str_has_suffix (message, "the king would be in check"), ==, moves[i].king_in_check);
    }
}

static void
test_describe (void)
{
  ScPosition pos;
  ScMoveParse r;
  ScNotationStyle pgn, fide;
  g_autofree char *en = NULL, *nb = NULL, *promo = NULL, *illegal = NULL, *unreadable = NULL;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_notation_style_init_preset (&fide, SC_PRESET_FIDE, language ("nb"));

  set_position (&pos, KNIGHTS);
  g_assert_false (sc_parse_move (&pos, "Rc2", -1, NULL, &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_AMBIGUOUS);
  en = sc_move_parse_describe (&r, &pos, "Rc2", -1, &pgn);
  g_assert_nonnull (strstr (en, "Rcc2"));
  g_assert_nonnull (strstr (en, "Rbc2"));
  g_assert_nonnull (strstr (en, "Rc2"));
  nb = sc_move_parse_describe (&r, &pos, "Rc2", -1, &fide);
  g_assert_nonnull (strstr (nb, "Tcc2"));
  g_assert_nonnull (strstr (nb, "Tbc2"));

  set_position (&pos, PROMO_E);
  g_assert_false (sc_parse_move (&pos, "e8", -1, NULL, &r));
  promo = sc_move_parse_describe (&r, &pos, "e8", -1, &fide);
  g_assert_nonnull (strstr (promo, "e8D"));
  g_assert_nonnull (strstr (promo, "e8T"));
  g_assert_nonnull (strstr (promo, "e8L"));
  g_assert_nonnull (strstr (promo, "e8S"));

  set_position (&pos, TWO_TAKERS);
  g_assert_false (sc_parse_move (&pos, "xd5", -1, NULL, &r));
  illegal = sc_move_parse_describe (&r, &pos, "xd5", -1, &pgn);
  g_assert_nonnull (strstr (illegal, "cxd5"));
  g_assert_nonnull (strstr (illegal, "exd5"));

  sc_position_init_start (&pos);
  g_assert_false (sc_parse_move (&pos, "Nf3 garbage", -1, NULL, &r));
  unreadable = sc_move_parse_describe (&r, &pos, "Nf3 garbage", -1, &pgn);
  g_assert_nonnull (strstr (unreadable, "garbage"));
}

static void
test_promotion_candidates_order (void)
{
  ScPosition pos;
  ScMoveParse r;

  set_position (&pos, PROMO_E);
  g_assert_false (sc_parse_move (&pos, "e8", -1, NULL, &r));
  g_assert_cmpint (r.status, ==, SC_MOVE_PARSE_PROMOTION_MISSING);
  g_assert_cmpuint (r.n_candidates, ==, 4);
  /* The queen is offered first. */
  g_assert_cmpint (sc_move_promotion (r.candidates[0]), ==, SC_QUEEN);
}

/* Positions with every kind of move: castling both ways, en passant,
 * promotions with and without capture, pins, ambiguous pieces, mates. */
static const char *const round_trip_fens[] = {
  SC_START_FEN,
  OPEN_GAME,
  RUY,
  BC4,
  KNIGHTS,
  CASTLE_W,
  CASTLE_B,
  EN_PASSANT,
  NGE7,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "rnbqkb1r/pp1p1ppp/5n2/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 4",
  "1r2k3/2P5/8/8/8/8/6p1/4K2R w - - 0 1",
  "1r2k3/2P5/8/8/8/8/6p1/4K2R b - - 0 1",
  "8/2KN1p2/5p2/3N1B1k/5PNp/7P/7P/8 w - - 0 1",
  "8/8/8/R2nkn2/8/8/2K5/8 b - - 0 1",
  "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
  "3Q4/8/8/8/7Q/8/8/k3K2Q w - - 0 1",
};

static void
test_round_trip (void)
{
  guint checked = 0;

  for (guint f = 0; f < G_N_ELEMENTS (round_trip_fens); f++)
    {
      ScPosition pos;
      ScMove moves[SC_MAX_MOVES];
      guint n;

      set_position (&pos, round_trip_fens[f]);
      n = sc_position_legal_moves (&pos, moves);
      for (guint l = 0; l < sc_language_count (); l++)
        {
          const ScLanguage *lang = sc_language_nth (l);

          for (ScPreset p = 0; p < SC_N_PRESETS; p++)
            {
              ScNotationStyle style;

              sc_notation_style_init_preset (&style, p, lang);
              for (int filled = 0; filled < 2; filled++)
                {
                  if (filled)
                    {
                      if (style.pieces == SC_PIECES_LETTERS)
                        continue;
                      style.pieces = SC_PIECES_FIGURINES_FILLED_BLACK;
                    }
                  for (guint i = 0; i < n; i++)
                    {
                      g_autofree char *text = sc_format_move_string (&pos, moves[i], &style, SC_FORMAT_DEFAULT);
                      ScMoveParse r;

                      /* The PGN preset is always English; read it so. */
                      sc_parse_move (&pos, text, -1, style.language, &r);
                      if (r.status != SC_MOVE_PARSE_OK || r.move != moves[i])
                        {
                          g_autofree char *want = coordinates (moves[i]);

                          g_error ("%s: “%s” (%s, %s) read as %s, not %s", round_trip_fens[f], text,
                                   sc_language_code (style.language), sc_preset_name (p),
                                   sc_move_parse_status_name (r.status), want);
                        }
                      checked++;
                    }
                }
            }
        }
    }
  g_test_message ("%u spellings read back", checked);
  g_assert_cmpuint (checked, >, 10000);
}

/* What two readings must agree on: all but where a problem lies. */
static void
assert_same_reading (const ScMoveParse *a,
                     const ScMoveParse *b,
                     const char        *text)
{
  if (a->status != b->status || a->move != b->move || a->n_candidates != b->n_candidates ||
      a->n_nags != b->n_nags || a->draw_offer != b->draw_offer ||
      a->en_passant_mark != b->en_passant_mark || a->check_mark != b->check_mark ||
      memcmp (a->candidates, b->candidates, a->n_candidates * sizeof (ScMove)) != 0 ||
      memcmp (a->nags, b->nags, a->n_nags) != 0)
    g_error ("“%s” is read two ways: %s and %s", text, sc_move_parse_status_name (a->status),
             sc_move_parse_status_name (b->status));
}

/* Plain SAN is read straight from its bytes; anything else, and what is
 * not one legal move, the general way. Both must read every spelling
 * alike: a piece's move with every hint of where it comes from, with and
 * without a capture mark and check marks, in every position of the round
 * trip, so that most are illegal or ambiguous there. A space before the
 * text sends it the general way. */
static void
test_plain_san (void)
{
  const char *langs[] = { "en", "de", "fr", "nb", "es" };
  const char *suffixes[] = { "", "+", "#", "=Q", "=N+", "!", " " };
  guint compared = 0;

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      const ScLanguage *lang = sc_language_lookup (langs[l]);

      for (guint f = 0; f < G_N_ELEMENTS (round_trip_fens); f++)
        {
          ScPosition from_pos;
          ScMove moves[SC_MAX_MOVES];
          guint n;

          set_position (&from_pos, round_trip_fens[f]);
          n = sc_position_legal_moves (&from_pos, moves);
          for (guint i = 0; i < n; i++)
            {
              ScSquare from = sc_move_from (moves[i]), to = sc_move_to (moves[i]);
              ScPieceType type = SC_PIECE_TYPE (from_pos.board[from]);
              const char *letter = type == SC_PAWN ? "" : sc_language_letter (lang, type);

              for (guint hint = 0; hint < 4; hint++)
                for (guint x = 0; x < 2; x++)
                  for (guint sfx = 0; sfx < G_N_ELEMENTS (suffixes); sfx++)
                    {
                      g_autofree char *text = g_strdup_printf ("%s%.*s%.*s%s%c%c%s", letter,
                                                               hint & 1, (char[]) { 'a' + SC_SQUARE_FILE (from) },
                                                               (hint >> 1) & 1, (char[]) { '1' + SC_SQUARE_RANK (from) },
                                                               x ? "x" : "", 'a' + SC_SQUARE_FILE (to),
                                                               '1' + SC_SQUARE_RANK (to), suffixes[sfx]);
                      g_autofree char *spaced = g_strconcat (" ", text, NULL);

                      for (guint p = 0; p < G_N_ELEMENTS (round_trip_fens); p += 4)
                        {
                          ScPosition pos;
                          ScMoveParse plain, general;

                          set_position (&pos, round_trip_fens[(f + p) % G_N_ELEMENTS (round_trip_fens)]);
                          sc_parse_move (&pos, text, -1, lang, &plain);
                          sc_parse_move (&pos, spaced, -1, lang, &general);
                          assert_same_reading (&plain, &general, text);
                          compared++;
                        }
                    }
            }
        }
    }
  g_test_message ("%u spellings read both ways", compared);
  g_assert_cmpuint (compared, >, 100000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_case);

  g_test_add_func ("/move-parser/capture/colon-forms", test_capture_colon_pawn);
  g_test_add_func ("/move-parser/en-passant/mark", test_en_passant_mark);
  g_test_add_func ("/move-parser/check/marks-ignored", test_check_mark);
  g_test_add_func ("/move-parser/draw-offer", test_draw_offer);
  g_test_add_func ("/move-parser/king-in-check", test_king_in_check);
  g_test_add_func ("/move-parser/annotations", test_annotations);
  g_test_add_func ("/move-parser/unreadable/offset", test_unreadable_offset);
  g_test_add_func ("/move-parser/find-language", test_find_language);
  g_test_add_func ("/move-parser/describe", test_describe);
  g_test_add_func ("/move-parser/promotion/candidates", test_promotion_candidates_order);
  g_test_add_func ("/move-parser/round-trip", test_round_trip);
  g_test_add_func ("/move-parser/plain-san", test_plain_san);

  return g_test_run ();
}
