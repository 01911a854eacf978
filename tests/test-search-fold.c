/* test-search-fold.c: the game list's search, case and accents aside,
 * and its records' sort keys
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-game-record.h"
#include "sc-search-fold.h"

static void
assert_folds_to (const char *text,
                 const char *expected)
{
  g_autofree char *folded = sc_search_fold (text, -1);

  g_assert_cmpstr (folded, ==, expected);
}

/* Case and accents go, for Latin, Greek and Cyrillic letters alike. */
static void
test_letters (void)
{
  assert_folds_to ("Núñez", "nunez");
  assert_folds_to ("NÚÑEZ", "nunez");
  assert_folds_to ("Nunez", "nunez");
  assert_folds_to ("Dúbravka, Ivana", "dubravka, ivana");
  assert_folds_to ("Lefèvre, Zoé", "lefevre, zoe");
  assert_folds_to ("Nguyễn Ngọc Trường Sơn", "nguyen ngoc truong son");
  /* The final sigma is a sigma: "ΑΡΗΣ" finds "Άρης". */
  assert_folds_to ("Παπαδόπουλος, Γιώργος", "παπαδοπουλοσ, γιωργοσ");
  assert_folds_to ("ΆΡΗΣ", "αρησ");
  assert_folds_to ("Ελλάδα", "ελλαδα");
  assert_folds_to ("Ёлкин, Йосиф", "елкин, иосиф");
  /* Decomposed text as some systems write it: the same letters. */
  assert_folds_to ("Nu\xcc\x81n\xcc\x83""ez", "nunez");
}

/* Letters with a stroke have no decomposition: they fold one by one. */
static void
test_strokes (void)
{
  assert_folds_to ("Østby, Åse", "ostby, ase");
  assert_folds_to ("Michał Krasenkow", "michal krasenkow");
  assert_folds_to ("Đukić", "dukic");
  assert_folds_to ("Işık", "isik");
  /* Other letters stay letters of their own: no Mueller for Müller. */
  assert_folds_to ("Müller", "muller");
  assert_folds_to ("Straße", "strasse");
}

/* Other scripts keep what makes their letters: kana their voicing
 * marks, Chinese characters themselves. */
static void
test_other_scripts (void)
{
  assert_folds_to ("山田, 花子", "山田, 花子");
  assert_folds_to ("王皓", "王皓");
  {
    g_autofree char *ga = sc_search_fold ("が", -1);
    g_autofree char *ka = sc_search_fold ("か", -1);

    g_assert_cmpstr (ga, !=, ka);
  }
  assert_folds_to ("ﬁscher", "fischer");
  assert_folds_to ("", "");
}

static gboolean
matches (ScGameRecord *record,
         const char   *words)
{
  g_autofree char *folded = sc_search_fold (words, -1);

  return sc_game_record_matches (record, folded);
}

/* A record is found by its White, Black or Event, either way round:
 * plain words find accented names and accented words plain ones. */
static void
test_record_matches (void)
{
  g_autoptr(ScGame) game = sc_game_new ();
  g_autoptr(ScGameRecord) record = NULL;

  sc_game_set_tag (game, "White", "Núñez, José");
  sc_game_set_tag (game, "Black", "Ivanov, Sergei");
  sc_game_set_tag (game, "Event", "Ολυμπιάδα");
  sc_game_set_tag (game, "Site", "Tromsø");
  record = sc_game_record_new_from_game (game);

  g_assert_true (matches (record, "nunez"));
  g_assert_true (matches (record, "NÚÑEZ, J"));
  g_assert_true (matches (record, "ivanov"));
  g_assert_false (matches (record, "Иванов"));
  g_assert_true (matches (record, "ολυμπιαδα"));
  g_assert_true (matches (record, "ez, jo"));
  /* Site is not searched, and a search does not run from one field into
   * the next. */
  g_assert_false (matches (record, "tromso"));
  g_assert_false (matches (record, "joséivanov"));

  /* The folded fields follow an edit of the tags. */
  sc_game_set_tag (game, "White", "Nunez, Jose");
  sc_game_record_update_tags (record, game);
  g_assert_true (matches (record, "Núñez"));
  sc_game_set_tag (game, "White", "Carlsen, Magnus");
  sc_game_record_update_tags (record, game);
  g_assert_false (matches (record, "nunez"));
}

static char *
white_of (ScGameRecord *record,
          gpointer      data)
{
  return g_strdup (sc_game_record_get_white (record));
}

static int
compare_by_white (ScGameRecord *a,
                  ScGameRecord *b)
{
  return strcmp (sc_game_record_get_sort_key (a, 1, white_of, NULL), sc_game_record_get_sort_key (b, 1, white_of, NULL));
}

/* Records sort by their keys as their texts collate, case aside; a key
 * follows an edit of the tags. */
static void
test_record_sort_keys (void)
{
  g_autoptr(ScGame) first = sc_game_new ();
  g_autoptr(ScGame) second = sc_game_new ();
  g_autoptr(ScGameRecord) a = NULL;
  g_autoptr(ScGameRecord) b = NULL;

  sc_game_set_tag (first, "White", "berg, Ingrid");
  sc_game_set_tag (second, "White", "Hansen, Magnus");
  a = sc_game_record_new_from_game (first);
  b = sc_game_record_new_from_game (second);
  g_assert_cmpint (compare_by_white (a, b), <, 0);
  g_assert_cmpint (compare_by_white (b, a), >, 0);

  sc_game_set_tag (first, "White", "Østby, Åse");
  sc_game_record_update_tags (a, first);
  g_assert_cmpint (compare_by_white (a, b), >, 0);
  sc_game_set_tag (first, "White", "HANSEN, magnus");
  sc_game_record_update_tags (a, first);
  g_assert_cmpint (compare_by_white (a, b), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/search-fold/letters", test_letters);
  g_test_add_func ("/search-fold/strokes", test_strokes);
  g_test_add_func ("/search-fold/other-scripts", test_other_scripts);
  g_test_add_func ("/search-fold/record-matches", test_record_matches);
  g_test_add_func ("/search-fold/record-sort-keys", test_record_sort_keys);
  return g_test_run ();
}
