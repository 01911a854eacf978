/* sc-position.c: a chess position on bitboards, FEN, legal moves, perft
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sc-position.h"

#include <stdarg.h>
#include <string.h>

#include "sc-bitboard.h"

/* The move generator and make_move are written once and specialised by
 * the compiler for each colour and for counting versus listing; without
 * forced inlining those constant arguments would stay run-time tests. */
#define SC_ALWAYS_INLINE static inline __attribute__ ((always_inline))

G_DEFINE_QUARK (sc-fen-error-quark, sc_fen_error)

static const char *const color_names[2] = { "white", "black" };

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

/* Those of `sliders` that attack sq along its rank or file. The rook
 * table is large and a lookup often misses the cache, so it is skipped
 * when no slider stands on the rank or the file at all. With `compact`,
 * the attacks come from small tables only (sc_bb_rook_attacks_compact ()):
 * for code that looks at one square between long stretches of other
 * work, like reading a game, where the magic table is out of cache. */
SC_ALWAYS_INLINE guint64
straight_attackers (const ScBitboardTables *t,
                    ScSquare                sq,
                    guint64                 occ,
                    guint64                 sliders,
                    gboolean                compact)
{
  guint64 lines = (SC_BB_FILE_A << SC_SQUARE_FILE (sq)) | (SC_BB_RANK_1 << (8 * SC_SQUARE_RANK (sq)));

  if (!(lines & sliders))
    return 0;
  return (compact ? sc_bb_rook_attacks_compact (t, sq, occ) : sc_bb_rook_attacks (t, sq, occ)) & sliders;
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
         | straight_attackers (t, sq, occ, straight & pos->colors[by], FALSE);
}

static inline char
square_file_char (ScSquare sq)
{
  return (char) ('a' + SC_SQUARE_FILE (sq));
}

static inline char
square_rank_char (ScSquare sq)
{
  return (char) ('1' + SC_SQUARE_RANK (sq));
}

/* Hashing */

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

static guint64
compute_hash (const ScPosition *pos)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  guint64 hash = 0;

  for (ScSquare sq = 0; sq < 64; sq++)
    if (pos->board[sq] != SC_EMPTY)
      hash ^= t->zobrist_piece[pos->board[sq]][sq];

  hash ^= t->zobrist_castling[pos->castling];
  hash ^= en_passant_key (t, pos);
  if (pos->side_to_move == SC_BLACK)
    hash ^= t->zobrist_black;

  return hash;
}

/* Legal move generation */

SC_ALWAYS_INLINE guint64
shift_forward (guint64 b, ScColor us)
{
  return us == SC_WHITE ? b << 8 : b >> 8;
}

SC_ALWAYS_INLINE guint
emit_targets (ScMove   *moves,
              guint     n,
              ScSquare  from,
              guint64   targets,
              gboolean  counting)
{
  if (counting)
    return n + sc_bb_count (targets);

  while (targets)
    moves[n++] = sc_move_new (from, sc_bb_pop (&targets), SC_MOVE_NORMAL, SC_NO_PIECE_TYPE);
  return n;
}

/* Pawn moves to `targets`, each made by the pawn `delta` squares back. */
SC_ALWAYS_INLINE guint
emit_pawn_moves (ScMove   *moves,
                 guint     n,
                 guint64   targets,
                 int       delta,
                 gboolean  promotion,
                 gboolean  counting)
{
  if (counting)
    return n + sc_bb_count (targets) * (promotion ? 4 : 1);

  while (targets)
    {
      ScSquare to = sc_bb_pop (&targets);
      ScSquare from = (ScSquare) (to - delta);

      if (promotion)
        {
          moves[n++] = sc_move_new (from, to, SC_MOVE_PROMOTION, SC_QUEEN);
          moves[n++] = sc_move_new (from, to, SC_MOVE_PROMOTION, SC_ROOK);
          moves[n++] = sc_move_new (from, to, SC_MOVE_PROMOTION, SC_BISHOP);
          moves[n++] = sc_move_new (from, to, SC_MOVE_PROMOTION, SC_KNIGHT);
        }
      else
        {
          moves[n++] = sc_move_new (from, to, SC_MOVE_NORMAL, SC_NO_PIECE_TYPE);
        }
    }
  return n;
}

/* Pushes and captures (not en passant) of the pawns in `pawns`, landing
 * only on `mask`, all at once by shifting the whole set. */
SC_ALWAYS_INLINE guint
generate_pawn_moves (const ScPosition *pos,
                     ScMove           *moves,
                     guint             n,
                     ScColor           us,
                     guint64           pawns,
                     guint64           mask,
                     gboolean          counting)
{
  const guint64 last_rank = us == SC_WHITE ? SC_BB_RANK_8 : SC_BB_RANK_1;
  const guint64 third_rank = us == SC_WHITE ? SC_BB_RANK_3 : SC_BB_RANK_6;
  const int up = us == SC_WHITE ? 8 : -8;
  const int up_left = us == SC_WHITE ? 7 : -9;
  const int up_right = us == SC_WHITE ? 9 : -7;
  guint64 them_bb = pos->colors[us ^ 1];
  guint64 empty = ~occupied (pos);
  guint64 single, twice, left, right;

  single = shift_forward (pawns, us) & empty;
  twice = shift_forward (single & third_rank, us) & empty & mask;
  single &= mask;
  if (us == SC_WHITE)
    {
      left = (pawns & ~SC_BB_FILE_A) << 7;
      right = (pawns & ~SC_BB_FILE_H) << 9;
    }
  else
    {
      left = (pawns & ~SC_BB_FILE_A) >> 9;
      right = (pawns & ~SC_BB_FILE_H) >> 7;
    }
  left &= them_bb & mask;
  right &= them_bb & mask;

  n = emit_pawn_moves (moves, n, single & ~last_rank, up, FALSE, counting);
  n = emit_pawn_moves (moves, n, twice, 2 * up, FALSE, counting);
  n = emit_pawn_moves (moves, n, left & ~last_rank, up_left, FALSE, counting);
  n = emit_pawn_moves (moves, n, right & ~last_rank, up_right, FALSE, counting);
  if ((single | left | right) & last_rank)
    {
      n = emit_pawn_moves (moves, n, single & last_rank, up, TRUE, counting);
      n = emit_pawn_moves (moves, n, left & last_rank, up_left, TRUE, counting);
      n = emit_pawn_moves (moves, n, right & last_rank, up_right, TRUE, counting);
    }
  return n;
}

/* En passant is checked the slow, sure way: remove both pawns, put ours
 * on the target square and look for any attack on the king. That covers
 * the rank pin through both pawns and the diagonal pin through the
 * captured one. */
SC_ALWAYS_INLINE guint
generate_en_passant (const ScBitboardTables *t,
                     const ScPosition       *pos,
                     ScMove                 *moves,
                     guint                   n,
                     ScColor                 us,
                     ScSquare                ksq,
                     gboolean                counting)
{
  ScColor them = us ^ 1;
  ScSquare ep = pos->ep_square;
  ScSquare captured;
  guint64 candidates;

  if (ep == SC_NO_SQUARE)
    return n;
  candidates = t->pawn[them][ep] & pieces_of (pos, us, SC_PAWN);
  captured = ep ^ 8;

  while (candidates)
    {
      ScSquare from = sc_bb_pop (&candidates);
      guint64 occ = (occupied (pos) ^ sc_bb (from) ^ sc_bb (captured)) | sc_bb (ep);
      guint64 their_pawns = pieces_of (pos, them, SC_PAWN) & ~sc_bb (captured);
      guint64 attackers = (sc_bb_rook_attacks (t, ksq, occ)
                           & (pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN]))
                          | (sc_bb_bishop_attacks (t, ksq, occ)
                             & (pos->pieces[SC_BISHOP] | pos->pieces[SC_QUEEN]))
                          | (t->knight[ksq] & pos->pieces[SC_KNIGHT]);

      attackers &= pos->colors[them];
      attackers |= t->pawn[us][ksq] & their_pawns;
      if (attackers)
        continue;

      if (counting)
        n++;
      else
        moves[n++] = sc_move_new (from, ep, SC_MOVE_EN_PASSANT, SC_NO_PIECE_TYPE);
    }
  return n;
}

SC_ALWAYS_INLINE guint
generate_castling (const ScBitboardTables *t,
                   const ScPosition       *pos,
                   ScMove                 *moves,
                   guint                   n,
                   ScColor                 us,
                   gboolean                counting)
{
  const ScSquare e = us == SC_WHITE ? SC_SQUARE (4, 0) : SC_SQUARE (4, 7);
  const guint king_side = us == SC_WHITE ? SC_CASTLE_WHITE_KING : SC_CASTLE_BLACK_KING;
  const guint queen_side = us == SC_WHITE ? SC_CASTLE_WHITE_QUEEN : SC_CASTLE_BLACK_QUEEN;
  guint64 occ = occupied (pos);

  /* The rights imply king and rook on their squares (FEN reading checks
   * it, moves keep it so). The king stays in the occupancy: a ray that
   * it would block leads to itself, and we are not in check. */
  if ((pos->castling & king_side)
      && !(occ & (sc_bb (e + 1) | sc_bb (e + 2)))
      && !attackers_by (t, pos, e + 1, us ^ 1, occ)
      && !attackers_by (t, pos, e + 2, us ^ 1, occ))
    {
      if (counting)
        n++;
      else
        moves[n++] = sc_move_new (e, e + 2, SC_MOVE_CASTLING, SC_NO_PIECE_TYPE);
    }

  if ((pos->castling & queen_side)
      && !(occ & (sc_bb (e - 1) | sc_bb (e - 2) | sc_bb (e - 3)))
      && !attackers_by (t, pos, e - 1, us ^ 1, occ)
      && !attackers_by (t, pos, e - 2, us ^ 1, occ))
    {
      if (counting)
        n++;
      else
        moves[n++] = sc_move_new (e, e - 2, SC_MOVE_CASTLING, SC_NO_PIECE_TYPE);
    }

  return n;
}

/* Our pieces that stand alone between our king and an enemy slider. */
SC_ALWAYS_INLINE guint64
pinned_pieces (const ScBitboardTables *t,
               const ScPosition       *pos,
               ScColor                 us,
               ScSquare                ksq)
{
  guint64 them_bb = pos->colors[us ^ 1];
  guint64 occ = occupied (pos);
  guint64 pinned = 0;
  guint64 snipers;

  snipers = straight_attackers (t, ksq, them_bb,
                                (pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN]) & them_bb, FALSE)
            | (sc_bb_bishop_attacks (t, ksq, them_bb)
               & (pos->pieces[SC_BISHOP] | pos->pieces[SC_QUEEN]) & them_bb);

  while (snipers)
    {
      guint64 blockers = t->between[ksq][sc_bb_pop (&snipers)] & occ;

      if (!sc_bb_more_than_one (blockers))
        pinned |= blockers & pos->colors[us];
    }
  return pinned;
}

/* Legal moves straight away: no move is made to find out whether it
 * leaves the king in check. With counting set, nothing is written to
 * moves and the moves are only counted, mostly by popcount. */
SC_ALWAYS_INLINE guint
generate_legal (const ScPosition *pos,
                ScMove           *moves,
                ScColor           us,
                gboolean          counting,
                guint64           destinations)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  const ScColor them = us ^ 1;
  guint64 us_bb = pos->colors[us];
  guint64 occ = occupied (pos);
  ScSquare ksq = king_square (pos, us);
  guint64 checkers = attackers_by (t, pos, ksq, them, occ);
  guint64 pinned, mask, b, diagonal, straight;
  guint n = 0;

  /* The king: its own square is left out of the occupancy so that it
   * cannot hide from a slider behind itself. */
  {
    guint64 targets = t->king[ksq] & ~us_bb & destinations;
    guint64 occ_without_king = occ ^ sc_bb (ksq);
    guint64 safe = 0;

    while (targets)
      {
        ScSquare to = sc_bb_pop (&targets);

        if (!attackers_by (t, pos, to, them, occ_without_king))
          safe |= sc_bb (to);
      }
    n = emit_targets (moves, n, ksq, safe, counting);
  }

  if (sc_bb_more_than_one (checkers))
    return n;

  /* In check: capture the checker or step in between. */
  mask = checkers ? (t->between[ksq][sc_bb_lsb (checkers)] | checkers) : ~us_bb;
  mask &= destinations;
  pinned = pinned_pieces (t, pos, us, ksq);

  /* A pinned knight can never move. */
  b = pieces_of (pos, us, SC_KNIGHT) & ~pinned;
  while (b)
    {
      ScSquare from = sc_bb_pop (&b);
      n = emit_targets (moves, n, from, t->knight[from] & mask, counting);
    }

  diagonal = (pos->pieces[SC_BISHOP] | pos->pieces[SC_QUEEN]) & us_bb;
  straight = (pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN]) & us_bb;

  b = diagonal & ~pinned;
  while (b)
    {
      ScSquare from = sc_bb_pop (&b);
      n = emit_targets (moves, n, from, sc_bb_bishop_attacks (t, from, occ) & mask, counting);
    }
  b = straight & ~pinned;
  while (b)
    {
      ScSquare from = sc_bb_pop (&b);
      n = emit_targets (moves, n, from, sc_bb_rook_attacks (t, from, occ) & mask, counting);
    }

  n = generate_pawn_moves (pos, moves, n, us, pieces_of (pos, us, SC_PAWN) & ~pinned,
                           mask, counting);

  /* A pinned piece can only slide along its pin line, and it can never
   * help against a check: its line meets any other line to the king only
   * on the king's square. */
  if (!checkers && pinned)
    {
      b = diagonal & pinned;
      while (b)
        {
          ScSquare from = sc_bb_pop (&b);
          n = emit_targets (moves, n, from,
                            sc_bb_bishop_attacks (t, from, occ) & mask & t->line[ksq][from],
                            counting);
        }
      b = straight & pinned;
      while (b)
        {
          ScSquare from = sc_bb_pop (&b);
          n = emit_targets (moves, n, from,
                            sc_bb_rook_attacks (t, from, occ) & mask & t->line[ksq][from],
                            counting);
        }
      b = pieces_of (pos, us, SC_PAWN) & pinned;
      while (b)
        {
          ScSquare from = sc_bb_pop (&b);
          n = generate_pawn_moves (pos, moves, n, us, sc_bb (from),
                                   mask & t->line[ksq][from], counting);
        }
    }

  if (pos->ep_square != SC_NO_SQUARE && (destinations & sc_bb (pos->ep_square)))
    n = generate_en_passant (t, pos, moves, n, us, ksq, counting);

  /* Castling lands the king on the c or g file of its rank. */
  if (!checkers && (destinations & (us == SC_WHITE ? G_GUINT64_CONSTANT (0x44)
                                                   : G_GUINT64_CONSTANT (0x44) << 56)))
    n = generate_castling (t, pos, moves, n, us, counting);

  return n;
}

/* Pawn moves to `to` by the pawns in `pawns`, in the order the full
 * generator uses: push, double push, then captures from the left and
 * from the right (for either colour, the left one has the higher square). */
SC_ALWAYS_INLINE guint
generate_pawn_moves_to (const ScBitboardTables *t,
                        const ScPosition       *pos,
                        ScMove                 *moves,
                        guint                   n,
                        ScColor                 us,
                        ScSquare                to,
                        guint64                 pawns)
{
  const guint64 first_rank = us == SC_WHITE ? SC_BB_RANK_1 : SC_BB_RANK_8;
  const guint64 last_rank = us == SC_WHITE ? SC_BB_RANK_8 : SC_BB_RANK_1;
  const guint64 fourth_rank = us == SC_WHITE ? SC_BB_RANK_3 << 8 : SC_BB_RANK_6 >> 8;
  const int up = us == SC_WHITE ? 8 : -8;
  guint64 to_bb = sc_bb (to);
  ScSquare sources[2];
  guint n_sources = 0;

  if (pawns == 0 || (to_bb & first_rank))
    return n;

  if (pos->board[to] == SC_EMPTY)
    {
      ScSquare one = (ScSquare) (to - up);

      if (pawns & sc_bb (one))
        sources[n_sources++] = one;
      else if ((to_bb & fourth_rank) && pos->board[one] == SC_EMPTY &&
               (pawns & sc_bb ((ScSquare) (to - 2 * up))))
        sources[n_sources++] = (ScSquare) (to - 2 * up);
    }
  else if (to_bb & pos->colors[us ^ 1])
    {
      guint64 capturers = t->pawn[us ^ 1][to] & pawns;

      while (capturers)
        {
          ScSquare from = (ScSquare) (63 - __builtin_clzll (capturers));

          capturers ^= sc_bb (from);
          sources[n_sources++] = from;
        }
    }

  for (guint i = 0; i < n_sources; i++)
    {
      if (to_bb & last_rank)
        {
          moves[n++] = sc_move_new (sources[i], to, SC_MOVE_PROMOTION, SC_QUEEN);
          moves[n++] = sc_move_new (sources[i], to, SC_MOVE_PROMOTION, SC_ROOK);
          moves[n++] = sc_move_new (sources[i], to, SC_MOVE_PROMOTION, SC_BISHOP);
          moves[n++] = sc_move_new (sources[i], to, SC_MOVE_PROMOTION, SC_KNIGHT);
        }
      else
        {
          moves[n++] = sc_move_new (sources[i], to, SC_MOVE_NORMAL, SC_NO_PIECE_TYPE);
        }
    }
  return n;
}

/* Moves to `to` from each square of `sources`, lowest first. */
SC_ALWAYS_INLINE guint
emit_sources (ScMove   *moves,
              guint     n,
              guint64   sources,
              ScSquare  to)
{
  while (sources)
    moves[n++] = sc_move_new (sc_bb_pop (&sources), to, SC_MOVE_NORMAL, SC_NO_PIECE_TYPE);
  return n;
}

/* The legal moves to one square, found from that square: which of our
 * pieces attack it, then the same pin, check, en passant and castling
 * rules as generate_legal(), in the same order. */
SC_ALWAYS_INLINE guint
generate_legal_to (const ScPosition *pos,
                   ScMove           *moves,
                   ScColor           us,
                   ScSquare          to)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  const ScColor them = us ^ 1;
  guint64 us_bb = pos->colors[us];
  guint64 to_bb = sc_bb (to);
  guint64 occ = occupied (pos);
  ScSquare ksq = king_square (pos, us);
  guint64 checkers, pinned, diagonal, straight, knights, pawns, free_pieces;
  guint n = 0;

  if (us_bb & to_bb)
    return 0;

  checkers = attackers_by (t, pos, ksq, them, occ);

  if ((t->king[ksq] & to_bb) && !attackers_by (t, pos, to, them, occ ^ sc_bb (ksq)))
    moves[n++] = sc_move_new (ksq, to, SC_MOVE_NORMAL, SC_NO_PIECE_TYPE);

  if (sc_bb_more_than_one (checkers))
    return n;

  diagonal = sc_bb_bishop_attacks (t, to, occ) & (pos->pieces[SC_BISHOP] | pos->pieces[SC_QUEEN]) & us_bb;
  straight = straight_attackers (t, to, occ, (pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN]) & us_bb, TRUE);
  knights = t->knight[to] & pieces_of (pos, us, SC_KNIGHT);
  pawns = pieces_of (pos, us, SC_PAWN);

  /* In check, the other pieces can only capture the checker or step in between. */
  if ((diagonal | straight | knights | pawns)
      && (!checkers || ((t->between[ksq][sc_bb_lsb (checkers)] | checkers) & to_bb)))
    {
      pinned = pinned_pieces (t, pos, us, ksq);
      free_pieces = ~pinned;

      n = emit_sources (moves, n, knights & free_pieces, to);
      n = emit_sources (moves, n, diagonal & free_pieces, to);
      n = emit_sources (moves, n, straight & free_pieces, to);
      n = generate_pawn_moves_to (t, pos, moves, n, us, to, pawns & free_pieces);

      /* A pinned piece can only move along the line through our king. */
      if (!checkers && pinned)
        {
          guint64 on_line = 0, b = pinned;

          while (b)
            {
              ScSquare from = sc_bb_pop (&b);

              if (t->line[ksq][from] & to_bb)
                on_line |= sc_bb (from);
            }
          n = emit_sources (moves, n, diagonal & on_line, to);
          n = emit_sources (moves, n, straight & on_line, to);
          n = generate_pawn_moves_to (t, pos, moves, n, us, to, pawns & on_line);
        }
    }

  if (to == pos->ep_square)
    n = generate_en_passant (t, pos, moves, n, us, ksq, FALSE);

  if (!checkers && (to_bb & (us == SC_WHITE ? G_GUINT64_CONSTANT (0x44)
                                            : G_GUINT64_CONSTANT (0x44) << 56)))
    {
      ScMove castling[2];
      guint n_castling = generate_castling (t, pos, castling, 0, us, FALSE);

      for (guint i = 0; i < n_castling; i++)
        if (sc_move_to (castling[i]) == to)
          moves[n++] = castling[i];
    }

  return n;
}

guint
sc_position_legal_moves (const ScPosition *pos,
                         ScMove           *moves)
{
  if (pos->side_to_move == SC_WHITE)
    return generate_legal (pos, moves, SC_WHITE, FALSE, ~G_GUINT64_CONSTANT (0));
  else
    return generate_legal (pos, moves, SC_BLACK, FALSE, ~G_GUINT64_CONSTANT (0));
}

guint
sc_position_legal_moves_to (const ScPosition *pos,
                            ScSquare          to,
                            ScMove           *moves)
{
  if (pos->side_to_move == SC_WHITE)
    return generate_legal_to (pos, moves, SC_WHITE, to);
  else
    return generate_legal_to (pos, moves, SC_BLACK, to);
}

guint
sc_position_count_legal_moves (const ScPosition *pos)
{
  if (pos->side_to_move == SC_WHITE)
    return generate_legal (pos, NULL, SC_WHITE, TRUE, ~G_GUINT64_CONSTANT (0));
  else
    return generate_legal (pos, NULL, SC_BLACK, TRUE, ~G_GUINT64_CONSTANT (0));
}

gboolean
sc_position_is_legal (const ScPosition *pos,
                      ScMove            move)
{
  ScMove moves[SC_MAX_MOVES];
  guint n;

  if (move == SC_MOVE_NONE || move == SC_MOVE_NULL)
    return FALSE;

  n = sc_position_legal_moves_to (pos, sc_move_to (move), moves);
  for (guint i = 0; i < n; i++)
    if (moves[i] == move)
      return TRUE;
  return FALSE;
}

/* Making and unmaking moves */

static inline void
castling_rook_squares (ScSquare king_to, ScSquare *rook_from, ScSquare *rook_to)
{
  gboolean king_side = SC_SQUARE_FILE (king_to) == 6;

  *rook_from = king_side ? king_to + 1 : king_to - 2;
  *rook_to = king_side ? king_to - 1 : king_to + 1;
}

/* undo may be NULL, and with update_hash unset pos->hash goes stale:
 * perft needs neither. */
SC_ALWAYS_INLINE void
make_move (ScPosition *pos,
           ScMove      move,
           ScUndo     *undo,
           gboolean    update_hash)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  ScColor us = pos->side_to_move;
  ScSquare from = sc_move_from (move);
  ScSquare to = sc_move_to (move);
  ScMoveKind kind = sc_move_kind (move);
  ScPiece piece = pos->board[from];
  ScPiece captured = pos->board[to];
  guint64 hash = pos->hash;

  if (undo)
    {
      undo->captured = captured;
      undo->castling = pos->castling;
      undo->ep_square = pos->ep_square;
      undo->halfmove_clock = pos->halfmove_clock;
      undo->hash = pos->hash;
    }
  if (update_hash)
    hash ^= en_passant_key (t, pos) ^ t->zobrist_castling[pos->castling];

  pos->halfmove_clock++;
  if (captured != SC_EMPTY)
    {
      remove_piece (pos, to);
      pos->halfmove_clock = 0;
      if (update_hash)
        hash ^= t->zobrist_piece[captured][to];
    }

  move_piece (pos, from, to);
  if (update_hash)
    hash ^= t->zobrist_piece[piece][from] ^ t->zobrist_piece[piece][to];
  pos->ep_square = SC_NO_SQUARE;

  if (SC_PIECE_TYPE (piece) == SC_PAWN)
    {
      pos->halfmove_clock = 0;
      if (kind == SC_MOVE_PROMOTION)
        {
          ScPiece promoted = SC_MAKE_PIECE (us, sc_move_promotion (move));

          remove_piece (pos, to);
          put_piece (pos, promoted, to);
          if (update_hash)
            hash ^= t->zobrist_piece[piece][to] ^ t->zobrist_piece[promoted][to];
        }
      else if (kind == SC_MOVE_EN_PASSANT)
        {
          ScSquare victim_square = to ^ 8;
          ScPiece victim = pos->board[victim_square];

          remove_piece (pos, victim_square);
          if (update_hash)
            hash ^= t->zobrist_piece[victim][victim_square];
        }
      else if ((from ^ to) == 16)
        {
          pos->ep_square = (from + to) / 2;
        }
    }
  else if (kind == SC_MOVE_CASTLING)
    {
      ScSquare rook_from, rook_to;
      ScPiece rook = SC_MAKE_PIECE (us, SC_ROOK);

      castling_rook_squares (to, &rook_from, &rook_to);
      move_piece (pos, rook_from, rook_to);
      if (update_hash)
        hash ^= t->zobrist_piece[rook][rook_from] ^ t->zobrist_piece[rook][rook_to];
    }

  pos->castling &= t->castling_keep[from] & t->castling_keep[to];
  if (us == SC_BLACK)
    pos->fullmove_number++;
  pos->side_to_move = us ^ 1;

  if (update_hash)
    {
      hash ^= t->zobrist_black ^ t->zobrist_castling[pos->castling];
      hash ^= en_passant_key (t, pos);
      pos->hash = hash;
    }
}

void
sc_position_make_move (ScPosition *pos,
                       ScMove      move,
                       ScUndo     *undo)
{
  g_return_if_fail (undo != NULL);

  if (move == SC_MOVE_NULL)
    {
      sc_position_make_null_move (pos, undo);
      return;
    }
  make_move (pos, move, undo, TRUE);
}

void
sc_position_make_null_move (ScPosition *pos,
                            ScUndo     *undo)
{
  const ScBitboardTables *t = sc_bitboard_tables ();

  undo->captured = SC_EMPTY;
  undo->castling = pos->castling;
  undo->ep_square = pos->ep_square;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->hash = pos->hash;

  pos->hash ^= en_passant_key (t, pos) ^ t->zobrist_black;
  pos->ep_square = SC_NO_SQUARE;
  pos->halfmove_clock++;
  if (pos->side_to_move == SC_BLACK)
    pos->fullmove_number++;
  pos->side_to_move ^= 1;
}

void
sc_position_unmake_move (ScPosition   *pos,
                         ScMove        move,
                         const ScUndo *undo)
{
  ScColor us = pos->side_to_move ^ 1;
  ScSquare from = sc_move_from (move);
  ScSquare to = sc_move_to (move);
  ScMoveKind kind = sc_move_kind (move);

  pos->side_to_move = us;
  if (us == SC_BLACK)
    pos->fullmove_number--;
  pos->castling = undo->castling;
  pos->ep_square = undo->ep_square;
  pos->halfmove_clock = undo->halfmove_clock;
  pos->hash = undo->hash;

  if (move == SC_MOVE_NULL)
    return;

  if (kind == SC_MOVE_PROMOTION)
    {
      remove_piece (pos, to);
      put_piece (pos, SC_MAKE_PIECE (us, SC_PAWN), from);
    }
  else
    {
      move_piece (pos, to, from);
    }

  if (undo->captured != SC_EMPTY)
    put_piece (pos, undo->captured, to);

  if (kind == SC_MOVE_EN_PASSANT)
    {
      put_piece (pos, SC_MAKE_PIECE (us ^ 1, SC_PAWN), to ^ 8);
    }
  else if (kind == SC_MOVE_CASTLING)
    {
      ScSquare rook_from, rook_to;

      castling_rook_squares (to, &rook_from, &rook_to);
      move_piece (pos, rook_to, rook_from);
    }
}

/* Questions about a position */

gboolean
sc_position_is_capture (const ScPosition *pos,
                        ScMove            move)
{
  if (move == SC_MOVE_NULL || move == SC_MOVE_NONE)
    return FALSE;

  switch (sc_move_kind (move))
    {
    case SC_MOVE_EN_PASSANT:
      return TRUE;
    case SC_MOVE_CASTLING:
      return FALSE;
    case SC_MOVE_NORMAL:
    case SC_MOVE_PROMOTION:
    default:
      return pos->board[sc_move_to (move)] != SC_EMPTY;
    }
}

ScPieceType
sc_position_moving_piece (const ScPosition *pos,
                          ScMove            move)
{
  ScPiece piece;

  if (move == SC_MOVE_NULL || move == SC_MOVE_NONE)
    return SC_NO_PIECE_TYPE;

  piece = pos->board[sc_move_from (move)];
  return piece == SC_EMPTY ? SC_NO_PIECE_TYPE : SC_PIECE_TYPE (piece);
}

guint64
sc_position_checkers (const ScPosition *pos)
{
  ScColor us = pos->side_to_move;

  return attackers_by (sc_bitboard_tables (), pos, king_square (pos, us), us ^ 1,
                       occupied (pos));
}

gboolean
sc_position_in_check (const ScPosition *pos)
{
  return sc_position_checkers (pos) != 0;
}

gboolean
sc_position_is_checkmate (const ScPosition *pos)
{
  return sc_position_in_check (pos) && sc_position_count_legal_moves (pos) == 0;
}

gboolean
sc_position_is_stalemate (const ScPosition *pos)
{
  return !sc_position_in_check (pos) && sc_position_count_legal_moves (pos) == 0;
}

gboolean
sc_position_insufficient_material (const ScPosition *pos)
{
  guint64 bishops = pos->pieces[SC_BISHOP];
  guint64 minors = pos->pieces[SC_KNIGHT] | bishops;

  if (pos->pieces[SC_PAWN] | pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN])
    return FALSE;

  /* A lone minor piece, or nothing at all, can never mate. */
  if (!sc_bb_more_than_one (minors))
    return TRUE;

  /* Bishops that all run on squares of one colour can never attack the
   * squares next to the king of the other colour, so mate is impossible. */
  if (pos->pieces[SC_KNIGHT] == 0)
    return (bishops & SC_BB_DARK_SQUARES) == 0 || (bishops & ~SC_BB_DARK_SQUARES) == 0;

  return FALSE;
}

gboolean
sc_position_fifty_move_rule (const ScPosition *pos)
{
  return pos->halfmove_clock >= 100 && !sc_position_is_checkmate (pos);
}

guint
sc_position_repetition_count (const ScPosition *pos,
                              const guint64    *history,
                              gsize             n_history)
{
  guint count = 1;

  /* The side to move is part of the hash, so equal hashes already mean
   * the same side to move. */
  for (gsize i = 0; i < n_history; i++)
    if (history[i] == pos->hash)
      count++;

  return count;
}

/* Perft */

static guint64
perft_recursive (const ScPosition *pos,
                 guint             depth)
{
  ScMove moves[SC_MAX_MOVES];
  guint64 nodes = 0;
  guint n;

  /* Bulk counting: the moves of the last ply are counted, not made. */
  if (depth == 1)
    return sc_position_count_legal_moves (pos);

  n = sc_position_legal_moves (pos, moves);
  for (guint i = 0; i < n; i++)
    {
      ScPosition child = *pos;

      make_move (&child, moves[i], NULL, FALSE);
      nodes += perft_recursive (&child, depth - 1);
    }
  return nodes;
}

guint64
sc_perft (const ScPosition *pos,
          guint             depth)
{
  if (depth == 0)
    return 1;
  return perft_recursive (pos, depth);
}

/* FEN */

static gboolean set_fen_error (GError     **error,
                               ScFenError   code,
                               const char  *format,
                               ...) G_GNUC_PRINTF (3, 4);

static gboolean
set_fen_error (GError     **error,
               ScFenError   code,
               const char  *format,
               ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error_literal (error, SC_FEN_ERROR, code, message);
  return FALSE;
}

static ScPiece
piece_from_letter (char c)
{
  static const char letters[] = "pnbrqk";
  const char *p = strchr (letters, g_ascii_tolower (c));

  if (c == '\0' || p == NULL)
    return SC_EMPTY;
  return SC_MAKE_PIECE (g_ascii_isupper (c) ? SC_WHITE : SC_BLACK, (ScPieceType) (p - letters));
}

static char
letter_from_piece (ScPiece piece)
{
  char c = "pnbrqk"[SC_PIECE_TYPE (piece)];

  return SC_PIECE_COLOR (piece) == SC_WHITE ? g_ascii_toupper (c) : c;
}

static gboolean
parse_placement (ScPosition  *pos,
                 const char  *field,
                 GError     **error)
{
  int rank = 7;
  int file = 0;

  for (const char *p = field;; p++)
    {
      if (*p == '/' || *p == '\0')
        {
          if (file != 8)
            return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                                  "FEN piece placement: rank %d has %d squares, not 8",
                                  rank + 1, file);
          if (*p == '\0')
            break;
          if (--rank < 0)
            return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                                  "FEN piece placement: more than 8 ranks");
          file = 0;
        }
      else if (*p >= '1' && *p <= '8')
        {
          file += *p - '0';
        }
      else if (piece_from_letter (*p) != SC_EMPTY)
        {
          if (file < 8)
            put_piece (pos, piece_from_letter (*p), SC_SQUARE (file, rank));
          file++;
        }
      else
        {
          return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                                "FEN piece placement: '%c' is not a piece letter (KQRBNP, kqrbnp), "
                                "a digit 1-8 or '/'", *p);
        }
    }

  if (rank != 0)
    return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                          "FEN piece placement: %d ranks, not 8", 8 - rank);
  return TRUE;
}

static gboolean
parse_castling (ScPosition  *pos,
                const char  *field,
                GError     **error)
{
  static const char letters[] = "KQkq";

  if (strcmp (field, "-") == 0)
    return TRUE;

  for (const char *p = field; *p; p++)
    {
      const char *where = strchr (letters, *p);
      guint right;

      if (where == NULL)
        return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                              "FEN castling field: '%c' is not one of K Q k q -", *p);
      right = 1u << (where - letters);
      if (pos->castling & right)
        return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                              "FEN castling field: '%c' appears twice", *p);
      pos->castling |= right;
    }
  return TRUE;
}

static gboolean
parse_square (const char *text, ScSquare *sq)
{
  if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8' || text[2] != '\0')
    return FALSE;
  *sq = SC_SQUARE (text[0] - 'a', text[1] - '1');
  return TRUE;
}

static gboolean
parse_en_passant (ScPosition  *pos,
                  const char  *field,
                  GError     **error)
{
  ScSquare sq;
  int rank;

  pos->ep_square = SC_NO_SQUARE;
  if (strcmp (field, "-") == 0)
    return TRUE;

  if (!parse_square (field, &sq))
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          "FEN en passant square: '%s' is neither a square like e3 nor -", field);

  rank = SC_SQUARE_RANK (sq) + 1;
  if (rank != 3 && rank != 6)
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          "FEN en passant square %s is not on rank 3 or 6", field);
  if (rank != (pos->side_to_move == SC_WHITE ? 6 : 3))
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          "FEN en passant square %s is on rank %d, but with %s to move "
                          "it can only be on rank %d",
                          field, rank, color_names[pos->side_to_move],
                          pos->side_to_move == SC_WHITE ? 6 : 3);
  pos->ep_square = sq;
  return TRUE;
}

/* Run after the placement is known to be possible. */
static gboolean
check_en_passant_plausible (const ScPosition  *pos,
                            GError           **error)
{
  ScColor mover = pos->side_to_move ^ 1;
  ScSquare ep = pos->ep_square;
  ScSquare pawn_square, start_square;

  if (ep == SC_NO_SQUARE)
    return TRUE;

  /* The pawn that just moved two squares stands in front of ep, and it
   * came from the square behind ep. */
  pawn_square = ep ^ 8;
  start_square = mover == SC_WHITE ? ep - 8 : ep + 8;
  if (pos->board[pawn_square] != SC_MAKE_PIECE (mover, SC_PAWN))
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          "FEN en passant square %c%c: there is no %s pawn on %c%c that "
                          "could just have moved two squares",
                          square_file_char (ep), square_rank_char (ep), color_names[mover],
                          square_file_char (pawn_square), square_rank_char (pawn_square));
  if (pos->board[ep] != SC_EMPTY || pos->board[start_square] != SC_EMPTY)
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          "FEN en passant square %c%c: %c%c and %c%c must be empty after "
                          "a two-square pawn move",
                          square_file_char (ep), square_rank_char (ep),
                          square_file_char (ep), square_rank_char (ep),
                          square_file_char (start_square), square_rank_char (start_square));
  return TRUE;
}

static gboolean
parse_counter (const char  *field,
               guint        minimum,
               guint16     *value,
               ScFenError   code,
               const char  *name,
               GError     **error)
{
  guint64 number;

  if (!g_ascii_isdigit (field[0]))
    return set_fen_error (error, code, "FEN %s: '%s' is not a number", name, field);
  for (const char *p = field; *p; p++)
    if (!g_ascii_isdigit (*p))
      return set_fen_error (error, code, "FEN %s: '%s' is not a number", name, field);

  number = g_ascii_strtoull (field, NULL, 10);
  if (number < minimum)
    return set_fen_error (error, code, "FEN %s: %s is less than %u", name, field, minimum);
  if (number > G_MAXUINT16)
    return set_fen_error (error, code, "FEN %s: %s is too large", name, field);

  *value = (guint16) number;
  return TRUE;
}

static gboolean
check_possible (const ScPosition  *pos,
                GError           **error)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  guint64 back_ranks = SC_BB_RANK_1 | SC_BB_RANK_8;
  ScColor stm = pos->side_to_move;

  for (ScColor c = SC_WHITE; c <= SC_BLACK; c++)
    {
      guint kings = sc_bb_count (pieces_of (pos, c, SC_KING));
      guint pawns = sc_bb_count (pieces_of (pos, c, SC_PAWN));
      guint all = sc_bb_count (pos->colors[c]);

      if (kings == 0)
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                              "FEN position is impossible: %s has no king", color_names[c]);
      if (kings > 1)
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                              "FEN position is impossible: %s has %u kings", color_names[c], kings);
      if (pawns > 8)
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                              "FEN position is impossible: %s has %u pawns", color_names[c], pawns);
      if (all > 16)
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                              "FEN position is impossible: %s has %u pieces", color_names[c], all);
    }

  if (pos->pieces[SC_PAWN] & back_ranks)
    {
      ScSquare sq = sc_bb_lsb (pos->pieces[SC_PAWN] & back_ranks);

      return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                            "FEN position is impossible: a pawn stands on %c%c, on rank %c",
                            square_file_char (sq), square_rank_char (sq), square_rank_char (sq));
    }

  if (attackers_by (t, pos, king_square (pos, stm ^ 1), stm, occupied (pos)))
    return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                          "FEN position is impossible: %s is in check, but %s is to move",
                          color_names[stm ^ 1], color_names[stm]);
  return TRUE;
}

/* Castling rights need king and rook on their first squares; with
 * dropped, a right that does not have them is dropped, and noted there. */
static gboolean
check_castling_consistent (ScPosition  *pos,
                           ScCastling  *dropped,
                           GError     **error)
{
  static const struct {
    guint    right;
    char     letter;
    ScColor  color;
    ScSquare rook;
  } rights[] = {
    { SC_CASTLE_WHITE_KING, 'K', SC_WHITE, SC_SQUARE (7, 0) },
    { SC_CASTLE_WHITE_QUEEN, 'Q', SC_WHITE, SC_SQUARE (0, 0) },
    { SC_CASTLE_BLACK_KING, 'k', SC_BLACK, SC_SQUARE (7, 7) },
    { SC_CASTLE_BLACK_QUEEN, 'q', SC_BLACK, SC_SQUARE (0, 7) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rights); i++)
    {
      ScColor c = rights[i].color;
      ScSquare king = c == SC_WHITE ? SC_SQUARE (4, 0) : SC_SQUARE (4, 7);

      if (!(pos->castling & rights[i].right))
        continue;
      if (pos->board[king] == SC_MAKE_PIECE (c, SC_KING)
          && pos->board[rights[i].rook] == SC_MAKE_PIECE (c, SC_ROOK))
        continue;
      if (dropped != NULL)
        {
          *dropped |= rights[i].right;
          pos->castling &= ~rights[i].right;
          continue;
        }
      return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                              "FEN castling field: '%c' needs the %s king on %c%c and a %s rook on %c%c",
                              rights[i].letter, color_names[c],
                              square_file_char (king), square_rank_char (king), color_names[c],
                              square_file_char (rights[i].rook), square_rank_char (rights[i].rook));
    }
  return TRUE;
}

char *
sc_castling_to_string (ScCastling rights)
{
  static const char letters[] = "KQkq";
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < 4; i++)
    if (rights & (1u << i))
      g_string_append_c (text, letters[i]);
  if (text->len == 0)
    g_string_append_c (text, '-');
  return g_string_free (text, FALSE);
}

static gboolean
set_fen (ScPosition  *pos,
         const char  *fen,
         ScCastling  *dropped,
         GError     **error)
{
  g_auto (GStrv) tokens = NULL;
  const char *fields[6] = { NULL, };
  guint n_fields = 0;
  ScPosition result;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tokens = g_strsplit_set (fen, " \t\r\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      if (tokens[i][0] == '\0')
        continue;
      if (n_fields == G_N_ELEMENTS (fields))
        return set_fen_error (error, SC_FEN_ERROR_FIELD_COUNT,
                              "FEN has more than 6 fields");
      fields[n_fields++] = tokens[i];
    }
  if (n_fields < 4)
    return set_fen_error (error, SC_FEN_ERROR_FIELD_COUNT,
                          "FEN has %u fields; it needs at least 4 (placement, side to move, "
                          "castling, en passant) and at most 6 (with the two move counters)",
                          n_fields);

  /* Padding included, so that positions compare equal with memcmp. */
  memset (&result, 0, sizeof result);
  result.ep_square = SC_NO_SQUARE;
  result.fullmove_number = 1;

  if (!parse_placement (&result, fields[0], error))
    return FALSE;

  if (strcmp (fields[1], "w") == 0)
    result.side_to_move = SC_WHITE;
  else if (strcmp (fields[1], "b") == 0)
    result.side_to_move = SC_BLACK;
  else
    return set_fen_error (error, SC_FEN_ERROR_SIDE_TO_MOVE,
                          "FEN side to move: '%s' is neither w nor b", fields[1]);

  if (!parse_castling (&result, fields[2], error)
      || !parse_en_passant (&result, fields[3], error))
    return FALSE;
  if (n_fields > 4
      && !parse_counter (fields[4], 0, &result.halfmove_clock, SC_FEN_ERROR_HALFMOVE_CLOCK,
                         "halfmove clock", error))
    return FALSE;
  if (n_fields > 5
      && !parse_counter (fields[5], 0, &result.fullmove_number, SC_FEN_ERROR_FULLMOVE_NUMBER,
                         "fullmove number", error))
    return FALSE;
  /* Many files (puzzles above all) number the first move 0: read as 1,
   * as other readers do. */
  if (result.fullmove_number == 0)
    result.fullmove_number = 1;

  if (!check_possible (&result, error)
      || !check_castling_consistent (&result, dropped, error)
      || !check_en_passant_plausible (&result, error))
    return FALSE;

  result.hash = compute_hash (&result);
  *pos = result;
  return TRUE;
}

gboolean
sc_position_set_fen (ScPosition  *pos,
                     const char  *fen,
                     GError     **error)
{
  return set_fen (pos, fen, NULL, error);
}

gboolean
sc_position_set_fen_lenient (ScPosition  *pos,
                             const char  *fen,
                             ScCastling  *dropped,
                             GError     **error)
{
  g_return_val_if_fail (dropped != NULL, FALSE);

  *dropped = 0;
  return set_fen (pos, fen, dropped, error);
}

void
sc_position_init_start (ScPosition *pos)
{
  /* Every game read starts here: the FEN is read once, not per game. */
  static ScPosition start;
  static gsize read = 0;

  if (g_once_init_enter (&read))
    {
      gboolean ok = sc_position_set_fen (&start, SC_START_FEN, NULL);

      g_assert (ok);
      g_once_init_leave (&read, 1);
    }
  *pos = start;
}

char *
sc_position_to_fen (const ScPosition *pos)
{
  GString *fen = g_string_sized_new (90);

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;

      for (int file = 0; file < 8; file++)
        {
          ScPiece piece = pos->board[SC_SQUARE (file, rank)];

          if (piece == SC_EMPTY)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            g_string_append_c (fen, (char) ('0' + empty));
          empty = 0;
          g_string_append_c (fen, letter_from_piece (piece));
        }
      if (empty > 0)
        g_string_append_c (fen, (char) ('0' + empty));
      if (rank > 0)
        g_string_append_c (fen, '/');
    }

  g_string_append (fen, pos->side_to_move == SC_WHITE ? " w " : " b ");

  if (pos->castling == 0)
    g_string_append_c (fen, '-');
  for (guint i = 0; i < 4; i++)
    if (pos->castling & (1u << i))
      g_string_append_c (fen, "KQkq"[i]);

  if (pos->ep_square == SC_NO_SQUARE)
    g_string_append (fen, " -");
  else
    g_string_append_printf (fen, " %c%c", square_file_char (pos->ep_square),
                            square_rank_char (pos->ep_square));

  g_string_append_printf (fen, " %u %u", pos->halfmove_clock, pos->fullmove_number);
  return g_string_free (fen, FALSE);
}

