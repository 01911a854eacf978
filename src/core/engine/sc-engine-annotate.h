/* sc-engine-annotate.h: an engine's analysis written into a game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sc-game-analysis.h"
#include "sc-game-edit.h"
#include "sc-notation-style.h"

G_BEGIN_DECLS

typedef enum {
  SC_ANNOTATE_DEFAULT       = 0,
  SC_ANNOTATE_BLUNDERS_ONLY = 1 << 0,  /* marks, lines and words for ?? moves only */
} ScAnnotateFlags;

/* Writes analysis into game's main line (README.md, "Engine annotation"):
 * on every move its [%eval], after the move; on each inaccuracy, mistake
 * or blunder its NAG (unless the user gave the move one of ! ? !! ?? !?
 * ?!), the engine's better line as a variation, and a sentence in
 * style's language; "the only move" where every other move loses. What
 * the engine adds goes in the engine's part of the comments, after the
 * user's, which stay as they are; what an engine added before is taken
 * out first. Returns the edit that takes it all back, one step of undo.
 * NULL, with error, when the game's main line is not the one analysed. */
ScGameEdit *sc_game_annotate                   (ScGame                 *game,
                                                ScGameAnalysis         *analysis,
                                                const ScNotationStyle  *style,
                                                ScAnnotateFlags         flags,
                                                GError                **error);
/* Takes out every engine addition: the engine's part of each comment,
 * the NAGs it recorded there as added, and its variations. Returns the
 * edit that takes that back (NULL when there was none). */
ScGameEdit *sc_game_remove_engine_annotations  (ScGame                 *game);

G_END_DECLS
