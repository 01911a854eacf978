/* sc-text-encoding.h: the encodings PGN files come in, to and from UTF-8
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  SC_TEXT_ENCODING_UTF8,
  SC_TEXT_ENCODING_UTF8_BOM,      /* UTF-8 starting with a byte order mark */
  SC_TEXT_ENCODING_WINDOWS_1252,  /* of which Latin-1's printable part is a subset */
} ScTextEncoding;

#define SC_TEXT_ENCODING_ERROR (sc_text_encoding_error_quark ())

typedef enum {
  SC_TEXT_ENCODING_ERROR_UNREPRESENTABLE,
} ScTextEncodingError;

GQuark          sc_text_encoding_error_quark (void);

/* UTF-8 when data is valid UTF-8 (with or without a byte order mark),
 * otherwise Windows-1252. */
ScTextEncoding  sc_text_encoding_detect      (const char     *data,
                                              gsize           length);
/* Is data valid UTF-8? Fast on text that is mostly ASCII. */
gboolean        sc_text_is_utf8              (const char     *data,
                                              gsize           length);
/* "UTF-8", "UTF-8 with BOM", "Windows-1252". */
const char     *sc_text_encoding_name        (ScTextEncoding  encoding);

/* Text in encoding as UTF-8 without a byte order mark; length in bytes,
 * the result NUL-terminated. Never fails: every Windows-1252 byte has a
 * character (the five unassigned ones stand for the C1 controls). */
char           *sc_text_to_utf8              (const char     *data,
                                              gsize           length,
                                              ScTextEncoding  encoding,
                                              gsize          *utf8_length);
/* UTF-8 text back in encoding (a byte order mark is not added). Fails
 * with SC_TEXT_ENCODING_ERROR_UNREPRESENTABLE, naming the character,
 * when one has no place in it. */
char           *sc_text_from_utf8            (const char     *utf8,
                                              gsize           length,
                                              ScTextEncoding  encoding,
                                              gsize          *out_length,
                                              GError        **error);

G_END_DECLS
