#!/usr/bin/env bash
# test-devenv.sh BUILD_DIR: check, in TAP, that `meson devenv` (which
# build-aux/run starts the app through) gives the app from the build tree
# everything it runs with: the program, the settings schema, the
# translations and our figurine font.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -uo pipefail

build=$(cd "$1" && pwd)
app_id=io.github.scoresheet.Scoresheet
export LC_ALL=C.UTF-8 LANGUAGE=en

# shellcheck source=tests/tap.sh
source "$(dirname "${BASH_SOURCE[0]}")/tap.sh"

# The environment as a user's shell has it: none of ours set yet.
unset SCORESHEET_FONTDIR SCORESHEET_LOCALEDIR GSETTINGS_SCHEMA_DIR
if ! meson devenv -C "$build" --dump >"$tmp/env.sh" 2>"$tmp/dump.log"; then
  fail "meson devenv --dump" "$(cat "$tmp/dump.log")"
  echo "1..$tests"
  exit 0
fi
pass "meson devenv --dump"
# It names variables that may be unset ("$GSETTINGS_SCHEMA_DIR").
set +u
# shellcheck source=/dev/null
source "$tmp/env.sh"
set -u

check "scoresheet on PATH is the build tree's" test "$(command -v scoresheet)" = "$build/src/app/scoresheet"
for file in ScoresheetFigurine-Regular.ttf ScoresheetFigurine-Bold.ttf; do
  check "SCORESHEET_FONTDIR holds $file" test -s "${SCORESHEET_FONTDIR:-/nonexistent}/$file"
done
check "GSETTINGS_SCHEMA_DIR holds the app's schema" \
  gsettings --schemadir "${GSETTINGS_SCHEMA_DIR%%:*}" list-keys "$app_id"
check "SCORESHEET_LOCALEDIR holds the German translation" \
  test -s "${SCORESHEET_LOCALEDIR:-/nonexistent}/de/LC_MESSAGES/scoresheet.mo"
# Its options are parsed before any window: no display needed.
check "the app starts under meson devenv (--help)" \
  env -u DISPLAY -u WAYLAND_DISPLAY meson devenv -C "$build" -w "$tmp" scoresheet --help

echo "1..$tests"
