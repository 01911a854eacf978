/* test-gui-glyphs.c: the move list has a glyph for every character of
 * tests/data/glyphs.pgn (every NAG with a sign, figurines, comments in
 * each interface language, piece letters in Cyrillic and Chinese); its
 * figurines and signs come from our font,
 * bold in the main line and regular in the variations
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory; exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>

#include "glyph-check.h"
#include "gui-harness.h"
#include "sc-figurine-font.h"

static GuiHarness harness;

/* The font of a stretch of the text view: the widget's, then each tag's
 * in the order of their priorities, as the text view merges them. */
static PangoFontDescription *
font_at (GtkWidget         *text_view,
         const GtkTextIter *iter)
{
  PangoFontDescription *font = pango_font_description_copy (
      pango_context_get_font_description (gtk_widget_get_pango_context (text_view)));
  GSList *tags = gtk_text_iter_get_tags (iter);

  for (GSList *l = tags; l != NULL; l = l->next)
    {
      PangoFontDescription *tag_font = NULL;

      g_object_get (l->data, "font-desc", &tag_font, NULL);
      if (tag_font != NULL)
        pango_font_description_merge (font, tag_font, TRUE);
      pango_font_description_free (tag_font);
    }
  g_slist_free (tags);
  return font;
}

static gboolean
has_tag (const GtkTextIter *iter,
         const char        *name)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (gtk_text_iter_get_buffer (iter));

  return gtk_text_iter_has_tag (iter, gtk_text_tag_table_lookup (table, name));
}

/* Each stretch of one set of tags laid out in its font and checked. */
static void
check_move_list (guint *signs_in_main_line,
                 guint *signs_in_variations)
{
  GtkWidget *text_view = GTK_WIDGET (gui_find_text_view (GTK_WIDGET (gui_move_list (harness.window))));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view));
  GtkTextIter start, end;

  gtk_text_buffer_get_start_iter (buffer, &start);
  while (!gtk_text_iter_is_end (&start))
    {
      g_autofree char *text = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      PangoFontDescription *font;

      end = start;
      gtk_text_iter_forward_to_tag_toggle (&end, NULL);
      text = gtk_text_iter_get_slice (&start, &end);
      font = font_at (text_view, &start);
      layout = gtk_widget_create_pango_layout (text_view, text);
      pango_layout_set_font_description (layout, font);
      if (has_tag (&start, "figurine"))
        {
          gboolean main_line = has_tag (&start, "main-line");

          g_assert_true (glyph_check_is_sign (g_utf8_get_char (text)));
          glyph_check_layout (layout, main_line ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, NULL);
          (*(main_line ? signs_in_main_line : signs_in_variations))++;
        }
      else
        g_assert_cmpint (pango_layout_get_unknown_glyphs_count (layout), ==, 0);
      pango_font_description_free (font);
      start = end;
    }
}

static void
test_every_glyph (void)
{
  g_autofree char *text = NULL;
  guint main_line = 0, variations = 0;

  g_settings_set_boolean (harness.settings, "figurines", TRUE);
  gui_open_data_file (harness.window, "glyphs.pgn");
  gui_wait_for_paint (GTK_WIDGET (harness.window));

  text = gui_move_text (harness.window);
  gui_assert_text_contains (text, "⩲");
  gui_assert_text_contains (text, "♘f3");
  gui_assert_text_contains (text, "中文");
  gui_assert_text_contains (text, "Kvit");
  check_move_list (&main_line, &variations);
  /* The figurines and signs of the main line's 24 moves, at least one a
   * move; ♗xf7+ and the rest of the variations. */
  g_assert_cmpuint (main_line, >=, 24);
  g_assert_cmpuint (variations, >=, 6);

  /* Letters: the signs still come from our font. */
  g_settings_set_boolean (harness.settings, "figurines", FALSE);
  gui_settle ();
  main_line = variations = 0;
  check_move_list (&main_line, &variations);
  g_assert_cmpuint (main_line, >=, 18);

  /* Cyrillic letters and Chinese characters have their glyphs too. */
  {
    static const struct {
      const char *lang;
      const char *knight;
      const char *rook;
    } scripts[] = {
      { "ru", "Кf3", "Лe1" },
      { "uk", "Кf3", "Тe1" },
      { "zh-hant", "馬f3", "車e1" },
      { "zh-hans", "马f3", "车e1" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (scripts); i++)
      {
        g_autofree char *letters = NULL;

        g_settings_set_string (harness.settings, "notation-language", scripts[i].lang);
        gui_settle ();
        letters = gui_move_text (harness.window);
        gui_assert_text_contains (letters, scripts[i].knight);
        gui_assert_text_contains (letters, scripts[i].rook);
        check_move_list (&main_line, &variations);
      }
    g_settings_set_string (harness.settings, "notation-language", "");
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;

  g_test_add_func ("/gui-glyphs/every-glyph", test_every_glyph);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
