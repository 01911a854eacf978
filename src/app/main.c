/* main.c: starts Scoresheet
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-application.h"
#include "sc-locale.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(ScApplication) app = NULL;

  sc_locale_init ();
  app = sc_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
