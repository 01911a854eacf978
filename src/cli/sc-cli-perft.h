/* sc-cli-perft.h: the "perft" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "perft". Returns the process exit status: 0 on success, 2 for
 * a usage error or a bad FEN. */
int sc_cli_perft (int    argc,
                  char **argv);

G_END_DECLS
