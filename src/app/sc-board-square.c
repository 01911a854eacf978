/* sc-board-square.c: the accessible face of one square of the board
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sc-board-square.h"

struct _ScBoardSquare {
  GtkWidget parent_instance;
  ScSquare  square;
  ScPiece   piece;
};

G_DEFINE_FINAL_TYPE (ScBoardSquare, sc_board_square, GTK_TYPE_WIDGET)

static void
sc_board_square_class_init (ScBoardSquareClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
  gtk_widget_class_set_css_name (widget_class, "boardsquare");
}

static void
sc_board_square_init (ScBoardSquare *self)
{
  /* Pointer events belong to the board, which knows about drags. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

static const char *
piece_name (ScPiece piece)
{
  static const char *names[2][SC_N_PIECE_TYPES] = {
    { N_("white pawn"), N_("white knight"), N_("white bishop"), N_("white rook"), N_("white queen"), N_("white king") },
    { N_("black pawn"), N_("black knight"), N_("black bishop"), N_("black rook"), N_("black queen"), N_("black king") },
  };

  return _(names[SC_PIECE_COLOR (piece)][SC_PIECE_TYPE (piece)]);
}

static void
update_label (ScBoardSquare *self)
{
  char name[3] = { 'a' + SC_SQUARE_FILE (self->square), '1' + SC_SQUARE_RANK (self->square), 0 };
  g_autofree char *label = NULL;

  /* TRANSLATORS: a square of the chess board and what stands on it, e.g. "e4, white knight" */
  label = self->piece == SC_EMPTY ? g_strdup_printf (_("%s, empty"), name)
                                  : g_strdup_printf (_("%s, %s"), name, piece_name (self->piece));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

GtkWidget *
sc_board_square_new (ScSquare square)
{
  ScBoardSquare *self = g_object_new (SC_TYPE_BOARD_SQUARE, NULL);

  self->square = square;
  update_label (self);
  return GTK_WIDGET (self);
}

ScSquare
sc_board_square_get_square (ScBoardSquare *self)
{
  g_return_val_if_fail (SC_IS_BOARD_SQUARE (self), SC_NO_SQUARE);
  return self->square;
}

void
sc_board_square_set_piece (ScBoardSquare *self,
                           ScPiece        piece)
{
  g_return_if_fail (SC_IS_BOARD_SQUARE (self));

  if (self->piece == piece)
    return;
  self->piece = piece;
  update_label (self);
}
