# check_vcpkg_port.cmake: what can be checked of ports/ferz without vcpkg or its registry.
#   cmake -DFERZ_SOURCE_DIR=... -DFERZ_VERSION=... -DWORK_DIR=... -DGENERATOR=... -DCXX_COMPILER=...
#         -P check_vcpkg_port.cmake
# 1. vcpkg.json is valid JSON, names the port ferz, and its version is the header's.
# 2. portfile.cmake downloads nothing and holds no placeholder (REPO ferz/ferz, SHA512 0): it builds
#    the checkout it sits in. It runs against stand-ins for vcpkg's helper functions: configure and
#    install really run, and the stand-in config fixup checks that CONFIG_PATH is where ferz installs
#    its CMake package. Run again after a source change, it installs the changed headers, and the
#    docs/packaging.md gives vcpkg's flow for that (remove, then install with --no-binarycaching).
# 3. The release form: cmake/ferz_release_port.cmake writes a port for a tarball of the sources (what
#    `git archive --prefix=ferz-VERSION/` makes); it must record the tarball's real SHA512, and the
#    port it writes runs the same way (the stand-in extraction unpacks the tarball for real).
# What this cannot check is vcpkg's own rewriting of the package files, its post-build checks, and a
# download.
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
    message(FATAL_ERROR "the port downloads (vcpkg_from_github): it must build the checkout it sits in")
endfunction()
function(vcpkg_download_distfile out)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "FILENAME;SHA512" "URLS")
    if(NOT arg_URLS MATCHES "^file://")
        message(FATAL_ERROR "vcpkg_download_distfile(${arg_URLS}): no downloads in this check")
    endif()
    string(REGEX REPLACE "^file://" "" path "${arg_URLS}")
    file(SHA512 "${path}" actual)
    if(NOT actual STREQUAL arg_SHA512)
        message(FATAL_ERROR "vcpkg_download_distfile: SHA512 mismatch for ${path}")
    endif()
    set(${out} "${path}" PARENT_SCOPE)
endfunction()
function(vcpkg_extract_source_archive out)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "ARCHIVE" "")
    set(dir "${CURRENT_BUILDTREES_DIR}/src")
    file(REMOVE_RECURSE "${dir}")
    file(MAKE_DIRECTORY "${dir}")
    run("${CMAKE_COMMAND}" -E chdir "${dir}" "${CMAKE_COMMAND}" -E tar xzf "${arg_ARCHIVE}")
    file(GLOB top "${dir}/*")
    list(LENGTH top n)
    if(NOT n EQUAL 1 OR NOT IS_DIRECTORY "${top}")
        message(FATAL_ERROR "vcpkg_extract_source_archive: ${arg_ARCHIVE} does not hold one top folder")
    endif()
    set(${out} "${top}" PARENT_SCOPE)
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

# 2. The checkout's port.
file(READ "${port_dir}/portfile.cmake" portfile_text)
foreach(placeholder IN ITEMS "REPO ferz/ferz" "SHA512 0" "vcpkg_from_github(" "vcpkg_download_distfile(")
    string(FIND "${portfile_text}" "${placeholder}" at)
    if(at GREATER_EQUAL 0)
        message(FATAL_ERROR "ports/ferz/portfile.cmake holds '${placeholder}': it must build its own checkout")
    endif()
endforeach()

function(check_installed what)
    foreach(file IN ITEMS include/ferz/version.hpp include/ferz/ferz.hpp share/ferz/ferzConfig.cmake
                          share/ferz/ferzTargets.cmake share/ferz/copyright share/ferz/usage)
        if(NOT EXISTS "${CURRENT_PACKAGES_DIR}/${file}")
            message(FATAL_ERROR "${what} did not produce ${file}")
        endif()
    endforeach()
    file(STRINGS "${CURRENT_PACKAGES_DIR}/share/ferz/copyright" copyright REGEX "^Copyright \\(c\\) 2026 The ferz developers$")
    if(NOT copyright)
        message(FATAL_ERROR "${what}: share/ferz/copyright is not ferz's MIT license")
    endif()
endfunction()

include("${port_dir}/portfile.cmake")
check_installed("ports/ferz")

# 2b. After a change to the sources, the port installs the changed headers, from a copy of the
# checkout whose header is edited between two runs. vcpkg's binary cache keys a port by the port's own
# files, so the documented flow after a source change (docs/packaging.md, the portfile's comment) must bypass
# it: `vcpkg remove ferz` and `vcpkg install ... --no-binarycaching`, or vcpkg restores the stale
# package. Checked here: the port rebuilds from the sources each time, and the docs give that flow.
set(copy "${WORK_DIR}/edited/ferz")
file(MAKE_DIRECTORY "${copy}")
file(COPY "${FERZ_SOURCE_DIR}/CMakeLists.txt" "${FERZ_SOURCE_DIR}/LICENSE" "${FERZ_SOURCE_DIR}/cmake"
          "${FERZ_SOURCE_DIR}/include" "${FERZ_SOURCE_DIR}/ports" DESTINATION "${copy}")
set(saved_packages "${CURRENT_PACKAGES_DIR}")
set(saved_buildtrees "${CURRENT_BUILDTREES_DIR}")
foreach(round IN ITEMS 1 2)
    file(APPEND "${copy}/include/ferz/ferz.hpp" "// edited before run ${round}\n")
    set(CURRENT_PACKAGES_DIR "${WORK_DIR}/packages-edited/ferz")
    set(CURRENT_BUILDTREES_DIR "${WORK_DIR}/buildtrees-edited/ferz")
    file(REMOVE_RECURSE "${CURRENT_PACKAGES_DIR}")   # what `vcpkg remove ferz` does
    include("${copy}/ports/ferz/portfile.cmake")
    file(READ "${CURRENT_PACKAGES_DIR}/include/ferz/ferz.hpp" installed_umbrella)
    if(NOT installed_umbrella MATCHES "edited before run ${round}")
        message(FATAL_ERROR "ports/ferz: after a source change (run ${round}) the port installed the old headers")
    endif()
endforeach()
set(CURRENT_PACKAGES_DIR "${saved_packages}")
set(CURRENT_BUILDTREES_DIR "${saved_buildtrees}")
file(READ "${FERZ_SOURCE_DIR}/docs/packaging.md" readme)
if(NOT readme MATCHES "vcpkg remove ferz[^\n]*\n?[^\n]*--no-binarycaching")
    message(FATAL_ERROR "docs/packaging.md: the vcpkg flow after a source change must say `vcpkg remove ferz` and "
                        "`--no-binarycaching` (vcpkg's binary cache would restore the stale package)")
endif()

# 3. The release form, from a tarball as `git archive --prefix=ferz-${version}/` makes it.
set(stage "${WORK_DIR}/archive/ferz-${version}")
file(MAKE_DIRECTORY "${stage}")
file(COPY "${FERZ_SOURCE_DIR}/CMakeLists.txt" "${FERZ_SOURCE_DIR}/LICENSE" "${FERZ_SOURCE_DIR}/cmake"
          "${FERZ_SOURCE_DIR}/include" "${FERZ_SOURCE_DIR}/ports" DESTINATION "${stage}")
set(archive "${WORK_DIR}/archive/ferz-${version}.tar.gz")
run("${CMAKE_COMMAND}" -E chdir "${WORK_DIR}/archive" "${CMAKE_COMMAND}" -E tar czf "${archive}" "ferz-${version}")
file(SHA512 "${archive}" archive_sha512)
foreach(form IN ITEMS local url)
    set(out "${WORK_DIR}/release-ports-${form}")
    if(form STREQUAL "local")
        run("${CMAKE_COMMAND}" "-DARCHIVE=${archive}" "-DOUT=${out}" -P "${FERZ_SOURCE_DIR}/cmake/ferz_release_port.cmake")
    else()
        # The URL form, with file:// standing in for the release's https URL (the stand-in download
        # checks the hash the generator recorded from the local copy).
        run("${CMAKE_COMMAND}" "-DARCHIVE=https://example.invalid/ferz-${version}.tar.gz" "-DARCHIVE_FILE=${archive}"
            "-DOUT=${out}" -P "${FERZ_SOURCE_DIR}/cmake/ferz_release_port.cmake")
        file(READ "${out}/ferz/portfile.cmake" text)
        string(REPLACE "https://example.invalid/ferz-${version}.tar.gz" "file://${archive}" text "${text}")
        file(WRITE "${out}/ferz/portfile.cmake" "${text}")
    endif()
    file(READ "${out}/ferz/portfile.cmake" release_text)
    string(FIND "${release_text}" "${archive_sha512}" at)
    if(at LESS 0)
        message(FATAL_ERROR "the ${form} release port does not record the archive's SHA512 ${archive_sha512}")
    endif()
    set(CURRENT_PACKAGES_DIR "${WORK_DIR}/packages-${form}/ferz")
    set(CURRENT_BUILDTREES_DIR "${WORK_DIR}/buildtrees-${form}/ferz")
    include("${out}/ferz/portfile.cmake")
    check_installed("the ${form} release port")
endforeach()
message(STATUS "ports/ferz: manifest valid (version ${version}); the checkout's port and the release ports "
               "(SHA512 ${archive_sha512}) ran against vcpkg stand-ins")
