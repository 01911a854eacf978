/* sc-cli-index-pieces.h: "scoresheet-cli index" of a large file on two cores
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The index reads a file in chunks that stay in the processor's cache
 * while they are scanned, however large the file: reading them costs a
 * copy, which is about what mapping their pages costs, and memory stays
 * flat. */
#define SC_CLI_INDEX_CHUNK_SIZE (256 * 1024)

/* Lists the games of the file at path to standard output, from two
 * threads at once. FALSE with *listed unset (and nothing written) when
 * the file is small, not a regular file, or there is one core; FALSE
 * with error set when the listing could not be written. */
gboolean sc_cli_index_in_pieces (const char  *path,
                                 gboolean    *listed,
                                 GError     **error);

G_END_DECLS
