#!/usr/bin/env bash
# tests/oracle/multileg-check.sh: random positions with multi-leg pieces and royal kings, ferz beside
# XBoard's own XBetza generator (shared/tools/oracle-xbetza, with its `legal on` filter: no move may
# leave a royal that a pseudo-legal move of the other side takes, a capture on the way included), on
# 8x8, 12x12 and 16x16 boards. Not part of CI: it needs the oracle, built from XBoard's source (its
# README). Passes (the lion's mabK) count as moves in both. multileg_check.py says how.
#
#   tests/oracle/multileg-check.sh [moves | perft DEPTH] [POSITIONS [SEED [RECORD_FILE [RECORD_COUNT]]]]
#
# moves (default): each position's legal moves and whether the side not to move is in check.
# perft DEPTH: perft from each position (the oracle's tree walked by the script's own make()).
# Prints each position where the two differ, then the counts. With RECORD_FILE, writes the first
# RECORD_COUNT (default 240) agreeing positions as C++ rows (tests/data/multileg_oracle.inc and
# multileg_perft.inc, for tests/movegen/test_multileg_legality.cpp). MULTILEG_PIECES=LETTERS and
# MULTILEG_MOST=N draw the pieces from those letters and place up to N (multileg_check.py). MULTILEG_MOVES=BINARY uses a
# build of multileg_moves.cpp instead of compiling one (that takes minutes).
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
mode=moves depth=0
if [[ ${1:-} == moves ]]; then shift; elif [[ ${1:-} == perft ]]; then mode=perft depth=$2; shift 2; fi
count=${1:-600}
seed=${2:-1}
record=${3:-}
record_count=${4:-240}
oracle=${ORACLE_XBETZA:-${TMPDIR:-/tmp}/oracle-xbetza-build/oracle-xbetza}
[[ -x $oracle ]] || { echo "no oracle at $oracle: build it (shared/tools/oracle-xbetza/README.md)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=${MULTILEG_MOVES:-$work/multileg_moves}
[[ -n ${MULTILEG_MOVES:-} ]] || g++ -std=c++20 -O1 -I"$here/include" -I"$here/tests" "$here/tests/oracle/multileg_moves.cpp" -o "$bin"
python3 "$here/tests/oracle/multileg_check.py" "$oracle" "$bin" "$mode" "$depth" "$count" "$seed" "$record" "$record_count"
