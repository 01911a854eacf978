/* sc-movetext-writer.h: a game's moves, comments and variations as text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

typedef enum {
  SC_MOVETEXT_DEFAULT = 0,
  SC_MOVETEXT_PGN     = 1 << 0,  /* NAGs as $n, results as 1/2-1/2 */
  SC_MOVETEXT_WRAP    = 1 << 1,  /* lines under 80 columns */
  SC_MOVETEXT_NO_RESULT = 1 << 2,  /* leave out the result at the end */
} ScMovetextFlags;

/* The writer behind sc_write_movetext (), an element at a time, for a
 * reader that writes a game as it reads it (sc_stream_movetext ()). It
 * appends to out; the caller may empty out between calls. */
typedef struct _ScMovetextWriter ScMovetextWriter;

ScMovetextWriter *sc_movetext_writer_new             (GString               *out,
                                                      const ScNotationStyle *style,
                                                      ScMovetextFlags        flags);
void              sc_movetext_writer_free            (ScMovetextWriter      *w);
/* As if new, on out: a writer used for one game after another keeps its
 * buffers. */
void              sc_movetext_writer_restart         (ScMovetextWriter      *w,
                                                      GString               *out,
                                                      const ScNotationStyle *style,
                                                      ScMovetextFlags        flags);
/* The move, after its number where one is needed; pos is before it. */
void              sc_movetext_writer_move            (ScMovetextWriter      *w,
                                                      const ScPosition      *pos,
                                                      ScMove                 move);
/* What follows a move: its NAGs, then its draw offer (PGN: a comment). */
void              sc_movetext_writer_marks           (ScMovetextWriter      *w,
                                                      const guint8          *nags,
                                                      guint                  n_nags,
                                                      gboolean               draw_offer);
/* A comment given in pieces, for text too large to copy: its words are
 * written as they come, wrapped like the moves. one_line: the comment
 * holds a "}", so it goes after ";" to the end of its line, width
 * characters in all with the ";" (sc_movetext_width ()). */
void              sc_movetext_writer_comment_begin   (ScMovetextWriter      *w,
                                                      gboolean               one_line,
                                                      gsize                  width);
/* Words of the comment: runs of anything but spaces, tabs and line ends. */
void              sc_movetext_writer_comment_words   (ScMovetextWriter      *w,
                                                      const char            *text,
                                                      gsize                  length);
void              sc_movetext_writer_comment_end     (ScMovetextWriter      *w);
/* NAGs written before a move (a variation's first): none glued to it. */
void              sc_movetext_writer_nags_before     (ScMovetextWriter      *w,
                                                      const guint8          *nags,
                                                      guint                  n_nags);
void              sc_movetext_writer_variation_start (ScMovetextWriter      *w);
void              sc_movetext_writer_variation_end   (ScMovetextWriter      *w);
/* The game's result, as the flags ask for it. */
void              sc_movetext_writer_result          (ScMovetextWriter      *w,
                                                      const char            *result);
/* The game's comment after its result (NULL: none), written with it. */
void              sc_movetext_writer_closing_comment (ScMovetextWriter      *w,
                                                      const char            *comment);
/* What separates a comment's words: the reader keeps each run of these
 * as one space, and the writer wraps a comment at them. */
static inline gboolean
sc_movetext_is_comment_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Characters in text: figurines and other non-ASCII take several bytes. */
gsize             sc_movetext_width                  (const char            *text,
                                                      gsize                  length);

/* Appends the movetext of game, ending with the result. */
void   sc_write_movetext (GString               *out,
                          ScGame                *game,
                          const ScNotationStyle *style,
                          ScMovetextFlags        flags);

G_END_DECLS
