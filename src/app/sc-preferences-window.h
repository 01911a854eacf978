/* sc-preferences-window.h: notation and board preferences
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SC_TYPE_PREFERENCES_WINDOW (sc_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ScPreferencesWindow, sc_preferences_window, SC, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *sc_preferences_window_new (void);

G_END_DECLS
