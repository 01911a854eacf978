/* sc-file-snapshot.h: a copy of an open file that no other program can change
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A descriptor of a copy of the regular file open as fd, made in the
 * user's cache folder and already removed from it, or -1 with error (a
 * full disk, say). fd stays open. */
int sc_file_snapshot (int      fd,
                      GError **error);

G_END_DECLS
