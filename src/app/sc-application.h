/* sc-application.h: the Scoresheet application
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SC_TYPE_APPLICATION (sc_application_get_type ())
G_DECLARE_FINAL_TYPE (ScApplication, sc_application, SC, APPLICATION, AdwApplication)

ScApplication *sc_application_new (void);

G_END_DECLS
