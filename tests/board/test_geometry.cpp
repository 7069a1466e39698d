#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <type_traits>

#include "ferz/board/geometry.hpp"

namespace {

// Reference shift: walk every square. Slow and obviously right.
template <class G>
typename G::bitboard naive_shift(typename G::bitboard b, int dx, int dy) {
    typename G::bitboard out;
    for (int sq = 0; sq < G::squares; ++sq) {
        if (!b.test(sq)) continue;
        const int f = G::file_of(sq) + dx, r = G::rank_of(sq) + dy;
        if (G::on_board(f, r)) out.set(G::square(f, r));
    }
    return out;
}

template <class G>
typename G::bitboard random_board(std::mt19937_64& rng) {
    typename G::bitboard b;
    for (int sq = 0; sq < G::squares; ++sq)
        if (rng() % 3 == 0) b.set(sq);
    return b;
}

// The compile-time shift against the run-time one; the run-time one against the walk, below.
// Plain bools in the inner loops: a doctest CHECK per case costs more compile time than the test.
template <int Dx, int Dy, class G>
bool shift_ok(typename G::bitboard b) {
    return G::template shift<Dx, Dy>(b) == G::shift(b, Dx, Dy);
}

template <class G>
void check_geometry() {
    using bb = typename G::bitboard;
    static_assert(G::squares == G::files * G::ranks);
    static_assert(std::is_same_v<bb, ferz::bitboard_for<G::squares>>);
    CHECK(G::all_squares().popcount() == G::squares);
    CHECK(G::all_squares().msb() == G::squares - 1);
    bb files_union, ranks_union;
    for (int f = 0; f < G::files; ++f) {
        CHECK(G::file_mask(f).popcount() == G::ranks);
        CHECK((G::file_mask(f) & files_union).none());
        files_union |= G::file_mask(f);
    }
    for (int r = 0; r < G::ranks; ++r) {
        CHECK(G::rank_mask(r).popcount() == G::files);
        CHECK(G::rank_mask(r).lsb() == G::square(0, r));
        ranks_union |= G::rank_mask(r);
        CHECK(G::relative_rank_mask(0, r) == G::rank_mask(r));
        CHECK(G::relative_rank_mask(1, r) == G::rank_mask(G::ranks - 1 - r));
    }
    CHECK(files_union == G::all_squares());
    CHECK(ranks_union == G::all_squares());
    bool numbering = true;
    for (int sq = 0; sq < G::squares; ++sq) {
        const int f = G::file_of(sq), r = G::rank_of(sq);
        numbering = numbering && G::square(f, r) == sq && G::on_board(f, r) && G::on_board(sq) &&
                    G::file_mask(f).test(sq) && G::rank_mask(r).test(sq) &&
                    G::relative_rank(0, sq) == r && G::relative_rank(1, sq) == G::ranks - 1 - r &&
                    G::flip_rank(G::flip_rank(sq)) == sq && G::rank_of(G::flip_rank(sq)) == G::ranks - 1 - r;
    }
    CHECK(numbering);
    CHECK(!G::on_board(-1, 0));
    CHECK(!G::on_board(G::files, 0));
    CHECK(!G::on_board(0, G::ranks));
    for (int k = 0; k <= G::ranks; ++k) {
        bb want0, want1;
        for (int r = 0; r < G::ranks; ++r) {
            if (r >= k) want0 |= G::rank_mask(r);
            if (G::ranks - 1 - r >= k) want1 |= G::rank_mask(r);
        }
        CHECK(G::ranks_from(0, k) == want0);
        CHECK(G::ranks_from(1, k) == want1);
    }

    std::mt19937_64 rng(77 + G::squares);
    bool ok = true, inside = true;
    for (int iter = 0; iter < 40; ++iter) {
        const bb b = random_board<G>(rng);
        ok = ok && shift_ok<1, 0, G>(b);
        ok = ok && shift_ok<-1, 0, G>(b);
        ok = ok && shift_ok<0, 1, G>(b);
        ok = ok && shift_ok<0, -1, G>(b);
        ok = ok && shift_ok<1, 1, G>(b);
        ok = ok && shift_ok<-1, -1, G>(b);
        ok = ok && shift_ok<1, -1, G>(b);
        ok = ok && shift_ok<-1, 1, G>(b);
        ok = ok && shift_ok<1, 2, G>(b);
        ok = ok && shift_ok<0, -5, G>(b);
        ok = ok && shift_ok<-15, 15, G>(b);
        ok = ok && shift_ok<15, -15, G>(b);
        ok = ok && G::template shift<0, 0>(b) == b;
        // The invariant: shifted sets never leave all_squares().
        for (int dx = -15; dx <= 15; ++dx)
            for (int dy = -15; dy <= 15; ++dy) {
                const bb s = G::shift(b, dx, dy);
                inside = inside && andnot(s, G::all_squares()).none() && s == naive_shift<G>(b, dx, dy);
            }
    }
    CHECK(ok);
    CHECK(inside);
}

}  // namespace

TEST_CASE("geometry 3x3") { check_geometry<ferz::geometry<3, 3>>(); }
TEST_CASE("geometry 8x8") { check_geometry<ferz::geometry<8, 8>>(); }
TEST_CASE("geometry 10x8") { check_geometry<ferz::geometry<10, 8>>(); }
TEST_CASE("geometry 12x8") { check_geometry<ferz::geometry<12, 8>>(); }
TEST_CASE("geometry 9x9") { check_geometry<ferz::geometry<9, 9>>(); }
TEST_CASE("geometry 12x12") { check_geometry<ferz::geometry<12, 12>>(); }
TEST_CASE("geometry 16x16") { check_geometry<ferz::geometry<16, 16>>(); }
TEST_CASE("geometry 16x4 and 4x16") {
    check_geometry<ferz::geometry<16, 4>>();
    check_geometry<ferz::geometry<4, 16>>();
}

TEST_CASE("geometry: numbering is a1 = 0, file-major within a rank") {
    using g = ferz::geometry<8, 8>;
    static_assert(g::square(0, 0) == 0 && g::square(7, 0) == 7 && g::square(0, 1) == 8);
    static_assert(g::square(4, 3) == 28 && g::file_of(28) == 4 && g::rank_of(28) == 3);
    static_assert(g::file_mask(0).value() == 0x0101010101010101ULL);
    static_assert(g::rank_mask(1).value() == 0xFF00ULL);
    static_assert(g::shift<1, 0>(g::file_mask(7)).none());
    using s = ferz::geometry<9, 9>;
    static_assert(s::squares == 81 && s::all_squares().popcount() == 81);
    static_assert(s::rank_mask(8).msb() == 80);
}
