/* sc-html-writer.c: games as one self-contained HTML page with inline SVG diagrams
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sc-board-image.h"
#include "sc-game-blocks.h"
#include "sc-html-writer.h"

static const char style_sheet[] =
  "body { font-family: 'DejaVu Serif', Georgia, serif; max-width: 42em; margin: 2em auto; padding: 0 1em;"
  " line-height: 1.45; color: #111; background: #fff; }\n"
  "h2 { font-size: 1.2em; margin: 2em 0 0.1em; }\n"
  ".details { font-style: italic; margin: 0 0 0.8em; }\n"
  ".legend { margin-top: 2em; font-size: 0.9em; }\n"
  "p.moves { margin: 0.3em 0; text-align: justify; }\n"
  "p.level1 { margin-left: 1.5em; } p.level2 { margin-left: 3em; } p.level3 { margin-left: 4.5em; }\n"
  ".main, .result { font-weight: bold; }\n"
  ".deep, .engine, .unread { font-style: italic; }\n"
  ".nowrap { white-space: nowrap; }\n"
  "figure.diagram { text-align: center; margin: 1em 0; }\n"
  "figure.diagram svg { max-width: 100%; height: auto; }\n"
  "figcaption { font-style: italic; font-size: 0.9em; }\n"
  "figcaption .result { font-style: normal; margin-left: 0.5em; }\n";

/* The diagram as an <svg> element, the board image's: its ids get a
 * prefix of their own, so that several diagrams can share one page. */
static void
append_diagram_svg (GString               *out,
                    const ScBlock         *block,
                    const ScExportOptions *options,
                    guint                  number)
{
  g_autoptr(GString) svg = NULL;
  g_autoptr(GBytes) image = NULL;
  g_autofree char *prefix = g_strdup_printf ("d%u-", number);
  g_autofree char *id = g_strdup_printf ("id=\"%s", prefix);
  g_autofree char *href = g_strdup_printf ("href=\"#%s", prefix);
  g_autofree char *url = g_strdup_printf ("url(#%s", prefix);
  ScDiagramFlags flags = SC_DIAGRAM_SIDE_TO_MOVE;
  double size = MIN (options->diagram_size, 240);
  gsize length;
  const char *start;

  if (block->flipped)
    flags |= SC_DIAGRAM_FLIPPED;
  if (options->coordinates)
    flags |= SC_DIAGRAM_COORDINATES;
  if (options->grayscale)
    flags |= SC_DIAGRAM_GRAYSCALE;
  image = sc_board_image_render (&block->position, (const ScMark *) block->marks->data, block->marks->len, flags,
                                 size, SC_BOARD_IMAGE_SVG, NULL);
  if (image == NULL)
    return;
  start = g_bytes_get_data (image, &length);
  svg = g_string_new_len (start, (gssize) length);
  g_string_replace (svg, "id=\"", id, 0);
  g_string_replace (svg, "href=\"#", href, 0);
  g_string_replace (svg, "url(#", url, 0);
  /* From the <svg> element on: no XML declaration inside HTML. */
  start = strstr (svg->str, "<svg");
  g_string_append (out, start != NULL ? start : svg->str);
}

static void
append_escaped (GString    *out,
                const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append (out, escaped);
}

static const char *
run_class (const ScTextRun *run)
{
  switch (run->kind)
    {
    case SC_RUN_COMMENT:
      return "comment";
    case SC_RUN_ENGINE_COMMENT:
      return "comment engine";
    case SC_RUN_RESULT:
      return "result";
    case SC_RUN_UNREAD:
      return "unread";
    case SC_RUN_NUMBER:
    case SC_RUN_MOVE:
    case SC_RUN_BRACKET:
    default:
      return run->depth == 0 ? "main" : run->depth == 1 ? "var" : "var deep";
    }
}

static void
append_paragraph (GString       *out,
                  const ScBlock *block)
{
  g_string_append_printf (out, "<p class=\"moves level%u\">", MIN (block->indent, 3));
  for (guint i = 0; i < block->runs->len; i++)
    {
      const ScTextRun *run = &g_array_index (block->runs, ScTextRun, i);
      const char *text = run->text;

      if (*text == ' ')
        {
          g_string_append_c (out, ' ');
          text++;
        }
      g_string_append_printf (out, "<span class=\"%s%s\">", run_class (run),
                              sc_text_run_is_words (run) ? "" : " nowrap");
      append_escaped (out, text);
      g_string_append (out, "</span>");
    }
  g_string_append (out, "</p>\n");
}

char *
sc_html_writer_write (GPtrArray             *file_games,
                      const ScExportOptions *options,
                      const char            *title)
{
  g_autoptr(GPtrArray) games = sc_games_with_headings (file_games);
  GString *page = g_string_new (NULL);
  g_autoptr(GString) body = g_string_new (NULL);
  const char *lang = options->style.language != NULL ? sc_language_code (options->style.language) : "en";
  guint diagrams = 0;
  g_autofree char *legend = NULL;
  /* The title a PDF of the games has: the first game's heading. */
  g_autofree char *first_heading = NULL;

  for (guint g = 0; g < games->len; g++)
    {
      g_autoptr(ScGameBlocks) blocks = sc_game_blocks_new (g_ptr_array_index (games, g), options);

      g_string_append (body, blocks->comments_only ? "<article class=\"note\">\n" : "<article class=\"game\">\n");
      if (!blocks->comments_only)
        {
          if (first_heading == NULL)
            first_heading = g_strdup (blocks->players);
          g_string_append (body, "<header>\n<h2>");
          append_escaped (body, blocks->players);
          g_string_append (body, "</h2>\n");
          if (*blocks->details != '\0')
            {
              g_string_append (body, "<p class=\"details\">");
              append_escaped (body, blocks->details);
              g_string_append (body, "</p>\n");
            }
          g_string_append (body, "</header>\n");
        }
      for (guint i = 0; i < blocks->blocks->len; i++)
        {
          const ScBlock *block = g_ptr_array_index (blocks->blocks, i);

          if (block->kind == SC_BLOCK_PARAGRAPH)
            {
              append_paragraph (body, block);
              continue;
            }
          g_string_append (body, "<figure class=\"diagram\">\n");
          append_diagram_svg (body, block, options, ++diagrams);
          g_string_append (body, "<figcaption>");
          append_escaped (body, block->caption);
          if (block->result != NULL)
            {
              g_string_append (body, " <span class=\"result\">");
              append_escaped (body, block->result);
              g_string_append (body, "</span>");
            }
          g_string_append (body, "</figcaption>\n</figure>\n");
        }
      g_string_append (body, "</article>\n");
    }
  legend = sc_glyph_legend (games);
  if (legend != NULL)
    {
      g_string_append (body, "<p class=\"legend\">");
      append_escaped (body, legend);
      g_string_append (body, "</p>\n");
    }
  g_string_append_printf (page, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                          "<meta name=\"generator\" content=\"Scoresheet %s\"/>\n<title>", lang, PACKAGE_VERSION);
  /* TRANSLATORS: what exported games are: the subject of a PDF, and the title of an HTML page without a game heading */
  append_escaped (page, title != NULL ? title : first_heading != NULL ? first_heading : _("Chess games"));
  g_string_append_printf (page, "</title>\n<style>\n%s</style>\n</head>\n<body>\n%s</body>\n</html>\n", style_sheet,
                          body->str);
  return g_string_free (page, FALSE);
}
