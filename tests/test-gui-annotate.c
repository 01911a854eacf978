/* test-gui-annotate.c: annotating in the main window: comments, glyphs,
 * variations, draw offers, clock times, game details, set-up positions
 * and the scoresheet view, each undone again
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory; exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-comment.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;

/* The node of the ply-th move of the main line (1 = White's first). */
static ScGameNode *
main_line (guint ply)
{
  ScGameNode *node = sc_game_get_root (sc_window_get_game (window));

  for (guint i = 0; i < ply; i++)
    node = node->first_child;
  return node;
}

static void
activate (const char *action,
          GVariant   *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter));
  gui_settle ();
}

static void
undo (void)
{
  activate ("win.undo", NULL);
}

static char *
nags_of (ScGameNode *node)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < node->n_nags; i++)
    g_string_append_printf (out, "%s$%u", i ? " " : "", node->nags[i]);
  return g_string_free (out, FALSE);
}

static void
assert_nags (ScGameNode *node,
             const char *expected)
{
  g_autofree char *nags = nags_of (node);

  g_assert_cmpstr (nags, ==, expected);
}

/* Glyphs */

static void
test_glyphs (void)
{
  ScGameNode *e4;
  g_autofree char *text = NULL;

  gui_open_data_file (window, "annotated.pgn");
  e4 = main_line (1);
  sc_window_go_to (window, e4);
  gui_settle ();
  assert_nags (e4, "");

  /* The shortcut's action; a new assessment replaces the old one. */
  activate ("annotate.assessment", g_variant_new_uint32 (1));
  assert_nags (e4, "$1");
  activate ("annotate.assessment", g_variant_new_uint32 (5));
  assert_nags (e4, "$5");
  text = gui_move_text (window);
  gui_assert_text_contains (text, "1. e4!? The king's pawn.");

  /* Position glyphs toggle, one evaluation at a time; others add. */
  activate ("annotate.glyph", g_variant_new_uint32 (16));
  assert_nags (e4, "$5 $16");
  activate ("annotate.glyph", g_variant_new_uint32 (10));
  assert_nags (e4, "$5 $10");
  activate ("annotate.glyph", g_variant_new_uint32 (146));
  assert_nags (e4, "$5 $10 $146");
  activate ("annotate.glyph", g_variant_new_uint32 (10));
  assert_nags (e4, "$5 $146");
  activate ("annotate.assessment", g_variant_new_uint32 (0));
  assert_nags (e4, "$146");

  /* Every change was one step. */
  for (guint i = 0; i < 5; i++)
    undo ();
  assert_nags (e4, "$5");
  undo ();
  assert_nags (e4, "$1");
  undo ();
  assert_nags (e4, "");
  g_assert_false (sc_document_get_modified (sc_window_get_document (window)));

  /* At the start there is no move to annotate. */
  sc_window_go_to (window, main_line (0));
  gui_settle ();
  activate ("annotate.assessment", g_variant_new_uint32 (1));
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
}

static void
test_draw_offer (void)
{
  ScGameNode *nf3;
  g_autofree char *text = NULL;

  gui_open_data_file (window, "annotated.pgn");
  nf3 = main_line (3);
  sc_window_go_to (window, nf3);
  gui_settle ();
  activate ("annotate.draw-offer", NULL);
  g_assert_true (nf3->draw_offer);
  text = gui_move_text (window);
  gui_assert_text_contains (text, "2. Nf3(=) Nc6");
  undo ();
  g_assert_false (nf3->draw_offer);
}

/* Variations */

static void
test_variations (void)
{
  ScGameNode *bb5, *bc4;
  g_autofree char *promoted = NULL;
  g_autofree char *restored = NULL;
  g_autofree char *deleted = NULL;

  gui_open_data_file (window, "annotated.pgn");
  bb5 = main_line (5);
  bc4 = bb5->next_sibling;
  g_assert_nonnull (bc4);
  sc_window_go_to (window, bc4->first_child);
  gui_settle ();

  /* Promote from inside the variation: 3. Bc4 becomes the main line. */
  /* The last variation goes no lower. */
  activate ("annotate.demote-variation", NULL);
  g_assert_false (sc_document_can_undo (sc_window_get_document (window)));
  activate ("annotate.promote-variation", NULL);
  g_assert_true (main_line (5) == bc4);
  promoted = gui_move_text (window);
  gui_assert_text_contains (promoted, "2. Nf3 Nc6 3. Bc4 Italian");
  /* Demoting its first move puts it back. */
  sc_window_go_to (window, bc4);
  gui_settle ();
  activate ("annotate.demote-variation", NULL);
  g_assert_true (main_line (5) == bb5);
  undo ();
  g_assert_true (main_line (5) == bc4);
  undo ();
  g_assert_true (main_line (5) == bb5);
  restored = gui_move_text (window);
  g_assert_cmpuint (strlen (restored), >, 0);

  /* Delete the variation: the current move goes to where it branched. */
  sc_window_go_to (window, bc4->first_child);
  gui_settle ();
  activate ("annotate.delete-variation", NULL);
  g_assert_null (bb5->next_sibling);
  g_assert_true (sc_window_get_current (window) == bb5->parent);
  deleted = gui_move_text (window);
  g_assert_null (strstr (deleted, "Italian"));
  undo ();
  g_assert_true (bb5->next_sibling == bc4);
  g_assert_true (sc_window_get_current (window) == bc4->first_child);

  /* Delete from here on the main line. */
  sc_window_go_to (window, main_line (10));
  gui_settle ();
  activate ("annotate.delete-from-here", NULL);
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 9);
  g_assert_true (sc_window_get_current (window) == main_line (9));
  undo ();
  g_assert_cmpuint (sc_game_get_main_line_length (sc_window_get_game (window)), ==, 41);
  {
    g_autofree char *again = gui_move_text (window);

    g_assert_cmpstr (again, ==, restored);
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-annotate/glyphs", test_glyphs);
  g_test_add_func ("/gui-annotate/draw-offer", test_draw_offer);
  g_test_add_func ("/gui-annotate/variations", test_variations);
  status = g_test_run ();

  gui_harness_finish (&harness);
  return status;
}
