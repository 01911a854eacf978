/* sc-cli-input.c: reading a file or standard input as UTF-8 text
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <gio/gunixinputstream.h>

#include "sc-cli-input.h"
#include "sc-text-encoding.h"
#include "sc-text-turner.h"

static char *
read_stdin (gsize   *length,
            GError **error)
{
  g_autoptr(GInputStream) in = g_unix_input_stream_new (0, FALSE);
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();

  /* Spliced, then a NUL, so that the text is also a C string. */
  if (g_output_stream_splice (out, in, G_OUTPUT_STREAM_SPLICE_NONE, NULL, error) < 0 ||
      !g_output_stream_write_all (out, "", 1, NULL, NULL, error) ||
      !g_output_stream_close (out, NULL, error))
    return NULL;
  *length = g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (out)) - 1;
  return g_memory_output_stream_steal_data (G_MEMORY_OUTPUT_STREAM (out));
}

char *
sc_cli_read_text (const char      *path,
                  gsize           *length,
                  ScTextEncoding  *encoding,
                  GError         **error)
{
  g_autofree char *data = NULL;
  ScTextEncoding found;
  char *turned;
  gsize len = 0;

  if (g_str_equal (path, "-"))
    data = read_stdin (&len, error);
  else if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  if (data == NULL)
    return NULL;

  turned = sc_text_turned_copy (data, len, &len);
  if (turned != NULL)
    {
      g_free (data);
      data = turned;
    }
  found = sc_text_encoding_detect (data, len);
  if (encoding != NULL)
    *encoding = found;
  if (found == SC_TEXT_ENCODING_UTF8)
    {
      *length = len;
      return g_steal_pointer (&data);
    }
  return sc_text_to_utf8 (data, len, found, length);
}

GInputStream *
sc_cli_open_input (const char  *path,
                   GError     **error)
{
  g_autoptr(GFile) file = NULL;

  if (g_str_equal (path, "-"))
    return g_unix_input_stream_new (0, FALSE);
  file = g_file_new_for_commandline_arg (path);
  return G_INPUT_STREAM (g_file_read (file, NULL, error));
}
