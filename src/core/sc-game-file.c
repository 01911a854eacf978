/* sc-game-file.c: the games of a PGN file, indexed in the background
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file's bytes stay mapped (GMappedFile, as GBytes) while the file is
 * bound; each game is an Entry: where its bytes are, its record for the
 * list once something asked for it, and the ScGame only once it was
 * edited. Records are made on demand, from the game's own bytes, so that
 * a file of a hundred thousand games is indexed without a hundred
 * thousand objects.
 *
 * A worker thread reads the file through its own descriptor with
 * ScPgnScanner (a second one takes the second half of a large file) and
 * hands entries to the main context in batches; reading rather than
 * touching the mapping leaves the process's memory at what was opened.
 * A game's span runs from its first byte to the next game's first byte
 * (the last one to the end of the file), so that copying the spans of
 * unchanged neighbours gives back the file byte for byte.
 */
#define _DEFAULT_SOURCE   /* pread () */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-pgn-stream.h"
#include "sc-pgn-writer.h"
#include "sc-text-encoding.h"
#include "sc-text-turner.h"

/* Bytes scanned between two looks at cancellation and the clock: read
 * into a buffer that stays in the cache while it is scanned. */
#define SCAN_CHUNK (256 * 1024)
/* How often a batch of records goes to the main context. */
#define BATCH_INTERVAL_US (100 * 1000)

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
} Entry;

/* What the worker shares with the object; the worker holds a reference. */
typedef struct {
  gatomicrefcount  ref;
  GBytes          *bytes;
  GMainContext    *context;
  GWeakRef         owner;
  gint             cancelled;   /* atomic */
  int              fd;          /* the file bytes maps, or -1 */
  gint64           last_flush;  /* worker only */
} Job;

/* What one scanner takes: the whole file, or one of two halves that two
 * threads scan at once. */
typedef struct {
  Job          *job;
  ScPgnScanner *scanner;
  char         *buffer;     /* a chunk read from the file, or NULL */
  guint64       from;       /* the share's first byte */
  guint64       to;
  guint64       at;         /* fed up to here */
  gboolean      utf8;       /* valid so far */
  GPtrArray    *found;      /* of Entry*, not yet handed on */
  Entry        *last;       /* the last found: its span ends at the next */
} Share;

typedef struct {
  Job            *job;
  GPtrArray      *entries;     /* of Entry* */
  double          progress;
  gboolean        done;
  ScTextEncoding  encoding;
} Batch;

struct _ScGameFile {
  GObject           parent_instance;
  GPtrArray        *entries;     /* of Entry*, in list order */
  GFile            *file;
  GBytes           *bytes;       /* the bound file's contents */
  guint64           lead;        /* bytes before its first game */
  ScTextEncoding    encoding;
  const ScLanguage *language;    /* detected once, from the first game read */
  Job              *job;         /* the running index, or NULL */
  GTask            *load_task;   /* until the first game is known */
  GCancellable     *cancellable; /* the load's, which stops the index too */
  gulong            cancelled_id;
  double            progress;
  guint             n_original;  /* games of the file as read */
};

struct _ScGameFileEdit {
  enum { EDIT_INSERT, EDIT_REMOVE, EDIT_MOVE } kind;
  guint  position;
  guint  to;         /* EDIT_MOVE */
  Entry *entry;      /* EDIT_INSERT: the entry to insert, owned */
};

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ScGameFile, sc_game_file, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

enum {
  PROP_0,
  PROP_FILE,
  PROP_INDEXING,
  PROP_PROGRESS,
  PROP_ENCODING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  if (entry == NULL)
    return;
  g_clear_object (&entry->record);
  g_clear_object (&entry->game);
  g_free (entry->error);
  g_free (entry);
}

static Entry *
entry_new_for_game (ScGame *game)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->game = g_object_ref (game);
  entry->original = -1;
  entry->modified = TRUE;
  return entry;
}

static Job *
job_ref (Job *job)
{
  g_atomic_ref_count_inc (&job->ref);
  return job;
}

static void
job_unref (Job *job)
{
  if (!g_atomic_ref_count_dec (&job->ref))
    return;
  g_bytes_unref (job->bytes);
  g_main_context_unref (job->context);
  g_weak_ref_clear (&job->owner);
  if (job->fd >= 0)
    close (job->fd);
  g_free (job);
}

static void
batch_free (gpointer data)
{
  Batch *batch = data;

  job_unref (batch->job);
  g_ptr_array_unref (batch->entries);
  g_free (batch);
}

/* GListModel */

static GType
get_item_type (GListModel *model)
{
  return SC_TYPE_GAME_RECORD;
}

static guint
get_n_items (GListModel *model)
{
  return SC_GAME_FILE (model)->entries->len;
}

static void
keep_first_record (const ScPgnIndexEntry *index_entry,
                   gpointer               user_data)
{
  ScGameRecord **record = user_data;

  if (*record == NULL)
    *record = sc_game_record_new_from_entry (index_entry);
}

/* The entry's record, made the first time it is asked for: from the
 * edited game when there is one, otherwise by scanning the game's bytes
 * again, which gives the tags the index saw. */
static ScGameRecord *
entry_record (ScGameFile *self,
              Entry      *entry,
              guint       position)
{
  if (entry->record != NULL)
    return entry->record;
  if (entry->game == NULL && entry->has_source && self->bytes != NULL)
    {
      g_autoptr(ScPgnScanner) scanner = sc_pgn_scanner_new (keep_first_record, &entry->record);
      const char *data = g_bytes_get_data (self->bytes, NULL);

      sc_pgn_scanner_feed (scanner, data + entry->offset, (gsize) entry->length);
      sc_pgn_scanner_finish (scanner);
    }
  if (entry->record == NULL)
    {
      g_autoptr(ScGame) game = entry->game != NULL ? g_object_ref (entry->game) : sc_game_new ();

      entry->record = sc_game_record_new_from_game (game);
    }
  sc_game_record_set_number (entry->record, position + 1);
  sc_game_record_set_modified (entry->record, entry->modified);
  sc_game_record_set_failed (entry->record, entry->error);
  return entry->record;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  ScGameFile *self = SC_GAME_FILE (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (entry_record (self, g_ptr_array_index (self->entries, position), position));
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* GObject */

static void
stop_index (ScGameFile *self)
{
  if (self->job == NULL)
    return;
  g_atomic_int_set (&self->job->cancelled, TRUE);
  g_clear_pointer (&self->job, job_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEXING]);
}

static void
disconnect_cancellable (ScGameFile *self)
{
  if (self->cancellable == NULL)
    return;
  g_cancellable_disconnect (self->cancellable, self->cancelled_id);
  self->cancelled_id = 0;
  g_clear_object (&self->cancellable);
}

static void
sc_game_file_dispose (GObject *object)
{
  ScGameFile *self = SC_GAME_FILE (object);

  if (self->job != NULL)
    {
      g_atomic_int_set (&self->job->cancelled, TRUE);
      g_clear_pointer (&self->job, job_unref);
    }
  g_clear_object (&self->load_task);
  disconnect_cancellable (self);
  G_OBJECT_CLASS (sc_game_file_parent_class)->dispose (object);
}

static void
sc_game_file_finalize (GObject *object)
{
  ScGameFile *self = SC_GAME_FILE (object);

  g_ptr_array_unref (self->entries);
  g_clear_object (&self->file);
  g_clear_pointer (&self->bytes, g_bytes_unref);
  G_OBJECT_CLASS (sc_game_file_parent_class)->finalize (object);
}

static void
sc_game_file_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ScGameFile *self = SC_GAME_FILE (object);

  switch (prop_id)
    {
    case PROP_FILE:     g_value_set_object (value, self->file); break;
    case PROP_INDEXING: g_value_set_boolean (value, self->job != NULL); break;
    case PROP_PROGRESS: g_value_set_double (value, self->progress); break;
    case PROP_ENCODING: g_value_set_string (value, sc_game_file_get_encoding (self)); break;
    default:            G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sc_game_file_class_init (ScGameFileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = sc_game_file_dispose;
  object_class->finalize = sc_game_file_finalize;
  object_class->get_property = sc_game_file_get_property;

  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_INDEXING] = g_param_spec_boolean ("indexing", NULL, NULL, FALSE, flags);
  properties[PROP_PROGRESS] = g_param_spec_double ("progress", NULL, NULL, 0.0, 1.0, 1.0, flags);
  properties[PROP_ENCODING] = g_param_spec_string ("encoding", NULL, NULL, "UTF-8", flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sc_game_file_init (ScGameFile *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
  self->encoding = SC_TEXT_ENCODING_UTF8;
  self->progress = 1.0;
}

ScGameFile *
sc_game_file_new (void)
{
  ScGameFile *self = g_object_new (SC_TYPE_GAME_FILE, NULL);
  g_autoptr(ScGame) game = sc_game_new ();
  Entry *entry = entry_new_for_game (game);

  /* A new empty game is no change to save. */
  entry->modified = FALSE;
  g_ptr_array_add (self->entries, entry);
  return self;
}

static void
renumber (ScGameFile *self,
          guint       from)
{
  for (guint i = from; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (entry->record != NULL)
        sc_game_record_set_number (entry->record, i + 1);
    }
}

/* Loading: the worker */

static gboolean
deliver_batch (gpointer data)
{
  Batch *batch = data;
  g_autoptr(ScGameFile) self = g_weak_ref_get (&batch->job->owner);
  guint position;

  if (self == NULL || self->job != batch->job)
    return G_SOURCE_REMOVE;

  position = self->entries->len;
  for (guint i = 0; i < batch->entries->len; i++)
    {
      Entry *entry = g_steal_pointer (&g_ptr_array_index (batch->entries, i));

      if (self->n_original == 0)
        self->lead = entry->offset;
      entry->original = (gint) self->n_original++;
      g_ptr_array_add (self->entries, entry);
    }
  renumber (self, position);
  if (self->entries->len > position)
    g_list_model_items_changed (G_LIST_MODEL (self), position, 0, self->entries->len - position);

  self->progress = batch->progress;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  if (batch->done)
    {
      if (self->encoding != batch->encoding)
        {
          self->encoding = batch->encoding;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENCODING]);
        }
      if (self->entries->len == 0)
        {
          /* A file without games opens on a new one. */
          g_autoptr(ScGame) game = sc_game_new ();
          Entry *entry = entry_new_for_game (game);

          entry->modified = FALSE;
          g_ptr_array_add (self->entries, entry);
          renumber (self, 0);
          g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, 1);
        }
      g_clear_pointer (&self->job, job_unref);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEXING]);
    }
  if (self->load_task != NULL && (self->entries->len > 0 || batch->done))
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->load_task);

      g_task_return_boolean (task, TRUE);
    }
  return G_SOURCE_REMOVE;
}

/* Runs func in context's own thread, always from a source of its own.
 * g_main_context_invoke () would run it at once in a worker thread that
 * shares the default context and finds it free, racing with the thread
 * that owns the file, and could leave that thread waiting for a source
 * that never comes. */
static void
invoke_in_context (GMainContext   *context,
                   GSourceFunc     func,
                   gpointer        data,
                   GDestroyNotify  notify)
{
  g_autoptr(GSource) source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, data, notify);
  g_source_attach (source, context);
}

/* Hands the entries found to the main context; with done, the last ones,
 * with the file's encoding. */
static void
flush_batch (Share          *share,
             double          progress,
             gboolean        done,
             ScTextEncoding  encoding)
{
  Batch *batch = g_new0 (Batch, 1);

  batch->job = job_ref (share->job);
  batch->entries = share->found;
  batch->progress = progress;
  batch->done = done;
  batch->encoding = encoding;
  share->found = g_ptr_array_new_with_free_func (entry_free);
  share->job->last_flush = g_get_monotonic_time ();
  invoke_in_context (share->job->context, deliver_batch, batch, batch_free);
}

static void
on_game_scanned (const ScPgnIndexEntry *index_entry,
                 gpointer               user_data)
{
  Share *share = user_data;
  Entry *entry = g_new0 (Entry, 1);

  entry->has_source = TRUE;
  entry->offset = share->from + index_entry->offset;
  entry->length = index_entry->length;
  entry->line = index_entry->line;
  if (share->last != NULL)
    share->last->span_end = entry->offset;
  share->last = entry;
  g_ptr_array_add (share->found, entry);
}

static void
share_init (Share   *share,
            Job     *job,
            guint64  from,
            guint64  to)
{
  share->job = job;
  share->scanner = sc_pgn_scanner_new (on_game_scanned, share);
  /* The list reads tags from a game's bytes when it shows the game. */
  sc_pgn_scanner_set_keep_tags (share->scanner, FALSE);
  if (job->fd >= 0)
    share->buffer = g_malloc (SCAN_CHUNK);
  share->from = share->at = from;
  share->to = to;
  share->utf8 = TRUE;
  share->found = g_ptr_array_new_with_free_func (entry_free);
}

static void
share_clear (Share *share)
{
  g_clear_pointer (&share->scanner, sc_pgn_scanner_free);
  g_clear_pointer (&share->buffer, g_free);
  g_clear_pointer (&share->found, g_ptr_array_unref);
}

/* The next chunk of the share, at most SCAN_CHUNK bytes: read from the
 * file into the share's buffer, which is faster than touching the
 * mapping's pages and keeps them out of the process's memory (a game's
 * pages come in when it is read), or else straight from the bytes. NULL
 * at an early end (the file shrank). */
static const char *
next_chunk (Share *share,
            gsize *length)
{
  gsize want = (gsize) MIN (SCAN_CHUNK, share->to - share->at), got = 0;

  if (share->buffer == NULL)
    {
      *length = want;
      return (const char *) g_bytes_get_data (share->job->bytes, NULL) + share->at;
    }
  while (got < want)
    {
      gssize n = pread (share->job->fd, share->buffer + got, want - got, (off_t) (share->at + got));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      got += (gsize) n;
    }
  *length = got;
  return got > 0 ? share->buffer : NULL;
}

/* How many bytes at the end of text (length bytes) start a character
 * that the next chunk completes. */
static gsize
cut_character (const char *text,
               gsize       length)
{
  for (gsize i = 1; i <= 3 && i <= length; i++)
    {
      guchar c = (guchar) text[length - i];

      if ((c & 0xC0) == 0x80)
        continue;    /* a continuation byte: look further back */
      if (c < 0xC0)
        return 0;
      return (gsize) (c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2) > i ? i : 0;
    }
  return 0;
}

/* Feeds the share to its scanner a chunk at a time, until its end or a
 * cancel, checking each chunk for UTF-8 while it is in the cache. With
 * deliver, entries go to the main context on the way: the first one at
 * once, then in batches. */
static void
scan_share (Share    *share,
            gboolean  deliver)
{
  gsize size = g_bytes_get_size (share->job->bytes);

  while (share->at < share->to && !g_atomic_int_get (&share->job->cancelled))
    {
      gsize n, cut;
      const char *chunk = next_chunk (share, &n);
      guint ready;

      if (chunk == NULL)
        break;
      /* A chunk ends between characters, so that each is checked whole:
       * the next one starts again at a character cut in two. */
      cut = share->at + n < share->to ? cut_character (chunk, n) : 0;
      if (cut < n)
        n -= cut;
      sc_pgn_scanner_feed (share->scanner, chunk, n);
      share->utf8 = share->utf8 && sc_text_is_utf8 (chunk, n);
      share->at += n;
      /* The last entry waits for the next one to know where its span ends. */
      ready = share->found->len > 0 ? share->found->len - 1 : 0;
      if (deliver && ready > 0 &&
          (share->job->last_flush == 0 ||
           g_get_monotonic_time () - share->job->last_flush > BATCH_INTERVAL_US))
        {
          Entry *last = g_ptr_array_steal_index (share->found, ready);

          flush_batch (share, (double) share->at / (double) size, FALSE, SC_TEXT_ENCODING_UTF8);
          g_ptr_array_add (share->found, last);
        }
    }
}

static gpointer
scan_second_half (gpointer data)
{
  Share *share = data;

  scan_share (share, FALSE);
  sc_pgn_scanner_finish (share->scanner);
  return NULL;
}

/* Where a second thread starts on a large file, or 0 for one thread. */
static guint64
find_split (const char *text,
            gsize       size)
{
  gsize at;

  if (size < SC_PGN_SPLIT_MIN_SIZE || g_get_num_processors () < 2)
    return 0;
  at = sc_pgn_find_split (text + size / 2, MIN (SC_PGN_SPLIT_WINDOW, size - size / 2));
  return at > 0 ? size / 2 + at : 0;
}

/* Appends the second half's entries to the first's. */
static void
join_shares (Share *first,
             Share *second)
{
  guint lines = sc_pgn_scanner_get_n_lines (first->scanner);

  for (guint i = 0; i < second->found->len; i++)
    {
      Entry *entry = g_steal_pointer (&g_ptr_array_index (second->found, i));

      entry->line += lines;
      if (first->last != NULL)
        first->last->span_end = entry->offset;
      first->last = entry;
      g_ptr_array_add (first->found, entry);
    }
  first->utf8 = first->utf8 && second->utf8;
}

static gpointer
index_thread (gpointer data)
{
  Job *job = data;
  gsize size;
  const char *text = g_bytes_get_data (job->bytes, &size);
  guint64 split = find_split (text, size);
  Share first = { 0, }, second = { 0, };
  GThread *thread = NULL;
  gboolean joined = FALSE;

  share_init (&first, job, 0, split > 0 ? split : size);
  if (split > 0)
    {
      share_init (&second, job, split, size);
      thread = g_thread_new ("sc-pgn-index-2", scan_second_half, &second);
    }
  scan_share (&first, TRUE);
  if (thread != NULL)
    {
      g_thread_join (thread);
      /* The second half counts when the first got there, between games;
       * otherwise (a comment open across the split) one scanner reads on. */
      joined = first.at == first.to && sc_pgn_scanner_can_split (first.scanner);
      if (!joined)
        {
          first.to = size;
          scan_share (&first, TRUE);
        }
    }
  if (!g_atomic_int_get (&job->cancelled))
    {
      sc_pgn_scanner_finish (first.scanner);
      if (joined)
        join_shares (&first, &second);
      if (first.last != NULL)
        first.last->span_end = size;
      flush_batch (&first, 1.0, TRUE, first.utf8 ? SC_TEXT_ENCODING_UTF8 : SC_TEXT_ENCODING_WINDOWS_1252);
    }
  share_clear (&first);
  share_clear (&second);
  job_unref (job);
  return NULL;
}

/* bytes, or for a file that needs turning (sc-text-turner.h) its text
 * turned: the index then reads that copy, not the file (*fd is closed),
 * and saving writes UTF-8 with line feeds. */
static GBytes *
readable_bytes (GBytes *bytes,
                int    *fd)
{
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  char *turned = sc_text_turned_copy (data, length, &length);

  if (turned == NULL)
    return bytes;
  g_bytes_unref (bytes);
  if (fd != NULL && *fd >= 0)
    {
      close (*fd);
      *fd = -1;
    }
  return g_bytes_new_take (turned, length);
}

static GBytes *
map_file (GFile         *file,
          int           *fd_out,
          GCancellable  *cancellable,
          GError       **error)
{
  const char *path = g_file_peek_path (file);
  GMappedFile *mapped;
  GBytes *bytes;
  int fd;

  if (path == NULL)
    {
      char *contents;
      gsize length;

      if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, error))
        return NULL;
      return readable_bytes (g_bytes_new_take (contents, length), NULL);
    }

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not open “%s”: %s"), name, g_strerror (saved_errno));
      return NULL;
    }
  mapped = g_mapped_file_new_from_fd (fd, FALSE, error);
  /* fd_out: the same file read the other way, for the index. */
  if (mapped != NULL && fd_out != NULL)
    *fd_out = fd;
  else
    close (fd);
  if (mapped == NULL)
    return NULL;
  bytes = g_mapped_file_get_bytes (mapped);
  g_mapped_file_unref (mapped);
  return readable_bytes (bytes, fd_out);
}

static void
start_index (ScGameFile *self,
             GBytes     *bytes,
             int         fd)
{
  Job *job = g_new0 (Job, 1);
  g_autoptr(GThread) thread = NULL;

  g_atomic_ref_count_init (&job->ref);
  job->bytes = g_bytes_ref (bytes);
  job->fd = fd;
  job->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&job->owner, self);
  self->job = job;
  thread = g_thread_new ("sc-pgn-index", index_thread, job_ref (job));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEXING]);
}

static gboolean
stop_cancelled_load (gpointer data)
{
  g_autoptr(ScGameFile) self = g_weak_ref_get (data);

  if (self == NULL || self->cancellable == NULL || !g_cancellable_is_cancelled (self->cancellable))
    return G_SOURCE_REMOVE;
  stop_index (self);
  if (self->load_task != NULL)
    {
      g_autoptr(GTask) task = g_steal_pointer (&self->load_task);

      g_task_return_error_if_cancelled (task);
    }
  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* Maybe on another thread: the index stops at once, the rest is done on
 * the object's own context. */
static void
on_cancelled (GCancellable *cancellable,
              GWeakRef     *weak)
{
  g_autoptr(ScGameFile) self = g_weak_ref_get (weak);
  GWeakRef *copy;

  if (self == NULL || self->job == NULL)
    return;
  g_atomic_int_set (&self->job->cancelled, TRUE);
  copy = g_new0 (GWeakRef, 1);
  g_weak_ref_init (copy, self);
  invoke_in_context (self->job->context, stop_cancelled_load, copy, weak_ref_free);
}

void
sc_game_file_load_async (ScGameFile          *self,
                         GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  int fd = -1;
  guint removed;

  g_return_if_fail (SC_IS_GAME_FILE (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sc_game_file_load_async);

  /* Mapping costs nothing, whatever the size: done here. */
  bytes = map_file (file, &fd, cancellable, &error);
  if (bytes == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  stop_index (self);
  if (self->load_task != NULL)
    {
      g_autoptr(GTask) previous = g_steal_pointer (&self->load_task);

      g_task_return_new_error (previous, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Another file was opened"));
    }
  removed = self->entries->len;
  g_ptr_array_set_size (self->entries, 0);
  if (removed > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, 0);
  g_clear_pointer (&self->bytes, g_bytes_unref);
  self->bytes = g_bytes_ref (bytes);
  self->n_original = 0;
  self->lead = 0;
  self->language = NULL;
  self->progress = 0.0;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  {
    /* A first guess from the start of the file; the index says at its end. */
    gsize size;
    const char *data = g_bytes_get_data (bytes, &size);
    ScTextEncoding guess = sc_text_encoding_detect (data, MIN (size, 65536));

    /* A cut in the middle of a character is no evidence. */
    self->encoding = guess == SC_TEXT_ENCODING_WINDOWS_1252 && size <= 65536
                     ? guess : SC_TEXT_ENCODING_UTF8;
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENCODING]);
  }

  self->load_task = g_object_ref (task);
  disconnect_cancellable (self);
  start_index (self, bytes, fd);
  if (cancellable != NULL)
    {
      GWeakRef *weak = g_new0 (GWeakRef, 1);

      g_weak_ref_init (weak, self);
      self->cancellable = g_object_ref (cancellable);
      self->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), weak, weak_ref_free);
    }
}

gboolean
sc_game_file_load_finish (ScGameFile    *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_sync_loaded (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

gboolean
sc_game_file_load (ScGameFile    *self,
                   GFile         *file,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  GMainContext *context = g_main_context_ref_thread_default ();

  sc_game_file_load_async (self, file, cancellable, on_sync_loaded, &result);
  while (result == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_unref (context);
  if (!sc_game_file_load_finish (self, result, error))
    return FALSE;
  sc_game_file_wait_indexed (self);
  return TRUE;
}

void
sc_game_file_wait_indexed (ScGameFile *self)
{
  GMainContext *context;

  g_return_if_fail (SC_IS_GAME_FILE (self));

  if (self->job == NULL)
    return;
  context = g_main_context_ref (self->job->context);
  while (self->job != NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_unref (context);
}

gboolean
sc_game_file_get_indexing (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  return self->job != NULL;
}

double
sc_game_file_get_progress (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), 0.0);
  return self->progress;
}

guint
sc_game_file_get_n_games (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), 0);
  return self->entries->len;
}

ScGameRecord *
sc_game_file_get_record (ScGameFile *self,
                         guint       position)
{
  Entry *entry;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  entry = g_ptr_array_index (self->entries, position);
  return entry_record (self, entry, position);
}

/* Games */

static Entry *
get_entry (ScGameFile *self,
           guint       position)
{
  return g_ptr_array_index (self->entries, position);
}

static void
set_entry_error (Entry      *entry,
                 const char *error)
{
  if (g_strcmp0 (entry->error, error) == 0)
    return;
  g_free (entry->error);
  entry->error = g_strdup (error);
  if (entry->record != NULL)
    sc_game_record_set_failed (entry->record, error);
}

static char *
problem_text (const ScTextProblem *problem)
{
  return g_strdup_printf (_("line %u, column %u: %s"), problem->line, problem->column,
                          problem->message);
}

static ScGame *
read_entry (ScGameFile  *self,
            Entry       *entry)
{
  gsize size;
  const char *data = g_bytes_get_data (self->bytes, &size);
  const char *text = data + entry->offset;
  ScPgnIndexEntry index_entry = { 0, };
  g_autoptr(ScReadResult) result = NULL;
  ScGame *game;

  index_entry.number = (guint) entry->original + 1;
  index_entry.offset = entry->offset;
  index_entry.length = entry->length;
  index_entry.line = entry->line;
  result = sc_pgn_read_game_text (text, (gsize) entry->length, &index_entry, self->language, NULL);
  if (self->language == NULL)
    self->language = result->language;

  game = result->games->len > 0 ? g_object_ref (g_ptr_array_index (result->games, 0)) : sc_game_new ();
  if (result->problems->len > 0)
    {
      g_autofree char *message = problem_text (&g_array_index (result->problems, ScTextProblem, 0));

      if (sc_game_get_source (game) == NULL)
        {
          g_autofree char *utf8 = sc_text_to_utf8 (text, (gsize) entry->length,
                                                   sc_text_encoding_detect (text, (gsize) entry->length),
                                                   NULL);

          sc_game_set_unread (game, utf8, -1, 0);
        }
      set_entry_error (entry, message);
    }
  else
    set_entry_error (entry, NULL);
  return game;
}

ScGame *
sc_game_file_get_game (ScGameFile  *self,
                       guint        position,
                       GError     **error)
{
  Entry *entry;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  entry = get_entry (self, position);
  if (entry->game != NULL)
    return g_object_ref (entry->game);
  if (!entry->has_source || self->bytes == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("Game %u has no text"), position + 1);
      return NULL;
    }
  return read_entry (self, entry);
}

static void
set_entry_modified (Entry    *entry,
                    gboolean  modified)
{
  entry->modified = modified;
  if (entry->record != NULL)
    sc_game_record_set_modified (entry->record, modified);
}

void
sc_game_file_set_game (ScGameFile *self,
                       guint       position,
                       ScGame     *game)
{
  Entry *entry;

  g_return_if_fail (SC_IS_GAME_FILE (self));
  g_return_if_fail (position < self->entries->len);
  g_return_if_fail (SC_IS_GAME (game));

  entry = get_entry (self, position);
  g_set_object (&entry->game, game);
  if (entry->record != NULL)
    sc_game_record_update_tags (entry->record, game);
  if (sc_game_get_unread_text (game) == NULL)
    set_entry_error (entry, NULL);
  set_entry_modified (entry, TRUE);
}

void
sc_game_file_set_game_modified (ScGameFile *self,
                                guint       position,
                                gboolean    modified)
{
  Entry *entry;

  g_return_if_fail (SC_IS_GAME_FILE (self));
  g_return_if_fail (position < self->entries->len);

  entry = get_entry (self, position);
  if (entry->game != NULL && entry->record != NULL)
    sc_game_record_update_tags (entry->record, entry->game);
  set_entry_modified (entry, modified);
}

gboolean
sc_game_file_get_game_modified (ScGameFile *self,
                                guint       position)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  g_return_val_if_fail (position < self->entries->len, FALSE);
  return get_entry (self, position)->modified;
}

gboolean
sc_game_file_get_modified (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);

  if (self->job == NULL && self->entries->len != self->n_original)
    {
      /* A new file's one empty game is not a change. */
      if (!(self->n_original == 0 && self->entries->len == 1 && !get_entry (self, 0)->modified))
        return TRUE;
    }
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = get_entry (self, i);

      if (entry->modified || (entry->original >= 0 && (guint) entry->original != i))
        return TRUE;
    }
  return FALSE;
}

/* List edits */

static ScGameFileEdit *
edit_new (int    kind,
          guint  position,
          guint  to,
          Entry *entry)
{
  ScGameFileEdit *edit = g_new0 (ScGameFileEdit, 1);

  edit->kind = kind;
  edit->position = position;
  edit->to = to;
  edit->entry = entry;
  return edit;
}

void
sc_game_file_edit_free (ScGameFileEdit *edit)
{
  if (edit == NULL)
    return;
  entry_free (edit->entry);
  g_free (edit);
}

static ScGameFileEdit *
insert_entry (ScGameFile *self,
              guint       position,
              Entry      *entry)
{
  g_ptr_array_insert (self->entries, (gint) position, entry);
  renumber (self, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
  return edit_new (EDIT_REMOVE, position, 0, NULL);
}

static ScGameFileEdit *
remove_entry (ScGameFile *self,
              guint       position)
{
  Entry *entry = g_ptr_array_steal_index (self->entries, position);

  renumber (self, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  return edit_new (EDIT_INSERT, position, 0, entry);
}

static ScGameFileEdit *
move_entry (ScGameFile *self,
            guint       from,
            guint       to)
{
  Entry *entry = g_ptr_array_steal_index (self->entries, from);
  guint first = MIN (from, to), last = MAX (from, to);

  g_ptr_array_insert (self->entries, (gint) to, entry);
  renumber (self, first);
  g_list_model_items_changed (G_LIST_MODEL (self), first, last - first + 1, last - first + 1);
  return edit_new (EDIT_MOVE, to, from, NULL);
}

ScGameFileEdit *
sc_game_file_insert (ScGameFile *self,
                     guint       position,
                     ScGame     *game)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position <= self->entries->len, NULL);
  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  return insert_entry (self, position, entry_new_for_game (game));
}

ScGameFileEdit *
sc_game_file_remove (ScGameFile *self,
                     guint       position)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  if (self->entries->len == 1)
    return NULL;
  return remove_entry (self, position);
}

ScGameFileEdit *
sc_game_file_move (ScGameFile *self,
                   guint       from,
                   guint       to)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (from < self->entries->len, NULL);
  g_return_val_if_fail (to < self->entries->len, NULL);

  if (from == to)
    return NULL;
  return move_entry (self, from, to);
}

/* A game's own copy, through its PGN: nothing of the tree is shared. */
static ScGame *
copy_game (ScGame *game)
{
  g_autoptr(GString) pgn = g_string_new (NULL);
  g_autoptr(ScReadResult) result = NULL;

  sc_write_pgn_game (pgn, game);
  result = sc_read_games (pgn->str, (gssize) pgn->len, sc_language_english ());
  if (result->games->len == 0)
    return sc_game_new ();
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

ScGameFileEdit *
sc_game_file_duplicate (ScGameFile *self,
                        guint       position)
{
  g_autoptr(ScGame) game = NULL;
  g_autoptr(ScGame) copy = NULL;
  Entry *source;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  source = get_entry (self, position);
  game = sc_game_file_get_game (self, position, NULL);
  if (game == NULL)
    return NULL;
  copy = copy_game (game);
  /* A failed game's copy keeps the failed text as it is. */
  if (sc_game_get_source (game) != NULL && sc_game_get_source (copy) == NULL)
    sc_game_set_unread (copy, sc_game_get_source (game), (gssize) sc_game_get_source_length (game), 0);
  {
    ScGameFileEdit *edit = insert_entry (self, position + 1, entry_new_for_game (copy));
    Entry *entry = get_entry (self, position + 1);

    set_entry_error (entry, source->error);
    return edit;
  }
}

ScGameFileEdit *
sc_game_file_edit_apply (ScGameFile     *self,
                         ScGameFileEdit *edit)
{
  ScGameFileEdit *inverse = NULL;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (edit != NULL, NULL);

  switch (edit->kind)
    {
    case EDIT_INSERT:
      inverse = insert_entry (self, edit->position, g_steal_pointer (&edit->entry));
      break;
    case EDIT_REMOVE:
      inverse = remove_entry (self, edit->position);
      break;
    case EDIT_MOVE:
      inverse = move_entry (self, edit->position, edit->to);
      break;
    }
  sc_game_file_edit_free (edit);
  return inverse;
}

/* File and encoding */

GFile *
sc_game_file_get_file (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  return self->file;
}

void
sc_game_file_set_file (ScGameFile *self,
                       GFile      *file)
{
  g_return_if_fail (SC_IS_GAME_FILE (self));

  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

const char *
sc_game_file_get_encoding (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  return self->encoding == SC_TEXT_ENCODING_WINDOWS_1252 ? "WINDOWS-1252" : "UTF-8";
}

/* Saving */

typedef struct {
  guint64 offset;
  guint64 length;
  guint64 span_end;
  guint   line;
} Placed;

static gboolean
ends_with_blank_line (GString *out)
{
  return out->len == 0
         || (out->len >= 2 && out->str[out->len - 1] == '\n'
             && (out->str[out->len - 2] == '\n'
                 || (out->len >= 3 && out->str[out->len - 2] == '\r' && out->str[out->len - 3] == '\n')));
}

static guint
count_lines (const char *text,
             gsize       length)
{
  guint n = 0;

  for (const char *p = memchr (text, '\n', length); p != NULL;
       p = memchr (p + 1, '\n', length - (gsize) (p + 1 - text)))
    n++;
  return n;
}

/* bytes of the file as they are, or as UTF-8 when they are not and the
 * output is. */
static void
append_original (GString        *out,
                 const char     *text,
                 gsize           length,
                 ScTextEncoding  out_encoding)
{
  if (out_encoding != SC_TEXT_ENCODING_WINDOWS_1252
      && sc_text_encoding_detect (text, length) == SC_TEXT_ENCODING_WINDOWS_1252)
    {
      gsize utf8_length;
      g_autofree char *utf8 = sc_text_to_utf8 (text, length, SC_TEXT_ENCODING_WINDOWS_1252, &utf8_length);

      g_string_append_len (out, utf8, (gssize) utf8_length);
    }
  else
    g_string_append_len (out, text, (gssize) length);
}

static gboolean
append_written (GString         *out,
                ScGame          *game,
                guint            number,
                ScTextEncoding   out_encoding,
                GError         **error)
{
  g_autoptr(GString) pgn = g_string_new (NULL);
  g_autofree char *encoded = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize encoded_length;

  sc_write_pgn_game (pgn, game);
  if (out_encoding != SC_TEXT_ENCODING_WINDOWS_1252)
    {
      g_string_append_len (out, pgn->str, (gssize) pgn->len);
      return TRUE;
    }
  encoded = sc_text_from_utf8 (pgn->str, pgn->len, out_encoding, &encoded_length, &local_error);
  if (encoded == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("Game %u cannot be saved in Windows-1252: %s"), number, local_error->message);
      return FALSE;
    }
  g_string_append_len (out, encoded, (gssize) encoded_length);
  return TRUE;
}

static gsize
trimmed_length (const char *text,
                gsize       length)
{
  while (length > 0 && g_ascii_isspace (text[length - 1]))
    length--;
  return length;
}

/* The new file's text, and where each game lands in it. */
static GString *
build_output (ScGameFile      *self,
              ScTextEncoding   out_encoding,
              GArray          *placed,
              GError         **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *data = self->bytes != NULL ? g_bytes_get_data (self->bytes, NULL) : NULL;
  guint line = 1;
  gint previous_original = -1;   /* what comes before game 0: the lead */

  if (self->lead > 0 && data != NULL)
    append_original (out, data, (gsize) self->lead, out_encoding);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = get_entry (self, i);
      gboolean copied = !entry->modified && entry->has_source && data != NULL;
      Placed where;
      gsize start;

      /* Neighbours in the file stay as they were; others get a blank line
       * between them. */
      if (!(copied && entry->original == previous_original + 1) && !ends_with_blank_line (out))
        g_string_append (out, out->str[out->len - 1] == '\n' ? "\n" : "\n\n");
      previous_original = copied ? entry->original : -2;

      start = out->len;
      if (copied)
        append_original (out, data + entry->offset, (gsize) (entry->span_end - entry->offset), out_encoding);
      else
        {
          g_autoptr(ScGame) game = sc_game_file_get_game (self, i, error);

          if (game == NULL || !append_written (out, game, i + 1, out_encoding, error))
            return NULL;
        }
      where.offset = start;
      where.span_end = out->len;
      where.length = trimmed_length (out->str + start, out->len - start);
      where.line = 0;
      g_array_append_val (placed, where);
    }

  /* Lines, in one pass over the output. */
  {
    gsize at = 0;

    for (guint i = 0; i < placed->len; i++)
      {
        Placed *where = &g_array_index (placed, Placed, i);

        line += count_lines (out->str + at, (gsize) where->offset - at);
        at = (gsize) where->offset;
        where->line = line;
      }
  }
  return g_steal_pointer (&out);
}

static gboolean
write_atomically (GFile         *target,
                  GBytes        *contents,
                  GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (contents, &size);

  /* g_file_replace_contents () writes a temporary file in the same
   * folder, flushes it and renames it over the target: the original stays
   * whole until the new one is complete. */
  if (!g_file_replace_contents (target, data != NULL ? data : "", size, NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, &local_error))
    {
      /* GIO's message names the file already. */
      g_set_error (error, local_error->domain, local_error->code,
                   _("Could not save: %s"), local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
sc_game_file_save (ScGameFile  *self,
                   GFile       *target,
                   gboolean     keep_encoding,
                   GError     **error)
{
  g_autoptr(GArray) placed = g_array_new (FALSE, FALSE, sizeof (Placed));
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(GBytes) reread = NULL;
  ScTextEncoding out_encoding;
  GString *out;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  g_return_val_if_fail (target == NULL || G_IS_FILE (target), FALSE);

  if (target == NULL)
    target = self->file;
  if (target == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The games have no file to be saved to"));
      return FALSE;
    }
  /* Every game must be known before the file is written again: the
   * caller waits for notify::indexing. */
  if (self->job != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("The file is still being read; it can be saved once it is read to its end"));
      return FALSE;
    }

  out_encoding = keep_encoding && self->encoding == SC_TEXT_ENCODING_WINDOWS_1252
                 ? SC_TEXT_ENCODING_WINDOWS_1252 : SC_TEXT_ENCODING_UTF8;
  out = build_output (self, out_encoding, placed, error);
  if (out == NULL)
    return FALSE;
  contents = g_string_free_to_bytes (out);
  if (!write_atomically (target, contents, error))
    return FALSE;

  /* Bound to what was written: the file's pages rather than the copy in
   * memory when it can be mapped. */
  reread = map_file (target, NULL, NULL, NULL);
  if (reread == NULL || g_bytes_get_size (reread) != g_bytes_get_size (contents))
    {
      g_clear_pointer (&reread, g_bytes_unref);
      reread = g_bytes_ref (contents);
    }
  g_clear_pointer (&self->bytes, g_bytes_unref);
  self->bytes = g_steal_pointer (&reread);
  self->lead = 0;
  self->n_original = self->entries->len;
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = get_entry (self, i);
      const Placed *where = &g_array_index (placed, Placed, i);

      entry->has_source = TRUE;
      entry->offset = where->offset;
      entry->length = where->length;
      entry->span_end = where->span_end;
      entry->line = where->line;
      entry->original = (gint) i;
      set_entry_modified (entry, FALSE);
    }
  if (self->encoding != out_encoding)
    {
      self->encoding = out_encoding;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENCODING]);
    }
  sc_game_file_set_file (self, target);
  return TRUE;
}

/* The journal */

gint
sc_game_file_get_original_position (ScGameFile *self,
                                    guint       position)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), -1);
  g_return_val_if_fail (position < self->entries->len, -1);

  return get_entry (self, position)->original;
}

guint
sc_game_file_get_n_original (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), 0);
  return self->n_original;
}

void
sc_game_file_restore_list (ScGameFile  *self,
                           const gint  *original,
                           ScGame     **games,
                           guint        n,
                           guint        n_known)
{
  g_autoptr(GPtrArray) by_original = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  guint removed;

  g_return_if_fail (SC_IS_GAME_FILE (self));

  sc_game_file_wait_indexed (self);
  removed = self->entries->len;
  by_original = g_ptr_array_new_full (self->n_original, entry_free);
  g_ptr_array_set_size (by_original, (gint) self->n_original);
  while (self->entries->len > 0)
    {
      Entry *entry = g_ptr_array_steal_index (self->entries, self->entries->len - 1);

      if (entry->original >= 0 && (guint) entry->original < self->n_original)
        {
          entry_free (g_ptr_array_index (by_original, entry->original));
          g_ptr_array_index (by_original, entry->original) = entry;
        }
      else
        entry_free (entry);
    }

  entries = g_ptr_array_new_with_free_func (entry_free);
  for (guint i = 0; i < n; i++)
    {
      Entry *entry = NULL;

      if (original[i] >= 0 && (guint) original[i] < self->n_original)
        entry = g_steal_pointer (&g_ptr_array_index (by_original, original[i]));
      if (entry == NULL && games[i] == NULL)
        continue;
      if (entry == NULL)
        entry = entry_new_for_game (games[i]);
      else if (games[i] != NULL)
        {
          g_set_object (&entry->game, games[i]);
          if (entry->record != NULL)
            sc_game_record_update_tags (entry->record, games[i]);
          set_entry_modified (entry, TRUE);
        }
      g_ptr_array_add (entries, entry);
    }
  for (guint i = n_known; i < by_original->len; i++)
    if (g_ptr_array_index (by_original, i) != NULL)
      g_ptr_array_add (entries, g_steal_pointer (&g_ptr_array_index (by_original, i)));
  if (entries->len == 0)
    {
      g_autoptr(ScGame) game = sc_game_new ();

      g_ptr_array_add (entries, entry_new_for_game (game));
    }

  g_ptr_array_extend_and_steal (self->entries, g_steal_pointer (&entries));
  renumber (self, 0);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->entries->len);
}
