/* sc-descriptive.c: reads descriptive notation, English (P-K4) and Spanish (P4R)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Descriptive notation names the piece that moves and the square it goes
 * to as the mover sees the board: files by the pieces that begin on them
 * (QR QN QB Q K KB KN KR; in Spanish TD CD AD D R AR CR TR), ranks
 * counted from the mover's side. "B3" is either bishop's file, "PxP" any
 * pawn taking any pawn. So the text becomes a set of movers and a set of
 * destinations or a captured piece, and the legal moves that fit are
 * kept: one is the move, several are ambiguous, as in algebraic notation.
 */
#include "config.h"

#include <string.h>

#include "sc-descriptive.h"
#include "sc-move-parser-private.h"

#define MAX_SYMS 32
#define ALL_SQUARES G_GUINT64_CONSTANT (0xFFFFFFFFFFFFFFFF)

typedef enum {
  SYM_PIECE,   /* value: a piece type, from a letter, "Kt" or a figurine */
  SYM_DIGIT,   /* value: 0 for '1' ... 7 for '8' */
  SYM_MARK,    /* value: '-', 'x', '(', ')', '=' or '/' */
} SymKind;

typedef struct {
  guint8 kind;
  guint8 value;
} Sym;

/* The move's text without its marks, as symbols, each with its byte offset. */
typedef struct {
  Sym   sym[MAX_SYMS];
  gsize offset[MAX_SYMS + 1];
  guint n;
} Syms;

/* A piece as the text names it: "N", "KN", "QBP", "P"; Spanish "C", "CR", "PAD". */
typedef struct {
  ScPieceType type;
  guint8      files;    /* the files it may stand on, one bit each */
  gboolean    by_wing;  /* files from a wing ("QN"): the side the piece began on */
} Named;

/* What the text says, before it is matched against the legal moves. */
typedef struct {
  Named       mover;
  guint64     from;       /* squares the mover may leave: a rank or square qualifier */
  gboolean    capture;
  guint64     to;         /* squares it may go to */
  Named       target;     /* a capture: what it takes */
  ScPieceType promotion;  /* SC_NO_PIECE_TYPE: none written */
  gboolean    en_passant; /* "e.p." was written */
} Description;

typedef struct {
  const Syms *s;
  guint       at;
  gboolean    spanish;    /* squares are rank then file, wings follow pieces */
  gboolean    white;      /* ranks count from White's side */
} Cursor;

static gboolean
is_spanish (const ScLanguage *lang)
{
  return g_str_equal (sc_language_code (lang), "es-descriptive");
}

static ScPieceType
letter_type (const ScLanguage *lang,
             gunichar          c)
{
  for (ScPieceType t = SC_PAWN; t < SC_N_PIECE_TYPES; t++)
    if (g_utf8_get_char (sc_language_letter (lang, t)) == c)
      return t;
  return sc_move_parse_figurine_type (c);
}

static gboolean
is_dash (gunichar c)
{
  return c == '-' || c == 0x2010 || c == 0x2011 || c == 0x2013 || c == 0x2014 || c == 0x2212;
}

/* Turns the text into symbols; FALSE with *error_at where it cannot. */
static gboolean
decode (const char       *text,
        gsize             length,
        const ScLanguage *lang,
        Syms             *s,
        gsize            *error_at)
{
  const char *p = text, *end = text + length;

  s->n = 0;
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);
      const char *next;
      Sym sym = { SYM_MARK, 0 };

      *error_at = (gsize) (p - text);
      if (c == (gunichar) -1 || c == (gunichar) -2)
        return FALSE;
      next = g_utf8_next_char (p);
      if (g_unichar_isspace (c) || c == 0xFE0E || c == 0xFE0F)
        {
          p = next;
          continue;
        }
      if (s->n == MAX_SYMS)
        return FALSE;
      /* "Kt", the knight of older English books. */
      if (c == 'K' && next < end && *next == 't' && !is_spanish (lang))
        {
          sym = (Sym) { SYM_PIECE, SC_KNIGHT };
          next++;
        }
      else if (c >= '1' && c <= '8')
        sym = (Sym) { SYM_DIGIT, (guint8) (c - '1') };
      else if (is_dash (c))
        sym.value = '-';
      else if (c == 'x' || c == 'X' || c == 0x00D7 || c == ':')
        sym.value = 'x';
      else if (c == '(' || c == ')' || c == '=' || c == '/')
        sym.value = (guint8) c;
      else if (letter_type (lang, c) != SC_NO_PIECE_TYPE)
        sym = (Sym) { SYM_PIECE, (guint8) letter_type (lang, c) };
      else
        return FALSE;
      s->offset[s->n] = (gsize) (p - text);
      s->sym[s->n++] = sym;
      p = next;
    }
  s->offset[s->n] = length;
  return TRUE;
}

static gboolean
piece_here (const Cursor *c,
            guint         ahead,
            ScPieceType  *type)
{
  const Sym *sym = &c->s->sym[c->at + ahead];

  if (c->at + ahead >= c->s->n || sym->kind != SYM_PIECE)
    return FALSE;
  *type = (ScPieceType) sym->value;
  return TRUE;
}

static gboolean
mark_here (const Cursor *c,
           char          mark)
{
  return c->at < c->s->n && c->s->sym[c->at].kind == SYM_MARK && c->s->sym[c->at].value == (guint8) mark;
}

static gboolean
digit_here (const Cursor *c,
            guint         ahead,
            guint        *rank)
{
  if (c->at + ahead >= c->s->n || c->s->sym[c->at + ahead].kind != SYM_DIGIT)
    return FALSE;
  *rank = c->s->sym[c->at + ahead].value;
  return TRUE;
}

/* Rooks, knights and bishops name the files they begin on, one each side. */
static gboolean
is_minor (ScPieceType t)
{
  return t == SC_ROOK || t == SC_KNIGHT || t == SC_BISHOP;
}

/* The queen's and the king's letter also name their wing. */
static gboolean
is_wing (ScPieceType t)
{
  return t == SC_QUEEN || t == SC_KING;
}

/* Both files of a minor piece, or the one of a wing's piece on that wing. */
static guint8
files_of (ScPieceType minor,
          ScPieceType wing)
{
  static const int queen_side[] = { [SC_ROOK] = 0, [SC_KNIGHT] = 1, [SC_BISHOP] = 2 };
  int file;

  if (minor == SC_NO_PIECE_TYPE)
    return (guint8) (1 << (wing == SC_QUEEN ? 3 : 4));
  file = queen_side[minor];
  if (wing == SC_NO_PIECE_TYPE)
    return (guint8) ((1 << file) | (1 << (7 - file)));
  return (guint8) (1 << (wing == SC_QUEEN ? file : 7 - file));
}

static guint64
files_to_squares (guint8 files)
{
  guint64 bb = 0;

  for (int f = 0; f < 8; f++)
    if (files & (1 << f))
      bb |= G_GUINT64_CONSTANT (0x0101010101010101) << f;
  return bb;
}

static guint64
rank_to_squares (const Cursor *c,
                 guint         rank)
{
  return G_GUINT64_CONSTANT (0xFF) << (8 * (c->white ? rank : 7 - rank));
}

/* A file's name: English "QB", "B", "Q"; Spanish "AD", "A", "D". */
static gboolean
read_file (Cursor *c,
           guint8 *files)
{
  ScPieceType first, second = SC_NO_PIECE_TYPE;

  if (!piece_here (c, 0, &first))
    return FALSE;
  piece_here (c, 1, &second);
  if (!c->spanish && is_wing (first) && is_minor (second))
    {
      *files = files_of (second, first);
      c->at += 2;
    }
  else if (c->spanish && is_minor (first) && is_wing (second))
    {
      *files = files_of (first, second);
      c->at += 2;
    }
  else if (is_minor (first) || is_wing (first))
    {
      *files = is_minor (first) ? files_of (first, SC_NO_PIECE_TYPE) : files_of (SC_NO_PIECE_TYPE, first);
      c->at++;
    }
  else
    return FALSE;
  return TRUE;
}

/* A square: English "KB3", "B3"; Spanish "3AR", "3A". */
static gboolean
read_square (Cursor  *c,
             guint64 *squares)
{
  Cursor start = *c;
  guint8 files;
  guint rank;

  if (c->spanish)
    {
      if (!digit_here (c, 0, &rank))
        return FALSE;
      c->at++;
      if (!read_file (c, &files))
        {
          *c = start;
          return FALSE;
        }
    }
  else
    {
      if (!read_file (c, &files) || !digit_here (c, 0, &rank))
        {
          *c = start;
          return FALSE;
        }
      c->at++;
    }
  *squares = files_to_squares (files) & rank_to_squares (c, rank);
  return TRUE;
}

/* A piece: English "P", "KP", "QBP", "N", "QN", "Q"; Spanish "P", "PR",
 * "PAD", "C", "CD", "D". */
static gboolean
read_named (Cursor *c,
            Named  *named)
{
  ScPieceType first, second = SC_NO_PIECE_TYPE;
  Cursor after_file = *c;
  guint8 files;

  *named = (Named) { SC_NO_PIECE_TYPE, 0xFF, FALSE };
  if (!piece_here (c, 0, &first))
    return FALSE;
  piece_here (c, 1, &second);

  if (c->spanish)
    {
      named->type = first;
      c->at++;
      if (first == SC_PAWN && read_file (c, &files))
        named->files = files;
      else if (is_minor (first) && is_wing (second))
        {
          named->files = second == SC_QUEEN ? 0x0F : 0xF0;
          named->by_wing = TRUE;
          c->at++;
        }
      return TRUE;
    }

  /* English: a file's name and "P" is a pawn on that file. */
  if (read_file (&after_file, &files) && piece_here (&after_file, 0, &second) && second == SC_PAWN)
    {
      *named = (Named) { SC_PAWN, files, FALSE };
      *c = after_file;
      c->at++;
      return TRUE;
    }
  piece_here (c, 1, &second);
  if (is_wing (first) && is_minor (second))
    {
      *named = (Named) { second, first == SC_QUEEN ? 0x0F : 0xF0, TRUE };
      c->at += 2;
      return TRUE;
    }
  named->type = first;
  c->at++;
  return TRUE;
}

/* A rank that tells a mover apart, followed by a mark: the "1" of
 * "R(1)-Q2", "R/1-Q2" and "R1-Q2". */
static gboolean
read_rank_qualifier (Cursor  *c,
                     guint64 *from)
{
  guint rank;

  if (!digit_here (c, 0, &rank) || c->at + 1 >= c->s->n || c->s->sym[c->at + 1].kind != SYM_MARK)
    return FALSE;
  *from = rank_to_squares (c, rank);
  c->at++;
  return TRUE;
}

/* After the mover: "(1)", "/1", "1" (English, before '-' or 'x'), "(Q2)",
 * "/Q2". */
static gboolean
read_mover_qualifier (Cursor  *c,
                      guint64 *from)
{
  Cursor start = *c;

  *from = ALL_SQUARES;
  if (mark_here (c, '('))
    {
      c->at++;
      if (!read_rank_qualifier (c, from) && !read_square (c, from))
        {
          *c = start;
          return FALSE;
        }
      if (!mark_here (c, ')'))
        {
          *c = start;
          return FALSE;
        }
      c->at++;
    }
  else if (mark_here (c, '/'))
    {
      c->at++;
      if (!read_rank_qualifier (c, from) && !read_square (c, from))
        {
          *c = start;
          return FALSE;
        }
    }
  else if (!c->spanish)
    read_rank_qualifier (c, from);
  return TRUE;
}

/* After what a capture takes, where it lands: "(KB7)", "/KB7". */
static void
read_capture_square (Cursor  *c,
                     guint64 *to)
{
  Cursor ahead = *c;
  guint64 squares;

  if (!mark_here (&ahead, '(') && !mark_here (&ahead, '/'))
    return;
  ahead.at++;
  if (!read_square (&ahead, &squares))
    return;
  if (mark_here (c, '('))
    {
      if (!mark_here (&ahead, ')'))
        return;
      ahead.at++;
    }
  *to = squares;
  *c = ahead;
}

/* "=Q", "(Q)", "/Q", "Q". */
static gboolean
read_promotion (Cursor      *c,
                ScPieceType *promotion)
{
  gboolean parens = mark_here (c, '(');

  if (c->at == c->s->n)
    return TRUE;
  if (parens || mark_here (c, '=') || mark_here (c, '/'))
    c->at++;
  if (!piece_here (c, 0, promotion) || *promotion == SC_PAWN || *promotion == SC_KING)
    return FALSE;
  c->at++;
  if (parens)
    {
      if (!mark_here (c, ')'))
        return FALSE;
      c->at++;
    }
  return TRUE;
}

static gboolean
read_description (Cursor      *c,
                  Description *d)
{
  if (!read_named (c, &d->mover) || !read_mover_qualifier (c, &d->from))
    return FALSE;

  d->to = ALL_SQUARES;
  if (mark_here (c, 'x'))
    {
      c->at++;
      d->capture = TRUE;
      if (!read_named (c, &d->target))
        return FALSE;
      read_capture_square (c, &d->to);
    }
  else
    {
      guint rank;

      /* Spanish writes no dash: "P4R". */
      if (mark_here (c, '-'))
        c->at++;
      else if (!c->spanish || !digit_here (c, 0, &rank))
        return FALSE;
      if (!read_square (c, &d->to))
        return FALSE;
    }
  return read_promotion (c, &d->promotion) && c->at == c->s->n;
}

static gboolean
in_set (guint64  squares,
        ScSquare sq)
{
  return (squares >> sq) & 1;
}

static gboolean
on_files (const Named *named,
          ScSquare     sq,
          gboolean     strict)
{
  return (!strict && named->by_wing) || (named->files >> SC_SQUARE_FILE (sq)) & 1;
}

/* Does move fit d? strict: pieces named by wing stand on that wing. */
static gboolean
fits (const ScPosition  *pos,
      ScMove             move,
      const Description *d,
      gboolean           strict)
{
  ScSquare from = sc_move_from (move), to = sc_move_to (move);
  ScMoveKind kind = sc_move_kind (move);
  ScSquare taken = kind == SC_MOVE_EN_PASSANT ? to ^ 8 : to;

  if (kind == SC_MOVE_CASTLING || SC_PIECE_TYPE (pos->board[from]) != d->mover.type)
    return FALSE;
  if (!on_files (&d->mover, from, strict) || !in_set (d->from, from) || !in_set (d->to, to))
    return FALSE;
  if (d->capture != sc_position_is_capture (pos, move))
    return FALSE;
  if (d->capture && (SC_PIECE_TYPE (pos->board[taken]) != d->target.type || !on_files (&d->target, taken, strict)))
    return FALSE;
  if (d->en_passant && kind != SC_MOVE_EN_PASSANT)
    return FALSE;
  return d->promotion == SC_NO_PIECE_TYPE || sc_move_promotion (move) == d->promotion;
}

static void
match (const ScPosition  *pos,
       const Description *d,
       ScMoveParse       *r)
{
  ScMove moves[SC_MAX_MOVES], found[SC_MAX_MOVES];
  guint n_moves = sc_position_legal_moves (pos, moves), n_found = 0;

  /* A piece named by its wing ("QN") is the one that began there, which
   * is not always where it stands: when none on that wing fits, any does. */
  for (int strict = 1; strict >= 0 && n_found == 0; strict--)
    for (guint i = 0; i < n_moves; i++)
      if (fits (pos, moves[i], d, strict))
        found[n_found++] = moves[i];

  if (sc_move_parse_settle (r, found, n_found, d->promotion != SC_NO_PIECE_TYPE))
    return;

  /* Nothing fits: the legal moves of the piece named. */
  r->status = SC_MOVE_PARSE_ILLEGAL;
  for (guint i = 0; i < n_moves; i++)
    if (sc_move_kind (moves[i]) != SC_MOVE_CASTLING &&
        SC_PIECE_TYPE (pos->board[sc_move_from (moves[i])]) == d->mover.type &&
        (sc_move_promotion (moves[i]) == SC_NO_PIECE_TYPE || sc_move_promotion (moves[i]) == SC_QUEEN))
      sc_move_parse_add_candidate (r, moves[i]);
}

/* 0: not castling; 1: short ("O-O", "Castles KR"); 2: long ("O-O-O",
 * "Castles QR"); 3: either ("Castles"). */
static int
castling_side (const char *text,
               gsize       length)
{
  static const char *sides[] = { "kr", "k", "(kr)", "qr", "q", "(qr)" };
  g_autoptr(GString) word = g_string_new (NULL);
  const char *side;
  guint circles = 0;

  for (const char *p = text; p < text + length; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char_validated (p, text + length - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        return 0;
      if (g_unichar_isspace (c))
        continue;
      if (is_dash (c))
        c = '-';
      else if (c == 'O' || c == 'o' || c == '0')
        circles++;
      g_string_append_unichar (word, g_unichar_tolower (c));
    }
  if (strspn (word->str, "0o-") == word->len)
    return circles == 2 ? 1 : circles == 3 ? 2 : 0;

  if (!g_str_has_prefix (word->str, "castle"))
    return 0;
  side = word->str + strlen ("castle");
  if (*side == 's')
    side++;
  if (*side == '\0')
    return 3;
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    if (g_str_equal (side, sides[i]))
      return i < 3 ? 1 : 2;
  return 0;
}

static void
match_castling (const ScPosition *pos,
                int               side,
                ScMoveParse      *r)
{
  ScMove moves[SC_MAX_MOVES], found = SC_MOVE_NONE;
  guint n_moves = sc_position_legal_moves (pos, moves), n_found = 0;

  r->n_candidates = 0;
  for (guint i = 0; i < n_moves; i++)
    if (sc_move_kind (moves[i]) == SC_MOVE_CASTLING)
      {
        int this_side = SC_SQUARE_FILE (sc_move_to (moves[i])) == 2 ? 2 : 1;

        if (side & this_side)
          {
            found = moves[i];
            n_found++;
          }
        sc_move_parse_add_candidate (r, moves[i]);
      }
  if (n_found == 1)
    {
      r->status = SC_MOVE_PARSE_OK;
      r->move = found;
      r->n_candidates = 0;
    }
  else
    r->status = n_found > 1 ? SC_MOVE_PARSE_AMBIGUOUS : SC_MOVE_PARSE_ILLEGAL;
}

/* The Spanish "a.p." (al paso) at at, alone or before other marks. */
static gboolean
read_al_paso (const char  *text,
              gsize        length,
              ScMoveParse *marks)
{
  static const char *forms[] = { "a. p.", "a.p.", "a.p" };

  while (length > 0 && g_ascii_isspace (*text))
    text++, length--;
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      gsize len = strlen (forms[i]);

      if (length >= len && memcmp (text, forms[i], len) == 0 &&
          (length == len || sc_parse_move_marks (text + len, (gssize) (length - len), marks)))
        {
          if (length == len)
            memset (marks, 0, sizeof *marks);
          marks->en_passant_mark = TRUE;
          return TRUE;
        }
    }
  return FALSE;
}

/* Where the marks after the move begin ("ch", " e.p.", "!?", " mate",
 * "(=)"): the first place from which the rest is nothing but marks, read
 * into marks; length when there are none. */
static gsize
marks_start (const char  *text,
             gsize        length,
             ScMoveParse *marks)
{
  for (gsize i = 1; i < length; i++)
    {
      char c = text[i];

      /* The move's own characters start no mark. */
      if (g_ascii_isupper (c) || g_ascii_isdigit (c) || c == '-' || c == 'x' || c == 't')
        continue;
      if (sc_parse_move_marks (text + i, (gssize) (length - i), marks) ||
          read_al_paso (text + i, length - i, marks))
        return i;
    }
  memset (marks, 0, sizeof *marks);
  return length;
}

/* "e2e4", "e2-e4", "e5xd6", then maybe a promotion piece. */
static gboolean
is_coordinates (const char *text,
                gsize       length)
{
  gsize at = 2;

  if (length < 4 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return FALSE;
  if (text[at] == '-' || text[at] == 'x' || text[at] == ':')
    at++;
  return length >= at + 2 && text[at] >= 'a' && text[at] <= 'h' && text[at + 1] >= '1' && text[at + 1] <= '8';
}

gboolean
sc_parse_descriptive_move (const ScPosition *pos,
                           const char       *text,
                           gsize             length,
                           const ScLanguage *lang,
                           ScMoveParse      *result)
{
  Description d = { { SC_NO_PIECE_TYPE, 0xFF, FALSE }, ALL_SQUARES, FALSE, ALL_SQUARES,
                    { SC_NO_PIECE_TYPE, 0xFF, FALSE }, SC_NO_PIECE_TYPE, FALSE };
  ScMoveParse marks;
  gsize body, error_at = 0, start = 0;
  Syms s;
  Cursor c = { &s, 0, is_spanish (lang), sc_position_side_to_move (pos) == SC_WHITE };
  int side;

  while (start < length && g_ascii_isspace (text[start]))
    start++;
  body = start + marks_start (text + start, length - start, &marks);
  result->n_nags = marks.n_nags;
  memcpy (result->nags, marks.nags, sizeof marks.nags);
  result->draw_offer = marks.draw_offer;
  result->en_passant_mark = d.en_passant = marks.en_passant_mark;
  result->check_mark = marks.check_mark;

  if ((side = castling_side (text + start, body - start)) != 0)
    {
      match_castling (pos, side, result);
      return result->status == SC_MOVE_PARSE_OK;
    }

  /* Coordinates ("e2-e4", "e7e8q") are read in every notation. */
  if (is_coordinates (text + start, body - start))
    return sc_parse_move (pos, text, (gssize) length, sc_language_english (), result);
  if (!decode (text + start, body - start, lang, &s, &error_at))
    {
      result->status = SC_MOVE_PARSE_UNREADABLE;
      result->error_offset = start + error_at;
      return FALSE;
    }
  if (s.n == 0 || !read_description (&c, &d))
    {
      result->status = SC_MOVE_PARSE_UNREADABLE;
      result->error_offset = start + s.offset[MIN (c.at, s.n)];
      return FALSE;
    }
  match (pos, &d, result);
  return result->status == SC_MOVE_PARSE_OK;
}
