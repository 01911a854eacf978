/* sc-window-annotate.c: the window's annotation actions and the Annotate menu
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-game-edit.h"
#include "sc-nag.h"
#include "sc-window-private.h"

typedef struct {
  guint       nag;
  const char *name;
  const char *accel;
} Glyph;

static const Glyph assessments[] = {
  { 1, N_("Good Move"), "<Control>1" },
  { 2, N_("Mistake"), "<Control>2" },
  { 3, N_("Brilliant Move"), "<Control>3" },
  { 4, N_("Blunder"), "<Control>4" },
  { 5, N_("Interesting Move"), "<Control>5" },
  { 6, N_("Dubious Move"), "<Control>6" },
};

static const Glyph position_glyphs[] = {
  { 10, N_("Equal Position"), "<Control>7" },
  { 13, N_("Unclear Position"), NULL },
  { 14, N_("White Is Slightly Better"), NULL },
  { 15, N_("Black Is Slightly Better"), NULL },
  { 16, N_("White Is Better"), "<Control>8" },
  { 17, N_("Black Is Better"), "<Control>9" },
  { 18, N_("White Is Winning"), NULL },
  { 19, N_("Black Is Winning"), NULL },
};

static const Glyph other_glyphs[] = {
  { 146, N_("Novelty"), NULL },
  { SC_NAG_DIAGRAM, N_("Diagram"), NULL },
};

static gboolean
is_assessment (guint nag)
{
  return nag >= 1 && nag <= 6;
}

static gboolean
is_evaluation (guint nag)
{
  return nag >= 10 && nag <= 19;
}

/* The move being annotated: the window's current move, not the start. */
static ScGameNode *
current_move (GtkWidget *window)
{
  ScGameNode *node = sc_document_get_current (SC_WINDOW (window)->document);

  return node->parent != NULL ? node : NULL;
}

static void
push_nags (GtkWidget *window,
           ScGameNode *node,
           GArray    *nags)
{
  ScDocument *document = SC_WINDOW (window)->document;

  sc_document_push (document,
                    sc_game_set_nags (sc_document_get_game (document), node,
                                      (const guint8 *) nags->data, nags->len),
                    NULL);
}

/* The node's NAGs without those keep () says no to. */
static GArray *
nags_without (ScGameNode *node,
              gboolean  (*drop) (guint nag),
              guint      also)
{
  GArray *nags = g_array_new (FALSE, FALSE, 1);

  for (guint i = 0; i < node->n_nags; i++)
    if (!drop (node->nags[i]) && node->nags[i] != also)
      g_array_append_val (nags, node->nags[i]);
  return nags;
}

static gboolean
drop_nothing (guint nag)
{
  return FALSE;
}

static void
assessment_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ScGameNode *node = current_move (widget);
  guint8 nag = (guint8) g_variant_get_uint32 (parameter);
  g_autoptr(GArray) nags = NULL;

  if (node == NULL || (nag != 0 && !is_assessment (nag)))
    return;
  /* A move has one assessment: the new one replaces the old, first. */
  nags = nags_without (node, is_assessment, 0);
  if (nag != 0)
    g_array_prepend_val (nags, nag);
  push_nags (widget, node, nags);
}

static void
glyph_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ScGameNode *node = current_move (widget);
  guint8 nag = (guint8) g_variant_get_uint32 (parameter);
  g_autoptr(GArray) nags = NULL;
  gboolean had = FALSE;

  if (node == NULL || nag == 0 || is_assessment (nag))
    return;
  for (guint i = 0; i < node->n_nags; i++)
    had |= node->nags[i] == nag;
  /* One evaluation of the position at a time. */
  nags = nags_without (node, is_evaluation (nag) ? is_evaluation : drop_nothing, nag);
  if (!had)
    g_array_append_val (nags, nag);
  push_nags (widget, node, nags);
}

static void
draw_offer_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ScDocument *document = SC_WINDOW (widget)->document;
  ScGameNode *node = current_move (widget);

  if (node != NULL)
    sc_document_push (document, sc_game_toggle_draw_offer (sc_document_get_game (document), node), NULL);
}

static void
variation_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ScDocument *document = SC_WINDOW (widget)->document;
  ScGame *game = sc_document_get_game (document);
  ScGameNode *node = current_move (widget);
  ScGameNode *start;

  if (node == NULL)
    return;
  if (g_str_equal (action_name, "annotate.promote-variation"))
    sc_document_push (document, sc_game_promote_variation (game, node), NULL);
  else if (g_str_equal (action_name, "annotate.demote-variation"))
    sc_document_push (document, sc_game_demote_variation (game, node), NULL);
  else if (g_str_equal (action_name, "annotate.delete-from-here"))
    {
      ScGameNode *parent = node->parent;

      /* The deleted line stays alive in the edit: undo comes back to it. */
      sc_document_push (document, sc_game_delete_from_here (game, node), parent);
    }
  else if ((start = sc_game_node_variation_start (node)) != NULL)
    {
      ScGameNode *parent = start->parent;

      sc_document_push (document, sc_game_delete_variation (game, node), parent);
    }
}

void
sc_window_annotate_update_actions (ScWindow *self)
{
  GtkWidget *window = GTK_WIDGET (self);
  ScGameNode *node = current_move (window);
  ScGameNode *start = node != NULL ? sc_game_node_variation_start (node) : NULL;
  ScGameNode *demoted = start != NULL ? start : node;

  gtk_widget_action_set_enabled (window, "annotate.assessment", node != NULL);
  gtk_widget_action_set_enabled (window, "annotate.glyph", node != NULL);
  gtk_widget_action_set_enabled (window, "annotate.draw-offer", node != NULL);
  gtk_widget_action_set_enabled (window, "annotate.delete-from-here", node != NULL);
  gtk_widget_action_set_enabled (window, "annotate.promote-variation", start != NULL);
  gtk_widget_action_set_enabled (window, "annotate.delete-variation", start != NULL);
  gtk_widget_action_set_enabled (window, "annotate.demote-variation",
                                 demoted != NULL && demoted->next_sibling != NULL);
}

/* The keys */

typedef struct {
  guint           key;
  GdkModifierType mods;
  const char     *action;
} GameKey;

/* Keys that text views and GTK's Ctrl+arrow focus keys would otherwise
 * take before the window's bindings. */
static const GameKey variation_keys[] = {
  { GDK_KEY_Up, GDK_CONTROL_MASK, "annotate.promote-variation" },
  { GDK_KEY_Down, GDK_CONTROL_MASK, "annotate.demote-variation" },
  { GDK_KEY_Delete, GDK_CONTROL_MASK, "annotate.delete-from-here" },
  { GDK_KEY_Delete, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "annotate.delete-variation" },
};

/* Whether the focus is text being edited, which keeps key for its own
 * paragraphs and words: a comment or any other field but the move entry.
 * Where the keyboard rests, the move entry keeps only Ctrl+Delete, for a
 * word of a move being typed; empty, it stands for the game. */
static gboolean
text_keeps_key (ScWindow *self,
                guint     key)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL)
    return FALSE;
  if (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->move_entry)))
    return key == GDK_KEY_Delete && *sc_move_entry_get_text (self->move_entry) != '\0';
  if (GTK_IS_TEXT_VIEW (focus))
    return gtk_text_view_get_editable (GTK_TEXT_VIEW (focus));
  return GTK_IS_EDITABLE (focus);
}

static gboolean
variation_key_pressed (GtkWidget *widget,
                       GVariant  *args,
                       gpointer   user_data)
{
  const GameKey *key = user_data;

  if (text_keeps_key (SC_WINDOW (widget), key->key))
    return FALSE;
  /* Taken even where there is nothing to do: the keys are the game's. */
  gtk_widget_activate_action (widget, key->action, NULL);
  return TRUE;
}

void
sc_window_annotate_init (ScWindow *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (variation_keys); i++)
    {
      const GameKey *key = &variation_keys[i];

      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (key->key, key->mods),
                                                              gtk_callback_action_new (variation_key_pressed,
                                                                                       (gpointer) key, NULL)));
    }
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

void
sc_window_annotate_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "annotate.assessment", "u", assessment_action);
  gtk_widget_class_install_action (widget_class, "annotate.glyph", "u", glyph_action);
  gtk_widget_class_install_action (widget_class, "annotate.draw-offer", NULL, draw_offer_action);
  gtk_widget_class_install_action (widget_class, "annotate.promote-variation", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "annotate.demote-variation", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "annotate.delete-variation", NULL, variation_action);
  gtk_widget_class_install_action (widget_class, "annotate.delete-from-here", NULL, variation_action);

  for (guint i = 0; i <= G_N_ELEMENTS (assessments); i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, GDK_CONTROL_MASK,
                                         "annotate.assessment", "u", i);
  for (guint i = 0; i < G_N_ELEMENTS (position_glyphs); i++)
    {
      guint key;
      GdkModifierType mods;

      if (position_glyphs[i].accel != NULL && gtk_accelerator_parse (position_glyphs[i].accel, &key, &mods))
        gtk_widget_class_add_binding_action (widget_class, key, mods, "annotate.glyph", "u", position_glyphs[i].nag);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "annotate.draw-offer", NULL);
}

/* The menu */

static void
append_glyphs (GMenu       *menu,
               const char  *action,
               const Glyph *glyphs,
               guint        n_glyphs)
{
  for (guint i = 0; i < n_glyphs; i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;
      const char *glyph = glyphs[i].nag == SC_NAG_DIAGRAM ? "⊞" : sc_nag_glyph (glyphs[i].nag);

      /* TRANSLATORS: a glyph and its name, as in "!? Interesting Move" */
      label = g_strdup_printf (C_("glyph menu item", "%s\t%s"), glyph, _(glyphs[i].name));
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, action, "u", glyphs[i].nag);
      if (glyphs[i].accel != NULL)
        g_menu_item_set_attribute (item, "accel", "s", glyphs[i].accel);
      g_menu_append_item (menu, item);
    }
}

static void
append_action (GMenu      *menu,
               const char *label,
               const char *action,
               const char *accel)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, action);

  if (accel != NULL)
    g_menu_item_set_attribute (item, "accel", "s", accel);
  g_menu_append_item (menu, item);
}

GMenuModel *
sc_window_annotate_menu_new (void)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) moves = g_menu_new ();
  g_autoptr(GMenu) positions = g_menu_new ();
  g_autoptr(GMenu) others = g_menu_new ();
  g_autoptr(GMenu) variations = g_menu_new ();
  g_autoptr(GMenuItem) clear = NULL;

  append_glyphs (moves, "annotate.assessment", assessments, G_N_ELEMENTS (assessments));
  clear = g_menu_item_new (_("No Assessment"), NULL);
  g_menu_item_set_action_and_target (clear, "annotate.assessment", "u", 0);
  g_menu_item_set_attribute (clear, "accel", "s", "<Control>0");
  g_menu_append_item (moves, clear);
  g_menu_append_section (menu, _("Move"), G_MENU_MODEL (moves));

  append_glyphs (positions, "annotate.glyph", position_glyphs, G_N_ELEMENTS (position_glyphs));
  g_menu_append_submenu (others, _("_Position"), G_MENU_MODEL (positions));
  {
    g_autoptr(GMenu) more = g_menu_new ();

    append_glyphs (more, "annotate.glyph", other_glyphs, G_N_ELEMENTS (other_glyphs));
    g_menu_append_section (others, NULL, G_MENU_MODEL (more));
  }
  append_action (others, _("_Draw Offer (=)"), "annotate.draw-offer", "<Control>equal");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (others));

  append_action (variations, _("Promote _Variation"), "annotate.promote-variation", "<Control>Up");
  append_action (variations, _("D_emote Variation"), "annotate.demote-variation", "<Control>Down");
  append_action (variations, _("Delete Variation"), "annotate.delete-variation", "<Control><Shift>Delete");
  append_action (variations, _("Delete _From Here"), "annotate.delete-from-here", "<Control>Delete");
  g_menu_append_section (menu, _("Variations"), G_MENU_MODEL (variations));
  return G_MENU_MODEL (menu);
}
