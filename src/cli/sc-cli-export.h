/* sc-cli-export.h: the "export" and "board" commands of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "export". Returns 0 when written, 1 when reading or
 * writing failed, 2 for a usage error. */
int sc_cli_export (int    argc,
                   char **argv);
/* argv[0] is "board". */
int sc_cli_board  (int    argc,
                   char **argv);

G_END_DECLS
