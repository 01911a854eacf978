#!/usr/bin/env bash
# test-cli.sh CLI: test scoresheet-cli from the outside, in TAP.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail

if (( $# != 1 )); then
  echo "usage: $0 CLI" >&2
  exit 2
fi
cli=$1
data=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/data

# Messages and language names in English; ${#var} counts characters.
export LC_ALL=C.UTF-8 LANGUAGE=en

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

START_FEN="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
SEED_PGN="1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6 8. Qe3+ Be7 9. Nbd2 O-O 10. O-O-O Re8 11. Kb1"
RUY_LOPEZ="1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"

# --- TAP ------------------------------------------------------------------

tests=0
failures=0
# When set, the results that follow are TAP "TODO": known bugs that
# do not fail the run.
todo=

pass () {
  tests=$((tests + 1))
  echo "ok $tests - $1${todo:+ # TODO $todo}"
}

# fail NAME DIAGNOSTIC...: each diagnostic line is printed as a comment.
fail () {
  local name=$1 line
  shift
  tests=$((tests + 1))
  [[ -n $todo ]] || failures=$((failures + 1))
  echo "not ok $tests - $name${todo:+ # TODO $todo}"
  for line in "$@"; do
    printf '%s\n' "$line" | sed 's/^/# /'
  done
}

# --- running the tool -----------------------------------------------------

# run [ARG...]: run the tool with $tmp/in as standard input; sets $status,
# $tmp/out and $tmp/err.
run () {
  status=0
  "$cli" "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err" || status=$?
}

# run_text TEXT [ARG...]: run with TEXT (and a newline) on standard input.
run_text () {
  printf '%s\n' "$1" >"$tmp/in"
  shift
  run "$@"
}

# Lines joined with single spaces.
joined () {
  tr '\n' ' ' <"$1" | sed 's/  */ /g; s/^ //; s/ $//'
}

# The movetext of the single game in a PGN file, joined, without the
# result and without a comment after the last move (the draw offer).
movetext () {
  awk 'body { print } /^$/ { body = 1 }' "$1" >"$tmp/movetext"
  joined "$tmp/movetext" | sed -E 's/ (1-0|0-1|1\/2-1\/2|\*)$//; s/ \{[^}]*\}$//'
}

# --- assertions -----------------------------------------------------------

# expect_status NAME EXPECTED: the last run's exit status.
expect_status () {
  if [[ $status == "$2" ]]; then
    pass "$1"
  else
    fail "$1" "exit status $status, expected $2" "stderr: $(cat "$tmp/err")"
  fi
}

# expect_equal NAME EXPECTED ACTUAL
expect_equal () {
  if [[ $3 == "$2" ]]; then
    pass "$1"
  else
    fail "$1" "expected: $2" "got:      $3"
  fi
}

# expect_contains NAME FILE STRING
expect_contains () {
  if grep -qF -- "$3" "$2"; then
    pass "$1"
  else
    fail "$1" "$(basename "$2") does not contain: $3" "it has: $(head -c 2000 "$2")"
  fi
}

# --- the cases ------------------------------------------------------------

test_global_options () {
  : >"$tmp/in"
  run --help
  expect_status "--help exits 0" 0
  if grep -qw convert "$tmp/out" && grep -qw perft "$tmp/out"; then
    pass "--help mentions convert and perft"
  else
    fail "--help mentions convert and perft" "stdout: $(cat "$tmp/out")"
  fi

  # Every option a command's --help lists is in its synopsis in --help;
  # one with a short form may show as that ("-j N").
  cp "$tmp/out" "$tmp/help"
  local command short long missing=
  for command in convert check annotate index perft export board; do
    awk -v command="$command" '/^  scoresheet-cli / { shown = ($2 == command) } shown' "$tmp/help" >"$tmp/synopsis"
    run "$command" --help
    while read -r long short; do
      [[ $long == --help ]] && continue
      grep -qE -- "$long([]=| ]|\$)" "$tmp/synopsis" || { [[ -n $short ]] && grep -qF -- "$short " "$tmp/synopsis"; } \
        || missing="$missing $command $long"
    done < <(sed -nE 's/^  (-[a-z])?(, )?(--[a-z-]+).*/\3 \1/p' "$tmp/out")
  done
  expect_equal "--help shows every option of every command" "" "$missing"

  # The notation languages known, listed when one given is not.
  for command in "convert --to=text --lang=xx" "check --from=xx" "annotate --lang=xx -o $tmp/x.pgn" \
                 "export --lang=xx -o $tmp/x.pdf"; do
    run $command "$data/annotated.pgn"
    expect_contains "$command: says the language is not known" "$tmp/err" "unknown notation language “xx” (known: "
    expect_contains "$command: the languages known" "$tmp/err" ", de, da, "
  done

  # Two input files: only one is taken, which the error says.
  for command in convert index "export -o $tmp/x.pdf"; do
    run $command "$data/annotated.pgn" "$data/annotated.pgn"
    expect_status "$command with two files is a usage error" 2
    expect_contains "$command with two files: only one is taken" "$tmp/err" "only one file is taken"
  done

  run --version
  expect_status "--version exits 0" 0
  expect_equal "--version prints the version" "scoresheet-cli 0.1.0" "$(cat "$tmp/out")"

  run
  expect_status "no arguments is a usage error" 2
  run frobnicate
  expect_status "an unknown command is a usage error" 2
}

test_perft () {
  : >"$tmp/in"
  run perft "$START_FEN" 3
  expect_status "perft exits 0" 0
  expect_equal "perft of the start position to depth 3" 8902 "$(tail -n 1 "$tmp/out")"

  run perft --divide "$START_FEN" 2
  expect_status "perft --divide exits 0" 0
  expect_equal "perft --divide: one line per legal move" 20 \
    "$(head -n -1 "$tmp/out" | grep -cE '^[a-h][1-8][a-h][1-8][nbrq]?: [0-9]+$')"
  expect_equal "perft --divide: the total last" 400 "$(tail -n 1 "$tmp/out")"

  # Chess960 (published counts): Shredder-FEN, and X-FEN with the king off e1.
  run perft "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" 3
  expect_equal "perft of a Chess960 position in Shredder-FEN" 12189 "$(tail -n 1 "$tmp/out")"
  run perft "r1kbbqrn/ppp3pp/2np1p2/1P2p3/3P1P2/8/P1P1P1PP/RNKBBQRN w KQkq - 0 9" 3
  expect_equal "perft of a Chess960 position in X-FEN" 28916 "$(tail -n 1 "$tmp/out")"
  run perft --divide "4k3/8/8/8/8/8/8/1RK5 w B - 0 1" 1
  expect_contains "perft --divide: Chess960 castling as the king onto its rook" "$tmp/out" "c1b1: 1"

  run perft "${START_FEN/ w / x }" 1
  expect_status "perft with a bad FEN is a usage error" 2
  expect_contains "the FEN error names the field" "$tmp/err" "side to move"
}

# The example game of FIDE's Appendix C, in its two forms: in full (with
# capture marks, e.p. and check) and the minimal one of the line after it.
read_seed_game () {
  local seed="$data/seeds/example-game.txt"
  mapfile -t seed_forms < <(grep -o '1\. e4 e5 .*' "$seed" | tr -d '\r')
  if (( ${#seed_forms[@]} == 2 )); then
    pass "the seed has the example game in two forms"
  else
    fail "the seed has the example game in two forms" "found ${#seed_forms[@]} in $seed"
    seed_forms=("" "")
  fi
}

test_seed_to_pgn () {
  local i
  for i in 0 1; do
    run_text "${seed_forms[$i]}" convert --from=nb
    expect_status "seed form $((i + 1)), --from=nb: exits 0" 0
    expect_equal "seed form $((i + 1)), --from=nb: PGN movetext" "$SEED_PGN" "$(movetext "$tmp/out")"

    run_text "${seed_forms[$i]}" convert
    expect_status "seed form $((i + 1)), auto: exits 0" 0
    expect_equal "seed form $((i + 1)), auto: PGN movetext" "$SEED_PGN" "$(movetext "$tmp/out")"
    expect_contains "seed form $((i + 1)), auto: names the language" "$tmp/err" "Norwegian Bokmål (nb"
  done
}

test_seed_to_text () {
  run_text "${seed_forms[0]}" convert --from=nb --to=text --lang=nb --style=fide
  expect_status "--style=fide exits 0" 0
  expect_equal "--style=fide --lang=nb writes the seed's first form" \
    "${seed_forms[0]} *" "$(joined "$tmp/out")"

  run_text "${seed_forms[0]}" convert --from=nb --to=text --lang=nb --style=minimal
  expect_status "--style=minimal exits 0" 0
  expect_equal "--style=minimal --lang=nb writes the seed's second form" \
    "${seed_forms[1]} *" "$(joined "$tmp/out")"

  run_text "${seed_forms[0]}" convert --from=nb --to=text --lang=nb --style=figurine
  expect_status "--style=figurine exits 0" 0
  expect_contains "--style=figurine: knights" "$tmp/out" "2. ♘f3 ♘f6"
  expect_contains "--style=figurine: queen capture" "$tmp/out" "5. ♕xd4 d5"
  expect_contains "--style=figurine: king" "$tmp/out" "11. ♔b1"
}

test_illegal_move () {
  local good="1. e4 e5 2. Sf3 Sf6 3. " bad="Sd5"
  local column=$(( ${#good} + 1 ))

  run_text "$good$bad" convert --from=nb
  expect_status "an illegal move: exit status 1" 1
  if grep -qE "^<stdin>:1:$column: .*$bad" "$tmp/err"; then
    pass "an illegal move: FILE:LINE:COL message naming the move"
  else
    fail "an illegal move: FILE:LINE:COL message naming the move" \
      "expected <stdin>:1:$column: ... $bad" "got: $(cat "$tmp/err")"
  fi
  expect_contains "an illegal move: the unread text is kept" "$tmp/out" "3. $bad"

  run_text "$good$bad" convert --from=nb --to=text
  expect_status "an illegal move, --to=text: exit status 1" 1
  expect_contains "an illegal move, --to=text: the unread text is kept" "$tmp/out" "3. $bad"

  # Columns count characters: three figurines of three bytes before it.
  run_text "1. e4 e5 2. ♘f3 ♘f6 3. ♘d5" convert
  expect_contains "an illegal move: the column counts characters" "$tmp/err" "<stdin>:1:24: "
}

test_output_and_usage () {
  run_text "$RUY_LOPEZ" convert -o "$tmp/o.pgn"
  expect_status "-o OUT exits 0" 0
  expect_equal "-o OUT: nothing on standard output" "" "$(cat "$tmp/out")"
  expect_equal "-o OUT: the file has the game" "$RUY_LOPEZ" "$(movetext "$tmp/o.pgn")"
  # A new file is made under the umask, as any other; one written over
  # keeps its permissions.
  rm -f "$tmp/o.pgn"
  (umask 022 && "$cli" convert "$data/corpus/selfplay.pgn" -o "$tmp/o.pgn" 2>/dev/null)
  expect_equal "-o OUT: a new file is readable by all under umask 022" "644" "$(stat -c %a "$tmp/o.pgn")"
  chmod 640 "$tmp/o.pgn"
  (umask 077 && "$cli" convert "$data/corpus/selfplay.pgn" -o "$tmp/o.pgn" 2>/dev/null)
  expect_equal "-o OUT: a file written over keeps its permissions" "640" "$(stat -c %a "$tmp/o.pgn")"

  local option
  for option in --to=xml --style=bogus --from=klingon; do
    run_text "$RUY_LOPEZ" convert "$option"
    expect_status "convert $option is a usage error" 2
  done
}

test_round_trip () {
  local corpus="$data/corpus/selfplay.pgn"

  status=0
  "$cli" convert "$corpus" -o "$tmp/A.pgn" 2>"$tmp/err" || status=$?
  expect_status "the corpus converts" 0
  status=0
  "$cli" convert "$tmp/A.pgn" -o "$tmp/B.pgn" 2>"$tmp/err" || status=$?
  expect_status "the converted corpus converts" 0

  if cmp -s "$tmp/A.pgn" "$tmp/B.pgn"; then
    pass "converting is idempotent"
  else
    fail "converting is idempotent" "$(diff "$tmp/A.pgn" "$tmp/B.pgn" | head -n 20)"
  fi
  expect_equal "every game of the corpus is written" \
    "$(grep -c '^\[Event ' "$corpus")" "$(grep -c '^\[Event ' "$tmp/A.pgn" || true)"
}

test_languages () {
  local text
  for text in "1. e4 e5 2. Cf3 Cc6 3. Fb5 a6" \
              "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6" \
              "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6"; do
    run_text "$text" convert
    expect_equal "auto-detected: $text" "0 $RUY_LOPEZ" "$status $(movetext "$tmp/out")"
  done
}

# Cyrillic letters and Chinese characters: --from, detection and --lang.
test_scripts () {
  local code immortal
  immortal="1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5"
  immortal+=" 8. Nh4 Qg5 9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8"
  immortal+=" 15. Bxf4 Qf6 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6"
  immortal+=" 21. Nxg7+ Kd8 22. Qf6+ Nxf6 23. Be7#"

  for code in ru uk zh-hant zh-hans; do
    cp "$data/scoresheet-$code.txt" "$tmp/in"
    run convert --from="$code"
    expect_equal "--from=$code reads the $code sample" "0 $immortal" "$status $(movetext "$tmp/out")"
    run convert
    expect_equal "the $code sample is detected" "0 $immortal" "$status $(movetext "$tmp/out")"
    expect_contains "the $code sample: the language named" "$tmp/err" "($code), detected"
  done

  cp "$data/scoresheet-uk.txt" "$tmp/in"
  run convert --from=ru
  expect_status "--from=ru does not read Ukrainian rooks" 1
  expect_contains "--from=ru: where it stopped" "$tmp/err" "<stdin>:2:"

  run_text "$RUY_LOPEZ 4. O-O Nf6 5. Re1 Be7 6. Qe2 d6 7. Kh1 *" convert --to=text --lang=ru
  expect_equal "--lang=ru writes Russian letters" \
    "0 1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. 0-0 Кf6 5. Лe1 Сe7 6. Фe2 d6 7. Крh1 *" "$status $(joined "$tmp/out")"
  run_text "$RUY_LOPEZ 4. O-O Nf6 5. Re1 *" convert --to=text --lang=uk
  expect_equal "--lang=uk writes Ukrainian letters" \
    "0 1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. 0-0 Кf6 5. Тe1 *" "$status $(joined "$tmp/out")"
  run_text "$RUY_LOPEZ 4. Bxc6 dxc6 5. O-O Qe7 6. Re1 Kd8 *" convert --to=text --lang=zh-hant
  expect_equal "--lang=zh-hant writes Traditional characters" \
    "0 1. e4 e5 2. 馬f3 馬c6 3. 象b5 a6 4. 象xc6 dxc6 5. 0-0 后e7 6. 車e1 王d8 *" "$status $(joined "$tmp/out")"
  run_text "$RUY_LOPEZ 4. Bxc6 dxc6 5. O-O Qe7 6. Re1 *" convert --to=text --lang=zh-hans
  expect_equal "--lang=zh-hans writes Simplified characters" \
    "0 1. e4 e5 2. 马f3 马c6 3. 象b5 a6 4. 象xc6 dxc6 5. 0-0 后e7 6. 车e1 *" "$status $(joined "$tmp/out")"
  run_text "1. e4 e5 2. 马f3 馬c6 3. 象b5 a6 4. 象:c6 d:c6 5. 0-0 后e7 6. 车e1 *" convert --from=zh-hant
  expect_equal "--from=zh-hant reads both scripts" "0 $RUY_LOPEZ 4. Bxc6 dxc6 5. O-O Qe7 6. Re1" "$status $(movetext "$tmp/out")"
}

# ICCF numbers: --from, detection, --lang=iccf in every style but pgn, check.
test_iccf () {
  local evergreen style
  evergreen="1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3"
  evergreen+=" 8. Qb3 Qf6 9. e5 Qg6 10. Re1 Nge7 11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6"
  evergreen+=" 14. Nbd2 Bb7 15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ gxf6 18. exf6 Rg8 19. Rad1 \$1"
  evergreen+=" Qxf3 20. Rxe7+ Nxe7 21. Qxd7+ \$3 Kxd7 22. Bf5+ Ke8 23. Bd7+ Kf8 24. Bxe7#"

  cp "$data/scoresheet-iccf.txt" "$tmp/in"
  run convert --from=iccf
  expect_equal "--from=iccf reads the ICCF sample" "0 $evergreen" "$status $(movetext "$tmp/out")"
  run convert
  expect_equal "the ICCF sample is detected" "0 $evergreen" "$status $(movetext "$tmp/out")"
  expect_contains "the ICCF sample: the language named" "$tmp/err" "(iccf), detected"

  for style in fide figurine minimal long; do
    run_text "$RUY_LOPEZ 4. Bxc6 dxc6 5. O-O Qd4 6. Nxe5 Qxe4 7. Re1 Qxe5 8. d4 *" \
      convert --to=text --lang=iccf --style=$style
    expect_equal "--lang=iccf --style=$style writes numbers without marks" \
      "0 1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2536 4736 5. 5171 4844 6. 6355 4454 7. 6151 5455 8. 4244 *" \
      "$status $(joined "$tmp/out")"
  done
  run_text "$RUY_LOPEZ *" convert --to=text --lang=iccf --style=pgn
  expect_status "--lang=iccf --style=pgn: a usage error (pgn is English SAN)" 2

  printf '1. 5254 5755 2. 7163 2846 *\n' >"$tmp/iccf-bad.txt"
  status=0
  "$cli" check --from=iccf "$tmp/iccf-bad.txt" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "check --from=iccf: an illegal move exits 1" 1
  expect_contains "check --from=iccf: where and what" "$tmp/out" \
    "$tmp/iccf-bad.txt:1:22: game 1: “2846” is not a legal move here; did you mean 2816 or 2836?"
}

# Descriptive notation: --from, detection, --to=text --lang and check.
test_descriptive () {
  local code opera
  opera="1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7"
  opera+=" 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7"
  opera+=" 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#"

  for code in en-descriptive es-descriptive; do
    cp "$data/descriptive/opera-${code%-descriptive}.txt" "$tmp/in"
    run convert --from="$code"
    expect_equal "--from=$code reads the Opera Game" "0 $opera" "$status $(movetext "$tmp/out")"
    run convert
    expect_equal "the $code Opera Game is detected" "0 $opera" "$status $(movetext "$tmp/out")"
    expect_contains "the $code Opera Game: the language named" "$tmp/err" "($code), detected"
  done

  run_text "$RUY_LOPEZ 4. Bxc6 dxc6 5. O-O Qe7 *" convert --to=text --lang=en-descriptive --style=long
  expect_equal "--lang=en-descriptive writes English descriptive" \
    "0 1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. BxN QPxB 5. O-O Q-K2 *" "$status $(joined "$tmp/out")"
  run_text "$RUY_LOPEZ 4. Bxc6 dxc6 5. O-O Qe7 *" convert --to=text --lang=es-descriptive
  expect_equal "--lang=es-descriptive writes Spanish descriptive" \
    "0 1. P4R P4R 2. C3AR C3AD 3. A5C P3TD 4. AxC PDxA 5. 0-0 D2R *" "$status $(joined "$tmp/out")"
  run_text "$RUY_LOPEZ *" convert --to=text --lang=en-descriptive --style=pgn
  expect_status "--style=pgn refuses descriptive letters" 2

  run_text "1. P-K4 P-K4 2. N-B3 *" check --from=en-descriptive -
  expect_status "check --from=en-descriptive: an ambiguous move exits 1" 1
  expect_contains "check --from=en-descriptive: the candidates named" "$tmp/out" "“N-B3” is ambiguous: it could be N-QB3 or N-KB3"
}

test_check () {
  printf '[Event "A"]\n\n1. e4 e5 2. Nf3 *\n\n[Event "B"]\n\n1. e4 e5\n2. Ke3 *\n\n1. d4 Nf6 0-1\n1. c4 Qxh2 *\n' >"$tmp/check.pgn"
  status=0
  "$cli" check "$tmp/check.pgn" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "check: a file with problems exits 1" 1
  expect_contains "check: FILE:LINE:COL: game N: message, in the file's lines" "$tmp/out" "$tmp/check.pgn:8:4: game 2: "
  expect_contains "check: a bare movetext game is counted" "$tmp/out" "$tmp/check.pgn:11:7: game 4: "
  expect_equal "check: one line per problem" 2 "$(wc -l <"$tmp/out")"

  status=0
  "$cli" check "$data/corpus/selfplay.pgn" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "check: the corpus has no problem" 0
  expect_equal "check: nothing printed for a good file" "" "$(cat "$tmp/out")"

  run check
  expect_status "check without a file is a usage error" 2
}

# doubled FILE TEXT TIMES: FILE holds TEXT 2^TIMES times over.
doubled () {
  printf '%s' "$2" >"$1"
  for _ in $(seq "$3"); do cat "$1" "$1" >"$1.2"; mv "$1.2" "$1"; done
}

# expect_one_scanners_listing NAME FILE GAMES: the index of FILE, read
# in pieces, is what one scanner lists from standard input: GAMES lines.
expect_one_scanners_listing () {
  "$cli" index "$2" >"$tmp/pieces" 2>"$tmp/err" || status=$?
  "$cli" index - <"$2" >"$tmp/whole" 2>>"$tmp/err" || status=$?
  expect_equal "index of $1: one scanner's listing" "$(md5sum <"$tmp/whole")" "$(md5sum <"$tmp/pieces")"
  expect_equal "index of $1: $3 games" "$3" "$(wc -l <"$tmp/pieces")"
}

test_index () {
  local corpus="$data/corpus/selfplay.pgn" first offset length
  status=0
  "$cli" index "$corpus" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "index exits 0" 0
  expect_equal "index: one line per game" "$(grep -c '^\[Event ' "$corpus")" "$(wc -l <"$tmp/out")"
  first=$(head -n 1 "$tmp/out")
  expect_equal "index: N, OFFSET, LENGTH, White, Black, Result, Date, Event, Round, ECO" \
    "1|0|Nakamura, Hiro|Lefèvre, Zoé|0-1|2026.11.01|Self-play 11|1|" \
    "$(cut -f 1,2,4- <<<"$first" | tr '\t' '|')"
  offset=$(sed -n 2p "$tmp/out" | cut -f 2)
  length=$(sed -n 2p "$tmp/out" | cut -f 3)
  expect_equal "index: the second game's offset and length hold its text" \
    "[Event" "$(tail -c +$((offset + 1)) "$corpus" | head -c 6)"
  expect_equal "index: the game ends with its result line" "1-0" \
    "$(tail -c +$((offset + 1)) "$corpus" | head -c "$length" | tail -n 1 | grep -oE '[^ ]+$')"

  # Values in UTF-8 of two and three bytes stay as they are; Latin-1, or
  # a letter cut short, is read as Windows-1252.
  printf '[Event "\xe2\x82\xac"]\n[White "M\xfcller"]\n[Black "Caf\xc3"]\n[Result "*"]\n\n*\n\n[Event "E"]\n[White "Zo\xc3\xa9"]\n[Black "\xc3A"]\n[Result "*"]\n\n*\n' \
    >"$tmp/values.pgn"
  expect_equal "index: values in UTF-8 kept, others read as Windows-1252" \
    "Müller|CafÃ|€ Zoé|ÃA|E" "$("$cli" index "$tmp/values.pgn" | cut -f 4,5,8 | tr '\t' '|' | paste -sd ' ')"

  # Values of every length from 0 to 80 bytes, each next to one of 1 byte
  # and an absent one: short values are copied in moves of one size.
  local length letters="AbcdefghijKlmnopqrstUvwxyzabcdEfghijklmnOpqrstuvwxYzabcdefghIjklmnopqrStuvwxyzab"
  : >"$tmp/lengths.pgn"
  : >"$tmp/lengths.expected"
  for length in $(seq 0 80); do
    printf '[White "%s"]\n[Black "%s"]\n\n*\n\n' "${letters:0:length}" "${letters:length:1}" >>"$tmp/lengths.pgn"
    printf '%s|%s||\n' "${letters:0:length}" "${letters:length:1}" >>"$tmp/lengths.expected"
  done
  expect_equal "index: values of every length from 0 to 80 bytes, as written" \
    "$(cat "$tmp/lengths.expected")" "$("$cli" index "$tmp/lengths.pgn" | cut -f 4,5,6,10 | tr '\t' '|')"

  status=0
  "$cli" index --count "$corpus" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "index --count exits 0" 0
  expect_equal "index --count prints the number of games" "$(grep -c '^\[Event ' "$corpus")" "$(cat "$tmp/out")"

  # A large file is listed by two threads, each taking a part: the
  # listing is the same as one scanner's, which reads standard input,
  # also through a pipe.
  for _ in 1 2 3 4 5 6; do cat "$corpus"; done >"$tmp/large.pgn"
  expect_one_scanners_listing "a large file" "$tmp/large.pgn" "$(( 6 * $(grep -c '^\[Event ' "$corpus") ))"
  expect_equal "index of a large file: every game numbered once, in order" \
    "$(seq "$(wc -l <"$tmp/whole")" | md5sum)" "$(cut -f1 "$tmp/pieces" | md5sum)"
  expect_equal "index of a large file: every offset is where its game's [Event line starts" \
    "$(grep -b '^\[Event ' "$tmp/large.pgn" | cut -d: -f1 | md5sum)" "$(cut -f2 "$tmp/pieces" | md5sum)"
  expect_equal "index of a large file into a pipe: the same listing" \
    "$(md5sum <"$tmp/whole")" "$("$cli" index "$tmp/large.pgn" | cat | md5sum)"
  # A reader that starts late: the listing waits in a full pipe.
  expect_equal "index of a large file into a pipe read after a pause: the same listing" \
    "$(md5sum <"$tmp/whole")" "$("$cli" index "$tmp/large.pgn" | { sleep 0.3; cat; } | md5sum)"
  if [[ -w /dev/full ]]; then
    status=0
    "$cli" index "$tmp/large.pgn" >/dev/full 2>"$tmp/err" || status=$?
    expect_status "index into a full disk exits 1" 1
    expect_contains "index into a full disk says so" "$tmp/err" "cannot write the listing"
  fi

  # Across the middle, a comment that holds what looks like the end of a
  # game and the start of another: the second scanner's start was no
  # game boundary, and the listing is still one scanner's.
  {
    for _ in 1 2 3; do cat "$corpus"; done
    printf '[Event "Trap"]\n[White "Long, Comment"]\n\n1. e4 { quoted:\n'
    for _ in $(seq 20000); do printf '1. d4 1-0\n\n[Event "Inside"]\n\n'; done
    printf '} e5 1-0\n\n'
    for _ in 1 2 3; do cat "$corpus"; done
  } >"$tmp/trap.pgn"
  expect_one_scanners_listing "a large file with a comment across its middle" "$tmp/trap.pgn" \
    "$(( 6 * $(grep -c '^\[Event ' "$corpus") + 1 ))"

  # A comment of 4.5 MB, across the starts of two pieces or more: the
  # scanner before it reads on through each of them.
  doubled "$tmp/unit" $'1. d4 1-0\n\n[Event "Inside"]\n\n' 17
  {
    cat "$corpus"
    printf '[Event "Trap"]\n[White "Longer, Comment"]\n\n1. e4 { quoted:\n'
    cat "$tmp/unit"
    printf '} e5 1-0\n\n'
    for _ in 1 2 3; do cat "$corpus"; done
  } >"$tmp/long-comment.pgn"
  expect_one_scanners_listing "a file with a comment across several pieces" "$tmp/long-comment.pgn" \
    "$(( 4 * $(grep -c '^\[Event ' "$corpus") + 1 ))"

  # Short games, more of them in each piece than it first has room for
  # the lengths of: the room grows.
  doubled "$tmp/short-games.pgn" $'[Event "Short"]\n\n*\n\n' 19
  expect_one_scanners_listing "a large file of short games" "$tmp/short-games.pgn" 524288

  run index
  expect_status "index without a file is a usage error" 2

  # Loading GIO costs a tenth of an index of 50 MB: scoresheet-cli loads
  # GLib alone, and runs convert and check in scoresheet-tools.
  expect_equal "scoresheet-cli loads neither GIO nor GObject" "" \
    "$(readelf -d "$cli" | grep -oE 'lib(gio|gobject|gmodule)-2\.0\.so[.0-9]*' || true)"
}

test_encoding () {
  local latin="$tmp/latin1.pgn"
  printf '[Event "E"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "M\xfcller"]\n[Black "Smith"]\n[Result "*"]\n\n1. e4 e5 *\n' >"$latin"

  status=0
  "$cli" convert "$latin" -o "$tmp/utf8.pgn" 2>"$tmp/err" || status=$?
  expect_status "a Latin-1 file converts" 0
  expect_contains "--encoding=utf-8 (the default) writes UTF-8" "$tmp/utf8.pgn" '[White "Müller"]'

  status=0
  "$cli" convert --encoding=keep "$latin" -o "$tmp/kept.pgn" 2>"$tmp/err" || status=$?
  expect_status "--encoding=keep exits 0" 0
  if grep -qa $'\[White "M\xfcller"\]' "$tmp/kept.pgn" && ! grep -q 'Müller' "$tmp/kept.pgn"; then
    pass "--encoding=keep writes Latin-1 back"
  else
    fail "--encoding=keep writes Latin-1 back" "$(od -c "$tmp/kept.pgn" | head -n 5)"
  fi
  if cmp -s "$latin" "$tmp/kept.pgn"; then
    pass "--encoding=keep: a file in export format comes back byte for byte"
  else
    fail "--encoding=keep: a file in export format comes back byte for byte" "$(diff "$latin" "$tmp/kept.pgn")"
  fi

  run_text "1. e4 e5" convert --encoding=latin-9
  expect_status "an unknown --encoding is a usage error" 2
}

# expect_reads_as NAME FILE REFERENCE: FILE, REFERENCE in another form,
# gives what REFERENCE gives in every command, on one thread or two,
# from a file or a pipe.
expect_reads_as () {
  local name=$1 file=$2 reference=$3 command
  for command in check convert index; do
    "$cli" "$command" "$reference" >"$tmp/ref.out" 2>"$tmp/ref.err" || true
    "$cli" "$command" "$file" >"$tmp/file.out" 2>"$tmp/file.err" || true
    expect_equal "$name: $command writes the same" \
      "$(sed "s|$reference|FILE|" "$tmp/ref.out" | md5sum)" "$(sed "s|$file|FILE|" "$tmp/file.out" | md5sum)"
    expect_equal "$name: $command reports the same problems" \
      "$(sed "s|$reference|FILE|" "$tmp/ref.err")" "$(sed "s|$file|FILE|" "$tmp/file.err")"
  done
  "$cli" index - <"$file" >"$tmp/file.out" 2>&1 || true
  expect_equal "$name: index from a pipe" "$(md5sum <"$tmp/ref.out")" "$(md5sum <"$tmp/file.out")"
  "$cli" convert --jobs=1 "$reference" >"$tmp/ref.out" 2>/dev/null || true
  "$cli" convert --jobs=1 "$file" >"$tmp/file.out" 2>/dev/null || true
  expect_equal "$name: convert --jobs=1" "$(md5sum <"$tmp/ref.out")" "$(md5sum <"$tmp/file.out")"
}

# expect_large_index_as NAME REFERENCE TURN...: six copies of REFERENCE,
# large enough for the index's two threads, turned into another form by
# the command TURN, list as the copies themselves do.
expect_large_index_as () {
  local name=$1 reference=$2 big="$tmp/big-reference.pgn" turned="$tmp/big-turned.pgn"
  shift 2
  for _ in 1 2 3 4 5 6; do cat "$reference"; done >"$big"
  "$@" <"$big" >"$turned"
  "$cli" index "$big" >"$tmp/ref.out" 2>&1 || true
  "$cli" index "$turned" >"$tmp/file.out" 2>&1 || true
  expect_equal "$name: index of $(( $(wc -c <"$turned") / 1000000 )) MB" \
    "$(md5sum <"$tmp/ref.out")" "$(md5sum <"$tmp/file.out")"
  rm -f "$big" "$turned"
}

# The corpus, a broken game and annotated.pgn, with line feeds.
write_reference () {
  { cat "$data/corpus/selfplay.pgn"
    printf '[Event "Broken"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n'
    cat "$data/annotated.pgn"; } >"$1"
}

# The classic Mac OS ended lines with a carriage return alone: such a
# file reads as the same file with line feeds.
test_cr_line_ends () {
  local lf="$tmp/lf.pgn" cr="$tmp/cr.pgn"
  write_reference "$lf"
  tr '\n' '\r' <"$lf" >"$cr"
  expect_reads_as "CR line ends" "$cr" "$lf"
  "$cli" check "$cr" >"$tmp/out" 2>&1 || true
  expect_contains "CR line ends: the problem's line and column" "$tmp/out" \
    "$cr:$(($(wc -l <"$data/corpus/selfplay.pgn") + 4)):13: game 2001: “Ke3” is not a legal move here"

  expect_large_index_as "CR line ends" "$lf" tr '\n' '\r'
}

to_utf16le_with_bom () {
  printf '\xff\xfe'
  iconv -f UTF-8 -t UTF-16LE
}

# Windows' "Unicode" text is UTF-16, little-endian with a byte order mark
# (big-endian ones, and ones without the mark, are rarer): each reads as
# the same file in UTF-8, and is written as UTF-8.
test_utf16 () {
  local utf8="$tmp/utf8.pgn" le="$tmp/utf16le.pgn" be="$tmp/utf16be.pgn"
  write_reference "$utf8"
  to_utf16le_with_bom <"$utf8" >"$le"
  iconv -f UTF-8 -t UTF-16BE "$utf8" >"$be"
  expect_reads_as "UTF-16LE" "$le" "$utf8"
  expect_reads_as "UTF-16BE without a byte order mark" "$be" "$utf8"
  "$cli" convert --encoding=keep "$le" -o "$tmp/kept.pgn" 2>/dev/null || true
  expect_contains "UTF-16LE: --encoding=keep writes UTF-8" "$tmp/kept.pgn" "[Black \"Berg, Ola \\\\ Jr.\"]"

  expect_large_index_as "UTF-16LE" "$utf8" to_utf16le_with_bom
}

# A tag pair that is not one (a quote missing) fails its game, which is
# then written back as it was: its value is not dropped.
test_bad_tag () {
  local game='[Event "A"]
[White "Carlsen, Magnus]
[Black "Y"]
[Result "1-0"]

1. e4 e5 1-0'
  printf '%s\n\n[Event "B"]\n[Result "*"]\n\n1. d4 *\n' "$game" >"$tmp/in"
  run convert
  expect_status "a broken tag pair: convert exits 1" 1
  expect_contains "a broken tag pair: where and what" "$tmp/err" "2:1: a tag pair must look like"
  expect_equal "a broken tag pair: its game is written back as it was" "$game" "$(head -n 6 "$tmp/out")"
  expect_contains "a broken tag pair: the next game is read" "$tmp/out" '[Site "?"]'
}

# A game that fails is written back byte for byte, NUL bytes and all.
test_nul_bytes () {
  local broken="$tmp/nul.pgn"
  printf '[Event "A"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 \000 Nc6 *\n\n' >"$broken"
  cat "$data/corpus/selfplay.pgn" >>"$broken"
  for jobs in 1 2; do
    status=0
    "$cli" convert --jobs=$jobs "$broken" -o "$tmp/nul-out.pgn" 2>"$tmp/err" || status=$?
    expect_status "a NUL byte in a game: convert --jobs=$jobs exits 1" 1
    if cmp -s <(head -c 50 "$broken") <(head -c 50 "$tmp/nul-out.pgn"); then
      pass "a NUL byte in a game: --jobs=$jobs writes the game back byte for byte"
    else
      fail "a NUL byte in a game: --jobs=$jobs writes the game back byte for byte" \
        "$(head -c 50 "$tmp/nul-out.pgn" | od -c | head -n 4)"
    fi
  done
}

# Fidelity forms seen in real files, from the outside.
test_fidelity_forms () {
  local nul="$tmp/nul-tag.pgn"

  printf '[Event "a\000b"]\n\n1. e4 *\n' >"$nul"
  status=0
  "$cli" check "$nul" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "check: a NUL byte in a tag value is a problem" 1
  expect_contains "check: the NUL byte's line and column" "$tmp/out" "$nul:1:10: game 1: a NUL byte"

  printf '[Event "a"]\n[FEN "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 0"]\n\n1. O-O *\n' >"$tmp/fen.pgn"
  status=0
  "$cli" check "$tmp/fen.pgn" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "check: an impossible castling right is a warning, no problem" 0
  expect_contains "check: the warning is at the FEN tag" "$tmp/out" "$tmp/fen.pgn:2:1: game 1: warning: "
  run perft "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1" 1
  expect_status "perft: an impossible castling right is dropped" 0
  expect_contains "perft: a warning says so" "$tmp/err" "warning: castling rights Qk dropped"

  # A file cut off after a whole move, or after its tags, still reads.
  printf '[Event "a"]\n\n1. e4 e5\n\n[Event "b"]\n[White "w"]\n' >"$tmp/cut.pgn"
  status=0
  "$cli" check "$tmp/cut.pgn" >"$tmp/out" 2>"$tmp/err" || status=$?
  expect_status "check: a game without a result is a warning, no problem" 0
  expect_contains "check: the warning is where the first game ends" "$tmp/out" \
    "$tmp/cut.pgn:3:9: game 1: warning: the game ends without a result: it is read as *"
  expect_contains "check: the warning is where the tags end" "$tmp/out" "$tmp/cut.pgn:6:12: game 2: warning: "
  run convert "$tmp/cut.pgn"
  expect_contains "convert: a game without a result is written with *" "$tmp/out" "1. e4 e5 *"
  expect_contains "convert: a game of only tags keeps them" "$tmp/out" '[White "w"]'

  : >"$tmp/empty.pgn"
  printf '\n%%%% nothing but an escape line\n' >"$tmp/blank.pgn"
  for file in empty blank; do
    status=0
    "$cli" check "$tmp/$file.pgn" >"$tmp/out" 2>"$tmp/err" || status=$?
    expect_status "check: a file of no games ($file) exits 0" 0
    expect_contains "check: a file of no games ($file) says so" "$tmp/out" \
      "$tmp/$file.pgn: warning: the file holds no games"
    run convert "$tmp/$file.pgn"
    expect_contains "convert: a file of no games ($file) says so" "$tmp/err" \
      "$tmp/$file.pgn: warning: the file holds no games"
  done

  run_text "$RUY_LOPEZ *" convert --to=text --style=pgn --lang=de
  expect_status "--style=pgn --lang=de: a usage error" 2
  expect_contains "--style=pgn --lang=de: says why" "$tmp/err" "--style=pgn writes English SAN"
  run_text "$RUY_LOPEZ *" convert --to=text --style=pgn --lang=en
  expect_status "--style=pgn --lang=en exits 0" 0

  run_text '[Event "a"]

1. e4 e5 1-0 {White wins on time}

[Event "b"]

1. d4 *' convert
  expect_status "a comment after the result: exits 0" 0
  expect_equal "a comment after the result: no game of its own" 2 "$(grep -c '^\[Event ' "$tmp/out")"
  expect_contains "a comment after the result: kept after it" "$tmp/out" "1. e4 e5 1-0 {White wins on time}"
}

# convert_jobs NAME FILE: --jobs=1 and --jobs=2 give the same output, the
# same problem lines in the same order, and the same exit status.
convert_jobs () {
  local name=$1 file=$2 j
  for j in 1 2; do
    status=0
    "$cli" convert --jobs=$j "$file" -o "$tmp/jobs$j.pgn" 2>"$tmp/jobs$j.err" || status=$?
    echo "$status" >"$tmp/jobs$j.status"
  done
  if cmp -s "$tmp/jobs1.pgn" "$tmp/jobs2.pgn"; then
    pass "$name: --jobs=1 and --jobs=2 write the same bytes"
  else
    fail "$name: --jobs=1 and --jobs=2 write the same bytes" "$(diff "$tmp/jobs1.pgn" "$tmp/jobs2.pgn" | head -n 20)"
  fi
  if cmp -s "$tmp/jobs1.err" "$tmp/jobs2.err"; then
    pass "$name: --jobs=1 and --jobs=2 report the same problems in the same order"
  else
    fail "$name: --jobs=1 and --jobs=2 report the same problems in the same order" \
      "$(diff "$tmp/jobs1.err" "$tmp/jobs2.err" | head -n 20)"
  fi
  expect_equal "$name: --jobs=1 and --jobs=2 exit alike" "$(cat "$tmp/jobs1.status")" "$(cat "$tmp/jobs2.status")"
}

test_jobs () {
  local corpus="$data/corpus/selfplay.pgn" annotated="$data/annotated.pgn" j

  convert_jobs "the corpus" "$corpus"
  convert_jobs "annotated.pgn" "$annotated"
  expect_contains "annotated.pgn: the illegal move is reported" "$tmp/jobs2.err" "$annotated:48:58: "

  # Problems far apart, in many batches of games.
  cat "$annotated" "$corpus" "$annotated" "$corpus" "$corpus" "$annotated" >"$tmp/mixed.pgn"
  convert_jobs "a file with problems throughout" "$tmp/mixed.pgn"
  expect_equal "a file with problems throughout: three problems" 3 "$(grep -c ': “Qd5”' "$tmp/jobs2.err")"

  for j in 1 2; do
    status=0
    "$cli" check --jobs=$j "$tmp/mixed.pgn" >"$tmp/check$j.out" 2>&1 || status=$?
    expect_status "check --jobs=$j: a file with problems exits 1" 1
  done
  if cmp -s "$tmp/check1.out" "$tmp/check2.out"; then
    pass "check: --jobs=1 and --jobs=2 list the same problems in the same order"
  else
    fail "check: --jobs=1 and --jobs=2 list the same problems in the same order" \
      "$(diff "$tmp/check1.out" "$tmp/check2.out" | head -n 20)"
  fi
  expect_equal "check --jobs=2: one line per problem, with its game" 3 "$(grep -c ': game [0-9]*: ' "$tmp/check2.out")"

  run_text "$RUY_LOPEZ" convert --jobs=-1
  expect_status "convert --jobs=-1 is a usage error" 2
}

# peak_kb ARG...: the peak memory of the tool run with ARGs, in KB.
# Without MALLOC_PERTURB_ (meson test sets it), which fills every byte
# malloc() hands out and so brings in pages never used.
peak_kb () {
  env -u MALLOC_PERTURB_ python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$cli" "$@"
}

# expect_converts_again NAME WRITTEN: WRITTEN, PGN that convert wrote,
# converts to the same bytes again.
expect_converts_again () {
  "$cli" convert "$2" -o "$tmp/again.pgn" 2>"$tmp/err" || true
  if cmp -s "$2" "$tmp/again.pgn"; then
    pass "$1: written, read and written again the same"
  else
    fail "$1: written, read and written again the same" "$(diff "$2" "$tmp/again.pgn" | head -n 10)"
  fi
}

# Peak memory of converting, less that of the file without game, as
# tenths of the game's size (-1 when the bound of tenths is passed).
large_game_tenths () {
  local game=$1 with=$2 without=$3 jobs=$4 game_kb short long
  game_kb=$(( $(wc -c <"$game") / 1024 ))
  short=$(peak_kb convert --jobs=$jobs -o /dev/null "$without")
  long=$(peak_kb convert --jobs=$jobs -o /dev/null "$with")
  echo $(( (long - short) * 10 / game_kb ))
}

test_large_games () {
  local corpus="$data/corpus/selfplay.pgn" j i tenths

  # Large games between two copies of the corpus: one of 5 MB, nearly
  # all one comment, and one of 1.6 MB, all variations. A large game is
  # checked, then written as it is read again, without its tree (which
  # took 9 times the game for the variations); what stays is its text.
  doubled "$tmp/words" 'words of a long comment in a paper book ' 17
  {
    printf '[Event "Long"]\n[White "Comment, A"]\n[Black "Reader, B"]\n[Result "*"]\n\n1. e4 {'
    fold -s -w 76 "$tmp/words"
    printf '} e5 *\n\n'
  } >"$tmp/long-game"
  {
    printf '[Event "Variations"]\n[Result "*"]\n\n1. e4 e5 '
    for (( i = 1; i <= 60000; i++ )); do printf '(1... c5 2. Nf3 {v%d})\n' "$i"; done
    printf '2. Nf3 *\n\n'
  } >"$tmp/variations-game"
  cat "$corpus" "$tmp/long-game" "$corpus" >"$tmp/long.pgn"
  cat "$corpus" "$tmp/variations-game" "$corpus" >"$tmp/variations.pgn"
  cat "$corpus" "$corpus" >"$tmp/short.pgn"
  for j in 1 2; do
    for game in long variations; do
      # AddressSanitizer's shadow memory (build-aux/test sets
      # ASAN_OPTIONS for its sanitized run) says nothing of the program's.
      if [[ -n ${ASAN_OPTIONS:-} ]]; then
        tests=$((tests + 1))
        echo "ok $tests - convert --jobs=$j: the $game game in memory # SKIP under AddressSanitizer"
        continue
      fi
      tenths=$(large_game_tenths "$tmp/$game-game" "$tmp/$game.pgn" "$tmp/short.pgn" $j)
      if (( tenths <= 15 )); then
        pass "convert --jobs=$j: the $game game takes at most 1.5 times its size in memory"
      else
        fail "convert --jobs=$j: the $game game takes at most 1.5 times its size in memory" \
          "it took $tenths tenths of its size"
      fi
    done
  done
  "$cli" convert "$tmp/long.pgn" -o "$tmp/long-out.pgn" 2>"$tmp/err" || true
  expect_equal "a comment of 5 MB: every word written" 131072 "$(grep -o paper "$tmp/long-out.pgn" | wc -l)"
  expect_converts_again "a comment of 5 MB" "$tmp/long-out.pgn"
  "$cli" convert "$tmp/variations.pgn" -o "$tmp/variations-out.pgn" 2>"$tmp/err" || true
  expect_equal "60,000 variations in a large game: all written, in order" "v1 v2 v59999 v60000" \
    "$(grep -oE "\{v(1|2|59999|60000)\}" "$tmp/variations-out.pgn" | tr -d '{}' | tr '\n' ' ' | sed 's/ $//')"
  expect_equal "60,000 variations in a large game: as many written" 60000 \
    "$(grep -oE "\{v[0-9]+\}" "$tmp/variations-out.pgn" | wc -l)"
  expect_converts_again "60,000 variations in a large game" "$tmp/variations-out.pgn"

  # A large game with a problem is written back as it came, and the
  # problem given with its place in the file.
  sed 's/(1... c5 2. Nf3 {v30000})/(1... c5 2. Nf6 {v30000})/' "$tmp/variations-game" >"$tmp/bad-game"
  cat "$corpus" "$tmp/bad-game" >"$tmp/bad.pgn"
  if "$cli" convert "$tmp/bad.pgn" -o "$tmp/bad-out.pgn" 2>"$tmp/err"; then
    fail "a large game with an illegal move: exit status 1" "it was 0"
  else
    pass "a large game with an illegal move: exit status 1"
  fi
  expect_contains "a large game with an illegal move: where it is" "$tmp/err" \
    "bad.pgn:$(( $(wc -l <"$corpus") + 30003 )):13: “Nf6” is not a legal move here"
  # (the empty line after the last game left out)
  tail -c "$(( $(wc -c <"$tmp/bad-game") - 1 ))" "$tmp/bad-out.pgn" >"$tmp/bad-tail"
  expect_equal "a large game with an illegal move: written back as it came" \
    "$(head -c -1 "$tmp/bad-game" | md5sum)" "$(md5sum <"$tmp/bad-tail")"

  # Thousands of variations on one move, and of comments after one.
  {
    printf '[Event "Variations"]\n\n1. e4 e5 '
    for (( i = 1; i <= 20000; i++ )); do printf '(1... c5 2. Nf3 {v%d})\n' "$i"; done
    printf '2. Nf3 *\n\n[Event "Comments"]\n\n1. e4 '
    for (( i = 1; i <= 20000; i++ )); do printf '{note %d}\n' "$i"; done
    printf 'e5 *\n'
  } >"$tmp/many.pgn"
  "$cli" convert "$tmp/many.pgn" -o "$tmp/many-out.pgn" 2>"$tmp/err" || true
  expect_equal "20,000 variations on one move: all written, in order" "v1 v2 v19999 v20000" \
    "$(grep -oE "\{v(1|2|19999|20000)\}" "$tmp/many-out.pgn" | tr -d '{}' | tr '\n' ' ' | sed 's/ $//')"
  tr '\n' ' ' <"$tmp/many-out.pgn" >"$tmp/many-joined"
  expect_contains "20,000 comments after one move: joined into one, in order" "$tmp/many-joined" "1. e4 {note 1 note 2 note 3 "
  expect_contains "20,000 comments after one move: the last one too" "$tmp/many-joined" " note 19999 note 20000} 1... e5"
  expect_converts_again "many variations and comments" "$tmp/many-out.pgn"
}

test_global_options
test_perft
read_seed_game
test_seed_to_pgn
test_seed_to_text
test_illegal_move
test_output_and_usage
test_round_trip
test_languages
test_scripts
test_iccf
test_descriptive
test_check
test_index
test_encoding
test_cr_line_ends
test_utf16
test_bad_tag
test_nul_bytes
test_fidelity_forms
test_jobs
test_large_games

echo "1..$tests"
(( failures == 0 ))
