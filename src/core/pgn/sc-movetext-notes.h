/* sc-movetext-notes.h: what reaches a move after its variations were read
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"

G_BEGIN_DECLS

/* PGN lets a move's NAGs, draw offer and comments follow its variations,
 * yet they are written before them. Checking a game without its tree
 * notes them here, for each move by where it stands in the text, so that
 * the game can then be written in one pass (sc_stream_movetext ()). */
typedef struct _ScMovetextNotes ScMovetextNotes;

typedef struct {
  ScGameNode marks;           /* only nags, n_nags and draw_offer are used */
  gsize      comments_start;  /* where the first of the comments begins */
  gsize      comments_end;    /* where the last ends; 0: no comment */
} ScLateNote;

ScMovetextNotes *sc_movetext_notes_new  (void);
void             sc_movetext_notes_free (ScMovetextNotes *notes);
/* The note for the move at key, made when create is TRUE, else NULL. */
ScLateNote      *sc_movetext_notes_get  (ScMovetextNotes *notes,
                                         gsize            key,
                                         gboolean         create);

/* No move got anything after its variations. */
gboolean         sc_movetext_notes_is_empty (ScMovetextNotes *notes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScMovetextNotes, sc_movetext_notes_free)

G_END_DECLS
