/* sc-string.h: copies of text that may hold NUL bytes, and a GString
 * append for the tightest loops
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

/* length bytes of data, NUL bytes too (where g_strndup () stops and
 * pads with zeros), and a NUL after them. A game's text is copied this
 * way: a game that fails is written back byte for byte. */
static inline char *
sc_copy_bytes (const char *data,
               gsize       length)
{
  char *copy = g_malloc (length + 1);

  memcpy (copy, data, length);
  copy[length] = '\0';
  return copy;
}

G_END_DECLS
