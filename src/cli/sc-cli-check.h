/* sc-cli-check.h: the "check" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "check". Returns 0 when no file has a problem, 1 when one
 * has, 2 for a usage error. */
int sc_cli_check (int    argc,
                  char **argv);

G_END_DECLS
