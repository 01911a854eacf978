/* sc-descriptive-write.c: writes descriptive notation, English (P-K4) and Spanish (P4R)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Books wrote as little as told the move apart: "B-N5" when only one
 * bishop move goes to a knight's fifth, "B-KN5" or "QB-N5" otherwise.
 * The spellings of a move are tried from the shortest, each read back in
 * the position: the first that reads as the move alone is written, so
 * what is written always reads back.
 */
#include "config.h"

#include "sc-descriptive.h"
#include "sc-format-private.h"

#define MAX_FORMS 8

typedef struct {
  const ScNotationStyle *style;
  const ScPosition      *pos;
  gboolean               spanish;
  gboolean               white;
} Writer;

static const char *
letter (const Writer *w,
        ScPieceType   type)
{
  return sc_language_letter (w->style->language, type);
}

/* A file's name: full "QB" (Spanish "AD"), or short "B" ("A"), which
 * stands for both bishops' files; the queen's and king's files have one. */
static void
append_file (GString      *out,
             const Writer *w,
             int           file,
             gboolean      full)
{
  static const ScPieceType minors[] = { SC_ROOK, SC_KNIGHT, SC_BISHOP, SC_NO_PIECE_TYPE,
                                        SC_NO_PIECE_TYPE, SC_BISHOP, SC_KNIGHT, SC_ROOK };
  ScPieceType wing = file < 4 ? SC_QUEEN : SC_KING;

  if (minors[file] == SC_NO_PIECE_TYPE)
    g_string_append (out, letter (w, wing));
  else if (!full)
    g_string_append (out, letter (w, minors[file]));
  else if (w->spanish)
    g_string_append_printf (out, "%s%s", letter (w, minors[file]), letter (w, wing));
  else
    g_string_append_printf (out, "%s%s", letter (w, wing), letter (w, minors[file]));
}

static gboolean
has_short_file (int file)
{
  return file != 3 && file != 4;
}

static void
append_square (GString      *out,
               const Writer *w,
               ScSquare      sq,
               gboolean      full_file)
{
  int rank = w->white ? SC_SQUARE_RANK (sq) : 7 - SC_SQUARE_RANK (sq);

  if (w->spanish)
    g_string_append_c (out, '1' + rank);
  append_file (out, w, SC_SQUARE_FILE (sq), full_file);
  if (!w->spanish)
    g_string_append_c (out, '1' + rank);
}

/* A piece by its type, then by its file (a pawn) or its wing (a rook,
 * knight or bishop): "P", "BP", "KBP", "N", "KN"; Spanish "P", "PA",
 * "PAR", "C", "CR". Returns how many were added. */
static guint
add_named (GPtrArray    *forms,
           const Writer *w,
           ScSquare      sq)
{
  ScPiece piece = w->pos->board[sq];
  ScPieceType type = SC_PIECE_TYPE (piece);
  ScColor color = SC_PIECE_COLOR (piece);
  int file = SC_SQUARE_FILE (sq);
  guint before = forms->len;
  GString *form = g_string_new (NULL);

  sc_format_append_piece (form, w->style, type, color);
  g_ptr_array_add (forms, g_string_free (form, FALSE));
  for (int full = has_short_file (file) ? 0 : 1; full < 2 && type == SC_PAWN; full++)
    {
      form = g_string_new (NULL);
      if (w->spanish)
        sc_format_append_piece (form, w->style, type, color);
      append_file (form, w, file, full);
      if (!w->spanish)
        sc_format_append_piece (form, w->style, type, color);
      g_ptr_array_add (forms, g_string_free (form, FALSE));
    }
  if (type == SC_ROOK || type == SC_KNIGHT || type == SC_BISHOP)
    {
      const char *wing = letter (w, file < 4 ? SC_QUEEN : SC_KING);

      form = g_string_new (NULL);
      if (!w->spanish)
        g_string_append (form, wing);
      sc_format_append_piece (form, w->style, type, color);
      if (w->spanish)
        g_string_append (form, wing);
      g_ptr_array_add (forms, g_string_free (form, FALSE));
    }
  return forms->len - before;
}

/* The mover as named above, then with the rank it stands on, "R(1)",
 * and last with its square, "R(QR1)". */
static GPtrArray *
mover_forms (const Writer *w,
             ScSquare      from)
{
  GPtrArray *forms = g_ptr_array_new_with_free_func (g_free);
  int rank = w->white ? SC_SQUARE_RANK (from) : 7 - SC_SQUARE_RANK (from);
  guint n = add_named (forms, w, from);
  GString *form;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (forms, g_strdup_printf ("%s(%c)", (const char *) forms->pdata[i], '1' + rank));
  form = g_string_new (forms->pdata[0]);
  g_string_append_c (form, '(');
  append_square (form, w, from, TRUE);
  g_string_append_c (form, ')');
  g_ptr_array_add (forms, g_string_free (form, FALSE));
  return forms;
}

static void
append_capture_mark (GString      *out,
                     const Writer *w)
{
  switch (w->style->capture)
    {
    case SC_CAPTURE_TIMES: g_string_append (out, "×"); break;
    case SC_CAPTURE_COLON: g_string_append_c (out, ':'); break;
    case SC_CAPTURE_X:
    case SC_CAPTURE_TRAILING_COLON:
    case SC_CAPTURE_NONE:
    default:
      /* Descriptive notation names what is taken after the mark: it is always written. */
      g_string_append_c (out, 'x');
      break;
    }
}

/* Where the move goes: "-B3", "-KB3" (Spanish "3A", "3AR"), or what it
 * takes: "xP", "xBP", "xKBP", "xP(KB5)", the square being where it lands. */
static GPtrArray *
destination_forms (const Writer *w,
                   ScMove        move)
{
  GPtrArray *forms = g_ptr_array_new_with_free_func (g_free);
  ScSquare to = sc_move_to (move);
  GString *form;

  if (!sc_position_is_capture (w->pos, move))
    {
      for (int full = has_short_file (SC_SQUARE_FILE (to)) ? 0 : 1; full < 2; full++)
        {
          form = g_string_new (w->spanish ? NULL : "-");
          append_square (form, w, to, full);
          g_ptr_array_add (forms, g_string_free (form, FALSE));
        }
      return forms;
    }

  add_named (forms, w, sc_move_kind (move) == SC_MOVE_EN_PASSANT ? to ^ 8 : to);
  form = g_string_new (forms->pdata[0]);
  g_string_append_c (form, '(');
  append_square (form, w, to, TRUE);
  g_string_append_c (form, ')');
  g_ptr_array_add (forms, g_string_free (form, FALSE));
  for (guint i = 0; i < forms->len; i++)
    {
      form = g_string_new (NULL);
      append_capture_mark (form, w);
      g_string_append (form, forms->pdata[i]);
      g_free (forms->pdata[i]);
      forms->pdata[i] = g_string_free (form, FALSE);
    }
  return forms;
}

/* "=Q", "(Q)", "/Q": a promotion piece written plainly after the square
 * could read as part of a file's name ("P8AD"), so "=" stands for it. */
static void
append_promotion (GString      *out,
                  const Writer *w,
                  ScPieceType   piece)
{
  ScNotationStyle style = *w->style;

  if (style.promotion == SC_PROMOTION_PLAIN)
    style.promotion = SC_PROMOTION_EQUALS;
  sc_format_append_promotion (out, &style, piece, w->white ? SC_WHITE : SC_BLACK);
}

static gboolean
reads_back (const Writer *w,
            const char   *text,
            gsize         length,
            ScMove        move)
{
  ScMoveParse parse = { 0 };

  return sc_parse_descriptive_move (w->pos, text, length, w->style->language, &parse) && parse.move == move;
}

void
sc_format_descriptive_move (GString               *out,
                            const ScPosition      *pos,
                            ScMove                 move,
                            const ScNotationStyle *style)
{
  Writer w = { style, pos, g_str_equal (sc_language_code (style->language), "es-descriptive"),
               sc_position_side_to_move (pos) == SC_WHITE };
  g_autoptr(GPtrArray) movers = NULL;
  g_autoptr(GPtrArray) destinations = NULL;
  g_autoptr(GString) tail = g_string_new (NULL);
  g_autoptr(GString) form = g_string_new (NULL);
  g_autofree char *best = NULL;
  guint shortest = G_MAXUINT;

  g_return_if_fail (out != NULL && pos != NULL && style != NULL);

  if (sc_move_kind (move) == SC_MOVE_CASTLING)
    {
      const char *mark = style->castling == SC_CASTLING_DIGIT_ZERO ? "0" : "O";

      g_string_append_printf (out, "%s-%s", mark, mark);
      if (SC_SQUARE_FILE (sc_move_to (move)) == 2)
        g_string_append_printf (out, "-%s", mark);
      return;
    }

  if (sc_move_kind (move) == SC_MOVE_PROMOTION)
    append_promotion (tail, &w, sc_move_promotion (move));
  if (sc_move_kind (move) == SC_MOVE_EN_PASSANT && style->en_passant_suffix)
    g_string_append (tail, w.spanish ? " a.p." : " e.p.");

  movers = mover_forms (&w, sc_move_from (move));
  destinations = destination_forms (&w, move);
  /* The shortest form that reads back; of those as short, the first:
   * the plainest mover, then the plainest destination. */
  for (guint m = 0; m < movers->len; m++)
    for (guint d = 0; d < destinations->len; d++)
      {
        guint length;

        g_string_printf (form, "%s%s%s", (const char *) movers->pdata[m],
                         (const char *) destinations->pdata[d], tail->str);
        length = (guint) g_utf8_strlen (form->str, (gssize) form->len);
        if (length < shortest && reads_back (&w, form->str, form->len, move))
          {
            shortest = length;
            g_free (best);
            best = g_strdup (form->str);
          }
      }
  /* The square of the mover and where it goes always tell the move. */
  g_warn_if_fail (best != NULL);
  g_string_append (out, best != NULL ? best : form->str);
}
