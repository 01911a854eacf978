/* sc-text-turner.h: a file's bytes as the readers take them
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The index scanner and the movetext reader take UTF-8 (or Windows-1252)
 * whose lines end with line feeds. Two kinds of file are turned into
 * that where their bytes come in: UTF-16 becomes UTF-8 (sc-utf16.h), and
 * returns alone become line feeds (sc-line-ends.h). Other files pass
 * untouched and uncopied.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _ScTextTurner ScTextTurner;

ScTextTurner *sc_text_turner_new     (void);
void          sc_text_turner_free    (ScTextTurner *turner);
/* The file's next chunk as read (*length bytes), as the readers take it:
 * chunk itself, its returns turned in place, or text of the turner's own
 * (for UTF-16, or where bytes waited), good until the next call.
 * *length is set to its length, which may be less than was read, even
 * 0: a short first read, a character cut by the chunk's end, or a return
 * that ends it before the file's line ends are known, waits for the
 * next. */
char         *sc_text_turner_turn    (ScTextTurner *turner,
                                      char         *chunk,
                                      gsize        *length);
/* The end of the file: what still waits (U+FFFD for a cut character),
 * *length bytes, often none. */
char         *sc_text_turner_finish  (ScTextTurner *turner,
                                      gsize        *length);

/* Does a file that starts with head need turning? */
gboolean      sc_text_needs_turning  (const char   *head,
                                      gsize         length);
/* A whole file's text turned, NUL-terminated, its length in
 * *turned_length; NULL when it needs no turning. */
char         *sc_text_turned_copy    (const char   *text,
                                      gsize         length,
                                      gsize        *turned_length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScTextTurner, sc_text_turner_free)

G_END_DECLS
