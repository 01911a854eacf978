/* sc-piece-set.c: the twelve piece drawings, parsed once, rasterized once per size
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <librsvg/rsvg.h>

#include "sc-piece-set.h"

#define RESOURCE_PIECES "/io/github/scoresheet/Scoresheet/pieces"

struct _ScPieceSet {
  GObject     parent_instance;
  char       *name;
  RsvgHandle *handles[16];      /* by ScPiece */
  GdkTexture *textures[16];     /* at texture_size */
  int         texture_size;
  guint       n_rasterized;
};

G_DEFINE_FINAL_TYPE (ScPieceSet, sc_piece_set, G_TYPE_OBJECT)

static const char *piece_names[SC_N_PIECE_TYPES] = { "pawn", "knight", "bishop", "rook", "queen", "king" };

static void
sc_piece_set_finalize (GObject *object)
{
  ScPieceSet *self = SC_PIECE_SET (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->handles); i++)
    {
      g_clear_object (&self->handles[i]);
      g_clear_object (&self->textures[i]);
    }
  g_free (self->name);
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

static char *
file_name (ScPiece piece)
{
  return g_strdup_printf ("%s-%s.svg", SC_PIECE_COLOR (piece) == SC_WHITE ? "white" : "black",
                          piece_names[SC_PIECE_TYPE (piece)]);
}

typedef GBytes *(*LoadFunc) (gpointer source, const char *file, GError **error);

static ScPieceSet *
load_all (const char *name,
          LoadFunc    load,
          gpointer    source,
          GError    **error)
{
  g_autoptr(ScPieceSet) self = g_object_new (SC_TYPE_PIECE_SET, NULL);

  self->name = g_strdup (name);
  for (ScColor color = SC_WHITE; color <= SC_BLACK; color++)
    for (ScPieceType type = SC_PAWN; type < SC_N_PIECE_TYPES; type++)
      {
        ScPiece piece = SC_MAKE_PIECE (color, type);
        g_autofree char *file = file_name (piece);
        g_autoptr(GBytes) bytes = load (source, file, error);
        gsize size;
        const guint8 *data;

        if (bytes == NULL)
          return NULL;
        data = g_bytes_get_data (bytes, &size);
        /* Parsed once here; drawing later reuses the handle. */
        self->handles[piece] = rsvg_handle_new_from_data (data, size, error);
        if (self->handles[piece] == NULL)
          {
            g_prefix_error (error, "%s: ", file);
            return NULL;
          }
      }
  return g_steal_pointer (&self);
}

static GBytes *
load_resource (gpointer    source,
               const char *file,
               GError    **error)
{
  g_autofree char *path = g_strdup_printf ("%s/%s/%s", RESOURCE_PIECES, (const char *) source, file);

  return g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}

static GBytes *
load_file (gpointer    source,
           const char *file,
           GError    **error)
{
  g_autoptr(GFile) child = g_file_get_child (G_FILE (source), file);

  return g_file_load_bytes (child, NULL, NULL, error);
}

ScPieceSet *
sc_piece_set_new_from_resource (const char  *name,
                                GError     **error)
{
  return load_all (name, load_resource, (gpointer) name, error);
}

ScPieceSet *
sc_piece_set_new_from_directory (GFile   *directory,
                                 GError **error)
{
  g_autofree char *name = g_file_get_basename (directory);

  return load_all (name, load_file, directory, error);
}

ScPieceSet *
sc_piece_set_load (const char  *name,
                   GError     **error)
{
  g_autofree char *path = g_strdup_printf ("%s/%s", RESOURCE_PIECES, name);
  g_autofree char *user_dir = NULL;
  g_autoptr(GFile) directory = NULL;
  g_auto(GStrv) bundled = g_resources_enumerate_children (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  if (bundled != NULL)
    return sc_piece_set_new_from_resource (name, error);
  user_dir = g_build_filename (g_get_user_data_dir (), "scoresheet", "pieces", name, NULL);
  directory = g_file_new_for_path (user_dir);
  return sc_piece_set_new_from_directory (directory, error);
}

const char *
sc_piece_set_get_name (ScPieceSet *self)
{
  g_return_val_if_fail (SC_IS_PIECE_SET (self), NULL);
  return self->name;
}

void
sc_piece_set_render (ScPieceSet *self,
                     cairo_t    *cr,
                     ScPiece     piece,
                     double      x,
                     double      y,
                     double      size)
{
  RsvgRectangle viewport = { x, y, size, size };

  g_return_if_fail (SC_IS_PIECE_SET (self));
  g_return_if_fail (piece < G_N_ELEMENTS (self->handles) && self->handles[piece] != NULL);

  rsvg_handle_render_document (self->handles[piece], cr, &viewport, NULL);
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
  g_return_val_if_fail (piece < G_N_ELEMENTS (self->handles) && self->handles[piece] != NULL, NULL);
  g_return_val_if_fail (pixel_size > 0, NULL);

  if (pixel_size != self->texture_size)
    {
      for (guint i = 0; i < G_N_ELEMENTS (self->textures); i++)
        g_clear_object (&self->textures[i]);
      self->texture_size = pixel_size;
    }
  if (self->textures[piece] == NULL)
    self->textures[piece] = rasterize (self, piece, pixel_size);
  return self->textures[piece];
}

guint
sc_piece_set_get_n_rasterized (ScPieceSet *self)
{
  g_return_val_if_fail (SC_IS_PIECE_SET (self), 0);
  return self->n_rasterized;
}
