/* sc-bitboard.c: attack tables, magic bitboards and Zobrist keys
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sc-bitboard.h"

/* Seeds of the fixed pseudo-random sequences: changing either changes the
 * magic numbers (rerun sc_bitboard_search_magics) or every stored hash. */
#define SC_MAGIC_SEED   G_GUINT64_CONSTANT (0x5c0e5ee7c4e55000)
#define SC_ZOBRIST_SEED G_GUINT64_CONSTANT (0x9d2c5680a1b2c3d4)

/* Found by sc_bitboard_search_magics() with SC_MAGIC_SEED; building the
 * tables checks every one of them again, so a wrong number cannot go
 * unnoticed. */
static const guint64 builtin_rook_magics[64] = {
  G_GUINT64_CONSTANT (0x1180081040008020), G_GUINT64_CONSTANT (0x2540021001a00444),
  G_GUINT64_CONSTANT (0xa080082000801000), G_GUINT64_CONSTANT (0x0100100020090004),
  G_GUINT64_CONSTANT (0x0200020020100804), G_GUINT64_CONSTANT (0x0b00080100120c00),
  G_GUINT64_CONSTANT (0x1080410000800200), G_GUINT64_CONSTANT (0x0100108300004322),
  G_GUINT64_CONSTANT (0x0000800080204002), G_GUINT64_CONSTANT (0x2008804000200081),
  G_GUINT64_CONSTANT (0x8800801000200080), G_GUINT64_CONSTANT (0x0001001001000821),
  G_GUINT64_CONSTANT (0x2008800400800800), G_GUINT64_CONSTANT (0x0202000810040200),
  G_GUINT64_CONSTANT (0x2082000401080200), G_GUINT64_CONSTANT (0x00220000420100b4),
  G_GUINT64_CONSTANT (0x01c0028008284080), G_GUINT64_CONSTANT (0x0400424004201000),
  G_GUINT64_CONSTANT (0x0420018020100080), G_GUINT64_CONSTANT (0x0a10004008004400),
  G_GUINT64_CONSTANT (0x02d8010008110004), G_GUINT64_CONSTANT (0xc002008004000280),
  G_GUINT64_CONSTANT (0x0000040001029028), G_GUINT64_CONSTANT (0x042382000050812c),
  G_GUINT64_CONSTANT (0x0000802980024000), G_GUINT64_CONSTANT (0x0440400080201081),
  G_GUINT64_CONSTANT (0x0010040020080022), G_GUINT64_CONSTANT (0x9080100280080082),
  G_GUINT64_CONSTANT (0x4844080080040082), G_GUINT64_CONSTANT (0x1004010040400200),
  G_GUINT64_CONSTANT (0x02000124000210a8), G_GUINT64_CONSTANT (0x0204004200142081),
  G_GUINT64_CONSTANT (0x1220004000808000), G_GUINT64_CONSTANT (0x0010810021004001),
  G_GUINT64_CONSTANT (0x4040100080802000), G_GUINT64_CONSTANT (0x0008001000800884),
  G_GUINT64_CONSTANT (0x0008004004040020), G_GUINT64_CONSTANT (0x6000040080800200),
  G_GUINT64_CONSTANT (0x0000820904001850), G_GUINT64_CONSTANT (0x002050840a000041),
  G_GUINT64_CONSTANT (0x4580082000444002), G_GUINT64_CONSTANT (0x0020004000808021),
  G_GUINT64_CONSTANT (0x2000402001010010), G_GUINT64_CONSTANT (0x00000d0010010020),
  G_GUINT64_CONSTANT (0x0000040008008080), G_GUINT64_CONSTANT (0x8962001004020009),
  G_GUINT64_CONSTANT (0x401d020810040001), G_GUINT64_CONSTANT (0x0000284408820011),
  G_GUINT64_CONSTANT (0x0800410080002100), G_GUINT64_CONSTANT (0x0200401002200240),
  G_GUINT64_CONSTANT (0x0001041020004500), G_GUINT64_CONSTANT (0x0110a08b00100100),
  G_GUINT64_CONSTANT (0x0210110008000500), G_GUINT64_CONSTANT (0x1809000802040100),
  G_GUINT64_CONSTANT (0x8509001412002100), G_GUINT64_CONSTANT (0x0400008104004200),
  G_GUINT64_CONSTANT (0x2284102201004082), G_GUINT64_CONSTANT (0x1080182104400081),
  G_GUINT64_CONSTANT (0x3800102000084101), G_GUINT64_CONSTANT (0x0002900008842101),
  G_GUINT64_CONSTANT (0x1001002800105205), G_GUINT64_CONSTANT (0x100200a421081002),
  G_GUINT64_CONSTANT (0x80000100d0080204), G_GUINT64_CONSTANT (0x00000a4083040026),
};

static const guint64 builtin_bishop_magics[64] = {
  G_GUINT64_CONSTANT (0x2002020a08060081), G_GUINT64_CONSTANT (0x8c10620821042442),
  G_GUINT64_CONSTANT (0x8004280081160000), G_GUINT64_CONSTANT (0xa044042081000090),
  G_GUINT64_CONSTANT (0x0002021000400008), G_GUINT64_CONSTANT (0x0812013008800285),
  G_GUINT64_CONSTANT (0x0020880450046020), G_GUINT64_CONSTANT (0x0400c022081a4008),
  G_GUINT64_CONSTANT (0x8880202104010040), G_GUINT64_CONSTANT (0x0000040108010105),
  G_GUINT64_CONSTANT (0x1000040812044800), G_GUINT64_CONSTANT (0x0500022082008608),
  G_GUINT64_CONSTANT (0x00a0020210134000), G_GUINT64_CONSTANT (0x0804010120100000),
  G_GUINT64_CONSTANT (0x0000811090100800), G_GUINT64_CONSTANT (0x1440042901101001),
  G_GUINT64_CONSTANT (0x251000c011116901), G_GUINT64_CONSTANT (0x8882400828010400),
  G_GUINT64_CONSTANT (0x00040ca041002200), G_GUINT64_CONSTANT (0x002c0008240010a0),
  G_GUINT64_CONSTANT (0x6a06200400a02028), G_GUINT64_CONSTANT (0xc001000208824001),
  G_GUINT64_CONSTANT (0x00938214041108c0), G_GUINT64_CONSTANT (0x0002020284888802),
  G_GUINT64_CONSTANT (0x1110094040882104), G_GUINT64_CONSTANT (0x2881040810d00240),
  G_GUINT64_CONSTANT (0x4144480401080104), G_GUINT64_CONSTANT (0x0204080004020508),
  G_GUINT64_CONSTANT (0x2010101001004000), G_GUINT64_CONSTANT (0x2142088008080120),
  G_GUINT64_CONSTANT (0x09040104a0480200), G_GUINT64_CONSTANT (0x0002003000840100),
  G_GUINT64_CONSTANT (0x013009150a200c10), G_GUINT64_CONSTANT (0x0444100216583220),
  G_GUINT64_CONSTANT (0x0008211010010400), G_GUINT64_CONSTANT (0x8104900820040400),
  G_GUINT64_CONSTANT (0x00410a0400020102), G_GUINT64_CONSTANT (0x8020104082410081),
  G_GUINT64_CONSTANT (0x0a91210100820840), G_GUINT64_CONSTANT (0x0480820044048400),
  G_GUINT64_CONSTANT (0x000a088228404008), G_GUINT64_CONSTANT (0x0800921010440200),
  G_GUINT64_CONSTANT (0xa009104030002800), G_GUINT64_CONSTANT (0x0004024200812800),
  G_GUINT64_CONSTANT (0x2003a16012010901), G_GUINT64_CONSTANT (0x5702300208200202),
  G_GUINT64_CONSTANT (0x0004240800500208), G_GUINT64_CONSTANT (0x0004140c14201045),
  G_GUINT64_CONSTANT (0x1004140222510180), G_GUINT64_CONSTANT (0x861a048208820800),
  G_GUINT64_CONSTANT (0x0902020201311002), G_GUINT64_CONSTANT (0x1000040020880368),
  G_GUINT64_CONSTANT (0x8005002020248404), G_GUINT64_CONSTANT (0x0b04c10801010048),
  G_GUINT64_CONSTANT (0x000921010a020024), G_GUINT64_CONSTANT (0x0002881800808841),
  G_GUINT64_CONSTANT (0x400024021a112000), G_GUINT64_CONSTANT (0x0c02020602420201),
  G_GUINT64_CONSTANT (0x100c80209400880a), G_GUINT64_CONSTANT (0x1081095000208800),
  G_GUINT64_CONSTANT (0x0000002004208211), G_GUINT64_CONSTANT (0x1040000420840100),
  G_GUINT64_CONSTANT (0x0002c0440810a10c), G_GUINT64_CONSTANT (0x8041210803004082),
};

static const int rook_directions[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_directions[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

static guint64
splitmix64_next (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static gboolean
on_board (int file, int rank)
{
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

/* Attacks found by walking the rays one square at a time; slow, used only
 * to fill the tables. */
static guint64
slow_slider_attacks (ScSquare sq, guint64 occupied, const int directions[4][2])
{
  guint64 attacks = 0;

  for (guint d = 0; d < 4; d++)
    {
      int file = SC_SQUARE_FILE (sq) + directions[d][0];
      int rank = SC_SQUARE_RANK (sq) + directions[d][1];

      for (; on_board (file, rank); file += directions[d][0], rank += directions[d][1])
        {
          guint64 b = sc_bb (SC_SQUARE (file, rank));

          attacks |= b;
          if (occupied & b)
            break;
        }
    }

  return attacks;
}

/* The squares whose occupancy matters: each ray without its last square,
 * since a piece there changes nothing. */
static guint64
slider_mask (ScSquare sq, const int directions[4][2])
{
  guint64 mask = 0;

  for (guint d = 0; d < 4; d++)
    {
      int file = SC_SQUARE_FILE (sq) + directions[d][0];
      int rank = SC_SQUARE_RANK (sq) + directions[d][1];

      for (; on_board (file + directions[d][0], rank + directions[d][1]);
           file += directions[d][0], rank += directions[d][1])
        mask |= sc_bb (SC_SQUARE (file, rank));
    }

  return mask;
}

static guint64
step_attacks (ScSquare sq, const int (*steps)[2], guint n_steps)
{
  guint64 attacks = 0;

  for (guint i = 0; i < n_steps; i++)
    {
      int file = SC_SQUARE_FILE (sq) + steps[i][0];
      int rank = SC_SQUARE_RANK (sq) + steps[i][1];

      if (on_board (file, rank))
        attacks |= sc_bb (SC_SQUARE (file, rank));
    }

  return attacks;
}

/* Lists every subset of mask (the "carry-rippler" walk) with its attacks. */
static guint
enumerate_occupancies (ScSquare         sq,
                       guint64          mask,
                       const int        directions[4][2],
                       guint64         *occupancies,
                       guint64         *attacks)
{
  guint n = 0;
  guint64 occ = 0;

  do
    {
      occupancies[n] = occ;
      attacks[n] = slow_slider_attacks (sq, occ, directions);
      n++;
      occ = (occ - mask) & mask;
    }
  while (occ != 0);

  return n;
}

/* Fills table (2^bits entries) for one square; FALSE if magic maps two
 * occupancies with different attacks to the same entry. */
static gboolean
try_magic (guint64        magic,
           guint          shift,
           const guint64 *occupancies,
           const guint64 *attacks,
           guint          n,
           guint64       *table,
           guint         *filled_epoch,
           guint          epoch)
{
  for (guint i = 0; i < n; i++)
    {
      guint64 index = (occupancies[i] * magic) >> shift;

      if (filled_epoch[index] != epoch)
        {
          filled_epoch[index] = epoch;
          table[index] = attacks[i];
        }
      else if (table[index] != attacks[i])
        {
          return FALSE;
        }
    }

  return TRUE;
}

void
sc_bitboard_search_magics (guint64 rook_magics[64],
                           guint64 bishop_magics[64])
{
  g_autofree guint64 *occupancies = g_new (guint64, 4096);
  g_autofree guint64 *attacks = g_new (guint64, 4096);
  g_autofree guint64 *table = g_new (guint64, 4096);
  g_autofree guint *filled_epoch = g_new0 (guint, 4096);
  guint64 state = SC_MAGIC_SEED;
  guint epoch = 0;

  for (guint kind = 0; kind < 2; kind++)
    {
      const int (*directions)[2] = kind == 0 ? rook_directions : bishop_directions;
      guint64 *magics = kind == 0 ? rook_magics : bishop_magics;

      for (ScSquare sq = 0; sq < 64; sq++)
        {
          guint64 mask = slider_mask (sq, directions);
          guint shift = 64 - sc_bb_count (mask);
          guint n = enumerate_occupancies (sq, mask, directions, occupancies, attacks);

          for (;;)
            {
              /* Candidates with few bits set work far more often. */
              guint64 magic = splitmix64_next (&state) & splitmix64_next (&state)
                              & splitmix64_next (&state);

              if (sc_bb_count ((mask * magic) >> 56) < 6)
                continue;
              if (try_magic (magic, shift, occupancies, attacks, n, table, filled_epoch, ++epoch))
                {
                  magics[sq] = magic;
                  break;
                }
            }
        }
    }
}

const guint64 *
sc_bitboard_builtin_rook_magics (void)
{
  return builtin_rook_magics;
}

const guint64 *
sc_bitboard_builtin_bishop_magics (void)
{
  return builtin_bishop_magics;
}

static void
init_sliders (ScBitboardTables *t,
              ScMagic          *magics,
              const guint64    *magic_numbers,
              const int         directions[4][2],
              guint64          *storage,
              gsize             storage_size)
{
  g_autofree guint64 *occupancies = g_new (guint64, 4096);
  g_autofree guint64 *attacks = g_new (guint64, 4096);
  g_autofree guint *filled_epoch = g_new0 (guint, storage_size);
  gsize offset = 0;

  for (ScSquare sq = 0; sq < 64; sq++)
    {
      ScMagic *m = &magics[sq];
      guint n;

      m->mask = slider_mask (sq, directions);
      m->shift = 64 - sc_bb_count (m->mask);
      m->magic = magic_numbers[sq];
      m->attacks = storage + offset;
      n = enumerate_occupancies (sq, m->mask, directions, occupancies, attacks);
      g_assert (offset + n <= storage_size);

      if (!try_magic (m->magic, m->shift, occupancies, attacks, n,
                      storage + offset, filled_epoch + offset, 1))
        g_error ("sc-bitboard: magic number for square %u does not work", sq);
      offset += n;
    }

  g_assert (offset == storage_size);
}

static void
init_between_and_line (ScBitboardTables *t)
{
  for (ScSquare a = 0; a < 64; a++)
    for (ScSquare b = 0; b < 64; b++)
      {
        guint64 bb_a = sc_bb (a), bb_b = sc_bb (b);

        if (a == b)
          continue;

        if (slow_slider_attacks (a, 0, rook_directions) & bb_b)
          {
            t->line[a][b] = (slow_slider_attacks (a, 0, rook_directions)
                             & slow_slider_attacks (b, 0, rook_directions)) | bb_a | bb_b;
            t->between[a][b] = slow_slider_attacks (a, bb_b, rook_directions)
                               & slow_slider_attacks (b, bb_a, rook_directions);
          }
        else if (slow_slider_attacks (a, 0, bishop_directions) & bb_b)
          {
            t->line[a][b] = (slow_slider_attacks (a, 0, bishop_directions)
                             & slow_slider_attacks (b, 0, bishop_directions)) | bb_a | bb_b;
            t->between[a][b] = slow_slider_attacks (a, bb_b, bishop_directions)
                               & slow_slider_attacks (b, bb_a, bishop_directions);
          }
      }
}

static void
init_zobrist (ScBitboardTables *t)
{
  guint64 state = SC_ZOBRIST_SEED;

  for (guint p = 0; p < 16; p++)
    for (guint sq = 0; sq < 64; sq++)
      t->zobrist_piece[p][sq] = splitmix64_next (&state);

  /* Each combination of rights is the XOR of its single rights. */
  {
    guint64 single[4];

    for (guint i = 0; i < 4; i++)
      single[i] = splitmix64_next (&state);
    for (guint rights = 0; rights < 16; rights++)
      {
        t->zobrist_castling[rights] = 0;
        for (guint i = 0; i < 4; i++)
          if (rights & (1u << i))
            t->zobrist_castling[rights] ^= single[i];
      }
  }

  for (guint file = 0; file < 8; file++)
    t->zobrist_ep_file[file] = splitmix64_next (&state);
  t->zobrist_black = splitmix64_next (&state);
}

static void
init_castling_keep (ScBitboardTables *t)
{
  for (ScSquare sq = 0; sq < 64; sq++)
    t->castling_keep[sq] = SC_CASTLE_ALL;

  t->castling_keep[SC_SQUARE (4, 0)] &= ~(SC_CASTLE_WHITE_KING | SC_CASTLE_WHITE_QUEEN);
  t->castling_keep[SC_SQUARE (7, 0)] &= ~SC_CASTLE_WHITE_KING;
  t->castling_keep[SC_SQUARE (0, 0)] &= ~SC_CASTLE_WHITE_QUEEN;
  t->castling_keep[SC_SQUARE (4, 7)] &= ~(SC_CASTLE_BLACK_KING | SC_CASTLE_BLACK_QUEEN);
  t->castling_keep[SC_SQUARE (7, 7)] &= ~SC_CASTLE_BLACK_KING;
  t->castling_keep[SC_SQUARE (0, 7)] &= ~SC_CASTLE_BLACK_QUEEN;
}

/* For a rook on each file and each occupancy of the six inner squares of
 * its rank: the squares of the rank it attacks. */
static void
init_rank_attacks (ScBitboardTables *t)
{
  for (int file = 0; file < 8; file++)
    for (guint inner = 0; inner < 64; inner++)
      {
        guint occupied = inner << 1, attacks = 0;

        for (int f = file + 1; f < 8; f++)
          {
            attacks |= 1u << f;
            if (occupied & (1u << f))
              break;
          }
        for (int f = file - 1; f >= 0; f--)
          {
            attacks |= 1u << f;
            if (occupied & (1u << f))
              break;
          }
        t->rank_attacks[file][inner] = (guint8) attacks;
      }
}

/* Not inlined into sc_bitboard_tables (), whose every call would then
 * save and restore the registers that filling the tables needs. */
static G_GNUC_NO_INLINE void
init_tables (ScBitboardTables *t)
{
  static const int knight_steps[8][2] = {
    { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 },
  };
  static const int king_steps[8][2] = {
    { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
  };
  static const int white_pawn_steps[2][2] = { { -1, 1 }, { 1, 1 } };
  static const int black_pawn_steps[2][2] = { { -1, -1 }, { 1, -1 } };

  for (ScSquare sq = 0; sq < 64; sq++)
    {
      t->knight[sq] = step_attacks (sq, knight_steps, 8);
      t->king[sq] = step_attacks (sq, king_steps, 8);
      t->pawn[SC_WHITE][sq] = step_attacks (sq, white_pawn_steps, 2);
      t->pawn[SC_BLACK][sq] = step_attacks (sq, black_pawn_steps, 2);
    }

  init_sliders (t, t->rook, builtin_rook_magics, rook_directions,
                t->rook_attacks, SC_BB_ROOK_TABLE_SIZE);
  init_sliders (t, t->bishop, builtin_bishop_magics, bishop_directions,
                t->bishop_attacks, SC_BB_BISHOP_TABLE_SIZE);
  init_between_and_line (t);
  init_castling_keep (t);
  init_rank_attacks (t);
  init_zobrist (t);
}

const ScBitboardTables *
sc_bitboard_tables (void)
{
  /* The one piece of static state: written once, then only read. */
  static ScBitboardTables tables;
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_tables (&tables);
      g_once_init_leave (&initialized, 1);
    }

  return &tables;
}
