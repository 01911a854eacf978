/* move-parser-check.h: positions and helpers of the move parser's tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-language.h"
#include "sc-position.h"

/* 1. e4 e5 */
#define OPEN_GAME  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
/* 1. e4 d5: exd5 */
#define SCANDI     "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"

/* move in coordinates, as "e2e4" or "e7e8q". */
char *coordinates (ScMove move);
/* pos set up from fen, which must be good. */
void set_position (ScPosition *pos,
                   const char *fen);
/* The language of code, which must be one. */
const ScLanguage *language (const char *code);
