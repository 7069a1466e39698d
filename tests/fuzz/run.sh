#!/usr/bin/env bash
# tests/fuzz/run.sh: build ferz's libFuzzer targets (tests/fuzz/*.cpp) with clang under ASan and UBSan
# and run each on its seed corpus (tests/fuzz/corpus/NAME) for a number of inputs.
#
#   tests/fuzz/run.sh [RUNS] [TARGET...]     RUNS defaults to 1000000; TARGETs default to all
#                                            (fen, variant_file, cecp_reader, hasinu)
#
# New inputs go to build/fuzz/fuzz-corpus/NAME (the checked-in seeds are read, never changed). A crash,
# a sanitizer report or a timeout (10 s an input) stops with the input saved as build/fuzz/crash-*; the
# whole of libFuzzer's output is in build/fuzz/fuzz_NAME.log.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-1000000}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
  targets=()
  for f in "$here"/tests/fuzz/*.cpp; do targets+=("$(basename "$f" .cpp)"); done
fi
build=$here/build/fuzz
cmake -S "$here" -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DFERZ_BUILD_FUZZERS=ON -DFERZ_BUILD_TESTS=OFF -DFERZ_BUILD_EXAMPLES=OFF -DFERZ_BUILD_BENCHMARKS=OFF >/dev/null
for t in "${targets[@]}"; do
  cmake --build "$build" -j2 --target "fuzz_$t" >/dev/null
  mkdir -p "$build/fuzz-corpus/$t"
  seeds=()
  [[ -d $here/tests/fuzz/corpus/$t ]] && seeds=("$here/tests/fuzz/corpus/$t")
  echo "==> fuzz_$t: $runs inputs"
  start=$SECONDS
  (cd "$build" && "./fuzz_$t" -runs="$runs" -max_len=2048 -timeout=10 -print_final_stats=1 \
      "$build/fuzz-corpus/$t" "${seeds[@]}" 2>&1 | tee "$build/fuzz_$t.log" |
      grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)|Done [0-9]+ runs")
  echo "    $((SECONDS - start)) s"
done
