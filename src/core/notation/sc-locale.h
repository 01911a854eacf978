/* sc-locale.h: the locale and message catalogs of every Scoresheet program
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale from the environment and binds the message catalogs:
 * those of SCORESHEET_LOCALEDIR when set, else the installed ones. */
void sc_locale_init (void);

G_END_DECLS
