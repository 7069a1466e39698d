"""The programs the docs tell users to run are there to run (ctest docs.program_paths).

    python3 cmake/check_doc_paths.py <source-dir>

Every path `build/[DIR/]examples/NAME` or `build/[DIR/]benchmarks/NAME` in README.md and docs/*.md must
name a program of examples/ or benchmarks/ (a NAME.cpp there, which the build makes the program NAME).
A path directly under `build/examples/` must be one the documented build command builds: the docs
must hold `cmake --build build` with `--target` naming it (docs/engines.md gives that command). A
file name that is no program, or a program no documented command builds, fails the test.
"""
import glob
import os
import re
import sys


def main():
    source = sys.argv[1]
    docs = [os.path.join(source, "README.md")] + sorted(glob.glob(os.path.join(source, "docs", "*.md")))
    texts = {doc: open(doc, encoding="utf-8").read() for doc in docs if os.path.exists(doc)}
    path = re.compile(r"\bbuild/(?:([A-Za-z0-9_.-]+)/)?(examples|benchmarks)/([A-Za-z0-9_-]+)")
    built = set()
    for text in texts.values():
        for command in re.findall(r"cmake --build build\b[^\n`]*", text):
            target = re.search(r"--target((?: +[A-Za-z0-9_-]+)+)", command)
            if target:
                built.update(target.group(1).split())
    failures, seen = [], 0
    for doc, text in texts.items():
        for match in path.finditer(text):
            seen += 1
            folder, kind, name = match.group(1), match.group(2), match.group(3)
            where = "%s:%d" % (os.path.relpath(doc, source), text.count("\n", 0, match.start()) + 1)
            if not os.path.exists(os.path.join(source, kind, name + ".cpp")):
                failures.append("%s: %s names no program (%s/%s.cpp does not exist)" % (where, match.group(0), kind, name))
            elif folder is None and name not in built:
                failures.append("%s: %s: no documented `cmake --build build ... --target %s`" % (where, match.group(0), name))
    for f in failures:
        print("check_doc_paths: " + f, file=sys.stderr)
    if failures:
        sys.exit(1)
    print("%d program paths in the docs name programs the documented commands build" % seen)


if __name__ == "__main__":
    main()
