/* sc-pgn-stream.h: the games of a file read one at a time
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-text-encoding.h"

G_BEGIN_DECLS

/* Reads a file chunk by chunk and hands out its games one by one, so that
 * memory stays near one chunk plus the largest game. */
typedef struct _ScPgnStream ScPgnStream;

/* lang NULL: detect the language on the first game, then keep it. */
ScPgnStream      *sc_pgn_stream_new          (GInputStream      *in,
                                              const ScLanguage  *lang);
/* The next game, read, or NULL at the end (or on a read error, set in
 * error). Its problems carry the file's line numbers and this game's
 * number; entry, when given, says where the game stands in the file. */
ScReadResult     *sc_pgn_stream_next         (ScPgnStream       *stream,
                                              ScPgnIndexEntry   *entry,
                                              GError           **error);
/* The next game's text as it is in the file, not read nor converted
 * (entry->length bytes), where it lies in the stream's buffer until the
 * next call; NULL at the end (or on a read error, set in error). Copied,
 * or taken with sc_pgn_stream_take_text (), it can be read with
 * sc_pgn_read_game_text (), on any thread; the stream's language and
 * encoding do not follow such games. */
const char       *sc_pgn_stream_next_text    (ScPgnStream       *stream,
                                              ScPgnIndexEntry   *entry,
                                              GError           **error);
/* The text (length bytes) that sc_pgn_stream_next_text () returned last,
 * NUL-terminated, to be freed: taken with the buffer it lies in rather
 * than copied, so that a large game is never in memory twice. */
char             *sc_pgn_stream_take_text    (ScPgnStream       *stream,
                                              const char        *text,
                                              gsize              length);
/* Reads one game's text as the file has it: as UTF-8, with the problems
 * in the file's lines and the game's number. Reentrant. encoding, when
 * given, is this game's own. */
ScReadResult     *sc_pgn_read_game_text      (const char            *text,
                                              gsize                  length,
                                              const ScPgnIndexEntry *entry,
                                              const ScLanguage      *lang,
                                              ScTextEncoding        *encoding);
/* A game longer than this is large: the stream hands it out with the
 * buffer it lies in rather than a copy, and a pipeline may read it
 * without a tree (its tree could take megabytes). Few games are this
 * long, even annotated ones. */
#define SC_PGN_LARGE_GAME ((gsize) 256 * 1024)

/* As sc_pgn_read_game_text (), but checked without a tree
 * (sc_check_games (), into spares when given). text is the game's text as
 * the file has it (length *length); *converted is set to its UTF-8 when it
 * was not UTF-8 (to be freed), or NULL. *utf8 and *length then say where
 * the UTF-8 starts (in text or *converted, past a byte order mark) and
 * how long it is, for sc_stream_movetext () with *notes. */
ScReadResult     *sc_pgn_check_game_text     (const char            *text,
                                              gsize                 *length,
                                              const ScPgnIndexEntry *entry,
                                              const ScLanguage      *lang,
                                              ScTextEncoding        *encoding,
                                              char                 **converted,
                                              const char           **utf8,
                                              ScMovetextNotes      **notes,
                                              ScReadSpares          *spares);
/* As sc_pgn_read_game_text (), but written as it is read, in one pass
 * (sc_read_game_writing (), into spares when given): its movetext
 * appended to movetext, and NULL when one pass cannot write it. lang
 * must be known. */
ScReadResult     *sc_pgn_write_game_text     (const char            *text,
                                              gsize                  length,
                                              const ScPgnIndexEntry *entry,
                                              const ScLanguage      *lang,
                                              ScTextEncoding        *encoding,
                                              GString               *movetext,
                                              const ScNotationStyle *style,
                                              ScMovetextFlags        flags,
                                              ScReadSpares          *spares);
/* The language games are read with (known after the first game). */
const ScLanguage *sc_pgn_stream_get_language (ScPgnStream       *stream,
                                              gboolean          *detected);
/* The file's encoding as seen so far: Windows-1252 once a game was not
 * UTF-8; games are always handed out as UTF-8. */
ScTextEncoding    sc_pgn_stream_get_encoding (ScPgnStream       *stream);
gsize             sc_pgn_stream_get_largest_game (ScPgnStream   *stream);
void              sc_pgn_stream_free         (ScPgnStream       *stream);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScPgnStream, sc_pgn_stream_free)

G_END_DECLS
