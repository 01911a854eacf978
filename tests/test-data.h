/* test-data.h: the tests' data files, read from tests/data, and game
 * files opened
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game-file.h"

/* The whole of tests/data/NAME (NAME may name a folder too, as
 * "descriptive/opera-en.txt"); a file that cannot be read ends the test. */
char *test_read_data (const char *name);
/* file opened as a game file, its index complete; a file that cannot be
 * opened ends the test. */
ScGameFile *test_load_game_file (GFile *file);
