/* sc-numeric.c: ICCF numeric notation (5254 for e2-e4)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move is the square it leaves and the square it reaches, each as its
 * file (1 to 8 for a to h) and rank; a fifth digit names the piece a
 * pawn becomes. Castling is the king's move (5171, 5838). No piece,
 * capture or check is written.
 */
#include "config.h"

#include "sc-numeric.h"
#include "sc-move-parser-private.h"

#define N_SQUARE_DIGITS 4

/* The fifth digit: 1 queen, 2 rook, 3 bishop, 4 knight. */
static const ScPieceType promotion_by_digit[] = { SC_QUEEN, SC_ROOK, SC_BISHOP, SC_KNIGHT };

/* Where no legal move fits: the moves from the same square, else those
 * to the same square; of promotions, only the queen's. */
static void
add_near_candidates (const ScPosition *pos,
                     ScSquare          from,
                     ScSquare          to,
                     ScMoveParse      *r)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);

  for (int pass = 0; pass < 2 && r->n_candidates == 0; pass++)
    for (guint i = 0; i < n; i++)
      {
        if (pass == 0 ? sc_move_from (moves[i]) != from : sc_move_to (moves[i]) != to)
          continue;
        if (sc_move_kind (moves[i]) == SC_MOVE_PROMOTION && sc_move_promotion (moves[i]) != SC_QUEEN)
          continue;
        sc_move_parse_add_candidate (r, moves[i]);
      }
}

/* Keeps the legal moves from from to to (promoting to promotion, when
 * not SC_NO_PIECE_TYPE). */
static void
match (const ScPosition *pos,
       ScSquare          from,
       ScSquare          to,
       ScPieceType       promotion,
       ScMoveParse      *r)
{
  ScMove moves[SC_MAX_MOVES], found[SC_MAX_MOVES];
  guint n_moves, n_found = 0;
  ScMove castling;

  r->n_candidates = 0;
  /* The king put onto its own rook, as Chess960 castling is written
   * where the king's move would not tell it from a plain king move. */
  if (promotion == SC_NO_PIECE_TYPE &&
      (castling = sc_position_castling_onto_rook (pos, from, to)) != SC_MOVE_NONE)
    {
      r->status = SC_MOVE_PARSE_OK;
      r->move = castling;
      return;
    }

  /* All of them: sc_position_legal_moves_to () leaves out the Chess960
   * castling in which the king does not move. */
  n_moves = sc_position_legal_moves (pos, moves);
  for (guint i = 0; i < n_moves; i++)
    {
      ScMove m = moves[i];

      if (sc_move_from (m) != from || sc_move_to (m) != to)
        continue;
      if (promotion != SC_NO_PIECE_TYPE && sc_move_promotion (m) != promotion)
        continue;
      found[n_found++] = m;
    }
  /* In Chess960 a plain king move may go where castling takes the king:
   * the king's move is the plain one then, and castling is written with
   * the king put onto its rook (castling_destination ()). */
  if (n_found == 2 && (sc_move_kind (found[0]) == SC_MOVE_CASTLING || sc_move_kind (found[1]) == SC_MOVE_CASTLING))
    {
      found[0] = sc_move_kind (found[0]) == SC_MOVE_CASTLING ? found[1] : found[0];
      n_found = 1;
    }

  if (n_found == 1)
    {
      r->status = SC_MOVE_PARSE_OK;
      r->move = found[0];
    }
  else if (n_found > 1)
    {
      /* Four digits for a pawn that reaches the last rank: the only
       * moves that share both squares. */
      r->status = SC_MOVE_PARSE_PROMOTION_MISSING;
      for (guint d = 0; d < G_N_ELEMENTS (promotion_by_digit); d++)
        for (guint i = 0; i < n_found; i++)
          if (sc_move_promotion (found[i]) == promotion_by_digit[d])
            sc_move_parse_add_candidate (r, found[i]);
    }
  else
    {
      r->status = SC_MOVE_PARSE_ILLEGAL;
      add_near_candidates (pos, from, to, r);
    }
}

gboolean
sc_parse_numeric_move (const ScPosition *pos,
                       const char       *text,
                       gsize             length,
                       const ScLanguage *lang,
                       ScMoveParse      *result)
{
  int digits[N_SQUARE_DIGITS + 1];
  guint n = 0;
  gsize start, end;
  ScPieceType promotion = SC_NO_PIECE_TYPE;

  result->status = SC_MOVE_PARSE_UNREADABLE;
  if (!sc_move_parser_strip_marks (text, length, result, &start, &end))
    return FALSE;

  for (gsize at = start; at < end; at++)
    {
      char highest = n < N_SQUARE_DIGITS ? '8' : '0' + (char) G_N_ELEMENTS (promotion_by_digit);

      /* Only the digits of squares, and one of a promotion piece. */
      if (n == G_N_ELEMENTS (digits) || text[at] < '1' || text[at] > highest)
        {
          result->error_offset = at;
          return FALSE;
        }
      digits[n++] = text[at] - '0';
    }
  if (n < N_SQUARE_DIGITS)
    {
      result->error_offset = end;
      return FALSE;
    }
  if (n > N_SQUARE_DIGITS)
    promotion = promotion_by_digit[digits[N_SQUARE_DIGITS] - 1];

  match (pos, SC_SQUARE (digits[0] - 1, digits[1] - 1), SC_SQUARE (digits[2] - 1, digits[3] - 1),
         promotion, result);
  return result->status == SC_MOVE_PARSE_OK;
}

/* Castling is the king's move, unless the king does not move (Chess960)
 * or a plain king move between the same squares is legal too: then the
 * king is put onto its rook. */
static ScSquare
castling_destination (const ScPosition *pos,
                      ScMove            move)
{
  ScSquare from = sc_move_from (move), to = sc_move_to (move), rook_from, rook_to;
  ScMove moves[SC_MAX_MOVES];
  guint n;
  gboolean plain_move = from == to;

  n = sc_position_legal_moves_to (pos, to, moves);
  for (guint i = 0; i < n && !plain_move; i++)
    plain_move = moves[i] != move && sc_move_from (moves[i]) == from;
  if (!plain_move)
    return to;
  sc_position_castling_rook (pos, move, &rook_from, &rook_to);
  return rook_from;
}

static void
append_square (GString  *out,
               ScSquare  sq)
{
  g_string_append_c (out, (char) ('1' + SC_SQUARE_FILE (sq)));
  g_string_append_c (out, (char) ('1' + SC_SQUARE_RANK (sq)));
}

/* The style's letters and marks do not apply: numbers name no piece,
 * capture or check. */
void
sc_format_numeric_move (GString               *out,
                        const ScPosition      *pos,
                        ScMove                 move,
                        const ScNotationStyle *style)
{
  ScSquare to = sc_move_to (move);

  if (sc_move_kind (move) == SC_MOVE_CASTLING)
    to = castling_destination (pos, move);
  append_square (out, sc_move_from (move));
  append_square (out, to);
  if (sc_move_kind (move) == SC_MOVE_PROMOTION)
    for (guint d = 0; d < G_N_ELEMENTS (promotion_by_digit); d++)
      if (promotion_by_digit[d] == sc_move_promotion (move))
        g_string_append_c (out, (char) ('1' + d));
}
