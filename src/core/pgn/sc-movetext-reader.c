/* sc-movetext-reader.c: reads PGN or a bare scoresheet text into games
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One reader serves PGN files and what people type from paper: tag pairs
 * are optional, move numbers may be glued to moves, results and draw
 * offers come in every spelling of NOTATION.md §4. This file reads whole
 * games, reports problems and holds the entry points; the parts it
 * shares with the others are in sc-movetext-reader-private.h.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sc-movetext-reader-private.h"
#include "sc-tag-pair.h"

const char *
sc_problem_kind_name (ScProblemKind kind)
{
  switch (kind)
    {
    case SC_PROBLEM_ILLEGAL:           return "illegal";
    case SC_PROBLEM_AMBIGUOUS:         return "ambiguous";
    case SC_PROBLEM_UNREADABLE:        return "unreadable";
    case SC_PROBLEM_PROMOTION_MISSING: return "promotion-piece-missing";
    case SC_PROBLEM_SYNTAX:            return "syntax";
    case SC_PROBLEM_WARNING:           return "warning";
    default:                           g_return_val_if_reached ("unknown");
    }
}

static void
line_column_at (Reader *r,
                gsize   offset,
                guint  *line,
                guint  *column)
{
  if (offset < r->lc_offset)
    {
      r->lc_offset = 0;
      r->lc_line = 1;
      r->lc_column = 1;
    }
  /* A byte order mark is no character of the first line. */
  if (r->lc_offset == 0 && r->lex.len >= 3 && memcmp (r->lex.text, "\xEF\xBB\xBF", 3) == 0 && offset >= 3)
    r->lc_offset = 3;
  while (r->lc_offset < offset)
    {
      if (r->lex.text[r->lc_offset] == '\n')
        {
          r->lc_line++;
          r->lc_column = 1;
        }
      else if ((r->lex.text[r->lc_offset] & 0xC0) != 0x80)
        r->lc_column++;
      r->lc_offset++;
    }
  *line = r->lc_line;
  *column = r->lc_column;
}

/* A problem, or a warning (SC_PROBLEM_WARNING): what does not stop reading. */
static void
report (Reader        *r,
        ScProblemKind  kind,
        gsize          offset,
        char          *message)
{
  ScTextProblem problem = { kind, r->game_number, 0, 0, offset, message };

  if (r->probing)
    {
      g_free (message);
      return;
    }
  line_column_at (r, offset, &problem.line, &problem.column);
  g_array_append_val (kind == SC_PROBLEM_WARNING ? r->result->warnings : r->result->problems, problem);
}

char *
sc_movetext_reader_nul_byte_message (void)
{
  return g_strdup (_("a NUL byte, which text cannot hold: the file is damaged here"));
}

static char *
tag_pair_message (ScTagPairProblem problem)
{
  switch (problem)
    {
    case SC_TAG_PAIR_TRAILING:
      return g_strdup (_("only tag pairs may follow a tag pair on its line"));
    case SC_TAG_PAIR_NUL:
      return sc_movetext_reader_nul_byte_message ();
    case SC_TAG_PAIR_MALFORMED:
    case SC_TAG_PAIR_OK:
    default:
      return g_strdup (_("a tag pair must look like [Name \"value\"]"));
    }
}

/* Two values for one tag: the game fails, so that it is kept as it was
 * written, and not with one of them alone. */
static char *
repeated_tag_message (GameState  *g,
                      const char *name,
                      gsize       name_len)
{
  g_autofree char *name_text = g_strndup (name, name_len);

  return g_strdup_printf (_("the tag %s is given a second time, with a value other than \"%s\""),
                          name_text, sc_game_get_tag (g->game, name_text));
}

void
sc_movetext_reader_fail (Reader        *r,
                         GameState     *g,
                         ScProblemKind  kind,
                         gsize          offset,
                         char          *message)
{
  g->failed = TRUE;
  g->problem_offset = offset;
  report (r, kind, offset, message);
}

/* Skips the rest of a game that failed: up to its result, or the next
 * tag section. */
static void
skip_game (Reader *r)
{
  guint depth = 0;

  for (;;)
    {
      gsize before = r->lex.at;
      ScToken t = sc_movetext_next_token (&r->lex);

      switch (t.type)
        {
        case SC_TOKEN_END:
        case SC_TOKEN_UNTERMINATED:
          return;
        case SC_TOKEN_TAG:
          r->lex.at = before;
          return;
        case SC_TOKEN_OPEN:
          depth++;
          break;
        case SC_TOKEN_CLOSE:
          if (depth > 0)
            depth--;
          break;
        case SC_TOKEN_WORD:
          if (depth == 0 && sc_movetext_result_word (&r->lex, &t) != NULL)
            return;
          break;
        case SC_TOKEN_COMMENT:
        case SC_TOKEN_NAG:
        default:
          break;
        }
    }
}

/* A game without a result marker is said where its text ends: a file
 * cut off after a whole move, or after its tags, reads as a game. A
 * "game" of comments alone is a file's header, as some files start. */
static void
warn_no_result (Reader    *r,
                GameState *g)
{
  gsize end = MIN (r->lex.at, r->lex.len);

  if (sc_game_get_n_tags (g->game) == 0 && !g_array_index (g->lines, Line, 0).has_move)
    return;

  while (end > 0 && g_ascii_isspace (r->lex.text[end - 1]))
    end--;
  report (r, SC_PROBLEM_WARNING, end,
          g_strdup_printf (_("the game ends without a result: it is read as %s"),
                           sc_game_get_result (g->game)));
}

/* The result from the Result tag where the movetext gives none (or
 * "*"): many files leave the marker out. A game whose marker and tag
 * give two results fails, so that both are kept as written. */
static void
settle_result (Reader    *r,
               GameState *g)
{
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2" };
  const char *tag = g->result_tag;
  const char *marker = sc_game_get_result (g->game);
  gboolean tag_is_result = FALSE;

  for (guint i = 0; tag != NULL && i < G_N_ELEMENTS (results); i++)
    tag_is_result = tag_is_result || g_str_equal (tag, results[i]);
  if (tag_is_result && !g_str_equal (tag, marker))
    {
      if (!g->result_read || g_str_equal (marker, "*"))
        sc_game_set_result (g->game, tag);
      else
        sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, g->result_at,
                                 g_strdup_printf (_("the game ends with %s, but its Result tag says %s"), marker, tag));
    }
  if (!g->failed && !g->result_read)
    warn_no_result (r, g);
}

/* A NUL byte is no part of any text: the game fails there, kept as
 * written, rather than lose what follows the byte. */
gboolean
sc_movetext_reader_check_no_nul (Reader        *r,
                                 GameState     *g,
                                 const ScToken *t)
{
  const char *nul = memchr (r->lex.text + t->start, '\0', t->end - t->start);

  if (nul == NULL)
    return TRUE;
  sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, (gsize) (nul - r->lex.text), sc_movetext_reader_nul_byte_message ());
  return FALSE;
}

static void
apply_setup (Reader    *r,
             GameState *g,
             gsize      game_start)
{
  const char *fen = g->fen;
  g_autoptr(GError) error = NULL;
  Line *line = current_line (g);
  gsize fen_at = g->fen_at > 0 ? g->fen_at - 1 : game_start;
  ScCastling dropped;
  ScPosition start;

  if (fen == NULL)
    return;
  /* The tags stay as written; only the position is set. */
  if (sc_variant_is_chess960 (g->variant)
      ? !sc_position_set_fen_chess960 (&start, fen, &dropped, &error)
      : !sc_position_set_fen_lenient (&start, fen, &dropped, &error))
    {
      sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, fen_at, g_strdup_printf (_("FEN tag: %s"), error->message));
      return;
    }
  if (dropped != 0)
    {
      g_autofree char *rights = sc_castling_to_string (dropped);

      report (r, SC_PROBLEM_WARNING, fen_at,
              g_strdup_printf (_("FEN tag: castling rights %s dropped: "
                                 "the king or rook is not on its square"), rights));
    }
  sc_game_set_start_position (g->game, &start);
  line->pos = *sc_game_get_start_position (g->game);
}

/* Where the comments after a result that are the game's end: those on
 * the result's own line, and all of them when the next game's tags, or
 * the end, follow (engine matches say there how the game ended). Others,
 * before moves, start a game without tags. */
static gsize
closing_comments_end (Reader *r)
{
  gsize start = r->lex.at, end, on_its_line = start;
  ScToken t;

  for (;;)
    {
      end = r->lex.at;
      t = sc_movetext_next_token (&r->lex);
      if (t.type != SC_TOKEN_COMMENT)
        break;
      if (on_its_line == end && memchr (r->lex.text + end, '\n', t.start - end) == NULL)
        on_its_line = r->lex.at;
    }
  r->lex.at = start;
  return t.type == SC_TOKEN_TAG || t.type == SC_TOKEN_END ? end : on_its_line;
}

/* The game's comments after its result (closing_comments_end ()), as its
 * closing comment. */
static void
read_closing_comments (Reader    *r,
                       GameState *g)
{
  gsize end = closing_comments_end (r);
  ScToken t;

  if (end == r->lex.at)
    return;

  while (r->lex.at < end)
    {
      g_autofree char *text = NULL;

      t = sc_movetext_next_token (&r->lex);
      if (!sc_movetext_reader_check_no_nul (r, g, &t))
        {
          r->lex.at = end;
          return;
        }
      text = sc_movetext_reader_collapse_spaces (r->lex.text + t.start, t.end - t.start);
      if (*text != '\0')
        {
          const char *old = sc_game_get_closing_comment (g->game);
          g_autofree char *joined = old != NULL ? g_strconcat (old, " ", text, NULL) : NULL;

          sc_game_set_closing_comment (g->game, joined != NULL ? joined : text);
        }
    }
}

/* What spares keep stays small, whatever the games were: each batch of
 * a pipeline has spares of its own, and there may be dozens. Emptied
 * results beyond this many are freed, and so is anything that grew past
 * these sizes, its room kept otherwise. */
#define MAX_SPARE_RESULTS 64
#define MAX_SPARE_ITEMS   16    /* a result's games, problems and warnings; lines open at once */
#define MAX_SPARE_TAGS    32

struct _ScReadSpares {
  ScGame           *game;     /* or NULL */
  /* Emptied, taken from the end: one is taken and kept for every game. */
  ScReadResult     *results[MAX_SPARE_RESULTS];
  guint             n_results;
  GArray           *lines;    /* of Line, empty; NULL while a game is read with it */
  ScMovetextWriter *writer;   /* or NULL until one game was written */
};

/* The stack of lines for a game: the spare one, or a new one. */
static GArray *
take_lines (Reader *r)
{
  if (r->spares != NULL && r->spares->lines != NULL)
    return g_steal_pointer (&r->spares->lines);
  return g_array_new (FALSE, FALSE, sizeof (Line));
}

static void
give_lines (Reader  *r,
            GArray  *lines,
            guint    deepest)
{
  if (r->spares != NULL && r->spares->lines == NULL && deepest <= MAX_SPARE_ITEMS)
    {
      g_array_set_size (lines, 0);
      r->spares->lines = lines;
    }
  else
    g_array_unref (lines);
}

/* The rest of a game, once its tags were read: its moves, its result
 * and what follows it. */
static ScGame *
read_game_moves (Reader    *r,
                 GameState *g,
                 gsize      game_start)
{
  /* The root's marks and comments come before the first move. */
  g->pending = g->pending_root = TRUE;
  g->pending_key = ROOT_KEY;

  if (!g->failed)
    sc_movetext_reader_read_movetext (r, g);
  if (!g->failed && g->result_read)
    read_closing_comments (r, g);
  if (!g->failed && g->lines->len > 1)
    sc_movetext_reader_fail (r, g, SC_PROBLEM_SYNTAX, current_line (g)->opened_at,
                             g_strdup (_("this variation has no closing “)”")));
  if (!g->failed)
    settle_result (r, g);
  /* A probe counts the moves read up to the first it cannot read; the
   * rest of the game, which may be megabytes long, is not its business. */
  if (g->failed && !r->probing)
    {
      gsize problem = g->problem_offset;

      /* (A game that failed at its result has its whole text read.) Its
       * comments after the result are its own, to be repaired with it. */
      if (!g->result_read)
        skip_game (r);
      r->lex.at = closing_comments_end (r);
      sc_game_set_unread (g->game, r->lex.text + game_start, (gssize) (r->lex.at - game_start),
                          problem - game_start);
    }
  else if (!g->failed && r->mode == READ_WRITE)
    sc_movetext_reader_write_pending (r, g);
  g_free (g->comment_before);
  g_free (g->pending_marks.nags);
  g_free (g->before_marks.nags);
  for (guint i = 0; i < g->lines->len; i++)
    if (g_array_index (g->lines, Line, i).deferred != NULL)
      g_array_unref (g_array_index (g->lines, Line, i).deferred);
  give_lines (r, g->lines, g->deepest);
  return g->game;
}

/* Another language's probe: the tags and start position as the first
 * probe read them, then the moves. */
static ScGame *
probe_again (Reader    *r,
             GameState *g)
{
  Line main_line = { 0 };

  g->game = g_object_ref (r->probe->game);
  /* The first probe read the tags. */
  g->result_tag = sc_game_get_tag (g->game, "Result");
  /* A tag or the set-up failed: no language reads a move. */
  if (r->probe->failed)
    {
      give_lines (r, g->lines, 0);
      return g->game;
    }
  r->lex.at = r->probe->movetext_at;
  main_line.key = ROOT_KEY;
  main_line.pos = *sc_game_get_start_position (g->game);
  g_array_append_val (g->lines, main_line);
  return read_game_moves (r, g, r->lex.at);
}

/* Where the tags begin if comments from r->lex.at come before them: a
 * file's heading, which belongs to its first game. Otherwise r->lex.at,
 * unmoved: comments before moves are the movetext's own. */
static gsize
skip_heading (Reader *r)
{
  gsize start = r->lex.at;
  ScToken t;

  do
    t = sc_movetext_next_token (&r->lex);
  while (t.type == SC_TOKEN_COMMENT);
  r->lex.at = t.type == SC_TOKEN_TAG ? t.start : start;
  return r->lex.at;
}

/* The heading's comments, from start to end, joined. */
static void
read_heading (Reader    *r,
              GameState *g,
              gsize      start,
              gsize      end)
{
  g_autoptr(GString) heading = g_string_new (NULL);
  gsize tags_end = r->lex.at;

  r->lex.at = start;
  while (!g->failed && r->lex.at < end)
    {
      ScToken t = sc_movetext_next_token (&r->lex);
      g_autofree char *words = NULL;

      /* The tags at end; a NUL byte fails the game. */
      if (t.type != SC_TOKEN_COMMENT || !sc_movetext_reader_check_no_nul (r, g, &t))
        break;
      words = sc_movetext_reader_collapse_spaces (r->lex.text + t.start, t.end - t.start);
      if (*words == '\0')
        continue;
      if (heading->len > 0)
        g_string_append_c (heading, ' ');
      g_string_append (heading, words);
    }
  r->lex.at = tags_end;
  if (heading->len > 0)
    sc_game_set_heading (g->game, heading->str);
}

/* Notes the value of a tag the reader reads itself: the tag at tag_at. */
static void
note_tag (GameState  *g,
          gsize       tag_at,
          const char *name,
          gsize       name_len,
          const char *value)
{
  if (name_len == 3 && memcmp (name, "FEN", 3) == 0)
    {
      g->fen = value;
      /* Past 0: 0 says there is none. */
      g->fen_at = tag_at + 1;
    }
  else if (name_len == 7 && memcmp (name, "Variant", 7) == 0)
    g->variant = value;
  else if (name_len == 6 && memcmp (name, "Result", 6) == 0)
    g->result_tag = value;
}

/* Reads one game from r->lex.at; returns NULL when only white space is left. */
static ScGame *
read_game (Reader *r)
{
  GameState g = { 0 };
  Line main_line = { 0 };
  gsize game_start, tags_start;
  ScToken peek;

  /* Skip white space and escaped lines to the first token. */
  peek = sc_movetext_next_token (&r->lex);
  if (peek.type == SC_TOKEN_END)
    return NULL;
  r->lex.at = peek.type == SC_TOKEN_COMMENT ? (peek.start > 0 ? peek.start - 1 : 0) : peek.start;
  game_start = r->game_start = r->lex.at;
  tags_start = peek.type == SC_TOKEN_COMMENT ? skip_heading (r) : game_start;

  r->game_number++;
  g.lines = take_lines (r);
  if (r->probe != NULL && r->probe->game != NULL)
    return probe_again (r, &g);
  if (r->spares != NULL && r->spares->game != NULL)
    g.game = g_steal_pointer (&r->spares->game);
  else
    g.game = sc_game_new ();
  if (tags_start > game_start)
    read_heading (r, &g, game_start, tags_start);

  r->game_tagged = r->lex.at < r->lex.len && r->lex.text[r->lex.at] == '[';
  while (r->lex.at < r->lex.len && r->lex.text[r->lex.at] == '[')
    {
      gsize problem_at, tag_at = r->lex.at, name_len;
      const char *name, *value;
      ScTagPairProblem problem = sc_tag_pair_read (&r->lex, g.game, &problem_at, &name, &name_len, &value);

      if (problem == SC_TAG_PAIR_REPEATED && !g.failed)
        sc_movetext_reader_fail (r, &g, SC_PROBLEM_SYNTAX, problem_at,
                                 repeated_tag_message (&g, name, name_len));
      else if (problem != SC_TAG_PAIR_OK && !g.failed)
        sc_movetext_reader_fail (r, &g, SC_PROBLEM_SYNTAX, problem_at, tag_pair_message (problem));
      if (problem == SC_TAG_PAIR_OK)
        note_tag (&g, tag_at, name, name_len, value);
      /* Another tag pair on the same line. */
      if (r->lex.at < r->lex.len && r->lex.text[r->lex.at] == '[')
        continue;
      peek = sc_movetext_next_token (&r->lex);
      r->lex.at = peek.type == SC_TOKEN_COMMENT ? (peek.start > 0 ? peek.start - 1 : 0) : peek.start;
      if (peek.type != SC_TOKEN_TAG)
        break;
    }

  if (r->mode == READ_TREE)
    main_line.node = sc_game_get_root (g.game);
  main_line.key = ROOT_KEY;
  main_line.pos = *sc_game_get_start_position (g.game);
  g_array_append_val (g.lines, main_line);
  if (!g.failed)
    apply_setup (r, &g, game_start);
  if (r->probe != NULL)
    {
      r->probe->game = g_object_ref (g.game);
      r->probe->movetext_at = r->lex.at;
      r->probe->failed = g.failed;
    }
  return read_game_moves (r, &g, game_start);
}

static void
problem_clear (gpointer data)
{
  g_free (((ScTextProblem *) data)->message);
}

static ScReadResult *
read_result_new (void)
{
  ScReadResult *result = g_new0 (ScReadResult, 1);

  result->games = g_ptr_array_new_with_free_func (g_object_unref);
  result->problems = g_array_new (FALSE, FALSE, sizeof (ScTextProblem));
  g_array_set_clear_func (result->problems, problem_clear);
  result->warnings = g_array_new (FALSE, FALSE, sizeof (ScTextProblem));
  g_array_set_clear_func (result->warnings, problem_clear);
  return result;
}

void
sc_read_result_free (ScReadResult *result)
{
  if (result == NULL)
    return;
  g_ptr_array_unref (result->games);
  g_array_unref (result->problems);
  g_array_unref (result->warnings);
  g_free (result);
}

/* An emptied result of spares, or a new one. */
static ScReadResult *
take_result (ScReadSpares *spares)
{
  if (spares != NULL && spares->n_results > 0)
    return spares->results[--spares->n_results];
  return read_result_new ();
}

ScReadSpares *
sc_read_spares_new (void)
{
  return g_new0 (ScReadSpares, 1);
}

void
sc_read_spares_free (ScReadSpares *spares)
{
  if (spares == NULL)
    return;
  g_clear_object (&spares->game);
  for (guint i = 0; i < spares->n_results; i++)
    sc_read_result_free (spares->results[i]);
  g_clear_pointer (&spares->lines, g_array_unref);
  g_clear_pointer (&spares->writer, sc_movetext_writer_free);
  g_free (spares);
}

void
sc_read_spares_keep_game (ScReadSpares *spares,
                          ScGame       *game)
{
  g_return_if_fail (spares != NULL && SC_IS_GAME (game));

  g_clear_object (&spares->game);
  if (sc_game_get_n_tags (game) > MAX_SPARE_TAGS)
    {
      g_object_unref (game);
      return;
    }
  /* Emptied now, so that a tree it holds is not kept too. */
  sc_game_reset (game);
  spares->game = game;
}

void
sc_read_spares_keep_result (ScReadSpares *spares,
                            ScReadResult *result)
{
  g_return_if_fail (spares != NULL && result != NULL);

  if (spares->n_results == MAX_SPARE_RESULTS ||
      result->games->len + result->problems->len + result->warnings->len > MAX_SPARE_ITEMS)
    {
      sc_read_result_free (result);
      return;
    }
  g_ptr_array_set_size (result->games, 0);
  g_array_set_size (result->problems, 0);
  g_array_set_size (result->warnings, 0);
  result->language = NULL;
  result->detected = FALSE;
  result->second_game_at = 0;
  result->untagged_game = 0;
  result->untagged_game_at = 0;
  spares->results[spares->n_results++] = result;
}

static void
reader_init (Reader           *r,
             const char       *text,
             gsize             length,
             const ScLanguage *lang,
             ScReadResult     *result)
{
  memset (r, 0, sizeof *r);
  r->lex.text = text;
  r->lex.len = length;
  r->lang = lang;
  r->result = result;
  r->lc_line = r->lc_column = 1;
  r->number_start = r->number_end = 0;
  sc_notation_style_init_preset (&r->style, SC_PRESET_FIDE, lang);
  r->style.en_passant_suffix = FALSE;
}

/* How many moves the first game reads under lang before a problem. */
static guint
moves_read_with (const char       *text,
                 gsize             length,
                 const ScLanguage *lang,
                 Probe            *probe)
{
  Reader r;
  g_autoptr(ScGame) game = NULL;

  reader_init (&r, text, length, lang, NULL);
  r.probing = TRUE;
  r.probe = probe;
  r.mode = READ_CHECK;
  game = read_game (&r);
  return r.moves_read;
}

const ScLanguage *
sc_detect_language_by (ScMovesReadFunc  moves_read,
                       gpointer         user_data,
                       const char      *text,
                       gssize           length)
{
  /* The user's language, then English, win ties: they are tried first and
   * only a language that reads more moves replaces them. */
  const ScLanguage *best = sc_language_for_locale ();
  guint best_moves, moves;

  if (length < 0)
    length = (gssize) strlen (text);

  best_moves = moves_read (best, user_data);
  moves = moves_read (sc_language_english (), user_data);
  if (moves > best_moves)
    {
      best = sc_language_english ();
      best_moves = moves;
    }
  for (guint i = 0; i < sc_language_count (); i++)
    {
      const ScLanguage *lang = sc_language_nth (i);
      gboolean tried = FALSE;

      /* Languages that share all letters read the same: try each set once. */
      for (guint j = 0; j < i && !tried; j++)
        tried = sc_language_same_letters (lang, sc_language_nth (j));
      if (tried || sc_language_same_letters (lang, sc_language_for_locale ()) ||
          sc_language_same_letters (lang, sc_language_english ()))
        continue;
      moves = moves_read (lang, user_data);
      if (moves > best_moves)
        {
          best = lang;
          best_moves = moves;
        }
    }
  return sc_language_same_script (best, text, length);
}

typedef struct {
  const char *text;
  gsize       length;
  Probe       probe;
} Detection;

static guint
moves_read_as_game (const ScLanguage *lang,
                    gpointer          user_data)
{
  Detection *d = user_data;

  return moves_read_with (d->text, d->length, lang, &d->probe);
}

const ScLanguage *
sc_detect_language (const char *text,
                    gssize      length)
{
  Detection d = { text, length < 0 ? strlen (text) : (gsize) length, { NULL, 0, FALSE } };
  const ScLanguage *lang = sc_detect_language_by (moves_read_as_game, &d, text, (gssize) d.length);

  g_clear_object (&d.probe.game);
  return lang;
}

/* Every game of text, read in mode (into trees, or checked). */
static ScReadResult *
read_all_games (const char        *text,
                gssize             length,
                const ScLanguage  *lang,
                ReadMode           mode,
                ScMovetextNotes  **notes,
                ScReadSpares      *spares)
{
  ScReadResult *result = take_result (spares);
  Reader r;
  ScGame *game;

  g_return_val_if_fail (text != NULL, result);

  if (length < 0)
    length = (gssize) strlen (text);

  result->detected = lang == NULL;
  result->language = lang != NULL ? lang : sc_detect_language (text, length);

  reader_init (&r, text, (gsize) length, result->language, result);
  r.mode = mode;
  r.spares = spares;
  if (notes != NULL)
    r.notes = *notes = sc_movetext_notes_new ();
  while ((game = read_game (&r)) != NULL)
    {
      if (result->games->len == 1)
        result->second_game_at = r.game_start;
      if (result->games->len > 0 && !r.game_tagged && result->untagged_game == 0)
        {
          result->untagged_game = result->games->len + 1;
          result->untagged_game_at = r.game_start;
        }
      g_ptr_array_add (result->games, game);
    }
  return result;
}

ScReadResult *
sc_read_games (const char       *text,
               gssize            length,
               const ScLanguage *lang)
{
  return read_all_games (text, length, lang, READ_TREE, NULL, NULL);
}

gboolean
sc_read_moves_at (ScGame            *game,
                  ScGameNode        *node,
                  const char        *text,
                  gssize             length,
                  const ScLanguage  *lang,
                  ScGameNode       **last,
                  ScTextProblem     *problem)
{
  g_autoptr(ScReadResult) result = read_result_new ();
  GameState g = { 0 };
  Line line = { 0 };
  Reader r;

  g_return_val_if_fail (SC_IS_GAME (game), FALSE);
  g_return_val_if_fail (node != NULL && text != NULL, FALSE);

  if (length < 0)
    length = (gssize) strlen (text);
  reader_init (&r, text, (gsize) length, lang != NULL ? lang : sc_language_english (), result);
  r.game_number = 1;

  g.game = game;
  g.lines = g_array_new (FALSE, FALSE, sizeof (Line));
  line.node = node;
  sc_game_position_at (game, node, &line.pos);
  line.has_move = FALSE;
  g_array_append_val (g.lines, line);

  sc_movetext_reader_read_movetext (&r, &g);
  if (!g.failed && g.lines->len > 1)
    sc_movetext_reader_fail (&r, &g, SC_PROBLEM_SYNTAX, current_line (&g)->opened_at,
                             g_strdup (_("this variation has no closing “)”")));

  /* The last move read on the line it started from. */
  if (last != NULL)
    *last = g_array_index (g.lines, Line, 0).node;
  if (g.failed && problem != NULL)
    {
      *problem = g_array_index (result->problems, ScTextProblem, 0);
      g_array_index (result->problems, ScTextProblem, 0).message = NULL;
      /* Where the text to fix begins, the move number included. */
      problem->offset = g.problem_offset;
    }
  /* A result ends the game. */
  g_free (g.comment_before);
  g_array_unref (g.lines);
  return !g.failed;
}

ScReadResult *
sc_pgn_index_read_game (const char            *text,
                        const ScPgnIndexEntry *entry,
                        const ScLanguage      *lang)
{
  return sc_read_games (text + entry->offset, (gssize) entry->length, lang);
}

ScReadResult *
sc_check_games (const char        *text,
                gssize             length,
                const ScLanguage  *lang,
                ScMovetextNotes  **notes,
                ScReadSpares      *spares)
{
  return read_all_games (text, length, lang, READ_CHECK, notes, spares);
}

/* Reads r's game and writes it into out as it goes, its result and the
 * comments after it included ("*" when there is no game). */
static ScGame *
read_game_writing (Reader                *r,
                   GString               *out,
                   const ScNotationStyle *style,
                   ScMovetextFlags        flags)
{
  ScGame *game;

  r->mode = READ_WRITE;
  r->out = out;
  if (r->spares == NULL)
    r->writer = sc_movetext_writer_new (out, style, flags);
  else if (r->spares->writer == NULL)
    r->writer = r->spares->writer = sc_movetext_writer_new (out, style, flags);
  else
    {
      r->writer = r->spares->writer;
      sc_movetext_writer_restart (r->writer, out, style, flags);
    }
  game = read_game (r);
  if (game != NULL)
    {
      sc_movetext_writer_result (r->writer, sc_game_get_result (game));
      sc_movetext_writer_closing_comment (r->writer, sc_game_get_closing_comment (game));
    }
  else
    sc_movetext_writer_result (r->writer, "*");
  if (r->spares == NULL)
    sc_movetext_writer_free (r->writer);
  r->writer = NULL;
  return game;
}

void
sc_stream_movetext (const char            *text,
                    gsize                  length,
                    const ScLanguage      *lang,
                    ScMovetextNotes       *notes,
                    GString               *out,
                    const ScNotationStyle *style,
                    ScMovetextFlags        flags,
                    ScMovetextFlushFunc    flush,
                    gpointer               user_data)
{
  g_autoptr(ScReadResult) result = read_result_new ();
  g_autoptr(ScGame) game = NULL;
  Reader r;

  g_return_if_fail (text != NULL && lang != NULL && notes != NULL && out != NULL && flush != NULL);
  g_return_if_fail (flags & SC_MOVETEXT_WRAP);

  reader_init (&r, text, length, lang, result);
  r.notes = notes;
  r.flush = flush;
  r.flush_data = user_data;
  game = read_game_writing (&r, out, style, flags);
  /* The check found no problem: one here is a bug. */
  g_warn_if_fail (result->problems->len == 0);
}

ScReadResult *
sc_read_game_writing (const char            *text,
                      gsize                  length,
                      const ScLanguage      *lang,
                      GString               *out,
                      const ScNotationStyle *style,
                      ScMovetextFlags        flags,
                      ScReadSpares          *spares)
{
  ScReadResult *result;
  gsize start;
  ScGame *game;
  Reader r;

  g_return_val_if_fail (text != NULL && lang != NULL && out != NULL && style != NULL, NULL);

  result = take_result (spares);
  start = out->len;
  result->language = lang;
  reader_init (&r, text, length, lang, result);
  r.spares = spares;
  game = read_game_writing (&r, out, style, flags);
  if (game != NULL)
    g_ptr_array_add (result->games, game);
  /* Not one game read whole: its tree says where it went wrong. */
  if (game == NULL || r.declined || result->problems->len > 0 ||
      sc_movetext_next_token (&r.lex).type != SC_TOKEN_END)
    {
      g_string_truncate (out, start);
      if (spares != NULL)
        sc_read_spares_keep_result (spares, result);
      else
        sc_read_result_free (result);
      return NULL;
    }
  return result;
}
