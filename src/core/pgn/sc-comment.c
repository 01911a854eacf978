/* sc-comment.c: commands inside PGN comments ([%clk], [%eval], [%cal], [%csl])
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "sc-comment.h"

/* Finds the next "[%name ...]" at or after from; sets the command's span
 * and its value's span. */
static gboolean
next_command (const char  *from,
              const char **start,
              const char **end,
              const char **name,
              gsize       *name_len,
              const char **value,
              gsize       *value_len)
{
  for (const char *p = strstr (from, "[%"); p != NULL; p = strstr (p + 1, "[%"))
    {
      const char *close = strchr (p, ']');
      const char *n = p + 2, *v;

      if (close == NULL)
        return FALSE;
      v = n;
      while (v < close && (g_ascii_isalnum (*v) || *v == '_'))
        v++;
      if (v == n)
        continue;
      *start = p;
      *end = close + 1;
      *name = n;
      *name_len = (gsize) (v - n);
      while (v < close && g_ascii_isspace (*v))
        v++;
      *value = v;
      *value_len = (gsize) (close - v);
      while (*value_len > 0 && g_ascii_isspace (v[*value_len - 1]))
        (*value_len)--;
      return TRUE;
    }
  return FALSE;
}

char *
sc_comment_get_command (const char *comment,
                        const char *name)
{
  const char *start, *end, *n, *v, *at = comment;
  gsize n_len, v_len;

  if (comment == NULL)
    return NULL;
  while (next_command (at, &start, &end, &n, &n_len, &v, &v_len))
    {
      if (n_len == strlen (name) && strncmp (n, name, n_len) == 0)
        return g_strndup (v, v_len);
      at = end;
    }
  return NULL;
}

static char *
fold_spaces (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n\r", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_string_append_printf (out, "%s%s", out->len ? " " : "", words[i]);
  return g_string_free (out, FALSE);
}

/* Where the engine's part begins: its "[%engine" command, or NULL. */
static const char *
engine_part (const char *comment)
{
  const char *start, *end, *n, *v, *at = comment;
  gsize n_len, v_len;

  while (next_command (at, &start, &end, &n, &n_len, &v, &v_len))
    {
      if (n_len == strlen ("engine") && strncmp (n, "engine", n_len) == 0)
        return start;
      at = end;
    }
  return NULL;
}

static char *
stripped_or_null (const char *text,
                  gsize       length)
{
  char *part = g_strstrip (g_strndup (text, length));

  if (*part == '\0')
    g_clear_pointer (&part, g_free);
  return part;
}

void
sc_comment_split_engine (const char  *comment,
                         char       **user,
                         char       **engine)
{
  const char *split = comment != NULL ? engine_part (comment) : NULL;

  if (split == NULL)
    {
      *user = comment != NULL ? stripped_or_null (comment, strlen (comment)) : NULL;
      *engine = NULL;
      return;
    }
  *user = stripped_or_null (comment, (gsize) (split - comment));
  *engine = stripped_or_null (split, strlen (split));
}

char *
sc_comment_join_engine (const char *user,
                        const char *engine)
{
  if (user == NULL || *user == '\0')
    return engine != NULL && *engine != '\0' ? g_strdup (engine) : NULL;
  if (engine == NULL || *engine == '\0')
    return g_strdup (user);
  return g_strconcat (user, " ", engine, NULL);
}

static char *
set_command (const char *comment,
             const char *name,
             const char *value)
{
  GString *out = g_string_new (NULL);
  const char *start, *end, *n, *v, *at = comment != NULL ? comment : "";
  gsize n_len, v_len;
  gboolean placed = value == NULL;
  g_autofree char *folded = NULL;

  while (next_command (at, &start, &end, &n, &n_len, &v, &v_len))
    {
      g_string_append_len (out, at, start - at);
      if (n_len == strlen (name) && strncmp (n, name, n_len) == 0)
        {
          if (!placed)
            g_string_append_printf (out, "[%%%s %s]", name, value);
          placed = TRUE;
        }
      else
        g_string_append_len (out, start, end - start);
      at = end;
    }
  g_string_append (out, at);
  if (!placed)
    {
      /* New commands go first, as the programs that write them do. */
      g_autofree char *command = g_strdup_printf ("[%%%s %s]", name, value);

      g_string_prepend_c (out, ' ');
      g_string_prepend (out, command);
    }
  folded = fold_spaces (out->str);
  g_string_free (out, TRUE);
  return g_steal_pointer (&folded);
}

char *
sc_comment_set_command (const char *comment,
                        const char *name,
                        const char *value)
{
  g_autofree char *user = NULL;
  g_autofree char *engine = NULL;
  g_autofree char *changed = NULL;

  sc_comment_split_engine (comment, &user, &engine);
  changed = set_command (user, name, value);
  /* Never NULL: an empty comment is "", as it always was. */
  return engine != NULL ? sc_comment_join_engine (changed, engine) : g_steal_pointer (&changed);
}

static char *
words_of (const char *comment)
{
  GString *out = g_string_new (NULL);
  const char *start, *end, *n, *v, *at = comment != NULL ? comment : "";
  gsize n_len, v_len;
  char *folded;

  while (next_command (at, &start, &end, &n, &n_len, &v, &v_len))
    {
      g_string_append_len (out, at, start - at);
      g_string_append_c (out, ' ');
      at = end;
    }
  g_string_append (out, at);
  folded = fold_spaces (out->str);
  g_string_free (out, TRUE);
  return folded;
}

/* The words of the user's part, or of the engine's. */
static char *
words_of_part (const char *comment,
               gboolean    engine_part)
{
  g_autofree char *user = NULL;
  g_autofree char *engine = NULL;

  sc_comment_split_engine (comment, &user, &engine);
  return words_of (engine_part ? engine : user);
}

char *
sc_comment_text (const char *comment)
{
  return words_of_part (comment, FALSE);
}

char *
sc_comment_engine_text (const char *comment)
{
  return words_of_part (comment, TRUE);
}

char *
sc_comment_shown_text (const char *comment)
{
  return words_of (comment);
}

char *
sc_comment_with_text (const char *comment,
                      const char *text)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *user = NULL;
  g_autofree char *engine = NULL;
  const char *start, *end, *n, *v, *at;
  gsize n_len, v_len;
  g_autofree char *words = g_strstrip (g_strdup (text != NULL ? text : ""));

  sc_comment_split_engine (comment, &user, &engine);
  at = user != NULL ? user : "";
  while (next_command (at, &start, &end, &n, &n_len, &v, &v_len))
    {
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append_len (out, start, end - start);
      at = end;
    }
  if (*words != '\0')
    g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", words);
  return sc_comment_join_engine (out->str, engine);
}

/* A chess clock shows less than 100 hours: in tenths of a second. */
#define CLOCK_LIMIT_TENTHS 3600000

/* One part of a clock time: digits, and when it is the seconds, tenths
 * after one decimal point. Nothing else is a time: no sign, exponent,
 * hexadecimal or spaces, and no part so long it could wrap round. */
static gboolean
read_clock_part (const char *text,
                 gboolean    with_fraction,
                 double     *part)
{
  const char *p = text;
  double value = 0;

  if (!g_ascii_isdigit (*p))
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    {
      value = value * 10 + g_ascii_digit_value (*p);
      if (value * 10 >= CLOCK_LIMIT_TENTHS)
        return FALSE;
    }
  if (*p == '.' && with_fraction)
    {
      double scale = 0.1;

      if (!g_ascii_isdigit (*++p))
        return FALSE;
      for (; g_ascii_isdigit (*p); p++, scale /= 10)
        value += g_ascii_digit_value (*p) * scale;
    }
  *part = value;
  return *p == '\0';
}

gboolean
sc_comment_parse_clock (const char *text,
                        gboolean    hours_first,
                        double     *seconds)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_auto(GStrv) parts = g_strsplit (stripped, ":", -1);
  guint n = g_strv_length (parts);
  gboolean ends_in_seconds = !(n == 2 && hours_first);
  double total = 0;

  if (n == 0 || n > 3)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      double part;

      if (!read_clock_part (parts[i], ends_in_seconds && i == n - 1, &part) || (i > 0 && part >= 60))
        return FALSE;
      total = total * 60 + part;
    }
  if (!ends_in_seconds)
    total *= 60;
  /* As shown, to the tenth: 99:59:59.96 would show 100 hours. */
  if (total * 10 + 0.5 >= CLOCK_LIMIT_TENTHS)
    return FALSE;
  *seconds = total;
  return TRUE;
}

char *
sc_comment_format_clock (double seconds)
{
  /* Rounded to the tenth as a whole, so 59.96 seconds shows 0:01:00. */
  guint tenths = (guint) (seconds * 10 + 0.5);
  guint whole = tenths / 10;
  char tenth[8] = "";

  if (tenths % 10 != 0)
    g_snprintf (tenth, sizeof tenth, ".%u", tenths % 10);
  return g_strdup_printf ("%u:%02u:%02u%s", whole / 3600, whole / 60 % 60, whole % 60, tenth);
}

char *
sc_comment_format_eval (const ScEval *eval)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  if (eval->mate)
    return g_strdup_printf ("#%d", (int) eval->value);
  return g_strdup (g_ascii_formatd (number, sizeof number, "%.2f", eval->value));
}

/* A [%clk] that is no time is not a clock time; it stays in the
 * comment as it was written. */
gboolean
sc_comment_get_clock (const char *comment,
                      double     *seconds)
{
  g_autofree char *value = sc_comment_get_command (comment, "clk");

  return value != NULL && sc_comment_parse_clock (value, FALSE, seconds);
}

gboolean
sc_comment_get_eval (const char *comment,
                     ScEval     *eval)
{
  g_autofree char *value = sc_comment_get_command (comment, "eval");
  const char *text;
  char *end = NULL;

  if (value == NULL)
    return FALSE;
  /* "[%eval 0.25,18]" carries a search depth after the comma. */
  value[strcspn (value, ",")] = '\0';
  text = value;
  eval->mate = *text == '#';
  if (eval->mate)
    text++;
  eval->value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

static gboolean
read_square (const char *p,
             ScSquare   *sq)
{
  if (p[0] < 'a' || p[0] > 'h' || p[1] < '1' || p[1] > '8')
    return FALSE;
  *sq = SC_SQUARE (p[0] - 'a', p[1] - '1');
  return TRUE;
}

static void
read_marks (const char *value,
            gboolean    arrows,
            GArray     *marks)
{
  g_auto(GStrv) items = g_strsplit (value, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);
      ScMark mark;

      if (strlen (item) != (arrows ? 5u : 3u) || strchr ("RGYB", item[0]) == NULL)
        continue;
      mark.colour = item[0];
      if (!read_square (item + 1, &mark.from))
        continue;
      mark.to = mark.from;
      if (arrows && !read_square (item + 3, &mark.to))
        continue;
      g_array_append_val (marks, mark);
    }
}

void
sc_comment_get_marks (const char *comment,
                      GArray     *marks)
{
  g_autofree char *arrows = sc_comment_get_command (comment, "cal");
  g_autofree char *squares = sc_comment_get_command (comment, "csl");

  if (arrows != NULL)
    read_marks (arrows, TRUE, marks);
  if (squares != NULL)
    read_marks (squares, FALSE, marks);
}

char *
sc_comment_set_marks (const char   *comment,
                      const ScMark *marks,
                      guint         n_marks)
{
  g_autoptr(GString) arrows = g_string_new (NULL);
  g_autoptr(GString) squares = g_string_new (NULL);
  g_autofree char *with_arrows = NULL;

  for (guint i = 0; i < n_marks; i++)
    {
      GString *list = marks[i].from == marks[i].to ? squares : arrows;

      if (list->len > 0)
        g_string_append_c (list, ',');
      g_string_append_printf (list, "%c%c%c", marks[i].colour,
                              'a' + SC_SQUARE_FILE (marks[i].from), '1' + SC_SQUARE_RANK (marks[i].from));
      if (marks[i].from != marks[i].to)
        g_string_append_printf (list, "%c%c", 'a' + SC_SQUARE_FILE (marks[i].to),
                                '1' + SC_SQUARE_RANK (marks[i].to));
    }
  with_arrows = sc_comment_set_command (comment, "cal", arrows->len ? arrows->str : NULL);
  return sc_comment_set_command (with_arrows, "csl", squares->len ? squares->str : NULL);
}
