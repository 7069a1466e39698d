# compile_fail.cmake: one compile-fail test, run as
#   cmake -DCONFIG=<settings.cmake> -DSOURCE=<file.cpp> -P compile_fail.cmake
# CONFIG sets FERZ_CF_COMPILER (the C++ compiler) and FERZ_CF_FLAGS (a list of its arguments:
# standard, warnings, include dirs, -fsyntax-only). The test passes iff compiling SOURCE fails and
# every regular expression given on a line `// expect: <regex>` of SOURCE matches the compiler's
# combined stdout and stderr. A file with no `// expect:` line is an error, so that a file cannot
# pass by failing for some unrelated reason.
#
# The expressions are CMake regular expressions (string(REGEX MATCH)): . * + ? [] [^] () | ^ $ and
# backslash escapes such as \( \[ \. ; no \d, no {n}. ^ and $ anchor the whole output, not a line.
# The text after "// expect:" up to the end of the line is the expression, without its leading and
# trailing blanks (write [ ] for a blank at either end). Such lines go at the top of the file by
# convention; they are read wherever they are. The compiler runs with LC_ALL=C, so its quotes are
# plain ' and not typographic ones.
#
# A line `// expect-errors: <n>` also requires exactly n errors: n lines of output holding ": error: ",
# as GCC's and Clang's "file:line:column: error: ..." do. It is how a test says that each mistake costs
# one error and sets off no others.
cmake_minimum_required(VERSION 3.25)

foreach(var IN ITEMS CONFIG SOURCE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "compile_fail.cmake: -D${var}=... is required")
    endif()
endforeach()
include("${CONFIG}")

# Read the expectations line by line without CMake lists: a regex may hold ';' or an unbalanced
# '[', which list commands would split or mangle.
file(READ "${SOURCE}" text)
set(expectations_count 0)
set(expected_errors "")
while(NOT text STREQUAL "")
    string(FIND "${text}" "\n" eol)
    if(eol EQUAL -1)
        set(line "${text}")
        set(text "")
    else()
        string(SUBSTRING "${text}" 0 ${eol} line)
        math(EXPR next "${eol} + 1")
        string(SUBSTRING "${text}" ${next} -1 text)
    endif()
    if(line MATCHES "^[ \t]*// expect:[ \t]*(.*)$")
        string(REGEX REPLACE "[ \t\r]+$" "" regex "${CMAKE_MATCH_1}")
        if(NOT regex STREQUAL "")
            set(expectation_${expectations_count} "${regex}")
            math(EXPR expectations_count "${expectations_count} + 1")
        endif()
    elseif(line MATCHES "^[ \t]*// expect-errors:[ \t]*([0-9]+)[ \t\r]*$")
        set(expected_errors "${CMAKE_MATCH_1}")
    endif()
endwhile()
if(expectations_count EQUAL 0)
    message(FATAL_ERROR "${SOURCE}: no '// expect: <regex>' line; a compile-fail test must say "
                        "which diagnostic it expects")
endif()

set(ENV{LC_ALL} C)
set(ENV{LANG} C)
execute_process(
    COMMAND "${FERZ_CF_COMPILER}" ${FERZ_CF_FLAGS} "${SOURCE}"
    RESULT_VARIABLE status
    OUTPUT_VARIABLE output
    ERROR_VARIABLE output)

if(status EQUAL 0)
    message(FATAL_ERROR "${SOURCE} compiled, but it must not.\nCompiler output:\n${output}")
endif()

set(missing "")
math(EXPR last "${expectations_count} - 1")
foreach(i RANGE ${last})
    if(NOT output MATCHES "${expectation_${i}}")
        string(APPEND missing "  // expect: ${expectation_${i}}\n")
    endif()
endforeach()
if(NOT expected_errors STREQUAL "")
    # Count the lines holding ": error: " (string(REGEX MATCHALL) would give a list, and the
    # compiler's text may hold ';').
    set(rest "${output}")
    set(errors 0)
    while(TRUE)
        string(FIND "${rest}" ": error: " at)
        if(at EQUAL -1)
            break()
        endif()
        math(EXPR errors "${errors} + 1")
        string(SUBSTRING "${rest}" ${at} -1 rest)
        string(FIND "${rest}" "\n" eol)
        if(eol EQUAL -1)
            break()
        endif()
        string(SUBSTRING "${rest}" ${eol} -1 rest)
    endwhile()
    if(NOT errors EQUAL expected_errors)
        string(APPEND missing "  // expect-errors: ${expected_errors} (the compiler reported ${errors})\n")
    endif()
endif()
if(NOT missing STREQUAL "")
    message(FATAL_ERROR "${SOURCE} failed to compile as it should, but these expectations did not "
                        "match the compiler's output:\n${missing}Compiler output:\n${output}")
endif()
if(expected_errors STREQUAL "")
    message(STATUS "${SOURCE}: failed to compile, all ${expectations_count} expectations matched")
else()
    message(STATUS "${SOURCE}: failed to compile with ${errors} errors, all ${expectations_count} "
                   "expectations matched")
endif()
