/* sc-game-file.c: the games of a PGN file, indexed in the background
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-game-file.h"

struct _ScGameFile {
  GObject    parent_instance;
  GPtrArray *records;
  GFile     *file;
};

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ScGameFile, sc_game_file, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

static GType
get_item_type (GListModel *model)
{
  return SC_TYPE_GAME_RECORD;
}

static guint
get_n_items (GListModel *model)
{
  return SC_GAME_FILE (model)->records->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  ScGameFile *self = SC_GAME_FILE (model);

  if (position >= self->records->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->records, position));
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
sc_game_file_finalize (GObject *object)
{
  ScGameFile *self = SC_GAME_FILE (object);

  g_ptr_array_unref (self->records);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (sc_game_file_parent_class)->finalize (object);
}

static void
sc_game_file_class_init (ScGameFileClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sc_game_file_finalize;
}

static void
sc_game_file_init (ScGameFile *self)
{
  self->records = g_ptr_array_new_with_free_func (g_object_unref);
}

ScGameFile *
sc_game_file_new (void)
{
  ScGameFile *self = g_object_new (SC_TYPE_GAME_FILE, NULL);
  g_autoptr(ScGame) game = sc_game_new ();

  g_ptr_array_add (self->records, sc_game_record_new_from_game (game));
  sc_game_record_set_number (g_ptr_array_index (self->records, 0), 1);
  return self;
}

void
sc_game_file_load_async (ScGameFile          *self,
                         GFile               *file,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not yet");
}

gboolean
sc_game_file_load_finish (ScGameFile    *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
sc_game_file_load (ScGameFile    *self,
                   GFile         *file,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not yet");
  return FALSE;
}

gboolean sc_game_file_get_indexing (ScGameFile *self) { return FALSE; }
double sc_game_file_get_progress (ScGameFile *self) { return 1.0; }
guint sc_game_file_get_n_games (ScGameFile *self) { return self->records->len; }

ScGameRecord *
sc_game_file_get_record (ScGameFile *self,
                         guint       position)
{
  return position < self->records->len ? g_ptr_array_index (self->records, position) : NULL;
}

ScGame *
sc_game_file_get_game (ScGameFile  *self,
                       guint        position,
                       GError     **error)
{
  return sc_game_new ();
}

void sc_game_file_set_game (ScGameFile *self, guint position, ScGame *game) { g_critical ("not yet"); }
void sc_game_file_set_game_modified (ScGameFile *self, guint position, gboolean modified) { g_critical ("not yet"); }
gboolean sc_game_file_get_game_modified (ScGameFile *self, guint position) { return FALSE; }
gboolean sc_game_file_get_modified (ScGameFile *self) { return FALSE; }
ScGameFileEdit *sc_game_file_insert (ScGameFile *self, guint position, ScGame *game) { g_critical ("not yet"); return NULL; }
ScGameFileEdit *sc_game_file_remove (ScGameFile *self, guint position) { g_critical ("not yet"); return NULL; }
ScGameFileEdit *sc_game_file_move (ScGameFile *self, guint from, guint to) { g_critical ("not yet"); return NULL; }
ScGameFileEdit *sc_game_file_duplicate (ScGameFile *self, guint position) { g_critical ("not yet"); return NULL; }
ScGameFileEdit *sc_game_file_edit_apply (ScGameFile *self, ScGameFileEdit *edit) { g_critical ("not yet"); return NULL; }
void sc_game_file_edit_free (ScGameFileEdit *edit) { }
GFile *sc_game_file_get_file (ScGameFile *self) { return self->file; }
void sc_game_file_set_file (ScGameFile *self, GFile *file) { g_set_object (&self->file, file); }
const char *sc_game_file_get_encoding (ScGameFile *self) { return "UTF-8"; }

gboolean
sc_game_file_save (ScGameFile  *self,
                   GFile       *target,
                   gboolean     keep_encoding,
                   GError     **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not yet");
  return FALSE;
}

gint sc_game_file_get_original_position (ScGameFile *self, guint position) { return -1; }
void sc_game_file_wait_indexed (ScGameFile *self) { }
void sc_game_file_restore_list (ScGameFile *self, const gint *original, ScGame **games, guint n) { g_critical ("not yet"); }
