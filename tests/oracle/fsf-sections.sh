#!/usr/bin/env bash
# tests/oracle/fsf-sections.sh: every section of a Fairy-Stockfish variant file, loaded by ferz and
# played from its start position, beside Fairy-Stockfish's own perft of the same file (the oracle,
# shared/tools/oracle-perft, ffish). Not part of CI: it needs the file (Fairy-Stockfish's
# src/variants.ini, from its public repository), Node.js and the oracle.
#
#   tests/oracle/fsf-sections.sh VARIANTS.INI [DEPTH] [FERZ_PERFT] [ORACLE]
#
# Prints one Markdown table row per section: name, line, whether ferz loads it (or its first error),
# ferz's count, the oracle's count, and whether they agree. DEPTH defaults to 3.
set -uo pipefail
ini=${1:?usage: fsf-sections.sh VARIANTS.INI [DEPTH] [FERZ_PERFT] [ORACLE]}
depth=${2:-3}
here=$(cd "$(dirname "$0")/../.." && pwd)
perft=${3:-$here/build/bench/examples/ferz-perft}
oracle=${4:-$here/../shared/tools/oracle-perft}
echo "| section | line | ferz | ferz perft $depth | Fairy-Stockfish perft $depth | agree |"
echo "|---|---|---|---|---|---|"
# Every section header of the file, in order.
grep -n '^\[' "$ini" | while IFS=: read -r line header; do
  name=${header#[}; name=${name%%]*}; name=${name%%:*}
  listed=$("$perft" --list-variants --variant-file "$ini" 2>/dev/null | awk -v n="$name" '$1 == n')
  if [[ -z $listed ]]; then
    why=$("$perft" --list-variants --variant-file "$ini" 2>&1 >/dev/null | grep -F "[$name]" | grep error | head -n 1 | sed 's/^[^ ]* error: //; s/|/\\|/g')
    echo "| $name | $line | no: ${why:-?} | | | |"
    continue
  fi
  ours=$(timeout 600 "$perft" --variant-file "$ini" "$name" startpos "$depth" 2>/dev/null | awk '/^nodes/ {print $2}')
  theirs=$(timeout 600 "$oracle" "$name" startpos "$depth" "$ini" 2>/dev/null | awk '/^Nodes searched/ {print $3}')
  agree=no; [[ -n $ours && $ours == "$theirs" ]] && agree=yes
  echo "| $name | $line | yes | ${ours:-error} | ${theirs:-error} | $agree |"
done
