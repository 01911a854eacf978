/* sc-print-preview.c: the print dialog's Preview, in a window of ours
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkPrintOperation's own preview hands a PDF to an outside viewer, and
 * does nothing where none is installed. The pages are drawn here by the
 * same layout code that prints them.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-print-preview.h"

/* A zoom of 1 shows the paper at its own size on a screen of 96 pixels
 * an inch; 0 fits the page to the window. */
#define PIXELS_PER_POINT_AT_ZOOM_1 (96.0 / 72.0)
static const double zoom_levels[] = { 0.5, 0.75, 1, 1.25, 1.5, 2, 3 };
/* A page drawn finer than this would take more memory than it shows. */
#define MAX_PIXELS_PER_POINT 4.0

struct _ScPrintPreview
{
  AdwWindow         parent_instance;

  ScBulletinLayout *layout;
  guint             page;
  double            zoom;
  AdwWindowTitle   *title;
  GtkAspectFrame   *frame;
  GtkPicture       *picture;
  GtkButton        *zoom_button;
};

G_DEFINE_FINAL_TYPE (ScPrintPreview, sc_print_preview, ADW_TYPE_WINDOW)

static GdkTexture *
draw_page (ScBulletinLayout *layout,
           guint             page,
           double            scale)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (layout);
  int width = (int) (options->paper_width * scale + 0.5);
  int height = (int) (options->paper_height * scale + 0.5);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  /* The paper is white in the light and the dark style alike. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  sc_bulletin_layout_draw_page (layout, cr, page);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * (gsize) height);
  /* Cairo's ARGB32 is GDK's default memory format on either byte order. */
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize) cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

/* Pixels of the page drawn for a point of paper: enough for the zoom on
 * this screen, never fewer than the fitted page's. */
static double
pixels_per_point (ScPrintPreview *self)
{
  double needed = self->zoom * PIXELS_PER_POINT_AT_ZOOM_1 * gtk_widget_get_scale_factor (GTK_WIDGET (self));

  return CLAMP (needed, SC_PRINT_PREVIEW_PIXELS_PER_POINT, MAX_PIXELS_PER_POINT);
}

static void
update (ScPrintPreview *self)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (self->layout);
  guint n_pages = sc_bulletin_layout_get_n_pages (self->layout);
  g_autoptr(GdkTexture) texture = draw_page (self->layout, self->page, pixels_per_point (self));
  g_autofree char *subtitle = g_strdup_printf (_("Page %u of %u"), self->page + 1, n_pages);
  g_autofree char *percent = NULL;

  gtk_picture_set_paintable (self->picture, GDK_PAINTABLE (texture));
  /* Zoomed, the page keeps its size and the window scrolls over it. */
  if (self->zoom > 0)
    gtk_widget_set_size_request (GTK_WIDGET (self->picture),
                                 (int) (options->paper_width * self->zoom * PIXELS_PER_POINT_AT_ZOOM_1 + 0.5),
                                 (int) (options->paper_height * self->zoom * PIXELS_PER_POINT_AT_ZOOM_1 + 0.5));
  else
    gtk_widget_set_size_request (GTK_WIDGET (self->picture), -1, -1);
  /* TRANSLATORS: the preview's zoom, as a percentage of the paper's size */
  percent = self->zoom > 0 ? g_strdup_printf (_("%.0f%%"), self->zoom * 100) : NULL;
  gtk_button_set_label (self->zoom_button, percent != NULL ? percent : C_("zoom", "Fit"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.zoom-out", self->zoom != zoom_levels[0]);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.zoom-in",
                                 self->zoom != zoom_levels[G_N_ELEMENTS (zoom_levels) - 1]);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.zoom-fit", self->zoom > 0);
  adw_window_title_set_subtitle (self->title, subtitle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.previous", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.next", self->page + 1 < n_pages);
}

guint
sc_print_preview_get_page (ScPrintPreview *self)
{
  g_return_val_if_fail (SC_IS_PRINT_PREVIEW (self), 0);

  return self->page;
}

void
sc_print_preview_set_page (ScPrintPreview *self,
                           guint           page)
{
  g_return_if_fail (SC_IS_PRINT_PREVIEW (self));

  if (page >= sc_bulletin_layout_get_n_pages (self->layout) || page == self->page)
    return;
  self->page = page;
  update (self);
}

ScBulletinLayout *
sc_print_preview_get_layout (ScPrintPreview *self)
{
  g_return_val_if_fail (SC_IS_PRINT_PREVIEW (self), NULL);

  return self->layout;
}

GdkPaintable *
sc_print_preview_get_paintable (ScPrintPreview *self)
{
  g_return_val_if_fail (SC_IS_PRINT_PREVIEW (self), NULL);

  return gtk_picture_get_paintable (self->picture);
}

double
sc_print_preview_get_zoom (ScPrintPreview *self)
{
  g_return_val_if_fail (SC_IS_PRINT_PREVIEW (self), 0);

  return self->zoom;
}

/* The zoom the fitted page is shown at. */
static double
fitted_zoom (ScPrintPreview *self)
{
  const ScExportOptions *options = sc_bulletin_layout_get_options (self->layout);

  return gtk_widget_get_width (GTK_WIDGET (self->picture)) / (options->paper_width * PIXELS_PER_POINT_AT_ZOOM_1);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ScPrintPreview *self = SC_PRINT_PREVIEW (widget);
  double from = self->zoom > 0 ? self->zoom : fitted_zoom (self);
  double to = self->zoom;

  if (g_str_equal (action_name, "preview.zoom-fit"))
    to = 0;
  else if (g_str_equal (action_name, "preview.zoom-in"))
    {
      for (guint i = 0; i < G_N_ELEMENTS (zoom_levels) && to == self->zoom; i++)
        if (zoom_levels[i] > from + 0.01)
          to = zoom_levels[i];
    }
  else
    {
      for (guint i = G_N_ELEMENTS (zoom_levels); i > 0 && to == self->zoom; i--)
        if (zoom_levels[i - 1] < from - 0.01)
          to = zoom_levels[i - 1];
    }
  if (to == self->zoom)
    return;
  self->zoom = to;
  update (self);
}

/* Ctrl with the wheel zooms, as in a document viewer. */
static gboolean
scrolled (GtkEventControllerScroll *controller,
          double                    dx,
          double                    dy,
          ScPrintPreview           *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (!(state & GDK_CONTROL_MASK) || dy == 0)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), dy < 0 ? "preview.zoom-in" : "preview.zoom-out", NULL);
  return TRUE;
}

static void
turn_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ScPrintPreview *self = SC_PRINT_PREVIEW (widget);

  if (g_str_equal (action_name, "preview.next"))
    sc_print_preview_set_page (self, self->page + 1);
  else if (self->page > 0)
    sc_print_preview_set_page (self, self->page - 1);
}

ScPrintPreview *
sc_print_preview_new (GtkWindow        *parent,
                      ScBulletinLayout *layout)
{
  ScPrintPreview *self = g_object_new (SC_TYPE_PRINT_PREVIEW,
                                       "transient-for", parent,
                                       "destroy-with-parent", TRUE,
                                       NULL);
  const ScExportOptions *options = sc_bulletin_layout_get_options (layout);

  self->layout = g_object_ref (layout);
  gtk_aspect_frame_set_ratio (self->frame, (float) (options->paper_width / options->paper_height));
  update (self);
  return self;
}

static GtkWidget *
action_button (const char *icon,
             const char *action,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
sc_print_preview_dispose (GObject *object)
{
  ScPrintPreview *self = SC_PRINT_PREVIEW (object);

  g_clear_object (&self->layout);
  G_OBJECT_CLASS (sc_print_preview_parent_class)->dispose (object);
}

static void
sc_print_preview_class_init (ScPrintPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_print_preview_dispose;
  gtk_widget_class_install_action (widget_class, "preview.previous", NULL, turn_action);
  gtk_widget_class_install_action (widget_class, "preview.next", NULL, turn_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "preview.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "preview.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "preview.zoom-fit", NULL, zoom_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "preview.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "preview.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "preview.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "preview.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "preview.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "preview.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "preview.zoom-fit", NULL);
}

static void
sc_print_preview_init (ScPrintPreview *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *zoom_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  gtk_window_set_title (GTK_WINDOW (self), _("Print Preview"));
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 760);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Print Preview"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             action_button ("go-previous-symbolic", "preview.previous", _("Previous Page")));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             action_button ("go-next-symbolic", "preview.next", _("Next Page")));
  self->zoom_button = GTK_BUTTON (gtk_button_new_with_label (C_("zoom", "Fit")));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->zoom_button), "preview.zoom-fit");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->zoom_button), _("Fit the Page to the Window"));
  gtk_widget_add_css_class (zoom_box, "linked");
  gtk_box_append (GTK_BOX (zoom_box), action_button ("zoom-out-symbolic", "preview.zoom-out", _("Zoom Out")));
  gtk_box_append (GTK_BOX (zoom_box), GTK_WIDGET (self->zoom_button));
  gtk_box_append (GTK_BOX (zoom_box), action_button ("zoom-in-symbolic", "preview.zoom-in", _("Zoom In")));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), zoom_box);
  gtk_box_append (GTK_BOX (content), header);

  self->picture = GTK_PICTURE (gtk_picture_new ());
  gtk_picture_set_can_shrink (self->picture, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->picture), "card");
  gtk_widget_add_css_class (GTK_WIDGET (self->picture), "print-page");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The page as it prints"), -1);
  self->frame = GTK_ASPECT_FRAME (gtk_aspect_frame_new (0.5, 0.5, 210.0f / 297.0f, FALSE));
  gtk_aspect_frame_set_child (self->frame, GTK_WIDGET (self->picture));
  gtk_widget_set_margin_start (GTK_WIDGET (self->frame), 18);
  gtk_widget_set_margin_end (GTK_WIDGET (self->frame), 18);
  gtk_widget_set_margin_top (GTK_WIDGET (self->frame), 18);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->frame), 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->frame));
  gtk_widget_set_vexpand (scroller, TRUE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scrolled), self);
  gtk_widget_add_controller (scroller, scroll);
  gtk_box_append (GTK_BOX (content), scroller);
  adw_window_set_content (ADW_WINDOW (self), content);
}
