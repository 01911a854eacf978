/* sc-engine-sentence.c: a few words on a move, checked on the engine's lines
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sentence is only a claim the lines bear out: the material a line wins
 * is counted on the board at its end, after the captures that end it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "sc-bitboard.h"
#include "sc-comment.h"
#include "sc-engine-sentence.h"
#include "sc-format.h"
#include "sc-judgement.h"
#include "sc-move-parser.h"
#include "sc-sentence-catalog.h"

/* Plies of a line played out before the material is counted; captures
 * right after are played too, so that no exchange is counted half done. */
#define LINE_PLIES 10

static const int piece_values[SC_N_PIECE_TYPES] = { 1, 3, 3, 5, 9, 0 };

typedef struct {
  int counts[2][SC_N_PIECE_TYPES];
} Material;

static void
count_material (const ScPosition *pos,
                Material         *m)
{
  for (ScColor c = SC_WHITE; c <= SC_BLACK; c++)
    for (ScPieceType t = SC_PAWN; t < SC_N_PIECE_TYPES; t++)
      m->counts[c][t] = (int) sc_bb_count (pos->pieces[t] & pos->colors[c]);
}

/* Plays first (when not SC_MOVE_NONE), then line's moves, into pos. */
static void
play_out (ScPosition   *pos,
          ScMove        first,
          const GArray *line)
{
  ScUndo undo;
  guint end;

  if (first != SC_MOVE_NONE)
    sc_position_make_move (pos, first, &undo);
  if (line == NULL)
    return;
  end = MIN (line->len, LINE_PLIES);
  while (end < line->len && sc_position_is_capture (pos, g_array_index (line, ScMove, end)))
    end++;
  for (guint i = 0; i < line->len && i < end; i++)
    sc_position_make_move (pos, g_array_index (line, ScMove, i), &undo);
}

/* What side gained over the line from start to end, per piece type
 * (net of what it gave), and in pawns. */
static int
gain (const Material *start,
      const Material *end,
      ScColor         side,
      int             by_type[SC_N_PIECE_TYPES])
{
  int total = 0;

  for (ScPieceType t = SC_PAWN; t < SC_N_PIECE_TYPES; t++)
    {
      int own = end->counts[side][t] - start->counts[side][t];
      int theirs = end->counts[!side][t] - start->counts[!side][t];

      by_type[t] = own - theirs;
      total += by_type[t] * piece_values[t];
    }
  return total;
}

/* The material that changed hands, for "loses %s" and "winning %s":
 * by_type counts for the side that came off worse (negative: lost). */
static char *
name_material (const int         by_type[SC_N_PIECE_TYPES],
               const ScLanguage *lang)
{
  int pawns = -by_type[SC_PAWN];

  for (ScPieceType t = SC_QUEEN; t > SC_PAWN; t--)
    {
      if (by_type[t] >= 0)
        continue;
      if (t == SC_ROOK && by_type[SC_KNIGHT] + by_type[SC_BISHOP] == 1)
        /* TRANSLATORS: what a move loses or wins, in "loses %s after %s"
         * and "misses %s, winning %s": a rook for a bishop or knight. */
        return g_strdup (sc_sentence_gettext (lang, "the exchange"));
      switch (t)
        {
        /* TRANSLATORS: what a move loses or wins, in "loses %s after %s"
         * and "misses %s, winning %s". The same for the other pieces. */
        case SC_QUEEN:  return g_strdup (sc_sentence_gettext (lang, "the queen"));
        case SC_ROOK:   return g_strdup (sc_sentence_gettext (lang, "the rook"));
        case SC_BISHOP: return g_strdup (sc_sentence_gettext (lang, "the bishop"));
        case SC_KNIGHT: return g_strdup (sc_sentence_gettext (lang, "the knight"));
        default:        g_assert_not_reached ();
        }
    }
  if (pawns == 1)
    /* TRANSLATORS: what a move loses or wins, in "loses %s after %s"
     * and "misses %s, winning %s". */
    return g_strdup (sc_sentence_gettext (lang, "a pawn"));
  /* TRANSLATORS: what a move loses or wins, in "loses %s after %s" and
   * "misses %s, winning %s"; used for 2 pawns and more. */
  return g_strdup_printf (sc_sentence_ngettext (lang, "%d pawn", "%d pawns", (gulong) pawns), pawns);
}

/* "24.Txe5" or "24...Txe5". */
static char *
numbered_move (const ScPosition      *pos,
               ScMove                 move,
               const ScNotationStyle *style)
{
  GString *out = g_string_new (NULL);

  sc_format_move_number (out, pos, move, style);
  sc_format_move (out, pos, move, style, SC_FORMAT_DEFAULT);
  return g_string_free (out, FALSE);
}

static char *
mate_sentence (int               before_score,
               int               after_score,
               const ScLanguage *lang)
{
  if (sc_score_is_mate (after_score) && after_score < 0
      && !(sc_score_is_mate (before_score) && before_score < 0))
    {
      int moves = -sc_score_mate_moves (after_score);

      /* TRANSLATORS: said of a bad move: after it the opponent mates in
       * %d moves. */
      return g_strdup_printf (sc_sentence_ngettext (lang, "allows mate in %d", "allows mate in %d",
                                                    (gulong) moves), moves);
    }
  if (sc_score_is_mate (before_score) && before_score > 0
      && !(sc_score_is_mate (after_score) && after_score > 0))
    {
      int moves = sc_score_mate_moves (before_score);

      /* TRANSLATORS: said of a move played where the player had a mate in
       * %d moves, and has none after it. */
      return g_strdup_printf (sc_sentence_ngettext (lang, "misses mate in %d", "misses mate in %d",
                                                    (gulong) moves), moves);
    }
  return NULL;
}

char *
sc_engine_sentence_for_mistake (const ScPosition      *before,
                                ScMove                 played,
                                const GArray          *best,
                                const GArray          *refutation,
                                int                    before_score,
                                int                    after_score,
                                const ScNotationStyle *style)
{
  const ScLanguage *lang = style->language;
  ScColor mover = sc_position_side_to_move (before);
  Material start, after_played, after_best;
  int played_by_type[SC_N_PIECE_TYPES], best_by_type[SC_N_PIECE_TYPES];
  int played_gain, best_gain = G_MININT;
  ScPosition pos;
  char *mate = mate_sentence (before_score, after_score, lang);

  if (mate != NULL)
    return mate;

  count_material (before, &start);
  pos = *before;
  play_out (&pos, played, refutation);
  count_material (&pos, &after_played);
  played_gain = gain (&start, &after_played, mover, played_by_type);
  if (best != NULL && best->len > 0)
    {
      pos = *before;
      play_out (&pos, SC_MOVE_NONE, best);
      count_material (&pos, &after_best);
      best_gain = gain (&start, &after_best, mover, best_by_type);
    }

  /* The bigger of the two is said: what the move lost, or what it missed. */
  if (played_gain <= -1 && played_gain < best_gain && -played_gain >= best_gain
      && refutation != NULL && refutation->len > 0)
    {
      g_autofree char *lost = name_material (played_by_type, lang);
      g_autofree char *reply = NULL;
      ScUndo undo;

      pos = *before;
      sc_position_make_move (&pos, played, &undo);
      reply = numbered_move (&pos, g_array_index (refutation, ScMove, 0), style);
      /* TRANSLATORS: said of a bad move. The first %s is what it loses
       * ("the knight", "a pawn"), the second the opponent's move that
       * wins it, with its number ("24.Nxe5"). Write %1$s and %2$s to put
       * them the other way round. */
      return g_strdup_printf (sc_sentence_gettext (lang, "loses %s after %s"), lost, reply);
    }
  if (best_gain >= 1 && best_gain > played_gain)
    {
      g_autofree char *won = NULL;
      g_autofree char *missed = numbered_move (before, g_array_index (best, ScMove, 0), style);

      for (ScPieceType t = SC_PAWN; t < SC_N_PIECE_TYPES; t++)
        best_by_type[t] = -best_by_type[t];
      won = name_material (best_by_type, lang);
      /* TRANSLATORS: said of a move played where a better one won
       * material. The first %s is that move with its number ("24.Nxe5"),
       * the second what it wins ("the knight", "a pawn"). Write %1$s and
       * %2$s to put them the other way round. */
      return g_strdup_printf (sc_sentence_gettext (lang, "misses %s, winning %s"), missed, won);
    }
  return NULL;
}

char *
sc_engine_sentence_only_move (const ScNotationStyle *style)
{
  const ScLanguage *lang = style->language;

  /* TRANSLATORS: said of a good move where every other move loses. */
  return g_strdup (sc_sentence_gettext (lang, "the only move"));
}

/* A numbered move of a sentence ("24.Txe5", "24...Nc6") at the start of
 * text: its number, its side, and where the move is in text; FALSE when
 * text starts with none. */
static gboolean
find_numbered_move (const char *text,
                    guint      *number,
                    gboolean   *black,
                    gsize      *move_start,
                    gsize      *move_end)
{
  gsize i = strspn (text, "0123456789");

  if (i == 0 || text[i] != '.')
    return FALSE;
  *number = (guint) strtoul (text, NULL, 10);
  *black = g_str_has_prefix (text + i, "...");
  i += *black ? 3 : 1;
  /* The narrow space before a castling of zeros or a numeric move. */
  if (g_str_has_prefix (text + i, "\u202F"))
    i += strlen ("\u202F");
  *move_start = i;
  *move_end = i + strcspn (text + i, " \t\n,;:)");
  return *move_end > *move_start;
}

/* The move as written, in English letters (as PGN writes them) or else
 * in whichever language's read it, the style's first. */
static gboolean
read_move (const ScPosition      *pos,
           const char            *text,
           const ScNotationStyle *style,
           ScMove                *move)
{
  const ScLanguage *lang = sc_language_english ();
  ScMoveParse parse;

  if (!sc_parse_move (pos, text, -1, lang, &parse))
    {
      lang = sc_parse_move_find_language (pos, text, lang, style->language, NULL);
      if (lang == NULL || !sc_parse_move (pos, text, -1, lang, &parse))
        return FALSE;
    }
  *move = parse.move;
  return TRUE;
}

/* Whether move number and side are those of the move to play in pos. */
static gboolean
is_numbered_for (const ScPosition *pos,
                 guint             number,
                 gboolean          black)
{
  return pos->fullmove_number == number && (sc_position_side_to_move (pos) == SC_BLACK) == black;
}

char *
sc_engine_sentence_restyle (const char            *words,
                            const ScPosition      *before,
                            ScMove                 played,
                            const ScNotationStyle *style)
{
  GString *out = g_string_new (NULL);
  ScPosition after = *before;
  const char *p = words;

  g_return_val_if_fail (words != NULL && before != NULL && style != NULL, NULL);

  if (played != SC_MOVE_NONE && played != SC_MOVE_NULL)
    {
      ScUndo undo;

      sc_position_make_move (&after, played, &undo);
    }
  while (*p != '\0')
    {
      gboolean starts_word = p == words || g_ascii_isspace (p[-1]) || p[-1] == '(';
      guint number;
      gboolean black;
      gsize start, end;

      if (starts_word && find_numbered_move (p, &number, &black, &start, &end))
        {
          g_autofree char *text = g_strndup (p + start, end - start);
          /* "loses … after 25.Rxe5" is a reply, "misses 24.Nxe5" the
           * move instead: the number says which. */
          const ScPosition *pos = is_numbered_for (&after, number, black) ? &after : before;
          ScMove move;

          if (is_numbered_for (pos, number, black) && read_move (pos, text, style, &move))
            {
              g_autofree char *numbered = numbered_move (pos, move, style);

              g_string_append (out, numbered);
              p += end;
              continue;
            }
        }
      g_string_append_c (out, *p);
      p++;
    }
  return g_string_free (out, FALSE);
}

char *
sc_engine_words_in_style (const char            *comment,
                          const ScGameNode      *node,
                          const ScPosition      *pos,
                          const ScNotationStyle *style)
{
  g_autofree char *words = sc_comment_engine_text (comment);

  if (*words == '\0' || node == NULL || pos == NULL)
    return g_steal_pointer (&words);
  return sc_engine_sentence_restyle (words, pos, node->parent != NULL ? node->move : SC_MOVE_NONE, style);
}
