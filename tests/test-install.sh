#!/usr/bin/env bash
# test-install.sh BUILD_DIR: install into a temporary DESTDIR and check,
# in TAP, that the application's files are in place and that the
# installed command-line tool runs.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

set -uo pipefail

build=$1
app_id=io.github.scoresheet.Scoresheet
data=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/data
export LC_ALL=C.UTF-8 LANGUAGE=en

# shellcheck source=tests/tap.sh
source "$(dirname "${BASH_SOURCE[0]}")/tap.sh"

if meson install -C "$build" --no-rebuild --quiet --destdir "$tmp/root" >"$tmp/install.log" 2>&1; then
  pass "meson install into a DESTDIR"
else
  fail "meson install into a DESTDIR" "$(tail -n 20 "$tmp/install.log")"
  echo "1..$tests"
  exit 1
fi

prefix=$(meson introspect "$build" --buildoptions | python3 -c '
import json, sys
print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))')
root=$tmp/root$prefix
share=$root/share

check "the settings schema" test -f "$share/glib-2.0/schemas/$app_id.gschema.xml"
check "the schema compiles" glib-compile-schemas --strict --dry-run "$share/glib-2.0/schemas"
check "the desktop file" desktop-file-validate "$share/applications/$app_id.desktop"
check "the metainfo" appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml"
check "the application icon" test -f "$share/icons/hicolor/scalable/apps/$app_id.svg"
check "the symbolic icon" test -f "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
for lang in nb nn de fr zh_TW; do
  check "the $lang translation" test -f "$share/locale/$lang/LC_MESSAGES/scoresheet.mo"
done
for style in Regular Bold; do
  check "the figurine font, $style" grep -qa "Scoresheet Figurine" "$share/scoresheet/fonts/ScoresheetFigurine-$style.ttf"
done
check "the application" test -x "$root/bin/scoresheet"
check "the convert and check helper" test -x "$root/libexec/scoresheet/scoresheet-tools"
check "the export helper" test -x "$root/libexec/scoresheet/scoresheet-export"

# The installed tool, from the DESTDIR: what runs in it alone.
cli=$root/bin/scoresheet-cli
if "$cli" --version >"$tmp/out" 2>&1 && grep -q '^scoresheet-cli ' "$tmp/out"; then
  pass "scoresheet-cli --version runs"
else
  fail "scoresheet-cli --version runs" "$(cat "$tmp/out")"
fi
if [[ "$("$cli" index --count "$data/corpus/selfplay.pgn" 2>&1)" == 2000 ]]; then
  pass "scoresheet-cli index --count reads the corpus"
else
  fail "scoresheet-cli index --count reads the corpus" "$("$cli" index --count "$data/corpus/selfplay.pgn" 2>&1)"
fi
if [[ "$("$cli" perft 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 3 2>&1 | tail -n 1)" == 8902 ]]; then
  pass "scoresheet-cli perft counts"
else
  fail "scoresheet-cli perft counts"
fi

echo "1..$tests"
