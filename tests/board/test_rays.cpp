#include <doctest/doctest.h>

#include <cstdint>
#include <random>

#include "ferz/board/rays.hpp"

namespace {

// Reference: step square by square, no tables, no bit tricks. noinline keeps the optimiser from
// spending seconds on inlining hundreds of copies into the test loops.
template <class G>
[[gnu::noinline]] typename G::bitboard walk(int sq, int dx, int dy, typename G::bitboard occ, int range) {
    typename G::bitboard out;
    int f = G::file_of(sq), r = G::rank_of(sq);
    for (int n = 0; range <= 0 || n < range; ++n) {
        f += dx;
        r += dy;
        if (f < 0 || f >= G::files || r < 0 || r >= G::ranks) break;
        out.set(r * G::files + f);
        if (occ.test(r * G::files + f)) break;
    }
    return out;
}

template <class G>
typename G::bitboard random_occupancy(std::mt19937_64& rng) {
    typename G::bitboard b;
    const unsigned density = 2 + static_cast<unsigned>(rng() % 6);  // 1/2 .. 1/7 of the squares
    for (int sq = 0; sq < G::squares; ++sq)
        if (rng() % density == 0) b.set(sq);
    return b;
}

template <int Dx, int Dy, class G>
[[gnu::noinline]] bool step_ok(int sq, typename G::bitboard occ, int range) {
    const auto& t = ferz::ray<G, Dx, Dy>;
    const auto want = walk<G>(sq, Dx, Dy, occ, 0);
    const auto want_r = walk<G>(sq, Dx, Dy, occ, range);
    return ferz::ray_mask<G, Dx, Dy>(sq) == walk<G>(sq, Dx, Dy, {}, 0) &&
           ferz::ray_attacks<G, Dx, Dy>(sq, occ) == want && t.attacks(sq, occ) == want &&
           ferz::ray_attacks<G, Dx, Dy>(sq, occ, range) == want_r &&
           t.attacks(sq, occ, range) == want_r &&
           ferz::ray_attacks<G>(sq, Dx, Dy, occ, range) == want_r &&
           ferz::ray_attacks<G>(sq, Dx, Dy, occ) == want;
}

template <class G>
void check_rays() {
    using ferz::ray;
    std::mt19937_64 rng(4242 + G::squares);
    bool ok = true;
    for (int iter = 0; iter < 1000; ++iter) {
        const auto occ = random_occupancy<G>(rng);
        const int sq = static_cast<int>(rng() % G::squares);
        const int range = 1 + static_cast<int>(rng() % 4);
        // The eight queen lines plus a few leaper-rider steps; other steps are covered by the
        // run-time tables below, which share the same code.
        ok = ok && step_ok<1, 0, G>(sq, occ, range) && step_ok<-1, 0, G>(sq, occ, range) &&
             step_ok<0, 1, G>(sq, occ, range) && step_ok<0, -1, G>(sq, occ, range) &&
             step_ok<1, 1, G>(sq, occ, range) && step_ok<-1, -1, G>(sq, occ, range) &&
             step_ok<1, -1, G>(sq, occ, range) && step_ok<-1, 1, G>(sq, occ, range) &&
             step_ok<1, 2, G>(sq, occ, range) && step_ok<-1, -3, G>(sq, occ, range);
        // Run-time tables agree with the compile-time ones.
        const int dx = static_cast<int>(rng() % 31) - 15, dy = static_cast<int>(rng() % 31) - 15;
        if (dx != 0 || dy != 0) {
            const auto t = ferz::make_ray<G>(dx, dy);
            ok = ok && t.attacks(sq, occ) == walk<G>(sq, dx, dy, occ, 0) &&
                 t.attacks(sq, occ, range) == walk<G>(sq, dx, dy, occ, range) &&
                 ferz::ray_mask<G>(sq, dx, dy) == walk<G>(sq, dx, dy, {}, 0);
        }
    }
    CHECK(ok);

    // between and line against walks, for every pair of squares.
    bool between_ok = true;
    for (int a = 0; a < G::squares; ++a)
        for (int b = 0; b < G::squares; ++b) {
            typename G::bitboard want_between, want_line;
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy) {
                    if ((dx == 0 && dy == 0) || a == b) continue;
                    const auto r = walk<G>(a, dx, dy, {}, 0);
                    if (!r.test(b)) continue;
                    want_between = andnot(r, walk<G>(b, dx, dy, {}, 0)) ^ G::bitboard::square(b);
                    want_line = r | walk<G>(a, -dx, -dy, {}, 0) | G::bitboard::square(a);
                }
            between_ok = between_ok && ferz::between<G>(a, b) == want_between &&
                         ferz::line<G>(a, b) == want_line;
            // Nightrider line: between along (1, 2) or (-1, -2).
            typename G::bitboard want_n;
            for (int s = -1; s <= 1; s += 2) {
                const auto r = walk<G>(a, s, 2 * s, {}, 0);
                if (r.test(b)) want_n = andnot(r, walk<G>(b, s, 2 * s, {}, 0)) ^ G::bitboard::square(b);
            }
            between_ok = between_ok && ferz::between<G, 1, 2>(a, b) == want_n;
        }
    CHECK(between_ok);
}

}  // namespace

TEST_CASE("rays 8x8") { check_rays<ferz::geometry<8, 8>>(); }
TEST_CASE("rays 10x8") { check_rays<ferz::geometry<10, 8>>(); }
TEST_CASE("rays 12x8") { check_rays<ferz::geometry<12, 8>>(); }
TEST_CASE("rays 9x9") { check_rays<ferz::geometry<9, 9>>(); }
TEST_CASE("rays 12x12") { check_rays<ferz::geometry<12, 12>>(); }
TEST_CASE("rays 16x16") { check_rays<ferz::geometry<16, 16>>(); }
TEST_CASE("rays 3x3") { check_rays<ferz::geometry<3, 3>>(); }

TEST_CASE("rays: constant evaluation") {
    using g = ferz::geometry<8, 8>;
    static_assert(ferz::ray_mask<g, 1, 0>(0).value() == 0xFEULL);
    static_assert(ferz::ray_attacks<g, 0, 1>(0, g::bitboard::square(24)).popcount() == 3);
    static_assert(ferz::ray_mask<g, 1, 2>(0).popcount() == 3);  // b3 c5 d7
    static_assert(ferz::between<g>(0, 63).popcount() == 6);
    static_assert(ferz::between<g>(0, 17).none());
    static_assert(ferz::line<g>(9, 18).popcount() == 8);
}
