# check_vcpkg_port.cmake: what can be checked of ports/ferz without vcpkg or its registry.
#   cmake -DFERZ_SOURCE_DIR=... -DFERZ_VERSION=... -DWORK_DIR=... -DGENERATOR=... -DCXX_COMPILER=...
#         -P check_vcpkg_port.cmake
# 1. vcpkg.json is valid JSON, names the port ferz, and its version is the header's.
# 2. portfile.cmake runs against stand-ins for vcpkg's helper functions: configure and install
#    really run (on this source tree instead of a GitHub archive), and the stand-in config fixup
#    checks that CONFIG_PATH is where ferz installs its CMake package. What it cannot check is
#    vcpkg's own rewriting of the package files, its post-build checks, and the download.
cmake_minimum_required(VERSION 3.25)

foreach(var IN ITEMS FERZ_SOURCE_DIR FERZ_VERSION WORK_DIR GENERATOR CXX_COMPILER)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_vcpkg_port.cmake: -D${var}=... is required")
    endif()
endforeach()
set(port_dir "${FERZ_SOURCE_DIR}/ports/ferz")

# 1. The manifest.
file(READ "${port_dir}/vcpkg.json" manifest)
string(JSON name ERROR_VARIABLE error GET "${manifest}" name)
if(error)
    message(FATAL_ERROR "ports/ferz/vcpkg.json is not valid JSON: ${error}")
endif()
string(JSON version GET "${manifest}" version)
string(JSON license GET "${manifest}" license)
if(NOT name STREQUAL "ferz" OR NOT license STREQUAL "MIT")
    message(FATAL_ERROR "ports/ferz/vcpkg.json: name '${name}', license '${license}'; expected ferz, MIT")
endif()
if(NOT version STREQUAL FERZ_VERSION)
    message(FATAL_ERROR "ports/ferz/vcpkg.json says version ${version}, include/ferz/version.hpp "
                        "says ${FERZ_VERSION}: update the manifest")
endif()
string(JSON dependency_count LENGTH "${manifest}" dependencies)
set(host_dependencies "")
math(EXPR last "${dependency_count} - 1")
foreach(i RANGE ${last})
    string(JSON dependency GET "${manifest}" dependencies ${i} name)
    string(JSON host GET "${manifest}" dependencies ${i} host)
    if(host)
        list(APPEND host_dependencies "${dependency}")
    endif()
endforeach()
foreach(needed IN ITEMS vcpkg-cmake vcpkg-cmake-config)
    if(NOT needed IN_LIST host_dependencies)
        message(FATAL_ERROR "ports/ferz/vcpkg.json: ${needed} must be a host dependency")
    endif()
endforeach()
if(NOT EXISTS "${port_dir}/usage")
    message(FATAL_ERROR "ports/ferz/usage is missing")
endif()

# 2. The portfile, with stand-ins for vcpkg's functions.
file(REMOVE_RECURSE "${WORK_DIR}")
set(PORT ferz)
set(VERSION "${version}")
set(CURRENT_PACKAGES_DIR "${WORK_DIR}/packages/ferz")
set(CURRENT_BUILDTREES_DIR "${WORK_DIR}/buildtrees/ferz")

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT status EQUAL 0)
        string(REPLACE ";" " " shown "${ARGN}")
        message(FATAL_ERROR "command failed (${status}): ${shown}\n${out}")
    endif()
endfunction()

function(vcpkg_from_github)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "OUT_SOURCE_PATH;REPO;REF;SHA512;HEAD_REF" "PATCHES")
    foreach(key IN ITEMS OUT_SOURCE_PATH REPO REF SHA512)
        if(NOT DEFINED arg_${key})
            message(FATAL_ERROR "vcpkg_from_github: ${key} is missing")
        endif()
    endforeach()
    if(NOT arg_REF STREQUAL "v${VERSION}")
        message(FATAL_ERROR "vcpkg_from_github: REF '${arg_REF}' is not the release tag v${VERSION}")
    endif()
    set(${arg_OUT_SOURCE_PATH} "${FERZ_SOURCE_DIR}" PARENT_SCOPE)
endfunction()

function(vcpkg_cmake_configure)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "SOURCE_PATH" "OPTIONS;OPTIONS_RELEASE;OPTIONS_DEBUG")
    if(NOT VCPKG_BUILD_TYPE STREQUAL "release")
        message(FATAL_ERROR "a header-only port builds the release configuration only")
    endif()
    run("${CMAKE_COMMAND}" -S "${arg_SOURCE_PATH}" -B "${CURRENT_BUILDTREES_DIR}/rel" -G "${GENERATOR}"
        "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" -DCMAKE_BUILD_TYPE=Release
        "-DCMAKE_INSTALL_PREFIX=${CURRENT_PACKAGES_DIR}" ${arg_OPTIONS} ${arg_OPTIONS_RELEASE})
    file(STRINGS "${CURRENT_BUILDTREES_DIR}/rel/CMakeCache.txt" built REGEX "^FERZ_BUILD_[A-Z]+:BOOL=ON$")
    if(built)
        message(FATAL_ERROR "the port builds more than the library: ${built}")
    endif()
endfunction()

function(vcpkg_cmake_install)
    run("${CMAKE_COMMAND}" --build "${CURRENT_BUILDTREES_DIR}/rel")
    run("${CMAKE_COMMAND}" --install "${CURRENT_BUILDTREES_DIR}/rel")
endfunction()

function(vcpkg_cmake_config_fixup)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "PACKAGE_NAME;CONFIG_PATH" "")
    set(from "${CURRENT_PACKAGES_DIR}/${arg_CONFIG_PATH}")
    foreach(file IN ITEMS Config ConfigVersion Targets)
        if(NOT EXISTS "${from}/${arg_PACKAGE_NAME}${file}.cmake")
            message(FATAL_ERROR "vcpkg_cmake_config_fixup: no ${arg_CONFIG_PATH}/${arg_PACKAGE_NAME}${file}.cmake "
                                "in the installed tree")
        endif()
    endforeach()
    file(RENAME "${from}" "${CURRENT_PACKAGES_DIR}/share/${arg_PACKAGE_NAME}")
    file(REMOVE_RECURSE "${CURRENT_PACKAGES_DIR}/share/cmake")
endfunction()

function(vcpkg_install_copyright)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "FILE_LIST")
    file(READ ${arg_FILE_LIST} text)
    file(WRITE "${CURRENT_PACKAGES_DIR}/share/${PORT}/copyright" "${text}")
endfunction()

include("${port_dir}/portfile.cmake")

foreach(file IN ITEMS include/ferz/version.hpp share/ferz/ferzConfig.cmake share/ferz/ferzTargets.cmake
                      share/ferz/copyright share/ferz/usage)
    if(NOT EXISTS "${CURRENT_PACKAGES_DIR}/${file}")
        message(FATAL_ERROR "the port did not produce ${file}")
    endif()
endforeach()
file(STRINGS "${CURRENT_PACKAGES_DIR}/share/ferz/copyright" copyright REGEX "^Copyright \\(c\\) 2026 The ferz developers$")
if(NOT copyright)
    message(FATAL_ERROR "share/ferz/copyright is not ferz's MIT license")
endif()
message(STATUS "ports/ferz: manifest valid (version ${version}); portfile ran against vcpkg stand-ins")
