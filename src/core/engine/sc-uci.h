/* sc-uci.h: what a UCI engine says, read strictly
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-position.h"

G_BEGIN_DECLS

#define SC_UCI_ERROR (sc_uci_error_quark ())

typedef enum {
  SC_UCI_ERROR_GARBAGE,       /* not a line of the protocol, or a broken one */
  SC_UCI_ERROR_ILLEGAL_MOVE,  /* a move that is not legal where it stands */
} ScUciError;

GQuark sc_uci_error_quark (void);

typedef enum {
  SC_UCI_BOUND_EXACT,
  SC_UCI_BOUND_LOWER,   /* "lowerbound": at least this */
  SC_UCI_BOUND_UPPER,   /* "upperbound": at most this */
} ScUciBound;

/* One "info" line about a line of play. Fields the engine did not give
 * are 0 (and has_score, has_wdl FALSE). The score is from the side to
 * move's point of view, as the protocol gives it. */
typedef struct {
  guint       depth;
  guint       seldepth;
  guint       multipv;      /* 1 when not given */
  gboolean    has_score;
  gboolean    mate;         /* score is moves to mate (negative: being mated) */
  int         score;        /* centipawns, or moves to mate */
  ScUciBound  bound;
  gboolean    has_wdl;
  guint       wdl[3];       /* wins, draws, losses per mille, for the side to move */
  guint64     nodes;
  guint64     nps;
  guint       time_ms;
  GArray     *pv;           /* of ScMove, each legal after the ones before it; NULL without a pv */
} ScUciInfo;

/* Reads an "info" line in pos, the position the engine searches. Lines
 * that carry no line of play ("info string …", "info currmove …" and the
 * like) read as TRUE with depth 0 and no pv. A pv is read move by move
 * in coordinates (e2e4, e7e8q, castling as the king's move e1g1, in
 * Chess960 as the king onto its rook), each checked for legality: a
 * line with an illegal move is refused, not cut.
 * FALSE, with error, for anything else. Free with sc_uci_info_clear (). */
gboolean     sc_uci_parse_info      (const char        *line,
                                     const ScPosition  *pos,
                                     ScUciInfo         *info,
                                     GError           **error);
void         sc_uci_info_clear      (ScUciInfo         *info);

/* Reads "bestmove MOVE [ponder MOVE]" in pos. *best is SC_MOVE_NONE for
 * "bestmove (none)" (no legal move). ponder may be NULL. */
gboolean     sc_uci_parse_bestmove  (const char        *line,
                                     const ScPosition  *pos,
                                     ScMove            *best,
                                     ScMove            *ponder,
                                     GError           **error);

/* move (legal in pos) as UCI writes it: in coordinates, castling as the
 * king's move (e1g1), or in a Chess960 position as the king put onto its
 * own rook (e1h1, b1a1), as the engine's UCI_Chess960 mode has it. */
void         sc_uci_format_move     (GString           *out,
                                     const ScPosition  *pos,
                                     ScMove             move);

/* The move written in UCI coordinates in pos (in a Chess960 position,
 * castling as the king onto its rook): legal, or SC_MOVE_NONE. */
ScMove       sc_uci_read_move       (const ScPosition  *pos,
                                     const char        *text,
                                     gsize              length);

/* The words of a line, without the empty ones (engines may write
 * several spaces or tabs between them). */
GStrv        sc_uci_words           (const char        *line);

/* "position startpos moves …" or "position fen … moves …", as the
 * engine is told the position after moves from start (a Chess960 one in
 * Shredder-FEN, its castlings as the king onto its rook, for an engine
 * in UCI_Chess960 mode); NULL when a move is not legal. searched gets
 * that position. */
char        *sc_uci_position_command (const ScPosition  *start,
                                      const ScMove      *moves,
                                      guint              n_moves,
                                      ScPosition        *searched);

/* The score in centipawns from White's point of view, a mate as
 * ±(SC_UCI_MATE_SCORE - moves). */
#define SC_UCI_MATE_SCORE 100000
int          sc_uci_score_for_white (const ScUciInfo   *info,
                                     ScColor            side_to_move);

G_END_DECLS
