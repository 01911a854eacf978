/* game-file-fixture.h: a file of many games in a folder of its own, for
 * the game file's tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#define N_SELFPLAY 300

typedef struct {
  char  *dir;
  char  *path;
  GFile *file;
  char  *text;      /* the file as written */
  gsize  length;
} Fixture;

/* The whole of dir/name, its length in length. */
char *read_data (const char *dir,
                 const char *name,
                 gsize      *length);
/* text, of length bytes, written as fixture's file, named name. */
void write_fixture (Fixture    *fixture,
                    const char *name,
                    const char *text,
                    gsize       length);
/* Selfplay games, annotated.pgn (a broken game in the middle), more
 * selfplay games, in a new folder. */
void fixture_set_up (Fixture       *fixture,
                     gconstpointer  data);
/* The folder removed, with all that was written in it. */
void fixture_tear_down (Fixture       *fixture,
                        gconstpointer  data);
/* The whole of the file at path, its length in length. */
char *contents (const char *path,
                gsize      *length);
