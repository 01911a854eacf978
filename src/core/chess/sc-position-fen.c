/* sc-position-fen.c: reading and writing a position as FEN
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sc-position-private.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

G_DEFINE_QUARK (sc-fen-error-quark, sc_fen_error)

/* Of two whole sentences, White's or Black's: translations need the
 * colour inside the sentence, not put in its place. */
#define FOR_COLOR(color, white, black) ((color) == SC_WHITE ? (white) : (black))

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

#define WHITE_PIECE(type) SC_MAKE_PIECE (SC_WHITE, type)
#define BLACK_PIECE(type) SC_MAKE_PIECE (SC_BLACK, type)

/* FEN's piece letters; every other byte is SC_EMPTY. */
static const ScPiece piece_letters[256] = {
  ['P'] = WHITE_PIECE (SC_PAWN), ['N'] = WHITE_PIECE (SC_KNIGHT), ['B'] = WHITE_PIECE (SC_BISHOP),
  ['R'] = WHITE_PIECE (SC_ROOK), ['Q'] = WHITE_PIECE (SC_QUEEN), ['K'] = WHITE_PIECE (SC_KING),
  ['p'] = BLACK_PIECE (SC_PAWN), ['n'] = BLACK_PIECE (SC_KNIGHT), ['b'] = BLACK_PIECE (SC_BISHOP),
  ['r'] = BLACK_PIECE (SC_ROOK), ['q'] = BLACK_PIECE (SC_QUEEN), ['k'] = BLACK_PIECE (SC_KING),
};

#define FEN_SPACES " \t\r\n"

/* One of FEN_SPACES, without a call. */
static gboolean
is_fen_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static char
letter_from_piece (ScPiece piece)
{
  char c = "pnbrqk"[SC_PIECE_TYPE (piece)];

  return SC_PIECE_COLOR (piece) == SC_WHITE ? g_ascii_toupper (c) : c;
}

/* The squares that each byte of a placement fills: one for a piece
 * letter (the letters of piece_letters, above), n for the digit n, none
 * for anything else (a '/', the field's end, or a mistake). */
static const guint8 squares_filled[256] = {
  ['P'] = 1, ['N'] = 1, ['B'] = 1, ['R'] = 1, ['Q'] = 1, ['K'] = 1,
  ['p'] = 1, ['n'] = 1, ['b'] = 1, ['r'] = 1, ['q'] = 1, ['k'] = 1,
  ['1'] = 1, ['2'] = 2, ['3'] = 3, ['4'] = 4, ['5'] = 5, ['6'] = 6, ['7'] = 7, ['8'] = 8,
};

/* The most squares a rank is counted to, for the message that refuses it. */
#define MAX_RANK_COUNT 1000000

/* Reads the placement where it stands in the FEN, up to the white space
 * or the end after it, where *end is left, into pos, which is all zeros
 * before; after a failure pos is left half made, for the caller to drop. */
static gboolean
parse_placement (ScPosition  *pos,
                 const char  *field,
                 const char **end,
                 GError     **error)
{
  const ScBitboardTables *t = sc_bitboard_tables ();
  guint64 by_piece[16] = { 0, };   /* by ScPiece; [SC_EMPTY] is never read */
  guint64 hash = 0;
  int rank = 7;
  int file = 0;

  for (const char *p = field;; p++)
    {
      guint filled = squares_filled[(guchar) *p];
      gboolean field_end;

      if (filled != 0)
        {
          /* A branch between a piece and a run of empty squares would be
           * mispredicted again and again, as they come in no set order;
           * so both take the same steps. A run puts SC_EMPTY on its first
           * square (empty already) and its bit in by_piece[SC_EMPTY], and
           * no key in the hash: the keys of SC_EMPTY are not zero. A rank
           * too long stays on its last square, and is refused at its end;
           * the count stops at a bound that no int overflows. */
          ScPiece piece = piece_letters[(guchar) *p];
          ScSquare sq = SC_SQUARE (MIN (file, 7), rank);

          pos->board[sq] = piece;
          by_piece[piece] |= sc_bb (sq);
          hash ^= t->zobrist_piece[piece][sq] & -(guint64) (piece != SC_EMPTY);
          file = MIN (file + (int) filled, MAX_RANK_COUNT);
          continue;
        }
      field_end = *p == '\0' || is_fen_space (*p);
      /* '/' and the field's end close a rank. */
      if (*p != '/' && !field_end)
        return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                              _("FEN piece placement: '%c' is not a piece letter (KQRBNP, kqrbnp), "
                                "a digit 1-8 or '/'"), *p);
      if (file != 8)
        return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                              _("FEN piece placement: rank %d has %d squares, not 8"),
                              rank + 1, file);
      if (field_end)
        {
          *end = p;
          break;
        }
      if (--rank < 0)
        return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                              _("FEN piece placement: more than 8 ranks"));
      file = 0;
    }

  if (rank != 0)
    return set_fen_error (error, SC_FEN_ERROR_PLACEMENT,
                          _("FEN piece placement: %d ranks, not 8"), 8 - rank);
  for (ScPieceType type = SC_PAWN; type <= SC_KING; type++)
    {
      guint64 white = by_piece[WHITE_PIECE (type)];
      guint64 black = by_piece[BLACK_PIECE (type)];

      pos->pieces[type] = white | black;
      pos->colors[SC_WHITE] |= white;
      pos->colors[SC_BLACK] |= black;
    }
  /* The pieces' share of the hash: set_fen () adds the rest. */
  pos->hash = hash;
  return TRUE;
}

static const ScSquare standard_castling_rooks[4] = {
  SC_SQUARE (7, 0), SC_SQUARE (0, 0), SC_SQUARE (7, 7), SC_SQUARE (0, 7),
};

/* The file of color's king on its first rank, or -1. */
static int
first_rank_king_file (const ScPosition *pos,
                      ScColor           color)
{
  int rank = color == SC_WHITE ? 0 : 7;

  for (int file = 0; file < 8; file++)
    if (pos->board[SC_SQUARE (file, rank)] == SC_MAKE_PIECE (color, SC_KING))
      return file;
  return -1;
}

/* The rook of color farthest from its king on one side (0: king side,
 * towards h; 1: queen side), or SC_NO_SQUARE. */
static ScSquare
outermost_rook (const ScPosition *pos,
                ScColor           color,
                guint             side)
{
  int rank = color == SC_WHITE ? 0 : 7;
  int king_file = first_rank_king_file (pos, color);
  int step = side == 0 ? -1 : 1;

  if (king_file < 0)
    return SC_NO_SQUARE;
  for (int file = side == 0 ? 7 : 0; file != king_file; file += step)
    if (pos->board[SC_SQUARE (file, rank)] == SC_MAKE_PIECE (color, SC_ROOK))
      return SC_SQUARE (file, rank);
  return SC_NO_SQUARE;
}

/* KQkq, and with chess960 or in Shredder-FEN, the rooks' files A-H a-h. */
static gboolean
parse_castling (ScPosition  *pos,
                const char  *field,
                gboolean     chess960,
                GError     **error)
{
  static const char letters[] = "KQkq";
  gboolean has_files, has_letters, shredder;

  memcpy (pos->castling_rooks, standard_castling_rooks, sizeof standard_castling_rooks);
  if (strcmp (field, "-") == 0)
    {
      pos->chess960 = chess960 ? SC_FEN_CASTLING_X_FEN : SC_FEN_CASTLING_STANDARD;
      return TRUE;
    }

  has_files = strpbrk (field, "ABCDEFGHabcdefgh") != NULL;
  has_letters = strpbrk (field, letters) != NULL;
  /* Outside a Chess960 game, one rook file makes the whole field
   * Shredder-FEN's, its K and Q the outermost rooks too, written back
   * with files alone: X-FEN's mix reads back only as Chess960. */
  shredder = has_files && (!chess960 || !has_letters);
  if (has_files)
    chess960 = TRUE;

  for (const char *p = field; *p; p++)
    {
      const char *where = strchr (letters, *p);
      char lower = g_ascii_tolower (*p);
      ScColor color = g_ascii_isupper (*p) ? SC_WHITE : SC_BLACK;
      ScSquare rook;
      guint side;

      if (where != NULL)
        {
          side = (where - letters) % 2;
          rook = chess960 ? outermost_rook (pos, color, side) : SC_NO_SQUARE;
        }
      else if (lower >= 'a' && lower <= 'h')
        {
          int king_file = first_rank_king_file (pos, color);

          if (king_file < 0 || king_file == lower - 'a')
            return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                                  FOR_COLOR (color,
                                             _("FEN castling field: '%c' needs the white king on its first "
                                               "rank, on another file"),
                                             _("FEN castling field: '%c' needs the black king on its first "
                                               "rank, on another file")), *p);
          side = lower - 'a' > king_file ? 0 : 1;
          rook = SC_SQUARE (lower - 'a', color == SC_WHITE ? 0 : 7);
        }
      else
        return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                              _("FEN castling field: '%c' is not one of K Q k q A-H a-h -"), *p);

      if (pos->castling & (1u << (2 * color + side)))
        return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                              _("FEN castling field: '%c' gives a right twice"), *p);
      pos->castling |= 1u << (2 * color + side);
      if (rook != SC_NO_SQUARE)
        pos->castling_rooks[2 * color + side] = rook;
    }

  if (!chess960)
    pos->chess960 = SC_FEN_CASTLING_STANDARD;
  else
    pos->chess960 = shredder ? SC_FEN_CASTLING_SHREDDER : SC_FEN_CASTLING_X_FEN;
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
                          _("FEN en passant square: '%s' is neither a square like e3 nor -"), field);

  rank = SC_SQUARE_RANK (sq) + 1;
  if (rank != 3 && rank != 6)
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          _("FEN en passant square %s is not on rank 3 or 6"), field);
  if (rank != (pos->side_to_move == SC_WHITE ? 6 : 3))
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          FOR_COLOR (pos->side_to_move,
                                     _("FEN en passant square %s is on rank %d, but with white to move "
                                       "it can only be on rank 6"),
                                     _("FEN en passant square %s is on rank %d, but with black to move "
                                       "it can only be on rank 3")),
                          field, rank);
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
                          FOR_COLOR (mover,
                                     _("FEN en passant square %c%c: there is no white pawn on %c%c that "
                                       "could just have moved two squares"),
                                     _("FEN en passant square %c%c: there is no black pawn on %c%c that "
                                       "could just have moved two squares")),
                          square_file_char (ep), square_rank_char (ep),
                          square_file_char (pawn_square), square_rank_char (pawn_square));
  if (pos->board[ep] != SC_EMPTY || pos->board[start_square] != SC_EMPTY)
    return set_fen_error (error, SC_FEN_ERROR_EN_PASSANT,
                          _("FEN en passant square %c%c: %c%c and %c%c must be empty after "
                            "a two-square pawn move"),
                          square_file_char (ep), square_rank_char (ep),
                          square_file_char (ep), square_rank_char (ep),
                          square_file_char (start_square), square_rank_char (start_square));
  return TRUE;
}

/* The halfmove clock (code SC_FEN_ERROR_HALFMOVE_CLOCK) or the fullmove
 * number (SC_FEN_ERROR_FULLMOVE_NUMBER). */
static gboolean
parse_counter (const char  *field,
               guint16     *value,
               ScFenError   code,
               GError     **error)
{
  gboolean fullmove = code == SC_FEN_ERROR_FULLMOVE_NUMBER;
  guint64 number = 0;

  for (const char *p = field; *p; p++)
    {
      if (!g_ascii_isdigit (*p))
        return set_fen_error (error, code, fullmove ? _("FEN fullmove number: '%s' is not a number")
                                                    : _("FEN halfmove clock: '%s' is not a number"), field);
      /* Held just past the largest counter, however many digits follow. */
      number = MIN (number * 10 + (guint64) (*p - '0'), (guint64) G_MAXUINT16 + 1);
    }
  if (number > G_MAXUINT16)
    return set_fen_error (error, code, fullmove ? _("FEN fullmove number: %s is too large")
                                                : _("FEN halfmove clock: %s is too large"), field);

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
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE, "%s",
                              FOR_COLOR (c, _("FEN position is impossible: white has no king"),
                                         _("FEN position is impossible: black has no king")));
      /* The counts are always more than one: the singulars are there for
       * the languages whose plurals need them. */
      if (kings > 1)
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                              FOR_COLOR (c,
                                         g_dngettext (GETTEXT_PACKAGE,
                                                      "FEN position is impossible: white has %u king",
                                                      "FEN position is impossible: white has %u kings", kings),
                                         g_dngettext (GETTEXT_PACKAGE,
                                                      "FEN position is impossible: black has %u king",
                                                      "FEN position is impossible: black has %u kings", kings)),
                              kings);
      if (pawns > 8)
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                              FOR_COLOR (c,
                                         g_dngettext (GETTEXT_PACKAGE,
                                                      "FEN position is impossible: white has %u pawn",
                                                      "FEN position is impossible: white has %u pawns", pawns),
                                         g_dngettext (GETTEXT_PACKAGE,
                                                      "FEN position is impossible: black has %u pawn",
                                                      "FEN position is impossible: black has %u pawns", pawns)),
                              pawns);
      if (all > 16)
        return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                              FOR_COLOR (c,
                                         g_dngettext (GETTEXT_PACKAGE,
                                                      "FEN position is impossible: white has %u piece",
                                                      "FEN position is impossible: white has %u pieces", all),
                                         g_dngettext (GETTEXT_PACKAGE,
                                                      "FEN position is impossible: black has %u piece",
                                                      "FEN position is impossible: black has %u pieces", all)),
                              all);
    }

  if (pos->pieces[SC_PAWN] & back_ranks)
    {
      ScSquare sq = sc_bb_lsb (pos->pieces[SC_PAWN] & back_ranks);

      return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE,
                            _("FEN position is impossible: a pawn stands on %c%c, on rank %c"),
                            square_file_char (sq), square_rank_char (sq), square_rank_char (sq));
    }

  if (attackers_by (t, pos, king_square (pos, stm ^ 1), stm, occupied (pos)))
    return set_fen_error (error, SC_FEN_ERROR_IMPOSSIBLE, "%s",
                          FOR_COLOR (stm, _("FEN position is impossible: black is in check, but white is to move"),
                                     _("FEN position is impossible: white is in check, but black is to move")));
  return TRUE;
}

/* Castling rights need king and rook on their first squares (in
 * Chess960, the king anywhere on its first rank, on the rook's other
 * side); with dropped, a right that does not have them is dropped, and
 * noted there. */
static gboolean
check_castling_consistent (ScPosition  *pos,
                           ScCastling  *dropped,
                           GError     **error)
{
  static const char letters[] = "KQkq";

  for (guint i = 0; i < 4; i++)
    {
      ScColor c = i / 2;
      ScSquare rook = pos->castling_rooks[i];
      int king_file;
      gboolean king_ok;

      if (!(pos->castling & (1u << i)))
        continue;
      king_file = first_rank_king_file (pos, c);
      king_ok = pos->chess960 ? king_file >= 0 && (i % 2 == 0) == (SC_SQUARE_FILE (rook) > king_file)
                              : king_file == 4;
      if (king_ok && pos->board[rook] == SC_MAKE_PIECE (c, SC_ROOK))
        continue;
      if (dropped != NULL)
        {
          *dropped |= 1u << i;
          pos->castling &= ~(1u << i);
          continue;
        }
      if (pos->chess960)
        return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                              FOR_COLOR (c,
                                         _("FEN castling field: '%c' needs the white king on its first rank "
                                           "and a white rook on %c%c"),
                                         _("FEN castling field: '%c' needs the black king on its first rank "
                                           "and a black rook on %c%c")),
                              letters[i], square_file_char (rook), square_rank_char (rook));
      return set_fen_error (error, SC_FEN_ERROR_CASTLING,
                            FOR_COLOR (c, _("FEN castling field: '%c' needs the white king on e1 and a white rook on %c%c"),
                                       _("FEN castling field: '%c' needs the black king on e8 and a black rook on %c%c")),
                            letters[i], square_file_char (rook), square_rank_char (rook));
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
castling_is_ordinary (const ScPosition *pos)
{
  for (guint i = 0; i < 4; i++)
    if ((pos->castling & (1u << i))
        && (pos->castling_rooks[i] != standard_castling_rooks[i] || first_rank_king_file (pos, i / 2) != 4))
      return FALSE;
  return TRUE;
}

static gboolean
set_fen (ScPosition  *pos,
         const char  *fen,
         gboolean     chess960,
         ScCastling  *dropped,
         GError     **error)
{
  g_autofree char *long_copy = NULL;
  char short_copy[128];
  char *copy;
  gsize length;
  const char *fields[6] = { NULL, };
  guint n_fields = 0;
  const char *rest = NULL;
  gboolean placement_read;
  g_autoptr(GError) placement_error = NULL;
  ScPosition result;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Padding included, so that positions compare equal with memcmp. */
  memset (&result, 0, sizeof result);
  result.ep_square = SC_NO_SQUARE;
  result.fullmove_number = 1;

  /* The placement, the one long field, is read where it stands and
   * finds its own end; a problem with it is told after those of the
   * number of fields. The short fields after it are cut apart in a copy
   * on the stack, byte by byte: a call to find each one's end cost more
   * than its few bytes. */
  while (is_fen_space (*fen))
    fen++;
  if (*fen != '\0')
    fields[n_fields++] = fen;
  placement_read = parse_placement (&result, fen, &rest, &placement_error);
  if (!placement_read)
    rest = fen + strcspn (fen, FEN_SPACES);
  length = strlen (rest);
  if (length < sizeof short_copy)
    copy = memcpy (short_copy, rest, length + 1);
  else
    copy = long_copy = g_strdup (rest);
  for (char *p = copy; *p != '\0'; p++)
    {
      if (is_fen_space (*p))
        *p = '\0';
      else if (p == copy || p[-1] == '\0')
        {
          if (n_fields == G_N_ELEMENTS (fields))
            return set_fen_error (error, SC_FEN_ERROR_FIELD_COUNT,
                                  _("FEN has more than 6 fields"));
          fields[n_fields++] = p;
        }
    }
  if (n_fields < 4)
    return set_fen_error (error, SC_FEN_ERROR_FIELD_COUNT,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "FEN has %u field; it needs at least 4 (placement, side to move, "
                                       "castling, en passant) and at most 6 (with the two move counters)",
                                       "FEN has %u fields; it needs at least 4 (placement, side to move, "
                                       "castling, en passant) and at most 6 (with the two move counters)",
                                       n_fields),
                          n_fields);

  if (!placement_read)
    {
      g_propagate_error (error, g_steal_pointer (&placement_error));
      return FALSE;
    }

  if (strcmp (fields[1], "w") == 0)
    result.side_to_move = SC_WHITE;
  else if (strcmp (fields[1], "b") == 0)
    result.side_to_move = SC_BLACK;
  else
    return set_fen_error (error, SC_FEN_ERROR_SIDE_TO_MOVE,
                          _("FEN side to move: '%s' is neither w nor b"), fields[1]);

  if (!parse_castling (&result, fields[2], chess960, error)
      || !parse_en_passant (&result, fields[3], error))
    return FALSE;
  if (n_fields > 4
      && !parse_counter (fields[4], &result.halfmove_clock, SC_FEN_ERROR_HALFMOVE_CLOCK, error))
    return FALSE;
  if (n_fields > 5
      && !parse_counter (fields[5], &result.fullmove_number, SC_FEN_ERROR_FULLMOVE_NUMBER, error))
    return FALSE;
  /* Many files (puzzles above all) number the first move 0: read as 1,
   * as other readers do. */
  if (result.fullmove_number == 0)
    result.fullmove_number = 1;

  if (!check_possible (&result, error)
      || !check_castling_consistent (&result, dropped, error)
      || !check_en_passant_plausible (&result, error))
    return FALSE;

  /* X-FEN rights of a king on e with its rooks in the corners (or no
   * right at all) are ordinary chess, and are written as such: read so
   * too, they read back the same. */
  if (result.chess960 == SC_FEN_CASTLING_X_FEN && castling_is_ordinary (&result))
    result.chess960 = SC_FEN_CASTLING_STANDARD;

  result.hash ^= sc_position_state_hash (&result);
  *pos = result;
  return TRUE;
}

gboolean
sc_position_set_fen (ScPosition  *pos,
                     const char  *fen,
                     GError     **error)
{
  return set_fen (pos, fen, FALSE, NULL, error);
}

gboolean
sc_position_set_fen_lenient (ScPosition  *pos,
                             const char  *fen,
                             ScCastling  *dropped,
                             GError     **error)
{
  g_return_val_if_fail (dropped != NULL, FALSE);

  *dropped = 0;
  return set_fen (pos, fen, FALSE, dropped, error);
}

gboolean
sc_position_set_fen_chess960 (ScPosition  *pos,
                              const char  *fen,
                              ScCastling  *dropped,
                              GError     **error)
{
  if (dropped != NULL)
    *dropped = 0;
  return set_fen (pos, fen, TRUE, dropped, error);
}

/* Puts piece on the nth empty square of rank (from 0, a file first). */
static void
place_on_empty (char  *rank,
                guint  nth,
                char   piece)
{
  for (guint file = 0; file < 8; file++)
    if (rank[file] == ' ' && nth-- == 0)
      {
        rank[file] = piece;
        return;
      }
}

/* The first rank from the number, digit by digit: the light-squared
 * bishop (b, d, f, h), the dark-squared one (a, c, e, g), the queen on
 * one of six empty squares, the knights on two of five, then rook,
 * king, rook on the three left. */
char *
sc_chess960_start_fen (guint number)
{
  static const guint8 knights[10][2] = {
    { 0, 1 }, { 0, 2 }, { 0, 3 }, { 0, 4 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 2, 3 }, { 2, 4 }, { 3, 4 },
  };
  char rank[9] = "        ";
  g_autofree char *black = NULL;
  guint n;

  g_return_val_if_fail (number < SC_CHESS960_N_POSITIONS, NULL);

  rank[2 * (number % 4) + 1] = 'B';
  rank[2 * (number / 4 % 4)] = 'B';
  n = number / 16;
  place_on_empty (rank, n % 6, 'Q');
  n /= 6;
  /* The second knight first: the first one's place among the empty
   * squares stays as counted. */
  place_on_empty (rank, knights[n][1], 'N');
  place_on_empty (rank, knights[n][0], 'N');
  place_on_empty (rank, 0, 'R');
  place_on_empty (rank, 0, 'K');
  place_on_empty (rank, 0, 'R');
  black = g_ascii_strdown (rank, -1);
  return g_strdup_printf ("%s/pppppppp/8/8/8/8/PPPPPPPP/%s w KQkq - 0 1", black, rank);
}

gboolean
sc_variant_is_chess960 (const char *variant)
{
  return variant != NULL
         && (g_ascii_strcasecmp (variant, "Chess960") == 0
             || g_ascii_strcasecmp (variant, "Chess 960") == 0
             || g_ascii_strcasecmp (variant, "Fischerandom") == 0);
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

/* The letter of right i: in X-FEN the rook's file only when another rook
 * stands farther out on the same side, in Shredder-FEN always. */
static char
castling_letter (const ScPosition *pos,
                 guint             i)
{
  ScColor color = i / 2;
  ScSquare rook = pos->castling_rooks[i];
  char file = 'a' + SC_SQUARE_FILE (rook);

  if (pos->chess960 == SC_FEN_CASTLING_SHREDDER
      || (pos->chess960 == SC_FEN_CASTLING_X_FEN && outermost_rook (pos, color, i % 2) != rook))
    return color == SC_WHITE ? g_ascii_toupper (file) : file;
  return "KQkq"[i];
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
      g_string_append_c (fen, castling_letter (pos, i));

  if (pos->ep_square == SC_NO_SQUARE)
    g_string_append (fen, " -");
  else
    g_string_append_printf (fen, " %c%c", square_file_char (pos->ep_square),
                            square_rank_char (pos->ep_square));

  g_string_append_printf (fen, " %u %u", pos->halfmove_clock, pos->fullmove_number);
  return g_string_free (fen, FALSE);
}

