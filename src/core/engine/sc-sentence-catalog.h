/* sc-sentence-catalog.h: the engine's sentences in a notation language
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-language.h"

G_BEGIN_DECLS

/* msgid as the catalog of lang translates it, whatever the interface
 * language is (the po files are read at build time); English for a
 * language without the translation. lang NULL: the interface language's
 * translation, as gettext gives it. */
const char *sc_sentence_gettext  (const ScLanguage *lang,
                                  const char       *msgid);
/* The same with a number, by lang's plural rule. */
const char *sc_sentence_ngettext (const ScLanguage *lang,
                                  const char       *msgid,
                                  const char       *msgid_plural,
                                  gulong            n);

G_END_DECLS
