// The version macros agree with each other and with the version CMake read from the header.
#include <ferz/version.hpp>

#include <doctest/doctest.h>

#include <string>
#include <string_view>

TEST_CASE("version: the string is spelled from the numbers") {
    const std::string spelled = std::to_string(FERZ_VERSION_MAJOR) + "." + std::to_string(FERZ_VERSION_MINOR) +
                                "." + std::to_string(FERZ_VERSION_PATCH);
    CHECK(std::string_view(FERZ_VERSION) == spelled);
    CHECK(FERZ_VERSION_NUMBER == FERZ_VERSION_MAJOR * 10000 + FERZ_VERSION_MINOR * 100 + FERZ_VERSION_PATCH);
}

#ifdef FERZ_TEST_CMAKE_VERSION
static_assert(FERZ_VERSION_MAJOR == FERZ_TEST_CMAKE_VERSION_MAJOR);
static_assert(FERZ_VERSION_MINOR == FERZ_TEST_CMAKE_VERSION_MINOR);
static_assert(FERZ_VERSION_PATCH == FERZ_TEST_CMAKE_VERSION_PATCH);

TEST_CASE("version: CMake's project version is the header's") {
    CHECK(std::string_view(FERZ_VERSION) == std::string_view(FERZ_TEST_CMAKE_VERSION));
}
#endif
