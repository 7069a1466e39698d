#!/usr/bin/env bash
# The test command of ferz: installs what a fresh Debian machine lacks, then for g++ and clang++
# configures with Ninja (Release, warnings as errors, tests + examples + benchmarks), builds with -j2 and runs
# ctest. Build trees: build/ci-gcc and build/ci-clang (kept, so a second run is incremental).
# Ends with a summary line "summary: N passed, M failed" over both compilers.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
started=$SECONDS
jobs=2

# 1. Packages. Only the Debian mirror is reachable; ask it only when something is missing.
packages=(cmake make ninja-build g++ clang doctest-dev libclang-rt-14-dev libbenchmark-dev fairymax)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg -s "$package" 2>/dev/null | grep -q '^Status: install ok installed'; then
        missing+=("$package")
    fi
done
if ((${#missing[@]})); then
    echo "==> installing: ${missing[*]}"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# 2. Build and test with each compiler; go on to the next compiler when one fails.
total_passed=0
total_failed=0
report=()
for compiler in g++ clang++; do
    # The second compiler builds and runs what depends on the compiler (FERZ_TEST_SCOPE=compiler,
    # tests/CMakeLists.txt): the compile-fail diagnostics, the fuzzers and sanitizers, and the unit tests
    # of the notation compilers, boards, definitions, pins and custom pieces, which compile the
    # generator's code under its warnings. g++ builds every test file, the examples, the benchmarks and
    # the compiler-independent checks (header self-containment, packaging, consumption); the examples
    # and benchmarks portable and at -Og (their tests check counts at small depths; the -O3 builds are
    # the perft demo's, the benchmarks' and tests/compilers.sh's), and the code the tests share (the
    # run-time generator, the shared built-ins) at -Og too: about the compile time of -O0, and the tests
    # that play it run 2 to 4 times faster than at -O0 (cmake/FerzInstances.cmake). Built alike, the
    # programs and the tests share one build of the run-time generator. tests/compilers.sh builds everything, every test, with all five compilers.
    # The unit tests at -O1 for g++, whose warnings partly need optimisation, and at -O0 for clang,
    # whose warnings do not (FERZ_TEST_OPTIMIZATION, tests/CMakeLists.txt).
    case "$compiler" in
        g++) dir=build/ci-gcc; once=ON; scope=all; sanitizers=OFF; tests_opt=-O1 ;;
        clang++) dir=build/ci-clang; once=OFF; scope=compiler; sanitizers=ON; tests_opt=-O0 ;;
    esac
    step_started=$SECONDS
    log="$dir/ctest.log"
    status="ok"
    # Ninja: it starts a target's compiles before the libraries it links are built, which keeps both
    # cores busy: the g++ pass builds in 440 s with it, about 750 s with Makefiles (2 cores; the CI run of
    # 4cf8f2b). A tree kept from a build with another generator is configured anew.
    if [ -f "$dir/CMakeCache.txt" ] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
        rm -rf "$dir"
    fi
    echo "==> [$compiler] configure $dir"
    if ! cmake -S . -B "$dir" -G Ninja \
        -DCMAKE_CXX_COMPILER="$compiler" \
        -DCMAKE_BUILD_TYPE=Release \
        -DFERZ_WARNINGS_AS_ERRORS=ON \
        -DFERZ_BUILD_TESTS=ON \
        -DFERZ_TEST_SCOPE="$scope" \
        -DFERZ_TEST_SANITIZERS="$sanitizers" \
        -DFERZ_BUILD_BENCHMARKS="$once" \
        -DFERZ_TEST_PACKAGING="$once" \
        -DFERZ_BUILD_EXAMPLES="$once" \
        -DFERZ_NATIVE=OFF \
        -DFERZ_PROGRAMS_OPTIMIZATION=-Og \
        -DFERZ_TEST_INSTANCES_OPTIMIZATION=-Og \
        -DFERZ_TEST_OPTIMIZATION="$tests_opt"; then
        status="configure failed"
    else
        # Keep going past a target that does not compile, so that one broken file does not hide
        # the results of every other test; ctest then reports what could not be built as not run.
        keep_going=()
        case "$(sed -n 's/^CMAKE_GENERATOR:INTERNAL=//p' "$dir/CMakeCache.txt")" in
            Ninja*) keep_going=(-- -k 0) ;;
            *Makefiles) keep_going=(-- -k) ;;
        esac
        echo "==> [$compiler] build"
        if ! cmake --build "$dir" -j"$jobs" "${keep_going[@]}"; then
            status="build failed"
        fi
        echo "==> [$compiler] test"
        if ! ctest --test-dir "$dir" --output-on-failure --no-tests=error -j"$jobs" 2>&1 | tee "$log"; then
            [ "$status" = ok ] && status="tests failed"
        fi
    fi

    passed=0
    failed=0
    if [ "$status" != "configure failed" ]; then
        line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)
        if [[ $line =~ ([0-9]+)\ tests?\ failed\ out\ of\ ([0-9]+) ]]; then
            failed=${BASH_REMATCH[1]}
            passed=$((BASH_REMATCH[2] - failed))
        fi
    fi
    if [ "$status" != ok ] && [ "$failed" -eq 0 ]; then
        failed=1 # a configure or build failure that ctest did not count, or a ctest run that did not report
    fi
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
    report+=("$(printf '%-8s %-16s %4d passed %4d failed  %4ds' "$compiler" "$status" "$passed" "$failed" $((SECONDS - step_started)))")
done

echo
echo "==> ferz test summary ($((SECONDS - started))s in all)"
for line in "${report[@]}"; do echo "    $line"; done
echo "summary: $total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
