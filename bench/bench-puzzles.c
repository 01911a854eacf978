/* bench-puzzles.c: a file shaped like the public puzzle collections, made
 * from the corpus
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench-puzzles.h"
#include "sc-format.h"
#include "sc-movetext-reader.h"

/* Each corpus game's position after 20 moves and the three moves after
 * it: what puzzle collections hold. */
GString *
bench_puzzles (const char *corpus,
               gsize       size)
{
  g_autoptr(ScReadResult) games = sc_read_games (corpus, -1, sc_language_english ());
  GString *text = g_string_new (NULL);

  for (guint i = 0; text->len < size; i = (i + 1) % games->games->len)
    {
      ScGame *game = g_ptr_array_index (games->games, i);
      ScGameNode *node = sc_game_get_root (game);
      g_autofree char *fen = NULL;
      ScPosition pos;

      for (guint ply = 0; ply < 40 && node->first_child != NULL; ply++)
        node = node->first_child;
      if (node->first_child == NULL || node->first_child->first_child == NULL
          || node->first_child->first_child->first_child == NULL)
        continue;
      sc_game_position_at (game, node, &pos);
      fen = sc_position_to_fen (&pos);
      g_string_append_printf (text, "[Event \"Puzzle %u\"]\n[FEN \"%s\"]\n[SetUp \"1\"]\n\n", i + 1, fen);
      for (guint m = 0; m < 3; m++)
        {
          g_autofree char *san = NULL;

          sc_game_position_at (game, node, &pos);
          node = node->first_child;
          san = sc_format_san (&pos, node->move);
          g_string_append_printf (text, "%s ", san);
        }
      g_string_append (text, "*\n\n");
    }
  return text;
}

