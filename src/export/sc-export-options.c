/* sc-export-options.c: what an export or a print looks like
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sc-export-options.h"

#define MM_TO_PT (72.0 / 25.4)

G_DEFINE_BOXED_TYPE (ScExportOptions, sc_export_options, sc_export_options_copy, sc_export_options_free)

ScExportOptions *
sc_export_options_new (void)
{
  ScExportOptions *options = g_new0 (ScExportOptions, 1);

  options->format = SC_EXPORT_PDF;
  sc_notation_style_init_preset (&options->style, SC_PRESET_FIGURINE, NULL);
  options->columns = 1;
  options->paper_width = 210 * MM_TO_PT;
  options->paper_height = 297 * MM_TO_PT;
  options->margin = 18 * MM_TO_PT;
  options->font_size = 9.5;
  options->diagrams = SC_DIAGRAMS_DEFAULT;
  options->diagram_size = 144;
  options->coordinates = TRUE;
  options->italic_deeper = TRUE;
  options->paragraph_depth = 1;
  return options;
}

ScExportOptions *
sc_export_options_copy (const ScExportOptions *options)
{
  return g_memdup2 (options, sizeof *options);
}

void
sc_export_options_free (ScExportOptions *options)
{
  g_free (options);
}

gboolean
sc_export_options_set_paper (ScExportOptions  *options,
                             const char       *paper,
                             GError          **error)
{
  static const struct {
    const char *name;
    double      width, height;   /* mm */
  } papers[] = {
    { "a4", 210, 297 },
    { "a5", 148, 210 },
    { "letter", 215.9, 279.4 },
  };
  char *end;
  double width, height;

  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    if (g_ascii_strcasecmp (paper, papers[i].name) == 0)
      {
        options->paper_width = papers[i].width * MM_TO_PT;
        options->paper_height = papers[i].height * MM_TO_PT;
        /* Smaller paper, smaller margins. */
        options->margin = (papers[i].width < 200 ? 12 : 18) * MM_TO_PT;
        return TRUE;
      }
  width = g_ascii_strtod (paper, &end);
  if (end != paper && (*end == 'x' || *end == 'X'))
    {
      const char *rest = end + 1;

      height = g_ascii_strtod (rest, &end);
      if (end != rest && g_str_equal (end, "mm") && width >= 50 && height >= 50 && width <= 2000 && height <= 2000)
        {
          options->paper_width = width * MM_TO_PT;
          options->paper_height = height * MM_TO_PT;
          options->margin = (width < 200 ? 12 : 18) * MM_TO_PT;
          return TRUE;
        }
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("unknown paper “%s” (a4, a5, letter, or WxHmm from 50 to 2000 mm)"), paper);
  return FALSE;
}

static const char *format_names[] = { "pdf", "svg", "html", "tex", "txt" };

gboolean
sc_export_format_from_name (const char     *name,
                            ScExportFormat *format)
{
  for (guint i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (g_ascii_strcasecmp (name, format_names[i]) == 0)
      {
        *format = (ScExportFormat) i;
        return TRUE;
      }
  return FALSE;
}

const char *
sc_export_format_extension (ScExportFormat format)
{
  g_return_val_if_fail (format < G_N_ELEMENTS (format_names), NULL);
  return format_names[format];
}

gboolean
sc_export_format_named_by (const char     *file_name,
                           ScExportFormat *format)
{
  const char *base = strrchr (file_name, G_DIR_SEPARATOR);
  const char *dot = strrchr (base != NULL ? base + 1 : file_name, '.');

  if (dot == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (dot + 1, "htm") == 0)
    {
      *format = SC_EXPORT_HTML;
      return TRUE;
    }
  return sc_export_format_from_name (dot + 1, format);
}

static const struct {
  const char      *name;
  ScDiagramChoice  choice;
} diagram_names[] = {
  { "start", SC_DIAGRAMS_START },
  { "marked", SC_DIAGRAMS_MARKED },
  { "end", SC_DIAGRAMS_END },
  { "turning", SC_DIAGRAMS_TURNING },
};

gboolean
sc_diagram_choice_from_names (const char      *names,
                              ScDiagramChoice *choice)
{
  g_auto(GStrv) parts = g_strsplit (names, ",", -1);
  ScDiagramChoice found = SC_DIAGRAMS_NONE;

  if (parts[0] == NULL)
    return FALSE;
  if (parts[1] == NULL && g_ascii_strcasecmp (g_strstrip (parts[0]), "none") == 0)
    {
      *choice = SC_DIAGRAMS_NONE;
      return TRUE;
    }
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *name = g_strstrip (parts[i]);
      gboolean known = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (diagram_names) && !known; k++)
        if (g_ascii_strcasecmp (name, diagram_names[k].name) == 0)
          {
            found |= diagram_names[k].choice;
            known = TRUE;
          }
      if (!known)
        return FALSE;
    }
  /* Before lists, "end" and "turning" each meant the marked diagrams too. */
  if (parts[1] == NULL && (found == SC_DIAGRAMS_END || found == SC_DIAGRAMS_TURNING))
    found |= SC_DIAGRAMS_MARKED;
  *choice = found;
  return TRUE;
}

/* lang and preset_name into a notation style: figurines unless letters are
 * asked for, by a language or by a letter style (pgn, fide, minimal, long);
 * without a language, the letters are the interface language's. */
static gboolean
resolve_style (const char       *lang_name,
               const char       *preset_name,
               ScNotationStyle  *style,
               GError          **error)
{
  const ScLanguage *lang = NULL;
  gboolean figurines = lang_name == NULL || g_str_equal (lang_name, "figurine");
  ScPreset preset = figurines ? SC_PRESET_FIGURINE : SC_PRESET_FIDE;

  if (lang_name == NULL)
    lang = sc_language_for_locale ();
  else if (!figurines && (lang = sc_language_lookup (lang_name)) == NULL)
    {
      g_autofree char *message = sc_language_unknown_message (lang_name, TRUE);

      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, message);
      return FALSE;
    }
  if (preset_name != NULL && !sc_preset_from_name (preset_name, &preset))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown style “%s” (use pgn, fide, figurine, minimal or long)"), preset_name);
      return FALSE;
    }
  if (lang_name == NULL && preset != SC_PRESET_FIGURINE)
    figurines = FALSE;
  sc_notation_style_init_preset (style, preset, lang);
  if (figurines)
    style->pieces = SC_PIECES_FIGURINES;
  else
    {
      style->pieces = SC_PIECES_LETTERS;
      style->language = lang;
    }
  return TRUE;
}

ScExportOptions *
sc_export_options_new_from_settings (const ScExportSettings  *settings,
                                     GError                 **error)
{
  g_autoptr(ScExportOptions) options = sc_export_options_new ();

  if (settings->format != NULL && !sc_export_format_from_name (settings->format, &options->format))
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("unknown format (use pdf, svg, html, tex or txt)"));
      return NULL;
    }
  if (!resolve_style (settings->lang, settings->style, &options->style, error))
    return NULL;
  if (settings->columns > 2)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--columns must be 1 or 2"));
      return NULL;
    }
  if (settings->columns != 0)
    options->columns = settings->columns;
  if (settings->paper != NULL && !sc_export_options_set_paper (options, settings->paper, error))
    return NULL;
  if (settings->diagrams != NULL && !sc_diagram_choice_from_names (settings->diagrams, &options->diagrams))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown diagrams “%s” (use a comma list of start, marked, end and turning, or none)"),
                   settings->diagrams);
      return NULL;
    }
  if (settings->diagram_size != 0)
    {
      /* NaN too. */
      if (!(settings->diagram_size >= 36 && settings->diagram_size <= 600))
        {
          g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                               _("--diagram-size must be from 36 to 600 points"));
          return NULL;
        }
      options->diagram_size = settings->diagram_size;
    }
  options->grayscale = settings->grayscale;
  options->coordinates = !settings->no_coordinates;
  return g_steal_pointer (&options);
}
