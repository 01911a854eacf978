/* sc-document.c: a game being edited: current move, undo and redo, file
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history is two stacks of steps. A step holds the edit that takes a
 * change back (or, on the redo stack, brings it again) and the current
 * node before and after it. Nodes a step names stay valid: a deleted line
 * is kept alive by the edit that can bring it back.
 */
#include "config.h"

#include "sc-document.h"

typedef struct {
  ScGameEdit *edit;
  ScGameNode *current_before;
  ScGameNode *current_after;
  guint64     serial_before;   /* the state's serial before the change */
} Step;

struct _ScDocument {
  GObject     parent_instance;
  ScGame     *game;
  GFile      *file;
  ScGameNode *current;
  GArray     *undo;          /* of Step, oldest first */
  GArray     *redo;          /* of Step, next redo last */
  guint64     serial;        /* names the state of the game */
  guint64     next_serial;
  guint64     saved_serial;
};

G_DEFINE_FINAL_TYPE (ScDocument, sc_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_CURRENT,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
step_clear (gpointer data)
{
  g_clear_pointer (&((Step *) data)->edit, sc_game_edit_free);
}

static void
notify_history (ScDocument *self,
                gboolean    was_modified)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (was_modified != sc_document_get_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
sc_document_dispose (GObject *object)
{
  ScDocument *self = SC_DOCUMENT (object);

  /* Steps may hold detached moves of the game: they go first. */
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (sc_document_parent_class)->dispose (object);
}

static void
sc_document_finalize (GObject *object)
{
  ScDocument *self = SC_DOCUMENT (object);

  g_array_unref (self->undo);
  g_array_unref (self->redo);
  G_OBJECT_CLASS (sc_document_parent_class)->finalize (object);
}

static void
sc_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  ScDocument *self = SC_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_GAME:     g_value_set_object (value, self->game); break;
    case PROP_FILE:     g_value_set_object (value, self->file); break;
    case PROP_CURRENT:  g_value_set_pointer (value, self->current); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, sc_document_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, sc_document_can_redo (self)); break;
    case PROP_MODIFIED: g_value_set_boolean (value, sc_document_get_modified (self)); break;
    default:            G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sc_document_class_init (ScDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sc_document_dispose;
  object_class->finalize = sc_document_finalize;
  object_class->get_property = sc_document_get_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, SC_TYPE_GAME,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] = g_param_spec_pointer ("current", NULL, NULL,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* ::changed: the game changed (an edit, an undo or a redo, a new game). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sc_document_init (ScDocument *self)
{
  self->undo = g_array_new (FALSE, FALSE, sizeof (Step));
  self->redo = g_array_new (FALSE, FALSE, sizeof (Step));
  g_array_set_clear_func (self->undo, step_clear);
  g_array_set_clear_func (self->redo, step_clear);
  self->game = sc_game_new ();
  self->current = sc_game_get_root (self->game);
  self->next_serial = 1;
}

ScDocument *
sc_document_new (void)
{
  return g_object_new (SC_TYPE_DOCUMENT, NULL);
}

ScGame *
sc_document_get_game (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), NULL);
  return self->game;
}

void
sc_document_set_game (ScDocument *self,
                      ScGame     *game,
                      GFile      *file)
{
  gboolean was_modified;

  g_return_if_fail (SC_IS_DOCUMENT (self));
  g_return_if_fail (SC_IS_GAME (game));

  was_modified = sc_document_get_modified (self);
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  self->serial = self->saved_serial = 0;
  self->current = sc_game_get_root (game);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  notify_history (self, was_modified);
}

GFile *
sc_document_get_file (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), NULL);
  return self->file;
}

void
sc_document_set_file (ScDocument *self,
                      GFile      *file)
{
  g_return_if_fail (SC_IS_DOCUMENT (self));

  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

ScGameNode *
sc_document_get_current (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), NULL);
  return self->current;
}

void
sc_document_set_current (ScDocument *self,
                         ScGameNode *node)
{
  g_return_if_fail (SC_IS_DOCUMENT (self));
  g_return_if_fail (node != NULL);

  self->current = node;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

void
sc_document_push (ScDocument *self,
                  ScGameEdit *edit,
                  ScGameNode *current)
{
  Step step;
  gboolean was_modified;

  g_return_if_fail (SC_IS_DOCUMENT (self));

  if (edit == NULL)
    {
      if (current != NULL)
        sc_document_set_current (self, current);
      return;
    }

  was_modified = sc_document_get_modified (self);
  step.edit = edit;
  step.current_before = self->current;
  step.current_after = current != NULL ? current : self->current;
  step.serial_before = self->serial;
  g_array_append_val (self->undo, step);
  /* A new change ends the redo history. */
  g_array_set_size (self->redo, 0);
  self->serial = self->next_serial++;
  self->current = step.current_after;

  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  notify_history (self, was_modified);
}

/* Moves the newest step of one stack to the other, carrying it out. */
static gboolean
replay (ScDocument *self,
        GArray     *from,
        GArray     *to,
        gboolean    undoing)
{
  Step step, moved;
  gboolean was_modified;

  if (from->len == 0)
    return FALSE;

  was_modified = sc_document_get_modified (self);
  step = g_array_index (from, Step, from->len - 1);
  /* Taken out without the clear function: the edit is carried out below. */
  g_array_index (from, Step, from->len - 1).edit = NULL;
  g_array_set_size (from, from->len - 1);

  moved.edit = sc_game_edit_apply (self->game, step.edit);
  moved.current_before = step.current_before;
  moved.current_after = step.current_after;
  if (undoing)
    {
      moved.serial_before = self->serial;
      self->serial = step.serial_before;
      self->current = step.current_before;
    }
  else
    {
      moved.serial_before = self->serial;
      self->serial = step.serial_before;
      self->current = step.current_after;
    }
  g_array_append_val (to, moved);

  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  notify_history (self, was_modified);
  return TRUE;
}

gboolean
sc_document_can_undo (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  return self->undo->len > 0;
}

gboolean
sc_document_can_redo (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  return self->redo->len > 0;
}

gboolean
sc_document_undo (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  return replay (self, self->undo, self->redo, TRUE);
}

gboolean
sc_document_redo (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  return replay (self, self->redo, self->undo, FALSE);
}

gboolean
sc_document_get_modified (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  return self->serial != self->saved_serial;
}

void
sc_document_set_saved (ScDocument *self)
{
  gboolean was_modified;

  g_return_if_fail (SC_IS_DOCUMENT (self));

  was_modified = sc_document_get_modified (self);
  self->saved_serial = self->serial;
  if (was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void sc_document_mark_modified (ScDocument *self) { g_critical ("not yet"); }
ScGameFile *sc_document_get_game_file (ScDocument *self) { return NULL; }
void sc_document_set_game_file (ScDocument *self, ScGameFile *file) { g_critical ("not yet"); }
guint sc_document_get_game_position (ScDocument *self) { return 0; }
gboolean sc_document_open_game (ScDocument *self, guint position, GError **error) { return FALSE; }
gboolean sc_document_insert_game (ScDocument *self, guint position, ScGame *game) { return FALSE; }
gboolean sc_document_remove_game (ScDocument *self, guint position) { return FALSE; }
gboolean sc_document_move_game (ScDocument *self, guint from, guint to) { return FALSE; }
gboolean sc_document_duplicate_game (ScDocument *self, guint position) { return FALSE; }

gboolean
sc_document_save (ScDocument  *self,
                  GFile       *target,
                  gboolean     keep_encoding,
                  GError     **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not yet");
  return FALSE;
}
