/* sc-window-engine-annotate.c: the game or every game of the file
 * annotated by an engine in the background, each game one undo step
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A run hands the games to an ScEngineAnnotator one at a time: each is
 * copied (its main line) into an analysis here, searched on the worker
 * thread while the user reads or edits on, and written into the game
 * here when it comes back. A game whose main line was edited meanwhile
 * is refused by sc_game_annotate () and left as it was. Stopping drops
 * the game being analysed: a half-searched game would get marks on its
 * last moves only. Games finished before stay annotated.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-analysis.h"
#include "sc-engine-annotator.h"
#include "sc-game-title.h"
#include "sc-window-private.h"

struct _ScAnnotateRun {
  ScWindow          *window;
  ScEngineAnnotator *annotator;
  ScGameFile        *file;           /* a list change of it stops the run */
  gulong             games_handler;
  guint              n_known;        /* games of it at the last look */
  GArray            *todo;           /* of guint: positions not handed out yet */
  guint              position;       /* of the game being analysed */
  guint              n_games;        /* 1, or every game of the file */
  guint              finished;       /* games done, annotated or not */
  guint              annotated;
  guint              changed;        /* edited while analysed: left as they were */
  ScNotationStyle    style;
  ScAnnotateFlags    flags;
};

/* The engine: the one chosen in Preferences, else Stockfish. */

static char *
engine_path (ScWindow *self)
{
  g_autofree char *chosen = g_settings_get_string (self->settings, "engine-path");

  if (*chosen != '\0')
    return g_steal_pointer (&chosen);
  return sc_engine_find_default ();
}

/* What went wrong and how to fix it, with the way to Preferences. */

static void
engine_error_response (AdwMessageDialog *dialog,
                       const char       *response,
                       ScWindow         *self)
{
  if (g_str_equal (response, "preferences"))
    gtk_widget_activate_action (GTK_WIDGET (self), "app.preferences-page", "s", "analysis");
}

static void
show_engine_error (ScWindow   *self,
                   const char *heading,
                   const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "preferences", _("_Preferences"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (engine_error_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The run */

static void
update_actions (ScWindow *self)
{
  gboolean running = self->annotate_run != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.annotate-game", !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.annotate-file", !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.annotate-stop", running);
}

static void
run_free (ScAnnotateRun *run)
{

  g_signal_handler_disconnect (run->file, run->games_handler);
  if (run->annotator != NULL)
    {
      g_signal_handlers_disconnect_by_data (run->annotator, run->window);
      sc_engine_annotator_cancel (run->annotator);
      g_object_unref (run->annotator);
    }
  g_object_unref (run->file);
  g_array_unref (run->todo);
  g_free (run);
}

/* Ends the run: the bar goes, and the window can start another. */
static void
end_run (ScWindow *self)
{
  g_clear_pointer (&self->annotate_run, run_free);
  sc_annotate_bar_set_revealed (self->annotate_bar, FALSE);
  update_actions (self);
}

/* The game at position as the file holds it now: the window's own when
 * it is the one shown. */
static ScGame *
game_at (ScWindow *self,
         guint     position)
{
  if (position == sc_document_get_game_position (self->document))
    return g_object_ref (sc_document_get_game (self->document));
  return sc_game_file_get_game (sc_document_get_game_file (self->document), position, NULL);
}

static void
show_progress (ScAnnotateRun *run,
               double         of_game)
{
  sc_annotate_bar_set_fraction (run->window->annotate_bar, (run->finished + of_game) / run->n_games);
}

static void
show_game (ScAnnotateRun *run,
           ScGame        *game)
{
  g_autofree char *title = sc_game_display_title (game);
  g_autofree char *text = NULL;

  if (run->n_games == 1)
    /* TRANSLATORS: the players of the game being annotated */
    text = title != NULL ? g_strdup_printf (_("Annotating %s"), title) : g_strdup (_("Annotating the game"));
  else if (title != NULL)
    /* TRANSLATORS: "Game 3 of 20: Carlsen – Caruana" */
    text = g_strdup_printf (_("Game %'u of %'u: %s"), run->position + 1, run->n_games, title);
  else
    text = g_strdup_printf (_("Game %'u of %'u"), run->position + 1, run->n_games);
  sc_annotate_bar_set_text (run->window->annotate_bar, text);
  show_progress (run, 0.0);
}

static void finish (ScWindow *self);

/* Hands the next game with moves to the engine, or finishes. */
static void
next_game (ScWindow *self)
{
  ScAnnotateRun *run = self->annotate_run;

  while (run->todo->len > 0)
    {
      g_autoptr(ScGame) game = NULL;

      run->position = g_array_index (run->todo, guint, 0);
      g_array_remove_index (run->todo, 0);
      game = game_at (self, run->position);
      /* A game that could not be read whole is repaired first. */
      if (game == NULL || sc_game_get_unread_text (game) != NULL || sc_game_get_source (game) != NULL
          || sc_game_get_main_line_length (game) == 0)
        {
          run->finished++;
          continue;
        }
      show_game (run, game);
      sc_engine_annotator_analyse (run->annotator, sc_game_analysis_new (game));
      return;
    }
  finish (self);
}

/* The node to show once the engine's old lines are gone: the current
 * one, or the main-line move it was reached from. */
static ScGameNode *
main_line_ancestor (ScGameNode *node)
{
  for (ScGameNode *n = node; n->parent != NULL; n = n->parent)
    if (n->parent->first_child != n)
      node = n->parent;
  return node;
}

static gboolean
is_in_game (ScGame     *game,
            ScGameNode *node)
{
  while (node->parent != NULL)
    node = node->parent;
  return node == sc_game_get_root (game);
}

static void
game_analysed (ScEngineAnnotator *annotator,
               ScGameAnalysis    *analysis,
               ScWindow          *self)
{
  ScAnnotateRun *run = self->annotate_run;
  g_autoptr(ScGame) game = game_at (self, run->position);
  g_autoptr(GError) error = NULL;
  gboolean shown = run->position == sc_document_get_game_position (self->document);
  ScGameNode *current = sc_document_get_current (self->document);
  ScGameNode *fallback = main_line_ancestor (current);
  ScGameEdit *edit;

  run->finished++;
  edit = game != NULL ? sc_game_annotate (game, analysis, &run->style, run->flags, &error) : NULL;
  if (edit == NULL)
    {
      /* The main line is not the one analysed any more. */
      run->changed++;
      next_game (self);
      return;
    }
  if (shown)
    sc_document_push (self->document, edit, is_in_game (game, current) ? NULL : fallback);
  else
    sc_document_push_to_game (self->document, run->position, game, edit);
  run->annotated++;
  next_game (self);
}

static void
position_searched (ScEngineAnnotator *annotator,
                   guint              done,
                   guint              total,
                   ScWindow          *self)
{
  show_progress (self->annotate_run, total > 0 ? (double) done / total : 0.0);
}

static void
engine_failed (ScEngineAnnotator *annotator,
               GError            *error,
               ScWindow          *self)
{
  ScAnnotateRun *run = self->annotate_run;
  g_autofree char *described = NULL;
  g_autofree char *body = NULL;
  const char *kept;

  if (run->annotated == 0)
    kept = _("Nothing was changed.");
  else
    kept = _("The games annotated before it stay annotated; undo takes each back.");
  described = sc_analysis_describe_error (error);
  body = g_strdup_printf ("%s\n\n%s", described, kept);
  end_run (self);
  show_engine_error (self, _("The Engine Stopped"), body);
}

static void
add_toast (ScWindow   *self,
           const char *title,
           gboolean    can_undo)
{
  sc_window_add_toast (self, can_undo ? sc_window_undo_toast_new (title) : adw_toast_new (title));
}

/* Every game done: what became of them. */
static void
finish (ScWindow *self)
{
  ScAnnotateRun *run = self->annotate_run;
  guint n_games = run->n_games, annotated = run->annotated, changed = run->changed;
  g_autofree char *title = NULL;

  end_run (self);
  if (n_games == 1 && changed > 0)
    {
      sc_window_show_message (GTK_WINDOW (self), _("The Game Changed During the Analysis"),
                              _("Its moves were edited while the engine analysed them, so the analysis no "
                                "longer fits and the game was left as it is. Annotate it again to include "
                                "the changes."));
      return;
    }
  if (n_games == 1)
    title = g_strdup (annotated > 0 ? _("Game annotated") : _("The game could not be annotated"));
  else if (changed > 0)
    title = g_strdup_printf (ngettext ("%u of %u games annotated; %u was edited meanwhile and left as it is",
                                       "%u of %u games annotated; %u were edited meanwhile and left as they are",
                                       changed),
                             annotated, n_games, changed);
  else
    title = g_strdup_printf (ngettext ("%u game annotated", "%u games annotated", annotated), annotated);
  add_toast (self, title, n_games == 1 && annotated > 0);
}

/* Stopped by the user: the game being analysed is dropped. */
static void
stop (ScWindow *self)
{
  ScAnnotateRun *run = self->annotate_run;
  g_autofree char *title = NULL;

  if (run->n_games == 1)
    title = g_strdup (_("Annotation stopped: the game was not changed"));
  else
    title = g_strdup_printf (ngettext ("Annotation stopped: %u of %u game annotated",
                                       "Annotation stopped: %u of %u games annotated", run->n_games),
                             run->annotated, run->n_games);
  end_run (self);
  add_toast (self, title, FALSE);
}

/* Games inserted, removed or moved: the positions handed out no longer
 * name their games. Games appended by the index of a file still being
 * read change nothing. */
static void
games_changed (ScGameFile *file,
               guint       position,
               guint       removed,
               guint       added,
               ScWindow   *self)
{
  ScAnnotateRun *run = self->annotate_run;
  gboolean appended = removed == 0 && position == run->n_known;
  g_autofree char *body = NULL;

  run->n_known = sc_game_file_get_n_games (file);
  if (appended)
    return;
  body = g_strdup_printf ("%s %s", _("Games were added, removed or moved while the engine annotated them."),
                          run->annotated > 0 ? _("The games annotated before stay annotated.")
                                             : _("Nothing was changed."));
  end_run (self);
  sc_window_show_message (GTK_WINDOW (self), _("Annotation Stopped"), body);
}

/* Another file in the window: its games are not the ones annotated. */
static void
file_replaced (ScWindow *self)
{
  if (self->annotate_run != NULL && sc_document_get_game_file (self->document) != self->annotate_run->file)
    end_run (self);
}

static void
start (ScAnnotateDialog *dialog,
       ScWindow         *self)
{
  g_autofree char *path = engine_path (self);
  ScGameFile *file = sc_document_get_game_file (self->document);
  guint n_games = sc_annotate_dialog_get_n_games (dialog);
  ScEngineLimits limits;
  ScNotationStyle shown;
  ScAnnotateRun *run;

  if (self->annotate_run != NULL)
    return;
  if (path == NULL)
    {
      g_autoptr(GError) missing = g_error_new_literal (SC_ENGINE_ERROR, SC_ENGINE_ERROR_MISSING,
                                                       _("No chess engine was found."));
      g_autofree char *described = sc_analysis_describe_error (missing);
      g_autofree char *body = g_strdup_printf ("%s\n\n%s", described, _("Nothing was changed."));

      show_engine_error (self, _("No Engine"), body);
      return;
    }
  sc_annotate_dialog_get_limits (dialog, &limits);
  run = g_new0 (ScAnnotateRun, 1);
  run->window = self;
  run->file = g_object_ref (file);
  run->n_known = sc_game_file_get_n_games (file);
  run->todo = g_array_new (FALSE, FALSE, sizeof (guint));
  run->n_games = n_games == 0 ? 1 : n_games;
  for (guint i = 0; i < run->n_games; i++)
    {
      guint position = n_games == 0 ? sc_document_get_game_position (self->document) : i;

      g_array_append_val (run->todo, position);
    }
  /* Sentences in the notation language's letters, never figurines: they
   * are written into the PGN. */
  sc_window_get_notation_style (self, &shown);
  sc_notation_style_init_preset (&run->style, SC_PRESET_FIDE, shown.language);
  run->flags = sc_annotate_dialog_get_flags (dialog);
  run->annotator = sc_engine_annotator_new (path, (guint) g_settings_get_int (self->settings, "engine-threads"),
                                            (guint) g_settings_get_int (self->settings, "engine-hash"), &limits);
  g_signal_connect (run->annotator, "progress", G_CALLBACK (position_searched), self);
  g_signal_connect (run->annotator, "analysed", G_CALLBACK (game_analysed), self);
  g_signal_connect (run->annotator, "failed", G_CALLBACK (engine_failed), self);
  run->games_handler = g_signal_connect (file, "items-changed", G_CALLBACK (games_changed), self);
  self->annotate_run = run;

  sc_annotate_bar_set_revealed (self->annotate_bar, TRUE);
  update_actions (self);
  next_game (self);
}

/* Actions */

static void
ask (ScWindow *self,
     guint     n_games)
{
  ScNotationStyle style;

  if (self->annotate_dialog == NULL)
    {
      self->annotate_dialog = sc_annotate_dialog_new ();
      gtk_window_set_transient_for (GTK_WINDOW (self->annotate_dialog), GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->annotate_dialog), TRUE);
      g_signal_connect_object (self->annotate_dialog, "annotate", G_CALLBACK (start), self, 0);
    }
  sc_window_get_notation_style (self, &style);
  sc_annotate_dialog_set_scope (self->annotate_dialog, n_games);
  sc_annotate_dialog_set_language (self->annotate_dialog, style.language, style.pieces != SC_PIECES_LETTERS);
  gtk_window_present (GTK_WINDOW (self->annotate_dialog));
}

static void
ask_for_file (ScWindow *self,
              gpointer  data)
{
  ask (self, sc_game_file_get_n_games (sc_document_get_game_file (self->document)));
}

static void
annotate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);

  if (self->annotate_run != NULL)
    return;
  if (g_str_equal (action_name, "win.annotate-file"))
    sc_window_when_indexed (self, ask_for_file, NULL, NULL);
  else if (sc_game_get_main_line_length (sc_document_get_game (self->document)) == 0)
    add_toast (self, _("The game has no moves to annotate"), FALSE);
  else
    ask (self, 0);
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ScWindow *self = SC_WINDOW (widget);

  if (self->annotate_run != NULL)
    stop (self);
}

void
sc_window_engine_annotate_install_actions (GtkWidgetClass *widget_class)
{
  g_type_ensure (SC_TYPE_ANNOTATE_BAR);
  gtk_widget_class_bind_template_child (widget_class, ScWindow, annotate_bar);

  gtk_widget_class_install_action (widget_class, "win.annotate-game", NULL, annotate_action);
  gtk_widget_class_install_action (widget_class, "win.annotate-file", NULL, annotate_action);
  gtk_widget_class_install_action (widget_class, "win.annotate-stop", NULL, stop_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.annotate-game", NULL);
}

void
sc_window_engine_annotate_init (ScWindow *self)
{
  g_signal_connect_object (self->document, "notify::game-file", G_CALLBACK (file_replaced), self,
                           G_CONNECT_SWAPPED);
  update_actions (self);
}

void
sc_window_engine_annotate_dispose (ScWindow *self)
{
  g_clear_pointer (&self->annotate_run, run_free);
  if (self->annotate_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->annotate_dialog));
  self->annotate_dialog = NULL;
}
