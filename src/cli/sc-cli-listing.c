/* sc-cli-listing.c: the lines of "scoresheet-cli index", one per game
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "sc-cli-listing.h"
#include "sc-text-encoding.h"

/* The columns after number, offset and length. */
static const ScPgnTag columns[] = {
  SC_PGN_TAG_WHITE, SC_PGN_TAG_BLACK, SC_PGN_TAG_RESULT, SC_PGN_TAG_DATE,
  SC_PGN_TAG_EVENT, SC_PGN_TAG_ROUND, SC_PGN_TAG_ECO,
};

void
sc_cli_listing_flush (GString *listing)
{
  fwrite (listing->str, 1, listing->len, stdout);
  g_string_truncate (listing, 0);
}

/* A value with bytes outside printable ASCII: made UTF-8 (as Windows-1252
 * when it is not), with tabs and line breaks turned into spaces. */
static void
append_unusual_value (GString    *listing,
                      const char *value,
                      gsize       len)
{
  g_autofree char *converted = NULL;
  gsize start = listing->len;
  char *out;

  if (!g_utf8_validate_len (value, len, NULL))
    value = converted = sc_text_to_utf8 (value, len, SC_TEXT_ENCODING_WINDOWS_1252, &len);
  g_string_append_len (listing, value, (gssize) len);
  out = listing->str + start;
  for (gsize i = 0; i < len; i++)
    if (out[i] == '\t' || out[i] == '\n' || out[i] == '\r')
      out[i] = ' ';
}

/* Room for len more bytes at the end of string, without changing it. */
static void
reserve (GString *string,
         gsize    len)
{
  if (string->len + len >= string->allocated_len)
    {
      gsize old_len = string->len;

      g_string_set_size (string, old_len + len);
      string->len = old_len;
    }
}

/* The two digits of each number below 100. */
static const char digit_pairs[] =
  "0001020304050607080910111213141516171819"
  "2021222324252627282930313233343536373839"
  "4041424344454647484950515253545556575859"
  "6061626364656667686970717273747576777879"
  "8081828384858687888990919293949596979899";

/* How many decimal digits n has: from its highest bit, then one look at
 * a power of ten. (n | 1 has as many digits as n.) */
static inline guint
count_digits (guint64 n)
{
  static const guint64 powers_of_ten[20] = {
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000,
    G_GUINT64_CONSTANT (10000000000), G_GUINT64_CONSTANT (100000000000),
    G_GUINT64_CONSTANT (1000000000000), G_GUINT64_CONSTANT (10000000000000),
    G_GUINT64_CONSTANT (100000000000000), G_GUINT64_CONSTANT (1000000000000000),
    G_GUINT64_CONSTANT (10000000000000000), G_GUINT64_CONSTANT (100000000000000000),
    G_GUINT64_CONSTANT (1000000000000000000), G_GUINT64_CONSTANT (10000000000000000000),
  };
  guint64 m = n | 1;
  /* 1233 / 4096 is just under log10 (2). */
  guint guess = (guint) (64 - __builtin_clzll (m)) * 1233 >> 12;

  return guess + (m >= powers_of_ten[guess]);
}

/* printf costs more than the scan for a file of short games. The digits
 * go straight to their places, from the last: put together elsewhere and
 * then copied, they were read back before their stores were done. */
char *
sc_cli_put_number (char    *out,
                   guint64  n,
                   char     separator)
{
  guint len = count_digits (n);
  char *at = out + len;

  while (n >= 100)
    {
      at -= 2;
      memcpy (at, digit_pairs + 2 * (n % 100), 2);
      n /= 100;
    }
  if (n >= 10)
    memcpy (at - 2, digit_pairs + 2 * n, 2);
  else
    at[-1] = (char) ('0' + n);
  out[len] = separator;
  return out + len + 1;
}

/* Short values, most of them, are copied in one move of fixed size:
 * a memcpy () of each value's own length costs a call, or a branch that
 * lengths keep getting wrong. The scanner's values can be read that far
 * (SC_PGN_VALUE_ROOM), and list_game () keeps room for it. */
#define SHORT_VALUE 32
G_STATIC_ASSERT (SC_PGN_VALUE_ROOM >= SHORT_VALUE);

static inline void
copy_value (char       *out,
            const char *in,
            gsize       len)
{
  /* (An absent value is NULL, its length 0.) */
  if (G_LIKELY (len - 1 < SHORT_VALUE))
    memcpy (out, in, SHORT_VALUE);
  else if (len > 0)
    memcpy (out, in, len);
}

/* Which bytes of value are outside printable ASCII: UNUSUAL_HIGH for
 * bytes above 0x7F, UNUSUAL_CONTROL for bytes below 0x20. Eight bytes
 * at a time (the last eight overlapping), as most values are short. */
enum {
  UNUSUAL_HIGH    = 1 << 0,
  UNUSUAL_CONTROL = 1 << 1,
};

static inline guint
find_unusual (const char *value,
              gsize       len)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 high = ones * 0x80, spaces = ones * 0x20;
  guint64 high_bits = 0, control_bits = 0;

  if (len < 8)
    {
      guint found = 0;

      for (gsize i = 0; i < len; i++)
        {
          guchar c = (guchar) value[i];

          found |= (c >= 0x80 ? UNUSUAL_HIGH : 0) | (c < 0x20 ? UNUSUAL_CONTROL : 0);
        }
      return found;
    }
  for (gsize i = 0;; i += 8)
    {
      guint64 word;

      if (i + 8 > len)
        i = len - 8;
      memcpy (&word, value + i, 8);
      high_bits |= word & high;
      /* A byte below 0x20 borrows when 0x20 is taken off (bytes with the
       * high bit may show here too, and are then unusual anyway). */
      control_bits |= (word - spaces) & ~word & high;
      if (i + 8 >= len)
        break;
    }
  return (high_bits != 0 ? UNUSUAL_HIGH : 0) | (control_bits != 0 ? UNUSUAL_CONTROL : 0);
}

/* A line written into listing's text up to out: the text ends there,
 * and is written out once full, unless it is held. */
static void
end_line (ScCliListing *listing,
          char         *out)
{
  GString *text = listing->text;

  text->len = (gsize) (out - text->str);
  text->str[text->len] = '\0';
  if (text->len >= SC_CLI_LISTING_FLUSH_SIZE && !listing->held)
    sc_cli_listing_flush (text);
}

/* Most lines are written straight into room made for them at once; a
 * value the scanner does not know to be plain text is looked at first,
 * and one outside printable ASCII and UTF-8 takes the longer way. */
void
sc_cli_listing_add (const ScPgnIndexEntry *entry,
                    gpointer               user_data)
{
  ScCliListing *listing = user_data;
  GString *text = listing->text;
  gsize need = 3 * 21 + G_N_ELEMENTS (columns) + 1 + SHORT_VALUE;
  char *out;

  listing->n_games++;
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    need += entry->tag_lengths[columns[i]];
  reserve (text, need);
  out = text->str + text->len;
  if (!listing->held)
    out = sc_cli_put_number (out, entry->number, '\t');
  out = sc_cli_put_number (out, entry->offset, '\t');
  out = sc_cli_put_number (out, entry->length, '\t');
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      const char *value = entry->tags[columns[i]];
      gsize len = entry->tag_lengths[columns[i]];
      guint unusual = len == 0 || (entry->plain_tags >> columns[i] & 1) != 0 ? 0 : find_unusual (value, len);

      /* (With no control bytes there is no NUL, which is all that
       * sc_text_is_utf8 () lets by that GLib's check would not.) */
      if (unusual == 0 || (unusual == UNUSUAL_HIGH && sc_text_is_utf8 (value, len)))
        {
          copy_value (out, value, len);
          out += len;
        }
      else
        {
          text->len = (gsize) (out - text->str);
          append_unusual_value (text, value, len);
          reserve (text, need);
          out = text->str + text->len;
        }
      *out++ = i + 1 < G_N_ELEMENTS (columns) ? '\t' : '\n';
    }
  end_line (listing, out);
}

void
sc_cli_listing_append_held (ScCliListing *listing,
                            ScCliListing *held,
                            guint         games_before)
{
  GString *text = listing->text;
  const char *line = held->text->str, *end = line + held->text->len;
  guint number = games_before;

  /* Every line ends with '\n': values are written without line breaks. */
  while (line < end)
    {
      const char *nl = memchr (line, '\n', (gsize) (end - line));
      gsize len = (gsize) (nl + 1 - line);
      char *out;

      reserve (text, len + 21);
      out = sc_cli_put_number (text->str + text->len, ++number, '\t');
      memcpy (out, line, len);
      end_line (listing, out + len);
      line = nl + 1;
    }
  listing->n_games += held->n_games;
}

guint
sc_cli_listing_tags (void)
{
  guint tags = 0;

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    tags |= 1u << columns[i];
  return tags;
}

ScPgnScanner *
sc_cli_listing_scanner_new (ScCliListing *listing)
{
  ScPgnScanner *scanner = sc_pgn_scanner_new (sc_cli_listing_add, listing);

  sc_pgn_scanner_set_tags (scanner, sc_cli_listing_tags ());
  return scanner;
}
