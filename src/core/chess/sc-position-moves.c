/* sc-position-moves.c: the legal moves of a position
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sc-position-private.h"

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
      guint64 attackers = straight_attackers (t, ksq, occ, pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN])
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

/* Chess960: the king goes to the g or c file and the rook next to it,
 * from wherever they stand. Every square either crosses must be empty
 * but for the two, and none the king crosses or lands on attacked; the
 * rook is left out of the occupancy, since it may shield such a square
 * (rook b1, enemy queen a1, king to c1). */
static guint
generate_chess960_castling (const ScBitboardTables *t,
                            const ScPosition       *pos,
                            ScMove                 *moves,
                            guint                   n,
                            ScColor                 us,
                            gboolean                counting)
{
  ScSquare king = king_square (pos, us);
  guint64 occ = occupied (pos);

  for (guint side = 0; side < 2; side++)
    {
      guint index = 2 * us + side;
      ScSquare rook = pos->castling_rooks[index];
      ScSquare king_to = SC_SQUARE (side == 0 ? 6 : 2, SC_SQUARE_RANK (king));
      ScSquare rook_to = side == 0 ? king_to - 1 : king_to + 1;
      guint64 movers = sc_bb (king) | sc_bb (rook);
      guint64 king_path = t->between[king][king_to] | sc_bb (king_to);
      guint64 rook_path = t->between[rook][rook_to] | sc_bb (rook_to);
      guint64 without_rook = occ ^ sc_bb (rook);
      gboolean safe = TRUE;

      if (!(pos->castling & (1u << index)) || ((king_path | rook_path) & occ & ~movers))
        continue;
      for (guint64 b = king_path & ~sc_bb (king); b && safe; )
        safe = !attackers_by (t, pos, sc_bb_pop (&b), us ^ 1, without_rook);
      if (!safe)
        continue;
      if (counting)
        n++;
      else
        moves[n++] = sc_move_new (king, king_to, SC_MOVE_CASTLING, SC_NO_PIECE_TYPE);
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

  if (G_UNLIKELY (pos->chess960))
    return generate_chess960_castling (t, pos, moves, n, us, counting);

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
                                (pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN]) & them_bb)
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
 * moves and the moves are only counted, mostly by popcount; with any
 * set too, the count may stop once it is known not to be 0. */
SC_ALWAYS_INLINE guint
generate_legal (const ScPosition *pos,
                ScMove           *moves,
                ScColor           us,
                gboolean          counting,
                gboolean          any,
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

  /* Mostly the king has a square to go to, which settles whether it is mate. */
  if (sc_bb_more_than_one (checkers) || (any && n > 0))
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

/* The castlings whose king lands on to, added to moves[n…]. */
static guint
castling_to (const ScBitboardTables *t,
             const ScPosition       *pos,
             ScMove                 *moves,
             guint                   n,
             ScColor                 us,
             ScSquare                to)
{
  ScMove castling[2];
  guint n_castling;

  if (!(sc_bb (to) & (us == SC_WHITE ? G_GUINT64_CONSTANT (0x44) : G_GUINT64_CONSTANT (0x44) << 56)))
    return n;
  n_castling = generate_castling (t, pos, castling, 0, us, FALSE);
  for (guint i = 0; i < n_castling; i++)
    if (sc_move_to (castling[i]) == to)
      moves[n++] = castling[i];
  return n;
}

/* The legal moves to one square of the pieces in sources, found from
 * that square: which of them attack it, then the same pin, check, en
 * passant and castling rules as generate_legal(), in the same order.
 * Slider attacks are only looked up when sources holds sliders. */
SC_ALWAYS_INLINE guint
generate_legal_to (const ScPosition *pos,
                   ScMove           *moves,
                   ScColor           us,
                   ScSquare          to,
                   guint64           sources)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  const ScColor them = us ^ 1;
  guint64 us_bb = pos->colors[us];
  guint64 to_bb = sc_bb (to);
  guint64 occ = occupied (pos);
  ScSquare ksq = king_square (pos, us);
  guint64 king = sc_bb (ksq) & sources;
  guint64 diagonal_movers = (pos->pieces[SC_BISHOP] | pos->pieces[SC_QUEEN]) & us_bb & sources;
  guint64 straight_movers = (pos->pieces[SC_ROOK] | pos->pieces[SC_QUEEN]) & us_bb & sources;
  guint64 checkers, pinned, diagonal = 0, straight = 0, knights, pawns, free_pieces;
  guint n = 0;

  /* Only a Chess960 castling lands on a square of ours: the king's own
   * (it stays) or its rook's (they change places). */
  if (us_bb & to_bb)
    return G_UNLIKELY (pos->chess960) && king && !attackers_by (t, pos, ksq, them, occ)
           ? castling_to (t, pos, moves, 0, us, to) : 0;

  checkers = attackers_by (t, pos, ksq, them, occ);

  if (king && (t->king[ksq] & to_bb) && !attackers_by (t, pos, to, them, occ ^ sc_bb (ksq)))
    moves[n++] = sc_move_new (ksq, to, SC_MOVE_NORMAL, SC_NO_PIECE_TYPE);

  if (sc_bb_more_than_one (checkers))
    return n;

  if (diagonal_movers)
    diagonal = sc_bb_bishop_attacks (t, to, occ) & diagonal_movers;
  if (straight_movers)
    straight = straight_attackers (t, to, occ, straight_movers);
  knights = t->knight[to] & pieces_of (pos, us, SC_KNIGHT) & sources;
  pawns = pieces_of (pos, us, SC_PAWN) & sources;

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

  if (to == pos->ep_square && pawns)
    {
      guint first = n;

      /* It looks at all our pawns: those not in sources are dropped. */
      n = generate_en_passant (t, pos, moves, n, us, ksq, FALSE);
      for (guint i = first; i < n;)
        if (sources & sc_bb (sc_move_from (moves[i])))
          i++;
        else
          moves[i] = moves[--n];
    }

  if (!checkers && king)
    n = castling_to (t, pos, moves, n, us, to);

  return n;
}

guint
sc_position_legal_moves (const ScPosition *pos,
                         ScMove           *moves)
{
  if (pos->side_to_move == SC_WHITE)
    return generate_legal (pos, moves, SC_WHITE, FALSE, FALSE, ~G_GUINT64_CONSTANT (0));
  else
    return generate_legal (pos, moves, SC_BLACK, FALSE, FALSE, ~G_GUINT64_CONSTANT (0));
}

guint
sc_position_legal_moves_to (const ScPosition *pos,
                            ScSquare          to,
                            ScMove           *moves)
{
  return sc_position_legal_moves_from_to (pos, ~G_GUINT64_CONSTANT (0), to, moves);
}

guint
sc_position_legal_moves_from_to (const ScPosition *pos,
                                 guint64           sources,
                                 ScSquare          to,
                                 ScMove           *moves)
{
  if (pos->side_to_move == SC_WHITE)
    return generate_legal_to (pos, moves, SC_WHITE, to, sources);
  else
    return generate_legal_to (pos, moves, SC_BLACK, to, sources);
}

guint
sc_position_count_legal_moves (const ScPosition *pos)
{
  if (pos->side_to_move == SC_WHITE)
    return generate_legal (pos, NULL, SC_WHITE, TRUE, FALSE, ~G_GUINT64_CONSTANT (0));
  else
    return generate_legal (pos, NULL, SC_BLACK, TRUE, FALSE, ~G_GUINT64_CONSTANT (0));
}

gboolean
sc_position_has_legal_moves (const ScPosition *pos)
{
  if (pos->side_to_move == SC_WHITE)
    return generate_legal (pos, NULL, SC_WHITE, TRUE, TRUE, ~G_GUINT64_CONSTANT (0)) > 0;
  else
    return generate_legal (pos, NULL, SC_BLACK, TRUE, TRUE, ~G_GUINT64_CONSTANT (0)) > 0;
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

ScMove
sc_position_castling_onto_rook (const ScPosition *pos,
                                ScSquare          king_from,
                                ScSquare          rook)
{
  ScColor us = pos->side_to_move;
  ScMove moves[2];
  guint n;

  if (pos->board[king_from] != SC_MAKE_PIECE (us, SC_KING)
      || pos->board[rook] != SC_MAKE_PIECE (us, SC_ROOK)
      || sc_position_in_check (pos))
    return SC_MOVE_NONE;
  n = generate_castling (sc_bitboard_tables (), pos, moves, 0, us, FALSE);
  for (guint i = 0; i < n; i++)
    {
      ScSquare rook_from, rook_to;

      sc_position_castling_rook (pos, moves[i], &rook_from, &rook_to);
      if (rook_from == rook)
        return moves[i];
    }
  return SC_MOVE_NONE;
}
