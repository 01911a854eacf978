/* sc-export.c: games to a file in any export format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

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

GPtrArray *
sc_export_svg_earlier_pages (GFile *file)
{
  g_autofree char *stem = sc_export_file_stem (file);
  g_autofree char *prefix = g_strconcat (stem, "-", NULL);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *folder = parent != NULL ? g_file_get_path (parent) : NULL;
  g_autoptr(GDir) dir = folder != NULL ? g_dir_open (folder, 0, NULL) : NULL;
  GPtrArray *pages = g_ptr_array_new_with_free_func (g_object_unref);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      const char *number = name + strlen (prefix);
      gsize digits;

      if (!g_str_has_prefix (name, prefix))
        continue;
      digits = strspn (number, "0123456789");
      if (digits > 0 && g_str_equal (number + digits, ".svg"))
        g_ptr_array_add (pages, g_file_get_child (parent, name));
    }
  return pages;
}

/* After n_pages were written to file: the pages of an earlier export
 * there that they did not replace go, so that the folder holds this
 * export's pages alone. */
static void
remove_earlier_pages (GFile *file,
                      guint  n_pages)
{
  g_autoptr(GPtrArray) earlier = sc_export_svg_earlier_pages (file);
  g_autoptr(GHashTable) written = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint page = 0; page < n_pages && n_pages > 1; page++)
    g_hash_table_add (written, sc_export_svg_page_name (file, page, n_pages));
  for (guint i = 0; i < earlier->len; i++)
    {
      g_autofree char *name = g_file_get_basename (g_ptr_array_index (earlier, i));

      if (!g_hash_table_contains (written, name))
        g_file_delete (g_ptr_array_index (earlier, i), NULL, NULL);
    }
  if (n_pages > 1)
    g_file_delete (file, NULL, NULL);
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
  if (format == SC_EXPORT_SVG)
    remove_earlier_pages (file, n_files);
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
  g_autoptr(ScBulletinLayout) layout = NULL;
  guint files_written = 1;

  g_return_val_if_fail (games != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = sc_export_games_to_text (games, options, title);
  if (text == NULL)
    layout = sc_bulletin_layout_new (games, options);
  if (options->format == SC_EXPORT_SVG)
    files_written = sc_bulletin_layout_get_n_pages (layout);
  if (n_files != NULL)
    *n_files = files_written;
  if (layout != NULL)
    return write_pages (layout, options->format, title, file, files_written, error);
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}
