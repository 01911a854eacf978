/* sc-line-ends.c: files whose lines end with a carriage return alone
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sc-line-ends.h"

ScLineEnds
sc_line_ends_detect (const char *head,
                     gsize       length)
{
  for (gsize i = 0; i < length; i++)
    {
      if (head[i] == '\n')
        return SC_LINE_ENDS_LF;
      if (head[i] == '\r')
        {
          if (i + 1 == length)
            return SC_LINE_ENDS_UNKNOWN;   /* the next byte decides */
          return head[i + 1] == '\n' ? SC_LINE_ENDS_LF : SC_LINE_ENDS_CR;
        }
    }
  return SC_LINE_ENDS_UNKNOWN;
}

void
sc_line_ends_cr_to_lf (char  *text,
                       gsize  length)
{
  char *end = text + length;

  if (length == 0)
    return;
  for (char *p = memchr (text, '\r', length); p != NULL; p = memchr (p, '\r', (gsize) (end - p)))
    {
      if (p + 1 == end || p[1] != '\n')
        *p = '\n';
      p++;
      if (p == end)
        break;
    }
}
