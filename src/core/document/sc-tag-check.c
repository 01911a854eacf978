/* sc-tag-check.c: what a tag's value must look like, with a reason when it does not
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sc-movetext-lexer.h"
#include "sc-tag-check.h"

typedef struct {
  int      number;
  gboolean known;   /* FALSE for question marks */
} DatePart;

/* Digits, at most max_digits of them (exactly that many when exact), or
 * question marks. */
static gboolean
read_date_part (const char *text,
                guint       max_digits,
                gboolean    exact,
                DatePart   *part)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  gsize length = strlen (stripped);
  gboolean unknown = TRUE, digits = TRUE;

  if (length == 0 || length > max_digits)
    return FALSE;
  part->number = 0;
  for (const char *p = stripped; *p != '\0'; p++)
    {
      unknown &= *p == '?';
      digits &= g_ascii_isdigit (*p);
      part->number = part->number * 10 + (*p - '0');
    }
  part->known = digits;
  return unknown || (digits && (!exact || length == max_digits));
}

static int
days_in_month (const DatePart *year,
               int             month)
{
  static const int days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
  gboolean leap = !year->known ||
                  (year->number % 4 == 0 && (year->number % 100 != 0 || year->number % 400 == 0));

  return month == 2 && leap ? 29 : days[month - 1];
}

static char *
date_form_message (void)
{
  return g_strdup (_("a date is written as 14.03.2024, 14/3/2024, 2024-03-14 or 2024.03.14, "
                     "with ?? for what is not known (2024.\?\?.\?\?)"));
}

static char *
check_date_parts (const DatePart *year,
                  const DatePart *month,
                  const DatePart *day)
{
  if (month->known && (month->number < 1 || month->number > 12))
    return g_strdup_printf (_("there is no month %d"), month->number);
  if (day->known && (day->number < 1 || day->number > 31))
    return g_strdup_printf (_("there is no day %d"), day->number);
  if (day->known && month->known && day->number > days_in_month (year, month->number))
    {
      if (month->number == 2 && day->number == 29)
        return g_strdup_printf (_("%d is not a leap year, so February has no day 29"), year->number);
      return g_strdup_printf (_("month %d has no day %d"), month->number, day->number);
    }
  return NULL;
}

/* Hands problem to the caller, who may not want it. */
static char *
date_problem (char  *problem,
              char **message)
{
  if (message != NULL)
    *message = problem;
  else
    g_free (problem);
  return NULL;
}

static void
append_date_part (GString        *date,
                  const DatePart *part,
                  int             width)
{
  if (part->known)
    g_string_append_printf (date, "%0*d", width, part->number);
  else
    g_string_append (date, width == 4 ? "\?\?\?\?" : "\?\?");
}

char *
sc_tag_parse_date (const char  *text,
                   char       **message)
{
  g_auto(GStrv) parts = NULL;
  DatePart year, month, day;
  gboolean year_first;
  const char *separator;
  char *problem;
  GString *date;

  g_return_val_if_fail (text != NULL, NULL);

  /* The separator is the first character that is no digit or question mark. */
  separator = text + strspn (text, "0123456789? ");
  if (*separator != '.' && *separator != '/' && *separator != '-')
    separator = ".";
  parts = g_strsplit (text, (char[]) { *separator, '\0' }, -1);
  if (g_strv_length (parts) != 3)
    return date_problem (date_form_message (), message);
  year_first = *separator == '-' || strlen (g_strstrip (parts[0])) == 4;
  if (!read_date_part (parts[year_first ? 0 : 2], 4, TRUE, &year) ||
      !read_date_part (parts[1], 2, FALSE, &month) ||
      !read_date_part (parts[year_first ? 2 : 0], 2, FALSE, &day))
    return date_problem (date_form_message (), message);
  problem = check_date_parts (&year, &month, &day);
  if (problem != NULL)
    return date_problem (problem, message);

  date = g_string_new (NULL);
  append_date_part (date, &year, 4);
  g_string_append_c (date, '.');
  append_date_part (date, &month, 2);
  g_string_append_c (date, '.');
  append_date_part (date, &day, 2);
  return g_string_free (date, FALSE);
}

/* The PGN form only: "2026.03.14", "1975.??.??", "????.??.??". */
static char *
check_date (const char *value)
{
  char *message = NULL;
  g_autofree char *date = sc_tag_parse_date (value, &message);

  if (date != NULL && !g_str_equal (date, value))
    return date_form_message ();
  return message;
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

const char *
sc_tag_rules_result (const ScPosition *pos)
{
  g_return_val_if_fail (pos != NULL, NULL);

  if (sc_position_is_checkmate (pos))
    return sc_position_side_to_move (pos) == SC_WHITE ? "0-1" : "1-0";
  if (sc_position_is_stalemate (pos))
    return "1/2-1/2";
  return NULL;
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
      const char *winner = sc_tag_rules_result (&pos);

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

/* The whole value is well formed. */
static gboolean
time_control_ok (const char *value)
{
  g_auto(GStrv) fields = g_strsplit (value, ":", -1);

  for (guint i = 0; fields[i] != NULL; i++)
    if (!time_control_field_ok (fields[i]))
      return FALSE;
  return TRUE;
}

gboolean
sc_time_control_get_base (const char *value,
                          guint      *seconds)
{
  g_autofree char *first = NULL;
  const char *digits;

  g_return_val_if_fail (value != NULL, FALSE);

  if (g_str_equal (value, "?") || g_str_equal (value, "-") || !time_control_ok (value))
    return FALSE;
  first = g_strndup (value, strcspn (value, ":"));
  digits = strchr (first, '/') != NULL ? strchr (first, '/') + 1 : first[0] == '*' ? first + 1 : first;
  *seconds = (guint) strtoul (digits, NULL, 10);
  return TRUE;
}

static char *
check_time_control (const char *value)
{
  if (g_str_equal (value, "?") || g_str_equal (value, "-") || time_control_ok (value))
    return NULL;
  return g_strdup (_("a time control is written in seconds, as in 5400+30, 40/7200:3600, 300 or *180"));
}

/* No one has ever been rated above 2900, so 3500 leaves room and still
 * catches a slip such as 21500. The floor is 1, not FIDE's 1000:
 * national ratings go far lower. */
#define ELO_MAX 3500

static char *
check_elo (const char *value)
{
  guint64 elo;

  if (g_str_equal (value, "-") || g_str_equal (value, "?"))
    return NULL;
  if (!all_digits (value))
    return g_strdup (_("an Elo rating is a whole number, such as 2150"));
  elo = g_ascii_strtoull (value, NULL, 10);
  if (elo < 1 || elo > ELO_MAX)
    return g_strdup_printf (_("an Elo rating goes from 1 to %d, so %s cannot be one"), ELO_MAX, value);
  return NULL;
}

static gboolean
is_date_tag (const char *name)
{
  return g_str_equal (name, "Date") || g_str_equal (name, "EventDate") || g_str_equal (name, "UTCDate");
}

char *
sc_tag_check (ScGame     *game,
              const char *name,
              const char *value)
{
  g_return_val_if_fail (SC_IS_GAME (game), NULL);
  g_return_val_if_fail (name != NULL && value != NULL, NULL);

  if (is_date_tag (name))
    return check_date (value);
  if (g_str_equal (name, "Result"))
    return check_result (game, value);
  if (g_str_equal (name, "WhiteElo") || g_str_equal (name, "BlackElo"))
    return check_elo (value);
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

      gboolean chess960 = game != NULL && sc_variant_is_chess960 (sc_game_get_tag (game, "Variant"));

      if (chess960 ? !sc_position_set_fen_chess960 (&pos, value, NULL, &error)
                   : !sc_position_set_fen (&pos, value, &error))
        return g_strdup (error->message);
    }
  if (*value == '\0')
    return g_strdup (_("the value is empty; remove the tag instead"));
  return NULL;
}

/* The result text spells, spaces inside it left out ("1 : 0"), or NULL. */
static const char *
read_result (const char *text)
{
  g_autoptr(GString) word = g_string_new (NULL);
  ScMovetextLexer lex;
  ScToken whole;

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (word, *p);
  lex = (ScMovetextLexer) { word->str, word->len, 0 };
  whole = (ScToken) { SC_TOKEN_WORD, 0, word->len };
  return sc_movetext_result_word (&lex, &whole);
}

char *
sc_tag_normalize (const char  *name,
                  const char  *value,
                  char       **message)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (name != NULL && value != NULL, NULL);

  stripped = g_strstrip (g_strdup (value));
  if (is_date_tag (name) && *stripped != '\0')
    return sc_tag_parse_date (stripped, message);
  /* "1:0", "½:½", "0,5:0,5": a result as scoresheets write it is read
   * as movetext reads it, and kept as PGN writes it. */
  if (g_str_equal (name, "Result"))
    {
      const char *result = read_result (stripped);

      if (result != NULL)
        return g_strdup (result);
    }
  /* "c88" is read as the code it can only be. */
  if (g_str_equal (name, "ECO"))
    return g_ascii_strup (stripped, -1);
  return g_steal_pointer (&stripped);
}
