// The smallest program that uses the packaged ferz: the whole library, compiled as C++20, and
// something to check that it works (perft 3 of chess from the start is 8,902 in every engine).
#include <ferz/ferz.hpp>

#include <cstdio>

int main() {
    ferz::position<ferz::variants::chess> pos;
    const auto nodes = static_cast<unsigned long long>(ferz::perft(pos, 3));
    std::printf("ferz %s: perft(3) = %llu\n", FERZ_VERSION, nodes);
    return nodes == 8902 ? 0 : 1;
}
