# FerzFuzzers.cmake: every <dir>/*.cpp becomes a libFuzzer executable named fuzz_<file stem>,
# built with address and undefined-behaviour sanitizers. Clang only: GCC has no libFuzzer.
# A short smoke run of each (a bounded number of inputs, from <dir>/corpus/<stem>/ when it exists)
# is registered with ctest under the label "fuzz"; long runs are done by hand.
include_guard(GLOBAL)
include(FerzWarnings)

function(ferz_add_fuzzers dir)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "ferz: FERZ_BUILD_FUZZERS needs clang (libFuzzer); "
                            "configure with -DCMAKE_CXX_COMPILER=clang++")
    endif()
    file(GLOB sources CONFIGURE_DEPENDS "${dir}/*.cpp")
    foreach(source IN LISTS sources)
        get_filename_component(stem "${source}" NAME_WE)
        set(target "fuzz_${stem}")
        add_executable(${target} "${source}")
        target_link_libraries(${target} PRIVATE ferz::ferz)
        target_compile_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined -fno-omit-frame-pointer -g)
        if(EXISTS "${dir}/coverage-ignore.txt")
            target_compile_options(${target} PRIVATE "-fsanitize-coverage-ignorelist=${dir}/coverage-ignore.txt")
        endif()
        target_link_options(${target} PRIVATE -fsanitize=fuzzer,address,undefined)
        ferz_target_warnings(${target})
        if(FERZ_BUILD_TESTS)
            # libFuzzer writes new inputs into its first corpus folder: give it one in the build tree
            # so that the checked-in seeds are read but never changed.
            set(scratch "${CMAKE_CURRENT_BINARY_DIR}/fuzz-corpus/${stem}")
            file(MAKE_DIRECTORY "${scratch}")
            set(corpus "${scratch}")
            if(IS_DIRECTORY "${dir}/corpus/${stem}")
                list(APPEND corpus "${dir}/corpus/${stem}")
            endif()
            add_test(NAME fuzz.${stem} COMMAND ${target} -runs=20000 -max_len=512 ${corpus})
            set_tests_properties(fuzz.${stem} PROPERTIES LABELS "fuzz" TIMEOUT 300)
        endif()
    endforeach()
endfunction()
