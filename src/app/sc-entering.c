/* sc-entering.c: the window's ways of entering moves: typing, pasting,
 * game text, and the choice when a move differs from the one there
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-clipboard.h"
#include "sc-entering.h"
#include "sc-game-repair.h"
#include "sc-move-entry.h"

#define TEXT_DIALOG_KEY "sc-game-text-dialog"

typedef struct {
  ScWindow   *window;
  ScGameNode *node;
  ScMove      move;
  ScMoveParse parse;
  gboolean    has_parse;
} Choice;

static void
choice_free (gpointer  data,
             GClosure *closure)
{
  Choice *choice = data;

  g_object_unref (choice->window);
  g_free (choice);
}

static void
text_dialog_destroyed (ScWindow *window)
{
  g_object_set_data (G_OBJECT (window), TEXT_DIALOG_KEY, NULL);
}

ScGameTextDialog *
sc_entering_get_text_dialog (ScWindow *window)
{
  ScGameTextDialog *dialog = g_object_get_data (G_OBJECT (window), TEXT_DIALOG_KEY);

  if (dialog == NULL)
    {
      dialog = sc_game_text_dialog_new (GTK_WINDOW (window), sc_window_get_document (window));
      gtk_window_set_hide_on_close (GTK_WINDOW (dialog), TRUE);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
      g_object_set_data (G_OBJECT (window), TEXT_DIALOG_KEY, dialog);
      g_signal_connect_object (dialog, "destroy", G_CALLBACK (text_dialog_destroyed), window, G_CONNECT_SWAPPED);
    }
  return dialog;
}

/* The typed move's NAGs and draw offer, into the same undo step. */
static void
add_annotations (ScGame            *game,
                 ScGameEdit        *group,
                 ScGameNode        *node,
                 const ScMoveParse *parse)
{
  if (parse == NULL)
    return;
  if (parse->n_nags > 0)
    sc_game_edit_group_add (group, sc_game_set_nags (game, node, parse->nags, parse->n_nags));
  if (parse->draw_offer && !node->draw_offer)
    sc_game_edit_group_add (group, sc_game_toggle_draw_offer (game, node));
}

static void
push_group (ScDocument *document,
            ScGameEdit *group,
            ScGameNode *current)
{
  if (sc_game_edit_group_is_empty (group))
    {
      sc_game_edit_free (group);
      sc_document_set_current (document, current);
    }
  else
    sc_document_push (document, group, current);
}

static void
add_move (ScWindow          *window,
          ScGameNode        *node,
          ScMove             move,
          const ScMoveParse *parse)
{
  ScDocument *document = sc_window_get_document (window);
  ScGame *game = sc_document_get_game (document);
  ScGameEdit *group = sc_game_edit_group_new ();
  ScGameNode *child = NULL;

  /* Goes on along the line, or opens a variation where it differs. */
  sc_game_edit_group_add (group, sc_game_add_move (game, node, move, &child));
  add_annotations (game, group, child, parse);
  push_group (document, group, child);
}

static void
replace_move (ScWindow          *window,
              ScGameNode        *node,
              ScMove             move,
              const ScMoveParse *parse)
{
  ScDocument *document = sc_window_get_document (window);
  ScGame *game = sc_document_get_game (document);
  g_autofree char *pending = NULL;
  ScGameNode *new_node = NULL, *misfit = NULL;
  ScNotationStyle style;
  ScGameEdit *group;

  sc_window_get_notation_style (window, &style);
  group = sc_game_replace_move_styled (game, node->first_child, move, &style, &new_node, &misfit, &pending);
  add_annotations (game, group, new_node, parse);
  sc_document_push (document, group, misfit);
  /* The moves that no longer fit, to fix and read on after the last kept. */
  if (pending != NULL)
    {
      ScGameTextDialog *dialog = sc_entering_get_text_dialog (window);

      sc_game_text_dialog_set_language (dialog, style.language);
      sc_game_text_dialog_set_text (dialog, pending, FALSE);
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static void
choice_response (AdwMessageDialog *dialog,
                 const char       *response,
                 Choice           *choice)
{
  const ScMoveParse *parse = choice->has_parse ? &choice->parse : NULL;

  if (g_str_equal (response, "variation"))
    add_move (choice->window, choice->node, choice->move, parse);
  else if (g_str_equal (response, "replace"))
    replace_move (choice->window, choice->node, choice->move, parse);
  else
    return;
  sc_move_entry_set_text (sc_window_get_move_entry (choice->window), "");
}

void
sc_entering_play_move (ScWindow          *window,
                       ScMove             move,
                       const ScMoveParse *parse)
{
  ScGameNode *node = sc_window_get_current (window);
  GtkWidget *dialog;
  Choice *choice;

  if (node->first_child == NULL || sc_game_node_find_child (node, move) != NULL)
    {
      add_move (window, node, move, parse);
      return;
    }

  /* Asked each time: the answer is for this move only. */
  choice = g_new0 (Choice, 1);
  choice->window = g_object_ref (window);
  choice->node = node;
  choice->move = move;
  choice->has_parse = parse != NULL;
  if (parse != NULL)
    choice->parse = *parse;
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("A Different Move"),
                                   _("Another move follows here. Keep it, with the new move as a variation, "
                                     "or replace it and read the moves after it again in the new position?"));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "variation", _("Add as _Variation"),
                                    "replace", _("_Replace and Re-read the Rest"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "variation");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace", ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect_data (dialog, "response", G_CALLBACK (choice_response), choice,
                         choice_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
move_entered (ScMoveEntry *entry,
              guint        move,
              gpointer     parse,
              ScWindow    *window)
{
  ScGameNode *node = sc_window_get_current (window);
  gboolean asks = node->first_child != NULL && sc_game_node_find_child (node, (ScMove) move) == NULL;

  sc_entering_play_move (window, (ScMove) move, parse);
  /* When a question was asked, the text stays until it is answered. */
  return !asks;
}

static gboolean
window_key_pressed (GtkEventControllerKey *controller,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    ScWindow              *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  gunichar c = gdk_keyval_to_unicode (keyval);
  char utf8[8] = { 0 };

  /* Shortcuts stay shortcuts; text fields keep their keys. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus)))
    return FALSE;
  if (c == 0 || !g_unichar_isgraph (c))
    return FALSE;
  g_unichar_to_utf8 (c, utf8);
  sc_move_entry_start (sc_window_get_move_entry (window), utf8);
  return TRUE;
}

void
sc_entering_init (ScWindow *window)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  ScMoveEntry *entry = sc_window_get_move_entry (window);

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (window_key_pressed), window);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);

  sc_move_entry_set_document (entry, sc_window_get_document (window));
  sc_move_entry_set_board (entry, sc_window_get_board (window));
  g_signal_connect (entry, "move-entered", G_CALLBACK (move_entered), window);
}

static void
enter_text_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (sc_entering_get_text_dialog (SC_WINDOW (widget))));
}

static void
clipboard_read (GObject      *clipboard,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(ScWindow) window = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  ScGameTextDialog *dialog;

  if (text == NULL || *text == '\0')
    return;
  /* A position starts a game of its own; anything else is moves or PGN. */
  if (sc_clipboard_text_is_fen (text))
    {
      g_strstrip (text);
      sc_window_start_from_fen (window, text);
      return;
    }
  dialog = sc_entering_get_text_dialog (window);
  gtk_window_present (GTK_WINDOW (dialog));
  sc_game_text_dialog_set_text (dialog, text, TRUE);
}

static void
paste_game_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_read, g_object_ref (widget));
}

void
sc_entering_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.enter-text", NULL, enter_text_action);
  gtk_widget_class_install_action (widget_class, "win.paste-game", NULL, paste_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.enter-text", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_V, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.enter-text", NULL);
}
