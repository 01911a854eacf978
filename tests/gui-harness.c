/* gui-harness.c: a real Scoresheet window for the GUI tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gui-harness.h"
#include "sc-move-list.h"

gboolean
gui_harness_init (int         *argc,
                  char      ***argv,
                  GuiHarness  *harness)
{
  g_autoptr(GError) error = NULL;
  GLogLevelFlags fatal;
  gboolean registered;

  g_test_init (argc, argv, NULL);
  if (!gtk_init_check ())
    {
      g_printerr ("No display: GUI tests skipped\n");
      return FALSE;
    }
  adw_init ();

  /* The application loads style.css (the board colours) at startup.
   * It must not try to own its name; and where there is no session bus
   * (CI), GtkApplication's startup warns about it: not fatal here. */
  harness->app = sc_application_new ();
  g_application_set_flags (G_APPLICATION (harness->app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  registered = g_application_register (G_APPLICATION (harness->app), NULL, &error);
  g_log_set_always_fatal (fatal);
  g_assert_no_error (error);
  g_assert_true (registered);

  harness->settings = g_settings_new (APP_ID);
  harness->window = sc_window_new (GTK_APPLICATION (harness->app));
  gtk_window_set_default_size (GTK_WINDOW (harness->window), 1000, 680);
  gtk_window_present (GTK_WINDOW (harness->window));
  gui_wait_until_shown (GTK_WIDGET (sc_window_get_board (harness->window)));
  gui_wait_until_shown (GTK_WIDGET (sc_window_get_move_list (harness->window)));
  return TRUE;
}

void
gui_harness_finish (GuiHarness *harness)
{
  gtk_window_destroy (GTK_WINDOW (harness->window));
  gui_settle ();
  g_clear_object (&harness->settings);
  g_clear_object (&harness->app);
}

static gboolean
timed_out (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

void
gui_settle (void)
{
  gboolean done = FALSE;

  g_timeout_add (50, timed_out, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
after_paint (GdkFrameClock *clock,
             gpointer       user_data)
{
  *(gboolean *) user_data = TRUE;
}

void
gui_wait_for_paint (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), &painted);

  gtk_widget_queue_resize (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

void
gui_wait_until_shown (GtkWidget *widget)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (20, timed_out, &expired);

  while (!expired && (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) <= 0))
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  g_assert_false (expired);
  gui_settle ();
}

ScSquare
gui_square (const char *name)
{
  return SC_SQUARE (name[0] - 'a', name[1] - '1');
}

char *
gui_move_text (ScWindow *window)
{
  return sc_move_list_get_text (sc_window_get_move_list (window));
}

void
gui_assert_text_contains (const char *text,
                          const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” is not in the move list:\n%s", part, text);
}

void
gui_new_game (ScWindow *window)
{
  g_autoptr(ScGame) game = sc_game_new ();

  sc_window_set_game (window, game, NULL);
  gui_settle ();
}

void
gui_open_data_file (ScWindow   *window,
                    const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (sc_window_open_file (window, file, &error));
  g_assert_no_error (error);
  gui_settle ();
}
