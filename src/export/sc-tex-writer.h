/* sc-tex-writer.h: games as a LaTeX document for the xskak package
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-export-options.h"

G_BEGIN_DECLS

/* The LaTeX document of games (of ScGame). When beyond_pdftex is not
 * NULL, it gets the characters of the text that pdfLaTeX cannot set, each
 * once, or NULL when there are none. */
char *sc_tex_writer_write (GPtrArray             *games,
                           const ScExportOptions *options,
                           const char            *title,
                           char                 **beyond_pdftex);

G_END_DECLS
