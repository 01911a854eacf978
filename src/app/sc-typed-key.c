/* sc-typed-key.c: what a key press types into text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-typed-key.h"

gunichar
sc_typed_character (guint           keyval,
                    GdkModifierType state)
{
  gunichar c = gdk_keyval_to_unicode (keyval);

  if (state & SC_SHORTCUT_MODIFIERS)
    return 0;
  return c != 0 && g_unichar_isgraph (c) ? c : 0;
}
