/* sc-notation-style.h: how a move is spelled (NOTATION.md §3)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-language.h"

G_BEGIN_DECLS

typedef enum {
  SC_PIECES_LETTERS,
  SC_PIECES_FIGURINES,                 /* outline glyphs for both sides */
  SC_PIECES_FIGURINES_FILLED_BLACK,    /* filled glyphs for Black's moves */
} ScPieceGlyphs;

typedef enum {
  SC_CASTLING_LETTER_O,                /* O-O, O-O-O (PGN) */
  SC_CASTLING_DIGIT_ZERO,              /* 0-0, 0-0-0 (FIDE) */
} ScCastlingMark;

typedef enum {
  SC_CAPTURE_X,                        /* Bxe5 */
  SC_CAPTURE_TIMES,                    /* B×e5 */
  SC_CAPTURE_COLON,                    /* B:e5 */
  SC_CAPTURE_TRAILING_COLON,           /* Be5: */
  SC_CAPTURE_NONE,                     /* Be5, ed4 */
} ScCaptureMark;

typedef enum {
  SC_PROMOTION_EQUALS,                 /* e8=Q */
  SC_PROMOTION_PLAIN,                  /* e8Q, d8D */
  SC_PROMOTION_PARENTHESES,            /* e8(Q) */
  SC_PROMOTION_SLASH,                  /* e8/Q */
} ScPromotionMark;

typedef enum {
  SC_CHECK_PLUS_HASH,                  /* + and # */
  SC_CHECK_PLUS_DOUBLE_PLUS,           /* + and ++ */
  SC_CHECK_DAGGERS,                    /* † and ‡ */
  SC_CHECK_WORDS,                      /* ch and mate */
  SC_CHECK_NONE,
} ScCheckMark;

typedef enum {
  SC_PRESET_PGN,
  SC_PRESET_FIDE,
  SC_PRESET_FIGURINE,
  SC_PRESET_MINIMAL,
  SC_PRESET_LONG,
  SC_N_PRESETS,
} ScPreset;

typedef struct {
  const ScLanguage *language;
  ScPieceGlyphs     pieces;
  ScCastlingMark    castling;
  ScCaptureMark     capture;
  ScPromotionMark   promotion;
  ScCheckMark       check;
  gboolean          en_passant_suffix; /* " e.p." after en passant captures */
  gboolean          long_form;         /* e2-e4, Sg1-f3, e5xd6 */
} ScNotationStyle;

/* Fills style with a preset in a language (the PGN preset always uses
 * English letters, the figurine preset figurines; language may be NULL
 * for English). */
void         sc_notation_style_init_preset (ScNotationStyle  *style,
                                            ScPreset          preset,
                                            const ScLanguage *language);
/* "pgn", "fide", "figurine", "minimal", "long"; FALSE when unknown. */
gboolean     sc_preset_from_name           (const char       *name,
                                            ScPreset         *preset);
const char  *sc_preset_name                (ScPreset          preset);
/* The preset's name for people, marked N_() for translation. */
const char  *sc_preset_title               (ScPreset          preset);

G_END_DECLS
