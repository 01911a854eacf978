/* sc-bitboard.h: attack tables, magic bitboards and Zobrist keys (internal)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-types.h"

G_BEGIN_DECLS

#define SC_BB_FILE_A  G_GUINT64_CONSTANT (0x0101010101010101)
#define SC_BB_FILE_H  G_GUINT64_CONSTANT (0x8080808080808080)
#define SC_BB_RANK_1  G_GUINT64_CONSTANT (0x00000000000000ff)
#define SC_BB_RANK_3  G_GUINT64_CONSTANT (0x0000000000ff0000)
#define SC_BB_RANK_6  G_GUINT64_CONSTANT (0x0000ff0000000000)
#define SC_BB_RANK_8  G_GUINT64_CONSTANT (0xff00000000000000)
#define SC_BB_DARK_SQUARES G_GUINT64_CONSTANT (0xaa55aa55aa55aa55)

/* Sizes of the shared attack arrays of the "fancy" magic scheme: the sum
 * over all squares of 2^(relevant occupancy bits). */
#define SC_BB_ROOK_TABLE_SIZE   102400
#define SC_BB_BISHOP_TABLE_SIZE 5248

/* Everything needed to look up one slider's attacks from one square. */
typedef struct {
  const guint64 *attacks;
  guint64        mask;   /* relevant occupancy: the rays without their last square */
  guint64        magic;
  guint          shift;  /* 64 - popcount (mask) */
} ScMagic;

typedef struct {
  guint64 knight[64];
  guint64 king[64];
  guint64 pawn[2][64];        /* squares a pawn of that colour attacks */
  ScMagic rook[64];
  ScMagic bishop[64];
  guint64 between[64][64];    /* squares strictly between two aligned squares */
  guint64 line[64][64];       /* the whole line through two aligned squares */
  guint8  castling_keep[64];  /* rights that survive a move from or to a square */
  guint8  rank_attacks[8][64]; /* by file and the occupancy of files b..g of the rank */

  guint64 zobrist_piece[16][64]; /* indexed by ScPiece */
  guint64 zobrist_castling[16];
  guint64 zobrist_ep_file[8];
  guint64 zobrist_black;

  guint64 rook_attacks[SC_BB_ROOK_TABLE_SIZE];
  guint64 bishop_attacks[SC_BB_BISHOP_TABLE_SIZE];
} ScBitboardTables;

/* Built on first use, thread-safe, never freed. */
const ScBitboardTables *sc_bitboard_tables (void);

/* The deterministic search that found the magic numbers compiled into
 * sc-bitboard.c; kept so that the tests can show it reproduces them. */
void sc_bitboard_search_magics (guint64 rook_magics[64],
                                guint64 bishop_magics[64]);
const guint64 *sc_bitboard_builtin_rook_magics (void);
const guint64 *sc_bitboard_builtin_bishop_magics (void);

static inline guint64
sc_bb (ScSquare sq)
{
  return G_GUINT64_CONSTANT (1) << sq;
}

static inline guint
sc_bb_count (guint64 b)
{
  return (guint) __builtin_popcountll (b);
}

static inline ScSquare
sc_bb_lsb (guint64 b)
{
  return (ScSquare) __builtin_ctzll (b);
}

static inline ScSquare
sc_bb_pop (guint64 *b)
{
  ScSquare sq = sc_bb_lsb (*b);
  *b &= *b - 1;
  return sq;
}

static inline gboolean
sc_bb_more_than_one (guint64 b)
{
  return (b & (b - 1)) != 0;
}

static inline guint64
sc_bb_magic_lookup (const ScMagic *m, guint64 occupied)
{
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

/* Rook attacks from small tables only: the file by the byte-swap
 * ("hyperbola") subtraction, the rank by a 512-byte table. Slower than
 * the magic lookup when the magic table (800 KB) is in cache, much
 * faster when it is not, as in reading games where few lookups happen
 * between moves: all but the move generator's loop over our rooks and
 * queens use it. */
static inline guint64
sc_bb_rook_attacks_compact (const ScBitboardTables *t,
                            ScSquare                sq,
                            guint64                 occupied)
{
  guint file = SC_SQUARE_FILE (sq), rank = SC_SQUARE_RANK (sq);
  guint64 slider = G_GUINT64_CONSTANT (1) << sq;
  guint64 mask = (SC_BB_FILE_A << file) ^ slider;
  guint64 forward = occupied & mask;
  guint64 reverse = GUINT64_SWAP_LE_BE (forward);
  guint64 file_attacks, rank_attacks;

  forward -= slider;
  reverse -= GUINT64_SWAP_LE_BE (slider);
  file_attacks = (forward ^ GUINT64_SWAP_LE_BE (reverse)) & mask;
  rank_attacks = (guint64) t->rank_attacks[file][(occupied >> (8 * rank + 1)) & 63] << (8 * rank);
  return file_attacks | rank_attacks;
}

static inline guint64
sc_bb_rook_attacks (const ScBitboardTables *t, ScSquare sq, guint64 occupied)
{
  return sc_bb_magic_lookup (&t->rook[sq], occupied);
}

static inline guint64
sc_bb_bishop_attacks (const ScBitboardTables *t, ScSquare sq, guint64 occupied)
{
  return sc_bb_magic_lookup (&t->bishop[sq], occupied);
}

/* The squares from which a piece of type (knight to king) reaches sq, as
 * the board's occupancy allows, its own king's safety not counted: the
 * same as its attacks from sq. 0 for pawns, whose moves are not their
 * attacks. For reading and writing one move, so from the small tables. */
static inline guint64
sc_bb_piece_reach (const ScBitboardTables *t, ScPieceType type, ScSquare sq, guint64 occupied)
{
  switch (type)
    {
    case SC_KNIGHT: return t->knight[sq];
    case SC_BISHOP: return sc_bb_bishop_attacks (t, sq, occupied);
    case SC_ROOK:   return sc_bb_rook_attacks_compact (t, sq, occupied);
    case SC_QUEEN:  return sc_bb_bishop_attacks (t, sq, occupied) | sc_bb_rook_attacks_compact (t, sq, occupied);
    case SC_KING:   return t->king[sq];
    case SC_PAWN:
    case SC_NO_PIECE_TYPE:
    default:        return 0;
    }
}

G_END_DECLS
