/* sc-tex-text.c: text and chess signs as LaTeX writes them for skak
 *
 * skak (through chessfss) has a macro for each sign of the Informator
 * and for the figurines; the document prints those, so that a sign looks
 * the same in the moves, in the comments and in the legend, in every
 * engine. pdfLaTeX sets the Latin script; what it cannot set is marked,
 * printed by LuaLaTeX and XeLaTeX and never left out.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-nag.h"
#include "sc-tex-text.h"

/* The NAGs of sc_nag_glyph beyond the move assessments (1–6), which
 * skak reads as part of the move; {} ends a macro's name before any
 * letter that follows. */
static const struct {
  guint       nag;
  const char *macro;
} nag_macros[] = {
  { 7, "\\onlymove{}" }, { 10, "\\equal{}" }, { 13, "\\unclear{}" },
  { 14, "\\wbetter{}" }, { 15, "\\bbetter{}" }, { 16, "\\wupperhand{}" }, { 17, "\\bupperhand{}" },
  { 18, "\\wdecisive{}" }, { 19, "\\bdecisive{}" },
  { 22, "\\zugzwang{}" }, { 23, "\\zugzwang{}" }, { 32, "\\devadvantage{}" }, { 33, "\\devadvantage{}" },
  { 36, "\\withinit{}" }, { 37, "\\withinit{}" }, { 40, "\\withattack{}" }, { 41, "\\withattack{}" },
  { 44, "\\compensation{}" }, { 45, "\\compensation{}" }, { 132, "\\counterplay{}" },
  { 133, "\\counterplay{}" }, { 138, "\\timelimit{}" }, { 139, "\\timelimit{}" }, { 140, "\\withidea{}" },
  { 146, "\\novelty{}" },
};

/* What pdfLaTeX sets beyond ASCII with the T1 and TS1 encodings (the
 * .dfu files of LaTeX's inputenc) and Latin Modern has for the other
 * engines. */
static const struct {
  gunichar first;
  gunichar last;
} pdftex_ranges[] = {
  { 0x00A0, 0x0125 }, { 0x0128, 0x0137 }, { 0x0139, 0x013E }, { 0x0141, 0x0148 },
  { 0x014A, 0x0165 }, { 0x0168, 0x017E }, { 0x0192, 0x0192 }, { 0x0218, 0x021B },
  { 0x02C6, 0x02C7 }, { 0x02D8, 0x02D9 }, { 0x02DB, 0x02DD }, { 0x2010, 0x2011 },
  { 0x2013, 0x2014 }, { 0x2016, 0x2016 }, { 0x2018, 0x201A }, { 0x201C, 0x201E },
  { 0x2020, 0x2022 }, { 0x2026, 0x2026 }, { 0x2030, 0x2030 }, { 0x2039, 0x203A },
  { 0x20AC, 0x20AC }, { 0x2122, 0x2122 }, { 0x2190, 0x2193 },
};

/* Figurines from U+2654, White's and then Black's: the first as skak
 * sets them in moves, the second as its board pieces. */
static const char *const figurine_macros[] = {
  "\\symking{}", "\\symqueen{}", "\\symrook{}", "\\symbishop{}", "\\symknight{}", "\\sympawn{}",
  "\\scblackfigurine{\\BlackKingOnWhite}", "\\scblackfigurine{\\BlackQueenOnWhite}",
  "\\scblackfigurine{\\BlackRookOnWhite}", "\\scblackfigurine{\\BlackBishopOnWhite}",
  "\\scblackfigurine{\\BlackKnightOnWhite}", "\\scblackfigurine{\\BlackPawnOnWhite}",
};

/* Fonts LuaLaTeX and XeLaTeX take the other scripts from, the first
 * installed one that has a character: serif fonts for Greek, Cyrillic and more, then
 * Chinese, Japanese and Korean. */
static const char *const fallback_fonts[] = {
  "Noto Serif", "DejaVu Serif", "FreeSerif",
  "Noto Serif CJK TC", "Noto Serif CJK SC", "Noto Serif CJK JP", "Noto Serif CJK KR",
  "Noto Sans CJK TC", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "AR PL UMing TW", "Droid Sans Fallback",
};

void
sc_tex_beyond_init (ScTexBeyond *beyond)
{
  beyond->seen = g_hash_table_new (NULL, NULL);
  beyond->chars = g_string_new (NULL);
}

void
sc_tex_beyond_clear (ScTexBeyond *beyond)
{
  g_clear_pointer (&beyond->seen, g_hash_table_unref);
  if (beyond->chars != NULL)
    g_string_free (g_steal_pointer (&beyond->chars), TRUE);
}

/* \scaddfallback{…} for each of the fallback fonts, in their order. */
static void
append_fallback_fonts (GString *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (fallback_fonts); i++)
    g_string_append_printf (out, "    \\scaddfallback{%s}\n", fallback_fonts[i]);
}

void
sc_tex_append_setup (GString           *out,
                     const ScTexBeyond *beyond)
{
  gboolean has_beyond = beyond->chars->len > 0;

  g_string_append (out,
                   "\\usepackage{iftex}\n"
                   "\\ifPDFTeX\n"
                   "  \\usepackage[T1]{fontenc}\n"
                   "  \\usepackage[utf8]{inputenc}\n"
                   "  \\usepackage{textcomp}\n"
                   "  \\IfFileExists{lmodern.sty}{\\usepackage{lmodern}}{}\n"
                   "  \\newcommand\\scbeyondpdftex[1]{\\fbox{?}}\n");
  if (has_beyond)
    g_string_append (out,
                     "  \\AtBeginDocument{\\GenericWarning{}{Scoresheet warning: pdflatex cannot set some characters"
                     " of the text and prints a boxed ? for them: compile the file with lualatex}}\n");
  g_string_append (out,
                   "\\else\n"
                   "  \\usepackage{fontspec}\n"
                   "  \\newcommand\\scbeyondpdftex[1]{#1}\n");
  if (has_beyond)
    {
      /* A character no font has stops the run, naming it. */
      g_string_append (out,
                       "  \\tracinglostchars=3\n"
                       "  \\ifLuaTeX\n"
                       "    \\newcommand\\scfallbackfonts{}\n"
                       "    \\newcommand\\scaddfallback[1]{\\IfFontExistsTF{#1}"
                       "{\\edef\\scfallbackfonts{\\scfallbackfonts\"#1:mode=harf;\",}}{}}\n");
      append_fallback_fonts (out);
      g_string_append (out,
                       "    \\ifx\\scfallbackfonts\\empty\\else\n"
                       "      \\directlua{luaotfload.add_fallback(\"scoresheet\", {\\scfallbackfonts})}\n"
                       "      \\setmainfont{Latin Modern Roman}[RawFeature={fallback=scoresheet}]\n"
                       "    \\fi\n"
                       "  \\else\n"
                       /* XeTeX has no fallback fonts: each run of such characters is
                        * set in the first installed font that has its first character. */
                       "    \\newcount\\scxefonts\n"
                       "    \\newcommand\\scaddfallback[1]{\\IfFontExistsTF{#1}{\\global\\advance\\scxefonts 1\n"
                       "      \\expandafter\\newfontfamily\\csname scxefont\\romannumeral\\scxefonts\\endcsname{#1}}{}}\n");
      append_fallback_fonts (out);
      g_string_append (out,
                       "    \\newcommand\\scxepick[2]{\\ifnum#1>\\scxefonts\\else\n"
                       "      \\csname scxefont\\romannumeral#1\\endcsname\n"
                       "      \\iffontchar\\font`#2\\else\\expandafter\\scxepick\\expandafter{\\the\\numexpr#1+1}{#2}\\fi\\fi}\n"
                       "    \\def\\scxerun#1#2\\scxeend{{\\scxepick{1}{#1}#1#2}}\n"
                       "    \\renewcommand\\scbeyondpdftex[1]{\\scxerun#1\\scxeend}\n"
                       "  \\fi\n");
    }
  g_string_append (out,
                   "\\fi\n"
                   "\\newcommand\\scideobreak{\\hskip0pt plus.1em\\relax}\n"
                   "\\makeatletter\n"
                   "\\newcommand\\scblackfigurine[1]{{\\def\\cfss@boardfontsize{\\f@size pt}#1}}\n"
                   "\\makeatother\n");
}

static gboolean
pdftex_sets (gunichar c)
{
  if (c < 0x80)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (pdftex_ranges); i++)
    if (c >= pdftex_ranges[i].first && c <= pdftex_ranges[i].last)
      return TRUE;
  return FALSE;
}

static const char *
nag_macro (guint nag)
{
  for (guint i = 0; i < G_N_ELEMENTS (nag_macros); i++)
    if (nag_macros[i].nag == nag)
      return nag_macros[i].macro;
  return NULL;
}

static gboolean
is_ascii (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if ((guchar) *p >= 0x80)
      return FALSE;
  return TRUE;
}

/* The macro of the figurine at p, or the sign of the Informator it is
 * (⩲, ∞, □, ‼ …); NULL for other characters. */
static const char *
chess_sign_text (const char *p)
{
  gunichar c = g_utf8_get_char (p);
  guint nag;

  if (c >= 0x2654 && c <= 0x265F)
    return figurine_macros[c - 0x2654];
  nag = sc_nag_from_glyph (p, g_utf8_next_char (p) - p);
  if (nag == 0)
    return NULL;
  if (nag_macro (nag) != NULL)
    return nag_macro (nag);
  /* ‼ and the like, as their ASCII glyphs */
  return sc_nag_glyph (nag) != NULL && is_ascii (sc_nag_glyph (nag)) ? sc_nag_glyph (nag) : NULL;
}

/* TeX's special characters and the punctuation written as commands;
 * NULL for other characters. */
static const char *
special_text (gunichar c)
{
  switch (c)
    {
    case '#': return "\\#";
    case '$': return "\\$";
    case '%': return "\\%";
    case '&': return "\\&";
    case '_': return "\\_";
    case '{': return "\\{";
    case '}': return "\\}";
    case '\\': return "\\textbackslash{}";
    case '~': return "\\textasciitilde{}";
    case '^': return "\\textasciicircum{}";
    case '<': return "\\textless{}";
    case '>': return "\\textgreater{}";
    case 0x2013: return "--";
    case 0x2014: return "---";
    case 0x2026: return "\\ldots{}";
    case 0x2212: return "\\textminus{}";
    case 0x00B7: return "\\textperiodcentered{}";
    case 0x00BD: return "\\textonehalf{}";
    case 0x00A0: return "~";
    /* Narrow and thin no-break spaces, as before French : ; ! ? */
    case 0x202F: case 0x2009: return "\\,";
    case 0x2018: return "`";
    case 0x2019: return "'";
    case 0x201C: return "``";
    case 0x201D: return "''";
    default: return NULL;
    }
}

static gboolean
is_beyond (const char *p)
{
  gunichar c = g_utf8_get_char (p);

  return !pdftex_sets (c) && special_text (c) == NULL && chess_sign_text (p) == NULL;
}

/* Whether a line may end between two characters of a script written
 * without spaces (Chinese, Japanese): not before closing punctuation,
 * not after opening. */
static gboolean
ideographic_break (gunichar before,
                   gunichar after)
{
  GUnicodeBreakType b = g_unichar_break_type (before);
  GUnicodeBreakType a = g_unichar_break_type (after);

  if (b != G_UNICODE_BREAK_IDEOGRAPHIC && a != G_UNICODE_BREAK_IDEOGRAPHIC)
    return FALSE;
  return b != G_UNICODE_BREAK_OPEN_PUNCTUATION && a != G_UNICODE_BREAK_CLOSE_PUNCTUATION
         && a != G_UNICODE_BREAK_CLOSE_PARENTHESIS && a != G_UNICODE_BREAK_EXCLAMATION
         && a != G_UNICODE_BREAK_INFIX_SEPARATOR && a != G_UNICODE_BREAK_NON_STARTER;
}

static void
note_beyond (ScTexBeyond *beyond,
             gunichar     c)
{
  if (beyond == NULL || !g_hash_table_add (beyond->seen, GUINT_TO_POINTER (c)))
    return;
  g_string_append_unichar (beyond->chars, c);
}

void
sc_tex_append_text (GString     *out,
                    const char  *text,
                    ScTexBeyond *beyond)
{
  /* Composed, a letter and its accent are one character pdfLaTeX knows. */
  g_autofree char *composed = g_utf8_normalize (text, -1, G_NORMALIZE_NFC);
  gboolean in_beyond = FALSE;

  for (const char *p = composed != NULL ? composed : text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *replacement = special_text (c);

      /* Words of one script apart from the Latin stay in one mark. */
      if (in_beyond && c == ' ' && p[1] != '\0' && is_beyond (p + 1))
        {
          g_string_append_c (out, ' ');
          continue;
        }
      if (in_beyond && !is_beyond (p))
        {
          g_string_append_c (out, '}');
          in_beyond = FALSE;
        }
      if (replacement == NULL && !pdftex_sets (c))
        replacement = chess_sign_text (p);
      if (replacement != NULL)
        g_string_append (out, replacement);
      else if (pdftex_sets (c))
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      else
        {
          if (!in_beyond)
            g_string_append (out, "\\scbeyondpdftex{");
          else if (ideographic_break (g_utf8_get_char (g_utf8_prev_char (p)), c))
            g_string_append (out, "\\scideobreak{}");
          in_beyond = TRUE;
          g_string_append_len (out, p, g_utf8_next_char (p) - p);
          note_beyond (beyond, c);
        }
    }
  if (in_beyond)
    g_string_append_c (out, '}');
}

void
sc_tex_append_nag (GString     *out,
                   guint        nag,
                   ScTexBeyond *beyond)
{
  if (nag_macro (nag) != NULL)
    g_string_append (out, nag_macro (nag));
  else if (sc_nag_glyph (nag) != NULL)
    sc_tex_append_text (out, sc_nag_glyph (nag), beyond);
}

void
sc_tex_append_pdf_string (GString    *out,
                          const char *text)
{
  glong length = 0;
  g_autofree gunichar2 *units = g_utf8_to_utf16 (text, -1, NULL, &length, NULL);

  g_string_append (out, "<FEFF");
  for (glong i = 0; units != NULL && i < length; i++)
    g_string_append_printf (out, "%04X", units[i]);
  g_string_append_c (out, '>');
}
