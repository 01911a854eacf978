/* bench-notation.c: how fast moves are spelled, read back, and files read
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-notation [GAMES]   (default 500 games of the corpus)
 */

#include <stdio.h>
#include <stdlib.h>

#include "sc-format.h"
#include "sc-move-parser.h"
#include "sc-movetext-reader.h"

#define MIN_SECONDS 0.5

typedef struct {
  ScPosition pos;
  ScMove     move;
} Sample;

static double
seconds_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

/* Every main-line move of the games, with the position it was played in. */
static GArray *
collect_samples (ScReadResult *result,
                 guint         n_games)
{
  GArray *samples = g_array_new (FALSE, FALSE, sizeof (Sample));

  for (guint g = 0; g < MIN (n_games, result->games->len); g++)
    {
      ScGame *game = g_ptr_array_index (result->games, g);
      Sample s = { .pos = *sc_game_get_start_position (game) };

      for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
        {
          ScUndo undo;

          if (node->move == SC_MOVE_NULL)
            break;
          s.move = node->move;
          g_array_append_val (samples, s);
          sc_position_make_move (&s.pos, node->move, &undo);
        }
    }
  return samples;
}

static void
print_row (const char *what,
           double      count,
           double      seconds,
           const char *unit)
{
  printf ("  %-34s %12.0f %-8s %8.3f s\n", what, count / seconds, unit, seconds);
}

static void
bench_format (GArray                *samples,
              const char            *name,
              const ScNotationStyle *style)
{
  g_autoptr(GString) out = g_string_sized_new (32);
  gint64 start = g_get_monotonic_time ();
  double count = 0, seconds;

  do
    {
      for (guint i = 0; i < samples->len; i++)
        {
          const Sample *s = &g_array_index (samples, Sample, i);

          g_string_truncate (out, 0);
          sc_format_move (out, &s->pos, s->move, style, SC_FORMAT_DEFAULT);
        }
      count += samples->len;
    }
  while ((seconds = seconds_since (start)) < MIN_SECONDS);
  print_row (name, count, seconds, "moves/s");
}

static void
bench_parse (GArray                *samples,
             const char            *name,
             const ScNotationStyle *style)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  gint64 start;
  double count = 0, seconds;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);

      g_ptr_array_add (texts, sc_format_move_string (&s->pos, s->move, style, SC_FORMAT_DEFAULT));
    }

  start = g_get_monotonic_time ();
  do
    {
      for (guint i = 0; i < samples->len; i++)
        {
          const Sample *s = &g_array_index (samples, Sample, i);
          ScMoveParse r;

          if (!sc_parse_move (&s->pos, g_ptr_array_index (texts, i), -1, style->language, &r) ||
              r.move != s->move)
            g_error ("“%s” did not read back", (const char *) g_ptr_array_index (texts, i));
        }
      count += samples->len;
    }
  while ((seconds = seconds_since (start)) < MIN_SECONDS);
  print_row (name, count, seconds, "moves/s");
}

static void
bench_read (const char       *text,
            gsize             length,
            const char       *name,
            const ScLanguage *lang)
{
  gint64 start = g_get_monotonic_time ();
  double bytes = 0, games = 0, seconds;

  do
    {
      ScReadResult *result = sc_read_games (text, (gssize) length, lang);

      if (result->problems->len > 0)
        g_error ("The corpus has %u problems", result->problems->len);
      games += result->games->len;
      bytes += length;
      sc_read_result_free (result);
    }
  while ((seconds = seconds_since (start)) < MIN_SECONDS);
  printf ("  %-34s %12.2f MB/s    %8.0f games/s %8.3f s\n", name,
          bytes / seconds / 1e6, games / seconds, seconds);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) samples = NULL;
  g_autoptr(ScReadResult) result = NULL;
  const ScLanguage *nb = sc_language_lookup ("nb");
  ScNotationStyle pgn, fide_nb, figurine, long_form;
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 500;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }

  result = sc_read_games (text, (gssize) length, sc_language_english ());
  samples = collect_samples (result, n_games);

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_notation_style_init_preset (&fide_nb, SC_PRESET_FIDE, nb);
  sc_notation_style_init_preset (&figurine, SC_PRESET_FIGURINE, NULL);
  sc_notation_style_init_preset (&long_form, SC_PRESET_LONG, NULL);

  printf ("Corpus: %s\n", path);
  printf ("  %u games, %.2f MB; samples: %u moves of the first %u games\n\n",
          result->games->len, length / 1e6, samples->len, MIN (n_games, result->games->len));

  printf ("Format (sc_format_move)\n");
  bench_format (samples, "PGN (English SAN)", &pgn);
  bench_format (samples, "FIDE scoresheet, nb", &fide_nb);
  bench_format (samples, "Figurine", &figurine);
  bench_format (samples, "Long algebraic", &long_form);

  printf ("\nParse (sc_parse_move)\n");
  bench_parse (samples, "SAN, English letters", &pgn);
  bench_parse (samples, "FIDE scoresheet, nb letters", &fide_nb);

  printf ("\nRead the whole file (sc_read_games)\n");
  bench_read (text, length, "language given (English)", sc_language_english ());
  bench_read (text, length, "language detected", NULL);

  return 0;
}
