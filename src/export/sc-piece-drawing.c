/* sc-piece-drawing.c: the twelve piece drawings of a set, parsed once, drawn as vectors
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <librsvg/rsvg.h>

#include "sc-export-resources.h"
#include "sc-piece-drawing.h"

struct _ScPieceDrawing {
  GObject     parent_instance;
  char       *name;
  RsvgHandle *handles[16];      /* by ScPiece */
};

G_DEFINE_FINAL_TYPE (ScPieceDrawing, sc_piece_drawing, G_TYPE_OBJECT)

static const char *piece_names[SC_N_PIECE_TYPES] = { "pawn", "knight", "bishop", "rook", "queen", "king" };

static void
sc_piece_drawing_finalize (GObject *object)
{
  ScPieceDrawing *self = SC_PIECE_DRAWING (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->handles); i++)
    g_clear_object (&self->handles[i]);
  g_free (self->name);
  G_OBJECT_CLASS (sc_piece_drawing_parent_class)->finalize (object);
}

static void
sc_piece_drawing_class_init (ScPieceDrawingClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sc_piece_drawing_finalize;
  /* A static library drops unreferenced objects: this reference keeps
   * the pieces' resource bundle (registered by its constructor) linked. */
  (void) sc_export_get_resource ();
}

static void
sc_piece_drawing_init (ScPieceDrawing *self)
{
}

static char *
file_name (ScPiece piece)
{
  return g_strdup_printf ("%s-%s.svg", SC_PIECE_COLOR (piece) == SC_WHITE ? "white" : "black",
                          piece_names[SC_PIECE_TYPE (piece)]);
}

typedef GBytes *(*LoadFunc) (gpointer source, const char *file, GError **error);

static ScPieceDrawing *
load_all (const char *name,
          LoadFunc    load,
          gpointer    source,
          GError    **error)
{
  g_autoptr(ScPieceDrawing) self = g_object_new (SC_TYPE_PIECE_DRAWING, NULL);

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
  g_autofree char *path = g_strdup_printf ("%s/%s/%s", SC_PIECES_RESOURCE_PATH, (const char *) source, file);

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

ScPieceDrawing *
sc_piece_drawing_new_from_resource (const char  *name,
                                    GError     **error)
{
  g_type_ensure (SC_TYPE_PIECE_DRAWING);
  return load_all (name, load_resource, (gpointer) name, error);
}

ScPieceDrawing *
sc_piece_drawing_new_from_directory (GFile   *directory,
                                     GError **error)
{
  g_autofree char *name = g_file_get_basename (directory);

  return load_all (name, load_file, directory, error);
}

GStrv
sc_piece_drawing_find_missing (GFile *directory)
{
  g_autoptr(GStrvBuilder) missing = g_strv_builder_new ();

  for (ScColor color = SC_WHITE; color <= SC_BLACK; color++)
    for (ScPieceType type = SC_PAWN; type < SC_N_PIECE_TYPES; type++)
      {
        g_autofree char *file = file_name (SC_MAKE_PIECE (color, type));
        g_autoptr(GFile) child = g_file_get_child (directory, file);

        if (!g_file_query_exists (child, NULL))
          g_strv_builder_add (missing, file);
      }
  return g_strv_builder_end (missing);
}

ScPieceDrawing *
sc_piece_drawing_load (const char  *name,
                       GError     **error)
{
  g_autofree char *path = g_strdup_printf ("%s/%s", SC_PIECES_RESOURCE_PATH, name);
  g_autofree char *user_dir = NULL;
  g_autoptr(GFile) directory = NULL;
  g_auto(GStrv) bundled = NULL;

  g_type_ensure (SC_TYPE_PIECE_DRAWING);
  bundled = g_resources_enumerate_children (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bundled != NULL)
    return sc_piece_drawing_new_from_resource (name, error);
  user_dir = g_build_filename (g_get_user_data_dir (), "scoresheet", "pieces", name, NULL);
  directory = g_file_new_for_path (user_dir);
  return sc_piece_drawing_new_from_directory (directory, error);
}

ScPieceDrawing *
sc_piece_drawing_get_default (void)
{
  static gsize loaded;
  static ScPieceDrawing *drawing;

  if (g_once_init_enter (&loaded))
    {
      g_autoptr(GError) error = NULL;

      drawing = sc_piece_drawing_new_from_resource ("staunton", &error);
      if (drawing == NULL)
        g_error ("The bundled piece set is missing: %s", error->message);
      g_once_init_leave (&loaded, 1);
    }
  return drawing;
}

const char *
sc_piece_drawing_get_name (ScPieceDrawing *self)
{
  g_return_val_if_fail (SC_IS_PIECE_DRAWING (self), NULL);
  return self->name;
}

void
sc_piece_drawing_render (ScPieceDrawing *self,
                         cairo_t        *cr,
                         ScPiece         piece,
                         double          x,
                         double          y,
                         double          size)
{
  RsvgRectangle viewport = { x, y, size, size };

  g_return_if_fail (SC_IS_PIECE_DRAWING (self));
  g_return_if_fail (piece < G_N_ELEMENTS (self->handles) && self->handles[piece] != NULL);

  rsvg_handle_render_document (self->handles[piece], cr, &viewport, NULL);
}
