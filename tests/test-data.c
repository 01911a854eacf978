/* test-data.c: the tests' data files, read from tests/data
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
