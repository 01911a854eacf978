/* sc-game-list.c: the games of a file in sortable columns, with a search
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-context-menu.h"
#include "sc-game-list.h"
#include "sc-game-record.h"
#include "sc-game-search.h"
#include "sc-game-title.h"

struct _ScGameList {
  GtkBox              parent_instance;

  /* Template widgets */
  GtkSearchEntry     *search_entry;
  GtkProgressBar     *progress_bar;
  GtkColumnView      *view;
  GtkLabel           *count_label;
  GtkLabel           *no_match_label;

  ScGameFile         *file;
  GtkFilterListModel *filtered;
  GtkSortListModel   *sorted;
  GtkSingleSelection *selection;
  GtkFilter          *search;
  GMenuModel         *context_model;
  GtkWidget          *context_menu;   /* built from it when first shown */
  guint               open_position;  /* the game shown, or G_MAXUINT */
  /* A search, a sort or an edit of the list is under way: once its rows
   * settle, the list goes to the game shown (else to its first row). */
  gboolean            follow_open;
  guint               settle_source;
};

G_DEFINE_FINAL_TYPE (ScGameList, sc_game_list, GTK_TYPE_BOX)

enum {
  GAME_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The columns: title, record property, whether the cell grows, and the
 * characters it shows at least: a player's name is read at a glance
 * ("Hansen, Kari"), the rest may be scrolled to. */
typedef struct {
  const char *title;
  const char *property;
  gboolean    expand;
  int         width_chars;
} Column;

static const Column columns[] = {
  { N_("No."), "number", FALSE, 0 },
  { N_("White"), "white", TRUE, 11 },
  { N_("Black"), "black", TRUE, 11 },
  { N_("Result"), "result", FALSE, 3 },
  { N_("Date"), "date", FALSE, 4 },
  { N_("Event"), "event", TRUE, 4 },
  { N_("Round"), "round", FALSE, 4 },
  /* TRANSLATORS: the opening code of the Encyclopaedia of Chess Openings */
  { N_("ECO"), "eco", FALSE, 4 },
};

/* A sort key for each column: see sc_game_record_get_sort_key (). */
G_STATIC_ASSERT (G_N_ELEMENTS (columns) <= SC_GAME_RECORD_N_SORT_KEYS);

/* Where neither player is known, the White column shows the event
 * instead of "?", and the Black column nothing. */
static char *
player_shown (GObject    *this,
              const char *white,
              const char *black,
              const char *event,
              const char *round,
              gpointer    is_white)
{
  g_autofree char *players = sc_game_title_for_tags (white, black, NULL, NULL);
  char *title;

  if (players != NULL)
    return g_strdup (is_white ? white : black);
  title = is_white ? sc_game_title_for_tags (NULL, NULL, event, round) : NULL;
  return title != NULL ? title : g_strdup ("");
}

/* What a column shows of the record that record gives, or of the
 * expression's own object when record is NULL (for sorting). Takes
 * record. */
static GtkExpression *
column_expression (const char    *property,
                   GtkExpression *record)
{
  static const char *player_tags[] = { "white", "black", "event", "round" };
  GtkExpression *params[G_N_ELEMENTS (player_tags)];
  gboolean white = g_str_equal (property, "white");

  if (!white && !g_str_equal (property, "black"))
    return gtk_property_expression_new (SC_TYPE_GAME_RECORD, record, property);
  for (guint i = 0; i < G_N_ELEMENTS (player_tags); i++)
    params[i] = gtk_property_expression_new (SC_TYPE_GAME_RECORD, record != NULL ? gtk_expression_ref (record) : NULL,
                                             player_tags[i]);
  g_clear_pointer (&record, gtk_expression_unref);
  return gtk_cclosure_expression_new (G_TYPE_STRING, NULL, G_N_ELEMENTS (params), params, G_CALLBACK (player_shown),
                                      GINT_TO_POINTER (white), NULL);
}

static GtkExpression *
record_property (const char *property)
{
  GtkExpression *item = gtk_property_expression_new (GTK_TYPE_LIST_ITEM, NULL, "item");

  return column_expression (property, item);
}

/* Rows */

static guint
file_position_of_row (ScGameList *self,
                      guint       row)
{
  g_autoptr(ScGameRecord) record = g_list_model_get_item (G_LIST_MODEL (self->sorted), row);

  return record != NULL ? sc_game_record_get_number (record) - 1 : G_MAXUINT;
}

static void
row_activated (ScGameList    *self,
               guint          row,
               GtkColumnView *view)
{
  guint position = file_position_of_row (self, row);

  if (position != G_MAXUINT)
    g_signal_emit (self, signals[GAME_ACTIVATED], 0, position);
}

/* Takes the look of a pressed or hovered widget off widget and everything
 * in it. */
static void
clear_pointer_look (GtkWidget *widget)
{
  gtk_widget_unset_state_flags (widget, GTK_STATE_FLAG_ACTIVE | GTK_STATE_FLAG_PRELIGHT);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    clear_pointer_look (child);
}

/* The menu opened on a row's press takes the release, and the pointer:
 * the row never sees the button go up or the pointer leave, and would
 * keep its pressed look. It goes with the menu. */
static void
menu_closed (ScGameList *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self->view), TRUE);
  clear_pointer_look (GTK_WIDGET (self->view));
}

/* While the menu is open, no row takes the pointer: none is hovered, and
 * none shows its tooltip over the menu. */
static void
popup_menu (ScGameList         *self,
            const GdkRectangle *point)
{
  gboolean first = self->context_menu == NULL;

  sc_context_menu_popup (&self->context_menu, self->context_model, GTK_WIDGET (self), point);
  if (first)
    g_signal_connect_swapped (self->context_menu, "closed", G_CALLBACK (menu_closed), self);
  gtk_widget_set_can_target (GTK_WIDGET (self->view), FALSE);
}

static void
cell_pressed (GtkGestureClick *gesture,
              int              n_press,
              double           x,
              double           y,
              GtkListItem     *item)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  ScGameList *self = SC_GAME_LIST (gtk_widget_get_ancestor (cell, SC_TYPE_GAME_LIST));
  guint row = gtk_list_item_get_position (item);
  GdkRectangle point = { 0, 0, 1, 1 };
  double lx, ly;

  if (self->context_model == NULL || row == GTK_INVALID_LIST_POSITION)
    return;
  /* The menu acts on the game shown: the row clicked is opened first. */
  gtk_single_selection_set_selected (self->selection, row);
  row_activated (self, row, self->view);
  gtk_widget_translate_coordinates (cell, GTK_WIDGET (self), x, y, &lx, &ly);
  point.x = (int) lx;
  point.y = (int) ly;
  popup_menu (self, &point);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
add_context_gesture (GtkWidget   *cell,
                     GtkListItem *item)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (cell_pressed), item);
  gtk_widget_add_controller (cell, GTK_EVENT_CONTROLLER (click));
}

static void
setup_text_cell (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 const Column             *column)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), column->width_chars);
  gtk_expression_bind (record_property (column->property), label, "label", item);
  gtk_expression_bind (record_property (column->property), label, "tooltip-text", item);
  add_context_gesture (label, item);
  gtk_list_item_set_child (item, label);
}

/* The number, with an error sign for a game that could not be read whole
 * and a dot for one changed since the file was saved. */
static void
setup_number_cell (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *modified = gtk_label_new ("•");
  GtkWidget *error = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_set_hexpand (number, TRUE);
  gtk_widget_add_css_class (number, "numeric");
  gtk_widget_add_css_class (error, "error");
  gtk_widget_set_tooltip_text (modified, _("Changed"));
  gtk_expression_bind (record_property ("number"), number, "label", item);
  gtk_expression_bind (record_property ("modified"), modified, "visible", item);
  gtk_expression_bind (record_property ("failed"), error, "visible", item);
  gtk_expression_bind (record_property ("error"), error, "tooltip-text", item);
  gtk_box_append (GTK_BOX (box), error);
  gtk_box_append (GTK_BOX (box), modified);
  gtk_box_append (GTK_BOX (box), number);
  add_context_gesture (box, item);
  gtk_list_item_set_child (item, box);
}

/* What the column (a Column) shows of the record, as column_expression ()
 * gives it. */
static char *
shown_text (ScGameRecord *record,
            gpointer      column)
{
  const char *property = ((const Column *) column)->property;
  gboolean white = g_str_equal (property, "white");
  char *text = NULL;

  if (white || g_str_equal (property, "black"))
    return player_shown (G_OBJECT (record), sc_game_record_get_white (record), sc_game_record_get_black (record),
                         sc_game_record_get_event (record), sc_game_record_get_round (record),
                         GINT_TO_POINTER (white));
  g_object_get (record, property, &text, NULL);
  return text;
}

/* Two records in the order of what the column shows, by the records'
 * sort keys: the column view's sorter compares two records at a time,
 * and making and collating their texts for each comparison took seconds
 * for a big file. */
static int
compare_shown_texts (gconstpointer a,
                     gconstpointer b,
                     gpointer      column)
{
  guint index = (guint) ((const Column *) column - columns);

  return strcmp (sc_game_record_get_sort_key ((ScGameRecord *) a, index, shown_text, column),
                 sc_game_record_get_sort_key ((ScGameRecord *) b, index, shown_text, column));
}

static GtkSorter *
column_sorter (const Column *column)
{
  if (g_str_equal (column->property, "number"))
    return GTK_SORTER (gtk_numeric_sorter_new (column_expression (column->property, NULL)));
  return GTK_SORTER (gtk_custom_sorter_new (compare_shown_texts, (gpointer) column, NULL));
}

static void
add_columns (ScGameList *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkColumnViewColumn) column = NULL;
      g_autoptr(GtkSorter) sorter = column_sorter (&columns[i]);

      if (i == 0)
        g_signal_connect (factory, "setup", G_CALLBACK (setup_number_cell), NULL);
      else
        g_signal_connect (factory, "setup", G_CALLBACK (setup_text_cell), (gpointer) &columns[i]);
      column = gtk_column_view_column_new (_(columns[i].title), factory);
      gtk_column_view_column_set_sorter (column, sorter);
      gtk_column_view_column_set_expand (column, columns[i].expand);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_append_column (self->view, column);
    }
}

/* Search, progress and count */

/* While a search or a sort goes through the games (a big file's take
 * seconds: see update_incremental ()), the count says so instead of the
 * games found so far. Words rather than a
 * spinner: drawn without a GPU, a spinner's frames held the search up
 * many times over. A search that found nothing says so where the rows
 * would be. */
static void
update_count (ScGameList *self)
{
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
  guint total = self->file != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->file)) : 0;
  gboolean searching = gtk_filter_list_model_get_pending (self->filtered) > 0;
  gboolean nothing_found;
  g_autofree char *text = NULL;

  if (searching)
    text = g_strdup (_("Searching…"));
  else if (gtk_sort_list_model_get_pending (self->sorted) > 0)
    text = g_strdup (_("Sorting…"));
  else if (shown == total)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%'u game", "%'u games", total), total);
  else
    /* TRANSLATORS: games found by the search, of all the games of the file */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%'u of %'u game", "%'u of %'u games", total), shown, total);
  gtk_label_set_label (self->count_label, text);

  nothing_found = !searching && shown == 0 && total > 0;
  gtk_widget_set_visible (GTK_WIDGET (self->no_match_label), nothing_found);
  if (nothing_found)
    {
      g_autofree char *none = NULL;

      /* TRANSLATORS: %s: what was typed in the search */
      none = g_strdup_printf (_("No player or event matches “%s”"),
                              gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
      gtk_label_set_label (self->no_match_label, none);
    }
}

static void follow_open_game (ScGameList *self);

static void
search_changed (ScGameList     *self,
                GtkSearchEntry *entry)
{
  sc_game_search_set_text (SC_GAME_SEARCH (self->search), gtk_editable_get_text (GTK_EDITABLE (entry)));
  follow_open_game (self);
}

/* Escape in the search field empties it. */
static void
stop_search (ScGameList     *self,
             GtkSearchEntry *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* Shift+F10 or the Menu key opens the menu of the game shown (Enter opens
 * a row's game), as a right click does on its row. */
static gboolean
list_key_pressed (GtkEventControllerKey *controller,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  ScGameList            *self)
{
  GdkRectangle point = { gtk_widget_get_width (GTK_WIDGET (self)) / 2, 48, 1, 1 };
  gboolean shift_f10 = keyval == GDK_KEY_F10 && (state & GDK_SHIFT_MASK);

  if (self->context_model == NULL || !(shift_f10 || keyval == GDK_KEY_Menu))
    return FALSE;
  popup_menu (self, &point);
  return TRUE;
}

/* Up to this many games a sort is done at once: with the records' sort
 * keys, in a tenth of a second for 64,000 games once their keys are made,
 * and a few tenths the first time. Sorted a little at a time, between
 * frames, even a club's thousand games stood half sorted for seconds.
 * (A search, a few hundred games a step, is always done so: its rows
 * arrive in their sorted places.) */
#define SC_GAME_LIST_SORT_AT_ONCE 100000

static void
update_incremental (ScGameList *self)
{
  guint n_games = self->file != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->file)) : 0;

  gtk_sort_list_model_set_incremental (self->sorted, n_games > SC_GAME_LIST_SORT_AT_ONCE);
}

static void
indexing_changed (ScGameList *self)
{
  update_incremental (self);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), sc_game_file_get_indexing (self->file));
  gtk_progress_bar_set_fraction (self->progress_bar, sc_game_file_get_progress (self->file));
}

void
sc_game_list_set_search (ScGameList *self,
                         const char *text)
{
  g_return_if_fail (SC_IS_GAME_LIST (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  search_changed (self, self->search_entry);
}

/* The file */

/* The file's records reach the view only once the list is on screen:
 * feeding a hidden list a big file's records (filtered, sorted, counted
 * as they arrive) would hold up the first game on the board. */
static void
attach_file (ScGameList *self)
{
  GListModel *model = self->file != NULL && gtk_widget_get_mapped (GTK_WIDGET (self))
                        ? G_LIST_MODEL (self->file) : NULL;

  update_incremental (self);
  if (gtk_filter_list_model_get_model (self->filtered) != model)
    gtk_filter_list_model_set_model (self->filtered, model);
}

void
sc_game_list_set_game_file (ScGameList *self,
                            ScGameFile *file)
{
  g_return_if_fail (SC_IS_GAME_LIST (self));

  if (self->file == file)
    return;
  if (self->file != NULL)
    g_signal_handlers_disconnect_by_data (self->file, self);
  g_set_object (&self->file, file);
  attach_file (self);
  if (file != NULL)
    {
      g_signal_connect_swapped (file, "notify::indexing", G_CALLBACK (indexing_changed), self);
      g_signal_connect_swapped (file, "notify::progress", G_CALLBACK (indexing_changed), self);
      indexing_changed (self);
    }
  update_count (self);
}

ScGameFile *
sc_game_list_get_game_file (ScGameList *self)
{
  g_return_val_if_fail (SC_IS_GAME_LIST (self), NULL);
  return self->file;
}

static void
scroll_to_row (ScGameList *self,
               guint       row)
{
  /* GTK 4.8's column view has no scroll_to: its list view has the action. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", row);
}

/* Selects the row of the game at position; returns the row. */
static guint
select_position (ScGameList *self,
                 guint       position)
{
  GListModel *rows = G_LIST_MODEL (self->sorted);
  guint n = g_list_model_get_n_items (rows);
  guint row = GTK_INVALID_LIST_POSITION;

  /* Unsorted and unfiltered, the row is the position. */
  if (position < n && file_position_of_row (self, position) == position)
    row = position;
  for (guint i = 0; i < n && row == GTK_INVALID_LIST_POSITION; i++)
    if (file_position_of_row (self, i) == position)
      row = i;
  gtk_single_selection_set_selected (self->selection, row);
  return row;
}

void
sc_game_list_select_game (ScGameList *self,
                          guint       position)
{
  guint row;

  g_return_if_fail (SC_IS_GAME_LIST (self));

  self->open_position = position;
  row = select_position (self, position);
  if (row != GTK_INVALID_LIST_POSITION && gtk_widget_get_mapped (GTK_WIDGET (self)))
    scroll_to_row (self, row);
}

/* Once no search or sort is under way, after one that followed the
 * user's search, sort or edit of the list: the game shown has its row
 * selected and in view, and where a search leaves it out, the list starts
 * at its first row. */
static gboolean
settle_rows_now (gpointer data)
{
  ScGameList *self = data;
  guint row;

  self->settle_source = 0;
  if (!self->follow_open || gtk_filter_list_model_get_pending (self->filtered) > 0
      || gtk_sort_list_model_get_pending (self->sorted) > 0)
    return G_SOURCE_REMOVE;
  self->follow_open = FALSE;
  row = select_position (self, self->open_position);
  if (row == GTK_INVALID_LIST_POSITION)
    row = 0;
  if (row < g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) && gtk_widget_get_mapped (GTK_WIDGET (self)))
    scroll_to_row (self, row);
  return G_SOURCE_REMOVE;
}

/* Not while the models change: the list view must see the change through
 * before it is scrolled or its selection set. */
static void
settle_rows (ScGameList *self)
{
  if (self->follow_open && self->settle_source == 0)
    self->settle_source = g_idle_add (settle_rows_now, self);
}

static void
follow_open_game (ScGameList *self)
{
  self->follow_open = TRUE;
  settle_rows (self);
}

/* The rows come once the list is shown, after the game shown was
 * selected: it is selected as its row arrives (unsorted, at its own
 * position; a search of the whole list for it would hold up a big file).
 * Rows changed otherwise than by arriving are an edit of the list. */
static void
rows_changed (ScGameList *self,
              guint       changed_at,
              guint       removed,
              guint       added)
{
  guint position = self->open_position;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sorted));
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (removed == 0 && changed_at + added == n)
    {
      if (selected == GTK_INVALID_LIST_POSITION && position < n && file_position_of_row (self, position) == position)
        gtk_single_selection_set_selected (self->selection, position);
      settle_rows (self);
      return;
    }
  if (self->follow_open || selected == GTK_INVALID_LIST_POSITION
      || file_position_of_row (self, selected) != position)
    follow_open_game (self);
}

/* One click opens a game, so the selection follows the pointer over the
 * rows; once it leaves them, the game shown is the selected one again. */
static void
pointer_left (ScGameList *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (selected == GTK_INVALID_LIST_POSITION || file_position_of_row (self, selected) != self->open_position)
    select_position (self, self->open_position);
}

void
sc_game_list_set_context_menu (ScGameList *self,
                               GMenuModel *menu)
{
  g_return_if_fail (SC_IS_GAME_LIST (self));

  g_clear_pointer (&self->context_menu, gtk_widget_unparent);
  gtk_widget_set_can_target (GTK_WIDGET (self->view), TRUE);
  g_set_object (&self->context_model, menu);
}

GListModel *
sc_game_list_get_rows (ScGameList *self)
{
  g_return_val_if_fail (SC_IS_GAME_LIST (self), NULL);
  return G_LIST_MODEL (self->sorted);
}

GtkColumnView *
sc_game_list_get_view (ScGameList *self)
{
  g_return_val_if_fail (SC_IS_GAME_LIST (self), NULL);
  return self->view;
}

/* Construction */

static void
sc_game_list_dispose (GObject *object)
{
  ScGameList *self = SC_GAME_LIST (object);

  g_clear_handle_id (&self->settle_source, g_source_remove);
  if (self->file != NULL)
    g_signal_handlers_disconnect_by_data (self->file, self);
  g_clear_pointer (&self->context_menu, gtk_widget_unparent);
  g_clear_object (&self->context_model);
  gtk_widget_dispose_template (GTK_WIDGET (self), SC_TYPE_GAME_LIST);
  G_OBJECT_CLASS (sc_game_list_parent_class)->dispose (object);
}

static void
sc_game_list_finalize (GObject *object)
{
  ScGameList *self = SC_GAME_LIST (object);

  g_clear_object (&self->file);
  g_clear_object (&self->selection);
  G_OBJECT_CLASS (sc_game_list_parent_class)->finalize (object);
}

static void
sc_game_list_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (sc_game_list_parent_class)->map (widget);
  attach_file (SC_GAME_LIST (widget));
  update_count (SC_GAME_LIST (widget));
}

/* The keyboard goes to the rows. */
static gboolean
sc_game_list_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (SC_GAME_LIST (widget)->view));
}

static void
sc_game_list_class_init (ScGameListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_game_list_dispose;
  object_class->finalize = sc_game_list_finalize;
  widget_class->map = sc_game_list_map;
  widget_class->grab_focus = sc_game_list_grab_focus;

  signals[GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-game-list.ui");
  gtk_widget_class_bind_template_child (widget_class, ScGameList, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ScGameList, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, ScGameList, view);
  gtk_widget_class_bind_template_child (widget_class, ScGameList, count_label);
  gtk_widget_class_bind_template_child (widget_class, ScGameList, no_match_label);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, stop_search);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, pointer_left);
  gtk_widget_class_set_css_name (widget_class, "gamelist");
}

static void
sc_game_list_init (ScGameList *self)
{
  GtkSorter *sorter;

  self->open_position = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));

  add_columns (self);
  self->search = sc_game_search_new ();
  self->filtered = gtk_filter_list_model_new (NULL, self->search);
  /* Big files: the list answers while a search goes on. */
  gtk_filter_list_model_set_incremental (self->filtered, TRUE);
  sorter = gtk_column_view_get_sorter (self->view);
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (self->filtered), g_object_ref (sorter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->sorted));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_swapped (self->sorted, "items-changed", G_CALLBACK (update_count), self);
  g_signal_connect_swapped (self->sorted, "items-changed", G_CALLBACK (rows_changed), self);
  g_signal_connect_swapped (self->filtered, "notify::pending", G_CALLBACK (settle_rows), self);
  g_signal_connect_swapped (self->filtered, "notify::pending", G_CALLBACK (update_count), self);
  g_signal_connect_swapped (self->sorted, "notify::pending", G_CALLBACK (settle_rows), self);
  g_signal_connect_swapped (self->sorted, "notify::pending", G_CALLBACK (update_count), self);
  g_signal_connect_swapped (sorter, "changed", G_CALLBACK (follow_open_game), self);

  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    /* Before the column view, which would take F10 for nothing. */
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (list_key_pressed), self);
    gtk_widget_add_controller (GTK_WIDGET (self->view), keys);
  }
  update_count (self);
}

GtkWidget *
sc_game_list_new (void)
{
  return g_object_new (SC_TYPE_GAME_LIST, NULL);
}
