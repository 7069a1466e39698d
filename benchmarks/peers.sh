#!/usr/bin/env bash
# benchmarks/peers.sh: ferz's perft speed beside the dedicated generators on their own games, built
# from their public sources and run in one go on one machine:
#   chess    surge (nkarve/surge) and chess-library (Disservin/chess-library): start 6, kiwipete 5
#   shogi    YaneuraOu (yaneurao/YaneuraOu, material edition): start 6
#   xiangqi  Pikafish (official-pikafish/Pikafish): start 5
#   all four Fairy-Stockfish (fairy-stockfish/Fairy-Stockfish, largeboards)
#
#   benchmarks/peers.sh [RUNS [GAME...]]   (RUNS: each program's best of RUNS, rounds interleaved,
#                                          default 3; GAME: only these rows, e.g. janggi xiangqi)
#
# Sources: build/peers/src/NAME, cloned when missing from PEERS_URL, a template with {owner} and
# {name} (default https://github.com/{owner}/{name}); a machine with a local mirror sets e.g.
# PEERS_URL='/work/.mirror/{owner}+{name}/repo'. Each peer is built as its own docs say, for this
# machine (AVX2/BMI2); ferz-perft with the top-level default -march=native (FERZ_NATIVE=ON).
# surge and chess-library have no perft program of their own: benchmarks/peers/*_perft.cpp drive
# them through their public API (legal moves, bulk count at the last ply, as ferz-perft counts).
# Pikafish's perft refuses to run without its network file, which perft never uses: the script
# deletes that one check (verify_network) from its perft in the local copy.
# Every program runs on one thread, pinned to one core with taskset where it exists; the node
# counts must agree (a row whose counts differ is reported and gets no ratio). nps is nodes / time
# of the perft alone: ferz-perft, YaneuraOu and the two drivers time it themselves; for Pikafish and
# Fairy-Stockfish the wall time minus start-up (a depth-1 run) is used.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
games=("${@:2}")
out=$here/build/peers
src=$out/src
github='https://github.com/{owner}/{name}'
url=${PEERS_URL:-$github}
jobs=$(nproc)
mkdir -p "$src"

fetch() {  # owner name
  local dir=$src/$2 u=${url//\{owner\}/$1}
  u=${u//\{name\}/$2}
  [[ -d $dir ]] || git clone -q --depth 1 "$u" "$dir" 2>/dev/null || git clone -q "$u" "$dir"
  echo "$2 $(git -C "$dir" log -1 --format='%h %cs')" >>"$out/versions.txt"
}
step() { printf '[peers] %s\n' "$*" >&2; }

kiwi="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
# variant | fen | depth | peers (runner names)
rows=(
  "chess|startpos|6|surge chesslib fsf"
  "chess|$kiwi|5|surge chesslib fsf"
  "shogi|startpos|6|yaneuraou fsf"
  "xiangqi|startpos|5|pikafish fsf"
  "janggi|startpos|5|fsf"
  "racingkings|startpos|5|fsf"
  "3check|startpos|6|fsf"
  "antichess|startpos|5|fsf"
  "losers|startpos|5|fsf"
  "horde|startpos|6|fsf"
  "coregal|startpos|5|fsf"
  "spartan|startpos|5|fsf"
  "breakthrough|startpos|5|fsf"
)

if ((${#games[@]})); then
  kept=()
  for row in "${rows[@]}"; do
    for g in "${games[@]}"; do [[ ${row%%|*} == "$g" ]] && kept+=("$row"); done
  done
  rows=("${kept[@]}")
fi

# The peers the rows need: only those are fetched and built.
need=" "
for row in "${rows[@]}"; do IFS='|' read -r _ _ _ peers <<<"$row"; need+="$peers "; done
needs() { [[ $need == *" $1 "* ]]; }

: >"$out/versions.txt"
needs surge && fetch nkarve surge
needs chesslib && fetch Disservin chess-library
needs yaneuraou && fetch yaneurao YaneuraOu
needs pikafish && fetch official-pikafish Pikafish
needs fsf && fetch fairy-stockfish Fairy-Stockfish

cxx=${CXX:-g++}
if needs surge && [[ ! -x $out/surge_perft ]]; then
  step "building surge (clang++ if present, as its author measured)"
  sc=$(command -v clang++ || echo "$cxx")
  # One translation unit: surge declares pop_lsb, bsf and the slider lookups `extern inline` in its
  # headers and defines them in its .cpp files, so only a unity build inlines them.
  # tables.cpp calls memcpy without including <cstring>.
  {
    echo '#include <cstring>'
    for f in "$src"/surge/src/{types,tables,position}.cpp "$here/benchmarks/peers/surge_perft.cpp"; do
      echo "#include \"$f\""
    done
  } >"$out/surge_unity.cpp"
  "$sc" -std=c++17 -O3 -march=native -DNDEBUG -w -I"$src/surge/src" "$out/surge_unity.cpp" -o "$out/surge_perft"
fi
if needs chesslib && [[ ! -x $out/chess_library_perft ]]; then
  step "building chess-library (PEXT)"
  "$cxx" -std=c++17 -O3 -march=native -DNDEBUG -DCHESS_USE_PEXT -I"$src/chess-library/include" \
    "$here/benchmarks/peers/chess_library_perft.cpp" -o "$out/chess_library_perft"
fi
yane=$src/YaneuraOu/source/YaneuraOu-by-gcc
if needs yaneuraou && [[ ! -x $yane ]]; then
  step "building YaneuraOu (material edition: perft needs no evaluation file)"
  make -C "$src/YaneuraOu/source" -j"$jobs" normal TARGET_CPU=AVX2 YANEURAOU_EDITION=YANEURAOU_ENGINE_MATERIAL >"$out/yaneuraou.log" 2>&1
fi
pika=$src/Pikafish/src/pikafish
if needs pikafish && [[ ! -x $pika ]]; then
  step "building Pikafish"
  sed -i '/Engine::perft(/,/^}/{/verify_network();/d}' "$src/Pikafish/src/engine.cpp"
  make -C "$src/Pikafish/src" -j"$jobs" all ARCH=x86-64-bmi2 COMP=gcc >"$out/pikafish.log" 2>&1
fi
fsf=$src/Fairy-Stockfish/src/stockfish
if needs fsf && [[ ! -x $fsf ]]; then
  step "building Fairy-Stockfish (largeboards)"
  make -C "$src/Fairy-Stockfish/src" -j"$jobs" all ARCH=x86-64-bmi2 COMP=gcc largeboards=yes >"$out/fairy-stockfish.log" 2>&1
fi
perft=$out/ferz/examples/ferz-perft
step "building ferz-perft of the working tree (-march=native)"
cmake -S "$here" -B "$out/ferz" -DCMAKE_BUILD_TYPE=Release -DFERZ_BUILD_TESTS=OFF -DFERZ_NATIVE=ON >/dev/null
cmake --build "$out/ferz" -j"$jobs" --target ferz-perft >/dev/null

pin=()
command -v taskset >/dev/null && pin=(taskset -c "$(($(nproc) - 1))")
now() { date +%s.%N; }
calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }

# Each runner prints "nodes nps" for: variant fen depth (fen "startpos" for the start position).
run_ferz() {
  local line
  line=$("${pin[@]}" "$perft" "$1" "$2" "$3" --threads 1 | tail -n 1)
  awk '{ print $2, $6 }' <<<"$line"
}
run_driver() {  # program fen depth
  local fen=$2
  [[ $fen == startpos ]] && fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
  "${pin[@]}" "$1" "$fen" "$3" | awk '{ printf "%s %.0f\n", $2, $2 / $4 }'
}
run_surge() { run_driver "$out/surge_perft" "$2" "$3"; }
run_chesslib() { run_driver "$out/chess_library_perft" "$2" "$3"; }
run_yaneuraou() {
  local posline="position startpos" o
  [[ $2 == startpos ]] || posline="position sfen $2"
  o=$(printf 'usi\nisready\n%s\ngo perft %s\nquit\n' "$posline" "$3" | "${pin[@]}" "$yane" 2>/dev/null)
  local n ms
  n=$(grep -o 'Nodes searched *: *[0-9]*' <<<"$o" | grep -o '[0-9]*$')
  ms=$(grep -o 'Elapsed Time = [0-9]*' <<<"$o" | grep -o '[0-9]*$')
  awk -v n="$n" -v ms="$ms" 'BEGIN { printf "%s %.0f\n", n, n * 1000 / ms }'
}
uci_time() {  # engine variant fen depth -> "nodes seconds"
  local engine=$1 posline="position startpos" script="uci"$'\n' t0 t1 o
  [[ $3 == startpos ]] || posline="position fen $3"
  [[ $engine == "$fsf" ]] && script+="setoption name UCI_Variant value $2"$'\n'
  script+="$posline"$'\n'"go perft $4"$'\n'"quit"$'\n'
  t0=$(now); o=$(printf '%s' "$script" | "${pin[@]}" "$engine" 2>/dev/null); t1=$(now)
  echo "$(grep -o 'Nodes searched: [0-9]*' <<<"$o" | grep -o '[0-9]*$') $(calc "$t1 - $t0")"
}
run_uci() {  # engine variant fen depth
  local n t t0
  read -r n t < <(uci_time "$1" "$2" "$3" "$4")
  read -r _ t0 < <(uci_time "$1" "$2" "$3" 1)
  awk -v n="$n" -v t="$t" -v t0="$t0" 'BEGIN { printf "%s %.0f\n", n, n / (t - t0) }'
}
run_pikafish() { run_uci "$pika" "$1" "$2" "$3"; }
run_fsf() { run_uci "$fsf" "$1" "$2" "$3"; }

declare -A best count
for ((r = 1; r <= runs; r++)); do
  step "round $r of $runs"
  for i in "${!rows[@]}"; do
    IFS='|' read -r variant fen depth peers <<<"${rows[$i]}"
    for who in ferz $peers; do
      read -r n nps < <("run_$who" "$variant" "$fen" "$depth")
      key="$i|$who"
      if [[ -n ${count[$key]:-} && ${count[$key]} != "$n" ]]; then
        echo "!! $who counts $n on row $i, earlier $n" >&2
      fi
      count[$key]=$n
      best[$key]=$(awk -v a="$nps" -v b="${best[$key]:-0}" 'BEGIN { print (a > b ? a : b) }')
    done
  done
done

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(lscpu | sed -n 's/^Model name: *//p'), one thread, best of $runs"
sed 's/^/# /' "$out/versions.txt"
printf '%-8s %-9s %5s %13s %9s  %s\n' variant position depth nodes ferz_M "peer: M nodes/s (ferz / peer)"
for i in "${!rows[@]}"; do
  IFS='|' read -r variant fen depth peers <<<"${rows[$i]}"
  short=start; [[ $fen == startpos ]] || short=kiwipete
  fn=${count["$i|ferz"]} fb=${best["$i|ferz"]}
  line=""
  for who in $peers; do
    pn=${count["$i|$who"]} pb=${best["$i|$who"]}
    if [[ $pn == "$fn" ]]; then
      line+=$(awk -v w="$who" -v p="$pb" -v f="$fb" 'BEGIN { printf "  %s %.1f (%.2f)", w, p / 1e6, f / p }')
    else
      line+="  $who counts $pn (differs)"
    fi
  done
  printf '%-8s %-9s %5s %13s %9.1f %s\n' "$variant" "$short" "$depth" "$fn" "$(calc "$fb / 1e6")" "$line"
done
