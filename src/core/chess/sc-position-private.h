/* sc-position-private.h: what the parts of ScPosition share: the board
 * helpers and attack tests inlined into the move generator
 * (sc-position-moves.c), making moves (sc-position.c) and reading FEN
 * (sc-position-fen.c)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-position.h"

#include "sc-bitboard.h"

G_BEGIN_DECLS

/* The move generator and make_move are written once and specialised by
 * the compiler for each colour and for counting versus listing; without
 * forced inlining those constant arguments would stay run-time tests. */
#define SC_ALWAYS_INLINE static inline __attribute__ ((always_inline))

/* Board access helpers */

static inline guint64
occupied (const ScPosition *pos)
{
  return pos->colors[SC_WHITE] | pos->colors[SC_BLACK];
}

static inline guint64
pieces_of (const ScPosition *pos, ScColor color, ScPieceType type)
{
  return pos->pieces[type] & pos->colors[color];
}

static inline ScSquare
king_square (const ScPosition *pos, ScColor color)
{
  return sc_bb_lsb (pieces_of (pos, color, SC_KING));
}

SC_ALWAYS_INLINE void
put_piece (ScPosition *pos, ScPiece piece, ScSquare sq)
{
  guint64 b = sc_bb (sq);

  pos->pieces[SC_PIECE_TYPE (piece)] |= b;
  pos->colors[SC_PIECE_COLOR (piece)] |= b;
  pos->board[sq] = piece;
}

SC_ALWAYS_INLINE void
remove_piece (ScPosition *pos, ScSquare sq)
{
  ScPiece piece = pos->board[sq];
  guint64 b = sc_bb (sq);

  pos->pieces[SC_PIECE_TYPE (piece)] ^= b;
  pos->colors[SC_PIECE_COLOR (piece)] ^= b;
  pos->board[sq] = SC_EMPTY;
}

SC_ALWAYS_INLINE void
move_piece (ScPosition *pos, ScSquare from, ScSquare to)
{
  ScPiece piece = pos->board[from];
  guint64 b = sc_bb (from) | sc_bb (to);

  pos->pieces[SC_PIECE_TYPE (piece)] ^= b;
  pos->colors[SC_PIECE_COLOR (piece)] ^= b;
  pos->board[from] = SC_EMPTY;
  pos->board[to] = piece;
}

/* Those of `sliders` that attack sq along its rank or file. The
 * attacks come from the small tables (sc_bb_rook_attacks_compact ()):
 * a lookup here comes between long stretches of other work, like
 * reading a game, where the large magic table is out of cache. None is
 * made when no slider stands on the rank or the file at all. */
SC_ALWAYS_INLINE guint64
straight_attackers (const ScBitboardTables *t,
                    ScSquare                sq,
                    guint64                 occ,
                    guint64                 sliders)
{
  guint64 lines = (SC_BB_FILE_A << SC_SQUARE_FILE (sq)) | (SC_BB_RANK_1 << (8 * SC_SQUARE_RANK (sq)));

  if (!(lines & sliders))
    return 0;
  return sc_bb_rook_attacks_compact (t, sq, occ) & sliders;
}

/* Pieces of colour `by` that attack sq, sliders seen through `occ`. */
SC_ALWAYS_INLINE guint64
attackers_by (const ScBitboardTables *t,
              const ScPosition       *pos,
              ScSquare                sq,
              ScColor                 by,
              guint64                 occ)
{
  guint64 diagonal = pos->pieces[SC_BISHOP] | pos->pieces[SC_QUEEN];
  guint64 straight = pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN];

  return (((t->pawn[by ^ 1][sq] & pos->pieces[SC_PAWN])
           | (t->knight[sq] & pos->pieces[SC_KNIGHT])
           | (t->king[sq] & pos->pieces[SC_KING])
           | (sc_bb_bishop_attacks (t, sq, occ) & diagonal))
          & pos->colors[by])
         | straight_attackers (t, sq, occ, straight & pos->colors[by]);
}

/* The en passant file counts only when the side to move has a pawn that
 * could capture there; otherwise the same position would get two hashes
 * and repetitions would be missed. */
SC_ALWAYS_INLINE guint64
en_passant_key (const ScBitboardTables *t, const ScPosition *pos)
{
  ScColor stm = pos->side_to_move;

  if (pos->ep_square == SC_NO_SQUARE)
    return 0;
  if (t->pawn[stm ^ 1][pos->ep_square] & pieces_of (pos, stm, SC_PAWN))
    return t->zobrist_ep_file[SC_SQUARE_FILE (pos->ep_square)];
  return 0;
}

guint64 sc_position_state_hash (const ScPosition *pos);

G_END_DECLS
