/* sc-question.h: asking before an action that loses something
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Shows a question over parent: "cancel" (the default, and what Escape
 * answers) or action, shown as destructive. Connect to the returned
 * dialog's ::response. */
GtkWidget *sc_question_new (GtkWindow  *parent,
                            const char *heading,
                            const char *body,
                            const char *cancel_label,
                            const char *action,
                            const char *action_label);

G_END_DECLS
