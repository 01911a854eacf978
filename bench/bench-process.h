/* bench-process.h: whole processes run and timed for the benchmarks
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* Runs argv (argv[0] a path) with standard output and error to
 * /dev/null and returns its wall seconds; *max_rss_kb grows to its peak
 * memory. A program that fails is named on standard error. */
double bench_run_process (char **argv,
                          long  *max_rss_kb);
/* The same with standard input read from the file input. */
double bench_run_process_with_input (char       **argv,
                                     const char  *input,
                                     long        *max_rss_kb);
/* The median of n figures (sorts them). */
double bench_median      (double *figures,
                          guint   n);
