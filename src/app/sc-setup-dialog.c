/* sc-setup-dialog.c: set up a position to start a game from
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-format.h"
#include "sc-position.h"
#include "sc-setup-dialog.h"

struct _ScSetupDialog {
  AdwWindow        parent_instance;

  /* Template widgets */
  ScSetupBoard    *board;
  GtkGrid         *palette;
  GtkToggleButton *white_button;
  GtkToggleButton *black_button;
  GtkCheckButton  *white_king_check;
  GtkCheckButton  *white_queen_check;
  GtkCheckButton  *black_king_check;
  GtkCheckButton  *black_queen_check;
  GtkEditable     *ep_entry;
  GtkSwitch       *chess960_switch;
  GtkEditable     *fen_entry;
  GtkLabel        *message;

  ScPieceSet      *piece_set;
  /* Each castling right's rook as the FEN last read named it, or
   * SC_NO_SQUARE: in Chess960 it may not be the outermost one. */
  ScSquare         castling_rooks[4];
  gboolean         syncing;
};

G_DEFINE_FINAL_TYPE (ScSetupDialog, sc_setup_dialog, ADW_TYPE_WINDOW)

enum {
  POSITION_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char piece_letters[] = "PNBRQK";

/* The boxes of the castling rights, in ScCastling bit order. */
static void
castling_checks (ScSetupDialog  *self,
                 GtkCheckButton *checks[4])
{
  checks[0] = self->white_king_check;
  checks[1] = self->white_queen_check;
  checks[2] = self->black_king_check;
  checks[3] = self->black_queen_check;
}

/* The note on castling rights the position cannot have, named by their
 * boxes' labels. */
static char *
dropped_note (ScSetupDialog *self,
              ScCastling     dropped)
{
  GtkCheckButton *checks[4];
  g_autoptr(GString) names = g_string_new (NULL);
  guint n_dropped = 0;

  castling_checks (self, checks);
  for (guint right = 0; right < 4; right++)
    if (dropped & (1u << right))
      {
        if (n_dropped++ > 0)
          /* TRANSLATORS: between the castling rights of a list, such as "White 0-0, Black 0-0" */
          g_string_append (names, C_("castling rights", ", "));
        g_string_append (names, gtk_check_button_get_label (checks[right]));
      }
  /* TRANSLATORS: %s: the castling boxes' labels, such as "Black 0-0" or
   * "White 0-0, Black 0-0"; their boxes are unticked */
  return g_strdup_printf (ngettext ("%s is not possible: the king or rook is not on its square",
                                    "%s are not possible: the kings or rooks are not on their squares",
                                    n_dropped),
                          names->str);
}

/* Checks fen; shows why it cannot start a game. A castling right its
 * position cannot have is dropped, as a file's FEN is read, and said,
 * as are the rights in unticked. The message keeps room for two lines
 * when empty, so that nothing above it moves as it comes and goes. */
static gboolean
check (ScSetupDialog *self,
       const char    *fen,
       ScPosition    *pos,
       ScCastling    *dropped_out,
       ScCastling     unticked)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *note = NULL;
  ScCastling dropped = 0;
  gboolean ok = gtk_switch_get_active (self->chess960_switch)
                ? sc_position_set_fen_chess960 (pos, fen, &dropped, &error)
                : sc_position_set_fen_lenient (pos, fen, &dropped, &error);

  if (dropped_out != NULL)
    *dropped_out = dropped;
  if (ok && (dropped | unticked) != 0)
    note = dropped_note (self, dropped | unticked);
  gtk_label_set_text (self->message, !ok ? error->message : note != NULL ? note : "");
  /* A note in the text's own colour: libadwaita's warning colour is too
   * faint on the window's background. */
  if (ok)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->message), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->message), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->fen_entry), "error");
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.accept", ok);
  return ok;
}

/* The rook on the back rank of color farthest out on side (0: towards
 * h, 1: towards a) of the king on king_file, or SC_NO_SQUARE. */
static ScSquare
outermost_rook (const ScPiece *squares,
                ScColor        color,
                guint          side,
                int            king_file)
{
  int rank = color == SC_WHITE ? 0 : 7;

  for (int i = 0; i < 8; i++)
    {
      int file = side == 0 ? 7 - i : i;

      if (side == 0 ? file <= king_file : file >= king_file)
        break;
      if (squares[SC_SQUARE (file, rank)] == SC_MAKE_PIECE (color, SC_ROOK))
        return SC_SQUARE (file, rank);
    }
  return SC_NO_SQUARE;
}

/* Castling right (in ScCastling bit order) in X-FEN: its letter in KQkq
 * for the outermost rook, else the file of the rook the FEN last named,
 * if it still stands there on the right side of the king. */
static char
chess960_castling_letter (ScSetupDialog *self,
                          const ScPiece *squares,
                          guint          right)
{
  ScColor color = right / 2;
  guint side = right % 2;
  int rank = color == SC_WHITE ? 0 : 7;
  int king_file = -1;
  ScSquare named = self->castling_rooks[right];
  ScSquare outermost;
  char file;

  for (int f = 0; f < 8; f++)
    if (squares[SC_SQUARE (f, rank)] == SC_MAKE_PIECE (color, SC_KING))
      king_file = f;
  outermost = king_file >= 0 ? outermost_rook (squares, color, side, king_file) : SC_NO_SQUARE;
  if (outermost == SC_NO_SQUARE || named == SC_NO_SQUARE || named == outermost
      || SC_SQUARE_RANK (named) != rank || squares[named] != SC_MAKE_PIECE (color, SC_ROOK)
      || (side == 0) != ((int) SC_SQUARE_FILE (named) > king_file))
    return "KQkq"[right];
  file = (char) ('a' + SC_SQUARE_FILE (named));
  return color == SC_WHITE ? g_ascii_toupper (file) : file;
}

/* The castling rights the board allows: the king on its first rank (on
 * e, but in Chess960) and a rook on that side of it (in the corner, but
 * in Chess960). */
static ScCastling
possible_castling (ScSetupDialog *self)
{
  const ScPiece *squares = sc_setup_board_get_squares (self->board);
  gboolean chess960 = gtk_switch_get_active (self->chess960_switch);
  ScCastling possible = 0;

  for (guint right = 0; right < 4; right++)
    {
      ScColor color = right / 2;
      guint side = right % 2;
      int rank = color == SC_WHITE ? 0 : 7;

      for (int file = 0; file < 8; file++)
        {
          ScSquare rook;

          if (squares[SC_SQUARE (file, rank)] != SC_MAKE_PIECE (color, SC_KING) || (!chess960 && file != 4))
            continue;
          rook = outermost_rook (squares, color, side, file);
          if (rook != SC_NO_SQUARE && (chess960 || SC_SQUARE_FILE (rook) == (side == 0 ? 7u : 0u)))
            possible |= 1u << right;
        }
    }
  return possible;
}

/* A box of a right the board does not allow is unticked and cannot be
 * ticked, so that the boxes say what the FEN says. Returns the rights
 * unticked here. */
static ScCastling
update_castling_checks (ScSetupDialog *self)
{
  ScCastling possible = possible_castling (self);
  GtkCheckButton *checks[4];
  ScCastling unticked = 0;
  gboolean syncing = self->syncing;

  castling_checks (self, checks);
  self->syncing = TRUE;
  for (guint right = 0; right < 4; right++)
    {
      gboolean allowed = (possible & (1u << right)) != 0;

      if (!allowed && gtk_check_button_get_active (checks[right]))
        {
          gtk_check_button_set_active (checks[right], FALSE);
          unticked |= 1u << right;
        }
      gtk_widget_set_sensitive (GTK_WIDGET (checks[right]), allowed);
    }
  self->syncing = syncing;
  return unticked;
}

static char *
build_fen (ScSetupDialog *self)
{
  const ScPiece *squares = sc_setup_board_get_squares (self->board);
  GString *fen = g_string_new (NULL);
  g_autofree char *ep = g_strstrip (g_strdup (gtk_editable_get_text (self->ep_entry)));
  GtkCheckButton *checks[4];
  gsize castling_start;

  castling_checks (self, checks);

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;

      for (int file = 0; file < 8; file++)
        {
          ScPiece piece = squares[SC_SQUARE (file, rank)];
          char letter;

          if (piece == SC_EMPTY)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            g_string_append_printf (fen, "%d", empty);
          empty = 0;
          letter = piece_letters[SC_PIECE_TYPE (piece)];
          g_string_append_c (fen, SC_PIECE_COLOR (piece) == SC_WHITE ? letter : g_ascii_tolower (letter));
        }
      if (empty > 0)
        g_string_append_printf (fen, "%d", empty);
      if (rank > 0)
        g_string_append_c (fen, '/');
    }
  g_string_append (fen, gtk_toggle_button_get_active (self->white_button) ? " w " : " b ");
  castling_start = fen->len;
  for (guint right = 0; right < 4; right++)
    if (gtk_check_button_get_active (checks[right]))
      g_string_append_c (fen, gtk_switch_get_active (self->chess960_switch)
                                ? chess960_castling_letter (self, squares, right) : "KQkq"[right]);
  if (fen->len == castling_start)
    g_string_append_c (fen, '-');
  g_string_append_printf (fen, " %s 0 1", *ep != '\0' ? ep : "-");
  return g_string_free (fen, FALSE);
}

/* The board and the fields changed: the FEN follows. */
static void
fields_changed (ScSetupDialog *self)
{
  g_autofree char *fen = NULL;
  ScCastling unticked;
  ScPosition pos;

  if (self->syncing)
    return;
  unticked = update_castling_checks (self);
  fen = build_fen (self);
  self->syncing = TRUE;
  gtk_editable_set_text (self->fen_entry, fen);
  self->syncing = FALSE;
  check (self, fen, &pos, NULL, unticked);
}

static void
show_position (ScSetupDialog    *self,
               const ScPosition *pos)
{
  g_autoptr(GString) ep = g_string_new (NULL);

  self->syncing = TRUE;
  sc_setup_board_set_squares (self->board, pos->board);
  gtk_toggle_button_set_active (self->white_button, pos->side_to_move == SC_WHITE);
  gtk_toggle_button_set_active (self->black_button, pos->side_to_move == SC_BLACK);
  gtk_check_button_set_active (self->white_king_check, pos->castling & SC_CASTLE_WHITE_KING);
  gtk_check_button_set_active (self->white_queen_check, pos->castling & SC_CASTLE_WHITE_QUEEN);
  gtk_check_button_set_active (self->black_king_check, pos->castling & SC_CASTLE_BLACK_KING);
  gtk_check_button_set_active (self->black_queen_check, pos->castling & SC_CASTLE_BLACK_QUEEN);
  for (guint right = 0; right < 4; right++)
    self->castling_rooks[right] = pos->castling & (1u << right) ? pos->castling_rooks[right] : SC_NO_SQUARE;
  if (pos->ep_square != SC_NO_SQUARE)
    sc_format_square (ep, pos->ep_square);
  gtk_editable_set_text (self->ep_entry, ep->str);
  update_castling_checks (self);
  self->syncing = FALSE;
}

static void
set_chess960_quietly (ScSetupDialog *self,
                      gboolean       chess960)
{
  gboolean syncing = self->syncing;

  self->syncing = TRUE;
  gtk_switch_set_active (self->chess960_switch, chess960);
  self->syncing = syncing;
}

/* The FEN field read as the switch says: the board and the fields
 * follow when it is right. */
static void
read_fen (ScSetupDialog *self)
{
  ScPosition pos;

  if (check (self, gtk_editable_get_text (self->fen_entry), &pos, NULL, 0))
    show_position (self, &pos);
}

/* A FEN typed or pasted. Castling only Chess960 has (rook files, or
 * KQkq with the king off e1) turns Chess960 on. */
static void
fen_changed (ScSetupDialog *self)
{
  const char *fen = gtk_editable_get_text (self->fen_entry);
  ScPosition pos;

  if (self->syncing)
    return;
  if (!gtk_switch_get_active (self->chess960_switch))
    {
      gboolean plain = sc_position_set_fen (&pos, fen, NULL);

      if ((plain && pos.chess960) || (!plain && sc_position_set_fen_chess960 (&pos, fen, NULL, NULL)))
        set_chess960_quietly (self, TRUE);
    }
  read_fen (self);
}

/* The FEN stays as it is, read again the other way: the rights that
 * only Chess960 allows come back when it is turned on again. */
static void
chess960_toggled (ScSetupDialog *self)
{
  if (!self->syncing)
    read_fen (self);
}

static void
accept_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ScSetupDialog *self = SC_SETUP_DIALOG (widget);
  g_autofree char *fen = g_strstrip (g_strdup (gtk_editable_get_text (self->fen_entry)));
  ScCastling dropped;
  ScPosition pos;

  if (!check (self, fen, &pos, &dropped, 0))
    return;
  /* The game starts from the position as read, without a dropped right. */
  if (dropped != 0)
    {
      g_free (fen);
      fen = sc_position_to_fen (&pos);
    }
  g_signal_emit (self, signals[POSITION_CHOSEN], 0, fen, gtk_switch_get_active (self->chess960_switch));
  gtk_window_close (GTK_WINDOW (self));
}

static void
fen_activated (ScSetupDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "setup.accept", NULL);
}

static void
set_fen (ScSetupDialog *self,
         const char    *fen)
{
  gtk_editable_set_text (self->fen_entry, fen);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ScSetupDialog *self = SC_SETUP_DIALOG (widget);
  static const ScPiece empty[64] = { 0 };

  self->syncing = TRUE;
  sc_setup_board_set_squares (self->board, empty);
  gtk_check_button_set_active (self->white_king_check, FALSE);
  gtk_check_button_set_active (self->white_queen_check, FALSE);
  gtk_check_button_set_active (self->black_king_check, FALSE);
  gtk_check_button_set_active (self->black_queen_check, FALSE);
  gtk_editable_set_text (self->ep_entry, "");
  self->syncing = FALSE;
  /* The FEN follows, and says that kings are missing. */
  fields_changed (self);
}

static void
start_position_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  ScSetupDialog *self = SC_SETUP_DIALOG (widget);

  set_chess960_quietly (self, FALSE);
  set_fen (self, SC_START_FEN);
}

static void
chess960_position_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  ScSetupDialog *self = SC_SETUP_DIALOG (widget);
  g_autofree char *fen = sc_chess960_start_fen ((guint) g_random_int_range (0, SC_CHESS960_N_POSITIONS));

  set_chess960_quietly (self, TRUE);
  set_fen (self, fen);
}

/* The palette: one stop of the Tab key, the arrow keys choose within it,
 * as in a group of radio buttons. Only the chosen button takes focus. */

static void
palette_toggled (GtkToggleButton *button,
                 ScSetupDialog   *self)
{
  gboolean active = gtk_toggle_button_get_active (button);

  gtk_widget_set_focusable (GTK_WIDGET (button), active);
  if (active)
    sc_setup_board_set_selected (self->board,
                                 (ScPiece) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "piece")));
}

static gboolean
palette_key_pressed (ScSetupDialog   *self,
                     guint            keyval,
                     guint            keycode,
                     GdkModifierType  state)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self->palette));
  int column, row, width, height;
  int step_column = 0, step_row = 0;
  GtkWidget *next;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: step_column = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: step_column = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: step_row = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: step_row = 1; break;
    default: return FALSE;
    }
  if (focus == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  gtk_grid_query_child (self->palette, focus, &column, &row, &width, &height);
  /* Leftwards from the eraser, which spans both rows, to the first row. */
  next = gtk_grid_get_child_at (self->palette, step_column > 0 ? column + width : column + step_column,
                                step_row > 0 ? row + height : row + step_row);
  if (next == NULL)
    return TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (next), TRUE);
  gtk_widget_grab_focus (next);
  return TRUE;
}

static GtkWidget *
palette_button (ScSetupDialog   *self,
                ScPiece          piece,
                const char      *name,
                GtkToggleButton *group)
{
  GtkWidget *button = gtk_toggle_button_new ();

  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_focusable (button, FALSE);
  g_object_set_data (G_OBJECT (button), "piece", GUINT_TO_POINTER (piece));
  if (group != NULL)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
  g_signal_connect (button, "toggled", G_CALLBACK (palette_toggled), self);
  return button;
}

static void
build_palette (ScSetupDialog *self)
{
  static const char *names[2][6] = {
    { N_("White pawn"), N_("White knight"), N_("White bishop"), N_("White rook"), N_("White queen"), N_("White king") },
    { N_("Black pawn"), N_("Black knight"), N_("Black bishop"), N_("Black rook"), N_("Black queen"), N_("Black king") },
  };
  GtkToggleButton *first = NULL;
  GtkWidget *eraser;
  GtkEventController *keys;

  for (ScColor color = SC_WHITE; color <= SC_BLACK; color++)
    for (ScPieceType type = SC_PAWN; type <= SC_KING; type++)
      {
        ScPiece piece = SC_MAKE_PIECE (color, SC_KING - type);
        GtkWidget *button = palette_button (self, piece, _(names[color][SC_KING - type]), first);
        /* A fixed size: the palette keeps its size whatever the window's. */
        GtkWidget *image = gtk_image_new_from_paintable (
          GDK_PAINTABLE (sc_piece_set_get_texture (self->piece_set, piece, 64)));

        gtk_image_set_pixel_size (GTK_IMAGE (image), 32);
        gtk_button_set_child (GTK_BUTTON (button), image);
        gtk_widget_add_css_class (button, "palette-piece");
        if (first == NULL)
          first = GTK_TOGGLE_BUTTON (button);
        gtk_grid_attach (self->palette, button, (int) type, (int) color, 1, 1);
      }
  eraser = palette_button (self, SC_EMPTY, _("Eraser"), first);
  gtk_button_set_icon_name (GTK_BUTTON (eraser), "edit-clear-symbolic");
  gtk_widget_add_css_class (eraser, "flat");
  gtk_widget_set_valign (eraser, GTK_ALIGN_CENTER);
  gtk_grid_attach (self->palette, eraser, 6, 0, 1, 2);
  gtk_toggle_button_set_active (first, TRUE);

  keys = gtk_event_controller_key_new ();
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (palette_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->palette), keys);
}

/* Construction */

static void
sc_setup_dialog_dispose (GObject *object)
{
  ScSetupDialog *self = SC_SETUP_DIALOG (object);

  g_clear_object (&self->piece_set);
  gtk_widget_dispose_template (GTK_WIDGET (self), SC_TYPE_SETUP_DIALOG);
  G_OBJECT_CLASS (sc_setup_dialog_parent_class)->dispose (object);
}

static void
sc_setup_dialog_class_init (ScSetupDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sc_setup_dialog_dispose;

  /* ::position-chosen (fen, chess960): a good position to start a game
   * from, and whether the game is Chess960. */
  signals[POSITION_CHOSEN] =
    g_signal_new ("position-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);

  g_type_ensure (SC_TYPE_SETUP_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/scoresheet/Scoresheet/sc-setup-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, board);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, palette);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, white_button);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, black_button);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, white_king_check);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, white_queen_check);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, black_king_check);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, black_queen_check);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, ep_entry);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, chess960_switch);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, ScSetupDialog, message);
  gtk_widget_class_bind_template_callback (widget_class, fields_changed);
  gtk_widget_class_bind_template_callback (widget_class, fen_changed);
  gtk_widget_class_bind_template_callback (widget_class, chess960_toggled);
  gtk_widget_class_bind_template_callback (widget_class, fen_activated);

  gtk_widget_class_install_action (widget_class, "setup.accept", NULL, accept_action);
  gtk_widget_class_install_action (widget_class, "setup.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "setup.start-position", NULL, start_position_action);
  gtk_widget_class_install_action (widget_class, "setup.chess960-position", NULL, chess960_position_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sc_setup_dialog_init (ScSetupDialog *self)
{
  for (guint right = 0; right < 4; right++)
    self->castling_rooks[right] = SC_NO_SQUARE;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->board, "changed", G_CALLBACK (fields_changed), self);
}

GtkWidget *
sc_setup_dialog_new (ScPieceSet *piece_set,
                     const char *fen)
{
  ScSetupDialog *self = g_object_new (SC_TYPE_SETUP_DIALOG, NULL);

  self->piece_set = g_object_ref (piece_set);
  sc_setup_board_set_piece_set (self->board, piece_set);
  build_palette (self);
  gtk_editable_set_text (self->fen_entry, fen != NULL ? fen : SC_START_FEN);
  return GTK_WIDGET (self);
}

GtkEditable *
sc_setup_dialog_get_fen_entry (ScSetupDialog *self)
{
  g_return_val_if_fail (SC_IS_SETUP_DIALOG (self), NULL);
  return self->fen_entry;
}

ScSetupBoard *
sc_setup_dialog_get_board (ScSetupDialog *self)
{
  g_return_val_if_fail (SC_IS_SETUP_DIALOG (self), NULL);
  return self->board;
}

gboolean
sc_setup_dialog_get_chess960 (ScSetupDialog *self)
{
  g_return_val_if_fail (SC_IS_SETUP_DIALOG (self), FALSE);
  return gtk_switch_get_active (self->chess960_switch);
}

void
sc_setup_dialog_set_chess960 (ScSetupDialog *self,
                              gboolean       chess960)
{
  g_return_if_fail (SC_IS_SETUP_DIALOG (self));

  /* The FEN stays as it is, read again the other way. */
  set_chess960_quietly (self, chess960);
  fen_changed (self);
}

const char *
sc_setup_dialog_get_message (ScSetupDialog *self)
{
  g_return_val_if_fail (SC_IS_SETUP_DIALOG (self), NULL);
  return *gtk_label_get_text (self->message) != '\0' ? gtk_label_get_text (self->message) : NULL;
}
