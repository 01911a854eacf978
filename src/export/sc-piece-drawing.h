/* sc-piece-drawing.h: the twelve piece drawings of a set, parsed once, drawn as vectors
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "sc-types.h"

G_BEGIN_DECLS

#define SC_PIECES_RESOURCE_PATH "/io/github/scoresheet/Scoresheet/pieces"

#define SC_TYPE_PIECE_DRAWING (sc_piece_drawing_get_type ())
G_DECLARE_FINAL_TYPE (ScPieceDrawing, sc_piece_drawing, SC, PIECE_DRAWING, GObject)

/* A set is a folder of white-king.svg ... black-pawn.svg: one bundled in
 * the export library's resources under SC_PIECES_RESOURCE_PATH/NAME/, or
 * a folder on disk. */
ScPieceDrawing *sc_piece_drawing_new_from_resource  (const char      *name,
                                                     GError         **error);
ScPieceDrawing *sc_piece_drawing_new_from_directory (GFile           *directory,
                                                     GError         **error);
/* The files of a set that directory lacks ("white-king.svg" …), in the
 * order of the pieces; empty when it has them all. */
GStrv           sc_piece_drawing_find_missing       (GFile           *directory);
/* Bundled sets first, then those in $XDG_DATA_HOME/scoresheet/pieces. */
ScPieceDrawing *sc_piece_drawing_load               (const char      *name,
                                                     GError         **error);
/* The bundled default set, loaded once and shared. */
ScPieceDrawing *sc_piece_drawing_get_default        (void);
const char     *sc_piece_drawing_get_name           (ScPieceDrawing  *self);
/* Draws the piece as vectors into the square (x, y, size) of cr. */
void            sc_piece_drawing_render             (ScPieceDrawing  *self,
                                                     cairo_t         *cr,
                                                     ScPiece          piece,
                                                     double           x,
                                                     double           y,
                                                     double           size);

G_END_DECLS
