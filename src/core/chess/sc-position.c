/* sc-position.c: a chess position: making and unmaking moves, its
 * hash, questions about it, perft
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sc-position-private.h"

#include <glib/gi18n-lib.h>

/* Hashing */

/* The keys of all but the pieces: castling rights, en passant file and
 * side to move. A piece's key is added where the piece is put down. */
guint64
sc_position_state_hash (const ScPosition *pos)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  guint64 hash = 0;

  hash ^= t->zobrist_castling[pos->castling];
  hash ^= en_passant_key (t, pos);
  if (pos->side_to_move == SC_BLACK)
    hash ^= t->zobrist_black;

  return hash;
}

/* Making and unmaking moves */

/* The right a castling move uses: its bit index in ScCastling. */
static inline guint
castling_index (ScColor us, ScSquare king_to)
{
  return 2 * us + (SC_SQUARE_FILE (king_to) == 2);
}

static inline void
castling_rook_squares (const ScPosition *pos,
                       ScColor           us,
                       ScSquare          king_to,
                       ScSquare         *rook_from,
                       ScSquare         *rook_to)
{
  *rook_from = pos->castling_rooks[castling_index (us, king_to)];
  *rook_to = SC_SQUARE_FILE (king_to) == 6 ? king_to - 1 : king_to + 1;
}

void
sc_position_castling_rook (const ScPosition *pos,
                           ScMove            move,
                           ScSquare         *rook_from,
                           ScSquare         *rook_to)
{
  ScSquare from = sc_move_from (move);

  castling_rook_squares (pos, SC_PIECE_COLOR (pos->board[from]), sc_move_to (move), rook_from, rook_to);
}

/* In Chess960 the king may land on its rook's square, or not move: both
 * are lifted off before either is put down. */
SC_ALWAYS_INLINE void
castle (ScPosition *pos,
        ScColor     us,
        ScSquare    from,
        ScSquare    to,
        guint64    *hash)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  ScPiece king = SC_MAKE_PIECE (us, SC_KING);
  ScPiece rook = SC_MAKE_PIECE (us, SC_ROOK);
  ScSquare rook_from, rook_to;

  castling_rook_squares (pos, us, to, &rook_from, &rook_to);
  remove_piece (pos, from);
  remove_piece (pos, rook_from);
  put_piece (pos, king, to);
  put_piece (pos, rook, rook_to);
  *hash ^= t->zobrist_piece[king][from] ^ t->zobrist_piece[king][to]
           ^ t->zobrist_piece[rook][rook_from] ^ t->zobrist_piece[rook][rook_to];
}

/* The rights a Chess960 move keeps: its rooks are not on the a and h
 * files, so the table for normal chess does not know them. */
static inline guint8
chess960_castling_keep (const ScPosition *pos,
                        ScSquare          from,
                        ScSquare          to)
{
  guint8 keep = SC_CASTLE_ALL;

  for (guint i = 0; i < 4; i++)
    if (pos->castling_rooks[i] == from || pos->castling_rooks[i] == to)
      keep &= ~(1u << i);
  if (SC_PIECE_TYPE (pos->board[to]) == SC_KING)
    keep &= SC_PIECE_COLOR (pos->board[to]) == SC_WHITE
            ? ~(SC_CASTLE_WHITE_KING | SC_CASTLE_WHITE_QUEEN)
            : ~(SC_CASTLE_BLACK_KING | SC_CASTLE_BLACK_QUEEN);
  return keep;
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
  if (kind == SC_MOVE_CASTLING)
    {
      castle (pos, us, from, to, &hash);
      if (undo)
        undo->captured = SC_EMPTY;
      pos->ep_square = SC_NO_SQUARE;
      pos->castling &= us == SC_WHITE ? ~(SC_CASTLE_WHITE_KING | SC_CASTLE_WHITE_QUEEN)
                                      : ~(SC_CASTLE_BLACK_KING | SC_CASTLE_BLACK_QUEEN);
      goto moved;
    }
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
  if (G_UNLIKELY (pos->chess960))
    pos->castling &= chess960_castling_keep (pos, from, to);
  else
    pos->castling &= t->castling_keep[from] & t->castling_keep[to];

moved:
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

  if (kind == SC_MOVE_CASTLING)
    {
      ScSquare rook_from, rook_to;

      castling_rook_squares (pos, us, to, &rook_from, &rook_to);
      remove_piece (pos, to);
      remove_piece (pos, rook_to);
      put_piece (pos, SC_MAKE_PIECE (us, SC_KING), from);
      put_piece (pos, SC_MAKE_PIECE (us, SC_ROOK), rook_from);
      return;
    }

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
    put_piece (pos, SC_MAKE_PIECE (us ^ 1, SC_PAWN), to ^ 8);
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
  return sc_position_in_check (pos) && !sc_position_has_legal_moves (pos);
}

gboolean
sc_position_is_stalemate (const ScPosition *pos)
{
  return !sc_position_in_check (pos) && !sc_position_has_legal_moves (pos);
}

const char *
sc_position_describe_end (const ScPosition *pos)
{
  if (sc_position_has_legal_moves (pos))
    return NULL;
  if (sc_position_in_check (pos))
    return sc_position_side_to_move (pos) == SC_WHITE ? _("Checkmate: Black wins") : _("Checkmate: White wins");
  return _("Stalemate: the game is drawn");
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
