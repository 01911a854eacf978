/* sc-move-parser.c: reads one move in any spelling of NOTATION.md §4
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader is lenient in spelling and strict in meaning: it takes the
 * text apart into piece, departure hints, destination and promotion, then
 * keeps the legal moves that fit. It never picks a move the text does not
 * single out.
 */
#include "config.h"

#include <string.h>

#include "sc-bitboard.h"
#include "sc-format.h"
#include "sc-move-parser.h"
#include "sc-move-parser-private.h"
#include "sc-descriptive.h"
#include "sc-numeric.h"
#include "sc-nag.h"

#define MAX_SYMBOLS 48

/* The move text as characters, each with its byte offset in the input. */
typedef struct {
  gunichar ch[MAX_SYMBOLS];
  gsize    offset[MAX_SYMBOLS + 1];
  guint    n;
} Symbols;

/* What the text says, before it is matched against the legal moves. */
typedef struct {
  ScPieceType piece;       /* SC_NO_PIECE_TYPE: none written */
  int         from_file;   /* -1 when not written */
  int         from_rank;
  ScSquare    to;
  ScPieceType promotion;   /* SC_NO_PIECE_TYPE: none written */
  gboolean    capture_mark;
} MoveText;

static gboolean
is_space (gunichar c)
{
  if (c < 0x80)
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
  return g_unichar_isspace (c) || c == 0x00A0 || c == 0x202F;
}

static gboolean
is_file (gunichar c)
{
  return c >= 'a' && c <= 'h';
}

static gboolean
is_rank (gunichar c)
{
  return c >= '1' && c <= '8';
}

static gboolean
is_capture_mark (gunichar c)
{
  return c == 'x' || c == 'X' || c == 0x00D7 /* × */ || c == ':';
}

static gboolean
is_dash (gunichar c)
{
  /* Hyphen-minus, hyphen, non-breaking hyphen (word processors put it
   * in "O‑O"), en and em dash, minus sign. */
  return c == '-' || c == 0x2010 || c == 0x2011 || c == 0x2013 || c == 0x2014 || c == 0x2212;
}

static void
trim_end (Symbols *s)
{
  while (s->n > 0 && is_space (s->ch[s->n - 1]))
    s->n--;
}

/* A Cyrillic keyboard types the files a, c, e and the capture x as the
 * Cyrillic letters that look the same: they are read as the Latin ones. */
static gunichar
fold_cyrillic_lookalike (gunichar c)
{
  switch (c)
    {
    case 0x0430: return 'a';
    case 0x0441: return 'c';
    case 0x0435: return 'e';
    case 0x0445: return 'x';
    default:     return c;
    }
}

static gboolean
decode (const char *text,
        gsize       length,
        Symbols    *s)
{
  const char *p = text, *end = text + length;

  s->n = 0;
  while (p < end && is_space (g_utf8_get_char_validated (p, end - p)))
    p = g_utf8_next_char (p);

  while (p < end)
    {
      /* Most moves are plain ASCII: no decoding for those bytes. */
      gunichar c = (guchar) *p < 0x80 ? (gunichar) (guchar) *p
                                      : g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2 || s->n == MAX_SYMBOLS)
        {
          /* Where reading stopped: a bad byte, or a text too long to be a move. */
          s->offset[s->n] = (gsize) (p - text);
          return FALSE;
        }
      /* Emoji and text presentation selectors after figurines carry no
       * meaning; a run of spaces is one (in "e.  p." as in "e. p."). */
      if (c != 0xFE0E && c != 0xFE0F && !(is_space (c) && s->n > 0 && s->ch[s->n - 1] == ' '))
        {
          s->offset[s->n] = (gsize) (p - text);
          s->ch[s->n++] = is_space (c) ? ' ' : fold_cyrillic_lookalike (c);
        }
      p = g_utf8_next_char (p);
    }
  s->offset[s->n] = length;
  trim_end (s);
  return TRUE;
}

/* Does str stand at the end of s? Returns its length in symbols. */
static guint
ends_with (const Symbols  *s,
           const gunichar *str)
{
  guint len = 0;

  while (str[len] != 0)
    len++;
  if (len == 0 || len > s->n || s->ch[s->n - 1] != str[len - 1])
    return 0;
  for (guint i = 0; i < len; i++)
    if (s->ch[s->n - len + i] != str[i])
      return 0;
  return len;
}

/* + # † ‡: an en passant mark may follow them ("exd6+ e.p."). */
static gboolean
is_check_sign (gunichar c)
{
  return c == '+' || c == '#' || c == 0x2020 || c == 0x2021;
}

/* Word-like suffixes ("ch", "ep") must not eat the letters of a square;
 * at the start they stand alone, after a move written apart. */
static gboolean
may_end_before_word (const Symbols *s,
                     guint          at)
{
  gunichar before;

  if (at == 0)
    return TRUE;
  before = s->ch[at - 1];
  return !is_file (before) && before != 'x' && before != 'X';
}

/* Strips one trailing mark: annotation glyph, check or mate sign, e.p.,
 * draw offer, in any order. Returns FALSE when none is there. */
static gboolean
strip_one_suffix (Symbols     *s,
                  ScMoveParse *r)
{
  static const gunichar *annotations[] = { U"!!", U"??", U"!?", U"?!", U"!", U"?", U"‼", U"⁇", U"⁉", U"⁈" };
  static const guint8 annotation_nags[] = { 3, 4, 5, 6, 1, 2, 3, 4, 5, 6 };
  /* "×" is mate in Russian and Ukrainian books (NOTATION.md §7), typed
   * as the Cyrillic capital "Х" too. As a capture sign it never ends a
   * move: it stands before the square, and the reader takes a stray one
   * after it as a capture mark all the same. */
  static const gunichar *checks[] = { U"++", U"+", U"#", U"†", U"‡", U"×", U"Х" };
  static const gunichar *check_words[] = { U"dbl ch", U"dis ch", U"mate", U"ch.", U"ch", U"dis", U"dbl" };
  static const gunichar *en_passant[] = { U"e. p.", U"e.p.", U"e.p", U"ep", U"e." };
  gunichar last;
  guint len;

  /* No mark ends in a digit or a capital: most moves stop here at once. */
  if (s->n == 0)
    return FALSE;
  last = s->ch[s->n - 1];
  if ((last >= '0' && last <= '9') || (last >= 'A' && last <= 'Z'))
    return FALSE;

  if ((len = ends_with (s, U"(=)")) > 0)
    {
      r->draw_offer = TRUE;
      s->n -= len;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (annotations); i++)
    if ((len = ends_with (s, annotations[i])) > 0)
      {
        if (r->n_nags < SC_MOVE_PARSE_MAX_NAGS)
          r->nags[r->n_nags++] = annotation_nags[i];
        s->n -= len;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    if ((len = ends_with (s, checks[i])) > 0)
      {
        r->check_mark = TRUE;
        s->n -= len;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (check_words); i++)
    if ((len = ends_with (s, check_words[i])) > 0 && may_end_before_word (s, s->n - len))
      {
        r->check_mark = TRUE;
        s->n -= len;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (en_passant); i++)
    if ((len = ends_with (s, en_passant[i])) > 0)
      {
        gunichar before = s->n > len ? s->ch[s->n - len - 1] : ' ';

        /* After the square, the capture colon, a check mark ("exd6+ e.p."), or alone. */
        if (is_rank (before) || before == ':' || before == ' ' || is_check_sign (before))
          {
            r->en_passant_mark = TRUE;
            s->n -= len;
            return TRUE;
          }
      }
  return FALSE;
}

ScPieceType
sc_move_parse_figurine_type (gunichar c)
{
  /* ♔♕♖♗♘♙ then ♚♛♜♝♞♟: king, queen, rook, bishop, knight, pawn. */
  static const ScPieceType order[] = { SC_KING, SC_QUEEN, SC_ROOK, SC_BISHOP, SC_KNIGHT, SC_PAWN };

  if (c >= 0x2654 && c <= 0x265F)
    return order[(c - 0x2654) % 6];
  return SC_NO_PIECE_TYPE;
}

#define MAX_LETTER_CHARS 4

/* Chinese piece characters read the same in Traditional and Simplified
 * script: 车 is 車 (rook) and 马 is 馬 (knight). */
static gunichar
fold_script (gunichar c)
{
  if (c == 0x8F66)
    return 0x8ECA;
  if (c == 0x9A6C)
    return 0x99AC;
  return c;
}

/* A language's piece letters as characters, as written and in lower case. */
typedef struct {
  const ScLanguage *lang;
  gunichar          ch[2][SC_N_PIECE_TYPES][MAX_LETTER_CHARS];
  guint8            len[SC_N_PIECE_TYPES];
  /* When every letter is one ASCII character (all languages but those
   * with letters like "Кр"): piece type + 1 by character, 0 for none. */
  gboolean          single_ascii;
  guint8            by_ascii[2][128];
} Letters;

/* Decoded once per thread and language rather than for every move. */
static const Letters *
letters_of (const ScLanguage *lang)
{
  static _Thread_local Letters cache;

  if (cache.lang == lang)
    return &cache;
  memset (&cache, 0, sizeof cache);
  for (ScPieceType t = SC_PAWN; t < SC_N_PIECE_TYPES; t++)
    {
      guint i = 0;

      for (const char *p = sc_language_letter (lang, t); *p && i < MAX_LETTER_CHARS;
           p = g_utf8_next_char (p), i++)
        {
          cache.ch[0][t][i] = fold_script (g_utf8_get_char (p));
          cache.ch[1][t][i] = g_unichar_tolower (cache.ch[0][t][i]);
        }
      cache.len[t] = (guint8) i;
    }
  cache.single_ascii = TRUE;
  for (ScPieceType t = SC_PAWN; t < SC_N_PIECE_TYPES; t++)
    cache.single_ascii &= cache.len[t] == 1 && cache.ch[0][t][0] < 128;
  /* Filled from the king down, so that the pawn letter wins a clash with
   * another piece's lower-case letter, as the loop in piece_at () does. */
  for (int t = SC_KING; t >= SC_PAWN && cache.single_ascii; t--)
    for (int lower = 0; lower < 2; lower++)
      cache.by_ascii[lower][cache.ch[lower][t][0]] = (guint8) (t + 1);
  cache.lang = lang;
  return &cache;
}

/* Does the letter of type stand at s[at], compared exactly or folded to lower case? */
static guint
letter_at (const Symbols *s,
           guint          at,
           const Letters *letters,
           ScPieceType    type,
           gboolean       lower)
{
  const gunichar *want = letters->ch[lower ? 1 : 0][type];
  guint len = letters->len[type];

  if (len == 0 || at + len > s->n)
    return 0;
  for (guint i = 0; i < len; i++)
    if (fold_script (s->ch[at + i]) != want[i])
      return 0;
  return len;
}

/* In a language of single ASCII letters: the piece of the letter c,
 * compared exactly or folded to lower case, or SC_NO_PIECE_TYPE. */
static ScPieceType
ascii_piece (const Letters *letters,
             gunichar       c,
             gboolean       lower)
{
  guint found = c < 128 ? letters->by_ascii[lower ? 1 : 0][c] : 0;

  return found ? (ScPieceType) (found - 1) : SC_NO_PIECE_TYPE;
}

/* The piece letter (or figurine) at s[at], longest letter first, so that
 * a two-letter king like "Кр" wins over a one-letter knight. */
static ScPieceType
piece_at (const Symbols    *s,
          guint             at,
          const ScLanguage *lang,
          gboolean          lower,
          guint            *length)
{
  ScPieceType best = SC_NO_PIECE_TYPE;
  const Letters *letters;
  guint best_len = 0;

  if (at < s->n && sc_move_parse_figurine_type (s->ch[at]) != SC_NO_PIECE_TYPE)
    {
      *length = 1;
      return sc_move_parse_figurine_type (s->ch[at]);
    }
  letters = letters_of (lang);
  if (letters->single_ascii)
    {
      best = ascii_piece (letters, at < s->n ? s->ch[at] : 0, lower);
      *length = best != SC_NO_PIECE_TYPE ? 1 : 0;
      return best;
    }
  for (ScPieceType t = SC_PAWN; t < SC_N_PIECE_TYPES; t++)
    {
      guint len = letter_at (s, at, letters, t, lower);

      if (len > best_len)
        {
          best = t;
          best_len = len;
        }
    }
  *length = best_len;
  return best;
}

/* Reads the promotion part after the destination square: "Q", "=Q", "(Q)", "/Q", "q". */
static gboolean
read_promotion (const Symbols    *s,
                guint             at,
                const ScLanguage *lang,
                ScPieceType      *promotion,
                guint            *error_at)
{
  gboolean parens = FALSE;
  guint len = 0;

  *promotion = SC_NO_PIECE_TYPE;
  if (at == s->n)
    return TRUE;
  if (s->ch[at] == '=' || s->ch[at] == '/')
    at++;
  else if (s->ch[at] == '(')
    {
      parens = TRUE;
      at++;
    }
  *promotion = piece_at (s, at, lang, FALSE, &len);
  if (*promotion == SC_NO_PIECE_TYPE)
    *promotion = piece_at (s, at, lang, TRUE, &len);
  if (*promotion == SC_NO_PIECE_TYPE)
    {
      *error_at = at;
      return FALSE;
    }
  at += len;
  if (parens)
    {
      if (at == s->n || s->ch[at] != ')')
        {
          *error_at = at;
          return FALSE;
        }
      at++;
    }
  /* A trailing capture colon may follow the promotion piece. */
  if (at < s->n && s->ch[at] == ':')
    at++;
  if (at != s->n)
    {
      *error_at = at;
      return FALSE;
    }
  return TRUE;
}

/* Splits the squares part ("g1-f3", "exd6", "h4xe1", "e8") into departure
 * hints and destination, then the promotion. */
static gboolean
read_squares (const Symbols    *s,
              guint             at,
              const ScLanguage *lang,
              MoveText         *mt,
              guint            *error_at)
{
  guint coords[MAX_SYMBOLS], n_coords = 0, end = at, dest, hints, promo_at;

  for (; end < s->n; end++)
    {
      gunichar c = s->ch[end];

      if (is_file (c) || is_rank (c))
        coords[n_coords++] = end;
      else if (is_capture_mark (c))
        mt->capture_mark = TRUE;
      else if (!is_dash (c))
        break;
    }

  /* The destination is the last rank digit and the file before it; any
   * file letters after it are a promotion piece ("e8b"). */
  for (dest = n_coords; dest > 0 && !is_rank (s->ch[coords[dest - 1]]); dest--)
    ;
  if (dest < 2 || !is_file (s->ch[coords[dest - 2]]))
    {
      /* Point at the first character that is not part of a square, if any. */
      *error_at = end < s->n ? end : at;
      return FALSE;
    }
  mt->to = SC_SQUARE (s->ch[coords[dest - 2]] - 'a', s->ch[coords[dest - 1]] - '1');

  hints = dest - 2;
  if (hints > 2)
    {
      *error_at = coords[0];
      return FALSE;
    }
  for (guint i = 0; i < hints; i++)
    {
      gunichar c = s->ch[coords[i]];

      if (is_file (c) && i == 0)
        mt->from_file = (int) (c - 'a');
      else if (is_rank (c) && mt->from_rank < 0)
        mt->from_rank = (int) (c - '1');
      else
        {
          *error_at = coords[i];
          return FALSE;
        }
    }

  promo_at = dest < n_coords ? coords[dest] : end;
  /* Skip a trailing capture colon between destination and promotion. */
  while (promo_at < s->n && promo_at < end && !is_file (s->ch[promo_at]) && !is_rank (s->ch[promo_at]))
    promo_at++;
  return read_promotion (s, promo_at, lang, &mt->promotion, error_at);
}

/* The four promotions of one pawn move. */
static gboolean
one_promotion (const ScMove *found)
{
  for (guint i = 0; i < 4; i++)
    if (sc_move_kind (found[i]) != SC_MOVE_PROMOTION || sc_move_from (found[i]) != sc_move_from (found[0]) ||
        sc_move_to (found[i]) != sc_move_to (found[0]))
      return FALSE;
  return TRUE;
}

gboolean
sc_move_parse_settle (ScMoveParse  *r,
                      const ScMove *found,
                      guint         n_found,
                      gboolean      promotion_written)
{
  r->n_candidates = 0;
  if (n_found == 1)
    {
      r->status = SC_MOVE_PARSE_OK;
      r->move = found[0];
      return TRUE;
    }
  if (n_found == 4 && !promotion_written && one_promotion (found))
    {
      r->status = SC_MOVE_PARSE_PROMOTION_MISSING;
      /* Queen first, then rook, bishop, knight, whatever order the move
       * generator used. */
      for (ScPieceType t = SC_QUEEN; t >= SC_KNIGHT; t--)
        for (guint i = 0; i < n_found; i++)
          if (sc_move_promotion (found[i]) == t)
            sc_move_parse_add_candidate (r, found[i]);
      return TRUE;
    }
  if (n_found > 1)
    {
      r->status = SC_MOVE_PARSE_AMBIGUOUS;
      for (guint i = 0; i < n_found; i++)
        if (promotion_written || sc_move_kind (found[i]) != SC_MOVE_PROMOTION ||
            sc_move_promotion (found[i]) == SC_QUEEN)
          sc_move_parse_add_candidate (r, found[i]);
      return TRUE;
    }
  return FALSE;
}

/* "e1h1" and "e1a1" (king takes own rook, as some programs write
 * castling) mean castling when castling that way is legal. */
static ScMove
king_takes_rook_castling (const ScPosition *pos,
                          const MoveText   *mt)
{
  if (mt->from_file < 0 || mt->from_rank < 0)
    return SC_MOVE_NONE;
  return sc_position_castling_onto_rook (pos, SC_SQUARE (mt->from_file, mt->from_rank), mt->to);
}

/* Keeps the legal moves that fit what the text says. */
/* Could the piece named reach its square if its own king did not count?
 * Then the move is refused for the king's sake: a pin, a check it does
 * not answer, or a king walking into one. (Pawns are left out.) */
static gboolean
king_in_the_way (const ScPosition *pos,
                 const MoveText   *mt,
                 guint64           sources)
{
  guint64 occupied = pos->colors[SC_WHITE] | pos->colors[SC_BLACK];
  guint64 ours = pos->colors[sc_position_side_to_move (pos)];
  guint64 reach = sc_bb_piece_reach (sc_bitboard_tables (), mt->piece, mt->to, occupied);

  if (sc_bb (mt->to) & ours)
    return FALSE;
  for (guint64 from = reach & sources; from != 0;)
    {
      ScSquare sq = sc_bb_pop (&from);

      if ((mt->from_file < 0 || SC_SQUARE_FILE (sq) == mt->from_file)
          && (mt->from_rank < 0 || SC_SQUARE_RANK (sq) == mt->from_rank))
        return TRUE;
    }
  return FALSE;
}

static void
match (const ScPosition *pos,
       const MoveText   *mt,
       ScMoveParse      *r)
{
  ScMove moves[SC_MAX_MOVES];
  gboolean full_from = mt->from_file >= 0 && mt->from_rank >= 0;
  guint64 ours = pos->colors[sc_position_side_to_move (pos)];
  guint64 sources;
  guint n_moves;
  ScMove found[SC_MAX_MOVES];
  guint n_found = 0;
  ScMove castling;

  /* Only the moves of the piece named are looked for: a pawn, or any
   * piece given by its square (g1f3), when none is. */
  if (mt->piece != SC_NO_PIECE_TYPE)
    sources = pos->pieces[mt->piece] & ours;
  else if (full_from)
    sources = sc_bb (SC_SQUARE (mt->from_file, mt->from_rank));
  else
    sources = pos->pieces[SC_PAWN] & ours;
  n_moves = sc_position_legal_moves_from_to (pos, sources, mt->to, moves);

  r->n_candidates = 0;

  if ((mt->piece == SC_NO_PIECE_TYPE || mt->piece == SC_KING) &&
      (castling = king_takes_rook_castling (pos, mt)) != SC_MOVE_NONE)
    {
      r->status = SC_MOVE_PARSE_OK;
      r->move = castling;
      return;
    }

  for (guint i = 0; i < n_moves; i++)
    {
      ScMove m = moves[i];
      ScSquare from = sc_move_from (m);
      ScPieceType type = SC_PIECE_TYPE (pos->board[from]);

      if (sc_move_to (m) != mt->to)
        continue;
      /* Without a piece letter: a pawn, or any piece given by its square (g1f3). */
      if (mt->piece == SC_NO_PIECE_TYPE ? (type != SC_PAWN && !full_from) : type != mt->piece)
        continue;
      if (mt->from_file >= 0 && SC_SQUARE_FILE (from) != mt->from_file)
        continue;
      if (mt->from_rank >= 0 && SC_SQUARE_RANK (from) != mt->from_rank)
        continue;
      /* A pawn capture names the file it leaves (C.9): "xd5" and "d5" are not exd5. */
      if (type == SC_PAWN && SC_SQUARE_FILE (from) != SC_SQUARE_FILE (mt->to) && mt->from_file < 0)
        continue;
      if (mt->promotion != SC_NO_PIECE_TYPE && sc_move_promotion (m) != mt->promotion)
        continue;
      found[n_found++] = m;
    }

  if (sc_move_parse_settle (r, found, n_found, mt->promotion != SC_NO_PIECE_TYPE))
    return;

  /* Nothing fits: offer the legal moves of that piece to that square,
   * else every legal move to that square. */
  r->status = SC_MOVE_PARSE_ILLEGAL;
  r->king_in_check = king_in_the_way (pos, mt, sources);
  /* Last, when nothing goes there, the legal moves of the piece named. */
  n_moves = sc_position_legal_moves (pos, moves);
  for (int pass = 0; pass < 3 && r->n_candidates == 0; pass++)
    for (guint i = 0; i < n_moves; i++)
      {
        ScPieceType type = SC_PIECE_TYPE (pos->board[sc_move_from (moves[i])]);
        ScPieceType wanted = mt->piece == SC_NO_PIECE_TYPE ? SC_PAWN : mt->piece;

        if (pass < 2 && sc_move_to (moves[i]) != mt->to)
          continue;
        if (pass != 1 && type != wanted)
          continue;
        if (pass == 2 && mt->piece == SC_NO_PIECE_TYPE)
          continue;
        if (sc_move_kind (moves[i]) == SC_MOVE_PROMOTION && sc_move_promotion (moves[i]) != SC_QUEEN)
          continue;
        sc_move_parse_add_candidate (r, moves[i]);
      }
}

static gboolean
read_castling (const Symbols    *s,
               const ScPosition *pos,
               ScMoveParse      *r)
{
  guint marks = 0;
  ScMove moves[SC_MAX_MOVES];
  guint n_moves, rank;
  guint64 king;

  for (guint i = 0; i < s->n; i++)
    {
      gunichar c = s->ch[i];

      if (c == 'O' || c == '0' || c == 'o')
        marks++;
      else if (!is_dash (c))
        return FALSE;
    }
  if (marks != 2 && marks != 3)
    return FALSE;

  /* The king's moves to the g and the c file of its rank: a castling
   * lands there, in Chess960 too. */
  king = pos->pieces[SC_KING] & pos->colors[sc_position_side_to_move (pos)];
  rank = sc_position_side_to_move (pos) == SC_WHITE ? 0 : 7;
  n_moves = sc_position_legal_moves_from_to (pos, king, SC_SQUARE (6, rank), moves);
  n_moves += sc_position_legal_moves_from_to (pos, king, SC_SQUARE (2, rank), moves + n_moves);
  r->status = SC_MOVE_PARSE_ILLEGAL;
  for (guint i = 0; i < n_moves; i++)
    if (sc_move_kind (moves[i]) == SC_MOVE_CASTLING)
      {
        gboolean long_castling = SC_SQUARE_FILE (sc_move_to (moves[i])) == 2;

        if (long_castling == (marks == 3))
          {
            r->status = SC_MOVE_PARSE_OK;
            r->move = moves[i];
          }
        else
          sc_move_parse_add_candidate (r, moves[i]);
      }
  return TRUE;
}

static void
read_move_text (const Symbols    *s,
                const ScPosition *pos,
                const ScLanguage *lang,
                ScMoveParse      *r)
{
  MoveText plain = { SC_NO_PIECE_TYPE, -1, -1, 0, SC_NO_PIECE_TYPE, FALSE };
  MoveText mt = plain;
  ScPieceType lower_piece;
  guint len = 0, error_at = 0;

  if (s->n == 0)
    {
      r->status = SC_MOVE_PARSE_UNREADABLE;
      r->error_offset = s->offset[0];
      return;
    }
  if (read_castling (s, pos, r))
    return;

  mt.piece = piece_at (s, 0, lang, FALSE, &len);
  if (mt.piece != SC_NO_PIECE_TYPE)
    {
      if (!read_squares (s, len, lang, &mt, &error_at))
        goto unreadable;
      match (pos, &mt, r);
      return;
    }

  /* A lower-case piece letter is a piece only where no pawn or square
   * reading exists: "bc4" is b-pawn takes c4 when that is legal. */
  lower_piece = piece_at (s, 0, lang, TRUE, &len);
  if ((is_file (s->ch[0]) || is_capture_mark (s->ch[0])) && read_squares (s, 0, lang, &mt, &error_at))
    {
      match (pos, &mt, r);
      if (r->status != SC_MOVE_PARSE_ILLEGAL || lower_piece == SC_NO_PIECE_TYPE)
        return;
    }
  if (lower_piece != SC_NO_PIECE_TYPE)
    {
      ScMoveParse first = *r;
      guint piece_error_at = 0;

      mt = plain;
      mt.piece = lower_piece;
      if (read_squares (s, len, lang, &mt, &piece_error_at))
        {
          match (pos, &mt, r);
          /* Keep the pawn reading's complaint when the piece reading fails too. */
          if (r->status == SC_MOVE_PARSE_ILLEGAL && first.status == SC_MOVE_PARSE_ILLEGAL)
            *r = first;
          return;
        }
      if (first.status == SC_MOVE_PARSE_ILLEGAL)
        {
          *r = first;
          return;
        }
      error_at = piece_error_at;
    }

unreadable:
  r->status = SC_MOVE_PARSE_UNREADABLE;
  r->error_offset = s->offset[MIN (error_at, s->n)];
}

/* Plain SAN in a language whose letters are single ASCII characters
 * ("Nf3", "exd5", "Raxd1+", "e8=Q#", "Sf3"): most of what PGN files
 * hold, read straight from the bytes into what read_move_text () would
 * make of it. FALSE for anything else, and for what is not one legal
 * move, which the general reading then takes, as it words problems. */
static gboolean
read_plain_san (const ScPosition *pos,
                const char       *text,
                gsize             length,
                const ScLanguage *lang,
                ScMoveParse      *r)
{
  const Letters *letters = letters_of (lang);
  MoveText mt = { SC_NO_PIECE_TYPE, -1, -1, 0, SC_NO_PIECE_TYPE, FALSE };
  gsize at = 0, end = length;

  if (!letters->single_ascii || length < 2)
    return FALSE;
  if (text[end - 1] == '+' || text[end - 1] == '#')
    {
      r->check_mark = TRUE;
      end--;
    }
  if (end >= 4 && text[end - 2] == '=')
    {
      if ((mt.promotion = ascii_piece (letters, (guchar) text[end - 1], FALSE)) == SC_NO_PIECE_TYPE)
        return FALSE;
      end -= 2;
    }
  if (text[0] >= 'A' && text[0] <= 'Z')
    {
      if ((mt.piece = ascii_piece (letters, (guchar) text[0], FALSE)) == SC_NO_PIECE_TYPE)
        return FALSE;
      at = 1;
    }
  else if (!is_file (text[0]))
    return FALSE;
  if (end < at + 2 || !is_file (text[end - 2]) || !is_rank (text[end - 1]))
    return FALSE;
  mt.to = SC_SQUARE (text[end - 2] - 'a', text[end - 1] - '1');
  end -= 2;
  if (end > at && text[end - 1] == 'x')
    {
      mt.capture_mark = TRUE;
      end--;
    }
  if (at < end && is_file (text[at]))
    mt.from_file = text[at++] - 'a';
  if (at < end && is_rank (text[at]))
    mt.from_rank = text[at++] - '1';
  if (at != end)
    return FALSE;
  match (pos, &mt, r);
  return r->status == SC_MOVE_PARSE_OK;
}

gboolean
sc_parse_move (const ScPosition *pos,
               const char       *text,
               gssize            length,
               const ScLanguage *lang,
               ScMoveParse      *result)
{
  Symbols s;

  g_return_val_if_fail (pos != NULL && text != NULL && result != NULL, FALSE);

  if (lang == NULL)
    lang = sc_language_english ();
  if (length < 0)
    length = (gssize) strlen (text);

  memset (result, 0, sizeof *result);
  result->status = SC_MOVE_PARSE_UNREADABLE;

  switch (sc_language_system (lang))
    {
    case SC_NOTATION_DESCRIPTIVE:
      return sc_parse_descriptive_move (pos, text, (gsize) length, lang, result);
    case SC_NOTATION_NUMERIC:
      return sc_parse_numeric_move (pos, text, (gsize) length, lang, result);
    case SC_NOTATION_ALGEBRAIC:
    default:
      break;
    }

  if (read_plain_san (pos, text, (gsize) length, lang, result))
    return TRUE;
  memset (result, 0, sizeof *result);
  result->status = SC_MOVE_PARSE_UNREADABLE;

  if (!decode (text, (gsize) length, &s))
    {
      result->error_offset = s.offset[s.n];
      return FALSE;
    }

  while (strip_one_suffix (&s, result))
    trim_end (&s);

  read_move_text (&s, pos, lang, result);
  return result->status == SC_MOVE_PARSE_OK;
}

gboolean
sc_move_parser_strip_marks (const char  *text,
                            gsize        length,
                            ScMoveParse *result,
                            gsize       *start,
                            gsize       *end)
{
  Symbols s;

  if (!decode (text, length, &s))
    {
      result->error_offset = s.offset[s.n];
      return FALSE;
    }
  while (strip_one_suffix (&s, result))
    trim_end (&s);
  *start = s.offset[0];
  *end = s.offset[s.n];
  return TRUE;
}

gboolean
sc_parse_move_marks (const char  *text,
                     gssize       length,
                     ScMoveParse *result)
{
  Symbols s;

  g_return_val_if_fail (text != NULL && result != NULL, FALSE);

  if (length < 0)
    length = (gssize) strlen (text);
  memset (result, 0, sizeof *result);
  result->status = SC_MOVE_PARSE_UNREADABLE;
  if (!decode (text, (gsize) length, &s) || s.n == 0)
    return FALSE;
  while (strip_one_suffix (&s, result))
    trim_end (&s);
  return s.n == 0;
}

const ScLanguage *
sc_parse_move_find_language (const ScPosition *pos,
                             const char       *text,
                             const ScLanguage *lang,
                             const ScLanguage *prefer,
                             guint            *n_more)
{
  const ScLanguage *found = NULL;
  guint n_found = 0;
  ScMoveParse parse;

  g_return_val_if_fail (pos != NULL && text != NULL, NULL);

  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *other = sc_language_nth (i);

      if (other == lang || !sc_parse_move (pos, text, -1, other, &parse))
        continue;
      n_found++;
      if (found == NULL || other == prefer)
        found = other;
      else if (found != prefer)
        found = sc_language_likelier (found, other);
    }
  if (n_more != NULL)
    *n_more = n_found > 0 ? n_found - 1 : 0;
  return found;
}
