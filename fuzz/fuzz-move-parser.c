/* fuzz-move-parser.c: libFuzzer target for sc_parse_move and sc_parse_move_marks
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is a FEN line, a newline, then the move text. When the FEN
 * does not read, the move is tried in a few fixed positions instead. The
 * move is read in several languages; a move read must be legal, and a
 * move not read must be describable. Text that reads as marks alone
 * must not read as a move.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "sc-move-parser.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

/* The start, a middlegame with castling and en passant, promotions both
 * ways, and an endgame where several knights can reach one square. */
static const char *const fixed_fens[] = {
  SC_START_FEN,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "8/2P5/8/8/8/8/5p2/K1k5 b - - 0 1",
  "4k3/8/8/2N1N3/8/2N1N3/8/4K3 w - - 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
};

static const char *const languages[] = { "en", "nb", "fr", "hu", "et" };

static void
parse_in (const ScPosition *pos,
          const char       *text,
          gsize             length)
{
  ScMoveParse marks;
  /* Marks alone, as a word after a move ("e.p.+"), are never a move. */
  gboolean only_marks = sc_parse_move_marks (text, (gssize) length, &marks);

  if (marks.n_nags > SC_MOVE_PARSE_MAX_NAGS)
    abort ();
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      const ScLanguage *lang = sc_language_lookup (languages[l]);
      ScMoveParse result;

      if (lang == NULL)
        abort ();
      memset (&result, 0, sizeof result);
      if (sc_parse_move (pos, text, (gssize) length, lang, &result))
        {
          if (only_marks || result.status != SC_MOVE_PARSE_OK || !sc_position_is_legal (pos, result.move))
            abort ();
        }
      else
        {
          ScNotationStyle style;
          g_autofree char *why = NULL;

          if (result.status == SC_MOVE_PARSE_OK
              || result.n_candidates > SC_MOVE_PARSE_MAX_CANDIDATES)
            abort ();
          for (guint i = 0; i < result.n_candidates; i++)
            (void) sc_position_moving_piece (pos, result.candidates[i]);
          sc_notation_style_init_preset (&style, SC_PRESET_FIDE, lang);
          why = sc_move_parse_describe (&result, pos, text, (gssize) length, &style);
          /* Valid UTF-8 in, valid UTF-8 out (the GUI shows it). */
          if (why == NULL
              || (g_utf8_validate (text, (gssize) length, NULL)
                  && !g_utf8_validate (why, -1, NULL)))
            abort ();
          (void) sc_move_parse_status_name (result.status);
        }
      if (result.n_nags > SC_MOVE_PARSE_MAX_NAGS)
        abort ();
    }
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A g_return_if_fail() reached from any input is a bug too. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  const char *text = (const char *) data;
  const char *newline = memchr (text, '\n', size);
  g_autofree char *fen = NULL;
  g_autofree char *move = NULL;
  gsize move_length;
  ScPosition pos;

  if (newline == NULL)
    newline = text - 1;   /* no FEN line: all of it is the move */
  fen = g_strndup (text, (gsize) (newline + 1 - text));
  /* A copy of exactly the move's bytes, so reading past it is caught
   * (one byte for an empty move, as the parser wants a non-NULL text). */
  move_length = size - (gsize) (newline + 1 - text);
  move = g_malloc (MAX (move_length, 1));
  memcpy (move, newline + 1, move_length);

  if (newline >= text && sc_position_set_fen (&pos, fen, NULL))
    {
      parse_in (&pos, move, move_length);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (fixed_fens); i++)
    {
      if (!sc_position_set_fen (&pos, fixed_fens[i], NULL))
        abort ();
      parse_in (&pos, move, move_length);
    }
  return 0;
}
