/* bench-gui.c: how long the move list takes to render a long annotated
 * game again, and the board to redraw at 1000×1000 pixels
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-gui [RUNS]   (default 50 move-list runs, 200 board runs)
 *
 * Needs a display (exits 77 without one) at least 1000 pixels wide; run
 * it with `meson test -C _build --benchmark gui` under DISPLAY, or
 * `xvfb-run -a -s '-screen 0 1280x1024x24'`.
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "sc-application.h"
#include "sc-board-view.h"
#include "sc-move-list.h"
#include "sc-piece-set.h"
#include "sc-window.h"

#define MAIN_LINE_PLIES 300
#define N_VARIATIONS    100
#define N_COMMENTS      200
#define MOVE_LIST_WIDTH 400
#define BOARD_SIZE      1000
#define FRAME_GOAL_MS   16.0
#define BOARD_GOAL_MS   4.0

/* The game */

static const char *words[] = {
  "White", "Black", "keeps", "the", "initiative", "a", "strong", "knight",
  "weak", "pawn", "on", "d5", "better", "is", "threatens", "mate", "with",
  "an", "attack", "endgame", "draw", "time", "trouble", "opposite", "bishops",
};

/* A random legal move of pos that does not end the game there, if any. */
static ScMove
random_move (GRand            *rand,
             const ScPosition *pos)
{
  ScMove moves[SC_MAX_MOVES];
  guint n = sc_position_legal_moves (pos, moves);

  for (guint tries = 0; n > 0 && tries < 8; tries++)
    {
      ScMove move = moves[g_rand_int_range (rand, 0, (gint32) n)];
      ScPosition next = *pos;
      ScUndo undo;

      sc_position_make_move (&next, move, &undo);
      if (sc_position_count_legal_moves (&next) > 0)
        return move;
    }
  return n > 0 ? moves[0] : SC_MOVE_NONE;
}

static void
add_comment (GRand      *rand,
             ScGameNode *node)
{
  g_autoptr(GString) text = g_string_new (NULL);
  int n = g_rand_int_range (rand, 3, 9);

  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
    }
  g_string_append_c (text, '.');
  sc_game_node_append_comment (node, FALSE, text->str);
}

/* A 300-ply main line of pseudo-random legal moves with 100 variations of
 * 2 to 8 moves and 200 comments, the same at every run (fixed seed). */
static ScGame *
build_game (guint *n_nodes)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260314);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (ScPosition));
  ScGame *game = sc_game_new ();
  ScGameNode *node = sc_game_get_root (game);
  ScPosition pos;
  guint variations = 0;

  sc_position_init_start (&pos);
  for (guint ply = 0; ply < MAIN_LINE_PLIES; ply++)
    {
      ScMove move = random_move (rand, &pos);
      ScUndo undo;

      if (move == SC_MOVE_NONE)
        break;
      g_array_append_val (positions, pos);  /* the position before node */
      node = sc_game_node_append_child (node, move);
      g_ptr_array_add (nodes, node);
      sc_position_make_move (&pos, move, &undo);
    }

  while (variations < N_VARIATIONS)
    {
      guint at = (guint) g_rand_int_range (rand, 0, (gint32) positions->len);
      ScGameNode *main_node = g_ptr_array_index (nodes, at);
      ScPosition vpos = g_array_index (positions, ScPosition, at);
      ScMove first = random_move (rand, &vpos);
      int length = g_rand_int_range (rand, 2, 9);
      ScGameNode *v;
      ScUndo undo;

      if (first == SC_MOVE_NONE || sc_game_node_find_child (main_node->parent, first) != NULL)
        continue;
      v = sc_game_node_append_child (main_node->parent, first);
      g_ptr_array_add (nodes, v);
      sc_position_make_move (&vpos, first, &undo);
      for (int i = 1; i < length; i++)
        {
          ScMove move = random_move (rand, &vpos);

          if (move == SC_MOVE_NONE)
            break;
          v = sc_game_node_append_child (v, move);
          g_ptr_array_add (nodes, v);
          sc_position_make_move (&vpos, move, &undo);
        }
      variations++;
    }

  for (guint i = 0; i < N_COMMENTS; i++)
    add_comment (rand, g_ptr_array_index (nodes, g_rand_int_range (rand, 0, (gint32) nodes->len)));

  *n_nodes = nodes->len;
  return game;
}

/* Timing */

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *ms)
{
  g_array_sort (ms, compare_doubles);
  return g_array_index (ms, double, ms->len / 2);
}

static double
maximum (GArray *ms)
{
  g_array_sort (ms, compare_doubles);
  return g_array_index (ms, double, ms->len - 1);
}

static double
ms_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

static void
print_row (const char *what,
           GArray     *ms,
           double      goal)
{
  double med = median (ms), max = maximum (ms);

  if (goal > 0)
    printf ("%-52s %8.2f %8.2f %8.1f  %s\n", what, med, max, goal, max <= goal ? "met" : med <= goal ? "median met" : "MISSED");
  else
    printf ("%-52s %8.2f %8.2f %8s\n", what, med, max, "");
}

static gboolean
timed_out (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
settle (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timed_out, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The phases of one frame of a window's clock, by the clock's signals
 * (connected after GTK's own, so each marks the end of its phase). */
typedef struct {
  gint64   update;
  gint64   layout;
  gint64   paint;
  gint64   after_paint;
  gboolean done;
} Frame;

static void
on_update (GdkFrameClock *clock,
           Frame         *f)
{
  if (f->update == 0)
    f->update = g_get_monotonic_time ();
}

static void
on_layout (GdkFrameClock *clock,
           Frame         *f)
{
  if (f->update != 0)
    f->layout = g_get_monotonic_time ();
}

static void
on_paint (GdkFrameClock *clock,
          Frame         *f)
{
  if (f->update != 0)
    f->paint = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                Frame         *f)
{
  if (f->update != 0 && f->paint != 0)
    {
      f->after_paint = g_get_monotonic_time ();
      f->done = TRUE;
    }
}

/* Runs the window's next frame (asking for its update phase, so the
 * frame starts with a mark) and returns its phases. */
static void
next_frame (GtkWidget *widget,
            Frame     *f)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gulong ids[4];

  memset (f, 0, sizeof *f);
  ids[0] = g_signal_connect (clock, "update", G_CALLBACK (on_update), f);
  ids[1] = g_signal_connect (clock, "layout", G_CALLBACK (on_layout), f);
  ids[2] = g_signal_connect (clock, "paint", G_CALLBACK (on_paint), f);
  ids[3] = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), f);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_UPDATE);
  while (!f->done)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_signal_handler_disconnect (clock, ids[i]);
}

static void
wait_until_allocated (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) <= 0)
    g_main_context_iteration (NULL, TRUE);
  settle (100);
}

/* The move list */

/* The window's move list, found among its widgets. */
static ScMoveList *
find_move_list (GtkWidget *widget)
{
  if (SC_IS_MOVE_LIST (widget))
    return SC_MOVE_LIST (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      ScMoveList *list = find_move_list (child);

      if (list != NULL)
        return list;
    }
  return NULL;
}

static void
bench_move_list (ScWindow *window,
                 guint     runs)
{
  ScMoveList *list = find_move_list (GTK_WIDGET (window));
  GtkWidget *paned = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_PANED);
  GtkWidget *text_view = NULL;
  ScNotationStyle styles[2];
  g_autoptr(GArray) set_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) forced_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) layout_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) paint_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) total_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *text = NULL;
  GtkAllocation allocation;
  int width;

  /* The move list about 400 pixels wide: the paned gives it the rest. */
  g_assert (GTK_IS_PANED (paned));
  for (int i = 0; i < 5 && gtk_widget_get_width (GTK_WIDGET (list)) != MOVE_LIST_WIDTH; i++)
    {
      gtk_paned_set_position (GTK_PANED (paned), gtk_paned_get_position (GTK_PANED (paned))
                                                 + gtk_widget_get_width (GTK_WIDGET (list)) - MOVE_LIST_WIDTH);
      settle (100);
    }
  width = gtk_widget_get_width (GTK_WIDGET (list));
  gtk_widget_get_allocation (GTK_WIDGET (list), &allocation);

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (list)); w != NULL; w = gtk_widget_get_first_child (w))
    if (GTK_IS_TEXT_VIEW (w))
      {
        text_view = w;
        break;
      }
  g_assert (text_view != NULL);

  sc_notation_style_init_preset (&styles[0], SC_PRESET_FIDE, sc_language_english ());
  sc_notation_style_init_preset (&styles[1], SC_PRESET_FIGURINE, sc_language_english ());
  sc_move_list_set_style (list, &styles[1]);
  settle (200);
  text = sc_move_list_get_text (list);
  printf ("move list: %d px wide, %ld characters of text\n", width, g_utf8_strlen (text, -1));

  for (guint i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      GtkSnapshot *snapshot;
      GskRenderNode *node;
      int min, nat;
      Frame f;

      /* What the program does on a change of notation... */
      sc_move_list_set_style (list, &styles[i % 2]);
      g_array_append_val (set_ms, (double) { ms_since (start) });

      /* ...then the frame that shows it: layout (the text view validates
       * the lines on screen), snapshot of the whole window, GL render. */
      next_frame (GTK_WIDGET (window), &f);
      g_array_append_val (layout_ms, (double) { (f.layout - f.update) / 1000.0 });
      g_array_append_val (paint_ms, (double) { (f.paint - f.layout) / 1000.0 });
      g_array_append_val (total_ms, (double) { g_array_index (set_ms, double, set_ms->len - 1)
                                               + (f.after_paint - f.update) / 1000.0 });

      /* The same again, forced by hand: re-render, measure the text for
       * the allocated width, snapshot the move list. */
      start = g_get_monotonic_time ();
      sc_move_list_set_style (list, &styles[(i + 1) % 2]);
      gtk_widget_measure (text_view, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (text_view),
                          &min, &nat, NULL, NULL);
      gtk_widget_size_allocate (GTK_WIDGET (list), &allocation, -1);
      snapshot = gtk_snapshot_new ();
      GTK_WIDGET_GET_CLASS (text_view)->snapshot (text_view, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      g_array_append_val (forced_ms, (double) { ms_since (start) });
      g_clear_pointer (&node, gsk_render_node_unref);
      /* Back to the style of this run for the next frame, and let the
       * window settle so the next run starts clean. */
      sc_move_list_set_style (list, &styles[i % 2]);
      settle (20);
    }

  printf ("\n%-52s %8s %8s %8s\n", "move list, notation change (ms)", "median", "max", "goal");
  print_row ("sc_move_list_set_style (model to buffer)", set_ms, 0);
  print_row ("  next frame: layout phase", layout_ms, 0);
  print_row ("  next frame: paint phase (snapshot + render)", paint_ms, 0);
  print_row ("set_style + whole next frame", total_ms, FRAME_GOAL_MS);
  print_row ("set_style + measure + allocate + snapshot (forced)", forced_ms, FRAME_GOAL_MS);
}

/* The board */

static void
bench_board (GskRenderer *renderer,
             guint        runs)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = sc_board_view_new ();
  ScPieceSet *set;
  g_autoptr(GArray) snapshot_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) render_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) download_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) frame_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree guchar *pixels = g_malloc ((gsize) BOARD_SIZE * BOARD_SIZE * 4);
  graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, BOARD_SIZE, BOARD_SIZE);
  ScPosition pos;
  guint rasterized;

  /* A middle-game position with a last move to show. */
  g_assert (sc_position_set_fen (&pos, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9", NULL));
  sc_board_view_set_position (SC_BOARD_VIEW (board), &pos, sc_move_new (SC_SQUARE (5, 6), SC_SQUARE (4, 6),
                                                                        SC_MOVE_NORMAL, SC_PAWN));
  gtk_widget_set_size_request (board, BOARD_SIZE, BOARD_SIZE);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_allocated (board);
  if (renderer == NULL)
    renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  set = sc_board_view_get_piece_set (SC_BOARD_VIEW (board));

  /* Warm: the piece textures exist at this size after one snapshot. */
  {
    GtkSnapshot *snapshot = gtk_snapshot_new ();
    GskRenderNode *node;

    GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
    node = gtk_snapshot_free_to_node (snapshot);
    gsk_render_node_unref (node);
  }
  rasterized = sc_piece_set_get_n_rasterized (set);

  for (guint i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      GskRenderNode *node;
      GdkTexture *texture;

      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      g_array_append_val (snapshot_ms, (double) { ms_since (start) });

      start = g_get_monotonic_time ();
      texture = gsk_renderer_render_texture (renderer, node, &viewport);
      g_array_append_val (render_ms, (double) { ms_since (start) });
      /* GL runs behind the calls: reading the pixels back waits for it. */
      gdk_texture_download (texture, pixels, BOARD_SIZE * 4);
      g_array_append_val (download_ms, (double) { ms_since (start) });
      g_object_unref (texture);
      gsk_render_node_unref (node);
    }
  g_assert (sc_piece_set_get_n_rasterized (set) == rasterized);

  /* Whole frames of the board's window after a change of position. */
  for (guint i = 0; i < runs / 4; i++)
    {
      Frame f;

      sc_board_view_set_position (SC_BOARD_VIEW (board), &pos, i % 2 ? SC_MOVE_NONE
                                  : sc_move_new (SC_SQUARE (5, 6), SC_SQUARE (4, 6), SC_MOVE_NORMAL, SC_PAWN));
      next_frame (board, &f);
      g_array_append_val (frame_ms, (double) { (f.after_paint - f.update) / 1000.0 });
    }

  printf ("\nboard %d×%d px, %s (%s)\n", gtk_widget_get_width (board), gtk_widget_get_height (board),
          G_OBJECT_TYPE_NAME (renderer), renderer == gtk_native_get_renderer (GTK_NATIVE (window))
                                          ? "the board window's renderer" : "the main window's renderer");
  printf ("%-52s %8s %8s %8s\n", "board redraw, warm caches (ms)", "median", "max", "goal");
  print_row ("snapshot (render node)", snapshot_ms, BOARD_GOAL_MS);
  print_row ("gsk_renderer_render_texture", render_ms, 0);
  print_row ("render_texture + download (render finished)", download_ms, 0);
  print_row ("whole frame of a 1000 px board window", frame_ms, BOARD_GOAL_MS);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(ScApplication) app = NULL;
  g_autoptr(ScGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 50;
  ScWindow *window;
  GskRenderer *renderer;
  GLogLevelFlags fatal;
  guint n_nodes;
  gint64 start;

  if (!gtk_init_check ())
    {
      fprintf (stderr, "No display: GUI benchmark skipped\n");
      return 77;
    }
  adw_init ();
  app = sc_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  /* Without a session bus GtkApplication warns at startup: not fatal. */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);
  g_log_set_always_fatal (fatal);

  start = g_get_monotonic_time ();
  game = build_game (&n_nodes);
  printf ("game: %u plies in the main line, %u moves in all, %d variations, %d comments (built in %.1f ms)\n",
          sc_game_get_main_line_length (game), n_nodes, N_VARIATIONS, N_COMMENTS, ms_since (start));

  window = sc_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  gtk_window_present (GTK_WINDOW (window));
  wait_until_allocated (GTK_WIDGET (find_move_list (GTK_WIDGET (window))));
  sc_window_set_game (window, game, NULL);
  settle (200);

  bench_move_list (window, runs);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  bench_board (renderer, runs * 4);

  gtk_window_destroy (GTK_WINDOW (window));
  settle (50);
  return 0;
}
