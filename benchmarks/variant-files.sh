#!/usr/bin/env bash
# benchmarks/variant-files.sh: ferz's run-time variants beside Fairy-Stockfish on the same definition
# file, section by section, in one run on one machine.
#
#   benchmarks/variant-files.sh [FILE [NODES [RUNS [SECTION...]]]]
#
# FILE defaults to Fairy-Stockfish's own src/variants.ini, from the clone benchmarks/peers.sh makes;
# both programs read the same file (ferz-perft --variant-file FILE; Fairy-Stockfish by its UCI option
# VariantPath). Every section ferz loads is played from its start position (or only the SECTIONs
# named), at the smallest depth at which ferz counts at least NODES nodes (default 1000000; depth 8
# at most). Both programs run on one thread, pinned to one core where taskset exists, best of RUNS
# (default 3); nps is nodes / time of the perft alone (ferz-perft times it; for Fairy-Stockfish the
# wall time minus its start-up, measured by a depth-1 run). The node counts must agree: a row whose
# counts differ says so and gets no ratio, which makes this a deeper check of the reader too.
# Fairy-Stockfish (largeboards, -march=x86-64-bmi2) and ferz-perft (-march=native) are the builds
# benchmarks/peers.sh makes; when they are missing this script runs it once for the janggi row.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=$here/build/peers
fsf=$out/src/Fairy-Stockfish/src/stockfish
perft=$out/ferz/examples/ferz-perft
if [[ ! -x $fsf || ! -x $perft ]]; then
  bash "$here/benchmarks/peers.sh" 1 janggi >/dev/null
fi
ini=$(realpath "${1:-$out/src/Fairy-Stockfish/src/variants.ini}")
min_nodes=${2:-1000000}
runs=${3:-3}
sections=("${@:4}")
if ((${#sections[@]} == 0)); then
  mapfile -t sections < <("$perft" --list-variants --variant-file "$ini" 2>/dev/null |
    awk -v f="$ini" 'index($0, f) { print $1 }')
fi

pin=()
command -v taskset >/dev/null && pin=(taskset -c "$(($(nproc) - 1))")
now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }
max() { awk -v a="$1" -v b="$2" 'BEGIN { print (a > b ? a : b) }'; }

ferz() {  # section depth -> "nodes nps"
  "${pin[@]}" "$perft" --variant-file "$ini" "$1" startpos "$2" --threads 1 | tail -n 1 |
    awk '{ print $2, $6 }'
}
fsf_time() {  # section depth -> "nodes seconds"
  local t0 t1 o
  t0=$(now)
  o=$(printf 'uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft %s\nquit\n' \
    "$ini" "$1" "$2" | "${pin[@]}" "$fsf" 2>/dev/null)
  t1=$(now)
  echo "$(grep -o 'Nodes searched: [0-9]*' <<<"$o" | grep -o '[0-9]*$') $(calc "$t1 - $t0")"
}

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(lscpu | sed -n 's/^Model name: *//p'), one thread, best of $runs"
echo "# file: $ini"
echo "# Fairy-Stockfish $(git -C "$out/src/Fairy-Stockfish" log -1 --format='%h %cs' 2>/dev/null || echo '?')"
printf '%-22s %5s %13s %10s %10s %8s\n' section depth nodes ferz_M fsf_M ferz/fsf
ratios=()
for s in "${sections[@]}"; do
  depth=1
  while :; do
    read -r n _ < <(ferz "$s" "$depth")
    [[ -n $n && $n -lt $min_nodes && $depth -lt 8 ]] || break
    depth=$((depth + 1))
  done
  fb=0 pb=0 fn="" pn=""
  for ((r = 1; r <= runs; r++)); do
    read -r fn nps < <(ferz "$s" "$depth")
    fb=$(max "$nps" "$fb")
    read -r pn t < <(fsf_time "$s" "$depth")
    read -r _ t0 < <(fsf_time "$s" 1)
    pb=$(max "$(calc "${pn:-0} / ($t - $t0)")" "$pb")
  done
  if [[ $fn == 0 ]]; then
    printf '%-22s %5s %13s %10s %10s %8s\n' "$s" "$depth" 0 - - "no moves"
  elif [[ -n $pn && $pn == "$fn" ]]; then
    ratio=$(calc "$fb / $pb")
    ratios+=("$ratio $s")
    printf '%-22s %5s %13s %10.1f %10.1f %8.2f\n' "$s" "$depth" "$fn" "$(calc "$fb / 1e6")" "$(calc "$pb / 1e6")" "$ratio"
  else
    printf '%-22s %5s %13s %10.1f %10s %8s\n' "$s" "$depth" "$fn" "$(calc "$fb / 1e6")" "counts ${pn:-none}" differs
  fi
done
if ((${#ratios[@]})); then
  printf '%s\n' "${ratios[@]}" | sort -g | awk -v want=3 '
    { r[NR] = $1; n[NR] = $2; lg += log($1); if ($1 >= want) ok++ }
    END { printf "# %d sections compared; %d at least %dx; slowest %s %.2f; median %.2f; geometric mean %.2f\n",
                 NR, ok, want, n[1], r[1], r[int((NR + 1) / 2)], exp(lg / NR) }'
fi
