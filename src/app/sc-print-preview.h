/* sc-print-preview.h: the print dialog's Preview, in a window of ours
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sc-bulletin-layout.h"

G_BEGIN_DECLS

#define SC_TYPE_PRINT_PREVIEW (sc_print_preview_get_type ())
G_DECLARE_FINAL_TYPE (ScPrintPreview, sc_print_preview, SC, PRINT_PREVIEW, AdwWindow)

/* The pages of layout, as they print, one at a time with Previous and
 * Next (Page Up and Page Down), over parent. */
ScPrintPreview *sc_print_preview_new      (GtkWindow        *parent,
                                           ScBulletinLayout *layout);
/* The page shown, 0-based, and going to one. */
guint           sc_print_preview_get_page (ScPrintPreview   *self);
void            sc_print_preview_set_page (ScPrintPreview   *self,
                                           guint             page);
ScBulletinLayout *sc_print_preview_get_layout (ScPrintPreview *self);
/* The zoom: 1 is the paper's own size at 96 pixels an inch, 0 the page
 * fitted to the window (Ctrl+0; Ctrl+plus and Ctrl+minus zoom). */
double          sc_print_preview_get_zoom (ScPrintPreview   *self);
/* The page shown, drawn: pixels at PIXELS_PER_POINT of the paper, or
 * finer when zoomed in. */
GdkPaintable   *sc_print_preview_get_paintable (ScPrintPreview *self);

#define SC_PRINT_PREVIEW_PIXELS_PER_POINT 2.0

G_END_DECLS
