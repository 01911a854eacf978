/* sc-figurine-font.c: Scoresheet Figurine, loaded as an application font
 *
 * The font is built from data/font/ at build time; fontconfig is told of
 * its files alone, so that it is found without being installed in a
 * folder of fonts and Pango picks it by its family name.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include "sc-figurine-font.h"

static const char *font_files[] = {
  "ScoresheetFigurine-Regular.ttf",
  "ScoresheetFigurine-Bold.ttf",
};

const char *
sc_figurine_font_directory (void)
{
  const char *directory = g_getenv ("SCORESHEET_FONTDIR");

  return directory != NULL && *directory != '\0' ? directory : FONTDIR;
}

/* Adds both files; returns the characters of the first (the bold one has
 * the same), or NULL when one is missing. */
static FcCharSet *
add_font_files (void)
{
  const char *directory = sc_figurine_font_directory ();
  FcConfig *config = FcConfigGetCurrent ();
  FcCharSet *chars = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (font_files); i++)
    {
      g_autofree char *path = g_build_filename (directory, font_files[i], NULL);
      int count;
      FcPattern *font;

      if (!FcConfigAppFontAddFile (config, (const FcChar8 *) path))
        {
          g_warning ("The font %s could not be loaded: figurines and signs come from other fonts", path);
          g_clear_pointer (&chars, FcCharSetDestroy);
          return NULL;
        }
      if (chars == NULL && (font = FcFreeTypeQuery ((const FcChar8 *) path, 0, NULL, &count)) != NULL)
        {
          FcCharSet *file_chars;

          if (FcPatternGetCharSet (font, FC_CHARSET, 0, &file_chars) == FcResultMatch)
            chars = FcCharSetCopy (file_chars);
          FcPatternDestroy (font);
        }
    }
  return chars;
}

/* Loads the font once; its characters, or NULL when it is missing. */
static FcCharSet *
font_chars (void)
{
  static gsize loaded = 0;
  static FcCharSet *chars;

  if (g_once_init_enter (&loaded))
    {
      PangoFontMap *map;

      chars = add_font_files ();
      /* A font map made before knows only the fonts it listed then. */
      map = pango_cairo_font_map_get_default ();
      if (PANGO_IS_FC_FONT_MAP (map))
        pango_fc_font_map_config_changed (PANGO_FC_FONT_MAP (map));
      g_once_init_leave (&loaded, 1);
    }
  return chars;
}

gboolean
sc_figurine_font_load (void)
{
  return font_chars () != NULL;
}

gboolean
sc_figurine_font_has_char (gunichar c)
{
  FcCharSet *chars = font_chars ();

  return chars != NULL && FcCharSetHasChar (chars, c);
}

char *
sc_figurine_font_markup (const char *text)
{
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      g_autofree char *escaped = g_markup_escape_text (p, g_utf8_next_char (p) - p);

      if (!g_unichar_isspace (c) && sc_figurine_font_has_char (c))
        g_string_append_printf (out, "<span font_family=\"" SC_FIGURINE_FAMILY "\">%s</span>", escaped);
      else
        g_string_append (out, escaped);
    }
  return g_string_free (out, FALSE);
}
