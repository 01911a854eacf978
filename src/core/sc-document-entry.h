/* sc-document-entry.h: typed or pasted moves into a document, one undo step
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-document.h"
#include "sc-movetext-reader.h"

G_BEGIN_DECLS

/* Reads text (a scoresheet: moves, numbers, comments, variations, a
 * result) after the document's current node with sc_read_moves_at () and
 * records what was read as one step of the history, the current node
 * going to the last move read. Returns FALSE at a problem, which it fills
 * (its message is the caller's to free): the moves before it are played,
 * problem->offset is where the text still to read begins. *n_moves (may
 * be NULL) receives the number of moves read on the line. */
gboolean sc_document_read_moves  (ScDocument       *doc,
                                  const char       *text,
                                  gssize            length,
                                  const ScLanguage *lang,
                                  guint            *n_moves,
                                  ScTextProblem    *problem);
/* The same on a scratch copy of the position: what reading would do,
 * without changing anything. */
gboolean sc_document_check_moves (ScDocument       *doc,
                                  const char       *text,
                                  gssize            length,
                                  const ScLanguage *lang,
                                  guint            *n_moves,
                                  ScTextProblem    *problem);

G_END_DECLS
