/* sc-page-flow.c: boxes placed down the columns of pages
 *
 * The boxes between two breakable ones are a run that stays in one
 * column; a run taller than a column is parted wherever its boxes end.
 * The last page is balanced by placing its boxes again in shorter
 * columns, halving the difference between the shortest that failed and
 * the tallest that held them.
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sc-page-flow.h"

/* Halving steps in search of the last page's columns: to within a point
 * on A4. */
#define BALANCE_STEPS 10

typedef struct {
  GArray   *boxes;
  guint     columns;
  double    top;
  double    bottom;
  guint     page;
  guint     column;
  double    y;
  gboolean  parted;   /* a run taller than a column was parted */
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
        {
          f->parted = TRUE;
          for (guint i = first; i < end; i++)
            {
              ScFlowBox *box = box_at (f, i);

              if (!fits (f, space_above (f, box) + box->height) && !at_top (f))
                next_column (f);
              put (f, box);
            }
        }
      first = end;
    }
}

/* Places the boxes from first on again, from the top of page, in columns
 * that end at bottom; whether they all fit on that page, no run parted. */
static gboolean
place_on_page (Flow   *f,
               guint   first,
               guint   page,
               double  bottom)
{
  f->page = page;
  f->column = 0;
  f->y = f->top;
  f->bottom = bottom;
  f->parted = FALSE;
  place_from (f, first);
  return f->page == page && !f->parted;
}

static void
balance_last_page (Flow *f)
{
  guint page = f->page, first = f->boxes->len;
  double low = f->top, high = f->bottom;

  while (first > 0 && box_at (f, first - 1)->page == page)
    first--;
  for (guint step = 0; step < BALANCE_STEPS; step++)
    {
      double middle = (low + high) / 2;

      if (place_on_page (f, first, page, middle))
        high = middle;
      else
        low = middle;
    }
  place_on_page (f, first, page, high);
}

guint
sc_page_flow_place (GArray *boxes,
                    guint   columns,
                    double  top,
                    double  bottom)
{
  Flow f = { boxes, MAX (columns, 1), top, bottom, 0, 0, top, FALSE };

  g_return_val_if_fail (boxes != NULL, 0);

  place_from (&f, 0);
  if (f.columns > 1 && boxes->len > 0)
    balance_last_page (&f);
  return f.page + 1;
}
