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

GFile *
sc_export_svg_page_file (GFile *file,
                         guint  page)
{
  g_autofree char *name = NULL;
  g_autofree char *stem = NULL;
  g_autofree char *numbered = NULL;
  g_autoptr(GFile) parent = NULL;
  char *dot;

  if (page == 0)
    return g_object_ref (file);
  name = g_file_get_basename (file);
  parent = g_file_get_parent (file);
  stem = g_strdup (name);
  dot = strrchr (stem, '.');
  if (dot != NULL && dot != stem)
    *dot = '\0';
  numbered = g_strdup_printf ("%s-%u.svg", stem, page + 1);
  return parent != NULL ? g_file_get_child (parent, numbered) : g_file_new_for_path (numbered);
}

static gboolean
write_pages (ScBulletinLayout  *layout,
             ScExportFormat     format,
             const char        *title,
             GFile             *file,
             GError           **error)
{
  guint n_files = format == SC_EXPORT_PDF ? 1 : sc_bulletin_layout_get_n_pages (layout);

  for (guint page = 0; page < n_files; page++)
    {
      g_autoptr(GFile) target = format == SC_EXPORT_PDF ? g_object_ref (file) : sc_export_svg_page_file (file, page);
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
                 GError                **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (games != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = sc_export_games_to_text (games, options, title);
  if (text == NULL)
    {
      g_autoptr(ScBulletinLayout) layout = sc_bulletin_layout_new (games, options);

      return write_pages (layout, options->format, title, file, error);
    }
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}
