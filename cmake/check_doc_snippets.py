"""Every C++ code block of the docs is code that CI compiles (ctest docs.snippets).

    python3 cmake/check_doc_snippets.py <source-dir>

Each ```cpp block of README.md, CHANGELOG.md and docs/*.md must follow a line
`<!-- snippet: examples/docs/NAME.cpp -->` (an HTML comment: invisible where Markdown is rendered)
naming a file under examples/docs/, which the examples build and run, and the block's text must be in
that file word for word. A block with no marker, a marker naming another folder or a missing file, or a
block that differs from its file fails the test.
"""
import glob
import os
import re
import sys


def main():
    source = sys.argv[1]
    docs = [os.path.join(source, name) for name in ("README.md", "CHANGELOG.md")]
    docs += sorted(glob.glob(os.path.join(source, "docs", "*.md")))
    fence = re.compile(r"^```cpp\n(.*?)^```", re.M | re.S)
    marker = re.compile(r"<!-- snippet: (examples/docs/[A-Za-z0-9_.-]+\.cpp) -->\n$")
    failures, blocks = [], 0
    for doc in docs:
        if not os.path.exists(doc):
            continue
        text = open(doc, encoding="utf-8").read()
        for match in fence.finditer(text):
            blocks += 1
            line = text.count("\n", 0, match.start()) + 1
            where = "%s:%d" % (os.path.relpath(doc, source), line)
            m = marker.search(text, 0, match.start())
            if not m or m.end() != match.start():
                failures.append(where + ": a ```cpp block without a <!-- snippet: examples/docs/NAME.cpp --> line above it")
                continue
            path = os.path.join(source, m.group(1))
            if not os.path.exists(path):
                failures.append(where + ": " + m.group(1) + " does not exist")
                continue
            if match.group(1) not in open(path, encoding="utf-8").read():
                failures.append(where + ": the block is not in " + m.group(1) + " word for word")
    for f in failures:
        print("check_doc_snippets: " + f, file=sys.stderr)
    if failures:
        sys.exit(1)
    print("%d C++ blocks in the docs, each in a file under examples/docs/" % blocks)


if __name__ == "__main__":
    main()
