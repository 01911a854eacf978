/* sc-side-thread.h: a worker thread started on another processor
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _ScSideThread ScSideThread;

ScSideThread *sc_side_thread_new  (const char   *name,
                                   GThreadFunc   func,
                                   gpointer      data);
gboolean      sc_side_thread_spin_until_done (ScSideThread *thread,
                                              gint64        limit_us);
gpointer      sc_side_thread_join (ScSideThread *thread);

G_END_DECLS
