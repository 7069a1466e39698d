# ferz_release_port.cmake: writes a vcpkg port of a ferz release archive, checked by its SHA512.
#
#   git archive --format=tar.gz --prefix=ferz-0.1.0/ -o ferz-0.1.0.tar.gz v0.1.0
#   cmake -DARCHIVE=ferz-0.1.0.tar.gz -DOUT=release-ports -P cmake/ferz_release_port.cmake
#   vcpkg install ferz --overlay-ports=release-ports
#
# ARCHIVE is a local file (the port reads it from there, no download) or an https URL, then with
# -DARCHIVE_FILE=<a local copy> to hash, or -DSHA512=<its hash>. The port is OUT/ferz: vcpkg.json and
# usage from ports/ferz, and a portfile that gets and checks the archive, then builds it with the build
# steps of ports/ferz/portfile.cmake (everything below its "build" line), so that the two cannot drift.
cmake_minimum_required(VERSION 3.25)
foreach(var IN ITEMS ARCHIVE OUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "ferz_release_port.cmake: -D${var}=... is required")
    endif()
endforeach()
set(port_dir "${CMAKE_CURRENT_LIST_DIR}/../ports/ferz")
file(READ "${port_dir}/vcpkg.json" manifest)
string(JSON version GET "${manifest}" version)

if(ARCHIVE MATCHES "^https?://")
    if(NOT DEFINED SHA512)
        if(NOT DEFINED ARCHIVE_FILE)
            message(FATAL_ERROR "ferz_release_port.cmake: for a URL, give -DARCHIVE_FILE=<local copy> or -DSHA512=<hash>")
        endif()
        file(SHA512 "${ARCHIVE_FILE}" SHA512)
    endif()
    set(get_source "vcpkg_download_distfile(ARCHIVE_FILE
    URLS \"${ARCHIVE}\"
    FILENAME \"ferz-${version}.tar.gz\"
    SHA512 ${SHA512}
)")
else()
    get_filename_component(ARCHIVE "${ARCHIVE}" ABSOLUTE)
    if(NOT EXISTS "${ARCHIVE}")
        message(FATAL_ERROR "ferz_release_port.cmake: no archive ${ARCHIVE}")
    endif()
    file(SHA512 "${ARCHIVE}" SHA512)
    set(get_source "set(ARCHIVE_FILE \"${ARCHIVE}\")
file(SHA512 \"\${ARCHIVE_FILE}\" actual)
if(NOT actual STREQUAL \"${SHA512}\")
    message(FATAL_ERROR \"\${ARCHIVE_FILE} is not the archive this port was written for (SHA512 \${actual})\")
endif()")
endif()
string(LENGTH "${SHA512}" sha512_length)
if(NOT SHA512 MATCHES "^[0-9a-f]+$" OR NOT sha512_length EQUAL 128)
    message(FATAL_ERROR "ferz_release_port.cmake: '${SHA512}' is not a SHA512")
endif()

file(READ "${port_dir}/portfile.cmake" portfile)
string(FIND "${portfile}" "# ---- build" at)
if(at LESS 0)
    message(FATAL_ERROR "ports/ferz/portfile.cmake has no '# ---- build' line")
endif()
string(SUBSTRING "${portfile}" ${at} -1 build_steps)

file(MAKE_DIRECTORY "${OUT}/ferz")
file(COPY "${port_dir}/vcpkg.json" "${port_dir}/usage" DESTINATION "${OUT}/ferz")
file(WRITE "${OUT}/ferz/portfile.cmake" "# vcpkg port of ferz ${version}, written by cmake/ferz_release_port.cmake from ${ARCHIVE}.
${get_source}
vcpkg_extract_source_archive(SOURCE_PATH ARCHIVE \"\${ARCHIVE_FILE}\")

${build_steps}")
message(STATUS "ferz_release_port: ${OUT}/ferz for ferz ${version}, SHA512 ${SHA512}")
