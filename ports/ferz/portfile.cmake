# vcpkg port of ferz (header-only). Before submitting it to a registry, fill in the placeholders:
#   REPO    the GitHub owner/name that hosts ferz
#   REF     the release tag, "v${VERSION}" as written below
#   SHA512  the archive's hash: leave 0, run `vcpkg install ferz --overlay-ports=ports`, and copy
#           the "Actual hash" vcpkg prints
# and keep "version" in vcpkg.json equal to include/ferz/version.hpp (ctest packaging.vcpkg_port
# checks that).
vcpkg_from_github(
    OUT_SOURCE_PATH SOURCE_PATH
    REPO ferz/ferz
    REF "v${VERSION}"
    SHA512 0
    HEAD_REF main
)

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
