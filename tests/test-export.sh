#!/usr/bin/env bash
# test-export.sh CLI OUT_DIR: test "scoresheet-cli export" and
# "board" from the outside, in TAP: PDF fonts, text and images with
# poppler-utils, SVG/HTML well-formedness, LaTeX (compiled when xskak is
# installed) and text width. Page 1 of each PDF is rendered into OUT_DIR.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -uo pipefail

cli=$1
out=$2
data=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/data
export LC_ALL=C.UTF-8 LANGUAGE=en

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

tests=0
failures=0

# Whether to compile the LaTeX: the sanitizer run sets
# SCORESHEET_TEST_WITHOUT_TEX, as TeX's own time there tests none of ours.
tex_wanted () { [[ -z ${SCORESHEET_TEST_WITHOUT_TEX-} ]]; }
pass () { tests=$((tests + 1)); echo "ok $tests - $1"; }
fail () {
  local name=$1; shift
  tests=$((tests + 1)); failures=$((failures + 1))
  echo "not ok $tests - $name"
  for line in "$@"; do printf '%s\n' "$line" | sed 's/^/# /'; done
}
skip () { tests=$((tests + 1)); echo "ok $tests - $1 # SKIP $2"; }
check () { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name" "failed: $*"; fi; }
contains () { grep -qF -- "$2" "$1"; }

# The example game of FIDE's Appendix C, in Norwegian letters.
moves=$(head -n 1 "$data/seeds/example-game.txt")
{
  printf '[Event "FIDE Appendix C"]\n[White "Hvit"]\n[Black "Svart"]\n[Result "*"]\n\n'
  printf '%s *\n' "$moves"
} >"$tmp/seed.pgn"
if [[ $moves == "1. e4 e5 2. Sf3"* ]]; then pass "the seed game is read from the seed"; else fail "the seed game is read from the seed" "$moves"; fi

# export_pdf NAME FILE ARGS...: exports, then checks fonts and images.
export_pdf () {
  local name=$1 file=$2
  shift 2
  "$cli" export --format=pdf "$@" -o "$out/$name.pdf" "$file" 2>"$tmp/err"
  local status=$?
  if [[ -s $out/$name.pdf ]] && (( status == 0 || status == 1 )); then
    pass "$name: PDF written"
  else
    fail "$name: PDF written" "status $status" "$(cat "$tmp/err")"
    return
  fi
  local fonts
  fonts=$(pdffonts "$out/$name.pdf" | tail -n +3)
  if [[ -n $fonts ]] && ! awk '{ if ($(NF-4) != "yes") bad = 1 } END { exit bad }' <<<"$fonts"; then
    fail "$name: every font embedded" "$fonts"
  elif [[ -z $fonts ]]; then
    fail "$name: every font embedded" "no fonts"
  else
    pass "$name: every font embedded"
  fi
  if [[ $(pdfimages -list "$out/$name.pdf" | tail -n +3 | wc -l) == 0 ]]; then
    pass "$name: no raster images"
  else
    fail "$name: no raster images" "$(pdfimages -list "$out/$name.pdf")"
  fi
  # Lines joined: a move pair may stand at a line end.
  pdftotext -enc UTF-8 "$out/$name.pdf" - | tr '\n' ' ' >"$tmp/$name.txt"
  pdftoppm -png -r 80 -f 1 -l 1 "$out/$name.pdf" "$out/$name-page"
  check "$name: page 1 rendered" test -s "$out/$name-page-1.png"
}

export_pdf seed-figurine "$tmp/seed.pgn"
check "seed-figurine: 2.♘f3 ♘f6 in the text" contains "$tmp/seed-figurine.txt" "2.♘f3 ♘f6"
check "seed-figurine: castling copies out as O-O-O" contains "$tmp/seed-figurine.txt" "10.O-O-O ♖e8"
check "seed-figurine: no word joiner in the copied text" bash -c "! grep -q $'\u2060' '$tmp/seed-figurine.txt'"
check "seed-figurine: heading" contains "$tmp/seed-figurine.txt" "Hvit – Svart"

export_pdf seed-nb "$tmp/seed.pgn" --lang=nb --columns=2
check "seed-nb: 2.Sf3 Sf6 in the text" contains "$tmp/seed-nb.txt" "2.Sf3 Sf6"
check "seed-nb: 5.Dxd4 in the text" contains "$tmp/seed-nb.txt" "5.Dxd4 d5"
# Castling with zeros after a move number: never "10.0-0-0", a decimal.
check "seed-nb: 0-0-0 whole, apart from its number" contains "$tmp/seed-nb.txt" "10. 0-0-0 Te8"
check "seed-nb: no castling read as a decimal" bash -c "! grep -qE '[0-9]\.0-0' '$tmp/seed-nb.txt'"

# Castling in each style, and the text read back as the same moves.
for style in pgn fide figurine minimal long; do
  "$cli" export --format=txt --lang=nb --style=$style -o "$tmp/castle-$style.txt" "$tmp/seed.pgn" 2>/dev/null
  # Zeros get a narrow no-break space after the number; O-O needs none.
  case $style in
    fide|minimal) castling=$'10.\u202F0-0-0' ;;
    *) castling="10.O-O-O" ;;
  esac
  check "castling, $style style: $castling" contains "$tmp/castle-$style.txt" "$castling"
  # The moves without the heading and the legend, read back.
  sed -n '4,/^$/p' "$tmp/castle-$style.txt" >"$tmp/castle-$style-moves.txt"
  "$cli" convert --to=pgn -o "$tmp/castle-$style.pgn" "$tmp/castle-$style-moves.txt" 2>"$tmp/err"
  check "castling, $style style: read back" contains "$tmp/castle-$style.pgn" "10. O-O-O Re8 11. Kb1"
done

export_pdf annotated-figurine "$data/annotated.pgn"
check "annotated-figurine: the main line" contains "$tmp/annotated-figurine.txt" "2.♘f3 ♘c6 3.♗b5!"
check "annotated-figurine: Black's number after a comment" contains "$tmp/annotated-figurine.txt" "1...e5"
check "annotated-figurine: caption of the marked diagram" contains "$tmp/annotated-figurine.txt" "after 14.g3"
check "annotated-figurine: Black's number after the diagram" contains "$tmp/annotated-figurine.txt" "14...♗xg5"
check "annotated-figurine: O-O-O whole" contains "$tmp/annotated-figurine.txt" "10.O-O-O"
check "annotated-figurine: the result" contains "$tmp/annotated-figurine.txt" "½-½"
# A game with an illegal move: after the moves read, the rest as written,
# marked and in italics, with no result but the one it has.
unread='Not read, as written: Qd5 7. Nf3 c5 {these moves stay as text} 8. O-O *'
check "annotated-figurine: the text not read after the moves read" \
  contains "$tmp/annotated-figurine.txt" "6.♗d3 $unread"
pdftohtml -xml -i -stdout "$out/annotated-figurine.pdf" >"$tmp/annotated-figurine.xml" 2>/dev/null
check "annotated-figurine: the text not read in italics" contains "$tmp/annotated-figurine.xml" "<i>$unread</i>"
# A file of several games is titled by its name, as the app's export of
# all of its games is; a single game by its heading (no-players below).
if pdfinfo "$out/annotated-figurine.pdf" | grep -q '^Title: *annotated$'; then pass "annotated-figurine: title metadata"; else fail "annotated-figurine: title metadata" "$(pdfinfo "$out/annotated-figurine.pdf")"; fi
"$cli" export --format=html -o "$tmp/annotated.html" "$data/annotated.pgn" 2>/dev/null
check "annotated: HTML title, the file's name" contains "$tmp/annotated.html" "<title>annotated</title>"

export_pdf annotated-nb-2 "$data/annotated.pgn" --lang=nb --columns=2 --paper=a5 --grayscale
check "annotated-nb-2: nb letters" contains "$tmp/annotated-nb-2.txt" "2.Sf3 Sc6 3.Lb5!"

# A move never breaks across lines, with CJK letters either, between
# which Unicode allows a break: no line ends with a move number, a piece
# letter or an opening bracket. Comments still break between CJK words,
# and the text not read of the game with an illegal move at its spaces.
{
  cat "$data/annotated.pgn"
  printf '\n[White "Dahl"]\n[Black "Berg"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 {'
  for i in 1 2 3; do printf '白方在中心取得優勢，黑方必須小心應對，否則局面會迅速惡化。'; done
  printf '} 2... Nc6 *\n'
} >"$tmp/cjk.pgn"
for layout in a4-1 a5-2; do
  export_pdf zh-hant-$layout "$tmp/cjk.pgn" --lang=zh-hant \
    --paper=${layout%-*} --columns=${layout#*-}
  pdftotext -enc UTF-8 "$out/zh-hant-$layout.pdf" "$tmp/zh-hant-lines.txt"
  broken=$(sed '/^Not read, as written:/,/ \*$/d' "$tmp/zh-hant-lines.txt" | grep -P '(\d+\.+|[王后車象馬(\x{2654}-\x{265F}])$')
  if [[ -z $broken ]]; then pass "zh-hant-$layout: no move broken at a line end"; else fail "zh-hant-$layout: no move broken at a line end" "$broken"; fi
  check "zh-hant-$layout: the CJK comment over several lines" test "$(grep -c '白方' "$tmp/zh-hant-lines.txt")" -gt 1
done

export_pdf annotated-end "$data/annotated.pgn" --diagrams=end --paper=170x240mm
check "annotated-end: a diagram after the last move" contains "$tmp/annotated-end.txt" "after 21.♘xd1"

# Diagrams at the turning points: in turning-points.pgn the engine's
# evaluation swings most after 23...♘b4, 31.f5 and 40.♗d5 (and after
# 41...♛d1, too near 40.♗d5). Each diagram stands after its move, the
# moves after it going on below.
count () { grep -cF -- "$2" "$1"; }
# in_order FILE TEXT…: each TEXT in FILE after the one before it.
in_order () {
  local text
  text=$(<"$1")
  shift
  for part; do
    [[ $text == *"$part"* ]] || return 1
    text=${text#*"$part"}
  done
}
export_pdf turning "$data/turning-points.pgn" --diagrams=turning
check "turning: after 23...♘b4" in_order "$tmp/turning.txt" "23.♕c3 ♘b4 " "after 23...♘b4" "24.♕xf6"
check "turning: after 31.f5" in_order "$tmp/turning.txt" "31.f5 " "after 31.f5" "31...♘e5"
check "turning: after 40.♗d5" in_order "$tmp/turning.txt" "40.♗d5 " "after 40.♗d5" "40...♕d4+"
check "turning: none too near another" bash -c "! grep -qF 'after 41...' '$tmp/turning.txt'"
"$cli" export --format=txt --diagrams=turning -o "$tmp/turning-text.txt" "$data/turning-points.pgn" 2>"$tmp/err"
check "turning: three diagrams in the text" test "$(count "$tmp/turning-text.txt" "    after ")" = 3
check "turning: no note when there are evaluations" test ! -s "$tmp/err"
"$cli" export --format=html --diagrams=turning -o "$tmp/turning.html" "$data/turning-points.pgn" 2>/dev/null
check "turning: three diagrams in HTML" test "$(count "$tmp/turning.html" '<figure class="diagram"')" = 3
check "turning: HTML caption after 31.f5" contains "$tmp/turning.html" "<figcaption>after 31.f5</figcaption>"
"$cli" export --format=tex --diagrams=turning -o "$tmp/turning.tex" "$data/turning-points.pgn" 2>/dev/null
check "turning: three diagrams in LaTeX" test "$(count "$tmp/turning.tex" '\chessboard[setfen=')" = 3
check "turning: LaTeX caption after 23...♘b4, the piece in skak's macro" \
  contains "$tmp/turning.tex" '\emph{after 23\ldots{}\textsymfigsymbol{N}b4}'
"$cli" export --format=txt --diagrams=marked -o "$tmp/turning-marked.txt" "$data/turning-points.pgn" 2>/dev/null
check "turning: none where only marked ones are asked for" test "$(count "$tmp/turning-marked.txt" "    after ")" = 0
# The marked diagram stays; one evaluation alone does not swing.
"$cli" export --format=txt --diagrams=turning -o "$tmp/annotated-turning.txt" "$data/annotated.pgn" 2>/dev/null
check "turning: the marked diagram kept" contains "$tmp/annotated-turning.txt" "    after 14.g3"
check "turning: no other diagram in the annotated games" test "$(count "$tmp/annotated-turning.txt" "    after ")" = 1
# Games without evaluations: no diagrams, a note, and the export done.
"$cli" export --format=txt --diagrams=turning -o "$tmp/seed-turning.txt" "$tmp/seed.pgn" 2>"$tmp/err"
check "turning: without evaluations, exported" test $? = 0
check "turning: without evaluations, no diagram" test "$(count "$tmp/seed-turning.txt" "    after ")" = 0
check "turning: without evaluations, a note" contains "$tmp/err" "no game has evaluations"
"$cli" export --diagrams=sideways -o "$tmp/x.pdf" "$tmp/seed.pgn" 2>"$tmp/err"
check "an unknown diagram placement is a usage error" test $? = 2
check "the usage error names the placements" contains "$tmp/err" "use a comma list of start, marked, end and turning, or none"
check "the usage error names the wrong one" contains "$tmp/err" "sideways"
"$cli" export --diagrams=marked,sideways -o "$tmp/x.pdf" "$tmp/seed.pgn" 2>"$tmp/err"
check "an unknown name in a list is a usage error" test $? = 2
check "the usage error says how to ask for help" contains "$tmp/err" "scoresheet-cli export --help"

# Diagram choices combine. In annotated.pgn the first game has a diagram
# marked after 14.g3 and ends with 21.Nxd1; the second starts from a FEN.
diagrams () { # diagrams CHOICE: the captions of the text export, one line
  "$cli" export --format=txt --lang=en ${1:+--diagrams=$1} -o "$tmp/d.txt" "$data/annotated.pgn" 2>/dev/null
  grep -E '^    (after|White to move|Black to move)' "$tmp/d.txt" | sed 's/^ *//' | paste -sd '|'
}
check "diagrams: by default, start and marked" test "$(diagrams '')" = "after 14.g3|White to move"
check "diagrams: marked alone, no start diagram" test "$(diagrams marked)" = "after 14.g3"
check "diagrams: end adds one to the marked ones" \
  test "$(diagrams end)" = "after 14.g3|after 21.Nxd1 1-0|after 61...Kg7 1-0|after 6.Bd3|after 19...Bb3 ½-½"
check "diagrams: a comma list" \
  test "$(diagrams start,end)" = "after 21.Nxd1 1-0|White to move|after 61...Kg7 1-0|after 6.Bd3|after 19...Bb3 ½-½"
check "diagrams: none" test "$(diagrams none)" = ""
check "diagrams: turning keeps the marked ones" test "$(diagrams turning)" = "after 14.g3"
export_pdf study-start "$data/annotated.pgn" --columns=2 --paper=a5
check "study-start: the study's starting diagram" in_order "$tmp/study-start.txt" "Set-up position" "White to move" "60.f8=♕+"

# The result stands on the line of the last diagram's caption.
export_pdf result-end "$data/annotated.pgn" --diagrams=end --columns=2 --paper=a5
pdftotext -layout -enc UTF-8 "$out/result-end.pdf" "$tmp/result-end-lines.txt"
check "result-end: on the caption's line" grep -qE 'after 21\.♘xd1 +1-0' "$tmp/result-end-lines.txt"
# The game cut short by an illegal move has no result there.
check "result-end: each game's result on its caption's line" \
  test "$(grep -cE 'after [^ ]+ +(1-0|0-1|½-½|\*)' "$tmp/result-end-lines.txt")" = 3

# An unfinished game ends with its last move: "*" is PGN's placeholder,
# not a result to print.
printf '[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 *\n' >"$tmp/unfinished.pgn"
export_pdf unfinished "$tmp/unfinished.pgn"
check "unfinished: the PDF has the last move" contains "$tmp/unfinished.txt" "4.O-O ♘f6"
check "unfinished: no * in the PDF" bash -c "! grep -qF '*' '$tmp/unfinished.txt'"
for format in txt html tex; do
  "$cli" export --format=$format -o "$tmp/unfinished.$format" "$tmp/unfinished.pgn"
  check "unfinished: no * in the $format export" bash -c "! grep -qE '(^|[ >{])\*($|[ <}])' '$tmp/unfinished.$format'"
done

# Unknown players: the event and round head the game, never "? – ?".
printf '[Event "Oslo Open"]\n[Site "Oslo"]\n[Round "3"]\n[White "?"]\n[Black "?"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n' \
  >"$tmp/no-players.pgn"
export_pdf no-players "$tmp/no-players.pgn"
check "no-players: the event and round as the heading" contains "$tmp/no-players.txt" "Oslo Open, round 3 Oslo"
check "no-players: no ? – ?" bash -c "! grep -qF '? – ?' '$tmp/no-players.txt'"
if pdfinfo "$out/no-players.pdf" | grep -q '^Title: *Oslo Open, round 3$'; then pass "no-players: title metadata"; else fail "no-players: title metadata" "$(pdfinfo "$out/no-players.pdf")"; fi
"$cli" export --format=html -o "$tmp/no-players.html" "$tmp/no-players.pgn"
check "no-players: HTML heading" contains "$tmp/no-players.html" "Oslo Open, round 3</h2>"
# The HTML's title is the PDF's: the one given, else a single game's heading.
check "no-players: HTML title" contains "$tmp/no-players.html" "<title>Oslo Open, round 3</title>"
"$cli" export --format=html --title="Bergen & Oslo" -o "$tmp/titled.html" "$tmp/no-players.pgn"
check "HTML title: the one given" contains "$tmp/titled.html" "<title>Bergen &amp; Oslo</title>"
printf '{ Only words, no game. }\n' >"$tmp/words.pgn"
"$cli" export --format=html -o "$tmp/words.html" "$tmp/words.pgn" 2>/dev/null
check "HTML title: without a heading, the words for chess games" contains "$tmp/words.html" "<title>Chess games</title>"

# The legend: sentence case, each sign with its name.
"$cli" export --format=txt -o "$tmp/legend.txt" "$data/annotated.pgn" 2>/dev/null
check "legend: sentence case" contains "$tmp/legend.txt" $'!\u00a0Good\u00a0move\u00a0·'
check "legend and details: no line starts with a separator" bash -c "! grep -q '^ *·' '$tmp/legend.txt'"
pdftotext -enc UTF-8 "$out/annotated-nb-2.pdf" "$tmp/legend-lines.txt"
check "legend: in the PDF" contains "$tmp/annotated-nb-2.txt" "Symbols: ! Good move · !! Brilliant move"
check "legend: no PDF line starts with a separator" bash -c "! grep -q '^ *·' '$tmp/legend-lines.txt'"

# legend_lines NAME FILE ARGS...: exports FILE as text and as PDF; every
# entry of the text's legend stands whole on one line of the PDF, none
# cut at the page's edge nor parted between lines. Unicode allows no
# break before "!", even after a space: the PDF breaks after each " · ".
legend_lines () {
  local name=$1 file=$2 entry missing=
  shift 2
  "$cli" export --format=txt -o "$tmp/$name-legend.txt" "$file" 2>/dev/null
  export_pdf "$name" "$file" "$@"
  pdftotext -layout -enc UTF-8 "$out/$name.pdf" "$tmp/$name-lines.txt"
  while IFS= read -r entry; do
    grep -qF -- "$entry" "$tmp/$name-lines.txt" || missing+="$entry"$'\n'
  done < <(awk -v RS= '{ last = $0 } END { print last }' "$tmp/$name-legend.txt" | tr '\n' ' ' \
             | sed -e $'s/\u00a0· /\\n/g' -e $'s/\u00a0/ /g' -e 's/ *$//')
  if [[ -z $missing ]]; then pass "$name: each legend entry whole on a line"; else fail "$name: each legend entry whole on a line" "$missing"; fi
  check "$name: no zero-width space in the copied text" bash -c "! grep -q $'\u200b' '$tmp/$name-lines.txt'"
}
legend_lines marks-a4-2 "$data/marks.pgn" --columns=2 --diagrams=start,marked,end
legend_lines marks-a5-2 "$data/marks.pgn" --columns=2 --paper=a5 --diagrams=start,marked,end
legend_lines glyphs-a4-2 "$data/glyphs.pgn" --columns=2
LANGUAGE=zh_TW legend_lines glyphs-zh-a5-2 "$data/glyphs.pgn" --columns=2 --paper=a5
check "legend: no zero-width space in the text export" bash -c "! grep -q $'\u200b' '$tmp/legend.txt'"
"$cli" export --format=html -o "$tmp/legend.html" "$data/glyphs.pgn" 2>/dev/null
check "legend: no zero-width space in HTML" bash -c "! grep -q $'\u200b' '$tmp/legend.html'"

# Usage errors.
"$cli" export --paper=b7 -o "$tmp/x.pdf" "$tmp/seed.pgn" 2>/dev/null
check "an unknown paper is a usage error" test $? = 2
"$cli" export --columns=3 -o "$tmp/x.pdf" "$tmp/seed.pgn" 2>/dev/null
check "three columns is a usage error" test $? = 2
# 0 is out of range as any other number, not the default.
for option in --columns=0 --diagram-size=0 --diagram-size=nan; do
  rm -f "$tmp/x.pdf"
  "$cli" export "$option" -o "$tmp/x.pdf" "$tmp/seed.pgn" 2>"$tmp/err"
  check "$option is a usage error" test $? = 2
  check "$option: the usage error says the range" grep -qE -- '--(columns must be 1 or 2|diagram-size must be from 36 to 600 points)' "$tmp/err"
  check "$option: nothing written" test ! -e "$tmp/x.pdf"
done

# SVG pages: one file per page. A single page keeps the name given;
# more are numbered, as wide as the last, so that a listing sorted by
# name keeps them in order; the files written are named on stderr.
mkdir -p "$out/svg"
"$cli" export --format=svg -o "$out/svg/evals.svg" "$data/evals.pgn" 2>"$tmp/err"
check "svg: one page under the name given" test -s "$out/svg/evals.svg"
check "svg: one page, no note" bash -c "! grep -q 'written' '$tmp/err'"
"$cli" export --format=svg -o "$out/svg/annotated.svg" "$data/annotated.pgn" 2>"$tmp/err"
check "svg: two pages numbered" test -s "$out/svg/annotated-1.svg" -a -s "$out/svg/annotated-2.svg"
check "svg: no page under the name given" test ! -e "$out/svg/annotated.svg"
check "svg: the files written are named" contains "$tmp/err" "2 pages written: annotated-1.svg to annotated-2.svg"
if command -v xmllint >/dev/null; then
  check "svg: well-formed" xmllint --noout "$out/svg/annotated-1.svg" "$out/svg/annotated-2.svg"
else
  skip "svg: well-formed" "no xmllint"
fi
check "svg: no raster images" bash -c "! grep -q '<image' '$out/svg/annotated-1.svg'"
# Ten pages and more: two digits.
awk '/^\[Event / { n++ } n <= 30' "$data/corpus/selfplay.pgn" >"$tmp/thirty.pgn"
"$cli" export --format=svg --paper=a5 -o "$out/svg/thirty.svg" "$tmp/thirty.pgn" 2>"$tmp/err"
pages=$(ls "$out/svg" | grep -c '^thirty-[0-9][0-9]\.svg$')
check "svg: ten pages or more, all numbered with two digits" test "$pages" -ge 10 -a "$(ls "$out/svg" | grep -c '^thirty')" = "$pages"
check "svg: the listing keeps the pages in order" test "$(ls "$out/svg" | grep '^thirty' | head -2 | tr '\n' ' ')" = "thirty-01.svg thirty-02.svg "
check "svg: the last page named" contains "$tmp/err" "to thirty-$pages.svg"
# The pages of an earlier export to the same name go: the folder holds
# the last export's pages alone.
"$cli" export --format=svg -o "$out/svg/thirty.svg" "$data/annotated.pgn" 2>/dev/null
check "svg: the earlier export's pages replaced" \
  test "$(ls "$out/svg" | grep '^thirty' | tr '\n' ' ')" = "thirty-1.svg thirty-2.svg "
"$cli" export --format=svg -o "$out/svg/thirty.svg" "$data/evals.pgn" 2>/dev/null
check "svg: one page in the place of numbered ones" test "$(ls "$out/svg" | grep '^thirty' | tr '\n' ' ')" = "thirty.svg "
"$cli" export --format=svg -o "$out/svg/thirty.svg" "$data/annotated.pgn" 2>/dev/null
check "svg: numbered pages in the place of one" \
  test "$(ls "$out/svg" | grep '^thirty' | tr '\n' ' ')" = "thirty-1.svg thirty-2.svg "

# Never over the games themselves, named as given or through a link.
cp "$data/annotated.pgn" "$tmp/own.pgn"
ln -s own.pgn "$tmp/own-link.txt"
for target in "$tmp/own.pgn" "$tmp/own-link.txt"; do
  "$cli" export --format=txt -o "$target" "$tmp/own.pgn" 2>"$tmp/err"
  status=$?
  check "export over its own PGN ($(basename "$target")) is a usage error" test $status = 2
  check "export over its own PGN: says so" contains "$tmp/err" "OUT is the PGN file itself"
done
check "export over its own PGN: the games are intact" cmp -s "$tmp/own.pgn" "$data/annotated.pgn"

# The format from OUT's extension when --format is not given; a --format
# that the extension contradicts is a usage error, and nothing is written.
"$cli" export -o "$tmp/by-name.html" "$data/evals.pgn" 2>/dev/null
check "format from the name: .html writes HTML" grep -q '^<!DOCTYPE html>' "$tmp/by-name.html"
"$cli" export -o "$tmp/by-name.htm" "$data/evals.pgn" 2>/dev/null
check "format from the name: .htm writes HTML" grep -q '^<!DOCTYPE html>' "$tmp/by-name.htm"
"$cli" export -o "$tmp/by-name.TXT" "$data/evals.pgn" 2>/dev/null
check "format from the name: .TXT writes text" contains "$tmp/by-name.TXT" "Greedy – Trapper"
"$cli" export -o "$tmp/by-name.out" "$data/evals.pgn" 2>/dev/null
check "format from the name: another name writes PDF" bash -c "head -c 5 '$tmp/by-name.out' | grep -q '%PDF-'"
"$cli" export --format=pdf -o "$tmp/contradicted.svg" "$data/evals.pgn" 2>"$tmp/err"
status=$?
check "--format=pdf -o NAME.svg is a usage error" test $status = 2
check "--format=pdf -o NAME.svg: says why" contains "$tmp/err" "contradicted.svg is named as .svg, but --format is pdf"
check "--format=pdf -o NAME.svg: nothing written" test ! -e "$tmp/contradicted.svg"
"$cli" export -o - "$data/evals.pgn" >/dev/null 2>"$tmp/err"
status=$?
check "-o - without --format is a usage error" test $status = 2
check "-o - without --format: asks for a text format" contains "$tmp/err" "standard output takes text: give --format=html, tex or txt"

# HTML.
"$cli" export --format=html -o "$out/annotated.html" "$data/annotated.pgn" 2>/dev/null
check "html: written" test -s "$out/annotated.html"
check "html: an inline SVG diagram" contains "$out/annotated.html" "<svg"
check "html: figurines" contains "$out/annotated.html" "♘f3"
check "html: the text not read, in italics" contains "$out/annotated.html" "<span class=\"unread\">$unread</span>"
check "html: no result after the moves read" bash -c "! grep -qF '♗d3</span> <span class=\"result' '$out/annotated.html'"
check "html: UTF-8" contains "$out/annotated.html" '<meta charset="utf-8"/>'
if command -v xmllint >/dev/null; then
  # HTML5 written so that an XML parser reads it too.
  check "html: well-formed" xmllint --noout "$out/annotated.html"
else
  skip "html: well-formed" "no xmllint"
fi

# Plain text.
"$cli" export --format=txt -o "$out/annotated.txt" "$data/annotated.pgn" 2>/dev/null
check "txt: figurines" contains "$out/annotated.txt" "3.♗b5! The Spanish."
check "txt: the moves read, without a result" grep -qx '1.d4 d5 2.c4 e6 3.♘c3 ♘f6 4.♗g5 ♗e7 5.e3 O-O 6.♗d3' "$out/annotated.txt"
check "txt: the text not read" contains "$out/annotated.txt" "$unread"
long=$(while IFS= read -r line; do (( ${#line} > 72 )) && printf '%s\n' "$line"; done <"$out/annotated.txt")
if [[ -z $long ]]; then pass "txt: lines of at most 72 columns"; else fail "txt: lines of at most 72 columns" "$long"; fi
# A Chinese piece letter takes two columns on screen.
"$cli" export --format=txt --lang=zh-hant -o "$tmp/zh-hant.txt" "$data/annotated.pgn" 2>/dev/null
width=$(wc -L <"$tmp/zh-hant.txt")
check "txt, Chinese letters: lines of at most 72 columns on screen" test "$width" -le 72
check "txt, Chinese letters: lines filled to near 72 columns" test "$width" -gt 64
"$cli" export --format=txt --lang=de -o "$tmp/de.txt" "$tmp/seed.pgn"
check "txt: German letters" contains "$tmp/de.txt" "2.Sf3 Sf6 3.d4 exd4"

# LaTeX.
"$cli" export --format=tex -o "$out/annotated.tex" "$data/annotated.pgn" 2>/dev/null
check "tex: xskak game" contains "$out/annotated.tex" '\newchessgame'
check "tex: main line" contains "$out/annotated.tex" '\mainline[level=1]{1. e4}'
# As in the PDF: the main line bold, variations regular, deeper ones italic.
check "tex: a variation in the variations' style" contains "$out/annotated.tex" '\variation[level=2]{3. Bc4}'
check "tex: a variation" contains "$out/annotated.tex" '\variation['
check "tex: a diagram" contains "$out/annotated.tex" '\chessboard[setfen='
check "tex: the text not read, in italics" \
  contains "$out/annotated.tex" '\par\emph{Not read, as written: Qd5 7. Nf3 c5 \{these moves stay as text\} 8. O-O *}\par'
check "tex: no result after the moves read" bash -c "! grep -A1 -F '6. Bd3}' '$out/annotated.tex' | grep -qF '\textbf{*}'"
# Every sign the other formats print, in skak's macros.
check "tex: ⩲ after 4.O-O" contains "$out/annotated.tex" '4. O-O \xskakcomment{~\wbetter{}} Nxe4'
check "tex: ± after 16.Bf4" contains "$out/annotated.tex" '16. Bf4 \xskakcomment{~\wupperhand{}}'
check "tex: the draw offer" contains "$out/annotated.tex" '5. Nc3 a6 \xskakcomment{(=)} 6. Be3'
# start_tex NAME [ENGINE]: $out/NAME.tex compiled by ENGINE (pdflatex
# unless given) into $out/NAME-ENGINE.pdf in the background, as many at
# once as there are processors: TeX with xskak takes seconds a page.
# Its exit status goes to $tmp/NAME-ENGINE.status.
tex_slots=$(nproc 2>/dev/null || echo 1)
declare -A tex_started=()
start_tex () {
  local name=$1 engine=${2:-pdflatex}
  local job=$name-$engine
  tex_started[$job]=1
  rm -f "$out/$job.pdf" "$tmp/$job.status"
  while (( $(jobs -rp | wc -l) >= tex_slots )); do sleep 0.2; done
  (
    status=0
    cd "$out" && "$engine" -interaction=nonstopmode -halt-on-error -jobname="$job" "$name.tex" >"$tmp/$job.log" 2>&1 \
      || status=$?
    echo "$status" >"$tmp/$job.status"
  ) &
}
# compile_tex NAME [ENGINE]: waits for start_tex NAME ENGINE (started
# here if it was not), then says whether it compiled; its text is read
# back into $tmp/NAME-ENGINE.lines and, lines joined, $tmp/NAME-ENGINE.txt;
# page 1 rendered into $out. The text of skak's figurines reads as
# letters (N).
compile_tex () {
  local name=$1 engine=${2:-pdflatex}
  local job=$name-$engine
  [[ -n ${tex_started[$job]-} ]] || start_tex "$name" "$engine"
  while [[ ! -e "$tmp/$job.status" ]]; do sleep 0.2; done
  if [[ $(cat "$tmp/$job.status") == 0 ]]; then
    pass "$name: $engine compiles it"
  else
    fail "$name: $engine compiles it" "$(grep -A3 '^!' "$tmp/$job.log" | head -20)"
  fi
  pdftotext -enc UTF-8 "$out/$job.pdf" "$tmp/$job.lines" 2>/dev/null || : >"$tmp/$job.lines"
  tr '\n' ' ' <"$tmp/$job.lines" >"$tmp/$job.txt"
  pdftoppm -png -r 80 -f 1 -l 1 "$out/$job.pdf" "$out/$job-page" 2>/dev/null
}
"$cli" export --format=tex --lang=de --columns=2 -o "$out/glyphs-de.tex" "$data/glyphs.pgn" 2>"$tmp/glyphs-de.err"
# A title in any script, into the PDF's metadata in every engine.
"$cli" export --format=tex --title="Bergen – 中文" -o "$out/titled.tex" "$tmp/seed.pgn" 2>/dev/null
# What pdflatex cannot set is marked and said, never left out.
check "tex: Chinese words kept for the engines that set them" contains "$out/glyphs-de.tex" '\scbeyondpdftex{中'
check "tex: the file names what pdflatex cannot set" contains "$out/glyphs-de.tex" '% 中文：白方稍佔優勢，黑必須防守後翼。'
check "tex: the export says what pdflatex cannot set" \
  contains "$tmp/glyphs-de.err" "pdflatex cannot set 18 characters of the text (中文：白方稍佔優勢，…)"
check "tex: figurines in a comment as skak's" \
  contains "$out/glyphs-de.tex" '\symking{}\symqueen{}\symrook{}\symbishop{}\symknight{}\sympawn{} \scblackfigurine{\BlackKingOnWhite}'
# Null moves, which xskak does not read, in the main line and in a variation.
printf '[Event "Null moves"]\n[Result "*"]\n\n1. e4 -- 2. d4 e5 (2... -- 3. c4) 3. -- d5 *\n' >"$tmp/null.pgn"
"$cli" export --format=tex -o "$out/null-moves.tex" "$tmp/null.pgn" 2>/dev/null
# Castling at many places on a line: comments of 0 to 22 words before it.
for ((n = 1; n < 60; n++)); do
  words="$(printf 'word %.0s' $(seq $((n % 23))))$(printf 'x %.0s' $(seq $((n / 23))))"
  # Short games: pdflatex with xskak takes about 50 ms a move.
  printf '[White "W%d"]\n[Black "B"]\n[Result "*"]\n\n1. d4 Nf6 2. Nc3 g6 3. Bf4 Bg7 4. Qd2 ' "$n"
  printf '{%s} O-O 5. O-O-O {%s} d6 *\n\n' "$words" "${words:0:$((${#words} / 2))}"
done >"$tmp/castling-lines.pgn"
"$cli" export --format=tex --columns=2 -o "$out/castling-lines.tex" "$tmp/castling-lines.pgn" 2>/dev/null
# diagrams_whole PDF COLUMNS: each diagram's board, caption ("after
# 14.g3") and move in one column; prints where they are not.
diagrams_whole () {
  local pdf=$1 columns=$2 pages w h
  pages=$(pdfinfo "$pdf" | sed -n 's/^Pages: *//p')
  read -r w h < <(pdfinfo "$pdf" | sed -nE 's/^Page size: *([0-9]+)[0-9.]* x ([0-9]+).*/\1 \2/p')
  for ((p = 1; p <= pages; p++)); do
    for ((c = 0; c < columns; c++)); do
      local text boards captions
      # The text of a column, lower case: skak's capture sign reads as X.
      text=" $(pdftotext -f "$p" -l "$p" -x $((w * c / columns)) -y 0 -W $((w / columns)) -H "$h" -enc UTF-8 "$pdf" - \
        | tr '\n' ' ' | tr -s ' ' | tr '[:upper:]' '[:lower:]')"
      boards=$(grep -o ' h ' <<<"$text" | wc -l)
      captions=$(grep -o 'after [0-9]' <<<"$text" | wc -l)
      (( boards == captions )) || echo "page $p column $((c + 1)): $boards boards, $captions captions"
      while read -r move; do
        local before=${text%%"after $move"*}
        [[ $before == *[.\ ]"${move##*[. ]}"[\ \(]* ]] || echo "page $p column $((c + 1)): after $move without its move"
      done < <(grep -oE 'after [0-9]+(\.|\. \. \. ?)[^ ]+' <<<"$text" | sed 's/^after //')
    done
  done
}
# Games from move 101+n on, each with a marked diagram at a move and after
# comments that vary, so that diagrams fall at every place of a column;
# short, as xskak is slow.
for ((n = 1; n < 41; n++)); do
  m=$((100 + n)) d=$(((n * 3) % 5))
  words="$(printf 'word %.0s' $(seq $(((n * 7) % 31 + 1))))"
  printf '[White "W%d"]\n[Black "B"]\n[Result "1-0"]\n[SetUp "1"]\n' "$n"
  printf '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 %d"]\n\n' "$m"
  moves=(e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5)
  for ((k = 0; k < 12; k++)); do
    ((k % 2 == 0)) && printf '%d. ' $((m + k / 2))
    printf '%s ' "${moves[k]}"
    ((k == 2 * d)) && printf '{%s} ' "$words"
    ((k == 2 * d + 2)) && printf '$220 '
    ((k == 7)) && printf '{%s} ' "${words:0:$((${#words} / 2))}"
  done
  printf '1-0\n\n'
done >"$tmp/diagrams.pgn"
for columns in 1 2; do
  "$cli" export --format=tex --columns=$columns --paper=a5 --diagrams=marked,end \
    -o "$out/diagrams-$columns.tex" "$tmp/diagrams.pgn" 2>/dev/null
  "$cli" export --format=tex --columns=$columns --paper=a5 --diagrams=marked,end \
    -o "$out/annotated-a5-$columns.tex" "$data/annotated.pgn" 2>/dev/null
done
pdflatex_ready () {
  tex_wanted && command -v pdflatex >/dev/null && kpsewhich xskak.sty >/dev/null 2>&1 \
    && kpsewhich lambda.sty >/dev/null 2>&1
}
# ENGINE (needing the TeX files after it) sets the Chinese comment from an
# installed font that has it: lualatex from its fallback fonts, xelatex
# each run of such characters from the first of them that has the run's
# first character.
chinese_engine_ready () {
  local engine=$1
  shift
  tex_wanted && command -v "$engine" >/dev/null && kpsewhich xskak.sty "$@" >/dev/null 2>&1 \
    && [[ -n $(fc-list :lang=zh-tw family 2>/dev/null) ]]
}
# Every compile starts here, side by side; the checks below wait for each.
if pdflatex_ready; then
  for name in annotated glyphs-de null-moves castling-lines titled diagrams-1 annotated-a5-1 \
      diagrams-2 annotated-a5-2; do
    start_tex "$name"
  done
fi
if chinese_engine_ready lualatex luaotfload.sty; then start_tex glyphs-de lualatex; fi
if chinese_engine_ready xelatex fontspec.sty pst-node.sty; then start_tex glyphs-de xelatex; fi
if pdflatex_ready; then
  compile_tex annotated
  compile_tex glyphs-de
  compile_tex null-moves
  compile_tex castling-lines
  pdftotext -layout -enc UTF-8 "$out/castling-lines-pdflatex.pdf" "$tmp/castling-lines.layout" 2>/dev/null
  check "tex: castling on the pages" test "$(grep -o 'O-O-O' "$tmp/castling-lines.layout" | wc -l)" = 59
  check "tex: castling never broken at a line's end" bash -c "! grep -qE 'O-( |\$)|(^| )O( |\$)' '$tmp/castling-lines.layout'"
  compile_tex titled
  # As in the PDF: a diagram never parted from its caption or its move.
  for columns in 1 2; do
    for name in diagrams annotated-a5; do
      compile_tex "$name-$columns"
      problems=$(diagrams_whole "$out/$name-$columns-pdflatex.pdf" $columns)
      check "tex: $name in $columns column(s): each diagram with its caption and move" test -z "$problems"
      [[ -z $problems ]] || printf '%s\n' "$problems" | sed 's/^/# /'
    done
  done
  check "tex: move numbers with a dot, as in the PDF" contains "$tmp/annotated-pdflatex.txt" "2.Nf3 Nc6 3.Bb5!"
  check "tex: a bracket closed without a space before it, one after it" \
    in_order "$tmp/annotated-pdflatex.txt" "8.Nc3) 6.Bb5" "c6) 4.c3"
  check "tex: the variations' pieces in the regular weight" \
    bash -c "pdffonts '$out/annotated-pdflatex.pdf' | grep -q 'SkakNew-Figurine '"
  # The sign after a move reads back as the legend's sign of its name.
  sign=$(sed -nE 's/.* ([^ ]+) White is slightly better .*/\1/p' "$tmp/annotated-pdflatex.txt")
  check "tex: ⩲ after 4.O-O as in the legend" contains "$tmp/annotated-pdflatex.txt" "4.O-O $sign NXe4"
  sign=$(sed -nE 's/.* ([^ ]+) White is better .*/\1/p' "$tmp/annotated-pdflatex.txt")
  check "tex: ± after 16.Bf4 as in the legend" contains "$tmp/annotated-pdflatex.txt" "16.Bf4 $sign "
  check "tex: the draw offer in the legend" contains "$tmp/annotated-pdflatex.txt" "(=) Draw o"
  for name in "Only move" "Novelty" "Equal position" "Unclear position" "Black is slightly better" \
      "Black is better" "White is winning" "Black is winning" "Zugzwang" "Development advantage" \
      "Initiative" "Attack" "Compensation" "Counterplay" "Time trouble" "With the idea"; do
    check "tex: the legend of glyphs.pgn names $name" contains "$tmp/glyphs-de-pdflatex.txt" " $name"
  done
  # --lang=de: German letters in the moves and the captions.
  check "tex: German letters in the moves" in_order "$tmp/glyphs-de-pdflatex.txt" "2.Sf3" "Sc6" "3.Lb5" "12. . . Te8"
  check "tex: German letters in a caption" contains "$tmp/glyphs-de-pdflatex.txt" "after 9. . . Sb8"
  check "tex: pdflatex marks the Chinese comment it cannot set" \
    in_order "$tmp/glyphs-de-pdflatex.txt" "11. . . Lb7 ? 12.Lc2"
  check "tex: the title in the PDF's metadata" \
    bash -c "pdfinfo '$out/titled-pdflatex.pdf' | grep -q '^Title: *Bergen – 中文$'"
  check "tex: the null move as the other formats print it" \
    contains "$tmp/annotated-pdflatex.txt" "60. . . -- a null move in a variation 61.Qf5"
  check "tex: null moves in the main line" in_order "$tmp/null-moves-pdflatex.txt" "1.e4 -- 2.d4 e5" "3.-- 3. . . d5"
  check "tex: no line ends with a move number" \
    bash -c "! grep -qE '[a-h][1-8].* [0-9]+\.?$' '$tmp/annotated-pdflatex.lines' '$tmp/glyphs-de-pdflatex.lines'"
else
  skip "tex: compiled and read back" "not asked for (SCORESHEET_TEST_WITHOUT_TEX), or pdflatex, xskak or lambda.sty (texlive-plain-generic) not installed"
fi
engine_sets_chinese () {
  local engine=$1 needs=$2
  shift 2
  if chinese_engine_ready "$engine" "$@"; then
    compile_tex glyphs-de "$engine"
    check "tex: $engine sets the Chinese comment" \
      contains "$tmp/glyphs-de-$engine.txt" "11…Lb7 中文：白方稍佔優勢，黑方必須防守後翼。 12.Lc2"
  else
    skip "tex: $engine sets the Chinese comment" "not asked for, or $needs or a Chinese font not installed"
  fi
}
engine_sets_chinese lualatex "lualatex, luaotfload (texlive-luatex)" luaotfload.sty
engine_sets_chinese xelatex "xelatex (texlive-xetex), pst-node (texlive-pstricks)" fontspec.sty pst-node.sty

# An engine's annotation: its words in italics after the user's, their
# moves in the figurines of the game's, its commands ([%eval], [%engine])
# never printed.
"$cli" export --format=html -o "$tmp/engine.html" "$data/engine-annotated.pgn" 2>/dev/null
check "engine: the user's words as a comment in HTML" contains "$tmp/engine.html" '<span class="comment">A trap.</span>'
check "engine: the engine's words in italics in HTML" contains "$tmp/engine.html" \
  '<span class="comment engine">misses 5.♗xf7+, winning a pawn</span>'
check "engine: no commands in HTML" bash -c "! grep -q '%eval\\|%engine' '$tmp/engine.html'"
"$cli" export --format=tex -o "$tmp/engine.tex" "$data/engine-annotated.pgn" 2>/dev/null
check "engine: the engine's words in italics in LaTeX" contains "$tmp/engine.tex" '\emph{misses 5.\symbishop{}xf7+, winning a pawn}'
check "engine: the user's words upright in LaTeX" grep -qx 'A trap.' "$tmp/engine.tex"
"$cli" export --format=txt --lang=de -o "$tmp/engine-de.txt" "$data/engine-annotated.pgn" 2>/dev/null
check "engine: the engine's moves in the German letters of the game's" contains "$tmp/engine-de.txt" \
  '5.Sxf7?? misses 5.Lxf7+, winning a pawn'
"$cli" export --format=pdf -o "$tmp/engine.pdf" "$data/engine-annotated.pgn" 2>/dev/null
pdftohtml -xml -i -stdout "$tmp/engine.pdf" >"$tmp/engine.xml" 2>/dev/null
check "engine: the engine's words in italics in the PDF" contains "$tmp/engine.xml" '<i> the only move</i>'
check "engine: the user's words upright in the PDF" grep -q '> A trap.</text>' "$tmp/engine.xml"

# A NAG before a variation's first move and a comment after the result
# are printed where the text has them.
printf '[Event "Marks"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 ($140 2. d4 exd4) 2... Nc6 1-0 {White wins on time}\n' \
  >"$tmp/marks.pgn"
"$cli" export --format=txt --lang=en -o "$tmp/marks.txt" "$tmp/marks.pgn" 2>/dev/null
check "txt: a NAG before a variation's first move" contains "$tmp/marks.txt" "∆ 2.d4 exd4"
check "txt: the comment after the result" contains "$tmp/marks.txt" "1-0 White wins on time"
"$cli" export --format=tex -o "$tmp/marks.tex" "$tmp/marks.pgn" 2>/dev/null
check "tex: the comment after the result" in_order "$tmp/marks.tex" '\textbf{1-0}' 'White wins on time'

# Standard output, for the formats that are text; files of nothing to print.
"$cli" export --format=txt --lang=en -o - "$tmp/marks.pgn" >"$tmp/stdout.txt" 2>/dev/null
check "txt to standard output: written" test $? = 0
check "txt to standard output: the same as to a file" cmp -s "$tmp/stdout.txt" "$tmp/marks.txt"
check "txt to standard output: no file named -" test ! -e ./-
"$cli" export --format=html -o - "$tmp/marks.pgn" 2>/dev/null | grep -q '</html>'
check "html to standard output" test $? = 0
"$cli" export --format=pdf -o - "$tmp/marks.pgn" >"$tmp/stdout.pdf" 2>"$tmp/err"
check "pdf to standard output: a usage error" test $? = 2
check "pdf to standard output: says why" contains "$tmp/err" "PDF and SVG pages are written to files"
check "pdf to standard output: nothing written" test ! -s "$tmp/stdout.pdf"
: >"$tmp/empty.pgn"
printf 'garbage\0\377\376 junk' >"$tmp/garbage.pgn"
printf '*\n\n*\n' >"$tmp/results.pgn"
for format in pdf txt; do
  "$cli" export --format=$format -o "$tmp/results.$format" "$tmp/results.pgn" 2>"$tmp/err"
  check "games of only a result, $format: exit status 1" test $? = 1
  check "games of only a result, $format: says why" \
    contains "$tmp/err" "results.pgn: its games have no tags, moves or comments to print: nothing written"
  check "games of only a result, $format: nothing written" test ! -e "$tmp/results.$format"
  "$cli" export --format=$format -o "$tmp/empty.$format" "$tmp/empty.pgn" 2>"$tmp/err"
  check "a file of no games, $format: exit status 1" test $? = 1
  check "a file of no games, $format: says so" contains "$tmp/err" "empty.pgn: the file holds no games: nothing written"
  check "a file of no games, $format: nothing written" test ! -e "$tmp/empty.$format"
  "$cli" export --format=$format -o "$tmp/garbage.$format" "$tmp/garbage.pgn" 2>"$tmp/err"
  check "a file of no game read, $format: exit status 1" test $? = 1
  check "a file of no game read, $format: says so" contains "$tmp/err" "garbage.pgn: no game could be read: nothing written"
  check "a file of no game read, $format: the problem at the word's column" \
    contains "$tmp/err" "garbage.pgn:1:1: cannot read “garbage” as a move (from “rbage” on)"
  check "a file of no game read, $format: nothing written" test ! -e "$tmp/garbage.$format"
done
"$cli" export --format=txt -o - "$tmp/empty.pgn" >"$tmp/stdout.txt" 2>/dev/null
check "a file of no games to standard output: nothing written" test ! -s "$tmp/stdout.txt"

# A file's header, comments before the first game's tags, is printed as
# its words alone: no heading, no result, no outline entry or title.
printf '{ Club bulletin, spring. Games selected by the editor. }\n\n[Event "Spring"]\n[White "Dahl"]\n[Black "Berg"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n' \
  >"$tmp/header.pgn"
"$cli" export --format=txt -o "$tmp/header.txt" "$tmp/header.pgn" 2>/dev/null
check "header: its words first" test "$(head -n 1 "$tmp/header.txt")" = "Club bulletin, spring. Games selected by the editor."
check "header: no heading of its own" test "$(grep -c '^Game$' "$tmp/header.txt")" = 0
check "header: no result after it" test "$(grep -c 'editor\. \*' "$tmp/header.txt")" = 0
check "header: the game after it has its heading" contains "$tmp/header.txt" "Dahl – Berg"
"$cli" export --format=html -o "$tmp/header.html" "$tmp/header.pgn" 2>/dev/null
check "header: an HTML note, not a game" contains "$tmp/header.html" '<article class="note">'
check "header: one HTML game" test "$(grep -c '<article class="game">' "$tmp/header.html")" = 1
check "header: the HTML's title is the first game's" contains "$tmp/header.html" "<title>Dahl – Berg</title>"
"$cli" export --format=pdf -o "$tmp/header.pdf" "$tmp/header.pgn" 2>/dev/null
check "header: the PDF's title is the first game's" bash -c "pdfinfo '$tmp/header.pdf' | grep -q '^Title: *Dahl – Berg'"

# An en passant capture keeps its "e.p." on its line: forty games whose
# comments put the capture at every place of a line.
for i in $(seq 1 40); do
  printf '[Event "Game %s"]\n\n1. e4 a6 2. e5 {%s} d5 3. exd6 Qxd6 *\n\n' "$i" "$(printf 'ab %.0s' $(seq 1 "$i"))"
done >"$tmp/en-passant.pgn"
"$cli" export --lang=de --columns=2 -o "$tmp/en-passant.pdf" "$tmp/en-passant.pgn" 2>/dev/null
pdftotext -enc UTF-8 "$tmp/en-passant.pdf" "$tmp/en-passant.txt"
check "en passant: every e.p. printed" test "$(grep -o 'e\.p\.' "$tmp/en-passant.txt" | wc -l)" = 40
check "en passant: never at a line's start" bash -c "! grep -q '^e\.p\.' '$tmp/en-passant.txt'"

# Board images.
"$cli" board --format=svg -o "$out/board.svg" "$data/annotated.pgn" --ply=16 2>/dev/null
check "board: SVG written" test -s "$out/board.svg"
check "board: SVG without raster images" bash -c "! grep -q '<image' '$out/board.svg'"
"$cli" board --format=png --size=240 --flip --fen="8/5P2/7k/8/6K1/8/8/8 w - - 0 60" -o "$out/board.png"
check "board: PNG written" bash -c "file '$out/board.png' | grep -q 'PNG image data'"
# A half-move or a game the file does not have is said, not drawn.
"$cli" board -o "$tmp/last.svg" "$tmp/marks.pgn" --ply=4 2>"$tmp/err"
check "board: the last half-move drawn" test -s "$tmp/last.svg"
"$cli" board -o "$tmp/past.svg" "$tmp/marks.pgn" --ply=5 2>"$tmp/err"
check "board: a half-move past the end, a usage error" test $? = 2
check "board: says how long the game is" contains "$tmp/err" "the game has 4 half-moves: --ply=5 is past its end"
check "board: nothing drawn past the end" test ! -e "$tmp/past.svg"
"$cli" board -o "$tmp/b.svg" "$tmp/marks.pgn" --ply=-1 2>"$tmp/err"
check "board: a negative half-move, a usage error" contains "$tmp/err" "--ply must be 0 or more"
"$cli" board -o "$tmp/b.svg" "$tmp/marks.pgn" --game=2 2>"$tmp/err"
check "board: a game the file does not have" contains "$tmp/err" "the file holds 1 game: there is no game 2"
"$cli" board -o "$tmp/b.svg" "$tmp/empty.pgn" 2>"$tmp/err"
check "board: a file of no games" contains "$tmp/err" "the file holds no games"

wait   # the TeX runs, each waited for by its checks already
echo "1..$tests"
(( failures == 0 ))
