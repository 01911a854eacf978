/* sc-window-files.c: the window's files: opening (dialog, drop, recent files),
 * saving, the games of a file and the crash journal
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "sc-game-file.h"
#include "sc-journal.h"
#include "sc-question.h"
#include "sc-window-private.h"

#define RECENT_MAX 10

ScWindowWaiting *
sc_window_waiting_new (ScWindowThen   then,
                       gpointer       data,
                       GDestroyNotify destroy)
{
  ScWindowWaiting *waiting = g_new0 (ScWindowWaiting, 1);

  waiting->then = then;
  waiting->data = data;
  waiting->destroy = destroy;
  return waiting;
}

void
sc_window_waiting_free (ScWindowWaiting *waiting)
{
  if (waiting->destroy != NULL)
    waiting->destroy (waiting->data);
  g_free (waiting);
}

static void
notify (ScWindow   *window,
        const char *text)
{
  sc_window_add_toast (window, adw_toast_new (text));
}

/* "“name” in folder", for messages. */
static char *
describe_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *folder = parent != NULL ? g_file_get_parse_name (parent) : g_strdup ("/");

  /* TRANSLATORS: a file name and the folder it is in */
  return g_strdup_printf (_("“%s” in %s"), name, folder);
}

/* Recent files */

static void
add_recent (GFile *file)
{
  g_autofree char *uri = file != NULL ? g_file_get_uri (file) : NULL;

  if (uri != NULL)
    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  GtkRecentInfo *info_a = (GtkRecentInfo *) a;
  GtkRecentInfo *info_b = (GtkRecentInfo *) b;

  return g_date_time_compare (gtk_recent_info_get_modified (info_b), gtk_recent_info_get_modified (info_a));
}

static void
recent_changed (ScWindow *window)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  const char *app = g_get_application_name ();
  guint n = 0;

  g_menu_remove_all (window->recent_section);
  items = g_list_sort (items, newest_first);
  for (GList *l = items; l != NULL && n < RECENT_MAX; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      g_autoptr(GMenuItem) item = NULL;

      if (app == NULL || !gtk_recent_info_has_application (info, app) || !gtk_recent_info_exists (info))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", gtk_recent_info_get_uri (info));
      g_menu_append_item (window->recent_section, item);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  if (n == 0)
    g_menu_append (window->recent_section, _("No Recent Files"), "win.no-recent-files");
}

/* Opening */

typedef struct {
  ScWindow     *window;
  GFile        *file;
  ScGameFile   *games;
  GCancellable *cancellable;   /* the window's loading, while it is this load's */
} Load;

static void
load_free (Load *load)
{
  /* Once its file is shown (or failed), opening another one does not
   * stop its index: that one may fail, and this file stays. */
  if (load->window->loading == load->cancellable)
    {
      g_clear_object (&load->window->loading);
      g_clear_object (&load->window->opening);
    }
  g_object_unref (load->window);
  g_object_unref (load->file);
  g_object_unref (load->games);
  g_object_unref (load->cancellable);
  g_free (load);
}

/* The journal names every game of the file, so it is applied once the
 * index is whole. Until then the window takes no input but a close,
 * so that nothing done meanwhile is replaced, and no journal is written
 * over the one left. An index stopped short (another file opened, the
 * window closed) applies nothing: the journal waits for the file's next
 * opening. */
typedef struct {
  ScWindow *window;
  GFile    *file;
} JournalRestore;

/* All of the window but its own controls in the header bar: closed
 * while it waits, the window leaves the journal for the next opening.
 * Keys are held back in sc-window-entering.c. */
static void
set_taking_input (ScWindow *window,
                  gboolean  taking)
{
  gtk_widget_set_sensitive (window->header_start, taking);
  gtk_widget_set_sensitive (window->header_end, taking);
  gtk_widget_set_sensitive (GTK_WIDGET (window->annotate_bar), taking);
  gtk_widget_set_sensitive (window->games_paned, taking);
}

static void
journal_restore_free (gpointer data)
{
  JournalRestore *restore = data;

  restore->window->restoring_journal = FALSE;
  if (!restore->window->disposed)
    {
      set_taking_input (restore->window, TRUE);
      gtk_widget_grab_focus (GTK_WIDGET (restore->window->move_entry));
    }
  g_object_unref (restore->window);
  g_object_unref (restore->file);
  g_free (restore);
}

static void
restore_journal_now (ScWindow *window,
                     gpointer  data)
{
  JournalRestore *restore = data;
  g_autoptr(GError) error = NULL;

  if (sc_journal_restore (window->document, restore->file, &error))
    notify (window, _("Unsaved changes from the last session were restored"));
  else
    sc_window_show_message (GTK_WINDOW (window), _("Unsaved Changes Could Not Be Restored"), error->message);
}

static void
restore_journal (ScWindow *window,
                 GFile    *file)
{
  JournalRestore *restore;

  if (!sc_journal_exists (file))
    return;
  restore = g_new0 (JournalRestore, 1);
  restore->window = g_object_ref (window);
  restore->file = g_object_ref (file);
  window->restoring_journal = TRUE;
  /* Not from under the keyboard: GTK warns when a focused entry goes. */
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  set_taking_input (window, FALSE);
  sc_window_when_indexed (window, restore_journal_now, restore, journal_restore_free);
}

/* SC_BENCH_EXIT_AFTER=first-game or =indexed (bench/bench-files.c):
 * prints the CLOCK_MONOTONIC time in µs when the first game has been
 * drawn ("first-game") and when the index is complete ("indexed"), then
 * quits. */
static void
bench_report (ScWindow   *window,
              const char *what,
              gboolean    quit)
{
  g_print ("%s %" G_GINT64_FORMAT "\n", what, g_get_monotonic_time ());
  fflush (stdout);
  if (quit)
    g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
}

static void
bench_indexing_changed (ScGameFile *games,
                        GParamSpec *pspec,
                        ScWindow   *window)
{
  if (!sc_game_file_get_indexing (games))
    bench_report (window, "indexed", TRUE);
}

static void
bench_painted (GdkFrameClock *clock,
               ScWindow      *window)
{
  ScGameFile *games = sc_document_get_game_file (window->document);
  gboolean more = g_strcmp0 (g_getenv ("SC_BENCH_EXIT_AFTER"), "indexed") == 0;

  g_signal_handlers_disconnect_by_func (clock, bench_painted, window);
  bench_report (window, "first-game", !more);
  if (more && !sc_game_file_get_indexing (games))
    bench_report (window, "indexed", TRUE);
  else if (more)
    g_signal_connect_object (games, "notify::indexing", G_CALLBACK (bench_indexing_changed), window, 0);
}

static void
file_loaded (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Load *load = user_data;
  g_autoptr(GError) error = NULL;

  if (sc_game_file_load_finish (SC_GAME_FILE (source), result, &error))
    {
      sc_window_set_game_file (load->window, load->games);
      add_recent (load->file);
      restore_journal (load->window, load->file);
      if (g_getenv ("SC_BENCH_EXIT_AFTER") != NULL)
        {
          GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (load->window));

          g_signal_connect (clock, "after-paint", G_CALLBACK (bench_painted), load->window);
          gtk_widget_queue_draw (GTK_WIDGET (load->window));
        }
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      /* A file that does not exist yet: a new game, saved there. */
      g_autoptr(ScGameFile) fresh = sc_game_file_new ();

      sc_game_file_set_file (fresh, load->file);
      sc_window_set_game_file (load->window, fresh);
      restore_journal (load->window, load->file);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *where = describe_file (load->file);
      g_autofree char *body = g_strdup_printf ("%s: %s", where, error->message);

      sc_window_show_message (GTK_WINDOW (load->window), _("The File Could Not Be Opened"), body);
    }
  load_free (load);
}

static void
open_in (ScWindow *window,
         GFile    *file)
{
  Load *load = g_new0 (Load, 1);

  if (window->loading != NULL)
    g_cancellable_cancel (window->loading);
  g_clear_object (&window->loading);
  window->loading = g_cancellable_new ();
  g_set_object (&window->opening, file);
  load->cancellable = g_object_ref (window->loading);
  load->window = g_object_ref (window);
  load->file = g_object_ref (file);
  load->games = sc_game_file_new ();
  sc_game_file_load_async (load->games, file, window->loading, file_loaded, load);
}

static ScWindow *
new_window (GtkApplication *application)
{
  ScWindow *other = sc_window_new (application);

  gtk_window_present (GTK_WINDOW (other));
  return other;
}

/* Does the window show file, or is it reading it? A window reading
 * another file is about to leave the one it shows. */
static gboolean
has_file (ScWindow *window,
          GFile    *file)
{
  GFile *shown = sc_document_get_file (window->document);

  if (window->disposed)
    return FALSE;
  if (window->opening != NULL)
    return g_file_equal (window->opening, file);
  return shown != NULL && g_file_equal (shown, file);
}

/* The file the window shows changed on disk, and reading it again loses
 * nothing: no unsaved work, none waiting to be restored, no clock time
 * typed that no save keeps, and no reading under way. */
static gboolean
may_read_again (ScWindow *window)
{
  ScGameFile *games = sc_document_get_game_file (window->document);

  return games != NULL && window->opening == NULL && !window->restoring_journal &&
         !sc_document_get_modified (window->document) &&
         sc_comment_editor_get_unread_clock (window->comment_editor) == NULL &&
         sc_game_file_changed_on_disk (games);
}

ScWindow *
sc_window_find_for_file (GtkApplication *application,
                         GFile          *file)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (SC_IS_WINDOW (l->data) && has_file (l->data, file))
      return l->data;
  return NULL;
}

void
sc_window_open (ScWindow *window,
               GFile    *file)
{
  GtkApplication *application;
  ScWindow *showing;

  g_return_if_fail (SC_IS_WINDOW (window));
  g_return_if_fail (G_IS_FILE (file));

  /* A file is open in one window only: two would each keep unsaved work
   * of it, and each restore the journal it left. Asked for again, it is
   * read again where it is open when another program changed it and the
   * window has nothing of its own to lose. */
  application = gtk_window_get_application (GTK_WINDOW (window));
  showing = application != NULL ? sc_window_find_for_file (application, file) : NULL;
  if (showing != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *text = NULL;

      gtk_window_present (GTK_WINDOW (showing));
      sc_window_commit_pending_edits (showing);
      if (may_read_again (showing))
        {
          open_in (showing, file);
          return;
        }
      /* TRANSLATORS: %s: a file name */
      text = g_strdup_printf (_("“%s” is open in this window"), name);
      notify (showing, text);
      return;
    }
  sc_window_commit_pending_edits (window);
  /* Unsaved work is never replaced, nor work that waits to be restored,
   * nor a clock time typed that no save keeps: the file gets a window of
   * its own. */
  open_in (sc_document_get_modified (window->document) || window->restoring_journal ||
           sc_comment_editor_get_unread_clock (window->comment_editor) != NULL
           ? new_window (gtk_window_get_application (GTK_WINDOW (window))) : window, file);
}

void
sc_window_open_apart (GtkApplication *application,
                      GFile          *file)
{
  ScWindow *showing;

  g_return_if_fail (GTK_IS_APPLICATION (application));
  g_return_if_fail (G_IS_FILE (file));

  showing = sc_window_find_for_file (application, file);
  sc_window_open (showing != NULL ? showing : new_window (application), file);
}

void
sc_window_restore_untitled (ScWindow *window)
{
  g_autofree char *path = sc_journal_find_untitled ();
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    return;
  if (sc_journal_restore_path (window->document, path, &error))
    notify (window, _("Unsaved changes from the last session were restored"));
  else
    sc_window_show_message (GTK_WINDOW (window), _("Unsaved Changes Could Not Be Restored"), error->message);
}

static void
open_response (GtkNativeDialog *dialog,
               int              response,
               ScWindow        *window)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      sc_window_open (window, file);
    }
  g_object_unref (dialog);
}

static void
add_pgn_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) pgn = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (pgn, _("Chess games (PGN)"));
  gtk_file_filter_add_pattern (pgn, "*.pgn");
  gtk_file_filter_add_pattern (pgn, "*.PGN");
  gtk_file_filter_add_mime_type (pgn, "application/vnd.chess-pgn");
  gtk_file_filter_add_mime_type (pgn, "application/x-chess-pgn");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, pgn);
  gtk_file_chooser_add_filter (chooser, all);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Open Games"), GTK_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  add_pgn_filters (GTK_FILE_CHOOSER (dialog));
  g_signal_connect (dialog, "response", G_CALLBACK (open_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  sc_window_open (SC_WINDOW (widget), file);
}

static gboolean
files_dropped (GtkDropTarget *target,
               const GValue  *value,
               double         x,
               double         y,
               ScWindow      *window)
{
  GSList *list = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    list = g_slist_copy (g_value_get_boxed (value));
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    list = g_slist_prepend (NULL, g_value_get_object (value));
  if (list == NULL)
    return FALSE;
  /* The first file here (unless there is unsaved work), each other one
   * in a window of its own, or where it is open already. */
  sc_window_open (window, list->data);
  for (GSList *l = list->next; l != NULL; l = l->next)
    sc_window_open_apart (gtk_window_get_application (GTK_WINDOW (window)), l->data);
  g_slist_free (list);
  return TRUE;
}

/* Saving */

static void
save_error_response (AdwMessageDialog *dialog,
                     const char       *response,
                     ScWindow         *window)
{
  if (g_str_equal (response, "save-as"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.save-as", NULL);
}

static void
show_save_error (ScWindow *window,
                 GFile    *target,
                 GError   *error)
{
  g_autofree char *where = describe_file (target);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("The Games Could Not Be Saved"), NULL);
  /* TRANSLATORS: %s: a file name and its folder; %s: why saving failed */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("Saving %s failed: %s\n\nThe file there is as it was, and your work is still here."),
                                  where, error->message);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "save-as", _("Save _As…"),
                                    NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (save_error_response), window);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Waiting for the file to be read to its end */

typedef struct {
  ScWindow        *window;
  ScWindowWaiting *waiting;
  gulong           handler;
} Indexing;

/* Runs when the wait ends: done, given up, or its file gone. */
static void
indexing_free (gpointer  data,
               GClosure *closure)
{
  Indexing *indexing = data;

  sc_window_waiting_free (indexing->waiting);
  g_object_unref (indexing->window);
  g_free (indexing);
}

static void
indexing_changed (ScGameFile *games,
                  GParamSpec *pspec,
                  Indexing   *indexing)
{
  if (sc_game_file_get_indexing (games))
    return;
  /* The window may be closed, or have another file by now, or the index
   * was stopped short for another: then it is not done. */
  if (!indexing->window->disposed && sc_document_get_game_file (indexing->window->document) == games &&
      sc_game_file_get_indexed_whole (games))
    indexing->waiting->then (indexing->window, indexing->waiting->data);
  /* Frees indexing (indexing_free ()). */
  g_signal_handler_disconnect (games, indexing->handler);
}

void
sc_window_when_indexed (ScWindow       *window,
                        ScWindowThen    then,
                        gpointer        data,
                        GDestroyNotify  destroy)
{
  ScGameFile *games = sc_document_get_game_file (window->document);
  Indexing *indexing;

  if (games == NULL || !sc_game_file_get_indexing (games))
    {
      then (window, data);
      if (destroy != NULL)
        destroy (data);
      return;
    }
  notify (window, _("Reading the rest of the file first…"));
  indexing = g_new0 (Indexing, 1);
  indexing->window = g_object_ref (window);
  indexing->waiting = sc_window_waiting_new (then, data, destroy);
  indexing->handler = g_signal_connect_data (games, "notify::indexing", G_CALLBACK (indexing_changed), indexing,
                                             indexing_free, 0);
}

typedef struct {
  GFile    *target;
  gboolean  keep_encoding;
} SaveRequest;

static gboolean save_now (ScWindow *window,
                          GFile    *target,
                          gboolean  keep_encoding);

static SaveRequest *
save_request_new (GFile    *target,
                  gboolean  keep_encoding)
{
  SaveRequest *request = g_new0 (SaveRequest, 1);

  request->target = target != NULL ? g_object_ref (target) : NULL;
  request->keep_encoding = keep_encoding;
  return request;
}

static void
save_request_free (gpointer data)
{
  SaveRequest *request = data;

  g_clear_object (&request->target);
  g_free (request);
}

static void
overwrite_response (AdwMessageDialog *dialog,
                    const char       *response,
                    ScWindow         *window)
{
  SaveRequest *request = g_object_get_data (G_OBJECT (dialog), "save-request");

  if (g_str_equal (response, "save"))
    save_now (window, request->target, request->keep_encoding);
  else
    g_clear_pointer (&window->after_save, sc_window_waiting_free);
}

/* Saving over the window's own file, which another program changed since
 * it was read or saved here, would replace those changes: asked first. */
static gboolean
ask_before_overwriting (ScWindow    *window,
                        SaveRequest *request)
{
  ScDocument *document = window->document;
  GFile *file = sc_document_get_file (document);
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (file == NULL || (request->target != NULL && !g_file_equal (request->target, file))
      || !sc_game_file_changed_on_disk (sc_document_get_game_file (document)))
    return FALSE;
  name = g_file_get_basename (file);
  /* TRANSLATORS: %s: a file name */
  body = g_strdup_printf (_("Another program changed “%s” since it was opened here. Saving replaces its "
                            "changes with the games in this window."), name);
  dialog = sc_question_new (GTK_WINDOW (window), _("The File Was Changed"), body, _("_Cancel"),
                            "save", _("_Save Anyway"));
  g_object_set_data_full (G_OBJECT (dialog), "save-request",
                          save_request_new (request->target, request->keep_encoding), save_request_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (overwrite_response), window, 0);
  return TRUE;
}

static void
save_when_indexed (ScWindow *window,
                   gpointer  data)
{
  SaveRequest *request = data;

  if (!ask_before_overwriting (window, request))
    save_now (window, request->target, request->keep_encoding);
}

/* Saves to target (NULL: the bound file) once every game of the file is
 * known, as writing the file again needs them all. */
static void
save (ScWindow *window,
      GFile    *target,
      gboolean  keep_encoding)
{
  sc_window_when_indexed (window, save_when_indexed, save_request_new (target, keep_encoding), save_request_free);
}

/* Saves to target (NULL: the bound file); after success, does what
 * waited for the save (closing the window, a new game). */
static gboolean
save_now (ScWindow *window,
          GFile    *target,
          gboolean  keep_encoding)
{
  ScDocument *document = window->document;
  g_autoptr(GFile) where = g_object_ref (target != NULL ? target : sc_document_get_file (document));
  g_autoptr(GError) error = NULL;

  if (!sc_document_save (document, target, keep_encoding, &error))
    {
      g_clear_pointer (&window->after_save, sc_window_waiting_free);
      show_save_error (window, where, error);
      return FALSE;
    }
  g_clear_handle_id (&window->journal_source, g_source_remove);
  if (!sc_journal_discard (document, &error))
    g_message ("Journal: %s", error->message);
  add_recent (where);
  if (window->after_save != NULL)
    {
      ScWindowWaiting *then = g_steal_pointer (&window->after_save);

      then->then (window, then->data);
      sc_window_waiting_free (then);
    }
  return TRUE;
}

/* Whether the file keeps its encoding: asked only of Latin-1 files (the
 * chooser warns when asked for a choice it does not have). */
static gboolean
keeps_encoding (GtkFileChooser *chooser)
{
  const char *encoding;

  if (g_object_get_data (G_OBJECT (chooser), "asks-encoding") == NULL)
    return TRUE;
  encoding = gtk_file_chooser_get_choice (chooser, "encoding");
  return encoding == NULL || g_str_equal (encoding, "keep");
}

static void
save_as_response (GtkNativeDialog *dialog,
                  int              response,
                  ScWindow        *window)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      ScWindow *showing = sc_window_find_for_file (gtk_window_get_application (GTK_WINDOW (window)), file);

      /* Written over, the file would change under the window that has
       * it open, and both would keep work of it. */
      if (showing != NULL && showing != window)
        {
          g_autofree char *name = g_file_get_basename (file);
          /* TRANSLATORS: %s: a file name */
          g_autofree char *body = g_strdup_printf (_("“%s” is open in another window. Close it there first, or "
                                                     "save under another name."), name);

          g_clear_pointer (&window->after_save, sc_window_waiting_free);
          sc_window_show_message (GTK_WINDOW (window), _("The File Is Open in Another Window"), body);
        }
      else
        save (window, file, keeps_encoding (GTK_FILE_CHOOSER (dialog)));
    }
  else
    g_clear_pointer (&window->after_save, sc_window_waiting_free);
  g_object_unref (dialog);
}

/* The file chooser of Save As. */
static void
choose_where_to_save (ScWindow *window,
                      gpointer  data)
{
  ScDocument *document = window->document;
  ScGameFile *games = sc_document_get_game_file (document);
  GFile *file = sc_document_get_file (document);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Save Games"), GTK_WINDOW (window), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  add_pgn_filters (GTK_FILE_CHOOSER (dialog));
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("game.pgn"));
  /* Old files in Latin-1 stay so unless asked: the programs that made
   * them may not read UTF-8. */
  if (games != NULL && g_str_equal (sc_game_file_get_encoding (games), "WINDOWS-1252"))
    {
      const char *ids[] = { "keep", "utf-8", NULL };
      /* Named as the messages about characters it lacks name it. */
      const char *labels[] = { _("Keep (Windows-1252)"), _("UTF-8"), NULL };

      gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), "encoding", _("Encoding"), ids, labels);
      gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (dialog), "encoding", "keep");
      g_object_set_data (G_OBJECT (dialog), "asks-encoding", GINT_TO_POINTER (TRUE));
    }
  g_signal_connect (dialog, "response", G_CALLBACK (save_as_response), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
sc_window_save_asked (ScWindow *window)
{
  g_return_if_fail (SC_IS_WINDOW (window));

  sc_window_commit_pending_edits (window);
  if (sc_document_get_file (window->document) == NULL)
    choose_where_to_save (window, NULL);
  else
    save (window, NULL, TRUE);
}

static void
save_given_clock (ScWindow *window,
                  gpointer  data)
{
  sc_window_save_asked (window);
}

/* Save and Save As ask first about a clock time that no save would keep:
 * saved without a word, it would seem kept. */
static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  sc_window_when_clock_given_up (SC_WINDOW (widget), save_given_clock, NULL, NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  sc_window_when_clock_given_up (SC_WINDOW (widget), choose_where_to_save, NULL, NULL);
}

/* The crash journal: written a moment after a change, never later than
 * SC_WINDOW_JOURNAL_DELAY_MS after the first change of a burst. */

static gboolean
journal_due (gpointer user_data)
{
  ScWindow *window = user_data;
  g_autoptr(GError) error = NULL;

  /* Not over the last session's journal before it is applied. */
  if (window->restoring_journal)
    return G_SOURCE_CONTINUE;
  window->journal_source = 0;
  if (!sc_journal_save (window->document, &error))
    g_warning ("The journal could not be written: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
document_changed (ScWindow *window)
{

  if (window->journal_source == 0)
    window->journal_source = g_timeout_add (SC_WINDOW_JOURNAL_DELAY_MS, journal_due, window);
}

/* The games of the file */

static void
update_game_actions (ScWindow *window)
{
  ScDocument *document = window->document;
  ScGameFile *games = sc_document_get_game_file (document);
  guint n = games != NULL ? g_list_model_get_n_items (G_LIST_MODEL (games)) : 1;
  guint position = sc_document_get_game_position (document);

  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.game-delete", n > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.game-move-up", position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.game-move-down", position + 1 < n);
}

static void
game_deleted_toast (ScWindow *window)
{
  sc_window_add_toast (window, sc_window_undo_toast_new (_("Game deleted")));
}

static void
change_game_list (ScWindow *window,
                  gpointer  data)
{
  const char *action_name = data;
  ScDocument *document = window->document;
  guint position = sc_document_get_game_position (document);

  if (g_str_equal (action_name, "win.game-new"))
    sc_document_insert_game (document, position + 1, NULL);
  else if (g_str_equal (action_name, "win.game-duplicate"))
    sc_document_duplicate_game (document, position);
  else if (g_str_equal (action_name, "win.game-delete"))
    {
      if (sc_document_remove_game (document, position))
        game_deleted_toast (window);
    }
  else if (g_str_equal (action_name, "win.game-move-up") && position > 0)
    sc_document_move_game (document, position, position - 1);
  else if (g_str_equal (action_name, "win.game-move-down"))
    sc_document_move_game (document, position, position + 1);
  update_game_actions (window);
}

static void
game_list_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  sc_window_when_clock_given_up (SC_WINDOW (widget), change_game_list, g_strdup (action_name), g_free);
}

void
sc_window_files_update_actions (ScWindow *window)
{
  update_game_actions (window);
}

/* Construction */

static void
nothing_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
}

void
sc_window_files_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.game-new", NULL, game_list_action);
  gtk_widget_class_install_action (widget_class, "win.game-duplicate", NULL, game_list_action);
  gtk_widget_class_install_action (widget_class, "win.game-delete", NULL, game_list_action);
  gtk_widget_class_install_action (widget_class, "win.game-move-up", NULL, game_list_action);
  gtk_widget_class_install_action (widget_class, "win.game-move-down", NULL, game_list_action);
  /* Never enabled: the place holder of an empty recent files menu. */
  gtk_widget_class_install_action (widget_class, "win.no-recent-files", NULL, nothing_action);
}

void
sc_window_files_init (ScWindow *window)
{
  ScDocument *document = window->document;
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  gtk_drop_target_set_gtypes (drop, types, G_N_ELEMENTS (types));
  g_signal_connect (drop, "drop", G_CALLBACK (files_dropped), window);
  gtk_widget_add_controller (GTK_WIDGET (window), GTK_EVENT_CONTROLLER (drop));

  g_signal_connect_object (gtk_recent_manager_get_default (), "changed", G_CALLBACK (recent_changed),
                           window, G_CONNECT_SWAPPED);
  recent_changed (window);
  gtk_widget_action_set_enabled (GTK_WIDGET (window), "win.no-recent-files", FALSE);

  g_signal_connect_object (document, "changed", G_CALLBACK (document_changed), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::modified", G_CALLBACK (document_changed), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "changed", G_CALLBACK (update_game_actions), window, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::game-position", G_CALLBACK (update_game_actions), window,
                           G_CONNECT_SWAPPED);
  update_game_actions (window);
}

void
sc_window_files_dispose (ScWindow *window)
{
  g_clear_pointer (&window->after_save, sc_window_waiting_free);
  g_clear_handle_id (&window->journal_source, g_source_remove);
  if (window->loading != NULL)
    g_cancellable_cancel (window->loading);
  g_clear_object (&window->loading);
  g_clear_object (&window->opening);
}
