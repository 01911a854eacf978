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
#include "sc-language.h"
#include "sc-print-export.h"
#include "sc-print-page.h"
#include "sc-print-preview.h"
#include "sc-question.h"
#include "sc-turning-points.h"
#include "sc-window.h"

/* --- the layout chosen last ---------------------------------------------- */

/* The choices of the last print or export over settings (the window's
 * notation), for the dialogs to show again, in this run and the next;
 * the format is the Export dialog's alone. */
static void
recall_layout (ScExportSettings *settings,
               gboolean          exporting)
{
  g_autoptr(GSettings) remembered = g_settings_new (APP_ID);
  g_autofree char *notation = g_settings_get_string (remembered, "layout-notation");
  g_autofree char *style = g_settings_get_string (remembered, "layout-style");
  g_autofree char *paper = g_settings_get_string (remembered, "layout-paper");
  g_autofree char *diagrams = g_settings_get_string (remembered, "layout-diagrams");
  g_autofree char *format = g_settings_get_string (remembered, "export-format");
  const ScLanguage *lang = *notation != '\0' ? sc_language_lookup (notation) : NULL;
  ScPreset preset;

  if (g_str_equal (notation, "figurine"))
    settings->lang = "figurine";
  else if (lang != NULL)
    settings->lang = sc_language_code (lang);
  if (sc_preset_from_name (style, &preset))
    settings->style = sc_preset_name (preset);
  if (exporting)
    settings->format = g_intern_string (format);
  settings->columns = (guint) g_settings_get_int (remembered, "layout-columns");
  settings->paper = g_intern_string (paper);
  settings->diagrams = g_intern_string (diagrams);
}

/* The value chosen, or "" for one left as the window's: that is no
 * choice, and the next print follows the window's notation then. */
static const char *
chosen_over (const char *value,
             const char *window_value)
{
  return value != NULL && g_strcmp0 (value, window_value) != 0 ? value : "";
}

/* The choices made, for recall_layout (); window holds the settings
 * the window gave. */
static void
remember_layout (const ScExportSettings *settings,
                 const ScExportSettings *window,
                 gboolean                exporting)
{
  g_autoptr(GSettings) remembered = g_settings_new (APP_ID);

  g_settings_delay (remembered);
  g_settings_set_string (remembered, "layout-notation", chosen_over (settings->lang, window->lang));
  g_settings_set_string (remembered, "layout-style", chosen_over (settings->style, window->style));
  if (exporting && settings->format != NULL)
    g_settings_set_string (remembered, "export-format", settings->format);
  g_settings_set_int (remembered, "layout-columns", settings->columns == 2 ? 2 : 1);
  if (settings->paper != NULL)
    g_settings_set_string (remembered, "layout-paper", settings->paper);
  if (settings->diagrams != NULL)
    g_settings_set_string (remembered, "layout-diagrams", settings->diagrams);
  g_settings_apply (remembered);
}

/* --- print --------------------------------------------------------------- */

typedef struct {
  GPtrArray        *games;
  ScExportSettings  settings;   /* its strings are static */
  ScExportSettings  window;     /* as the window gave them */
  ScExportOptions  *options;
  ScBulletinLayout *layout;
  GtkWindow        *parent;
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  g_ptr_array_unref (job->games);
  g_clear_pointer (&job->options, sc_export_options_free);
  g_clear_object (&job->layout);
  g_clear_weak_pointer (&job->parent);
  g_free (job);
}

/* The options of the job's settings, as an export of them has. */
static void
update_options (PrintJob *job)
{
  g_autoptr(GError) error = NULL;
  ScExportOptions *options = sc_export_options_new_from_settings (&job->settings, &error);

  if (options == NULL)
    {
      g_warning ("Print settings: %s", error->message);
      return;
    }
  g_clear_pointer (&job->options, sc_export_options_free);
  job->options = options;
}

static GtkPageSetup *
page_setup_for (const ScExportOptions *options)
{
  GtkPageSetup *setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper = gtk_paper_size_new_custom ("scoresheet", _("Paper"), options->paper_width,
                                                             options->paper_height, GTK_UNIT_POINTS);

  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
  return setup;
}

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             PrintJob          *job)
{
  g_clear_object (&job->layout);
  job->layout = sc_bulletin_layout_new (job->games, job->options);
  gtk_print_operation_set_n_pages (operation, (int) sc_bulletin_layout_get_n_pages (job->layout));
}

/* Every page on the paper of our page's choice. */
static void
request_page_setup (GtkPrintOperation *operation,
                    GtkPrintContext   *context,
                    int                page,
                    GtkPageSetup      *setup,
                    PrintJob          *job)
{
  g_autoptr(GtkPageSetup) ours = page_setup_for (job->options);

  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_page_setup_set_paper_size (setup, gtk_page_setup_get_paper_size (ours));
}

static GObject *
create_page (GtkPrintOperation *operation,
             PrintJob          *job)
{
  return G_OBJECT (sc_print_page_new (&job->settings));
}

static void
apply_page (GtkPrintOperation *operation,
            GtkWidget         *page,
            PrintJob          *job)
{
  sc_print_page_get_settings (SC_PRINT_PAGE (page), &job->settings);
  remember_layout (&job->settings, &job->window, FALSE);
  update_options (job);
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           PrintJob          *job)
{
  sc_bulletin_layout_draw_page (job->layout, gtk_print_context_get_cairo_context (context), (guint) page);
}

/* The pages are laid out: they show in our window, and the operation
 * ends, as it has nothing more to do. */
static void
preview_ready (GtkPrintOperationPreview *preview,
               GtkPrintContext          *context,
               PrintJob                 *job)
{
  ScPrintPreview *window = sc_print_preview_new (job->parent, job->layout);

  gtk_window_present (GTK_WINDOW (window));
  gtk_print_operation_preview_end_preview (preview);
}

/* Instead of an outside viewer, which may not be installed. GTK wants a
 * cairo context to lay the pages out with; nothing is drawn into it. */
static gboolean
preview (GtkPrintOperation        *operation,
         GtkPrintOperationPreview *preview,
         GtkPrintContext          *context,
         GtkWindow                *parent,
         PrintJob                 *job)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);

  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_signal_connect (preview, "ready", G_CALLBACK (preview_ready), job);
  return TRUE;
}

void
sc_print_games (GtkWindow              *parent,
                GPtrArray              *games,
                const ScExportSettings *settings)
{
  g_autoptr(GtkPrintOperation) operation = gtk_print_operation_new ();
  g_autoptr(GtkPageSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  PrintJob *job = g_new0 (PrintJob, 1);

  job->games = g_ptr_array_ref (games);
  job->settings = job->window = *settings;
  recall_layout (&job->settings, FALSE);
  g_set_weak_pointer (&job->parent, parent);
  update_options (job);
  if (job->options == NULL)
    job->options = sc_export_options_new ();
  setup = page_setup_for (job->options);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_set_custom_tab_label (operation, _("Layout"));
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (create_page), job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (apply_page), job);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print), job);
  g_signal_connect (operation, "request-page-setup", G_CALLBACK (request_page_setup), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page), job);
  g_signal_connect (operation, "preview", G_CALLBACK (preview), job);
  g_object_set_data_full (G_OBJECT (operation), "sc-print-job", job, print_job_free);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    sc_window_show_message (parent, _("The games could not be printed"), error->message);
}

/* --- export -------------------------------------------------------------- */

typedef struct {
  GPtrArray        *games;
  ScExportSettings  settings;
  ScExportSettings  window;     /* as the window gave them */
  GtkWindow        *parent;
  char             *title;      /* may be NULL */
  GFile            *folder;     /* may be NULL */
  char             *name;
  ScPrintPage      *page;       /* the layout window's, while it is open */
} ExportJob;

static void
export_job_free (gpointer data)
{
  ExportJob *job = data;

  g_ptr_array_unref (job->games);
  g_clear_weak_pointer (&job->parent);
  g_clear_object (&job->folder);
  g_free (job->title);
  g_free (job->name);
  g_free (job);
}

/* Where no program opens the file (none is set for its type), the
 * toast's Open says so, and where the file is, instead of doing
 * nothing. data: the file, taken. */
static void
exported_shown (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(GFile) file = data;
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *where = NULL;
  g_autofree char *body = NULL;

  /* Closing a chooser of programs cancels: the user knows. */
  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  name = g_file_get_basename (file);
  where = folder != NULL ? g_file_get_parse_name (folder) : g_strdup ("/");
  /* TRANSLATORS: the exported file's name, its folder, and why it was
   * not opened */
  body = g_strdup_printf (_("“%s” is in %s. %s"), name, where, error->message);
  sc_window_show_message (GTK_WINDOW (source), _("The exported file could not be opened"), body);
}

static void
open_exported (AdwToast  *toast,
               GtkWindow *parent)
{
  const char *uri = g_object_get_data (G_OBJECT (toast), "sc-uri");

  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, exported_shown, g_file_new_for_uri (uri));
}

/* The toast's title after n_files were exported to file: SVG pages
 * each have a file, named from the first to the last. A toast's title
 * is markup: a name may hold '&' or '<'. */
static char *
written_title (GFile *file,
               guint  n_files)
{
  g_autofree char *first_name = sc_export_svg_page_name (file, 0, n_files);
  g_autofree char *last_name = sc_export_svg_page_name (file, n_files - 1, n_files);

  if (n_files <= 1)
    /* TRANSLATORS: a toast after exporting; %s is the file's name */
    return g_markup_printf_escaped (_("“%s” written"), first_name);
  /* TRANSLATORS: a toast after exporting SVG pages, one file each; the
   * names of the first and the last, as "“games-1.svg” to “games-3.svg”" */
  return g_markup_printf_escaped (g_dngettext (GETTEXT_PACKAGE, "%u page written: “%s” to “%s”",
                                               "%u pages written: “%s” to “%s”", n_files),
                                  n_files, first_name, last_name);
}

gboolean
sc_export_games_to_file (GtkWindow              *parent,
                         GPtrArray              *games,
                         const ScExportSettings *settings,
                         const char             *document_title,
                         GFile                  *file)
{
  g_autoptr(ScExportOptions) options = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) first = NULL;
  g_autofree char *title = NULL;
  guint n_files = 1;
  AdwToast *toast;

  options = sc_export_options_new_from_settings (settings, &error);
  if (options == NULL || !sc_export_games (games, options, document_title, file, &n_files, &error))
    {
      sc_window_show_message (parent, games->len == 1 ? _("The game could not be exported")
                                                      : _("The games could not be exported"),
                              error->message);
      return FALSE;
    }
  if ((options->diagrams & SC_DIAGRAMS_TURNING) && !sc_games_have_evals (games))
    sc_window_show_message (parent, _("No Turning Points"),
                            /* xgettext:no-c-format */
                            _("No game has an engine’s evaluations ([%eval] in its comments), so "
                              "diagrams stand only where marked."));
  if (!SC_IS_WINDOW (parent))
    return TRUE;
  first = sc_export_svg_page_file (file, 0, n_files);
  title = written_title (file, n_files);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Open"));
  g_object_set_data_full (G_OBJECT (toast), "sc-uri", g_file_get_uri (first), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (open_exported), parent, 0);
  sc_window_add_toast (SC_WINDOW (parent), toast);
  return TRUE;
}

/* The name with the format's extension instead of another format's. */
static char *
name_for_format (const char *name,
                 const char *format)
{
  ScExportFormat named, chosen;

  /* games.htm stays as it is for HTML, as on the command line. */
  if (format == NULL || !sc_export_format_named_by (name, &named) ||
      !sc_export_format_from_name (format, &chosen) || named == chosen)
    return g_strdup (name);
  return g_strdup_printf ("%.*s.%s", (int) (strrchr (name, '.') - name), name, format);
}

/* The file's name with the format's extension instead of another one's. */
static GFile *
file_for_format (GFile      *file,
                 const char *format)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *renamed = name_for_format (name, format);

  if (parent == NULL || g_str_equal (name, renamed))
    return g_object_ref (file);
  return g_file_get_child (parent, renamed);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  g_autofree char *first = g_file_get_basename (*(GFile **) a);
  g_autofree char *second = g_file_get_basename (*(GFile **) b);

  return g_utf8_collate (first, second);
}

/* What exporting to file would replace, which the file chooser did not
 * ask about: the name with another format's extension, or the pages of
 * an earlier SVG export. FALSE when there is none; else the question's
 * heading and body. */
static gboolean
replaced_unasked (GFile       *chosen,
                  GFile       *file,
                  const char  *format,
                  char       **heading,
                  char       **body)
{
  g_autoptr(GPtrArray) earlier = NULL;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;

  if (!g_file_equal (chosen, file) && g_file_query_exists (file, NULL))
    {
      g_autofree char *name = g_file_get_basename (file);

      /* TRANSLATORS: %s is a file's name */
      *heading = g_strdup_printf (_("Replace “%s”?"), name);
      *body = g_strdup (_("A file with this name already exists. Exporting replaces its contents."));
      return TRUE;
    }
  if (g_strcmp0 (format, "svg") != 0)
    return FALSE;
  earlier = sc_export_svg_earlier_pages (file);
  if (earlier->len == 0)
    return FALSE;
  g_ptr_array_sort (earlier, compare_names);
  first = g_file_get_basename (g_ptr_array_index (earlier, 0));
  last = g_file_get_basename (g_ptr_array_index (earlier, earlier->len - 1));
  *heading = g_strdup (_("Replace the Pages of an Earlier Export?"));
  /* TRANSLATORS: SVG pages already in the folder: their number, the
   * first's name and the last's */
  *body = earlier->len == 1
          ? g_strdup_printf (_("“%s”, a page of an earlier export, is in this folder. Exporting replaces it."), first)
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u page of an earlier export, “%s” to “%s”, is in this folder. "
                                          "Exporting replaces them.",
                                          "%u pages of an earlier export, “%s” to “%s”, are in this folder. "
                                          "Exporting replaces them.",
                                          earlier->len),
                             earlier->len, first, last);
  return TRUE;
}

typedef struct {
  GtkWindow        *parent;
  GPtrArray        *games;
  ScExportSettings  settings;
  char             *title;
  GFile            *file;
} ReplaceQuestion;

static void
replace_question_free (gpointer  data,
                       GClosure *closure)
{
  ReplaceQuestion *question = data;

  g_object_unref (question->parent);
  g_ptr_array_unref (question->games);
  g_object_unref (question->file);
  g_free (question->title);
  g_free (question);
}

static void
replace_response (AdwMessageDialog *dialog,
                  const char       *response,
                  ReplaceQuestion  *question)
{
  if (g_str_equal (response, "replace"))
    sc_export_games_to_file (question->parent, question->games, &question->settings, question->title,
                             question->file);
}

/* Exports to file, once the user agreed to replace what it would. */
static void
export_asking (GtkWindow              *parent,
               GPtrArray              *games,
               const ScExportSettings *settings,
               const char             *title,
               GFile                  *chosen,
               GFile                  *file)
{
  GFile *games_file = SC_IS_WINDOW (parent) ? sc_document_get_file (sc_window_get_document (SC_WINDOW (parent))) : NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  ReplaceQuestion *question;
  GtkWidget *dialog;

  /* The file chooser asked whether to replace it, not knowing it holds
   * the games. */
  if (games_file != NULL && g_file_equal (file, games_file))
    {
      g_autofree char *games_name = g_file_get_basename (games_file);

      /* TRANSLATORS: %s: the name of the open PGN file */
      body = g_strdup_printf (_("“%s” holds the games themselves: exporting to it would replace them."),
                              games_name);
      sc_window_show_message (parent, _("Choose Another Name"), body);
      return;
    }
  if (!replaced_unasked (chosen, file, settings->format, &heading, &body))
    {
      sc_export_games_to_file (parent, games, settings, title, file);
      return;
    }
  dialog = sc_question_new (parent, heading, body, _("_Cancel"), "replace", _("_Replace"));
  question = g_new0 (ReplaceQuestion, 1);
  question->parent = g_object_ref (parent);
  question->games = g_ptr_array_ref (games);
  question->settings = *settings;
  question->title = g_strdup (title);
  question->file = g_object_ref (file);
  g_signal_connect_data (dialog, "response", G_CALLBACK (replace_response), question,
                         replace_question_free, 0);
}

static void
export_response (GtkNativeDialog *dialog,
                 int              response,
                 ExportJob       *job)
{
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      remember_layout (&job->settings, &job->window, TRUE);
      file = file_for_format (chosen, job->settings.format);
      export_asking (gtk_native_dialog_get_transient_for (dialog), job->games, &job->settings, job->title, chosen,
                     file);
    }
  g_object_unref (dialog);
}

/* With the layout chosen, the file: the name offered has the format's
 * extension. The file chooser takes the job over from the window. */
static void
choose_file (GtkWindow *layout_window)
{
  ExportJob *job = g_object_steal_data (G_OBJECT (layout_window), "sc-export-job");
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export"), job->parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                                              _("_Export"), _("_Cancel"));
  g_autofree char *name = NULL;

  sc_print_page_get_settings (job->page, &job->settings);
  job->page = NULL;
  gtk_window_destroy (layout_window);
  name = name_for_format (job->name, job->settings.format);
  if (job->folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), job->folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_object_set_data_full (G_OBJECT (dialog), "sc-export-job", job, export_job_free);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* A window of the layout's choices first, as the file chooser can show
 * none of them depending on another: columns and paper go insensitive
 * for a format without pages. */
void
sc_export_games_dialog (GtkWindow              *parent,
                        GPtrArray              *games,
                        const ScExportSettings *settings,
                        const char             *title,
                        GFile                  *folder,
                        const char             *name)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *next = gtk_button_new_with_mnemonic (_("_Export…"));
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  ExportJob *job = g_new0 (ExportJob, 1);

  job->games = g_ptr_array_ref (games);
  job->settings = job->window = *settings;
  recall_layout (&job->settings, TRUE);
  g_set_weak_pointer (&job->parent, parent);
  job->title = g_strdup (title);
  job->folder = folder != NULL ? g_object_ref (folder) : NULL;
  job->name = g_strdup (name);
  job->page = sc_print_page_new_for_export (&job->settings);

  gtk_window_set_title (GTK_WINDOW (window), _("Export"));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_resizable (GTK_WINDOW (window), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  gtk_widget_add_css_class (next, "suggested-action");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), next);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (job->page));
  adw_window_set_content (ADW_WINDOW (window), content);
  gtk_window_set_default_widget (GTK_WINDOW (window), next);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, shortcuts);
  g_object_set_data_full (G_OBJECT (window), "sc-export-job", job, export_job_free);
  g_signal_connect_swapped (next, "clicked", G_CALLBACK (choose_file), window);
  gtk_window_present (GTK_WINDOW (window));
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
