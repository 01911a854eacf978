/* sc-clipboard.h: the window's game, position and board on the clipboard
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sc-window.h"

G_BEGIN_DECLS

/* win.copy-game (Ctrl+C outside text fields): the game as PGN;
 * win.copy-fen (Ctrl+Shift+C): the position on the board as FEN;
 * win.copy-board: the board as a PNG and an SVG image at once. */
void      sc_clipboard_install_actions (GtkWidgetClass *widget_class);

/* The content win.copy-board puts on the clipboard. */
GdkContentProvider *sc_clipboard_board_content (ScWindow *window);

/* Whether text is one FEN record, and nothing else. */
gboolean  sc_clipboard_text_is_fen     (const char     *text);

G_END_DECLS
