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

/* The catalog of a notation language: Chinese notation is written with
 * the letters of the Traditional Chinese catalog. */
static const char *
catalog_for (const char *code)
{
  return g_str_equal (code, "zh") ? "zh_TW" : code;
}

void
sc_locale_set_language (const char *code)
{
  const char *messages = setlocale (LC_MESSAGES, NULL);

  g_setenv ("LANGUAGE", catalog_for (code), TRUE);
  /* The C locale ignores LANGUAGE; its UTF-8 twin does not. */
  if (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    setlocale (LC_MESSAGES, "C.UTF-8");
}
