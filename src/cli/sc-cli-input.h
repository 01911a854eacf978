/* sc-cli-input.h: reading a file or standard input as UTF-8 text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-cli-name.h"
#include "sc-text-encoding.h"

G_BEGIN_DECLS

/* Reads path ("-" for standard input) as UTF-8; text that is not UTF-8
 * is taken as Windows-1252 (of which Latin-1 is a part) and converted.
 * encoding, when given, says which it was. */
char *sc_cli_read_text (const char      *path,
                        gsize           *length,
                        ScTextEncoding  *encoding,
                        GError         **error);

/* path, or standard input for "-", to read game by game. */
GInputStream *sc_cli_open_input (const char  *path,
                                 GError     **error);

G_END_DECLS
