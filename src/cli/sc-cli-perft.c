/* sc-cli-perft.c: the "perft" command of scoresheet-cli
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "sc-cli-perft.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sc-position.h"

#define SC_PERFT_EXIT_USAGE 2
#define SC_PERFT_MAX_DEPTH  20

typedef struct {
  char    text[6];
  guint64 nodes;
} ScDivideLine;

/* UCI coordinates: e2e4, e7e8q; castling is the king's move, e1g1, and
 * in Chess960 the king's move onto its rook, b1a1. */
static void
move_to_uci (const ScPosition *pos, ScMove move, char text[6])
{
  ScSquare from = sc_move_from (move);
  ScSquare to = sc_move_to (move);
  ScPieceType promotion = sc_move_promotion (move);

  if (pos->chess960 && sc_move_kind (move) == SC_MOVE_CASTLING)
    {
      ScSquare rook_to;

      sc_position_castling_rook (pos, move, &to, &rook_to);
    }

  text[0] = (char) ('a' + SC_SQUARE_FILE (from));
  text[1] = (char) ('1' + SC_SQUARE_RANK (from));
  text[2] = (char) ('a' + SC_SQUARE_FILE (to));
  text[3] = (char) ('1' + SC_SQUARE_RANK (to));
  text[4] = promotion == SC_NO_PIECE_TYPE ? '\0' : "pnbrqk"[promotion];
  text[5] = '\0';
}

static int
compare_divide_lines (gconstpointer a,
                      gconstpointer b)
{
  return strcmp (((const ScDivideLine *) a)->text, ((const ScDivideLine *) b)->text);
}

static guint64
print_divide (const ScPosition *pos,
              guint             depth)
{
  ScMove moves[SC_MAX_MOVES];
  ScDivideLine lines[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);
  guint64 total = 0;

  for (guint i = 0; i < n; i++)
    {
      ScPosition child = *pos;
      ScUndo undo;

      sc_position_make_move (&child, moves[i], &undo);
      move_to_uci (pos, moves[i], lines[i].text);
      lines[i].nodes = sc_perft (&child, depth - 1);
      total += lines[i].nodes;
    }

  qsort (lines, n, sizeof lines[0], compare_divide_lines);
  for (guint i = 0; i < n; i++)
    printf ("%s: %" G_GUINT64_FORMAT "\n", lines[i].text, lines[i].nodes);

  return total;
}

static int
usage_error (GOptionContext *context,
             const char     *message)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

  fprintf (stderr, "scoresheet-cli perft: %s\n\n%s", message, help);
  return SC_PERFT_EXIT_USAGE;
}

static gboolean
parse_depth (const char *text,
             guint      *depth)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, SC_PERFT_MAX_DEPTH, &value, NULL))
    return FALSE;
  *depth = (guint) value;
  return TRUE;
}

int
sc_cli_perft (int    argc,
              char **argv)
{
  gboolean divide = FALSE;
  GOptionEntry entries[] = {
    { "divide", 'd', 0, G_OPTION_ARG_NONE, &divide,
      N_("Print the node count below each legal move first"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("FEN DEPTH"));
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) args = NULL;
  ScPosition pos;
  ScCastling dropped;
  ScPosition chess960;
  guint depth;
  guint64 total;

  g_option_context_set_summary (context,
                                _("Count the leaf nodes of the legal move tree of a position "
                                  "(FEN in one argument, quoted)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  /* g_option_context_parse_strv() wants the command name first, which
   * argv[0] ("perft") conveniently is. */
  args = g_new0 (char *, (gsize) argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &args, &error))
    return usage_error (context, error->message);

  if (g_strv_length (args) != 3)
    return usage_error (context, _("expected a FEN and a depth"));

  if (!parse_depth (args[2], &depth))
    {
      g_autofree char *message = g_strdup_printf (_("depth “%s” is not a number from 0 to %d"),
                                                  args[2], SC_PERFT_MAX_DEPTH);
      return usage_error (context, message);
    }

  if (!sc_position_set_fen_lenient (&pos, args[1], &dropped, &error))
    {
      fprintf (stderr, "scoresheet-cli perft: %s\n", error->message);
      return SC_PERFT_EXIT_USAGE;
    }
  /* A Chess960 position in X-FEN (KQkq, king not on e1) loses its rights
   * as normal chess: when it keeps them all as Chess960, it is that. */
  if (dropped != 0 && sc_position_set_fen_chess960 (&chess960, args[1], NULL, NULL))
    {
      pos = chess960;
      dropped = 0;
    }
  if (dropped != 0)
    {
      g_autofree char *rights = sc_castling_to_string (dropped);

      fprintf (stderr, _("scoresheet-cli perft: warning: castling rights %s dropped: "
                         "the king or rook is not on its square\n"), rights);
    }

  if (divide && depth > 0)
    total = print_divide (&pos, depth);
  else
    total = sc_perft (&pos, depth);

  printf ("%" G_GUINT64_FORMAT "\n", total);
  return EXIT_SUCCESS;
}
