/* sc-pgn-writer.c: games in PGN export format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-movetext-writer.h"
#include "sc-pgn-writer.h"
#include "sc-string.h"

/* A roster tag's line with its unknown value is written whole: the
 * lines of UNKNOWN_LINES, in the roster's order, so that those that
 * follow one another are written at once. "*" is the unknown result. */
#define UNKNOWN_LINE(name, unknown) "[" name " \"" unknown "\"]\n"
#define UNKNOWN_LINES \
  UNKNOWN_LINE ("Event", "?") UNKNOWN_LINE ("Site", "?") UNKNOWN_LINE ("Date", "????.??.??") \
  UNKNOWN_LINE ("Round", "?") UNKNOWN_LINE ("White", "?") UNKNOWN_LINE ("Black", "?") \
  UNKNOWN_LINE ("Result", "*")
#define ROSTER_TAG(name, unknown) \
  { name, sizeof name - 1, sizeof UNKNOWN_LINE (name, unknown) - 1 }

static const struct {
  const char *name;
  gsize name_len;
  gsize unknown_len;   /* of its line in UNKNOWN_LINES */
} seven_tag_roster[] = {
  ROSTER_TAG ("Event", "?"), ROSTER_TAG ("Site", "?"), ROSTER_TAG ("Date", "????.??.??"),
  ROSTER_TAG ("Round", "?"), ROSTER_TAG ("White", "?"), ROSTER_TAG ("Black", "?"),
  ROSTER_TAG ("Result", "*"),
};

#define N_ROSTER G_N_ELEMENTS (seven_tag_roster)

static void
write_tag (GString    *out,
           const char *name,
           gsize       name_len,
           const char *value)
{
  /* Straight into out's buffer, the bytes to escape counted first: every
   * game writes at least seven of these, and a call to append each piece
   * cost more than the copying. Most values have nothing to escape. */
  gsize value_len = strcspn (value, "\"\\"), escapes = 0, tag_len;
  char *at;

  for (const char *p = value + value_len; *p; p++, value_len++)
    escapes += *p == '"' || *p == '\\';
  /* [name "value"] and the line's end */
  tag_len = name_len + value_len + escapes + 6;
  g_string_set_size (out, out->len + tag_len);
  at = out->str + out->len - tag_len;
  *at++ = '[';
  memcpy (at, name, name_len);
  at += name_len;
  *at++ = ' ';
  *at++ = '"';
  if (escapes == 0)
    at = (char *) memcpy (at, value, value_len) + value_len;
  else
    for (const char *p = value; *p; p++)
      {
        if (*p == '"' || *p == '\\')
          *at++ = '\\';
        *at++ = *p;
      }
  memcpy (at, "\"]\n", 3);
}

/* Where name stands in the Seven Tag Roster, or N_ROSTER. */
static guint
roster_place (const char *name)
{
  for (guint i = 0; i < N_ROSTER; i++)
    if (seven_tag_roster[i].name[0] == name[0] && strcmp (seven_tag_roster[i].name, name) == 0)
      return i;
  return N_ROSTER;
}

void
sc_write_heading (GString               *out,
                  ScGame                *game,
                  const ScNotationStyle *style,
                  ScMovetextFlags        flags)
{
  ScMovetextWriter *writer;

  if (G_LIKELY (sc_game_get_heading (game) == NULL))
    return;
  writer = sc_movetext_writer_new (out, style, flags & ~SC_MOVETEXT_NO_RESULT);
  sc_movetext_writer_closing_comment (writer, sc_game_get_heading (game));
  sc_movetext_writer_free (writer);
  /* A ";" comment ends its line itself. */
  g_string_append (out, out->str[out->len - 1] == '\n' ? "\n" : "\n\n");
}

/* The tags; with ply_count, a PlyCount tag's value is that. */
static void
write_tags (GString    *out,
            ScGame     *game,
            const char *ply_count)
{
  const char *roster[N_ROSTER] = { NULL };
  const char *result = sc_game_get_result (game);
  guint n_tags;
  const ScGameTag *tags = sc_game_get_tags (game, &n_tags);
  guint first_other = n_tags, last_roster = 0;
  const char *unknown = UNKNOWN_LINES;   /* the line of the roster's next tag, its value unknown */
  const char *unwritten = unknown;       /* the first of those lines not written yet */

  if (G_UNLIKELY (sc_game_get_heading (game) != NULL))
    {
      ScNotationStyle pgn;

      sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
      sc_write_heading (out, game, &pgn, SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP);
    }

  /* One look at each tag: the roster's are set aside, to come first. */
  for (guint i = 0; i < n_tags; i++)
    {
      guint place = roster_place (tags[i].name);

      if (place < N_ROSTER)
        {
          roster[place] = tags[i].value;
          last_roster = i;
        }
      else if (first_other == n_tags)
        first_other = i;
    }
  /* The result comes from the game, not from its tag. */
  roster[N_ROSTER - 1] = g_str_equal (result, "*") ? NULL : result;
  for (guint i = 0; i < N_ROSTER; i++)
    {
      if (roster[i] != NULL)
        {
          if (unknown > unwritten)
            sc_string_append_bytes (out, unwritten, (gsize) (unknown - unwritten));
          write_tag (out, seven_tag_roster[i].name, seven_tag_roster[i].name_len, roster[i]);
          unwritten = unknown + seven_tag_roster[i].unknown_len;
        }
      unknown += seven_tag_roster[i].unknown_len;
    }
  if (unknown > unwritten)
    sc_string_append_bytes (out, unwritten, (gsize) (unknown - unwritten));
  /* The others, in their order. Files give the roster first: a tag is
   * looked at again only up to the roster's last. */
  for (guint i = first_other; i < n_tags; i++)
    {
      const char *value = tags[i].value;

      if (i <= last_roster && roster_place (tags[i].name) < N_ROSTER)
        continue;
      if (ply_count != NULL && strcmp (tags[i].name, "PlyCount") == 0)
        value = ply_count;
      write_tag (out, tags[i].name, strlen (tags[i].name), value);
    }
  g_string_append_c (out, '\n');
}

void
sc_write_pgn_tags (GString *out,
                   ScGame  *game)
{
  write_tags (out, game, NULL);
}

static void
write_game (GString    *out,
            ScGame     *game,
            const char *ply_count)
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

  write_tags (out, game, ply_count);

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, game, &pgn, SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP);
  g_string_append (out, "\n\n");
}

void
sc_write_pgn_game (GString *out,
                   ScGame  *game)
{
  write_game (out, game, NULL);
}

void
sc_write_pgn_game_as_edited (GString *out,
                             ScGame  *game)
{
  char plies[16];

  g_snprintf (plies, sizeof plies, "%u", sc_game_get_main_line_length (game));
  write_game (out, game, plies);
}
