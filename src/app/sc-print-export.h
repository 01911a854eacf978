/* sc-print-export.h: Print…, Export… and Export Board Image… for a window
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-comment.h"
#include "sc-export-options.h"
#include "sc-game.h"

G_BEGIN_DECLS

/* The print dialog for games (of ScGame*), with a page of our own for
 * the notation, style, columns, diagrams and paper (settings chooses
 * first), laid out by the same code as the PDF export; its Preview opens
 * in a window of ours. */
void sc_print_games          (GtkWindow              *parent,
                              GPtrArray              *games,
                              const ScExportSettings *settings);
/* A window of the format, notation, style, columns, diagrams and paper
 * (the layout chosen last, else settings, first), then a file chooser in
 * folder (may be NULL) offering name with the format's extension. title
 * (may be NULL: the first game's heading) is the document's. */
void sc_export_games_dialog  (GtkWindow              *parent,
                              GPtrArray              *games,
                              const ScExportSettings *settings,
                              const char             *title,
                              GFile                  *folder,
                              const char             *name);
/* What the Export dialog does when accepted: writes games to file as
 * settings ask (atomically), with document_title (may be NULL) as
 * sc_export_games () takes it, then says so in a toast with Open, or
 * shows what went wrong. */
gboolean sc_export_games_to_file (GtkWindow              *parent,
                                  GPtrArray              *games,
                                  const ScExportSettings *settings,
                                  const char             *document_title,
                                  GFile                  *file);
/* The board with its marks as SVG or PNG, chosen by the file's name. */
void sc_export_board_dialog  (GtkWindow             *parent,
                              const ScPosition      *pos,
                              const ScMark          *marks,
                              guint                  n_marks,
                              gboolean               flipped);

G_END_DECLS
