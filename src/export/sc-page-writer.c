/* sc-page-writer.c: laid-out pages to PDF and SVG through cairo's surfaces
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>

#include "sc-page-writer.h"

typedef struct {
  GOutputStream *out;
  GError        *error;
} Sink;

static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  Sink *sink = closure;

  if (sink->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (sink->out, data, length, NULL, NULL, &sink->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
finish (cairo_surface_t  *surface,
        Sink             *sink,
        GError          **error)
{
  cairo_status_t status;

  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (sink->error != NULL)
    {
      g_propagate_error (error, sink->error);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* Now, or the time SOURCE_DATE_EPOCH gives (seconds since 1970), as
 * reproducible builds set it: the same games then give the same bytes. */
static GDateTime *
creation_time (void)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  guint64 seconds;

  if (epoch != NULL && g_ascii_string_to_unsigned (epoch, 10, 0, G_MAXINT64, &seconds, NULL))
    return g_date_time_new_from_unix_utc ((gint64) seconds);
  return g_date_time_new_now_utc ();
}

gboolean
sc_page_writer_write_pdf (ScBulletinLayout  *layout,
                          GOutputStream     *out,
                          const char        *title,
                          GError           **error)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (layout);
  Sink sink = { out, NULL };
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (sink_write, &sink, options->paper_width,
                                                                  options->paper_height);
  cairo_t *cr = cairo_create (surface);
  guint n_pages = sc_bulletin_layout_get_n_pages (layout);
  guint n_games = sc_bulletin_layout_get_n_games (layout);
  g_autoptr(GDateTime) now = creation_time ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");

  for (guint game = 0; title == NULL && game < n_games; game++)
    title = sc_bulletin_layout_get_game_title (layout, game);
  if (title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Scoresheet " PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
  /* TRANSLATORS: what exported games are: the subject of a PDF, and the title of an HTML page without a game heading */
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT, _("Chess games"));

  for (guint game = 0; game < n_games; game++)
    {
      guint page;
      double y;
      g_autofree char *link = NULL;
      char y_text[G_ASCII_DTOSTR_BUF_SIZE];

      /* Words alone between games have no outline entry. */
      if (sc_bulletin_layout_get_game_title (layout, game) == NULL)
        continue;
      sc_bulletin_layout_get_game_start (layout, game, &page, &y);
      link = g_strdup_printf ("page=%u pos=[0 %s]", page + 1, g_ascii_dtostr (y_text, sizeof y_text, y));
      cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT,
                                     sc_bulletin_layout_get_game_title (layout, game), link, 0);
    }

  for (guint page = 0; page < n_pages; page++)
    {
      sc_bulletin_layout_draw_page (layout, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  return finish (surface, &sink, error);
}

gboolean
sc_page_writer_write_svg (ScBulletinLayout  *layout,
                          guint              page,
                          GOutputStream     *out,
                          GError           **error)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (layout);
  Sink sink = { out, NULL };
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (sink_write, &sink, options->paper_width,
                                                                  options->paper_height);
  cairo_t *cr = cairo_create (surface);

  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  sc_bulletin_layout_draw_page (layout, cr, page);
  cairo_destroy (cr);
  return finish (surface, &sink, error);
}
