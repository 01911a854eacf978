/* sc-tag-pair.c: a tag pair line as import format writes it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-tag-pair.h"

static gsize
skip_blanks (const ScMovetextLexer *lex,
             gsize                  at)
{
  while (at < lex->len && (lex->text[at] == ' ' || lex->text[at] == '\t'))
    at++;
  return at;
}

/* Reads the value after its opening quote at *at into value; *at ends
 * past its closing quote. A quote closes it only where a ']' follows:
 * other quotes are the value's own, as some files write them unescaped. */
static ScTagPairProblem
read_value (const ScMovetextLexer *lex,
            gsize                 *at,
            GString               *value)
{
  const char *text = lex->text;

  for (gsize i = *at + 1; i < lex->len && text[i] != '\n'; i++)
    {
      if (text[i] == '\0')
        {
          *at = i;
          return SC_TAG_PAIR_NUL;
        }
      if (text[i] == '\\' && i + 1 < lex->len && (text[i + 1] == '"' || text[i + 1] == '\\'))
        g_string_append_c (value, text[++i]);
      else if (text[i] == '"')
        {
          gsize after = skip_blanks (lex, i + 1);

          if (after < lex->len && text[after] == ']')
            {
              *at = after;
              return SC_TAG_PAIR_OK;
            }
          g_string_append_c (value, '"');
        }
      else
        g_string_append_c (value, text[i]);
    }
  return SC_TAG_PAIR_MALFORMED;
}

ScTagPairProblem
sc_tag_pair_read (ScMovetextLexer  *lex,
                  ScGame           *game,
                  gsize            *problem_at,
                  char            **name)
{
  const char *text = lex->text;
  gsize at = skip_blanks (lex, lex->at + 1), name_start = at;
  g_autoptr(GString) value = g_string_new (NULL);
  ScTagPairProblem problem = SC_TAG_PAIR_MALFORMED;

  *name = NULL;
  *problem_at = lex->at;
  while (at < lex->len && (g_ascii_isalnum (text[at]) || text[at] == '_'))
    at++;
  if (at > name_start)
    *name = g_strndup (text + name_start, at - name_start);
  at = skip_blanks (lex, at);

  if (*name != NULL && at < lex->len && text[at] == '"')
    {
      problem = read_value (lex, &at, value);
      if (problem == SC_TAG_PAIR_NUL)
        *problem_at = at;
    }
  if (problem == SC_TAG_PAIR_OK)
    {
      /* at is on the ']'. */
      sc_game_set_tag (game, *name, value->str);
      for (at++; at < lex->len && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r'); at++)
        ;
      if (at < lex->len && text[at] != '\n' && text[at] != '[')
        {
          problem = SC_TAG_PAIR_TRAILING;
          *problem_at = at;
        }
    }

  /* After a problem, on at the next line. */
  while (problem != SC_TAG_PAIR_OK && at < lex->len && text[at] != '\n')
    at++;
  lex->at = at;
  return problem;
}
