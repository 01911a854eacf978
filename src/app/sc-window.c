/* sc-window.c: the main window: its parts, the game shown, notation,
 * navigation and the edits that are not typing (sc-window-*.c: the rest)
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-comment.h"
#include "sc-context-menu.h"
#include "sc-document-entry.h"
#include "sc-game-details-window.h"
#include "sc-game-edit.h"
#include "sc-game-title.h"
#include "sc-piece-set.h"
#include "sc-setup-dialog.h"
#include "sc-window-private.h"

G_DEFINE_FINAL_TYPE (ScWindow, sc_window, ADW_TYPE_APPLICATION_WINDOW)

/* Notation */

/* The notation's language (the interface's when none is set) and preset. */
static void
notation_choice (ScWindow          *self,
                 const ScLanguage **lang,
                 ScPreset          *preset)
{
  g_autofree char *code = g_settings_get_string (self->settings, "notation-language");
  g_autofree char *preset_name = g_settings_get_string (self->settings, "notation-preset");

  *lang = *code != '\0' ? sc_language_lookup (code) : NULL;
  if (*lang == NULL)
    *lang = sc_language_for_locale ();
  *preset = SC_PRESET_FIDE;
  sc_preset_from_name (preset_name, preset);
}

void
sc_window_get_notation_style (ScWindow        *self,
                              ScNotationStyle *style)
{
  const ScLanguage *lang;
  ScPreset preset;

  notation_choice (self, &lang, &preset);
  sc_notation_style_init_preset (style, preset, lang);
  if (g_settings_get_boolean (self->settings, "figurines"))
    style->pieces = SC_PIECES_FIGURINES;
}

/* The figurine preset has figurines whatever the switch says. */
static gboolean
shows_figurines (ScWindow *self,
                 ScPreset  preset)
{
  return preset == SC_PRESET_FIGURINE || g_settings_get_boolean (self->settings, "figurines");
}

void
sc_window_get_notation_settings (ScWindow         *self,
                                 ScExportSettings *settings)
{
  const ScLanguage *lang;
  ScPreset preset;

  notation_choice (self, &lang, &preset);
  settings->style = sc_preset_name (preset);
  if (shows_figurines (self, preset))
    settings->lang = "figurine";
  else
    settings->lang = sc_language_code (lang);
}

static void
piece_set_changed (ScWindow *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "piece-set");
  g_autoptr(GError) error = NULL;
  g_autoptr(ScPieceSet) set = sc_piece_set_load (name, &error);

  /* A set that cannot be read leaves the one on the board. */
  if (set == NULL)
    g_warning ("Piece set “%s”: %s", name, error->message);
  else
    sc_board_view_set_piece_set (self->board, set);
}

/* The switch shows the figurines the moves are shown in, and cannot be
 * unticked where the preset has them anyway. */
static void
update_figurines_action (ScWindow *self)
{
  const ScLanguage *lang;
  ScPreset preset;

  notation_choice (self, &lang, &preset);
  g_simple_action_set_state (self->figurines_action, g_variant_new_boolean (shows_figurines (self, preset)));
  g_simple_action_set_enabled (self->figurines_action, preset != SC_PRESET_FIGURINE);
}

static void
figurines_change_state (GSimpleAction *action,
                        GVariant      *state,
                        ScWindow      *self)
{
  g_settings_set_boolean (self->settings, "figurines", g_variant_get_boolean (state));
}

static void
notation_changed (ScWindow *self)
{
  ScNotationStyle style;

  update_figurines_action (self);
  sc_window_get_notation_style (self, &style);
  sc_move_list_set_style (self->move_list, &style);
  sc_scoresheet_view_set_style (self->scoresheet, &style);
  sc_move_entry_set_style (self->move_entry, &style);
  sc_analysis_pane_set_style (self->analysis_pane, &style);
}

/* The notation menu: languages, letters or figurines, presets; each item
 * is a stateful action bound to its GSettings key. */
static GMenuModel *
build_notation_menu (void)
{
  GMenu *menu = g_menu_new ();
  GMenu *pieces = g_menu_new ();
  GMenu *presets = g_menu_new ();
  GMenu *languages = g_menu_new ();
  GMenu *language_items = g_menu_new ();
  g_autoptr(GMenuItem) locale_item = NULL;

  /* A switch over every style, unlike the Figurine style below. */
  g_menu_append (pieces, _("Figurines Instead of Letters"), "settings.figurines");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (pieces));

  for (ScPreset p = 0; p < SC_N_PRESETS; p++)
    {
      g_autofree char *action = g_strdup_printf ("settings.notation-preset::%s", sc_preset_name (p));

      g_menu_append (presets, _(sc_preset_title (p)), action);
    }
  g_menu_append_section (menu, _("Style"), G_MENU_MODEL (presets));

  locale_item = g_menu_item_new (_("Interface Language"), NULL);
  g_menu_item_set_action_and_target (locale_item, "settings.notation-language", "s", "");
  g_menu_append_item (languages, locale_item);
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *lang = sc_language_nth (i);
      g_autoptr(GMenuItem) item = NULL;
      /* The letters themselves: languages that share them show it. */
      g_autofree char *sample = sc_language_sample (lang);
      g_autofree char *label = g_strdup_printf ("%s (%s)   %s", _(sc_language_name (lang)),
                                                sc_language_code (lang), sample);

      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "settings.notation-language", "s", sc_language_code (lang));
      g_menu_append_item (language_items, item);
    }
  g_menu_append_submenu (languages, _("Piece Letters"), G_MENU_MODEL (language_items));
  g_menu_append_section (menu, _("Language"), G_MENU_MODEL (languages));

  g_object_unref (pieces);
  g_object_unref (presets);
  g_object_unref (languages);
  g_object_unref (language_items);
  return G_MENU_MODEL (menu);
}

/* Focus after a menu */

static gboolean
focus_entry_now (gpointer data)
{
  ScWindow *self = data;

  /* Unless the menu's item gave the keyboard to something else here. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self->move_entry)))
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      if (focus == NULL || gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON) != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
    }
  return G_SOURCE_REMOVE;
}

/* Once a menu closes, the keyboard goes back to the move entry, where
 * typing (and Enter) works: after the menu has put it on its button. */
static void
menu_closed (ScWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_entry_now, g_object_ref (self), g_object_unref);
}

static void
menu_popover_changed (GtkMenuButton *button,
                      GParamSpec    *pspec,
                      ScWindow      *self)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  if (popover != NULL)
    g_signal_connect_object (popover, "closed", G_CALLBACK (menu_closed), self, G_CONNECT_SWAPPED);
}

/* Showing the game */

static void games_changed (ScWindow *self);

static void
moves_view_changed (ScWindow *self)
{
  gboolean scoresheet = g_settings_get_boolean (self->settings, "scoresheet-view");

  gtk_stack_set_visible_child_name (self->moves_stack, scoresheet ? "scoresheet" : "move-list");
}

static void
update_title (ScWindow *self)
{
  ScGame *game = sc_document_get_game (self->document);
  GFile *file = sc_document_get_file (self->document);
  ScGameFile *games = sc_document_get_game_file (self->document);
  /* The players, else the event: never "? – ?". */
  g_autofree char *players = sc_game_display_title (game);
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  name = file != NULL ? g_file_get_basename (file) : g_strdup (_("New Game"));
  /* The dot says there is unsaved work. */
  title = sc_document_get_modified (self->document) ? g_strdup_printf ("• %s", name) : g_strdup (name);
  if (games != NULL && g_list_model_get_n_items (G_LIST_MODEL (games)) > 1)
    {
      /* TRANSLATORS: the game shown, of the games of the file */
      g_autofree char *which = g_strdup_printf (_("Game %'u of %'u"), sc_document_get_game_position (self->document) + 1,
                                                g_list_model_get_n_items (G_LIST_MODEL (games)));
      char *both = players != NULL ? g_strdup_printf ("%s · %s", which, players) : g_strdup (which);

      g_free (players);
      players = both;
    }
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, players != NULL ? players : "");
}

static void
show_current (ScWindow *self)
{
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  ScGame *game = sc_document_get_game (self->document);
  ScGameNode *current = sc_document_get_current (self->document);
  ScPosition pos;

  sc_game_position_at (game, current, &pos);
  sc_board_view_set_position (self->board, &pos, current->move);
  sc_comment_get_marks (current->comment_after, marks);
  sc_board_view_set_marks (self->board, (ScMark *) marks->data, marks->len);
  sc_move_list_set_current (self->move_list, current->parent != NULL ? current : NULL);
  sc_scoresheet_view_set_current (self->scoresheet, current);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", current->parent != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-first", current->parent != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-forward", current->first_child != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-last", current->first_child != NULL);
  sc_window_annotate_update_actions (self);
}

static void
document_changed (ScWindow *self)
{
  ScGame *game = sc_document_get_game (self->document);

  if (sc_move_list_get_game (self->move_list) != game)
    sc_move_list_set_game (self->move_list, game);
  else
    sc_move_list_refresh (self->move_list);
  sc_scoresheet_view_set_game (self->scoresheet, game);
  sc_scoresheet_view_set_current (self->scoresheet, sc_document_get_current (self->document));
  sc_window_annotate_update_actions (self);
  games_changed (self);
  update_title (self);
}

static void
history_changed (ScWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", sc_document_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", sc_document_can_redo (self->document));
  update_title (self);
}

void
sc_window_set_game (ScWindow *self,
                    ScGame   *game,
                    GFile    *file)
{
  g_return_if_fail (SC_IS_WINDOW (self));
  g_return_if_fail (SC_IS_GAME (game));

  sc_document_set_game (self->document, game, file);
}

ScDocument *
sc_window_get_document (ScWindow *self)
{
  g_return_val_if_fail (SC_IS_WINDOW (self), NULL);
  return self->document;
}

ScGame *
sc_window_get_game (ScWindow *self)
{
  g_return_val_if_fail (SC_IS_WINDOW (self), NULL);
  return sc_document_get_game (self->document);
}

ScGameNode *
sc_window_get_current (ScWindow *self)
{
  g_return_val_if_fail (SC_IS_WINDOW (self), NULL);
  return sc_document_get_current (self->document);
}

void
sc_window_go_to (ScWindow   *self,
                 ScGameNode *node)
{
  g_return_if_fail (SC_IS_WINDOW (self));
  g_return_if_fail (node != NULL);

  sc_document_set_current (self->document, node);
}

void
sc_window_commit_pending_edits (ScWindow *self)
{
  g_return_if_fail (SC_IS_WINDOW (self));

  sc_comment_editor_commit (self->comment_editor);
}

/* Editing */

static void
move_played (ScBoardView *board,
             guint        move,
             ScWindow    *self)
{
  /* Goes on along the line, opens a variation, or replaces the move there. */
  sc_window_play_move (self, (ScMove) move, NULL);
}

static void
mark_toggled (ScBoardView *board,
              guint        colour,
              guint        from,
              guint        to,
              ScWindow    *self)
{
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  g_autofree char *comment = NULL;
  ScGameNode *current = sc_document_get_current (self->document);
  ScMark mark = { (char) colour, (ScSquare) from, (ScSquare) to };
  gboolean removed = FALSE;

  if (current->parent == NULL)
    return;
  /* Drawing a mark that is there takes it away. */
  sc_comment_get_marks (current->comment_after, marks);
  for (guint i = 0; i < marks->len; i++)
    {
      ScMark *m = &g_array_index (marks, ScMark, i);

      if (m->from == mark.from && m->to == mark.to)
        {
          removed = m->colour == mark.colour;
          g_array_remove_index (marks, i);
          break;
        }
    }
  if (!removed)
    g_array_append_val (marks, mark);
  comment = sc_comment_set_marks (current->comment_after, (ScMark *) marks->data, marks->len);
  sc_document_push (self->document,
                    sc_game_set_comment (sc_document_get_game (self->document), current, FALSE, comment),
                    NULL);
}

static void
node_activated (ScMoveList *list,
                gpointer    node,
                ScWindow   *self)
{
  sc_window_go_to (self, node);
}

/* Files */

/* A game taking the place of the one shown is typed into the move entry,
 * wherever the keyboard was: given to it first, as the clock field of a
 * game's start cannot keep it. */
static void
focus_move_entry (ScWindow *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
}

/* Shows the games of games, the first one current. The list of games
 * stays as the user left it (F9): beside it, a board in a window of
 * ordinary width would be too small to play on. */
void
sc_window_set_game_file (ScWindow   *self,
                         ScGameFile *games)
{
  g_return_if_fail (SC_IS_WINDOW (self));
  g_return_if_fail (SC_IS_GAME_FILE (games));

  focus_move_entry (self);
  sc_document_set_game_file (self->document, games);
  sc_window_show_how_read (self);
}

gboolean
sc_window_open_file (ScWindow  *self,
                     GFile     *file,
                     GError   **error)
{
  g_autoptr(ScGameFile) games = sc_game_file_new ();

  if (!sc_game_file_load (games, file, NULL, error))
    return FALSE;
  sc_window_set_game_file (self, games);
  return TRUE;
}

void
sc_window_show_message (GtkWindow  *parent,
                        const char *heading,
                        const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Toasts */

static gboolean
is_toast_close_button (GtkWidget *widget)
{
  GtkWidget *button = gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON);

  for (GtkWidget *w = button; w != NULL; w = gtk_widget_get_parent (w))
    if (g_strcmp0 (gtk_widget_get_css_name (w), "toast") == 0)
      return g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (button)), "window-close-symbolic") == 0;
  return FALSE;
}

static gboolean
give_focus_back (gpointer data)
{
  ScWindow *self = data;

  /* A text field gets the keyboard back with its text as it was, not
   * selected to be typed over. */
  if (self->focus_before_toast != NULL && gtk_widget_get_mapped (self->focus_before_toast))
    {
      if (GTK_IS_TEXT (self->focus_before_toast))
        gtk_text_grab_focus_without_selecting (GTK_TEXT (self->focus_before_toast));
      else
        gtk_widget_grab_focus (self->focus_before_toast);
    }
  g_clear_weak_pointer (&self->focus_before_toast);
  return G_SOURCE_REMOVE;
}

/* A press on a toast's ×: the keyboard goes back where it was once the
 * toast is gone, not to whatever lay under the toast. */
static void
toast_area_pressed (GtkGestureClick *gesture,
                    int              n_press,
                    double           x,
                    double           y,
                    ScWindow        *self)
{
  GtkWidget *overlay = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  GtkWidget *picked = gtk_widget_pick (overlay, x, y, GTK_PICK_DEFAULT);

  if (picked != NULL && is_toast_close_button (picked))
    g_set_weak_pointer (&self->focus_before_toast, gtk_root_get_focus (GTK_ROOT (self)));
}

/* The × takes the click from the gesture: it stops, with or without a
 * release. */
static void
toast_area_stopped (GtkGestureClick *gesture,
                    ScWindow        *self)
{
  if (self->focus_before_toast != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, give_focus_back, g_object_ref (self), g_object_unref);
}

static void
watch_toast_closing (ScWindow *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (toast_area_pressed), self);
  g_signal_connect (click, "stopped", G_CALLBACK (toast_area_stopped), self);
  gtk_widget_add_controller (GTK_WIDGET (self->toast_overlay), GTK_EVENT_CONTROLLER (click));
}

AdwToast *
sc_window_undo_toast_new (const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  return toast;
}

void
sc_window_add_toast (ScWindow *self,
                     AdwToast *toast)
{
  g_return_if_fail (SC_IS_WINDOW (self));

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
open_game_at (ScWindow *self,
              gpointer  data)
{
  guint position = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;

  if (position != sc_document_get_game_position (self->document) &&
      !sc_document_open_game (self->document, position, &error))
    {
      sc_window_show_message (GTK_WINDOW (self), _("The game could not be opened"), error->message);
      return;
    }
  sc_window_show_how_read (self);
}

static void
game_activated (ScGameList *list,
                guint       position,
                ScWindow   *self)
{
  sc_window_when_clock_given_up (self, open_game_at, GUINT_TO_POINTER (position), NULL);
}

static void
game_position_changed (ScWindow *self)
{
  sc_game_list_select_game (self->game_list, sc_document_get_game_position (self->document));
  sc_window_files_update_actions (self);
  update_title (self);
}

static void
games_changed (ScWindow *self)
{
  ScGameFile *games = sc_document_get_game_file (self->document);

  /* A new file for the document: the list follows, and its growth. */
  if (sc_game_list_get_game_file (self->game_list) != games)
    {
      sc_game_list_set_game_file (self->game_list, games);
      if (games != NULL)
        g_signal_connect_object (games, "items-changed", G_CALLBACK (games_changed), self, G_CONNECT_SWAPPED);
      game_position_changed (self);
    }
  sc_window_files_update_actions (self);
  /* "Game 1 of N" grows with the index. */
  update_title (self);
}

static void
start_new_game (ScWindow *self,
                gpointer  data)
{
  g_autoptr(ScGame) game = sc_game_new ();

  focus_move_entry (self);
  sc_window_set_game (self, game, NULL);
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  sc_window_when_saved (SC_WINDOW (widget), _("A new game takes the place of the changes that are not saved."),
                       start_new_game, NULL, NULL);
}

/* Game details */

static void
game_details_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);
  GtkWidget *details = sc_game_details_window_new (self->document);

  gtk_window_set_transient_for (GTK_WINDOW (details), GTK_WINDOW (self));
  /* It edits this window's document: it goes when the window goes. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (details), TRUE);
  gtk_window_present (GTK_WINDOW (details));
}

/* A game from a set-up position */

static void
start_from_position (ScWindow *self,
                     gpointer  game)
{
  focus_move_entry (self);
  sc_window_set_game (self, game, NULL);
}

void
sc_window_start_from_fen (ScWindow   *self,
                          const char *fen,
                          gboolean    chess960)
{
  g_autoptr(ScGame) game = sc_game_new ();
  g_autoptr(GError) error = NULL;
  ScPosition pos;

  g_return_if_fail (SC_IS_WINDOW (self));

  /* Castling rights only Chess960 can have (KQkq with the king off e1)
   * make it a Chess960 game too. */
  if (chess960 || (!sc_position_set_fen (&pos, fen, NULL) && sc_position_set_fen_chess960 (&pos, fen, NULL, NULL)))
    sc_game_set_tag (game, "Variant", "Chess960");
  if (!sc_game_set_start_fen (game, fen, &error))
    {
      sc_window_show_message (GTK_WINDOW (self), _("The position cannot start a game"), error->message);
      return;
    }
  sc_window_when_saved (self, _("A new game from the set-up position takes the place of the changes that are "
                               "not saved."),
                       start_from_position, g_steal_pointer (&game), g_object_unref);
}

static void
position_chosen (ScSetupDialog *setup,
                 const char    *fen,
                 gboolean       chess960,
                 ScWindow      *self)
{
  sc_window_start_from_fen (self, fen, chess960);
}

static void
setup_position_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);
  g_autofree char *name = g_settings_get_string (self->settings, "piece-set");
  g_autoptr(ScPieceSet) set = sc_piece_set_load (name, NULL);
  g_autofree char *fen = NULL;
  ScPosition pos;
  GtkWidget *setup;

  if (set == NULL)
    set = g_object_ref (sc_board_view_get_piece_set (self->board));
  /* It starts from the position on the board. */
  sc_game_position_at (sc_document_get_game (self->document), sc_document_get_current (self->document), &pos);
  fen = sc_position_to_fen (&pos);
  setup = sc_setup_dialog_new (set, fen);
  if (sc_variant_is_chess960 (sc_game_get_tag (sc_document_get_game (self->document), "Variant")))
    sc_setup_dialog_set_chess960 (SC_SETUP_DIALOG (setup), TRUE);
  g_signal_connect_object (setup, "position-chosen", G_CALLBACK (position_chosen), self, 0);
  gtk_window_set_transient_for (GTK_WINDOW (setup), GTK_WINDOW (self));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (setup), TRUE);
  gtk_window_present (GTK_WINDOW (setup));
}

/* Navigation */

static void
go_action (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);
  ScGameNode *node = sc_document_get_current (self->document);

  if (g_str_equal (action_name, "win.go-first"))
    node = sc_game_get_root (sc_document_get_game (self->document));
  else if (g_str_equal (action_name, "win.go-back") && node->parent != NULL)
    node = node->parent;
  else if (g_str_equal (action_name, "win.go-forward") && node->first_child != NULL)
    node = node->first_child;
  else if (g_str_equal (action_name, "win.go-last"))
    while (node->first_child != NULL)
      node = node->first_child;
  sc_window_go_to (self, node);
}

/* Window size */

static void
save_window_state (ScWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
sc_window_close_request (GtkWindow *window)
{
  /* Unsaved work: asked first, closed again when answered. */
  if (sc_window_asks_before_closing (SC_WINDOW (window)))
    return TRUE;
  save_window_state (SC_WINDOW (window));
  return GTK_WINDOW_CLASS (sc_window_parent_class)->close_request (window);
}

/* Construction */

static void
sc_window_dispose (GObject *object)
{
  ScWindow *self = SC_WINDOW (object);

  self->disposed = TRUE;
  g_clear_weak_pointer (&self->focus_before_toast);
  /* The comment box, losing the keyboard as its parents go, must not
   * write into the document: the views the change reaches are going. The
   * close request has written what was typed. */
  if (self->comment_editor != NULL)
    sc_comment_editor_set_document (self->comment_editor, NULL);
  sc_window_engine_annotate_dispose (self);
  sc_window_files_dispose (self);
  sc_window_analysis_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SC_TYPE_WINDOW);
  G_OBJECT_CLASS (sc_window_parent_class)->dispose (object);
}

static void
sc_window_finalize (GObject *object)
{
  ScWindow *self = SC_WINDOW (object);

  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_object (&self->figurines_action);
  g_clear_object (&self->annotate_actions);
  G_OBJECT_CLASS (sc_window_parent_class)->finalize (object);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);

  if (g_str_equal (action_name, "win.undo"))
    sc_document_undo (self->document);
  else
    sc_document_redo (self->document);
}

static void
sc_window_class_init (ScWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sc_window_dispose;
  object_class->finalize = sc_window_finalize;
  window_class->close_request = sc_window_close_request;

  g_type_ensure (SC_TYPE_BOARD_VIEW);
  g_type_ensure (SC_TYPE_MOVE_LIST);
  g_type_ensure (SC_TYPE_MOVE_ENTRY);
  g_type_ensure (SC_TYPE_COMMENT_EDITOR);
  g_type_ensure (SC_TYPE_SCORESHEET_VIEW);
  g_type_ensure (SC_TYPE_GAME_LIST);
  g_type_ensure (SC_TYPE_EVAL_BAR);
  g_type_ensure (SC_TYPE_EVAL_GRAPH);
  g_type_ensure (SC_TYPE_ANALYSIS_PANE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ScWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, header_start);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, header_end);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, games_paned);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, main_menu_button);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, main_menu);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, notation_button);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, annotate_button);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, move_entry);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, comment_editor);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, eval_bar);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, eval_graph);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, analysis_pane);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, moves_stack);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, scoresheet);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, reading_note);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, reading_note_label);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, game_list);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, games_section);

  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.game-details", NULL, game_details_action);
  gtk_widget_class_install_action (widget_class, "win.setup-position", NULL, setup_position_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-forward", NULL, go_action);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, go_action);
  sc_window_entering_install_actions (widget_class);
  sc_window_clipboard_install_actions (widget_class);
  sc_window_files_install_actions (widget_class);
  sc_window_reading_install_actions (widget_class);
  sc_window_print_install_actions (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-games", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "win.game-details", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.setup-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_N, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.setup-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK, "win.go-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.go-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "win.go-forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_ALT_MASK, "win.go-last", NULL);

  sc_window_annotate_install_actions (widget_class);
  sc_window_engine_annotate_install_actions (widget_class);
}

static void
sc_window_init (ScWindow *self)
{
  g_autoptr(GSimpleActionGroup) settings_actions = g_simple_action_group_new ();
  g_autoptr(GMenuModel) notation_menu = build_notation_menu ();
  g_autoptr(GMenuModel) annotate_menu = sc_window_annotate_menu_new ();
  g_autoptr(GPropertyAction) show_games = NULL;
  static const char *keys[] = { "notation-language", "notation-preset", "board-flipped", "scoresheet-view" };

  gtk_widget_init_template (GTK_WIDGET (self));
  watch_toast_closing (self);

  self->document = sc_document_new ();
  sc_comment_editor_set_document (self->comment_editor, self->document);
  g_signal_connect_object (self->comment_editor, "clock-left-out", G_CALLBACK (sc_window_clock_left_out), self,
                           G_CONNECT_SWAPPED);
  self->settings = g_settings_new (APP_ID);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, keys[i]);

      g_action_map_add_action (G_ACTION_MAP (settings_actions), action);
    }
  self->figurines_action = g_simple_action_new_stateful ("figurines", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (self->figurines_action, "change-state", G_CALLBACK (figurines_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (settings_actions), G_ACTION (self->figurines_action));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "settings", G_ACTION_GROUP (settings_actions));
  /* Each menu's popover is built when it first opens. */
  sc_menu_button_set_model_later (self->main_menu_button, self->main_menu);
  sc_menu_button_set_model_later (self->notation_button, notation_menu);
  gtk_menu_button_set_label (self->notation_button, _("Notation"));
  sc_menu_button_set_model_later (self->annotate_button, annotate_menu);
  g_signal_connect (self->main_menu_button, "notify::popover", G_CALLBACK (menu_popover_changed), self);
  g_signal_connect (self->notation_button, "notify::popover", G_CALLBACK (menu_popover_changed), self);
  g_signal_connect (self->annotate_button, "notify::popover", G_CALLBACK (menu_popover_changed), self);
  sc_move_list_set_context_menu (self->move_list, annotate_menu);

  g_settings_bind (self->settings, "board-flipped", self->board, "flipped", G_SETTINGS_BIND_GET);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_swapped (self->settings, "changed::notation-language", G_CALLBACK (notation_changed), self);
  g_signal_connect_swapped (self->settings, "changed::notation-preset", G_CALLBACK (notation_changed), self);
  g_signal_connect_swapped (self->settings, "changed::figurines", G_CALLBACK (notation_changed), self);
  g_signal_connect_swapped (self->settings, "changed::piece-set", G_CALLBACK (piece_set_changed), self);
  g_signal_connect (self->board, "move-played", G_CALLBACK (move_played), self);
  g_signal_connect (self->board, "mark-toggled", G_CALLBACK (mark_toggled), self);
  g_signal_connect (self->move_list, "node-activated", G_CALLBACK (node_activated), self);
  g_signal_connect (self->scoresheet, "node-activated", G_CALLBACK (node_activated), self);
  g_signal_connect_swapped (self->settings, "changed::scoresheet-view", G_CALLBACK (moves_view_changed), self);
  moves_view_changed (self);
  sc_window_entering_init (self);
  sc_window_annotate_init (self);

  show_games = g_property_action_new ("show-games", self->game_list, "visible");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (show_games));
  sc_game_list_set_context_menu (self->game_list, self->games_section);
  g_signal_connect (self->game_list, "game-activated", G_CALLBACK (game_activated), self);
  sc_window_files_init (self);
  sc_window_reading_init (self);
  sc_window_analysis_init (self);

  g_signal_connect_swapped (self->document, "changed", G_CALLBACK (document_changed), self);
  g_signal_connect_swapped (self->document, "notify::current", G_CALLBACK (show_current), self);
  g_signal_connect_swapped (self->document, "notify::can-undo", G_CALLBACK (history_changed), self);
  g_signal_connect_swapped (self->document, "notify::can-redo", G_CALLBACK (history_changed), self);
  g_signal_connect_swapped (self->document, "notify::modified", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::file", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::game-position", G_CALLBACK (game_position_changed), self);

  notation_changed (self);
  piece_set_changed (self);
  document_changed (self);
  history_changed (self);
  show_current (self);
  sc_window_engine_annotate_init (self);
  /* Typing moves is what the window opens for. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->move_entry));
}

ScWindow *
sc_window_new (GtkApplication *application)
{
  return g_object_new (SC_TYPE_WINDOW, "application", application, NULL);
}
