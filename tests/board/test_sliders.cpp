#include <doctest/doctest.h>

#include <cstdint>
#include <random>

#include "ferz/board/sliders.hpp"

namespace {

// Reference: step square by square in the eight directions.
template <class G>
[[gnu::noinline]] typename G::bitboard walk(int sq, int dx, int dy, typename G::bitboard occ) {
    typename G::bitboard out;
    for (int f = G::file_of(sq) + dx, r = G::rank_of(sq) + dy; G::on_board(f, r); f += dx, r += dy) {
        out.set(G::square(f, r));
        if (occ.test(G::square(f, r))) break;
    }
    return out;
}

template <class G>
void check_sliders() {
    using bb = typename G::bitboard;
    std::mt19937_64 rng(31337 + G::squares);
    bool rook_ok = true, bishop_ok = true, queen_ok = true;
    for (int iter = 0; iter < 4000; ++iter) {
        bb occ;
        const unsigned density = 2 + static_cast<unsigned>(rng() % 8);
        for (int sq = 0; sq < G::squares; ++sq)
            if (rng() % density == 0) occ.set(sq);
        const int sq = static_cast<int>(rng() % G::squares);
        if (iter % 3 == 0) occ.set(sq);  // the slider's own square may or may not be in occupied
        const bb rook = walk<G>(sq, 1, 0, occ) | walk<G>(sq, -1, 0, occ) | walk<G>(sq, 0, 1, occ) |
                        walk<G>(sq, 0, -1, occ);
        const bb bishop = walk<G>(sq, 1, 1, occ) | walk<G>(sq, -1, -1, occ) |
                          walk<G>(sq, 1, -1, occ) | walk<G>(sq, -1, 1, occ);
        rook_ok = rook_ok && ferz::rook_attacks<G>(sq, occ) == rook;
        bishop_ok = bishop_ok && ferz::bishop_attacks<G>(sq, occ) == bishop;
        queen_ok = queen_ok && ferz::queen_attacks<G>(sq, occ) == (rook | bishop);
    }
    CHECK(rook_ok);
    CHECK(bishop_ok);
    CHECK(queen_ok);
    // Empty and full boards, every square.
    bool edges_ok = true;
    for (int sq = 0; sq < G::squares; ++sq)
        for (const bb occ : {bb{}, G::all_squares()}) {
            edges_ok = edges_ok &&
                       ferz::rook_attacks<G>(sq, occ) == (walk<G>(sq, 1, 0, occ) | walk<G>(sq, -1, 0, occ) |
                                                          walk<G>(sq, 0, 1, occ) | walk<G>(sq, 0, -1, occ)) &&
                       ferz::bishop_attacks<G>(sq, occ) ==
                           (walk<G>(sq, 1, 1, occ) | walk<G>(sq, -1, -1, occ) |
                            walk<G>(sq, 1, -1, occ) | walk<G>(sq, -1, 1, occ));
        }
    CHECK(edges_ok);
}

}  // namespace

TEST_CASE("sliders 8x8") { check_sliders<ferz::geometry<8, 8>>(); }
TEST_CASE("sliders 10x8") { check_sliders<ferz::geometry<10, 8>>(); }
TEST_CASE("sliders 12x8") { check_sliders<ferz::geometry<12, 8>>(); }
TEST_CASE("sliders 9x9") { check_sliders<ferz::geometry<9, 9>>(); }
TEST_CASE("sliders 9x10") { check_sliders<ferz::geometry<9, 10>>(); }
TEST_CASE("sliders 12x12") { check_sliders<ferz::geometry<12, 12>>(); }
TEST_CASE("sliders 16x16") { check_sliders<ferz::geometry<16, 16>>(); }
TEST_CASE("sliders on small boards (table path, any shape up to 64 squares)") {
    check_sliders<ferz::geometry<3, 3>>();
    check_sliders<ferz::geometry<5, 5>>();
    check_sliders<ferz::geometry<6, 6>>();
    check_sliders<ferz::geometry<16, 4>>();
}
// Taller than wide: without PEXT, no magic was found for some squares and the table build never
// ended (3×9, 4×8..4×16, 5×9, 7×9...); those squares now scan their rays.
TEST_CASE("sliders on tall boards (magic search gives up, ray scan per square)") {
    check_sliders<ferz::geometry<3, 16>>();
    check_sliders<ferz::geometry<4, 16>>();
    check_sliders<ferz::geometry<7, 9>>();
}

TEST_CASE("sliders: constant evaluation falls back to the ray scan") {
    using g = ferz::geometry<8, 8>;
    static_assert(ferz::rook_attacks<g>(0, g::bitboard{}).popcount() == 14);
    static_assert(ferz::bishop_attacks<g>(27, g::bitboard{}).popcount() == 13);
    static_assert(ferz::queen_attacks<g>(0, g::bitboard::square(9)).popcount() == 15);
}
