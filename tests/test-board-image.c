/* test-board-image.c: a board image has blank room on every side
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "sc-board-image.h"

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
        int top, bottom, left, right;

        g_assert_true (sc_position_set_fen (&pos, cases[i].fen, &error));
        png = sc_board_image_render (&pos, NULL, 0, cases[i].flags | SC_DIAGRAM_SIDE_TO_MOVE, size,
                                     SC_BOARD_IMAGE_PNG, &error);
        g_assert_no_error (error);
        reading.bytes = png;
        image = cairo_image_surface_create_from_png_stream (read_bytes, &reading);
        g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
        top = blank_edge (image, 0, 1);
        bottom = blank_edge (image, 0, -1);
        left = blank_edge (image, 1, 0);
        right = blank_edge (image, -1, 0);
        g_test_message ("%s, flags %d, %d px: blank %d above, %d below, %d left, %d right", cases[i].fen,
                        cases[i].flags, size, top, bottom, left, right);
        /* Room for the frame's whole line and clear of the side-to-move square. */
        g_assert_cmpint (top, >=, size / 100);
        g_assert_cmpint (bottom, >=, size / 100);
        g_assert_cmpint (left, >=, size / 100);
        g_assert_cmpint (right, >=, size / 100);
        cairo_surface_destroy (image);
      }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-image/margin", test_margin);
  return g_test_run ();
}
