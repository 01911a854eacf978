/* sc-position.h: a chess position on bitboards, FEN, legal moves, perft
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sc-types.h"

G_BEGIN_DECLS

/* Chess960 or not, and how the FEN castling field is written. */
typedef enum {
  SC_FEN_CASTLING_STANDARD = 0, /* KQkq: rooks on the a and h files, king on e */
  SC_FEN_CASTLING_X_FEN,        /* Chess960, KQkq for the outermost rook, else its file letter */
  SC_FEN_CASTLING_SHREDDER,     /* Chess960, the rooks' file letters: HAha */
} ScFenCastling;

/* A plain value type: copy it with `=` or memcpy; no allocation inside. */
typedef struct _ScPosition {
  guint64  pieces[SC_N_PIECE_TYPES]; /* by type, both colours */
  guint64  colors[2];                /* by colour, all types */
  ScPiece  board[64];
  guint8   side_to_move;             /* ScColor */
  guint8   castling;                 /* ScCastling bits */
  ScSquare ep_square;                /* as FEN writes it, or SC_NO_SQUARE */
  guint8   chess960;                 /* ScFenCastling; not 0 in Chess960 */
  ScSquare castling_rooks[4];        /* each right's rook square, in ScCastling bit order */
  guint16  halfmove_clock;
  guint16  fullmove_number;
  guint64  hash;                     /* Zobrist key, for repetitions */
} ScPosition;

/* What sc_position_make_move() needs to take a move back. */
typedef struct {
  ScPiece  captured;
  guint8   castling;
  ScSquare ep_square;
  guint16  halfmove_clock;
  guint64  hash;
} ScUndo;

#define SC_FEN_ERROR (sc_fen_error_quark ())

/* Which FEN field is wrong; the GError message says why, in words. */
typedef enum {
  SC_FEN_ERROR_FIELD_COUNT,
  SC_FEN_ERROR_PLACEMENT,
  SC_FEN_ERROR_SIDE_TO_MOVE,
  SC_FEN_ERROR_CASTLING,
  SC_FEN_ERROR_EN_PASSANT,
  SC_FEN_ERROR_HALFMOVE_CLOCK,
  SC_FEN_ERROR_FULLMOVE_NUMBER,
  SC_FEN_ERROR_IMPOSSIBLE, /* well formed, but no game can reach it (kings, pawns on rank 1/8, side not to move in check) */
} ScFenError;

#define SC_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

GQuark      sc_fen_error_quark            (void);

void        sc_position_init_start        (ScPosition       *pos);
gboolean    sc_position_set_fen           (ScPosition       *pos,
                                           const char       *fen,
                                           GError          **error);
/* As sc_position_set_fen (), but a castling right the position cannot
 * have (its king or rook is not on its square) is dropped, not an error:
 * *dropped says which (0: none), for a warning. */
gboolean    sc_position_set_fen_lenient   (ScPosition       *pos,
                                           const char       *fen,
                                           ScCastling       *dropped,
                                           GError          **error);
/* As sc_position_set_fen_lenient () (dropped may be NULL to make an
 * impossible right an error), for Chess960: castling rights by file,
 * in X-FEN (KQkq as the outermost rook, or a file letter) or in
 * Shredder-FEN (HAha). A FEN in Shredder-FEN is read as Chess960 by the
 * other readers too. */
gboolean    sc_position_set_fen_chess960  (ScPosition       *pos,
                                           const char       *fen,
                                           ScCastling       *dropped,
                                           GError          **error);
/* The Chess960 start position number (0 to 959, in the standard
 * numbering: 518 is the usual start, 0 is BBQNNRKR) in X-FEN. */
#define SC_CHESS960_N_POSITIONS 960
char       *sc_chess960_start_fen         (guint             number);
/* [Variant "Chess960"] or "Fischerandom", in any case. */
gboolean    sc_variant_is_chess960        (const char       *variant);
/* "KQkq", those of rights, or "-". */
char       *sc_castling_to_string         (ScCastling        rights);
char       *sc_position_to_fen            (const ScPosition *pos);

static inline ScPiece
sc_position_piece_at (const ScPosition *pos, ScSquare sq)
{
  return pos->board[sq];
}

static inline ScColor
sc_position_side_to_move (const ScPosition *pos)
{
  return (ScColor) pos->side_to_move;
}

/* Fills moves[] (room for SC_MAX_MOVES) with every legal move; returns the count. */
guint       sc_position_legal_moves       (const ScPosition *pos,
                                           ScMove           *moves);
/* Only the legal moves that land on to (castling: the king's square). */
guint       sc_position_legal_moves_to    (const ScPosition *pos,
                                           ScSquare          to,
                                           ScMove           *moves);
/* The same, of the pieces on the squares of sources only (a bitboard):
 * cheaper when they are not all kinds of piece. */
guint       sc_position_legal_moves_from_to (const ScPosition *pos,
                                             guint64           sources,
                                             ScSquare          to,
                                             ScMove           *moves);
guint       sc_position_count_legal_moves (const ScPosition *pos);
/* Whether there is any: faster than counting them, for mate and stalemate. */
gboolean    sc_position_has_legal_moves   (const ScPosition *pos);
gboolean    sc_position_is_legal          (const ScPosition *pos,
                                           ScMove            move);

void        sc_position_make_move         (ScPosition       *pos,
                                           ScMove            move,
                                           ScUndo           *undo);
void        sc_position_unmake_move       (ScPosition       *pos,
                                           ScMove            move,
                                           const ScUndo     *undo);
/* Passes the turn ("--" in PGN variations). Undo with unmake and SC_MOVE_NULL. */
void        sc_position_make_null_move    (ScPosition       *pos,
                                           ScUndo           *undo);

/* Where the rook of a castling move stands and where it goes. */
void        sc_position_castling_rook     (const ScPosition *pos,
                                           ScMove            move,
                                           ScSquare         *rook_from,
                                           ScSquare         *rook_to);

/* The legal castling of the king on king_from put onto its own rook on
 * rook (e1h1; in Chess960 the only way to say some castlings with two
 * squares), or SC_MOVE_NONE. */
ScMove      sc_position_castling_onto_rook (const ScPosition *pos,
                                           ScSquare          king_from,
                                           ScSquare          rook);

gboolean    sc_position_is_capture        (const ScPosition *pos,
                                           ScMove            move);
ScPieceType sc_position_moving_piece      (const ScPosition *pos,
                                           ScMove            move);

gboolean    sc_position_in_check          (const ScPosition *pos);
guint64     sc_position_checkers          (const ScPosition *pos);
gboolean    sc_position_is_checkmate      (const ScPosition *pos);
gboolean    sc_position_is_stalemate      (const ScPosition *pos);
/* "Checkmate: Black wins" or "Stalemate: the game is drawn" when the side
 * to move has no legal move, else NULL. */
const char *sc_position_describe_end    (const ScPosition *pos);
/* Neither side can ever mate (K v K, K+minor v K, bishops all on one colour). */
gboolean    sc_position_insufficient_material (const ScPosition *pos);
gboolean    sc_position_fifty_move_rule   (const ScPosition *pos);
/* history holds the hashes of earlier positions of the game, oldest first;
 * returns how many times the current position occurred, itself included. */
guint       sc_position_repetition_count  (const ScPosition *pos,
                                           const guint64    *history,
                                           gsize             n_history);

guint64     sc_perft                      (const ScPosition *pos,
                                           guint             depth);

G_END_DECLS
