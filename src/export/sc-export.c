/* sc-export.c: games to a file in any export format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-bulletin-layout.h"
#include "sc-export.h"
#include "sc-html-writer.h"
#include "sc-page-writer.h"
#include "sc-tex-writer.h"
#include "sc-text-writer.h"

char *
sc_export_file_stem (GFile *file)
{
  char *stem = g_file_get_basename (file);
  char *dot = strrchr (stem, '.');

  /* ".games" is a name, not an extension. */
  if (dot != NULL && dot != stem)
    *dot = '\0';
  return stem;
}

GFile *
sc_export_svg_page_file (GFile *file,
                         guint  page,
                         guint  n_pages)
{
  g_autofree char *stem = NULL;
  g_autofree char *numbered = NULL;
  g_autoptr(GFile) parent = NULL;
  int width = 1;

  if (n_pages <= 1)
    return g_object_ref (file);
  /* The numbers as wide as the last, so that a listing sorted by name
   * lists the pages in order. */
  for (guint rest = n_pages; rest >= 10; rest /= 10)
    width++;
  parent = g_file_get_parent (file);
  stem = sc_export_file_stem (file);
  numbered = g_strdup_printf ("%s-%0*u.svg", stem, width, page + 1);
  return parent != NULL ? g_file_get_child (parent, numbered) : g_file_new_for_path (numbered);
}

char *
sc_export_svg_page_name (GFile *file,
                         guint  page,
                         guint  n_pages)
{
  g_autoptr(GFile) page_file = sc_export_svg_page_file (file, page, n_pages);

  return g_file_get_basename (page_file);
}

static gboolean
write_pages (ScBulletinLayout  *layout,
             ScExportFormat     format,
             const char        *title,
             GFile             *file,
             guint              n_files,
             GError           **error)
{
  for (guint page = 0; page < n_files; page++)
    {
      g_autoptr(GFile) target = format == SC_EXPORT_PDF ? g_object_ref (file)
                                                         : sc_export_svg_page_file (file, page, n_files);
      g_autoptr(GFileOutputStream) out = g_file_replace (target, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                                         NULL, error);
      gboolean written;

      if (out == NULL)
        return FALSE;
      if (format == SC_EXPORT_PDF)
        written = sc_page_writer_write_pdf (layout, G_OUTPUT_STREAM (out), title, error);
      else
        written = sc_page_writer_write_svg (layout, page, G_OUTPUT_STREAM (out), error);
      if (!written)
        {
          /* Closing after a cancel keeps the old file. */
          g_autoptr(GCancellable) cancel = g_cancellable_new ();

          g_cancellable_cancel (cancel);
          g_output_stream_close (G_OUTPUT_STREAM (out), cancel, NULL);
          return FALSE;
        }
      if (!g_output_stream_close (G_OUTPUT_STREAM (out), NULL, error))
        return FALSE;
    }
  return TRUE;
}

char *
sc_export_games_to_text (GPtrArray             *games,
                         const ScExportOptions *options,
                         const char            *title)
{
  g_return_val_if_fail (games != NULL, NULL);

  switch (options->format)
    {
    case SC_EXPORT_HTML:
      return sc_html_writer_write (games, options, title);
    case SC_EXPORT_TEX:
      return sc_tex_writer_write (games, options, title, NULL);
    case SC_EXPORT_TEXT:
      return sc_text_writer_write (games, options);
    case SC_EXPORT_PDF:
    case SC_EXPORT_SVG:
    default:
      return NULL;
    }
}

gboolean
sc_export_games (GPtrArray              *games,
                 const ScExportOptions  *options,
                 const char             *title,
                 GFile                  *file,
                 guint                  *n_files,
                 GError                **error)
{
  g_autofree char *text = NULL;
  guint files_written = 1;

  g_return_val_if_fail (games != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = sc_export_games_to_text (games, options, title);
  if (text == NULL)
    {
      g_autoptr(ScBulletinLayout) layout = sc_bulletin_layout_new (games, options);

      if (options->format == SC_EXPORT_SVG)
        files_written = sc_bulletin_layout_get_n_pages (layout);
      if (n_files != NULL)
        *n_files = files_written;
      return write_pages (layout, options->format, title, file, files_written, error);
    }
  if (n_files != NULL)
    *n_files = files_written;
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}
