/* sc-window-asking.c: the window asks before what was typed or changed
 * is lost: unsaved work replaced by another game, typed moves and a
 * clock time it cannot read, and closing; and says when a clock time it
 * cannot read was left out at a move
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-journal.h"
#include "sc-question.h"
#include "sc-window-private.h"

/* The text typed, as the question shows it: at most 40 characters. */
static char *
shortened (const char *typed)
{
  g_autofree char *start = NULL;

  if (g_utf8_strlen (typed, -1) <= 40)
    return g_strdup (typed);
  start = g_utf8_substring (typed, 0, 39);
  return g_strconcat (start, "…", NULL);
}

/* Asking before unsaved work is replaced */

static void
discard_work (ScWindow *window)
{
  g_autoptr(GError) error = NULL;

  if (!sc_journal_discard (window->document, &error))
    g_message ("Journal: %s", error->message);
  g_clear_handle_id (&window->journal_source, g_source_remove);
}

/* The question's answer: what then waited for is done, handed on to the
 * save, or dropped. */
typedef struct {
  ScWindow *window;
  ScWindowWaiting *then;
} Question;

static void
question_free (gpointer  data,
               GClosure *closure)
{
  Question *question = data;

  g_clear_pointer (&question->then, sc_window_waiting_free);
  g_object_unref (question->window);
  g_free (question);
}

/* A question about window whose answer then (taken) waits for. */
static Question *
question_new (ScWindow        *window,
              ScWindowWaiting *then)
{
  Question *question = g_new0 (Question, 1);

  question->window = g_object_ref (window);
  question->then = then;
  return question;
}

static void
clock_question_response (AdwMessageDialog *dialog,
                         const char       *response,
                         Question         *question)
{
  ScWindow *window = question->window;
  ScWindowWaiting *then = g_steal_pointer (&question->then);

  if (then == NULL)
    return;
  if (g_str_equal (response, "discard"))
    {
      sc_comment_editor_forget_unread_clock (window->comment_editor);
      then->then (window, then->data);
    }
  else
    {
      /* Nothing waits for a save now: a later one must not close the
       * window or start a new game. */
      g_clear_pointer (&window->after_save, sc_window_waiting_free);
      gtk_widget_grab_focus (GTK_WIDGET (sc_comment_editor_get_clock_entry (window->comment_editor)));
    }
  sc_window_waiting_free (then);
}

void
sc_window_when_clock_given_up (ScWindow       *window,
                               ScWindowThen    then,
                               gpointer        data,
                               GDestroyNotify  destroy)
{
  const char *clock;
  g_autofree char *shown = NULL;
  g_autofree char *body = NULL;
  Question *question;
  GtkWidget *dialog;

  g_return_if_fail (SC_IS_WINDOW (window));

  sc_window_commit_pending_edits (window);
  clock = sc_comment_editor_get_unread_clock (window->comment_editor);
  /* Closing asked about it already, with the typed moves. */
  if (clock == NULL || window->typed_moves_discarded)
    {
      then (window, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }
  question = question_new (window, sc_window_waiting_new (then, data, destroy));
  shown = shortened (clock);
  /* TRANSLATORS: %s: the clock time typed beside the comment */
  body = g_strdup_printf (_("The clock time “%s” cannot be read and is not in the game. Going on discards it."),
                          shown);
  dialog = sc_question_new (GTK_WINDOW (window), _("Discard the Clock Time?"), body, _("_Keep Editing"), "discard",
                            _("_Discard"));
  g_signal_connect_data (dialog, "response", G_CALLBACK (clock_question_response), question, question_free, 0);
}

static void
when_saved_response (AdwMessageDialog *dialog,
                     const char       *response,
                     Question         *question)
{
  ScWindow *window = question->window;

  if (question->then == NULL)
    return;
  if (g_str_equal (response, "discard"))
    {
      ScWindowWaiting *then = g_steal_pointer (&question->then);

      discard_work (window);
      then->then (window, then->data);
      sc_window_waiting_free (then);
    }
  else if (g_str_equal (response, "save"))
    {
      g_clear_pointer (&window->after_save, sc_window_waiting_free);
      window->after_save = g_steal_pointer (&question->then);
      /* A clock time that cannot be read was asked about before this
       * question, alone or with the typed moves. */
      sc_window_save_asked (window);
    }
}

/* The question about unsaved work, once a clock time not read was
 * given up: what it says, and what waits for its answer. */
typedef struct {
  char            *body;
  ScWindowWaiting *then;
} SaveStep;

static void
save_step_free (gpointer data)
{
  SaveStep *step = data;

  g_clear_pointer (&step->then, sc_window_waiting_free);
  g_free (step->body);
  g_free (step);
}

static void
ask_to_save (ScWindow *window,
             gpointer  data)
{
  SaveStep *step = data;
  ScDocument *document = window->document;
  GFile *file = sc_document_get_file (document);
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;
  g_autofree char *heading = NULL;
  Question *question;
  GtkWidget *dialog;

  if (!sc_document_get_modified (document))
    {
      step->then->then (window, step->then->data);
      return;
    }
  question = question_new (window, g_steal_pointer (&step->then));
  /* TRANSLATORS: %s: a file name */
  heading = name != NULL ? g_strdup_printf (_("Save Changes to “%s”?"), name) : g_strdup (_("Save the New Game?"));
  dialog = adw_message_dialog_new (GTK_WINDOW (window), heading, step->body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (when_saved_response), question, question_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
sc_window_when_saved (ScWindow       *window,
                     const char     *body,
                     ScWindowThen     then,
                     gpointer        data,
                     GDestroyNotify  destroy)
{
  SaveStep *step;

  g_return_if_fail (SC_IS_WINDOW (window));

  /* A clock time that no save would keep is asked about first. */
  step = g_new0 (SaveStep, 1);
  step->body = g_strdup (body);
  step->then = sc_window_waiting_new (then, data, destroy);
  sc_window_when_clock_given_up (window, ask_to_save, step, save_step_free);
}

/* A clock time left out as the comment box went to another move */

/* Back at the move left, with the text it could not read. */
static void
put_back_clock (AdwToast *toast,
                ScWindow *window)
{
  sc_comment_editor_put_back_clock (window->comment_editor, g_object_get_data (G_OBJECT (toast), "node"),
                                    g_object_get_data (G_OBJECT (toast), "text"));
}

void
sc_window_clock_left_out (ScWindow   *window,
                          ScGameNode *node,
                          const char *text)
{
  g_autofree char *short_text = shortened (text);
  g_autofree char *shown = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  g_return_if_fail (SC_IS_WINDOW (window));

  /* The toast's title is markup. */
  shown = g_markup_escape_text (short_text, -1);
  /* TRANSLATORS: %s: the clock time typed beside the comment, at the move just left */
  title = g_strdup_printf (_("The clock time “%s” could not be read and was left out"), shown);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Put Back"));
  g_object_set_data (G_OBJECT (toast), "node", node);
  g_object_set_data_full (G_OBJECT (toast), "text", g_strdup (text), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (put_back_clock), window, 0);
  sc_window_add_toast (window, toast);
}

/* Closing */

static void
close_window (ScWindow *window,
              gpointer  data)
{
  window->may_close = TRUE;
  gtk_window_close (GTK_WINDOW (window));
}

static void
typed_moves_response (AdwMessageDialog *dialog,
                      const char       *response,
                      ScWindow         *window)
{
  g_autoptr(ScWindow) keep G_GNUC_UNUSED = g_object_ref (window);

  if (!g_str_equal (response, "discard"))
    {
      /* Back to what is to be put right: the moves, else the clock. */
      if (*sc_move_entry_get_text (window->move_entry) == '\0')
        gtk_widget_grab_focus (GTK_WIDGET (sc_comment_editor_get_clock_entry (window->comment_editor)));
      else
        gtk_widget_grab_focus (GTK_WIDGET (window->move_entry));
      return;
    }
  /* The moves stay typed until the window goes: the question about
   * unsaved work may still be answered with Cancel. With nothing unsaved
   * the window goes at once, before the question: it must not be the
   * question's parent any more. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
  window->typed_moves_discarded = TRUE;
  gtk_window_close (GTK_WINDOW (window));
  window->typed_moves_discarded = FALSE;
}

/* Moves typed under the board and not entered, and a clock time that
 * could not be read, are not in the game, and no save keeps them:
 * closing asks before it discards them. */
static gboolean
ask_about_typed_moves (ScWindow *window)
{
  g_autofree char *moves = shortened (sc_move_entry_get_text (window->move_entry));
  const char *unread_clock = sc_comment_editor_get_unread_clock (window->comment_editor);
  g_autofree char *clock = shortened (unread_clock != NULL ? unread_clock : "");
  g_autofree char *body = NULL;
  const char *heading;
  GtkWidget *dialog;

  if (*moves == '\0' && *clock == '\0')
    return FALSE;
  heading = _("Discard the Typed Moves?");
  if (*clock == '\0')
    /* TRANSLATORS: %s: the moves typed in the entry under the board */
    body = g_strdup_printf (_("The entry under the board holds “%s”, not entered into the game. "
                              "Closing the window discards it."), moves);
  else if (*moves == '\0')
    {
      heading = _("Discard the Clock Time?");
      /* TRANSLATORS: %s: the clock time typed beside the comment */
      body = g_strdup_printf (_("The clock time “%s” cannot be read and is not in the game. "
                                "Closing the window discards it."), clock);
    }
  else
    /* TRANSLATORS: the moves typed under the board, then the clock time
     * typed beside the comment */
    body = g_strdup_printf (_("The entry under the board holds “%s”, not entered into the game, and the "
                              "clock time “%s” cannot be read. Closing the window discards both."),
                            moves, clock);
  dialog = sc_question_new (GTK_WINDOW (window), heading, body, _("_Keep Editing"), "discard", _("_Discard"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (typed_moves_response), window, 0);
  return TRUE;
}

gboolean
sc_window_asks_before_closing (ScWindow *window)
{
  if (window->may_close)
    return FALSE;
  sc_window_commit_pending_edits (window);
  if (!window->typed_moves_discarded && ask_about_typed_moves (window))
    return TRUE;
  if (!sc_document_get_modified (window->document))
    return FALSE;
  sc_window_when_saved (window, _("Closing the window without saving loses the changes."), close_window, NULL,
                       NULL);
  return TRUE;
}
