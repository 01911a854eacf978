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
 * A worker thread finds the games (sc-game-file-index.c); reading
 * rather than touching the mapping leaves the process's memory at what
 * was opened. A game's span runs from its first byte to the next game's
 * first byte (the last one to the end of the file), so that copying the
 * spans of unchanged neighbours gives back the file byte for byte when
 * the file is saved (sc-game-file-save.c). This file holds the object:
 * the list of games, the games themselves and the edits of the list.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-game-file-private.h"
#include "sc-pgn-stream.h"
#include "sc-pgn-writer.h"

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ScGameFile, sc_game_file, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

static GParamSpec *properties[N_PROPS];

enum {
  CHECKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
sc_game_file_notify (ScGameFile *self,
                     guint       prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
sc_game_file_emit_checked (ScGameFile *self)
{
  g_signal_emit (self, signals[CHECKED], 0);
}

void
sc_game_file_entry_free (gpointer data)
{
  Entry *entry = data;

  if (entry == NULL)
    return;
  g_clear_object (&entry->record);
  g_clear_object (&entry->game);
  g_free (entry->error);
  g_free (entry->warning);
  g_free (entry);
}

Entry *
sc_game_file_entry_new_for_game (ScGame *game)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->game = g_object_ref (game);
  entry->original = -1;
  entry->modified = TRUE;
  return entry;
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
ScGameRecord *
sc_game_file_entry_record (ScGameFile *self,
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
  return g_object_ref (sc_game_file_entry_record (self, g_ptr_array_index (self->entries, position), position));
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* GObject */

void
sc_game_file_disconnect_cancellable (ScGameFile *self)
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
      g_clear_pointer (&self->job, sc_game_file_job_unref);
    }
  sc_game_file_stop_check (self);
  g_clear_object (&self->load_task);
  sc_game_file_disconnect_cancellable (self);
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

  signals[CHECKED] = g_signal_new ("checked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sc_game_file_init (ScGameFile *self)
{
  self->entries = g_ptr_array_new_with_free_func (sc_game_file_entry_free);
  self->encoding = SC_TEXT_ENCODING_UTF8;
  self->progress = 1.0;
  self->indexed_whole = TRUE;
}

ScGameFile *
sc_game_file_new (void)
{
  ScGameFile *self = g_object_new (SC_TYPE_GAME_FILE, NULL);
  g_autoptr(ScGame) game = sc_game_new ();
  Entry *entry = sc_game_file_entry_new_for_game (game);

  /* A new empty game is no change to save. */
  entry->modified = FALSE;
  g_ptr_array_add (self->entries, entry);
  return self;
}

void
sc_game_file_renumber (ScGameFile *self,
                       guint       from)
{
  for (guint i = from; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (entry->record != NULL)
        sc_game_record_set_number (entry->record, i + 1);
    }
}

/* Games */

Entry *
sc_game_file_get_entry (ScGameFile *self,
                        guint       position)
{
  return g_ptr_array_index (self->entries, position);
}

void
sc_game_file_set_entry_error (Entry      *entry,
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

/* A game's text as the file has it, as UTF-8. */
static char *
text_utf8 (const char *text,
           gsize       length)
{
  return sc_text_to_utf8 (text, length, sc_text_encoding_detect (text, length), NULL);
}

/* A text that reads as more than one game: the index and the reader
 * part games differently there (after a result and a comment on its
 * line, say). Only one game can stand at one place in the list, so the
 * game is kept failed, with the whole text, to be parted by hand: nothing
 * of the others is lost when it is edited and saved. What is marked is
 * the first game's problem, if it has one, or where the second starts. */
static char *
another_game_error (const ScReadResult    *result,
                    const char            *text,
                    const ScPgnIndexEntry *entry,
                    gsize                 *unread_at)
{
  g_autofree char *utf8 = text_utf8 (text, (gsize) entry->length);
  const ScTextProblem *first = NULL;
  ScTextProblem another;
  char *message;

  if (!sc_read_result_another_game (result, utf8, &another))
    return NULL;
  another.line += entry->line - 1;
  if (result->problems->len > 0)
    first = &g_array_index (result->problems, ScTextProblem, 0);
  /* Problems are at offsets in the file (move_problems ()). */
  if (first != NULL && first->offset - entry->offset < another.offset)
    {
      message = problem_text (first);
      *unread_at = first->offset - entry->offset;
    }
  else
    {
      message = problem_text (&another);
      *unread_at = another.offset;
    }
  g_free (another.message);
  return message;
}

char *
sc_game_file_read_error (const ScReadResult    *result,
                         const char            *text,
                         const ScPgnIndexEntry *entry,
                         gsize                 *unread_at)
{
  *unread_at = 0;
  if (result->games->len > 1)
    return another_game_error (result, text, entry, unread_at);
  if (result->problems->len > 0)
    return problem_text (&g_array_index (result->problems, ScTextProblem, 0));
  return NULL;
}

static ScGame *
read_entry (ScGameFile  *self,
            Entry       *entry)
{
  const char *text = (const char *) g_bytes_get_data (self->bytes, NULL) + entry->offset;
  ScPgnIndexEntry index_entry = { 0, };
  g_autoptr(ScReadResult) result = NULL;
  g_autofree char *message = NULL;
  gsize unread_at;
  ScGame *game;

  index_entry.number = (guint) entry->original + 1;
  index_entry.offset = entry->offset;
  index_entry.length = entry->length;
  index_entry.line = entry->line;
  result = sc_pgn_read_game_text (text, (gsize) entry->length, &index_entry, self->language, NULL);
  if (self->language == NULL)
    self->language = result->language;

  game = result->games->len > 0 ? g_object_ref (g_ptr_array_index (result->games, 0)) : sc_game_new ();
  message = sc_game_file_read_error (result, text, &index_entry, &unread_at);
  /* A game read as more than one keeps the whole text. */
  if (message != NULL && (result->games->len > 1 || sc_game_get_source (game) == NULL))
    {
      g_autofree char *utf8 = text_utf8 (text, (gsize) entry->length);

      sc_game_set_unread (game, utf8, -1, unread_at);
    }
  sc_game_file_set_entry_error (entry, message);
  g_free (entry->warning);
  entry->warning = result->warnings->len > 0
                   ? problem_text (&g_array_index (result->warnings, ScTextProblem, 0)) : NULL;
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

  entry = sc_game_file_get_entry (self, position);
  if (entry->game != NULL)
    return g_object_ref (entry->game);
  if (!entry->has_source || self->bytes == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("Game %u has no text"), position + 1);
      return NULL;
    }
  return read_entry (self, entry);
}

void
sc_game_file_entry_set_modified (Entry    *entry,
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

  entry = sc_game_file_get_entry (self, position);
  g_set_object (&entry->game, game);
  if (entry->record != NULL)
    sc_game_record_update_tags (entry->record, game);
  if (sc_game_get_unread_text (game) == NULL)
    sc_game_file_set_entry_error (entry, NULL);
  g_clear_pointer (&entry->warning, g_free);
  sc_game_file_entry_set_modified (entry, TRUE);
}

const ScLanguage *
sc_game_file_get_language (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  return self->language;
}

const char *
sc_game_file_get_warning (ScGameFile *self,
                          guint       position)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);

  return sc_game_file_get_entry (self, position)->warning;
}

void
sc_game_file_set_game_modified (ScGameFile *self,
                                guint       position,
                                gboolean    modified)
{
  Entry *entry;

  g_return_if_fail (SC_IS_GAME_FILE (self));
  g_return_if_fail (position < self->entries->len);

  entry = sc_game_file_get_entry (self, position);
  if (entry->game != NULL && entry->record != NULL)
    sc_game_record_update_tags (entry->record, entry->game);
  sc_game_file_entry_set_modified (entry, modified);
}

gboolean
sc_game_file_get_game_modified (ScGameFile *self,
                                guint       position)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  g_return_val_if_fail (position < self->entries->len, FALSE);
  return sc_game_file_get_entry (self, position)->modified;
}

gboolean
sc_game_file_get_modified (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);

  if (self->job == NULL && self->entries->len != self->n_original)
    {
      /* A new file's one empty game is not a change. */
      if (!(self->n_original == 0 && self->entries->len == 1 && !sc_game_file_get_entry (self, 0)->modified))
        return TRUE;
    }
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = sc_game_file_get_entry (self, i);

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
  sc_game_file_entry_free (edit->entry);
  g_clear_pointer (&edit->entries, g_ptr_array_unref);
  g_free (edit);
}

static ScGameFileEdit *
insert_entry (ScGameFile *self,
              guint       position,
              Entry      *entry)
{
  g_ptr_array_insert (self->entries, (gint) position, entry);
  sc_game_file_renumber (self, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
  return edit_new (EDIT_REMOVE, position, 0, NULL);
}

static ScGameFileEdit *
remove_entry (ScGameFile *self,
              guint       position)
{
  Entry *entry = g_ptr_array_steal_index (self->entries, position);

  sc_game_file_renumber (self, position);
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
  sc_game_file_renumber (self, first);
  g_list_model_items_changed (G_LIST_MODEL (self), first, last - first + 1, last - first + 1);
  return edit_new (EDIT_MOVE, to, from, NULL);
}

/* The n_out entries at position give way to entries (taken over). */
static ScGameFileEdit *
replace_entries (ScGameFile *self,
                 guint       position,
                 guint       n_out,
                 GPtrArray  *entries)
{
  GPtrArray *replaced = g_ptr_array_new_with_free_func (sc_game_file_entry_free);
  guint n_in = entries->len;
  ScGameFileEdit *edit;

  for (guint i = 0; i < n_out; i++)
    g_ptr_array_add (replaced, g_ptr_array_steal_index (self->entries, position));
  for (guint i = 0; i < n_in; i++)
    g_ptr_array_insert (self->entries, (gint) (position + i), g_ptr_array_steal_index (entries, 0));
  g_ptr_array_unref (entries);
  sc_game_file_renumber (self, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, n_out, n_in);
  edit = edit_new (EDIT_REPLACE, position, n_in, NULL);
  edit->entries = replaced;
  return edit;
}

ScGameFileEdit *
sc_game_file_insert (ScGameFile *self,
                     guint       position,
                     ScGame     *game)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position <= self->entries->len, NULL);
  g_return_val_if_fail (SC_IS_GAME (game), NULL);

  return insert_entry (self, position, sc_game_file_entry_new_for_game (game));
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
sc_game_file_replace (ScGameFile *self,
                      guint       position,
                      ScGame     *game)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new ();

  g_ptr_array_add (games, game);
  return sc_game_file_replace_with_games (self, position, games);
}

ScGameFileEdit *
sc_game_file_replace_with_games (ScGameFile *self,
                                 guint       position,
                                 GPtrArray  *games)
{
  GPtrArray *entries;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  g_return_val_if_fail (position < self->entries->len, NULL);
  g_return_val_if_fail (games != NULL && games->len > 0, NULL);

  for (guint i = 0; i < games->len; i++)
    g_return_val_if_fail (SC_IS_GAME (g_ptr_array_index (games, i)), NULL);

  entries = g_ptr_array_new_with_free_func (sc_game_file_entry_free);
  for (guint i = 0; i < games->len; i++)
    g_ptr_array_add (entries, sc_game_file_entry_new_for_game (g_ptr_array_index (games, i)));
  return replace_entries (self, position, 1, entries);
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

  source = sc_game_file_get_entry (self, position);
  game = sc_game_file_get_game (self, position, NULL);
  if (game == NULL)
    return NULL;
  copy = copy_game (game);
  /* A failed game's copy keeps the failed text as it is, all of it (the
   * copy's own reading may stop sooner), and the place of its problem. */
  if (sc_game_get_source (game) != NULL)
    sc_game_set_unread (copy, sc_game_get_source (game), (gssize) sc_game_get_source_length (game),
                        (gsize) (sc_game_get_unread_text (game) - sc_game_get_source (game)));
  {
    ScGameFileEdit *edit = insert_entry (self, position + 1, sc_game_file_entry_new_for_game (copy));
    Entry *entry = sc_game_file_get_entry (self, position + 1);

    sc_game_file_set_entry_error (entry, source->error);
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
    case EDIT_REPLACE:
      inverse = replace_entries (self, edit->position, edit->to, g_steal_pointer (&edit->entries));
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
    {
      self->disk_known = FALSE;
      sc_game_file_notify (self, PROP_FILE);
    }
}

/* The file's size and modification time, or FALSE when it cannot be
 * asked (gone, say). */
static gboolean
disk_state (GFile   *file,
            goffset *size,
            guint64 *time)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file,
                                                 G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info == NULL)
    return FALSE;
  *size = g_file_info_get_size (info);
  *time = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
          + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  return TRUE;
}

void
sc_game_file_remember_disk_state (ScGameFile *self)
{
  self->disk_known = self->file != NULL && disk_state (self->file, &self->disk_size, &self->disk_time);
}

gboolean
sc_game_file_is_read_from_copy (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);
  return self->from_copy;
}

gboolean
sc_game_file_changed_on_disk (ScGameFile *self)
{
  goffset size;
  guint64 time;

  g_return_val_if_fail (SC_IS_GAME_FILE (self), FALSE);

  /* A file that is gone has no changes to lose. */
  if (!self->disk_known || !disk_state (self->file, &size, &time))
    return FALSE;
  return size != self->disk_size || time != self->disk_time;
}

const char *
sc_game_file_get_encoding (ScGameFile *self)
{
  g_return_val_if_fail (SC_IS_GAME_FILE (self), NULL);
  return self->encoding == SC_TEXT_ENCODING_WINDOWS_1252 ? "WINDOWS-1252" : "UTF-8";
}

