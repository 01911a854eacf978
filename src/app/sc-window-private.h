/* sc-window-private.h: the window's parts and state, shared by the files
 * of sc-window-*.c, each of which does one of the window's jobs
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-annotate-bar.h"
#include "sc-annotate-dialog.h"
#include "sc-board-view.h"
#include "sc-analysis-pane.h"
#include "sc-comment-editor.h"
#include "sc-eval-bar.h"
#include "sc-eval-graph.h"
#include "sc-game-list.h"
#include "sc-game-text-dialog.h"
#include "sc-move-entry.h"
#include "sc-move-list.h"
#include "sc-scoresheet-view.h"
#include "sc-window.h"

G_BEGIN_DECLS

/* The journal is written this long after the first change of a burst. */
#define SC_WINDOW_JOURNAL_DELAY_MS 1000

/* What waits for the window's work to be saved or discarded. */
typedef void (*ScWindowThen) (ScWindow *self,
                              gpointer  data);
typedef struct {
  ScWindowThen   then;
  gpointer       data;
  GDestroyNotify destroy;
} ScWindowWaiting;
typedef struct _ScAnnotateRun ScAnnotateRun;

struct _ScWindow {
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwWindowTitle       *window_title;
  GtkWidget            *header_start;   /* the header bar's buttons, */
  GtkWidget            *header_end;
  GtkWidget            *games_paned;    /* and the content below it */
  GtkMenuButton        *main_menu_button;
  GtkMenuButton        *notation_button;
  GtkMenuButton        *annotate_button;
  ScBoardView          *board;
  ScMoveList           *move_list;
  ScMoveEntry          *move_entry;
  ScCommentEditor      *comment_editor;
  ScEvalBar            *eval_bar;
  ScEvalGraph          *eval_graph;
  ScAnalysisPane       *analysis_pane;
  GtkStack             *moves_stack;
  ScScoresheetView     *scoresheet;
  AdwToastOverlay      *toast_overlay;
  GtkRevealer          *reading_note;   /* how the current game was read */
  GtkLabel             *reading_note_label;
  ScGameList           *game_list;
  GMenuModel           *main_menu;
  GMenu                *recent_section;
  GMenuModel           *games_section;

  GSettings            *settings;
  GSimpleAction        *figurines_action;  /* "settings.figurines", as the notation shows them */
  ScDocument           *document;
  GtkWidget            *focus_before_toast; /* weak: given back once a toast's × closes it */
  gboolean              disposed;       /* closed: what waited for the window is not done */

  /* sc-window-files.c */
  guint                 journal_source;
  gboolean              restoring_journal; /* the last session's, once the file is indexed */
  gboolean              may_close;      /* answered: the next close request closes */
  gboolean              typed_moves_discarded; /* answered: closing drops the typed moves */
  ScWindowWaiting      *after_save;     /* Save was the answer to a question */
  GCancellable         *loading;
  GFile                *opening;        /* the file loading reads, while it does */

  /* sc-window-annotate.c: the Annotate menu's actions, whose states are
   * the current move's marks */
  GSimpleActionGroup   *annotate_actions;

  /* sc-window-analysis.c */
  ScAnalysis           *analysis;

  /* sc-window-entering.c: made when first asked for */
  ScGameTextDialog     *text_dialog;

  /* sc-window-engine-annotate.c: the bar, the dialog (made when first
   * asked for) and the annotation running, or NULL */
  ScAnnotateBar        *annotate_bar;
  ScAnnotateDialog     *annotate_dialog;
  ScAnnotateRun        *annotate_run;
};

/* sc-window.c: a toast whose button undoes what it says was done. */
AdwToast         *sc_window_undo_toast_new           (const char        *title);
/* Writes the comment and clock time being typed into the document: done
 * first by whatever saves, closes, replaces or prints the game, so that
 * nothing typed is lost and the questions about unsaved work see it. */
void              sc_window_commit_pending_edits     (ScWindow          *self);

/* sc-window-files.c: opening (dialog, drop, recent files), saving, the
 * games of the file, the crash journal and closing. */
void              sc_window_files_install_actions    (GtkWidgetClass    *widget_class);
void              sc_window_files_init               (ScWindow          *self);
void              sc_window_files_dispose            (ScWindow          *self);
/* What waits for a question's answer, or for a save. */
ScWindowWaiting  *sc_window_waiting_new              (ScWindowThen       then,
                                                      gpointer           data,
                                                      GDestroyNotify     destroy);
void              sc_window_waiting_free             (ScWindowWaiting   *waiting);
/* Does then (which takes data, freed with destroy) at once when the
 * window has no unsaved work; else asks first: Save (then only once the
 * save succeeded), Discard (the journal of the work too) or Cancel
 * (nothing). body says what then would replace. */
void              sc_window_when_saved               (ScWindow          *self,
                                                      const char        *body,
                                                      ScWindowThen       then,
                                                      gpointer           data,
                                                      GDestroyNotify     destroy);
/* Saves to the bound file, or asks where (Save As) when there is none,
 * without asking about a clock time that cannot be read: for a save that
 * a question about it came before. */
void              sc_window_save_asked               (ScWindow          *self);
/* The clock time typed at node that could not be read, left out as the
 * comment box went to another move: said in a toast that can put it back. */
void              sc_window_clock_left_out           (ScWindow          *self,
                                                      ScGameNode        *node,
                                                      const char        *text);
/* Does then (taking data, freed with destroy) at once when the clock
 * field holds no time it cannot read; else asks whether to discard it
 * first, as the game or move that takes the comment box would. */
void              sc_window_when_clock_given_up      (ScWindow          *self,
                                                      ScWindowThen       then,
                                                      gpointer           data,
                                                      GDestroyNotify     destroy);
/* Does then (taking data, freed with destroy) once the file's games are
 * all known: at once, or when the file has been read to its end. */
void              sc_window_when_indexed             (ScWindow          *self,
                                                      ScWindowThen       then,
                                                      gpointer           data,
                                                      GDestroyNotify     destroy);
/* The window's close request: TRUE when it has to ask first. */
gboolean          sc_window_asks_before_closing      (ScWindow          *self);
/* The list actions follow the file's games and the current one. */
void              sc_window_files_update_actions     (ScWindow          *self);

/* sc-window-reading.c: how the current game was read. */
void              sc_window_reading_install_actions  (GtkWidgetClass    *widget_class);
void              sc_window_reading_init             (ScWindow          *self);
/* The current game opened: as text to be repaired if it could not be
 * read whole, with a note above its moves if it was read otherwise than
 * written. */
void              sc_window_show_how_read            (ScWindow          *self);

/* sc-window-entering.c: typing, pasting, game text, and the choice when
 * a move differs from the one there. */
void              sc_window_entering_install_actions (GtkWidgetClass    *widget_class);
void              sc_window_entering_init            (ScWindow          *self);
/* Plays move (from the board or typed; marks: its NAGs and draw offer,
 * or NULL) after the current move, through sc_document_play_move ().
 * Where the current move is followed by another one, asks whether to add
 * a variation or to replace the move there and read the rest again, and
 * returns FALSE: the move is played when the question is answered. */
gboolean          sc_window_play_move                (ScWindow          *self,
                                                      ScMove             move,
                                                      const ScMoveParse *marks);
ScGameTextDialog *sc_window_get_text_dialog          (ScWindow          *self);

/* sc-window-clipboard.c: the game, the position and the board. */
void              sc_window_clipboard_install_actions (GtkWidgetClass   *widget_class);
/* A single line that is a FEN: pasted, it starts a game of its own. */
gboolean          sc_window_text_is_fen              (const char        *text);

/* sc-window-annotate.c: NAGs, draw offers and variations; the menu is
 * also the move list's context menu. Its actions are the group
 * "annotate", whose states follow the current move: update them with
 * sc_window_annotate_update_actions () when it or the game changes. */
void              sc_window_annotate_install_actions (GtkWidgetClass    *widget_class);
/* Ctrl+Up, Ctrl+Down, Ctrl+Delete and Ctrl+Shift+Delete before the
 * focused widget's own keys, except in text being edited. */
void              sc_window_annotate_init            (ScWindow          *self);
void              sc_window_annotate_update_actions  (ScWindow          *self);
GMenuModel       *sc_window_annotate_menu_new        (void);

/* sc-window-analysis.c: the engine's analysis of the current position,
 * the evaluation bar beside the board and the graph of the game. */
void              sc_window_analysis_init            (ScWindow          *self);
void              sc_window_analysis_dispose         (ScWindow          *self);

/* sc-window-print.c: print and export of the game or the whole file. */
void              sc_window_print_install_actions    (GtkWidgetClass    *widget_class);

/* sc-window-engine-annotate.c: the game or every game of the file
 * annotated by an engine in the background (Annotate Game…, Ctrl+E). */
void              sc_window_engine_annotate_install_actions (GtkWidgetClass *widget_class);
void              sc_window_engine_annotate_init     (ScWindow          *self);
void              sc_window_engine_annotate_dispose  (ScWindow          *self);

G_END_DECLS
