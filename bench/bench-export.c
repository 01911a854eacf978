/* bench-export.c: a 100-game bulletin to PDF, against LaTeX with xskak
 *
 * The first 100 games of the corpus, each with a diagram marked after
 * White's 20th move (or the last move of shorter games), laid out on A4 in
 * two columns and written as PDF; then, when pdflatex and xskak are
 * installed, the LaTeX export and pdflatex. xskak keeps every move in TeX
 * macros and runs out of TeX's memory after a few dozen games in one
 * document, and takes minutes: it gets the first LATEX_GAMES games, and
 * its time is scaled to the whole bulletin.
 *
 * The first LATEX_GAMES games are also written through our PDF export
 * alone, and page 1 of both PDFs is rendered (pdftoppm) and set side by
 * side (ImageMagick's convert) in one PNG, for the README: in the
 * directory given as the first argument, else beside the PDFs.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "sc-bulletin-layout.h"
#include "sc-export.h"
#include "sc-movetext-reader.h"
#include "sc-nag.h"
#include "sc-page-writer.h"
#include "sc-tex-writer.h"

#define N_GAMES 100
#define DIAGRAM_PLY 39
#define LATEX_GAMES 10

static GPtrArray *
bulletin_games (ScReadResult *result)
{
  GPtrArray *games = g_ptr_array_new ();

  for (guint i = 0; i < result->games->len && games->len < N_GAMES; i++)
    {
      ScGame *game = g_ptr_array_index (result->games, i);
      ScGameNode *node = sc_game_get_root (game);

      for (guint ply = 0; ply < DIAGRAM_PLY && node->first_child != NULL; ply++)
        node = node->first_child;
      if (node->parent == NULL)
        continue;
      sc_game_node_add_nag (node, SC_NAG_DIAGRAM);
      g_ptr_array_add (games, game);
    }
  return games;
}

/* Runs argv in dir; FALSE when it cannot be run or fails. */
static gboolean
run (const char  *dir,
     const char **argv)
{
  int status = 1;

  return g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL
                       | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL)
         && g_spawn_check_wait_status (status, NULL);
}

/* Page 1 of ours.pdf and latex.pdf in dir, side by side in out_dir. */
static void
write_side_by_side (const char *dir,
                    const char *out_dir)
{
  g_autofree char *png = g_build_filename (out_dir, "bulletin-side-by-side.png", NULL);
  const char *ours[] = { "pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", "ours.pdf", "ours", NULL };
  const char *latex[] = { "pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", "latex.pdf", "latex",
                          NULL };
  const char *join[] = { "convert", "ours.png", "latex.png", "-background", "white", "-splice", "12x0", "+append",
                         "-colors", "64", "-strip", png, NULL };

  if (!run (dir, ours) || !run (dir, latex) || !run (dir, join))
    {
      g_print ("pdftoppm or convert failed or missing: no side-by-side page\n");
      return;
    }
  g_print ("Page 1, ours (left) and LaTeX's (right): %s\n", png);
}

static gboolean
have_latex (void)
{
  g_autofree char *pdflatex = g_find_program_in_path ("pdflatex");
  g_autofree char *out = NULL;
  const char *argv[] = { "kpsewhich", "xskak.sty", "lambda.sty", NULL };
  int status = 1;

  if (pdflatex == NULL)
    return FALSE;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &out, NULL, &status, NULL))
    return FALSE;
  return status == 0 && out != NULL && strchr (out, '\n') != strrchr (out, '\n');
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *text = NULL;
  g_autoptr(ScReadResult) result = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(ScExportOptions) options = sc_export_options_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-export-XXXXXX", NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "bulletin.pdf", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(ScBulletinLayout) layout = NULL;
  gsize length;
  gint64 start;
  double seconds, latex_seconds;
  guint pages;

  if (!g_file_get_contents (path, &text, &length, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  result = sc_read_games (text, (gssize) length, sc_language_english ());
  games = bulletin_games (result);
  options->columns = 2;

  /* Warm the font caches and the piece set once, as a running program has them. */
  g_clear_object (&layout);
  layout = sc_bulletin_layout_new (games, options);

  start = g_get_monotonic_time ();
  if (!sc_export_games (games, options, "Bulletin", pdf, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  pages = sc_bulletin_layout_get_n_pages (layout);
  g_print ("Export benchmark: %u games, one diagram each, A4, two columns\n\n", games->len);
  g_print ("%-34s %8.3f s %6u pages %8.1f pages/s\n", "Scoresheet PDF (layout + write)", seconds, pages,
           pages / seconds);

  if (have_latex ())
    {
      g_autoptr(GPtrArray) some = g_ptr_array_new ();
      g_autofree char *tex = NULL;
      g_autofree char *tex_path = g_build_filename (dir, "latex.tex", NULL);
      g_autofree char *ours_path = g_build_filename (dir, "ours.pdf", NULL);
      g_autoptr(GFile) ours = g_file_new_for_path (ours_path);
      const char *latex_argv[] = { "pdflatex", "-interaction=batchmode", "-halt-on-error", "latex.tex", NULL };
      double scale, ours_seconds;
      int status = 1;

      for (guint i = 0; i < games->len && i < LATEX_GAMES; i++)
        g_ptr_array_add (some, g_ptr_array_index (games, i));
      scale = (double) games->len / some->len;
      start = g_get_monotonic_time ();
      if (!sc_export_games (some, options, "Bulletin", ours, NULL, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      ours_seconds = (g_get_monotonic_time () - start) / 1e6;
      g_print ("%-34s %8.3f s for %u games\n", "Scoresheet PDF, the same games", ours_seconds, some->len);
      tex = sc_tex_writer_write (some, options, "Bulletin", NULL);
      g_file_set_contents (tex_path, tex, -1, NULL);
      start = g_get_monotonic_time ();
      g_spawn_sync (dir, (char **) latex_argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL
                    | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL);
      latex_seconds = (g_get_monotonic_time () - start) / 1e6;
      if (status == 0)
        {
          g_print ("%-34s %8.3f s for %u games (one pass); %.1f s for %u scaled\n%-34s %8.1f\n",
                   "LaTeX export + pdflatex (xskak)", latex_seconds, some->len, latex_seconds * scale, games->len,
                   "ratio (LaTeX / Scoresheet)", latex_seconds * scale / seconds);
          g_autofree char *out_dir = g_canonicalize_filename (argc > 1 ? argv[1] : dir, NULL);

          /* The tools run in dir: out_dir as an absolute path. */
          write_side_by_side (dir, out_dir);
        }
      else
        g_print ("pdflatex failed on the LaTeX export (see %s/latex.log)\n", dir);
    }
  else
    g_print ("LaTeX route: pdflatex, xskak or lambda.sty not installed; skipped\n");
  g_print ("\nThe PDF: %s\n", pdf_path);
  return 0;
}
