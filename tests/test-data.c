/* test-data.c: the tests' data files, read from tests/data, and game
 * files opened
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-data.h"

char *
test_read_data (const char *name)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);
  return contents;
}

ScGameFile *
test_load_game_file (GFile *file)
{
  g_autoptr(GError) error = NULL;
  ScGameFile *games = sc_game_file_new ();

  g_assert_true (sc_game_file_load (games, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (sc_game_file_get_indexing (games));
  return games;
}
