/* sc-engine-private.h: what the engine's two files share
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "sc-engine.h"
#include "sc-engine-session.h"

G_BEGIN_DECLS

typedef enum {
  STATE_STOPPED,        /* no process */
  STATE_UCI,            /* "uci" sent, waiting for "uciok" */
  STATE_READY_START,    /* "isready" sent after "uciok" */
  STATE_IDLE,           /* ready for a search */
  STATE_READY_SEARCH,   /* options and "isready" sent before a search */
  STATE_SEARCHING,      /* "go" sent, waiting for "bestmove" */
} State;

typedef struct {
  char     *name;
  char     *value;
  gboolean  sent;       /* to this process */
} Option;

struct _ScEngine {
  GObject          parent_instance;
  char            *path;
  char            *name;
  GMainContext    *context;
  guint            answer_timeout_s;
  GHashTable      *announced;        /* the option's name in lower case → as the engine spells it */
  GArray          *options;          /* of Option, in the order they were set */

  ScEngineSession *session;
  State            state;
  GError          *failure;          /* why the last process ended, for the next search */
  GTask           *task;             /* the start or the search under way */
  GSource         *deadline;         /* the answer waited for must come by then */
  GSource         *silence;          /* a limited search must write something by then */
  GSource         *cancelled;        /* the task's cancellable */
  gint64           last_line_us;
  char            *first_unknown;    /* the handshake's first line that was not UCI */
  guint            n_unknown;
  gboolean         spoke_uci;        /* the handshake had "id" or "option" lines */

  ScPosition       searched;         /* after the moves */
  char            *position;
  char            *go;
  guint            movetime_ms;
  gboolean         limited;
  ScEngineResult  *result;           /* the search task's, while it runs */
  /* Lines of play kept as text while no one listens to "info": only the
   * last of each line is read, when the search ends. */
  GPtrArray       *unread_info;
  gboolean         stop_wanted;
  gboolean         stop_sent;
};

/* Whether line starts with the word word. */
static inline gboolean
sc_engine_line_is (const char *line,
                   const char *word)
{
  gsize length = strlen (word);

  return strncmp (line, word, length) == 0 && (line[length] == '\0' || g_ascii_isspace (line[length]));
}

/* sc-engine.c */
guint64  sc_engine_answer_timeout_ms (ScEngine       *self);
/* Replaces *slot with a timeout of ms calling func with self. */
void     sc_engine_arm               (ScEngine       *self,
                                      GSource       **slot,
                                      guint64         ms,
                                      GSourceFunc     func);
/* The deadline of what the engine is waiting for has passed. */
gboolean sc_engine_on_deadline       (gpointer        data);
/* Ends the process; the task under way fails with code and message
 * (which it takes). */
void     sc_engine_fail_with         (ScEngine       *self,
                                      ScEngineError   code,
                                      char           *message);
void     sc_engine_watch_cancellable (ScEngine       *self,
                                      GCancellable   *cancellable);
/* TRUE, with task failed with G_IO_ERROR_PENDING, while another runs. */
gboolean sc_engine_refuse_if_busy    (ScEngine       *self,
                                      GTask          *task);
void     sc_engine_emit_info         (ScEngine       *self,
                                      ScUciInfo      *info);
gboolean sc_engine_has_info_handler  (ScEngine       *self);

/* sc-engine-search.c */
/* Reads the lines of play kept as text into the search's result. */
void     sc_engine_read_unread_info  (ScEngine       *self);
/* Sends position and go, once the options are set. */
void     sc_engine_send_go           (ScEngine       *self);
/* A line written while "go" runs. */
void     sc_engine_read_search_line  (ScEngine       *self,
                                      const char     *line);

G_END_DECLS
