/* test-board-image.c: a board image, and an HTML page's diagram, has
 * blank room on every side
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <librsvg/rsvg.h>
#include <string.h>

#include "sc-board-image.h"
#include "sc-html-writer.h"
#include "sc-movetext-reader.h"

typedef struct {
  GBytes *bytes;
  gsize   at;
} Reading;

static cairo_status_t
read_bytes (void          *closure,
            unsigned char *data,
            unsigned int   length)
{
  Reading *reading = closure;
  gsize size;
  const guint8 *bytes = g_bytes_get_data (reading->bytes, &size);

  if (reading->at + length > size)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, bytes + reading->at, length);
  reading->at += length;
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
is_blank (cairo_surface_t *image,
          int              x,
          int              y)
{
  const guint8 *row = cairo_image_surface_get_data (image) + y * cairo_image_surface_get_stride (image);

  /* ARGB32 in native endianness: alpha is the top byte. */
  return (((const guint32 *) row)[x] >> 24) == 0;
}

/* The blank rows or columns at one edge, counted inwards. */
static int
blank_edge (cairo_surface_t *image,
            int              dx,
            int              dy)
{
  int width = cairo_image_surface_get_width (image), height = cairo_image_surface_get_height (image);
  gboolean rows = dx == 0;
  int n_lines = rows ? height : width, length = rows ? width : height;

  for (int line = 0; line < n_lines; line++)
    {
      int at = (rows ? dy : dx) > 0 ? line : n_lines - 1 - line;

      for (int i = 0; i < length; i++)
        if (!(rows ? is_blank (image, i, at) : is_blank (image, at, i)))
          return line;
    }
  return n_lines;
}

/* Every edge of image has blank lines, a hundredth of side at least. */
static void
assert_blank_edges (cairo_surface_t *image,
                    int              side)
{
  int top = blank_edge (image, 0, 1), bottom = blank_edge (image, 0, -1);
  int left = blank_edge (image, 1, 0), right = blank_edge (image, -1, 0);

  g_test_message ("%d px: blank %d above, %d below, %d left, %d right", side, top, bottom, left, right);
  /* Room for the frame's whole line and clear of the side-to-move square. */
  g_assert_cmpint (top, >=, side / 100);
  g_assert_cmpint (bottom, >=, side / 100);
  g_assert_cmpint (left, >=, side / 100);
  g_assert_cmpint (right, >=, side / 100);
}

static void
test_margin (void)
{
  static const struct {
    const char     *fen;
    ScDiagramFlags  flags;
  } cases[] = {
    /* White to move: the side-to-move square at the foot; seen from Black, at the top. */
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", SC_DIAGRAM_COORDINATES },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", SC_DIAGRAM_COORDINATES | SC_DIAGRAM_FLIPPED },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", SC_DIAGRAM_COORDINATES },
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", SC_DIAGRAM_DEFAULT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (int size = 240; size <= 480; size += 160)
      {
        ScPosition pos;
        g_autoptr(GError) error = NULL;
        g_autoptr(GBytes) png = NULL;
        Reading reading = { NULL, 0 };
        cairo_surface_t *image;

        g_assert_true (sc_position_set_fen (&pos, cases[i].fen, &error));
        png = sc_board_image_render (&pos, NULL, 0, cases[i].flags | SC_DIAGRAM_SIDE_TO_MOVE, size,
                                     SC_BOARD_IMAGE_PNG, &error);
        g_assert_no_error (error);
        reading.bytes = png;
        image = cairo_image_surface_create_from_png_stream (read_bytes, &reading);
        g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
        g_test_message ("%s, flags %d", cases[i].fen, cases[i].flags);
        assert_blank_edges (image, size);
        cairo_surface_destroy (image);
      }
}

/* The HTML page's diagrams are the board image's, drawn whole. */
static void
test_html_margin (void)
{
  g_autoptr(ScReadResult) result = sc_read_games ("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 $220 *\n", -1,
                                                  NULL);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autofree char *html = sc_html_writer_write (result->games, options, NULL);
  const char *start = strstr (html, "<svg"), *end = strstr (html, "</svg>");
  g_autoptr(GError) error = NULL;
  RsvgHandle *svg;
  double width, height;
  cairo_surface_t *image;
  cairo_t *cr;
  RsvgRectangle viewport;

  g_assert_nonnull (start);
  g_assert_nonnull (end);
  svg = rsvg_handle_new_from_data ((const guint8 *) start, (gsize) (end + strlen ("</svg>") - start), &error);
  g_assert_no_error (error);
  g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (svg, &width, &height));
  /* Three pixels a point. */
  viewport = (RsvgRectangle) { 0, 0, width * 3, height * 3 };
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) viewport.width, (int) viewport.height);
  cr = cairo_create (image);
  g_assert_true (rsvg_handle_render_document (svg, cr, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_object_unref (svg);
  cairo_surface_flush (image);
  assert_blank_edges (image, (int) (options->diagram_size * 3));
  cairo_surface_destroy (image);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-image/margin", test_margin);
  g_test_add_func ("/board-image/html-margin", test_html_margin);
  return g_test_run ();
}
