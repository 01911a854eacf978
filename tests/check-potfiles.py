#!/usr/bin/env python3
# check-potfiles.py ROOT: check that po/POTFILES.in lists every source file
# with translatable strings, and only files that exist.
#
# Copyright 2026 The Scoresheet developers
# SPDX-License-Identifier: GPL-3.0-or-later

import re
import sys
from pathlib import Path

SOURCE_DIRS = ("src", "data", "ui")
SUFFIXES = (".c", ".h", ".ui", ".xml.in", ".desktop.in")

# _("…"), N_("…"), C_("…"), NC_("…"), ngettext (…), translatable="yes",
# and the engine's sentences: sc_sentence_gettext (lang, "…").
# The look-behind keeps e.g. foo_("x") or my_ngettext (…) from counting.
MARKER = re.compile(
    r"""(?<![\w])(?:NC|N|C)?_\s*\(\s*"
      | (?<![\w])(?:g_d|d|dc)?ngettext\s*\(
      | (?<![\w])sc_sentence_n?gettext\s*\(\s*\w+\s*,\s*"
      | translatable\s*=\s*["']yes["']""",
    re.VERBOSE,
)
# Desktop entries and AppStream metadata are translated without markers.
DESKTOP_KEY = re.compile(r"^(?:Name|GenericName|Comment|Keywords)\s*=", re.MULTILINE)
METAINFO = (".metainfo.xml.in", ".appdata.xml.in")


def has_translatable_strings(path: Path) -> bool:
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.name.endswith(".desktop.in") and DESKTOP_KEY.search(text):
        return True
    if path.name.endswith(METAINFO):
        return True
    return MARKER.search(text) is not None


def translatable_files(root: Path) -> set[str]:
    found = set()
    for top in SOURCE_DIRS:
        for path in (root / top).rglob("*"):
            if path.is_file() and path.name.endswith(SUFFIXES) and has_translatable_strings(path):
                found.add(path.relative_to(root).as_posix())
    return found


def listed_files(potfiles: Path) -> list[str]:
    listed = []
    for line in potfiles.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        # Entries may carry a type, e.g. "[type: gettext/glade]data/x.ui".
        listed.append(re.sub(r"^\[[^]]*\]\s*", "", line))
    return listed


def main() -> int:
    if len(sys.argv) != 2:
        print(f"usage: {sys.argv[0]} ROOT", file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    potfiles = root / "po" / "POTFILES.in"
    listed = listed_files(potfiles)
    needed = translatable_files(root)

    problems = 0
    for name in sorted(needed - set(listed)):
        print(f"{name}: has translatable strings but is not in po/POTFILES.in")
        problems += 1
    for name in listed:
        if not (root / name).is_file():
            print(f"po/POTFILES.in: lists {name}, which does not exist")
            problems += 1
    if problems:
        return 1
    print(f"POTFILES.in lists all {len(needed)} files with translatable strings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
