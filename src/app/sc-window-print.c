/* sc-window-print.c: print and export of the window's game, or of every
 * game of its file, and of the board as an image
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-comment.h"
#include "sc-export.h"
#include "sc-game-blocks.h"
#include "sc-game-title.h"
#include "sc-print-export.h"
#include "sc-window-private.h"

/* Print and export: the window's game, or every game of its file (the
 * "-file" actions). A game that could not be read whole is printed as the
 * command line prints it: its moves up to the problem, then the text not
 * read. */

static GPtrArray *
games_to_print (ScWindow *self,
                gboolean  whole_file)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);
  ScGameFile *file = sc_document_get_game_file (self->document);
  guint n = whole_file && file != NULL ? sc_game_file_get_n_games (file) : 0;

  if (n == 0)
    {
      g_ptr_array_add (games, g_object_ref (sc_document_get_game (self->document)));
      return games;
    }
  for (guint i = 0; i < n; i++)
    {
      ScGame *game = i == sc_document_get_game_position (self->document)
                       ? g_object_ref (sc_document_get_game (self->document))
                       : sc_game_file_get_game (file, i, NULL);

      if (game != NULL)
        g_ptr_array_add (games, game);
    }
  return games;
}

/* The PGN's name without its extension (sc_export_file_stem ()), for an
 * export of the whole file; else NULL. */
static char *
file_stem (ScWindow *self,
           gboolean  whole_file)
{
  GFile *file = sc_document_get_file (self->document);

  if (!whole_file || file == NULL)
    return NULL;
  return sc_export_file_stem (file);
}

/* The title of an export of games: the PGN's name for several (as on the
 * command line); NULL for one, whose heading titles the export. */
static char *
export_title (ScWindow  *self,
              gboolean   whole_file,
              GPtrArray *games)
{
  return games->len > 1 ? file_stem (self, whole_file) : NULL;
}

/* The name the Export dialog offers: the PGN's for the whole file, else
 * the game's title ("White – Black"), with the format's extension. */
static char *
export_name (ScWindow *self,
             gboolean  whole_file)
{
  g_autofree char *stem = file_stem (self, whole_file);

  if (stem == NULL)
    stem = sc_game_display_title (sc_document_get_game (self->document));
  /* "Berg, Ola Jr." gives "… Jr.pdf", not "… Jr..pdf". */
  while (stem != NULL && g_str_has_suffix (stem, "."))
    stem[strlen (stem) - 1] = '\0';
  if (stem == NULL || *stem == '\0')
    {
      g_free (stem);
      /* TRANSLATORS: the file name offered for an export when the game has no title */
      stem = g_strdup (_("games"));
    }
  g_strdelimit (stem, G_DIR_SEPARATOR_S, '-');
  return g_strconcat (stem, ".pdf", NULL);
}

/* data: the action's name, "win.print" … "win.export-file". */
static void
print_or_export (ScWindow *self,
                 gpointer  data)
{
  const char *action_name = data;
  gboolean printing = g_str_has_prefix (action_name, "win.print");
  gboolean whole_file = g_str_has_suffix (action_name, "-file");
  g_autoptr(GPtrArray) games = games_to_print (self, whole_file);
  ScExportSettings settings = { NULL };

  if (!sc_games_have_print (games))
    {
      /* As the command line refuses it: pages of nothing. */
      sc_window_show_message (GTK_WINDOW (self),
                              printing ? _("Nothing to Print") : _("Nothing to Export"),
                              games->len == 1 ? _("The game has no tags, moves or comments.")
                                              : _("The games of the file have no tags, moves or comments."));
      return;
    }
  sc_window_get_notation_settings (self, &settings);
  if (printing)
    sc_print_games (GTK_WINDOW (self), games, &settings);
  else
    {
      GFile *file = sc_document_get_file (self->document);
      g_autoptr(GFile) folder = file != NULL ? g_file_get_parent (file) : NULL;
      g_autofree char *name = export_name (self, whole_file);
      g_autofree char *title = export_title (self, whole_file, games);

      sc_export_games_dialog (GTK_WINDOW (self), games, &settings, title, folder, name);
    }
}

/* The whole file once the background index has found every game. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);

  sc_window_commit_pending_edits (self);
  if (g_str_has_suffix (action_name, "-file"))
    sc_window_when_indexed (self, print_or_export, g_strdup (action_name), g_free);
  else
    print_or_export (self, (gpointer) action_name);
}

static void
export_board_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);
  ScGameNode *node = sc_document_get_current (self->document);
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  ScPosition pos;

  /* The document's position, which the board shows. */
  sc_game_position_at (sc_document_get_game (self->document), node, &pos);
  if (node->comment_after != NULL && node->parent != NULL)
    sc_comment_get_marks (node->comment_after, marks);
  sc_export_board_dialog (GTK_WINDOW (self), &pos, (const ScMark *) marks->data, marks->len,
                          g_settings_get_boolean (self->settings, "board-flipped"));
}

void
sc_window_print_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.print-file", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export-file", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.export-board", NULL, export_board_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
}
