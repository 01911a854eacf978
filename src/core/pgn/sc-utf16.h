/* sc-utf16.h: UTF-16 text (Windows' "Unicode" files) read as UTF-8
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything that reads PGN reads UTF-8 (or Windows-1252), so a UTF-16
 * file is turned into UTF-8 where its bytes come in, a chunk at a time.
 * Offsets are then those of the UTF-8 text, and the file is written as
 * UTF-8.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Is head (the file's first bytes) UTF-16? By its byte order mark, or,
 * without one, by NUL bytes in every other place of its first
 * characters, which are ASCII in any PGN file. *bom_length is 2 or 0. */
gboolean        sc_utf16_detect         (const char *head,
                                         gsize       length,
                                         gboolean   *big_endian,
                                         gsize      *bom_length);

typedef struct _ScUtf16Decoder ScUtf16Decoder;

ScUtf16Decoder *sc_utf16_decoder_new    (gboolean        big_endian);
void            sc_utf16_decoder_free   (ScUtf16Decoder *decoder);
/* Appends the UTF-8 of data to out. A character cut by the end of data
 * waits for the next call. A lone surrogate becomes U+FFFD. */
void            sc_utf16_decoder_feed   (ScUtf16Decoder *decoder,
                                         const char     *data,
                                         gsize           length,
                                         GByteArray     *out);
/* The end of the text: what still waits becomes U+FFFD. */
void            sc_utf16_decoder_finish (ScUtf16Decoder *decoder,
                                         GByteArray     *out);
/* All of data (from past its byte order mark) as UTF-8, NUL-terminated. */
char           *sc_utf16_to_utf8        (const char     *data,
                                         gsize           length,
                                         gboolean        big_endian,
                                         gsize          *utf8_length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScUtf16Decoder, sc_utf16_decoder_free)

G_END_DECLS
