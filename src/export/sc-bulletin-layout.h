/* sc-bulletin-layout.h: games laid out on pages, drawn into any cairo_t
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>
#include <glib-object.h>

#include "sc-export-options.h"
#include "sc-game.h"

G_BEGIN_DECLS

#define SC_TYPE_BULLETIN_LAYOUT (sc_bulletin_layout_get_type ())
G_DECLARE_FINAL_TYPE (ScBulletinLayout, sc_bulletin_layout, SC, BULLETIN_LAYOUT, GObject)

/* Lays out games (of ScGame*) on pages of the options' paper, in one or
 * two columns: a heading per game, the moves as paragraphs, diagrams
 * kept with the line of their move, page numbers. */
ScBulletinLayout *sc_bulletin_layout_new            (GPtrArray              *games,
                                                     const ScExportOptions  *options);
guint             sc_bulletin_layout_get_n_pages    (ScBulletinLayout       *self);
/* Draws page (0-based) into cr, whose units are points with the origin
 * at the paper's top left corner: the same code for PDF, SVG and print. */
void              sc_bulletin_layout_draw_page      (ScBulletinLayout       *self,
                                                     cairo_t                *cr,
                                                     guint                   page);
guint             sc_bulletin_layout_get_n_games    (ScBulletinLayout       *self);
/* "White – Black", for outlines and titles. */
const char       *sc_bulletin_layout_get_game_title (ScBulletinLayout       *self,
                                                     guint                   game);
/* Where the game's heading starts: page (0-based) and y in points. */
void              sc_bulletin_layout_get_game_start (ScBulletinLayout       *self,
                                                     guint                   game,
                                                     guint                  *page,
                                                     double                 *y);
const ScExportOptions *sc_bulletin_layout_get_options (ScBulletinLayout     *self);
/* The lines of text on page, in the order placed: each line of its
 * paragraph's PangoLayout, drawn with its baseline's start at x, y. */
guint             sc_bulletin_layout_get_n_lines    (ScBulletinLayout       *self,
                                                     guint                   page);
PangoLayoutLine  *sc_bulletin_layout_get_line       (ScBulletinLayout       *self,
                                                     guint                   page,
                                                     guint                   index,
                                                     double                 *x,
                                                     double                 *y);
/* Characters of the pages that no font has a glyph for (drawn as boxes). */
guint             sc_bulletin_layout_count_missing_glyphs (ScBulletinLayout *self);

G_END_DECLS
