/* sc-game-analysis-run.c: an engine searches every position of a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-game-analysis.h"

gboolean
sc_game_analysis_run (ScGameAnalysis         *self,
                      ScEngine               *engine,
                      const ScEngineLimits   *limits,
                      ScGameAnalysisProgress  progress,
                      gpointer                user_data,
                      GCancellable           *cancellable,
                      GError                **error)
{
  guint n = sc_game_analysis_get_n_positions (self), total = 0, done = 0;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (ScMove));
  ScPosition start;

  g_return_val_if_fail (SC_IS_ENGINE (engine), FALSE);

  for (guint ply = 0; ply < n; ply++)
    {
      if (sc_game_analysis_needs_engine (self, ply) && sc_game_analysis_get_lines (self, ply) == NULL)
        total++;
      if (ply + 1 < n)
        {
          ScMove move = sc_game_analysis_get_move (self, ply);

          g_array_append_val (moves, move);
        }
    }
  sc_game_analysis_position_at (self, 0, &start);
  sc_game_analysis_set_engine_name (self, sc_engine_get_name (engine));
  /* The second line tells an only move from one of several good ones. */
  sc_engine_set_option (engine, "MultiPV", "2");
  if (progress != NULL)
    progress (0, total, user_data);

  /* From the end back: what the engine learnt of the later positions
   * stays in its hash table and helps with the earlier ones. */
  for (guint ply = n; ply-- > 0;)
    {
      g_autoptr(ScEngineResult) result = NULL;

      if (!sc_game_analysis_needs_engine (self, ply) || sc_game_analysis_get_lines (self, ply) != NULL)
        continue;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      result = sc_engine_search_sync (engine, &start, (const ScMove *) moves->data, ply,
                                      limits, cancellable, error);
      if (result == NULL)
        return FALSE;
      sc_game_analysis_set_lines (self, ply, g_ptr_array_ref (result->lines));
      if (progress != NULL)
        progress (++done, total, user_data);
    }
  return TRUE;
}
