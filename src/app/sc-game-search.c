/* sc-game-search.c: the game list's filter, by players and event
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-game-record.h"
#include "sc-game-search.h"
#include "sc-search-fold.h"

struct _ScGameSearch {
  GtkFilter  parent_instance;
  char      *folded;   /* the search text folded once, NULL when empty */
};

G_DEFINE_FINAL_TYPE (ScGameSearch, sc_game_search, GTK_TYPE_FILTER)

static gboolean
sc_game_search_match (GtkFilter *filter,
                      gpointer   item)
{
  ScGameSearch *self = SC_GAME_SEARCH (filter);

  return self->folded == NULL || sc_game_record_matches (SC_GAME_RECORD (item), self->folded);
}

static GtkFilterMatch
sc_game_search_get_strictness (GtkFilter *filter)
{
  ScGameSearch *self = SC_GAME_SEARCH (filter);

  return self->folded == NULL ? GTK_FILTER_MATCH_ALL : GTK_FILTER_MATCH_SOME;
}

static void
sc_game_search_finalize (GObject *object)
{
  ScGameSearch *self = SC_GAME_SEARCH (object);

  g_free (self->folded);
  G_OBJECT_CLASS (sc_game_search_parent_class)->finalize (object);
}

static void
sc_game_search_class_init (ScGameSearchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkFilterClass *filter_class = GTK_FILTER_CLASS (klass);

  object_class->finalize = sc_game_search_finalize;
  filter_class->match = sc_game_search_match;
  filter_class->get_strictness = sc_game_search_get_strictness;
}

static void
sc_game_search_init (ScGameSearch *self)
{
}

GtkFilter *
sc_game_search_new (void)
{
  return g_object_new (SC_TYPE_GAME_SEARCH, NULL);
}

void
sc_game_search_set_text (ScGameSearch *self,
                         const char   *text)
{
  g_autofree char *old = NULL;
  GtkFilterChange change;

  g_return_if_fail (SC_IS_GAME_SEARCH (self));

  old = g_steal_pointer (&self->folded);
  self->folded = text != NULL && *text != '\0' ? sc_search_fold (text, -1) : NULL;
  if (g_strcmp0 (old, self->folded) == 0)
    return;
  /* Typing on (more text) only narrows what was found, and a key taken
   * back only widens it: the list then looks again at those rows alone. */
  if (old == NULL)
    change = GTK_FILTER_CHANGE_MORE_STRICT;
  else if (self->folded == NULL)
    change = GTK_FILTER_CHANGE_LESS_STRICT;
  else if (strstr (self->folded, old) != NULL)
    change = GTK_FILTER_CHANGE_MORE_STRICT;
  else if (strstr (old, self->folded) != NULL)
    change = GTK_FILTER_CHANGE_LESS_STRICT;
  else
    change = GTK_FILTER_CHANGE_DIFFERENT;
  gtk_filter_changed (GTK_FILTER (self), change);
}
