/* sc-piece-set.h: the twelve piece drawings, parsed once, rasterized once per size
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gtk/gtk.h>

#include "sc-piece-drawing.h"
#include "sc-types.h"

G_BEGIN_DECLS

#define SC_TYPE_PIECE_SET (sc_piece_set_get_type ())
G_DECLARE_FINAL_TYPE (ScPieceSet, sc_piece_set, SC, PIECE_SET, GObject)

/* A set is a folder of white-king.svg ... black-pawn.svg: one bundled in
 * the resources under /io/github/scoresheet/Scoresheet/pieces/NAME/, or a
 * folder on disk. */
ScPieceSet  *sc_piece_set_new_from_resource  (const char  *name,
                                              GError     **error);
ScPieceSet  *sc_piece_set_new_from_directory (GFile       *directory,
                                              GError     **error);
/* Bundled sets first, then those in $XDG_DATA_HOME/scoresheet/pieces. */
ScPieceSet  *sc_piece_set_load               (const char  *name,
                                              GError     **error);
const char  *sc_piece_set_get_name           (ScPieceSet  *self);

/* The piece as a texture of pixel_size device pixels. Textures are made
 * once per size; asking for another size drops the old ones. */
GdkTexture  *sc_piece_set_get_texture        (ScPieceSet  *self,
                                              ScPiece      piece,
                                              int          pixel_size);
/* For each row of pixels of a square of pixel_size, how many pixels at
 * its left and at its right no piece of the set covers: the room beside
 * the drawings, where the board writes its coordinates. The arrays
 * (pixel_size long) are the set's, good until another size is asked. */
void         sc_piece_set_get_clear_rows     (ScPieceSet  *self,
                                              int          pixel_size,
                                              const int  **left,
                                              const int  **right);
/* Draws the piece as vectors into the square (x, y, size) of cr (print, SVG, PDF). */
void         sc_piece_set_render             (ScPieceSet  *self,
                                              cairo_t     *cr,
                                              ScPiece      piece,
                                              double       x,
                                              double       y,
                                              double       size);
/* The drawings, for print and export. */
ScPieceDrawing *sc_piece_set_get_drawing    (ScPieceSet  *self);
/* How many textures were rasterized so far (for tests and benchmarks). */
guint        sc_piece_set_get_n_rasterized   (ScPieceSet  *self);

G_END_DECLS
