// A user's program: it includes ferz the way the README says and checks that the version it was
// built against is the one the build system asked for.
#include <ferz/ferz.hpp>

#include <cstdio>
#include <cstring>

static_assert(__cplusplus >= 202002L, "ferz::ferz must bring C++20 with it");
static_assert(FERZ_VERSION_MAJOR == FERZ_EXPECTED_MAJOR && FERZ_VERSION_MINOR == FERZ_EXPECTED_MINOR &&
                  FERZ_VERSION_PATCH == FERZ_EXPECTED_PATCH,
              "the ferz headers found are not the version the package said it was");

int main() {
    std::printf("ferz %s\n", FERZ_VERSION);
    return std::strcmp(FERZ_VERSION, FERZ_EXPECTED_VERSION) == 0 ? 0 : 1;
}
