/* sc-piece-set.c: the twelve piece drawings, parsed once, rasterized once per size
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-piece-drawing.h"
#include "sc-piece-set.h"

/* The drawings are ScPieceDrawing's (GTK-free, shared with print and
 * export); this adds the textures the board view shows. */
struct _ScPieceSet {
  GObject         parent_instance;
  ScPieceDrawing *drawing;
  GdkTexture     *textures[16];     /* by ScPiece, at texture_size */
  int             texture_size;
  guint           n_rasterized;
  /* By row, the pixels at either side that no piece covers at
   * texture_size, once counted; NULL before. */
  int            *clear_left;
  int            *clear_right;
};

G_DEFINE_FINAL_TYPE (ScPieceSet, sc_piece_set, G_TYPE_OBJECT)

static void
sc_piece_set_finalize (GObject *object)
{
  ScPieceSet *self = SC_PIECE_SET (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->textures); i++)
    g_clear_object (&self->textures[i]);
  g_clear_pointer (&self->clear_left, g_free);
  g_clear_pointer (&self->clear_right, g_free);
  g_clear_object (&self->drawing);
  G_OBJECT_CLASS (sc_piece_set_parent_class)->finalize (object);
}

static void
sc_piece_set_class_init (ScPieceSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sc_piece_set_finalize;
}

static void
sc_piece_set_init (ScPieceSet *self)
{
}

static ScPieceSet *
wrap (ScPieceDrawing *drawing)
{
  ScPieceSet *self;

  if (drawing == NULL)
    return NULL;
  self = g_object_new (SC_TYPE_PIECE_SET, NULL);
  self->drawing = drawing;
  return self;
}

ScPieceSet *
sc_piece_set_new_from_resource (const char  *name,
                                GError     **error)
{
  return wrap (sc_piece_drawing_new_from_resource (name, error));
}

ScPieceSet *
sc_piece_set_new_from_directory (GFile   *directory,
                                 GError **error)
{
  return wrap (sc_piece_drawing_new_from_directory (directory, error));
}

ScPieceSet *
sc_piece_set_load (const char  *name,
                   GError     **error)
{
  return wrap (sc_piece_drawing_load (name, error));
}

const char *
sc_piece_set_get_name (ScPieceSet *self)
{
  g_return_val_if_fail (SC_IS_PIECE_SET (self), NULL);
  return sc_piece_drawing_get_name (self->drawing);
}

ScPieceDrawing *
sc_piece_set_get_drawing (ScPieceSet *self)
{
  g_return_val_if_fail (SC_IS_PIECE_SET (self), NULL);
  return self->drawing;
}

void
sc_piece_set_render (ScPieceSet *self,
                     cairo_t    *cr,
                     ScPiece     piece,
                     double      x,
                     double      y,
                     double      size)
{
  g_return_if_fail (SC_IS_PIECE_SET (self));
  sc_piece_drawing_render (self->drawing, cr, piece, x, y, size);
}

static GdkTexture *
rasterize (ScPieceSet *self,
           ScPiece     piece,
           int         size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  sc_piece_set_render (self, cr, piece, 0, 0, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is premultiplied native-endian: B8G8R8A8 on little-endian. */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * (gsize) size);
  texture = gdk_memory_texture_new (size, size,
                                    G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                    : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                    bytes, (gsize) cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  self->n_rasterized++;
  return texture;
}

GdkTexture *
sc_piece_set_get_texture (ScPieceSet *self,
                          ScPiece     piece,
                          int         pixel_size)
{
  g_return_val_if_fail (SC_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (piece < G_N_ELEMENTS (self->textures) && SC_PIECE_TYPE (piece) < SC_N_PIECE_TYPES, NULL);
  g_return_val_if_fail (pixel_size > 0, NULL);

  if (pixel_size != self->texture_size)
    {
      for (guint i = 0; i < G_N_ELEMENTS (self->textures); i++)
        g_clear_object (&self->textures[i]);
      self->texture_size = pixel_size;
      g_clear_pointer (&self->clear_left, g_free);
      g_clear_pointer (&self->clear_right, g_free);
    }
  if (self->textures[piece] == NULL)
    self->textures[piece] = rasterize (self, piece, pixel_size);
  return self->textures[piece];
}

/* Narrows left and right, by row, to the pixels at either side of
 * texture where nothing shows. */
static void
narrow_clear_rows (GdkTexture *texture,
                   int        *left,
                   int        *right)
{
  int size = gdk_texture_get_width (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) size * (gsize) size);

  /* Native-endian ARGB, as cairo's: alpha is the top byte. */
  gdk_texture_download (texture, (guchar *) pixels, (gsize) size * sizeof (guint32));
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      if ((pixels[y * size + x] >> 24) != 0)
        {
          left[y] = MIN (left[y], x);
          right[y] = MIN (right[y], size - 1 - x);
        }
}

void
sc_piece_set_get_clear_rows (ScPieceSet  *self,
                             int          pixel_size,
                             const int  **left,
                             const int  **right)
{
  g_return_if_fail (SC_IS_PIECE_SET (self));
  g_return_if_fail (pixel_size > 0);

  if (pixel_size != self->texture_size || self->clear_left == NULL)
    {
      /* First: a new size drops the textures and rows of the last. */
      sc_piece_set_get_texture (self, SC_MAKE_PIECE (SC_WHITE, SC_PAWN), pixel_size);
      self->clear_left = g_new (int, pixel_size);
      self->clear_right = g_new (int, pixel_size);
      for (int y = 0; y < pixel_size; y++)
        self->clear_left[y] = self->clear_right[y] = pixel_size;
      for (guint i = 0; i < 2 * SC_N_PIECE_TYPES; i++)
        narrow_clear_rows (sc_piece_set_get_texture (self, SC_MAKE_PIECE (i / SC_N_PIECE_TYPES, i % SC_N_PIECE_TYPES),
                                                     pixel_size),
                           self->clear_left, self->clear_right);
    }
  *left = self->clear_left;
  *right = self->clear_right;
}

guint
sc_piece_set_get_n_rasterized (ScPieceSet *self)
{
  g_return_val_if_fail (SC_IS_PIECE_SET (self), 0);
  return self->n_rasterized;
}
