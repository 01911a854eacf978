/* sc-window-entering.c: the window's ways of entering moves: typing, pasting,
 * game text, and the choice when a move differs from the one there
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-document-entry.h"
#include "sc-figurine-font.h"
#include "sc-format.h"
#include "sc-typed-key.h"
#include "sc-window-private.h"

typedef struct {
  ScWindow   *window;
  ScGameNode *node;
  ScMove      move;
  ScMoveParse parse;
  gboolean    has_parse;
  GString    *typed_ahead;   /* what was typed while the question was open */
} Choice;

static void
choice_free (gpointer  data,
             GClosure *closure)
{
  Choice *choice = data;

  g_object_unref (choice->window);
  g_string_free (choice->typed_ahead, TRUE);
  g_free (choice);
}

/* A paste read whole: said in a toast, one step to undo. */
static void
pasted_read_whole (ScWindow   *window,
                   const char *message)
{
  AdwToast *toast = sc_window_undo_toast_new (message);

  /* A paste after another is said at once, not after the last's toast. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  sc_window_add_toast (window, toast);
  /* The keyboard comes back from the dialog, to the move entry. */
  gtk_window_present (GTK_WINDOW (window));
}

ScGameTextDialog *
sc_window_get_text_dialog (ScWindow *window)
{
  if (window->text_dialog == NULL)
    {
      window->text_dialog = sc_game_text_dialog_new (GTK_WINDOW (window), window->document);
      gtk_window_set_hide_on_close (GTK_WINDOW (window->text_dialog), TRUE);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (window->text_dialog), TRUE);
      g_object_add_weak_pointer (G_OBJECT (window->text_dialog), (gpointer *) &window->text_dialog);
      g_signal_connect_object (window->text_dialog, "read-whole", G_CALLBACK (pasted_read_whole), window,
                               G_CONNECT_SWAPPED);
    }
  return window->text_dialog;
}

/* Plays move in mode; the moves that no longer fit after a replaced one
 * go to the game text dialog, to fix and read on after the last kept. */
static ScPlayResult
play (ScWindow          *window,
      ScMove             move,
      ScPlayMode         mode,
      const ScMoveParse *marks)
{
  g_autofree char *pending = NULL;
  ScNotationStyle style;
  ScPlayResult result;

  sc_window_get_notation_style (window, &style);
  result = sc_document_play_move (window->document, move, mode, marks, &style, &pending);
  if (pending != NULL)
    {
      ScGameTextDialog *dialog = sc_window_get_text_dialog (window);

      sc_game_text_dialog_set_language (dialog, style.language);
      sc_game_text_dialog_set_text (dialog, pending, FALSE);
      gtk_window_present (GTK_WINDOW (dialog));
    }
  return result;
}

static void
choice_response (AdwMessageDialog *dialog,
                 const char       *response,
                 Choice           *choice)
{
  const ScMoveParse *marks = choice->has_parse ? &choice->parse : NULL;
  ScDocument *document = choice->window->document;
  ScMoveEntry *entry = choice->window->move_entry;
  gboolean played = FALSE;

  /* Unless the game moved on while the question was open. */
  if (sc_document_get_current (document) == choice->node)
    {
      if (g_str_equal (response, "variation"))
        played = play (choice->window, choice->move, SC_PLAY_VARIATION, marks) == SC_PLAY_PLAYED;
      else if (g_str_equal (response, "replace"))
        played = play (choice->window, choice->move, SC_PLAY_REPLACE, marks) == SC_PLAY_PLAYED;
    }
  if (played)
    sc_move_entry_set_text (entry, "");
  /* The next move, typed on from the scoresheet before the question was
   * seen, goes to the entry: after the move it asked about when that was
   * played, else after a space. */
  if (choice->typed_ahead->len > 0)
    {
      if (!played && *sc_move_entry_get_text (entry) != '\0')
        g_string_prepend_c (choice->typed_ahead, ' ');
      sc_move_entry_start (entry, choice->typed_ahead->str);
    }
}

/* Keys that type text while the question is open are kept for the move
 * entry (choice_response ()) instead of being lost; Enter, space and
 * Escape still answer it, Backspace takes back what was kept. */
static gboolean
choice_key_pressed (GtkEventControllerKey *controller,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    Choice                *choice)
{
  gunichar c = sc_typed_character (keyval, state);

  if (keyval == GDK_KEY_BackSpace && !(state & SC_SHORTCUT_MODIFIERS) && choice->typed_ahead->len > 0)
    {
      const char *last = g_utf8_find_prev_char (choice->typed_ahead->str,
                                                choice->typed_ahead->str + choice->typed_ahead->len);

      g_string_truncate (choice->typed_ahead, (gsize) (last - choice->typed_ahead->str));
      return TRUE;
    }
  if (c == 0)
    return FALSE;
  g_string_append_unichar (choice->typed_ahead, c);
  return TRUE;
}

/* The harmless answer has the keyboard focus, so that Enter keeps the
 * game as it is and adds the move beside it. */
static gboolean
focus_response (GtkWidget  *widget,
                const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return gtk_widget_grab_focus (child);
      if (focus_response (child, label))
        return TRUE;
    }
  return FALSE;
}

/* "12.Nf3" or "12…Nf6", as the move list numbers a move. */
static char *
numbered_move (const ScPosition      *pos,
               ScMove                 move,
               const ScNotationStyle *style)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_printf (text, sc_position_side_to_move (pos) == SC_WHITE ? "%u." : "%u…", pos->fullmove_number);
  sc_format_move (text, pos, move, style, SC_FORMAT_DEFAULT);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
ask_variation_or_replace (ScWindow          *window,
                          ScMove             move,
                          const ScMoveParse *marks)
{
  ScGameNode *node = sc_window_get_current (window);
  ScGame *game = sc_window_get_game (window);
  g_autofree char *new_san = NULL;
  g_autofree char *old_san = NULL;
  g_autofree char *body = NULL;
  g_autofree char *body_markup = NULL;
  ScNotationStyle style;
  ScPosition pos;
  GtkWidget *dialog;
  GtkEventController *keys;
  Choice *choice;

  sc_window_get_notation_style (window, &style);
  sc_game_position_at (game, node, &pos);
  new_san = numbered_move (&pos, move, &style);
  old_san = numbered_move (&pos, node->first_child->move, &style);

  /* Asked each time: the answer is for this move only. */
  choice = g_new0 (Choice, 1);
  choice->window = g_object_ref (window);
  choice->node = node;
  choice->move = move;
  choice->has_parse = marks != NULL;
  if (marks != NULL)
    choice->parse = *marks;
  choice->typed_ahead = g_string_new (NULL);
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("A Different Move"), NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (choice_key_pressed), choice);
  gtk_widget_add_controller (dialog, keys);
  /* TRANSLATORS: %s: the move played, %s: the move that follows in the game */
  body = g_strdup_printf (_("The game goes on with %2$s here. Keep it, with %1$s as a variation, "
                            "or replace it with %1$s and read the moves after it again in the new "
                            "position?"),
                          new_san, old_san);
  body_markup = sc_figurine_font_markup (body);
  adw_message_dialog_set_body_use_markup (ADW_MESSAGE_DIALOG (dialog), TRUE);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), body_markup);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "replace", _("_Replace and Re-read the Rest"),
                                    "variation", _("Add as _Variation"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "variation");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "variation", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace", ADW_RESPONSE_DESTRUCTIVE);
  g_signal_connect_data (dialog, "response", G_CALLBACK (choice_response), choice,
                         choice_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  focus_response (dialog, _("Add as _Variation"));
}

/* Returns FALSE when it asks first: the move is played once answered. */
gboolean
sc_window_play_move (ScWindow          *window,
                       ScMove             move,
                       const ScMoveParse *marks)
{
  if (play (window, move, SC_PLAY_ADD, marks) == SC_PLAY_PLAYED)
    return TRUE;
  ask_variation_or_replace (window, move, marks);
  return FALSE;
}

static gboolean
move_entered (ScMoveEntry *entry,
              guint        move,
              gpointer     marks,
              ScWindow    *window)
{
  /* When a question was asked, the text stays until it is answered. */
  return sc_window_play_move (window, (ScMove) move, marks);
}

static gboolean
window_key_pressed (GtkEventControllerKey *controller,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    ScWindow              *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  gunichar c = sc_typed_character (keyval, state);
  char utf8[8] = { 0 };

  /* While the last session's work waits (sc-window-files.c), no key
   * reaches the window but those that close it or quit. */
  if (window->restoring_journal)
    return !((state & GDK_CONTROL_MASK) && (keyval == GDK_KEY_w || keyval == GDK_KEY_q));
  /* Shortcuts stay shortcuts; text fields being edited keep their keys.
   * The move list is a text view that cannot be edited: typing there is
   * a move, as after clicking the move to correct it. */
  if (state & SC_SHORTCUT_MODIFIERS)
    return FALSE;
  if (focus != NULL && (GTK_IS_EDITABLE (focus)
                        || (GTK_IS_TEXT_VIEW (focus) && gtk_text_view_get_editable (GTK_TEXT_VIEW (focus)))))
    return FALSE;
  /* Escape first ends a preview of an analysis line's move, wherever the
   * focus is (the line's link, say): the board shows the game again. */
  if (keyval == GDK_KEY_Escape && sc_board_view_get_previewing (window->board))
    {
      sc_board_view_set_preview_position (window->board, NULL, SC_MOVE_NONE);
      return TRUE;
    }
  /* Escape away from the entry takes the keyboard back to it. */
  if (keyval == GDK_KEY_Escape && focus != NULL && GTK_IS_TEXT_VIEW (focus))
    {
      gtk_widget_grab_focus (GTK_WIDGET (window->move_entry));
      return TRUE;
    }
  if (c == 0)
    return FALSE;
  g_unichar_to_utf8 (c, utf8);
  sc_move_entry_start (window->move_entry, utf8);
  return TRUE;
}

/* Escape in the comment box writes the comment, as leaving it does,
 * and takes the keyboard back to the move entry. */
static void
comment_done (ScCommentEditor *editor,
              ScWindow        *window)
{
  gtk_widget_grab_focus (GTK_WIDGET (window->move_entry));
}

void
sc_window_entering_init (ScWindow *window)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  ScMoveEntry *entry = window->move_entry;

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (window_key_pressed), window);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);

  sc_move_entry_set_document (entry, window->document);
  g_object_bind_property (entry, "preview-move", window->board, "preview-move", G_BINDING_SYNC_CREATE);
  g_signal_connect (entry, "move-entered", G_CALLBACK (move_entered), window);
  g_signal_connect (window->comment_editor, "done", G_CALLBACK (comment_done), window);
}

static void
enter_text_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ScWindow *window = SC_WINDOW (widget);
  ScGameTextDialog *dialog = sc_window_get_text_dialog (window);

  /* A text still to be fixed stays, and so does the dialog as it is while
   * open; opened on an empty field, it is for a new text, in letters
   * found as it is read, whatever a repair used before. */
  if (!gtk_widget_get_visible (GTK_WIDGET (dialog)) && !sc_game_text_dialog_has_text (dialog))
    {
      ScNotationStyle style;

      sc_window_get_notation_style (window, &style);
      sc_game_text_dialog_start_new (dialog, style.language);
    }
  gtk_window_present (GTK_WINDOW (dialog));
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
  if (sc_window_text_is_fen (text))
    {
      g_strstrip (text);
      sc_window_start_from_fen (window, text, FALSE);
      return;
    }
  dialog = sc_window_get_text_dialog (window);
  sc_game_text_dialog_paste (dialog, text);
}

static void
paste_game_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_read, g_object_ref (widget));
}

void
sc_window_entering_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.enter-text", NULL, enter_text_action);
  gtk_widget_class_install_action (widget_class, "win.paste-game", NULL, paste_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.enter-text", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_V, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.enter-text", NULL);
}
