/* sc-window-clipboard.c: the window's game, position and board on the clipboard
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-board-image.h"
#include "sc-comment.h"
#include "sc-pgn-writer.h"
#include "sc-window-private.h"

/* The size a pasted board comes in: PNG pixels, SVG points. */
#define PNG_SIZE 480
#define SVG_SIZE 288

gboolean
sc_window_text_is_fen (const char *text)
{
  g_autofree char *line = g_strstrip (g_strdup (text));
  ScPosition pos;

  if (*line == '\0' || strchr (line, '\n') != NULL || strchr (line, '/') == NULL)
    return FALSE;
  /* X-FEN with the king off e1 is a position too, of Chess960. */
  return sc_position_set_fen (&pos, line, NULL) || sc_position_set_fen_chess960 (&pos, line, NULL, NULL);
}

static void
copy_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  g_autoptr(GString) pgn = g_string_new (NULL);

  sc_window_commit_pending_edits (SC_WINDOW (widget));
  sc_write_pgn_game_as_edited (pgn, sc_document_get_game (SC_WINDOW (widget)->document));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), pgn->str);
}

static void
copy_fen_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);
  g_autofree char *fen = NULL;
  ScPosition pos;

  /* The document's position, which the board shows. */
  sc_game_position_at (sc_document_get_game (self->document), sc_document_get_current (self->document), &pos);
  fen = sc_position_to_fen (&pos);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
}

/* The board as PNG and SVG: the document's position and marks. */
static GdkContentProvider *
board_content (ScWindow *window)
{
  ScGameNode *node = sc_document_get_current (window->document);
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  ScDiagramFlags flags = SC_DIAGRAM_COORDINATES | SC_DIAGRAM_SIDE_TO_MOVE;
  ScPosition position, *pos = &position;
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GBytes) svg = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  GdkContentProvider *providers[2];

  sc_game_position_at (sc_document_get_game (window->document), node, pos);
  if (node->parent != NULL && node->comment_after != NULL)
    sc_comment_get_marks (node->comment_after, marks);
  if (g_settings_get_boolean (window->settings, "board-flipped"))
    flags |= SC_DIAGRAM_FLIPPED;
  png = sc_board_image_render (pos, (ScMark *) marks->data, marks->len, flags, PNG_SIZE, SC_BOARD_IMAGE_PNG, &error);
  if (png != NULL)
    texture = gdk_texture_new_from_bytes (png, &error);
  svg = sc_board_image_render (pos, (ScMark *) marks->data, marks->len, flags, SVG_SIZE, SC_BOARD_IMAGE_SVG, &error);
  if (texture == NULL || svg == NULL)
    {
      g_warning ("Board image: %s", error->message);
      return NULL;
    }
  /* Image editors take the texture; drawing programs and browsers the SVG. */
  providers[0] = gdk_content_provider_new_typed (GDK_TYPE_TEXTURE, texture);
  providers[1] = gdk_content_provider_new_for_bytes ("image/svg+xml", svg);
  return gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));
}

static void
copy_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_autoptr(GdkContentProvider) content = board_content (SC_WINDOW (widget));

  if (content != NULL)
    gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), content);
}

void
sc_window_clipboard_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy-game", NULL, copy_game_action);
  gtk_widget_class_install_action (widget_class, "win.copy-fen", NULL, copy_fen_action);
  gtk_widget_class_install_action (widget_class, "win.copy-board", NULL, copy_board_action);
  /* Text fields take Ctrl+C first: the window's shortcuts come after. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-fen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_C, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-fen", NULL);
}
