/* sc-cli-annotate.h: the "annotate" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "annotate". Returns 0 when every game was annotated, 1
 * when an engine failed or a game could not be read, 2 for a usage error. */
int sc_cli_annotate (int    argc,
                     char **argv);

G_END_DECLS
