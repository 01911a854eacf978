/* sc-game-record.h: one game of a file as a game list shows it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sc-game.h"
#include "sc-pgn-index.h"

G_BEGIN_DECLS

#define SC_TYPE_GAME_RECORD (sc_game_record_get_type ())
G_DECLARE_FINAL_TYPE (ScGameRecord, sc_game_record, SC, GAME_RECORD, GObject)

/* The items of ScGameFile. Read-only properties, each notified when it
 * changes: number (guint, 1-based position in the list), white, black,
 * result, date, event, round, eco (strings, never NULL: "" when absent),
 * failed (the game could not be read whole), error ("line L, column C:
 * message", NULL unless failed), modified (changed since the file was
 * opened or saved).
 *
 * failed and error are known once the game has been read: when it is
 * opened, or when the background check after the index reaches it. */
guint        sc_game_record_get_number   (ScGameRecord *self);
const char  *sc_game_record_get_white    (ScGameRecord *self);
const char  *sc_game_record_get_black    (ScGameRecord *self);
const char  *sc_game_record_get_result   (ScGameRecord *self);
const char  *sc_game_record_get_date     (ScGameRecord *self);
const char  *sc_game_record_get_event    (ScGameRecord *self);
const char  *sc_game_record_get_round    (ScGameRecord *self);
const char  *sc_game_record_get_eco      (ScGameRecord *self);
gboolean     sc_game_record_get_failed   (ScGameRecord *self);
const char  *sc_game_record_get_error    (ScGameRecord *self);
gboolean     sc_game_record_get_modified (ScGameRecord *self);

/* Whether White, Black or Event contains folded_words, which
 * sc_search_fold () gave: "nunez" finds "Núñez" as "Núñez" does. */
gboolean     sc_game_record_matches      (ScGameRecord *self,
                                          const char   *folded_words);

/* What a list shows of a record in one of its columns, for
 * sc_game_record_get_sort_key (). */
typedef char *(*ScGameRecordTextFunc) (ScGameRecord *record,
                                       gpointer      data);

#define SC_GAME_RECORD_N_SORT_KEYS 8

/* A key for column (below SC_GAME_RECORD_N_SORT_KEYS) that orders records
 * by strcmp () as g_utf8_collate () orders the texts text_func gives,
 * case set aside. Made at the first call, as a big file's list may never
 * be sorted by that column, and kept until the record's tags change: a
 * sort then compares keys, not texts made and collated again for every
 * comparison. */
const char  *sc_game_record_get_sort_key (ScGameRecord         *self,
                                          guint                 column,
                                          ScGameRecordTextFunc  text_func,
                                          gpointer              data);

/* For ScGameFile. */
ScGameRecord *sc_game_record_new_from_entry (const ScPgnIndexEntry *entry);
ScGameRecord *sc_game_record_new_from_game  (ScGame                *game);
void          sc_game_record_set_number     (ScGameRecord          *self,
                                             guint                  number);
void          sc_game_record_update_tags    (ScGameRecord          *self,
                                             ScGame                *game);
void          sc_game_record_set_failed     (ScGameRecord          *self,
                                             const char            *error);
void          sc_game_record_set_modified   (ScGameRecord          *self,
                                             gboolean               modified);

G_END_DECLS
