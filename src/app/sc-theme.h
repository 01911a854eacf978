/* sc-theme.h: the theme's named colours and the light or dark style
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A colour of @define-color (style.css, style-dark.css, libadwaita) as
 * it is for widget now; opaque grey if the name is not defined. */
void     sc_theme_lookup_colour (GtkWidget     *widget,
                                 const char    *name,
                                 GdkRGBA       *rgba);
/* Looks the colour up and stores it in *rgba; TRUE if it changed. */
gboolean sc_theme_update_colour (GtkWidget     *widget,
                                 const char    *name,
                                 GdkRGBA       *rgba);
/* The colour scheme of the "style" setting: "system", "light" or "dark". */
AdwColorScheme sc_theme_color_scheme (const char *style);

G_END_DECLS
