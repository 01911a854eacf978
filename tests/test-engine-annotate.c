/* test-engine-annotate.c: an engine's analysis written into real games
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analyses in tests/data/analysis are what Stockfish 15.1 wrote for
 * games of the corpus; no engine runs here.
 */
#include "config.h"

#include <string.h>

#include "sc-comment.h"
#include "sc-engine-annotate.h"
#include "sc-engine-sentence.h"
#include "sc-format.h"
#include "sc-movetext-reader.h"
#include "sc-pgn-writer.h"

static ScGame *
read_one (const char *text,
          gssize      length)
{
  g_autoptr(ScReadResult) result = sc_read_games (text, length, sc_language_english ());

  g_assert_cmpuint (result->problems->len, ==, 0);
  g_assert_cmpuint (result->games->len, ==, 1);
  return g_object_ref (g_ptr_array_index (result->games, 0));
}

/* The game of the corpus played in round. */
static ScGame *
corpus_game (guint round)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "corpus", "selfplay.pgn", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *tag = g_strdup_printf ("[Round \"%u\"]", round);
  const char *start, *end;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  start = strstr (contents, tag);
  g_assert_nonnull (start);
  while (start > contents && strncmp (start, "[Event", 6) != 0)
    start--;
  end = strstr (start + 1, "\n[Event");
  return read_one (start, end != NULL ? end - start : -1);
}

static ScGameAnalysis *
fixed_analysis (ScGame     *game,
                const char *name)
{
  g_autofree char *path = g_build_filename (SC_TESTS_DATA_DIR, "analysis", name, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  ScGameAnalysis *analysis = sc_game_analysis_new (game);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      char *info = NULL;
      guint64 ply;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      ply = g_ascii_strtoull (lines[i], &info, 10);
      g_assert_true (sc_game_analysis_add_info (analysis, (guint) ply, info + 1, &error));
      g_assert_no_error (error);
    }
  sc_game_analysis_set_engine_name (analysis, "Stockfish 15.1");
  return analysis;
}

static char *
pgn (ScGame *game)
{
  GString *out = g_string_new (NULL);

  sc_write_pgn_game (out, game);
  return g_string_free (out, FALSE);
}

/* The node of the move played in position ply of the main line. */
static ScGameNode *
move_at (ScGame *game,
         guint   ply)
{
  ScGameNode *node = sc_game_get_root (game)->first_child;

  for (guint i = 0; i < ply; i++)
    node = node->first_child;
  return node;
}

/* The moves of the line from node on, in SAN. */
static char *
line_san (ScGame     *game,
          ScGameNode *node)
{
  GString *out = g_string_new (NULL);
  ScPosition pos;

  sc_game_position_at (game, node->parent, &pos);
  for (; node != NULL; node = node->first_child)
    {
      g_autofree char *san = sc_format_san (&pos, node->move);
      ScUndo undo;

      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", san);
      sc_position_make_move (&pos, node->move, &undo);
    }
  return g_string_free (out, FALSE);
}

static ScGameEdit *
annotate (ScGame          *game,
          ScGameAnalysis  *analysis,
          const char      *language,
          ScAnnotateFlags  flags)
{
  g_autoptr(GError) error = NULL;
  ScNotationStyle style;
  ScGameEdit *undo;

  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, sc_language_lookup (language));
  undo = sc_game_annotate (game, analysis, &style, flags, &error);
  g_assert_no_error (error);
  g_assert_nonnull (undo);
  return undo;
}

static void
assert_nags (const ScGameNode *node,
             const char       *expected)
{
  g_autoptr(GString) nags = g_string_new (NULL);

  for (guint i = 0; i < node->n_nags; i++)
    g_string_append_printf (nags, "%s%u", i > 0 ? " " : "", node->nags[i]);
  g_assert_cmpstr (nags->str, ==, expected);
}

/* The engine's variation beside node: its moves, and its mark. */
static void
assert_engine_line (ScGame           *game,
                    const ScGameNode *node,
                    const char       *expected)
{
  ScGameNode *line = node->next_sibling;
  g_autofree char *moves = NULL;

  g_assert_nonnull (line);
  g_assert_null (line->next_sibling);
  g_assert_cmpstr (line->comment_before, ==, "[%engine Stockfish 15.1]");
  moves = line_san (game, line);
  g_assert_cmpstr (moves, ==, expected);
}

static void
test_blunder_and_evals (void)
{
  g_autoptr(ScGame) game = corpus_game (148);
  g_autoptr(ScGameAnalysis) analysis = fixed_analysis (game, "selfplay-148.txt");
  g_autoptr(ScGameEdit) undo = NULL;
  g_autofree char *before = pgn (game);
  g_autofree char *after = NULL;
  ScEval eval;

  undo = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  after = pgn (game);
  /* Only 6...Na6 changed the game's outcome: Rf8 held, Na6 allows Qf7#. */
  g_assert_cmpstr (strstr (after, "\n\n1. e4"), ==,
    "\n\n1. e4 {[%engine Stockfish 15.1] [%eval 0.20]} 1... e5\n"
    "{[%engine Stockfish 15.1] [%eval 0.47]} 2. Nf3\n"
    "{[%engine Stockfish 15.1] [%eval 0.43]} 2... Nf6\n"
    "{[%engine Stockfish 15.1] [%eval 0.50]} 3. d4\n"
    "{[%engine Stockfish 15.1] [%eval 0.31]} 3... Be7\n"
    "{[%engine Stockfish 15.1] [%eval 0.57]} 4. dxe5\n"
    "{[%engine Stockfish 15.1] [%eval 0.54]} 4... Nxe4\n"
    "{[%engine Stockfish 15.1] [%eval 0.60]} 5. Qd5\n"
    "{[%engine Stockfish 15.1] [%eval 0.66]} 5... f5\n"
    "{[%engine Stockfish 15.1] [%eval 1.50]} 6. Bc4\n"
    "{[%engine Stockfish 15.1] [%eval 1.48]} 6... Na6 $4\n"
    "{[%engine Stockfish 15.1] [%eval #1] [%enginenag 4] allows mate in 1}\n"
    "({[%engine Stockfish 15.1]} 6... Rf8 7. O-O c6 8. Qd1 d5 9. exd6 Qxd6 10. Nd4\n"
    "Na6 11. Re1) 7. Qf7# 1-0\n\n");
  assert_nags (move_at (game, 11), "4");
  assert_engine_line (game, move_at (game, 11), "Rf8 O-O c6 Qd1 d5 exd6 Qxd6 Nd4 Na6 Re1");
  /* The evaluations read back as other programs read them. */
  g_assert_true (sc_comment_get_eval (move_at (game, 9)->comment_after, &eval));
  g_assert_false (eval.mate);
  g_assert_cmpfloat (eval.value, ==, 1.5);
  g_assert_true (sc_comment_get_eval (move_at (game, 11)->comment_after, &eval));
  g_assert_true (eval.mate);
  g_assert_cmpfloat (eval.value, ==, 1);
  /* The mate itself ends the game: nothing to say after it. */
  g_assert_null (move_at (game, 12)->comment_after);

  /* One step of undo takes it all back, exactly; redo brings it again. */
  undo = sc_game_edit_apply (game, g_steal_pointer (&undo));
  {
    g_autofree char *undone = pgn (game);
    g_autofree char *redone = NULL;

    g_assert_cmpstr (undone, ==, before);
    undo = sc_game_edit_apply (game, g_steal_pointer (&undo));
    redone = pgn (game);
    g_assert_cmpstr (redone, ==, after);
  }
}

static void
test_sentences (void)
{
  g_autoptr(ScGame) game = corpus_game (8);
  g_autoptr(ScGameAnalysis) analysis = fixed_analysis (game, "selfplay-8.txt");
  g_autoptr(ScGameEdit) undo G_GNUC_UNUSED = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  const struct { guint ply; const char *nags, *comment, *line; } moves[] = {
    { 0, "", "[%engine Stockfish 15.1] [%eval 0.25]", NULL },
    /* 6...Nd4?! and 7.d3? lose ground but no material the lines show. */
    { 11, "6", "[%engine Stockfish 15.1] [%eval 2.49] [%enginenag 6]",
      "Na5 d3 f6 Nge4 b5 Qh5+ Ng6 Bb3 Bb4 O-O" },
    { 12, "2", "[%engine Stockfish 15.1] [%eval -0.08] [%enginenag 2]",
      "d6 cxd6 Bxf7+ Kd7 O-O Kc7 Bd5 Qe8 f4 Kb8" },
    /* 8.Nxf7? gives the knight for a pawn, and b5 takes the bishop. */
    { 14, "2", "[%engine Stockfish 15.1] [%eval -2.94] [%enginenag 2] loses the bishop after 8...Kxf7",
      "Bb3 Nef5 O-O Nxb3 axb3 b4 Nce4 h6 Nf3 Qxd5" },
    /* Taking back is the only move: anything else is -1.64. */
    { 15, "", "[%engine Stockfish 15.1] [%eval -2.69] the only move", NULL },
    /* 12...Kg8?! leaves f7 to White's pieces; Ke8 keeps more. */
    { 23, "6", "[%engine Stockfish 15.1] [%eval -0.87] [%enginenag 6]",
      "Ke8 Qf3 Rb8 dxc7 Qxc7 Nd5 Qd8 Ne3 Bb7 Qg4" },
    { 25, "4", "[%engine Stockfish 15.1] [%eval #2] [%enginenag 4] allows mate in 2",
      "Be6 dxc7 Qe8 Nd5 Rc8 Rxa6 Qf7 Rxe6 Qxe6 Qe4" },
    /* With a mate in 2, every other move lets the win go. */
    { 26, "", "[%engine Stockfish 15.1] [%eval #1] the only move", NULL },
    { 27, "", "[%engine Stockfish 15.1] [%eval #1]", NULL },
  };
  guint marked = 0;

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      ScGameNode *node = move_at (game, moves[i].ply);

      assert_nags (node, moves[i].nags);
      g_assert_cmpstr (node->comment_after, ==, moves[i].comment);
      if (moves[i].line != NULL)
        assert_engine_line (game, node, moves[i].line);
      else
        g_assert_null (node->next_sibling);
    }
  /* Nothing else is marked. */
  for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
    {
      marked += node->n_nags;
      g_assert_null (node->comment_before);
    }
  g_assert_cmpuint (marked, ==, 5);
}

static void
test_blunders_only (void)
{
  g_autoptr(ScGame) game = corpus_game (8);
  g_autoptr(ScGameAnalysis) analysis = fixed_analysis (game, "selfplay-8.txt");
  g_autoptr(ScGameEdit) first G_GNUC_UNUSED = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  g_autoptr(ScGameEdit) second G_GNUC_UNUSED = annotate (game, analysis, "en", SC_ANNOTATE_BLUNDERS_ONLY);
  guint marked = 0, lines = 0;

  /* Annotating again replaced what the first run added. */
  for (ScGameNode *node = sc_game_get_root (game)->first_child; node != NULL; node = node->first_child)
    {
      g_autofree char *engine_text = sc_comment_engine_text (node->comment_after);
      g_autofree char *eval = sc_comment_get_command (node->comment_after, "eval");

      marked += node->n_nags;
      lines += node->next_sibling != NULL;
      if (node->first_child != NULL)
        g_assert_nonnull (eval);
      if (sc_game_node_ply (node) != 26)
        g_assert_cmpstr (engine_text, ==, "");
    }
  g_assert_cmpuint (marked, ==, 1);
  g_assert_cmpuint (lines, ==, 1);
  assert_nags (move_at (game, 25), "4");
  g_assert_cmpstr (move_at (game, 25)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval #2] [%enginenag 4] allows mate in 2");
  g_assert_cmpstr (move_at (game, 14)->comment_after, ==, "[%engine Stockfish 15.1] [%eval -2.94]");
}

/* text with its one occurrence of from replaced by to (freed). */
static char *
replace (char       *text,
         const char *from,
         const char *to)
{
  g_autofree char *owned G_GNUC_UNUSED = text;
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* The engine's words on the move at ply, as the game is shown in a
 * preset and language. */
static char *
words_in_style (ScGame     *game,
                guint       ply,
                ScPreset    preset,
                const char *language)
{
  ScGameNode *node = move_at (game, ply);
  ScNotationStyle style;
  ScPosition before;

  sc_notation_style_init_preset (&style, preset, language != NULL ? sc_language_lookup (language) : NULL);
  sc_game_position_at (game, node->parent, &before);
  return sc_engine_words_in_style (node->comment_after, node, &before, &style);
}

static void
test_material_and_mates (void)
{
  g_autoptr(ScGame) hanging = read_one ("1. e4 e5 2. Nf3 Ba3 3. Nc3 *", -1);
  g_autoptr(ScGameAnalysis) hanging_analysis = fixed_analysis (hanging, "hanging-bishop.txt");
  g_autoptr(ScGame) mate = read_one ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Nc3 *", -1);
  g_autoptr(ScGameAnalysis) mate_analysis = fixed_analysis (mate, "missed-mate.txt");
  g_autoptr(ScGameEdit) undo_hanging = NULL;
  g_autoptr(ScGameEdit) undo_norwegian = NULL;
  g_autoptr(ScGameEdit) undo_mate = NULL;
  g_autofree char *english = NULL;

  /* 2...Ba3?? is answered by 3.Nc3?: both miss Nxa3. */
  undo_hanging = annotate (hanging, hanging_analysis, "en", SC_ANNOTATE_DEFAULT);
  assert_nags (move_at (hanging, 3), "4");
  g_assert_cmpstr (move_at (hanging, 3)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval 5.61] [%enginenag 4] loses the bishop after 3.Nxa3");
  assert_nags (move_at (hanging, 4), "2");
  g_assert_cmpstr (move_at (hanging, 4)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval 1.42] [%enginenag 2] misses 3.Nxa3, winning the bishop");
  english = pgn (hanging);
  /* In Norwegian, whatever the interface language is (English here), the
   * sentence is Norwegian and its move spelled with Norwegian letters;
   * the PGN's own moves stay English. */
  undo_norwegian = annotate (hanging, hanging_analysis, "nb", SC_ANNOTATE_DEFAULT);
  g_assert_cmpstr (move_at (hanging, 3)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval 5.61] [%enginenag 4] taper løperen etter 3.Sxa3");
  g_assert_cmpstr (move_at (hanging, 4)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval 1.42] [%enginenag 2] overser 3.Sxa3, som vinner løperen");
  assert_engine_line (hanging, move_at (hanging, 4), "Nxa3 Nf6 Be2 d5 Nxe5 Nxe4 O-O O-O d4 Nc6");
  {
    /* Lines broken where the words' lengths put them: compared unbroken. */
    g_autofree char *norwegian = g_strdelimit (pgn (hanging), "\n", ' ');
    g_autofree char *expected = g_strdelimit (g_strdup (english), "\n", ' ');

    expected = replace (expected, "loses the bishop after 3.Nxa3", "taper løperen etter 3.Sxa3");
    expected = replace (expected, "misses 3.Nxa3, winning the bishop", "overser 3.Sxa3, som vinner løperen");
    g_assert_cmpstr (norwegian, ==, expected);
  }

  /* Shown and printed, the sentences' moves are spelled as the game's:
   * the reply after the move, and the move missed instead of it. */
  for (guint ply = 3; ply <= 4; ply++)
    {
      const char *expected[][2] = {
        { "taper løperen etter 3.♘xa3", "overser 3.♘xa3, som vinner løperen" },
        { "taper løperen etter 3.Cxa3", "overser 3.Cxa3, som vinner løperen" },
      };
      g_autofree char *figurines = words_in_style (hanging, ply, SC_PRESET_FIGURINE, NULL);
      g_autofree char *french = words_in_style (hanging, ply, SC_PRESET_FIDE, "fr");

      g_assert_cmpstr (figurines, ==, expected[0][ply - 3]);
      g_assert_cmpstr (french, ==, expected[1][ply - 3]);
    }
  {
    /* A move that is no move here stays as written. */
    g_autoptr(GString) comment = g_string_new ("[%engine Stockfish 15.1] misses 3.Qh8, 40.Nxa3 or 3...e6");
    ScPosition before;
    g_autofree char *kept = NULL;
    ScNotationStyle style;

    sc_notation_style_init_preset (&style, SC_PRESET_FIGURINE, NULL);
    sc_game_position_at (hanging, move_at (hanging, 4)->parent, &before);
    kept = sc_engine_words_in_style (comment->str, move_at (hanging, 4), &before, &style);
    g_assert_cmpstr (kept, ==, "misses 3.Qh8, 40.Nxa3 or 3...e6");
  }

  undo_mate = annotate (mate, mate_analysis, "de", SC_ANNOTATE_DEFAULT);
  g_assert_cmpstr (move_at (mate, 5)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval #1] [%enginenag 4] lässt Matt in 1 zu");
  g_assert_cmpstr (move_at (mate, 6)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval -6.88] [%enginenag 4] übersieht Matt in 1");
  assert_engine_line (mate, move_at (mate, 6), "Qxf7#");
}

static void
test_user_annotations_kept (void)
{
  g_autoptr(ScGame) game = corpus_game (148);
  g_autoptr(ScGameAnalysis) analysis = fixed_analysis (game, "selfplay-148.txt");
  g_autoptr(ScGameEdit) user = sc_game_edit_group_new ();
  g_autoptr(ScGameEdit) first = NULL;
  g_autoptr(ScGameEdit) second = NULL;
  g_autoptr(ScGameEdit) removal = NULL;
  g_autofree char *original = NULL;
  g_autofree char *once = NULL;
  g_autofree char *twice = NULL;
  g_autofree char *removed = NULL;
  const guint8 mistake[] = { 2, 14 };
  ScEval eval;

  sc_game_edit_group_add (user, sc_game_set_comment (game, move_at (game, 11), FALSE, "A risky idea."));
  sc_game_edit_group_add (user, sc_game_set_nags (game, move_at (game, 11), mistake, 2));
  sc_game_edit_group_add (user, sc_game_set_comment (game, move_at (game, 4), FALSE, "[%eval 0.5] [%clk 0:05:00] Main line."));
  sc_game_edit_group_add (user, sc_game_set_comment (game, move_at (game, 4), TRUE, "Before."));
  original = pgn (game);

  first = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  once = pgn (game);
  /* The user's ? stays, and no ?? is added; the line and words are. */
  assert_nags (move_at (game, 11), "2 14");
  g_assert_cmpstr (move_at (game, 11)->comment_after, ==,
                   "A risky idea. [%engine Stockfish 15.1] [%eval #1] allows mate in 1");
  assert_engine_line (game, move_at (game, 11), "Rf8 O-O c6 Qd1 d5 exd6 Qxd6 Nd4 Na6 Re1");
  g_assert_cmpstr (move_at (game, 4)->comment_before, ==, "Before.");
  g_assert_cmpstr (move_at (game, 4)->comment_after, ==,
                   "[%eval 0.5] [%clk 0:05:00] Main line. [%engine Stockfish 15.1] [%eval 0.31]");
  /* The user's own evaluation is the one read. */
  g_assert_true (sc_comment_get_eval (move_at (game, 4)->comment_after, &eval));
  g_assert_cmpfloat (eval.value, ==, 0.5);

  /* Again: the engine's additions replaced, nothing doubled. */
  second = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  twice = pgn (game);
  g_assert_cmpstr (twice, ==, once);

  /* And taken out, the user's game is left. */
  removal = sc_game_remove_engine_annotations (game);
  g_assert_nonnull (removal);
  removed = pgn (game);
  g_assert_cmpstr (removed, ==, original);
  g_assert_null (sc_game_remove_engine_annotations (game));
}

static void
test_engine_nag_recorded (void)
{
  g_autoptr(ScGame) game = corpus_game (148);
  g_autoptr(ScGameAnalysis) analysis = fixed_analysis (game, "selfplay-148.txt");
  g_autoptr(ScGameEdit) first G_GNUC_UNUSED = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  g_autoptr(ScGameEdit) user = NULL;
  g_autoptr(ScGameEdit) second = NULL;
  const guint8 nags[] = { 4, 18 };

  /* A NAG the user adds beside the engine's stays when it is replaced. */
  user = sc_game_set_nags (game, move_at (game, 11), nags, 2);
  second = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  assert_nags (move_at (game, 11), "4 18");
  g_assert_cmpstr (move_at (game, 11)->comment_after, ==,
                   "[%engine Stockfish 15.1] [%eval #1] [%enginenag 4] allows mate in 1");
}

static void
test_round_trip (void)
{
  g_autoptr(ScGame) game = corpus_game (8);
  g_autoptr(ScGameAnalysis) analysis = fixed_analysis (game, "selfplay-8.txt");
  g_autofree char *original = pgn (game);
  g_autoptr(ScGameEdit) undo G_GNUC_UNUSED = annotate (game, analysis, "en", SC_ANNOTATE_DEFAULT);
  g_autofree char *written = pgn (game);
  g_autoptr(ScGame) read = read_one (written, -1);
  g_autofree char *again = pgn (read);
  g_autoptr(ScGameEdit) removal = NULL;
  g_autofree char *removed = NULL;

  /* Written, read and written again, the comments are the same ones;
   * the engine's part is recognised in what was read. */
  g_assert_cmpstr (again, ==, written);
  removal = sc_game_remove_engine_annotations (read);
  removed = pgn (read);
  g_assert_cmpstr (removed, ==, original);
}

static void
test_comment_parts (void)
{
  const char *comment = "A risky idea. [%engine Stockfish 15.1] [%eval -1.20] [%enginenag 2] "
                        "loses the knight after 24.Txe5";
  g_autofree char *user = NULL;
  g_autofree char *engine = NULL;
  g_autofree char *text = sc_comment_text (comment);
  g_autofree char *engine_text = sc_comment_engine_text (comment);
  g_autofree char *shown = sc_comment_shown_text (comment);
  g_autofree char *edited = sc_comment_with_text (comment, "A good idea.");
  g_autofree char *cleared = sc_comment_with_text (comment, "");
  g_autofree char *clock = sc_comment_set_command (comment, "clk", "0:01:00");
  g_autofree char *engine_only = sc_comment_set_command ("[%engine X] [%eval 0.10]", "csl", "Ge4");
  g_autofree char *nag_alone_user = NULL;
  g_autofree char *nag_alone_engine = NULL;
  g_autofree char *joined = NULL;
  ScEval eval;

  sc_comment_split_engine (comment, &user, &engine);
  g_assert_cmpstr (user, ==, "A risky idea.");
  g_assert_cmpstr (engine, ==, "[%engine Stockfish 15.1] [%eval -1.20] [%enginenag 2] loses the knight after 24.Txe5");
  joined = sc_comment_join_engine (user, engine);
  g_assert_cmpstr (joined, ==, comment);
  g_assert_cmpstr (text, ==, "A risky idea.");
  g_assert_cmpstr (engine_text, ==, "loses the knight after 24.Txe5");
  g_assert_cmpstr (shown, ==, "A risky idea. loses the knight after 24.Txe5");
  g_assert_cmpstr (edited, ==, "A good idea. [%engine Stockfish 15.1] [%eval -1.20] [%enginenag 2] "
                               "loses the knight after 24.Txe5");
  g_assert_cmpstr (cleared, ==, engine);
  g_assert_cmpstr (clock, ==, "[%clk 0:01:00] A risky idea. [%engine Stockfish 15.1] [%eval -1.20] "
                              "[%enginenag 2] loses the knight after 24.Txe5");
  g_assert_cmpstr (engine_only, ==, "[%csl Ge4] [%engine X] [%eval 0.10]");
  /* A comment left empty is "", as the comment editor takes it. */
  {
    g_autofree char *empty = sc_comment_set_command ("[%clk 0:01:00]", "clk", NULL);
    g_autofree char *engine_left = sc_comment_set_command ("[%clk 0:01:00] [%engine X]", "clk", NULL);

    g_assert_cmpstr (empty, ==, "");
    g_assert_cmpstr (engine_left, ==, "[%engine X]");
  }
  g_assert_true (sc_comment_get_eval (comment, &eval));
  g_assert_cmpfloat (eval.value, ==, -1.2);

  /* Only [%engine] itself starts the engine's part. */
  sc_comment_split_engine ("[%enginenag 2] words", &nag_alone_user, &nag_alone_engine);
  g_assert_cmpstr (nag_alone_user, ==, "[%enginenag 2] words");
  g_assert_null (nag_alone_engine);
  g_clear_pointer (&user, g_free);
  g_clear_pointer (&engine, g_free);
  sc_comment_split_engine (NULL, &user, &engine);
  g_assert_null (user);
  g_assert_null (engine);
  g_assert_null (sc_comment_join_engine (NULL, ""));
}

static void
test_analysis (void)
{
  g_autoptr(ScGame) game = corpus_game (148);
  g_autoptr(ScGame) other = corpus_game (8);
  g_autoptr(ScGameAnalysis) analysis = fixed_analysis (game, "selfplay-148.txt");
  g_autoptr(ScGameAnalysis) empty = sc_game_analysis_new (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(ScGameEdit) none = NULL;
  ScNotationStyle style;
  int score;

  g_assert_cmpuint (sc_game_analysis_get_n_positions (analysis), ==, 14);
  g_assert_true (sc_game_analysis_matches (analysis, game));
  g_assert_false (sc_game_analysis_matches (analysis, other));
  /* The final position is mate: known without an engine. */
  g_assert_false (sc_game_analysis_needs_engine (analysis, 13));
  g_assert_true (sc_game_analysis_get_score (empty, 13, &score));
  g_assert_cmpint (score, ==, SC_UCI_MATE_SCORE);
  g_assert_false (sc_game_analysis_get_score (empty, 12, &score));
  g_assert_true (sc_game_analysis_get_score (analysis, 12, &score));
  g_assert_cmpint (score, ==, SC_UCI_MATE_SCORE - 1);
  g_assert_nonnull (sc_game_analysis_get_line (analysis, 12, 1));
  g_assert_null (sc_game_analysis_get_line (analysis, 12, 2));

  /* After a passed turn there is nothing to tell an engine. */
  {
    g_autoptr(ScGame) passed = read_one ("1. e4 e5 2. -- Nc6 *", -1);
    g_autoptr(ScGameAnalysis) passed_analysis = sc_game_analysis_new (passed);

    g_assert_cmpuint (sc_game_analysis_get_n_positions (passed_analysis), ==, 5);
    g_assert_true (sc_game_analysis_needs_engine (passed_analysis, 2));
    g_assert_false (sc_game_analysis_needs_engine (passed_analysis, 3));
    g_assert_false (sc_game_analysis_needs_engine (passed_analysis, 4));
  }

  /* Lines that do not fit are refused. */
  g_assert_false (sc_game_analysis_add_info (empty, 0, "info depth 1 multipv 1 score cp 10 pv e7e5", &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (sc_game_analysis_add_info (empty, 0, "info depth 1 multipv 1 score cp 10", &error));
  g_assert_error (error, SC_UCI_ERROR, SC_UCI_ERROR_GARBAGE);
  g_clear_error (&error);

  /* An analysis of another game's moves is not written into this one. */
  sc_notation_style_init_preset (&style, SC_PRESET_FIDE, NULL);
  none = sc_game_annotate (other, analysis, &style, SC_ANNOTATE_DEFAULT, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine-annotate/blunder-and-evals", test_blunder_and_evals);
  g_test_add_func ("/engine-annotate/sentences", test_sentences);
  g_test_add_func ("/engine-annotate/blunders-only", test_blunders_only);
  g_test_add_func ("/engine-annotate/material-and-mates", test_material_and_mates);
  g_test_add_func ("/engine-annotate/user-annotations-kept", test_user_annotations_kept);
  g_test_add_func ("/engine-annotate/engine-nag-recorded", test_engine_nag_recorded);
  g_test_add_func ("/engine-annotate/round-trip", test_round_trip);
  g_test_add_func ("/engine-annotate/comment-parts", test_comment_parts);
  g_test_add_func ("/engine-annotate/analysis", test_analysis);
  return g_test_run ();
}
