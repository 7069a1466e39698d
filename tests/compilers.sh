#!/usr/bin/env bash
# tests/compilers.sh: the pre-release check. Builds and tests ferz with every compiler its users
# have: g++ 12 and clang 14 from this Debian 12 machine, and g++ 13, g++ 14 and clang 19 from
# Debian 13 (trixie), installed in a chroot made once with debootstrap from the mirror this
# machine's apt already uses. Not run in CI (it takes far longer than CI may).
#
#   bash tests/compilers.sh [--chroot DIR] [COMPILER...]
#
# COMPILER is any of g++-12 clang++-14 g++-13 g++-14 clang++-19 (all five when none is given), or
# "native" / "trixie" for a group. The chroot is DIR, or $FERZ_TRIXIE_DIR, or build/trixie; it is
# made when missing (a few minutes, needs root) and kept. For each compiler: configure (Release,
# warnings as errors, tests, examples, benchmarks and the packaging checks), build with -j2 and run
# ctest. The trixie compilers build a copy of the work tree as it is (tracked files with their
# uncommitted changes, plus untracked files that are not ignored) inside the chroot.
#
# Build trees: build/compilers/<compiler> (native) and DIR/ferz/build/<compiler> (trixie), kept, so
# a second run is incremental. Logs: build/compilers/logs/<compiler>.{configure,build,ctest}.log.
# Prints one line per compiler and ends with "summary: N passed, M failed" (ctest tests, over all
# compilers; a configure or build failure counts as a failure). Exit status non-zero on any failure.
set -euo pipefail
# The whole script is one block, read before it runs: editing this file during a run (it takes
# long) does not change the run.
{
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
started=$SECONDS
jobs=2
native_compilers=(g++-12 clang++-14)
trixie_compilers=(g++-13 g++-14 clang++-19)
# What the build needs in the chroot: the compilers, cmake and make, doctest (tests), Google
# Benchmark (benchmarks that include it) and python3 (the Conan recipe check).
trixie_packages=(g++-13 g++-14 clang-19 libclang-rt-19-dev cmake make doctest-dev libbenchmark-dev python3)
native_packages=(g++-12 clang-14 libclang-rt-14-dev cmake make doctest-dev libbenchmark-dev python3)
chroot_dir=${FERZ_TRIXIE_DIR:-build/trixie}
logs=$root/build/compilers/logs

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
    exit "${1:-0}"
}

# --- arguments -----------------------------------------------------------------------------------
chosen=()
while (($#)); do
    case "$1" in
        -h|--help) usage 0 ;;
        --chroot) [ $# -ge 2 ] || usage 2; chroot_dir=$2; shift 2; continue ;;
        --chroot=*) chroot_dir=${1#--chroot=} ;;
        all) chosen+=("${native_compilers[@]}" "${trixie_compilers[@]}") ;;
        native) chosen+=("${native_compilers[@]}") ;;
        trixie) chosen+=("${trixie_compilers[@]}") ;;
        g++-12|clang++-14|g++-13|g++-14|clang++-19) chosen+=("$1") ;;
        *) echo "compilers.sh: unknown compiler or option '$1'" >&2; usage 2 ;;
    esac
    shift
done
if ((${#chosen[@]} == 0)); then chosen=("${native_compilers[@]}" "${trixie_compilers[@]}"); fi
# Keep the order of first mention, drop repeats.
declare -A seen=()
compilers=()
for c in "${chosen[@]}"; do
    if [ -z "${seen[$c]:-}" ]; then seen[$c]=1; compilers+=("$c"); fi
done
need_chroot=0
need_native=0
for c in "${compilers[@]}"; do
    case "$c" in
        g++-12|clang++-14) need_native=1 ;;
        *) need_chroot=1 ;;
    esac
done
mkdir -p "$logs"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing_packages() { # prints the packages of "$@" that dpkg does not have installed
    local package
    for package in "$@"; do
        if ! dpkg -s "$package" 2>/dev/null | grep -q '^Status: install ok installed'; then
            echo "$package"
        fi
    done
}

# --- native compilers: the packages run-all.sh would install --------------------------------------
if ((need_native)); then
    mapfile -t missing < <(missing_packages "${native_packages[@]}")
    if ((${#missing[@]})); then
        echo "==> installing: ${missing[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
fi

# --- the trixie chroot ---------------------------------------------------------------------------
# The Debian mirror this machine's apt uses: the first "deb" source of a main suite (no -security,
# -updates, -backports) in /etc/apt/sources.list or sources.list.d/*.list|*.sources.
# $FERZ_DEBIAN_MIRROR overrides it.
debian_mirror() {
    if [ -n "${FERZ_DEBIAN_MIRROR:-}" ]; then echo "$FERZ_DEBIAN_MIRROR"; return; fi
    local files=() file
    [ -f /etc/apt/sources.list ] && files+=(/etc/apt/sources.list)
    for file in /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
        [ -f "$file" ] && files+=("$file")
    done
    ((${#files[@]})) || return 1
    awk '
        function check(   n, s, k) {
            if (!found && !disabled && types ~ /(^|[ \t])deb([ \t]|$)/ && uris != "" && uris !~ /security/) {
                n = split(suites, s, /[ \t]+/)
                for (k = 2; k <= n; k++) if (s[k] != "" && s[k] !~ /-/) { print uris; found = 1; break }
            }
            types = ""; uris = ""; suites = ""; disabled = 0
        }
        FNR == 1 { check() }   # the last stanza of the previous file
        found { exit }
        # One-line format: deb [options] URI SUITE COMPONENTS...
        FILENAME !~ /\.sources$/ {
            if ($1 != "deb") next
            i = 2
            if ($i ~ /^\[/) { while (i <= NF && $i !~ /\]$/) i++; i++ }
            if ($(i + 1) !~ /-/ && $i ~ /^(https?|ftp|file):/ && $i !~ /security/) { print $i; found = 1; exit }
            next
        }
        # deb822 format: stanzas of Types/URIs/Suites/Enabled, separated by blank lines.
        /^[[:space:]]*$/ { check(); if (found) exit; next }
        $1 == "Types:" { types = $0 }
        $1 == "URIs:" { uris = $2 }
        $1 == "Suites:" { suites = $0 }
        $1 == "Enabled:" && tolower($2) == "no" { disabled = 1 }
        END { if (!found) check() }
    ' "${files[@]}" | head -n 1
}

# Unmount everything mounted below a directory (deepest first); used before deleting a chroot
# that debootstrap or an interrupted run may have left with /proc, /sys or /dev mounted in it.
unmount_below() {
    local dir mounts m
    dir=$(realpath -m "$1")
    mapfile -t mounts < <(awk -v d="$dir/" 'index($2, d) == 1 { print $2 }' /proc/self/mounts | sort -r)
    for m in "${mounts[@]}"; do
        as_root umount "$m" 2>/dev/null || as_root umount -l "$m"
    done
}

chroot_abs=
chroot_mounts=()
cleanup() {
    local m
    for m in "${chroot_mounts[@]}"; do
        as_root umount "$m" 2>/dev/null || as_root umount -l "$m" 2>/dev/null || echo "compilers.sh: could not unmount $m" >&2
    done
    chroot_mounts=()
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

in_chroot() { # runs a command inside the chroot with a clean environment
    as_root chroot "$chroot_abs" /usr/bin/env -i \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" "$@"
}

if ((need_chroot)); then
    mkdir -p "$(dirname "$chroot_dir")"
    chroot_abs=$(realpath -m "$chroot_dir")
    # One run at a time per chroot: a second run would rebuild the same trees and unmount /proc
    # under the first.
    exec 9>"$chroot_abs.lock"
    if ! flock -n 9; then
        echo "compilers.sh: another run is using $chroot_abs (lock $chroot_abs.lock)" >&2
        exit 1
    fi
    marker=$chroot_abs/.ferz-trixie-ready
    if [ ! -f "$marker" ]; then
        if ! command -v debootstrap >/dev/null; then
            echo "==> installing debootstrap"
            as_root apt-get update -qq
            as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap
        fi
        mirror=$(debian_mirror || true)
        if [ -z "$mirror" ]; then
            echo "compilers.sh: found no Debian mirror in /etc/apt/sources.list*; set FERZ_DEBIAN_MIRROR" >&2
            exit 1
        fi
        partial=$chroot_abs.partial
        if [ -e "$partial" ]; then
            unmount_below "$partial"
            as_root rm -rf --one-file-system "$partial"
        fi
        bootstrap_started=$SECONDS
        echo "==> making the trixie chroot $chroot_abs from $mirror (a few minutes; log: $logs/debootstrap.log)"
        include=$(IFS=,; echo "${trixie_packages[*]}")
        if ! as_root debootstrap --variant=minbase --include="$include" trixie "$partial" "$mirror" \
                >"$logs/debootstrap.log" 2>&1; then
            unmount_below "$partial"
            tail -n 30 "$logs/debootstrap.log" >&2
            echo "compilers.sh: debootstrap failed (log: $logs/debootstrap.log)" >&2
            exit 1
        fi
        unmount_below "$partial"
        if [ -e "$chroot_abs" ]; then
            unmount_below "$chroot_abs"
            as_root rm -rf --one-file-system "$chroot_abs"
        fi
        as_root mv "$partial" "$chroot_abs"
        as_root touch "$marker"
        echo "==> chroot ready ($((SECONDS - bootstrap_started))s)"
    fi

    # /proc for the tools that read it; /dev only if debootstrap could not make device nodes.
    if ! mountpoint -q "$chroot_abs/proc"; then
        as_root mount -t proc proc "$chroot_abs/proc"
        chroot_mounts+=("$chroot_abs/proc")
    fi
    if [ ! -c "$chroot_abs/dev/null" ] && ! mountpoint -q "$chroot_abs/dev"; then
        as_root mount --bind /dev "$chroot_abs/dev"
        chroot_mounts+=("$chroot_abs/dev")
    fi

    # A chroot made by an older version of this script may lack a package added since.
    mapfile -t missing < <(for p in "${trixie_packages[@]}"; do
        in_chroot dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || echo "$p"
    done)
    if ((${#missing[@]})); then
        echo "==> installing in the chroot: ${missing[*]}"
        as_root cp /etc/resolv.conf "$chroot_abs/etc/resolv.conf"
        in_chroot apt-get update -qq
        in_chroot env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi

    # The work tree as it is. It is unpacked into a staging folder, and only the files whose
    # content differs from the chroot's copy are copied over (with the time of the copy), so make
    # rebuilds exactly what changed: keeping the work tree's times instead would miss a file edited
    # before the previous run's build finished. Files gone from the work tree are removed.
    echo "==> copying the work tree into $chroot_abs/ferz/src"
    stage=$chroot_abs/ferz/incoming
    dest=$chroot_abs/ferz/src
    as_root rm -rf --one-file-system "$stage"
    as_root mkdir -p "$stage" "$dest" "$chroot_abs/ferz/build"
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git ls-files -z --cached --others --exclude-standard \
            | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
            | tar --null -T - -cf - | as_root tar -xf - -C "$stage"
    else
        tar --exclude=./build --exclude=./.git -cf - . | as_root tar -xf - -C "$stage"
    fi
    changed=0
    while IFS= read -r -d '' f; do
        if [ -L "$stage/$f" ] || [ -L "$dest/$f" ] || ! cmp -s "$stage/$f" "$dest/$f"; then
            as_root mkdir -p "$(dirname "$dest/$f")"
            as_root rm -f "$dest/$f"
            as_root cp -P --preserve=mode "$stage/$f" "$dest/$f"
            changed=$((changed + 1))
        fi
    done < <(cd "$stage" && find . \( -type f -o -type l \) -print0)
    removed=0
    while IFS= read -r -d '' f; do
        if [ ! -e "$stage/$f" ] && [ ! -L "$stage/$f" ]; then
            as_root rm -f "$dest/$f"
            removed=$((removed + 1))
        fi
    done < <(cd "$dest" && find . \( -type f -o -type l \) -print0)
    as_root rm -rf --one-file-system "$stage"
    echo "    $changed files new or changed, $removed removed"
fi

# --- build and test with each compiler -----------------------------------------------------------
total_passed=0
total_failed=0
report=()
for compiler in "${compilers[@]}"; do
    case "$compiler" in
        g++-12|clang++-14)
            runner=()
            src=$root
            dir=$root/build/compilers/$compiler
            where=native ;;
        *)
            runner=(in_chroot)
            src=/ferz/src
            dir=/ferz/build/$compiler
            where=trixie ;;
    esac
    step_started=$SECONDS
    log=$logs/$compiler
    status=ok
    : >"$log.build.log"
    : >"$log.ctest.log"
    echo "==> [$compiler] configure ($where, $dir)"
    if ! "${runner[@]}" cmake -S "$src" -B "$dir" -G "Unix Makefiles" \
            -DCMAKE_CXX_COMPILER="$compiler" \
            -DCMAKE_BUILD_TYPE=Release \
            -DFERZ_WARNINGS_AS_ERRORS=ON \
            -DFERZ_BUILD_TESTS=ON -DFERZ_TEST_SCOPE=all \
            -DFERZ_BUILD_EXAMPLES=ON \
            -DFERZ_BUILD_BENCHMARKS=ON \
            -DFERZ_TEST_PACKAGING=ON >"$log.configure.log" 2>&1; then
        status="configure failed"
        tail -n 30 "$log.configure.log"
    else
        # -k: go on past a target that does not compile, so that every diagnostic is seen.
        echo "==> [$compiler] build -j$jobs (log: $log.build.log)"
        if ! "${runner[@]}" cmake --build "$dir" -j"$jobs" -- -k >"$log.build.log" 2>&1; then
            status="build failed"
        fi
        # Every error and warning, once, with paths relative to the source tree; one in a system
        # header (a warning about inlined library code) names the first place in ferz it came from.
        diagnostics=$(awk -v src="$src/" -v root="$root/" '
            function strip(s,   k) {
                while ((k = index(s, src)) > 0) s = substr(s, 1, k - 1) substr(s, k + length(src))
                while ((k = index(s, root)) > 0) s = substr(s, 1, k - 1) substr(s, k + length(root))
                return s
            }
            /^In file included from|^In (member )?function|: In (member )?function|: In instantiation of|: In constructor|: In destructor|: In lambda function/ { ctx = "" }
            ctx == "" && match($0, /(at |^)\/[^ :]+:[0-9]+:[0-9]+/) {
                where = substr($0, RSTART, RLENGTH); sub(/^at /, "", where)
                if (index(where, src) == 1 || index(where, root) == 1) ctx = strip(where)
            }
            /^[^ ]+:[0-9]+:([0-9]+:)? (fatal error|error|warning): / {
                line = strip($0)
                if (line ~ /^\// && ctx != "") line = line "  [from " ctx "]"
                print line
                ctx = ""
            }' "$log.build.log" | sort -u)
        if [ -n "$diagnostics" ]; then
            echo "==> [$compiler] diagnostics:"
            sed 's/^/    /' <<<"$diagnostics"
        fi
        if [ "$status" != ok ]; then
            echo "==> [$compiler] build failed; targets not built:"
            sed -n -E 's/^g?make\[[0-9]+\]: \*\*\* \[[^]]*: ([^]]+)\] Error .*/\1/p' "$log.build.log" | { grep -v '/all$' || true; } | sed 's/^/    /'
        fi
        echo "==> [$compiler] test (log: $log.ctest.log)"
        if ! "${runner[@]}" ctest --test-dir "$dir" --output-on-failure --no-tests=error -j"$jobs" \
                >"$log.ctest.log" 2>&1; then
            [ "$status" = ok ] && status="tests failed"
            grep -E '^[0-9]+% tests passed' "$log.ctest.log" | sed 's/^/    /' || true
            sed -n '/^The following tests FAILED:/,/^Errors while running/p' "$log.ctest.log" \
                | { grep -v '^Errors while' || true; } | sed 's/^/    /'
        fi
    fi

    passed=0
    failed=0
    line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log.ctest.log" | tail -n 1 || true)
    if [[ $line =~ ([0-9]+)\ tests?\ failed\ out\ of\ ([0-9]+) ]]; then
        failed=${BASH_REMATCH[1]}
        passed=$((BASH_REMATCH[2] - failed))
    fi
    if [ "$status" != ok ] && [ "$failed" -eq 0 ]; then
        failed=1 # a configure or build failure that ctest did not count
    fi
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
    result=passed
    [ "$status" = ok ] || result="failed ($status)"
    row=$(printf '%-11s %-6s %-29s %4d passed %4d failed  %5ds' "$compiler" "$where" "$result" \
          "$passed" "$failed" $((SECONDS - step_started)))
    echo "==> $row"
    report+=("$row")
done

cleanup
echo
echo "==> ferz compilers summary ($((SECONDS - started))s in all)"
for line in "${report[@]}"; do echo "    $line"; done
echo "summary: $total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
exit
}
