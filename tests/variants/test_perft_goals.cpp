// Perft and results of the flag goals (variants/goals.hpp): king of the hill and racing kings against
// ../shared/perft/suite.tsv (Fairy-Stockfish's counts; every row at its suite depth), and positions
// for the flag rule's cases with Fairy-Stockfish's counts through tools/oracle-perft: a flag reached
// with no reply (king of the hill), Black's king following White's into the last rank or not, and no
// move that gives check (racing kings).
#include <doctest/doctest.h>

#include "ferz/game.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/goals.hpp"
#include "support/perft_case.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

namespace {

template <class V>
ferz::game_status result_of(std::string_view fen) {
    auto pos = ferz::from_fen<V>(fen);
    REQUIRE(pos.has_value());
    return ferz::game_result(*pos);
}

}  // namespace

TEST_CASE("king of the hill: the suite, and a king on the hill wins at once") {
    check_perft<kingofthehill>("rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12", 3, 19003);
    check_perft<kingofthehill>("startpos", 4, 197281);  // chess's: no king reaches the centre in four plies
    // oracle-perft: the king on d5 has won; the side to move has no moves.
    check_perft<kingofthehill>("8/8/8/3K4/8/8/8/k7 b - - 0 1", 1, 0);
    check_perft<kingofthehill>("8/8/8/8/2K5/8/8/k7 w - - 0 1", 3, 105);
    check_perft<kingofthehill>("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 6, 51096);
    CHECK(result_of<kingofthehill>("8/8/8/3K4/8/8/8/k7 b - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
    // Two kings are no dead draw here: either may still reach the hill.
    CHECK_FALSE(result_of<kingofthehill>("4k3/8/8/8/8/8/8/4K3 w - - 0 1").over());
}

TEST_CASE("racing kings: the suite") {
    check_perft<racingkings>("startpos", 1, 21);
    check_perft<racingkings>("startpos", 4, 296242);
    check_perft<racingkings>("6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1", 4, 86041);
    check_perft<racingkings>("6R1/2k5/5K2/8/3r4/8/8/8 b - - 0 1", 4, 86009);
    check_perft<racingkings>("4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1", 6, 265932);
}

TEST_CASE("racing kings: Black's king may follow White's in, once; no move gives check") {
    // oracle-perft: White's king on b8, Black's too far to follow: over.
    check_perft<racingkings>("1K6/8/8/8/8/8/8/7k b - - 0 1", 1, 0);
    CHECK(result_of<racingkings>("1K6/8/8/8/8/8/8/7k b - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
    // Black's king can follow: every Black move is legal (8), and then the game is over: drawn if it
    // followed, won by White if not.
    check_perft<racingkings>("1K6/6k1/8/8/8/8/8/8 b - - 0 1", 1, 8);
    check_perft<racingkings>("1K6/6k1/8/8/8/8/8/8 b - - 0 1", 2, 0);
    CHECK_FALSE(result_of<racingkings>("1K6/6k1/8/8/8/8/8/8 b - - 0 1").over());
    CHECK(result_of<racingkings>("1K4k1/8/8/8/8/8/8/8 w - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::draw});
    CHECK(result_of<racingkings>("1K6/8/6k1/8/8/8/8/8 w - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::win});
    // Black got there first: White gets no reply.
    CHECK(result_of<racingkings>("6k1/8/1K6/8/8/8/8/8 w - - 0 1") == ferz::game_status{ferz::game_end::flag, ferz::outcome::loss});
    check_perft<racingkings>("8/1K4k1/8/8/8/8/8/8 w - - 0 1", 3, 170);
    // The rook on b2 holds the b-file: the king on b7 has its six steps off it (oracle-perft divides
    // a6 c8 c6 a7 c7 a8).
    check_perft<racingkings>("8/1K6/8/8/8/8/1r6/5k2 w - - 0 1", 1, 6);
    check_perft<racingkings>("8/1K6/8/8/8/8/1r6/5k2 w - - 0 1", 3, 300);
    // No move gives check: Black's rook may not go to the b-file or the seventh rank here.
    auto pos = ferz::from_fen<racingkings>("8/1K6/8/8/8/8/5r2/5k2 b - - 0 1");
    REQUIRE(pos.has_value());
    for (const ferz::move m : ferz::legal_moves(*pos)) {
        ferz::position<racingkings> after = *pos;
        after.make(m);
        CHECK_FALSE(after.royal_attacked(0));
    }
    CHECK_FALSE(ferz::parse_uci(*pos, "f2b2").has_value());
    CHECK_FALSE(ferz::parse_uci(*pos, "f2f7").has_value());
    CHECK(ferz::parse_uci(*pos, "f2f3").has_value());
}
