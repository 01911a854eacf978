# tap.sh: sourced by the shell tests that report in TAP. Gives $tmp, a
# folder removed on exit, and pass, fail and check, which number the
# results; the test ends with echo "1..$tests".
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tests=0

pass () { tests=$((tests + 1)); echo "ok $tests - $1"; }
# fail NAME [LINE...]: the lines follow as TAP comments.
fail () {
  tests=$((tests + 1))
  echo "not ok $tests - $1"
  shift
  printf '%s\n' "$@" | sed 's/^/# /'
}
# check NAME COMMAND...: passes when the command succeeds, else shows it
# and what it printed.
check () { local name=$1; shift; if "$@" >"$tmp/check.log" 2>&1; then pass "$name"; else fail "$name" "$*" "$(cat "$tmp/check.log")"; fi; }
