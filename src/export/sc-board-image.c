/* sc-board-image.c: one board as an SVG or PNG file
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-svg.h>
#include <math.h>

#include "sc-board-image.h"

/* Blank room round the drawing on every side, of the board's side: the
 * frame's line and the side-to-move square stand clear of the edges. */
#define MARGIN_SHARE 0.02

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
sc_board_image_render (const ScPosition    *pos,
                       const ScMark        *marks,
                       guint                n_marks,
                       ScDiagramFlags       flags,
                       double               size,
                       ScBoardImageFormat   format,
                       GError             **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  double margin = ceil (size * MARGIN_SHARE), width, height;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  sc_diagram_get_extent (size, flags, &width, &height);
  width += 2 * margin;
  height += 2 * margin;
  if (format == SC_BOARD_IMAGE_PNG)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width), (int) ceil (height));
  else
    surface = cairo_svg_surface_create_for_stream (append_bytes, bytes, width, height);
  cr = cairo_create (surface);
  sc_diagram_draw (cr, sc_piece_drawing_get_default (), pos, marks, n_marks, margin, margin, size, flags);
  cairo_destroy (cr);
  if (format == SC_BOARD_IMAGE_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, bytes);
  else
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

gboolean
sc_board_image_write (const ScPosition    *pos,
                      const ScMark        *marks,
                      guint                n_marks,
                      ScDiagramFlags       flags,
                      double               size,
                      ScBoardImageFormat   format,
                      GFile               *file,
                      GError             **error)
{
  g_autoptr(GBytes) bytes = sc_board_image_render (pos, marks, n_marks, flags, size, format, error);

  if (bytes == NULL)
    return FALSE;
  return g_file_replace_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}
