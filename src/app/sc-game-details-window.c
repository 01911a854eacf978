/* sc-game-details-window.c: the game's tags, checked as they are typed
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing is written while typing: a value that fails its check stays in
 * its field with the reason beside it, and Apply waits until every value
 * is right, then writes the changed tags as one undo step. Enter in a
 * field applies too; dates are kept in the PGN form whichever way they
 * were typed.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-game-details-window.h"
#include "sc-game-edit.h"
#include "sc-tag-check.h"
#include "sc-typed-key.h"

typedef struct {
  char       *name;
  GtkWidget  *row;       /* AdwActionRow */
  GtkEditable *entry;
  char       *message;   /* why the value is wrong, or NULL */
  gboolean    removed;
} Field;

struct _ScGameDetailsWindow {
  AdwWindow             parent_instance;

  /* Template widgets */
  AdwPreferencesGroup  *roster_group;
  AdwPreferencesGroup  *more_group;
  AdwPreferencesGroup  *other_group;
  GtkWidget            *add_row;
  GtkEditable          *new_tag_entry;

  ScDocument           *document;
  GPtrArray            *fields;      /* of Field, in the order shown */
  GtkEditable          *last_field;  /* the field that had the focus last */
  gboolean              edited;      /* a value typed or a tag removed: something to apply */
};

G_DEFINE_FINAL_TYPE (ScGameDetailsWindow, sc_game_details_window, ADW_TYPE_WINDOW)

static const struct {
  const char *name;
  const char *title;
  const char *placeholder;
} known_tags[] = {
  { "Event", N_("Event"), NULL },
  { "Site", N_("Site"), N_("City, region COUNTRY") },
  { "Date", N_("Date"), N_("YYYY.MM.DD") },
  { "Round", N_("Round"), NULL },
  { "White", N_("White"), N_("Last name, first name") },
  { "Black", N_("Black"), N_("Last name, first name") },
  { "Result", N_("Result"), N_("1-0, 0-1, 1/2-1/2 or *") },
  { "WhiteElo", N_("White’s rating"), NULL },
  { "BlackElo", N_("Black’s rating"), NULL },
  { "ECO", N_("Opening code (ECO)"), N_("Such as C65") },
  { "TimeControl", N_("Time control"), N_("Such as 40/7200:3600") },
  { "Annotator", N_("Annotator"), NULL },
};
#define N_ROSTER 7
/* Rows for the game's other tags, at most: a file may give a game
 * thousands, which no one edits here, and each row is a few widgets. */
#define MAX_OTHER_ROWS 500

static void
field_free (gpointer data)
{
  Field *field = data;

  g_free (field->name);
  g_free (field->message);
  g_free (field);
}

static Field *
find_field (ScGameDetailsWindow *self,
            const char          *name)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);

      if (!field->removed && g_str_equal (field->name, name))
        return field;
    }
  return NULL;
}

static gboolean
all_valid (ScGameDetailsWindow *self)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);

      if (!field->removed && field->message != NULL)
        return FALSE;
    }
  return TRUE;
}

/* Apply waits for a change, and for every value to be right. */
static void
update_apply (ScGameDetailsWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "details.apply", self->edited && all_valid (self));
}

/* What the field's text is kept as: NULL, with message set, when it
 * cannot be read. */
static char *
field_value (Field  *field,
             char  **message)
{
  return sc_tag_normalize (field->name, gtk_editable_get_text (field->entry), message);
}

static void
check_field (ScGameDetailsWindow *self,
             Field               *field)
{
  g_autofree char *value = NULL;

  g_clear_pointer (&field->message, g_free);
  value = field_value (field, &field->message);
  if (value != NULL && *value != '\0')
    field->message = sc_tag_check (sc_document_get_game (self->document), field->name, value);
  if (field->message != NULL)
    {
      /* Checks speak in lower case, to follow a name; a row starts a sentence. */
      g_autofree char *shown = g_strdup (field->message);

      shown[0] = g_ascii_toupper (shown[0]);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (field->row), shown);
      gtk_widget_add_css_class (GTK_WIDGET (field->entry), "error");
    }
  else
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (field->row), "");
      gtk_widget_remove_css_class (GTK_WIDGET (field->entry), "error");
    }
  update_apply (self);
}

static void
entry_changed (GtkEditable         *entry,
               ScGameDetailsWindow *self)
{
  self->edited = TRUE;
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);

      if (field->entry == entry)
        check_field (self, field);
    }
}

/* Enter in a field applies; with a value still wrong, that field takes
 * the focus instead. */
static void
entry_activated (GtkEntry            *entry,
                 ScGameDetailsWindow *self)
{
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);

      if (!field->removed && field->message != NULL)
        {
          gtk_widget_error_bell (GTK_WIDGET (entry));
          if (field->entry != GTK_EDITABLE (entry))
            gtk_widget_grab_focus (GTK_WIDGET (field->entry));
          return;
        }
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "details.apply", NULL);
}

static void
remove_clicked (GtkButton           *button,
                ScGameDetailsWindow *self)
{
  Field *field = g_object_get_data (G_OBJECT (button), "field");

  field->removed = TRUE;
  self->edited = TRUE;
  adw_preferences_group_remove (self->other_group, field->row);
  update_apply (self);
}

static Field *
add_field (ScGameDetailsWindow *self,
           AdwPreferencesGroup *group,
           const char          *name,
           const char          *title,
           const char          *placeholder,
           gboolean             removable)
{
  Field *field = g_new0 (Field, 1);
  const char *value;
  GtkWidget *entry = gtk_entry_new ();

  field->name = g_strdup (name);
  field->row = adw_action_row_new ();
  field->entry = GTK_EDITABLE (entry);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (field->row), title);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  gtk_editable_set_width_chars (field->entry, 22);
  if (placeholder != NULL)
    gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  value = g_str_equal (name, "Result") ? sc_game_get_result (sc_document_get_game (self->document))
                                       : sc_game_get_tag (sc_document_get_game (self->document), name);
  gtk_editable_set_text (field->entry, value != NULL ? value : "");
  adw_action_row_add_suffix (ADW_ACTION_ROW (field->row), entry);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (field->row), entry);
  /* Tab goes from field to field: the rows themselves take no focus. */
  gtk_widget_set_focusable (field->row, FALSE);
  if (removable)
    {
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove the Tag"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Remove the Tag"), -1);
      g_object_set_data (G_OBJECT (remove), "field", field);
      g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (field->row), remove);
    }
  g_signal_connect (entry, "changed", G_CALLBACK (entry_changed), self);
  g_signal_connect (entry, "activate", G_CALLBACK (entry_activated), self);
  g_ptr_array_add (self->fields, field);
  adw_preferences_group_add (group, field->row);
  check_field (self, field);
  return field;
}

static gboolean
is_known (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_tags); i++)
    if (g_str_equal (known_tags[i].name, name))
      return TRUE;
  return FALSE;
}

/* A PGN tag name: a letter, then letters, digits and underscores. */
static const char *
check_name (ScGameDetailsWindow *self,
            const char          *name)
{
  if (!g_ascii_isalpha (name[0]))
    return _("A tag name starts with a letter");
  for (const char *p = name; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return _("A tag name has only letters, digits and underscores");
  /* Tags without a row of their own are the game's too. */
  if (find_field (self, name) != NULL || sc_game_get_tag (sc_document_get_game (self->document), name) != NULL)
    return _("The game has this tag already");
  return NULL;
}

gboolean
sc_game_details_window_add_tag (ScGameDetailsWindow *self,
                                const char          *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name));
  const char *problem;
  Field *field;

  g_return_val_if_fail (SC_IS_GAME_DETAILS_WINDOW (self), FALSE);

  problem = check_name (self, stripped);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->add_row), problem != NULL ? problem : "");
  if (problem != NULL)
    return FALSE;
  /* New tags go above the row that adds them. */
  adw_preferences_group_remove (self->other_group, self->add_row);
  field = add_field (self, self->other_group, stripped, stripped, NULL, TRUE);
  adw_preferences_group_add (self->other_group, self->add_row);
  gtk_editable_set_text (self->new_tag_entry, "");
  gtk_widget_grab_focus (GTK_WIDGET (field->entry));
  return TRUE;
}

static void
add_tag_activated (ScGameDetailsWindow *self)
{
  sc_game_details_window_add_tag (self, gtk_editable_get_text (self->new_tag_entry));
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ScGameDetailsWindow *self = SC_GAME_DETAILS_WINDOW (widget);
  ScGame *game = sc_document_get_game (self->document);
  ScGameEdit *group;

  if (!all_valid (self))
    return;
  group = sc_game_edit_group_new ();
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);
      g_autofree char *value = field->removed ? g_strdup ("") : field_value (field, NULL);
      ScGameEdit *edit;

      if (g_str_equal (field->name, "Result"))
        edit = sc_game_set_result_edit (game, *value != '\0' ? value : "*");
      else
        edit = sc_game_set_tag_edit (game, field->name, value);
      if (edit != NULL)
        sc_game_edit_group_add (group, edit);
    }
  sc_document_push (self->document, group, NULL);
  gtk_window_close (GTK_WINDOW (self));
}

static void
fill (ScGameDetailsWindow *self)
{
  ScGame *game = sc_document_get_game (self->document);
  guint n_other = 0;

  for (guint i = 0; i < G_N_ELEMENTS (known_tags); i++)
    add_field (self, i < N_ROSTER ? self->roster_group : self->more_group, known_tags[i].name,
               _(known_tags[i].title), known_tags[i].placeholder ? _(known_tags[i].placeholder) : NULL, FALSE);

  adw_preferences_group_remove (self->other_group, self->add_row);
  for (guint i = 0; i < sc_game_get_n_tags (game); i++)
    {
      const char *name, *value;

      sc_game_get_nth_tag (game, i, &name, &value);
      /* SetUp and FEN belong to the set-up position. */
      if (is_known (name) || g_str_equal (name, "SetUp") || g_str_equal (name, "FEN"))
        continue;
      if (n_other < MAX_OTHER_ROWS)
        add_field (self, self->other_group, name, name, NULL, TRUE);
      n_other++;
    }
  if (n_other > MAX_OTHER_ROWS)
    {
      guint n_not_shown = n_other - MAX_OTHER_ROWS;
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%'u more tag", "%'u more tags",
                                                             n_not_shown),
                                                n_not_shown);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Too many to edit here; they stay with the game as they are"));
      gtk_widget_set_focusable (row, FALSE);
      adw_preferences_group_add (self->other_group, row);
    }
  adw_preferences_group_add (self->other_group, self->add_row);
}

/* Typing */

static GtkEditable *
first_entry (ScGameDetailsWindow *self)
{
  return ((Field *) g_ptr_array_index (self->fields, 0))->entry;
}

static void
focus_changed (ScGameDetailsWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus != NULL && GTK_IS_EDITABLE (focus))
    g_set_weak_pointer (&self->last_field, GTK_EDITABLE (focus));
}

/* Letters typed where the focus is on a button go to the field that had
 * the focus last (or the first field), not nowhere. */
static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ScGameDetailsWindow   *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *text;

  if (sc_typed_character (keyval, state) == 0)
    return FALSE;
  if (focus != NULL && GTK_IS_EDITABLE (focus))
    return FALSE;
  if (self->last_field != NULL && gtk_widget_get_mapped (GTK_WIDGET (self->last_field)))
    text = GTK_WIDGET (self->last_field);
  else
    text = GTK_WIDGET (gtk_editable_get_delegate (first_entry (self)));
  if (!GTK_IS_TEXT (text))
    return FALSE;
  gtk_text_grab_focus_without_selecting (GTK_TEXT (text));
  return gtk_event_controller_key_forward (controller, text);
}

/* Construction */

static void
sc_game_details_window_finalize (GObject *object)
{
  ScGameDetailsWindow *self = SC_GAME_DETAILS_WINDOW (object);

  g_clear_weak_pointer (&self->last_field);
  g_clear_object (&self->document);
  g_clear_pointer (&self->fields, g_ptr_array_unref);
  G_OBJECT_CLASS (sc_game_details_window_parent_class)->finalize (object);
}

static void
sc_game_details_window_class_init (ScGameDetailsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sc_game_details_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/scoresheet/Scoresheet/sc-game-details-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ScGameDetailsWindow, roster_group);
  gtk_widget_class_bind_template_child (widget_class, ScGameDetailsWindow, more_group);
  gtk_widget_class_bind_template_child (widget_class, ScGameDetailsWindow, other_group);
  gtk_widget_class_bind_template_child (widget_class, ScGameDetailsWindow, add_row);
  gtk_widget_class_bind_template_child (widget_class, ScGameDetailsWindow, new_tag_entry);
  gtk_widget_class_bind_template_callback (widget_class, add_tag_activated);

  gtk_widget_class_install_action (widget_class, "details.apply", NULL, apply_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sc_game_details_window_init (ScGameDetailsWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->fields = g_ptr_array_new_with_free_func (field_free);
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (self, "notify::focus-widget", G_CALLBACK (focus_changed), self);
}

GtkWidget *
sc_game_details_window_new (ScDocument *document)
{
  ScGameDetailsWindow *self;

  g_return_val_if_fail (SC_IS_DOCUMENT (document), NULL);

  self = g_object_new (SC_TYPE_GAME_DETAILS_WINDOW, NULL);
  self->document = g_object_ref (document);
  fill (self);
  /* The first field is ready for typing as the window opens. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (first_entry (self)));
  return GTK_WIDGET (self);
}

GtkEditable *
sc_game_details_window_get_entry (ScGameDetailsWindow *self,
                                  const char          *name)
{
  Field *field;

  g_return_val_if_fail (SC_IS_GAME_DETAILS_WINDOW (self), NULL);

  field = find_field (self, name);
  return field != NULL ? field->entry : NULL;
}

const char *
sc_game_details_window_get_message (ScGameDetailsWindow *self,
                                    const char          *name)
{
  Field *field;

  g_return_val_if_fail (SC_IS_GAME_DETAILS_WINDOW (self), NULL);

  field = find_field (self, name);
  return field != NULL ? field->message : NULL;
}
