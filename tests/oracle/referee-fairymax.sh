#!/usr/bin/env bash
# tests/oracle/referee-fairymax.sh: every variant Fairy-Max plays (its `feature variants=`), in
# self-play through ferz-referee: ferz reads the variant from Fairy-Max's own `setup`/`piece` lines and
# checks every move and result. Not part of CI (the CTest entries run a few variants briefly): it
# needs fairymax (Debian's package: /usr/games/fairymax) and takes minutes.
#
#   tests/oracle/referee-fairymax.sh [GAMES] [DEPTH] [FERZ_REFEREE] [FAIRYMAX]
#
# Prints one Markdown table row per variant: games, the engine's moves checked, illegal moves,
# disagreements, unfinished games (at the referee's ply limit, 200), or why the variant did not read;
# then every illegal and disagreement line. GAMES defaults to 10, DEPTH to 3.
set -uo pipefail
games=${1:-10}
depth=${2:-3}
here=$(cd "$(dirname "$0")/../.." && pwd)
referee=${3:-$here/build/rel/examples/ferz-referee}
engine=${4:-$(command -v fairymax || echo /usr/games/fairymax)}
[[ -x $referee ]] || { echo "referee-fairymax.sh: no ferz-referee at $referee (build the target ferz-referee)" >&2; exit 2; }
[[ -x $engine ]] || { echo "referee-fairymax.sh: no fairymax ($engine)" >&2; exit 2; }
# The variant list, as the engine announces it.
variants=$(printf 'xboard\nprotover 2\nquit\n' | timeout 10 "$engine" | sed -n 's/^feature variants="\(.*\)"$/\1/p' | tr ',' ' ')
details=$(mktemp)
trap 'rm -f "$details"' EXIT
echo "| variant | games | moves | illegal | disagreements | unfinished | note |"
echo "|---|---|---|---|---|---|---|"
for variant in $variants; do
  output=$(timeout 1800 "$referee" --variant "$variant" --games "$games" --depth "$depth" -- "$engine" 2>&1)
  last=$(printf '%s\n' "$output" | tail -n 1)
  if [[ $last =~ ^games\ ([0-9]+)\ moves\ ([0-9]+)\ illegal\ ([0-9]+)\ disagreements\ ([0-9]+)$ ]] &&
     ! printf '%s\n' "$output" | grep -q '^ferz-referee: '; then
    unfinished=$(printf '%s\n' "$output" | grep -c '^game [0-9]*: unfinished')
    echo "| $variant | ${BASH_REMATCH[1]} | ${BASH_REMATCH[2]} | ${BASH_REMATCH[3]} | ${BASH_REMATCH[4]} | $unfinished | |"
    printf '%s\n' "$output" | grep -E '^(illegal|disagreement): ' | sed "s/^/$variant: /" >>"$details"
  else
    why=$(printf '%s\n' "$output" | grep '^ferz-referee: ' | head -n 1 | sed 's/^ferz-referee: //; s/|/\\|/g')
    echo "| $variant | | | | | | ${why:-?} |"
  fi
done
echo
cat "$details"
