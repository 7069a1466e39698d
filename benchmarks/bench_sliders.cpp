// ns per rook_attacks / bishop_attacks call on several geometries. Two figures per line:
// "throughput" (independent calls, what move generation mostly does) and "latency" (each call's
// occupancy depends on the previous result, a lower bound for chained queries).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include "ferz/board/sliders.hpp"

namespace {

template <class G, class F>
void run(const char* name, F attacks) {
    using bb = typename G::bitboard;
    constexpr int n = 4096;
    std::mt19937_64 rng(1);
    std::vector<bb> occ(n);
    std::vector<int> sq(n);
    for (int i = 0; i < n; ++i) {
        for (int s = 0; s < G::squares; ++s)
            if (rng() % 4 == 0) occ[static_cast<std::size_t>(i)].set(s);
        sq[static_cast<std::size_t>(i)] = static_cast<int>(rng() % G::squares);
    }
    (void)attacks(0, bb{});  // build tables outside the timing
    constexpr int reps = 2000;
    using clock = std::chrono::steady_clock;

    bb sink;
    auto t0 = clock::now();
    for (int r = 0; r < reps; ++r)
        for (int i = 0; i < n; ++i) sink ^= attacks(sq[static_cast<std::size_t>(i)], occ[static_cast<std::size_t>(i)]);
    auto t1 = clock::now();
    bb chain;
    for (int r = 0; r < reps; ++r)
        for (int i = 0; i < n; ++i) chain = attacks(sq[static_cast<std::size_t>(i)], occ[static_cast<std::size_t>(i)] ^ (chain & occ[static_cast<std::size_t>(i)]));
    auto t2 = clock::now();
    const double calls = double(n) * reps;
    std::printf("%-22s throughput %6.2f ns/call   latency %6.2f ns/call   (%d)\n", name,
                std::chrono::duration<double, std::nano>(t1 - t0).count() / calls,
                std::chrono::duration<double, std::nano>(t2 - t1).count() / calls,
                sink.popcount() + chain.popcount());
}

}  // namespace

int main() {
    using g8 = ferz::geometry<8, 8>;
    using g108 = ferz::geometry<10, 8>;
    using g99 = ferz::geometry<9, 9>;
    using g1212 = ferz::geometry<12, 12>;
    using g1616 = ferz::geometry<16, 16>;
    std::printf("slider tables for <= 64 squares: %s\n", FERZ_USE_PEXT ? "PEXT" : "magic");
    run<g8>("rook 8x8", [](int s, g8::bitboard o) { return ferz::rook_attacks<g8>(s, o); });
    run<g8>("bishop 8x8", [](int s, g8::bitboard o) { return ferz::bishop_attacks<g8>(s, o); });
    run<g108>("rook 10x8", [](int s, g108::bitboard o) { return ferz::rook_attacks<g108>(s, o); });
    run<g99>("rook 9x9", [](int s, g99::bitboard o) { return ferz::rook_attacks<g99>(s, o); });
    run<g99>("bishop 9x9", [](int s, g99::bitboard o) { return ferz::bishop_attacks<g99>(s, o); });
    run<g1212>("rook 12x12", [](int s, g1212::bitboard o) { return ferz::rook_attacks<g1212>(s, o); });
    run<g1616>("rook 16x16", [](int s, g1616::bitboard o) { return ferz::rook_attacks<g1616>(s, o); });
    run<g99>("lance fR 9x9", [](int s, g99::bitboard o) { return ferz::ray_attacks<g99, 0, 1>(s, o); });
}
