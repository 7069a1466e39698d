// Regions (board/region.hpp): squares as text, mirrored for Black, and what they do to a piece's
// moves (rules/piece.hpp: confined, moves_in).
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(xiangqi)

#include <string_view>

#include "ferz/board/region.hpp"
#include "ferz/movegen/generate.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/xiangqi.hpp"

using G = ferz::geometry<9, 10>;
using bb = G::bitboard;

namespace {
bb squares(std::string_view text) {
    bb out{};
    for (std::size_t i = 0; i + 1 < text.size(); i += 3) {
        const int file = text[i] - 'a';
        int rank = text[i + 1] - '0';
        if (i + 2 < text.size() && text[i + 2] >= '0' && text[i + 2] <= '9') rank = rank * 10 + (text[i + 2] - '0'), ++i;
        out.set(G::square(file, rank - 1));
    }
    return out;
}
}  // namespace

TEST_CASE("a region is squares and boxes, in any order, separated by spaces or commas") {
    CHECK(*ferz::parse_region<G>("d1-f3") == squares("d1 e1 f1 d2 e2 f2 d3 e3 f3"));
    CHECK(*ferz::parse_region<G>("f3-d1") == *ferz::parse_region<G>("d1-f3"));
    CHECK(*ferz::parse_region<G>("e2,d1 f1") == squares("d1 f1 e2"));
    CHECK(*ferz::parse_region<G>("i10") == bb::square(G::square(8, 9)));
    CHECK(ferz::parse_region<G>("a6-i10")->popcount() == 45);
    CHECK(ferz::parse_region<G>("")->none());
    static_assert(ferz::parse_region<G>("a1-i10")->popcount() == 90, "usable in constant evaluation");
}

TEST_CASE("a malformed region names the column and what is wrong") {
    auto error = [](std::string_view text) { return ferz::describe(text, ferz::parse_region<G>(text).error()); };
    CHECK(error("d1-z3") == "region 'd1-z3', column 4: expected a file letter a..p");
    CHECK(error("j1") == "region 'j1', column 1: square off the board");
    CHECK(error("a11") == "region 'a11', column 1: square off the board");
    CHECK(error("d") == "region 'd', column 2: expected a rank number");
    CHECK(error("d1;e2") == "region 'd1;e2', column 3: expected a space, a comma or '-'");
}

TEST_CASE("Black's region is White's with the ranks mirrored") {
    CHECK(ferz::mirror_ranks<G>(*ferz::parse_region<G>("d1-f3")) == *ferz::parse_region<G>("d8-f10"));
    CHECK(ferz::mirror_ranks<G>(*ferz::parse_region<G>("a6-i10")) == *ferz::parse_region<G>("a1-i5"));
}

namespace {
template <class V>
int moves_from(std::string_view fen, std::string_view from) {
    const auto parsed = ferz::position<V>::from_fen(fen);
    REQUIRE_MESSAGE(parsed.has_value(), fen);
    const auto& pos = *parsed;
    const int sq = G::square(from[0] - 'a', from[1] - '1');
    int n = 0;
    for (const ferz::move m : ferz::legal_moves(pos)) n += m.from() == sq;
    return n;
}
}  // namespace

TEST_CASE("xiangqi's pieces keep to their regions") {
    using ferz::variants::xiangqi;
    // The king in the palace's corner: two steps, none out of the palace.
    CHECK(moves_from<xiangqi>("5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1") == 2);
    // An advisor in the palace's centre: four; in a corner: one.
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "e2") == 4);
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1", "d1") == 1);
    // An elephant at the river (on c5, one of its seven points) does not cross it; one elephant eye
    // blocked. (An elephant off its points, as on e5, is a FEN no game reaches: an error, test_dynamic.cpp.)
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c5") == 2);
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1", "c5") == 1);
    // A soldier before the river steps forward only; across it, sideways too (never back).
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1", "e4") == 1);
    CHECK(moves_from<xiangqi>("3k5/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1", "e6") == 3);
    // Black's soldier crosses the other way.
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/4p4/9/9/9/4K4 b - - 0 1", "e5") == 3);
}

TEST_CASE("xiangqi: the kings may not face each other on an open file") {
    using ferz::variants::xiangqi;
    // White's king may not step onto Black's king's open file; with a piece between, it may.
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e1") == 2);
    CHECK(moves_from<xiangqi>("3k5/9/9/9/9/9/9/3N5/9/4K4 w - - 0 1", "e1") == 3);
    // The piece between them is pinned to their file: a horse has no move, a cannon moves along it.
    CHECK(moves_from<xiangqi>("4k4/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1", "e3") == 0);
    CHECK(moves_from<xiangqi>("4k4/9/9/9/9/9/9/4C4/9/4K4 w - - 0 1", "e3") == 7);
}
