/* test-gui-print.c: the print dialog's Layout page, the Preview in our own
 * window, printing to a file on the chosen paper, and the Export dialog: its name and folder, the toast after it,
 * and a PDF the same as the command line's, columns and paper only for
 * formats of pages; the layout the dialogs chose last, which they show
 * next time
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Preview button is clicked through the X server (XTest) where it can
 * be; the dialogs' choices are set as their widgets allow. Exits 77
 * (skipped) without a display. argv[1] is scoresheet-cli.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <gtk/gtkunixprint.h>
#include <string.h>

#include "gui-files.h"
#include "gui-harness.h"
#include "sc-print-page.h"
#include "sc-print-preview.h"
#include "sc-window.h"

static GuiHarness harness;
static ScWindow *window;
static const char *cli;

/* The first toplevel of type, or NULL. */
static GtkWidget *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }
  return NULL;
}

static gboolean
toplevel_shown (gpointer data)
{
  return find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

static GtkWidget *
wait_for_toplevel (GType       type,
                   const char *what)
{
  GtkWidget *toplevel;

  gui_wait_for (toplevel_shown, GSIZE_TO_POINTER (type), what);
  toplevel = find_toplevel (type);
  gui_wait_until_shown (toplevel);
  return toplevel;
}

static void
count_drop_downs (GtkWidget *widget,
                  guint     *count)
{
  if (GTK_IS_DROP_DOWN (widget))
    (*count)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_drop_downs (child, count);
}

/* The drop-down whose label reads label. */
static GtkDropDown *
choice (ScPrintPage *page,
        const char  *label)
{
  GtkWidget *grid = gtk_widget_get_first_child (GTK_WIDGET (page));

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && g_str_equal (gtk_label_get_text (GTK_LABEL (child)), label))
      return GTK_DROP_DOWN (gtk_label_get_mnemonic_widget (GTK_LABEL (child)));
  g_error ("No choice “%s” on the Layout page", label);
  return NULL;
}

static const char *
selected_text (GtkDropDown *drop_down)
{
  return gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (drop_down)));
}

static gboolean
is_sensitive (gpointer data)
{
  return gtk_widget_is_sensitive (data);
}

/* How many pixels of the texture are dark: printed text and squares. */
static guint
dark_pixels (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *data = g_malloc (stride * (gsize) height);
  guint dark = 0;

  gdk_texture_download (texture, data, stride);
  for (gsize i = 0; i < stride * (gsize) height; i += 4)
    if (data[i] < 96 && data[i + 1] < 96 && data[i + 2] < 96 && data[i + 3] > 200)
      dark++;
  return dark;
}

/* The preview zooms with Ctrl+plus and Ctrl+minus from the fitted page,
 * the page drawn finer as it grows; Ctrl+0 fits it again. */
static void
check_preview_zoom (ScPrintPreview        *preview,
                    const ScExportOptions *options)
{
  GtkWidget *widget = GTK_WIDGET (preview);
  double fitted = gtk_widget_get_width (gui_find_widget (widget, gui_is_of_type,
                                                         GSIZE_TO_POINTER (GTK_TYPE_PICTURE)))
                  / (options->paper_width * 96 / 72);
  GdkPaintable *paintable;

  g_assert_cmpfloat (sc_print_preview_get_zoom (preview), ==, 0);
  g_assert_cmpfloat (fitted, >, 0.3);
  /* A sheet of paper has square corners: its corner pixel is the page's. */
  {
    g_autoptr(GuiPixels) page = gui_render (gui_find_widget (widget, gui_is_of_type,
                                                             GSIZE_TO_POINTER (GTK_TYPE_PICTURE)));
    GdkRGBA corner = gui_pixel_at (page, 0, 0);

    g_assert_cmpfloat (corner.red, >, 0.9);
  }
  if (gui_can_type (widget))
    gui_press_key (widget, GDK_KEY_plus, GDK_CONTROL_MASK);
  else
    gtk_widget_activate_action (widget, "preview.zoom-in", NULL);
  g_assert_cmpfloat (sc_print_preview_get_zoom (preview), >, fitted);
  g_assert_cmpfloat (sc_print_preview_get_zoom (preview), <, fitted * 1.6);
  for (guint i = 0; i < 10; i++)
    gtk_widget_activate_action (widget, "preview.zoom-in", NULL);
  gui_settle ();
  g_assert_cmpfloat (sc_print_preview_get_zoom (preview), ==, 3);
  paintable = sc_print_preview_get_paintable (preview);
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (paintable), >,
                   (int) (options->paper_width * SC_PRINT_PREVIEW_PIXELS_PER_POINT));
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (paintable), <=, (int) (options->paper_width * 4 + 1));
  if (gui_can_type (widget))
    {
      gui_press_key (widget, GDK_KEY_minus, GDK_CONTROL_MASK);
      g_assert_cmpfloat (sc_print_preview_get_zoom (preview), ==, 2);
      gui_press_key (widget, GDK_KEY_0, GDK_CONTROL_MASK);
    }
  else
    gtk_widget_activate_action (widget, "preview.zoom-fit", NULL);
  g_assert_cmpfloat (sc_print_preview_get_zoom (preview), ==, 0);
}

/* The dialogs start at the window's notation and the default layout
 * again, as before any print or export. */
static void
forget_layout (void)
{
  static const char *const keys[] = { "export-format", "layout-notation", "layout-style", "layout-columns",
                                      "layout-paper", "layout-diagrams" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (harness.settings, keys[i]);
}

/* The window shows preset's notation with German letters; a print or
 * export starts there until one chose another. */
static void
show_german_letters (const char *preset)
{
  forget_layout ();
  gui_open_data_file (window, "evals.pgn");
  g_settings_set_string (harness.settings, "notation-language", "de");
  g_settings_set_string (harness.settings, "notation-preset", preset);
  g_settings_set_boolean (harness.settings, "figurines", FALSE);
  gui_settle ();
}

/* Clicks the print dialog's Preview: its window shows. */
static ScPrintPreview *
click_preview (GtkWidget *dialog)
{
  GtkWidget *preview_button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_APPLY);

  g_assert_nonnull (preview_button);
  gui_wait_for (is_sensitive, preview_button, "the Preview button");
  if (gui_can_type (dialog))
    {
      gui_wait_until_shown (preview_button);
      gui_click (preview_button, gtk_widget_get_width (preview_button) / 2.0,
                 gtk_widget_get_height (preview_button) / 2.0);
    }
  else
    gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_APPLY);
  return SC_PRINT_PREVIEW (wait_for_toplevel (SC_TYPE_PRINT_PREVIEW, "the preview window"));
}

/* The five choices start at the window's notation; the ones made land in
 * the options the Preview lays out with, and the Preview shows page 1. */
static void
test_layout_page_and_preview (void)
{
  GtkWidget *dialog;
  ScPrintPage *page;
  ScPrintPreview *preview;
  const ScExportOptions *options;
  GdkPaintable *paintable;
  guint n_choices = 0;

  show_german_letters ("fide");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL);
  dialog = wait_for_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG, "the print dialog");
  page = SC_PRINT_PAGE (gui_find_widget (dialog, gui_is_of_type, GSIZE_TO_POINTER (SC_TYPE_PRINT_PAGE)));
  g_assert_nonnull (page);
  count_drop_downs (GTK_WIDGET (page), &n_choices);
  g_assert_cmpuint (n_choices, ==, 5);
  g_assert_true (g_str_has_prefix (selected_text (choice (page, "Notation")), "German"));
  g_assert_cmpstr (selected_text (choice (page, "Style")), ==, "FIDE scoresheet");
  g_assert_cmpstr (selected_text (choice (page, "Columns")), ==, "One column");
  g_assert_cmpstr (selected_text (choice (page, "Diagrams")), ==, "Diagrams where marked");
  g_assert_cmpstr (selected_text (choice (page, "Paper")), ==, "A4");

  gui_select_item (choice (page, "Notation"), "Figurines");
  gui_select_item (choice (page, "Style"), "Long");
  gui_select_item (choice (page, "Columns"), "Two columns");
  gui_select_item (choice (page, "Diagrams"), "A diagram at the end");
  gui_select_item (choice (page, "Paper"), "A5");

  preview = click_preview (dialog);
  options = sc_bulletin_layout_get_options (sc_print_preview_get_layout (preview));
  g_assert_cmpint (options->style.pieces, ==, SC_PIECES_FIGURINES);
  g_assert_true (options->style.long_form);
  g_assert_cmpuint (options->columns, ==, 2);
  g_assert_cmpint (options->diagrams, ==, SC_DIAGRAMS_START | SC_DIAGRAMS_MARKED | SC_DIAGRAMS_END);
  g_assert_cmpfloat_with_epsilon (options->paper_width, 148 * 72 / 25.4, 0.01);

  /* Page 1, drawn at the A5 paper's size, with print on it. */
  g_assert_cmpuint (sc_print_preview_get_page (preview), ==, 0);
  paintable = sc_print_preview_get_paintable (preview);
  g_assert_true (GDK_IS_TEXTURE (paintable));
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (paintable), ==,
                   (int) (148 * 72 / 25.4 * SC_PRINT_PREVIEW_PIXELS_PER_POINT + 0.5));
  g_assert_cmpint (gdk_paintable_get_intrinsic_height (paintable), ==,
                   (int) (210 * 72 / 25.4 * SC_PRINT_PREVIEW_PIXELS_PER_POINT + 0.5));
  g_assert_cmpuint (dark_pixels (GDK_TEXTURE (paintable)), >, 2000);
  g_assert_null (find_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG));
  check_preview_zoom (preview, options);
  gtk_window_destroy (GTK_WINDOW (preview));
  gui_settle ();
}

static gboolean
printer_selected (gpointer data)
{
  return gtk_print_unix_dialog_get_selected_printer (data) != NULL;
}

/* Whether bytes, which hold NUL bytes, hold text. */
static gboolean
holds (const char *bytes,
       gsize       length,
       const char *text)
{
  gsize n = strlen (text);

  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (bytes + i, text, n) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
pdf_written (gpointer data)
{
  g_autofree char *bytes = NULL;
  gsize length;

  return g_file_get_contents (data, &bytes, &length, NULL) && length > 1000
         && g_str_has_prefix (bytes, "%PDF") && holds (bytes, length, "%%EOF");
}

/* Printed to a file, the pages are of the paper the Layout page chose,
 * whatever the dialog's own page setup says. */
static void
test_print_to_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-print-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autofree char *bytes = NULL;
  gsize length;
  g_autoptr(GtkPrintSettings) settings = gtk_print_settings_new ();
  GtkWidget *dialog, *print_button;
  ScPrintPage *page;

  gui_open_data_file (window, "evals.pgn");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL);
  dialog = wait_for_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG, "the print dialog");
  page = SC_PRINT_PAGE (gui_find_widget (dialog, gui_is_of_type, GSIZE_TO_POINTER (SC_TYPE_PRINT_PAGE)));
  gui_select_item (choice (page, "Paper"), "A5");
  gtk_print_settings_set_printer (settings, "Print to File");
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
  gtk_print_unix_dialog_set_settings (GTK_PRINT_UNIX_DIALOG (dialog), settings);
  gui_wait_for (printer_selected, dialog, "the Print to File printer");
  print_button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  gui_wait_for (is_sensitive, print_button, "the Print button");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);

  gui_wait_for (pdf_written, path, "the printed PDF");
  g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));
  /* A5 in points (148 × 210 mm), as cairo writes the page's box. */
  g_assert_true (holds (bytes, length, "/MediaBox [ 0 0 419.5"));
  g_assert_true (holds (bytes, length, " 595.2"));
  g_unlink (path);
  g_rmdir (dir);
}

static ScPrintPage *
print_page_of (GtkWidget *toplevel)
{
  return SC_PRINT_PAGE (gui_find_widget (toplevel, gui_is_of_type, GSIZE_TO_POINTER (SC_TYPE_PRINT_PAGE)));
}

/* The Export dialog's window of the layout's choices, not the print
 * dialog's page. */
static GtkWidget *
find_export_layout (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (!GTK_IS_PRINT_UNIX_DIALOG (toplevel) && gtk_widget_get_visible (toplevel)
          && print_page_of (toplevel) != NULL)
        return toplevel;
    }
  return NULL;
}

static gboolean
export_layout_shown (gpointer data)
{
  return find_export_layout () != NULL;
}

static GtkWidget *
open_export_layout (const char *action)
{
  GtkWidget *layout;

  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  gui_wait_for (export_layout_shown, NULL, "the Export dialog's layout");
  layout = find_export_layout ();
  gui_wait_until_shown (layout);
  return layout;
}

static gboolean
is_button_labelled (GtkWidget *widget,
                    gpointer   data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

/* Export… after the layout: the file chooser. */
static GtkWidget *
choose_file (GtkWidget *layout)
{
  GtkWidget *next = gui_find_widget (layout, is_button_labelled, (gpointer) "_Export…");

  g_assert_nonnull (next);
  gtk_widget_activate (next);
  return wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, "the Export dialog's file chooser");
}

/* The Export dialog offers the game's title, or the PGN's name for the
 * whole file, in the PGN's folder. */
static GtkWidget *
open_export (const char *action)
{
  return choose_file (open_export_layout (action));
}

static void
cancel (GtkWidget *dialog)
{
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  gui_settle ();
}

static void
test_export_name_and_folder (void)
{
  g_autofree char *data_dir = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GFile) data_folder = g_file_new_for_path (data_dir);
  g_autoptr(GFile) folder = NULL;
  g_autofree char *name = NULL;
  GtkWidget *dialog;

  forget_layout ();
  gui_open_data_file (window, "evals.pgn");
  dialog = open_export ("win.export");
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog));
  g_assert_cmpstr (name, ==, "Greedy – Trapper.pdf");
  folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
  g_assert_nonnull (folder);
  g_assert_true (g_file_equal (folder, data_folder));
  cancel (dialog);

  /* A name that ends with a full stop has one before the extension. */
  {
    ScDocument *document = sc_window_get_document (window);

    sc_document_push (document, sc_game_set_tag_edit (sc_document_get_game (document), "Black", "Trapper Jr."), NULL);
    g_clear_pointer (&name, g_free);
    dialog = open_export ("win.export");
    name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog));
    g_assert_cmpstr (name, ==, "Greedy – Trapper Jr.pdf");
    cancel (dialog);
    sc_document_undo (document);
  }

  g_clear_pointer (&name, g_free);
  dialog = open_export ("win.export-file");
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog));
  g_assert_cmpstr (name, ==, "evals.pdf");
  cancel (dialog);
}

/* Accepts the Export dialog with name in folder. */
static void
export_to (GtkWidget  *dialog,
           GFile      *folder,
           const char *name)
{
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  gui_settle ();
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
}

typedef struct {
  const char *text;
} LabelText;

static gboolean
is_label_with (GtkWidget *widget,
               gpointer   data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
}

static gboolean
label_shown (gpointer data)
{
  return gui_find_widget (GTK_WIDGET (window), is_label_with, data) != NULL;
}

/* Exports every game of the window's file, pgn_name in tests/data, in
 * two columns on Letter (and diagram_choice, if not NULL) as app_name: a
 * toast says so, and the PDF is byte for byte the command line's with
 * the same settings (diagrams_option) and title (title_option, with
 * diagrams_option, else the command line's own), which exits with
 * exit_status. */
static void
assert_export_as_cli (const char *pgn_name,
                      const char *app_name,
                      const char *diagram_choice,
                      const char *diagrams_option,
                      const char *title_option,
                      int         exit_status)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-print-XXXXXX", NULL);
  g_autofree char *app_pdf = g_build_filename (dir, app_name, NULL);
  g_autofree char *cli_pdf = g_build_filename (dir, "cli.pdf", NULL);
  g_autofree char *pgn = g_test_build_filename (G_TEST_DIST, "data", pgn_name, NULL);
  g_autofree char *toast = g_strdup_printf ("“%s” written", app_name);
  g_autofree char *app_bytes = NULL, *cli_bytes = NULL;
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { cli, "export", "--lang=de", "--style=minimal", "--columns=2", "--paper=letter",
                         "-o", cli_pdf, pgn, diagrams_option, title_option, NULL };
  gsize app_length, cli_length;
  int status;
  GtkWidget *layout;

  layout = open_export_layout ("win.export-file");
  /* The notation the window shows. */
  g_assert_true (g_str_has_prefix (selected_text (choice (print_page_of (layout), "Notation")), "German"));
  gui_pick_choice (layout, "Two columns");
  gui_pick_choice (layout, "Letter");
  if (diagram_choice != NULL)
    gui_pick_choice (layout, diagram_choice);
  export_to (choose_file (layout), folder, app_name);
  gui_wait_for (label_shown, toast, "the toast");

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  if (exit_status == 0)
    g_assert_no_error (error);
  else
    g_assert_error (error, G_SPAWN_EXIT_ERROR, exit_status);
  g_assert_true (g_file_get_contents (app_pdf, &app_bytes, &app_length, NULL));
  g_assert_true (g_file_get_contents (cli_pdf, &cli_bytes, &cli_length, NULL));
  g_assert_cmpuint (app_length, >, 1000);
  g_assert_cmpuint (app_length, ==, cli_length);
  g_assert_true (memcmp (app_bytes, cli_bytes, app_length) == 0);

  g_unlink (app_pdf);
  g_unlink (cli_pdf);
  g_rmdir (dir);
}

/* Exported through the dialog: a toast says so with Open, and the PDF is
 * the command line's. A name with '&', which a toast's markup would have
 * taken apart. */
static void
test_export_toast_and_cli (void)
{
  show_german_letters ("minimal");
  /* One game: its heading titles the export, in both. */
  assert_export_as_cli ("evals.pgn", "evals & notes.pdf", "A diagram at the end", "--diagrams=start,marked,end",
                        NULL, 0);
  g_assert_nonnull (gui_find_widget (GTK_WIDGET (window), is_button_labelled, (gpointer) "_Open"));
}

/* A game that cannot be read whole is exported as the command line does:
 * its moves up to the problem, then its text not read (and the command
 * line's exit status 1 tells of the problem). */
static void
test_export_unread_game_as_cli (void)
{
  show_german_letters ("minimal");
  gui_open_data_file (window, "annotated.pgn");
  assert_export_as_cli ("annotated.pgn", "annotated.pdf", NULL, NULL, NULL, 1);
}

/* A name typed with .pdf while HTML is chosen: the HTML file it becomes
 * is there already, and exporting asks before replacing it. */
static void
test_export_asks_before_replacing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-print-XXXXXX", NULL);
  g_autofree char *html = g_build_filename (dir, "games.html", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autofree char *bytes = NULL;
  GtkWidget *layout;

  g_assert_true (g_file_set_contents (html, "made by hand", -1, NULL));
  gui_open_data_file (window, "evals.pgn");
  for (guint answer = 0; answer < 2; answer++)
    {
      layout = open_export_layout ("win.export-file");
      gui_pick_choice (layout, "HTML");
      export_to (choose_file (layout), folder, "games.pdf");
      gui_wait_for_question ();
      gui_answer_question (answer == 0 ? "cancel" : "replace");
      gui_settle ();
      g_clear_pointer (&bytes, g_free);
      g_assert_true (g_file_get_contents (html, &bytes, NULL, NULL));
      if (answer == 0)
        g_assert_cmpstr (bytes, ==, "made by hand");
      else
        g_assert_true (g_str_has_prefix (bytes, "<!DOCTYPE html>"));
    }
  g_unlink (html);
  g_rmdir (dir);
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* A name ending in .htm names HTML as .html does: it stays for HTML,
 * and another format gets its own extension, as on the command line. */
static void
test_export_htm_name (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-print-XXXXXX", NULL);
  g_autofree char *htm = g_build_filename (dir, "page.htm", NULL);
  g_autofree char *text = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *text_as_htm = g_build_filename (dir, "notes.htm", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autofree char *bytes = NULL;
  GtkWidget *layout;

  gui_open_data_file (window, "evals.pgn");
  layout = open_export_layout ("win.export-file");
  gui_pick_choice (layout, "HTML");
  export_to (choose_file (layout), folder, "page.htm");
  gui_wait_for (file_exists, htm, "the exported HTML");
  g_assert_true (g_file_get_contents (htm, &bytes, NULL, NULL));
  g_assert_true (g_str_has_prefix (bytes, "<!DOCTYPE html>"));

  layout = open_export_layout ("win.export-file");
  gui_pick_choice (layout, "Text");
  export_to (choose_file (layout), folder, "notes.htm");
  gui_wait_for (file_exists, text, "the exported text");
  g_assert_false (g_file_test (text_as_htm, G_FILE_TEST_EXISTS));

  g_unlink (htm);
  g_unlink (text);
  g_rmdir (dir);
  forget_layout ();
}

/* The toast after exporting SVG pages into the folder data: it names
 * the first and the last of the numbered files there. */
static gboolean
svg_pages_toast_shown (gpointer data)
{
  guint n_pages = 0;
  g_autofree char *text = NULL;

  for (guint page = 1; page < 10; page++)
    {
      g_autofree char *name = g_strdup_printf ("games-%u.svg", page);
      g_autofree char *path = g_build_filename (data, name, NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        n_pages = page;
    }
  if (n_pages < 2)
    return FALSE;
  text = g_strdup_printf ("%u pages written: “games-1.svg” to “games-%u.svg”", n_pages, n_pages);
  return label_shown (text);
}

static void
remove_numbered_pages (const char *dir)
{
  for (guint page = 1; page < 10; page++)
    {
      g_autofree char *name = g_strdup_printf ("games-%u.svg", page);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
}

/* SVG pages of a file of games: a file each, numbered, which the
 * toast names; the next export to the same name asks before it
 * replaces any page of an earlier one. */
static void
test_export_svg_pages (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-print-XXXXXX", NULL);
  g_autofree char *first = g_build_filename (dir, "games-1.svg", NULL);
  g_autofree char *unnumbered = g_build_filename (dir, "games.svg", NULL);
  g_autofree char *earlier = g_build_filename (dir, "games-07.svg", NULL);
  AdwMessageDialog *question;
  g_autofree char *bytes = NULL;
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  GtkWidget *layout;

  forget_layout ();
  gui_open_data_file (window, "annotated.pgn");
  layout = open_export_layout ("win.export-file");
  gui_pick_choice (layout, "SVG pages");
  gui_pick_choice (layout, "A5");
  gui_pick_choice (layout, "One column");
  export_to (choose_file (layout), folder, "games.svg");
  /* Its four games on A5 take two pages or more, however the earlier
   * tests left the window's notation. */
  gui_wait_for (svg_pages_toast_shown, dir, "the toast");
  g_assert_true (g_file_test (first, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (unnumbered, G_FILE_TEST_EXISTS));

  /* A page of an earlier export, of another width of number, alone. */
  remove_numbered_pages (dir);
  g_assert_true (g_file_set_contents (earlier, "made by hand", -1, NULL));
  layout = open_export_layout ("win.export-file");
  gui_pick_choice (layout, "SVG pages");
  export_to (choose_file (layout), folder, "games.svg");
  question = gui_wait_for_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Replace the Pages of an Earlier Export?");
  gui_assert_text_contains (adw_message_dialog_get_body (question), "“games-07.svg”, a page of an earlier export");
  gui_answer_question ("cancel");
  gui_settle ();
  g_assert_true (g_file_get_contents (earlier, &bytes, NULL, NULL));
  g_assert_cmpstr (bytes, ==, "made by hand");

  g_unlink (earlier);
  g_rmdir (dir);
  forget_layout ();
}

/* An export that cannot be written says so, of one game or of the games
 * of the file: no file can be made in /proc, even by root. */
static void
test_export_failure_says_what (void)
{
  static const struct {
    const char *action;
    const char *heading;
  } exports[] = {
    { "win.export", "The game could not be exported" },
    { "win.export-file", "The games could not be exported" },
  };
  g_autoptr(GFile) folder = g_file_new_for_path ("/proc");

  gui_open_data_file (window, "annotated.pgn");
  for (guint i = 0; i < G_N_ELEMENTS (exports); i++)
    {
      GtkWidget *layout = open_export_layout (exports[i].action);
      AdwMessageDialog *message;

      gui_pick_choice (layout, "Text");
      export_to (choose_file (layout), folder, "games.txt");
      message = gui_wait_for_question ();
      g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, exports[i].heading);
      gui_assert_text_contains (adw_message_dialog_get_body (message), "/proc/games.txt");
      gtk_window_destroy (GTK_WINDOW (message));
      gui_settle ();
    }
  gui_new_game (window);
  forget_layout ();
}

/* Exporting to the open PGN file itself is refused with the reason, and
 * the games stay as they were. */
static void
test_export_not_over_its_games (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-print-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "club.pgn", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "evals.pgn", NULL);
  g_autofree char *before = NULL, *after = NULL;
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  AdwMessageDialog *message;
  GtkWidget *layout;

  g_assert_true (g_file_get_contents (source, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (path, before, -1, NULL));
  gui_open_path (window, path);
  layout = open_export_layout ("win.export-file");
  gui_pick_choice (layout, "Text");
  export_to (choose_file (layout), folder, "club.pgn");
  /* The file chooser's own question, which does not know the file holds
   * the games: Replace. */
  gtk_dialog_response (GTK_DIALOG (wait_for_toplevel (GTK_TYPE_MESSAGE_DIALOG, "the file chooser's question")),
                       GTK_RESPONSE_ACCEPT);
  message = gui_wait_for_question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "Choose Another Name");
  gui_assert_text_contains (adw_message_dialog_get_body (message), "“club.pgn” holds the games themselves");
  gtk_window_destroy (GTK_WINDOW (message));
  gui_settle ();
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  gui_new_game (window);
  g_unlink (path);
  g_rmdir (dir);
  forget_layout ();
}

static ScPrintPage *
open_print_page (GtkWidget **dialog)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL);
  *dialog = wait_for_toplevel (GTK_TYPE_PRINT_UNIX_DIALOG, "the print dialog");
  return SC_PRINT_PAGE (gui_find_widget (*dialog, gui_is_of_type, GSIZE_TO_POINTER (SC_TYPE_PRINT_PAGE)));
}

/* A notation and style left as the window's are no choice: the next
 * print follows the window's, whatever it shows by then, while the
 * paper chosen stays. */
static void
test_layout_follows_window (void)
{
  ScPrintPage *page;
  GtkWidget *dialog;

  show_german_letters ("fide");
  page = open_print_page (&dialog);
  g_assert_true (g_str_has_prefix (selected_text (choice (page, "Notation")), "German"));
  gui_select_item (choice (page, "Paper"), "A5");
  gtk_window_destroy (GTK_WINDOW (click_preview (dialog)));
  gui_settle ();

  g_settings_set_boolean (harness.settings, "figurines", TRUE);
  g_settings_set_string (harness.settings, "notation-preset", "long");
  gui_settle ();
  page = open_print_page (&dialog);
  g_assert_cmpstr (selected_text (choice (page, "Notation")), ==, "Figurines");
  g_assert_cmpstr (selected_text (choice (page, "Style")), ==, "Long algebraic");
  g_assert_cmpstr (selected_text (choice (page, "Paper")), ==, "A5");
  cancel (dialog);
  g_settings_set_boolean (harness.settings, "figurines", FALSE);
  forget_layout ();
}

/* The layout chosen for a print is the next print's and the Export
 * dialog's, and an export's format and layout the next export's and
 * print's: kept in the settings, where the next run finds them too. A
 * print dialog cancelled keeps nothing. */
static void
test_layout_remembered (void)
{
  ScPrintPage *page;
  GtkWidget *dialog, *layout;
  g_autofree char *paper = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-print-XXXXXX", NULL);
  g_autofree char *html = g_build_filename (dir, "layout.html", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);

  show_german_letters ("fide");
  page = open_print_page (&dialog);
  gui_select_item (choice (page, "Notation"), "Figurines");
  gui_select_item (choice (page, "Style"), "Long");
  gui_select_item (choice (page, "Columns"), "Two columns");
  gui_select_item (choice (page, "Diagrams"), "A diagram at the end");
  gui_select_item (choice (page, "Paper"), "A5");
  gtk_window_destroy (GTK_WINDOW (click_preview (dialog)));
  gui_settle ();

  page = open_print_page (&dialog);
  g_assert_cmpstr (selected_text (choice (page, "Notation")), ==, "Figurines");
  g_assert_cmpstr (selected_text (choice (page, "Style")), ==, "Long algebraic");
  g_assert_cmpstr (selected_text (choice (page, "Columns")), ==, "Two columns");
  g_assert_cmpstr (selected_text (choice (page, "Diagrams")), ==, "A diagram at the end");
  g_assert_cmpstr (selected_text (choice (page, "Paper")), ==, "A5");
  gui_select_item (choice (page, "Paper"), "Letter");
  cancel (dialog);
  /* What the next run reads. */
  g_assert_cmpstr ((paper = g_settings_get_string (harness.settings, "layout-paper")), ==, "a5");
  g_assert_cmpint (g_settings_get_int (harness.settings, "layout-columns"), ==, 2);

  layout = open_export_layout ("win.export-file");
  page = print_page_of (layout);
  g_assert_cmpstr (selected_text (choice (page, "Format")), ==, "PDF");
  g_assert_cmpstr (selected_text (choice (page, "Notation")), ==, "Figurines");
  g_assert_cmpstr (selected_text (choice (page, "Style")), ==, "Long algebraic");
  g_assert_cmpstr (selected_text (choice (page, "Columns")), ==, "Two columns");
  g_assert_cmpstr (selected_text (choice (page, "Diagrams")), ==, "A diagram at the end");
  g_assert_cmpstr (selected_text (choice (page, "Paper")), ==, "A5");
  gui_select_item (choice (page, "Notation"), "German");
  gui_select_item (choice (page, "Paper"), "Letter");
  gui_select_item (choice (page, "Format"), "HTML");
  dialog = choose_file (layout);
  /* The name offered has the format's extension. */
  g_assert_cmpstr ((name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog))), ==, "evals.html");
  export_to (dialog, folder, "layout.html");
  gui_wait_for (file_exists, html, "the exported HTML");
  /* The whole file's export of its one game has the game's heading for
   * its title, as on the command line. */
  g_assert_true (g_file_get_contents (html, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<title>Greedy – Trapper</title>"));

  page = print_page_of (open_export_layout ("win.export-file"));
  g_assert_cmpstr (selected_text (choice (page, "Format")), ==, "HTML");
  g_assert_true (g_str_has_prefix (selected_text (choice (page, "Notation")), "German"));
  g_assert_cmpstr (selected_text (choice (page, "Paper")), ==, "Letter");
  gtk_window_destroy (GTK_WINDOW (find_export_layout ()));
  gui_settle ();

  page = open_print_page (&dialog);
  g_assert_true (g_str_has_prefix (selected_text (choice (page, "Notation")), "German"));
  g_assert_cmpstr (selected_text (choice (page, "Style")), ==, "Long algebraic");
  g_assert_cmpstr (selected_text (choice (page, "Paper")), ==, "Letter");
  cancel (dialog);

  forget_layout ();
  g_unlink (html);
  g_rmdir (dir);
}

static gboolean
is_no_pages_note (GtkWidget *widget,
                  gpointer   data)
{
  return is_label_with (widget, (gpointer) "HTML and text have no pages, so no columns or paper.");
}

/* Columns and paper are insensitive for a format of no pages, and a
 * note says why; sensitive again for one of pages. */
static void
test_export_no_pages (void)
{
  static const struct {
    const char *format;
    gboolean    pages;
  } cases[] = { { "HTML", FALSE }, { "LaTeX", TRUE }, { "Text", FALSE }, { "PDF", TRUE }, { "SVG", TRUE } };
  GtkWidget *layout, *note;
  ScPrintPage *page;

  forget_layout ();
  gui_open_data_file (window, "evals.pgn");
  layout = open_export_layout ("win.export");
  page = print_page_of (layout);
  note = gui_find_widget (layout, is_no_pages_note, NULL);
  g_assert_nonnull (note);
  g_assert_false (gtk_widget_get_visible (note));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gui_select_item (choice (page, "Format"), cases[i].format);
      g_assert_cmpint (gtk_widget_is_sensitive (GTK_WIDGET (choice (page, "Columns"))), ==, cases[i].pages);
      g_assert_cmpint (gtk_widget_is_sensitive (GTK_WIDGET (choice (page, "Paper"))), ==, cases[i].pages);
      g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (choice (page, "Diagrams"))));
      g_assert_cmpint (gtk_widget_get_visible (note), ==, !cases[i].pages);
    }
  gtk_window_destroy (GTK_WINDOW (layout));
  gui_settle ();
}

/* A file of games that are only a result has nothing to print or
 * export: the window says so, as the command line does, and opens no
 * dialog. */
static void
test_nothing_to_export (void)
{
  g_autofree char *path = gui_write_text_file ("*\n\n*\n\n*\n");
  const char *actions[] = { "win.export-file", "win.print-file" };
  const char *headings[] = { "Nothing to Export", "Nothing to Print" };

  gui_open_path (window, path);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      AdwMessageDialog *message;

      gtk_widget_activate_action (GTK_WIDGET (window), actions[i], NULL);
      message = gui_wait_for_question ();
      g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, headings[i]);
      g_assert_cmpstr (adw_message_dialog_get_body (message), ==,
                       "The games of the file have no tags, moves or comments.");
      g_assert_null (find_export_layout ());
      gui_answer_question ("close");
    }
  gui_new_game (window);
  gui_remove_file (path);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The same creation date in both PDFs. */
  g_setenv ("SOURCE_DATE_EPOCH", "1764000000", TRUE);
  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;
  cli = argc > 1 ? argv[1] : "scoresheet-cli";

  g_test_add_func ("/gui-print/print/layout-page-and-preview", test_layout_page_and_preview);
  g_test_add_func ("/gui-print/print/to-file", test_print_to_file);
  g_test_add_func ("/gui-print/export/name-and-folder", test_export_name_and_folder);
  g_test_add_func ("/gui-print/export/toast-and-cli", test_export_toast_and_cli);
  g_test_add_func ("/gui-print/export/unread-game-as-cli", test_export_unread_game_as_cli);
  g_test_add_func ("/gui-print/export/asks-before-replacing", test_export_asks_before_replacing);
  g_test_add_func ("/gui-print/export/htm-name", test_export_htm_name);
  g_test_add_func ("/gui-print/export/no-pages", test_export_no_pages);
  g_test_add_func ("/gui-print/export/svg-pages", test_export_svg_pages);
  g_test_add_func ("/gui-print/export/not-over-its-games", test_export_not_over_its_games);
  g_test_add_func ("/gui-print/export/failure-says-what", test_export_failure_says_what);
  g_test_add_func ("/gui-print/export/nothing-to-export", test_nothing_to_export);
  g_test_add_func ("/gui-print/layout-remembered", test_layout_remembered);
  g_test_add_func ("/gui-print/layout-follows-window", test_layout_follows_window);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
