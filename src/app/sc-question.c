/* sc-question.c: asking before an action that loses something
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-question.h"

GtkWidget *
sc_question_new (GtkWindow  *parent,
                 const char *heading,
                 const char *body,
                 const char *cancel_label,
                 const char *action,
                 const char *action_label)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", cancel_label, action, action_label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), action, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
