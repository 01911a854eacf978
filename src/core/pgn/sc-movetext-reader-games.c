/* sc-movetext-reader-games.c: where a text read as one game holds another
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A text given as one game (a repair, a paste) may hold a second game:
 * the problem to show at its start.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sc-movetext-reader-private.h"

/* problem for the game numbered number that starts at offset in text. */
static void
game_start_problem (const char    *text,
                    guint          number,
                    gsize          offset,
                    ScTextProblem *problem)
{
  const char *at = text + offset, *line_start = text;

  *problem = (ScTextProblem) { SC_PROBLEM_SYNTAX, number, 1, 1, offset, NULL };
  for (const char *p = text; p < at; p++)
    if (*p == '\n')
      {
        problem->line++;
        line_start = p + 1;
      }
  problem->column = (guint) g_utf8_strlen (line_start, at - line_start) + 1;
  problem->message = g_strdup (_("another game starts here, without tags of its own: part the two, to read this one"));
}

gboolean
sc_read_result_another_game (const ScReadResult *result,
                             const char         *text,
                             ScTextProblem      *problem)
{
  g_return_val_if_fail (result != NULL && text != NULL && problem != NULL, FALSE);

  if (result->games->len < 2)
    return FALSE;
  game_start_problem (text, 2, result->second_game_at, problem);
  return TRUE;
}

gboolean
sc_read_result_untagged_game (const ScReadResult *result,
                              const char         *text,
                              ScTextProblem      *problem)
{
  g_return_val_if_fail (result != NULL && text != NULL && problem != NULL, FALSE);

  if (result->untagged_game == 0)
    return FALSE;
  game_start_problem (text, result->untagged_game, result->untagged_game_at, problem);
  return TRUE;
}
