/* bench-process.c: whole processes run and timed for the benchmarks
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _DEFAULT_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench-process.h"

double
bench_run_process (char **argv,
                   long  *max_rss_kb)
{
  return bench_run_process_with_input (argv, "/dev/null", max_rss_kb);
}

double
bench_run_process_with_input (char       **argv,
                              const char  *input,
                              long        *max_rss_kb)
{
  struct rusage usage;
  gint64 start = g_get_monotonic_time ();
  int status = 0;
  pid_t pid = fork ();

  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);
      int in = open (input, O_RDONLY);

      if (in < 0)
        _exit (126);
      dup2 (in, 0);
      dup2 (null, 1);
      dup2 (null, 2);
      execv (argv[0], argv);
      _exit (127);
    }
  if (pid < 0 || wait4 (pid, &status, 0, &usage) < 0)
    g_error ("cannot run %s: %s", argv[0], g_strerror (errno));
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_printerr ("warning: %s exited with status %d\n", argv[0], WEXITSTATUS (status));
  *max_rss_kb = MAX (*max_rss_kb, usage.ru_maxrss);
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

double
bench_median (double *figures,
              guint   n)
{
  qsort (figures, n, sizeof (double), compare_doubles);
  return figures[n / 2];
}
