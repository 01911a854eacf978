/* gui-harness.c: a real Scoresheet window for the GUI tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gui-harness.h"
#include "sc-game-file.h"
#include "sc-move-list.h"

gboolean
gui_harness_init (int         *argc,
                  char      ***argv,
                  GuiHarness  *harness)
{
  g_autoptr(GError) error = NULL;
  GLogLevelFlags fatal;
  gboolean registered;

  g_test_init (argc, argv, NULL);
  if (!gtk_init_check ())
    {
      g_printerr ("No display: GUI tests skipped\n");
      return FALSE;
    }
  adw_init ();

  /* The application loads style.css (the board colours) at startup.
   * It must not try to own its name; and where there is no session bus
   * (CI), GtkApplication's startup warns about it: not fatal here. */
  harness->app = sc_application_new ();
  g_application_set_flags (G_APPLICATION (harness->app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  registered = g_application_register (G_APPLICATION (harness->app), NULL, &error);
  g_log_set_always_fatal (fatal);
  g_assert_no_error (error);
  g_assert_true (registered);

  harness->settings = g_settings_new (APP_ID);
  harness->window = sc_window_new (GTK_APPLICATION (harness->app));
  gtk_window_set_default_size (GTK_WINDOW (harness->window), 1000, 680);
  gtk_window_present (GTK_WINDOW (harness->window));
  gui_wait_until_shown (GTK_WIDGET (gui_board (harness->window)));
  gui_wait_until_shown (GTK_WIDGET (gui_move_list (harness->window)));
  return TRUE;
}

gboolean
gui_is_of_type (GtkWidget *widget,
                gpointer   type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

gboolean
gui_is_label_with_text (GtkWidget *widget,
                        gpointer   text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

static gpointer
find_part (ScWindow *window,
           GType     type)
{
  GtkWidget *part = gui_find_widget (GTK_WIDGET (window), gui_is_of_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (part);
  return part;
}

static gboolean
is_text_view (GtkWidget *widget,
              gpointer   data)
{
  return GTK_IS_TEXT_VIEW (widget);
}

gboolean
gui_is_menu_item_named (GtkWidget *widget,
                        gpointer   name)
{
  g_autofree char *text = NULL;

  if (!g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    return FALSE;
  g_object_get (widget, "text", &text, NULL);
  return text != NULL && g_str_has_suffix (text, name);
}

GtkTextView *
gui_find_text_view (GtkWidget *widget)
{
  GtkWidget *view = gui_find_widget (widget, is_text_view, NULL);

  g_assert_nonnull (view);
  return GTK_TEXT_VIEW (view);
}

void
gui_select_item (GtkDropDown *drop_down,
                 const char  *text)
{
  GListModel *model = gtk_drop_down_get_model (drop_down);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text))
      {
        gtk_drop_down_set_selected (drop_down, i);
        return;
      }
  g_error ("No item “%s”", text);
}

static gboolean
offers (GtkWidget *widget,
        gpointer   data)
{
  GListModel *model;

  if (!GTK_IS_DROP_DOWN (widget) || !GTK_IS_STRING_LIST (model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget))))
    return FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), data))
      return TRUE;
  return FALSE;
}

void
gui_pick_choice (GtkWidget  *dialog,
                 const char *label)
{
  GtkWidget *drop_down = gui_find_widget (dialog, offers, (gpointer) label);

  g_assert_nonnull (drop_down);
  gui_select_item (GTK_DROP_DOWN (drop_down), label);
}

ScBoardView *
gui_board (ScWindow *window)
{
  return find_part (window, SC_TYPE_BOARD_VIEW);
}

ScMoveList *
gui_move_list (ScWindow *window)
{
  return find_part (window, SC_TYPE_MOVE_LIST);
}

ScMoveEntry *
gui_move_entry (ScWindow *window)
{
  return find_part (window, SC_TYPE_MOVE_ENTRY);
}

ScGameList *
gui_game_list (ScWindow *window)
{
  return find_part (window, SC_TYPE_GAME_LIST);
}

ScCommentEditor *
gui_comment_editor (ScWindow *window)
{
  return find_part (window, SC_TYPE_COMMENT_EDITOR);
}

ScScoresheetView *
gui_scoresheet (ScWindow *window)
{
  return find_part (window, SC_TYPE_SCORESHEET_VIEW);
}

ScGameTextDialog *
gui_text_dialog (ScWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (SC_IS_GAME_TEXT_DIALOG (toplevel)
          && gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
        return SC_GAME_TEXT_DIALOG (toplevel);
    }
  return NULL;
}

ScGameTextDialog *
gui_open_text_dialog (ScWindow *window)
{
  ScGameTextDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.enter-text", NULL));
  gui_settle ();
  dialog = gui_text_dialog (window);
  g_assert_nonnull (dialog);
  return dialog;
}

void
gui_play_move (ScWindow *window,
               ScMove    move)
{
  g_signal_emit_by_name (gui_board (window), "move-played", (guint) move);
  gui_settle ();
}

GtkWidget *
gui_board_popover (ScBoardView *board)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return child;
  return NULL;
}

ScBoardView *
gui_board_in_window (const char *fen,
                     int         size)
{
  GtkWidget *board_window = gtk_window_new ();
  GtkWidget *board = sc_board_view_new ();
  ScPosition position;

  g_assert_true (sc_position_set_fen (&position, fen, NULL));
  sc_board_view_set_position (SC_BOARD_VIEW (board), &position, SC_MOVE_NONE);
  gtk_window_set_child (GTK_WINDOW (board_window), board);
  gtk_window_set_default_size (GTK_WINDOW (board_window), size, size);
  gtk_window_present (GTK_WINDOW (board_window));
  gui_wait_until_shown (board);
  gui_wait_for_paint (board_window);
  return SC_BOARD_VIEW (board);
}

void
gui_pixels_free (GuiPixels *pixels)
{
  g_free (pixels->data);
  g_free (pixels);
}

GuiPixels *
gui_render (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GuiPixels *pixels = g_new0 (GuiPixels, 1);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  pixels->width = gtk_widget_get_width (widget);
  pixels->height = gtk_widget_get_height (widget);
  gdk_paintable_snapshot (paintable, snapshot, pixels->width, pixels->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, pixels->width, pixels->height));
  pixels->width = gdk_texture_get_width (texture);
  pixels->height = gdk_texture_get_height (texture);
  pixels->stride = (gsize) pixels->width * 4;
  pixels->data = g_malloc (pixels->stride * (gsize) pixels->height);
  gdk_texture_download (texture, pixels->data, pixels->stride);
  return pixels;
}

GdkRGBA
gui_pixel_at (const GuiPixels *pixels,
              int              x,
              int              y)
{
  const guchar *p = pixels->data + (gsize) y * pixels->stride + (gsize) x * 4;

  return (GdkRGBA) { p[2] / 255.0f, p[1] / 255.0f, p[0] / 255.0f, 1 };
}

void
gui_harness_finish (GuiHarness *harness)
{
  gtk_window_destroy (GTK_WINDOW (harness->window));
  gui_settle ();
  g_clear_object (&harness->settings);
  g_clear_object (&harness->app);
}

static gboolean
timed_out (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

void
gui_settle (void)
{
  gboolean done = FALSE;

  g_timeout_add (50, timed_out, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
after_paint (GdkFrameClock *clock,
             gpointer       user_data)
{
  *(gboolean *) user_data = TRUE;
}

void
gui_wait_for_paint (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), &painted);

  gtk_widget_queue_resize (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

void
gui_wait_until_shown (GtkWidget *widget)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (20, timed_out, &expired);

  while (!expired && (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) <= 0))
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  g_assert_false (expired);
  gui_settle ();
}

void
gui_wait_for (GuiCondition  done,
              gpointer      data,
              const char   *what)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (120, timed_out, &expired);

  while (!expired && !done (data))
    g_main_context_iteration (NULL, TRUE);
  if (expired)
    g_error ("Waited two minutes for %s", what);
  g_source_remove (id);
}

ScSquare
gui_square (const char *name)
{
  return SC_SQUARE (name[0] - 'a', name[1] - '1');
}

GtkWidget *
gui_find_widget (GtkWidget      *widget,
                 GuiWidgetMatch  match,
                 gpointer        data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gui_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

char *
gui_move_text (ScWindow *window)
{
  g_autofree char *text = sc_move_list_get_text (gui_move_list (window));
  g_auto(GStrv) parts = g_strsplit (text, "\u00A0", -1);

  return g_strjoinv (" ", parts);
}

void
gui_assert_text_contains (const char *text,
                          const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” is not in the move list:\n%s", part, text);
}

void
gui_new_game (ScWindow *window)
{
  g_autoptr(ScGame) game = sc_game_new ();

  sc_window_set_game (window, game, NULL);
  gui_settle ();
}

gpointer
gui_wait_for_toplevel (GType       type,
                       const char *what)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint n = 0; n < 100; n++)
    {
      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

          if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
            return toplevel;
        }
      gui_settle ();
    }
  g_error ("No %s was shown", what);
}

GtkFileChooser *
gui_wait_for_file_chooser (void)
{
  return gui_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER, "file chooser");
}

gpointer
gui_open_window (ScWindow   *window,
                 const char *action,
                 GType       type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gpointer found = NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, NULL));
  gui_settle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type))
        found = item;
    }
  g_assert_nonnull (found);
  return found;
}

AdwMessageDialog *
gui_find_question (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

AdwMessageDialog *
gui_wait_for_question (void)
{
  AdwMessageDialog *dialog = NULL;

  for (guint n = 0; n < 100 && (dialog = gui_find_question ()) == NULL; n++)
    gui_settle ();
  if (dialog == NULL)
    g_error ("No question was asked");
  gui_wait_until_shown (GTK_WIDGET (dialog));
  return dialog;
}

void
gui_answer_question (const char *response)
{
  AdwMessageDialog *dialog = NULL;

  for (guint n = 0; n < 100 && (dialog = gui_find_question ()) == NULL; n++)
    gui_settle ();
  if (dialog == NULL)
    g_error ("No question to answer with “%s”", response);
  adw_message_dialog_response (dialog, response);
  /* A click closes the dialog after its response; this does not. */
  gtk_window_close (GTK_WINDOW (dialog));
  gui_settle ();
}

void
gui_open_data_file (ScWindow   *window,
                    const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (sc_window_open_file (window, file, &error));
  g_assert_no_error (error);
  gui_settle ();
}

void
gui_open_path (ScWindow   *window,
               const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (sc_window_open_file (window, file, &error));
  g_assert_no_error (error);
  sc_game_file_wait_indexed (sc_document_get_game_file (sc_window_get_document (window)));
  gui_settle ();
}

int
gui_shortcuts_window_width (ScWindow *window)
{
  GtkShortcutsWindow *shortcuts;
  int natural;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (shortcuts);
  gui_wait_until_shown (GTK_WIDGET (shortcuts));
  gtk_widget_measure (GTK_WIDGET (shortcuts), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  gtk_window_close (GTK_WINDOW (shortcuts));
  gui_settle ();
  return natural;
}

char *
gui_scripted_engine (const char *dir,
                     const char *scenario)
{
  g_autofree char *engine = g_test_build_filename (G_TEST_BUILT, "fake-engine", NULL);
  g_autofree char *log = g_build_filename (dir, "engine.log", NULL);
  char *script = g_build_filename (dir, scenario, NULL);
  g_autofree char *text = g_strdup_printf ("#!/bin/sh\nexec '%s' %s '%s'\n", engine, scenario, log);

  g_assert_true (g_file_set_contents (script, text, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0755), ==, 0);
  return script;
}

void
gui_remove_scripted_engine (const char *dir,
                            const char *script)
{
  g_autofree char *log = g_build_filename (dir, "engine.log", NULL);

  g_remove (script);
  g_remove (log);
  g_rmdir (dir);
}

/* Typing through the X server */

gboolean
gui_skip_without_typing (GtkWidget *window)
{
  if (gui_can_type (window))
    return FALSE;
  g_test_skip ("no XTest: built without libxtst-dev, or not an X11 display");
  return TRUE;
}

#ifdef HAVE_XTEST
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>
#include <gdk/x11/gdkx.h>

static void
drain_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static Display *
x_display (GtkWidget *window)
{
  GdkDisplay *display = gtk_widget_get_display (window);

  return GDK_IS_X11_DISPLAY (display) ? gdk_x11_display_get_xdisplay (display) : NULL;
}

gboolean
gui_can_type (GtkWidget *window)
{
  int event, error, major, minor;
  Display *display = x_display (window);

  return display != NULL && XTestQueryExtension (display, &event, &error, &major, &minor);
}

static void
give_input_focus (GtkWidget *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  Display *display = x_display (window);
  Window xid = gdk_x11_surface_get_xid (surface);
  Window focused = None;
  gboolean expired = FALSE;
  int revert;
  guint id;

  /* The X server's focus, not GTK's idea of it: another program's window
   * on the display may have taken it. */
  XGetInputFocus (display, &focused, &revert);
  if (focused == xid && gtk_window_is_active (GTK_WINDOW (window)))
    return;
  gtk_window_present (GTK_WINDOW (window));
  gdk_x11_display_error_trap_push (gtk_widget_get_display (window));
  XRaiseWindow (display, xid);
  XSetInputFocus (display, xid, RevertToParent, CurrentTime);
  XSync (display, False);
  gdk_x11_display_error_trap_pop_ignored (gtk_widget_get_display (window));
  id = g_timeout_add_seconds (5, timed_out, &expired);
  while (!expired && !gtk_window_is_active (GTK_WINDOW (window)))
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  g_assert_false (expired);
}

/* A keycode with no symbols, to map a character on for a moment. */
static KeyCode
spare_keycode (Display *display)
{
  int min, max, per;
  KeySym *map;
  KeyCode spare = 0;

  XDisplayKeycodes (display, &min, &max);
  map = XGetKeyboardMapping (display, (KeyCode) min, max - min + 1, &per);
  for (int code = max; code >= min && spare == 0; code--)
    {
      gboolean empty = TRUE;

      for (int i = 0; i < per; i++)
        empty = empty && map[(code - min) * per + i] == NoSymbol;
      if (empty)
        spare = (KeyCode) code;
    }
  XFree (map);
  g_assert_cmpuint (spare, !=, 0);
  return spare;
}

static void
fake_key (Display *display,
          KeyCode  code,
          gboolean press)
{
  XTestFakeKeyEvent (display, code, press, CurrentTime);
  XSync (display, False);
}

static void
send_keysym (GtkWidget       *window,
             KeySym           sym,
             GdkModifierType  modifiers)
{
  Display *display = x_display (window);
  KeyCode code = XKeysymToKeycode (display, sym);
  KeyCode shift = XKeysymToKeycode (display, XK_Shift_L);
  KeyCode control = XKeysymToKeycode (display, XK_Control_L);
  KeyCode alt = XKeysymToKeycode (display, XK_Alt_L);
  gboolean remapped = FALSE;

  if (code == 0)
    {
      KeySym syms[2] = { sym, sym };

      code = spare_keycode (display);
      XChangeKeyboardMapping (display, code, 2, syms, 1);
      XSync (display, False);
      remapped = TRUE;
      gui_settle ();
    }
  else if (XkbKeycodeToKeysym (display, code, 0, 0) != sym && XkbKeycodeToKeysym (display, code, 0, 1) == sym)
    modifiers |= GDK_SHIFT_MASK;

  if (modifiers & GDK_CONTROL_MASK)
    fake_key (display, control, True);
  if (modifiers & GDK_ALT_MASK)
    fake_key (display, alt, True);
  if (modifiers & GDK_SHIFT_MASK)
    fake_key (display, shift, True);
  fake_key (display, code, True);
  fake_key (display, code, False);
  if (modifiers & GDK_SHIFT_MASK)
    fake_key (display, shift, False);
  if (modifiers & GDK_ALT_MASK)
    fake_key (display, alt, False);
  if (modifiers & GDK_CONTROL_MASK)
    fake_key (display, control, False);

  if (remapped)
    {
      KeySym none[2] = { NoSymbol, NoSymbol };

      /* GDK reads the key with the mapping it had when it came. */
      gui_settle ();
      XChangeKeyboardMapping (display, code, 2, none, 1);
      XSync (display, False);
      gui_settle ();
    }
  else
    drain_events ();
}

void
gui_press_key (GtkWidget       *window,
               guint            keyval,
               GdkModifierType  modifiers)
{
  g_assert_true (gui_can_type (window));
  give_input_focus (window);
  send_keysym (window, keyval, modifiers);
  gui_settle ();
}

void
gui_type (GtkWidget  *window,
          const char *text)
{
  g_assert_true (gui_can_type (window));
  give_input_focus (window);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* Another program's window may have taken the focus meanwhile. */
      give_input_focus (window);
      send_keysym (window, c == '\n' ? GDK_KEY_Return : gdk_unicode_to_keyval (c), 0);
    }
  gui_settle ();
}

static gboolean
is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

typedef struct {
  GdkEventType type;
  gboolean     seen;
} EventWatch;

static gboolean
note_event (GtkEventControllerLegacy *controller,
            GdkEvent                 *event,
            EventWatch               *watch)
{
  if (gdk_event_get_event_type (event) == watch->type)
    watch->seen = TRUE;
  return GDK_EVENT_PROPAGATE;
}

/* (x, y) of widget on the screen. */
static void
screen_point (GtkWidget *widget,
              double     x,
              double     y,
              int       *root_x,
              int       *root_y)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  Display *display = x_display (window);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  int scale = gdk_surface_get_scale_factor (surface);
  graphene_point_t at;
  double dx, dy;
  Window child;

  /* Widget coordinates to the surface's, then to the screen's, whose
   * pixels are the device's (two to a point at GDK_SCALE=2). */
  g_assert_true (gtk_widget_compute_point (widget, window, &GRAPHENE_POINT_INIT ((float) x, (float) y), &at));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  XTranslateCoordinates (display, gdk_x11_surface_get_xid (surface), DefaultRootWindow (display),
                         (int) ((at.x + dx) * scale), (int) ((at.y + dy) * scale), root_x, root_y, &child);
}

typedef struct {
  int   x;
  int   y;
  guint button;   /* 0: none, a move only */
} PointerAction;

/* Moves the pointer (and clicks), then waits until window sees an event
 * of type, in the capture phase: before the widget it is for. */
static void
act_and_wait (GtkWidget           *window,
              const PointerAction *action,
              GdkEventType         type,
              const char          *what)
{
  GtkEventController *controller = gtk_event_controller_legacy_new ();
  EventWatch watch = { type, FALSE };
  Display *display = x_display (window);

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "event", G_CALLBACK (note_event), &watch);
  gtk_widget_add_controller (window, controller);
  XTestFakeMotionEvent (display, -1, action->x, action->y, CurrentTime);
  if (action->button != 0)
    {
      XTestFakeButtonEvent (display, action->button, True, CurrentTime);
      XTestFakeButtonEvent (display, action->button, False, CurrentTime);
    }
  XSync (display, False);
  gui_wait_for (is_true, &watch.seen, what);
  gtk_widget_remove_controller (window, controller);
  gui_settle ();
}

void
gui_click_button (GtkWidget *widget,
                  double     x,
                  double     y,
                  guint      button)
{
  /* Held: the click may close the window. */
  g_autoptr(GtkWidget) window = g_object_ref (GTK_WIDGET (gtk_widget_get_root (widget)));
  PointerAction action = { 0, 0, button };

  g_assert_true (gui_can_type (window));
  give_input_focus (window);
  screen_point (widget, x, y, &action.x, &action.y);
  /* The window sees the release first, in the capture phase; the widget
   * clicked has handled it by the time the wait ends. On a busy machine
   * the events can come later than one settling of the main loop. Other
   * buttons act on the press: the menu it opens takes the release. */
  act_and_wait (window, &action, button == 1 ? GDK_BUTTON_RELEASE : GDK_BUTTON_PRESS,
                "the click to reach the window");
}

void
gui_click (GtkWidget *widget,
           double     x,
           double     y)
{
  gui_click_button (widget, x, y, 1);
}

void
gui_move_pointer (GtkWidget *widget,
                  double     x,
                  double     y)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  PointerAction action = { 0, 0, 0 };

  g_assert_true (gui_can_type (window));
  screen_point (widget, x, y, &action.x, &action.y);
  act_and_wait (window, &action, GDK_MOTION_NOTIFY, "the pointer to reach the window");
}

#else

void
gui_click (GtkWidget *widget,
           double     x,
           double     y)
{
  g_assert_not_reached ();
}

void
gui_click_button (GtkWidget *widget,
                  double     x,
                  double     y,
                  guint      button)
{
  g_assert_not_reached ();
}

void
gui_move_pointer (GtkWidget *widget,
                  double     x,
                  double     y)
{
  g_assert_not_reached ();
}

gboolean
gui_can_type (GtkWidget *window)
{
  return FALSE;
}

void
gui_press_key (GtkWidget       *window,
               guint            keyval,
               GdkModifierType  modifiers)
{
  g_assert_not_reached ();
}

void
gui_type (GtkWidget  *window,
          const char *text)
{
  g_assert_not_reached ();
}

#endif
