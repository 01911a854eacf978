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
 * SVG writes one file per page: file itself, then NAME-2.svg and so on
 * beside it. title (may be NULL) goes into the PDF's and HTML's metadata. */
gboolean sc_export_games (GPtrArray              *games,
                          const ScExportOptions  *options,
                          const char             *title,
                          GFile                  *file,
                          GError                **error);

/* The document of games as text, for the formats that are text (HTML,
 * LaTeX, plain text); NULL for PDF and SVG. */
char    *sc_export_games_to_text (GPtrArray             *games,
                                  const ScExportOptions *options,
                                  const char            *title);

/* The file of SVG page (0-based) when file is the first. */
GFile   *sc_export_svg_page_file (GFile          *file,
                                  guint           page);

G_END_DECLS
