/* sc-cli-index.h: the "index" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "index". Returns 0, 1 when the file cannot be read, 2 for a
 * usage error. */
int sc_cli_index (int    argc,
                  char **argv);

G_END_DECLS
