/* sc-cli-locale.h: the locale and message catalogs of the command-line tools
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void sc_cli_init_locale (void);

G_END_DECLS
