/* sc-document.c: a game being edited: current move, undo and redo, file
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history is two stacks of steps. A step holds the edit that takes a
 * change back (or, on the redo stack, brings it again) and the current
 * node before and after it. Nodes a step names stay valid: a deleted line
 * is kept alive by the edit that can bring it back.
 *
 * The document holds a file of games, one of them current. A step of a
 * game's tree names the game and its position at the time; the stacks
 * take changes back in order, so when a step is undone or redone the list
 * is as it was then, and the position still finds the game. A step of the
 * list names the current position before and after it. Each game edited
 * has its own serial, so that its record shows it modified exactly while
 * it differs from the file.
 */
#include "config.h"

#include <string.h>

#include "sc-document.h"

typedef struct {
  ScGameEdit     *edit;          /* a change of game's tree, or NULL */
  ScGameFileEdit *list_edit;     /* a change of the list, or NULL */
  ScGame         *game;          /* edit: the game it changes */
  guint           position;      /* edit: the game's position; list_edit: the current one before */
  guint           position_after;/* list_edit: the current position after */
  ScGameNode     *current_before;
  ScGameNode     *current_after;
  guint64         serial_before;   /* the state's serial before the change */
  guint64         game_serial_before;
} Step;

typedef struct {
  guint64 serial;
  guint64 saved_serial;
} GameSerial;

struct _ScDocument {
  GObject     parent_instance;
  ScGameFile *game_file;
  guint       position;
  ScGame     *game;
  GHashTable *game_serials;  /* ScGame* → GameSerial*, games with steps */
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
  PROP_GAME_FILE,
  PROP_GAME_POSITION,
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
  Step *step = data;

  g_clear_pointer (&step->edit, sc_game_edit_free);
  g_clear_pointer (&step->list_edit, sc_game_file_edit_free);
  g_clear_object (&step->game);
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
  g_hash_table_remove_all (self->game_serials);
  g_clear_object (&self->game);
  g_clear_object (&self->game_file);
  G_OBJECT_CLASS (sc_document_parent_class)->dispose (object);
}

static void
sc_document_finalize (GObject *object)
{
  ScDocument *self = SC_DOCUMENT (object);

  g_array_unref (self->undo);
  g_array_unref (self->redo);
  g_hash_table_unref (self->game_serials);
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
    case PROP_GAME_FILE: g_value_set_object (value, self->game_file); break;
    case PROP_GAME_POSITION: g_value_set_uint (value, self->position); break;
    case PROP_FILE:     g_value_set_object (value, sc_document_get_file (self)); break;
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
  properties[PROP_GAME_FILE] = g_param_spec_object ("game-file", NULL, NULL, SC_TYPE_GAME_FILE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME_POSITION] = g_param_spec_uint ("game-position", NULL, NULL, 0, G_MAXUINT, 0,
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
  self->game_serials = g_hash_table_new_full (NULL, NULL, g_object_unref, g_free);
  self->game_file = sc_game_file_new ();
  self->game = sc_game_file_get_game (self->game_file, 0, NULL);
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
  g_autoptr(ScGameFile) game_file = NULL;

  g_return_if_fail (SC_IS_DOCUMENT (self));
  g_return_if_fail (SC_IS_GAME (game));

  /* A file of this one game, as it is. */
  game_file = sc_game_file_new ();
  sc_game_file_set_game (game_file, 0, game);
  sc_game_file_set_game_modified (game_file, 0, FALSE);
  sc_game_file_set_file (game_file, file);
  sc_document_set_game_file (self, game_file);
}

GFile *
sc_document_get_file (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), NULL);
  return sc_game_file_get_file (self->game_file);
}

void
sc_document_set_file (ScDocument *self,
                      GFile      *file)
{
  g_return_if_fail (SC_IS_DOCUMENT (self));

  if (file == sc_game_file_get_file (self->game_file))
    return;
  sc_game_file_set_file (self->game_file, file);
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

static GameSerial *
get_game_serial (ScDocument *self,
                 ScGame     *game)
{
  GameSerial *serial = g_hash_table_lookup (self->game_serials, game);

  if (serial == NULL)
    {
      serial = g_new0 (GameSerial, 1);
      g_hash_table_insert (self->game_serials, g_object_ref (game), serial);
    }
  return serial;
}

/* The serial of game, at position, becomes serial: its record follows.
 * Returns the one it had. */
static guint64
set_serial_of (ScDocument *self,
               ScGame     *game,
               guint       position,
               guint64     serial)
{
  GameSerial *game_serial = get_game_serial (self, game);
  guint64 before = game_serial->serial;

  game_serial->serial = serial;
  sc_game_file_set_game (self->game_file, position, game);
  sc_game_file_set_game_modified (self->game_file, position,
                                  game_serial->serial != game_serial->saved_serial);
  return before;
}

/* The same for the current game. */
static guint64
set_game_serial (ScDocument *self,
                 guint64     serial)
{
  return set_serial_of (self, self->game, self->position, serial);
}

/* Makes the game at position current: game is it when known. */
static void
show_game (ScDocument *self,
           guint       position,
           ScGame     *game)
{
  g_autoptr(ScGame) opened = NULL;
  gboolean position_changed = position != self->position;

  if (game == NULL)
    {
      g_autoptr(GError) error = NULL;

      game = opened = sc_game_file_get_game (self->game_file, position, &error);
      if (game == NULL)
        {
          g_warning ("Game %u: %s", position + 1, error->message);
          game = opened = sc_game_new ();
        }
    }
  self->position = position;
  if (game != self->game)
    {
      g_set_object (&self->game, game);
      self->current = sc_game_get_root (game);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
  if (position_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_POSITION]);
}

void
sc_document_push (ScDocument *self,
                  ScGameEdit *edit,
                  ScGameNode *current)
{
  Step step;
  gboolean was_modified;

  g_return_if_fail (SC_IS_DOCUMENT (self));

  /* Nothing changed (an empty group too): no step, only the move to
   * current. */
  if (sc_game_edit_changes_nothing (edit))
    {
      sc_game_edit_free (edit);
      if (current != NULL)
        sc_document_set_current (self, current);
      return;
    }

  was_modified = sc_document_get_modified (self);
  memset (&step, 0, sizeof step);
  step.edit = edit;
  step.game = g_object_ref (self->game);
  step.position = self->position;
  step.current_before = self->current;
  step.current_after = current != NULL ? current : self->current;
  step.serial_before = self->serial;
  g_array_append_val (self->undo, step);
  /* A new change ends the redo history. */
  g_array_set_size (self->redo, 0);
  self->serial = self->next_serial++;
  self->current = step.current_after;
  g_array_index (self->undo, Step, self->undo->len - 1).game_serial_before =
    set_game_serial (self, self->serial);

  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  notify_history (self, was_modified);
}

void
sc_document_push_to_game (ScDocument *self,
                          guint       position,
                          ScGame     *game,
                          ScGameEdit *edit)
{
  Step step;
  gboolean was_modified;
  ScGameNode *root;

  g_return_if_fail (SC_IS_DOCUMENT (self));
  g_return_if_fail (SC_IS_GAME (game));
  g_return_if_fail (position < sc_game_file_get_n_games (self->game_file));

  if (position == self->position)
    {
      g_return_if_fail (game == self->game);
      sc_document_push (self, edit, NULL);
      return;
    }
  if (sc_game_edit_changes_nothing (edit))
    {
      sc_game_edit_free (edit);
      return;
    }

  was_modified = sc_document_get_modified (self);
  root = sc_game_get_root (game);
  memset (&step, 0, sizeof step);
  step.edit = edit;
  step.game = g_object_ref (game);
  step.position = position;
  step.current_before = root;
  step.current_after = root;
  step.serial_before = self->serial;
  g_array_append_val (self->undo, step);
  g_array_set_size (self->redo, 0);
  self->serial = self->next_serial++;
  g_array_index (self->undo, Step, self->undo->len - 1).game_serial_before =
    set_serial_of (self, game, position, self->serial);

  /* The current game is as it was; the file (and its journal) changed. */
  g_signal_emit (self, signals[CHANGED], 0);
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
  /* Taken out without the clear function: the step moves to the other
   * stack. */
  memset (&g_array_index (from, Step, from->len - 1), 0, sizeof (Step));
  g_array_set_size (from, from->len - 1);

  moved = step;
  moved.serial_before = self->serial;
  self->serial = step.serial_before;
  if (step.list_edit != NULL)
    {
      moved.list_edit = sc_game_file_edit_apply (self->game_file, step.list_edit);
      show_game (self, undoing ? step.position : step.position_after, NULL);
    }
  else
    {
      /* A step of another game shows that game first. */
      show_game (self, step.position, step.game);
      moved.edit = sc_game_edit_apply (self->game, step.edit);
      self->current = undoing ? step.current_before : step.current_after;
      moved.game_serial_before = set_game_serial (self, step.game_serial_before);
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

/* A step's id is the serial of the state it leads to: unique, and the
 * same again when the step is redone. */
guint64
sc_document_get_last_step (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), 0);
  return self->undo->len > 0 ? self->serial : 0;
}

gboolean
sc_document_undo_step (ScDocument *self,
                       guint64     step)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);

  if (step == 0 || sc_document_get_last_step (self) != step)
    return FALSE;
  return sc_document_undo (self);
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

  GHashTableIter iter;
  GameSerial *serial;

  g_return_if_fail (SC_IS_DOCUMENT (self));

  was_modified = sc_document_get_modified (self);
  self->saved_serial = self->serial;
  g_hash_table_iter_init (&iter, self->game_serials);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &serial))
    serial->saved_serial = serial->serial;
  if (was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
sc_document_mark_modified (ScDocument *self)
{
  gboolean was_modified;

  g_return_if_fail (SC_IS_DOCUMENT (self));

  was_modified = sc_document_get_modified (self);
  self->serial = self->next_serial++;
  notify_history (self, was_modified);
}

ScGameFile *
sc_document_get_game_file (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), NULL);
  return self->game_file;
}

void
sc_document_set_game_file (ScDocument *self,
                           ScGameFile *file)
{
  gboolean was_modified;
  g_autoptr(ScGame) game = NULL;

  g_return_if_fail (SC_IS_DOCUMENT (self));
  g_return_if_fail (SC_IS_GAME_FILE (file));

  was_modified = sc_document_get_modified (self);
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  g_hash_table_remove_all (self->game_serials);
  g_set_object (&self->game_file, file);
  self->serial = self->saved_serial = 0;
  if (sc_game_file_get_n_games (file) > 0)
    game = sc_game_file_get_game (file, 0, NULL);
  if (game == NULL)
    game = sc_game_new ();
  g_set_object (&self->game, game);
  self->position = 0;
  self->current = sc_game_get_root (game);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_POSITION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  notify_history (self, was_modified);
}

guint
sc_document_get_game_position (ScDocument *self)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), 0);
  return self->position;
}

gboolean
sc_document_open_game (ScDocument  *self,
                       guint        position,
                       GError     **error)
{
  g_autoptr(ScGame) game = NULL;

  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (position < sc_game_file_get_n_games (self->game_file), FALSE);

  if (position == self->position)
    return TRUE;
  game = sc_game_file_get_game (self->game_file, position, error);
  if (game == NULL)
    return FALSE;
  show_game (self, position, game);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  return TRUE;
}

/* Records a change of the list already made; shows the game at
 * position_after. */
static gboolean
push_list_edit (ScDocument     *self,
                ScGameFileEdit *edit,
                guint           position_after)
{
  Step step;
  gboolean was_modified;

  if (edit == NULL)
    return FALSE;

  was_modified = sc_document_get_modified (self);
  memset (&step, 0, sizeof step);
  step.list_edit = edit;
  step.position = self->position;
  step.position_after = position_after;
  step.serial_before = self->serial;
  g_array_append_val (self->undo, step);
  g_array_set_size (self->redo, 0);
  self->serial = self->next_serial++;
  show_game (self, position_after, NULL);

  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  notify_history (self, was_modified);
  return TRUE;
}

gboolean
sc_document_insert_game (ScDocument *self,
                         guint       position,
                         ScGame     *game)
{
  g_autoptr(ScGame) new_game = NULL;

  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (position <= sc_game_file_get_n_games (self->game_file), FALSE);

  if (game == NULL)
    game = new_game = sc_game_new ();
  return push_list_edit (self, sc_game_file_insert (self->game_file, position, game), position);
}

gboolean
sc_document_remove_game (ScDocument *self,
                         guint       position)
{
  guint n, after;
  ScGameFileEdit *edit;

  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  n = sc_game_file_get_n_games (self->game_file);
  g_return_val_if_fail (position < n, FALSE);

  if (n == 1)
    return FALSE;
  if (position < self->position)
    after = self->position - 1;
  else if (position == self->position)
    after = MIN (position, n - 2);
  else
    after = self->position;
  edit = sc_game_file_remove (self->game_file, position);
  return push_list_edit (self, edit, after);
}

gboolean
sc_document_replace_game (ScDocument *self,
                          ScGame     *game)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (SC_IS_GAME (game), FALSE);

  return push_list_edit (self, sc_game_file_replace (self->game_file, self->position, game),
                         self->position);
}

gboolean
sc_document_replace_game_with_games (ScDocument *self,
                                     GPtrArray  *games)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (games != NULL && games->len > 0, FALSE);

  return push_list_edit (self, sc_game_file_replace_with_games (self->game_file, self->position, games),
                         self->position);
}

gboolean
sc_document_move_game (ScDocument *self,
                       guint       from,
                       guint       to)
{
  guint n, after = 0;

  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  n = sc_game_file_get_n_games (self->game_file);
  g_return_val_if_fail (from < n && to < n, FALSE);

  if (from == to)
    return FALSE;
  if (self->position == from)
    after = to;
  else if (from < self->position && to >= self->position)
    after = self->position - 1;
  else if (from > self->position && to <= self->position)
    after = self->position + 1;
  else
    after = self->position;
  return push_list_edit (self, sc_game_file_move (self->game_file, from, to), after);
}

gboolean
sc_document_duplicate_game (ScDocument *self,
                            guint       position)
{
  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (position < sc_game_file_get_n_games (self->game_file), FALSE);

  return push_list_edit (self, sc_game_file_duplicate (self->game_file, position), position + 1);
}

gboolean
sc_document_save (ScDocument  *self,
                  GFile       *target,
                  gboolean     keep_encoding,
                  GError     **error)
{
  GFile *before;

  g_return_val_if_fail (SC_IS_DOCUMENT (self), FALSE);

  before = sc_document_get_file (self);
  if (!sc_game_file_save (self->game_file, target, keep_encoding, error))
    return FALSE;
  sc_document_set_saved (self);
  if (sc_document_get_file (self) != before)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  return TRUE;
}

