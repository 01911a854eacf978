/* test-tag-check.c: dates as people write them, and the titles of games
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-game-title.h"
#include "sc-tag-check.h"

static void
test_dates_read (void)
{
  const struct { const char *typed, *stored; } cases[] = {
    { "2024.03.14", "2024.03.14" },
    { "14.03.2024", "2024.03.14" },
    { "14.3.2024", "2024.03.14" },
    { "14/3/2024", "2024.03.14" },
    { "1/12/2024", "2024.12.01" },
    { "2024-03-14", "2024.03.14" },
    { "2024-3-4", "2024.03.04" },
    { "2024.3.14", "2024.03.14" },
    { "2024.\?\?.\?\?", "2024.\?\?.\?\?" },
    { "\?\?\?\?.\?\?.\?\?", "\?\?\?\?.\?\?.\?\?" },
    { "\?\?.03.2024", "2024.03.\?\?" },
    { "14. 3. 2024", "2024.03.14" },
    { "29.02.2024", "2024.02.29" },
    { "29.02.2000", "2000.02.29" },
    { "\?\?\?\?.02.29", "\?\?\?\?.02.29" },
    { "31.12.1999", "1999.12.31" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = NULL;
      g_autofree char *stored = sc_tag_parse_date (cases[i].typed, &message);

      if (g_strcmp0 (stored, cases[i].stored) != 0)
        g_error ("“%s” read as “%s” (%s), not “%s”", cases[i].typed, stored, message, cases[i].stored);
      g_assert_null (message);
    }
}

static void
test_dates_refused (void)
{
  /* What is wrong is said: a form, a month, a day. */
  const struct { const char *typed, *message; } cases[] = {
    { "14.13.2024", "there is no month 13" },
    { "2024-13-45", "there is no month 13" },
    { "2024.00.01", "there is no month 0" },
    { "32.01.2024", "there is no day 32" },
    { "31.02.2024", "month 2 has no day 31" },
    { "31/4/2024", "month 4 has no day 31" },
    { "29.02.2023", "2023 is not a leap year, so February has no day 29" },
    { "29.02.1900", "1900 is not a leap year, so February has no day 29" },
    { "14.03.24", "a date is written" },
    { "14-03-2024", "a date is written" },
    { "14.03/2024", "a date is written" },
    { "March 14, 2024", "a date is written" },
    { "20240314", "a date is written" },
    { "2024", "a date is written" },
    { "", "a date is written" },
    { "2024.1x.01", "a date is written" },
    { "2024.003.01", "a date is written" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = NULL;
      g_autofree char *stored = sc_tag_parse_date (cases[i].typed, &message);

      if (stored != NULL || message == NULL || !g_str_has_prefix (message, cases[i].message))
        g_error ("“%s”: “%s”, message “%s”", cases[i].typed, stored, message);
    }
  g_assert_null (sc_tag_parse_date ("31.02.2024", NULL));
}

static void
test_normalize (void)
{
  g_autoptr(ScGame) game = sc_game_new ();
  const struct { const char *name, *typed, *stored; } cases[] = {
    { "Date", " 14.03.2024 ", "2024.03.14" },
    { "EventDate", "2024-03-10", "2024.03.10" },
    { "UTCDate", "1/3/2024", "2024.03.01" },
    { "Date", "", "" },
    { "Event", " Club Championship ", "Club Championship" },
    { "Round", "14.03.2024", "14.03.2024" },
    { "Date", "31.02.2024", NULL },
    { "ECO", " c88 ", "C88" },
    /* Results as German and Scandinavian scoresheets write them. */
    { "Result", "1:0", "1-0" },
    { "Result", "0:1", "0-1" },
    { "Result", "½:½", "1/2-1/2" },
    { "Result", "½-½", "1/2-1/2" },
    { "Result", "1/2:1/2", "1/2-1/2" },
    { "Result", "0,5:0,5", "1/2-1/2" },
    { "Result", "0,5-0,5", "1/2-1/2" },
    { "Result", " 1 : 0 ", "1-0" },
    { "Result", "1–0", "1-0" },
    { "Result", "*", "*" },
    { "Result", "2:0", "2:0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = NULL;
      g_autofree char *stored = sc_tag_normalize (cases[i].name, cases[i].typed, &message);

      g_assert_cmpstr (stored, ==, cases[i].stored);
      g_assert_true ((stored == NULL) == (message != NULL));
    }

  /* A game's tags are checked in the PGN form alone. */
  for (guint i = 0; i < 2; i++)
    {
      const char *value = i == 0 ? "14.03.2024" : "2024.3.14";
      g_autofree char *message = sc_tag_check (game, "Date", value);

      g_assert_nonnull (message);
      g_assert_true (g_str_has_prefix (message, "a date is written"));
    }
  {
    g_autofree char *message = sc_tag_check (game, "Date", "2023.02.29");

    g_assert_cmpstr (message, ==, "2023 is not a leap year, so February has no day 29");
  }
}

static void
test_elo (void)
{
  g_autoptr(ScGame) game = sc_game_new ();
  const struct { const char *value, *message; } cases[] = {
    { "2150", NULL },
    { "1", NULL },
    { "3500", NULL },
    { "-", NULL },
    { "?", NULL },
    { "3501", "an Elo rating goes from 1 to 3500, so 3501 cannot be one" },
    { "4000", "an Elo rating goes from 1 to 3500, so 4000 cannot be one" },
    { "99999", "an Elo rating goes from 1 to 3500, so 99999 cannot be one" },
    { "0", "an Elo rating goes from 1 to 3500, so 0 cannot be one" },
    { "99999999999999999999999", "an Elo rating goes from 1 to 3500, so 99999999999999999999999 cannot be one" },
    { "21k", "an Elo rating is a whole number, such as 2150" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (const char *const *name = (const char *[]) { "WhiteElo", "BlackElo", NULL }; *name; name++)
      {
        g_autofree char *message = sc_tag_check (game, *name, cases[i].value);

        g_assert_cmpstr (message, ==, cases[i].message);
      }
}

static void
test_titles (void)
{
  const struct { const char *white, *black, *event, *round, *title; } cases[] = {
    { "Carlsen, Magnus", "Nakamura, Hikaru", "Norway Chess", "3", "Carlsen, Magnus – Nakamura, Hikaru" },
    { "Dahl, Ingrid", "?", "Club Championship", "3", "Dahl, Ingrid – ?" },
    { NULL, "Berg, Ola", NULL, NULL, "? – Berg, Ola" },
    { "?", "?", "Club Championship", "3", "Club Championship, round 3" },
    { "", NULL, "Club Championship", "?", "Club Championship" },
    { "?", "?", "Club Championship", "-", "Club Championship" },
    { NULL, NULL, " Club Championship ", " 3 ", "Club Championship, round 3" },
    { "?", "?", "?", "3", NULL },
    { NULL, NULL, NULL, NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *title = sc_game_title_for_tags (cases[i].white, cases[i].black,
                                                       cases[i].event, cases[i].round);

      g_assert_cmpstr (title, ==, cases[i].title);
    }
}

static void
test_game_title (void)
{
  g_autoptr(ScGame) game = sc_game_new ();
  g_autofree char *none = NULL;
  g_autofree char *event = NULL;
  g_autofree char *players = NULL;

  none = sc_game_display_title (game);
  g_assert_null (none);
  sc_game_set_tag (game, "Event", "Club Championship");
  sc_game_set_tag (game, "Round", "3");
  sc_game_set_tag (game, "White", "?");
  sc_game_set_tag (game, "Black", "?");
  event = sc_game_display_title (game);
  g_assert_cmpstr (event, ==, "Club Championship, round 3");
  sc_game_set_tag (game, "Black", "Berg, Ola");
  players = sc_game_display_title (game);
  g_assert_cmpstr (players, ==, "? – Berg, Ola");
}

static void
test_time_control_base (void)
{
  const struct { const char *value; gboolean known; guint base; } cases[] = {
    { "5400+30", TRUE, 5400 },
    { "40/7200:3600", TRUE, 7200 },
    { "300", TRUE, 300 },
    { "*180", TRUE, 180 },
    { "?", FALSE, 0 },
    { "-", FALSE, 0 },
    { "90 minutes", FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint base = 0;

      g_assert_cmpint (sc_time_control_get_base (cases[i].value, &base), ==, cases[i].known);
      g_assert_cmpuint (base, ==, cases[i].base);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tag-check/dates/read", test_dates_read);
  g_test_add_func ("/tag-check/dates/refused", test_dates_refused);
  g_test_add_func ("/tag-check/normalize", test_normalize);
  g_test_add_func ("/tag-check/elo", test_elo);
  g_test_add_func ("/tag-check/titles/for-tags", test_titles);
  g_test_add_func ("/tag-check/titles/game", test_game_title);
  g_test_add_func ("/tag-check/time-control-base", test_time_control_base);

  return g_test_run ();
}
