/* sc-theme.c: the theme's named colours and the light or dark style
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-theme.h"

void
sc_theme_lookup_colour (GtkWidget  *widget,
                        const char *name,
                        GdkRGBA    *rgba)
{
  /* Deprecated after GTK 4.8, which has nothing else for named colours. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, rgba))
    *rgba = (GdkRGBA) { 0.5f, 0.5f, 0.5f, 1.0f };
  G_GNUC_END_IGNORE_DEPRECATIONS
}

gboolean
sc_theme_update_colour (GtkWidget  *widget,
                        const char *name,
                        GdkRGBA    *rgba)
{
  GdkRGBA now;

  sc_theme_lookup_colour (widget, name, &now);
  if (gdk_rgba_equal (&now, rgba))
    return FALSE;
  *rgba = now;
  return TRUE;
}

AdwColorScheme
sc_theme_color_scheme (const char *style)
{
  if (g_strcmp0 (style, "light") == 0)
    return ADW_COLOR_SCHEME_FORCE_LIGHT;
  if (g_strcmp0 (style, "dark") == 0)
    return ADW_COLOR_SCHEME_FORCE_DARK;
  return ADW_COLOR_SCHEME_DEFAULT;
}
