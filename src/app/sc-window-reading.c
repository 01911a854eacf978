/* sc-window-reading.c: how the window's game was read: as text to be
 * repaired when it could not be read whole, with a note above its moves
 * when it was read otherwise than written; and how many games of the
 * file could not be read whole, once they were all read
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-game-file.h"
#include "sc-movetext-reader.h"
#include "sc-window-private.h"

/* The current game's reading warning, under its number in the file, or
 * NULL when it was read as written. */
static char *
reading_warning (ScWindow *window)
{
  ScGameFile *games = sc_document_get_game_file (window->document);
  guint position = sc_document_get_game_position (window->document);
  const char *warning;

  if (games == NULL || position >= sc_game_file_get_n_games (games))
    return NULL;
  warning = sc_game_file_get_warning (games, position);
  if (warning == NULL)
    return NULL;
  /* TRANSLATORS: %u: the game's number in its file; %s: "line L, column C: what" */
  return g_strdup_printf (_("Game %u, %s"), position + 1, warning);
}

static void
close_reading_note (ScWindow *window)
{
  gtk_revealer_set_reveal_child (window->reading_note, FALSE);
}

/* The note beside the moves covers nothing: the move entry's status and
 * the comment stay in sight while it is read. */
static void
show_reading_warning (ScWindow *window)
{
  g_autofree char *warning = reading_warning (window);

  if (warning == NULL)
    {
      close_reading_note (window);
      return;
    }
  gtk_label_set_text (window->reading_note_label, warning);
  gtk_revealer_set_reveal_child (window->reading_note, TRUE);
}

static void
close_reading_note_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  close_reading_note (SC_WINDOW (widget));
}

void
sc_window_show_how_read (ScWindow *window)
{
  g_autofree char *source = sc_game_dup_source_text (sc_window_get_game (window));
  const ScLanguage *language;
  ScGameTextDialog *dialog;
  ScGameFile *games;

  if (source == NULL)
    {
      show_reading_warning (window);
      return;
    }
  close_reading_note (window);
  /* Shown where its first problem is, to be fixed and read again, in
   * the letters its file is read in, not the user's own. */
  games = sc_document_get_game_file (window->document);
  language = games != NULL ? sc_game_file_get_language (games) : NULL;
  dialog = sc_window_get_text_dialog (window);
  sc_game_text_dialog_set_language (dialog, language != NULL ? language : sc_detect_language (source, -1));
  sc_game_text_dialog_set_text (dialog, source, FALSE);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Shows the list, as win.show-games would, but never hides it: the list
 * may have been shown since the toast came. */
static void
show_games (ScWindow *window)
{
  gtk_widget_set_visible (GTK_WIDGET (window->game_list), TRUE);
}

/* Once every game of the file was read (in the background, after the
 * index): the list marks each game that failed; this says how many there
 * are, for a list that may be hidden. A file of one game shows its
 * failure on the board already. */
static void
games_checked (ScGameFile *games,
               ScWindow   *window)
{
  guint n_failed = sc_game_file_get_n_failed (games);
  g_autofree char *title = NULL;
  AdwToast *toast;

  if (games != sc_document_get_game_file (window->document) || n_failed == 0
      || sc_game_file_get_n_games (games) < 2)
    return;
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game could not be read whole",
                                        "%u games could not be read whole", n_failed),
                           n_failed);
  toast = adw_toast_new (title);
  if (!gtk_widget_get_visible (GTK_WIDGET (window->game_list)))
    {
      /* Opens the list of games, where they are marked. */
      adw_toast_set_button_label (toast, _("_Show List"));
      g_signal_connect_object (toast, "button-clicked", G_CALLBACK (show_games), window, G_CONNECT_SWAPPED);
    }
  sc_window_add_toast (window, toast);
}

static void
game_file_changed (ScWindow *window)
{
  ScGameFile *games = sc_document_get_game_file (window->document);

  if (games == NULL)
    return;
  /* Once, for a file set again. */
  g_signal_handlers_disconnect_by_func (games, games_checked, window);
  g_signal_connect_object (games, "checked", G_CALLBACK (games_checked), window, 0);
}

void
sc_window_reading_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.close-reading-note", NULL, close_reading_note_action);
}

void
sc_window_reading_init (ScWindow *window)
{
  /* How a game was read is old news once another game is shown, or once
   * the game or the file's list of games is edited: its number too may
   * have changed. */
  g_signal_connect_object (window->document, "notify::game", G_CALLBACK (close_reading_note), window,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (window->document, "changed", G_CALLBACK (close_reading_note), window,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (window->document, "notify::game-file", G_CALLBACK (game_file_changed), window,
                           G_CONNECT_SWAPPED);
  game_file_changed (window);
}
