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

static gboolean
is_evaluation (guint nag)
{
  return nag >= 10 && nag <= 19;
}

static gboolean
is_novelty (guint nag)
{
  return nag == 146;
}

/* Either side's diagram: the mark is one, whichever way the board faces. */
static gboolean
is_diagram (guint nag)
{
  return nag == SC_NAG_DIAGRAM || nag == SC_NAG_DIAGRAM_FROM_BLACK;
}

/* Glyphs that may stand beside any others: each is on or off, by an
 * action of its own with a boolean state. */
typedef struct {
  const char *action;
  guint8      nag;
  const char *name;
  const char *glyph;
  gboolean  (*is) (guint nag);
} Mark;

static const Mark marks[] = {
  { "novelty", 146, N_("Novelty"), NULL, is_novelty },
  { "diagram", SC_NAG_DIAGRAM, N_("Diagram"), "⊞", is_diagram },
};

/* The move being annotated: the window's current move, not the start. */
static ScGameNode *
current_move (ScWindow *self)
{
  ScGameNode *node = sc_document_get_current (self->document);

  return node->parent != NULL ? node : NULL;
}

/* The node's NAG of a kind it has one of at most, or 0. */
static guint
nag_of_kind (ScGameNode *node,
             gboolean  (*kind) (guint nag))
{
  for (guint i = 0; node != NULL && i < node->n_nags; i++)
    if (kind (node->nags[i]))
      return node->nags[i];
  return 0;
}

/* Chooses nag as the current move's NAG of kind, which it has one of at
 * most, in place of the one it had: first among its NAGs, as an
 * assessment is read, or last. Choosing the one it has, or 0, takes it
 * away. The document tells the window, which shows the change. */
static void
choose_nag_of_kind (ScWindow  *self,
                    gboolean (*kind) (guint nag),
                    guint      nag,
                    gboolean   first)
{
  ScGameNode *node = current_move (self);
  g_autoptr(GArray) nags = NULL;
  guint had = nag_of_kind (node, kind);

  if (node == NULL || (nag != 0 && !kind (nag)))
    return;
  if (nag == had)
    nag = 0;
  if (nag == 0 && had == 0)
    return;
  nags = g_array_new (FALSE, FALSE, 1);
  for (guint i = 0; i < node->n_nags; i++)
    if (!kind (node->nags[i]))
      g_array_append_val (nags, node->nags[i]);
  if (nag != 0)
    {
      guint8 byte = (guint8) nag;

      if (first)
        g_array_prepend_val (nags, byte);
      else
        g_array_append_val (nags, byte);
    }
  sc_document_push (self->document,
                    sc_game_set_nags (sc_document_get_game (self->document), node,
                                      (const guint8 *) nags->data, nags->len),
                    NULL);
}

static void
assessment_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  choose_nag_of_kind (SC_WINDOW (user_data), sc_nag_is_move_assessment, g_variant_get_uint32 (parameter), TRUE);
}

static void
position_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  choose_nag_of_kind (SC_WINDOW (user_data), is_evaluation, g_variant_get_uint32 (parameter), FALSE);
}

static const Mark *
mark_of_action (GSimpleAction *action)
{
  const char *name = g_action_get_name (G_ACTION (action));

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (g_str_equal (marks[i].action, name))
      return &marks[i];
  g_return_val_if_reached (NULL);
}

static void
mark_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  ScWindow *self = SC_WINDOW (user_data);
  const Mark *mark = mark_of_action (action);
  guint had = nag_of_kind (current_move (self), mark->is);

  /* On or off: the one it has, whichever it is, goes. */
  choose_nag_of_kind (self, mark->is, had != 0 ? had : mark->nag, FALSE);
}

static void
draw_offer_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  ScWindow *self = SC_WINDOW (user_data);
  ScGameNode *node = current_move (self);

  if (node != NULL)
    sc_document_push (self->document, sc_game_toggle_draw_offer (sc_document_get_game (self->document), node), NULL);
}

static void
variation_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  ScWindow *self = SC_WINDOW (user_data);
  const char *name = g_action_get_name (G_ACTION (action));
  ScDocument *document = self->document;
  ScGame *game = sc_document_get_game (document);
  ScGameNode *node = current_move (self);
  ScGameNode *start;

  if (node == NULL)
    return;
  if (g_str_equal (name, "promote-variation"))
    sc_document_push (document, sc_game_promote_variation (game, node), NULL);
  else if (g_str_equal (name, "demote-variation"))
    sc_document_push (document, sc_game_demote_variation (game, node), NULL);
  else if (g_str_equal (name, "delete-from-here"))
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

/* The states are the current move's marks, for the menus to show: set
 * here only, from the document, never by the actions themselves. */
static const GActionEntry annotate_entries[] = {
  { "assessment", assessment_activated, "u", "uint32 0", NULL },
  { "position", position_activated, "u", "uint32 0", NULL },
  { "novelty", mark_activated, NULL, "false", NULL },
  { "diagram", mark_activated, NULL, "false", NULL },
  { "draw-offer", draw_offer_activated, NULL, "false", NULL },
  { "promote-variation", variation_activated, NULL, NULL, NULL },
  { "demote-variation", variation_activated, NULL, NULL, NULL },
  { "delete-variation", variation_activated, NULL, NULL, NULL },
  { "delete-from-here", variation_activated, NULL, NULL, NULL },
};

/* Enables the action, and gives it state unless that is NULL. */
static void
update_action (ScWindow   *self,
               const char *name,
               gboolean    enabled,
               GVariant   *state)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->annotate_actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
  if (state != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (action), state);
}

void
sc_window_annotate_update_actions (ScWindow *self)
{
  ScGameNode *node = current_move (self);
  ScGameNode *start = node != NULL ? sc_game_node_variation_start (node) : NULL;
  ScGameNode *demoted = start != NULL ? start : node;

  update_action (self, "assessment", node != NULL,
                 g_variant_new_uint32 (nag_of_kind (node, sc_nag_is_move_assessment)));
  update_action (self, "position", node != NULL, g_variant_new_uint32 (nag_of_kind (node, is_evaluation)));
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    update_action (self, marks[i].action, node != NULL,
                   g_variant_new_boolean (nag_of_kind (node, marks[i].is) != 0));
  update_action (self, "draw-offer", node != NULL, g_variant_new_boolean (node != NULL && node->draw_offer));
  update_action (self, "delete-from-here", node != NULL, NULL);
  update_action (self, "promote-variation", start != NULL, NULL);
  update_action (self, "delete-variation", start != NULL, NULL);
  update_action (self, "demote-variation", demoted != NULL && demoted->next_sibling != NULL, NULL);
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

  self->annotate_actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->annotate_actions), annotate_entries,
                                   G_N_ELEMENTS (annotate_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "annotate", G_ACTION_GROUP (self->annotate_actions));
}

void
sc_window_annotate_install_actions (GtkWidgetClass *widget_class)
{
  /* The actions are the window's own (sc_window_annotate_init ()), for
   * their states; the keys are the class's. */
  for (guint i = 0; i <= G_N_ELEMENTS (assessments); i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, GDK_CONTROL_MASK,
                                         "annotate.assessment", "u", i);
  for (guint i = 0; i < G_N_ELEMENTS (position_glyphs); i++)
    {
      guint key;
      GdkModifierType mods;

      if (position_glyphs[i].accel != NULL && gtk_accelerator_parse (position_glyphs[i].accel, &key, &mods))
        gtk_widget_class_add_binding_action (widget_class, key, mods, "annotate.position", "u", position_glyphs[i].nag);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "annotate.draw-offer", NULL);
}

/* The menu */

static char *
glyph_label (const char *glyph,
             const char *name)
{
  /* TRANSLATORS: a glyph and its name, as in "!? Interesting Move" */
  return g_strdup_printf (C_("glyph menu item", "%s\t%s"), glyph, _(name));
}

/* Items whose action's state is the NAG chosen: the one the move has
 * shows as a radio button's choice. */
static void
append_glyphs (GMenu       *menu,
               const char  *action,
               const Glyph *glyphs,
               guint        n_glyphs)
{
  for (guint i = 0; i < n_glyphs; i++)
    {
      g_autofree char *label = glyph_label (sc_nag_glyph (glyphs[i].nag), glyphs[i].name);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, action, "u", glyphs[i].nag);
      if (glyphs[i].accel != NULL)
        g_menu_item_set_attribute (item, "accel", "s", glyphs[i].accel);
      g_menu_append_item (menu, item);
    }
}

/* Items of boolean actions: the marks the move has show as checked. */
static void
append_marks (GMenu *menu)
{
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    {
      g_autofree char *action = g_strconcat ("annotate.", marks[i].action, NULL);
      g_autofree char *label = glyph_label (marks[i].glyph != NULL ? marks[i].glyph : sc_nag_glyph (marks[i].nag),
                                            marks[i].name);

      g_menu_append (menu, label, action);
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

  append_glyphs (positions, "annotate.position", position_glyphs, G_N_ELEMENTS (position_glyphs));
  g_menu_append_submenu (others, _("_Position"), G_MENU_MODEL (positions));
  {
    g_autoptr(GMenu) more = g_menu_new ();

    g_autofree char *draw_offer = glyph_label ("(=)", N_("Draw Offer"));

    append_marks (more);
    /* With the marks, so that its check lines up with theirs. */
    append_action (more, draw_offer, "annotate.draw-offer", "<Control>equal");
    g_menu_append_section (others, NULL, G_MENU_MODEL (more));
  }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (others));

  append_action (variations, _("Promote _Variation"), "annotate.promote-variation", "<Control>Up");
  append_action (variations, _("D_emote Variation"), "annotate.demote-variation", "<Control>Down");
  append_action (variations, _("Delete Variation"), "annotate.delete-variation", "<Control><Shift>Delete");
  append_action (variations, _("Delete _From Here"), "annotate.delete-from-here", "<Control>Delete");
  g_menu_append_section (menu, _("Variations"), G_MENU_MODEL (variations));
  return G_MENU_MODEL (menu);
}
