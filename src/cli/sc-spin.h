/* sc-spin.h: waiting for another thread without letting the processor idle
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thread that waits asleep (in a mutex, a join) leaves its processor
 * idle, and the idle processor of a virtual machine can take
 * milliseconds to wake again, far longer than the waits of the index
 * listing's two threads, which last microseconds. So they spin for a
 * while first:
 *
 *   ScSpin spin = SC_SPIN_INIT;
 *
 *   while (!done ())
 *     if (!sc_spin (&spin, LIMIT_US))
 *       ... wait asleep, as usual ...
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  gint64 give_up;   /* 0 until the clock is first read */
  guint  turn;
} ScSpin;

#define SC_SPIN_INIT { 0, 0 }

/* One turn of a wait that spins for about limit_us from its first turns;
 * FALSE once that time is up. The clock is read every 64 turns only. */
static inline gboolean
sc_spin (ScSpin *spin,
         gint64  limit_us)
{
  if (++spin->turn % 64 == 0)
    {
      gint64 now = g_get_monotonic_time ();

      if (spin->give_up == 0)
        spin->give_up = now + limit_us;
      else if (now >= spin->give_up)
        return FALSE;
    }
#if defined (__x86_64__) || defined (__i386__)
  __builtin_ia32_pause ();
#endif
  return TRUE;
}

G_END_DECLS
