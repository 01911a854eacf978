/* sc-text-writer.c: games as plain UTF-8 text of 72 columns, as a
 * terminal shows them
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-game-blocks.h"
#include "sc-language.h"
#include "sc-text-writer.h"

#define TEXT_COLUMNS 72

/* The columns text takes on a terminal: two for a wide character (CJK),
 * none for a combining mark or a zero-width one. */
static guint
display_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_iszerowidth (c))
        width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

/* Fills out with text wrapped at TEXT_COLUMNS, each line after indent
 * spaces; breaks only at plain spaces, so "O-O-O" stays whole. */
static void
append_wrapped (GString    *out,
                const char *text,
                guint       indent)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint column = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      guint width = display_width (words[i]);

      if (*words[i] == '\0')
        continue;
      if (column > 0 && column + 1 + width > TEXT_COLUMNS)
        {
          g_string_append_c (out, '\n');
          column = 0;
        }
      if (column == 0)
        {
          for (guint s = 0; s < indent; s++)
            g_string_append_c (out, ' ');
          column = indent;
        }
      else
        {
          g_string_append_c (out, ' ');
          column++;
        }
      g_string_append (out, words[i]);
      column += width;
    }
  if (column > 0)
    g_string_append_c (out, '\n');
}

static void
append_piece (GString               *out,
              ScPiece                piece,
              const ScNotationStyle *style)
{
  ScPieceType type = SC_PIECE_TYPE (piece);
  gboolean black = SC_PIECE_COLOR (piece) == SC_BLACK;
  const char *letter;

  if (style->pieces != SC_PIECES_LETTERS)
    {
      /* Outline for White, filled for Black. */
      g_string_append (out, sc_figurine (type, black));
      return;
    }
  letter = type == SC_PAWN ? "P" : sc_language_letter (style->language ? style->language : sc_language_english (), type);
  if (letter == NULL || *letter == '\0')
    letter = "P";
  if (black)
    {
      g_autofree char *lower = g_utf8_strdown (letter, -1);

      g_string_append (out, lower);
    }
  else
    g_string_append (out, letter);
}

static void
append_board (GString               *out,
              const ScBlock         *block,
              const ScNotationStyle *style)
{
  for (int row = 0; row < 8; row++)
    {
      int rank = block->flipped ? row : 7 - row;

      g_string_append_printf (out, "    %d ", rank + 1);
      for (int column = 0; column < 8; column++)
        {
          int file = block->flipped ? 7 - column : column;
          ScPiece piece = sc_position_piece_at (&block->position, SC_SQUARE (file, rank));

          g_string_append_c (out, ' ');
          if (piece == SC_EMPTY)
            g_string_append (out, (file + rank) % 2 ? "·" : ":");
          else
            append_piece (out, piece, style);
        }
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "      ");
  for (int column = 0; column < 8; column++)
    g_string_append_printf (out, " %c", 'a' + (block->flipped ? 7 - column : column));
  g_string_append_c (out, '\n');
  if (block->result != NULL)
    {
      g_autofree char *caption = g_strconcat (block->caption, "  ", block->result, NULL);

      append_wrapped (out, caption, 4);
    }
  else
    append_wrapped (out, block->caption, 4);
}

char *
sc_text_writer_write (GPtrArray             *file_games,
                      const ScExportOptions *options)
{
  g_autoptr(GPtrArray) games = sc_games_with_headings (file_games);
  GString *out = g_string_new (NULL);
  g_autofree char *legend = NULL;

  for (guint g = 0; g < games->len; g++)
    {
      g_autoptr(ScGameBlocks) blocks = sc_game_blocks_new (g_ptr_array_index (games, g), options);

      if (g > 0)
        g_string_append (out, "\n\n");
      if (!blocks->comments_only)
        append_wrapped (out, blocks->players, 0);
      if (!blocks->comments_only && *blocks->details != '\0')
        append_wrapped (out, blocks->details, 0);
      for (guint i = 0; i < blocks->blocks->len; i++)
        {
          const ScBlock *block = g_ptr_array_index (blocks->blocks, i);

          /* A blank line after the heading; words alone have none. */
          if (i > 0 || !blocks->comments_only)
            g_string_append_c (out, '\n');
          if (block->kind == SC_BLOCK_DIAGRAM)
            append_board (out, block, &options->style);
          else
            {
              g_autofree char *text = sc_block_text (block);

              append_wrapped (out, text, MIN (block->indent, 4) * 2);
            }
        }
    }
  legend = sc_glyph_legend (games);
  if (legend != NULL)
    {
      g_string_append_c (out, '\n');
      append_wrapped (out, legend, 0);
    }
  return g_string_free (out, FALSE);
}
