#!/usr/bin/env bash
# benchmarks/instructions.sh: instructions (callgrind) of perft through a compiled variant and through
# the same definition read as a run-time variant, side by side, one program per variant. Instruction
# counts do not depend on how busy or throttled the machine is, where nodes per second do.
#
#   benchmarks/instructions.sh [VARIANT ...]     (default: every row below)
#
# Built with g++ -O3 -march=x86-64-v3 (valgrind cannot run AVX-512 code); needs valgrind. The run-time
# count includes making the variant's tables (about 8 M instructions for chess), so a row's depth is
# chosen for a count well above that.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${FERZ_INSTRUCTIONS_DIR:-$here/build/instructions}
mkdir -p "$out"
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind" >&2; exit 1; }

# variant | run-time width | feature mask | position | depth
rows=(
  "chess|64|standard|startpos|5"
  "chess|64|standard|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4"
  "crazyhouse|64|drops|startpos|5"
  "shogi|128|drops|startpos|4"
  "capablanca|128|standard|startpos|4"
  "xiangqi|128|all|startpos|4"
)

instructions() {  # program mode depth position -> "nodes instructions"
  local log="$out/callgrind.log"
  local nodes
  nodes=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" "$4" 2>"$log")
  echo "$nodes $(grep -o 'refs: *[0-9,]*' "$log" | tr -d ', ' | cut -d: -f2)"
}

printf '%-12s %-10s %5s %12s %14s %14s %8s\n' variant position depth nodes compiled run-time rt/ct
for row in "${rows[@]}"; do
  IFS='|' read -r variant bits mask pos depth <<<"$row"
  if (($#)) && [[ " $* " != *" $variant "* ]]; then continue; fi
  program="$out/side_by_side_$variant"
  if [[ ! -x $program || $here/benchmarks/instructions/side_by_side.cpp -nt $program ]]; then
    g++ -std=c++20 -O3 -march=x86-64-v3 -DNDEBUG -I"$here/include" -DSBS_VARIANT="$variant" -DSBS_BITS="$bits" \
      -DSBS_MASK="$mask" "$here/benchmarks/instructions/side_by_side.cpp" -o "$program"
  fi
  read -r cn ci < <(instructions "$program" c "$depth" "$pos")
  read -r rn ri < <(instructions "$program" r "$depth" "$pos")
  [[ $cn == "$rn" ]] || echo "!! $variant: run-time counts $rn, compiled $cn" >&2
  short=$pos; [[ ${#short} -gt 10 ]] && short="${pos:0:8}.."
  printf '%-12s %-10s %5s %12s %14s %14s %8s\n' "$variant" "$short" "$depth" "$cn" "$ci" "$ri" \
    "$(awk -v a="$ri" -v b="$ci" 'BEGIN { printf "%.2f", a / b }')"
done
