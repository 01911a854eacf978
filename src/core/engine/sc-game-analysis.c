/* sc-game-analysis.c: what an engine found in every position of a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search itself is in sc-game-analysis-run.c, apart, so that what is
 * here works without an engine process.
 */
#include "config.h"

#include "sc-game-analysis.h"

struct _ScGameAnalysis {
  GArray    *positions;   /* of ScPosition, n moves + 1 */
  GArray    *moves;       /* of ScMove, the n main-line moves */
  GPtrArray *lines;       /* per position: GPtrArray of ScUciInfo*, or NULL */
  guint      first_null;  /* the ply of the first null move ("--"), or n */
  char      *engine_name;
};

static void
info_free (gpointer data)
{
  ScUciInfo *info = data;

  sc_uci_info_clear (info);
  g_free (info);
}

static void
lines_free (gpointer data)
{
  if (data != NULL)
    g_ptr_array_unref (data);
}

ScGameAnalysis *
sc_game_analysis_new (ScGame *game)
{
  ScGameAnalysis *self;
  ScPosition pos;

  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  self = g_new0 (ScGameAnalysis, 1);
  self->positions = g_array_new (FALSE, FALSE, sizeof (ScPosition));
  self->moves = g_array_new (FALSE, FALSE, sizeof (ScMove));
  self->lines = g_ptr_array_new_with_free_func (lines_free);
  pos = *sc_game_get_start_position (game);
  g_array_append_val (self->positions, pos);
  for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
    {
      ScUndo undo;

      g_array_append_val (self->moves, node->move);
      if (node->move == SC_MOVE_NULL)
        sc_position_make_null_move (&pos, &undo);
      else
        sc_position_make_move (&pos, node->move, &undo);
      g_array_append_val (self->positions, pos);
    }
  g_ptr_array_set_size (self->lines, (guint) self->positions->len);
  self->first_null = self->moves->len;
  for (guint i = 0; i < self->moves->len; i++)
    if (g_array_index (self->moves, ScMove, i) == SC_MOVE_NULL)
      {
        self->first_null = i;
        break;
      }
  return self;
}

void
sc_game_analysis_free (ScGameAnalysis *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->positions);
  g_array_unref (self->moves);
  g_ptr_array_unref (self->lines);
  g_free (self->engine_name);
  g_free (self);
}

guint
sc_game_analysis_get_n_positions (ScGameAnalysis *self)
{
  return self->positions->len;
}

void
sc_game_analysis_position_at (ScGameAnalysis *self,
                              guint           ply,
                              ScPosition     *pos)
{
  g_return_if_fail (ply < self->positions->len);
  *pos = g_array_index (self->positions, ScPosition, ply);
}

ScMove
sc_game_analysis_get_move (ScGameAnalysis *self,
                           guint           ply)
{
  return ply < self->moves->len ? g_array_index (self->moves, ScMove, ply) : SC_MOVE_NONE;
}

gboolean
sc_game_analysis_matches (ScGameAnalysis *self,
                          ScGame         *game)
{
  ScGameNode *node = sc_game_get_root (game)->first_child;
  const ScPosition *start = sc_game_get_start_position (game);

  if (start->hash != g_array_index (self->positions, ScPosition, 0).hash)
    return FALSE;
  for (guint i = 0; i < self->moves->len; i++, node = node->first_child)
    if (node == NULL || node->move != g_array_index (self->moves, ScMove, i))
      return FALSE;
  return node == NULL;
}

const char *
sc_game_analysis_get_engine_name (ScGameAnalysis *self)
{
  return self->engine_name;
}

void
sc_game_analysis_set_engine_name (ScGameAnalysis *self,
                                  const char     *name)
{
  g_free (self->engine_name);
  self->engine_name = g_strdup (name);
}

void
sc_game_analysis_set_lines (ScGameAnalysis *self,
                            guint           ply,
                            GPtrArray      *lines)
{
  g_return_if_fail (ply < self->positions->len);

  lines_free (self->lines->pdata[ply]);
  self->lines->pdata[ply] = lines;
}

gboolean
sc_game_analysis_add_info (ScGameAnalysis *self,
                           guint           ply,
                           const char     *info,
                           GError        **error)
{
  g_autofree ScUciInfo *read = g_new0 (ScUciInfo, 1);
  GPtrArray *lines;
  guint index;

  g_return_val_if_fail (ply < self->positions->len, FALSE);

  if (!sc_uci_parse_info (info, &g_array_index (self->positions, ScPosition, ply), read, error))
    return FALSE;
  if (read->pv == NULL || read->pv->len == 0 || !read->has_score)
    {
      sc_uci_info_clear (read);
      g_set_error (error, SC_UCI_ERROR, SC_UCI_ERROR_GARBAGE, "no line of play with a score: %s", info);
      return FALSE;
    }
  lines = self->lines->pdata[ply];
  if (lines == NULL)
    lines = self->lines->pdata[ply] = g_ptr_array_new_with_free_func (info_free);
  index = read->multipv - 1;
  if (lines->len <= index)
    g_ptr_array_set_size (lines, index + 1);
  if (lines->pdata[index] != NULL)
    info_free (lines->pdata[index]);
  lines->pdata[index] = g_steal_pointer (&read);
  return TRUE;
}

GPtrArray *
sc_game_analysis_get_lines (ScGameAnalysis *self,
                            guint           ply)
{
  g_return_val_if_fail (ply < self->positions->len, NULL);
  return self->lines->pdata[ply];
}

const ScUciInfo *
sc_game_analysis_get_line (ScGameAnalysis *self,
                           guint           ply,
                           guint           index)
{
  GPtrArray *lines = sc_game_analysis_get_lines (self, ply);
  const ScUciInfo *info;

  if (lines == NULL || index >= lines->len)
    return NULL;
  info = lines->pdata[index];
  return info != NULL && info->pv != NULL && info->pv->len > 0 ? info : NULL;
}

gboolean
sc_game_analysis_needs_engine (ScGameAnalysis *self,
                               guint           ply)
{
  g_return_val_if_fail (ply < self->positions->len, FALSE);
  /* An engine is told the moves that led to a position: a passed turn
   * is not one it can be told. */
  if (ply > self->first_null)
    return FALSE;
  return sc_position_count_legal_moves (&g_array_index (self->positions, ScPosition, ply)) > 0;
}

gboolean
sc_game_analysis_get_score (ScGameAnalysis *self,
                            guint           ply,
                            int            *score)
{
  const ScPosition *pos;
  const ScUciInfo *best;

  g_return_val_if_fail (ply < self->positions->len, FALSE);

  pos = &g_array_index (self->positions, ScPosition, ply);
  if (sc_position_count_legal_moves (pos) == 0)
    {
      /* Mated: the side to move has lost, in no moves. */
      if (sc_position_in_check (pos))
        *score = sc_position_side_to_move (pos) == SC_WHITE ? -SC_UCI_MATE_SCORE : SC_UCI_MATE_SCORE;
      else
        *score = 0;
      return TRUE;
    }
  best = sc_game_analysis_get_line (self, ply, 0);
  if (best == NULL || !best->has_score)
    return FALSE;
  *score = sc_uci_score_for_white (best, sc_position_side_to_move (pos));
  return TRUE;
}
