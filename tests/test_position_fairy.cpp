// position<V> on fairy rules: Berolina's e.p. (the square passed and the pawn taken are on other
// files), grasshopper hops, Shatranj's bare king; long random games as in test_position.cpp.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(berolina)
FERZ_TEST_SHARED(grasshopper)
FERZ_TEST_SHARED(shatranj)

#include <string_view>

#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/position.hpp"
#include "ferz/variants/fairy.hpp"
#include "support/positions.hpp"
#include "support/random_games.hpp"

using namespace ferz;
using namespace ferz::variants;
using ferz::testing::random_games;

using ferz::testing::at;

TEST_CASE("random games: Berolina, grasshopper, Shatranj") {
    const auto b = random_games<berolina>("startpos", 200, 200);
    MESSAGE("berolina plies " << b.plies << ", e.p. " << b.en_passants);
    CHECK(b.plies > 0);  // random Berolina games rarely meet e.p.: the next case plays one
    random_games<grasshopper>("startpos", 100, 200);
    random_games<shatranj>("startpos", 100, 200);
}

TEST_CASE("Berolina e.p.: the FEN names the square passed and the pawn to take") {
    auto pos = at<berolina>("4k3/8/8/8/2p5/8/1P6/4K3 w - - 0 1");
    const auto push = parse_uci(pos, "b2d4");
    REQUIRE(push.has_value());
    pos.make(*push);
    // Regression: the writer gave only c3, which reads back with the victim on c4.
    CHECK(to_fen(pos) == "4k3/8/8/8/2pP4/8/8/4K3 b - c3d4 0 1");
    const auto ep = parse_uci(pos, "c4c3");
    REQUIRE(ep.has_value());
    CHECK(ep->kind() == move_kind::en_passant);
    auto read = at<berolina>(to_fen(pos));
    CHECK(read.key() == pos.key());
    const auto ep2 = parse_uci(read, "c4c3");
    REQUIRE(ep2.has_value());
    CHECK(*ep2 == *ep);
    read.make(*ep2);
    CHECK(to_fen(read) == "4k3/8/8/8/8/2p5/8/4K3 w - - 0 2");
    pos.make(*ep);
    CHECK(to_fen(pos) == to_fen(read));
    CHECK(pos.key() == read.key());
    pos.unmake();
    CHECK(to_fen(pos) == "4k3/8/8/8/2pP4/8/8/4K3 b - c3d4 0 1");
}

TEST_CASE("Shatranj and grasshopper FENs round trip from the start") {
    CHECK(to_fen(position<shatranj>{}) == shatranj::start_fen);
    CHECK(to_fen(position<grasshopper>{}) == grasshopper::start_fen);
    // Shatranj has no castling: KQkq is an error at its first letter.
    const auto r = parse_fen<shatranj>("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1");
    REQUIRE_FALSE(r.has_value());
    CHECK(r.error().field == fen_field::castling);
    CHECK(r.error().column == 47);
}
