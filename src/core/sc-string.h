/* sc-string.h: a GString append for the tightest loops
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

/* g_string_append_len () without a call into GLib while the buffer has
 * room: in scans that append a few bytes per line, those calls cost more
 * than the rest of the work. */
static inline void
sc_string_append_bytes (GString    *string,
                        const char *bytes,
                        gsize       len)
{
  if (string->len + len < string->allocated_len)
    {
      memcpy (string->str + string->len, bytes, len);
      string->len += len;
      string->str[string->len] = '\0';
    }
  else
    g_string_append_len (string, bytes, (gssize) len);
}

G_END_DECLS
