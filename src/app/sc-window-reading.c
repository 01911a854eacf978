/* sc-window-reading.c: how the window's game was read: as text to be
 * repaired when it could not be read whole, with a toast when it was read
 * otherwise than written
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "sc-window-private.h"

/* libadwaita 1.2 (mended in 1.3) crashes when a toast's hiding ends
 * before its showing, which takes up to half a second: a toast shown
 * more recently is dismissed once it has been shown that long. */
#define TOAST_SHOWING (600 * G_TIME_SPAN_MILLISECOND)

static void
forget_reading_toast (ScWindow *window)
{
  g_clear_weak_pointer (&window->reading_toast);
}

/* Dismissed by its timeout, by its button or by us: not again. */
static void
reading_toast_dismissed (AdwToast *toast,
                         ScWindow *window)
{
  if (window->reading_toast == toast)
    forget_reading_toast (window);
}

static void
reading_toast_shown (GtkWidget *title,
                     ScWindow  *window)
{
  if (window->reading_toast != NULL && adw_toast_get_custom_title (window->reading_toast) == title)
    window->reading_toast_shown_at = g_get_monotonic_time ();
}

/* adw_toast_dismiss () leaves a toast no longer in an overlay alone. */
static gboolean
dismiss_later (gpointer toast)
{
  adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

/* How a game was read is old news once another game is shown. */
static void
dismiss_reading_toast (ScWindow *window)
{
  AdwToast *toast = window->reading_toast;
  gint64 shown_for = g_get_monotonic_time () - window->reading_toast_shown_at;

  if (toast == NULL)
    return;
  forget_reading_toast (window);
  if (window->reading_toast_shown_at != 0 && shown_for < TOAST_SHOWING)
    {
      g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) ((TOAST_SHOWING - shown_for) / G_TIME_SPAN_MILLISECOND) + 1,
                          dismiss_later, g_object_ref (toast), g_object_unref);
      return;
    }
  adw_toast_dismiss (toast);
}

/* A game read otherwise than written (a result it did not give, a
 * castling right its position cannot have) says how, and where. */
static void
show_reading_warning (ScWindow *window)
{
  ScGameFile *games = sc_document_get_game_file (window->document);
  guint position = sc_document_get_game_position (window->document);
  const char *warning;
  g_autofree char *title = NULL;
  GtkWidget *label;
  AdwToast *toast;

  if (games == NULL || position >= sc_game_file_get_n_games (games))
    return;
  warning = sc_game_file_get_warning (games, position);
  if (warning == NULL)
    return;
  /* TRANSLATORS: %u: the game's number in its file; %s: "line L, column C: what" */
  title = g_strdup_printf (_("Game %u, %s"), position + 1, warning);
  /* Plain text, not markup, and whole on as many lines as it takes. */
  label = gtk_label_new (title);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Two lines rather than one too wide for a narrow window. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  toast = g_object_new (ADW_TYPE_TOAST, "custom-title", label, "timeout", 10, NULL);
  g_set_weak_pointer (&window->reading_toast, toast);
  window->reading_toast_shown_at = 0;
  g_signal_connect_object (label, "map", G_CALLBACK (reading_toast_shown), window, 0);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (reading_toast_dismissed), window, 0);
  adw_toast_overlay_add_toast (window->toast_overlay, toast);
}

void
sc_window_show_how_read (ScWindow *window)
{
  const char *source = sc_game_get_source (sc_window_get_game (window));
  const ScLanguage *language;
  ScGameTextDialog *dialog;
  ScGameFile *games;

  dismiss_reading_toast (window);
  if (source == NULL)
    {
      show_reading_warning (window);
      return;
    }
  /* Shown where its first problem is, to be fixed and read again, in
   * the letters its file is read in, not the user's own. */
  games = sc_document_get_game_file (window->document);
  language = games != NULL ? sc_game_file_get_language (games) : NULL;
  dialog = sc_window_get_text_dialog (window);
  sc_game_text_dialog_set_language (dialog, language != NULL ? language : sc_detect_language (source, -1));
  sc_game_text_dialog_set_text (dialog, source, FALSE);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
sc_window_reading_init (ScWindow *window)
{
  /* Another game shown, or this one's number changed: the toast is old. */
  g_signal_connect_object (window->document, "notify::game", G_CALLBACK (dismiss_reading_toast), window,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (window->document, "notify::game-position", G_CALLBACK (dismiss_reading_toast), window,
                           G_CONNECT_SWAPPED);
}

void
sc_window_reading_dispose (ScWindow *window)
{
  g_clear_weak_pointer (&window->reading_toast);
}
