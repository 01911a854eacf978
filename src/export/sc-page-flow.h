/* sc-page-flow.h: boxes placed down the columns of pages
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A piece of a page placed whole: a line of text, a diagram. */
typedef struct {
  double   height;
  double   space_before;  /* above it, unless it starts a column */
  gboolean breakable;     /* a column may end just before it */
  /* Where sc_page_flow_place () put it: */
  guint    page;
  guint    column;
  double   y;             /* its top */
} ScFlowBox;

/* Places boxes (of ScFlowBox) down columns that run from top to bottom,
 * in order: the boxes from one breakable box to the next go together to
 * the next column when they do not fit. In more than one column, the
 * last page's columns are made as short as they can be and still hold
 * its boxes, so that they end level. Returns the number of pages. */
guint sc_page_flow_place (GArray *boxes,
                          guint   columns,
                          double  top,
                          double  bottom);

G_END_DECLS
