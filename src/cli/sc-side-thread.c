/* sc-side-thread.c: a worker thread started on another processor
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The index listing's second thread must start at once. Linux often
 * queues a new thread behind the thread that made it, on the same
 * processor, until the next scheduler tick moves it (3 to 4 ms: a third
 * of the listing of a 50 MB file). So the thread is started on one of the
 * other processors the process may use, and then given all of them back,
 * for the scheduler to move it as usual. (The application's index does
 * not do this: there the other processor is the one drawing the window,
 * and the first game drawn came 8% later.)
 */
#define _GNU_SOURCE   /* sched_getcpu (), pthread_attr_setaffinity_np () */

#include "config.h"

#include <pthread.h>
#include <sched.h>
#include <string.h>

#include "sc-side-thread.h"
#include "sc-spin.h"

struct _ScSideThread {
  pthread_t   thread;
  GThreadFunc func;
  gpointer    data;
  gboolean    placed;    /* started on another processor */
  gint        done;      /* func has returned */
#ifdef HAVE_PTHREAD_ATTR_SETAFFINITY_NP
  cpu_set_t   allowed;   /* the processors it gets back then */
#endif
};

static void *
run (void *user_data)
{
  ScSideThread *self = user_data;
  gpointer result;

#ifdef HAVE_PTHREAD_ATTR_SETAFFINITY_NP
  if (self->placed)
    pthread_setaffinity_np (pthread_self (), sizeof self->allowed, &self->allowed);
#endif
  result = self->func (self->data);
  g_atomic_int_set (&self->done, TRUE);
  return result;
}

/* Asks in attr for a processor other than the current one; TRUE if
 * there is one. */
static gboolean
place_elsewhere (ScSideThread   *self,
                 pthread_attr_t *attr)
{
#ifdef HAVE_PTHREAD_ATTR_SETAFFINITY_NP
  cpu_set_t others;
  int here = sched_getcpu ();

  if (here < 0 || sched_getaffinity (0, sizeof self->allowed, &self->allowed) != 0)
    return FALSE;
  others = self->allowed;
  CPU_CLR (here, &others);
  return CPU_COUNT (&others) > 0 && pthread_attr_setaffinity_np (attr, sizeof others, &others) == 0;
#else
  (void) self;
  (void) attr;
  return FALSE;
#endif
}

/* Like g_thread_new (), which it aborts like when no thread can be made. */
ScSideThread *
sc_side_thread_new (const char  *name,
                    GThreadFunc  func,
                    gpointer     data)
{
  ScSideThread *self = g_new0 (ScSideThread, 1);
  pthread_attr_t attr;
  int error;

  self->func = func;
  self->data = data;
  pthread_attr_init (&attr);
  self->placed = place_elsewhere (self, &attr);
  error = pthread_create (&self->thread, &attr, run, self);
  pthread_attr_destroy (&attr);
  if (error != 0)
    g_error ("cannot create thread %s: %s", name, g_strerror (error));
#ifdef HAVE_PTHREAD_SETNAME_NP
  pthread_setname_np (self->thread, name);
#endif
  return self;
}

/* Waits for the thread's function to return, spinning for up to
 * limit_us (see sc-spin.h); TRUE if it has. A join after that finds the
 * thread gone, or nearly: better joined a little later. */
gboolean
sc_side_thread_spin_until_done (ScSideThread *self,
                                gint64        limit_us)
{
  ScSpin spin = SC_SPIN_INIT;

  while (!g_atomic_int_get (&self->done))
    if (!sc_spin (&spin, limit_us))
      return FALSE;
  return TRUE;
}

/* Waits for the thread to end, frees it and returns what its function
 * returned. */
gpointer
sc_side_thread_join (ScSideThread *self)
{
  void *result = NULL;

  pthread_join (self->thread, &result);
  g_free (self);
  return result;
}
