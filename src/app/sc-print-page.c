/* sc-print-page.c: the print dialog's page of our own: notation, style,
 * columns, diagrams and paper; and the Export dialog's, with the format
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-language.h"
#include "sc-print-page.h"

/* A game from a set-up position gets its starting diagram with any of
 * these but "none", as by default on the command line. */
const char *const *
sc_print_diagram_names (void)
{
  static const char *const names[SC_PRINT_N_DIAGRAM_CHOICES + 1] = {
    "start,marked", "start,marked,turning", "start,marked,end", "none", NULL
  };

  return names;
}

void
sc_print_diagram_labels (const char **labels)
{
  labels[0] = _("Diagrams where marked");
  labels[1] = _("Where marked and at turning points");
  labels[2] = _("A diagram at the end");
  labels[3] = _("No diagrams");
  labels[4] = NULL;
}

typedef enum {
  CHOICE_LANG,
  CHOICE_STYLE,
  CHOICE_COLUMNS,
  CHOICE_DIAGRAMS,
  CHOICE_PAPER,
  CHOICE_FORMAT,                   /* the Export dialog's only, above the others */
  N_CHOICES,
} Choice;

struct _ScPrintPage
{
  GtkWidget    parent_instance;

  GtkWidget   *grid;
  GtkDropDown *choices[N_CHOICES];
  GPtrArray   *ids[N_CHOICES];     /* static strings, one per item */
  GtkWidget   *labels[N_CHOICES];
  GtkWidget   *no_pages_note;
};

G_DEFINE_FINAL_TYPE (ScPrintPage, sc_print_page, GTK_TYPE_WIDGET)

static const char *column_ids[] = { "1", "2" };
static const char *paper_ids[] = { "a4", "a5", "letter" };
static const char *format_ids[] = { "pdf", "svg", "html", "tex", "txt" };

/* A row of the page: the label left, the choice right. */
static void
add_choice (ScPrintPage *self,
            Choice       choice,
            const char  *mnemonic,
            GtkStringList *labels,
            const char  *selected)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkWidget *drop_down = gtk_drop_down_new (G_LIST_MODEL (labels), NULL);

  int row = choice == CHOICE_FORMAT ? -1 : (int) choice;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), drop_down);
  gtk_grid_attach (GTK_GRID (self->grid), label, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), drop_down, 1, row, 1, 1);
  self->labels[choice] = label;
  self->choices[choice] = GTK_DROP_DOWN (drop_down);
  for (guint i = 0; selected != NULL && i < self->ids[choice]->len; i++)
    if (g_str_equal (g_ptr_array_index (self->ids[choice], i), selected))
      gtk_drop_down_set_selected (self->choices[choice], i);
}

static GtkStringList *
language_labels (GPtrArray *ids)
{
  GtkStringList *labels = gtk_string_list_new (NULL);

  gtk_string_list_append (labels, _("Figurines"));
  g_ptr_array_add (ids, (gpointer) "figurine");
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *lang = sc_language_nth (i);
      /* The letters themselves, as in the Notation menu. */
      g_autofree char *sample = sc_language_sample (lang);
      g_autofree char *label = g_strdup_printf ("%s   %s", _(sc_language_name (lang)), sample);

      gtk_string_list_append (labels, label);
      g_ptr_array_add (ids, (gpointer) sc_language_code (lang));
    }
  return labels;
}

static GtkStringList *
style_labels (GPtrArray *ids)
{
  GtkStringList *labels = gtk_string_list_new (NULL);

  for (ScPreset p = 0; p < SC_N_PRESETS; p++)
    {
      gtk_string_list_append (labels, _(sc_preset_title (p)));
      g_ptr_array_add (ids, (gpointer) sc_preset_name (p));
    }
  return labels;
}

static GtkStringList *
fixed_labels (GPtrArray         *ids,
              const char *const *names,
              const char       **labels,
              guint              n)
{
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (ids, (gpointer) names[i]);
  return gtk_string_list_new (labels);
}

ScPrintPage *
sc_print_page_new (const ScExportSettings *settings)
{
  ScPrintPage *self = g_object_new (SC_TYPE_PRINT_PAGE, NULL);
  const char *columns[] = { _("One column"), _("Two columns"), NULL };
  const char *papers[] = { _("A4"), _("A5"), _("Letter"), NULL };
  const char *diagrams[SC_PRINT_N_DIAGRAM_CHOICES + 1];
  const char *selected_columns = settings->columns == 2 ? "2" : "1";

  sc_print_diagram_labels (diagrams);
  add_choice (self, CHOICE_LANG, _("_Notation"), language_labels (self->ids[CHOICE_LANG]),
              settings->lang != NULL ? settings->lang : "figurine");
  add_choice (self, CHOICE_STYLE, _("_Style"), style_labels (self->ids[CHOICE_STYLE]),
              settings->style != NULL ? settings->style : "figurine");
  add_choice (self, CHOICE_COLUMNS, _("_Columns"),
              fixed_labels (self->ids[CHOICE_COLUMNS], column_ids, columns, G_N_ELEMENTS (column_ids)),
              selected_columns);
  add_choice (self, CHOICE_DIAGRAMS, _("_Diagrams"),
              fixed_labels (self->ids[CHOICE_DIAGRAMS], sc_print_diagram_names (), diagrams,
                            SC_PRINT_N_DIAGRAM_CHOICES),
              settings->diagrams != NULL ? settings->diagrams : sc_print_diagram_names ()[0]);
  add_choice (self, CHOICE_PAPER, _("_Paper"),
              fixed_labels (self->ids[CHOICE_PAPER], paper_ids, papers, G_N_ELEMENTS (paper_ids)),
              settings->paper != NULL ? settings->paper : "a4");
  return self;
}

static const char *
selected_id (ScPrintPage *self,
             Choice       choice)
{
  guint selected = gtk_drop_down_get_selected (self->choices[choice]);

  if (selected >= self->ids[choice]->len)
    return NULL;
  return g_ptr_array_index (self->ids[choice], selected);
}

/* Columns and paper are for the formats of pages: with HTML or text,
 * they stay as they are, insensitive, and a note says why. */
static void
format_changed (ScPrintPage *self)
{
  static const Choice of_pages[] = { CHOICE_COLUMNS, CHOICE_PAPER };
  const char *format = selected_id (self, CHOICE_FORMAT);
  gboolean pages = g_strcmp0 (format, "html") != 0 && g_strcmp0 (format, "txt") != 0;

  for (guint i = 0; i < G_N_ELEMENTS (of_pages); i++)
    {
      gtk_widget_set_sensitive (self->labels[of_pages[i]], pages);
      gtk_widget_set_sensitive (GTK_WIDGET (self->choices[of_pages[i]]), pages);
    }
  gtk_widget_set_visible (self->no_pages_note, !pages);
}

ScPrintPage *
sc_print_page_new_for_export (const ScExportSettings *settings)
{
  ScPrintPage *self = sc_print_page_new (settings);
  const char *formats[] = { _("PDF"), _("SVG pages"), _("HTML"), _("LaTeX (xskak)"), _("Text"), NULL };

  add_choice (self, CHOICE_FORMAT, _("_Format"),
              fixed_labels (self->ids[CHOICE_FORMAT], format_ids, formats, G_N_ELEMENTS (format_ids)),
              settings->format != NULL ? settings->format : "pdf");
  self->no_pages_note = gtk_label_new (_("HTML and text have no pages, so no columns or paper."));
  gtk_label_set_wrap (GTK_LABEL (self->no_pages_note), TRUE);
  /* As wide as the choices above it, not wider. */
  gtk_label_set_max_width_chars (GTK_LABEL (self->no_pages_note), 20);
  gtk_label_set_xalign (GTK_LABEL (self->no_pages_note), 0);
  gtk_widget_add_css_class (self->no_pages_note, "dim-label");
  gtk_grid_attach (GTK_GRID (self->grid), self->no_pages_note, 0, N_CHOICES, 2, 1);
  g_signal_connect_swapped (self->choices[CHOICE_FORMAT], "notify::selected", G_CALLBACK (format_changed), self);
  format_changed (self);
  return self;
}

void
sc_print_page_get_settings (ScPrintPage      *self,
                            ScExportSettings *settings)
{
  g_return_if_fail (SC_IS_PRINT_PAGE (self));

  settings->lang = selected_id (self, CHOICE_LANG);
  settings->style = selected_id (self, CHOICE_STYLE);
  settings->columns = g_strcmp0 (selected_id (self, CHOICE_COLUMNS), "2") == 0 ? 2 : 1;
  settings->diagrams = selected_id (self, CHOICE_DIAGRAMS);
  settings->paper = selected_id (self, CHOICE_PAPER);
  if (self->choices[CHOICE_FORMAT] != NULL)
    settings->format = selected_id (self, CHOICE_FORMAT);
}

static void
sc_print_page_dispose (GObject *object)
{
  ScPrintPage *self = SC_PRINT_PAGE (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);
  G_OBJECT_CLASS (sc_print_page_parent_class)->dispose (object);
}

static void
sc_print_page_finalize (GObject *object)
{
  ScPrintPage *self = SC_PRINT_PAGE (object);

  for (guint i = 0; i < N_CHOICES; i++)
    g_ptr_array_unref (self->ids[i]);
  G_OBJECT_CLASS (sc_print_page_parent_class)->finalize (object);
}

static void
sc_print_page_class_init (ScPrintPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_print_page_dispose;
  object_class->finalize = sc_print_page_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
sc_print_page_init (ScPrintPage *self)
{
  for (guint i = 0; i < N_CHOICES; i++)
    self->ids[i] = g_ptr_array_new ();
  self->grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 12);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 18);
  gtk_widget_set_margin_start (self->grid, 18);
  gtk_widget_set_margin_end (self->grid, 18);
  gtk_widget_set_margin_top (self->grid, 18);
  gtk_widget_set_margin_bottom (self->grid, 18);
  /* The choices as wide as the widest, in a column of their own. */
  gtk_widget_set_halign (self->grid, GTK_ALIGN_START);
  gtk_widget_set_valign (self->grid, GTK_ALIGN_START);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
}
