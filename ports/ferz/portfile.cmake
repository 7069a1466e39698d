# vcpkg overlay port of ferz (header-only), built from the ferz checkout it is part of: no download.
#
#   vcpkg install ferz --overlay-ports=<ferz checkout>/ports
#
# This file is <checkout>/ports/ferz/portfile.cmake, and the checkout is the source. vcpkg's ABI hash
# covers the port's own files only, so after changing the sources run `vcpkg remove ferz`, then
# `vcpkg install ferz --overlay-ports=... --no-binarycaching` (or the binary cache restores the old
# package). A release port (an archive, local or downloaded, checked by its SHA512) is written
# by `cmake -DARCHIVE=... -DOUT=... -P cmake/ferz_release_port.cmake`, which reuses the build steps
# below the "build" line. Keep "version" in vcpkg.json equal to include/ferz/version.hpp (checked here
# and by ctest packaging.vcpkg_port).
get_filename_component(SOURCE_PATH "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
if(NOT EXISTS "${SOURCE_PATH}/include/ferz/version.hpp" OR NOT EXISTS "${SOURCE_PATH}/CMakeLists.txt")
    message(FATAL_ERROR "ports/ferz builds the ferz checkout it sits in, and ${SOURCE_PATH} is not one; "
                        "for a release archive write a port with cmake/ferz_release_port.cmake")
endif()

# ---- build (shared with the release ports written by cmake/ferz_release_port.cmake) ----
file(STRINGS "${SOURCE_PATH}/include/ferz/version.hpp" ferz_version_lines REGEX "^#define FERZ_VERSION_(MAJOR|MINOR|PATCH) ")
string(REGEX REPLACE ".*MAJOR +([0-9]+).*MINOR +([0-9]+).*PATCH +([0-9]+).*" "\\1.\\2.\\3" ferz_version "${ferz_version_lines}")
if(NOT ferz_version STREQUAL VERSION)
    message(FATAL_ERROR "the sources are ferz ${ferz_version}, the port says ${VERSION}: update vcpkg.json")
endif()

# Headers only: one configuration is enough.
set(VCPKG_BUILD_TYPE release)

vcpkg_cmake_configure(
    SOURCE_PATH "${SOURCE_PATH}"
    OPTIONS
        -DFERZ_BUILD_TESTS=OFF
        -DFERZ_BUILD_BENCHMARKS=OFF
        -DFERZ_BUILD_EXAMPLES=OFF
        -DFERZ_BUILD_FUZZERS=OFF
        -DFERZ_INSTALL=ON
)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(PACKAGE_NAME ferz CONFIG_PATH share/cmake/ferz)

file(REMOVE_RECURSE "${CURRENT_PACKAGES_DIR}/debug")

file(INSTALL "${CMAKE_CURRENT_LIST_DIR}/usage" DESTINATION "${CURRENT_PACKAGES_DIR}/share/${PORT}")
vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE")
