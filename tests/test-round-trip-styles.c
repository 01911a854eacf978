/* test-round-trip-styles.c: every game written in every style reads back the same
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games of the corpus and those of marks.pgn (en passant with check,
 * promotions with check and with mate, castling with check and with
 * mate, NAGs, comments, variations and draw offers) are written as
 * "convert --to=text" writes them, in every preset with the letters of
 * every language and with every other mark a style can have, then read
 * back in that language: every game must come back with the same moves,
 * NAGs, comments, variations, draw offers and result.
 */
#include "config.h"

#include <string.h>

#include "sc-game-walker.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "test-data.h"

typedef struct {
  GPtrArray *games;        /* of ScGame*, as read from the files */
  GPtrArray *pgn;          /* each game's movetext in PGN: what must come back */
} Corpus;

/* What the games hold that a style writes with more than one mark. */
typedef struct {
  guint en_passant_check;
  guint promotion_check;
  guint promotion_mate;
  guint castling_check;
  guint castling_mate;
  guint draw_offer_check;
  guint nag_check;
} Features;

static char *
pgn_movetext (ScGame *game)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, game, &pgn, SC_MOVETEXT_PGN);
  return g_string_free (out, FALSE);
}


static void
count_move (gpointer          user_data,
            const ScGameNode *node,
            const ScPosition *pos,
            guint             depth,
            gboolean          needs_number)
{
  Features *f = user_data;
  ScPosition after = *pos;
  ScMoveKind kind = sc_move_kind (node->move);
  gboolean check, mate;
  ScUndo undo;

  if (node->move == SC_MOVE_NULL)
    return;
  sc_position_make_move (&after, node->move, &undo);
  check = sc_position_in_check (&after);
  mate = check && sc_position_count_legal_moves (&after) == 0;
  f->en_passant_check += kind == SC_MOVE_EN_PASSANT && check;
  f->promotion_check += kind == SC_MOVE_PROMOTION && check && !mate;
  f->promotion_mate += kind == SC_MOVE_PROMOTION && mate;
  f->castling_check += kind == SC_MOVE_CASTLING && check && !mate;
  f->castling_mate += kind == SC_MOVE_CASTLING && mate;
  f->draw_offer_check += node->draw_offer && check;
  f->nag_check += node->n_nags > 0 && check;
}

static const ScGameWalker feature_walker = { count_move, NULL, NULL, NULL };

/* Enough games with each mark: more take time and find nothing new. */
#define ENOUGH 12

/* Does a game with marks bring one that fewer than ENOUGH games had? */
static gboolean
adds_marks (const Features *had,
            const Features *marks)
{
  return (marks->en_passant_check > 0 && had->en_passant_check < ENOUGH) ||
         (marks->promotion_check > 0 && had->promotion_check < ENOUGH) ||
         (marks->promotion_mate > 0 && had->promotion_mate < ENOUGH) ||
         (marks->castling_check > 0 && had->castling_check < ENOUGH) ||
         (marks->castling_mate > 0 && had->castling_mate < ENOUGH) ||
         (marks->draw_offer_check > 0 && had->draw_offer_check < ENOUGH) ||
         (marks->nag_check > 0 && had->nag_check < ENOUGH);
}

static void
add_features (Features       *to,
              const Features *f)
{
  to->en_passant_check += f->en_passant_check;
  to->promotion_check += f->promotion_check;
  to->promotion_mate += f->promotion_mate;
  to->castling_check += f->castling_check;
  to->castling_mate += f->castling_mate;
  to->draw_offer_check += f->draw_offer_check;
  to->nag_check += f->nag_check;
}

/* Every step-th game of the file, and games with marks that stand beside
 * another while fewer than ENOUGH had them; their marks are counted into f. */
static void
load (Corpus     *corpus,
      const char *name,
      guint       step,
      Features   *f)
{
  g_autofree char *text = test_read_data (name);
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());

  g_assert_cmpuint (result->problems->len, ==, 0);
  for (guint i = 0; i < result->games->len; i++)
    {
      ScGame *game = g_ptr_array_index (result->games, i);
      Features marks = { 0 };

      sc_game_walk (game, &feature_walker, &marks);
      if (i % step != 0 && !adds_marks (f, &marks))
        continue;
      add_features (f, &marks);
      g_ptr_array_add (corpus->games, g_object_ref (game));
      g_ptr_array_add (corpus->pgn, pgn_movetext (game));
    }
}

/* Every preset in the letters of every language (the PGN preset is
 * always English), then every other mark, in languages whose letters
 * clash with English ones, take two characters (Russian Кр) or are not
 * letters at all (Chinese characters). */
static GArray *
build_styles (void)
{
  static const char *mark_languages[] = { "en", "nb", "fr", "hu", "nl", "ru", "uk", "zh-hant", "zh-hans" };
  static const ScNotationStyle marks[] = {
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_DIGIT_ZERO, SC_CAPTURE_TIMES,
      SC_PROMOTION_PARENTHESES, SC_CHECK_DAGGERS, TRUE, FALSE },
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_DIGIT_ZERO, SC_CAPTURE_COLON,
      SC_PROMOTION_SLASH, SC_CHECK_WORDS, TRUE, FALSE },
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_LETTER_O, SC_CAPTURE_TRAILING_COLON,
      SC_PROMOTION_EQUALS, SC_CHECK_PLUS_DOUBLE_PLUS, TRUE, FALSE },
    { NULL, SC_PIECES_FIGURINES_FILLED_BLACK, SC_CASTLING_LETTER_O, SC_CAPTURE_NONE,
      SC_PROMOTION_EQUALS, SC_CHECK_WORDS, TRUE, FALSE },
    { NULL, SC_PIECES_LETTERS, SC_CASTLING_LETTER_O, SC_CAPTURE_X,
      SC_PROMOTION_PLAIN, SC_CHECK_DAGGERS, TRUE, TRUE },
  };
  GArray *styles = g_array_new (FALSE, FALSE, sizeof (ScNotationStyle));

  for (guint i = 0; i < sc_language_count (); i++)
    for (ScPreset p = 0; p < SC_N_PRESETS; p++)
      {
        ScNotationStyle style;

        if (p == SC_PRESET_PGN && i > 0)
          continue;
        sc_notation_style_init_preset (&style, p, sc_language_nth (i));
        g_array_append_val (styles, style);
      }

  for (guint l = 0; l < G_N_ELEMENTS (mark_languages); l++)
    for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
      {
        ScNotationStyle style = marks[m];

        style.language = sc_language_lookup (mark_languages[l]);
        g_assert_nonnull (style.language);
        g_array_append_val (styles, style);
      }
  return styles;
}

static char *
describe_style (const ScNotationStyle *style)
{
  return g_strdup_printf ("%s letters, pieces %d, castling %d, capture %d, promotion %d, check %d, e.p. %d, long %d",
                          sc_language_code (style->language), style->pieces, style->castling, style->capture,
                          style->promotion, style->check, style->en_passant_suffix, style->long_form);
}

static void
check_style (const Corpus          *corpus,
             const ScNotationStyle *style)
{
  g_autoptr(ScReadResult) result = NULL;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < corpus->games->len; i++)
    {
      sc_write_movetext (text, g_ptr_array_index (corpus->games, i), style, SC_MOVETEXT_WRAP);
      g_string_append (text, "\n\n");
    }
  result = sc_read_games (text->str, (gssize) text->len, style->language);

  if (result->problems->len > 0)
    {
      ScTextProblem *p = &g_array_index (result->problems, ScTextProblem, 0);
      g_autofree char *name = describe_style (style);
      gsize line_start = p->offset, line_end = p->offset;

      while (line_start > 0 && text->str[line_start - 1] != '\n')
        line_start--;
      while (line_end < text->len && text->str[line_end] != '\n')
        line_end++;
      g_error ("%s: game %u, line %u, column %u: %s\n%.*s", name, p->game_number, p->line, p->column,
               p->message, (int) (line_end - line_start), text->str + line_start);
    }
  g_assert_cmpuint (result->games->len, ==, corpus->games->len);
  for (guint i = 0; i < corpus->games->len; i++)
    {
      g_autofree char *back = pgn_movetext (g_ptr_array_index (result->games, i));

      if (g_strcmp0 (back, g_ptr_array_index (corpus->pgn, i)) != 0)
        {
          g_autofree char *name = describe_style (style);

          g_error ("%s: game %u came back otherwise:\n%s\ninstead of\n%s", name, i + 1, back,
                   (const char *) g_ptr_array_index (corpus->pgn, i));
        }
    }
  g_string_free (text, TRUE);
}

static void
test_games (void)
{
  Corpus corpus = { g_ptr_array_new_with_free_func (g_object_unref), g_ptr_array_new_with_free_func (g_free) };
  g_autoptr(GArray) styles = build_styles ();
  Features f = { 0 };

  /* A part of the corpus spread over it, its games with marks that stand
   * beside another, and every game of marks.pgn. The whole corpus in
   * every style took minutes under the sanitizers for no more marks. */
  load (&corpus, "marks.pgn", 1, &f);
  load (&corpus, "corpus/selfplay.pgn", 10, &f);
  /* The games hold every mark that stands beside another. */
  g_assert_cmpuint (f.en_passant_check, >, 0);
  g_assert_cmpuint (f.promotion_check, >, 0);
  g_assert_cmpuint (f.promotion_mate, >, 0);
  g_assert_cmpuint (f.castling_check, >, 0);
  g_assert_cmpuint (f.castling_mate, >, 0);
  g_assert_cmpuint (f.draw_offer_check, >, 0);
  g_assert_cmpuint (f.nag_check, >, 0);

  for (guint s = 0; s < styles->len; s++)
    check_style (&corpus, &g_array_index (styles, ScNotationStyle, s));
  g_test_message ("%u games read back in %u styles; %u castlings with check, %u with mate, %u promotions with "
                  "check, %u with mate, %u en passant with check, %u draw offers with check, %u NAGs with check",
                  corpus.games->len, styles->len, f.castling_check, f.castling_mate, f.promotion_check,
                  f.promotion_mate, f.en_passant_check, f.draw_offer_check, f.nag_check);

  g_ptr_array_unref (corpus.games);
  g_ptr_array_unref (corpus.pgn);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/round-trip-styles/games", test_games);

  return g_test_run ();
}
