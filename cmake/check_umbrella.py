#!/usr/bin/env python3
"""ferz/ferz.hpp includes every public header (directly or through others), except the ones that a
program opts into on purpose and what only they include: ctest's headers.umbrella. Prints the
headers it misses; exit 1 if any."""
import pathlib
import re
import sys

# Headers ferz.hpp leaves out on purpose, and why (say the same in ferz.hpp's comment).
OPT_IN = {
    "ferz/dynamic_instances.hpp": "declares the run-time generator extern: one file of the program must define it",
    "ferz/variant_text.hpp": "the text readers: about 1.3 s more compile time for every file that includes ferz.hpp",
    "ferz/hasinu.hpp": "the Ħasínū translator: few programs need it",
}

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".") / "include"
include = re.compile(r'^\s*#\s*include\s+"(ferz/[^"]+)"', re.M)


def reached(start):
    seen, todo = set(), list(start)
    while todo:
        header = todo.pop()
        if header in seen:
            continue
        seen.add(header)
        todo.extend(include.findall((root / header).read_text(encoding="utf-8")))
    return seen


seen = reached(["ferz/ferz.hpp"])
public = {p.relative_to(root).as_posix() for p in root.rglob("*.hpp")}
missing = sorted(public - seen - reached(OPT_IN))
for header in missing:
    print(f"ferz/ferz.hpp does not include {header} (include it, or list it in cmake/check_umbrella.py's OPT_IN)")
for header in sorted(set(OPT_IN) & seen):
    print(f"ferz/ferz.hpp includes {header}, which is listed as opt-in")
print(f"{len(public & seen)} of {len(public)} public headers reached from ferz/ferz.hpp, the others from the opt-in "
      f"{', '.join(sorted(OPT_IN))}")
sys.exit(1 if missing or set(OPT_IN) & seen else 0)
