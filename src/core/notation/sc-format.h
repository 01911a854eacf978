/* sc-format.h: one function spells a move in its position under a style
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-notation-style.h"
#include "sc-position.h"

G_BEGIN_DECLS

typedef enum {
  SC_FORMAT_DEFAULT    = 0,
  SC_FORMAT_DRAW_OFFER = 1 << 0,  /* append "(=)" */
} ScFormatFlags;

/* Appends the move (legal in pos) to out. The null move is "--". */
void   sc_format_move        (GString               *out,
                              const ScPosition      *pos,
                              ScMove                 move,
                              const ScNotationStyle *style,
                              ScFormatFlags          flags);
char  *sc_format_move_string (const ScPosition      *pos,
                              ScMove                 move,
                              const ScNotationStyle *style,
                              ScFormatFlags          flags);
/* The move number that print sets before move (legal in pos), touching
 * it: "12." or "12...", and a narrow no-break space after it before
 * castling written with zeros ("10.\u202F0-0-0") and before ICCF numbers
 * ("12.\u202F5254"), which would otherwise read as a decimal. */
void   sc_format_move_number (GString               *out,
                              const ScPosition      *pos,
                              ScMove                 move,
                              const ScNotationStyle *style);
/* Standard English SAN, as PGN files hold it. */
char  *sc_format_san         (const ScPosition      *pos,
                              ScMove                 move);
/* Coordinates as UCI writes them: e2e4, e7e8q, e1g1. */
void   sc_format_coordinates (GString               *out,
                              ScMove                 move);
void   sc_format_square      (GString               *out,
                              ScSquare               sq);

G_END_DECLS
