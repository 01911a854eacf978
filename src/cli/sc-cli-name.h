/* sc-cli-name.h: how the command-line tools name a file in messages
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The name used in FILE:LINE:COL messages: path, or <stdin> for "-". */
static inline const char *
sc_cli_display_name (const char *path)
{
  return g_str_equal (path, "-") ? "<stdin>" : path;
}

G_END_DECLS
