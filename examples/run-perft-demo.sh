#!/usr/bin/env bash
# examples/run-perft-demo.sh: the main job — build ferz-perft and run perft on built-in variants.
# Needs only g++ and cmake (Debian's); builds into build/demo.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$here/build/demo
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DFERZ_BUILD_TESTS=OFF -DFERZ_BUILD_BENCHMARKS=OFF \
      -DFERZ_BUILD_EXAMPLES=ON -DFERZ_NATIVE=ON >/dev/null
cmake --build "$build" --target ferz-perft -j"$(nproc)" >/dev/null
perft=$build/examples/ferz-perft
run() { printf '%-12s %-9s depth %s  ' "$1" "$2" "$3"; "$perft" "$1" "$2" "$3" | tail -n 1; }
run chess startpos 6
run capablanca startpos 5
run nightrider startpos 5
run grasshopper startpos 5
run modern startpos 5
run courier startpos 5
run shatranj startpos 5
echo "more: $perft --list; $perft VARIANT startpos|FEN DEPTH [--divide]"
