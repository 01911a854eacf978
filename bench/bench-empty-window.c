/* bench-empty-window.c: an empty libadwaita window, as the floor of how
 * soon any GTK application here can show its first frame
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints "first-frame T" (CLOCK_MONOTONIC µs) once the window has been
 * painted, then quits. bench-files runs it beside the application.
 */
#include <adwaita.h>
#include <stdio.h>

static void
painted (GdkFrameClock *clock,
         GtkWindow     *window)
{
  printf ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_signal_handlers_disconnect_by_func (clock, painted, window);
  g_application_quit (G_APPLICATION (gtk_window_get_application (window)));
}

static void
activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);

  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), gtk_label_new ("1. e4 e5"));
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (painted), window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new (NULL, G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
