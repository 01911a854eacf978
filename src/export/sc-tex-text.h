/* sc-tex-text.h: text and chess signs as LaTeX writes them for skak
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Appends the sign of nag as the other formats print it: skak's macro
 * for it ("\wbetter" for ⩲), else its glyph as text. Nothing for NAGs
 * without a glyph. */
void sc_tex_append_nag (GString *out,
                        guint    nag);

G_END_DECLS
