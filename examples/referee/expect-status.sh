#!/bin/sh
# For CTest: runs a command, prints what it printed, and passes (exit 0) only when it exited with
# STATUS and its output (stdout and stderr) has, for each PATTERN, a line matching it (grep -E).
#   expect-status.sh STATUS PATTERN... -- COMMAND [ARGS...]
status=$1
shift
patterns=
while [ $# -gt 0 ] && [ "$1" != -- ]; do
    patterns="$patterns$1
"
    shift
done
[ $# -gt 0 ] && shift
output=$("$@" 2>&1)
got=$?
printf '%s\n' "$output"
if [ "$got" -ne "$status" ]; then
    echo "expect-status: exit status $got, expected $status"
    exit 1
fi
printf '%s' "$patterns" | while IFS= read -r pattern; do
    if ! printf '%s\n' "$output" | grep -Eq -- "$pattern"; then
        echo "expect-status: no line matches: $pattern"
        exit 1
    fi
done
