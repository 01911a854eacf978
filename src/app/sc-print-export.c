/* sc-print-export.c: Print…, Export… and Export Board Image… for a window
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-board-image.h"
#include "sc-bulletin-layout.h"
#include "sc-export.h"
#include "sc-print-export.h"
#include "sc-turning-points.h"
#include "sc-window.h"

/* The diagram placements offered, by their sc_diagram_choice_from_names ()
 * names, and their labels. A game from a set-up position gets its starting
 * diagram with any of them but "none", as by default on the command line. */
static const char *diagram_names[] = { "start,marked", "start,marked,turning", "start,marked,end", "none", NULL };

static void
diagram_labels (const char *labels[G_N_ELEMENTS (diagram_names)])
{
  labels[0] = _("Diagrams where marked");
  labels[1] = _("Where marked and at turning points");
  labels[2] = _("A diagram at the end");
  labels[3] = _("No diagrams");
  labels[4] = NULL;
}

/* --- print --------------------------------------------------------------- */

typedef struct {
  GPtrArray        *games;
  ScExportOptions  *options;
  ScBulletinLayout *layout;
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_ptr_array_unref (job->games);
  sc_export_options_free (job->options);
  g_clear_object (&job->layout);
  g_free (job);
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             PrintJob          *job)
{
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);

  /* The paper the dialog chose; the page is drawn in points from its corner. */
  job->options->paper_width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  job->options->paper_height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  g_clear_object (&job->layout);
  job->layout = sc_bulletin_layout_new (job->games, job->options);
  gtk_print_operation_set_n_pages (operation, (int) sc_bulletin_layout_get_n_pages (job->layout));
}

/* The print dialog's tab of diagram placements. */
static GObject *
create_diagrams_tab (GtkPrintOperation *operation,
                     PrintJob          *job)
{
  const char *labels[G_N_ELEMENTS (diagram_names)];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Diagrams"));
  GtkWidget *choice;

  diagram_labels (labels);
  choice = gtk_drop_down_new_from_strings (labels);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), choice);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), choice);
  g_object_set_data (G_OBJECT (box), "sc-diagrams", choice);
  return G_OBJECT (box);
}

static void
apply_diagrams_tab (GtkPrintOperation *operation,
                    GtkWidget         *box,
                    PrintJob          *job)
{
  GtkDropDown *choice = g_object_get_data (G_OBJECT (box), "sc-diagrams");
  guint selected = gtk_drop_down_get_selected (choice);

  if (selected < G_N_ELEMENTS (diagram_names) - 1)
    sc_diagram_choice_from_names (diagram_names[selected], &job->options->diagrams);
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           PrintJob          *job)
{
  sc_bulletin_layout_draw_page (job->layout, gtk_print_context_get_cairo_context (context), (guint) page);
}

void
sc_print_games (GtkWindow             *parent,
                GPtrArray             *games,
                const ScNotationStyle *style)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  g_autoptr(GError) error = NULL;
  PrintJob *job = g_new0 (PrintJob, 1);

  job->games = g_ptr_array_ref (games);
  job->options = sc_export_options_new ();
  job->options->style = *style;
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_custom_tab_label (operation, _("Diagrams"));
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_diagrams_tab), job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (apply_diagrams_tab), job);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), job);
  g_object_set_data_full (G_OBJECT (operation), "sc-print-job", job, print_job_free);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    g_warning ("Printing failed: %s", error->message);
}

/* --- export -------------------------------------------------------------- */

typedef struct {
  GPtrArray       *games;
  ScNotationStyle  style;
} ExportJob;

static void
export_job_free (gpointer data)
{
  ExportJob *job = data;

  g_ptr_array_unref (job->games);
  g_free (job);
}


static void
export_response (GtkNativeDialog *dialog,
                 int              response,
                 ExportJob       *job)
{
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
  GtkWindow *parent = gtk_native_dialog_get_transient_for (dialog);
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  const char *choice;

  if (response != GTK_RESPONSE_ACCEPT)
    goto out;
  file = gtk_file_chooser_get_file (chooser);
  options->style = job->style;
  if ((choice = gtk_file_chooser_get_choice (chooser, "format")) != NULL)
    sc_export_format_from_name (choice, &options->format);
  if ((choice = gtk_file_chooser_get_choice (chooser, "columns")) != NULL)
    options->columns = g_str_equal (choice, "2") ? 2 : 1;
  if ((choice = gtk_file_chooser_get_choice (chooser, "paper")) != NULL)
    sc_export_options_set_paper (options, choice, NULL);
  if ((choice = gtk_file_chooser_get_choice (chooser, "diagrams")) != NULL)
    sc_diagram_choice_from_names (choice, &options->diagrams);
  if ((choice = gtk_file_chooser_get_choice (chooser, "notation")) != NULL && g_str_equal (choice, "letters")
      && options->style.pieces != SC_PIECES_LETTERS)
    options->style.pieces = SC_PIECES_LETTERS;
  else if (choice != NULL && g_str_equal (choice, "figurines"))
    options->style.pieces = SC_PIECES_FIGURINES;
  if (!sc_export_games (job->games, options, NULL, file, &error))
    sc_window_show_message (parent, _("The games could not be exported"), error->message);
  else if ((options->diagrams & SC_DIAGRAMS_TURNING) && !sc_games_have_evals (job->games))
    sc_window_show_message (parent, _("No Turning Points"),
                            /* xgettext:no-c-format */
                            _("No game has an engine’s evaluations ([%eval] in its comments), so "
                              "diagrams stand only where marked."));
out:
  g_object_unref (dialog);
}

void
sc_export_games_dialog (GtkWindow             *parent,
                        GPtrArray             *games,
                        const ScNotationStyle *style)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                                              _("_Export"), _("_Cancel"));
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
  static const char *formats[] = { "pdf", "svg", "html", "tex", "txt", NULL };
  const char *format_labels[] = { _("PDF"), _("SVG pages"), _("HTML"), _("LaTeX (xskak)"), _("Text"), NULL };
  static const char *notations[] = { "figurines", "letters", NULL };
  const char *notation_labels[] = { _("Figurines"), _("Piece letters"), NULL };
  static const char *columns[] = { "1", "2", NULL };
  const char *column_labels[] = { _("One column"), _("Two columns"), NULL };
  static const char *papers[] = { "a4", "a5", "letter", NULL };
  const char *paper_labels[] = { _("A4"), _("A5"), _("Letter"), NULL };
  const char *diagrams[G_N_ELEMENTS (diagram_names)];
  ExportJob *job = g_new0 (ExportJob, 1);

  diagram_labels (diagrams);
  job->games = g_ptr_array_ref (games);
  job->style = *style;
  gtk_file_chooser_add_choice (chooser, "format", _("Format"), formats, format_labels);
  gtk_file_chooser_set_choice (chooser, "format", "pdf");
  gtk_file_chooser_add_choice (chooser, "notation", _("Notation"), notations, notation_labels);
  gtk_file_chooser_set_choice (chooser, "notation", style->pieces == SC_PIECES_LETTERS ? "letters" : "figurines");
  gtk_file_chooser_add_choice (chooser, "columns", _("Columns"), columns, column_labels);
  gtk_file_chooser_set_choice (chooser, "columns", "1");
  gtk_file_chooser_add_choice (chooser, "paper", _("Paper"), papers, paper_labels);
  gtk_file_chooser_set_choice (chooser, "paper", "a4");
  gtk_file_chooser_add_choice (chooser, "diagrams", _("Diagrams"), diagram_names, diagrams);
  gtk_file_chooser_set_choice (chooser, "diagrams", diagram_names[0]);
  gtk_file_chooser_set_current_name (chooser, _("games.pdf"));
  g_object_set_data_full (G_OBJECT (dialog), "sc-export-job", job, export_job_free);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* --- board image --------------------------------------------------------- */

typedef struct {
  ScPosition      position;
  GArray         *marks;
  ScDiagramFlags  flags;
} BoardJob;

static void
board_job_free (gpointer data)
{
  BoardJob *job = data;

  g_array_unref (job->marks);
  g_free (job);
}

static void
board_response (GtkNativeDialog *dialog,
                int              response,
                BoardJob        *job)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  ScBoardImageFormat format;

  if (response != GTK_RESPONSE_ACCEPT)
    goto out;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  name = g_file_get_basename (file);
  format = g_str_has_suffix (name, ".png") || g_str_has_suffix (name, ".PNG") ? SC_BOARD_IMAGE_PNG : SC_BOARD_IMAGE_SVG;
  if (!sc_board_image_write (&job->position, (const ScMark *) job->marks->data, job->marks->len, job->flags,
                             format == SC_BOARD_IMAGE_PNG ? 480 : 288, format, file, &error))
    sc_window_show_message (gtk_native_dialog_get_transient_for (dialog), _("The board image could not be written"), error->message);
out:
  g_object_unref (dialog);
}

void
sc_export_board_dialog (GtkWindow        *parent,
                        const ScPosition *pos,
                        const ScMark     *marks,
                        guint             n_marks,
                        gboolean          flipped)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export Board Image"), parent,
                                                              GTK_FILE_CHOOSER_ACTION_SAVE,
                                                              _("_Export"), _("_Cancel"));
  BoardJob *job = g_new0 (BoardJob, 1);

  job->position = *pos;
  job->marks = g_array_new (FALSE, FALSE, sizeof (ScMark));
  g_array_append_vals (job->marks, marks, n_marks);
  job->flags = SC_DIAGRAM_COORDINATES | SC_DIAGRAM_SIDE_TO_MOVE | (flipped ? SC_DIAGRAM_FLIPPED : 0);
  /* TRANSLATORS: the file name offered for a board image; .svg or .png chooses the format */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("board.svg"));
  g_object_set_data_full (G_OBJECT (dialog), "sc-board-job", job, board_job_free);
  g_signal_connect (dialog, "response", G_CALLBACK (board_response), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
