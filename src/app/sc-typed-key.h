/* sc-typed-key.h: what a key press types into text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Held with a key, these make it a shortcut, not typing. */
#define SC_SHORTCUT_MODIFIERS (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)

/* The visible character that keyval types, or 0: for a shortcut (with
 * Ctrl, Alt or Super held) and for a key that types none (space, Enter,
 * Escape, arrows). For the windows' key handlers that send typing on to
 * a text field. */
gunichar sc_typed_character (guint           keyval,
                             GdkModifierType state);

G_END_DECLS
