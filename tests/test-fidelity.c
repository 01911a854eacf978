/* test-fidelity.c: reading and writing again loses nothing
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file of tests/data and its corpus is read, written as
 * PGN and read again: the games must carry the same tags, moves,
 * comments, NAGs, draw offers and variations, and writing a second time
 * must give the same bytes.
 */
#include "config.h"

#include <string.h>

#include "sc-movetext-reader.h"
#include "sc-pgn-index.h"
#include "sc-pgn-writer.h"

static char *
load_utf8 (const char *path,
           gsize      *length)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &data, &len, &error));
  g_assert_no_error (error);
  if (g_utf8_validate_len (data, len, NULL))
    {
      *length = len;
      return g_steal_pointer (&data);
    }
  /* Old club files: Latin-1 is part of Windows-1252. */
  return g_convert (data, (gssize) len, "UTF-8", "WINDOWS-1252", NULL, length, NULL);
}

static char *
write_all (ScReadResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < result->games->len; i++)
    sc_write_pgn_game (out, g_ptr_array_index (result->games, i));
  return g_string_free (out, FALSE);
}

static const char *roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

static gboolean
in_roster (const char *name)
{
  return g_strv_contains (roster, name);
}

/* The tags outside the Seven Tag Roster, in order, as "name=value" lines. */
static char *
other_tags (ScGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < sc_game_get_n_tags (game); i++)
    {
      const char *name, *value;

      sc_game_get_nth_tag (game, i, &name, &value);
      if (!in_roster (name))
        g_string_append_printf (out, "%s=%s\n", name, value);
    }
  return g_string_free (out, FALSE);
}

static void
assert_same_tags (ScGame *a,
                  ScGame *b)
{
  static const char *unknown[] = { "?", "?", "????.??.??", "?", "?", "?" };
  g_autofree char *others_a = other_tags (a);
  g_autofree char *others_b = other_tags (b);

  /* The roster comes first on writing, filled in with "unknown" values
   * where the text had none; all other tags keep their order. */
  for (guint i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      const char *value = sc_game_get_tag (a, roster[i]);

      if (i == 6)
        g_assert_cmpstr (sc_game_get_tag (b, "Result"), ==, sc_game_get_result (b));
      else
        g_assert_cmpstr (sc_game_get_tag (b, roster[i]), ==, value != NULL ? value : unknown[i]);
    }
  g_assert_cmpstr (others_a, ==, others_b);
}

static guint
count_children (const ScGameNode *node)
{
  guint n = 0;

  for (const ScGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
    n++;
  return n;
}

/* Walks both trees side by side, without recursion. */
static void
assert_same_tree (ScGame *a,
                  ScGame *b)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint nodes = 0;

  g_ptr_array_add (stack, sc_game_get_root (a));
  g_ptr_array_add (stack, sc_game_get_root (b));
  while (stack->len > 0)
    {
      const ScGameNode *y = g_ptr_array_steal_index (stack, stack->len - 1);
      const ScGameNode *x = g_ptr_array_steal_index (stack, stack->len - 1);
      const ScGameNode *cx, *cy;

      g_assert_cmpuint (x->move, ==, y->move);
      g_assert_cmpuint (x->n_nags, ==, y->n_nags);
      if (x->n_nags > 0)
        g_assert_cmpmem (x->nags, x->n_nags, y->nags, y->n_nags);
      g_assert_cmpuint (x->n_nags_before, ==, y->n_nags_before);
      if (x->n_nags_before > 0)
        g_assert_cmpmem (sc_game_node_nags_before (x), x->n_nags_before,
                         sc_game_node_nags_before (y), y->n_nags_before);
      g_assert_cmpint (x->draw_offer, ==, y->draw_offer);
      g_assert_cmpstr (x->comment_before, ==, y->comment_before);
      g_assert_cmpstr (x->comment_after, ==, y->comment_after);
      g_assert_cmpuint (count_children (x), ==, count_children (y));
      for (cx = x->first_child, cy = y->first_child; cx != NULL; cx = cx->next_sibling, cy = cy->next_sibling)
        {
          g_ptr_array_add (stack, (gpointer) cx);
          g_ptr_array_add (stack, (gpointer) cy);
        }
      nodes++;
    }
  g_assert_cmpuint (nodes, >, 0);
}

static void
assert_same_game (ScGame *a,
                  ScGame *b)
{
  g_autofree char *fen_a = sc_position_to_fen (sc_game_get_start_position (a));
  g_autofree char *fen_b = sc_position_to_fen (sc_game_get_start_position (b));

  /* A game that could not be read whole goes back as its own text. */
  g_assert_cmpstr (sc_game_get_source (a), ==, sc_game_get_source (b));
  if (sc_game_get_source (a) != NULL)
    return;
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_assert_cmpstr (sc_game_get_result (a), ==, sc_game_get_result (b));
  g_assert_cmpstr (sc_game_get_closing_comment (a), ==, sc_game_get_closing_comment (b));
  g_assert_cmpstr (sc_game_get_heading (a), ==, sc_game_get_heading (b));
  assert_same_tags (a, b);
  assert_same_tree (a, b);
}

static void
test_file (gconstpointer data)
{
  const char *path = data;
  gsize length;
  g_autofree char *text = load_utf8 (path, &length);
  g_autoptr(ScReadResult) first = NULL;
  g_autoptr(ScReadResult) second = NULL;
  g_autoptr(ScReadResult) third = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  g_assert_nonnull (text);
  first = sc_read_games (text, (gssize) length, NULL);
  g_assert_cmpuint (first->games->len, >, 0);
  written = write_all (first);

  /* PGN on disk is English SAN, whatever the language read. */
  second = sc_read_games (written, -1, sc_language_english ());
  g_assert_cmpuint (second->games->len, ==, first->games->len);
  g_assert_cmpuint (second->problems->len, ==, first->problems->len);
  for (guint i = 0; i < first->games->len; i++)
    assert_same_game (g_ptr_array_index (first->games, i), g_ptr_array_index (second->games, i));

  /* Idempotent: the second writing is the first, byte for byte. */
  rewritten = write_all (second);
  g_assert_cmpstr (rewritten, ==, written);
  third = sc_read_games (rewritten, -1, sc_language_english ());
  g_assert_cmpuint (third->games->len, ==, first->games->len);

  g_test_message ("%s: %u games, %u with a problem kept as text", path,
                  first->games->len, first->problems->len);
}

/* Reads text, one game or more, with no problem, and returns the PGN
 * written of it; reading that again must give it again. */
static char *
read_and_write (const char    *text,
                gssize         length,
                ScReadResult **result)
{
  g_autoptr(ScReadResult) read = sc_read_games (text, length, sc_language_english ());
  g_autoptr(ScReadResult) again = NULL;
  g_autofree char *rewritten = NULL;
  char *written;

  for (guint i = 0; i < read->problems->len; i++)
    g_test_message ("problem: %s", g_array_index (read->problems, ScTextProblem, i).message);
  g_assert_cmpuint (read->problems->len, ==, 0);
  written = write_all (read);
  again = sc_read_games (written, -1, sc_language_english ());
  g_assert_cmpuint (again->problems->len, ==, 0);
  g_assert_cmpuint (again->games->len, ==, read->games->len);
  for (guint i = 0; i < read->games->len; i++)
    assert_same_game (g_ptr_array_index (read->games, i), g_ptr_array_index (again->games, i));
  rewritten = write_all (again);
  g_assert_cmpstr (rewritten, ==, written);
  if (result != NULL)
    *result = g_steal_pointer (&read);
  return written;
}

/* The movetext of written PGN: after the blank line that ends the tags. */
static const char *
movetext_of (const char *pgn)
{
  const char *blank = strstr (pgn, "\n\n");

  g_assert_nonnull (blank);
  return blank + 2;
}

/* Chess Informant writes a NAG before a variation's first move. */
static void
test_nag_before_variation (void)
{
  g_autoptr(ScReadResult) result = NULL;
  g_autofree char *written =
    read_and_write ("1. e4 e5 2. Nf3 ($142 2. d4 exd4) 2... Nc6 ( $140 {or} 2... d6) *", -1, &result);
  ScGameNode *e5 = sc_game_get_root (g_ptr_array_index (result->games, 0))->first_child->first_child;
  ScGameNode *d4 = e5->first_child->next_sibling;

  g_assert_cmpstr (movetext_of (written), ==,
                   "1. e4 e5 2. Nf3 ($142 2. d4 exd4) 2... Nc6 ($140 {or} 2... d6) *\n\n");
  g_assert_cmpuint (e5->n_nags, ==, 0);
  g_assert_cmpuint (d4->n_nags, ==, 0);
  g_assert_cmpuint (d4->n_nags_before, ==, 1);
  g_assert_cmpuint (sc_game_node_nags_before (d4)[0], ==, 142);
}

/* "1. ... e5", with a space after the dots, as a JavaScript library
 * writes every game that starts with Black to move. */
static void
test_spaced_ellipsis (void)
{
  const char *fen = "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n"
                    "[SetUp \"1\"]\n\n";
  const char *moves[] = { "1. ... e5 2. Nf3 *", "1 ... e5 2. Nf3 *", "1. … e5 2. Nf3 *" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autofree char *text = g_strconcat (fen, moves[i], NULL);
      g_autofree char *written = read_and_write (text, -1, NULL);

      g_assert_cmpstr (movetext_of (strstr (written, "[SetUp")), ==, "1... e5 2. Nf3 *\n\n");
    }
}

/* Engine matches end a game with a comment after its result. */
static void
test_comment_after_result (void)
{
  g_autoptr(ScReadResult) result = NULL;
  g_autofree char *written =
    read_and_write ("[Event \"a\"]\n\n1. e4 e5 1-0 {White wins on time}\n\n"
                    "[Event \"b\"]\n\n1. d4 d5 0-1 {Black wins} {on time}\n", -1, &result);

  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_cmpstr (sc_game_get_closing_comment (g_ptr_array_index (result->games, 0)), ==,
                   "White wins on time");
  g_assert_cmpstr (sc_game_get_closing_comment (g_ptr_array_index (result->games, 1)), ==,
                   "Black wins on time");
  g_assert_nonnull (strstr (written, "\n1. e4 e5 1-0 {White wins on time}\n\n[Event \"b\"]"));
  g_assert_true (g_str_has_suffix (written, "1. d4 d5 0-1 {Black wins on time}\n\n"));
}

/* Before moves, a comment on a line of its own starts the next game,
 * which has no tags; one on the result's own line is the ended game's. */
static void
test_comment_before_tagless_game (void)
{
  g_autoptr(ScReadResult) result = NULL;
  g_autoptr(ScReadResult) same_line = sc_read_games ("1. e4 e5 1-0 {on time}\n{next} 1. d4 *\n", -1,
                                                     sc_language_english ());
  g_autofree char *written = read_and_write ("1. e4 e5 1-0\n\n{next} 1. d4 *\n", -1, &result);

  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_null (sc_game_get_closing_comment (g_ptr_array_index (result->games, 0)));
  g_assert_cmpstr (sc_game_get_root (g_ptr_array_index (result->games, 1))->comment_after, ==, "next");
  g_assert_nonnull (strstr (written, "\n1. e4 e5 1-0\n\n"));
  g_assert_nonnull (strstr (written, "\n{next} 1. d4 *\n"));

  g_assert_cmpuint (same_line->games->len, ==, 2);
  g_assert_cmpstr (sc_game_get_closing_comment (g_ptr_array_index (same_line->games, 0)), ==, "on time");
  g_assert_cmpstr (sc_game_get_root (g_ptr_array_index (same_line->games, 1))->comment_after, ==, "next");
}

/* A file's heading, comments before its first tags, is the first
 * game's, not a game of its own, and is written back before its tags;
 * one with a "}" in it, as a ";" comment. */
static void
test_heading (void)
{
  g_autoptr(ScReadResult) result = NULL;
  g_autoptr(ScReadResult) brace = NULL;
  g_autofree char *written = read_and_write ("{Club championship}\n; round 1\n\n[Event \"a\"]\n\n{first} 1. e4 *\n\n"
                                             "[Event \"b\"]\n\n1. d4 *\n", -1, &result);
  g_autofree char *written_brace = read_and_write ("; the } sign\n[Event \"a\"]\n\n1. e4 *\n", -1, &brace);
  ScGame *first = g_ptr_array_index (result->games, 0);

  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_cmpstr (sc_game_get_heading (first), ==, "Club championship round 1");
  g_assert_cmpstr (sc_game_get_root (first)->comment_after, ==, "first");
  g_assert_null (sc_game_get_heading (g_ptr_array_index (result->games, 1)));
  g_assert_true (g_str_has_prefix (written, "{Club championship round 1}\n\n[Event \"a\"]\n"));
  g_assert_nonnull (strstr (written, "\n{first} 1. e4 *\n"));
  g_assert_cmpstr (sc_game_get_heading (g_ptr_array_index (brace->games, 0)), ==, "the } sign");
  g_assert_true (g_str_has_prefix (written_brace, ";the } sign\n\n[Event \"a\"]\n"));
}

/* Files joined with cat carry a byte order mark at each join: a tag line
 * after one is a tag line, after a game or after its closing comment. */
static void
test_byte_order_mark_at_a_join (void)
{
  const char *text = "[Event \"a\"]\n\n1. e4 *\n\xEF\xBB\xBF[Event \"b\"]\n\n1. d4 1-0\n;x\n"
                     "\xEF\xBB\xBF[Event \"c\"]\n\n1. c4 *\n";
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  const char *events[] = { "a", "b", "c" };

  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, G_N_ELEMENTS (events));
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    g_assert_cmpstr (sc_game_get_tag (g_ptr_array_index (result->games, i), "Event"), ==, events[i]);
  g_assert_cmpstr (sc_game_get_closing_comment (g_ptr_array_index (result->games, 1)), ==, "x");
}

/* A NUL byte fails its game, which keeps every byte, and says where. */
static void
test_nul_byte (void)
{
  static const char text[] = "[Event \"a\0b\"]\n\n1. e4 *\n\n1. e4 {x\0y} e5 *\n";
  g_autoptr(ScReadResult) result = sc_read_games (text, sizeof text - 1, sc_language_english ());
  g_autofree char *written = write_all (result);
  const ScTextProblem *p;

  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_cmpuint (result->problems->len, ==, 2);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  g_assert_cmpuint (p->line, ==, 1);
  g_assert_cmpuint (p->column, ==, 10);
  g_assert_nonnull (strstr (p->message, "NUL"));
  p = &g_array_index (result->problems, ScTextProblem, 1);
  g_assert_cmpuint (p->line, ==, 5);
  g_assert_cmpuint (p->column, ==, 9);
  g_assert_cmpmem (written, 15, "[Event \"a\0b\"]\n\n", 15);
  g_assert_nonnull (memchr (written + 15, '\0', 40));
}

/* problem is in game game, at line and column. */
static void
assert_at (const ScTextProblem *problem,
           guint                game,
           guint                line,
           guint                column)
{
  g_assert_cmpuint (problem->game_number, ==, game);
  g_assert_cmpuint (problem->line, ==, line);
  g_assert_cmpuint (problem->column, ==, column);
}

/* Move 0 in a FEN is move 1; a castling right the position cannot have
 * is dropped with a warning; the tag stays as written; a FEN error is
 * at the FEN tag. */
static void
test_fen_leniency (void)
{
  const char *text = "[Event \"a\"]\n[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 0\"]\n\n1. O-O *\n\n"
                     "[Event \"b\"]\n[Site \"c\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 one\"]\n\n1. Kb2 *\n";
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  g_autofree char *written = write_all (result);
  const ScTextProblem *p;

  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_cmpuint (result->warnings->len, ==, 1);
  p = &g_array_index (result->warnings, ScTextProblem, 0);
  g_assert_cmpint (p->kind, ==, SC_PROBLEM_WARNING);
  g_assert_cmpuint (p->line, ==, 2);
  g_assert_nonnull (strstr (p->message, "Qk"));
  g_assert_null (sc_game_get_source (g_ptr_array_index (result->games, 0)));
  g_assert_nonnull (strstr (written, "[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 0\"]\n\n1. O-O *"));
  g_assert_cmpuint (result->problems->len, ==, 1);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  assert_at (p, 2, 8, 1);
}

/* A game without a result marker reads as the Result tag says, or as
 * "*", with a warning where its text ends: a file cut off after a move,
 * or after a game's tags, says so. */
static void
test_missing_result (void)
{
  const char *text = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3\n\n"
                     "[Event \"b\"]\n\n1. d4 *\n\n"
                     "[Event \"c\"]\n[White \"w\"]\n";
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  g_autofree char *written = write_all (result);
  const ScTextProblem *p;

  g_assert_cmpuint (result->games->len, ==, 3);
  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->warnings->len, ==, 2);
  p = &g_array_index (result->warnings, ScTextProblem, 0);
  assert_at (p, 1, 4, 16);
  g_assert_nonnull (strstr (p->message, "1-0"));
  p = &g_array_index (result->warnings, ScTextProblem, 1);
  assert_at (p, 3, 11, 12);
  g_assert_nonnull (strstr (p->message, "*"));
  g_assert_cmpstr (sc_game_get_result (g_ptr_array_index (result->games, 0)), ==, "1-0");
  g_assert_nonnull (strstr (written, "2. Nf3 1-0"));
  g_assert_nonnull (strstr (written, "[White \"w\"]"));

  /* Comments alone, as a file's header: nothing was cut off there, and
   * they are the first game's. */
  {
    g_autoptr(ScReadResult) header = sc_read_games ("{A file of openings}\n\n[ECO \"A00\"]\n\n1. b4 *\n", -1,
                                                    sc_language_english ());

    g_assert_cmpuint (header->games->len, ==, 1);
    g_assert_cmpuint (header->warnings->len, ==, 0);
    g_assert_cmpstr (sc_game_get_heading (g_ptr_array_index (header->games, 0)), ==, "A file of openings");
  }
}

/* An illegal move after a move number of the side not to move says so,
 * and not which moves of the other side come near it: a game that
 * starts later than its text says (no FEN), or a move left out. Where
 * number and position agree, the usual message. */
static void
test_move_number_of_the_other_side (void)
{
  const struct {
    const char *text;
    guint       column;
    const char *message;
  } cases[] = {
    { "23... Rxe4 24. Qd2 *", 7, "“Rxe4” is not a legal move here: the move number 23... is Black’s, but White is to move" },
    { "1. e4 2. Nf3 *", 10, "“Nf3” is not a legal move here: the move number 2. is White’s, but Black is to move" },
    { "1. … e5 *", 6, "“e5” is not a legal move here: the move number 1. … is Black’s, but White is to move" },
    { "1.e4 2.Nf3 *", 8, "“Nf3” is not a legal move here: the move number 2. is White’s, but Black is to move" },
    { "1. e4 e5 2. Ke3 *", 13, "“Ke3” is not a legal move here; did you mean Ke2?" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(ScReadResult) result = sc_read_games (cases[i].text, -1, sc_language_english ());
      const ScTextProblem *p;

      g_assert_cmpuint (result->problems->len, ==, 1);
      p = &g_array_index (result->problems, ScTextProblem, 0);
      g_assert_cmpuint (p->column, ==, cases[i].column);
      g_assert_cmpstr (p->message, ==, cases[i].message);
    }
}

/* Quotes inside a tag value, not escaped: the text between the first
 * quote and the last. */
static void
test_quotes_in_tag_value (void)
{
  g_autoptr(ScReadResult) result = NULL;
  g_autofree char *written =
    read_and_write ("[Event \"The \"Big\" Open\"]\n[White \"\"Socrates\"\"] [Black \"b\"]\n\n1. e4 *", -1,
                    &result);
  ScGame *game = g_ptr_array_index (result->games, 0);

  g_assert_cmpstr (sc_game_get_tag (game, "Event"), ==, "The \"Big\" Open");
  g_assert_cmpstr (sc_game_get_tag (game, "White"), ==, "\"Socrates\"");
  g_assert_cmpstr (sc_game_get_tag (game, "Black"), ==, "b");
  g_assert_nonnull (strstr (written, "[Event \"The \\\"Big\\\" Open\"]"));
}

/* A tag given twice with two values fails its game, which keeps every
 * byte, and says where the second is, on its own line or after another
 * pair on one line; the index lists the first. Given twice alike, it
 * is read once. */
static void
test_repeated_tag (void)
{
  const char *games[] = {
    "[Event \"A\"]\n[Site \"x\"]\n[Event \"B\"]\n\n1. e4 *\n\n",
    "[White \"w\"] [White \"v\"] [Black \"b\"]\n\n1. d4 *\n\n",
    "[Round \"1\"]\n[Round \"1\"]\n\n1. c4 *\n",
  };
  g_autofree char *text = g_strconcat (games[0], games[1], games[2], NULL);
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());
  g_autofree char *written = write_all (result);
  g_autoptr(ScPgnIndex) index = sc_pgn_index_scan (text, strlen (text));
  ScGame *alike = g_ptr_array_index (result->games, 2);
  const ScTextProblem *p;

  g_assert_cmpuint (result->games->len, ==, 3);
  g_assert_cmpuint (result->warnings->len, ==, 0);
  g_assert_cmpuint (result->problems->len, ==, 2);
  p = &g_array_index (result->problems, ScTextProblem, 0);
  assert_at (p, 1, 3, 1);
  g_assert_nonnull (strstr (p->message, "Event"));
  g_assert_nonnull (strstr (p->message, "\"A\""));
  p = &g_array_index (result->problems, ScTextProblem, 1);
  assert_at (p, 2, 7, 13);

  /* Both values are written back, as they were. */
  g_assert_true (g_str_has_prefix (written, games[0]));
  g_assert_nonnull (strstr (written, games[1]));
  g_assert_cmpstr (sc_pgn_index_get_game (index, 0)->tags[SC_PGN_TAG_EVENT], ==, "A");
  g_assert_cmpstr (sc_pgn_index_get_game (index, 1)->tags[SC_PGN_TAG_WHITE], ==, "w");

  g_assert_null (sc_game_get_source (alike));
  g_assert_cmpuint (sc_game_get_n_tags (alike), ==, 1);
  g_assert_cmpstr (sc_game_get_tag (alike, "Round"), ==, "1");
}

/* Null moves, an en dash in a draw, a non-breaking hyphen in castling,
 * commas between moves, and the symbols +-- and □. */
static void
test_smaller_spellings (void)
{
  g_autofree char *a = read_and_write ("1. e4 Z0 2. d4 -- 1/2–1/2", -1, NULL);
  g_autofree char *b = read_and_write ("1. e4, e5, 2. Nf3, Nf6, 3. Bc4 Bc5 4. O‑O +-- Nc6 □ *", -1, NULL);

  g_assert_cmpstr (movetext_of (a), ==, "1. e4 -- 2. d4 -- 1/2-1/2\n\n");
  g_assert_cmpstr (movetext_of (b), ==, "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O $18 Nc6 $7 *\n\n");
}

/* No line of movetext starts with '%' (an escape line) or '[' (a tag
 * pair, to readers that go by lines), however a comment wraps. */
static void
test_no_line_starts_like_a_tag (void)
{
  g_autoptr(GString) text = g_string_new ("1. e4 {");

  for (guint i = 0; i < 40; i++)
    g_string_append_printf (text, "%s [%%clk 0:0%u:00] %%note %s ", i % 3 ? "a" : "bb", i % 10,
                            i % 2 ? "[%eval 0.3]" : "x");
  g_string_append (text, "} e5 *");
  {
    g_autofree char *written = read_and_write (text->str, -1, NULL);
    g_auto(GStrv) lines = g_strsplit (movetext_of (written), "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      {
        g_assert_false (lines[i][0] == '%' || lines[i][0] == '[');
        g_assert_cmpuint (g_utf8_strlen (lines[i], -1), <, 80);
      }
  }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_dir (GPtrArray  *paths,
         const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".pgn") || g_str_has_suffix (name, ".txt"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (paths, g_build_filename (dir, g_ptr_array_index (names, i), NULL));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *corpus = g_build_filename (SC_TESTS_DATA_DIR, "corpus", NULL);

  g_test_init (&argc, &argv, NULL);

  add_dir (paths, corpus);
  add_dir (paths, SC_TESTS_DATA_DIR);
  g_assert_cmpuint (paths->len, >=, 4);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (paths, i));
      g_autofree char *name = g_strdup_printf ("/fidelity/%s", base);

      g_test_add_data_func (name, g_ptr_array_index (paths, i), test_file);
    }
  g_test_add_func ("/fidelity/forms/nag-before-variation", test_nag_before_variation);
  g_test_add_func ("/fidelity/forms/spaced-ellipsis", test_spaced_ellipsis);
  g_test_add_func ("/fidelity/forms/comment-after-result", test_comment_after_result);
  g_test_add_func ("/fidelity/forms/heading", test_heading);
  g_test_add_func ("/fidelity/forms/comment-before-tagless-game", test_comment_before_tagless_game);
  g_test_add_func ("/fidelity/forms/nul-byte", test_nul_byte);
  g_test_add_func ("/fidelity/forms/byte-order-mark-at-a-join", test_byte_order_mark_at_a_join);
  g_test_add_func ("/fidelity/forms/fen-leniency", test_fen_leniency);
  g_test_add_func ("/fidelity/forms/quotes-in-tag-value", test_quotes_in_tag_value);
  g_test_add_func ("/fidelity/forms/repeated-tag", test_repeated_tag);
  g_test_add_func ("/fidelity/forms/missing-result", test_missing_result);
  g_test_add_func ("/fidelity/forms/move-number-of-the-other-side", test_move_number_of_the_other_side);
  g_test_add_func ("/fidelity/forms/smaller-spellings", test_smaller_spellings);
  g_test_add_func ("/fidelity/forms/no-line-starts-like-a-tag", test_no_line_starts_like_a_tag);
  return g_test_run ();
}
