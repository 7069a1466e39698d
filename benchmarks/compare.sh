#!/usr/bin/env bash
# benchmarks/compare.sh: perft speed of ferz beside Debian's stockfish and fairy-stockfish, same
# positions, same machine, same run. Prints one row per position and the ratios.
#
#   benchmarks/compare.sh [BUILD_DIR]      (default build/bench; configured and built if missing)
#
# ferz runs each row twice: compiled (ferz_nps) and as a variant read at run time (`ferz-perft
# --runtime`, rt_nps; rt/ct is its speed over the compiled one's).
# Every program counts the same tree (the node counts are compared too); nps is nodes / wall time of
# the perft alone for ferz, and nodes / (wall time - start-up) for the engines, whose start-up is
# measured with a depth-1 run and subtracted; each program's best of three runs.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build/bench}
need=()
command -v /usr/games/stockfish >/dev/null || need+=(stockfish)
command -v /usr/games/fairy-stockfish >/dev/null || need+=(fairy-stockfish)
if ((${#need[@]})); then
  sudo=""; [[ $(id -u) -ne 0 ]] && sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
if [[ ! -x $build/examples/ferz-perft ]]; then
  cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DFERZ_BUILD_TESTS=OFF -DFERZ_NATIVE=ON -DFERZ_PERFT_ALL_COMPILED=ON >/dev/null
  cmake --build "$build" -j2 --target ferz-perft >/dev/null
fi
perft=$build/examples/ferz-perft

# variant | position | depth
rows=(
  "chess|startpos|6"
  "chess|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
  "capablanca|startpos|5"
  "nightrider|startpos|5"
  "grasshopper|startpos|5"
  "modern|startpos|5"
  "courier|startpos|5"
  "shogi|startpos|5"
  "minishogi|startpos|6"
  "crazyhouse|startpos|5"
  "xiangqi|startpos|5"
  "janggi|startpos|5"
)

now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }
engine_time() {  # engine variant position depth -> "nodes seconds"
  local engine=$1 variant=$2 pos=$3 depth=$4 posline
  [[ $pos == startpos ]] && posline="position startpos" || posline="position fen $pos"
  local script="uci"$'\n'
  [[ $engine == *fairy* ]] && script+="setoption name UCI_Variant value $variant"$'\n'
  script+="isready"$'\n'"$posline"$'\n'"go perft $depth"$'\n'"quit"$'\n'
  local t0 t1 out
  t0=$(now); out=$(printf '%s' "$script" | "$engine" 2>/dev/null); t1=$(now)
  echo "$(grep -o 'Nodes searched: [0-9]*' <<<"$out" | grep -o '[0-9]*$') $(calc "$t1 - $t0")"
}
engine_nps() {  # subtract start-up, measured by a depth-1 run; best of three
  local engine=$1 variant=$2 pos=$3 depth=$4 best=0 n t t0 nps
  for _ in 1 2 3; do
    read -r n t < <(engine_time "$engine" "$variant" "$pos" "$depth")
    read -r _ t0 < <(engine_time "$engine" "$variant" "$pos" 1)
    nps=$(calc "$n / ($t - $t0)")
    best=$(awk -v a="$nps" -v b="$best" 'BEGIN { print (a > b ? a : b) }')
  done
  echo "$n $best"
}
ferz_run() {  # best of three, one thread as the engines' perft: "nodes nps"
  local best=0 nodes line nps
  for _ in 1 2 3; do
    line=$("$perft" "$@" --threads 1 | tail -n 1)
    nodes=$(awk '{print $2}' <<<"$line"); nps=$(awk '{print $6}' <<<"$line")
    best=$(awk -v a="$nps" -v b="$best" 'BEGIN { print (a > b ? a : b) }')
  done
  echo "$nodes $best"
}

printf '%-12s %-10s %5s %14s %12s %12s %6s %12s %12s %8s %8s\n' variant position depth nodes ferz_nps rt_nps rt/ct sf_nps fsf_nps vs_sf vs_fsf
for row in "${rows[@]}"; do
  IFS='|' read -r variant pos depth <<<"$row"
  read -r nodes fnps < <(ferz_run "$variant" "$pos" "$depth")
  fnps=$(printf '%.0f' "$fnps")
  read -r rn rnps < <(ferz_run --runtime "$variant" "$pos" "$depth")
  [[ $rn == "$nodes" ]] || echo "!! ferz --runtime counts $rn, compiled $nodes" >&2
  rnps=$(printf '%.0f' "$rnps"); rt_ct=$(printf '%.2f' "$(calc "$rnps / $fnps")")
  sf="-"; vs_sf="-"
  if [[ $variant == chess ]]; then
    read -r sn snps < <(engine_nps /usr/games/stockfish chess "$pos" "$depth")
    [[ $sn == "$nodes" ]] || echo "!! stockfish counts $sn, ferz $nodes" >&2
    sf=$(printf '%.0f' "$snps"); vs_sf=$(printf '%.2f' "$(calc "$fnps / $snps")")
  fi
  fsf="-"; vs_fsf="-"
  # Debian's fairy-stockfish (11.1) lacks some variants (nightrider, grasshopper) and then plays
  # chess instead: a different count means there is nothing to compare with.
  if read -r fn fsnps < <(engine_nps /usr/games/fairy-stockfish "$variant" "$pos" "$depth") && [[ -n $fn ]]; then
    if [[ $fn == "$nodes" ]]; then
      fsf=$(printf '%.0f' "$fsnps"); vs_fsf=$(printf '%.2f' "$(calc "$fnps / $fsnps")")
    else
      fsf="n/a"; vs_fsf="n/a"
    fi
  fi
  short=$pos; [[ ${#short} -gt 10 ]] && short="${pos:0:8}.."
  printf '%-12s %-10s %5s %14s %12s %12s %6s %12s %12s %8s %8s\n' "$variant" "$short" "$depth" "$nodes" "$fnps" "$rnps" "$rt_ct" "$sf" "$fsf" "$vs_sf" "$vs_fsf"
done

# Deep perft on every core (ferz-perft's default; ferz/perft_parallel.hpp) against one thread.
cores=$(nproc)
best() {  # best of three nps of ferz-perft ARGS...
  local b=0 nps
  for _ in 1 2 3; do
    nps=$("$perft" "$@" | tail -n 1 | awk '{print $6}')
    b=$(awk -v a="$nps" -v b="$b" 'BEGIN { print (a > b ? a : b) }')
  done
  echo "$b"
}
for row in "chess|startpos|6" "shogi|startpos|5" "xiangqi|startpos|5"; do
  IFS='|' read -r variant pos depth <<<"$row"
  one=$(best "$variant" "$pos" "$depth" --threads 1)
  all=$(best "$variant" "$pos" "$depth" --threads "$cores")
  awk -v v="$variant" -v d="$depth" -v c="$cores" -v a="$one" -v b="$all" \
    'BEGIN { printf "threads: %-10s depth %s  1 thread %.1f M  %d threads %.1f M  speed-up %.2f\n", v, d, a / 1e6, c, b / 1e6, b / a }'
done
