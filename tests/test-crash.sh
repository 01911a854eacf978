#!/usr/bin/env bash
# test-crash.sh: unsaved moves survive a crash. Starts the real application
# on a file with its own state folder, types two moves, waits past the
# journal delay, kills it (SIGKILL), starts it again on the same file,
# saves with Ctrl+S and checks the moves are in the file and the journal
# is gone.
#
# Usage: test-crash.sh SCORESHEET. Needs an X display (DISPLAY) and
# xdotool; exits 77 (skipped) without them.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail

app=$1
if [[ -z "${DISPLAY:-}" ]] || ! command -v xdotool >/dev/null || ! xdotool getmouselocation >/dev/null 2>&1; then
  echo "No X display or no xdotool: skipped"
  exit 77
fi

tmp=$(mktemp -d)
pid=
cleanup () {
  [[ -n "$pid" ]] && kill -9 "$pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

export XDG_STATE_HOME="$tmp/state"
# Each run a process of its own, not a second window of another one.
unset DBUS_SESSION_BUS_ADDRESS
unset G_DEBUG
file="$tmp/crash.pgn"
cat > "$file" <<'PGN'
[Event "Crash test"]
[White "Typed"]
[Black "Moves"]
[Result "*"]

*

[Event "Crash test"]
[White "Second"]
[Black "Game"]
[Result "1-0"]

1. f3 e5 2. g4 Qh4# 1-0
PGN
second_game=$(sed -n '8,$p' "$file")

# Waits for the application's window; prints its X id.
wait_for_window () {
  local id
  for _ in $(seq 1 300); do
    id=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | tail -n 1 || true)
    if [[ -n "$id" ]]; then
      echo "$id"
      return 0
    fi
    sleep 0.1
  done
  echo "the window did not show; the application said:" >&2
  cat "$tmp/app.log" >&2
  return 1
}

start_app () {
  # Right after the kill, the X server now and then refuses the new
  # connection ("cannot open display"): that is the display's doing, not
  # the application's, so the start is tried again.
  for attempt in 1 2 3; do
    "$app" "$file" >"$tmp/app.log" 2>&1 &
    pid=$!
    sleep 1
    if kill -0 "$pid" 2>/dev/null || ! grep -q "cannot open display" "$tmp/app.log"; then
      break
    fi
    echo "# attempt $attempt: the display refused the connection; starting again" >&2
    wait "$pid" 2>/dev/null || true
    sleep 1
  done
  window=$(wait_for_window)
  sleep 1
  xdotool windowfocus --sync "$window" 2>/dev/null || xdotool windowfocus "$window"
  sleep 0.3
}

start_app
# Printable keys outside text fields go to the move entry.
xdotool type --delay 60 "e4"
xdotool key Return
xdotool type --delay 60 "e5"
xdotool key Return
# The journal is written within 2 s of a change.
sleep 2.5
ls "$XDG_STATE_HOME/scoresheet/" >/dev/null 2>&1 || { echo "not ok: no journal written"; cat "$tmp/app.log"; exit 1; }
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
pid=

if grep -q "e4" "$file"; then
  echo "not ok: the file changed before saving"
  exit 1
fi

start_app
sleep 1
xdotool key ctrl+s
sleep 1.5
kill "$pid"
wait "$pid" 2>/dev/null || true
pid=

if ! grep -q "1\. e4 e5" "$file"; then
  echo "not ok: the moves are not in the file:"
  cat "$file"
  cat "$tmp/app.log"
  exit 1
fi
if [[ "$(sed -n '/Second/,$p' "$file")" != "$(sed -n '/Second/,$p' <<<"$second_game")" ]]; then
  echo "not ok: the second game changed"
  exit 1
fi
if [[ -n "$(ls -A "$XDG_STATE_HOME/scoresheet/" 2>/dev/null)" ]]; then
  echo "not ok: the journal was not discarded after saving"
  exit 1
fi
echo "ok: moves typed before a crash restored and saved"
