#!/usr/bin/env bash
# benchmarks/compare-refs.sh: perft speed of the working tree beside an earlier commit, in one run.
#
#   benchmarks/compare-refs.sh REF [ROWS...]     (REF: a commit, e.g. HEAD~3 or a tag)
#
# Builds ferz-perft (-march=native, Release) for REF in a temporary git worktree and for the working
# tree, then runs every row on both, alternating, best of three each, and checks that both count the
# same nodes. A row is "variant|position|depth". Use it before and after every change to the move
# generator; the numbers go into the commit message.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
ref=${1:?usage: compare-refs.sh REF [ROWS...]}
shift
rows=("$@")
if ((${#rows[@]} == 0)); then
  rows=("chess|startpos|6"
        "chess|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
        "capablanca|startpos|5" "nightrider|startpos|5" "grasshopper|startpos|5" "courier|startpos|5")
fi
sha=$(git -C "$here" rev-parse --short "$ref")
old_src=$here/build/ref-$sha/src
old=$here/build/ref-$sha/build
new=$here/build/bench
if [[ ! -x $old/examples/ferz-perft ]]; then
  echo "==> building ferz-perft at $sha (about 2 minutes on 2 cores)"
  rm -rf "$old_src" && mkdir -p "$old_src"
  git -C "$here" archive "$sha" | tar -x -C "$old_src"
  cmake -S "$old_src" -B "$old" -DCMAKE_BUILD_TYPE=Release -DFERZ_BUILD_TESTS=OFF -DFERZ_BUILD_BENCHMARKS=OFF -DFERZ_NATIVE=ON >/dev/null
  cmake --build "$old" -j2 --target ferz-perft >/dev/null
fi
echo "==> building ferz-perft of the working tree"
cmake -S "$here" -B "$new" -DCMAKE_BUILD_TYPE=Release -DFERZ_BUILD_TESTS=OFF -DFERZ_NATIVE=ON >/dev/null
cmake --build "$new" -j2 --target ferz-perft >/dev/null

# One thread each: ferz-perft counts on every core by default since --threads; an older build has no
# such option and runs on one.
one_thread() { "$1" chess startpos 1 --threads 1 >/dev/null 2>&1 && echo "--threads 1"; }
old_flags=$(one_thread "$old/examples/ferz-perft" || true)
new_flags=$(one_thread "$new/examples/ferz-perft" || true)
run() { local bin=$1 flags=$2; shift 2; "$bin" "$@" $flags | tail -n 1; }   # -> nodes N time_s T nps X
printf '%-12s %-10s %5s %14s %12s %12s %7s\n' variant position depth nodes "$sha" "tree" ratio
for row in "${rows[@]}"; do
  IFS='|' read -r variant pos depth <<<"$row"
  best_old=0 best_new=0 nodes_old="" nodes_new=""
  for _ in 1 2 3; do
    read -r _ nodes_old _ _ _ nps < <(run "$old/examples/ferz-perft" "$old_flags" "$variant" "$pos" "$depth")
    best_old=$(awk -v a="$nps" -v b="$best_old" 'BEGIN { print (a > b ? a : b) }')
    read -r _ nodes_new _ _ _ nps < <(run "$new/examples/ferz-perft" "$new_flags" "$variant" "$pos" "$depth")
    best_new=$(awk -v a="$nps" -v b="$best_new" 'BEGIN { print (a > b ? a : b) }')
  done
  [[ $nodes_old == "$nodes_new" ]] || { echo "node counts differ on $row: $nodes_old vs $nodes_new" >&2; exit 1; }
  short=$([[ $pos == startpos ]] && echo start || echo fen)
  awk -v v="$variant" -v p="$short" -v d="$depth" -v n="$nodes_new" -v a="$best_old" -v b="$best_new" \
    'BEGIN { printf "%-12s %-10s %5s %14s %10.1f M %10.1f M %7.3f\n", v, p, d, n, a / 1e6, b / 1e6, b / a }'
done
