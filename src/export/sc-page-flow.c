/* sc-page-flow.c: boxes placed down the columns of pages
 *
 * The boxes between two breakable ones are a run that stays in one
 * column; a run taller than a column is parted wherever its boxes end.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-page-flow.h"

typedef struct {
  GArray *boxes;
  guint   columns;
  double  top;
  double  bottom;
  guint   page;
  guint   column;
  double  y;
} Flow;

static ScFlowBox *
box_at (Flow  *f,
        guint  index)
{
  return &g_array_index (f->boxes, ScFlowBox, index);
}

static gboolean
at_top (Flow *f)
{
  return f->y <= f->top + 0.01;
}

static gboolean
fits (Flow   *f,
      double  height)
{
  return f->y + height <= f->bottom + 0.01;
}

static double
space_above (Flow      *f,
             ScFlowBox *box)
{
  return at_top (f) ? 0 : box->space_before;
}

static void
next_column (Flow *f)
{
  if (++f->column == f->columns)
    {
      f->column = 0;
      f->page++;
    }
  f->y = f->top;
}

static void
put (Flow      *f,
     ScFlowBox *box)
{
  f->y += space_above (f, box);
  box->page = f->page;
  box->column = f->column;
  box->y = f->y;
  f->y += box->height;
}

/* The height of boxes [first, end) placed together, from the first's top. */
static double
run_height (Flow  *f,
            guint  first,
            guint  end)
{
  double height = box_at (f, first)->height;

  for (guint i = first + 1; i < end; i++)
    height += box_at (f, i)->space_before + box_at (f, i)->height;
  return height;
}

static void
place_from (Flow  *f,
            guint  first)
{
  while (first < f->boxes->len)
    {
      guint end = first + 1;
      double height;

      while (end < f->boxes->len && !box_at (f, end)->breakable)
        end++;
      height = run_height (f, first, end);
      if (!fits (f, space_above (f, box_at (f, first)) + height) && !at_top (f))
        next_column (f);
      if (fits (f, space_above (f, box_at (f, first)) + height))
        for (guint i = first; i < end; i++)
          put (f, box_at (f, i));
      else
        for (guint i = first; i < end; i++)
          {
            ScFlowBox *box = box_at (f, i);

            if (!fits (f, space_above (f, box) + box->height) && !at_top (f))
              next_column (f);
            put (f, box);
          }
      first = end;
    }
}

guint
sc_page_flow_place (GArray *boxes,
                    guint   columns,
                    double  top,
                    double  bottom)
{
  Flow f = { boxes, MAX (columns, 1), top, bottom, 0, 0, top };

  g_return_val_if_fail (boxes != NULL, 0);

  place_from (&f, 0);
  return f.page + 1;
}
