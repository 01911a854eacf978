#!/usr/bin/env bash
# test-cli-i18n.sh CLI LANG...: scoresheet-cli --help in each language is
# the translation its catalog in SCORESHEET_LOCALEDIR (the build tree's
# po directory) holds, and not the English text. TAP.
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

echo "1..$tests"
(( failures == 0 ))
