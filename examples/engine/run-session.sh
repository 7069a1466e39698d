#!/usr/bin/env bash
# run-session.sh ENGINE SESSION [DATA]: drives a protocol engine through a scripted session (a ctest test).
#
# A session file has one directive a line:
#   $ ARGS     the engine's command-line arguments (split at spaces; at most one such line)
#   > TEXT     a line sent to the engine's standard input
#   < TEXT     the next line the engine prints, exactly
#   ~ REGEX    the next line the engine prints, matching the whole line (bash =~, POSIX ERE)
#   # ...      a comment (blank lines too)
# "@DATA@" in ARGS and TEXT stands for DATA (ferz's tests/data folder).
# All input is sent at once (the engines answer every command before reading the next), the engine
# must exit by itself (the session ends with `quit`, or end of input) within 20 s, and its output
# must be the expected lines, no more and no fewer. On a mismatch the whole transcript is shown.
set -uo pipefail
engine=$1
session=$2
data=${3-}

input=()
expected=()
args=()
while IFS= read -r line || [ -n "$line" ]; do
    line=${line//@DATA@/$data}
    case "$line" in
        '$ '*) read -r -a args <<< "${line:2}" ;;
        '> '*) input+=("${line:2}") ;;
        '>') input+=("") ;;
        '< '*|'~ '*) expected+=("$line") ;;
        '#'*|'') ;;
        *) echo "run-session: bad directive in $session: $line" >&2; exit 2 ;;
    esac
done < "$session"

output=$(printf '%s\n' "${input[@]}" | timeout 20 "$engine" "${args[@]}")
status=$?
if [ $status -ne 0 ]; then
    echo "run-session: $engine exited with status $status" >&2
fi
mapfile -t lines <<< "$output"
[ -z "$output" ] && lines=()

failed=$status
for i in "${!expected[@]}"; do
    want=${expected[$i]}
    got=${lines[$i]-<no line>}
    kind=${want:0:1}
    text=${want:2}
    if [ "$kind" = '<' ] && [ "$got" != "$text" ]; then
        echo "line $((i + 1)): expected exactly: $text" >&2
        echo "line $((i + 1)): got:              $got" >&2
        failed=1
    elif [ "$kind" = '~' ] && ! [[ $got =~ ^($text)$ ]]; then
        echo "line $((i + 1)): expected to match: $text" >&2
        echo "line $((i + 1)): got:               $got" >&2
        failed=1
    fi
done
if [ ${#lines[@]} -ne ${#expected[@]} ]; then
    echo "expected ${#expected[@]} lines of output, got ${#lines[@]}" >&2
    failed=1
fi
if [ $failed -ne 0 ]; then
    echo "---- input" >&2
    printf '%s\n' "${input[@]}" >&2
    echo "---- output" >&2
    printf '%s\n' "$output" >&2
    exit 1
fi
echo "$(basename "$session"): ${#input[@]} commands, ${#expected[@]} lines as expected"
