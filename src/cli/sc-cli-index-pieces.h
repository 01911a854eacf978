/* sc-cli-index-pieces.h: "scoresheet-cli index" of a large file on two cores
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Lists the games of the file at path to standard output, from two
 * threads at once. FALSE with *listed unset (and nothing written) when
 * the file is small, not a regular file, or there is one core; FALSE
 * with error set when the listing could not be written. */
gboolean sc_cli_index_in_pieces (const char  *path,
                                 gboolean    *listed,
                                 GError     **error);

G_END_DECLS
