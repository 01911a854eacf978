/* sc-print-export.h: Print…, Export… and Export Board Image… for a window
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-comment.h"
#include "sc-game.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

/* The print dialog (with its Preview and a tab for where diagrams go)
 * for games (of ScGame*), laid out by the same code as the PDF export. */
void sc_print_games          (GtkWindow             *parent,
                              GPtrArray             *games,
                              const ScNotationStyle *style);
/* A file chooser with the format, columns, paper and diagrams as
 * choices; the file is written atomically. */
void sc_export_games_dialog  (GtkWindow             *parent,
                              GPtrArray             *games,
                              const ScNotationStyle *style);
/* The board with its marks as SVG or PNG, chosen by the file's name. */
void sc_export_board_dialog  (GtkWindow             *parent,
                              const ScPosition      *pos,
                              const ScMark          *marks,
                              guint                  n_marks,
                              gboolean               flipped);

G_END_DECLS
