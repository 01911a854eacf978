/* sc-comment-editor.c: the current move's comments and clock time, edited in place
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-comment.h"
#include "sc-comment-editor.h"
#include "sc-game-edit.h"
#include "sc-tag-check.h"

struct _ScCommentEditor {
  GtkBox           parent_instance;

  /* Template widgets */
  GtkToggleButton *before_button;
  GtkToggleButton *after_button;
  GtkEntry        *clock_entry;
  GtkLabel        *clock_message;
  GtkTextView     *text_view;

  GtkTextBuffer   *buffer;
  ScDocument      *document;
  ScGameNode      *node;      /* whose comment the text is */
  gboolean         before;
  gboolean         loading;
  gboolean         dirty;     /* typed, not written yet */
  gboolean         clock_dirty; /* the clock typed, not written yet */
};

G_DEFINE_FINAL_TYPE (ScCommentEditor, sc_comment_editor, GTK_TYPE_BOX)

enum {
  DONE,
  CLOCK_LEFT_OUT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Whether node is still part of the game (an undo may have taken it out). */
static gboolean
node_in_tree (ScGameNode *tree,
              ScGameNode *node)
{
  for (ScGameNode *n = tree; n != NULL; n = n->next_sibling)
    if (n == node || node_in_tree (n->first_child, node))
      return TRUE;
  return FALSE;
}

/* The node whose comment is edited, and whether it is the one before
 * its move. Only a variation's first move keeps a comment of its own
 * before it: elsewhere PGN reads the words before a move as the comment
 * after the move before it (or as the game's comment, before the first
 * move), so that is the comment edited, and nothing typed moves when the
 * file is read again. */
static ScGameNode *
edited_node (ScCommentEditor *self,
             gboolean        *before)
{
  ScGameNode *node = self->node;
  gboolean starts_variation = node->parent != NULL && node->parent->first_child != node;

  *before = self->before && starts_variation;
  return self->before && !starts_variation && node->parent != NULL ? node->parent : node;
}

static const char *
shown_comment (ScCommentEditor *self)
{
  gboolean before;
  ScGameNode *node = edited_node (self, &before);

  return before ? node->comment_before : node->comment_after;
}

static void
commit (ScCommentEditor *self)
{
  ScGame *game;
  ScGameNode *node;
  gboolean before;
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_autofree char *comment = NULL;

  if (!self->dirty || self->document == NULL)
    return;
  self->dirty = FALSE;
  game = sc_document_get_game (self->document);
  if (self->node == NULL || !node_in_tree (sc_game_get_root (game), self->node))
    return;
  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  text = gtk_text_buffer_get_text (self->buffer, &start, &end, FALSE);
  comment = sc_comment_with_text (shown_comment (self), text);
  node = edited_node (self, &before);
  sc_document_push (self->document, sc_game_set_comment (game, node, before, comment), NULL);
}

static void
show_clock (ScCommentEditor *self)
{
  double seconds;
  g_autofree char *clock = NULL;

  if (self->node != NULL && sc_comment_get_clock (self->node->comment_after, &seconds))
    clock = sc_comment_format_clock (seconds);
  gtk_editable_set_text (GTK_EDITABLE (self->clock_entry), clock != NULL ? clock : "");
  self->clock_dirty = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->clock_message), FALSE);
  gtk_widget_remove_css_class (GTK_WIDGET (self->clock_entry), "error");
}

static void
load (ScCommentEditor *self)
{
  g_autofree char *words = NULL;
  gboolean is_move;

  self->node = self->document != NULL ? sc_document_get_current (self->document) : NULL;
  is_move = self->node != NULL && self->node->parent != NULL;
  /* At the start of the game the comment is the one before the first move. */
  if (!is_move)
    self->before = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->before_button), is_move);
  gtk_widget_set_sensitive (GTK_WIDGET (self->clock_entry), is_move);
  gtk_toggle_button_set_active (self->before ? self->before_button : self->after_button, TRUE);

  words = self->node != NULL ? sc_comment_text (shown_comment (self)) : g_strdup ("");
  self->loading = TRUE;
  gtk_text_buffer_set_text (self->buffer, words, -1);
  self->loading = FALSE;
  self->dirty = FALSE;
  show_clock (self);
}

static void
current_changed (ScCommentEditor *self)
{
  ScGameNode *left = self->node;
  g_autofree char *unread = NULL;

  sc_comment_editor_commit (self);
  unread = g_strdup (sc_comment_editor_get_unread_clock (self));
  load (self);
  /* Asking at every step to another move would be heavy: the window says
   * what was left out, and can put it back. */
  if (unread != NULL && left != NULL)
    g_signal_emit (self, signals[CLOCK_LEFT_OUT], 0, left, unread);
}

static void
document_changed (ScCommentEditor *self)
{
  /* Text being typed stays while, say, a glyph is set. */
  if (!self->dirty && !self->clock_dirty)
    load (self);
}

static void
buffer_changed (ScCommentEditor *self)
{
  if (!self->loading)
    self->dirty = TRUE;
}

static void
side_toggled (ScCommentEditor *self)
{
  gboolean before = gtk_toggle_button_get_active (self->before_button);

  if (before != self->before)
    {
      sc_comment_editor_set_before (self, before);
      /* Chosen, the comment is there to be typed. */
      gtk_widget_grab_focus (GTK_WIDGET (self->text_view));
    }
}

/* The clock */

static void
set_clock (ScCommentEditor *self,
           const char      *clock)
{
  ScGame *game = sc_document_get_game (self->document);
  g_autofree char *comment = sc_comment_set_command (self->node->comment_after, "clk", clock);

  sc_document_push (self->document,
                    sc_game_set_comment (game, self->node, FALSE, *comment != '\0' ? comment : NULL),
                    NULL);
}

/* Whether "1:25" is typed as hours and minutes, as on a slow game's
 * scoresheet, or as minutes and seconds, as in a fast game: the time
 * control says it, else the clocks of the moves before (any hour or more
 * on them: hours), else a scoresheet's hours. */
static gboolean
reads_hours_first (ScCommentEditor *self)
{
  const char *time_control = sc_game_get_tag (sc_document_get_game (self->document), "TimeControl");
  gboolean clock_seen = FALSE;
  guint base;

  if (time_control != NULL && sc_time_control_get_base (time_control, &base))
    return base >= 3600;
  for (const ScGameNode *node = self->node->parent; node != NULL; node = node->parent)
    {
      double seconds;

      if (!sc_comment_get_clock (node->comment_after, &seconds))
        continue;
      if (seconds >= 3600)
        return TRUE;
      clock_seen = TRUE;
    }
  return !clock_seen;
}

/* The clock typed is written, as a comment is, on Enter, on leaving the
 * field and on going to another move; text that is no time stays with
 * the reason while the move does. */
static void
write_clock (ScCommentEditor *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->clock_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *clock = NULL;
  double seconds;

  if (self->document == NULL || self->node == NULL || self->node->parent == NULL ||
      !node_in_tree (sc_game_get_root (sc_document_get_game (self->document)), self->node))
    return;
  if (*stripped == '\0')
    {
      g_autofree char *written = sc_comment_get_command (self->node->comment_after, "clk");

      if (written != NULL)
        set_clock (self, NULL);
      /* Nothing is left to put right. */
      show_clock (self);
      return;
    }
  if (!sc_comment_parse_clock (stripped, reads_hours_first (self), &seconds))
    {
      /* The text stays, to be put right. */
      gtk_label_set_text (self->clock_message,
                          _("Write the time left as hours, minutes and seconds, such as 1:30:00"));
      gtk_widget_set_visible (GTK_WIDGET (self->clock_message), TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->clock_entry), "error");
      return;
    }
  clock = sc_comment_format_clock (seconds);
  set_clock (self, clock);
  show_clock (self);
}

static void
clock_activated (ScCommentEditor *self)
{
  write_clock (self);
}

static void
clock_changed (ScCommentEditor *self)
{
  self->clock_dirty = TRUE;
}

static void
clock_focus_left (ScCommentEditor *self)
{
  if (self->clock_dirty)
    write_clock (self);
}

static void
clear_clock_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  ScCommentEditor *self = SC_COMMENT_EDITOR (widget);

  gtk_editable_set_text (GTK_EDITABLE (self->clock_entry), "");
  write_clock (self);
}

static void
clock_icon_pressed (ScCommentEditor      *self,
                    GtkEntryIconPosition  position)
{
  if (position == GTK_ENTRY_ICON_SECONDARY)
    clear_clock_action (GTK_WIDGET (self), NULL, NULL);
}

static void
commit_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  commit (SC_COMMENT_EDITOR (widget));
}

/* Escape: the comment and clock are written as leaving them writes
 * them, and the window takes the keyboard where it belongs. */
static void
done_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_signal_emit (widget, signals[DONE], 0);
}

/* Construction */

static void
sc_comment_editor_dispose (GObject *object)
{
  ScCommentEditor *self = SC_COMMENT_EDITOR (object);

  sc_comment_editor_set_document (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SC_TYPE_COMMENT_EDITOR);
  G_OBJECT_CLASS (sc_comment_editor_parent_class)->dispose (object);
}

static void
sc_comment_editor_class_init (ScCommentEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_comment_editor_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/scoresheet/Scoresheet/sc-comment-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, ScCommentEditor, before_button);
  gtk_widget_class_bind_template_child (widget_class, ScCommentEditor, after_button);
  gtk_widget_class_bind_template_child (widget_class, ScCommentEditor, clock_entry);
  gtk_widget_class_bind_template_child (widget_class, ScCommentEditor, clock_message);
  gtk_widget_class_bind_template_child (widget_class, ScCommentEditor, text_view);
  gtk_widget_class_bind_template_callback (widget_class, side_toggled);
  gtk_widget_class_bind_template_callback (widget_class, clock_activated);
  gtk_widget_class_bind_template_callback (widget_class, clock_icon_pressed);

  gtk_widget_class_install_action (widget_class, "comment.commit", NULL, commit_action);
  gtk_widget_class_install_action (widget_class, "comment.clear-clock", NULL, clear_clock_action);
  gtk_widget_class_install_action (widget_class, "comment.done", NULL, done_action);

  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
  /* The move left (an ScGameNode) and the clock text typed at it that
   * could not be read, and so is not in the game. */
  signals[CLOCK_LEFT_OUT] = g_signal_new ("clock-left-out", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_STRING);
}

static void
sc_comment_editor_init (ScCommentEditor *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *clock_focus = gtk_event_controller_focus_new ();
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkEventController *done = gtk_shortcut_controller_new ();
  GtkShortcutTrigger *ctrl_enter = gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Return, GDK_CONTROL_MASK),
                                                                gtk_keyval_trigger_new (GDK_KEY_KP_Enter, GDK_CONTROL_MASK));

  gtk_widget_init_template (GTK_WIDGET (self));
  self->buffer = gtk_text_view_get_buffer (self->text_view);
  g_signal_connect_swapped (self->buffer, "changed", G_CALLBACK (buffer_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (commit), self);
  gtk_widget_add_controller (GTK_WIDGET (self->text_view), focus);
  g_signal_connect_swapped (self->clock_entry, "changed", G_CALLBACK (clock_changed), self);
  g_signal_connect_swapped (clock_focus, "leave", G_CALLBACK (clock_focus_left), self);
  gtk_widget_add_controller (GTK_WIDGET (self->clock_entry), clock_focus);
  /* Ctrl+Enter writes the comment: before the text view, which would
   * take it for a line break. */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (ctrl_enter, gtk_named_action_new ("comment.commit")));
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_widget_add_controller (GTK_WIDGET (self->text_view), shortcuts);
  /* Escape, once the text view and the clock field had it: an input
   * method composing a character, or a popover, takes it first. */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (done),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("comment.done")));
  gtk_widget_add_controller (GTK_WIDGET (self), done);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->text_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Comment"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->clock_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Clock time"), -1);
  load (self);
}

GtkWidget *
sc_comment_editor_new (void)
{
  return g_object_new (SC_TYPE_COMMENT_EDITOR, NULL);
}

void
sc_comment_editor_set_document (ScCommentEditor *self,
                                ScDocument      *document)
{
  g_return_if_fail (SC_IS_COMMENT_EDITOR (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  self->node = NULL;
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed), self);
      g_signal_connect_swapped (document, "notify::current", G_CALLBACK (current_changed), self);
      load (self);
    }
}

void
sc_comment_editor_commit (ScCommentEditor *self)
{
  g_return_if_fail (SC_IS_COMMENT_EDITOR (self));

  commit (self);
  if (self->clock_dirty)
    write_clock (self);
}

const char *
sc_comment_editor_get_unread_clock (ScCommentEditor *self)
{
  g_return_val_if_fail (SC_IS_COMMENT_EDITOR (self), NULL);

  if (!self->clock_dirty || !gtk_widget_get_visible (GTK_WIDGET (self->clock_message)))
    return NULL;
  return gtk_editable_get_text (GTK_EDITABLE (self->clock_entry));
}

void
sc_comment_editor_forget_unread_clock (ScCommentEditor *self)
{
  g_return_if_fail (SC_IS_COMMENT_EDITOR (self));

  show_clock (self);
}

gboolean
sc_comment_editor_put_back_clock (ScCommentEditor *self,
                                  ScGameNode      *node,
                                  const char      *text)
{
  g_return_val_if_fail (SC_IS_COMMENT_EDITOR (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (self->document == NULL || !node_in_tree (sc_game_get_root (sc_document_get_game (self->document)), node))
    return FALSE;
  sc_document_set_current (self->document, node);
  gtk_editable_set_text (GTK_EDITABLE (self->clock_entry), text);
  /* Read again, it shows why it cannot be read. */
  write_clock (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->clock_entry));
  return TRUE;
}

void
sc_comment_editor_set_before (ScCommentEditor *self,
                              gboolean         before)
{
  g_return_if_fail (SC_IS_COMMENT_EDITOR (self));

  commit (self);
  self->before = before;
  load (self);
}

gboolean
sc_comment_editor_get_before (ScCommentEditor *self)
{
  g_return_val_if_fail (SC_IS_COMMENT_EDITOR (self), FALSE);
  return self->before;
}

GtkTextBuffer *
sc_comment_editor_get_buffer (ScCommentEditor *self)
{
  g_return_val_if_fail (SC_IS_COMMENT_EDITOR (self), NULL);
  return self->buffer;
}

GtkEditable *
sc_comment_editor_get_clock_entry (ScCommentEditor *self)
{
  g_return_val_if_fail (SC_IS_COMMENT_EDITOR (self), NULL);
  return GTK_EDITABLE (self->clock_entry);
}

const char *
sc_comment_editor_get_clock_message (ScCommentEditor *self)
{
  g_return_val_if_fail (SC_IS_COMMENT_EDITOR (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->clock_message)) ? gtk_label_get_text (self->clock_message) : NULL;
}
