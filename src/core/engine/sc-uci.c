/* sc-uci.c: what a UCI engine says, read strictly
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An engine is another program: what it writes is read as untrusted
 * input. Numbers must be numbers, and every move of a line of play must
 * be legal after the moves before it, or the line is refused whole.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-format.h"
#include "sc-uci.h"

G_DEFINE_QUARK (sc-uci-error-quark, sc_uci_error)

void
sc_uci_format_move (GString          *out,
                    const ScPosition *pos,
                    ScMove            move)
{
  ScSquare rook_from, rook_to;

  /* UCI_Chess960 says castling as the king taking its own rook: the
   * king's square alone cannot tell it from a king's move there. */
  if (!pos->chess960 || move == SC_MOVE_NULL || sc_move_kind (move) != SC_MOVE_CASTLING)
    {
      sc_format_coordinates (out, move);
      return;
    }
  sc_position_castling_rook (pos, move, &rook_from, &rook_to);
  sc_format_square (out, sc_move_from (move));
  sc_format_square (out, rook_from);
}

ScMove
sc_uci_read_move (const ScPosition *pos,
                  const char       *text,
                  gsize             length)
{
  g_autoptr(GString) spelled = NULL;
  ScMove moves[SC_MAX_MOVES];
  guint n;

  if (length < 4 || length > 5)
    return SC_MOVE_NONE;
  n = sc_position_legal_moves (pos, moves);
  spelled = g_string_sized_new (8);
  /* Written as UCI writes it and compared: the protocol has one spelling
   * for each move. */
  for (guint i = 0; i < n; i++)
    {
      g_string_truncate (spelled, 0);
      sc_uci_format_move (spelled, pos, moves[i]);
      if (spelled->len == length && memcmp (spelled->str, text, length) == 0)
        return moves[i];
    }
  return SC_MOVE_NONE;
}

GStrv
sc_uci_words (const char *line)
{
  g_auto(GStrv) all = g_strsplit_set (line, " \t\r\n", -1);
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; all[i] != NULL; i++)
    if (*all[i] != '\0')
      g_ptr_array_add (words, g_strdup (all[i]));
  g_ptr_array_add (words, NULL);
  return (GStrv) g_ptr_array_free (words, FALSE);
}

static gboolean
garbage (GError     **error,
         const char  *line,
         const char  *why)
{
  /* TRANSLATORS: %s: what the engine wrote; %s: what is wrong with it */
  g_set_error (error, SC_UCI_ERROR, SC_UCI_ERROR_GARBAGE, _("the engine wrote “%s”: %s"), line, why);
  return FALSE;
}

static gboolean
read_unsigned (const char *word,
               guint64     max,
               guint64    *value)
{
  return word != NULL && g_ascii_string_to_unsigned (word, 10, 0, max, value, NULL);
}

static gboolean
read_signed (const char *word,
             gint64     *value)
{
  return word != NULL && g_ascii_string_to_signed (word, 10, -1000000, 1000000, value, NULL);
}

/* The moves of words[*i] on, to the end: the line of play. */
static gboolean
read_pv (GStrv              words,
         guint             *i,
         const ScPosition  *pos,
         ScUciInfo         *info,
         const char        *line,
         GError           **error)
{
  ScPosition at = *pos;

  info->pv = g_array_new (FALSE, FALSE, sizeof (ScMove));
  for (; words[*i] != NULL; (*i)++)
    {
      ScMove move = sc_uci_read_move (&at, words[*i], strlen (words[*i]));
      ScUndo undo;

      if (move == SC_MOVE_NONE)
        {
          g_set_error (error, SC_UCI_ERROR, SC_UCI_ERROR_ILLEGAL_MOVE,
                       /* TRANSLATORS: %s: a move in coordinates; %s: what the engine wrote */
                       _("the engine's move %s is not legal where it stands, in “%s”"), words[*i], line);
          return FALSE;
        }
      g_array_append_val (info->pv, move);
      sc_position_make_move (&at, move, &undo);
    }
  return TRUE;
}

/* "score cp N" or "score mate N", then perhaps a bound. */
static gboolean
read_score (GStrv      words,
            guint     *i,
            ScUciInfo *info)
{
  gint64 value;

  if (words[*i + 1] == NULL || !read_signed (words[*i + 2], &value))
    return FALSE;
  if (g_str_equal (words[*i + 1], "cp"))
    info->mate = FALSE;
  else if (g_str_equal (words[*i + 1], "mate"))
    info->mate = TRUE;
  else
    return FALSE;
  info->has_score = TRUE;
  info->score = (int) value;
  *i += 2;
  if (words[*i + 1] != NULL && g_str_equal (words[*i + 1], "lowerbound"))
    info->bound = SC_UCI_BOUND_LOWER, (*i)++;
  else if (words[*i + 1] != NULL && g_str_equal (words[*i + 1], "upperbound"))
    info->bound = SC_UCI_BOUND_UPPER, (*i)++;
  return TRUE;
}

gboolean
sc_uci_parse_info (const char        *line,
                   const ScPosition  *pos,
                   ScUciInfo         *info,
                   GError           **error)
{
  g_auto(GStrv) words = sc_uci_words (line);

  g_return_val_if_fail (line != NULL && pos != NULL && info != NULL, FALSE);

  memset (info, 0, sizeof *info);
  info->multipv = 1;
  if (words[0] == NULL || !g_str_equal (words[0], "info"))
    return garbage (error, line, _("not an info line"));
  for (guint i = 1; words[i] != NULL; i++)
    {
      const char *key = words[i];
      guint64 value;

      /* Free text to the end of the line. */
      if (g_str_equal (key, "string"))
        break;
      if (g_str_equal (key, "pv"))
        {
          i++;
          return read_pv (words, &i, pos, info, line, error) || (sc_uci_info_clear (info), FALSE);
        }
      if (g_str_equal (key, "score"))
        {
          if (!read_score (words, &i, info))
            return garbage (error, line, _("a score is “cp N” or “mate N”"));
          continue;
        }
      if (g_str_equal (key, "wdl"))
        {
          for (guint k = 0; k < 3; k++)
            {
              if (!read_unsigned (words[i + 1], 1000, &value))
                return garbage (error, line, _("“wdl” takes three numbers"));
              info->wdl[k] = (guint) value;
              i++;
            }
          info->has_wdl = TRUE;
          continue;
        }
      if (g_str_equal (key, "currmove") || g_str_equal (key, "refutation") || g_str_equal (key, "currline"))
        {
          /* About the search, not a line of play: nothing more to read. */
          info->depth = 0;
          return TRUE;
        }
      if (!read_unsigned (words[i + 1], G_MAXUINT64, &value))
        {
          /* Unknown keys with a value are let by: engines add their own. */
          if (words[i + 1] == NULL)
            return garbage (error, line, _("a key without its value"));
          i++;
          continue;
        }
      i++;
      if (g_str_equal (key, "depth"))
        info->depth = (guint) MIN (value, G_MAXUINT);
      else if (g_str_equal (key, "seldepth"))
        info->seldepth = (guint) MIN (value, G_MAXUINT);
      else if (g_str_equal (key, "multipv"))
        info->multipv = (guint) MAX (1, MIN (value, 500));
      else if (g_str_equal (key, "nodes"))
        info->nodes = value;
      else if (g_str_equal (key, "nps"))
        info->nps = value;
      else if (g_str_equal (key, "time"))
        info->time_ms = (guint) MIN (value, G_MAXUINT);
    }
  return TRUE;
}

void
sc_uci_info_clear (ScUciInfo *info)
{
  g_clear_pointer (&info->pv, g_array_unref);
}

gboolean
sc_uci_parse_bestmove (const char        *line,
                       const ScPosition  *pos,
                       ScMove            *best,
                       ScMove            *ponder,
                       GError           **error)
{
  g_auto(GStrv) words = sc_uci_words (line);
  ScPosition after = *pos;
  ScUndo undo;

  g_return_val_if_fail (line != NULL && pos != NULL && best != NULL, FALSE);

  *best = SC_MOVE_NONE;
  if (ponder != NULL)
    *ponder = SC_MOVE_NONE;
  if (words[0] == NULL || !g_str_equal (words[0], "bestmove") || words[1] == NULL)
    return garbage (error, line, _("not a bestmove line"));
  /* No legal move: mate or stalemate. */
  if (g_str_equal (words[1], "(none)") || g_str_equal (words[1], "0000"))
    return TRUE;
  *best = sc_uci_read_move (pos, words[1], strlen (words[1]));
  if (*best == SC_MOVE_NONE)
    {
      g_set_error (error, SC_UCI_ERROR, SC_UCI_ERROR_ILLEGAL_MOVE,
                   _("the engine's move %s is not legal where it stands, in “%s”"), words[1], line);
      return FALSE;
    }
  if (ponder != NULL && words[2] != NULL && g_str_equal (words[2], "ponder") && words[3] != NULL)
    {
      sc_position_make_move (&after, *best, &undo);
      *ponder = sc_uci_read_move (&after, words[3], strlen (words[3]));
    }
  return TRUE;
}

int
sc_uci_score_for_white (const ScUciInfo *info,
                        ScColor          side_to_move)
{
  int score;

  g_return_val_if_fail (info != NULL, 0);

  if (!info->has_score)
    return 0;
  if (info->mate)
    score = info->score > 0 ? SC_UCI_MATE_SCORE - info->score : -SC_UCI_MATE_SCORE - info->score;
  else
    score = info->score;
  return side_to_move == SC_WHITE ? score : -score;
}

char *
sc_uci_position_command (const ScPosition *start,
                         const ScMove     *moves,
                         guint             n_moves,
                         ScPosition       *searched)
{
  g_autoptr(GString) command = g_string_new ("position ");
  ScPosition written = *start;
  g_autofree char *fen = NULL;

  /* Chess960 in Shredder-FEN: each right names its rook's file, which
   * engines read without guessing which rook KQkq means. */
  if (written.chess960)
    written.chess960 = SC_FEN_CASTLING_SHREDDER;
  fen = sc_position_to_fen (&written);
  if (!written.chess960 && g_str_equal (fen, SC_START_FEN))
    g_string_append (command, "startpos");
  else
    g_string_append_printf (command, "fen %s", fen);
  *searched = *start;
  for (guint i = 0; i < n_moves; i++)
    {
      ScUndo undo;

      if (!sc_position_is_legal (searched, moves[i]))
        return NULL;
      g_string_append (command, i == 0 ? " moves " : " ");
      sc_uci_format_move (command, searched, moves[i]);
      sc_position_make_move (searched, moves[i], &undo);
    }
  return g_string_free (g_steal_pointer (&command), FALSE);
}
