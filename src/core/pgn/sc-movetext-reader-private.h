/* sc-movetext-reader-private.h: what the parts of the movetext reader
 * share: whole games, problems and the entry points (sc-movetext-reader.c),
 * a game's moves and variations (sc-movetext-reader-movetext.c), its
 * comments, NAGs and draw offers (sc-movetext-reader-annotations.c), and
 * writing it as it is read, without a tree (sc-movetext-reader-write.c)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-movetext-lexer.h"
#include "sc-movetext-notes.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"

G_BEGIN_DECLS

/* Without a tree a move is named by where it stands in the text; the
 * root, which has no move, by this. */
#define ROOT_KEY G_MAXSIZE

/* What reading a game makes of it. */
typedef enum {
  READ_TREE,    /* the game tree */
  READ_CHECK,   /* nothing but problems (and notes, when asked for) */
  READ_WRITE,   /* its movetext, written as it is read */
} ReadMode;

/* One line of play: the main line or a variation being read. */
typedef struct {
  ScGameNode *node;       /* the last move read in this line (a tree only) */
  ScGameNode *youngest;   /* the last of node's siblings: its variations follow */
  ScPosition  pos;        /* the position after it */
  ScUndo      undo;       /* takes it back: a variation starts from there */
  ScMove      move;       /* node's move */
  gboolean    has_move;   /* a move was read in this line */
  gboolean    one_move;   /* exactly one */
  gsize       opened_at;  /* where its '(' stands */
  /* Without a tree: where node's move stands (ROOT_KEY for the root),
   * and its parent's; passed once a variation was opened on node, after
   * which what node gets is written before it is read (sc-movetext-notes.h). */
  gsize       key;
  gsize       parent_key;
  gboolean    passed;
  /* Writing: variations opened on a variation's first move are more
   * variations of this line's move, written after the one being read;
   * their '(' offsets wait here, the next on top. */
  GArray     *deferred;
  guint       deferred_mark;  /* deferred above this came from the variation being read */
  gsize       resume_at;      /* where reading goes on once they are written */
  gboolean    replaying;
} Line;

/* What the probes of one text in each language share: its first game's
 * tags and start position, which no language changes, read once. */
typedef struct {
  ScGame   *game;          /* NULL until the first probe read them */
  gsize     movetext_at;   /* where the first game's moves begin */
  gboolean  failed;        /* a tag or the set-up failed: no move is read */
} Probe;

typedef struct {
  ScMovetextLexer   lex;
  const ScLanguage *lang;
  ScReadResult     *result;
  ScNotationStyle   style;        /* for naming candidate moves in messages */
  guint             game_number;
  gboolean          probing;      /* language detection: first game only, no messages */
  Probe            *probe;        /* probing: what the probes before this one read */
  guint             moves_read;
  gsize             game_start;   /* where the game being read starts */
  gboolean          game_tagged;  /* the game being read starts with tag pairs */
  /* The last move number read on its own ("12." before "Sf3"). */
  gsize             number_start;
  gsize             number_end;
  /* Line and column of lc_offset, advanced as problems are reported. */
  gsize             lc_offset;
  guint             lc_line;
  guint             lc_column;
  /* What a game read becomes, and without a tree: */
  ReadMode          mode;
  ScMovetextNotes  *notes;        /* checking: filled when asked for; writing: read,
                                   * or NULL when writing in one pass */
  /* One pass met what it cannot write in the tree's order: marks or
   * comments after a move's variations, or a variation on a variation's
   * first move (which the check before two passes bounds in depth). */
  gboolean          declined;
  ScMovetextWriter *writer;
  GString          *out;
  ScMovetextFlushFunc flush;
  gpointer          flush_data;
  ScReadSpares     *spares;       /* what may be read into again rather than made; or NULL */
} Reader;

typedef struct {
  ScGame      *game;
  GArray      *lines;          /* of Line; the last is the one being read */
  char        *comment_before; /* a comment after '(' waits for the move it precedes */
  char       **joined;         /* the comment join_comment() added to last */
  gsize        joined_length;
  gsize        joined_room;    /* bytes allocated for *joined */
  gboolean     failed;
  gsize        problem_offset;
  gboolean     result_read;    /* the main line ended with a result */
  gsize        result_at;
  /* The tags the reader itself reads, noted as they are read rather
   * than looked up by name: their values in game, or NULL. */
  const char  *fen;
  const char  *variant;
  const char  *result_tag;
  gsize        fen_at;         /* where the FEN tag is, if any */
  /* NAGs before a variation's first move ("($142 2. d4"), waiting for
   * it: only nags and n_nags_before are used. */
  ScGameNode   before_marks;
  /* Writing without a tree: the node whose marks and comments are still
   * coming (the root, or a move already written); where its comments
   * lie, and those before a variation's first move; whether the next '('
   * is a deferred variation, now being written. */
  gboolean     pending;
  gboolean     pending_root;
  gsize        pending_key;
  ScGameNode   pending_marks;
  gsize        after_start, after_end;
  gsize        before_start, before_end;
  gboolean     replay_open;
  guint        deepest;        /* the most lines open at once */
} GameState;

static inline Line *
current_line (GameState *g)
{
  return &g_array_index (g->lines, Line, g->lines->len - 1);
}

void      sc_movetext_reader_fail             (Reader            *r,
                                               GameState         *g,
                                               ScProblemKind      kind,
                                               gsize              offset,
                                               char              *message);
char     *sc_movetext_reader_nul_byte_message (void);
gboolean  sc_movetext_reader_check_no_nul     (Reader            *r,
                                               GameState         *g,
                                               const ScToken     *t);

void      sc_movetext_reader_read_movetext    (Reader            *r,
                                               GameState         *g);

void      sc_movetext_reader_add_nag          (Reader            *r,
                                               GameState         *g,
                                               Line              *line,
                                               guint8             nag);
void      sc_movetext_reader_set_draw_offer   (Reader            *r,
                                               GameState         *g,
                                               Line              *line);
void      sc_movetext_reader_add_comment      (Reader            *r,
                                               GameState         *g,
                                               const ScToken     *t);
char     *sc_movetext_reader_collapse_spaces  (const char        *text,
                                               gsize              length);

void      sc_movetext_reader_write_pending    (Reader            *r,
                                               GameState         *g);
void      sc_movetext_reader_write_move_start (Reader            *r,
                                               GameState         *g,
                                               const Line        *line,
                                               ScMove             move,
                                               const ScMoveParse *parse,
                                               gsize              key);

G_END_DECLS
