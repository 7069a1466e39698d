#!/bin/sh
# Runs ferz-referee on Fairy-Max's self-play, for CTest: exit 77 (skipped) where fairymax is not
# installed (Debian's package puts it in /usr/games, often not on PATH).
#   fairymax-selfplay.sh FERZ_REFEREE REFEREE_OPTIONS...
referee=$1
shift
engine=$(command -v fairymax || true)
[ -z "$engine" ] && [ -x /usr/games/fairymax ] && engine=/usr/games/fairymax
if [ -z "$engine" ]; then
    echo "fairymax is not installed: skipped"
    exit 77
fi
exec "$referee" "$@" -- "$engine"
