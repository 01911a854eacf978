/* test-bulletin.c: bulletin typography: castling after a move number,
 * headings, where the result and the diagrams stand, word spaces, legend,
 * what a column break never parts, the last page's columns balanced
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>
#include <string.h>

#include "sc-bulletin-layout.h"
#include "sc-format.h"
#include "sc-game-blocks.h"
#include "sc-movetext-reader.h"

/* The example game of FIDE's Appendix C: 10.O-O-O and 9...O-O. */
#define SEED_GAME "[Event \"Seed\"]\n[White \"Hvit\"]\n[Black \"Svart\"]\n[Result \"*\"]\n\n"           \
  "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6 8. Qe3+ Be7 "          \
  "9. Nbd2 O-O 10. O-O-O Re8 11. Kb1 *\n"

static GPtrArray *
read_games (const char *text)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, NULL);

  g_assert_cmpuint (result->problems->len, ==, 0);
  return g_ptr_array_ref (result->games);
}

static GPtrArray *
read_data_games (const char *name,
                 guint       max_games)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ScReadResult) result = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  result = sc_read_games (text, -1, NULL);
  if (result->games->len > max_games)
    g_ptr_array_set_size (result->games, max_games);
  return g_ptr_array_ref (result->games);
}

/* The text of every paragraph of the game's blocks, one per line. */
static char *
game_text (ScGame                *game,
           const ScExportOptions *options)
{
  g_autoptr(ScGameBlocks) blocks = sc_game_blocks_new (game, options);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < blocks->blocks->len; i++)
    {
      const ScBlock *block = g_ptr_array_index (blocks->blocks, i);
      g_autofree char *paragraph = sc_block_text (block);

      g_string_append_printf (text, "%s\n", block->kind == SC_BLOCK_DIAGRAM ? block->caption : paragraph);
    }
  return g_string_free (text, FALSE);
}

static void
test_castling (void)
{
  static const struct {
    ScPreset    preset;
    const char *white, *black;
  } cases[] = {
    { SC_PRESET_PGN, "10.O-O-O", " O-O 10." },
    { SC_PRESET_FIGURINE, "10.O-O-O", " O-O 10." },
    { SC_PRESET_LONG, "10.O-O-O", " O-O 10." },
    /* Zeros: a narrow no-break space after the number. */
    { SC_PRESET_FIDE, "10.\u202F0-0-0", " 0-0 10." },
    { SC_PRESET_MINIMAL, "10.\u202F0-0-0", " 0-0 10." },
  };
  g_autoptr(GPtrArray) games = read_games (SEED_GAME);
  ScGame *game = g_ptr_array_index (games, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ScExportOptions) options = sc_export_options_new ();
      g_autofree char *text = NULL;
      g_autoptr(ScReadResult) again = NULL;
      ScGameNode *a, *b;

      sc_notation_style_init_preset (&options->style, cases[i].preset, sc_language_lookup ("nb"));
      text = game_text (game, options);
      g_assert_nonnull (strstr (text, cases[i].white));
      /* Black's castling has no number before it. */
      g_assert_nonnull (strstr (text, cases[i].black));
      /* Read back, what we print reads as the same game. */
      again = sc_read_games (text, -1, options->style.language);
      g_assert_cmpuint (again->problems->len, ==, 0);
      g_assert_cmpuint (again->games->len, ==, 1);
      a = sc_game_get_root (game);
      b = sc_game_get_root (g_ptr_array_index (again->games, 0));
      while (a->first_child != NULL && b->first_child != NULL)
        {
          a = a->first_child;
          b = b->first_child;
          g_assert_cmpuint (a->move, ==, b->move);
        }
      g_assert_null (a->first_child);
      g_assert_null (b->first_child);
    }
}

static void
test_move_number (void)
{
  ScNotationStyle fide, pgn;
  ScPosition pos;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  ScMove moves[SC_MAX_MOVES];
  guint n;
  ScMove castle = SC_MOVE_NULL, other = SC_MOVE_NULL;

  sc_notation_style_init_preset (&fide, SC_PRESET_FIDE, sc_language_lookup ("de"));
  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  g_assert_true (sc_position_set_fen (&pos, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 17", &error));
  n = sc_position_legal_moves (&pos, moves);
  for (guint i = 0; i < n; i++)
    if (sc_move_kind (moves[i]) == SC_MOVE_CASTLING)
      castle = moves[i];
    else
      other = moves[i];
  g_assert_cmpuint (castle, !=, SC_MOVE_NULL);
  sc_format_move_number (out, &pos, castle, &fide);
  g_assert_cmpstr (out->str, ==, "17...\u202F");
  g_string_truncate (out, 0);
  sc_format_move_number (out, &pos, castle, &pgn);
  g_assert_cmpstr (out->str, ==, "17...");
  g_string_truncate (out, 0);
  sc_format_move_number (out, &pos, other, &fide);
  g_assert_cmpstr (out->str, ==, "17...");
}

static void
test_heading (void)
{
  g_autoptr(GPtrArray) games = read_games (
    "[Event \"Oslo Open\"]\n[Site \"Oslo\"]\n[Round \"3\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"
    "[Event \"Oslo Open\"]\n[Round \"4\"]\n[White \"Berg, Ola\"]\n[Result \"*\"]\n\n1. d4 *\n"
    "[Site \"Bergen\"]\n[Result \"*\"]\n\n1. c4 *\n"
    "[Result \"*\"]\n\n1. f4 *\n");
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(ScGameBlocks) event = sc_game_blocks_new (g_ptr_array_index (games, 0), options);
  g_autoptr(ScGameBlocks) one = sc_game_blocks_new (g_ptr_array_index (games, 1), options);
  g_autoptr(ScGameBlocks) site = sc_game_blocks_new (g_ptr_array_index (games, 2), options);
  g_autoptr(ScGameBlocks) none = sc_game_blocks_new (g_ptr_array_index (games, 3), options);
  g_autoptr(ScBulletinLayout) layout = sc_bulletin_layout_new (games, options);

  /* Unknown players: the event and round, not repeated below it. */
  g_assert_cmpstr (event->players, ==, "Oslo Open, round 3");
  g_assert_cmpstr (event->details, ==, "Oslo");
  g_assert_cmpstr (sc_bulletin_layout_get_game_title (layout, 0), ==, "Oslo Open, round 3");
  /* One player known: the players. */
  g_assert_cmpstr (one->players, ==, "Berg, Ola – ?");
  g_assert_nonnull (strstr (one->details, "Oslo Open"));
  /* No players and no event. */
  g_assert_cmpstr (site->players, ==, "Bergen");
  g_assert_cmpstr (site->details, ==, "");
  g_assert_cmpstr (none->players, ==, "Game");
}

/* The captions of the game's diagrams, "|"-separated, and whether the
 * result stands on the last one's line. */
static char *
diagram_captions (ScGame     *game,
                  const char *choice)
{
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(ScGameBlocks) blocks = NULL;
  GString *captions = g_string_new (NULL);

  g_assert_true (sc_diagram_choice_from_names (choice, &options->diagrams));
  options->style.pieces = SC_PIECES_LETTERS;
  blocks = sc_game_blocks_new (game, options);
  for (guint i = 0; i < blocks->blocks->len; i++)
    {
      const ScBlock *block = g_ptr_array_index (blocks->blocks, i);

      if (block->kind != SC_BLOCK_DIAGRAM)
        continue;
      if (captions->len > 0)
        g_string_append_c (captions, '|');
      g_string_append (captions, block->caption);
      if (block->result != NULL)
        g_string_append_printf (captions, " [%s]", block->result);
    }
  return g_string_free (captions, FALSE);
}

static void
test_diagram_choices (void)
{
  g_autoptr(GPtrArray) games = read_games (
    "[Event \"Study\"]\n[SetUp \"1\"]\n[FEN \"8/5P2/7k/8/6K1/8/8/8 w - - 0 60\"]\n[Result \"1-0\"]\n\n"
    "60. f8=Q+ Kh7 $220 61. Qf5+ Kg7 1-0\n"
    "[Event \"Marked last\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 $220 1-0\n");
  ScGame *study = g_ptr_array_index (games, 0), *marked_last = g_ptr_array_index (games, 1);
  ScDiagramChoice choice;
  g_autoptr(ScExportOptions) options = sc_export_options_new ();

  g_assert_cmpint (options->diagrams, ==, SC_DIAGRAMS_START | SC_DIAGRAMS_MARKED);
  /* A game from a set-up position starts with a diagram by default. */
  g_assert_cmpstr (diagram_captions (study, "start,marked"), ==, "White to move|after 60...Kh7");
  g_assert_cmpstr (diagram_captions (study, "marked"), ==, "after 60...Kh7");
  /* end adds one after the last move, with the result on its line. */
  g_assert_cmpstr (diagram_captions (study, "end"), ==, "after 60...Kh7|after 61...Kg7 [1-0]");
  g_assert_cmpstr (diagram_captions (study, "start,end"), ==, "White to move|after 61...Kg7 [1-0]");
  g_assert_cmpstr (diagram_captions (study, "start, marked ,END"), ==,
                   "White to move|after 60...Kh7|after 61...Kg7 [1-0]");
  g_assert_cmpstr (diagram_captions (study, "none"), ==, "");
  /* Without evaluations, turning adds nothing to the marked ones. */
  g_assert_cmpstr (diagram_captions (study, "turning"), ==, "after 60...Kh7");
  g_assert_cmpstr (diagram_captions (study, "start,marked,end,turning"), ==,
                   "White to move|after 60...Kh7|after 61...Kg7 [1-0]");
  /* A move marked last gets one diagram, with the result on its line. */
  g_assert_cmpstr (diagram_captions (marked_last, "end"), ==, "after 2.Nf3 [1-0]");
  g_assert_cmpstr (diagram_captions (marked_last, "marked"), ==, "after 2.Nf3 [1-0]");
  g_assert_cmpstr (diagram_captions (marked_last, "start"), ==, "");

  g_assert_true (sc_diagram_choice_from_names ("turning", &choice));
  g_assert_cmpint (choice, ==, SC_DIAGRAMS_MARKED | SC_DIAGRAMS_TURNING);
  g_assert_true (sc_diagram_choice_from_names ("end,turning", &choice));
  g_assert_cmpint (choice, ==, SC_DIAGRAMS_END | SC_DIAGRAMS_TURNING);
  g_assert_false (sc_diagram_choice_from_names ("sideways", &choice));
  g_assert_false (sc_diagram_choice_from_names ("marked,sideways", &choice));
  g_assert_false (sc_diagram_choice_from_names ("marked,none", &choice));
  g_assert_false (sc_diagram_choice_from_names ("", &choice));
  g_assert_false (sc_diagram_choice_from_names ("marked,", &choice));
}

/* The text of a placed line. */
static char *
line_text (PangoLayoutLine *line)
{
  const char *text = pango_layout_get_text (line->layout);

  return g_strndup (text + line->start_index, (gsize) line->length);
}

/* The line of the layout whose text has needle, or NULL. */
static char *
find_line (ScBulletinLayout *layout,
           const char       *needle)
{
  for (guint page = 0; page < sc_bulletin_layout_get_n_pages (layout); page++)
    for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, page); i++)
      {
        char *text = line_text (sc_bulletin_layout_get_line (layout, page, i, NULL, NULL));

        if (strstr (text, needle) != NULL)
          return text;
        g_free (text);
      }
  return NULL;
}

static void
test_result_position (void)
{
  g_autoptr(GPtrArray) games = read_games (
    "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 $220 1-0\n"
    "[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. c4 $220 e6 0-1\n"
    "[White \"E\"]\n[Black \"F\"]\n[Result \"1/2-1/2\"]\n\n1. c4 c5 2. Nc3 Nc6 1/2-1/2\n"
    "[White \"G\"]\n[Black \"H\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# (4. Qf3 d6 5. Qb3 Qe7) 1-0\n");
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(ScBulletinLayout) marked = NULL;
  g_autoptr(ScBulletinLayout) end = NULL;
  g_autofree char *line = NULL;

  options->columns = 2;
  sc_export_options_set_paper (options, "a5", NULL);
  marked = sc_bulletin_layout_new (games, options);
  /* On the line of the last diagram's caption, or of the last move. */
  g_assert_cmpstr ((line = find_line (marked, "1-0")), ==, "after 2.♘f3\u20031-0");
  g_clear_pointer (&line, g_free);
  g_assert_nonnull ((line = find_line (marked, "0-1")));
  g_assert_nonnull (strstr (line, "e6 0-1"));
  g_clear_pointer (&line, g_free);
  g_assert_nonnull ((line = find_line (marked, "½-½")));
  g_assert_nonnull (strstr (line, "♘c6 ½-½"));
  g_clear_pointer (&line, g_free);
  /* Not alone under the variation indented after the last move. */
  g_assert_nonnull ((line = find_line (marked, "♕xf7#")));
  g_assert_nonnull (strstr (line, "♕xf7# 1-0"));
  g_clear_pointer (&line, g_free);

  g_assert_true (sc_diagram_choice_from_names ("end", &options->diagrams));
  end = sc_bulletin_layout_new (games, options);
  g_assert_cmpstr ((line = find_line (end, "0-1")), ==, "after 2...e6\u20030-1");
  g_clear_pointer (&line, g_free);
  g_assert_cmpstr ((line = find_line (end, "½-½")), ==, "after 2...♘c6\u2003½-½");
}

/* After a comment, the result keeps the comment's last word on its line:
 * in games whose comments end anywhere along a line, none stands alone. */
static void
test_result_after_comment (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(ScBulletinLayout) layout = NULL;
  guint results = 0;

  for (guint length = 1; length <= 40; length++)
    {
      g_string_append (text, "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {A last word of ");
      for (guint i = 0; i < length; i++)
        g_string_append_c (text, 'm');
      g_string_append (text, "} 1-0\n\n");
    }
  games = read_games (text->str);
  options->columns = 2;
  sc_export_options_set_paper (options, "a5", NULL);
  layout = sc_bulletin_layout_new (games, options);
  for (guint page = 0; page < sc_bulletin_layout_get_n_pages (layout); page++)
    for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, page); i++)
      {
        g_autofree char *line = line_text (sc_bulletin_layout_get_line (layout, page, i, NULL, NULL));

        if (strstr (line, "1-0") == NULL)
          continue;
        results++;
        g_assert_cmpstr (g_strstrip (line), !=, "1-0");
      }
  g_assert_cmpuint (results, ==, 40);
}

/* A word too long for the column breaks between its letters, in a
 * heading and in a comment, and no line's ink runs past the column's
 * edge: the first column ends before the middle of the page. Words
 * that fit stay whole. */
static void
test_long_words (void)
{
  g_autoptr(GPtrArray) games = read_games (
    "[Event \"Vereinsmeisterschaft\"]\n"
    "[White \"Donaudampfschifffahrtsgesellschaftskapitänswitwe, Hildegard\"]\n"
    "[Black \"Svart\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Nf3 {Donaudampfschifffahrtsgesellschaftskapitänswitwe, and the game annotated at "
    "https://example.org/annotated-games/vereinsmeisterschaft-runde-sieben.html} Nc6 3. Bb5 a6 1-0\n");
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  guint lines = 0;
  g_autoptr(ScBulletinLayout) layout = NULL;
  g_autofree char *line = NULL;

  options->columns = 2;
  sc_export_options_set_paper (options, "a5", NULL);
  layout = sc_bulletin_layout_new (games, options);
  for (guint page = 0; page < sc_bulletin_layout_get_n_pages (layout); page++)
    for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, page); i++)
      {
        double x, right;
        PangoRectangle ink;
        PangoLayoutLine *placed = sc_bulletin_layout_get_line (layout, page, i, &x, NULL);

        pango_layout_line_get_extents (placed, &ink, NULL);
        right = x + (double) (ink.x + ink.width) / PANGO_SCALE;
        if (x < options->paper_width / 2)
          g_assert_cmpfloat (right, <, options->paper_width / 2);
        else
          g_assert_cmpfloat (right, <=, options->paper_width - options->margin);
        lines++;
      }
  g_assert_cmpuint (lines, >, 8);
  g_assert_nonnull ((line = find_line (layout, "Vereinsmeisterschaft")));
  g_clear_pointer (&line, g_free);
  g_assert_nonnull ((line = find_line (layout, "annotated")));
}

/* A game read up to a problem: the text from the problem on follows the
 * moves as written, on one line, and no result pretends it is whole. */
static void
test_unread (void)
{
  static const char text[] = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                             "1. e4 e5 2. Nf3 Ke9\n3. Bb5 {a\nnote} 1-0\n\n"
                             "[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 \0 d5 *\n";
  g_autoptr(ScReadResult) result = sc_read_games (text, sizeof text - 1, NULL);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(ScGameBlocks) blocks = NULL;
  g_autoptr(GPtrArray) whole = read_games ("1. e4 *\n");
  g_autofree char *note = NULL;
  const ScBlock *diagram, *last;

  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_true (sc_diagram_choice_from_names ("end", &options->diagrams));
  blocks = sc_game_blocks_new (g_ptr_array_index (result->games, 0), options);
  g_assert_cmpuint (blocks->blocks->len, ==, 3);
  diagram = g_ptr_array_index (blocks->blocks, 1);
  g_assert_cmpint (diagram->kind, ==, SC_BLOCK_DIAGRAM);
  g_assert_null (diagram->result);
  last = g_ptr_array_index (blocks->blocks, 2);
  g_assert_cmpint (last->kind, ==, SC_BLOCK_PARAGRAPH);
  g_assert_cmpuint (last->runs->len, ==, 1);
  g_assert_cmpint (g_array_index (last->runs, ScTextRun, 0).kind, ==, SC_RUN_UNREAD);
  g_assert_cmpstr (g_array_index (last->runs, ScTextRun, 0).text, ==, "Not read, as written: Ke9 3. Bb5 {a note} 1-0");
  for (guint i = 0; i < blocks->blocks->len; i++)
    {
      const ScBlock *block = g_ptr_array_index (blocks->blocks, i);

      for (guint r = 0; block->runs != NULL && r < block->runs->len; r++)
        g_assert_cmpint (g_array_index (block->runs, ScTextRun, r).kind, !=, SC_RUN_RESULT);
    }

  /* Past a NUL byte too, as far as the game's text goes. */
  note = sc_game_unread_note (g_ptr_array_index (result->games, 1));
  g_assert_true (g_str_has_prefix (note, "Not read, as written: "));
  g_assert_true (g_str_has_suffix (note, " d5 *"));
  g_assert_true (g_utf8_validate (note, -1, NULL));
  g_assert_null (sc_game_unread_note (g_ptr_array_index (whole, 0)));
}

typedef struct {
  guint  spaces;
  guint  stretched;
  double widest;        /* the widest word space, in natural spaces */
} Gaps;

/* Every word space of the layout's lines, against the advance its font
 * gives the space glyph. */
static Gaps
measure_gaps (ScBulletinLayout *layout)
{
  Gaps gaps = { 0, 0, 0 };

  for (guint page = 0; page < sc_bulletin_layout_get_n_pages (layout); page++)
    for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, page); i++)
      {
        PangoLayoutLine *line = sc_bulletin_layout_get_line (layout, page, i, NULL, NULL);
        const char *text = pango_layout_get_text (line->layout);
        int line_end = line->start_index + line->length;

        for (GSList *r = line->runs; r != NULL; r = r->next)
          {
            PangoGlyphItem *run = r->data;

            for (int g = 0; g < run->glyphs->num_glyphs; g++)
              {
                int byte = run->item->offset + run->glyphs->log_clusters[g];
                PangoGlyphInfo *info = &run->glyphs->glyphs[g];
                PangoRectangle natural;
                double ratio;

                if (text[byte] != ' ' || byte + 1 >= line_end || info->geometry.width == 0)
                  continue;
                pango_font_get_glyph_extents (run->item->analysis.font, info->glyph, NULL, &natural);
                ratio = (double) info->geometry.width / natural.width;
                gaps.spaces++;
                gaps.stretched += ratio > 1.001;
                gaps.widest = MAX (gaps.widest, ratio);
              }
          }
      }
  return gaps;
}

static void
test_word_spaces (void)
{
  g_autoptr(GPtrArray) games = read_data_games ("corpus/selfplay.pgn", 10);
  g_autoptr(GPtrArray) annotated = read_data_games ("annotated.pgn", 2);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(ScBulletinLayout) narrow = NULL;
  g_autoptr(ScBulletinLayout) wide = NULL;
  Gaps gaps;

  g_ptr_array_extend (games, annotated, (GCopyFunc) (void (*) (void)) g_object_ref, NULL);
  /* Two columns of A5: ragged-right, every space as the font has it. */
  options->columns = 2;
  sc_export_options_set_paper (options, "a5", NULL);
  narrow = sc_bulletin_layout_new (games, options);
  gaps = measure_gaps (narrow);
  g_assert_cmpuint (gaps.spaces, >, 1000);
  g_assert_cmpuint (gaps.stretched, ==, 0);

  /* One column of A4: justified, no space wider than one and a half. */
  options->columns = 1;
  sc_export_options_set_paper (options, "a4", NULL);
  wide = sc_bulletin_layout_new (games, options);
  gaps = measure_gaps (wide);
  g_assert_cmpuint (gaps.stretched, >, gaps.spaces / 2);
  g_assert_cmpfloat (gaps.widest, <=, 1.5 + 1e-3);
}

static void
test_legend (void)
{
  g_autoptr(GPtrArray) games = read_games (
    "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
    "1. e4 $1 e5 $2 2. Nf3 $3 Nc6 $4 3. Bb5 $5 a6 $6 4. Ba4 $14 Nf6 $15 5. O-O $16 Be7 $17 6. Re1 $18 b5 $19 "
    "7. Bb3 $13 d6 $10 8. c3 $132 O-O $36 9. h3 $40 Nb8 $44 10. d4 $146 Nbd7 $140 *\n");
  g_autofree char *legend = sc_glyph_legend (games);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();

  g_assert_nonnull (g_strstr_len (legend, -1, "Symbols: !\u00a0Good\u00a0move\u00a0· !!\u00a0Brilliant\u00a0move\u00a0· "));
  g_assert_nonnull (strstr (legend, "⩲\u00a0White\u00a0is\u00a0slightly\u00a0better"));
  g_assert_null (strstr (legend, "Move"));
  g_assert_null (strstr (legend, "Better"));

  /* A sign before a variation's first move is printed there, and named. */
  {
    g_autoptr(GPtrArray) before = read_games ("[Result \"*\"]\n\n1. e4 e5 2. Nf3 ($140 2. d4 exd4) 2... Nc6 *\n");
    g_autofree char *named = sc_glyph_legend (before);

    g_assert_cmpstr (named, ==, "Symbols: ∆\u00a0With\u00a0the\u00a0idea");
  }

  /* In narrow columns too, no line starts with a separator, and every
   * line ends within its column: the page's middle or its margin. */
  options->columns = 2;
  sc_export_options_set_paper (options, "a5", NULL);
  for (guint size = 7; size <= 12; size++)
    {
      g_autoptr(ScBulletinLayout) layout = NULL;
      guint lines = 0;

      options->font_size = size;
      layout = sc_bulletin_layout_new (games, options);
      for (guint page = 0; page < sc_bulletin_layout_get_n_pages (layout); page++)
        for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, page); i++)
          {
            double x, column_end;
            PangoLayoutLine *line = sc_bulletin_layout_get_line (layout, page, i, &x, NULL);
            g_autofree char *text = line_text (line);
            PangoRectangle logical;

            column_end = x < options->paper_width / 2 ? options->paper_width / 2
                                                      : options->paper_width - options->margin;
            pango_layout_line_get_extents (line, NULL, &logical);
            g_assert_cmpfloat (x + (double) logical.width / PANGO_SCALE, <=, column_end);
            g_assert_false (g_str_has_prefix (text, "·"));
            g_assert_false (g_str_has_prefix (text, " ·"));
            lines += strstr (text, "·") != NULL;
          }
      g_assert_cmpuint (lines, >, 1);
    }
}

/* The page and column of the first line whose text has needle. */
static void
find_line_column (ScBulletinLayout *layout,
                  const char       *needle,
                  guint            *page,
                  guint            *column)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (layout);

  for (*page = 0; *page < sc_bulletin_layout_get_n_pages (layout); (*page)++)
    for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, *page); i++)
      {
        double x;
        g_autofree char *text = line_text (sc_bulletin_layout_get_line (layout, *page, i, &x, NULL));

        if (strstr (text, needle) != NULL)
          {
            *column = x < options->paper_width / 2 ? 0 : 1;
            return;
          }
      }
  g_assert_not_reached ();
}

/* A game's heading and starting diagram never stand at a column's foot
 * with its moves in the next. */
static void
test_heading_with_moves (void)
{
  g_autoptr(GPtrArray) games = read_data_games ("chess960/games.pgn", 2);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();

  g_assert_true (sc_diagram_choice_from_names ("start,marked,end", &options->diagrams));
  for (guint columns = 1; columns <= 2; columns++)
    for (guint paper = 0; paper < 2; paper++)
      {
        g_autoptr(ScBulletinLayout) layout = NULL;
        guint heading_page, heading_column, moves_page, moves_column;

        options->columns = columns;
        sc_export_options_set_paper (options, paper == 0 ? "a4" : "a5", NULL);
        layout = sc_bulletin_layout_new (games, options);
        find_line_column (layout, "B – A", &heading_page, &heading_column);
        find_line_column (layout, "9.♘f3", &moves_page, &moves_column);
        g_assert_cmpuint (heading_page, ==, moves_page);
        g_assert_cmpuint (heading_column, ==, moves_column);
      }
}

typedef struct {
  PangoLayout *paragraph;
  guint        lines;
} Stretch;

/* Every paragraph parted between columns keeps two of its lines or more
 * on either side: none is left alone at a column's foot or head. */
static void
assert_no_lone_lines (ScBulletinLayout *layout)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (layout);
  g_autoptr(GArray) stretches = g_array_new (FALSE, FALSE, sizeof (Stretch));
  guint parted = 0;

  for (guint page = 0; page < sc_bulletin_layout_get_n_pages (layout); page++)
    for (guint column = 0; column < options->columns; column++)
      {
        Stretch *last = NULL;

        for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, page); i++)
          {
            double x;
            PangoLayoutLine *line = sc_bulletin_layout_get_line (layout, page, i, &x, NULL);
            Stretch stretch = { line->layout, 1 };

            if ((x < options->paper_width / 2 ? 0 : 1) != column && options->columns > 1)
              continue;
            if (last != NULL && last->paragraph == line->layout)
              last->lines++;
            else
              {
                g_array_append_val (stretches, stretch);
                last = &g_array_index (stretches, Stretch, stretches->len - 1);
              }
          }
      }
  for (guint i = 0; i + 1 < stretches->len; i++)
    {
      const Stretch *before = &g_array_index (stretches, Stretch, i);
      const Stretch *after = &g_array_index (stretches, Stretch, i + 1);

      if (before->paragraph != after->paragraph)
        continue;
      parted++;
      g_assert_cmpuint (before->lines, >=, 2);
      g_assert_cmpuint (after->lines, >=, 2);
    }
  g_test_message ("%u paragraphs parted", parted);
}

static void
test_no_lone_lines (void)
{
  g_autoptr(GPtrArray) games = read_data_games ("corpus/selfplay.pgn", 12);
  g_autoptr(GPtrArray) annotated = read_data_games ("annotated.pgn", 2);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();

  g_ptr_array_extend (games, annotated, (GCopyFunc) (void (*) (void)) g_object_ref, NULL);
  g_assert_true (sc_diagram_choice_from_names ("start,marked,end", &options->diagrams));
  for (guint columns = 1; columns <= 2; columns++)
    for (guint paper = 0; paper < 2; paper++)
      for (guint size = 8; size <= 11; size++)
        {
          g_autoptr(ScBulletinLayout) layout = NULL;

          options->columns = columns;
          options->font_size = size;
          sc_export_options_set_paper (options, paper == 0 ? "a4" : "a5", NULL);
          layout = sc_bulletin_layout_new (games, options);
          assert_no_lone_lines (layout);
        }
}

/* The baseline of the last line of each column of page, or 0 where a
 * column has none. */
static void
column_ends (ScBulletinLayout *layout,
             guint             page,
             double           *first,
             double           *second)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (layout);

  *first = *second = 0;
  for (guint i = 0; i < sc_bulletin_layout_get_n_lines (layout, page); i++)
    {
      double x, y;

      sc_bulletin_layout_get_line (layout, page, i, &x, &y);
      if (x < options->paper_width / 2)
        *first = MAX (*first, y);
      else
        *second = MAX (*second, y);
    }
}

/* In two columns, the last page's columns end nearly level: a page of
 * a few games fills half of each, not one column of two. */
static void
test_balanced_columns (void)
{
  g_autoptr(GPtrArray) games = read_games (
    "{Club bulletin no. 7. Games selected and annotated by the editor.}\n"
    "[Event \"Oslo Open\"]\n[Round \"3\"]\n[Result \"1/2-1/2\"]\n\n"
    "1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 4. Nf3 Nxe4 5. d4 d5 6. Bd3 Nc6 7. O-O Be7 8. c4 Nb4 9. Be2 O-O "
    "10. Nc3 Bf5 11. a3 Nxc3 12. bxc3 Nc6 13. Re1 Re8 14. cxd5 Qxd5 15. Bf4 Rac8 16. Qc1 h6 17. h3 Bf6 "
    "18. Be3 {A long comment that keeps going so that it runs over a few lines of a column.} 1/2-1/2\n"
    "[White \"Vachier-Lagrave, Maxime\"]\n[Black \"Nepomniachtchi, Ian\"]\n[Result \"0-1\"]\n\n"
    "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. Qc2 O-O 5. a3 Bxc3+ 6. Qxc3 b6 7. Bg5 Bb7 8. e3 d6 9. f3 Nbd7 "
    "10. Bd3 c5 11. Ne2 Rc8 12. O-O h6 13. Bh4 cxd4 14. exd4 d5 15. Rac1 dxc4 16. Bxc4 Nd5 17. Qd2 Qxh4 0-1\n");
  g_autoptr(GPtrArray) selfplay = read_data_games ("corpus/selfplay.pgn", 10);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(ScBulletinLayout) bulletin = NULL;
  double first, second, line = options->font_size * 1.3;

  options->columns = 2;
  bulletin = sc_bulletin_layout_new (games, options);
  g_assert_cmpuint (sc_bulletin_layout_get_n_pages (bulletin), ==, 1);
  column_ends (bulletin, 0, &first, &second);
  g_assert_cmpfloat (second, >, 0);
  g_assert_cmpfloat (fabs (first - second), <, 3 * line);

  /* The last page of many, from one game to ten, on A4 and A5. */
  for (guint paper = 0; paper < 2; paper++)
    for (guint n_games = 1; n_games <= selfplay->len; n_games++)
      {
        g_autoptr(GPtrArray) some = g_ptr_array_new ();
        g_autoptr(ScBulletinLayout) layout = NULL;
        guint last;

        sc_export_options_set_paper (options, paper == 0 ? "a4" : "a5", NULL);
        for (guint i = 0; i < n_games; i++)
          g_ptr_array_add (some, g_ptr_array_index (selfplay, i));
        layout = sc_bulletin_layout_new (some, options);
        last = sc_bulletin_layout_get_n_pages (layout) - 1;
        column_ends (layout, last, &first, &second);
        g_test_message ("%u games on %s: %u pages, columns end at %.0f and %.0f", n_games,
                        paper == 0 ? "A4" : "A5", last + 1, first, second);
        g_assert_cmpfloat (second, >, 0);
        g_assert_cmpfloat (fabs (first - second), <, 5 * line);
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bulletin/castling", test_castling);
  g_test_add_func ("/bulletin/move-number", test_move_number);
  g_test_add_func ("/bulletin/heading", test_heading);
  g_test_add_func ("/bulletin/diagram-choices", test_diagram_choices);
  g_test_add_func ("/bulletin/result-position", test_result_position);
  g_test_add_func ("/bulletin/result-after-comment", test_result_after_comment);
  g_test_add_func ("/bulletin/long-words", test_long_words);
  g_test_add_func ("/bulletin/unread", test_unread);
  g_test_add_func ("/bulletin/word-spaces", test_word_spaces);
  g_test_add_func ("/bulletin/legend", test_legend);
  g_test_add_func ("/bulletin/heading-with-moves", test_heading_with_moves);
  g_test_add_func ("/bulletin/no-lone-lines", test_no_lone_lines);
  g_test_add_func ("/bulletin/balanced-columns", test_balanced_columns);
  return g_test_run ();
}
