/* sc-locale.c: the locale and message catalogs of every Scoresheet program
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "sc-locale.h"

void
sc_locale_init (void)
{
  const char *localedir;

  setlocale (LC_ALL, "");
  /* SCORESHEET_LOCALEDIR: the catalogs of a build tree (_build/po, which
   * holds LANG/LC_MESSAGES/scoresheet.mo), so build-aux/run and the tests
   * show the translations without installing; unset: the installed ones. */
  localedir = g_getenv ("SCORESHEET_LOCALEDIR");
  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

