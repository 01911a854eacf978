/* sc-move-entry.c: typing moves, with feedback on every key
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sc-document-entry.h"
#include "sc-figurine-font.h"
#include "sc-format.h"
#include "sc-move-entry.h"
#include "sc-typed-key.h"

/* What a change of the text did: characters typed or erased one after
 * another are one step to undo, as in any text field. */
typedef enum {
  TEXT_STEP_NONE,
  TEXT_STEP_TYPED,
  TEXT_STEP_ERASED,
  TEXT_STEP_OTHER,
} TextStep;

struct _ScMoveEntry {
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkEntry        *entry;
  GtkStack        *feedback_area;
  GtkLabel        *feedback;
  GtkLabel        *choices_prompt;
  GtkBox          *choices;

  ScDocument      *document;
  ScMove           preview_move;  /* the legal move the text reads as, or 0 */
  ScNotationStyle  style;
  ScMoveParse      parse;       /* of the text as it is */
  guint            n_choices;
  ScMove           choice_moves[9];
  GPtrArray       *undo_texts;  /* the text before each step of typing, oldest first */
  GPtrArray       *redo_texts;  /* the texts undone, the last undone last */
  char            *last_text;   /* the text as the history last saw it */
  TextStep         last_step;   /* what the last step did, to join it with the next */
  const ScLanguage *suggested;  /* whose letters read the text, when ours do not */
  gboolean         instead;     /* parse is a move in place of the current one */
  char            *result;      /* the game result the text reads as, or NULL */
};

G_DEFINE_FINAL_TYPE (ScMoveEntry, sc_move_entry, GTK_TYPE_WIDGET)

enum {
  MOVE_ENTERED,
  N_SIGNALS
};

enum {
  PROP_0,
  PROP_PREVIEW_MOVE,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

/* The board shows it through the property, which the window binds. */
static void
set_preview_move (ScMoveEntry *self,
                  ScMove       move)
{
  if (self->preview_move == move)
    return;
  self->preview_move = move;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PREVIEW_MOVE]);
}

static void
sc_move_entry_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  ScMoveEntry *self = SC_MOVE_ENTRY (object);

  switch (prop_id)
    {
    case PROP_PREVIEW_MOVE:
      g_value_set_uint (value, self->preview_move);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static const ScLanguage *
entry_language (ScMoveEntry *self)
{
  return self->style.language != NULL ? self->style.language : sc_language_english ();
}

static void
current_position (ScMoveEntry *self,
                  ScPosition  *pos)
{
  sc_game_position_at (sc_document_get_game (self->document), sc_document_get_current (self->document), pos);
}

static void
set_feedback (ScMoveEntry *self,
              const char  *text,
              gboolean     error)
{
  g_autofree char *markup = sc_figurine_font_markup (text != NULL ? text : "");

  /* The move it names in our figurines, as the move list shows it. */
  gtk_label_set_markup (self->feedback, markup);
  gtk_label_set_markup (self->choices_prompt, markup);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "error");
}

/* An unseen button that keeps the row of choices a button high when it
 * is empty: the feedback area then takes the same room with or without
 * choices. */
static void
add_room_keeper (ScMoveEntry *self)
{
  GtkWidget *keeper = gtk_button_new_with_label ("0");

  gtk_widget_set_opacity (keeper, 0);
  gtk_widget_set_can_target (keeper, FALSE);
  gtk_widget_set_focusable (keeper, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (keeper), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (self->choices, keeper);
}

static void
clear_choices (ScMoveEntry *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices))) != NULL)
    gtk_box_remove (self->choices, child);
  add_room_keeper (self);
  self->n_choices = 0;
  gtk_stack_set_visible_child_name (self->feedback_area, "message");
}

static void
choice_clicked (GtkButton   *button,
                ScMoveEntry *self)
{
  sc_move_entry_choose (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "number")));
}

static void
show_choices (ScMoveEntry      *self,
              const ScPosition *pos)
{
  GtkWidget *previous = NULL;

  for (guint i = 0; i < self->parse.n_candidates && i < G_N_ELEMENTS (self->choice_moves); i++)
    {
      g_autofree char *move = sc_format_move_string (pos, self->parse.candidates[i], &self->style, SC_FORMAT_DEFAULT);
      g_autofree char *label = g_strdup_printf ("%u  %s", i + 1, move);
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "number", GUINT_TO_POINTER (i + 1));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked), self);
      gtk_box_insert_child_after (self->choices, button, previous);
      previous = button;
      self->choice_moves[i] = self->parse.candidates[i];
      self->n_choices = i + 1;
    }
  gtk_stack_set_visible_child_name (self->feedback_area, self->n_choices > 0 ? "choices" : "message");
}

/* "6. Nbd2", "6...O-O" or "6… O-O": one move with its number, as a
 * scoresheet has it. The move, or NULL for anything else. */
static const char *
numbered_single_move (const char *text)
{
  const char *p = text;

  while (*p == ' ')
    p++;
  if (!g_ascii_isdigit (*p))
    return NULL;
  while (g_ascii_isdigit (*p))
    p++;
  if (g_str_has_prefix (p, "…"))
    p += strlen ("…");
  else if (*p != '.')
    return NULL;
  while (*p == '.')
    p++;
  while (*p == ' ')
    p++;
  if (*p == '\0' || strpbrk (p, " \t\n") != NULL)
    return NULL;
  return p;
}

/* More than one move, or move numbers: read as a scoresheet on Enter. */
static gboolean
looks_like_several (const char *text)
{
  static const char * const marks[] = { "e.p.", "ep", "(=)" };
  g_autofree char *copy = g_strstrip (g_strdup (text));

  if (g_ascii_isdigit (copy[0]) && strpbrk (copy, ".)") != NULL)
    return TRUE;
  /* "exd6 e.p." and "Kb1 (=)" are one move, but "Te8 Kb1 (=)" two: the
   * mark at the end is left out before looking for a space. */
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (g_str_has_suffix (copy, marks[i]))
      {
        copy[strlen (copy) - strlen (marks[i])] = '\0';
        break;
      }
  return strpbrk (g_strchomp (copy), " \t\n") != NULL;
}

/* "1-0", "½-½", "1:0" alone: the game's result, which Enter sets, or why
 * the game cannot have it. */
static gboolean
describe_result (ScMoveEntry *self,
                 const char  *text)
{
  g_autofree char *result = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *message = NULL;

  result = sc_document_read_result (self->document, text, &problem);
  if (result == NULL)
    return FALSE;
  if (problem != NULL)
    {
      /* TRANSLATORS: a game result typed in the move entry, as 1-0, and
       * why the game cannot have it */
      message = g_strdup_printf (_("%s cannot be the result: %s"), result, problem);
      set_feedback (self, message, TRUE);
      return TRUE;
    }
  /* TRANSLATORS: %s: a game result, as 1-0 or 1/2-1/2 */
  message = g_strdup_printf (_("Result %s — Enter sets it"), result);
  set_feedback (self, message, FALSE);
  self->result = g_steal_pointer (&result);
  return TRUE;
}

static void
describe_several (ScMoveEntry *self,
                  const char  *text)
{
  ScTextProblem problem = { 0 };
  g_autofree char *message = NULL;
  guint n = 0;

  if (sc_document_check_moves (self->document, text, -1, entry_language (self), &n, &problem))
    {
      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move: Enter plays it",
                                              "%u moves: Enter plays them", n), n);
      set_feedback (self, message, FALSE);
      return;
    }
  /* When the first move is the problem, the problem alone says it. */
  if (n == 0)
    message = g_steal_pointer (&problem.message);
  else
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move fits, then column %u: %s",
                                            "%u moves fit, then column %u: %s", n),
                               n, problem.column, problem.message);
  g_free (problem.message);
  set_feedback (self, message, TRUE);
}

static void update (ScMoveEntry *self);

/* Text in another language's letters ("Sf3" with English letters): the
 * feedback names that language, and Enter switches to it. */
static gboolean
suggest_language (ScMoveEntry      *self,
                  const ScPosition *pos,
                  const char       *text)
{
  g_autofree char *message = NULL;
  g_autofree char *spelled = NULL;
  const char *name;
  ScMoveParse parse;
  guint n_more = 0;

  self->suggested = sc_parse_move_find_language (pos, text, entry_language (self), sc_language_for_locale (),
                                                 &n_more);
  if (self->suggested == NULL)
    return FALSE;
  /* The move spelled in the letters in use, which tells what it is. */
  sc_parse_move (pos, text, -1, self->suggested, &parse);
  spelled = sc_format_move_string (pos, parse.move, &self->style, SC_FORMAT_DEFAULT);
  /* Inside the sentence, the name as the language writes it there:
   * "allemand" in French, where the menu has "Allemand". */
  name = g_dpgettext2 (GETTEXT_PACKAGE, "language name inside a sentence",
                       sc_language_name_in_sentence (self->suggested));
  if (n_more > 0)
    /* TRANSLATORS: %s: what was typed; %s: the move; %s: a language's
     * name as translated with the context "language name inside a
     * sentence"; %u: how many more languages have the same letters */
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "“%s” reads as %s in %s letters (and %u more language). "
                                            "Enter switches to %s letters and plays it",
                                            "“%s” reads as %s in %s letters (and %u more languages). "
                                            "Enter switches to %s letters and plays it", n_more),
                               text, spelled, name, n_more, name);
  else
    /* TRANSLATORS: %s: what was typed; %s: the move; %s: a language's
     * name as translated with the context "language name inside a
     * sentence" */
    message = g_strdup_printf (_("“%s” reads as %s in %s letters. Enter switches to %s letters and plays it"),
                               text, spelled, name, name);
  set_feedback (self, message, FALSE);
  set_preview_move (self, parse.move);
  return TRUE;
}

/* The notation language becomes the suggested one (the window follows
 * its setting), and the text reads again in it. */
static void
switch_language (ScMoveEntry *self)
{
  const ScLanguage *lang = g_steal_pointer (&self->suggested);

  gtk_widget_activate_action (GTK_WIDGET (self), "settings.notation-language", "s", sc_language_code (lang));
  /* Where no window follows the setting, the entry still reads on. */
  if (self->style.language != lang)
    {
      self->style.language = lang;
      update (self);
    }
}

/* Is text the start of long_move ("Ng1-f3", "e4xd5") as it may be typed:
 * with or without its piece letter, and with '-', 'x', ':' or nothing
 * between its squares ("g1f3", "e4:d5")? */
static gboolean
starts_long_move (const char *long_move,
                  const char *text)
{
  const char *squares = long_move;

  while (*squares != '\0' && !(squares[0] >= 'a' && squares[0] <= 'h' && squares[1] >= '1' && squares[1] <= '8'))
    squares++;
  if (strlen (squares) < 4)
    return FALSE;   /* castling, which SAN spells */
  /* The piece letter, if typed, is the move's. */
  if (squares != long_move && strncmp (text, long_move, (gsize) (squares - long_move)) == 0)
    text += squares - long_move;
  /* The square it comes from, then a separator or none, then the rest. */
  for (guint i = 0; i < 2; i++, text++)
    if (*text == '\0')
      return TRUE;
    else if (*text != squares[i])
      return FALSE;
  if (*text == '-' || *text == 'x' || *text == ':')
    text++;
  return strncmp (squares + 3, text, strlen (text)) == 0;
}

/* After clicking a move to correct it, the right one is typed: text that
 * is no move here but one in place of the current move says so, and
 * Enter offers to replace it (or add it beside it). */
static gboolean
offer_instead (ScMoveEntry *self,
               const char  *text)
{
  ScGameNode *current = sc_document_get_current (self->document);
  g_autofree char *typed = NULL;
  g_autofree char *played = NULL;
  g_autofree char *message = NULL;
  ScMoveParse parse;
  ScPosition before;

  if (current->parent == NULL)
    return FALSE;
  sc_game_position_at (sc_document_get_game (self->document), current->parent, &before);
  if (!sc_parse_move (&before, text, -1, entry_language (self), &parse) || parse.move == current->move)
    return FALSE;
  self->parse = parse;
  self->instead = TRUE;
  typed = sc_format_move_string (&before, parse.move, &self->style, SC_FORMAT_DEFAULT);
  played = sc_format_move_string (&before, current->move, &self->style, SC_FORMAT_DEFAULT);
  /* TRANSLATORS: %s: the move typed; %s: the move of the game it would replace */
  message = g_strdup_printf (_("%s in place of %s — Enter asks whether to replace it"), typed, played);
  set_feedback (self, message, FALSE);
  return TRUE;
}

/* Text that is the start of a legal move as the notation writes it
 * ("Q", "Nf", "e", "0-"), or of a move number: a move still being typed,
 * which is not an error yet. Says which moves it could become. */
static gboolean
describe_unfinished (ScMoveEntry      *self,
                     const ScPosition *pos,
                     const char       *text)
{
  ScMove moves[SC_MAX_MOVES];
  guint n_moves = sc_position_legal_moves (pos, moves);
  ScNotationStyle letters, long_letters;
  g_autoptr(GPtrArray) fits = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  g_autofree char *message = NULL;
  gsize length = strlen (text);

  if (strspn (text, "0123456789") > 0 && text[strspn (text, "0123456789.")] == '\0')
    {
      set_feedback (self, NULL, FALSE);
      return TRUE;
    }
  sc_notation_style_init_preset (&letters, SC_PRESET_FIDE, entry_language (self));
  sc_notation_style_init_preset (&long_letters, SC_PRESET_LONG, entry_language (self));
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *move = sc_format_move_string (pos, moves[i], &letters, SC_FORMAT_DEFAULT);
      /* Castling is typed with the letter O as often as with zeros. */
      g_autofree char *with_o = g_strdelimit (g_strdup (move), "0", 'O');
      g_autofree char *long_move = NULL;

      if (strncmp (move, text, length) == 0 || strncmp (with_o, text, length) == 0)
        {
          g_ptr_array_add (fits, g_steal_pointer (&move));
          continue;
        }
      long_move = sc_format_move_string (pos, moves[i], &long_letters, SC_FORMAT_DEFAULT);
      if (starts_long_move (long_move, text))
        g_ptr_array_add (fits, g_steal_pointer (&long_move));
    }
  if (fits->len == 0)
    return FALSE;
  if (fits->len > 6)
    {
      g_ptr_array_set_size (fits, 6);
      g_ptr_array_add (fits, g_strdup ("…"));
    }
  g_ptr_array_add (fits, NULL);
  list = g_strjoinv (", ", (char **) fits->pdata);
  /* TRANSLATORS: %s: the legal moves that the text typed so far could
   * become, as "Qd2, Qe2, Qf3" */
  message = g_strdup_printf (_("Could be %s"), list);
  set_feedback (self, message, FALSE);
  return TRUE;
}

static void
update (ScMoveEntry *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  g_autofree char *message = NULL;
  g_autofree char *spelled = NULL;
  const char *single, *ended;
  gboolean single_unreadable = FALSE;
  ScPosition pos;

  clear_choices (self);
  self->suggested = NULL;
  self->instead = FALSE;
  g_clear_pointer (&self->result, g_free);
  memset (&self->parse, 0, sizeof self->parse);
  self->parse.status = SC_MOVE_PARSE_UNREADABLE;
  set_preview_move (self, 0);
  if (self->document == NULL || *text == '\0')
    {
      set_feedback (self, NULL, FALSE);
      return;
    }

  if (describe_result (self, text))
    return;
  current_position (self, &pos);
  /* After mate or stalemate no move can follow: say so, not why this one cannot. */
  ended = sc_position_describe_end (&pos);
  if (ended != NULL && !offer_instead (self, text) && !looks_like_several (text))
    {
      set_feedback (self, ended, TRUE);
      return;
    }
  /* A move typed with its number is previewed and named as one alone. */
  single = numbered_single_move (text);
  if (single != NULL)
    {
      sc_parse_move (&pos, single, -1, entry_language (self), &self->parse);
      single_unreadable = self->parse.status == SC_MOVE_PARSE_UNREADABLE;
    }
  if (self->parse.status == SC_MOVE_PARSE_OK || sc_parse_move (&pos, text, -1, entry_language (self), &self->parse))
    {
      spelled = sc_format_move_string (&pos, self->parse.move, &self->style, SC_FORMAT_DEFAULT);
      /* TRANSLATORS: the move as it will be written */
      message = g_strdup_printf (_("%s — Enter plays it"), spelled);
      set_feedback (self, message, FALSE);
      set_preview_move (self, self->parse.move);
      return;
    }

  switch (self->parse.status)
    {
    case SC_MOVE_PARSE_AMBIGUOUS:
      set_feedback (self, _("Several moves fit; press the number of one:"), FALSE);
      show_choices (self, &pos);
      break;
    case SC_MOVE_PARSE_PROMOTION_MISSING:
      set_feedback (self, _("Promote to which piece? Press its number:"), FALSE);
      show_choices (self, &pos);
      break;
    default:
      /* "e2" or "Ng1" is no move, but the start of one in long notation. */
      if ((self->parse.status == SC_MOVE_PARSE_UNREADABLE || self->parse.status == SC_MOVE_PARSE_ILLEGAL)
          && describe_unfinished (self, &pos, text))
        break;
      /* "7. Sd4": the move without its number tells whose letters it is in. */
      else if (single_unreadable && suggest_language (self, &pos, single))
        break;
      else if (looks_like_several (text))
        describe_several (self, text);
      else if (self->parse.status == SC_MOVE_PARSE_UNREADABLE && suggest_language (self, &pos, text))
        break;
      else if (offer_instead (self, text))
        break;
      else
        {
          message = sc_move_parse_describe (&self->parse, &pos, text, -1, &self->style);
          set_feedback (self, message, TRUE);
        }
      break;
    }
}

/* The field keeps its own history of the text, so that Ctrl+Z and
 * Ctrl+Shift+Z know whether they are the field's or the game's. */
static void
text_changed (ScMoveEntry *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  glong before = g_utf8_strlen (self->last_text, -1);
  glong after = g_utf8_strlen (text, -1);
  TextStep step = TEXT_STEP_OTHER;

  if (after == before + 1)
    step = TEXT_STEP_TYPED;
  else if (after == before - 1)
    step = TEXT_STEP_ERASED;
  if (!g_str_equal (text, self->last_text))
    {
      if (step == TEXT_STEP_OTHER || step != self->last_step)
        g_ptr_array_add (self->undo_texts, g_strdup (self->last_text));
      g_ptr_array_set_size (self->redo_texts, 0);
      g_free (self->last_text);
      self->last_text = g_strdup (text);
      self->last_step = step;
    }
  update (self);
}

/* Sets the text without a step of its own: the next one typed starts one. */
static void
set_text_unrecorded (ScMoveEntry *self,
                     const char  *text)
{
  g_free (self->last_text);
  self->last_text = g_strdup (text);
  self->last_step = TEXT_STEP_NONE;
  g_signal_handlers_block_by_func (self->entry, text_changed, self);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  g_signal_handlers_unblock_by_func (self->entry, text_changed, self);
  update (self);
}

static void
forget_steps (ScMoveEntry *self)
{
  g_ptr_array_set_size (self->undo_texts, 0);
  g_ptr_array_set_size (self->redo_texts, 0);
}

/* Text put in by playing or by the window starts a history of its own:
 * what was typed before is in the game now. */
static void
set_text_forgetting (ScMoveEntry *self,
                     const char  *text)
{
  forget_steps (self);
  set_text_unrecorded (self, text);
}

/* Undo (from undo_texts to redo_texts) or redo (the other way round);
 * FALSE when there is nothing to take. */
static gboolean
step_text (ScMoveEntry *self,
           GPtrArray   *from,
           GPtrArray   *to)
{
  g_autofree char *text = NULL;

  if (from->len == 0)
    return FALSE;
  text = g_ptr_array_steal_index (from, from->len - 1);
  g_ptr_array_add (to, g_strdup (self->last_text));
  set_text_unrecorded (self, text);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
  return TRUE;
}

static gboolean
play (ScMoveEntry *self,
      ScMove       move)
{
  gboolean played = FALSE;

  self->parse.move = move;
  g_signal_emit (self, signals[MOVE_ENTERED], 0, (guint) move, &self->parse, &played);
  if (played)
    set_text_forgetting (self, "");
  return played;
}

static void
read_several (ScMoveEntry *self,
              const char  *text)
{
  ScTextProblem problem = { 0 };
  g_autofree char *rest = NULL;

  if (sc_document_read_moves (self->document, text, -1, entry_language (self), NULL, &problem))
    {
      set_text_forgetting (self, "");
      return;
    }
  /* What was read is played; the rest stays, from the problem on. */
  rest = g_strstrip (g_strdup (text + problem.offset));
  set_text_forgetting (self, rest);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), 0);
  /* The field now starts at the problem: no line and column to give.
   * A move in another language's letters is named as when typed alone. */
  if (self->suggested == NULL)
    set_feedback (self, problem.message, TRUE);
  g_free (problem.message);
}

void
sc_move_entry_commit (ScMoveEntry *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (SC_IS_MOVE_ENTRY (self));

  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  if (*text == '\0' || self->document == NULL)
    return;
  if (self->suggested != NULL)
    switch_language (self);
  if (self->result != NULL)
    {
      sc_document_set_result (self->document, self->result);
      set_text_forgetting (self, "");
    }
  else if (self->parse.status == SC_MOVE_PARSE_OK)
    {
      /* Played where the move it replaces was: the game asks how. */
      if (self->instead)
        sc_document_set_current (self->document, sc_document_get_current (self->document)->parent);
      play (self, self->parse.move);
    }
  else if (self->parse.status != SC_MOVE_PARSE_AMBIGUOUS
           && self->parse.status != SC_MOVE_PARSE_PROMOTION_MISSING
           && looks_like_several (text))
    read_several (self, text);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

gboolean
sc_move_entry_choose (ScMoveEntry *self,
                      guint        number)
{
  g_return_val_if_fail (SC_IS_MOVE_ENTRY (self), FALSE);

  if (number < 1 || number > self->n_choices)
    return FALSE;
  return play (self, self->choice_moves[number - 1]);
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ScMoveEntry           *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  GdkModifierType mods = state & SC_SHORTCUT_MODIFIERS;

  if (mods == 0 && keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9 && self->n_choices > 0)
    return sc_move_entry_choose (self, keyval - GDK_KEY_0) || TRUE;
  if (mods == 0 && keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9 && self->n_choices > 0)
    return sc_move_entry_choose (self, keyval - GDK_KEY_KP_0) || TRUE;
  if (mods == 0 && keyval == GDK_KEY_Escape)
    {
      /* Whatever the field holds goes, as one step that Ctrl+Z undoes. */
      if (*text != '\0')
        {
          g_ptr_array_add (self->undo_texts, g_strdup (text));
          g_ptr_array_set_size (self->redo_texts, 0);
          set_text_unrecorded (self, "");
          set_feedback (self, _("Cleared: Ctrl+Z brings the text back"), FALSE);
        }
      return TRUE;
    }
  if ((keyval == GDK_KEY_z || keyval == GDK_KEY_Z) && mods == GDK_CONTROL_MASK)
    {
      gboolean redo = (state & GDK_SHIFT_MASK) != 0;

      if (redo ? step_text (self, self->redo_texts, self->undo_texts)
               : step_text (self, self->undo_texts, self->redo_texts))
        return TRUE;
      /* With nothing of the field's own to undo or redo, the empty field
       * undoes and redoes the game. */
      if (*text != '\0')
        return TRUE;
      return gtk_widget_activate_action (GTK_WIDGET (self), redo ? "win.redo" : "win.undo", NULL);
    }
  /* Pasting into the empty field is bulk entry: a whole game at once.
   * Ctrl+Shift+V is the window's Enter Game Text…. */
  if (mods == GDK_CONTROL_MASK && !(state & GDK_SHIFT_MASK) && (keyval == GDK_KEY_v || keyval == GDK_KEY_V)
      && *text == '\0')
    return gtk_widget_activate_action (GTK_WIDGET (self), "win.paste-game", NULL);
  /* With nothing selected to copy, Ctrl+C is the window's Copy Game. */
  if (mods == GDK_CONTROL_MASK && !(state & GDK_SHIFT_MASK) && (keyval == GDK_KEY_c || keyval == GDK_KEY_C)
      && !gtk_editable_get_selection_bounds (GTK_EDITABLE (self->entry), NULL, NULL))
    return gtk_widget_activate_action (GTK_WIDGET (self), "win.copy-game", NULL);
  return FALSE;
}

static void
current_changed (ScMoveEntry *self)
{
  update (self);
}

/* A change of the game while the field is empty is the latest step: the
 * text's steps before it are out of sight, and Ctrl+Z undoes the game's. */
static void
game_changed (ScMoveEntry *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (self->entry)) == '\0')
    forget_steps (self);
  update (self);
}

void
sc_move_entry_set_document (ScMoveEntry *self,
                            ScDocument  *document)
{
  g_return_if_fail (SC_IS_MOVE_ENTRY (self));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "notify::current", G_CALLBACK (current_changed), self);
      g_signal_connect_swapped (document, "changed", G_CALLBACK (game_changed), self);
    }
  update (self);
}

ScMove
sc_move_entry_get_preview_move (ScMoveEntry *self)
{
  g_return_val_if_fail (SC_IS_MOVE_ENTRY (self), 0);
  return self->preview_move;
}

/* An example in the letters of the notation: "Sf3" in German. */
static void
update_placeholder (ScMoveEntry *self)
{
  g_autofree char *knight = NULL;
  g_autofree char *text = NULL;
  ScNotationStyle letters = self->style;
  ScPosition start;

  letters.pieces = SC_PIECES_LETTERS;
  sc_position_init_start (&start);
  knight = sc_format_move_string (&start, sc_move_new (SC_SQUARE (6, 0), SC_SQUARE (5, 2), SC_MOVE_NORMAL, 0), &letters,
                                  SC_FORMAT_DEFAULT);
  if (sc_language_system (entry_language (self)) != SC_NOTATION_ALGEBRAIC)
    {
      /* Where squares are not named as in e2-e4, both examples are the
       * notation's own: "7163, 5254" in ICCF numbers. */
      g_autofree char *pawn = sc_format_move_string (&start, sc_move_new (SC_SQUARE (4, 1), SC_SQUARE (4, 3),
                                                                         SC_MOVE_NORMAL, 0),
                                                     &letters, SC_FORMAT_DEFAULT);

      /* TRANSLATORS: %s: Nf3 and e4 in a notation other than algebraic,
       * as 7163 and 5254 in ICCF numbers */
      text = g_strdup_printf (_("Type a move: %s, %s…"), knight, pawn);
    }
  else
    /* TRANSLATORS: %s: a knight's move in the notation's letters, as Nf3 */
    text = g_strdup_printf (_("Type a move: %s, e2-e4, 0-0…"), knight);
  gtk_entry_set_placeholder_text (self->entry, text);
}

void
sc_move_entry_set_style (ScMoveEntry           *self,
                         const ScNotationStyle *style)
{
  g_return_if_fail (SC_IS_MOVE_ENTRY (self));
  self->style = *style;
  update_placeholder (self);
  update (self);
}

void
sc_move_entry_start (ScMoveEntry *self,
                     const char  *text)
{
  int position;

  g_return_if_fail (SC_IS_MOVE_ENTRY (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
  position = (int) g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (self->entry)), -1);
  gtk_editable_insert_text (GTK_EDITABLE (self->entry), text, -1, &position);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), position);
}

const char *
sc_move_entry_get_text (ScMoveEntry *self)
{
  g_return_val_if_fail (SC_IS_MOVE_ENTRY (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->entry));
}

void
sc_move_entry_set_text (ScMoveEntry *self,
                        const char  *text)
{
  g_return_if_fail (SC_IS_MOVE_ENTRY (self));
  set_text_forgetting (self, text);
}

const char *
sc_move_entry_get_feedback (ScMoveEntry *self)
{
  g_return_val_if_fail (SC_IS_MOVE_ENTRY (self), NULL);
  return gtk_label_get_text (self->feedback);
}

gboolean
sc_move_entry_has_error (ScMoveEntry *self)
{
  g_return_val_if_fail (SC_IS_MOVE_ENTRY (self), FALSE);
  return gtk_widget_has_css_class (GTK_WIDGET (self->feedback), "error");
}

guint
sc_move_entry_get_n_choices (ScMoveEntry *self)
{
  g_return_val_if_fail (SC_IS_MOVE_ENTRY (self), 0);
  return self->n_choices;
}

GtkWidget *
sc_move_entry_get_text_widget (ScMoveEntry *self)
{
  g_return_val_if_fail (SC_IS_MOVE_ENTRY (self), NULL);
  return GTK_WIDGET (self->entry);
}

static void
sc_move_entry_dispose (GObject *object)
{
  ScMoveEntry *self = SC_MOVE_ENTRY (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->undo_texts, g_ptr_array_unref);
  g_clear_pointer (&self->redo_texts, g_ptr_array_unref);
  g_clear_pointer (&self->last_text, g_free);
  g_clear_pointer (&self->result, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), SC_TYPE_MOVE_ENTRY);
  G_OBJECT_CLASS (sc_move_entry_parent_class)->dispose (object);
}

/* Shift+Tab from the field goes to what is before it. The field has
 * nothing inside to go back to, yet GTK's own move among this widget's
 * children answered TRUE and left the keyboard in the field. */
static gboolean
sc_move_entry_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  GtkWidget *entry = GTK_WIDGET (SC_MOVE_ENTRY (widget)->entry);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  if (direction == GTK_DIR_TAB_BACKWARD && focus != NULL && (focus == entry || gtk_widget_is_ancestor (focus, entry)))
    return FALSE;
  return GTK_WIDGET_CLASS (sc_move_entry_parent_class)->focus (widget, direction);
}

static gboolean
sc_move_entry_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (SC_MOVE_ENTRY (widget)->entry));
}

static void
sc_move_entry_class_init (ScMoveEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_move_entry_dispose;
  object_class->get_property = sc_move_entry_get_property;
  widget_class->grab_focus = sc_move_entry_grab_focus;
  widget_class->focus = sc_move_entry_focus;

  /* ::move-entered (move, ScMoveParse *): play it; TRUE when played. */
  signals[MOVE_ENTERED] = g_signal_new ("move-entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        g_signal_accumulator_true_handled, NULL, NULL,
                                        G_TYPE_BOOLEAN, 2, G_TYPE_UINT, G_TYPE_POINTER);

  /* The legal move the text reads as, to preview; 0 for none. */
  properties[PROP_PREVIEW_MOVE] =
    g_param_spec_uint ("preview-move", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-move-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, ScMoveEntry, entry);
  gtk_widget_class_bind_template_child (widget_class, ScMoveEntry, feedback_area);
  gtk_widget_class_bind_template_child (widget_class, ScMoveEntry, feedback);
  gtk_widget_class_bind_template_child (widget_class, ScMoveEntry, choices_prompt);
  gtk_widget_class_bind_template_child (widget_class, ScMoveEntry, choices);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "moveentry");
}

static void
sc_move_entry_init (ScMoveEntry *self)
{
  GtkLayoutManager *layout;
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  sc_notation_style_init_preset (&self->style, SC_PRESET_FIDE, sc_language_for_locale ());

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->entry), keys);

  /* The field's history is its own: see text_changed (). */
  self->undo_texts = g_ptr_array_new_with_free_func (g_free);
  self->redo_texts = g_ptr_array_new_with_free_func (g_free);
  self->last_text = g_strdup ("");
  gtk_editable_set_enable_undo (GTK_EDITABLE (self->entry), FALSE);

  clear_choices (self);
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (text_changed), self);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (sc_move_entry_commit), self);
}

GtkWidget *
sc_move_entry_new (void)
{
  return g_object_new (SC_TYPE_MOVE_ENTRY, NULL);
}
