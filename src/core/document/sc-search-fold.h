/* sc-search-fold.h: text as a search compares it, without case or accents
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* text (UTF-8, length bytes or -1 for NUL-terminated) without case and
 * without the accents of Latin, Greek and Cyrillic letters: "Núñez",
 * "NUNEZ" and "nuñez" all give "nunez", "Ёлкин" gives "елкин", "Ελλάδα"
 * gives "ελλαδα"; a letter with a stroke gives its plain letter ("Østby",
 * "Michał": "ostby", "michal"). Compatibility forms give their plain
 * letters too ("ﬁ": "fi"); other scripts keep their marks (Japanese "が"
 * stays apart from "か"). A search folds its words and the searched text
 * alike, and finds the text when its words are a substring of it. */
char *sc_search_fold (const char *text,
                      gssize      length);

G_END_DECLS
