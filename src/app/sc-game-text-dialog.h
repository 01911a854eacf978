/* sc-game-text-dialog.h: bulk entry: a game's text, read up to its first problem
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sc-document.h"
#include "sc-language.h"

G_BEGIN_DECLS

#define SC_TYPE_GAME_TEXT_DIALOG (sc_game_text_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ScGameTextDialog, sc_game_text_dialog, SC, GAME_TEXT_DIALOG, AdwWindow)

/* A multi-line field for a scoresheet or PGN text. Reading plays the
 * moves after the document's current move up to the first problem, as one
 * undo step; the problem is shown (line, column, why) and highlighted,
 * and the text from it on stays in the field to fix: Continue reads on
 * from the current move. The language is detected for a new text and can
 * be changed, which reads the same text again in that language. A PGN
 * text with tags replaces the game. */
ScGameTextDialog *sc_game_text_dialog_new          (GtkWindow        *parent,
                                                    ScDocument       *document);
/* Puts text in the field; with read, detects its language and reads it,
 * else only shows where its first problem is. */
/* Text pasted into the game: shown and read. When the dialog was not
 * open and all of it is read, the dialog goes again (::read-whole). */
void              sc_game_text_dialog_paste        (ScGameTextDialog *self,
                                                    const char       *text);
void              sc_game_text_dialog_set_text     (ScGameTextDialog *self,
                                                    const char       *text,
                                                    gboolean          read);
/* Empties the field for a new text, whose language is detected when it
 * is first read; language is shown until then. */
void              sc_game_text_dialog_start_new    (ScGameTextDialog *self,
                                                    const ScLanguage *language);
char             *sc_game_text_dialog_get_text     (ScGameTextDialog *self);
/* Whether the field holds anything but white space: text not read yet. */
gboolean          sc_game_text_dialog_has_text     (ScGameTextDialog *self);
/* Reads the field (Continue). */
void              sc_game_text_dialog_read         (ScGameTextDialog *self);
const ScLanguage *sc_game_text_dialog_get_language (ScGameTextDialog *self);
void              sc_game_text_dialog_set_language (ScGameTextDialog *self,
                                                    const ScLanguage *language);
const char       *sc_game_text_dialog_get_status   (ScGameTextDialog *self);

G_END_DECLS
