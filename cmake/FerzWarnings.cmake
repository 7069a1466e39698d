# FerzWarnings.cmake: the warning flags of ferz's own targets (tests, examples, benchmarks, fuzzers).
# They are never put on the ferz::ferz interface: a library must not choose its users' warnings.
include_guard(GLOBAL)

# ferz_warning_flags(<out-var> [NO_ERROR]): the flags for the current C++ compiler, with -Werror
# when FERZ_WARNINGS_AS_ERRORS is on unless NO_ERROR is given (compile-fail tests use that).
function(ferz_warning_flags out_var)
    cmake_parse_arguments(PARSE_ARGV 1 arg "NO_ERROR" "" "")
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        set(flags -Wall -Wextra -Wpedantic)
        if(FERZ_WARNINGS_AS_ERRORS AND NOT arg_NO_ERROR)
            list(APPEND flags -Werror)
        endif()
    elseif(MSVC)
        set(flags /W4 /permissive-)
        if(FERZ_WARNINGS_AS_ERRORS AND NOT arg_NO_ERROR)
            list(APPEND flags /WX)
        endif()
    else()
        set(flags)
    endif()
    set(${out_var} ${flags} PARENT_SCOPE)
endfunction()

# ferz_target_warnings(<target>): put the warning flags on one of ferz's own targets.
function(ferz_target_warnings target)
    ferz_warning_flags(flags)
    target_compile_options(${target} PRIVATE ${flags})
endfunction()
