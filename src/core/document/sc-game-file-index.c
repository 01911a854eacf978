/* sc-game-file-index.c: a game file's index, made by a worker thread
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The worker finds the games with sc_pgn_scan_file () (on two threads
 * for a large file, as the command line's index does) and hands the
 * entries it finds to the main context in batches.
 */
#define _DEFAULT_SOURCE   /* pread () */
#include "config.h"

#include <fcntl.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "sc-file-snapshot.h"
#include "sc-game-file-private.h"
#include "sc-pgn-file-scan.h"
#include "sc-text-turner.h"

/* The worker's games found and not yet handed on. */
typedef struct {
  Job          *job;
  guint64       size;
  GPtrArray    *found;      /* of Entry* */
  Entry        *last;       /* the last found: its span ends at the next */
} Finding;

typedef struct {
  Job            *job;
  GPtrArray      *entries;     /* of Entry* */
  double          progress;
  gboolean        done;
  ScTextEncoding  encoding;
  GBytes         *copy;        /* after the index: the file's bytes from our own copy */
} Batch;

/* Loading: the worker */

Job *
sc_game_file_job_new (ScGameFile *self,
                      GBytes     *bytes,
                      int         fd)
{
  Job *job = g_new0 (Job, 1);

  g_atomic_ref_count_init (&job->ref);
  job->bytes = g_bytes_ref (bytes);
  job->fd = fd;
  job->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&job->owner, self);
  return job;
}

Job *
sc_game_file_job_ref (Job *job)
{
  g_atomic_ref_count_inc (&job->ref);
  return job;
}

void
sc_game_file_job_unref (Job *job)
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

gboolean
sc_game_file_job_cancel (Job **job)
{
  if (*job == NULL)
    return FALSE;
  g_atomic_int_set (&(*job)->cancelled, TRUE);
  g_clear_pointer (job, sc_game_file_job_unref);
  return TRUE;
}

static void
batch_free (gpointer data)
{
  Batch *batch = data;

  sc_game_file_job_unref (batch->job);
  g_clear_pointer (&batch->entries, g_ptr_array_unref);
  g_clear_pointer (&batch->copy, g_bytes_unref);
  g_free (batch);
}

void
sc_game_file_stop_index (ScGameFile *self)
{
  if (sc_game_file_job_cancel (&self->job))
    sc_game_file_notify (self, PROP_INDEXING);
}

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
  sc_game_file_renumber (self, position);
  if (self->entries->len > position)
    g_list_model_items_changed (G_LIST_MODEL (self), position, 0, self->entries->len - position);

  self->progress = batch->progress;
  sc_game_file_notify (self, PROP_PROGRESS);
  if (batch->done)
    {
      if (self->encoding != batch->encoding)
        {
          self->encoding = batch->encoding;
          sc_game_file_notify (self, PROP_ENCODING);
        }
      if (self->entries->len == 0)
        {
          /* A file without games opens on a new one. */
          g_autoptr(ScGame) game = sc_game_new ();
          Entry *entry = sc_game_file_entry_new_for_game (game);

          entry->modified = FALSE;
          g_ptr_array_add (self->entries, entry);
          sc_game_file_renumber (self, 0);
          g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, 1);
        }
      g_clear_pointer (&self->job, sc_game_file_job_unref);
      self->indexed_whole = TRUE;
      sc_game_file_notify (self, PROP_INDEXING);
      /* Text read into memory is the file's own already; a mapped file
       * is checked once its copy is made (use_private_copy ()). */
      if (batch->job->fd < 0)
        sc_game_file_start_check (self);
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
void
sc_game_file_invoke (GMainContext   *context,
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
flush_batch (Finding        *finding,
             double          progress,
             gboolean        done,
             ScTextEncoding  encoding)
{
  Batch *batch = g_new0 (Batch, 1);

  batch->job = sc_game_file_job_ref (finding->job);
  batch->entries = finding->found;
  batch->progress = progress;
  batch->done = done;
  batch->encoding = encoding;
  finding->found = g_ptr_array_new_with_free_func (sc_game_file_entry_free);
  finding->job->last_flush = g_get_monotonic_time ();
  sc_game_file_invoke (finding->job->context, deliver_batch, batch, batch_free);
}

static void
on_game_found (const ScPgnIndexEntry *index_entry,
               gpointer               user_data)
{
  Finding *finding = user_data;
  Entry *entry = g_new0 (Entry, 1);

  entry->has_source = TRUE;
  entry->offset = index_entry->offset;
  entry->length = index_entry->length;
  entry->line = index_entry->line;
  if (finding->last != NULL)
    finding->last->span_end = entry->offset;
  finding->last = entry;
  g_ptr_array_add (finding->found, entry);
}

/* The entries go to the main context on the way: the first one at once,
 * then in batches. The last one waits for the next to know where its span
 * ends. */
static void
on_progress (guint64  scanned,
             gpointer user_data)
{
  Finding *finding = user_data;
  guint ready = finding->found->len > 0 ? finding->found->len - 1 : 0;

  if (ready > 0 &&
      (finding->job->last_flush == 0 ||
       g_get_monotonic_time () - finding->job->last_flush > SC_GAME_FILE_BATCH_INTERVAL_US))
    {
      Entry *last = g_ptr_array_steal_index (finding->found, ready);

      flush_batch (finding, (double) scanned / (double) finding->size, FALSE, SC_TEXT_ENCODING_UTF8);
      g_ptr_array_add (finding->found, last);
    }
}

/* The file's bytes are read from the copy from now on, if the file is
 * still the one this load mapped, and unchanged since (a rewrite while
 * the copy was made, even of the same size, would make it another text). */
static gboolean
use_private_copy (gpointer data)
{
  Batch *batch = data;
  g_autoptr(ScGameFile) self = g_weak_ref_get (&batch->job->owner);

  if (self != NULL && self->bytes == batch->job->bytes
      && g_bytes_get_size (batch->copy) == g_bytes_get_size (self->bytes)
      && !sc_game_file_changed_on_disk (self))
    {
      g_bytes_unref (self->bytes);
      self->bytes = g_bytes_ref (batch->copy);
      self->from_copy = TRUE;
      sc_game_file_start_check (self);
    }
  return G_SOURCE_REMOVE;
}

/* The bytes of the file open as fd, mapped from a copy of our own
 * (sc-file-snapshot.c), or NULL with error. */
static GBytes *
map_copy_of (int      fd,
             GError **error)
{
  g_autoptr(GMappedFile) mapped = NULL;
  int copy = sc_file_snapshot (fd, error);

  if (copy < 0)
    return NULL;
  mapped = g_mapped_file_new_from_fd (copy, FALSE, error);
  close (copy);
  return mapped != NULL ? g_mapped_file_get_bytes (mapped) : NULL;
}

/* A mapping follows its file: another program that shortened the file
 * would kill the reader with SIGBUS, and one that rewrote it in place
 * would change the games under it (and what Save copies). The file's
 * bytes are mapped again from a copy of our own; where none can be made
 * (a full disk), the file stays mapped. */
static void
make_private_copy (Job *job)
{
  g_autoptr(GError) error = NULL;
  GBytes *copy = map_copy_of (job->fd, &error);
  Batch *batch;

  if (copy == NULL)
    {
      g_debug ("%s: the file is read in place", error->message);
      return;
    }
  batch = g_new0 (Batch, 1);
  batch->job = sc_game_file_job_ref (job);
  batch->copy = copy;
  sc_game_file_invoke (job->context, use_private_copy, batch, batch_free);
}

static gpointer
index_thread (gpointer data)
{
  Job *job = data;
  gsize size;
  const char *text = g_bytes_get_data (job->bytes, &size);
  Finding finding = { job, size, g_ptr_array_new_with_free_func (sc_game_file_entry_free), NULL };
  /* The list reads tags from a game's bytes when it shows the game. */
  ScPgnFileScan scan = { job->fd, text, size, FALSE, 0, on_game_found, on_progress, &finding, &job->cancelled };
  gboolean utf8 = sc_pgn_scan_file (&scan);

  if (!g_atomic_int_get (&job->cancelled))
    {
      if (finding.last != NULL)
        finding.last->span_end = size;
      flush_batch (&finding, 1.0, TRUE, utf8 ? SC_TEXT_ENCODING_UTF8 : SC_TEXT_ENCODING_WINDOWS_1252);
      /* Once the file is indexed, so that the list is not kept waiting. */
      if (job->fd >= 0)
        make_private_copy (job);
    }
  g_ptr_array_unref (finding.found);
  sc_game_file_job_unref (job);
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

/* The whole file read into memory, where it has no local path. */
static GBytes *
load_whole_file (GFile         *file,
                 GCancellable  *cancellable,
                 GError       **error)
{
  char *contents;
  gsize length;

  if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, error))
    return NULL;
  return readable_bytes (g_bytes_new_take (contents, length), NULL);
}

/* A pipe (scoresheet <(…)) or a device cannot be mapped: it is read to
 * its end from fd, opened once, as a pipe's writer needs; fd is closed. */
static GBytes *
read_whole_fd (GFile   *file,
               int      fd,
               GError **error)
{
  g_autoptr(GByteArray) contents = g_byte_array_new ();
  guint8 buffer[64 * 1024];

  for (;;)
    {
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;
          g_autofree char *name = g_file_get_parse_name (file);

          close (fd);
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       _("Could not read “%s”: %s"), name, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      g_byte_array_append (contents, buffer, (guint) n);
    }
  close (fd);
  return readable_bytes (g_byte_array_free_to_bytes (g_steal_pointer (&contents)), NULL);
}

/* The file's bytes, mapped (or, when they need turning into UTF-8, the
 * turned text); *fd_out (may be NULL) a descriptor to read it through. */
static GBytes *
map_file (GFile         *file,
          int           *fd_out,
          GCancellable  *cancellable,
          GError       **error)
{
  const char *path = g_file_peek_path (file);
  GMappedFile *mapped;
  GBytes *bytes;
  GStatBuf st;
  gboolean known;
  int fd;

  if (path == NULL)
    return load_whole_file (file, cancellable, error);

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not open “%s”: %s"), name, g_strerror (saved_errno));
      return NULL;
    }
  known = fstat (fd, &st) == 0;
  if (known && S_ISDIR (st.st_mode))
    {
      close (fd);
      /* Said after the file's name, as every reason a file cannot be
       * opened is. */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, _("a folder, not a file of games"));
      return NULL;
    }
  if (known && !S_ISREG (st.st_mode))
    return read_whole_fd (file, fd, error);
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

GBytes *
sc_game_file_map_copy (GFile *file)
{
  const char *path = g_file_peek_path (file);
  GBytes *bytes;
  int fd;

  if (path == NULL || (fd = g_open (path, O_RDONLY | O_CLOEXEC, 0)) < 0)
    return NULL;
  bytes = map_copy_of (fd, NULL);
  close (fd);
  return bytes;
}

static void
start_index (ScGameFile *self,
             GBytes     *bytes,
             int         fd)
{
  Job *job = sc_game_file_job_new (self, bytes, fd);
  g_autoptr(GThread) thread = NULL;

  self->job = job;
  self->indexed_whole = FALSE;
  thread = g_thread_new ("sc-pgn-index", index_thread, sc_game_file_job_ref (job));
  sc_game_file_notify (self, PROP_INDEXING);
}

static gboolean
stop_cancelled_load (gpointer data)
{
  g_autoptr(ScGameFile) self = g_weak_ref_get (data);

  if (self == NULL || self->cancellable == NULL || !g_cancellable_is_cancelled (self->cancellable))
    return G_SOURCE_REMOVE;
  sc_game_file_stop_index (self);
  sc_game_file_stop_check (self);
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

/* Maybe on another thread: the index and the check stop at once, the
 * rest is done on the object's own context. */
static void
on_cancelled (GCancellable *cancellable,
              GWeakRef     *weak)
{
  g_autoptr(ScGameFile) self = g_weak_ref_get (weak);
  GWeakRef *copy;

  if (self == NULL || (self->job == NULL && self->check == NULL))
    return;
  if (self->job != NULL)
    g_atomic_int_set (&self->job->cancelled, TRUE);
  if (self->check != NULL)
    g_atomic_int_set (&self->check->cancelled, TRUE);
  copy = g_new0 (GWeakRef, 1);
  g_weak_ref_init (copy, self);
  sc_game_file_invoke ((self->job != NULL ? self->job : self->check)->context, stop_cancelled_load, copy, weak_ref_free);
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

  sc_game_file_stop_index (self);
  sc_game_file_stop_check (self);
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
  self->from_copy = FALSE;
  self->n_original = 0;
  self->lead = 0;
  self->language = NULL;
  self->progress = 0.0;
  g_set_object (&self->file, file);
  sc_game_file_remember_disk_state (self);
  sc_game_file_notify (self, PROP_FILE);
  sc_game_file_notify (self, PROP_PROGRESS);
  {
    /* A first guess from the start of the file; the index says at its end. */
    gsize size;
    const char *data = g_bytes_get_data (bytes, &size);
    ScTextEncoding guess = sc_text_encoding_detect (data, MIN (size, 65536));

    /* A cut in the middle of a character is no evidence. */
    self->encoding = guess == SC_TEXT_ENCODING_WINDOWS_1252 && size <= 65536
                     ? guess : SC_TEXT_ENCODING_UTF8;
    sc_game_file_notify (self, PROP_ENCODING);
  }

  self->load_task = g_object_ref (task);
  sc_game_file_disconnect_cancellable (self);
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

gboolean
sc_game_file_get_indexed_whole (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  return self->indexed_whole;
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
  return sc_game_file_entry_record (self, entry, position);
}

