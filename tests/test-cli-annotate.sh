#!/usr/bin/env bash
# test-cli-annotate.sh CLI FAKE_ENGINE: test "scoresheet-cli annotate"
# from the outside, in TAP, with Stockfish at a small node count and with
# a scripted engine that fails.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -uo pipefail

cli=$1
fake_engine=$2
data=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/data
export LC_ALL=C.UTF-8 LANGUAGE=en

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tests=0
failures=0
pass () { tests=$((tests + 1)); echo "ok $tests - $1"; }
fail () {
  local name=$1; shift
  tests=$((tests + 1)); failures=$((failures + 1))
  echo "not ok $tests - $name"
  for line in "$@"; do printf '%s\n' "$line" | sed 's/^/# /'; done
}
# check NAME COMMAND...: passes when COMMAND succeeds.
check () {
  local name=$1; shift
  if "$@" >"$tmp/check.out" 2>&1; then pass "$name"; else fail "$name" "$(head -c 2000 "$tmp/check.out")"; fi
}

# Succeeds when the command fails.
not () {
  ! "$@"
}

# Two games of the corpus, the first with the user's own comment and NAG.
awk '/^\[Event/ { n++ } n >= 1 && n <= 2' "$data/corpus/selfplay.pgn" >"$tmp/games.pgn"
sed -i '0,/ 2\. /s// {My own note.} $1 2. /' "$tmp/games.pgn"
moves=$("$cli" convert --to=text --lang=en "$tmp/games.pgn" 2>/dev/null | grep -oE '[0-9]+\.' | wc -l)

status=0
"$cli" annotate --nodes=3000 -o "$tmp/once.pgn" "$tmp/games.pgn" 2>"$tmp/err" || status=$?
check "annotate: exit 0" test "$status" = 0
check "annotate: two games written" test "$(grep -c '^\[Event ' "$tmp/once.pgn")" = 2
evals=$(grep -o '\[%eval ' "$tmp/once.pgn" | wc -l)
check "annotate: an evaluation on (nearly) every move ($evals for $moves move numbers)" test "$evals" -ge "$moves"
check "annotate: the engine's part names the engine" grep -q '\[%engine Stockfish' "$tmp/once.pgn"
check "annotate: marks recorded as the engine's" grep -qE '\$[246] \{[^}]*\[%enginenag [246]\]' "$tmp/once.pgn"
check "annotate: a better line as a variation" grep -qE '\(\{\[%engine Stockfish[^}]*\} [0-9]+\.' "$tmp/once.pgn"
# Lines joined: a command is never parted, so the comment may wrap before it.
check "annotate: the user's comment and NAG kept" sh -c "tr '\\n' ' ' < '$tmp/once.pgn' | grep -q '\\\$1 {My own note\\. \\[%engine'"
check "annotate: the PGN still reads without a problem" "$cli" check "$tmp/once.pgn"

"$cli" annotate --nodes=3000 -o "$tmp/twice.pgn" "$tmp/once.pgn" 2>/dev/null
check "annotate: annotating again replaces only the engine's additions" cmp "$tmp/once.pgn" "$tmp/twice.pgn"

"$cli" annotate --nodes=3000 --lang=nb --blunders-only -j 2 -o "$tmp/nb.pgn" "$tmp/games.pgn" 2>/dev/null
check "annotate -j 2: both games" test "$(grep -c '\[%engine Stockfish' "$tmp/nb.pgn")" -gt 100
check "annotate --blunders-only: no ?! or ? from the engine" bash -c "! grep -qE '\[%enginenag [26]\]' '$tmp/nb.pgn'"
"$cli" annotate --nodes=3000 --lang=nb -o "$tmp/nb.pgn" "$tmp/games.pgn" 2>/dev/null
check "annotate --lang=nb: Norwegian letters in the sentences" \
  grep -qE '\[%engine[^}]*[0-9]\.+(\.\.)?[SLTDK]x?[a-h][1-8]' <(tr '\n' ' ' <"$tmp/nb.pgn")
check "annotate --lang=nb: the moves stay English SAN" grep -qE '^1\. d4 .*Nf3|[0-9]\. N[a-h]' "$tmp/nb.pgn"

# Chess960: the engine is told the positions in its own terms, and its
# castling comes back as castling.
status=0
"$cli" annotate --nodes=3000 -o "$tmp/960.pgn" "$data/chess960/annotate.pgn" 2>"$tmp/err" || status=$?
check "Chess960: exit 0" test "$status" = 0
check "Chess960: every move evaluated" test "$(tr '\n' ' ' <"$tmp/960.pgn" | grep -o '\[%eval ' | wc -l)" = 20
check "Chess960: the mate by castling missed, shown as a variation" \
  grep -qE '1\. a4 \$4 .*\(\{\[%engine Stockfish[^}]*\} 1\. O-O-O#\)' <(tr '\n' ' ' <"$tmp/960.pgn")
check "Chess960: the variant and its position kept" test "$(grep -c '^\[Variant "Chess960"\]' "$tmp/960.pgn")" = 2
check "Chess960: the PGN still reads without a problem" "$cli" check "$tmp/960.pgn"

# Failures: nothing lost, a clear message, exit 1.
"$cli" convert -o "$tmp/plain.pgn" "$tmp/games.pgn" 2>/dev/null
status=0
"$cli" annotate --engine="$tmp/no-such-engine" -o "$tmp/missing.pgn" "$tmp/games.pgn" 2>"$tmp/err" || status=$?
check "missing engine: exit 1" test "$status" = 1
check "missing engine: the message names it and says what to do" \
  grep -q "no-such-engine.*apt install stockfish.*--engine=PATH" <(tr '\n' ' ' <"$tmp/err")
check "missing engine: no Preferences on the command line" not grep -q "Preferences" "$tmp/err"
check "missing engine: the games written as they were" cmp "$tmp/plain.pgn" "$tmp/missing.pgn"

printf '#!/bin/sh\nexec "%s" crash-on-go\n' "$fake_engine" >"$tmp/crashing-engine"
chmod +x "$tmp/crashing-engine"
status=0
"$cli" annotate --engine="$tmp/crashing-engine" -o "$tmp/crashed.pgn" "$tmp/games.pgn" 2>"$tmp/err" || status=$?
check "crashing engine: exit 1" test "$status" = 1
check "crashing engine: the message names it" grep -q "crashing-engine" "$tmp/err"
check "crashing engine: says what to do here" grep -q "Try again, or give another engine with --engine=PATH" "$tmp/err"
check "crashing engine: no Preferences on the command line" not grep -q "Preferences" "$tmp/err"
check "crashing engine: the games written as they were" cmp "$tmp/plain.pgn" "$tmp/crashed.pgn"

status=0
"$cli" annotate --nodes=10 --movetime=10 -o "$tmp/x.pgn" "$tmp/games.pgn" 2>"$tmp/err" || status=$?
check "usage: --nodes with --movetime is refused (exit 2)" test "$status" = 2
for limit in --nodes=0 --movetime=0 --movetime=-5; do
  status=0
  "$cli" annotate "$limit" -o "$tmp/x.pgn" "$tmp/games.pgn" 2>"$tmp/err" || status=$?
  check "usage: $limit is refused (exit 2)" test "$status" = 2
done
status=0
"$cli" annotate "$tmp/games.pgn" 2>"$tmp/err" || status=$?
check "usage: -o is needed (exit 2)" test "$status" = 2

# Progress on a terminal only.
script -qec "'$cli' annotate --nodes=500 -o '$tmp/tty.pgn' '$tmp/games.pgn'" /dev/null >"$tmp/tty.out" 2>&1
check "progress on a terminal" grep -q "Annotating: 2 of 2 games, 100 %" "$tmp/tty.out"
"$cli" annotate --nodes=500 -o "$tmp/notty.pgn" "$tmp/games.pgn" 2>"$tmp/err"
check "no progress when standard error is not a terminal" test ! -s "$tmp/err"

echo "1..$tests"
(( failures == 0 ))
