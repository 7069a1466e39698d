// The smallest program that uses the packaged ferz: it must find the headers and compile as C++20.
#if __has_include(<ferz/ferz.hpp>)
#include <ferz/ferz.hpp>
#endif
#include <ferz/version.hpp>

#include <cstdio>

int main() {
    std::printf("ferz %s\n", FERZ_VERSION);
}
