/* gui-harness.h: a real Scoresheet window for the GUI tests
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each GUI test program calls gui_harness_init () first: it returns FALSE
 * without a display (the program then exits 77, a skip), else it starts
 * the application and shows one window, which the tests share.
 */
#pragma once

#include <adwaita.h>

#include "sc-application.h"
#include "sc-board-view.h"
#include "sc-comment-editor.h"
#include "sc-game-list.h"
#include "sc-game-text-dialog.h"
#include "sc-move-entry.h"
#include "sc-move-list.h"
#include "sc-scoresheet-view.h"
#include "sc-window.h"

G_BEGIN_DECLS

typedef struct {
  ScApplication *app;
  ScWindow      *window;
  GSettings     *settings;   /* the same store as the window's (GSETTINGS_BACKEND=memory) */
} GuiHarness;

gboolean   gui_harness_init            (int         *argc,
                                        char      ***argv,
                                        GuiHarness  *harness);
void       gui_harness_finish          (GuiHarness  *harness);

/* Runs the main context for a moment: settings signals, layout, drawing. */
void       gui_settle                  (void);
/* Waits for a whole frame of the window, layout included. */
void       gui_wait_for_paint          (GtkWidget   *window);
void       gui_wait_until_shown        (GtkWidget   *widget);
/* Runs the main context until done (data) is TRUE; fails the test,
 * naming what, after two minutes: generous for a busy machine running
 * an engine. */
typedef gboolean (*GuiCondition) (gpointer data);
void       gui_wait_for                (GuiCondition done,
                                        gpointer     data,
                                        const char  *what);

/* The first of widget and its descendants, depth first, that match
 * accepts; NULL if none. */
typedef gboolean (*GuiWidgetMatch) (GtkWidget *widget,
                                    gpointer   data);
GtkWidget *gui_find_widget             (GtkWidget      *widget,
                                        GuiWidgetMatch  match,
                                        gpointer        data);
/* A GuiWidgetMatch: the widget is of the GType given as data
 * (GSIZE_TO_POINTER (type)). */
gboolean   gui_is_of_type              (GtkWidget      *widget,
                                        gpointer        type);
/* A GuiWidgetMatch: a label on the screen whose text is data. */
gboolean   gui_is_label_with_text      (GtkWidget      *widget,
                                        gpointer        text);

/* The window's parts, found among its widgets as a user finds them on
 * the screen: the window has no getters for them. */
ScBoardView      *gui_board            (ScWindow    *window);
ScMoveList       *gui_move_list        (ScWindow    *window);
ScMoveEntry      *gui_move_entry       (ScWindow    *window);
ScGameList       *gui_game_list        (ScWindow    *window);
ScCommentEditor  *gui_comment_editor   (ScWindow    *window);
ScScoresheetView *gui_scoresheet       (ScWindow    *window);
/* The window's game text dialog, or NULL when it was never opened. */
ScGameTextDialog *gui_text_dialog      (ScWindow    *window);
/* The dialog, opened as Enter Game Text… opens it. */
ScGameTextDialog *gui_open_text_dialog (ScWindow    *window);
/* Plays move as a move made on the board (::move-played). */
void       gui_play_move               (ScWindow    *window,
                                        ScMove       move);
/* The board's promotion chooser, or NULL before the first promotion. */
GtkWidget *gui_board_popover           (ScBoardView *board);

/* Selects the item of drop_down (a list of strings) whose text begins
 * with text; fails the test when there is none. */
void       gui_select_item             (GtkDropDown *drop_down,
                                        const char  *text);
/* Picks label in the drop-down of dialog that offers it, as a file
 * chooser's choices are picked. */
void       gui_pick_choice             (GtkWidget   *dialog,
                                        const char  *label);

/* The first text view in widget. */
GtkTextView *gui_find_text_view        (GtkWidget   *widget);
/* A GuiWidgetMatch: a menu's item whose label ends with name (a glyph
 * may come first, as in "!\tGood Move"). */
gboolean     gui_is_menu_item_named    (GtkWidget   *widget,
                                        gpointer     name);

ScSquare   gui_square                  (const char  *name);
/* The move list's text, with plain spaces for the no-break spaces after
 * move numbers. */
char      *gui_move_text               (ScWindow    *window);
/* Fails the test naming what is missing. */
void       gui_assert_text_contains    (const char  *text,
                                        const char  *part);
void       gui_new_game                (ScWindow    *window);
/* The window of type that the window's action opened. */
gpointer   gui_open_window             (ScWindow    *window,
                                        const char  *action,
                                        GType        type);
/* The toplevel window of type shown, waited for a moment; fails the
 * test, saying no what was shown, when there is none. */
gpointer          gui_wait_for_toplevel     (GType        type,
                                             const char  *what);
/* The file chooser shown (as Save As shows it), the same way. */
GtkFileChooser   *gui_wait_for_file_chooser (void);
/* The question (an AdwMessageDialog) being asked, waited for a moment
 * and shown; fails the test when there is none. */
AdwMessageDialog *gui_wait_for_question (void);
/* The question being asked, or NULL: nothing waited for. */
AdwMessageDialog *gui_find_question    (void);
/* Answers the question (an AdwMessageDialog) the window is asking. */
void       gui_answer_question         (const char  *response);
/* Opens tests/data/NAME. */
void       gui_open_data_file          (ScWindow    *window,
                                        const char  *name);
/* Opens the file at path and waits until all its games are found. */
void       gui_open_path               (ScWindow    *window,
                                        const char  *path);

/* The natural width of the keyboard shortcuts window (Ctrl+?), opened
 * as the menu opens it, then closed. */
int        gui_shortcuts_window_width  (ScWindow    *window);

/* A board alone in a window of its own, size pixels square, showing the
 * position of fen; shown and drawn. gtk_window_destroy () it. */
ScBoardView *gui_board_in_window       (const char      *fen,
                                        int              size);

/* A widget's pixels, as the window's renderer draws it now. */
typedef struct {
  int     width;
  int     height;
  gsize   stride;
  guchar *data;    /* B, G, R, A (premultiplied) per pixel */
} GuiPixels;

GuiPixels *gui_render                  (GtkWidget       *widget);
void       gui_pixels_free             (GuiPixels       *pixels);
/* The colour at (x, y), opaque. */
GdkRGBA    gui_pixel_at                (const GuiPixels *pixels,
                                        int              x,
                                        int              y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GuiPixels, gui_pixels_free)

/* The scripted engine of the engine client's tests (fake-engine, built
 * beside the tests; its lines are for the position after 1. e4) in a
 * scenario ("normal", "crash-on-go", "hang-handshake" …), as a script in
 * dir, since an engine's path is a program without arguments: it writes
 * what it reads to dir/engine.log. */
char      *gui_scripted_engine         (const char  *dir,
                                        const char  *scenario);
/* Removes the script, its log and dir. */
void       gui_remove_scripted_engine  (const char  *dir,
                                        const char  *script);

/* Real key events through the X server (XTest), to the focused widget of
 * window, which is given the X input focus first. gui_can_type () is
 * FALSE where the harness was built without XTest or the display is not
 * X11: the typing tests then skip. Characters without a key on the
 * keyboard (ø, ♘) are typed on a spare keycode mapped for the moment;
 * "\n" is Return. */
gboolean   gui_can_type                (GtkWidget   *window);
/* TRUE, marking the test skipped, when gui_can_type () is FALSE. */
gboolean   gui_skip_without_typing     (GtkWidget   *window);
void       gui_type                    (GtkWidget   *window,
                                        const char  *text);
void       gui_press_key               (GtkWidget   *window,
                                        guint        keyval,
                                        GdkModifierType modifiers);
/* A real click of the first pointer button at (x, y) of widget, through
 * the X server (XTest), as a mouse's would be. */
void       gui_click                   (GtkWidget   *widget,
                                        double       x,
                                        double       y);
/* The same with another button (3: the secondary one). */
void       gui_click_button            (GtkWidget   *widget,
                                        double       x,
                                        double       y,
                                        guint        button);
/* Moves the pointer to (x, y) of widget, through the X server, and waits
 * until the window sees it there. */
void       gui_move_pointer            (GtkWidget   *widget,
                                        double       x,
                                        double       y);
G_END_DECLS
