/* sc-tag-check.c: what a tag's value must look like, with a reason when it does not
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sc-tag-check.h"

/* "2026.03.14", "1975.??.??", "????.??.??" */
static char *
check_date (const char *value)
{
  static const struct { guint at, length; int max; } parts[] = { { 0, 4, 9999 }, { 5, 2, 12 }, { 8, 2, 31 } };

  if (strlen (value) != 10 || value[4] != '.' || value[7] != '.')
    return g_strdup (_("a date is written YYYY.MM.DD, with ?? for what is not known (1975.\?\?.\?\?)"));
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      const char *p = value + parts[i].at;
      gboolean unknown = TRUE, digits = TRUE;
      int number = 0;

      for (guint j = 0; j < parts[i].length; j++)
        {
          unknown &= p[j] == '?';
          digits &= g_ascii_isdigit (p[j]);
          number = number * 10 + (p[j] - '0');
        }
      if (!unknown && !digits)
        return g_strdup (_("a date is written YYYY.MM.DD, with ?? for what is not known (1975.\?\?.\?\?)"));
      if (digits && i > 0 && (number < 1 || number > parts[i].max))
        return g_strdup_printf (i == 1 ? _("there is no month %d") : _("there is no day %d"), number);
    }
  return NULL;
}

static void
final_position (ScGame     *game,
                ScPosition *pos)
{
  ScGameNode *node = sc_game_get_root (game);

  while (node->first_child != NULL)
    node = node->first_child;
  sc_game_position_at (game, node, pos);
}

static char *
check_result (ScGame     *game,
              const char *value)
{
  ScPosition pos;

  if (!g_str_equal (value, "1-0") && !g_str_equal (value, "0-1") &&
      !g_str_equal (value, "1/2-1/2") && !g_str_equal (value, "*"))
    return g_strdup (_("the result is 1-0, 0-1, 1/2-1/2 or * (game going on, or not known)"));

  final_position (game, &pos);
  if (sc_position_is_checkmate (&pos))
    {
      const char *winner = sc_position_side_to_move (&pos) == SC_WHITE ? "0-1" : "1-0";

      if (!g_str_equal (value, winner) && !g_str_equal (value, "*"))
        return g_strdup_printf (_("the game ends in checkmate, so the result is %s"), winner);
    }
  else if (sc_position_is_stalemate (&pos) && (g_str_equal (value, "1-0") || g_str_equal (value, "0-1")))
    return g_strdup (_("the game ends in stalemate, which is a draw: 1/2-1/2"));
  else if (sc_position_insufficient_material (&pos) && (g_str_equal (value, "1-0") || g_str_equal (value, "0-1")))
    return g_strdup (_("neither side can mate in the final position, which is a draw: 1/2-1/2"));
  return NULL;
}

static gboolean
all_digits (const char *value)
{
  if (*value == '\0')
    return FALSE;
  for (const char *p = value; *p; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

/* PGN standard 9.6.1: "?", "-", or fields like 40/7200:3600, 300+5, *180, 600. */
static gboolean
time_control_field_ok (const char *field)
{
  const char *plus;
  g_auto(GStrv) moves = NULL;

  if (*field == '*')
    return all_digits (field + 1);
  moves = g_strsplit (field, "/", 2);
  if (moves[1] != NULL)
    return all_digits (moves[0]) && all_digits (moves[1]);
  plus = strchr (field, '+');
  if (plus != NULL)
    {
      g_autofree char *base = g_strndup (field, (gsize) (plus - field));

      return all_digits (base) && all_digits (plus + 1);
    }
  return all_digits (field);
}

static char *
check_time_control (const char *value)
{
  g_auto(GStrv) fields = NULL;

  if (g_str_equal (value, "?") || g_str_equal (value, "-"))
    return NULL;
  fields = g_strsplit (value, ":", -1);
  for (guint i = 0; fields[i] != NULL; i++)
    if (!time_control_field_ok (fields[i]))
      return g_strdup (_("a time control is written in seconds, as in 5400+30, 40/7200:3600, 300 or *180"));
  return NULL;
}

char *
sc_tag_check (ScGame     *game,
              const char *name,
              const char *value)
{
  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (name != NULL && value != NULL, NULL);

  if (g_str_equal (name, "Date") || g_str_equal (name, "EventDate") || g_str_equal (name, "UTCDate"))
    return check_date (value);
  if (g_str_equal (name, "Result"))
    return check_result (game, value);
  if ((g_str_equal (name, "WhiteElo") || g_str_equal (name, "BlackElo")) &&
      !g_str_equal (value, "-") && !g_str_equal (value, "?") && !all_digits (value))
    return g_strdup (_("an Elo rating is a whole number, such as 2150"));
  if (g_str_equal (name, "ECO") && !g_str_equal (value, "?") &&
      !(strlen (value) == 3 && value[0] >= 'A' && value[0] <= 'E' && g_ascii_isdigit (value[1]) &&
        g_ascii_isdigit (value[2])))
    return g_strdup (_("an ECO code is a letter from A to E and two digits, such as C65"));
  if (g_str_equal (name, "TimeControl"))
    return check_time_control (value);
  if (g_str_equal (name, "FEN"))
    {
      g_autoptr(GError) error = NULL;
      ScPosition pos;

      if (!sc_position_set_fen (&pos, value, &error))
        return g_strdup (error->message);
    }
  if (*value == '\0')
    return g_strdup (_("the value is empty; remove the tag instead"));
  return NULL;
}
