/* bench-puzzles.h: a file shaped like the public puzzle collections, made
 * from the corpus
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* At least size bytes of puzzles: each corpus game's position after 20
 * moves as a FEN, and the three moves after it. */
GString *bench_puzzles (const char *corpus,
                        gsize       size);
