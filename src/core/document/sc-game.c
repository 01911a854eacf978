/* sc-game.c: a game: tags, a start position and a tree of moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-game.h"
#include "sc-string.h"

/* The text of a game's tags, written one after another into blocks that
 * do not move: a tag's name and value stay where they are while the game
 * has the tag. Emptying the game rewinds the block rather than freeing
 * each tag's text, so that a game read into again allocates nothing for
 * its tags. Text that a tag gave up (a value set again, a tag removed)
 * waits for that too. */
typedef struct {
  char      *block;   /* the block written to */
  gsize      used;
  gsize      size;
  GPtrArray *full;    /* earlier blocks, still pointed into; or NULL */
} TagText;

/* Enough for most games' tags; a block grown past TAG_TEXT_KEPT for a
 * game of long values is not kept for the next. */
#define TAG_TEXT_BLOCK 512
#define TAG_TEXT_KEPT  (64 * 1024)

struct _ScGame {
  GObject     parent_instance;
  ScPosition  start;
  ScGameNode *root;
  ScGameTag  *tags;    /* n_tags of them, in room for tags_room */
  guint       n_tags;
  guint       tags_room;
  TagText     tag_text;
  GHashTable *tag_positions;  /* name → position + 1 in tags, for many tags; or NULL */
  char       *result;
  char       *closing_comment;
  char       *heading;  /* comments before the tags */
  char       *source;  /* set only when the game could not be read whole */
  gsize       source_length;
  gsize       problem_offset;
};

G_DEFINE_FINAL_TYPE (ScGame, sc_game, G_TYPE_OBJECT)

/* Room for len bytes of text, which stay where they are until the text
 * is rewound. */
static char *
tag_text_reserve (TagText *text,
                  gsize    len)
{
  char *at;

  if (text->size - text->used < len)
    {
      if (text->block != NULL)
        {
          if (text->full == NULL)
            text->full = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (text->full, text->block);
        }
      text->size = MAX (MAX (2 * text->size, TAG_TEXT_BLOCK), len);
      text->block = g_malloc (text->size);
      text->used = 0;
    }
  at = text->block + text->used;
  text->used += len;
  return at;
}

/* len bytes of bytes, and a NUL after them; bytes may be text's own. */
static char *
tag_text_copy (TagText    *text,
               const char *bytes,
               gsize       len)
{
  char *copy = tag_text_reserve (text, len + 1);

  memcpy (copy, bytes, len);
  copy[len] = '\0';
  return copy;
}

/* Lets go of all the text, keeping the last block to write to again. */
static void
tag_text_rewind (TagText *text)
{
  g_clear_pointer (&text->full, g_ptr_array_unref);
  text->used = 0;
  if (text->size > TAG_TEXT_KEPT)
    {
      g_clear_pointer (&text->block, g_free);
      text->size = 0;
    }
}

/* Its name and value are "name\0value\0" in the game's TagText. */
static ScGameTag
tag_new (ScGame     *self,
         const char *name,
         gsize       name_len,
         const char *value,
         gsize       value_len)
{
  char *text = tag_text_reserve (&self->tag_text, name_len + value_len + 2);

  memcpy (text, name, name_len);
  text[name_len] = '\0';
  memcpy (text + name_len + 1, value, value_len);
  text[name_len + 1 + value_len] = '\0';
  return (ScGameTag) { text, text + name_len + 1 };
}

static void
sc_game_finalize (GObject *object)
{
  ScGame *self = SC_GAME (object);

  sc_game_node_free (self->root);
  g_free (self->tags);
  tag_text_rewind (&self->tag_text);
  g_free (self->tag_text.block);
  g_clear_pointer (&self->tag_positions, g_hash_table_unref);
  g_free (self->result);
  g_free (self->closing_comment);
  g_free (self->heading);
  g_free (self->source);

  G_OBJECT_CLASS (sc_game_parent_class)->finalize (object);
}

static void
sc_game_class_init (ScGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sc_game_finalize;
}

static void
sc_game_init (ScGame *self)
{
  sc_position_init_start (&self->start);
  self->root = g_new0 (ScGameNode, 1);
  /* Room for the Seven Tag Roster and one more, as most games have. */
  self->tags_room = 8;
  self->tags = g_new (ScGameTag, self->tags_room);
  self->result = g_strdup ("*");
}

ScGame *
sc_game_new (void)
{
  return g_object_new (SC_TYPE_GAME, NULL);
}

/* A game has a handful of tags, looked for one by one; a file may give
 * one thousands, which are then looked up by name, so that reading them
 * takes time in proportion to their number. */
#define TAGS_LOOKED_UP_BY_NAME 32

static void
forget_tag_positions (ScGame *self)
{
  g_clear_pointer (&self->tag_positions, g_hash_table_unref);
}

static gint
find_tag (ScGame     *self,
          const char *name)
{
  if (self->n_tags < TAGS_LOOKED_UP_BY_NAME)
    {
      /* Most names differ in their first letter, compared before the rest. */
      for (guint i = 0; i < self->n_tags; i++)
        {
          const char *tag_name = self->tags[i].name;

          if (tag_name[0] == name[0] && strcmp (tag_name, name) == 0)
            return (gint) i;
        }
      return -1;
    }
  if (self->tag_positions == NULL)
    {
      /* Names point into the tags, which outlive the table. */
      self->tag_positions = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < self->n_tags; i++)
        g_hash_table_insert (self->tag_positions, (char *) self->tags[i].name,
                             GUINT_TO_POINTER (i + 1));
    }
  return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (self->tag_positions, name)) - 1;
}

/* What a node owns: its NAGs and comments. */
static void
free_marks (ScGameNode *node)
{
  g_free (node->nags);
  g_free (node->comment_before);
  g_free (node->comment_after);
}

void
sc_game_reset (ScGame *self)
{
  g_return_if_fail (SC_IS_GAME (self));

  sc_position_init_start (&self->start);
  /* The root is emptied in place: a game read without a tree has no other node. */
  while (self->root->first_child != NULL)
    sc_game_node_free (self->root->first_child);
  free_marks (self->root);
  *self->root = (ScGameNode) { 0 };
  self->n_tags = 0;
  tag_text_rewind (&self->tag_text);
  forget_tag_positions (self);
  sc_game_set_result (self, "*");
  g_clear_pointer (&self->closing_comment, g_free);
  g_clear_pointer (&self->heading, g_free);
  g_clear_pointer (&self->source, g_free);
  self->source_length = 0;
  self->problem_offset = 0;
}

const char *
sc_game_get_tag (ScGame     *self,
                 const char *name)
{
  gint i;

  g_return_val_if_fail (SC_IS_GAME (self), NULL);

  i = find_tag (self, name);
  return i < 0 ? NULL : self->tags[i].value;
}

/* Room for one more tag. The tags are a plain array rather than a
 * GArray: adding one, which every tag read does, is then a store. */
static void
make_room_for_tag (ScGame *self)
{
  if (self->n_tags < self->tags_room)
    return;
  self->tags_room *= 2;
  self->tags = g_renew (ScGameTag, self->tags, self->tags_room);
}

/* A tag the game does not have, last. */
static void
append_tag (ScGame    *self,
            ScGameTag *tag)
{
  make_room_for_tag (self);
  self->tags[self->n_tags++] = *tag;
  if (self->tag_positions != NULL)
    g_hash_table_insert (self->tag_positions, (char *) tag->name, GUINT_TO_POINTER (self->n_tags));
}

/* Sets the tag name to value_len bytes of value (NULL removes it). */
static void
set_tag (ScGame     *self,
         const char *name,
         const char *value,
         gsize       value_len)
{
  gint i = find_tag (self, name);

  if (value == NULL)
    {
      if (i >= 0)
        {
          forget_tag_positions (self);
          self->n_tags--;
          memmove (self->tags + i, self->tags + i + 1, (self->n_tags - (guint) i) * sizeof *self->tags);
        }
    }
  else if (i >= 0)
    self->tags[i].value = tag_text_copy (&self->tag_text, value, value_len);
  else
    {
      ScGameTag tag = tag_new (self, name, strlen (name), value, value_len);

      append_tag (self, &tag);
    }
}

void
sc_game_set_tag (ScGame     *self,
                 const char *name,
                 const char *value)
{
  g_return_if_fail (SC_IS_GAME (self));
  g_return_if_fail (name != NULL);

  set_tag (self, name, value, value != NULL ? strlen (value) : 0);
}

const char *
sc_game_add_tag_len (ScGame     *self,
                     const char *name,
                     gsize       name_len,
                     const char *value,
                     gsize       value_len)
{
  ScGameTag tag;

  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  g_return_val_if_fail (name != NULL && value != NULL, NULL);

  /* Copied before it is looked for, so that the name ends in a NUL; the
   * copy of a tag the game has waits for the game's emptying. */
  tag = tag_new (self, name, name_len, value, value_len);
  if (find_tag (self, tag.name) >= 0)
    return NULL;
  append_tag (self, &tag);
  return tag.value;
}

gint
sc_game_get_tag_index (ScGame     *self,
                       const char *name)
{
  g_return_val_if_fail (SC_IS_GAME (self), -1);
  return find_tag (self, name);
}

void
sc_game_insert_tag (ScGame     *self,
                    guint       index,
                    const char *name,
                    const char *value)
{
  ScGameTag tag;

  g_return_if_fail (SC_IS_GAME (self));
  g_return_if_fail (name != NULL && value != NULL);
  g_return_if_fail (find_tag (self, name) < 0);

  tag = tag_new (self, name, strlen (name), value, strlen (value));
  forget_tag_positions (self);
  index = MIN (index, self->n_tags);
  make_room_for_tag (self);
  memmove (self->tags + index + 1, self->tags + index, (self->n_tags - index) * sizeof *self->tags);
  self->tags[index] = tag;
  self->n_tags++;
}

guint
sc_game_get_n_tags (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), 0);
  return self->n_tags;
}

const ScGameTag *
sc_game_get_tags (ScGame *self,
                  guint  *n_tags)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);

  *n_tags = self->n_tags;
  return self->tags;
}

void
sc_game_get_nth_tag (ScGame      *self,
                     guint        index,
                     const char **name,
                     const char **value)
{
  g_return_if_fail (SC_IS_GAME (self));
  g_return_if_fail (index < self->n_tags);

  *name = self->tags[index].name;
  *value = self->tags[index].value;
}

gboolean
sc_game_set_start_fen (ScGame      *self,
                       const char  *fen,
                       GError     **error)
{
  ScPosition pos;
  g_autofree char *normal = NULL;

  g_return_val_if_fail (SC_IS_GAME (self), FALSE);

  if (sc_variant_is_chess960 (sc_game_get_tag (self, "Variant"))
      ? !sc_position_set_fen_chess960 (&pos, fen, NULL, error)
      : !sc_position_set_fen (&pos, fen, error))
    return FALSE;
  self->start = pos;
  normal = sc_position_to_fen (&pos);
  if (g_str_equal (normal, SC_START_FEN))
    {
      sc_game_set_tag (self, "SetUp", NULL);
      sc_game_set_tag (self, "FEN", NULL);
    }
  else
    {
      sc_game_set_tag (self, "SetUp", "1");
      sc_game_set_tag (self, "FEN", fen);
    }
  /* A Shredder-FEN is Chess960 by itself; the tag says so to other programs. */
  if (pos.chess960 && sc_game_get_tag (self, "Variant") == NULL)
    sc_game_set_tag (self, "Variant", "Chess960");
  return TRUE;
}

void
sc_game_set_start_position (ScGame           *self,
                            const ScPosition *pos)
{
  g_return_if_fail (SC_IS_GAME (self));
  self->start = *pos;
}

const ScPosition *
sc_game_get_start_position (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  return &self->start;
}

ScGameNode *
sc_game_get_root (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  return self->root;
}

const char *
sc_game_get_result (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  return self->result;
}

const char *
sc_game_get_closing_comment (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  return self->closing_comment;
}

void
sc_game_set_closing_comment (ScGame     *self,
                             const char *comment)
{
  char *copy = g_strdup (comment);   /* comment may be the old one itself */

  g_return_if_fail (SC_IS_GAME (self));
  g_free (self->closing_comment);
  self->closing_comment = copy;
}

const char *
sc_game_get_heading (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  return self->heading;
}

void
sc_game_set_heading (ScGame     *self,
                     const char *heading)
{
  char *copy = g_strdup (heading);

  g_return_if_fail (SC_IS_GAME (self));
  g_free (self->heading);
  self->heading = copy;
}

void
sc_game_set_result (ScGame     *self,
                    const char *result)
{
  g_return_if_fail (SC_IS_GAME (self));
  g_return_if_fail (result != NULL);

  /* Most games read into a game used before have its result. */
  if (strcmp (self->result, result) == 0)
    return;
  g_free (self->result);
  self->result = g_strdup (result);
}

void
sc_game_set_unread (ScGame     *self,
                    const char *source,
                    gssize      source_length,
                    gsize       problem_offset)
{
  g_return_if_fail (SC_IS_GAME (self));

  g_clear_pointer (&self->source, g_free);
  self->source_length = self->problem_offset = 0;
  if (source == NULL)
    return;
  if (source_length < 0)
    source_length = (gssize) strlen (source);
  self->source = sc_copy_bytes (source, (gsize) source_length);
  self->source_length = (gsize) source_length;
  self->problem_offset = MIN (problem_offset, (gsize) source_length);
}

const char *
sc_game_get_source (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  return self->source;
}

gsize
sc_game_get_source_length (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), 0);
  return self->source_length;
}

char *
sc_game_dup_source_text (ScGame *self)
{
  GString *text;

  g_return_val_if_fail (SC_IS_GAME (self), NULL);

  if (self->source == NULL)
    return NULL;
  text = g_string_sized_new (self->source_length);
  for (gsize i = 0; i < self->source_length; i++)
    if (self->source[i] == '\0')
      g_string_append (text, "\uFFFD");
    else
      g_string_append_c (text, self->source[i]);
  return g_string_free (text, FALSE);
}

const char *
sc_game_get_unread_text (ScGame *self)
{
  g_return_val_if_fail (SC_IS_GAME (self), NULL);
  return self->source != NULL ? self->source + self->problem_offset : NULL;
}

guint
sc_game_get_main_line_length (ScGame *self)
{
  guint n = 0;

  g_return_val_if_fail (SC_IS_GAME (self), 0);

  for (ScGameNode *node = self->root->first_child; node != NULL; node = node->first_child)
    n++;
  return n;
}

void
sc_game_position_at (ScGame           *self,
                     const ScGameNode *node,
                     ScPosition       *pos)
{
  guint ply = sc_game_node_ply (node);
  g_autofree const ScGameNode **path = g_new (const ScGameNode *, ply + 1);
  ScUndo undo;

  g_return_if_fail (SC_IS_GAME (self));

  for (guint i = ply; node->parent != NULL; node = node->parent)
    path[--i] = node;
  *pos = self->start;
  for (guint i = 0; i < ply; i++)
    {
      if (path[i]->move == SC_MOVE_NULL)
        sc_position_make_null_move (pos, &undo);
      else
        sc_position_make_move (pos, path[i]->move, &undo);
    }
}

static ScGameNode *
node_new (ScGameNode *parent,
          ScMove      move)
{
  ScGameNode *node = g_new0 (ScGameNode, 1);

  node->parent = parent;
  node->move = move;
  return node;
}

ScGameNode *
sc_game_node_append_child (ScGameNode *parent,
                           ScMove      move)
{
  ScGameNode **link = &parent->first_child;

  while (*link != NULL)
    link = &(*link)->next_sibling;
  return *link = node_new (parent, move);
}

ScGameNode *
sc_game_node_append_sibling (ScGameNode *last,
                             ScMove      move)
{
  g_return_val_if_fail (last->next_sibling == NULL, NULL);
  return last->next_sibling = node_new (last->parent, move);
}

void
sc_game_node_add_nag (ScGameNode *node,
                      guint8      nag)
{
  for (guint i = 0; i < node->n_nags; i++)
    if (node->nags[i] == nag)
      return;
  if (node->n_nags == G_MAXUINT8)
    return;
  node->nags = g_realloc (node->nags, node->n_nags + node->n_nags_before + 1u);
  /* The NAGs before the move stay last. */
  memmove (node->nags + node->n_nags + 1, node->nags + node->n_nags, node->n_nags_before);
  node->nags[node->n_nags++] = nag;
}

void
sc_game_node_add_nag_before (ScGameNode *node,
                             guint8      nag)
{
  guint total = node->n_nags + node->n_nags_before;

  for (guint i = node->n_nags; i < total; i++)
    if (node->nags[i] == nag)
      return;
  if (node->n_nags_before == G_MAXUINT8)
    return;
  node->nags = g_realloc (node->nags, total + 1u);
  node->nags[total] = nag;
  node->n_nags_before++;
}

void
sc_game_node_append_comment (ScGameNode *node,
                             gboolean    before,
                             const char *text)
{
  char **comment = before ? &node->comment_before : &node->comment_after;

  if (*comment == NULL)
    *comment = g_strdup (text);
  else
    {
      char *joined = g_strconcat (*comment, " ", text, NULL);

      g_free (*comment);
      *comment = joined;
    }
}

static void
free_one (ScGameNode *node)
{
  free_marks (node);
  g_free (node);
}

guint
sc_game_node_index (const ScGameNode *node)
{
  guint index = 0;

  g_return_val_if_fail (node->parent != NULL, 0);

  for (const ScGameNode *n = node->parent->first_child; n != node; n = n->next_sibling)
    index++;
  return index;
}

guint
sc_game_node_detach (ScGameNode *node)
{
  ScGameNode **link;
  guint index = 0;

  g_return_val_if_fail (node->parent != NULL, 0);

  for (link = &node->parent->first_child; *link != node; link = &(*link)->next_sibling)
    index++;
  *link = node->next_sibling;
  node->next_sibling = NULL;
  node->parent = NULL;
  return index;
}

void
sc_game_node_attach (ScGameNode *parent,
                     guint       index,
                     ScGameNode *node)
{
  ScGameNode **link = &parent->first_child;

  g_return_if_fail (node->parent == NULL && node->next_sibling == NULL);

  for (guint i = 0; i < index && *link != NULL; i++)
    link = &(*link)->next_sibling;
  node->next_sibling = *link;
  node->parent = parent;
  *link = node;
}

ScGameNode *
sc_game_node_find_child (ScGameNode *node,
                         ScMove      move)
{
  for (ScGameNode *child = node->first_child; child != NULL; child = child->next_sibling)
    if (child->move == move)
      return child;
  return NULL;
}

void
sc_game_node_free (ScGameNode *node)
{
  ScGameNode *top = node;

  if (node == NULL)
    return;

  /* Unlink from the parent, then free the subtree without recursion, so
   * that no depth of variations can overflow the stack. */
  if (node->parent != NULL)
    sc_game_node_detach (node);

  while (node != NULL)
    {
      ScGameNode *next;

      if (node->first_child != NULL)
        {
          node = node->first_child;
          continue;
        }
      if (node == top)
        {
          free_one (node);
          return;
        }
      next = node->next_sibling != NULL ? node->next_sibling : node->parent;
      if (node->parent->first_child == node)
        node->parent->first_child = node->next_sibling;
      free_one (node);
      node = next;
    }
}

guint
sc_game_node_ply (const ScGameNode *node)
{
  guint ply = 0;

  for (; node->parent != NULL; node = node->parent)
    ply++;
  return ply;
}
