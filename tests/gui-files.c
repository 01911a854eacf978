/* gui-files.c: files of games and windows that hold them, for the GUI
 * tests that open, save and restore files
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "gui-files.h"
#include "sc-game-file.h"
#include "sc-journal.h"

/* The test's window, for the conditions. */
static ScWindow *test_window;

const char *const gui_two_games =
  "[Event \"First\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
  "[Event \"Second\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";

char *
gui_write_text_file (const char *text)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-files-XXXXXX", NULL);
  char *path = g_build_filename (dir, "games.pgn", NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

char *
gui_write_two_games (void)
{
  return gui_write_text_file (gui_two_games);
}

char *
gui_write_long_file (void)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < GUI_LONG_FILE_GAMES / 2; i++)
    {
      g_string_append (text, gui_two_games);
      g_string_append_c (text, '\n');
    }
  return gui_write_text_file (text->str);
}

void
gui_remove_file (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

void
gui_forget_journals (void)
{
  char *left;

  while ((left = sc_journal_find_untitled ()) != NULL)
    {
      g_unlink (left);
      g_free (left);
    }
}

ScWindow *
gui_window_other_than (ScWindow *in)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (SC_IS_WINDOW (item) && item != (GObject *) in)
        return SC_WINDOW (item);
    }
  return NULL;
}

gboolean
gui_window_holds_file (ScWindow *in,
                       GFile    *file)
{
  ScGameFile *games = sc_document_get_game_file (sc_window_get_document (in));
  GFile *bound = games != NULL ? sc_game_file_get_file (games) : NULL;

  return bound != NULL && g_file_equal (bound, file);
}

void
gui_files_set_window (ScWindow *window)
{
  test_window = window;
}

gboolean
gui_holds_file (gpointer file)
{
  return gui_window_holds_file (test_window, file);
}

gboolean
gui_other_holds_file (gpointer file)
{
  ScWindow *other = gui_window_other_than (test_window);

  return other != NULL && gui_window_holds_file (other, file);
}

gboolean
gui_has_changes (gpointer data)
{
  return sc_document_get_modified (sc_window_get_document (test_window));
}
