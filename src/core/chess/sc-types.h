/* sc-types.h: squares, pieces and moves shared by the whole core
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  SC_WHITE = 0,
  SC_BLACK = 1,
} ScColor;

/* Order matches NOTATION.md §2 letter tables: pawn, knight, bishop, rook, queen, king. */
typedef enum {
  SC_PAWN = 0,
  SC_KNIGHT,
  SC_BISHOP,
  SC_ROOK,
  SC_QUEEN,
  SC_KING,
  SC_N_PIECE_TYPES,
  SC_NO_PIECE_TYPE = SC_N_PIECE_TYPES,
} ScPieceType;

/* A piece on the board: 0 is an empty square, otherwise (color << 3) | (type + 1). */
typedef guint8 ScPiece;
#define SC_EMPTY                 ((ScPiece) 0)
#define SC_MAKE_PIECE(color, type) ((ScPiece) (((color) << 3) | ((type) + 1)))
#define SC_PIECE_TYPE(piece)     ((ScPieceType) (((piece) & 7) - 1))
#define SC_PIECE_COLOR(piece)    ((ScColor) ((piece) >> 3))

/* Squares are 0..63 with a1 = 0, b1 = 1, ..., h8 = 63. */
typedef guint8 ScSquare;
#define SC_NO_SQUARE             ((ScSquare) 64)
#define SC_SQUARE(file, rank)    ((ScSquare) ((rank) * 8 + (file)))
#define SC_SQUARE_FILE(sq)       ((sq) & 7)
#define SC_SQUARE_RANK(sq)       ((sq) >> 3)

/* Castling rights, as in the FEN field. */
typedef enum {
  SC_CASTLE_WHITE_KING  = 1 << 0,
  SC_CASTLE_WHITE_QUEEN = 1 << 1,
  SC_CASTLE_BLACK_KING  = 1 << 2,
  SC_CASTLE_BLACK_QUEEN = 1 << 3,
  SC_CASTLE_ALL         = 0xf,
} ScCastling;

/* A move in 16 bits: from (bits 0-5), to (6-11), promotion piece (12-13:
 * knight, bishop, rook, queen) and kind (14-15). Castling is stored as the
 * king's move (e1g1, e1c1, e8g8, e8c8); in Chess960 too, to the g or c
 * file, so from and to can be the same square. */
typedef guint16 ScMove;

typedef enum {
  SC_MOVE_NORMAL     = 0,
  SC_MOVE_PROMOTION  = 1,
  SC_MOVE_EN_PASSANT = 2,
  SC_MOVE_CASTLING   = 3,
} ScMoveKind;

#define SC_MOVE_NONE ((ScMove) 0)
/* "--" in PGN: a1 to b1 can never be a real move's encoding with kind
 * castling, so it is free to mean the null move. */
#define SC_MOVE_NULL ((ScMove) (0 | (1 << 6) | (SC_MOVE_CASTLING << 14)))

static inline ScMove
sc_move_new (ScSquare from, ScSquare to, ScMoveKind kind, ScPieceType promotion)
{
  guint promo = kind == SC_MOVE_PROMOTION ? (guint) promotion - SC_KNIGHT : 0;
  return (ScMove) (from | (to << 6) | (promo << 12) | ((guint) kind << 14));
}

static inline ScSquare   sc_move_from (ScMove m) { return m & 63; }
static inline ScSquare   sc_move_to   (ScMove m) { return (m >> 6) & 63; }
static inline ScMoveKind sc_move_kind (ScMove m) { return (ScMoveKind) (m >> 14); }
static inline ScPieceType
sc_move_promotion (ScMove m)
{
  return sc_move_kind (m) == SC_MOVE_PROMOTION ? (ScPieceType) (SC_KNIGHT + ((m >> 12) & 3))
                                               : SC_NO_PIECE_TYPE;
}

/* The most legal moves any chess position has is 218. */
#define SC_MAX_MOVES 256

G_END_DECLS
