/* test-gui-looks.c: the move list's and the board's colours in the light
 * and the dark style, measured on rendered pixels; the style setting;
 * diagram marks; the move list's measure in a wide window; the current
 * move kept in view after a resize; the board's coordinates at two sizes
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs with GSETTINGS_BACKEND=memory; exits 77 (skipped) without a display.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "gui-harness.h"
#include "sc-movetext-reader.h"
#include "sc-board-view.h"
#include "sc-figurine-font.h"
#include "sc-move-list.h"
#include "sc-preferences-window.h"
#include "sc-theme.h"
#include "sc-tooltips.h"
#include "sc-window.h"

/* WCAG 2's minimum for text. */
#define MIN_CONTRAST 4.5

static GuiHarness harness;
static ScWindow *window;

/* Contrast, as WCAG 2 reckons it */

static double
linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * linear (c->red) + 0.7152 * linear (c->green) + 0.0722 * linear (c->blue);
}

static double
contrast (const GdkRGBA *a,
          const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* A colour with alpha as it shows on an opaque background. */
static GdkRGBA
over (const GdkRGBA *fg,
      const GdkRGBA *bg)
{
  return (GdkRGBA) { fg->red * fg->alpha + bg->red * (1 - fg->alpha),
                     fg->green * fg->alpha + bg->green * (1 - fg->alpha),
                     fg->blue * fg->alpha + bg->blue * (1 - fg->alpha), 1 };
}

/* In a rectangle of text: the background (the commonest pixel) and the
 * contrast of the pixel farthest from it, the core of a glyph's stroke. */
static double
text_contrast (const GuiPixels    *pixels,
               const GdkRectangle *rect,
               GdkRGBA            *background,
               GdkRGBA            *ink)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  guint best_count = 0;
  guint32 best = 0;
  double most = 1;

  g_assert_cmpint (rect->x, >=, 0);
  g_assert_cmpint (rect->y, >=, 0);
  g_assert_cmpint (rect->x + rect->width, <=, pixels->width);
  g_assert_cmpint (rect->y + rect->height, <=, pixels->height);
  for (int y = rect->y; y < rect->y + rect->height; y++)
    for (int x = rect->x; x < rect->x + rect->width; x++)
      {
        guint32 key;
        guint count;

        memcpy (&key, pixels->data + (gsize) y * pixels->stride + (gsize) x * 4, 4);
        count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (key))) + 1;
        g_hash_table_insert (counts, GUINT_TO_POINTER (key), GUINT_TO_POINTER (count));
        if (count > best_count)
          {
            best_count = count;
            best = key;
          }
      }
  *background = (GdkRGBA) { ((best >> 16) & 0xff) / 255.0f, ((best >> 8) & 0xff) / 255.0f,
                            (best & 0xff) / 255.0f, 1 };
  for (int y = rect->y; y < rect->y + rect->height; y++)
    for (int x = rect->x; x < rect->x + rect->width; x++)
      {
        GdkRGBA colour = gui_pixel_at (pixels, x, y);
        double c = contrast (&colour, background);

        if (c > most)
          {
            most = c;
            *ink = colour;
          }
      }
  return most;
}

/* The move list */

static GtkTextView *
move_text_view (void)
{
  return gui_find_text_view (GTK_WIDGET (gui_move_list (window)));
}

/* Where the characters from..to stand in the text view, on the display
 * line of the first one. */
static void
text_rect (int           from,
           int           to,
           GdkRectangle *rect)
{
  GtkTextView *view = move_text_view ();
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter iter;
  GdkRectangle first;

  gtk_text_buffer_get_iter_at_offset (buffer, &iter, from);
  gtk_text_view_get_iter_location (view, &iter, &first);
  *rect = first;
  for (int i = from + 1; i < to; i++)
    {
      GdkRectangle next;

      gtk_text_buffer_get_iter_at_offset (buffer, &iter, i);
      gtk_text_view_get_iter_location (view, &iter, &next);
      if (next.y != first.y)
        break;
      gdk_rectangle_union (rect, &next, rect);
    }
  gtk_text_view_buffer_to_window_coords (view, GTK_TEXT_WINDOW_WIDGET, rect->x, rect->y, &rect->x, &rect->y);
}

static int
offset_of (const char *part)
{
  g_autofree char *text = sc_move_list_get_text (gui_move_list (window));
  const char *at = strstr (text, part);

  g_assert_nonnull (at);
  return (int) g_utf8_pointer_to_offset (text, at);
}

/* The ply-th move of the main line (1 = White's first). */
static ScGameNode *
main_line (guint ply)
{
  ScGameNode *node = sc_game_get_root (sc_window_get_game (window));

  for (guint i = 0; i < ply; i++)
    node = node->first_child;
  return node;
}

static void
set_color_scheme (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  gui_wait_for_paint (GTK_WIDGET (window));
  gui_settle ();
}

static void
assert_move_list_contrast (const char *style)
{
  g_autoptr(GuiPixels) pixels = NULL;
  const char *comments[] = { "The king's pawn.", "The Spanish.", "Two knights" };
  GdkRectangle rect;
  GdkRGBA background, ink, view_background;
  ScGameNode *bb5 = main_line (5);
  int from, to;
  double c;

  sc_window_go_to (window, bb5);
  gui_wait_for_paint (GTK_WIDGET (window));
  gui_settle ();
  pixels = gui_render (GTK_WIDGET (move_text_view ()));

  for (guint i = 0; i < G_N_ELEMENTS (comments); i++)
    {
      int start = offset_of (comments[i]);

      text_rect (start, start + (int) g_utf8_strlen (comments[i], -1), &rect);
      c = text_contrast (pixels, &rect, &background, &ink);
      g_test_message ("%s: comment “%s” %.2f:1 (ink %s on %s)", style, comments[i], c,
                      gdk_rgba_to_string (&ink), gdk_rgba_to_string (&background));
      g_assert_cmpfloat (c, >=, MIN_CONTRAST);
      view_background = background;
    }

  g_assert_true (sc_move_list_node_range (gui_move_list (window), bb5, &from, &to));
  text_rect (from, to, &rect);
  c = text_contrast (pixels, &rect, &background, &ink);
  g_test_message ("%s: current move %.2f:1 (ink %s on %s)", style, c,
                  gdk_rgba_to_string (&ink), gdk_rgba_to_string (&background));
  g_assert_cmpfloat (c, >=, MIN_CONTRAST);
  /* The highlight is there to be seen. */
  g_assert_false (gdk_rgba_equal (&background, &view_background));
}

/* The engine's words: dimmer than the moves, still readable. */
static void
assert_engine_tag_contrast (const char      *style,
                            GtkTextTagTable *table,
                            const GdkRGBA   *view_bg)
{
  GtkTextTag *engine = gtk_text_tag_table_lookup (table, "engine-comment");
  g_autoptr(GdkRGBA) engine_fg = NULL;
  GdkRGBA engine_ink, text_ink;
  GdkRGBA fg;

  g_assert_nonnull (engine);
  g_object_get (engine, "foreground-rgba", &engine_fg, NULL);
  sc_theme_lookup_colour (GTK_WIDGET (window), "view_fg_color", &fg);
  engine_ink = over (engine_fg, view_bg);
  text_ink = over (&fg, view_bg);
  g_test_message ("%s: engine comment tag %.2f:1, text %.2f:1", style, contrast (&engine_ink, view_bg),
                  contrast (&text_ink, view_bg));
  g_assert_cmpfloat (contrast (&engine_ink, view_bg), >=, MIN_CONTRAST);
  g_assert_cmpfloat (contrast (&engine_ink, view_bg), <, contrast (&text_ink, view_bg) - 1.0);
}

/* The colours the move list's text tags use, against the background. */
static void
assert_tag_contrast (const char *style)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (gtk_text_view_get_buffer (move_text_view ()));
  GtkTextTag *comment = gtk_text_tag_table_lookup (table, "comment");
  GtkTextTag *current = gtk_text_tag_table_lookup (table, "current");
  g_autoptr(GdkRGBA) comment_fg = NULL;
  g_autoptr(GdkRGBA) current_fg = NULL;
  g_autoptr(GdkRGBA) current_bg = NULL;
  GdkRGBA view_bg, comment_ink, current_ink;

  g_object_get (comment, "foreground-rgba", &comment_fg, NULL);
  g_object_get (current, "foreground-rgba", &current_fg, "background-rgba", &current_bg, NULL);
  sc_theme_lookup_colour (GTK_WIDGET (window), "view_bg_color", &view_bg);
  comment_ink = over (comment_fg, &view_bg);
  current_ink = over (current_fg, current_bg);
  g_test_message ("%s: comment tag %.2f:1, current move tag %.2f:1", style,
                  contrast (&comment_ink, &view_bg), contrast (&current_ink, current_bg));
  g_assert_cmpfloat (contrast (&comment_ink, &view_bg), >=, MIN_CONTRAST);
  g_assert_cmpfloat (contrast (&current_ink, current_bg), >=, MIN_CONTRAST);
  assert_engine_tag_contrast (style, table, &view_bg);
}

static gboolean
is_reading_note (GtkWidget *widget,
                 gpointer   data)
{
  return gtk_widget_has_css_class (widget, "reading-note") && gtk_widget_get_mapped (widget);
}

/* The note of how a game was read: its text against its tint. */
static void
assert_reading_note_contrast (const char *style)
{
  GtkWidget *note = gui_find_widget (GTK_WIDGET (window), is_reading_note, NULL);
  GtkWidget *label;
  g_autoptr(GuiPixels) pixels = NULL;
  graphene_rect_t bounds;
  GdkRectangle rect;
  GdkRGBA background, ink;
  double c;

  g_assert_nonnull (note);
  label = gui_find_widget (note, gui_is_of_type, GSIZE_TO_POINTER (GTK_TYPE_LABEL));
  pixels = gui_render (note);
  g_assert_true (gtk_widget_compute_bounds (label, note, &bounds));
  rect = (GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                          (int) bounds.size.width, (int) bounds.size.height };
  c = text_contrast (pixels, &rect, &background, &ink);
  g_test_message ("%s: reading note %.2f:1 (ink %s on %s)", style, c,
                  gdk_rgba_to_string (&ink), gdk_rgba_to_string (&background));
  g_assert_cmpfloat (c, >=, MIN_CONTRAST);
}

static void
test_contrast (void)
{
  g_autofree char *dir = g_dir_make_tmp ("scoresheet-gui-looks-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "cut.pgn", NULL);
  g_autoptr(GFile) cut = g_file_new_for_path (path);

  /* A game cut off before its result: read with a note. */
  g_assert_true (g_file_set_contents (path, "[Event \"Cut\"]\n\n1. e4 e5 2. Nf3\n", -1, NULL));
  g_assert_true (sc_window_open_file (window, cut, NULL));
  for (guint i = 0; i < 2; i++)
    {
      set_color_scheme (i == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK);
      assert_reading_note_contrast (i == 0 ? "light" : "dark");
    }
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  gui_open_data_file (window, "annotated.pgn");

  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (adw_style_manager_get_default ()));
  assert_tag_contrast ("light");
  assert_move_list_contrast ("light");

  set_color_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (adw_style_manager_get_default ()));
  assert_tag_contrast ("dark");
  assert_move_list_contrast ("dark");

  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);
}

/* Diagram marks */

static void
test_diagram_mark (void)
{
  g_autofree char *text = NULL;

  gui_open_data_file (window, "annotated.pgn");
  text = gui_move_text (window);
  /* 14. g3 $220 */
  gui_assert_text_contains (text, "14. g3 \u229E Bxg5");
}

/* What real files write where the move list must show it: a NAG before
 * a variation's first move, a comment after the result, and a file's
 * heading before the first game's tags, as a paragraph of its own. */
static void
test_marks_from_real_files (void)
{
  g_autoptr(ScReadResult) result = sc_read_games ("{Club bulletin}\n\n[Event \"A\"]\n\n"
                                                  "1. e4 e5 2. Nf3 ($140 2. d4 exd4) 2... Nc6 1-0 "
                                                  "{White wins on time}", -1, sc_language_english ());
  g_autofree char *text = NULL;

  g_assert_cmpuint (result->games->len, ==, 1);
  sc_window_set_game (window, g_ptr_array_index (result->games, 0), NULL);
  gui_settle ();
  text = gui_move_text (window);
  gui_assert_text_contains (text, "(∆ 2. d4 exd4)");
  gui_assert_text_contains (text, "2... Nc6 1-0 White wins on time");
  g_assert_true (g_str_has_prefix (text, "Club bulletin\n1. e4"));

  /* A position's sign and a diagram's stay on their move's line. */
  {
    g_autoptr(ScReadResult) signs = sc_read_games ("1. e4 $14 $220 *", -1, sc_language_english ());
    g_autofree char *raw = NULL;

    sc_window_set_game (window, g_ptr_array_index (signs->games, 0), NULL);
    gui_settle ();
    raw = sc_move_list_get_text (gui_move_list (window));
    gui_assert_text_contains (raw, "e4\u00A0\u2A72\u00A0\u229E");
  }
}

/* Whether every paragraph of the move list that starts with "(" (a
 * variation of the main line) is drawn with the variation's indentation. */
static void
assert_variations_indented (void)
{
  GtkTextView *view = gui_find_text_view (GTK_WIDGET (gui_move_list (window)));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextTag *variation = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "variation");
  GtkTextIter line;
  guint n = 0;

  gtk_text_buffer_get_start_iter (buffer, &line);
  do
    {
      if (gtk_text_iter_get_char (&line) == '(')
        {
          GtkTextIter end = line;

          GdkRectangle where;

          gtk_text_iter_forward_to_line_end (&end);
          /* As drawn, not only as tagged. */
          gtk_text_view_get_iter_location (view, &line, &where);
          if (!gtk_text_iter_has_tag (&line, variation) || where.x < 20)
            g_error ("not indented (x = %d): %s", where.x, gtk_text_iter_get_text (&line, &end));
          n++;
        }
    }
  while (gtk_text_iter_forward_line (&line));
  g_assert_cmpuint (n, >, 0);
}

/* A variation added to a move that has one is indented as the others
 * (3. d4 after 2... Nc6, beside 3. Bc4), and so are both after a
 * promotion. */
static void
test_added_variation_indented (void)
{
  ScGame *game;
  ScGameNode *nc6, *added = NULL;
  ScGameEdit *edit;
  ScDocument *document = sc_window_get_document (window);
  g_autofree char *text = NULL;

  gui_open_data_file (window, "annotated.pgn");
  game = sc_window_get_game (window);
  nc6 = sc_game_get_root (game)->first_child->first_child->first_child->first_child;
  assert_variations_indented ();
  edit = sc_game_add_move (game, nc6, sc_move_new (SC_SQUARE (3, 1), SC_SQUARE (3, 3), SC_MOVE_NORMAL, SC_NO_PIECE_TYPE),
                           &added);
  sc_document_push (document, edit, added);
  gui_settle ();
  text = gui_move_text (window);
  gui_assert_text_contains (text, "(3. d4)");
  assert_variations_indented ();

  /* Two variations of one move, the second promoted over the first. */
  {
    g_autoptr(ScReadResult) read = sc_read_games ("1. d4 c5 2. dxc5 (2. e4) (2. Nf3) 2... e6 *", -1,
                                                  sc_language_english ());
    ScGameNode *nf3;

    sc_window_set_game (window, g_ptr_array_index (read->games, 0), NULL);
    gui_settle ();
    game = sc_window_get_game (window);
    nf3 = sc_game_get_root (game)->first_child->first_child->first_child->next_sibling->next_sibling;
    sc_document_push (document, sc_game_promote_variation (game, nf3), nf3);
    gui_settle ();
    g_clear_pointer (&text, g_free);
    text = gui_move_text (window);
    gui_assert_text_contains (text, "(2. Nf3)\n(2. e4)");
    assert_variations_indented ();
  }
}

static gboolean
is_notation_button (GtkWidget *widget,
                    gpointer   data)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)), "Notation") == 0;
}

/* The Notation menu's "Figurines Instead of Letters", as drawn: whether
 * it is ticked and whether it can be changed. */
static void
assert_figurines_item (gboolean ticked,
                       gboolean sensitive)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (gui_find_widget (GTK_WIDGET (window), is_notation_button, NULL));
  GtkWidget *item;
  gboolean active;

  gtk_menu_button_popup (button);
  gui_settle ();
  item = gui_find_widget (GTK_WIDGET (gtk_menu_button_get_popover (button)), gui_is_menu_item_named,
                          (gpointer) "Figurines Instead of Letters");
  g_assert_nonnull (item);
  g_object_get (item, "active", &active, NULL);
  g_assert_cmpint (active, ==, ticked);
  g_assert_cmpint (gtk_widget_is_sensitive (item), ==, sensitive);
  gtk_menu_button_popdown (button);
  gui_settle ();
}

/* "Figurines Instead of Letters" says what the move list shows: ticked
 * and fixed with the figurine preset, which always has them. */
static void
test_figurines_switch (void)
{
  g_settings_set_boolean (harness.settings, "figurines", FALSE);
  g_settings_set_string (harness.settings, "notation-preset", "figurine");
  gui_settle ();
  assert_figurines_item (TRUE, FALSE);
  g_settings_set_string (harness.settings, "notation-preset", "fide");
  gui_settle ();
  assert_figurines_item (FALSE, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (window), "settings.figurines", NULL);
  g_assert_true (g_settings_get_boolean (harness.settings, "figurines"));
  gui_settle ();
  assert_figurines_item (TRUE, TRUE);
  g_settings_set_boolean (harness.settings, "figurines", FALSE);
  gui_settle ();
}

/* The measure of the move list in a wide window */

/* The one between the board and the move list. */
static gboolean
is_board_paned (GtkWidget *widget,
                gpointer   data)
{
  return GTK_IS_PANED (widget) && gtk_paned_get_wide_handle (GTK_PANED (widget));
}

static void
test_measure (void)
{
  GtkTextView *view = move_text_view ();
  PangoFontMetrics *metrics = pango_context_get_metrics (gtk_widget_get_pango_context (GTK_WIDGET (view)),
                                                         NULL, NULL);
  /* 80 average characters and the margins: the most a line may take. */
  int limit = PANGO_PIXELS (pango_font_metrics_get_approximate_char_width (metrics) * 80) + 24;
  int widest = 0, position;
  GtkTextIter line, next;
  GtkPaned *paned;

  pango_font_metrics_unref (metrics);
  gui_open_data_file (window, "annotated.pgn");
  /* As wide as the screen lets the window be (Xvfb's is 1280 px), with a
   * small board. */
  paned = GTK_PANED (gui_find_widget (GTK_WIDGET (window), is_board_paned, NULL));
  g_assert_nonnull (paned);
  position = gtk_paned_get_position (paned);
  gtk_paned_set_position (paned, 300);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gui_wait_for_paint (GTK_WIDGET (window));
  gui_settle ();

  g_test_message ("move list %d px, text %d px, limit %d px",
                  gtk_widget_get_width (GTK_WIDGET (gui_move_list (window))),
                  gtk_widget_get_width (GTK_WIDGET (view)), limit);
  /* The window gives the list more room than the text takes. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (gui_move_list (window))), >, limit);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, limit);

  gtk_text_buffer_get_start_iter (gtk_text_view_get_buffer (view), &line);
  for (;;)
    {
      GdkRectangle last;

      next = line;
      if (!gtk_text_view_forward_display_line (view, &next))
        gtk_text_iter_forward_to_end (&next);
      if (!gtk_text_iter_equal (&line, &next))
        {
          GtkTextIter end = next;

          gtk_text_iter_backward_char (&end);
          gtk_text_view_get_iter_location (view, &end, &last);
          widest = MAX (widest, last.x + last.width);
        }
      if (gtk_text_iter_is_end (&next) || gtk_text_iter_equal (&line, &next))
        break;
      line = next;
    }
  g_test_message ("widest line ends at %d px", widest);
  g_assert_cmpint (widest, >, limit / 2);
  g_assert_cmpint (widest, <=, limit);

  gtk_paned_set_position (paned, position);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 680);
  gui_wait_for_paint (GTK_WIDGET (window));
}

/* The current move after a resize */

static void
open_long_game (void)
{
  g_autoptr(GString) pgn = g_string_new ("[Event \"Long\"]\n[Result \"*\"]\n\n");
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  int fd;

  /* Knights out and back, with a comment on every move of White's. */
  for (int i = 0; i < 60; i++)
    g_string_append_printf (pgn, "%d. %s {A comment to make the move list long enough to scroll.} %s ",
                            i + 1, i % 2 ? "Ng1" : "Nf3", i % 2 ? "Ng8" : "Nf6");
  g_string_append (pgn, "*\n");
  fd = g_file_open_tmp ("looks-XXXXXX.pgn", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, pgn->str, (gssize) pgn->len, &error);
  g_assert_no_error (error);
  file = g_file_new_for_path (path);
  g_assert_true (sc_window_open_file (window, file, &error));
  g_assert_no_error (error);
  gui_settle ();
  g_unlink (path);
}

/* The current move's place in the text view, in buffer coordinates. */
static void
current_rect (GdkRectangle *rect)
{
  GtkTextView *view = move_text_view ();
  GtkTextIter iter;
  int from, to;

  g_assert_true (sc_move_list_node_range (gui_move_list (window),
                                          sc_window_get_current (window), &from, &to));
  gtk_text_buffer_get_iter_at_offset (gtk_text_view_get_buffer (view), &iter, from);
  gtk_text_view_get_iter_location (view, &iter, rect);
}

static gboolean
current_in_view (void)
{
  GdkRectangle visible, current;

  gtk_text_view_get_visible_rect (move_text_view (), &visible);
  current_rect (&current);
  g_test_message ("visible %d+%d, current move %d+%d", visible.y, visible.height, current.y, current.height);
  return current.y >= visible.y && current.y + current.height <= visible.y + visible.height;
}

/* Waits out the text view's scrolling, which is animated. */
static void
wait_for_scroll (GtkAdjustment *vadjustment)
{
  double value = -1;
  guint still = 0;

  for (guint frames = 0; frames < 200 && still < 5; frames++)
    {
      gui_wait_for_paint (GTK_WIDGET (window));
      still = gtk_adjustment_get_value (vadjustment) == value ? still + 1 : 0;
      value = gtk_adjustment_get_value (vadjustment);
    }
  g_assert_cmpuint (still, ==, 5);
}

static void
test_current_after_resize (void)
{
  GtkAdjustment *vadjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (move_text_view ()));
  GdkRectangle current, visible;

  open_long_game ();
  sc_window_go_to (window, main_line (110));
  wait_for_scroll (vadjustment);
  g_assert_true (current_in_view ());

  /* The current move on the last line in view, as after scrolling. */
  current_rect (&current);
  gtk_text_view_get_visible_rect (move_text_view (), &visible);
  gtk_adjustment_set_value (vadjustment, gtk_adjustment_get_value (vadjustment)
                                         + (current.y + current.height) - (visible.y + visible.height));
  wait_for_scroll (vadjustment);
  g_assert_true (current_in_view ());

  /* Narrower and lower: the lines wrap anew and the view shrinks. */
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 460);
  wait_for_scroll (vadjustment);
  g_assert_true (current_in_view ());

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 680);
  gui_wait_for_paint (GTK_WIDGET (window));
}

/* Board coordinates */

/* The height of the coordinate's glyph in the corner of an empty square:
 * the rows where a pixel stands out from the square. */
static int
coordinate_height (const GuiPixels       *pixels,
                   const graphene_rect_t *square)
{
  GdkRGBA background = gui_pixel_at (pixels, (int) (square->origin.x + square->size.width / 2),
                                 (int) (square->origin.y + square->size.height / 2));
  int top = -1, bottom = -1;

  for (int y = (int) square->origin.y; y < (int) (square->origin.y + square->size.height); y++)
    for (int x = (int) square->origin.x; x < (int) (square->origin.x + square->size.width); x++)
      {
        GdkRGBA colour = gui_pixel_at (pixels, x, y);

        if (contrast (&colour, &background) > 2)
          {
            if (top < 0)
              top = y;
            bottom = y;
          }
      }
  return top < 0 ? 0 : bottom - top + 1;
}

static void
assert_coordinates (int size)
{
  ScBoardView *board = gui_board_in_window ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", size);
  g_autoptr(GuiPixels) pixels = NULL;
  graphene_rect_t h1;
  double square;
  int height;

  pixels = gui_render (GTK_WIDGET (board));
  sc_board_view_square_rect (board, gui_square ("h1"), &h1);
  square = h1.size.width;
  height = coordinate_height (pixels, &h1);
  g_test_message ("square %.0f px: the coordinate “h” %d px high", square, height);
  /* Readable on a small board, in proportion on a large one. */
  g_assert_cmpint (height, >=, 7);
  g_assert_cmpfloat (height, >=, square * 0.12);
  g_assert_cmpfloat (height, <=, square * 0.3);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (board))));
  gui_settle ();
}

static void
assert_coordinate_colours (const char *style)
{
  GtkWidget *board = GTK_WIDGET (gui_board (window));
  GdkRGBA light, dark, on_light, on_dark;

  sc_theme_lookup_colour (board, "board_light_square", &light);
  sc_theme_lookup_colour (board, "board_dark_square", &dark);
  sc_theme_lookup_colour (board, "board_coordinate_on_light", &on_light);
  sc_theme_lookup_colour (board, "board_coordinate_on_dark", &on_dark);
  g_test_message ("%s: coordinates %.2f:1 on light squares, %.2f:1 on dark ones", style,
                  contrast (&on_light, &light), contrast (&on_dark, &dark));
  g_assert_cmpfloat (contrast (&on_light, &light), >=, MIN_CONTRAST);
  g_assert_cmpfloat (contrast (&on_dark, &dark), >=, MIN_CONTRAST);
}

static void
test_coordinates (void)
{
  /* Smaller boards have none: they could not be read beside the pieces
   * (see test-gui-board.c). */
  assert_coordinates (480);
  assert_coordinates (800);
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_LIGHT);
  assert_coordinate_colours ("light");
  set_color_scheme (ADW_COLOR_SCHEME_FORCE_DARK);
  assert_coordinate_colours ("dark");
  set_color_scheme (ADW_COLOR_SCHEME_DEFAULT);
}

/* The font family the label's layout gives the first figurine in it. */
static const char *
figurine_family (GtkWidget  *label,
                 const char *figurine)
{
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
  const char *text = pango_layout_get_text (layout);
  const char *at = strstr (text, figurine);
  PangoAttrList *attrs = pango_layout_get_attributes (layout);
  PangoAttrIterator *iter;
  const char *family = NULL;

  g_assert_nonnull (at);
  if (attrs == NULL)
    return NULL;
  iter = pango_attr_list_get_iterator (attrs);
  do
    {
      int start, end;
      PangoAttribute *attr;

      pango_attr_iterator_range (iter, &start, &end);
      attr = pango_attr_iterator_get (iter, PANGO_ATTR_FAMILY);
      if (start <= at - text && at - text < end && attr != NULL)
        family = ((PangoAttrString *) attr)->value;
    }
  while (pango_attr_iterator_next (iter));
  pango_attr_iterator_destroy (iter);
  return family;
}

static gboolean
is_label_containing (GtkWidget *widget,
                     gpointer   part)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), part) != NULL;
}

/* Figurines come from our font wherever moves are shown, as in the move
 * list, not from the theme's font. */
static void
test_figurine_font (void)
{
  ScScoresheetView *sheet = gui_scoresheet (window);
  GtkWidget *cell, *feedback;

  g_settings_set_boolean (harness.settings, "figurines", TRUE);
  g_settings_set_boolean (harness.settings, "scoresheet-view", TRUE);
  gui_open_data_file (window, "annotated.pgn");
  gui_settle ();
  cell = gui_find_widget (GTK_WIDGET (sheet), is_label_containing, (gpointer) "♘f3");
  g_assert_nonnull (cell);
  g_assert_cmpstr (figurine_family (cell, "♘"), ==, SC_FIGURINE_FAMILY);
  g_assert_cmpstr (figurine_family (cell, "f3"), ==, NULL);

  gui_new_game (window);
  sc_move_entry_set_text (gui_move_entry (window), "Nf3");
  gui_settle ();
  feedback = gui_find_widget (GTK_WIDGET (gui_move_entry (window)), is_label_containing, (gpointer) "♘f3");
  g_assert_nonnull (feedback);
  g_assert_cmpstr (figurine_family (feedback, "♘"), ==, SC_FIGURINE_FAMILY);
  sc_move_entry_set_text (gui_move_entry (window), "");
  g_settings_reset (harness.settings, "figurines");
  g_settings_set_boolean (harness.settings, "scoresheet-view", FALSE);
  gui_settle ();
}

/* A Chinese tooltip is on one line (GTK 4.8's own label wrapped it
 * after every two or three characters), a long one wraps; every
 * widget's tooltip goes through the application's handler. */
static void
test_wide_tooltips (void)
{
  g_autoptr(GString) long_text = g_string_new (NULL);
  GtkWidget *short_label = g_object_ref_sink (sc_tooltip_label_new ("註解此著法"));
  GtkWidget *long_label = NULL;
  int width, single;

  gtk_widget_measure (short_label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  g_assert_false (gtk_label_get_wrap (GTK_LABEL (short_label)));
  /* Five characters side by side: at least four times one's width. */
  {
    g_autoptr(GtkWidget) one = g_object_ref_sink (sc_tooltip_label_new ("註"));

    gtk_widget_measure (one, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &single, NULL, NULL);
  }
  g_assert_cmpint (width, >=, 4 * single);

  for (guint i = 0; i < 60; i++)
    g_string_append (long_text, "註解此著法");
  long_label = g_object_ref_sink (sc_tooltip_label_new (long_text->str));
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (long_label)));

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GtkWidget) button = g_object_ref_sink (gtk_button_new ());
      g_autoptr(GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
      gboolean shown = FALSE;

      gtk_widget_set_tooltip_text (button, i == 0 ? "註解此著法" : "Annotate the Move");
      g_signal_emit_by_name (button, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
      g_assert_true (shown);
    }
  g_object_unref (short_label);
  g_object_unref (long_label);
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_harness_init (&argc, &argv, &harness))
    return 77;
  window = harness.window;

  g_test_add_func ("/gui-looks/contrast", test_contrast);
  g_test_add_func ("/gui-looks/wide-tooltips", test_wide_tooltips);
  g_test_add_func ("/gui-looks/diagram-mark", test_diagram_mark);
  g_test_add_func ("/gui-looks/marks-from-real-files", test_marks_from_real_files);
  g_test_add_func ("/gui-looks/added-variation-indented", test_added_variation_indented);
  g_test_add_func ("/gui-looks/figurines-switch", test_figurines_switch);
  g_test_add_func ("/gui-looks/figurine-font", test_figurine_font);
  g_test_add_func ("/gui-looks/measure", test_measure);
  g_test_add_func ("/gui-looks/current-after-resize", test_current_after_resize);
  g_test_add_func ("/gui-looks/coordinates", test_coordinates);

  status = g_test_run ();
  gui_harness_finish (&harness);
  return status;
}
