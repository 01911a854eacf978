/* sc-sentence-catalog.c: the engine's sentences in a notation language
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game annotated in German gets German sentences in an English desktop:
 * the translations are read from the po files at build time, as the piece
 * letters are, into a table the core looks up by language.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sc-sentence-catalog.h"

typedef struct {
  const char *msgid;
  const char *msgid_plural;   /* NULL for a message without a number */
  const char *msgstr[4];      /* by plural form */
} ScSentence;

typedef struct {
  const char       *code;
  guint           (*plural) (gulong n);
  const ScSentence *sentences;
  guint             n_sentences;
} ScSentenceLanguage;

#include "sc-sentence-table.h"

static const ScSentence *
lookup (const ScLanguage *lang,
        const char       *msgid,
        guint            *form,
        gulong            n)
{
  const char *code = sc_language_code (lang);

  for (guint l = 0; l < G_N_ELEMENTS (sc_sentence_table); l++)
    {
      const ScSentenceLanguage *table = &sc_sentence_table[l];

      if (!g_str_equal (table->code, code))
        continue;
      for (guint i = 0; i < table->n_sentences; i++)
        if (g_str_equal (table->sentences[i].msgid, msgid))
          {
            *form = MIN (table->plural (n), G_N_ELEMENTS (table->sentences[i].msgstr) - 1);
            if (table->sentences[i].msgstr[*form] == NULL)
              *form = 0;
            return &table->sentences[i];
          }
      return NULL;
    }
  return NULL;
}

const char *
sc_sentence_gettext (const ScLanguage *lang,
                     const char       *msgid)
{
  const ScSentence *sentence;
  guint form;

  if (lang == NULL)
    return g_dgettext (GETTEXT_PACKAGE, msgid);
  sentence = lookup (lang, msgid, &form, 1);
  return sentence != NULL ? sentence->msgstr[0] : msgid;
}

const char *
sc_sentence_ngettext (const ScLanguage *lang,
                      const char       *msgid,
                      const char       *msgid_plural,
                      gulong            n)
{
  const ScSentence *sentence;
  guint form;

  if (lang == NULL)
    return g_dngettext (GETTEXT_PACKAGE, msgid, msgid_plural, n);
  sentence = lookup (lang, msgid, &form, n);
  if (sentence != NULL)
    return sentence->msgstr[form];
  return n == 1 ? msgid : msgid_plural;
}
