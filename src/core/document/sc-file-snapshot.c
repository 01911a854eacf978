/* sc-file-snapshot.c: a copy of an open file that no other program can change
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game file is mapped into memory, so that memory grows with the games
 * looked at, not with the file. But a mapping follows its file: another
 * program that rewrote the file in place would change the games under
 * the reader (and a save would copy its new bytes), and one that
 * shortened it would kill the reader with SIGBUS. The mapping is of a
 * copy of our own instead: a file without a name in the user's cache
 * folder, filled by the kernel (copy_file_range (), which shares the
 * blocks where the file system can), and gone once closed.
 */
#define _GNU_SOURCE   /* copy_file_range (), O_TMPFILE */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sc-file-snapshot.h"

/* A file in dir without a name: O_TMPFILE, else a named one removed. */
static int
open_nameless (const char *dir)
{
  g_autofree char *name = NULL;
  int fd = open (dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);

  if (fd >= 0)
    return fd;
  name = g_build_filename (dir, "scoresheet-snapshot-XXXXXX", NULL);
  fd = g_mkstemp_full (name, O_RDWR | O_CLOEXEC, 0600);
  if (fd >= 0)
    g_unlink (name);
  return fd;
}

/* Copies what copy_file_range () could not, by reading and writing. */
static gboolean
copy_rest (int   from,
           int   to,
           off_t at)
{
  char buffer[64 * 1024];

  for (;;)
    {
      ssize_t n = pread (from, buffer, sizeof buffer, at);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return n == 0;
      for (ssize_t written = 0; written < n;)
        {
          ssize_t w = pwrite (to, buffer + written, (size_t) (n - written), at + written);

          if (w < 0 && errno == EINTR)
            continue;
          if (w <= 0)
            return FALSE;
          written += w;
        }
      at += n;
    }
}

int
sc_file_snapshot (int      fd,
                  GError **error)
{
  const char *dir = g_get_user_cache_dir ();
  off_t from_at = 0, to_at = 0;
  int saved_errno, copy;

  if (g_mkdir_with_parents (dir, 0700) == 0 && (copy = open_nameless (dir)) >= 0)
    {
      for (;;)
        {
          ssize_t n = copy_file_range (fd, &from_at, copy, &to_at, 1 << 30, 0);

          if (n > 0)
            continue;
          if (n == 0 || (n < 0 && errno != EINTR))
            break;
        }
      /* Between file systems, or without the call, the rest the slow way. */
      if (copy_rest (fd, copy, from_at))
        return copy;
      saved_errno = errno;
      close (copy);
      errno = saved_errno;
    }
  saved_errno = errno;
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Could not make a copy to read in %s: %s"), dir, g_strerror (saved_errno));
  return -1;
}
