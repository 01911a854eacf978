/* sc-game-file-private.h: what the parts of ScGameFile share: the
 * object (sc-game-file.c: the list, its games and edits), the index
 * worker (sc-game-file-index.c), the check of every game
 * (sc-game-file-check.c), saving (sc-game-file-save.c) and restoring
 * from the journal (sc-game-file-journal.c)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-text-encoding.h"

G_BEGIN_DECLS

typedef struct {
  ScGameRecord *record;      /* NULL until asked for: see entry_record () */
  gboolean      has_source;
  guint64       offset;      /* as ScPgnIndexEntry */
  guint64       length;
  guint64       span_end;    /* the next game's offset, or the file's end */
  guint         line;
  gint          original;    /* position in the file as read, -1 for a new game */
  ScGame       *game;        /* the edited game, or NULL */
  gboolean      modified;
  char         *error;       /* why the game could not be read, or NULL */
  char         *warning;     /* what was read otherwise than written, or NULL */
} Entry;

/* What a worker (the index's or the check's) shares with the object;
 * the worker holds a reference. */
typedef struct {
  gatomicrefcount  ref;
  GBytes          *bytes;
  GMainContext    *context;
  GWeakRef         owner;
  gint             cancelled;   /* atomic */
  int              fd;          /* the file bytes maps, or -1 */
  gint64           last_flush;  /* worker only */
} Job;

struct _ScGameFile {
  GObject           parent_instance;
  GPtrArray        *entries;     /* of Entry*, in list order */
  GFile            *file;
  GBytes           *bytes;       /* the bound file's contents */
  guint64           lead;        /* bytes before its first game */
  ScTextEncoding    encoding;
  const ScLanguage *language;    /* detected once, from the first game read */
  Job              *job;         /* the running index, or NULL */
  gboolean          indexed_whole; /* the list holds every game of the file */
  Job              *check;       /* the running check of the games, or NULL */
  GTask            *load_task;   /* until the first game is known */
  GCancellable     *cancellable; /* the load's, which stops the index and the check too */
  gulong            cancelled_id;
  double            progress;
  guint             n_original;  /* games of the file as read */
  /* The file's size and time when last read or written here, so that a
   * change by another program can be told; FALSE: not known. */
  gboolean          from_copy;   /* bytes are our own copy's (make_private_copy ()) */
  gboolean          disk_known;
  goffset           disk_size;
  guint64           disk_time;   /* in microseconds */
};

struct _ScGameFileEdit {
  enum { EDIT_INSERT, EDIT_REMOVE, EDIT_MOVE, EDIT_REPLACE } kind;
  guint      position;
  guint      to;       /* EDIT_MOVE; EDIT_REPLACE: how many entries to take out */
  Entry     *entry;    /* EDIT_INSERT: the entry to put in, owned */
  GPtrArray *entries;  /* EDIT_REPLACE: the entries to put in, owned */
};

enum {
  PROP_0,
  PROP_FILE,
  PROP_INDEXING,
  PROP_PROGRESS,
  PROP_ENCODING,
  N_PROPS
};

/* How often a worker hands its findings to the main context. */
#define SC_GAME_FILE_BATCH_INTERVAL_US (100 * 1000)

/* sc-game-file.c */
void          sc_game_file_notify                 (ScGameFile *self,
                                                   guint       prop);
void          sc_game_file_emit_checked           (ScGameFile *self);
void          sc_game_file_entry_free             (gpointer    entry);
Entry        *sc_game_file_entry_new_for_game     (ScGame     *game);
void          sc_game_file_entry_set_modified     (Entry      *entry,
                                                   gboolean    modified);
/* The entry's record, made the first time it is asked for. */
ScGameRecord *sc_game_file_entry_record           (ScGameFile *self,
                                                   Entry      *entry,
                                                   guint       position);
Entry        *sc_game_file_get_entry              (ScGameFile *self,
                                                   guint       position);
/* error NULL: the game was read whole. */
void          sc_game_file_set_entry_error        (Entry      *entry,
                                                   const char *error);
/* Why the game at entry, whose text as the file has it is text, could
 * not be read whole by result, as its record says it ("line L, column
 * C: …"); NULL when it was. *unread_at: where in the text's UTF-8 the
 * game's unread text starts. For any thread. */
char         *sc_game_file_read_error             (const ScReadResult    *result,
                                                   const char            *text,
                                                   const ScPgnIndexEntry *entry,
                                                   gsize                 *unread_at);
/* The records from position from on are numbered again. */
void          sc_game_file_renumber               (ScGameFile *self,
                                                   guint       from);
void          sc_game_file_disconnect_cancellable (ScGameFile *self);
/* The file's bytes, mapped from a copy of our own (sc-file-snapshot.c),
 * or NULL. */
GBytes       *sc_game_file_map_copy               (GFile      *file);
/* Notes the bound file's size and time now, as it was read or written. */
void          sc_game_file_remember_disk_state    (ScGameFile *self);

/* sc-game-file-index.c */
/* A job for a worker to come, on bytes (fd: the file they map, or -1),
 * answering on the thread-default main context. */
Job          *sc_game_file_job_new                (ScGameFile *self,
                                                   GBytes     *bytes,
                                                   int         fd);
Job          *sc_game_file_job_ref                (Job        *job);
void          sc_game_file_job_unref              (Job        *job);
/* Tells *job's worker to stop, and lets go of it; FALSE with no job. */
gboolean      sc_game_file_job_cancel             (Job       **job);
/* Runs func on context's thread, from a source of its own. */
void          sc_game_file_invoke                 (GMainContext   *context,
                                                   GSourceFunc     func,
                                                   gpointer        data,
                                                   GDestroyNotify  notify);
/* The running index stops at once. */
void          sc_game_file_stop_index             (ScGameFile *self);

/* sc-game-file-check.c */
/* Reads every game of the file not read yet on a worker, once its bytes
 * are the file's own (read into memory, or a copy), and marks those that
 * cannot be read whole. */
void          sc_game_file_start_check            (ScGameFile *self);
/* The running check stops at once. */
void          sc_game_file_stop_check             (ScGameFile *self);

G_END_DECLS
