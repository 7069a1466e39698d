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
if(NOT missing STREQUAL "")
    message(FATAL_ERROR "${SOURCE} failed to compile as it should, but these expectations did not "
                        "match the compiler's output:\n${missing}Compiler output:\n${output}")
endif()
message(STATUS "${SOURCE}: failed to compile, all ${expectations_count} expectations matched")
