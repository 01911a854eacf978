/* sc-tag-check.h: what a tag's value must look like, with a reason when it does not
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sc-game.h"

G_BEGIN_DECLS

/* Checks value for the tag name in game: Date/EventDate/UTCDate as
 * YYYY.MM.DD with "??" allowed, Result one of 1-0 0-1 1/2-1/2 * and
 * consistent with the end of the main line (no win for the side that is
 * mated, no decisive result after stalemate), Elo ratings from 1 to
 * 3500, ECO codes, TimeControl as the PGN standard spells it, FEN as a
 * position. Returns NULL when the value is fine, else a message for
 * people. */
char *sc_tag_check (ScGame     *game,
                    const char *name,
                    const char *value);

/* The result the rules give a game that ends in pos: "1-0" or "0-1"
 * after checkmate, "1/2-1/2" after stalemate; NULL otherwise. */
const char *sc_tag_rules_result (const ScPosition *pos);

/* The seconds of a TimeControl value's first period ("5400+30": 5400,
 * "40/7200:3600": 7200, "*180": 180); FALSE for "?", "-" or a value
 * that is not a time control. */
gboolean sc_time_control_get_base (const char *value,
                                   guint      *seconds);
/* Reads a date as people write it: the PGN form 2024.03.14 (with "??"
 * for what is not known), year first as 2024-03-14, or day first as
 * 14.03.2024 or 14/3/2024. Returns the PGN form, or NULL with *message
 * (when message is not NULL) saying for people what is wrong. */
char *sc_tag_parse_date (const char  *text,
                         char       **message);

/* The value to keep for what was typed as the value of the tag name:
 * without spaces around it, a date in the PGN form, and a result as PGN
 * writes it ("1:0" and "½:½" as "1-0" and "1/2-1/2"). NULL, with
 * *message as sc_tag_parse_date () gives it, for a date it cannot read. */
char *sc_tag_normalize  (const char  *name,
                         const char  *value,
                         char       **message);

G_END_DECLS
