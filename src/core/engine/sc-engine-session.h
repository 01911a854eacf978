/* sc-engine-session.h: one run of an engine's process, its pipes and its end
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _ScEngineSession ScEngineSession;

/* A line the process wrote, without its line end, valid UTF-8. */
typedef void (*ScEngineSessionLineFunc)   (GObject    *owner,
                                           const char *line);
/* The process closed its output and exited (or did not exit in time). */
typedef void (*ScEngineSessionClosedFunc) (GObject    *owner);

/* Starts path with pipes to its input and output, its errors silenced.
 * The callbacks come in the thread-default main context, with a strong
 * reference to owner, while owner lives and until the session ends. */
ScEngineSession *sc_engine_session_new      (GObject                   *owner,
                                             const char                *path,
                                             ScEngineSessionLineFunc    on_line,
                                             ScEngineSessionClosedFunc  on_closed,
                                             GError                   **error);
/* Writes one line, without blocking. */
void             sc_engine_session_send     (ScEngineSession           *self,
                                             const char                *format,
                                             ...) G_GNUC_PRINTF (2, 3);
/* While hold is TRUE, the engine's "info" lines are handed out only
 * with the next line of another kind (or the end of its output). */
void             sc_engine_session_hold_info (ScEngineSession          *self,
                                              gboolean                  hold);
/* When the engine last wrote anything, held lines included. */
gint64           sc_engine_session_get_last_output_us (ScEngineSession *self);
/* After on_closed: how the process ended, in words ("it exited with
 * status 3"). */
char            *sc_engine_session_describe_end (ScEngineSession       *self);
/* No more callbacks; the process is told "quit" and killed if it has
 * not gone after a grace period. Drops the caller's reference. Returns
 * the thread that waits for the process (NULL when it had gone already)
 * for the caller to join or unref. When done is given, it is called
 * with data once nothing of the session is left in the main context. */
GThread         *sc_engine_session_end      (ScEngineSession           *self,
                                             GDestroyNotify             done,
                                             gpointer                   data);

/* Destroys *source, if any, and sets it to NULL. */
void             sc_engine_clear_source     (GSource                  **source);

G_END_DECLS
