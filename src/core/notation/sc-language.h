/* sc-language.h: the notation languages and their piece letters
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-types.h"

G_BEGIN_DECLS

/* A notation language: the letters its players write for each piece type.
 * Languages are constant data owned by the core; never free one. */
typedef struct _ScLanguage ScLanguage;

/* How a language names the squares: algebraic (e4), descriptive, where
 * files and ranks are counted from the mover's side (P-K4, P4R), or
 * ICCF's numbers (5254). */
typedef enum {
  SC_NOTATION_ALGEBRAIC,
  SC_NOTATION_DESCRIPTIVE,
  SC_NOTATION_NUMERIC,
} ScNotationSystem;

guint              sc_language_count        (void);
const ScLanguage  *sc_language_nth          (guint              index);
/* The message for a language code that sc_language_lookup () does not
 * know: "unknown notation language “xx” (known: cs, da, de, …)", with
 * "figurine" first among them where figurines may be asked for too. */
char              *sc_language_unknown_message (const char *code,
                                                gboolean    with_figurine);
/* "de", "de_AT.UTF-8", "nb_NO", "no", "zh" (base-language match) or NULL. */
const ScLanguage  *sc_language_lookup       (const char        *code);
const ScLanguage  *sc_language_english      (void);
/* The language of the user's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English. */
const ScLanguage  *sc_language_for_locale   (void);

const char        *sc_language_code         (const ScLanguage  *lang);
ScNotationSystem   sc_language_system       (const ScLanguage  *lang);
/* The English name, marked for translation (N_); pass it to gettext for display. */
const char        *sc_language_name         (const ScLanguage  *lang);
/* The same English name, marked for translation in the context
 * "language name inside a sentence" (NC_): pass it to g_dpgettext2 ()
 * with that context where the name stands inside a sentence. */
const char        *sc_language_name_in_sentence (const ScLanguage *lang);
/* UTF-8 letter of a piece type (never empty; may be several characters). */
const char        *sc_language_letter       (const ScLanguage  *lang,
                                             ScPieceType        type);
/* What lang's moves look like, for people choosing it: the letters of
 * king, queen, rook, bishop and knight ("K Q R B N", the spaces no-break
 * ones), or for ICCF numbers, which name no piece, e2-e4 ("5254"). */
char              *sc_language_sample       (const ScLanguage  *lang);
/* TRUE when a and b read and write moves alike: the same letters in the
 * same notation system. */
gboolean           sc_language_same_letters (const ScLanguage  *a,
                                             const ScLanguage  *b);
/* Of a and b, which a text in their letters more likely comes from:
 * where both write the same letters, the one more people speak, as a
 * player typing them most likely speaks it (German before Swedish,
 * Danish and Norwegian); otherwise, and on a tie, a. */
const ScLanguage  *sc_language_likelier     (const ScLanguage  *a,
                                             const ScLanguage  *b);

/* The move parser reads Chinese piece characters in either script, so
 * a text reads alike in both: of lang and the languages that read like
 * it, the one whose own characters the text uses most (lang on a tie). */
const ScLanguage  *sc_language_same_script  (const ScLanguage  *lang,
                                             const char        *text,
                                             gssize             length);

/* Outline figurine (white glyph) or filled (black glyph) for a piece type. */
const char        *sc_figurine              (ScPieceType        type,
                                             gboolean           filled);

G_END_DECLS
