/* sc-move-parser-private.h: what the readers of each notation system share
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-move-parser.h"

G_BEGIN_DECLS

/* Reads the marks written after a move ("+", "#", "!?", "(=)", "e.p.",
 * "ch" ...) into result's nags, draw_offer, en_passant_mark and
 * check_mark, as sc_parse_move () does, and says where the move itself
 * stands in text: [*start, *end), without the spaces around it. FALSE
 * when text is not UTF-8 or too long to be a move (result's
 * error_offset says where reading stopped). */
gboolean   sc_move_parser_strip_marks (const char  *text,
                                       gsize        length,
                                       ScMoveParse *result,
                                       gsize       *start,
                                       gsize       *end);

/* Adds move to result's candidates while there is room. */
static inline void
sc_move_parse_add_candidate (ScMoveParse *result,
                             ScMove       move)
{
  if (result->n_candidates < SC_MOVE_PARSE_MAX_CANDIDATES)
    result->candidates[result->n_candidates++] = move;
}

/* The piece of a figurine, outline or filled, or SC_NO_PIECE_TYPE. */
ScPieceType sc_move_parse_figurine_type (gunichar c);

/* Sets r's status and candidates from the n_found legal moves that fit
 * a text: one is the move; the four promotions of one pawn move lack
 * the piece when the text names none; more are ambiguous (promotions
 * offered as the queen's unless a piece was written). FALSE when none
 * fits: the caller says which moves come near. */
gboolean sc_move_parse_settle        (ScMoveParse  *r,
                                      const ScMove *found,
                                      guint         n_found,
                                      gboolean      promotion_written);

G_END_DECLS
