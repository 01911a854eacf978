/* sc-export.h: games to a file in any export format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-export-options.h"

G_BEGIN_DECLS

/* Writes games (of ScGame*) to file in options->format. The file is
 * replaced atomically: written under a temporary name, then renamed.
 * SVG writes one file per page: file itself for one page, else NAME-1.svg,
 * NAME-2.svg and so on beside it (see sc_export_svg_page_file ()), in
 * the place of an earlier export's pages (see
 * sc_export_svg_earlier_pages ()).
 * n_files (may be NULL) is set to the number of files written. title
 * (may be NULL) goes into the PDF's and HTML's metadata. */
gboolean sc_export_games (GPtrArray              *games,
                          const ScExportOptions  *options,
                          const char             *title,
                          GFile                  *file,
                          guint                  *n_files,
                          GError                **error);

/* The document of games as text, for the formats that are text (HTML,
 * LaTeX, plain text); NULL for PDF and SVG. */
char    *sc_export_games_to_text (GPtrArray             *games,
                                  const ScExportOptions *options,
                                  const char            *title);

/* file's name without its extension ("games" for games.pgn): the title
 * of an export of all of a file's games, and the stem of the names of
 * SVG pages. */
char    *sc_export_file_stem     (GFile          *file);

/* The file of SVG page (0-based) of n_pages exported to file: file
 * itself for a single page, else file's name numbered, the numbers as
 * wide as the last (games-01.svg … games-12.svg). */
GFile   *sc_export_svg_page_file (GFile          *file,
                                  guint           page,
                                  guint           n_pages);
/* The numbered pages (of GFile) of an earlier SVG export to file:
 * NAME-N.svg beside it, for any number N however wide. Exporting to
 * file replaces them: those its pages do not replace are removed, and
 * file itself when the export is numbered pages. */
GPtrArray *sc_export_svg_earlier_pages (GFile         *file);
/* The name of that file, without its folder. */
char    *sc_export_svg_page_name (GFile          *file,
                                  guint           page,
                                  guint           n_pages);

G_END_DECLS
