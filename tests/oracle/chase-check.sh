#!/usr/bin/env bash
# tests/oracle/chase-check.sh: xiangqi's repetitions scored by ferz (perpetual check, perpetual chase,
# plain repetition; ferz/rules/chase.hpp) beside Fairy-Stockfish's scoring of the same moves (ffish,
# as shared/tools/oracle-perft installs it); then long quiet games with many checks (the AXF's move
# rule, axf_games.cpp: 600 games, seed 3). Not part of CI: it needs Node.js and the oracle.
#
#   tests/oracle/chase-check.sh [CYCLES_PER_SEED] [SEEDS...]
#
# Prints each line where the two differ, then the count that agree and a table of the pairs of results.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
per_seed=${1:-2500}
shift || true
seeds=("$@")
((${#seeds[@]})) || seeds=(11 12 13 14)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++20 -O2 -I"$here/include" "$here/tests/oracle/chase_cycles.cpp" -o "$work/chase_cycles"
g++ -std=c++20 -O2 -I"$here/include" "$here/tests/oracle/axf_games.cpp" -o "$work/axf_games"
for seed in "${seeds[@]}"; do "$work/chase_cycles" "$per_seed" "$seed"; done > "$work/cycles.txt"
cache=${XDG_CACHE_HOME:-$HOME/.cache}/ferz-oracle
[[ -d $cache/node_modules/ffish ]] || "$here/../shared/tools/oracle-perft" chess startpos 1 > /dev/null
NODE_PATH=$cache/node_modules node "$here/tests/oracle/chase_check.js" "$work/cycles.txt"
"$work/axf_games" 600 3 > "$work/games.txt"
NODE_PATH=$cache/node_modules node "$here/tests/oracle/chase_check.js" "$work/games.txt"
