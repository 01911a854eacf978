/* sc-tex-text.c: text and chess signs as LaTeX writes them for skak
 *
 * skak (through chessfss) has a macro for each sign of the Informator;
 * the document prints those, so that a sign looks the same in the moves,
 * in the legend and in every engine.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-nag.h"
#include "sc-tex-text.h"

/* The NAGs of sc_nag_glyph beyond the move assessments (1–6), which
 * skak reads as part of the move. */
static const struct {
  guint       nag;
  const char *macro;
} nag_macros[] = {
  { 7, "\\onlymove" }, { 10, "\\equal" }, { 13, "\\unclear" },
  { 14, "\\wbetter" }, { 15, "\\bbetter" }, { 16, "\\wupperhand" }, { 17, "\\bupperhand" },
  { 18, "\\wdecisive" }, { 19, "\\bdecisive" },
  { 22, "\\zugzwang" }, { 23, "\\zugzwang" }, { 32, "\\devadvantage" }, { 33, "\\devadvantage" },
  { 36, "\\withinit" }, { 37, "\\withinit" }, { 40, "\\withattack" }, { 41, "\\withattack" },
  { 44, "\\compensation" }, { 45, "\\compensation" }, { 132, "\\counterplay" }, { 133, "\\counterplay" },
  { 138, "\\timelimit" }, { 139, "\\timelimit" }, { 140, "\\withidea" }, { 146, "\\novelty" },
};

void
sc_tex_append_nag (GString *out,
                   guint    nag)
{
  for (guint i = 0; i < G_N_ELEMENTS (nag_macros); i++)
    if (nag_macros[i].nag == nag)
      {
        /* {} ends the macro's name before any letter that follows. */
        g_string_append_printf (out, "%s{}", nag_macros[i].macro);
        return;
      }
  if (sc_nag_glyph (nag) != NULL)
    g_string_append (out, sc_nag_glyph (nag));
}
