#!/usr/bin/env bash
# examples/run-perft-demo.sh: the main job — build ferz-perft and run perft on built-in variants.
# Needs only g++ and cmake (Debian's); builds into build/demo, on every core, for this machine's CPU.
# The configure output goes to build/demo/configure.log and the build's to build/demo/build.log; the
# build's progress lines show as it goes, and a failing step shows its log.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=$here/build/demo
mkdir -p "$build"

# step LOG COMMAND...: run a step with its output in LOG; on failure show the log and stop.
step() {
    local log=$1
    shift
    if ! "$@" >"$log" 2>&1; then
        echo "run-perft-demo: failed: $*" >&2
        echo "---- $log" >&2
        tail -n 60 "$log" >&2
        exit 1
    fi
}

started=$SECONDS
echo "==> configuring $build"
step "$build/configure.log" cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DFERZ_BUILD_TESTS=OFF \
    -DFERZ_BUILD_BENCHMARKS=OFF -DFERZ_BUILD_EXAMPLES=ON -DFERZ_NATIVE=ON
echo "==> building ferz-perft on $(nproc) cores (about two and a half minutes on 2: eight compiled variants and the run-time generator)"
# The build's own progress lines ([ 42%] Building ...), the full output in the log.
set +e
cmake --build "$build" --target ferz-perft -j"$(nproc)" 2>&1 | tee "$build/build.log" \
    | grep --line-buffered -E '^\[ *[0-9]+%\]'
built=${PIPESTATUS[0]}
set -e
if [[ $built -ne 0 ]]; then
    echo "run-perft-demo: the build failed" >&2
    echo "---- $build/build.log" >&2
    tail -n 60 "$build/build.log" >&2
    exit 1
fi
echo "==> built in $((SECONDS - started))s; running perft on every core (each row prints when it is done)"

perft=$build/examples/ferz-perft
run() { printf '%-12s %-9s depth %s  ' "$1" "$2" "$3"; "$perft" "$1" "$2" "$3" 2>/dev/null | tail -n 1; }
echo "-- compiled variants"
run chess startpos 6
run capablanca startpos 5
run crazyhouse startpos 5
run grand startpos 4
run shogi startpos 5
run xiangqi startpos 5
run janggi startpos 5
run makruk startpos 5
echo "-- other built-ins, played as run-time variants (the same generator, tables built at run time)"
run nightrider startpos 5
run grasshopper startpos 5
run courier startpos 5
run shatranj startpos 5
run seirawan startpos 5
echo "more: $perft --list; $perft VARIANT startpos|FEN DEPTH [--divide] [--threads N]; every built-in compiled: -DFERZ_PERFT_ALL_COMPILED=ON"
