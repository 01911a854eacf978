/* sc-tex-text.h: text and chess signs as LaTeX writes them for skak
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The characters of a document that pdfLaTeX cannot set, each once. */
typedef struct {
  GHashTable *seen;      /* the characters below, as keys */
  GString    *chars;     /* in the order met */
} ScTexBeyond;

void sc_tex_beyond_init  (ScTexBeyond *beyond);
void sc_tex_beyond_clear (ScTexBeyond *beyond);

/* The preamble's lines that set up the fonts and engine for the text
 * (pdfLaTeX, LuaLaTeX or XeLaTeX), with what beyond needs. */
void sc_tex_append_setup (GString           *out,
                          const ScTexBeyond *beyond);
/* Appends text for LaTeX: TeX's special characters escaped, figurines
 * and the Informator's signs in skak's macros, and what pdfLaTeX cannot
 * set in \scbeyondpdftex{…}, those characters added to beyond. */
void sc_tex_append_text  (GString           *out,
                          const char        *text,
                          ScTexBeyond       *beyond);
/* Appends the sign of nag as the other formats print it: skak's macro
 * for it ("\wbetter" for ⩲), else its glyph as text. Nothing for NAGs
 * without a glyph. */
void sc_tex_append_nag   (GString           *out,
                          guint              nag,
                          ScTexBeyond       *beyond);
/* Appends text as a PDF string in UTF-16 ("<FEFF…>"), which every engine
 * writes into the PDF's metadata unchanged. */
void sc_tex_append_pdf_string (GString      *out,
                               const char   *text);

G_END_DECLS
