/* sc-format.c: one function spells a move in its position under a style
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-bitboard.h"
#include "sc-format.h"
#include "sc-format-private.h"
#include "sc-descriptive.h"
#include "sc-numeric.h"
#include "sc-string.h"

void
sc_format_square (GString  *out,
                  ScSquare  sq)
{
  g_string_append_c (out, 'a' + SC_SQUARE_FILE (sq));
  g_string_append_c (out, '1' + SC_SQUARE_RANK (sq));
}

void
sc_format_coordinates (GString *out,
                       ScMove   move)
{
  if (move == SC_MOVE_NULL)
    {
      g_string_append (out, "0000");
      return;
    }
  sc_format_square (out, sc_move_from (move));
  sc_format_square (out, sc_move_to (move));
  if (sc_move_kind (move) == SC_MOVE_PROMOTION)
    g_string_append_c (out, "pnbrqk"[sc_move_promotion (move)]);
}

void
sc_format_append_piece (GString               *out,
                        const ScNotationStyle *style,
                        ScPieceType            type,
                        ScColor                color)
{
  const char *piece;

  switch (style->pieces)
    {
    case SC_PIECES_LETTERS:
      piece = sc_language_letter (style->language, type);
      break;
    case SC_PIECES_FIGURINES:
      piece = sc_figurine (type, FALSE);
      break;
    case SC_PIECES_FIGURINES_FILLED_BLACK:
      piece = sc_figurine (type, color == SC_BLACK);
      break;
    default:
      g_assert_not_reached ();
    }
  /* Most letters are one byte: no strlen () for them. */
  if (piece[0] != '\0' && piece[1] == '\0')
    g_string_append_c (out, piece[0]);
  else
    sc_string_append_bytes (out, piece, strlen (piece));
}

/* The departure file, rank or square needed to tell the move from other
 * legal moves of the same piece type to the same square (C.10). */
/* Our other pieces of type that could reach `to` if pins did not count:
 * when there are none, no move needs to be generated at all. */
static guint64
pseudo_rivals (const ScPosition *pos,
               ScSquare          from,
               ScSquare          to,
               ScPieceType       type)
{
  guint64 ours = pos->pieces[type] & pos->colors[pos->side_to_move] & ~sc_bb (from);

  if (ours == 0)
    return 0;
  return sc_bb_piece_reach (sc_bitboard_tables (), type, to, pos->colors[SC_WHITE] | pos->colors[SC_BLACK]) & ours;
}

static void
append_disambiguation (GString          *out,
                       const ScPosition *pos,
                       ScMove            move,
                       ScPieceType       type)
{
  ScMove moves[SC_MAX_MOVES];
  ScSquare from = sc_move_from (move), to = sc_move_to (move);
  gboolean rivals = FALSE, same_file = FALSE, same_rank = FALSE;
  guint n;

  if (pseudo_rivals (pos, from, to, type) == 0)
    return;
  n = sc_position_legal_moves_to (pos, to, moves);

  for (guint i = 0; i < n; i++)
    {
      ScSquare other = sc_move_from (moves[i]);

      if (other == from || sc_move_to (moves[i]) != to ||
          SC_PIECE_TYPE (pos->board[other]) != type)
        continue;
      rivals = TRUE;
      same_file |= SC_SQUARE_FILE (other) == SC_SQUARE_FILE (from);
      same_rank |= SC_SQUARE_RANK (other) == SC_SQUARE_RANK (from);
    }

  if (!rivals)
    return;
  if (!same_file)
    g_string_append_c (out, 'a' + SC_SQUARE_FILE (from));
  else if (!same_rank)
    g_string_append_c (out, '1' + SC_SQUARE_RANK (from));
  else
    sc_format_square (out, from);
}

static void
append_capture_before (GString               *out,
                       const ScNotationStyle *style)
{
  switch (style->capture)
    {
    case SC_CAPTURE_X:      g_string_append_c (out, 'x'); break;
    case SC_CAPTURE_TIMES:  g_string_append (out, "×"); break;
    case SC_CAPTURE_COLON:  g_string_append_c (out, ':'); break;
    case SC_CAPTURE_TRAILING_COLON:
    case SC_CAPTURE_NONE:
      break;
    default:
      g_assert_not_reached ();
    }
}

void
sc_format_append_promotion (GString               *out,
                            const ScNotationStyle *style,
                            ScPieceType            piece,
                            ScColor                color)
{
  switch (style->promotion)
    {
    case SC_PROMOTION_EQUALS:
      g_string_append_c (out, '=');
      sc_format_append_piece (out, style, piece, color);
      break;
    case SC_PROMOTION_PLAIN:
      sc_format_append_piece (out, style, piece, color);
      break;
    case SC_PROMOTION_PARENTHESES:
      g_string_append_c (out, '(');
      sc_format_append_piece (out, style, piece, color);
      g_string_append_c (out, ')');
      break;
    case SC_PROMOTION_SLASH:
      g_string_append_c (out, '/');
      sc_format_append_piece (out, style, piece, color);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Does move give check? Worked out on bitboards from our pieces as they
 * stand after it, without making the move. */
static gboolean
gives_check (const ScPosition *pos,
             ScMove            move)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  ScColor us = pos->side_to_move, them = us ^ 1;
  ScSquare from = sc_move_from (move), to = sc_move_to (move);
  guint64 ours = pos->colors[us];
  guint64 occ = (pos->colors[SC_WHITE] | pos->colors[SC_BLACK]) & ~sc_bb (from);
  guint64 kings = pos->pieces[SC_KING] & pos->colors[them];
  guint64 after[SC_N_PIECE_TYPES];
  ScPieceType moving = SC_PIECE_TYPE (pos->board[from]);
  ScPieceType landing = moving;
  ScSquare ksq;

  if (move == SC_MOVE_NULL || kings == 0)
    return FALSE;
  ksq = sc_bb_lsb (kings);

  for (ScPieceType type = SC_PAWN; type < SC_N_PIECE_TYPES; type++)
    after[type] = pos->pieces[type] & ours & ~sc_bb (from);
  occ |= sc_bb (to);

  switch (sc_move_kind (move))
    {
    case SC_MOVE_PROMOTION:
      landing = sc_move_promotion (move);
      break;
    case SC_MOVE_EN_PASSANT:
      occ &= ~sc_bb (to ^ 8);
      break;
    case SC_MOVE_CASTLING:
      {
        /* The rook ends beside the king, on the f or d file; in
         * Chess960 the king may land where the rook stood. */
        ScSquare rook_from, rook_to;

        sc_position_castling_rook (pos, move, &rook_from, &rook_to);
        occ = (occ & ~sc_bb (rook_from)) | sc_bb (to) | sc_bb (rook_to);
        after[SC_ROOK] = (after[SC_ROOK] & ~sc_bb (rook_from)) | sc_bb (rook_to);
      }
      break;
    case SC_MOVE_NORMAL:
    default:
      break;
    }
  after[landing] |= sc_bb (to);

  return ((t->knight[ksq] & after[SC_KNIGHT])
          | (t->pawn[them][ksq] & after[SC_PAWN])
          | (sc_bb_bishop_attacks (t, ksq, occ) & (after[SC_BISHOP] | after[SC_QUEEN]))
          | (sc_bb_rook_attacks_compact (t, ksq, occ) & (after[SC_ROOK] | after[SC_QUEEN]))) != 0;
}

static void
append_check (GString               *out,
              const ScNotationStyle *style,
              const ScPosition      *pos,
              ScMove                 move)
{
  static const char *marks[][2] = {
    [SC_CHECK_PLUS_HASH]        = { "+", "#" },
    [SC_CHECK_PLUS_DOUBLE_PLUS] = { "+", "++" },
    [SC_CHECK_DAGGERS]          = { "†", "‡" },
    [SC_CHECK_WORDS]            = { " ch", " mate" },
  };
  ScPosition after;
  ScUndo undo;

  if (style->check == SC_CHECK_NONE || !gives_check (pos, move))
    return;

  /* Only a check can be mate: the position after is needed only then. */
  after = *pos;
  sc_position_make_move (&after, move, &undo);
  g_string_append (out, marks[style->check][!sc_position_has_legal_moves (&after)]);
}

void
sc_format_move (GString               *out,
                const ScPosition      *pos,
                ScMove                 move,
                const ScNotationStyle *style,
                ScFormatFlags          flags)
{
  ScColor color = sc_position_side_to_move (pos);
  ScSquare from = sc_move_from (move), to = sc_move_to (move);
  ScMoveKind kind = sc_move_kind (move);
  ScPieceType type;
  gboolean capture;

  g_return_if_fail (out != NULL && pos != NULL && style != NULL);

  if (move == SC_MOVE_NULL)
    {
      g_string_append (out, "--");
      goto suffixes;
    }

  switch (sc_language_system (style->language))
    {
    case SC_NOTATION_DESCRIPTIVE:
      sc_format_descriptive_move (out, pos, move, style);
      append_check (out, style, pos, move);
      goto suffixes;
    case SC_NOTATION_NUMERIC:
      sc_format_numeric_move (out, pos, move, style);
      goto suffixes;
    case SC_NOTATION_ALGEBRAIC:
    default:
      break;
    }

  type = SC_PIECE_TYPE (pos->board[from]);
  capture = sc_position_is_capture (pos, move);

  if (kind == SC_MOVE_CASTLING)
    {
      gboolean queenside = SC_SQUARE_FILE (to) == 2;

      if (style->castling == SC_CASTLING_DIGIT_ZERO)
        g_string_append (out, queenside ? "0-0-0" : "0-0");
      else
        g_string_append (out, queenside ? "O-O-O" : "O-O");
    }
  else if (style->long_form)
    {
      if (type != SC_PAWN)
        sc_format_append_piece (out, style, type, color);
      sc_format_square (out, from);
      if (capture && style->capture != SC_CAPTURE_NONE &&
          style->capture != SC_CAPTURE_TRAILING_COLON)
        append_capture_before (out, style);
      else
        g_string_append_c (out, '-');
      sc_format_square (out, to);
    }
  else
    {
      if (type == SC_PAWN)
        {
          if (capture)
            g_string_append_c (out, 'a' + SC_SQUARE_FILE (from));
        }
      else
        {
          sc_format_append_piece (out, style, type, color);
          append_disambiguation (out, pos, move, type);
        }
      if (capture)
        append_capture_before (out, style);
      sc_format_square (out, to);
    }

  if (kind == SC_MOVE_PROMOTION)
    sc_format_append_promotion (out, style, sc_move_promotion (move), color);
  if (capture && style->capture == SC_CAPTURE_TRAILING_COLON)
    g_string_append_c (out, ':');
  if (kind == SC_MOVE_EN_PASSANT && style->en_passant_suffix)
    g_string_append (out, " e.p.");
  append_check (out, style, pos, move);

suffixes:
  if (flags & SC_FORMAT_DRAW_OFFER)
    g_string_append (out, "(=)");
}

char *
sc_format_move_string (const ScPosition      *pos,
                       ScMove                 move,
                       const ScNotationStyle *style,
                       ScFormatFlags          flags)
{
  GString *out = g_string_sized_new (16);

  sc_format_move (out, pos, move, style, flags);
  return g_string_free (out, FALSE);
}

void
sc_format_move_number (GString               *out,
                       const ScPosition      *pos,
                       ScMove                 move,
                       const ScNotationStyle *style)
{
  g_return_if_fail (out != NULL && pos != NULL && style != NULL);

  g_string_append_printf (out, sc_position_side_to_move (pos) == SC_WHITE ? "%u." : "%u...",
                          (guint) pos->fullmove_number);
  if (move != SC_MOVE_NULL && ((sc_move_kind (move) == SC_MOVE_CASTLING && style->castling == SC_CASTLING_DIGIT_ZERO) ||
                                sc_language_system (style->language) == SC_NOTATION_NUMERIC))
    g_string_append (out, "\u202F");
}

char *
sc_format_san (const ScPosition *pos,
               ScMove            move)
{
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  return sc_format_move_string (pos, move, &pgn, SC_FORMAT_DEFAULT);
}
