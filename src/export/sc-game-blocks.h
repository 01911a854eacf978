/* sc-game-blocks.h: a game as a heading, paragraphs of styled runs and diagrams
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-comment.h"
#include "sc-export-options.h"
#include "sc-game.h"

G_BEGIN_DECLS

/* Between the entries of the legend and of the details under a heading:
 * the no-break space keeps it at the end of a line, never the start. */
#define SC_LIST_SEPARATOR "\u00a0· "

typedef enum {
  SC_RUN_NUMBER,       /* "12." or "12..." */
  SC_RUN_MOVE,         /* the move with its NAG glyphs */
  SC_RUN_COMMENT,
  SC_RUN_ENGINE_COMMENT, /* the engine's words, after the user's: in italics */
  SC_RUN_BRACKET,      /* "(" or ")" around an inline variation */
  SC_RUN_RESULT,
  SC_RUN_UNREAD,       /* the text after the game's problem, as written: in italics */
} ScRunKind;

typedef struct {
  ScRunKind  kind;
  guint      depth;    /* 0: the main line */
  char      *text;     /* with the space before it, if one is due */
} ScTextRun;

typedef enum {
  SC_BLOCK_PARAGRAPH,
  SC_BLOCK_DIAGRAM,
} ScBlockKind;

typedef struct {
  ScBlockKind kind;
  guint       indent;          /* variation depth of an indented paragraph */
  GArray     *runs;            /* paragraphs: of ScTextRun */
  /* Diagrams: the position after the move, seen from Black when flipped. */
  ScPosition  position;
  gboolean    flipped;
  GArray     *marks;           /* of ScMark: [%cal] and [%csl] of the move */
  char       *caption;         /* "after 17.♖d8#" */
  char       *result;          /* the game's result when the game ends with this diagram, or NULL */
} ScBlock;

typedef struct {
  ScGame    *game;
  /* No tags and no moves: a file's header, or words between games. Its
   * comments are printed alone, without a heading or a result. */
  gboolean   comments_only;
  /* A finished game's result is printed after its moves; an unfinished
   * game's "*" is a PGN placeholder that a printed page leaves out. */
  gboolean   prints_result;
  char      *players;          /* "White (Elo) – Black (Elo)", else "Event, round 3" */
  char      *details;          /* event, round, date, ECO, annotator */
  GPtrArray *blocks;           /* of ScBlock */
} ScGameBlocks;

ScGameBlocks *sc_game_blocks_new        (ScGame                *game,
                                         const ScExportOptions *options);
void          sc_game_blocks_free       (ScGameBlocks          *blocks);
/* Whether the game has anything to print but its text not read: tags,
 * moves, a result, or words such as a file's header. */
gboolean      sc_game_has_print         (ScGame                *game);
/* Whether any of the games (of ScGame) has. */
gboolean      sc_games_have_print       (GPtrArray             *games);
/* games, with the heading of a file (its comments before the first tags,
 * which its first game keeps) as a game of words alone before the game
 * that has it: printed as the file's words, not that game's. */
GPtrArray    *sc_games_with_headings    (GPtrArray             *games);
/* The paragraph's runs as one string. */
char         *sc_block_text             (const ScBlock         *block);
/* Words rather than moves (comments, the text not read): a line may
 * break inside them. */
gboolean      sc_text_run_is_words      (const ScTextRun       *run);
/* For a game not read whole: "Not read, as written: " and the text from
 * its problem on, result included, on one line; else NULL. */
char         *sc_game_unread_note       (ScGame                *game);
/* Whether the node carries a diagram mark ($220, or $221 for Black's view). */
gboolean      sc_game_node_has_diagram  (const ScGameNode      *node,
                                         gboolean              *flipped);
/* The moves that get a diagram besides the marked ones: the turning
 * points (of ScGameNode*) when options->diagrams has SC_DIAGRAMS_TURNING,
 * else an empty array. */
GPtrArray    *sc_game_diagram_moves     (ScGame                *game,
                                         const ScExportOptions *options);
/* Whether node gets a diagram after it: a diagram mark when
 * options->diagrams has SC_DIAGRAMS_MARKED, or one of moves (from
 * sc_game_diagram_moves), seen from White. */
gboolean      sc_game_node_gets_diagram (const ScGameNode      *node,
                                         const ScExportOptions *options,
                                         GPtrArray             *moves,
                                         gboolean              *flipped);
/* A sign of the legend: nag's glyph, or "(=)" for SC_LEGEND_DRAW_OFFER. */
#define SC_LEGEND_DRAW_OFFER 0
typedef struct {
  guint       nag;
  const char *name;            /* translated */
} ScLegendEntry;

/* The signs the games' moves (of ScGame) carry, of ScLegendEntry, in the
 * legend's order: one for each glyph. */
GArray       *sc_glyph_legend_entries   (GPtrArray             *games);
/* The legend printed after the games (of ScGame): each glyph their moves
 * carry with its translated name, or NULL when they carry none. */
char         *sc_glyph_legend           (GPtrArray             *games);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScGameBlocks, sc_game_blocks_free)

G_END_DECLS
