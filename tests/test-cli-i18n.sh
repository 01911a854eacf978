#!/usr/bin/env bash
# test-cli-i18n.sh CLI LANG...: scoresheet-cli --help, and a FEN's
# problem, in each language are the translation its catalog in
# SCORESHEET_LOCALEDIR (the build tree's po directory) holds, and not the
# English text. TAP.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -euo pipefail

if (( $# < 2 )) || [[ -z ${SCORESHEET_LOCALEDIR:-} ]]; then
  echo "usage: SCORESHEET_LOCALEDIR=DIR $0 CLI LANG..." >&2
  exit 2
fi
cli=$1
shift
export LC_ALL=C.UTF-8

tests=0
failures=0

check () {
  tests=$((tests + 1))
  if [[ $2 == ok ]]; then
    echo "ok $tests - $1"
  else
    failures=$((failures + 1))
    echo "not ok $tests - $1"
    shift 2
    printf '%s\n' "$@" | sed 's/^/# /'
  fi
}

# Output with its final newline kept ($(...) drops it).
help_in () {
  local out
  out=$(LANGUAGE=$1 "$cli" --help; echo x)
  printf '%s' "${out%x}"
}

english=$(help_in en; echo x)
english=${english%x}
for lang in "$@"; do
  translated=$(help_in "$lang"; echo x)
  translated=${translated%x}
  # The catalog's own translation of the English help text.
  expected=$(LANGUAGE=$lang TEXTDOMAINDIR=$SCORESHEET_LOCALEDIR gettext -d scoresheet -- "$english"; echo x)
  expected=${expected%x}
  if [[ $translated != "$english" ]]; then
    check "LANGUAGE=$lang: --help is not the English text" ok
  else
    check "LANGUAGE=$lang: --help is not the English text" no \
      "the $lang catalog in $SCORESHEET_LOCALEDIR does not translate the help text"
  fi
  if [[ $expected != "$english" && $translated == "$expected" ]]; then
    check "LANGUAGE=$lang: --help is po/$lang.po's translation" ok
  else
    check "LANGUAGE=$lang: --help is po/$lang.po's translation" no \
      "expected:" "$expected" "got:" "$translated"
  fi
done

# A FEN's problem, made in the core, is said in the language too: the
# English sentence through the catalog, with White and Black inside it.
fen_message () {
  LANGUAGE=$1 "$cli" board --fen="8/8/8/8/8/8/8/K5Rk w - - 0 1" -o /dev/null 2>&1 | head -n 1 || true
}
english_fen="FEN position is impossible: black is in check, but white is to move"
if [[ $(fen_message en) == "scoresheet-cli board: $english_fen" ]]; then
  check "a FEN's problem in English" ok
else
  check "a FEN's problem in English" no "got:" "$(fen_message en)"
fi
for lang in "$@"; do
  expected=$(LANGUAGE=$lang TEXTDOMAINDIR=$SCORESHEET_LOCALEDIR gettext -d scoresheet -- "$english_fen")
  got=$(fen_message "$lang")
  if [[ $expected != "$english_fen" && $got == "scoresheet-cli board: $expected" ]]; then
    check "LANGUAGE=$lang: a FEN's problem is po/$lang.po's translation" ok
  else
    check "LANGUAGE=$lang: a FEN's problem is po/$lang.po's translation" no "expected:" "$expected" "got:" "$got"
  fi
done

# The title of exported words without a game to name them by.
words=$(mktemp)
trap 'rm -f "$words"' EXIT
printf '{ Only words, no game. }\n' >"$words"
for lang in "$@"; do
  expected=$(LANGUAGE=$lang TEXTDOMAINDIR=$SCORESHEET_LOCALEDIR gettext -d scoresheet -- "Chess games")
  if [[ $expected != "Chess games" ]] \
     && LANGUAGE=$lang "$cli" export --format=html -o - "$words" 2>/dev/null | grep -qF "<title>$expected</title>"; then
    check "LANGUAGE=$lang: an HTML export's title without a game is po/$lang.po's translation" ok
  else
    check "LANGUAGE=$lang: an HTML export's title without a game is po/$lang.po's translation" no "expected: $expected"
  fi
done

echo "1..$tests"
(( failures == 0 ))
