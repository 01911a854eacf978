/* sc-game-text-dialog.c: bulk entry: a game's text, read up to its first problem
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-document-entry.h"
#include "sc-game-text-dialog.h"
#include "sc-question.h"
#include "sc-theme.h"

struct _ScGameTextDialog {
  AdwWindow    parent_instance;

  /* Template widgets */
  GtkButton   *read_button;
  GtkTextView *text_view;
  GtkDropDown *language_dropdown;
  GtkLabel    *status;

  ScDocument  *document;
  char        *last_read;       /* the whole text of the last reading */
  guint64      last_step;       /* the step of the history it made, or 0 */
  gboolean     chosen;          /* the language was picked, not detected */
  gboolean     pasted;          /* opened for a paste: read whole, it goes */
  gboolean     asking;          /* whether to replace the game */
  guint        check_source;    /* the check after an edit, while waiting */
};

enum {
  READ_WHOLE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Typing pauses this long before the text is checked again. */
#define CHECK_DELAY_MS 300

G_DEFINE_FINAL_TYPE (ScGameTextDialog, sc_game_text_dialog, ADW_TYPE_WINDOW)

static void
set_status (ScGameTextDialog *self,
            const char       *text,
            gboolean          error)
{
  gtk_label_set_text (self->status, text);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->status), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status), "error");
}

static void text_edited (ScGameTextDialog *self);

/* The dialog's own change of the text, which its caller has read or
 * checked: no check is due. */
static void
set_buffer (ScGameTextDialog *self,
            const char       *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);

  g_clear_handle_id (&self->check_source, g_source_remove);
  g_signal_handlers_block_by_func (buffer, text_edited, self);
  gtk_text_buffer_set_text (buffer, text, -1);
  g_signal_handlers_unblock_by_func (buffer, text_edited, self);
}

static void
clear_problem (ScGameTextDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag_by_name (buffer, "problem", &start, &end);
}

/* Past a move number ("6.", "6...", "6…") and the spaces after it: the
 * problem is marked on the move, where reading goes on from the number. */
static gsize
skip_move_number (const char *text,
                  gsize       offset)
{
  gsize at = offset;

  while (g_ascii_isdigit (text[at]))
    at++;
  if (at == offset || (text[at] != '.' && !g_str_has_prefix (text + at, "…")))
    return offset;
  while (text[at] == '.' || g_str_has_prefix (text + at, "…"))
    at += text[at] == '.' ? 1 : strlen ("…");
  while (g_ascii_isspace (text[at]))
    at++;
  return text[at] != '\0' ? at : offset;
}

/* Marks the word at byte offset of the field as the problem; with
 * place_cursor, the cursor goes there too. */
static void
highlight_problem (ScGameTextDialog *self,
                   gsize             offset,
                   gboolean          place_cursor)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  g_autofree char *text = sc_game_text_dialog_get_text (self);
  GtkTextIter start, end;
  gsize stop;

  offset = skip_move_number (text, offset);
  stop = offset;
  while (text[stop] != '\0' && !g_ascii_isspace (text[stop]))
    stop++;
  clear_problem (self);
  gtk_text_buffer_get_iter_at_offset (buffer, &start, (int) g_utf8_strlen (text, (gssize) offset));
  gtk_text_buffer_get_iter_at_offset (buffer, &end, (int) g_utf8_strlen (text, (gssize) stop));
  gtk_text_buffer_apply_tag_by_name (buffer, "problem", &start, &end);
  if (!place_cursor)
    return;
  gtk_text_buffer_place_cursor (buffer, &start);
  gtk_text_view_scroll_to_iter (self->text_view, &start, 0.1, FALSE, 0, 0);
}

static void
show_problem (ScGameTextDialog    *self,
              const ScTextProblem *problem,
              guint                n_moves,
              gsize                offset_in_field,
              gboolean             place_cursor)
{
  g_autofree char *message = NULL;

  /* The text left in the field starts at the problem: a line and column
   * in the text as it was would point elsewhere. */
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move read, then: %s", "%u moves read, then: %s",
                                          n_moves),
                             n_moves, problem->message);
  set_status (self, message, TRUE);
  highlight_problem (self, offset_in_field, place_cursor);
}

/* A problem found by a check, which plays nothing: where it is, and why. */
static void
show_checked_problem (ScGameTextDialog    *self,
                      const ScTextProblem *problem,
                      gboolean             place_cursor)
{
  g_autofree char *message = g_strdup_printf (_("Line %u, column %u: %s"), problem->line, problem->column,
                                              problem->message);

  set_status (self, message, TRUE);
  highlight_problem (self, problem->offset, place_cursor);
}

/* Past the white space that text starts with. */
static const char *
skip_space (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return text;
}

static gboolean
has_tags (const char *text)
{
  return *skip_space (text) == '[';
}

/* Typed text, not yet read: its letters are found from the text, by
 * the check as it is typed as by Continue, until one is picked. */
static void
detect_typed_language (ScGameTextDialog *self,
                       const char       *text)
{
  if (self->chosen || self->last_read != NULL)
    return;
  /* Moves alone are read at the game's current move, which may be far
   * from the start: they are tried there. */
  sc_game_text_dialog_set_language (self, has_tags (text) ? sc_detect_language (text, -1)
                                                          : sc_document_detect_language (self->document, text, -1));
}

/* All the text was read: said here, or, when the dialog was opened
 * only for a paste, by the window, the dialog gone. */
static void
read_whole (ScGameTextDialog *self,
            const char       *message)
{
  if (!self->pasted)
    {
      set_status (self, message, FALSE);
      return;
    }
  self->pasted = FALSE;
  set_status (self, "", FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_emit (self, signals[READ_WHOLE], 0, message);
}

static void
replace_game (ScGameTextDialog *self,
              const char       *text)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_game_text_dialog_get_language (self));
  ScTextProblem another;
  ScGame *game;
  const char *unread;

  if (result->games->len == 0)
    return;
  /* A game without tags cannot stand on its own in the list: it would be
   * lost, or taken for the one before it. */
  if (sc_read_result_untagged_game (result, text, &another))
    {
      show_checked_problem (self, &another, TRUE);
      g_free (another.message);
      return;
    }
  game = g_ptr_array_index (result->games, 0);
  /* In its place in the file, the file's other games kept; games the text
   * holds after it (once hidden in an unclosed comment, say) follow it,
   * each a game of its own. A game with a problem keeps its text. */
  if (result->games->len > 1)
    sc_document_replace_game_with_games (self->document, result->games);
  else
    sc_document_replace_game (self->document, game);
  unread = sc_game_get_unread_text (game);
  set_buffer (self, unread != NULL ? unread : "");
  self->last_step = 0;
  if (unread != NULL && result->problems->len > 0)
    show_problem (self, &g_array_index (result->problems, ScTextProblem, 0),
                  sc_game_get_main_line_length (game), 0, TRUE);
  else if (result->games->len > 1)
    {
      g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "The text was read as %u game, each in its place in the list.",
                                                               "The text was read as %u games, each in its place in the list.",
                                                               result->games->len),
                                                  result->games->len);

      set_status (self, message, FALSE);
    }
  else
    read_whole (self, _("The game was read whole."));
}

static void
replace_response (AdwMessageDialog *dialog,
                  const char       *response,
                  ScGameTextDialog *self)
{
  g_autofree char *text = sc_game_text_dialog_get_text (self);

  self->asking = FALSE;
  if (g_str_equal (response, "replace"))
    replace_game (self, text);
  self->pasted = FALSE;
}

static void
read_moves (ScGameTextDialog *self,
            const char       *text)
{
  guint64 step_before = sc_document_get_last_step (self->document);
  ScTextProblem problem = { 0 };
  g_autofree char *message = NULL;
  guint n = 0;

  g_free (self->last_read);
  self->last_read = g_strdup (text);
  sc_document_read_moves (self->document, text, -1, sc_game_text_dialog_get_language (self), &n, &problem);
  /* A reading that played nothing made no step of its own. */
  self->last_step = sc_document_get_last_step (self->document);
  if (self->last_step == step_before)
    self->last_step = 0;
  if (problem.message == NULL)
    {
      set_buffer (self, "");
      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move read.", "%u moves read.", n), n);
      read_whole (self, message);
      return;
    }
  /* The rest, from the problem on, stays to be fixed. */
  set_buffer (self, text + problem.offset);
  show_problem (self, &problem, n, 0, TRUE);
  g_free (problem.message);
}

void
sc_game_text_dialog_read (ScGameTextDialog *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (SC_IS_GAME_TEXT_DIALOG (self));

  text = sc_game_text_dialog_get_text (self);
  if (*skip_space (text) == '\0')
    return;
  detect_typed_language (self, text);
  if (!has_tags (text))
    {
      read_moves (self, text);
      return;
    }
  /* A whole game: it takes the place of the one there. */
  if (sc_game_get_main_line_length (sc_document_get_game (self->document)) == 0
      && !sc_document_get_modified (self->document))
    replace_game (self, text);
  else
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Replace the Game?"),
                                                  _("The text is a whole game with its tags. "
                                                    "Reading it replaces the game being edited."));

      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        "cancel", _("_Cancel"), "replace", _("_Replace"), NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                                  ADW_RESPONSE_DESTRUCTIVE);
      g_signal_connect (dialog, "response", G_CALLBACK (replace_response), self);
      self->asking = TRUE;
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

/* Shows where the text's first problem is, reading nothing; with
 * place_cursor, the cursor goes to it. */
static void
check_text (ScGameTextDialog *self,
            gboolean          place_cursor)
{
  g_autofree char *text = sc_game_text_dialog_get_text (self);
  ScTextProblem problem = { 0 };
  guint n = 0;

  if (*skip_space (text) == '\0')
    {
      clear_problem (self);
      set_status (self, "", FALSE);
      return;
    }
  detect_typed_language (self, text);
  /* A whole game is checked as one, tags and result too. */
  if (has_tags (text))
    {
      g_autoptr(ScReadResult) result = sc_read_games (text, -1, sc_game_text_dialog_get_language (self));
      const ScTextProblem *first = result->problems->len > 0 ? &g_array_index (result->problems, ScTextProblem, 0)
                                                             : NULL;
      ScTextProblem another;

      if (first != NULL && (result->untagged_game == 0 || first->offset < result->untagged_game_at))
        {
          show_checked_problem (self, first, place_cursor);
          return;
        }
      if (sc_read_result_untagged_game (result, text, &another))
        {
          show_checked_problem (self, &another, place_cursor);
          g_free (another.message);
          return;
        }
    }
  else if (!sc_document_check_moves (self->document, text, -1, sc_game_text_dialog_get_language (self), &n,
                                     &problem))
    {
      show_checked_problem (self, &problem, place_cursor);
      g_free (problem.message);
      return;
    }
  clear_problem (self);
  set_status (self, _("The text reads without a problem: Continue plays it."), FALSE);
}

static gboolean
check_after_edit (gpointer data)
{
  ScGameTextDialog *self = data;

  self->check_source = 0;
  check_text (self, FALSE);
  return G_SOURCE_REMOVE;
}

/* What the user types is checked once typing pauses: the status and the
 * mark follow the text, and the cursor stays where it is. */
static void
text_edited (ScGameTextDialog *self)
{
  g_clear_handle_id (&self->check_source, g_source_remove);
  self->check_source = g_timeout_add (CHECK_DELAY_MS, check_after_edit, self);
}

static guint
language_index (const ScLanguage *lang)
{
  for (guint i = 0; i < sc_language_count (); i++)
    if (sc_language_nth (i) == lang)
      return i;
  return 0;
}

static void
language_changed (ScGameTextDialog *self)
{
  self->chosen = TRUE;
  /* The same text again, in the language chosen: only while its reading
   * is the newest step, so that nothing done since is taken back. */
  if (self->last_read != NULL && sc_document_undo_step (self->document, self->last_step))
    {
      g_autofree char *text = g_steal_pointer (&self->last_read);

      set_buffer (self, text);
      read_moves (self, text);
    }
  else
    text_edited (self);
}

void
sc_game_text_dialog_set_language (ScGameTextDialog *self,
                                  const ScLanguage *language)
{
  g_return_if_fail (SC_IS_GAME_TEXT_DIALOG (self));

  g_signal_handlers_block_by_func (self->language_dropdown, language_changed, self);
  gtk_drop_down_set_selected (self->language_dropdown, language_index (language));
  g_signal_handlers_unblock_by_func (self->language_dropdown, language_changed, self);
}

const ScLanguage *
sc_game_text_dialog_get_language (ScGameTextDialog *self)
{
  guint selected;

  g_return_val_if_fail (SC_IS_GAME_TEXT_DIALOG (self), NULL);
  selected = gtk_drop_down_get_selected (self->language_dropdown);
  return selected < sc_language_count () ? sc_language_nth (selected) : sc_language_english ();
}

void
sc_game_text_dialog_set_text (ScGameTextDialog *self,
                              const char       *text,
                              gboolean          read)
{
  g_return_if_fail (SC_IS_GAME_TEXT_DIALOG (self));

  set_buffer (self, text);
  self->last_step = 0;
  self->chosen = !read;
  g_clear_pointer (&self->last_read, g_free);
  if (*text == '\0')
    return;
  if (read)
    {
      sc_game_text_dialog_set_language (self, sc_detect_language (text, -1));
      sc_game_text_dialog_read (self);
    }
  else
    check_text (self, TRUE);
}

void
sc_game_text_dialog_paste (ScGameTextDialog *self,
                           const char       *text)
{
  g_return_if_fail (SC_IS_GAME_TEXT_DIALOG (self));

  self->pasted = !gtk_widget_get_visible (GTK_WIDGET (self));
  gtk_window_present (GTK_WINDOW (self));
  sc_game_text_dialog_set_text (self, text, TRUE);
  /* Read, or left to fix here: the dialog stays. Asked first whether to
   * replace the game, it waits for the answer. */
  if (!self->asking)
    self->pasted = FALSE;
}

void
sc_game_text_dialog_start_new (ScGameTextDialog *self,
                               const ScLanguage *language)
{
  g_return_if_fail (SC_IS_GAME_TEXT_DIALOG (self));

  set_buffer (self, "");
  set_status (self, "", FALSE);
  self->last_step = 0;
  self->chosen = FALSE;
  g_clear_pointer (&self->last_read, g_free);
  sc_game_text_dialog_set_language (self, language);
}

char *
sc_game_text_dialog_get_text (ScGameTextDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

const char *
sc_game_text_dialog_get_status (ScGameTextDialog *self)
{
  g_return_val_if_fail (SC_IS_GAME_TEXT_DIALOG (self), NULL);
  return gtk_label_get_text (self->status);
}

static void
sc_game_text_dialog_dispose (GObject *object)
{
  ScGameTextDialog *self = SC_GAME_TEXT_DIALOG (object);

  g_clear_handle_id (&self->check_source, g_source_remove);
  g_clear_object (&self->document);
  g_clear_pointer (&self->last_read, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), SC_TYPE_GAME_TEXT_DIALOG);
  G_OBJECT_CLASS (sc_game_text_dialog_parent_class)->dispose (object);
}

static void
read_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sc_game_text_dialog_read (SC_GAME_TEXT_DIALOG (widget));
}

/* Before the text view makes Ctrl+Enter a new line. */
static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ScGameTextDialog      *self)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter) && (state & GDK_CONTROL_MASK))
    {
      sc_game_text_dialog_read (self);
      return TRUE;
    }
  return FALSE;
}

gboolean
sc_game_text_dialog_has_text (ScGameTextDialog *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (SC_IS_GAME_TEXT_DIALOG (self), FALSE);

  text = sc_game_text_dialog_get_text (self);
  return *skip_space (text) != '\0';
}

static void
discard_response (AdwMessageDialog *dialog,
                  const char       *response,
                  ScGameTextDialog *self)
{
  if (!g_str_equal (response, "discard"))
    return;
  set_buffer (self, "");
  set_status (self, "", FALSE);
  gtk_window_close (GTK_WINDOW (self));
}

/* Text not yet read into the game goes only when the user says so. */
static gboolean
sc_game_text_dialog_close_request (GtkWindow *window)
{
  ScGameTextDialog *self = SC_GAME_TEXT_DIALOG (window);
  GtkWidget *dialog;

  /* The parent class hides the dialog (hide-on-close) or lets it go. */
  if (!sc_game_text_dialog_has_text (self))
    return GTK_WINDOW_CLASS (sc_game_text_dialog_parent_class)->close_request (window);
  dialog = sc_question_new (window, _("Discard the Text Not Read Yet?"),
                            _("The text left here has not been read into the game. Closing discards it."),
                            _("_Keep Editing"), "discard", _("_Discard"));
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_response), self, 0);
  return TRUE;
}

static void
sc_game_text_dialog_class_init (ScGameTextDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sc_game_text_dialog_dispose;
  window_class->close_request = sc_game_text_dialog_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-game-text-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ScGameTextDialog, read_button);
  gtk_widget_class_bind_template_child (widget_class, ScGameTextDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, ScGameTextDialog, language_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ScGameTextDialog, status);

  /* ::read-whole (message): a paste was read whole, and the dialog,
   * opened for it, is gone; message says what was read. */
  signals[READ_WHOLE] = g_signal_new ("read-whole", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "text.read", NULL, read_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sc_game_text_dialog_init (ScGameTextDialog *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkTextBuffer *buffer;
  GdkRGBA problem_bg;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *lang = sc_language_nth (i);
      g_autofree char *name = g_strdup_printf ("%s (%s)", _(sc_language_name (lang)), sc_language_code (lang));

      gtk_string_list_append (names, name);
    }
  gtk_drop_down_set_model (self->language_dropdown, G_LIST_MODEL (names));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->read_button), "text.read");
  buffer = gtk_text_view_get_buffer (self->text_view);
  sc_theme_lookup_colour (GTK_WIDGET (self), "text_problem_bg", &problem_bg);
  gtk_text_buffer_create_tag (buffer, "problem", "underline", PANGO_UNDERLINE_ERROR,
                              "background-rgba", &problem_bg, NULL);
  g_signal_connect_swapped (self->language_dropdown, "notify::selected", G_CALLBACK (language_changed), self);
  g_signal_connect_swapped (buffer, "changed", G_CALLBACK (text_edited), self);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->text_view));
}

ScGameTextDialog *
sc_game_text_dialog_new (GtkWindow  *parent,
                         ScDocument *document)
{
  ScGameTextDialog *self = g_object_new (SC_TYPE_GAME_TEXT_DIALOG, "transient-for", parent, NULL);

  self->document = g_object_ref (document);
  sc_game_text_dialog_set_language (self, sc_language_for_locale ());
  return self;
}
