/* fuzz-fen.c: libFuzzer target for sc_position_set_fen
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any text must either be refused with a GError or give a position that
 * writes back to a FEN reading to the same position, whose legal moves
 * can all be made and taken back.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "sc-position.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static void
check_moves (const ScPosition *pos)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);

  for (guint i = 0; i < n; i++)
    {
      ScPosition copy;
      ScUndo undo;

      /* memcpy, not `=`, so the padding compares equal too. */
      memcpy (&copy, pos, sizeof copy);
      sc_position_make_move (&copy, moves[i], &undo);
      (void) sc_position_in_check (&copy);
      (void) sc_position_count_legal_moves (&copy);
      sc_position_unmake_move (&copy, moves[i], &undo);
      if (memcmp (&copy, pos, sizeof copy) != 0)
        abort ();
    }
  (void) sc_position_is_checkmate (pos);
  (void) sc_position_is_stalemate (pos);
  (void) sc_position_insufficient_material (pos);
  (void) sc_perft (pos, 2);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A g_return_if_fail() reached from any input is a bug too. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autofree char *fen = g_strndup ((const char *) data, size);
  g_autofree char *written = NULL;
  g_autoptr (GError) error = NULL;
  ScPosition pos, again;

  if (!sc_position_set_fen (&pos, fen, &error))
    {
      /* A refusal must say why. */
      if (error == NULL || error->domain != SC_FEN_ERROR || error->message == NULL)
        abort ();
      return 0;
    }
  if (error != NULL)
    abort ();

  written = sc_position_to_fen (&pos);
  if (!sc_position_set_fen (&again, written, NULL))
    abort ();
  if (memcmp (&pos, &again, sizeof pos) != 0)
    abort ();

  check_moves (&pos);
  return 0;
}
