# FerzFuzzers.cmake: ferz's libFuzzer executables (tests/fuzz/*.cpp), built with address and
# undefined-behaviour sanitizers, and their short runs under ctest. Clang only: GCC has no libFuzzer.
#
# FERZ_BUILD_FUZZERS=ON builds every target (fuzz_<file stem>) for the long runs done by hand
# (tests/fuzz/run.sh). Without it, tests/CMakeLists.txt builds only the two text readers' targets, for
# the ctest smoke runs, where clang's fuzzer and sanitizer runtimes are installed.
include_guard(GLOBAL)
include(FerzWarnings)

# ferz_add_fuzzer(<target> <source> [DEFINITIONS <macro>...]): one libFuzzer executable.
function(ferz_add_fuzzer target source)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "DEFINITIONS")
    get_filename_component(dir "${source}" DIRECTORY)
    add_executable(${target} "${source}")
    target_link_libraries(${target} PRIVATE ferz::ferz)
    target_compile_definitions(${target} PRIVATE ${arg_DEFINITIONS})
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined -fno-omit-frame-pointer -g)
    if(EXISTS "${dir}/coverage-ignore.txt")
        target_compile_options(${target} PRIVATE "-fsanitize-coverage-ignorelist=${dir}/coverage-ignore.txt")
    endif()
    target_link_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined)
    ferz_target_warnings(${target})
endfunction()

# ferz_add_fuzz_test(<name> <target> <seed-dir>): ctest fuzz.<name>, a run of <target> bounded in inputs
# and seconds (FERZ_FUZZ_SMOKE_RUNS, FERZ_FUZZ_SMOKE_SECONDS) that starts from <seed-dir> when it exists
# and fails on any crash, sanitizer report, leak or timeout. New inputs go to a scratch folder in the
# build tree that each run starts afresh (cmake/FerzFuzzRun.cmake): the seeds are never written, and the
# run costs the same in a build tree used for the hundredth time.
set(FERZ_FUZZ_SMOKE_RUNS 20000 CACHE STRING "Inputs of each ctest fuzz run (fuzz.*)")
set(FERZ_FUZZ_SMOKE_SECONDS 20 CACHE STRING "Seconds at most of each ctest fuzz run (fuzz.*)")
function(ferz_add_fuzz_test name target seeds)
    add_test(NAME fuzz.${name}
             COMMAND ${CMAKE_COMMAND} "-DFUZZER=$<TARGET_FILE:${target}>" "-DSEEDS=${seeds}"
                     "-DSCRATCH=${CMAKE_CURRENT_BINARY_DIR}/fuzz-scratch/${name}"
                     "-DRUNS=${FERZ_FUZZ_SMOKE_RUNS}" "-DSECONDS=${FERZ_FUZZ_SMOKE_SECONDS}"
                     -P "${PROJECT_SOURCE_DIR}/cmake/FerzFuzzRun.cmake")
    set_tests_properties(fuzz.${name} PROPERTIES LABELS "fuzz" TIMEOUT 300)
endfunction()

# ferz_add_fuzzers(<dir>): every <dir>/*.cpp as fuzz_<stem>, with its ctest run when tests are on.
function(ferz_add_fuzzers dir)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "ferz: FERZ_BUILD_FUZZERS needs clang (libFuzzer); "
                            "configure with -DCMAKE_CXX_COMPILER=clang++")
    endif()
    file(GLOB sources CONFIGURE_DEPENDS "${dir}/*.cpp")
    foreach(source IN LISTS sources)
        get_filename_component(stem "${source}" NAME_WE)
        ferz_add_fuzzer(fuzz_${stem} "${source}")
        if(FERZ_BUILD_TESTS)
            ferz_add_fuzz_test(${stem} fuzz_${stem} "${dir}/corpus/${stem}")
        endif()
    endforeach()
endfunction()
