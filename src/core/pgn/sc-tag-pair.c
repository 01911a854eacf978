/* sc-tag-pair.c: a tag pair line as import format writes it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-tag-pair.h"

static gsize
skip_blanks (const ScMovetextLexer *lex,
             gsize                  at)
{
  while (at < lex->len && (lex->text[at] == ' ' || lex->text[at] == '\t'))
    at++;
  return at;
}

/* Reads the value after its opening quote at *at, into value unless
 * it is NULL; *at ends on the ']' after its closing quote, and *close
 * on that quote. A quote closes it only where a ']' follows: other
 * quotes are the value's own, as some files write them unescaped.
 * *plain says whether the text between the quotes is the value as it
 * is, with no escapes and no quotes of its own. */
static ScTagPairProblem
read_value (const ScMovetextLexer *lex,
            gsize                 *at,
            gsize                 *close,
            GString               *value,
            gboolean              *plain)
{
  /* The bytes the loop below stops at; a value is mostly other text. */
  static const guint8 stops[256] = { ['\0'] = TRUE, ['\n'] = TRUE, ['"'] = TRUE, ['\\'] = TRUE };
  const char *text = lex->text;

  *plain = TRUE;
  for (gsize i = *at + 1; i < lex->len; i++)
    {
      /* Only the end is sought: ordinary text is passed over at once. */
      if (value == NULL)
        while (i < lex->len && !stops[(guchar) text[i]])
          i++;
      if (i >= lex->len || text[i] == '\n')
        break;
      if (text[i] == '\0')
        {
          *at = i;
          return SC_TAG_PAIR_NUL;
        }
      if (text[i] == '\\' && i + 1 < lex->len && (text[i + 1] == '"' || text[i + 1] == '\\'))
        {
          *plain = FALSE;
          i++;
        }
      else if (text[i] == '"')
        {
          gsize after = skip_blanks (lex, i + 1);

          if (after < lex->len && text[after] == ']')
            {
              *at = after;
              *close = i;
              return SC_TAG_PAIR_OK;
            }
          *plain = FALSE;
        }
      if (value != NULL)
        g_string_append_c (value, text[i]);
    }
  return SC_TAG_PAIR_MALFORMED;
}

/* Adds the tag that read_value () found between open and close; returns
 * the game's value of it, or NULL if the game has a tag of that name
 * with another value. */
static const char *
add_tag (const ScMovetextLexer *lex,
         ScGame                *game,
         const char            *name,
         gsize                  name_len,
         gsize                  open,
         gsize                  close,
         gboolean               plain)
{
  g_autoptr(GString) unescaped = NULL;
  g_autofree char *name_text = NULL;
  const char *value = lex->text + open + 1, *added, *had;
  gsize value_len = close - open - 1;

  if (!plain)
    {
      gboolean again;
      gsize at = open;

      unescaped = g_string_new (NULL);
      read_value (lex, &at, &close, unescaped, &again);
      value = unescaped->str;
      value_len = unescaped->len;
    }
  added = sc_game_add_tag_len (game, name, name_len, value, value_len);
  if (added != NULL)
    return added;
  /* Given twice alike, it loses nothing. */
  name_text = g_strndup (name, name_len);
  had = sc_game_get_tag (game, name_text);
  return strlen (had) == value_len && memcmp (had, value, value_len) == 0 ? had : NULL;
}

ScTagPairProblem
sc_tag_pair_read (ScMovetextLexer  *lex,
                  ScGame           *game,
                  gsize            *problem_at,
                  const char      **name,
                  gsize            *name_len,
                  const char      **value)
{
  const char *text = lex->text;
  gsize at = skip_blanks (lex, lex->at + 1), name_start = at;
  gsize open = 0, close = 0;
  ScTagPairProblem problem = SC_TAG_PAIR_MALFORMED;
  gboolean plain = FALSE;

  *name = NULL;
  *name_len = 0;
  *value = NULL;
  *problem_at = lex->at;
  while (at < lex->len && (g_ascii_isalnum (text[at]) || text[at] == '_'))
    at++;
  if (at > name_start)
    {
      *name = text + name_start;
      *name_len = at - name_start;
    }
  at = skip_blanks (lex, at);

  if (*name != NULL && at < lex->len && text[at] == '"')
    {
      open = at;
      problem = read_value (lex, &at, &close, NULL, &plain);
      if (problem == SC_TAG_PAIR_NUL)
        *problem_at = at;
    }
  if (problem == SC_TAG_PAIR_OK)
    {
      *value = add_tag (lex, game, *name, *name_len, open, close, plain);
      if (*value == NULL)
        problem = SC_TAG_PAIR_REPEATED;

      /* at is on the ']'. */
      for (at++; at < lex->len && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r'); at++)
        ;
      if (at < lex->len && text[at] != '\n' && text[at] != '[')
        {
          problem = SC_TAG_PAIR_TRAILING;
          *problem_at = at;
        }
    }

  /* After a problem, on at the next line. */
  while (problem != SC_TAG_PAIR_OK && problem != SC_TAG_PAIR_REPEATED && at < lex->len && text[at] != '\n')
    at++;
  lex->at = at;
  return problem;
}
