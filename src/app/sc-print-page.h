/* sc-print-page.h: the print dialog's page of our own: notation, style,
 * columns, diagrams and paper; and the Export dialog's, with the format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sc-export-options.h"

G_BEGIN_DECLS

#define SC_TYPE_PRINT_PAGE (sc_print_page_get_type ())
G_DECLARE_FINAL_TYPE (ScPrintPage, sc_print_page, SC, PRINT_PAGE, GtkWidget)

/* The page with the choices of settings selected (lang, style, columns,
 * diagrams and paper; others are kept as they are). */
ScPrintPage *sc_print_page_new            (const ScExportSettings *settings);
/* The page with the format too, first (settings->format selected): with
 * a format of no pages (HTML, text), columns and paper are insensitive. */
ScPrintPage *sc_print_page_new_for_export (const ScExportSettings *settings);
/* settings with the page's choices; its strings are static. */
void         sc_print_page_get_settings   (ScPrintPage            *self,
                                           ScExportSettings       *settings);

/* The diagram placements offered by the print page and the Export
 * dialog, by their sc_diagram_choice_from_names () names, NULL-ended,
 * the first the default; and their labels, translated, into labels
 * (SC_PRINT_N_DIAGRAM_CHOICES + 1 of them, NULL-ended). */
#define SC_PRINT_N_DIAGRAM_CHOICES 4
const char *const *sc_print_diagram_names (void);
void         sc_print_diagram_labels      (const char            **labels);

G_END_DECLS
