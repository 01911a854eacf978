/* test-stream.c: games checked and written without a tree, as with one
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * sc_check_games () must find the problems sc_read_games () finds, and
 * sc_stream_movetext () must write what sc_write_movetext () writes of
 * the tree, byte for byte, and so must sc_read_game_writing () in one
 * pass, unless it declines: for every game of the corpus and of
 * tests/data, for games made to put marks and comments where the tree
 * reorders them, and for a game large enough to be handed on in pieces.
 */
#include "config.h"

#include <string.h>

#include "sc-movetext-reader.h"
#include "sc-movetext-writer.h"
#include "sc-pgn-index.h"
#include "sc-pgn-pipeline.h"
#include "sc-pgn-writer.h"

static void
take_flushed (GString  *out,
              gpointer  user_data)
{
  GString *all = user_data;

  /* All but the line being written, when short. */
  g_assert_cmpuint (out->len, >=, 64 * 1024 - 256);
  g_string_append_len (all, out->str, (gssize) out->len);
}

static void
assert_same_problems (ScReadResult *tree,
                      ScReadResult *checked)
{
  g_assert_cmpuint (checked->games->len, ==, tree->games->len);
  g_assert_cmpuint (checked->problems->len, ==, tree->problems->len);
  for (guint i = 0; i < tree->problems->len; i++)
    {
      ScTextProblem *a = &g_array_index (tree->problems, ScTextProblem, i);
      ScTextProblem *b = &g_array_index (checked->problems, ScTextProblem, i);

      g_assert_cmpint (b->kind, ==, a->kind);
      g_assert_cmpuint (b->game_number, ==, a->game_number);
      g_assert_cmpuint (b->line, ==, a->line);
      g_assert_cmpuint (b->column, ==, a->column);
      g_assert_cmpstr (b->message, ==, a->message);
    }
  for (guint i = 0; i < tree->games->len; i++)
    {
      ScGame *a = g_ptr_array_index (tree->games, i);
      ScGame *b = g_ptr_array_index (checked->games, i);

      g_autofree char *start_a = sc_position_to_fen (sc_game_get_start_position (a));
      g_autofree char *start_b = sc_position_to_fen (sc_game_get_start_position (b));

      g_assert_cmpstr (sc_game_get_result (b), ==, sc_game_get_result (a));
      g_assert_cmpstr (sc_game_get_closing_comment (b), ==, sc_game_get_closing_comment (a));
      g_assert_cmpstr (sc_game_get_heading (b), ==, sc_game_get_heading (a));
      g_assert_cmpstr (start_b, ==, start_a);
      g_assert_cmpuint (sc_game_get_n_tags (b), ==, sc_game_get_n_tags (a));
      for (guint t = 0; t < sc_game_get_n_tags (a); t++)
        {
          const char *name_a, *value_a, *name_b, *value_b;

          sc_game_get_nth_tag (a, t, &name_a, &value_a);
          sc_game_get_nth_tag (b, t, &name_b, &value_b);
          g_assert_cmpstr (name_b, ==, name_a);
          g_assert_cmpstr (value_b, ==, value_a);
        }
      g_assert_cmpstr (sc_game_get_source (b), ==, sc_game_get_source (a));
      g_assert_null (sc_game_get_root (b)->first_child);
    }
}

/* A game with something of everything a game holds, for one pass to
 * read the next game into (sc_game_reset ()): none of it may stay. */
static ScGame *
used_game (void)
{
  ScGame *game = sc_game_new ();
  ScGameNode *node;

  sc_game_set_tag (game, "Event", "The game before");
  sc_game_set_tag (game, "Annotator", "Someone");
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *name = g_strdup_printf ("Extra%u", i);

      sc_game_set_tag (game, name, "many tags, looked up by name");
    }
  g_assert_true (sc_game_set_start_fen (game, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", NULL));
  node = sc_game_node_append_child (sc_game_get_root (game), sc_move_new (SC_SQUARE (4, 1), SC_SQUARE (4, 3),
                                                                          SC_MOVE_NORMAL, SC_NO_PIECE_TYPE));
  sc_game_node_append_comment (node, FALSE, "a comment");
  sc_game_set_result (game, "1-0");
  sc_game_set_closing_comment (game, "the end");
  sc_game_set_heading (game, "the file before");
  sc_game_set_unread (game, "1. e4 Ke9", -1, 6);
  return game;
}

/* Spares that read games before, and keep something of everything:
 * a used game, a result with games, problems and warnings, and a writer
 * that wrote a game. None of it may show in the next game. */
static ScReadSpares *
used_spares (void)
{
  const char *written = "[Event \"Written\"]\n\n1. e4 {a comment} e5 (1... c5 2. Nf3) 2. Nf3 $1 1-0 {won}\n";
  const char *failed = "[FEN \"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1\"]\n\n1. Kd2 Kf8 2. Kz9 *\n\n"
                       "[Event \"Second\"]\n\n1. e4 *\n";
  /* Declined by one pass (a comment after a variation), its result given back. */
  const char *declined = "1. e4 (1. d4) {halfway} e5 *\n";
  ScReadSpares *spares = sc_read_spares_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  ScReadResult *result;
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  result = sc_read_game_writing (written, strlen (written), sc_language_english (), out, &pgn,
                                 SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP, spares);
  g_assert_nonnull (result);
  sc_read_spares_keep_result (spares, result);
  g_assert_null (sc_read_game_writing (declined, strlen (declined), sc_language_english (), out, &pgn,
                                       SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP, spares));
  result = sc_check_games (failed, -1, sc_language_english (), NULL, spares);
  g_assert_cmpuint (result->games->len, ==, 2);
  g_assert_cmpuint (result->problems->len, ==, 1);
  g_assert_cmpuint (result->warnings->len, ==, 1);
  sc_read_spares_keep_result (spares, result);
  sc_read_spares_keep_game (spares, used_game ());
  return spares;
}

/* Whether a variation opens inside another (outside comments). */
static gboolean
has_nested_variation (const char *text,
                      gsize       length)
{
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      if (text[i] == '{')
        while (i < length && text[i] != '}')
          i++;
      else if (text[i] == ';')
        while (i < length && text[i] != '\n')
          i++;
      else if (text[i] == '(' && ++depth > 1)
        return TRUE;
      else if (text[i] == ')' && depth > 0)
        depth--;
    }
  return FALSE;
}

/* Written in one pass, with no check before: the same text, unless
 * something follows a move's variations (the check noted it) or a
 * variation opens on a variation's first move (only nested variations
 * can), and then nothing, so that the caller reads the game into its
 * tree. */
static void
check_one_pass (const char            *text,
                gsize                  length,
                ScReadResult          *tree,
                ScMovetextNotes       *notes,
                const char            *expected,
                const ScNotationStyle *style,
                ScMovetextFlags        flags)
{
  const char *before = "[Tags \"before\"]\n\n";
  g_autoptr(ScReadSpares) spares = used_spares ();
  g_autoptr(GString) out = g_string_new (before);
  g_autoptr(ScReadResult) written = sc_read_game_writing (text, length, tree->language, out, style, flags,
                                                         spares);

  if (written == NULL)
    {
      g_assert_cmpstr (out->str, ==, before);
      g_assert_true (!sc_movetext_notes_is_empty (notes) || has_nested_variation (text, length));
      return;
    }
  g_assert_true (sc_movetext_notes_is_empty (notes));
  g_assert_cmpstr (out->str, ==, expected);
  assert_same_problems (tree, written);
  g_assert_cmpuint (written->warnings->len, ==, tree->warnings->len);
}

/* Checks one game's text both ways; returns how many bytes were written. */
static gsize
check_both_ways (const char *text,
                 gsize       length)
{
  static const struct {
    ScPreset        preset;
    gboolean        figurines;
    ScMovetextFlags flags;
  } styles[] = {
    { SC_PRESET_PGN, FALSE, SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP },
    { SC_PRESET_FIDE, FALSE, SC_MOVETEXT_WRAP },
    { SC_PRESET_FIGURINE, TRUE, SC_MOVETEXT_WRAP },
    { SC_PRESET_LONG, FALSE, SC_MOVETEXT_WRAP | SC_MOVETEXT_NO_RESULT },
  };
  g_autoptr(ScReadSpares) spares = used_spares ();
  g_autoptr(ScReadResult) tree = sc_read_games (text, (gssize) length, NULL);
  g_autoptr(ScMovetextNotes) notes = NULL;
  g_autoptr(ScReadResult) checked = sc_check_games (text, (gssize) length, tree->language, &notes, spares);
  gsize written = 0;

  assert_same_problems (tree, checked);
  if (tree->games->len != 1 || tree->problems->len > 0)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      ScNotationStyle pgn;

      /* Not for one pass either: the tree says where it went wrong. */
      sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
      g_assert_null (sc_read_game_writing (text, length, tree->language, out, &pgn,
                                           SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP, spares));
      g_assert_cmpuint (out->len, ==, 0);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    {
      g_autoptr(GString) expected = g_string_new ("[Tags \"before\"]\n\n");
      g_autoptr(GString) streamed = g_string_new (NULL);
      g_autoptr(GString) out = g_string_new ("[Tags \"before\"]\n\n");
      ScNotationStyle style;

      sc_notation_style_init_preset (&style, styles[i].preset, sc_language_lookup ("de"));
      if (styles[i].figurines)
        style.pieces = SC_PIECES_FIGURINES;
      sc_write_movetext (expected, g_ptr_array_index (tree->games, 0), &style, styles[i].flags);
      sc_stream_movetext (text, length, tree->language, notes, out, &style, styles[i].flags,
                          take_flushed, streamed);
      g_string_append_len (streamed, out->str, (gssize) out->len);
      g_assert_cmpstr (streamed->str, ==, expected->str);
      written += streamed->len;
      check_one_pass (text, length, tree, notes, expected->str, &style, styles[i].flags);
    }
  return written;
}

static void
test_file (gconstpointer data)
{
  const char *path = data;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ScPgnIndex) index = NULL;
  gsize length, streamed = 0;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  if (!g_utf8_validate_len (text, length, NULL))
    {
      char *utf8 = g_convert (text, (gssize) length, "UTF-8", "WINDOWS-1252", NULL, &length, NULL);

      g_free (text);
      text = utf8;
    }
  index = sc_pgn_index_scan (text, length);
  for (guint i = 0; i < sc_pgn_index_get_n_games (index); i++)
    {
      const ScPgnIndexEntry *entry = sc_pgn_index_get_game (index, i);

      streamed += check_both_ways (text + entry->offset, (gsize) entry->length);
    }
  g_test_message ("%s: %u games, %" G_GSIZE_FORMAT " bytes written without a tree",
                  path, sc_pgn_index_get_n_games (index), streamed);
}

/* Where the tree writes things in another order than the text has them. */
static const char *const reordered[] = {
  /* The root's NAGs before its comments; a move's marks before its
   * comments; what follows its variations, before them. */
  "{root} $1 {root 2} 1. e4 $2 {a} $3 {b} (1. d4 $4 {x}) {late} $5 (=) (1. c4) {later} 1... e5 *",
  "1. e4 ( $3 1. d4 ) e5 *",
  "1. e4 e5 ( $1 {before} 1... c5 (=) {c} ) $6 {after the variation} 2. Nf3 *",
  "1. e4 e5 2. Nf3(=) Nc6 3. Bb5!? {(=)} a6 (3... Nf6 {(=)}) (=) 4. Ba4 *",
  /* Variations on a variation's first move are more variations of the
   * move it replaces, written after it. */
  "1. e4 e5 (1... c5 (1... d5 (1... e6)) 2. Nf3) (1... f5 (1... g6) {late f5}) (1... c6) 2. Nf3 *",
  "1. e4 e5 (1... c5 (1... d5 $1 {d5}) $2 {late c5} (1... d6 (1... g6 (1... b6)) 2. d4) 2. Nf3 (2. Nc3)) 2. Nf3 *",
  "1. e4 (1. d4 (1. c4 (1. b3) (1. g3) e5) d5 (1... Nf6)) (1. f4) e5 *",
  /* Empty comments and variations vanish; "}" needs a comment to the
   * end of the line; comments in a row are one. */
  "1. e4 {}{ }{(=)} e5 ; a comment with } in it\n2. Nf3 {a} ; b } c\n{d} 2... Nc6 *",
  "1. e4 ( ) ( {only a comment} ) ( $1 ) e5 *",
  "{(=)} 1. e4 ( {(=)} 1. d4 ) *",
  "1. e4 {one\r\n  two\tthree}   {four} e5 *",
  /* A file's heading: before the tags, the first game's first comment. */
  "{A heading}\n; on two lines\n\n[Event \"A\"]\n\n{root} $1 1. e4 e5 *",
  /* Null moves, check and en passant marks, escaped lines, results
   * inside variations. */
  "1. e4 -- 2. d4 Z0 3. c4 + *",
  "1. e4 e5\n% an escaped line (with a parenthesis\n2. Nf3 (2. d4 1-0) Nc6 1/2-1/2",
  "[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n[SetUp \"1\"]\n\n1. exd6 e.p. Kd7 (1... Kf7 {x}) 2. Ke2 1-0",
  /* NAGs before a variation's first move; comments after the result;
   * comments that must not wrap to start a line with '[' or '%'. */
  "1. e4 e5 2. Nf3 ($142 2. d4 exd4) ($140 {or} $1 2. c3 (2. Bc4)) 2... Nc6 ( $6 ) 1-0 {on time} {really}",
  ("1. e4 {aaaaaaaaa bbbbbbbbbbb ccccccccc ddddddd eeeeeee fffffff ggggggg hhhhh [%clk 0:01:00] "
   "iiii jjjjjjjj kkkkkk llllllll mmmmmmm nnnnnnnn ooooooo ppppp %q rr} e5 *"),
  /* Another language, and problems, which both ways must report alike. */
  "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *",
  /* No result written: "*", whatever game it was read into. */
  "1. e4 e5 2. Nf3 Nc6",
  "1. e4 e5 2. Nf3 Qd5 3. d4 *",
  "1. e4 (1. d4 *",
  "1. e4 {no end",
};

static void
test_reordered (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (reordered); i++)
    {
      g_test_message ("%s", reordered[i]);
      check_both_ways (reordered[i], strlen (reordered[i]));
    }
}

/* Large enough that the writing is handed on in pieces, a comment among
 * them: a comment of a megabyte, variations, and marks after them. */
static void
test_large (void)
{
  g_autoptr(GString) text = g_string_new ("{");
  gsize written;

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, "word%u%s", i, i % 7 ? " " : "\n");
  g_string_append (text, "} 1. e4 e5");
  for (guint i = 0; i < 20000; i++)
    g_string_append_printf (text, " (1... c5 2. Nf3 {v%u} (2. Nc3 d6) d6) $%u {after %u}", i, i % 200, i);
  g_string_append (text, " 2. Nf3 *");
  written = check_both_ways (text->str, text->len);
  g_assert_cmpuint (written, >, 4 * 64 * 1024);
}

/* Variations each on the first move of the one around it: written in
 * one pass, each is read again after the one it is in, so one pass
 * leaves them to the tree, which bounds their depth. */
static char *
first_move_nest (guint depth)
{
  GString *text = g_string_new ("1. e4 ");

  for (guint i = 0; i < depth; i++)
    g_string_append (text, "(1. d4 ");
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, ')');
  g_string_append (text, " e5 *");
  return g_string_free (text, FALSE);
}

static void
test_first_move_nest (void)
{
  g_autofree char *shallow = first_move_nest (50);
  g_autofree char *deep = first_move_nest (4100);
  g_autoptr(ScReadResult) tree = sc_read_games (deep, -1, NULL);
  g_autoptr(GString) out = g_string_new (NULL);
  ScNotationStyle pgn;

  /* Under the bound: written the same after a check, declined in one pass. */
  check_both_ways (shallow, strlen (shallow));
  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  g_assert_null (sc_read_game_writing (shallow, strlen (shallow), sc_language_english (), out, &pgn,
                                       SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP, NULL));
  /* Over it: a problem, which one pass leaves to the tree too. */
  g_assert_cmpuint (tree->problems->len, ==, 1);
  g_assert_nonnull (strstr (g_array_index (tree->problems, ScTextProblem, 0).message, "4096"));
  check_both_ways (deep, strlen (deep));
  g_assert_cmpuint (out->len, ==, 0);
}

/* Comments with commands at every place of a line: one pass writes
 * them as the tree does, each command whole on its line. */
static void
test_commands_wrapped (void)
{
  for (guint shift = 0; shift < 80; shift++)
    {
      g_autofree char *padding = g_strnfill (shift + 1, 'x');
      g_autofree char *text = g_strdup_printf ("1. e4 {%s [%%clk 1:23:45]} e5 {w [%%engine Stockfish 15.1] "
                                               "[%%eval 0.3]} 2. Nf3 {[%%cal Ra1a8,Gb1c3] %s} Nc6 *",
                                               padding, padding);

      g_assert_cmpuint (check_both_ways (text, strlen (text)), >, 0);
    }
}

typedef struct {
  GString  *out;
  gboolean  one_pass;
  guint     written;   /* games written as they were read */
} PipelineOutput;

static void
pipeline_work (ScPgnPipelineGame *game,
               gpointer           user_data)
{
  PipelineOutput *o = user_data;

  if (game->movetext != NULL)
    {
      sc_write_pgn_tags (game->output, g_ptr_array_index (game->read->games, 0));
      g_string_append_len (game->output, game->movetext->str, (gssize) game->movetext->len);
      g_string_append (game->output, "\n\n");
      g_atomic_int_inc (&o->written);
      return;
    }
  for (guint i = 0; i < game->read->games->len; i++)
    sc_write_pgn_game (game->output, g_ptr_array_index (game->read->games, i));
}

static void
pipeline_done (ScPgnPipelineGame *game,
               gpointer           user_data)
{
  PipelineOutput *o = user_data;

  g_string_append_len (o->out, game->output->str, (gssize) game->output->len);
}

/* A whole file through the pipeline, on jobs threads, each game written
 * in one pass where it can be, or each read into its tree. */
static void
convert_in_pipeline (const char     *text,
                     guint           jobs,
                     PipelineOutput *o)
{
  g_autoptr(GInputStream) in = g_memory_input_stream_new_from_data (text, -1, NULL);
  g_autoptr(GError) error = NULL;
  ScPgnPipelineFuncs funcs = { NULL, pipeline_work, pipeline_done, FALSE,
                               o->one_pass ? SC_PGN_READ_WRITTEN : SC_PGN_READ_TREES };
  ScNotationStyle pgn;

  sc_notation_style_init_preset (&pgn, SC_PRESET_PGN, NULL);
  funcs.write_style = &pgn;
  funcs.write_flags = SC_MOVETEXT_PGN | SC_MOVETEXT_WRAP;
  g_assert_true (sc_pgn_pipeline_run (in, NULL, jobs, &funcs, o, &error));
  g_assert_no_error (error);
}

/* The corpus with the games above among its games: the pipeline writes
 * the file the same, on one thread and on two, whether most games are
 * written in one pass or all read into their trees. */
static void
test_pipeline (void)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *corpus = NULL;
  g_autoptr(GString) file = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) expected = g_string_new (NULL);
  PipelineOutput trees = { expected, FALSE, 0 };

  g_assert_true (g_file_get_contents (path, &corpus, NULL, &error));
  g_string_append (file, corpus);
  {
    g_autofree char *deep = first_move_nest (4100);

    g_string_append_printf (file, "[Event \"deep\"]\n\n%s\n\n", deep);
  }
  /* The last, "{no end", takes the rest of the file. */
  for (guint i = 0; i < G_N_ELEMENTS (reordered); i++)
    g_string_append_printf (file, "[Event \"reordered %u\"]\n\n%s\n\n", i, reordered[i]);

  convert_in_pipeline (file->str, 1, &trees);
  g_assert_cmpuint (trees.written, ==, 0);
  for (guint jobs = 1; jobs <= 2; jobs++)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      PipelineOutput one_pass = { out, TRUE, 0 };

      convert_in_pipeline (file->str, jobs, &one_pass);
      g_assert_cmpstr (out->str, ==, expected->str);
      /* The corpus's games, but for the first, and those of the games
       * above that one pass can write. */
      g_assert_cmpuint (one_pass.written, >=, 1999);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *corpus = g_build_filename (SC_TESTS_DATA_DIR, "corpus", NULL);
  const char *dirs[] = { corpus, SC_TESTS_DATA_DIR };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autoptr(GDir) dir = g_dir_open (dirs[d], 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".pgn") || g_str_has_suffix (name, ".txt"))
          g_ptr_array_add (paths, g_build_filename (dirs[d], name, NULL));
    }
  g_assert_cmpuint (paths->len, >=, 4);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (paths, i));
      g_autofree char *name = g_strdup_printf ("/stream/file/%s", base);

      g_test_add_data_func (name, g_ptr_array_index (paths, i), test_file);
    }
  g_test_add_func ("/stream/reordered", test_reordered);
  g_test_add_func ("/stream/large", test_large);
  g_test_add_func ("/stream/first-move-nest", test_first_move_nest);
  g_test_add_func ("/stream/commands-wrapped", test_commands_wrapped);
  g_test_add_func ("/stream/pipeline", test_pipeline);
  return g_test_run ();
}
