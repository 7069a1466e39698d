#!/usr/bin/env bash
# xboard-gui.sh ENGINE WORK_DIR [VARIANT]: XBoard itself drives the CECP engine (a ctest test).
#
# XBoard (Debian's package `xboard`) runs on a virtual X server (Xvfb) with legality testing off and
# plays a one-game match of the engine against itself in VARIANT (default: the engine's own
# horse-and-cannon, which XBoard knows only from the engine's `setup` and `piece` commands), with the
# game adjudicated a draw after 8 moves. The test checks that the XBoard window appeared (xdotool),
# that XBoard received the engine's setup and piece commands, that neither engine refused a move
# XBoard relayed, and that the saved game holds at least 8 moves of the variant.
# Exits 77 (ctest: SKIPPED) when xboard, Xvfb or xdotool is not installed: CI installs none of them.
set -uo pipefail
engine=$1
work=$2
variant=${3:-horse-and-cannon}

PATH=$PATH:/usr/games
for tool in xboard Xvfb xdotool; do
    if ! command -v "$tool" >/dev/null; then
        echo "SKIPPED: $tool is not installed (apt-get install xboard xvfb xdotool)"
        exit 77
    fi
done

rm -rf "$work"
mkdir -p "$work/home"
display=
for n in $(seq 90 140); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=$n; break; fi
done
[ -n "$display" ] || { echo "no free X display number"; exit 1; }

Xvfb ":$display" -screen 0 1280x1024x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
xboard_pid=
cleanup() {
    [ -n "$xboard_pid" ] && kill "$xboard_pid" 2>/dev/null
    kill "$xvfb" 2>/dev/null
    wait 2>/dev/null
}
trap cleanup EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
export DISPLAY=":$display"

# HOME in the work dir: XBoard reads and writes its settings file there, not the user's.
HOME="$work/home" xboard -fcp "$engine" -fd "$work" -scp "$engine" -sd "$work" -variant "$variant" \
    -xlegal -mg 1 -tc 5 -inc 0 -adjudicateDrawMoves 8 -xponder -xexit -xpopup -quietPlay true \
    -sgf "$work/game.pgn" -debug -nameOfDebugFile "$work/xboard.debug" >"$work/xboard.log" 2>&1 &
xboard_pid=$!

failed=0
if ! timeout 30 xdotool search --sync --onlyvisible --name 'XBoard|xboard' >"$work/windows" 2>&1; then
    echo "no XBoard window appeared within 30 s"
    failed=1
fi
for _ in $(seq 600); do kill -0 "$xboard_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$xboard_pid" 2>/dev/null; then
    echo "XBoard did not finish the match within 60 s"
    failed=1
else
    wait "$xboard_pid"
    xboard_pid=
fi

debug=$work/xboard.debug
pgn=$work/game.pgn
check() { if ! grep -qE "$2" "$3" 2>/dev/null; then echo "missing in $(basename "$3"): $1"; failed=1; fi; }
check "the engine's setup command" '^[0-9]+ <first : setup \(' "$debug"
check "moves of the first engine" '^[0-9]+ <first : move [A-Za-z]' "$debug"
check "moves of the second engine" '^[0-9]+ <second: move [A-Za-z]' "$debug"
if [ "$variant" = horse-and-cannon ]; then
    check "the engine's piece commands" '^[0-9]+ <first : piece H& nN' "$debug"
    check "the engine's pieces in the saved game" '^\[VariantMen ".*H:nN' "$pgn"
fi
check "the variant in the saved game" "\[Variant \"$variant\"\]" "$pgn"
if grep -E '<(first|second): (Illegal move|Error)' "$debug" >/dev/null 2>&1; then
    echo "an engine refused something XBoard sent:"
    grep -E '<(first|second): (Illegal move|Error)' "$debug"
    failed=1
fi
moves=$(sed '/^\[/d' "$pgn" 2>/dev/null | grep -oE '(^| )[0-9]+\.' | wc -l)
if [ "$moves" -lt 8 ]; then
    echo "the saved game has $moves moves, expected at least 8"
    failed=1
fi
if [ $failed -ne 0 ]; then
    echo "---- $pgn"; cat "$pgn" 2>/dev/null
    echo "---- xboard.log"; tail -n 20 "$work/xboard.log"
    echo "---- $debug (engine lines)"; grep -E '(<|>)(first|second)' "$debug" 2>/dev/null | head -n 80
    exit 1
fi
echo "XBoard played $moves moves of $variant against the engine; the game:"
sed '/^\[/d' "$pgn"
