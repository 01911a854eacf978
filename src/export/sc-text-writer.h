/* sc-text-writer.h: games as plain UTF-8 text of 72 columns
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-export-options.h"

G_BEGIN_DECLS

char *sc_text_writer_write (GPtrArray             *games,
                           const ScExportOptions *options);

G_END_DECLS
