// ferz/version.hpp: the library's version, written down in this one place.
//
// CMake reads the three numbers below with a regular expression before project(), and the Conan
// recipe reads them from here too, so a release changes these lines and nothing else (the vcpkg
// manifest repeats the number, and a ctest test checks that it agrees). The header includes nothing,
// so a program can test the version with the preprocessor before it includes anything else of ferz.
#pragma once

#define FERZ_VERSION_MAJOR 0
#define FERZ_VERSION_MINOR 1
#define FERZ_VERSION_PATCH 0

// One integer for `#if FERZ_VERSION_NUMBER >= 100` tests: major * 10000 + minor * 100 + patch.
#define FERZ_VERSION_NUMBER (FERZ_VERSION_MAJOR * 10000 + FERZ_VERSION_MINOR * 100 + FERZ_VERSION_PATCH)

#define FERZ_DETAIL_STRINGIFY_(x) #x
#define FERZ_DETAIL_STRINGIFY(x) FERZ_DETAIL_STRINGIFY_(x)

// "0.1.0", spelled from the numbers above so the two cannot disagree.
#define FERZ_VERSION                                                                                 \
    FERZ_DETAIL_STRINGIFY(FERZ_VERSION_MAJOR)                                                        \
    "." FERZ_DETAIL_STRINGIFY(FERZ_VERSION_MINOR) "." FERZ_DETAIL_STRINGIFY(FERZ_VERSION_PATCH)
