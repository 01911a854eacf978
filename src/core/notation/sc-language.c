/* sc-language.c: the notation languages and their piece letters
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sc-language.h"

struct _ScLanguage {
  const char       *code;
  const char       *letters[SC_N_PIECE_TYPES];
  ScNotationSystem  system;   /* the po files' letters are all algebraic */
};

#include "sc-letter-table.h"

/* Chinese books also name the pieces by characters (the Chinese seed text
 * of NOTATION.md: 王 后 車 象 馬, 兵 for a pawn; the Simplified forms of
 * 車 and 馬 are 车 and 马). They are no translation of the interface,
 * whose Chinese uses the English letters, so they are not in po/. */
static const struct _ScLanguage character_table[] = {
  { "zh-hant", { "兵", "馬", "象", "車", "后", "王" } },
  { "zh-hans", { "兵", "马", "象", "车", "后", "王" } },
};

/* Notations that name squares otherwise than algebraic notation. English
 * descriptive notation names the pieces as English algebraic does;
 * Spanish descriptive notation as Spanish algebraic does (Rey, Dama,
 * Torre, Alfil, Caballo, Peón). ICCF's numbers name no piece. */
static const struct _ScLanguage system_table[] = {
  { "en-descriptive", { "P", "N", "B", "R", "Q", "K" }, SC_NOTATION_DESCRIPTIVE },
  { "es-descriptive", { "P", "C", "A", "T", "D", "R" }, SC_NOTATION_DESCRIPTIVE },
  { "iccf", { "P", "N", "B", "R", "Q", "K" }, SC_NOTATION_NUMERIC },
};

/* The letters themselves live in po/: these marks put them in the template
 * for translators, with a context saying which piece each one is. */
G_GNUC_UNUSED static const char *piece_letter_msgids[] = {
  /* TRANSLATORS: the letter for a pawn in algebraic chess notation in your
     language. It is never written in short notation; it is read when typed
     (Pe4) and written in long algebraic notation. Name your source. */
  NC_("piece letter: pawn", "P"),
  /* TRANSLATORS: the letter for a knight in chess notation in your language. */
  NC_("piece letter: knight", "N"),
  /* TRANSLATORS: the letter for a bishop in chess notation in your language. */
  NC_("piece letter: bishop", "B"),
  /* TRANSLATORS: the letter for a rook in chess notation in your language. */
  NC_("piece letter: rook", "R"),
  /* TRANSLATORS: the letter for a queen in chess notation in your language. */
  NC_("piece letter: queen", "Q"),
  /* TRANSLATORS: the letter for a king in chess notation in your language. */
  NC_("piece letter: king", "K"),
};

/* Each name twice: as it starts a menu item or a list row, and as it is
 * written inside a sentence ("… in German letters"), in lower case in
 * languages that write names of languages so ("allemand"). */
static const struct {
  const char *code;
  const char *name;
  const char *name_in_sentence;
} language_names[] = {
  { "en", N_("English"), NC_("language name inside a sentence", "English") },
  { "nb", N_("Norwegian Bokmål"), NC_("language name inside a sentence", "Norwegian Bokmål") },
  { "nn", N_("Norwegian Nynorsk"), NC_("language name inside a sentence", "Norwegian Nynorsk") },
  { "de", N_("German"), NC_("language name inside a sentence", "German") },
  { "da", N_("Danish"), NC_("language name inside a sentence", "Danish") },
  { "sv", N_("Swedish"), NC_("language name inside a sentence", "Swedish") },
  { "nl", N_("Dutch"), NC_("language name inside a sentence", "Dutch") },
  { "fr", N_("French"), NC_("language name inside a sentence", "French") },
  { "es", N_("Spanish"), NC_("language name inside a sentence", "Spanish") },
  { "it", N_("Italian"), NC_("language name inside a sentence", "Italian") },
  { "pt", N_("Portuguese"), NC_("language name inside a sentence", "Portuguese") },
  { "ro", N_("Romanian"), NC_("language name inside a sentence", "Romanian") },
  { "cs", N_("Czech"), NC_("language name inside a sentence", "Czech") },
  { "pl", N_("Polish"), NC_("language name inside a sentence", "Polish") },
  { "hu", N_("Hungarian"), NC_("language name inside a sentence", "Hungarian") },
  { "fi", N_("Finnish"), NC_("language name inside a sentence", "Finnish") },
  { "is", N_("Icelandic"), NC_("language name inside a sentence", "Icelandic") },
  { "et", N_("Estonian"), NC_("language name inside a sentence", "Estonian") },
  { "zh", N_("Chinese"), NC_("language name inside a sentence", "Chinese") },
  { "ru", N_("Russian"), NC_("language name inside a sentence", "Russian") },
  { "uk", N_("Ukrainian"), NC_("language name inside a sentence", "Ukrainian") },
  { "zh-hant", N_("Chinese (Traditional characters)"), NC_("language name inside a sentence", "Chinese (Traditional characters)") },
  { "zh-hans", N_("Chinese (Simplified characters)"), NC_("language name inside a sentence", "Chinese (Simplified characters)") },
  { "en-descriptive", N_("English descriptive"), NC_("language name inside a sentence", "English descriptive") },
  { "es-descriptive", N_("Spanish descriptive"), NC_("language name inside a sentence", "Spanish descriptive") },
  { "iccf", N_("ICCF numeric"), NC_("language name inside a sentence", "ICCF numeric") },
};

guint
sc_language_count (void)
{
  return G_N_ELEMENTS (sc_letter_table) + G_N_ELEMENTS (character_table) +
         G_N_ELEMENTS (system_table);
}

const ScLanguage *
sc_language_nth (guint index)
{
  g_return_val_if_fail (index < sc_language_count (), NULL);
  if (index < G_N_ELEMENTS (sc_letter_table))
    return &sc_letter_table[index];
  index -= G_N_ELEMENTS (sc_letter_table);
  if (index < G_N_ELEMENTS (character_table))
    return &character_table[index];
  return &system_table[index - G_N_ELEMENTS (character_table)];
}

char *
sc_language_unknown_message (const char *code,
                             gboolean    with_figurine)
{
  g_autoptr(GString) known = g_string_new (with_figurine ? "figurine" : NULL);

  for (guint i = 0; i < sc_language_count (); i++)
    g_string_append_printf (known, "%s%s", known->len > 0 ? ", " : "", sc_language_code (sc_language_nth (i)));
  return g_strdup_printf (_("unknown notation language “%s” (known: %s)"), code, known->str);
}

const ScLanguage *
sc_language_english (void)
{
  return sc_language_nth (0);
}

static gsize
base_length (const char *code)
{
  return strcspn (code, "_-.@");
}

const ScLanguage *
sc_language_lookup (const char *code)
{
  gsize base;

  g_return_val_if_fail (code != NULL, NULL);

  /* Bokmål is what "no" means in practice. */
  if (g_ascii_strncasecmp (code, "no", 2) == 0 && base_length (code) == 2)
    code = "nb";

  for (guint i = 0; i < sc_language_count (); i++)
    if (g_ascii_strcasecmp (sc_language_nth (i)->code, code) == 0)
      return sc_language_nth (i);

  base = base_length (code);
  if (base == 0)
    return NULL;
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const char *c = sc_language_nth (i)->code;
      if (base_length (c) == base && g_ascii_strncasecmp (c, code, base) == 0)
        return sc_language_nth (i);
    }
  return NULL;
}

const ScLanguage *
sc_language_for_locale (void)
{
  const char * const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    {
      const ScLanguage *lang;

      if (g_str_equal (names[i], "C") || g_str_equal (names[i], "POSIX"))
        break;
      lang = sc_language_lookup (names[i]);
      if (lang != NULL)
        return lang;
    }
  return sc_language_english ();
}

const char *
sc_language_code (const ScLanguage *lang)
{
  return lang->code;
}

ScNotationSystem
sc_language_system (const ScLanguage *lang)
{
  return lang->system;
}

/* lang's row of language_names, or NULL. */
static int
names_row (const ScLanguage *lang)
{
  for (guint i = 0; i < G_N_ELEMENTS (language_names); i++)
    if (g_str_equal (language_names[i].code, lang->code))
      return (int) i;
  return -1;
}

const char *
sc_language_name (const ScLanguage *lang)
{
  int row = names_row (lang);

  return row >= 0 ? language_names[row].name : lang->code;
}

const char *
sc_language_name_in_sentence (const ScLanguage *lang)
{
  int row = names_row (lang);

  return row >= 0 ? language_names[row].name_in_sentence : lang->code;
}

const char *
sc_language_letter (const ScLanguage *lang,
                    ScPieceType       type)
{
  g_return_val_if_fail (type < SC_N_PIECE_TYPES, "");
  return lang->letters[type];
}

char *
sc_language_sample (const ScLanguage *lang)
{
  if (lang->system == SC_NOTATION_NUMERIC)
    return g_strdup ("5254");
  /* No-break spaces: the letters stay on one line wherever they are shown. */
  return g_strdup_printf ("%s\u00A0%s\u00A0%s\u00A0%s\u00A0%s", lang->letters[SC_KING], lang->letters[SC_QUEEN],
                          lang->letters[SC_ROOK], lang->letters[SC_BISHOP], lang->letters[SC_KNIGHT]);
}

gboolean
sc_language_same_letters (const ScLanguage *a,
                          const ScLanguage *b)
{
  if (a->system != b->system)
    return FALSE;
  for (guint t = 0; t < SC_N_PIECE_TYPES; t++)
    if (!g_str_equal (a->letters[t], b->letters[t]))
      return FALSE;
  return TRUE;
}

/* The languages whose letters another language writes too, the most
 * spoken first (native speakers: German some 95 million, Swedish 10,
 * Danish 6, Norwegian 5; Spanish before Italian). Chinese writes the
 * English letters, and comes after English. Unlisted languages write
 * letters of their own. */
static const char *most_spoken_first[] = { "en", "zh", "es", "it", "de", "sv", "da", "nb", "nn" };

static guint
speakers_rank (const ScLanguage *lang)
{
  for (guint i = 0; i < G_N_ELEMENTS (most_spoken_first); i++)
    if (g_str_equal (lang->code, most_spoken_first[i]))
      return i;
  return G_N_ELEMENTS (most_spoken_first);
}

const ScLanguage *
sc_language_likelier (const ScLanguage *a,
                      const ScLanguage *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, a);

  if (sc_language_same_letters (a, b) && speakers_rank (b) < speakers_rank (a))
    return b;
  return a;
}

/* How often the letters that only lang writes (of the character
 * languages) stand in text. */
static guint
count_own_letters (const ScLanguage *lang,
                   const char       *text,
                   gsize             length)
{
  guint count = 0;

  for (guint t = 0; t < SC_N_PIECE_TYPES; t++)
    {
      const char *letter = lang->letters[t];
      gboolean shared = FALSE;
      gsize len = strlen (letter);

      for (guint i = 0; i < G_N_ELEMENTS (character_table) && !shared; i++)
        shared = &character_table[i] != lang && g_str_equal (character_table[i].letters[t], letter);
      for (const char *p = text; !shared && len > 0 && p + len <= text + length; p++)
        count += memcmp (p, letter, len) == 0;
    }
  return count;
}

const ScLanguage *
sc_language_same_script (const ScLanguage *lang,
                         const char       *text,
                         gssize            length)
{
  const ScLanguage *best = lang;
  guint best_count;
  gboolean is_character = FALSE;

  g_return_val_if_fail (lang != NULL && text != NULL, lang);

  for (guint i = 0; i < G_N_ELEMENTS (character_table); i++)
    is_character |= &character_table[i] == lang;
  if (!is_character)
    return lang;
  if (length < 0)
    length = (gssize) strlen (text);
  best_count = count_own_letters (lang, text, (gsize) length);
  for (guint i = 0; i < G_N_ELEMENTS (character_table); i++)
    {
      guint count = count_own_letters (&character_table[i], text, (gsize) length);

      if (count > best_count)
        {
          best = &character_table[i];
          best_count = count;
        }
    }
  return best;
}

const char *
sc_figurine (ScPieceType type,
             gboolean    filled)
{
  static const char *outline[] = { "♙", "♘", "♗", "♖", "♕", "♔" };
  static const char *solid[] = { "♟", "♞", "♝", "♜", "♛", "♚" };

  g_return_val_if_fail (type < SC_N_PIECE_TYPES, "");
  return filled ? solid[type] : outline[type];
}
