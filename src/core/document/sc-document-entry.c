/* sc-document-entry.c: typed or pasted moves into a document, one undo step
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-document-entry.h"
#include "sc-game-repair.h"
#include "sc-movetext-lexer.h"
#include "sc-tag-check.h"

static guint
count_moves (ScGameNode *from,
             ScGameNode *to)
{
  guint n = 0;

  for (; to != NULL && to != from; to = to->parent)
    n++;
  return n;
}

/* Whether the token after a move belongs to it as an annotation (a NAG,
 * a comment, a variation or a draw offer), which a new line would keep. */
static gboolean
annotation_follows (const ScMovetextLexer *lex)
{
  ScMovetextLexer ahead = *lex;
  ScToken t = sc_movetext_next_token (&ahead);

  return t.type == SC_TOKEN_NAG || t.type == SC_TOKEN_COMMENT || t.type == SC_TOKEN_UNTERMINATED
         || t.type == SC_TOKEN_OPEN;
}

/* The glyphs and draw offer of more, added to those of marks. */
static void
merge_marks (ScMoveParse       *marks,
             const ScMoveParse *more)
{
  for (guint i = 0; i < more->n_nags && marks->n_nags < SC_MOVE_PARSE_MAX_NAGS; i++)
    if (memchr (marks->nags, more->nags[i], marks->n_nags) == NULL)
      marks->nags[marks->n_nags++] = more->nags[i];
  marks->draw_offer = marks->draw_offer || more->draw_offer;
}

/* "exd6 e.p.+", "Qe3 +", "e. p. ch", "Kb1 (=)": the words after a move
 * that are the same move's are gone past, their glyphs and draw offer
 * added to *marks. */
static void
skip_marks (ScMovetextLexer *lex,
            ScMoveParse     *marks)
{
  for (;;)
    {
      ScMovetextLexer ahead = *lex;
      ScToken mark = sc_movetext_next_token (&ahead);
      ScMoveParse more = { 0 };

      if (mark.type != SC_TOKEN_WORD || !sc_movetext_read_marks (&ahead, &mark, &more))
        return;
      merge_marks (marks, &more);
      *lex = ahead;
    }
}

/* A move the game has, typed again with glyphs or a draw offer it lacks:
 * they are added to it, in the step of the typing. */
static void
add_missing_marks (ScGame            *game,
                   ScGameEdit        *group,
                   ScGameNode        *node,
                   const ScMoveParse *typed)
{
  ScMoveParse marks = { 0 };

  marks.n_nags = (guint8) MIN (node->n_nags, SC_MOVE_PARSE_MAX_NAGS);
  /* A move without NAGs has no array of them. */
  if (marks.n_nags > 0)
    memcpy (marks.nags, node->nags, marks.n_nags);
  marks.draw_offer = node->draw_offer;
  merge_marks (&marks, typed);
  if (marks.n_nags != node->n_nags)
    sc_game_edit_group_add (group, sc_game_set_nags (game, node, marks.nags, marks.n_nags));
  if (marks.draw_offer && !node->draw_offer)
    sc_game_edit_group_add (group, sc_game_toggle_draw_offer (game, node));
}

/* The moves at the start of text that the game already has after *node
 * are gone along, not added again: *node moves along them and the
 * offset where the rest of text begins is returned. Glyphs and draw
 * offers typed with them that they lack are added to them, in group.
 * Stops before the first word that is not one of the moves there, and
 * before a move followed by a comment or variation, which a new line
 * keeps. */
static gsize
follow_existing_moves (ScGame            *game,
                       ScGameEdit        *group,
                       ScGameNode       **node,
                       const char        *text,
                       gsize              length,
                       const ScLanguage  *lang,
                       guint             *n_followed)
{
  ScMovetextLexer lex = { text, length, 0 };
  gsize rest = 0;
  ScPosition pos;

  *n_followed = 0;
  sc_game_position_at (game, *node, &pos);
  for (;;)
    {
      ScToken t = sc_movetext_next_token (&lex);
      ScGameNode *child;
      ScMoveParse parse;
      ScUndo undo;

      if (t.type != SC_TOKEN_WORD)
        break;
      /* "12." alone: the move is the next word. */
      if (!sc_movetext_is_numeric_move_word (&lex, &t, lang) &&
          sc_movetext_skip_move_number (&lex, &t) && t.start == t.end)
        {
          ScToken move = sc_movetext_next_token (&lex);

          if (move.type != SC_TOKEN_WORD)
            break;
          t = move;
        }
      if (!sc_parse_move (&pos, text + t.start, (gssize) (t.end - t.start), lang, &parse)
          || (child = sc_game_node_find_child (*node, parse.move)) == NULL)
        break;
      skip_marks (&lex, &parse);
      if (annotation_follows (&lex))
        break;
      add_missing_marks (game, group, child, &parse);
      sc_position_make_move (&pos, parse.move, &undo);
      *node = child;
      (*n_followed)++;
      rest = lex.at;
    }
  return rest;
}

/* A move that mates or stalemates at the end of the main line gives the
 * game the result the rules say, in the same step as the move; a result
 * the user has set already stays. */
static void
add_rules_result (ScGame     *game,
                  ScGameEdit *group,
                  ScGameNode *last)
{
  const char *result;
  ScPosition pos;

  if (last == NULL || last->first_child != NULL || sc_game_node_variation_start (last) != NULL ||
      !g_str_equal (sc_game_get_result (game), "*"))
    return;
  sc_game_position_at (game, last, &pos);
  result = sc_tag_rules_result (&pos);
  if (result != NULL)
    sc_game_edit_group_add (group, sc_game_set_result_edit (game, result));
}

gboolean
sc_document_read_moves (ScDocument       *doc,
                        const char       *text,
                        gssize            length,
                        const ScLanguage *lang,
                        guint            *n_moves,
                        ScTextProblem    *problem)
{
  ScGame *game;
  ScGameNode *node, *last = NULL, *first = NULL;
  g_autofree char *result_before = NULL;
  ScGameEdit *group;
  guint n_children = 0, n_followed = 0;
  gsize skipped;
  gboolean ok;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  game = sc_document_get_game (doc);
  node = sc_document_get_current (doc);
  if (length < 0)
    length = (gssize) strlen (text);
  group = sc_game_edit_group_new ();
  skipped = follow_existing_moves (game, group, &node, text, (gsize) length, lang, &n_followed);
  text += skipped;
  length -= (gssize) skipped;
  for (ScGameNode *c = node->first_child; c != NULL; c = c->next_sibling)
    n_children++;
  result_before = g_strdup (sc_game_get_result (game));

  ok = sc_read_moves_at (game, node, text, length, lang, &last, problem);
  if (!ok && problem != NULL)
    problem->offset += skipped;

  /* The new line is the child added after the ones there were. */
  first = node->first_child;
  for (guint i = 0; first != NULL && i < n_children; i++)
    first = first->next_sibling;

  if (first != NULL)
    sc_game_edit_group_add (group, sc_game_edit_for_added_line (game, first));
  if (g_strcmp0 (result_before, sc_game_get_result (game)) != 0)
    {
      g_autofree char *result = g_strdup (sc_game_get_result (game));

      sc_game_set_result (game, result_before);
      sc_game_edit_group_add (group, sc_game_set_result_edit (game, result));
    }
  else if (first != NULL)
    add_rules_result (game, group, last);
  if (n_moves != NULL)
    *n_moves = n_followed + count_moves (node, last);
  sc_document_push (doc, group, last);
  return ok;
}

gboolean
sc_document_check_moves (ScDocument       *doc,
                         const char       *text,
                         gssize            length,
                         const ScLanguage *lang,
                         guint            *n_moves,
                         ScTextProblem    *problem)
{
  g_autoptr(ScGame) scratch = sc_game_new ();
  ScGameNode *last = NULL;
  ScPosition pos;
  gboolean ok;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), FALSE);

  sc_game_position_at (sc_document_get_game (doc), sc_document_get_current (doc), &pos);
  sc_game_set_start_position (scratch, &pos);
  ok = sc_read_moves_at (scratch, sc_game_get_root (scratch), text, length, lang, &last, problem);
  if (n_moves != NULL)
    *n_moves = count_moves (sc_game_get_root (scratch), last);
  return ok;
}

typedef struct {
  ScDocument *doc;
  const char *text;
  gssize      length;
} TypedText;

static guint
moves_checked (const ScLanguage *lang,
               gpointer          user_data)
{
  TypedText *typed = user_data;
  ScTextProblem problem = { 0 };
  guint n_moves = 0;

  sc_document_check_moves (typed->doc, typed->text, typed->length, lang, &n_moves, &problem);
  g_free (problem.message);
  return n_moves;
}

const ScLanguage *
sc_document_detect_language (ScDocument *doc,
                             const char *text,
                             gssize      length)
{
  TypedText typed = { doc, text, length };

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  return sc_detect_language_by (moves_checked, &typed, text, length);
}

static ScGameNode *
line_end (ScGameNode *node)
{
  while (node != NULL && node->first_child != NULL)
    node = node->first_child;
  return node;
}

/* The NAGs and draw offer written with a move, into the same step. */
static void
add_marks (ScGame            *game,
           ScGameEdit        *group,
           ScGameNode        *node,
           const ScMoveParse *marks)
{
  if (marks == NULL)
    return;
  if (marks->n_nags > 0)
    sc_game_edit_group_add (group, sc_game_set_nags (game, node, marks->nags, marks->n_nags));
  if (marks->draw_offer && !node->draw_offer)
    sc_game_edit_group_add (group, sc_game_toggle_draw_offer (game, node));
}

ScPlayResult
sc_document_play_move (ScDocument            *doc,
                       ScMove                 move,
                       ScPlayMode             mode,
                       const ScMoveParse     *marks,
                       const ScNotationStyle *style,
                       char                 **pending)
{
  ScGame *game;
  ScGameNode *node, *played = NULL, *last_kept = NULL;
  ScGameEdit *group;
  gboolean differs;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), SC_PLAY_PLAYED);

  if (pending != NULL)
    *pending = NULL;
  game = sc_document_get_game (doc);
  node = sc_document_get_current (doc);
  /* Another move follows here, and this one is none of those there. */
  differs = node->first_child != NULL && sc_game_node_find_child (node, move) == NULL;
  if (differs && mode == SC_PLAY_ADD)
    return SC_PLAY_NEEDS_CHOICE;

  if (differs && mode == SC_PLAY_REPLACE)
    {
      group = sc_game_replace_move_styled (game, node->first_child, move, style, &played, &last_kept, pending);
      add_marks (game, group, played, marks);
      /* With moves still to read, the line has not reached its end. */
      if (pending == NULL || *pending == NULL)
        add_rules_result (game, group, line_end (played));
      /* Where moves no longer fit, reading goes on after the last that
       * still did; where all fit, the user stays on the move corrected. */
      sc_document_push (doc, group, pending != NULL && *pending != NULL ? last_kept : played);
      return SC_PLAY_PLAYED;
    }

  group = sc_game_edit_group_new ();
  sc_game_edit_group_add (group, sc_game_add_move (game, node, move, &played));
  add_marks (game, group, played, marks);
  if (!sc_game_edit_group_is_empty (group))
    add_rules_result (game, group, played);
  /* The same move as the one there is no step: only one along the line. */
  sc_document_push (doc, group, played);
  return SC_PLAY_PLAYED;
}

char *
sc_document_read_result (ScDocument  *doc,
                         const char  *text,
                         char       **problem)
{
  g_autofree char *result = NULL;

  g_return_val_if_fail (SC_IS_DOCUMENT (doc), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  if (problem != NULL)
    *problem = NULL;
  result = sc_tag_normalize ("Result", text, NULL);
  if (!g_str_equal (result, "1-0") && !g_str_equal (result, "0-1") && !g_str_equal (result, "1/2-1/2")
      && !g_str_equal (result, "*"))
    return NULL;
  if (problem != NULL)
    *problem = sc_tag_check (sc_document_get_game (doc), "Result", result);
  return g_steal_pointer (&result);
}

void
sc_document_set_result (ScDocument *doc,
                        const char *result)
{
  ScGame *game;

  g_return_if_fail (SC_IS_DOCUMENT (doc));
  g_return_if_fail (result != NULL);

  game = sc_document_get_game (doc);
  if (g_str_equal (sc_game_get_result (game), result))
    return;
  sc_document_push (doc, sc_game_set_result_edit (game, result), sc_document_get_current (doc));
}
