/* sc-game.h: a game: tags, a start position and a tree of moves
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sc-position.h"

G_BEGIN_DECLS

/* A node holds the move that leads to it. Its first child continues the
 * line; the first child's siblings are variations to that continuation. */
typedef struct _ScGameNode ScGameNode;
struct _ScGameNode {
  ScGameNode *parent;
  ScGameNode *first_child;
  ScGameNode *next_sibling;
  guint8     *nags;             /* n_nags after the move, then n_nags_before */
  char       *comment_before;   /* PGN: a comment before the move (start of a line) */
  char       *comment_after;
  /* The small fields last, together: 56 bytes, a node for each move. */
  ScMove      move;             /* SC_MOVE_NONE at the root */
  guint8      n_nags;
  guint8      n_nags_before;    /* PGN: NAGs before a variation's first move ("($142 2. d4") */
  guint8      draw_offer : 1;   /* "(=)" written after the move */
};

/* A tag, as sc_game_get_tags () lists them. */
typedef struct {
  const char *name;
  const char *value;
} ScGameTag;

#define SC_TYPE_GAME (sc_game_get_type ())
G_DECLARE_FINAL_TYPE (ScGame, sc_game, SC, GAME, GObject)

ScGame           *sc_game_new                  (void);
/* Makes self what sc_game_new () makes (no tags, the standard start, no
 * moves, the result "*"), so that a reader can fill it again rather
 * than make a new one: for short games, making and freeing a game cost
 * as much as reading it. */
void              sc_game_reset                (ScGame            *self);

/* The set-up position; also sets or removes the SetUp and FEN tags. With
 * a Variant tag of Chess960, the FEN is read as Chess960 (X-FEN too); a
 * Shredder-FEN, Chess960 by itself, adds that tag when there is none. */
gboolean          sc_game_set_start_fen        (ScGame            *self,
                                                const char        *fen,
                                                GError           **error);
/* The position alone, tags untouched (as a reader keeps them as written). */
void              sc_game_set_start_position   (ScGame            *self,
                                                const ScPosition  *pos);
const ScPosition *sc_game_get_start_position   (ScGame            *self);
ScGameNode       *sc_game_get_root             (ScGame            *self);

/* Tags keep the order in which they were first set. */
const char       *sc_game_get_tag              (ScGame            *self,
                                                const char        *name);
void              sc_game_set_tag              (ScGame            *self,
                                                const char        *name,
                                                const char        *value);
/* Adds a tag the game does not have yet, its name name_len bytes of
 * name and its value value_len bytes of value, with no NUL among them;
 * returns the game's copy of the value, as sc_game_get_tag () would, or
 * NULL, the game unchanged, if it has a tag of that name. */
const char       *sc_game_add_tag_len          (ScGame            *self,
                                                const char        *name,
                                                gsize              name_len,
                                                const char        *value,
                                                gsize              value_len);
/* Where a tag stands among the tags, or -1. */
gint              sc_game_get_tag_index        (ScGame            *self,
                                                const char        *name);
/* Adds a tag that is not there yet at index (past the end: last). */
void              sc_game_insert_tag           (ScGame            *self,
                                                guint              index,
                                                const char        *name,
                                                const char        *value);
guint             sc_game_get_n_tags           (ScGame            *self);
/* All the tags in their order, *n_tags of them, until the tags change. */
const ScGameTag  *sc_game_get_tags             (ScGame            *self,
                                                guint             *n_tags);
void              sc_game_get_nth_tag          (ScGame            *self,
                                                guint              index,
                                                const char       **name,
                                                const char       **value);

/* The game termination marker: "1-0", "0-1", "1/2-1/2" or "*". */
const char       *sc_game_get_result           (ScGame            *self);
void              sc_game_set_result           (ScGame            *self,
                                                const char        *result);

/* A comment after the game's result (engine matches say there how the
 * game ended), written after it; NULL if none. */
const char       *sc_game_get_closing_comment  (ScGame            *self);
void              sc_game_set_closing_comment  (ScGame            *self,
                                                const char        *comment);

/* Comments before the tags of a file's first game (the file's heading:
 * who made it, for what), written back before them; NULL if none. */
const char       *sc_game_get_heading          (ScGame            *self);
void              sc_game_set_heading          (ScGame            *self,
                                                const char        *heading);

/* A game that could not be read whole keeps its source text, written
 * back unchanged, and the part from the problem on, to fix and continue. */
void              sc_game_set_unread           (ScGame            *self,
                                                const char        *source,
                                                gssize             source_length,
                                                gsize              problem_offset);
const char       *sc_game_get_source           (ScGame            *self);
/* In bytes: the source may hold NUL bytes. */
gsize             sc_game_get_source_length    (ScGame            *self);
/* The source as text to show and edit: each NUL byte, which text cannot
 * hold, as "�" (U+FFFD), so that nothing after it is lost; NULL if
 * there is none. */
char             *sc_game_dup_source_text      (ScGame            *self);
const char       *sc_game_get_unread_text      (ScGame            *self);

/* Moves after the root, following first children. */
guint             sc_game_get_main_line_length (ScGame            *self);
/* Replays the moves from the start to node into pos. */
void              sc_game_position_at          (ScGame            *self,
                                                const ScGameNode  *node,
                                                ScPosition        *pos);

ScGameNode       *sc_game_node_append_child    (ScGameNode        *parent,
                                                ScMove             move);
/* The same, in constant time, after last: the last of its siblings. */
ScGameNode       *sc_game_node_append_sibling  (ScGameNode        *last,
                                                ScMove             move);
void              sc_game_node_add_nag         (ScGameNode        *node,
                                                guint8             nag);
/* A NAG written before the move, as annotators write one before a
 * variation's first move; kept after the NAGs that follow the move. */
void              sc_game_node_add_nag_before  (ScGameNode        *node,
                                                guint8             nag);
static inline const guint8 *
sc_game_node_nags_before (const ScGameNode *node)
{
  return node->n_nags_before > 0 ? node->nags + node->n_nags : NULL;
}
/* Adds text to a comment, separated by a space if one is already there. */
void              sc_game_node_append_comment  (ScGameNode        *node,
                                                gboolean           before,
                                                const char        *text);
/* Unlinks node (with everything below it) from its parent and returns
 * where it stood among its siblings; the node stays valid, detached. */
guint             sc_game_node_detach          (ScGameNode        *node);
/* Links a detached node under parent at index among the children
 * (0 makes it the main continuation; past the end appends). */
void              sc_game_node_attach          (ScGameNode        *parent,
                                                guint              index,
                                                ScGameNode        *node);
guint             sc_game_node_index           (const ScGameNode  *node);
/* The child of node reached by move, or NULL. */
ScGameNode       *sc_game_node_find_child      (ScGameNode        *node,
                                                ScMove             move);

/* Frees node with everything below it, unlinking it from its parent. */
void              sc_game_node_free            (ScGameNode        *node);
/* Number of moves from the root to node. */
guint             sc_game_node_ply             (const ScGameNode  *node);

G_END_DECLS
