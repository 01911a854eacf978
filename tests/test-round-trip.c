/* test-round-trip.c: every spelling the formatter writes reads back
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every legal move of every position in the perft trees of the standard
 * positions to depth 3, formatted in every language and style, must read
 * back to the same move.
 */
#include "config.h"

#include <string.h>

#include "sc-format.h"
#include "sc-move-parser.h"

#define TREE_DEPTH 3

typedef struct {
  ScNotationStyle styles[96];
  guint           n_styles;
  guint64         checked;
} Context;

static void
add_style (Context               *ctx,
           const ScNotationStyle *style)
{
  g_assert_cmpuint (ctx->n_styles, <, G_N_ELEMENTS (ctx->styles));
  ctx->styles[ctx->n_styles++] = *style;
}

/* The five presets in one language of each distinct set of letters, and
 * every other mark in English and Norwegian. */
static void
build_styles (Context *ctx)
{
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *lang = sc_language_nth (i);
      gboolean seen = FALSE;

      for (guint j = 0; j < i && !seen; j++)
        seen = sc_language_same_letters (lang, sc_language_nth (j));
      if (seen)
        continue;

      for (ScPreset p = SC_PRESET_FIDE; p < SC_N_PRESETS; p++)
        {
          ScNotationStyle style;

          if (p == SC_PRESET_FIGURINE && i > 0)
            continue;
          sc_notation_style_init_preset (&style, p, lang);
          add_style (ctx, &style);
        }
    }

  for (guint l = 0; l < 2; l++)
    {
      const ScLanguage *lang = sc_language_lookup (l == 0 ? "en" : "nb");
      ScNotationStyle style;

      sc_notation_style_init_preset (&style, SC_PRESET_PGN, NULL);
      style.language = lang;
      if (l == 0)
        add_style (ctx, &style);
      style.capture = SC_CAPTURE_TIMES;
      style.promotion = SC_PROMOTION_PARENTHESES;
      style.check = SC_CHECK_DAGGERS;
      add_style (ctx, &style);
      style.capture = SC_CAPTURE_COLON;
      style.promotion = SC_PROMOTION_SLASH;
      style.check = SC_CHECK_WORDS;
      style.en_passant_suffix = TRUE;
      add_style (ctx, &style);
      style.capture = SC_CAPTURE_TRAILING_COLON;
      style.promotion = SC_PROMOTION_PLAIN;
      style.check = SC_CHECK_PLUS_DOUBLE_PLUS;
      add_style (ctx, &style);
      style.pieces = SC_PIECES_FIGURINES_FILLED_BLACK;
      style.castling = SC_CASTLING_DIGIT_ZERO;
      add_style (ctx, &style);
      style.long_form = TRUE;
      style.capture = SC_CAPTURE_NONE;
      add_style (ctx, &style);
    }
}

static void
check_position (Context          *ctx,
                const ScPosition *pos)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    for (guint s = 0; s < ctx->n_styles; s++)
      {
        const ScNotationStyle *style = &ctx->styles[s];
        ScMoveParse parse;

        g_string_truncate (text, 0);
        sc_format_move (text, pos, moves[i], style, (i & 1) ? SC_FORMAT_DRAW_OFFER : SC_FORMAT_DEFAULT);
        if (!sc_parse_move (pos, text->str, (gssize) text->len, style->language, &parse) ||
            parse.move != moves[i] || parse.draw_offer != ((i & 1) != 0))
          {
            g_autofree char *fen = sc_position_to_fen (pos);

            g_error ("“%s” (%s letters) in %s read back as %s (status %s)", text->str,
                     sc_language_code (style->language), fen,
                     parse.move == moves[i] ? "the same move" : "another move",
                     sc_move_parse_status_name (parse.status));
          }
        ctx->checked++;
      }
  g_string_free (text, TRUE);
}

static void
walk (Context          *ctx,
      const ScPosition *pos,
      guint             depth)
{
  ScMove moves[SC_MAX_MOVES];
  guint n;

  check_position (ctx, pos);
  if (depth == 1)
    return;
  n = sc_position_legal_moves (pos, moves);
  for (guint i = 0; i < n; i++)
    {
      ScPosition child = *pos;
      ScUndo undo;

      sc_position_make_move (&child, moves[i], &undo);
      walk (ctx, &child, depth - 1);
    }
}

static void
test_tree (gconstpointer data)
{
  const char *fen = data;
  Context ctx = { 0 };
  g_autoptr(GError) error = NULL;
  ScPosition pos;

  build_styles (&ctx);
  g_assert_true (sc_position_set_fen (&pos, fen, &error));
  walk (&ctx, &pos, TREE_DEPTH);
  g_test_message ("%" G_GUINT64_FORMAT " spellings read back, %u styles", ctx.checked, ctx.n_styles);
  g_assert_cmpuint (ctx.checked, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "vectors", "perft.tsv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) fens = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) lines = NULL;

  g_test_init (&argc, &argv, NULL);

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);

  /* Each distinct position of the perft vectors is one test. */
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", 2);
      g_autofree char *name = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      if (g_ptr_array_find_with_equal_func (fens, fields[0], g_str_equal, NULL))
        continue;
      g_ptr_array_add (fens, g_strdup (fields[0]));
      name = g_strdup_printf ("/round-trip/position-%u", fens->len);
      g_test_add_data_func (name, g_ptr_array_index (fens, fens->len - 1), test_tree);
    }
  g_assert_cmpuint (fens->len, >=, 6);

  return g_test_run ();
}
