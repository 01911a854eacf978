/* sc-game-file.h: the games of a PGN file, indexed in the background
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-game.h"
#include "sc-game-record.h"
#include "sc-language.h"

G_BEGIN_DECLS

#define SC_TYPE_GAME_FILE (sc_game_file_get_type ())
G_DECLARE_FINAL_TYPE (ScGameFile, sc_game_file, SC, GAME_FILE, GObject)

/* A GListModel of ScGameRecord, one per game, in file order.
 *
 * The file's bytes stay mapped (GMappedFile) while it is bound: a game is
 * read from them when it is opened, and a game that did not change is
 * saved by copying its bytes. Only games that were edited are kept as
 * ScGame; the index keeps offsets and a few tags per game.
 *
 * Properties: file (GFile, NULL when unbound), indexing (boolean: the
 * background index is running), progress (double 0..1 of the index),
 * encoding (string, see sc_game_file_get_encoding ()), modified (boolean:
 * a game or the list changed since the file was opened or saved).
 *
 * Once the file is indexed, a worker reads every game once, so that a
 * game that cannot be read whole has its record marked failed (with the
 * error it gets when opened) before anyone opens it; the records change
 * in batches on the main context, and the signal "checked" says when
 * every game was read. Games edited or held meanwhile are left as they
 * are; opening another file, cancelling the load, or the object's end
 * stops it at once. */

/* Empty, unbound, holding one new empty game. */
ScGameFile  *sc_game_file_new             (void);

/* Opens file: finishes as soon as the first game is indexed; the rest is
 * indexed on a worker thread and appended to the list in batches on the
 * calling thread's main context. A file that does not exist fails with
 * G_IO_ERROR_NOT_FOUND (then: sc_game_file_new () and
 * sc_game_file_set_file ()). Cancelling stops the index too. */
void         sc_game_file_load_async      (ScGameFile           *self,
                                           GFile                *file,
                                           GCancellable         *cancellable,
                                           GAsyncReadyCallback   callback,
                                           gpointer              user_data);
gboolean     sc_game_file_load_finish     (ScGameFile           *self,
                                           GAsyncResult         *result,
                                           GError              **error);
/* The same, waiting for the whole index (for tools and tests). */
gboolean     sc_game_file_load            (ScGameFile           *self,
                                           GFile                *file,
                                           GCancellable         *cancellable,
                                           GError              **error);
gboolean     sc_game_file_get_indexing    (ScGameFile           *self);
/* Whether the list holds every game of the file: FALSE while the index
 * runs, and after an index stopped short (the load cancelled). */
gboolean     sc_game_file_get_indexed_whole (ScGameFile         *self);
double       sc_game_file_get_progress    (ScGameFile           *self);
/* Whether the games are being read to find those that fail. */
gboolean     sc_game_file_get_checking    (ScGameFile           *self);
/* Games of the list that could not be read whole, as known so far. */
guint        sc_game_file_get_n_failed    (ScGameFile           *self);

guint        sc_game_file_get_n_games     (ScGameFile           *self);
ScGameRecord *sc_game_file_get_record     (ScGameFile           *self,
                                           guint                 position);

/* The game at position (0-based), transfer full. A game that was edited
 * (sc_game_file_set_game ()) is that same object; any other is read from
 * the file each time, with the file's language (detected once). A game
 * that cannot be read whole comes back with what could be read and its
 * source text (sc_game_get_source ()), and its record shows the error;
 * error is set only when the bytes cannot be had at all. */
ScGame      *sc_game_file_get_game        (ScGameFile           *self,
                                           guint                 position,
                                           GError              **error);
/* The notation language of the file's games, found in the first game
 * read; NULL before that. */
const ScLanguage *sc_game_file_get_language (ScGameFile         *self);
/* What the last reading of the game at position read otherwise than
 * written ("line L, column C: …", the first of them), or NULL; an edit
 * of the game clears it. */
const char  *sc_game_file_get_warning     (ScGameFile           *self,
                                           guint                 position);
/* game (the app's edited one) replaces the stored game: it is kept, the
 * record shows its tags and is marked modified. */
void         sc_game_file_set_game        (ScGameFile           *self,
                                           guint                 position,
                                           ScGame               *game);
/* After undo took a game back to its saved state: modified FALSE saves
 * it from the file's bytes again (when it has any). */
void         sc_game_file_set_game_modified (ScGameFile         *self,
                                           guint                 position,
                                           gboolean              modified);
gboolean     sc_game_file_get_game_modified (ScGameFile         *self,
                                           guint                 position);
gboolean     sc_game_file_get_modified    (ScGameFile           *self);

/* Changes to the list. Each returns the edit that takes it back (NULL:
 * nothing changed); sc_game_file_edit_apply () carries an edit out and
 * returns the one that takes it back, as ScGameEdit does.
 * sc_game_file_remove () refuses to remove the last game. */
typedef struct _ScGameFileEdit ScGameFileEdit;

ScGameFileEdit *sc_game_file_insert       (ScGameFile           *self,
                                           guint                 position,
                                           ScGame               *game);
ScGameFileEdit *sc_game_file_remove       (ScGameFile           *self,
                                           guint                 position);
/* game in the place of the game at position. */
ScGameFileEdit *sc_game_file_replace      (ScGameFile           *self,
                                           guint                 position,
                                           ScGame               *game);
/* games (of ScGame, at least one) in the place of the game at position:
 * a game's text found to hold several games, say. */
ScGameFileEdit *sc_game_file_replace_with_games (ScGameFile *self,
                                                 guint       position,
                                                 GPtrArray  *games);
ScGameFileEdit *sc_game_file_move         (ScGameFile           *self,
                                           guint                 from,
                                           guint                 to);
/* A copy of the game at position, inserted after it. */
ScGameFileEdit *sc_game_file_duplicate    (ScGameFile           *self,
                                           guint                 position);
ScGameFileEdit *sc_game_file_edit_apply   (ScGameFile           *self,
                                           ScGameFileEdit       *edit);
void            sc_game_file_edit_free    (ScGameFileEdit       *edit);

GFile       *sc_game_file_get_file        (ScGameFile           *self);
/* Binds to file without reading it (a new file, or Save As). */
void         sc_game_file_set_file        (ScGameFile           *self,
                                           GFile                *file);
/* "UTF-8" or "WINDOWS-1252", as read ("UTF-8" for a new file). */
const char  *sc_game_file_get_encoding    (ScGameFile           *self);

/* Whether the file's games are read from a copy of its own, made once
 * the file is indexed: from then on another program's writes to the file
 * reach neither the games nor what Save copies (sc-file-snapshot.c). */
gboolean     sc_game_file_is_read_from_copy (ScGameFile         *self);

/* Whether the bound file was changed by another program since it was
 * last read or saved here: saving over it would replace those changes.
 * FALSE when that is not known, or the file is gone. */
gboolean     sc_game_file_changed_on_disk (ScGameFile           *self);

/* Writes every game to target (NULL: the bound file) atomically: a
 * temporary file in the same folder, flushed, then renamed over the
 * target. Games not changed are copied byte for byte from the file's
 * bytes, failed ones included; changed ones go through the PGN writer.
 * keep_encoding: Windows-1252 when the file came that way (a character
 * it cannot represent is an error, and nothing is written); FALSE: UTF-8.
 * On success the file is bound to target and read from it again, and
 * nothing is modified; on failure nothing changed, on disk or here.
 * While the file is still being read (property indexing) it fails with
 * G_IO_ERROR_BUSY: wait for notify::indexing. */
gboolean     sc_game_file_save            (ScGameFile           *self,
                                           GFile                *target,
                                           gboolean              keep_encoding,
                                           GError              **error);

/* For the journal: the position of the game in the file as it was
 * opened or last saved (0-based), -1 for a game added since. */
gint         sc_game_file_get_original_position (ScGameFile     *self,
                                           guint                 position);
/* Blocks (iterating the thread-default main context) until the index is
 * complete: for tests and tools without a main loop of their own; the
 * application waits for notify::indexing instead. */
void         sc_game_file_wait_indexed    (ScGameFile           *self);
/* Games of the file as opened or saved that the index found so far. */
guint        sc_game_file_get_n_original  (ScGameFile           *self);
/* Rebuilds the list: for each position, original[i] >= 0 names a game of
 * the file as opened, otherwise games[i] is a game of its own (modified).
 * games[i] non-NULL with original[i] >= 0 is that game, modified. Games
 * of the file from n_known on (not indexed yet when the list was taken)
 * follow in file order. The file must be indexed whole
 * (sc_game_file_get_indexed_whole ()); FALSE, with the list untouched,
 * when it is not. */
gboolean     sc_game_file_restore_list    (ScGameFile           *self,
                                           const gint           *original,
                                           ScGame              **games,
                                           guint                 n,
                                           guint                 n_known);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScGameFileEdit, sc_game_file_edit_free)

G_END_DECLS
