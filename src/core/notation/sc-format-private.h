/* sc-format-private.h: what the writers of each notation system share
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-format.h"

G_BEGIN_DECLS

/* The piece's letter in style's language, or its figurine. */
void sc_format_append_piece     (GString               *out,
                                 const ScNotationStyle *style,
                                 ScPieceType            type,
                                 ScColor                color);
/* The promotion piece with style's mark: "=Q", "Q", "(Q)", "/Q". */
void sc_format_append_promotion (GString               *out,
                                 const ScNotationStyle *style,
                                 ScPieceType            piece,
                                 ScColor                color);

G_END_DECLS
