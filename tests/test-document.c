/* test-document.c: the edit history of a document
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-document.h"
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

/* Plays a move at the current node, as the board or move entry does. */
static void
play (ScDocument *doc,
      const char *san)
{
  ScGame *game = sc_document_get_game (doc);
  ScGameNode *current = sc_document_get_current (doc), *child = NULL;
  ScPosition pos;
  ScMoveParse parse;
  ScGameEdit *edit;

  sc_game_position_at (game, current, &pos);
  g_assert_true (sc_parse_move (&pos, san, -1, NULL, &parse));
  /* Not in one call: child is set by sc_game_add_move (). */
  edit = sc_game_add_move (game, current, parse.move, &child);
  sc_document_push (doc, edit, child);
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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/undo-to-empty-and-redo", test_undo_to_empty_and_redo);
  g_test_add_func ("/document/modified-follows-saves", test_modified_follows_saves);
  return g_test_run ();
}
