/* sc-pgn-writer.c: games in PGN export format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-movetext-writer.h"
#include "sc-pgn-writer.h"

static const struct {
  const char *name;
  const char *unknown;
} seven_tag_roster[] = {
  { "Event", "?" }, { "Site", "?" }, { "Date", "????.??.??" }, { "Round", "?" },
  { "White", "?" }, { "Black", "?" }, { "Result", NULL },
};

static void
write_tag (GString    *out,
           const char *name,
           const char *value)
{
  /* Without printf: every game writes at least seven of these. */
  g_string_append_c (out, '[');
  g_string_append (out, name);
  g_string_append (out, " \"");
  for (const char *p = value; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append (out, "\"]\n");
}

static gboolean
in_seven_tag_roster (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (seven_tag_roster); i++)
    if (g_str_equal (seven_tag_roster[i].name, name))
      return TRUE;
  return FALSE;
}

void
sc_write_pgn_tags (GString *out,
                   ScGame  *game)
{
  for (guint i = 0; i < G_N_ELEMENTS (seven_tag_roster); i++)
    {
      const char *value = sc_game_get_tag (game, seven_tag_roster[i].name);

      if (seven_tag_roster[i].unknown == NULL)
        value = sc_game_get_result (game);
      write_tag (out, seven_tag_roster[i].name, value != NULL ? value : seven_tag_roster[i].unknown);
    }
  for (guint i = 0; i < sc_game_get_n_tags (game); i++)
    {
      const char *name, *value;

      sc_game_get_nth_tag (game, i, &name, &value);
      if (!in_seven_tag_roster (name))
        write_tag (out, name, value);
    }
  g_string_append_c (out, '\n');
}

void
sc_write_pgn_game (GString *out,
                   ScGame  *game)
{
  const char *source = sc_game_get_source (game);
  ScNotationStyle pgn;

  if (source != NULL)
    {
      g_string_append_len (out, source, (gssize) sc_game_get_source_length (game));
      if (out->len > 0 && out->str[out->len - 1] != '\n')
        g_string_append_c (out, '\n');
      g_string_append_c (out, '\n');
      return;
    }

  sc_write_pgn_tags (out, game);

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, game, &pgn, SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP);
  g_string_append (out, "\n\n");
}
