/* sc-game-record.c: one game of a file as a game list shows it
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-game-record.h"
#include "sc-search-fold.h"
#include "sc-text-encoding.h"

enum {
  FIELD_WHITE,
  FIELD_BLACK,
  FIELD_RESULT,
  FIELD_DATE,
  FIELD_EVENT,
  FIELD_ROUND,
  FIELD_ECO,
  N_FIELDS
};

struct _ScGameRecord {
  GObject   parent_instance;
  guint     number;
  /* One allocation for all the fields: a big file has many records. */
  char       *block;
  const char *fields[N_FIELDS];
  /* White, Black and Event as a search compares them, one after the
   * other with a NUL after each: made at the first search, as folding
   * every record of a big file up front would slow its opening. */
  char       *searched;
  /* Made by sc_game_record_get_sort_key (), column by column. */
  char      **sort_keys;
  char     *error;
  gboolean  modified;
};

G_DEFINE_FINAL_TYPE (ScGameRecord, sc_game_record, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_WHITE,
  PROP_BLACK,
  PROP_RESULT,
  PROP_DATE,
  PROP_EVENT,
  PROP_ROUND,
  PROP_ECO,
  PROP_FAILED,
  PROP_ERROR,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The tag of each field, as an index keeps it and as a game names it. */
static const ScPgnTag field_tags[N_FIELDS] = {
  SC_PGN_TAG_WHITE, SC_PGN_TAG_BLACK, SC_PGN_TAG_RESULT, SC_PGN_TAG_DATE,
  SC_PGN_TAG_EVENT, SC_PGN_TAG_ROUND, SC_PGN_TAG_ECO,
};

static void
forget_sort_keys (ScGameRecord *self)
{
  if (self->sort_keys == NULL)
    return;
  for (guint i = 0; i < SC_GAME_RECORD_N_SORT_KEYS; i++)
    g_free (self->sort_keys[i]);
  g_clear_pointer (&self->sort_keys, g_free);
}

static void
sc_game_record_finalize (GObject *object)
{
  ScGameRecord *self = SC_GAME_RECORD (object);

  g_free (self->block);
  g_free (self->searched);
  forget_sort_keys (self);
  g_free (self->error);
  G_OBJECT_CLASS (sc_game_record_parent_class)->finalize (object);
}

static void
sc_game_record_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  ScGameRecord *self = SC_GAME_RECORD (object);

  switch (prop_id)
    {
    case PROP_NUMBER:   g_value_set_uint (value, self->number); break;
    case PROP_WHITE:
    case PROP_BLACK:
    case PROP_RESULT:
    case PROP_DATE:
    case PROP_EVENT:
    case PROP_ROUND:
    case PROP_ECO:
      g_value_set_string (value, self->fields[prop_id - PROP_WHITE]);
      break;
    case PROP_FAILED:   g_value_set_boolean (value, self->error != NULL); break;
    case PROP_ERROR:    g_value_set_string (value, self->error); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    default:            G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sc_game_record_class_init (ScGameRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  static const char *const field_names[N_FIELDS] = {
    "white", "black", "result", "date", "event", "round", "eco",
  };

  object_class->finalize = sc_game_record_finalize;
  object_class->get_property = sc_game_record_get_property;

  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  for (guint i = 0; i < N_FIELDS; i++)
    properties[PROP_WHITE + i] = g_param_spec_string (field_names[i], NULL, NULL, "", flags);
  properties[PROP_FAILED] = g_param_spec_boolean ("failed", NULL, NULL, FALSE, flags);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL, flags);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sc_game_record_init (ScGameRecord *self)
{
  for (guint i = 0; i < N_FIELDS; i++)
    self->fields[i] = "";
}

/* values: N_FIELDS strings, NULL for absent. */
static void
set_fields (ScGameRecord       *self,
            const char * const *values,
            gboolean            notify)
{
  gsize size = 0;
  char *block, *at;
  guint changed = 0;

  for (guint i = 0; i < N_FIELDS; i++)
    size += strlen (values[i] != NULL ? values[i] : "") + 1;
  at = block = g_malloc (size);
  for (guint i = 0; i < N_FIELDS; i++)
    {
      const char *value = values[i] != NULL ? values[i] : "";

      if (strcmp (self->fields[i], value) != 0)
        changed |= 1u << i;
      self->fields[i] = at;
      at = g_stpcpy (at, value) + 1;
    }
  g_free (self->block);
  self->block = block;
  g_clear_pointer (&self->searched, g_free);
  forget_sort_keys (self);
  for (guint i = 0; notify && i < N_FIELDS; i++)
    if (changed & (1u << i))
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WHITE + i]);
}

ScGameRecord *
sc_game_record_new_from_entry (const ScPgnIndexEntry *entry)
{
  ScGameRecord *self = g_object_new (SC_TYPE_GAME_RECORD, NULL);

  const char *values[N_FIELDS];
  char *converted[N_FIELDS] = { NULL, };

  self->number = entry->number;
  /* The index keeps tags as the file has them: Windows-1252 files too. */
  for (guint i = 0; i < N_FIELDS; i++)
    {
      gsize length = entry->tag_lengths[field_tags[i]];

      values[i] = entry->tags[field_tags[i]];
      if (values[i] != NULL && !g_utf8_validate_len (values[i], length, NULL))
        values[i] = converted[i] = sc_text_to_utf8 (values[i], length,
                                                    SC_TEXT_ENCODING_WINDOWS_1252, NULL);
    }
  /* Nobody can be listening to a record this new. */
  set_fields (self, values, FALSE);
  for (guint i = 0; i < N_FIELDS; i++)
    g_free (converted[i]);
  return self;
}

ScGameRecord *
sc_game_record_new_from_game (ScGame *game)
{
  ScGameRecord *self = g_object_new (SC_TYPE_GAME_RECORD, NULL);

  sc_game_record_update_tags (self, game);
  return self;
}

void
sc_game_record_set_number (ScGameRecord *self,
                           guint         number)
{
  g_return_if_fail (SC_IS_GAME_RECORD (self));

  if (self->number == number)
    return;
  self->number = number;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
}

void
sc_game_record_update_tags (ScGameRecord *self,
                            ScGame       *game)
{
  g_return_if_fail (SC_IS_GAME_RECORD (self));
  g_return_if_fail (SC_IS_GAME (game));

  const char *values[N_FIELDS];

  for (guint i = 0; i < N_FIELDS; i++)
    values[i] = sc_game_get_tag (game, sc_pgn_tag_name (field_tags[i]));
  /* The result the game has, as it is written: a new game's is "*". */
  for (guint i = 0; i < N_FIELDS; i++)
    if (field_tags[i] == SC_PGN_TAG_RESULT)
      values[i] = sc_game_get_result (game);
  set_fields (self, values, TRUE);
}

/* The fields a search looks in. */
static const guint searched_fields[] = { FIELD_WHITE, FIELD_BLACK, FIELD_EVENT };

static char *
fold_searched_fields (ScGameRecord *self)
{
  GString *searched = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (searched_fields); i++)
    {
      g_autofree char *folded = sc_search_fold (self->fields[searched_fields[i]], -1);

      g_string_append_len (searched, folded, (gssize) strlen (folded) + 1);
    }
  return g_string_free (searched, FALSE);
}

gboolean
sc_game_record_matches (ScGameRecord *self,
                        const char   *folded_words)
{
  const char *field;

  g_return_val_if_fail (SC_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (folded_words != NULL, FALSE);

  if (self->searched == NULL)
    self->searched = fold_searched_fields (self);
  field = self->searched;
  for (guint i = 0; i < G_N_ELEMENTS (searched_fields); i++, field += strlen (field) + 1)
    if (strstr (field, folded_words) != NULL)
      return TRUE;
  return FALSE;
}

const char *
sc_game_record_get_sort_key (ScGameRecord         *self,
                             guint                 column,
                             ScGameRecordTextFunc  text_func,
                             gpointer              data)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  g_return_val_if_fail (column < SC_GAME_RECORD_N_SORT_KEYS, NULL);

  if (self->sort_keys == NULL)
    self->sort_keys = g_new0 (char *, SC_GAME_RECORD_N_SORT_KEYS);
  if (self->sort_keys[column] == NULL)
    {
      g_autofree char *text = text_func (self, data);
      g_autofree char *folded = g_utf8_casefold (text, -1);

      self->sort_keys[column] = g_utf8_collate_key (folded, -1);
    }
  return self->sort_keys[column];
}

void
sc_game_record_set_failed (ScGameRecord *self,
                           const char   *error)
{
  gboolean was_failed;

  g_return_if_fail (SC_IS_GAME_RECORD (self));

  if (g_strcmp0 (self->error, error) == 0)
    return;
  was_failed = self->error != NULL;
  g_free (self->error);
  self->error = g_strdup (error);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  if (was_failed != (error != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAILED]);
}

void
sc_game_record_set_modified (ScGameRecord *self,
                             gboolean      modified)
{
  g_return_if_fail (SC_IS_GAME_RECORD (self));

  modified = !!modified;
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

guint
sc_game_record_get_number (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), 0);
  return self->number;
}

const char *
sc_game_record_get_white (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->fields[FIELD_WHITE];
}

const char *
sc_game_record_get_black (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->fields[FIELD_BLACK];
}

const char *
sc_game_record_get_result (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->fields[FIELD_RESULT];
}

const char *
sc_game_record_get_date (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->fields[FIELD_DATE];
}

const char *
sc_game_record_get_event (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->fields[FIELD_EVENT];
}

const char *
sc_game_record_get_round (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->fields[FIELD_ROUND];
}

const char *
sc_game_record_get_eco (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->fields[FIELD_ECO];
}

gboolean
sc_game_record_get_failed (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), FALSE);
  return self->error != NULL;
}

const char *
sc_game_record_get_error (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), NULL);
  return self->error;
}

gboolean
sc_game_record_get_modified (ScGameRecord *self)
{
  g_return_val_if_fail (SC_IS_GAME_RECORD (self), FALSE);
  return self->modified;
}
