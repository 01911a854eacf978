/* test-repair.c: changing a move in the middle of a game re-reads the rest
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-game-repair.h"
#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"

/* Twenty moves of a Queen's Gambit Declined, with a NAG, comments and
 * variations on both sides of move 5... O-O. */
static const char *game_text =
  "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 $1 {pinning} Be7 (4... Nbd7 5. e3 c6) "
  "5. e3 O-O 6. Nf3 (6. Bd3 c5) Nbd7 7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5 10. Bxe7 Qxe7 "
  "11. O-O Nxc3 12. Rxc3 e5 13. Qc2 e4 14. Nd2 Nf6 15. Rc1 Bf5 16. Be2 Rad8 "
  "17. Nb3 Rd6 18. Rc5 Rfd8 19. Na5 Qd7 20. b4 Bg4 *";

static char *
movetext (ScGame *game)
{
  GString *out = g_string_new (NULL);
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  sc_write_movetext (out, game, &pgn, SC_MOVETEXT_PGN);
  return g_string_free (out, FALSE);
}

static ScGame *
read_game (void)
{
  g_autoptr(ScReadResult) result = sc_read_games (game_text, -1, sc_language_english ());

  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, 1);
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

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
test_replace_keeps_what_fits (void)
{
  g_autoptr(ScGame) game = read_game ();
  g_autofree char *original = movetext (game);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  g_autofree char *pending = NULL;
  ScGameNode *node, *new_node = NULL, *misfit = NULL;
  ScGameEdit *edit, *redo, *undo_again;

  /* sc_game_edit_apply () takes the edit it carries out. */

  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 40);

  /* 3. Nc3 becomes 3. Nf3: up to 5... O-O everything still reads, 6. Nf3
   * does not (no knight can go there any more). */
  node = main_line_node (game, 5);
  edit = sc_game_replace_move (game, node, sc_move_new (SC_SQUARE (6, 0), SC_SQUARE (5, 2), SC_MOVE_NORMAL, SC_PAWN),
                               &new_node, &misfit, &pending);
  g_assert_nonnull (edit);
  g_assert_true (main_line_node (game, 5) == new_node);
  g_assert_cmpuint (sc_game_get_main_line_length (game), ==, 10);
  g_assert_true (main_line_node (game, 10) == misfit);
  g_assert_null (misfit->first_child);

  after = movetext (game);
  g_assert_cmpstr (after, ==,
                   "1. d4 d5 2. c4 e6 3. Nf3 Nf6 4. Bg5 $1 {pinning} 4... Be7 (4... Nbd7 5. e3 c6) "
                   "5. e3 O-O *");
  /* The rest, numbered, with the variation to the move that no longer fits. */
  g_assert_cmpstr (pending, ==,
                   "6. Nf3 (6. Bd3 c5) 6... Nbd7 7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5 10. Bxe7 Qxe7 "
                   "11. O-O Nxc3 12. Rxc3 e5 13. Qc2 e4 14. Nd2 Nf6 15. Rc1 Bf5 16. Be2 Rad8 "
                   "17. Nb3 Rd6 18. Rc5 Rfd8 19. Na5 Qd7 20. b4 Bg4");

  /* One edit takes it all back, exactly; and it can be done again. */
  redo = sc_game_edit_apply (game, edit);
  undone = movetext (game);
  g_assert_cmpstr (undone, ==, original);
  undo_again = sc_game_edit_apply (game, redo);
  redone = movetext (game);
  g_assert_cmpstr (redone, ==, after);
  redo = sc_game_edit_apply (game, undo_again);
  g_clear_pointer (&undone, g_free);
  undone = movetext (game);
  g_assert_cmpstr (undone, ==, original);
  sc_game_edit_free (redo);
}

static void
test_replace_everything_fits (void)
{
  g_autoptr(ScGame) game = read_game ();
  g_autofree char *pending = NULL;
  g_autofree char *text = NULL;
  ScGameNode *misfit = NULL;
  ScGameEdit *edit;

  /* 20. b4 becomes 20. a3: the last move 20... Bg4 still reads. */
  edit = sc_game_replace_move (game, main_line_node (game, 39),
                               sc_move_new (SC_SQUARE (0, 1), SC_SQUARE (0, 2), SC_MOVE_NORMAL, SC_PAWN),
                               NULL, &misfit, &pending);
  g_assert_null (pending);
  g_assert_true (misfit == main_line_node (game, 40));
  text = movetext (game);
  g_assert_true (g_str_has_suffix (text, "19. Na5 Qd7 20. a3 Bg4 *"));
  sc_game_edit_free (edit);
}

static void
test_pending_in_user_style (void)
{
  g_autoptr(ScGame) game = read_game ();
  g_autofree char *pending = NULL;
  ScNotationStyle fide;
  ScGameEdit *edit;

  sc_notation_style_init_preset (&fide, SC_PRESET_FIDE, sc_language_lookup ("nb"));
  edit = sc_game_replace_move_styled (game, main_line_node (game, 5),
                                      sc_move_new (SC_SQUARE (6, 0), SC_SQUARE (5, 2), SC_MOVE_NORMAL, SC_PAWN),
                                      &fide, NULL, NULL, &pending);
  g_assert_true (g_str_has_prefix (pending, "6. Sf3 (6. Ld3 c5) 6... Sbd7 7. Tc1 c6"));
  sc_game_edit_free (edit);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/repair/keeps-what-fits", test_replace_keeps_what_fits);
  g_test_add_func ("/repair/everything-fits", test_replace_everything_fits);
  g_test_add_func ("/repair/pending-in-user-style", test_pending_in_user_style);
  return g_test_run ();
}
