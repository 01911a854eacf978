/* test-document.c: the edit history of a document
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-document.h"
#include "sc-document-entry.h"
#include "sc-move-parser.h"
#include "sc-movetext-writer.h"

static char *
movetext (ScDocument *doc)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, sc_document_get_game (doc), &pgn, SC_MOVETEXT_PGN);
  return g_string_free (out, FALSE);
}

/* How many times the document said it changed, and that its current
 * node did: what the views re-render on. */
typedef struct {
  guint changed;
  guint current;
} Emissions;

static void
count_changed (ScDocument *doc,
               Emissions  *seen)
{
  seen->changed++;
}

static void
count_current (ScDocument *doc,
               GParamSpec *pspec,
               Emissions  *seen)
{
  seen->current++;
}

static void
watch (ScDocument *doc,
       Emissions  *seen)
{
  g_signal_connect (doc, "changed", G_CALLBACK (count_changed), seen);
  g_signal_connect (doc, "notify::current", G_CALLBACK (count_current), seen);
}

static void
assert_emitted (Emissions *seen,
                guint      changed,
                guint      current)
{
  g_assert_cmpuint (seen->changed, ==, changed);
  g_assert_cmpuint (seen->current, ==, current);
  seen->changed = seen->current = 0;
}

static ScMoveParse
parse_at_current (ScDocument *doc,
                  const char *text)
{
  ScPosition pos;
  ScMoveParse parse;

  sc_game_position_at (sc_document_get_game (doc), sc_document_get_current (doc), &pos);
  g_assert_true (sc_parse_move (&pos, text, -1, NULL, &parse));
  return parse;
}

static ScPlayResult
play_in_mode (ScDocument *doc,
              const char *san,
              ScPlayMode  mode)
{
  ScMoveParse parse = parse_at_current (doc, san);

  return sc_document_play_move (doc, parse.move, mode, NULL, NULL, NULL);
}

/* Plays a move at the current node, as the board or move entry does. */
static void
play (ScDocument *doc,
      const char *san)
{
  g_assert_cmpint (play_in_mode (doc, san, SC_PLAY_VARIATION), ==, SC_PLAY_PLAYED);
}

static void
play_line (ScDocument *doc,
           const char *sans)
{
  g_auto(GStrv) moves = g_strsplit (sans, " ", -1);

  for (guint i = 0; moves[i] != NULL; i++)
    play (doc, moves[i]);
}

static void
assert_text (ScDocument *doc,
             const char *expected)
{
  g_autofree char *text = movetext (doc);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_undo_to_empty_and_redo (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  const char *seen[8];
  guint n = 0;

  g_assert_false (sc_document_get_modified (doc));
  g_assert_false (sc_document_can_undo (doc));
  for (const char *const *m = (const char *[]) { "e4", "e5", "Nf3", "Nc6", NULL }; *m; m++)
    play (doc, *m);
  seen[n++] = "1. e4 e5 2. Nf3 Nc6 *";
  assert_text (doc, seen[0]);
  g_assert_true (sc_document_get_modified (doc));

  /* Back to a variation and annotations, each one step. */
  sc_document_set_current (doc, sc_document_get_current (doc)->parent->parent);
  play (doc, "Bc4");
  sc_document_push (doc, sc_game_set_comment (sc_document_get_game (doc), sc_document_get_current (doc),
                                              FALSE, "Italian"), NULL);
  sc_document_push (doc, sc_game_set_result_edit (sc_document_get_game (doc), "1-0"), NULL);
  assert_text (doc, "1. e4 e5 2. Nf3 (2. Bc4 {Italian}) 2... Nc6 1-0");

  /* Undo every edit back to the empty game... */
  while (sc_document_undo (doc))
    ;
  assert_text (doc, "*");
  g_assert_false (sc_document_get_modified (doc));
  g_assert_true (sc_document_get_current (doc) == sc_game_get_root (sc_document_get_game (doc)));

  /* ...and redo it all. */
  while (sc_document_redo (doc))
    ;
  assert_text (doc, "1. e4 e5 2. Nf3 (2. Bc4 {Italian}) 2... Nc6 1-0");
  g_assert_cmpstr (sc_document_get_current (doc)->comment_after, ==, "Italian");
  g_assert_true (sc_document_get_modified (doc));
}

static void
test_modified_follows_saves (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();

  play (doc, "d4");
  sc_document_set_saved (doc);
  g_assert_false (sc_document_get_modified (doc));
  play (doc, "d5");
  g_assert_true (sc_document_get_modified (doc));
  sc_document_undo (doc);
  g_assert_false (sc_document_get_modified (doc));   /* back at the saved state */
  sc_document_undo (doc);
  g_assert_true (sc_document_get_modified (doc));
  sc_document_redo (doc);
  g_assert_false (sc_document_get_modified (doc));

  /* A new change after an undo drops the redo history. */
  play (doc, "Nf6");
  g_assert_false (sc_document_can_redo (doc));
  assert_text (doc, "1. d4 Nf6 *");
}

static void
test_play_along_and_choice (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  Emissions seen = { 0 };
  ScGameNode *after_e5, *nf3;
  guint64 step;

  play_line (doc, "e4 e5 Nf3 Nc6");
  watch (doc, &seen);
  after_e5 = sc_document_get_current (doc)->parent->parent;
  nf3 = after_e5->first_child;
  sc_document_set_current (doc, after_e5);
  assert_emitted (&seen, 0, 1);

  /* The move that is there: a step along the line, no change. */
  step = sc_document_get_last_step (doc);
  g_assert_cmpint (play_in_mode (doc, "Nf3", SC_PLAY_ADD), ==, SC_PLAY_PLAYED);
  g_assert_true (sc_document_get_current (doc) == nf3);
  g_assert_cmpuint (sc_document_get_last_step (doc), ==, step);
  assert_emitted (&seen, 0, 1);

  /* Another move where the game goes on: the user is asked first. */
  sc_document_set_current (doc, after_e5);
  assert_emitted (&seen, 0, 1);
  g_assert_cmpint (play_in_mode (doc, "Bc4", SC_PLAY_ADD), ==, SC_PLAY_NEEDS_CHOICE);
  assert_text (doc, "1. e4 e5 2. Nf3 Nc6 *");
  g_assert_true (sc_document_get_current (doc) == after_e5);
  g_assert_cmpuint (sc_document_get_last_step (doc), ==, step);
  assert_emitted (&seen, 0, 0);

  g_assert_cmpint (play_in_mode (doc, "Bc4", SC_PLAY_VARIATION), ==, SC_PLAY_PLAYED);
  assert_text (doc, "1. e4 e5 2. Nf3 (2. Bc4) 2... Nc6 *");
  g_assert_true (sc_document_get_current (doc)->parent == after_e5);
  g_assert_true (sc_document_get_current (doc) != nf3);
  assert_emitted (&seen, 1, 1);

  /* At the end of a line no one is asked. */
  g_assert_cmpint (play_in_mode (doc, "Nf6", SC_PLAY_ADD), ==, SC_PLAY_PLAYED);
  assert_text (doc, "1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 *");
  assert_emitted (&seen, 1, 1);

  g_assert_true (sc_document_undo (doc));
  assert_emitted (&seen, 1, 1);
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, "1. e4 e5 2. Nf3 Nc6 *");
  assert_emitted (&seen, 1, 1);
}

static void
test_play_marks (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  ScMoveParse parse;
  ScGameNode *node;

  play (doc, "d4");
  parse = parse_at_current (doc, "Nf6!?(=)");
  g_assert_cmpint (sc_document_play_move (doc, parse.move, SC_PLAY_ADD, &parse, NULL, NULL), ==, SC_PLAY_PLAYED);
  node = sc_document_get_current (doc);
  g_assert_cmpuint (node->n_nags, ==, 1);
  g_assert_cmpuint (node->nags[0], ==, 5);
  g_assert_true (node->draw_offer);
  /* The move and its marks are one step. */
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, "1. d4 *");
  g_assert_true (sc_document_redo (doc));
  g_assert_true (sc_document_get_current (doc)->draw_offer);
}

static void
test_play_replace (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  g_autofree char *pending = NULL;
  Emissions seen = { 0 };
  ScNotationStyle german;
  ScMoveParse parse;

  play_line (doc, "e4 e5 Nf3 Nc6 Bb5 a6");
  watch (doc, &seen);
  sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
  assert_emitted (&seen, 0, 1);
  parse = parse_at_current (doc, "d4");
  sc_notation_style_init_preset (&german, SC_PRESET_FIDE, sc_language_lookup ("de"));
  g_assert_cmpint (sc_document_play_move (doc, parse.move, SC_PLAY_REPLACE, NULL, &german, &pending), ==,
                   SC_PLAY_PLAYED);
  assert_emitted (&seen, 1, 1);
  /* 3.Bb5 no longer fits with the pawn on e2: it is left as text, in the
   * letters of the style, and reading goes on after 2...Nc6. */
  assert_text (doc, "1. d4 e5 2. Nf3 Nc6 *");
  g_assert_nonnull (pending);
  g_assert_nonnull (strstr (pending, "Lb5"));
  g_assert_null (sc_document_get_current (doc)->first_child);
  g_assert_nonnull (sc_document_get_current (doc)->parent->parent->parent);
  /* The whole replacement is one step. */
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *");
  assert_emitted (&seen, 1, 1);
}

/* Several moves typed where the game goes on: the ones already there are
 * gone along, the first other one opens a variation. */
/* Mate or stalemate at the end of the main line gives the game its
 * result, in the move's step; a result already set stays, and a line
 * that is a variation says nothing about the game. */
static void
test_play_gives_rules_result (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  ScGame *game = sc_document_get_game (doc);
  ScTextProblem problem = { 0 };
  ScGameNode *after_g4;

  play_line (doc, "f3 e5 g4");
  after_g4 = sc_document_get_current (doc);
  g_assert_cmpint (play_in_mode (doc, "Qh4", SC_PLAY_ADD), ==, SC_PLAY_PLAYED);
  assert_text (doc, "1. f3 e5 2. g4 Qh4# 0-1");
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, "1. f3 e5 2. g4 *");
  g_assert_true (sc_document_redo (doc));
  g_assert_cmpstr (sc_game_get_result (game), ==, "0-1");

  /* A mate in a variation. */
  g_assert_true (sc_document_undo (doc));
  play (doc, "d6");
  sc_document_set_current (doc, after_g4);
  play (doc, "Qh4");
  assert_text (doc, "1. f3 e5 2. g4 d6 (2... Qh4#) *");

  /* A result the user set. */
  sc_document_set_current (doc, sc_document_get_current (doc)->parent->first_child);
  sc_game_set_result (game, "1/2-1/2");
  play (doc, "h3");
  play (doc, "Qh4");
  assert_text (doc, "1. f3 e5 2. g4 d6 (2... Qh4#) 3. h3 Qh4# 1/2-1/2");

  /* Moves typed or pasted; the stalemate as Sam Loyd found it. */
  g_clear_object (&doc);
  doc = sc_document_new ();
  g_assert_true (sc_document_read_moves (doc, "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 "
                                         "6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6",
                                         -1, NULL, NULL, &problem));
  g_assert_cmpstr (sc_game_get_result (sc_document_get_game (doc)), ==, "1/2-1/2");
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, "*");
  g_assert_false (sc_document_can_undo (doc));
}

static void
test_read_moves_follows_the_game (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  ScTextProblem problem = { 0 };
  guint64 step;
  guint n = 0;

  g_assert_true (sc_document_read_moves (doc, "1. e4 e5 2. Nf3 Nc6", -1, NULL, &n, &problem));
  g_assert_cmpuint (n, ==, 4);
  sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
  step = sc_document_get_last_step (doc);

  /* Only moves that are there: no step, the current move goes along. */
  g_assert_true (sc_document_read_moves (doc, "1. e4 e5", -1, NULL, &n, &problem));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (sc_document_get_last_step (doc), ==, step);
  g_assert_cmpuint (sc_game_node_ply (sc_document_get_current (doc)), ==, 2);
  assert_text (doc, "1. e4 e5 2. Nf3 Nc6 *");

  sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
  g_assert_true (sc_document_read_moves (doc, "1. e4 c5 2. Nf3", -1, NULL, &n, &problem));
  g_assert_cmpuint (n, ==, 3);
  assert_text (doc, "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *");
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, "1. e4 e5 2. Nf3 Nc6 *");

  /* A problem after moves gone along is placed in the whole text. */
  sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
  g_assert_false (sc_document_read_moves (doc, "1. e4 e5 2. Ke3", -1, NULL, &n, &problem));
  g_assert_cmpuint (problem.offset, ==, strlen ("1. e4 e5 "));
  g_clear_pointer (&problem.message, g_free);
}

/* Each spelling, read from the game's start, goes along the moves there:
 * n_moves of them, with no step and the game unchanged. */
static void
assert_read_along (ScDocument         *doc,
                   const char *const  *spellings,
                   guint               n_spellings,
                   guint               n_moves,
                   const char         *expected)
{
  guint64 step = sc_document_get_last_step (doc);

  for (guint i = 0; i < n_spellings; i++)
    {
      ScTextProblem problem = { 0 };
      guint n = 0;

      sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
      if (!sc_document_read_moves (doc, spellings[i], -1, NULL, &n, &problem))
        g_error ("“%s”: %s", spellings[i], problem.message);
      g_assert_cmpuint (n, ==, n_moves);
      g_assert_cmpuint (sc_document_get_last_step (doc), ==, step);
      g_assert_cmpuint (sc_game_node_ply (sc_document_get_current (doc)), ==, n_moves);
      assert_text (doc, expected);
    }
}

/* Marks written apart from moves already there ("exd6 e.p.+", "e. p.
 * ch") are gone along with them; pasted after them, they are read. */
static void
test_read_moves_follows_marks (void)
{
  static const char *const spellings[] = {
    "1. e4 e6 2. e5 Ke7 3. Nf3 d5 4. exd6 e.p.+ Kxd6",
    "1. e4 e6 2. e5 Ke7 3. Nf3 d5 4. exd6+ e.p. Kxd6",
    "1. e4 e6 2. e5 Ke7 3. Nf3 d5 4. exd6 e. p. ch Kxd6",
    "1. e4 e6 2. e5 Ke7 3. Nf3 d5 4. exd6 ep† Kxd6",
  };
  g_autoptr(ScDocument) doc = sc_document_new ();
  ScTextProblem problem = { 0 };
  guint n = 0;

  g_assert_true (sc_document_read_moves (doc, spellings[0], -1, NULL, &n, &problem));
  g_assert_cmpuint (n, ==, 8);
  assert_text (doc, "1. e4 e6 2. e5 Ke7 3. Nf3 d5 4. exd6+ Kxd6 *");
  assert_read_along (doc, spellings, G_N_ELEMENTS (spellings), 8, "1. e4 e6 2. e5 Ke7 3. Nf3 d5 4. exd6+ Kxd6 *");
}

/* Moves typed again with the draw offer or NAG they have are gone along,
 * not added as a variation; marks they lack are added to them in one
 * step. */
static void
test_read_moves_follows_offers (void)
{
  static const char *const spellings[] = {
    "1. e4 e5 2. Nf3(=) Nc6",
    "e4 e5 Nf3 (=) Nc6",
    "1. e4 e5 2. Nf3(=) Nc6 *",
  };
  g_autoptr(ScDocument) doc = sc_document_new ();
  ScTextProblem problem = { 0 };
  g_autofree char *with_offer = NULL;
  guint n = 0;

  g_assert_true (sc_document_read_moves (doc, spellings[0], -1, NULL, &n, &problem));
  with_offer = movetext (doc);
  assert_read_along (doc, spellings, G_N_ELEMENTS (spellings), 4, with_offer);

  /* A result after them sets the game's, on the same line. */
  sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
  g_assert_true (sc_document_read_moves (doc, "1. e4 e5 2. Nf3(=) Nc6 1/2-1/2", -1, NULL, &n, &problem));
  g_assert_cmpstr (sc_game_get_result (sc_document_get_game (doc)), ==, "1/2-1/2");
  g_assert_null (sc_game_node_variation_start (sc_document_get_current (doc)));
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, with_offer);

  /* Marks the game's moves lack are added to them, as one step. */
  sc_document_set_current (doc, sc_game_get_root (sc_document_get_game (doc)));
  g_assert_true (sc_document_read_moves (doc, "1. e4! e5 (=) 2. Nf3 Nc6 3. Bb5", -1, NULL, &n, &problem));
  g_assert_cmpuint (n, ==, 5);
  assert_text (doc, "1. e4 $1 e5 {(=)} 2. Nf3 {(=)} 2... Nc6 3. Bb5 *");
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, with_offer);
}

/* A result typed alone: read as PGN writes it, refused against a mate. */
static void
test_read_result (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  ScTextProblem problem = { 0 };
  g_autofree char *draw = NULL;
  g_autofree char *loss = NULL;
  g_autofree char *win = NULL;
  g_autofree char *why = NULL;

  g_assert_null (sc_document_read_result (doc, "e4", NULL));
  g_assert_null (sc_document_read_result (doc, "0-0", NULL));
  g_assert_true (sc_document_read_moves (doc, "1. e4 e5", -1, NULL, NULL, &problem));
  draw = sc_document_read_result (doc, "½-½", &why);
  g_assert_cmpstr (draw, ==, "1/2-1/2");
  g_assert_null (why);
  sc_document_set_result (doc, draw);
  assert_text (doc, "1. e4 e5 1/2-1/2");
  g_assert_true (sc_document_undo (doc));
  assert_text (doc, "1. e4 e5 *");

  g_assert_true (sc_document_read_moves (doc, "2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#", -1, NULL, NULL, &problem));
  g_assert_true (sc_document_read_moves (doc, "", -1, NULL, NULL, &problem));
  loss = sc_document_read_result (doc, "0:1", &why);
  g_assert_cmpstr (loss, ==, "0-1");
  g_assert_nonnull (why);
  g_clear_pointer (&why, g_free);
  win = sc_document_read_result (doc, "1-0", &why);
  g_assert_null (why);
}

/* Every other kind of edit: one ::changed and one notify::current each,
 * undone the same way. */
static void
test_emissions_of_edits (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  Emissions seen = { 0 };
  ScGame *game = sc_document_get_game (doc);
  ScGameNode *e5, *c5;
  const guint8 good[] = { 1 };

  play_line (doc, "e4 e5 Nf3");
  e5 = sc_document_get_current (doc)->parent;
  sc_document_set_current (doc, e5->parent);
  play (doc, "c5");
  c5 = sc_document_get_current (doc);
  watch (doc, &seen);

  sc_document_push (doc, sc_game_set_comment (game, e5, FALSE, "Solid"), NULL);
  assert_emitted (&seen, 1, 1);
  sc_document_push (doc, sc_game_set_nags (game, e5, good, 1), NULL);
  assert_emitted (&seen, 1, 1);
  sc_document_push (doc, sc_game_toggle_draw_offer (game, e5), NULL);
  assert_emitted (&seen, 1, 1);
  sc_document_push (doc, sc_game_promote_variation (game, c5), NULL);
  assert_emitted (&seen, 1, 1);
  assert_text (doc, "1. e4 c5 (1... e5 $1 {(=)} {Solid} 2. Nf3) *");
  sc_document_push (doc, sc_game_set_result_edit (game, "0-1"), NULL);
  assert_emitted (&seen, 1, 1);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (sc_document_undo (doc));
      assert_emitted (&seen, 1, 1);
    }
  assert_text (doc, "1. e4 e5 (1... c5) 2. Nf3 *");
}

static void
test_undo_own_step (void)
{
  g_autoptr(ScDocument) doc = sc_document_new ();
  guint64 mine, later;

  g_assert_cmpuint (sc_document_get_last_step (doc), ==, 0);
  g_assert_false (sc_document_undo_step (doc, 0));
  play (doc, "e4");
  mine = sc_document_get_last_step (doc);
  g_assert_cmpuint (mine, !=, 0);
  play (doc, "e5");
  later = sc_document_get_last_step (doc);
  g_assert_cmpuint (later, !=, mine);

  /* Another step came after it: nothing is taken back. */
  g_assert_false (sc_document_undo_step (doc, mine));
  assert_text (doc, "1. e4 e5 *");
  g_assert_true (sc_document_undo_step (doc, later));
  assert_text (doc, "1. e4 *");
  g_assert_false (sc_document_undo_step (doc, later));
  /* Redone, a step has its id again. */
  g_assert_true (sc_document_redo (doc));
  g_assert_cmpuint (sc_document_get_last_step (doc), ==, later);
  g_assert_true (sc_document_undo_step (doc, later));
  g_assert_true (sc_document_undo_step (doc, mine));
  assert_text (doc, "*");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/undo-to-empty-and-redo", test_undo_to_empty_and_redo);
  g_test_add_func ("/document/modified-follows-saves", test_modified_follows_saves);
  g_test_add_func ("/document/play/along-and-choice", test_play_along_and_choice);
  g_test_add_func ("/document/play/marks", test_play_marks);
  g_test_add_func ("/document/play/replace", test_play_replace);
  g_test_add_func ("/document/play/gives-rules-result", test_play_gives_rules_result);
  g_test_add_func ("/document/undo-own-step", test_undo_own_step);
  g_test_add_func ("/document/emissions-of-edits", test_emissions_of_edits);
  g_test_add_func ("/document/read-moves/follows-the-game", test_read_moves_follows_the_game);
  g_test_add_func ("/document/read-moves/follows-marks", test_read_moves_follows_marks);
  g_test_add_func ("/document/read-moves/follows-offers", test_read_moves_follows_offers);
  g_test_add_func ("/document/read-result", test_read_result);
  return g_test_run ();
}
