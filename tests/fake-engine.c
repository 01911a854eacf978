/* fake-engine.c: a scripted UCI engine for test-engine
 *
 * Copyright 2026 The Scoresheet developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * fake-engine SCENARIO [LOG]: behaves as SCENARIO says (see main ()),
 * and writes its process id and then every line it reads to LOG. Its
 * lines of play are for the position after 1. e4 (Black to move); in
 * the chess960 scenario, after a "position fen", for the Chess960
 * position 1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR after White castled
 * with the b1 rook (Black to move).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static FILE *log_file;

static void
say (const char *line)
{
  printf ("%s\n", line);
  fflush (stdout);
}

/* The next line from the client, logged; NULL at the end of input. */
static char *
hear (char *buffer,
      size_t size)
{
  if (fgets (buffer, (int) size, stdin) == NULL)
    return NULL;
  buffer[strcspn (buffer, "\r\n")] = '\0';
  if (log_file != NULL)
    {
      fprintf (log_file, "%s\n", buffer);
      fflush (log_file);
    }
  return buffer;
}

/* Ignores everything until killed. */
static void
hang (void)
{
  char buffer[4096];

  while (hear (buffer, sizeof buffer) != NULL)
    ;
  for (;;)
    pause ();
}

static void
handshake (const char *scenario)
{
  say ("id name Fake Engine 1.0");
  say ("id author The Scoresheet developers");
  say ("option name Threads type spin default 1 min 1 max 512");
  say ("option name Hash type spin default 16 min 1 max 33554432");
  say ("option name MultiPV type spin default 1 min 1 max 500");
  if (strcmp (scenario, "options") == 0)
    say ("option name Skill Level type spin default 20 min 0 max 20");
  if (strcmp (scenario, "chess960") == 0)
    say ("option name UCI_Chess960 type check default false");
  say ("uciok");
}

/* Lines of play after 1. e4: two lines, the last one for multipv 1 with
 * an illegal move, and lines without a pv. */
static void
think (void)
{
  say ("info string searching the position");
  say ("info depth 1 seldepth 1 multipv 1 score cp 20 nodes 20 nps 20000 time 1 pv e7e5");
  say ("info depth 1 seldepth 1 multipv 2 score cp 10 wdl 100 800 100 nodes 40 nps 40000 time 1 pv c7c5");
  say ("info depth 2 seldepth 3 multipv 1 score cp 25 wdl 150 800 50 nodes 120 nps 120000 time 1 pv e7e5 g1f3");
  say ("info currmove e7e5 currmovenumber 1");
  say ("info depth 3 seldepth 4 multipv 1 score mate 3 nodes 300 nps 150000 time 2 pv d7d5 e4d5 d8d5");
  say ("info depth 4 seldepth 5 multipv 1 score cp 40 nodes 600 nps 200000 time 3 pv e7e5 e4e5");
  say ("some words the client must let by");
}

/* Castling as UCI_Chess960 writes it, the king onto its rook: g8h8 and
 * g8b8 castle, g8f8 is a king's move, and g8c8 (castling in ordinary
 * UCI) is not a move here. */
static void
think_chess960 (void)
{
  say ("info depth 1 seldepth 1 multipv 1 score cp 10 nodes 30 pv g8h8 c1b1");
  say ("info depth 2 seldepth 2 multipv 2 score cp 5 nodes 60 pv g8f8");
  say ("info depth 3 seldepth 3 multipv 1 score cp 30 nodes 90 pv g8c8");
  say ("info depth 3 seldepth 3 multipv 1 score cp 25 nodes 90 pv g8b8 c1b1 c8b8");
  say ("bestmove g8b8 ponder c1b1");
}

int
main (int   argc,
      char *argv[])
{
  const char *scenario = argc > 1 ? argv[1] : "normal";
  char buffer[4096];
  char *line;
  int fen_given = 0;
  long hash;

  if (argc > 2)
    {
      log_file = fopen (argv[2], "w");
      if (log_file == NULL)
        return 2;
      fprintf (log_file, "pid %ld\n", (long) getpid ());
      fflush (log_file);
    }
  /* What a client sees when a program does not speak UCI at all. */
  if (strcmp (scenario, "garbage") == 0)
    {
      hear (buffer, sizeof buffer);
      for (;;)
        say ("Illegal move: uci");
    }

  while ((line = hear (buffer, sizeof buffer)) != NULL)
    {
      if (strcmp (line, "uci") == 0)
        {
          if (strcmp (scenario, "hang-handshake") == 0)
            {
              say ("id name Hanging Engine");
              hang ();
            }
          handshake (scenario);
        }
      else if (strncmp (line, "position", 8) == 0)
        fen_given = strncmp (line, "position fen", 12) == 0;
      /* A machine with less memory than the hash asked for: Stockfish
       * cannot allocate it, and exits. */
      else if (strcmp (scenario, "small-memory") == 0 &&
               sscanf (line, "setoption name Hash value %ld", &hash) == 1 && hash > 1024)
        return 1;
      /* The same on this machine: more than half its memory is more
       * than it can give. */
      else if (strcmp (scenario, "machine-memory") == 0 &&
               sscanf (line, "setoption name Hash value %ld", &hash) == 1 &&
               hash > (long long) sysconf (_SC_PHYS_PAGES) * sysconf (_SC_PAGE_SIZE) / 2 / (1024 * 1024))
        return 1;
      else if (strcmp (line, "isready") == 0)
        say ("readyok");
      else if (strcmp (line, "quit") == 0)
        return 0;
      else if (strncmp (line, "go", 2) == 0)
        {
          int infinite = strstr (line, "infinite") != NULL;

          if (strcmp (scenario, "crash-on-go") == 0)
            {
              say ("info depth 1 seldepth 1 multipv 1 score cp 20 nodes 20 pv e7e5");
              return 3;
            }
          if (strcmp (scenario, "chess960") == 0 && fen_given)
            {
              think_chess960 ();
              continue;
            }
          think ();
          if (strcmp (scenario, "hang-on-stop") == 0)
            hang ();
          if (infinite)
            {
              while ((line = hear (buffer, sizeof buffer)) != NULL && strcmp (line, "stop") != 0)
                ;
            }
          if (strcmp (scenario, "illegal-bestmove") == 0)
            say ("bestmove e2e4");
          else if (strcmp (scenario, "garbage-bestmove") == 0)
            say ("bestmove");
          else
            say ("bestmove d7d5 ponder e4d5");
        }
    }
  return 0;
}
