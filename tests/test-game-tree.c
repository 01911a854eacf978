/* test-game-tree.c: tree edits with undo and redo, and comment commands
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-comment.h"
#include "sc-format.h"
#include "sc-game-edit.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-tag-check.h"

static ScGame *
read_game (const char *text)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_language_english ());

  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, 1);
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

static char *
movetext (ScGame *game)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, game, &pgn, SC_MOVETEXT_PGN);
  return g_string_free (out, FALSE);
}

static ScMove
parse (ScGame     *game,
       ScGameNode *node,
       const char *san)
{
  ScPosition pos;
  ScMoveParse result;

  sc_game_position_at (game, node, &pos);
  g_assert_true (sc_parse_move (&pos, san, -1, NULL, &result));
  return result.move;
}

/* The node reached from the root by following first children ply times. */
static ScGameNode *
main_line_node (ScGame *game,
                guint   ply)
{
  ScGameNode *node = sc_game_get_root (game);

  for (guint i = 0; i < ply; i++)
    node = node->first_child;
  return node;
}

static void
assert_movetext (ScGame     *game,
                 const char *expected)
{
  g_autofree char *text = movetext (game);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_add_move (void)
{
  g_autoptr(ScGame) game = read_game ("1. e4 e5 2. Nf3 *");
  ScGameNode *e5 = main_line_node (game, 2), *child = NULL;
  g_autoptr(ScGameEdit) none = NULL;
  ScGameEdit *undo;

  /* The existing continuation is reused, not duplicated. */
  none = sc_game_add_move (game, e5, parse (game, e5, "Nf3"), &child);
  g_assert_null (none);
  g_assert_true (child == e5->first_child);

  /* A different move becomes a variation. */
  undo = sc_game_add_move (game, e5, parse (game, e5, "Bc4"), &child);
  g_assert_nonnull (undo);
  assert_movetext (game, "1. e4 e5 2. Nf3 (2. Bc4) *");

  /* At the end of a line it continues the line. */
  sc_game_edit_free (sc_game_add_move (game, child, parse (game, child, "Nf6"), NULL));
  assert_movetext (game, "1. e4 e5 2. Nf3 (2. Bc4 Nf6) *");

  undo = sc_game_edit_apply (game, undo);   /* undo: the whole variation goes */
  assert_movetext (game, "1. e4 e5 2. Nf3 *");
  undo = sc_game_edit_apply (game, undo);   /* redo */
  assert_movetext (game, "1. e4 e5 2. Nf3 (2. Bc4 Nf6) *");
  sc_game_edit_free (undo);
}

static void
test_delete_and_reorder (void)
{
  const char *original = "1. e4 e5 (1... c5 2. Nf3 (2. Nc3) 2... d6) (1... e6 2. d4) 2. Nf3 Nc6 *";
  g_autoptr(ScGame) game = read_game (original);
  ScGameNode *e5 = main_line_node (game, 2);
  ScGameNode *c5 = e5->next_sibling, *e6 = c5->next_sibling;
  GPtrArray *undo = g_ptr_array_new ();

  assert_movetext (game, original);

  g_ptr_array_add (undo, sc_game_promote_variation (game, e6->first_child));
  assert_movetext (game, "1. e4 e5 (1... e6 2. d4) (1... c5 2. Nf3 (2. Nc3) 2... d6) 2. Nf3 Nc6 *");

  g_ptr_array_add (undo, sc_game_promote_variation (game, e6));
  assert_movetext (game, "1. e4 e6 (1... e5 2. Nf3 Nc6) (1... c5 2. Nf3 (2. Nc3) 2... d6) 2. d4 *");

  g_ptr_array_add (undo, sc_game_demote_variation (game, main_line_node (game, 2)));
  assert_movetext (game, "1. e4 e5 (1... e6 2. d4) (1... c5 2. Nf3 (2. Nc3) 2... d6) 2. Nf3 Nc6 *");

  g_ptr_array_add (undo, sc_game_delete_variation (game, c5->first_child->next_sibling));
  assert_movetext (game, "1. e4 e5 (1... e6 2. d4) (1... c5 2. Nf3 d6) 2. Nf3 Nc6 *");

  g_ptr_array_add (undo, sc_game_delete_from_here (game, main_line_node (game, 3)));
  assert_movetext (game, "1. e4 e5 (1... e6 2. d4) (1... c5 2. Nf3 d6) *");

  /* Undo everything, newest first: back to the file as it was read. */
  for (guint i = undo->len; i > 0; i--)
    sc_game_edit_free (sc_game_edit_apply (game, g_ptr_array_index (undo, i - 1)));
  assert_movetext (game, original);
  g_ptr_array_free (undo, TRUE);
}

static void
test_annotations (void)
{
  g_autoptr(ScGame) game = read_game ("1. e4 e5 *");
  ScGameNode *e4 = main_line_node (game, 1);
  const guint8 nags[] = { 1, 16 };
  ScGameEdit *a, *b, *c;

  a = sc_game_set_comment (game, e4, FALSE, "best by test");
  b = sc_game_set_nags (game, e4, nags, G_N_ELEMENTS (nags));
  c = sc_game_toggle_draw_offer (game, e4);
  assert_movetext (game, "1. e4 $1 $16 {(=)} {best by test} 1... e5 *");
  g_assert_null (sc_game_set_comment (game, e4, FALSE, "best by test"));

  c = sc_game_edit_apply (game, c);
  b = sc_game_edit_apply (game, b);
  a = sc_game_edit_apply (game, a);
  assert_movetext (game, "1. e4 e5 *");
  sc_game_edit_free (sc_game_edit_apply (game, a));
  sc_game_edit_free (sc_game_edit_apply (game, b));
  sc_game_edit_free (sc_game_edit_apply (game, c));
  assert_movetext (game, "1. e4 $1 $16 {(=)} {best by test} 1... e5 *");
}

static void
test_tags_result_and_groups (void)
{
  g_autoptr(ScGame) game = read_game ("[Event \"Club\"]\n[Site \"Oslo\"]\n[ECO \"C65\"]\n\n1. e4 e5 *");
  ScGameNode *e5 = main_line_node (game, 2);
  ScGameEdit *group = sc_game_edit_group_new ();
  ScGameEdit *redo;
  ScGameNode *child = NULL;
  const char *name, *value;

  /* A changed tag keeps its place; a removed one comes back to it. */
  sc_game_edit_group_add (group, sc_game_set_tag_edit (game, "Site", "Bergen"));
  sc_game_edit_group_add (group, sc_game_set_tag_edit (game, "Event", NULL));
  sc_game_edit_group_add (group, sc_game_set_result_edit (game, "1-0"));
  sc_game_edit_group_add (group, sc_game_add_move (game, e5, parse (game, e5, "Nf3"), &child));
  sc_game_edit_group_add (group, sc_game_add_move (game, child, parse (game, child, "Nc6"), NULL));
  g_assert_false (sc_game_edit_group_is_empty (group));
  g_assert_null (sc_game_set_tag_edit (game, "Site", "Bergen"));

  g_assert_null (sc_game_get_tag (game, "Event"));
  sc_game_get_nth_tag (game, 0, &name, &value);
  g_assert_cmpstr (name, ==, "Site");
  g_assert_cmpstr (value, ==, "Bergen");
  g_assert_cmpstr (sc_game_get_result (game), ==, "1-0");
  assert_movetext (game, "1. e4 e5 2. Nf3 Nc6 1-0");

  /* One step takes all five back, in reverse order, and brings them again. */
  redo = sc_game_edit_apply (game, group);
  assert_movetext (game, "1. e4 e5 *");
  sc_game_get_nth_tag (game, 0, &name, &value);
  g_assert_cmpstr (name, ==, "Event");
  sc_game_get_nth_tag (game, 1, &name, &value);
  g_assert_cmpstr (value, ==, "Oslo");
  g_assert_cmpuint (sc_game_get_n_tags (game), ==, 3);

  group = sc_game_edit_apply (game, redo);
  assert_movetext (game, "1. e4 e5 2. Nf3 Nc6 1-0");
  g_assert_cmpstr (sc_game_get_tag (game, "Site"), ==, "Bergen");
  sc_game_edit_free (group);
}

/* A tag's value stays where it is while other tags are added, set again
 * and removed, however long their values; a tag set to its own value
 * keeps it; a game emptied takes tags again, and lists them in order. */
static void
test_tag_values_stay (void)
{
  g_autoptr(ScGame) game = sc_game_new ();
  g_autofree char *long_value = g_strnfill (3000, 'x');
  const char *event;
  const ScGameTag *tags;
  guint n_tags;

  sc_game_set_tag (game, "Event", "Club");
  event = sc_game_get_tag (game, "Event");
  for (guint i = 0; i < 100; i++)
    {
      g_autofree char *name = g_strdup_printf ("Tag%u", i);

      sc_game_set_tag (game, name, i % 10 == 0 ? long_value : name);
      sc_game_set_tag (game, name, sc_game_get_tag (game, name));
    }
  sc_game_set_tag (game, "Tag1", NULL);
  g_assert_true (sc_game_get_tag (game, "Event") == event);
  g_assert_cmpstr (event, ==, "Club");
  g_assert_cmpstr (sc_game_get_tag (game, "Tag90"), ==, long_value);
  g_assert_cmpstr (sc_game_get_tag (game, "Tag99"), ==, "Tag99");
  g_assert_null (sc_game_get_tag (game, "Tag1"));
  g_assert_cmpuint (sc_game_get_n_tags (game), ==, 100);

  sc_game_reset (game);
  g_assert_cmpuint (sc_game_get_n_tags (game), ==, 0);
  g_assert_cmpstr (sc_game_add_tag_len (game, "Site", 4, long_value, 5), ==, "xxxxx");
  event = sc_game_add_tag_len (game, "Event", 5, "Open", 4);
  g_assert_true (sc_game_get_tag (game, "Event") == event);
  g_assert_null (sc_game_add_tag_len (game, "Event", 5, "Club", 4));
  g_assert_cmpstr (sc_game_get_tag (game, "Site"), ==, "xxxxx");
  g_assert_cmpstr (sc_game_get_tag (game, "Event"), ==, "Open");
  tags = sc_game_get_tags (game, &n_tags);
  g_assert_cmpuint (n_tags, ==, 2);
  g_assert_cmpstr (tags[0].name, ==, "Site");
  g_assert_cmpstr (tags[1].name, ==, "Event");
  g_assert_cmpstr (tags[1].value, ==, "Open");
}

static void
test_tag_checks (void)
{
  g_autoptr(ScGame) mate = read_game ("1. f3 e5 2. g4 Qh4# 0-1");
  g_autoptr(ScGame) open = read_game ("1. e4 e5 *");
  const struct { ScGame *game; const char *name, *value; gboolean ok; } cases[] = {
    { open, "Date", "2026.03.14", TRUE },
    { open, "Date", "1975.??.??", TRUE },
    { open, "Date", "????.??.??", TRUE },
    { open, "Date", "14.03.2026", FALSE },
    { open, "Date", "2026.13.01", FALSE },
    { open, "Date", "2026-03-14", FALSE },
    { open, "Result", "1/2-1/2", TRUE },
    { open, "Result", "draw", FALSE },
    { mate, "Result", "0-1", TRUE },
    { mate, "Result", "*", TRUE },
    { mate, "Result", "1-0", FALSE },
    { mate, "Result", "1/2-1/2", FALSE },
    { open, "WhiteElo", "2150", TRUE },
    { open, "WhiteElo", "21k", FALSE },
    { open, "ECO", "C65", TRUE },
    { open, "ECO", "F12", FALSE },
    { open, "TimeControl", "5400+30", TRUE },
    { open, "TimeControl", "40/7200:3600", TRUE },
    { open, "TimeControl", "*180", TRUE },
    { open, "TimeControl", "90 min", FALSE },
    { open, "FEN", "8/8/8/8/8/8/8/8 w - - 0 1", FALSE },
    { open, "Annotator", "Dahl, Ingrid", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = sc_tag_check (cases[i].game, cases[i].name, cases[i].value);

      if (cases[i].ok != (message == NULL))
        g_error ("%s \"%s\": %s", cases[i].name, cases[i].value, message ? message : "accepted");
    }
}

static void
test_comment_commands (void)
{
  const char *comment = "[%clk 1:30:05] A good move [%eval -0.35] [%cal Gg1f3,Rd8h4] [%csl Yf4] [%foo bar baz]";
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  g_autofree char *text = sc_comment_text (comment);
  g_autofree char *unknown = sc_comment_get_command (comment, "foo");
  g_autofree char *changed = NULL;
  g_autofree char *cleared = NULL;
  double clock = 0;
  ScEval eval;
  ScMark arrow = { 'B', SC_SQUARE (4, 1), SC_SQUARE (4, 3) };

  g_assert_cmpstr (text, ==, "A good move");
  g_assert_cmpstr (unknown, ==, "bar baz");
  g_assert_true (sc_comment_get_clock (comment, &clock));
  g_assert_cmpfloat (clock, ==, 5405);
  g_assert_true (sc_comment_get_eval (comment, &eval));
  g_assert_false (eval.mate);
  g_assert_cmpfloat (eval.value, ==, -0.35);
  g_assert_true (sc_comment_get_eval ("[%eval #-3]", &eval));
  g_assert_true (eval.mate);
  g_assert_cmpfloat (eval.value, ==, -3);
  {
    g_autofree char *pawns = sc_comment_format_eval (&(ScEval) { FALSE, -0.35 });
    g_autofree char *even = sc_comment_format_eval (&(ScEval) { FALSE, 0 });
    g_autofree char *mate = sc_comment_format_eval (&(ScEval) { TRUE, -3 });

    g_assert_cmpstr (pawns, ==, "-0.35");
    g_assert_cmpstr (even, ==, "0.00");
    g_assert_cmpstr (mate, ==, "#-3");
  }

  sc_comment_get_marks (comment, marks);
  g_assert_cmpuint (marks->len, ==, 3);
  g_assert_cmpint (g_array_index (marks, ScMark, 0).colour, ==, 'G');
  g_assert_cmpuint (g_array_index (marks, ScMark, 0).from, ==, SC_SQUARE (6, 0));
  g_assert_cmpuint (g_array_index (marks, ScMark, 1).to, ==, SC_SQUARE (7, 3));
  g_assert_cmpuint (g_array_index (marks, ScMark, 2).from, ==, g_array_index (marks, ScMark, 2).to);

  /* Drawing an arrow rewrites [%cal] in place; everything else stays. */
  g_array_append_val (marks, arrow);
  changed = sc_comment_set_marks (comment, (ScMark *) marks->data, marks->len);
  g_assert_cmpstr (changed, ==,
                   "[%clk 1:30:05] A good move [%eval -0.35] [%cal Gg1f3,Rd8h4,Be2e4] [%csl Yf4] [%foo bar baz]");
  cleared = sc_comment_set_marks (changed, NULL, 0);
  g_assert_cmpstr (cleared, ==, "[%clk 1:30:05] A good move [%eval -0.35] [%foo bar baz]");
}

static void
test_comment_text (void)
{
  const char *comment = "[%clk 1:30:05] A good move [%eval -0.35] [%cal Gg1f3]";
  g_autofree char *replaced = sc_comment_with_text (comment, "  Better was Nf3\nat once ");
  g_autofree char *emptied = sc_comment_with_text (comment, "");
  g_autofree char *plain = sc_comment_with_text (NULL, "Only words");
  g_autofree char *nothing = sc_comment_with_text ("Old words", " ");
  g_autofree char *clock = sc_comment_format_clock (5405);
  g_autofree char *tenths = sc_comment_format_clock (7.5);
  double seconds = 0;

  g_assert_cmpstr (replaced, ==, "[%clk 1:30:05] [%eval -0.35] [%cal Gg1f3] Better was Nf3\nat once");
  g_assert_cmpstr (emptied, ==, "[%clk 1:30:05] [%eval -0.35] [%cal Gg1f3]");
  g_assert_cmpstr (plain, ==, "Only words");
  g_assert_null (nothing);

  g_assert_cmpstr (clock, ==, "1:30:05");
  g_assert_cmpstr (tenths, ==, "0:00:07.5");
  g_assert_true (sc_comment_parse_clock ("1:30:05", FALSE, &seconds));
  g_assert_cmpfloat (seconds, ==, 5405);
  g_assert_true (sc_comment_parse_clock (" 5:07 ", FALSE, &seconds));
  g_assert_cmpfloat (seconds, ==, 307);
  g_assert_true (sc_comment_parse_clock ("42", FALSE, &seconds));
  g_assert_cmpfloat (seconds, ==, 42);
  g_assert_false (sc_comment_parse_clock ("1:75:00", FALSE, &seconds));
  g_assert_false (sc_comment_parse_clock ("soon", FALSE, &seconds));
  g_assert_false (sc_comment_parse_clock ("", FALSE, &seconds));
  g_assert_false (sc_comment_parse_clock ("1:2:3:4", FALSE, &seconds));
  /* On a slow game's scoresheet, two parts are hours and minutes. */
  g_assert_true (sc_comment_parse_clock ("1:25", TRUE, &seconds));
  g_assert_cmpfloat (seconds, ==, 5100);
  g_assert_true (sc_comment_parse_clock ("1:30:05", TRUE, &seconds));
  g_assert_cmpfloat (seconds, ==, 5405);
  g_assert_true (sc_comment_parse_clock ("42", TRUE, &seconds));
  g_assert_cmpfloat (seconds, ==, 42);
}

/* Only digits, colons and tenths of a second are a clock time, under
 * 100 hours, typed or read from a file; nothing wraps round. */
static void
test_clock_strict (void)
{
  const char *refused[] = {
    "99999999999", "4294967296", "1e5", "0x20:00", "1.5e3:00", "1:0x1F", "100:00:00",
    "99:59:59.96", "360000", "nan", "inf", "-5", "+5", "1:-5", "1.5:00", "1:30.5:00", "1:2.", ".5",
    "1:30:00.5.5", "1: 30", "1:30 00", "1e12", "1:75:00", "1:60", "１:30",
  };
  const char *file_refused[] = { "[%clk nan]", "[%clk inf]", "[%clk 1e12]", "[%clk 1:75:00]", "[%clk 4294967296]" };
  double seconds = -1;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      if (sc_comment_parse_clock (refused[i], FALSE, &seconds) || sc_comment_parse_clock (refused[i], TRUE, &seconds))
        g_error ("\"%s\" read as %g seconds", refused[i], seconds);
    }
  for (guint i = 0; i < G_N_ELEMENTS (file_refused); i++)
    {
      if (sc_comment_get_clock (file_refused[i], &seconds))
        g_error ("%s read as %g seconds", file_refused[i], seconds);
    }
  /* The longest a clock shows, and tenths only in the seconds. */
  g_assert_true (sc_comment_parse_clock ("90:00:00", FALSE, &seconds));
  g_assert_cmpfloat (seconds, ==, 324000);
  g_assert_true (sc_comment_parse_clock ("99:59:59.9", FALSE, &seconds));
  g_assert_cmpfloat_with_epsilon (seconds, 359999.9, 1e-6);
  g_assert_true (sc_comment_parse_clock ("1:30:00.55", FALSE, &seconds));
  g_assert_cmpfloat_with_epsilon (seconds, 5400.55, 1e-6);
  g_assert_true (sc_comment_parse_clock ("5:07.25", FALSE, &seconds));
  g_assert_cmpfloat_with_epsilon (seconds, 307.25, 1e-6);
  g_assert_false (sc_comment_parse_clock ("1:25.5", TRUE, &seconds));
  g_assert_true (sc_comment_parse_clock ("99:59", TRUE, &seconds));
  g_assert_cmpfloat (seconds, ==, 359940);
  g_assert_true (sc_comment_get_clock ("[%clk 0:00:07.5]", &seconds));
  g_assert_cmpfloat (seconds, ==, 7.5);
  {
    g_autofree char *longest = sc_comment_format_clock (359999.9);
    g_autofree char *rounded = sc_comment_format_clock (59.96);

    g_assert_cmpstr (longest, ==, "99:59:59.9");
    g_assert_cmpstr (rounded, ==, "0:01:00");
  }
}

static void
test_deep_tree_free (void)
{
  g_autoptr(ScGame) game = sc_game_new ();
  ScGameNode *node = sc_game_get_root (game);

  /* A million-ply line and a deep chain of variations free without recursion. */
  for (guint i = 0; i < 1000000; i++)
    node = sc_game_node_append_child (node, SC_MOVE_NULL);
  node = sc_game_get_root (game);
  for (guint i = 0; i < 100000; i++)
    {
      sc_game_node_append_child (node, SC_MOVE_NULL);
      node = sc_game_node_append_child (node, SC_MOVE_NULL);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-tree/add-move", test_add_move);
  g_test_add_func ("/game-tree/delete-and-reorder", test_delete_and_reorder);
  g_test_add_func ("/game-tree/annotations", test_annotations);
  g_test_add_func ("/game-tree/tags-result-and-groups", test_tags_result_and_groups);
  g_test_add_func ("/game-tree/tag-values-stay", test_tag_values_stay);
  g_test_add_func ("/game-tree/tag-checks", test_tag_checks);
  g_test_add_func ("/game-tree/comment-commands", test_comment_commands);
  g_test_add_func ("/game-tree/comment-text", test_comment_text);
  g_test_add_func ("/game-tree/clock-strict", test_clock_strict);
  g_test_add_func ("/game-tree/deep-tree-free", test_deep_tree_free);
  return g_test_run ();
}
