/* sc-cli-convert.h: the "convert" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "convert". Returns 0 when everything converted, 1 when
 * something did not, 2 for a usage error. */
int sc_cli_convert (int    argc,
                    char **argv);

G_END_DECLS
