# run.cmake: one consumption test, run by ctest as
#   cmake -DMODE=<find_package|add_subdirectory|fetchcontent|conan_test_package> -DFERZ_SOURCE_DIR=...
#         -DFERZ_VERSION=... -DWORK_DIR=... -DGENERATOR=... -DCXX_COMPILER=...
#         [-DBUILD_TYPE=...] -P run.cmake
# It configures, builds and runs a tiny consumer project in WORK_DIR (wiped first), with the same
# generator and compiler as the ferz build, and checks that the program prints the ferz version.
cmake_minimum_required(VERSION 3.25)

foreach(var IN ITEMS MODE FERZ_SOURCE_DIR FERZ_VERSION WORK_DIR GENERATOR CXX_COMPILER)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "run.cmake: -D${var}=... is required")
    endif()
endforeach()
if(NOT BUILD_TYPE)
    set(BUILD_TYPE Release)
endif()

function(run)
    string(REPLACE ";" " " shown "${ARGN}")
    message(STATUS "$ ${shown}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "consume.${MODE}: command failed (${status}):\n${shown}\n${out}")
    endif()
    set(run_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(here "${CMAKE_CURRENT_LIST_DIR}")
set(args "-DFERZ_EXPECTED_VERSION=${FERZ_VERSION}")
set(program consumer)

# Install ferz as a user would, from a build tree of its own with nothing but the library: the
# packaging builds (Conan, vcpkg, distributions) configure it the same way.
function(install_ferz prefix)
    run("${CMAKE_COMMAND}" -S "${FERZ_SOURCE_DIR}" -B "${WORK_DIR}/ferz-build" -G "${GENERATOR}"
        "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}"
        -DFERZ_BUILD_TESTS=OFF -DFERZ_BUILD_BENCHMARKS=OFF -DFERZ_BUILD_EXAMPLES=OFF)
    run("${CMAKE_COMMAND}" --install "${WORK_DIR}/ferz-build" --prefix "${prefix}")
    # Only the library, its CMake package and its license are installed.
    file(GLOB_RECURSE installed RELATIVE "${prefix}" "${prefix}/*")
    foreach(file IN LISTS installed)
        if(NOT file MATCHES "^include/ferz/.*\\.hpp$" AND NOT file MATCHES "^share/cmake/ferz/ferz[A-Za-z-]*\\.cmake$"
           AND NOT file STREQUAL "share/doc/ferz/LICENSE")
            message(FATAL_ERROR "consume.${MODE}: unexpected installed file ${file}")
        endif()
    endforeach()
    if(NOT EXISTS "${prefix}/include/ferz/version.hpp" OR NOT EXISTS "${prefix}/share/cmake/ferz/ferzConfig.cmake"
       OR NOT EXISTS "${prefix}/share/cmake/ferz/ferzConfigVersion.cmake"
       OR NOT EXISTS "${prefix}/share/cmake/ferz/ferzTargets.cmake")
        message(FATAL_ERROR "consume.${MODE}: the install prefix lacks headers or package files")
    endif()
    file(READ "${prefix}/share/doc/ferz/LICENSE" license)
    file(READ "${FERZ_SOURCE_DIR}/LICENSE" source_license)
    if(NOT license STREQUAL source_license)
        message(FATAL_ERROR "consume.${MODE}: share/doc/ferz/LICENSE is not ferz's LICENSE")
    endif()
endfunction()

# A first configure at the top level on a machine without doctest (an install-only build with no
# options) succeeds and leaves the tests out; asked for with -DFERZ_BUILD_TESTS=ON, it is an error
# that names doctest.
function(check_configure_without_doctest)
    set(dir "${WORK_DIR}/ferz-no-doctest")
    run("${CMAKE_COMMAND}" -S "${FERZ_SOURCE_DIR}" -B "${dir}" -G "${GENERATOR}"
        "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" -DCMAKE_DISABLE_FIND_PACKAGE_doctest=TRUE
        -DFERZ_BUILD_BENCHMARKS=OFF -DFERZ_BUILD_EXAMPLES=OFF)
    file(STRINGS "${dir}/CMakeCache.txt" tests_option REGEX "^FERZ_BUILD_TESTS:BOOL=")
    if(NOT tests_option STREQUAL "FERZ_BUILD_TESTS:BOOL=OFF" OR NOT run_output MATCHES "doctest 2.4 not found")
        message(FATAL_ERROR "consume.${MODE}: without doctest the default configure gave ${tests_option}:\n${run_output}")
    endif()
    execute_process(COMMAND "${CMAKE_COMMAND}" -S "${FERZ_SOURCE_DIR}" -B "${dir}-on" -G "${GENERATOR}"
                    "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" -DCMAKE_DISABLE_FIND_PACKAGE_doctest=TRUE
                    -DFERZ_BUILD_TESTS=ON -DFERZ_BUILD_BENCHMARKS=OFF -DFERZ_BUILD_EXAMPLES=OFF
                    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(status EQUAL 0 OR NOT out MATCHES "doctest")
        message(FATAL_ERROR "consume.${MODE}: -DFERZ_BUILD_TESTS=ON without doctest configured (${status}):\n${out}")
    endif()
endfunction()

if(MODE STREQUAL "find_package")
    check_configure_without_doctest()
    install_ferz("${WORK_DIR}/prefix")
    set(project_dir "${here}/find_package")
    list(APPEND args "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
elseif(MODE STREQUAL "conan_test_package")
    install_ferz("${WORK_DIR}/prefix")
    set(project_dir "${FERZ_SOURCE_DIR}/conan/test_package")
    set(args "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
    set(program test_package)
elseif(MODE STREQUAL "add_subdirectory")
    set(project_dir "${here}/add_subdirectory")
    list(APPEND args "-DFERZ_SOURCE_DIR=${FERZ_SOURCE_DIR}")
elseif(MODE STREQUAL "fetchcontent")
    # A tarball of what a release archive holds: the library and its build files, not the tests.
    set(archive "${WORK_DIR}/ferz-src.tar.gz")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${archive}" -- CMakeLists.txt LICENSE cmake include
                    WORKING_DIRECTORY "${FERZ_SOURCE_DIR}" RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "consume.fetchcontent: could not pack the source tree")
    endif()
    set(project_dir "${here}/fetchcontent")
    list(APPEND args "-DFERZ_ARCHIVE=${archive}" -DFETCHCONTENT_QUIET=OFF)
else()
    message(FATAL_ERROR "run.cmake: unknown MODE '${MODE}'")
endif()

set(build "${WORK_DIR}/consumer-build")
run("${CMAKE_COMMAND}" -S "${project_dir}" -B "${build}" -G "${GENERATOR}"
    "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "-DCMAKE_BUILD_TYPE=${BUILD_TYPE}" ${args})
run("${CMAKE_COMMAND}" --build "${build}" --config "${BUILD_TYPE}")
find_program(exe NAMES ${program} PATHS "${build}" "${build}/${BUILD_TYPE}" NO_DEFAULT_PATH REQUIRED)
run("${exe}")
if(NOT run_output MATCHES "ferz ${FERZ_VERSION}")
    message(FATAL_ERROR "consume.${MODE}: the consumer printed '${run_output}', not 'ferz ${FERZ_VERSION}'")
endif()
if(MODE STREQUAL "conan_test_package" AND NOT run_output MATCHES "perft\\(3\\) = 8902")
    message(FATAL_ERROR "consume.${MODE}: the test package printed '${run_output}', not perft(3) = 8902")
endif()
message(STATUS "consume.${MODE}: ${run_output}")
