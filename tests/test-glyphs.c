/* test-glyphs.c: Scoresheet Figurine has every figurine and every sign
 * we show, and print has a glyph for every character: the signs and
 * figurines from our font in the weight of their text, the letters from
 * the text face, a comment in each interface language, and a PDF whose
 * text copies out as written
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fontconfig/fontconfig.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "glyph-check.h"
#include "sc-bulletin-layout.h"
#include "sc-export.h"
#include "sc-figurine-font.h"
#include "sc-language.h"
#include "sc-movetext-reader.h"
#include "sc-nag.h"

static void
test_font_coverage (void)
{
  g_autofree char *signs = glyph_check_signs_and_figurines ();
  FcFontSet *fonts;
  gboolean regular = FALSE, bold = FALSE;

  g_assert_true (sc_figurine_font_load ());
  /* The signs of the assessments people look for first. */
  g_assert_nonnull (strstr (signs, "⩲"));
  g_assert_nonnull (strstr (signs, "±"));
  g_assert_nonnull (strstr (signs, "♘"));
  for (const char *p = signs; *p != '\0'; p = g_utf8_next_char (p))
    if (!sc_figurine_font_has_char (g_utf8_get_char (p)))
      g_error ("Scoresheet Figurine has no glyph for U+%04X", g_utf8_get_char (p));

  /* Letters and digits stay the text face's; the spaces after our signs
   * are ours (Pango sets a space in the font before it). */
  for (gunichar c = 0x20; c < 0x7F; c++)
    if (g_ascii_isalnum ((char) c))
      g_assert_false (sc_figurine_font_has_char (c));
  g_assert_true (sc_figurine_font_has_char (' '));
  g_assert_true (sc_figurine_font_has_char (0x00A0));

  fonts = FcConfigGetFonts (FcConfigGetCurrent (), FcSetApplication);
  g_assert_nonnull (fonts);
  for (int i = 0; i < fonts->nfont; i++)
    {
      FcChar8 *family;
      int weight;

      if (FcPatternGetString (fonts->fonts[i], FC_FAMILY, 0, &family) != FcResultMatch ||
          !g_str_equal ((const char *) family, SC_FIGURINE_FAMILY))
        continue;
      g_assert_cmpint (FcPatternGetInteger (fonts->fonts[i], FC_WEIGHT, 0, &weight), ==, FcResultMatch);
      regular |= weight == FC_WEIGHT_REGULAR;
      bold |= weight == FC_WEIGHT_BOLD;
    }
  g_assert_true (regular);
  g_assert_true (bold);
}

static char *
glyphs_pgn (gsize *length)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "glyphs.pgn", NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

/* The signs and figurines, and the PGN file with its comments in every
 * interface language, in the families of print: regular, bold, italic. */
static void
test_print_families (void)
{
  g_autoptr(PangoFontMap) map = NULL;
  g_autoptr(GObject) context = NULL;
  g_autofree char *signs = glyph_check_signs_and_figurines ();
  g_autofree char *pgn = glyphs_pgn (NULL);
  g_autofree char *text = g_strconcat (signs, "\n12.♘f3 ⩲ 12...♞f6 ⩱ e8=♕+\n", pgn, NULL);
  const struct {
    PangoWeight weight;
    PangoStyle  style;
  } faces[] = {
    { PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL },
    { PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL },
    { PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC },
  };

  sc_figurine_font_load ();
  map = pango_cairo_font_map_new ();
  context = G_OBJECT (pango_font_map_create_context (map));
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    {
      g_autoptr(PangoLayout) layout = pango_layout_new (PANGO_CONTEXT (context));
      g_autoptr(PangoFontDescription) font = pango_font_description_from_string (SC_PRINT_FAMILIES " 10");

      pango_font_description_set_weight (font, faces[i].weight);
      pango_font_description_set_style (font, faces[i].style);
      pango_layout_set_font_description (layout, font);
      pango_layout_set_width (layout, 400 * PANGO_SCALE);
      pango_layout_set_text (layout, text, -1);
      glyph_check_layout (layout, faces[i].weight, "DejaVu Serif");
    }
}

static char *
run_tool (const char *tool,
          const char *path)
{
  const char *argv[] = { tool, path, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  if (g_str_equal (tool, "pdffonts"))
    argv[2] = NULL;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* The game as the bulletin lays it out, then as a PDF: our font embedded,
 * and the text copies out with its figurines and signs. */
static void
test_print_pdf (void)
{
  gsize length;
  g_autofree char *pgn = glyphs_pgn (&length);
  ScReadResult *result = sc_read_games (pgn, (gssize) length, sc_language_lookup ("en"));
  ScExportOptions *options = sc_export_options_new ();
  g_autoptr(ScBulletinLayout) layout = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *fonts = NULL;
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  static const char *copied[] = {
    "1.e4 ⩲", "e5 ⩱", "2.♘f3 ±", "♘c6 ∓", "+−", "−+", "⨀", "⟳", "⇆", "⨁", "∆", "□", "♗xf7+",
    "Bokmål", "Kvit", "Weiß", "légèrement", "中文", "♔♕♖♗♘♙ ♚♛♜♝♞♟",
  };

  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, 1);
  layout = sc_bulletin_layout_new (result->games, options);
  g_assert_cmpuint (sc_bulletin_layout_count_missing_glyphs (layout), ==, 0);

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      goto out;
    }
  dir = g_dir_make_tmp ("test-glyphs-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "glyphs.pdf", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (sc_export_games (result->games, options, NULL, file, NULL, &error));
  g_assert_no_error (error);

  text = run_tool ("pdftotext", path);
  for (guint i = 0; i < G_N_ELEMENTS (copied); i++)
    if (strstr (text, copied[i]) == NULL)
      g_error ("“%s” does not copy out of the PDF:\n%s", copied[i], text);

  fonts = run_tool ("pdffonts", path);
  g_assert_nonnull (strstr (fonts, "ScoresheetFigurine-Regular"));
  g_assert_nonnull (strstr (fonts, "ScoresheetFigurine-Bold"));
  g_unlink (path);
  g_rmdir (dir);

out:
  sc_export_options_free (options);
  sc_read_result_free (result);
}

/* Print finds glyphs for Cyrillic letters and Chinese characters. */
static void
test_print_scripts (void)
{
  static const char *codes[] = { "ru", "uk", "zh-hant", "zh-hans" };
  gsize length;
  g_autofree char *pgn = glyphs_pgn (&length);
  ScReadResult *result = sc_read_games (pgn, (gssize) length, sc_language_lookup ("en"));

  g_assert_cmpuint (result->problems->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      ScExportOptions *options = sc_export_options_new ();
      g_autoptr(ScBulletinLayout) layout = NULL;

      sc_notation_style_init_preset (&options->style, SC_PRESET_FIDE, sc_language_lookup (codes[i]));
      g_assert_nonnull (options->style.language);
      layout = sc_bulletin_layout_new (result->games, options);
      g_assert_cmpuint (sc_bulletin_layout_count_missing_glyphs (layout), ==, 0);
      sc_export_options_free (options);
    }
  sc_read_result_free (result);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/font/coverage", test_font_coverage);
  g_test_add_func ("/print/families", test_print_families);
  g_test_add_func ("/print/pdf", test_print_pdf);
  g_test_add_func ("/print/scripts", test_print_scripts);
  return g_test_run ();
}
