// Perft of the large-board variants (variants/large.hpp) against ../shared/perft/suite.tsv
// (Fairy-Stockfish's counts; every row at its suite depth), positions for the rules they add (counts
// from Fairy-Stockfish too, through tools/oracle-perft), walls in FEN, and random games that check
// keys, FENs and make/unmake.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(grand)
FERZ_TEST_SHARED(omicron)

#include <string>

#include "ferz/notation/fen.hpp"
#include "ferz/variants/large.hpp"
#include "support/move_text.hpp"
#include "support/perft_case.hpp"
#include "support/random_games.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("grand: pawns from the third rank, optional promotion, limits, no plain move to the last rank") {
    check_perft<grand>("startpos", 3, 259514);
    check_perft<grand>("r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3", 2, 5768);
    // e9: only the six promotions (rank 10 is dead for a pawn); with a queen, no q.
    check_perft<grand>("k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1", 1, 9);
    check_perft<grand>("k9/4P5/10/10/10/10/10/10/10/K9 w - - 0 1", 2, 24);
    check_perft<grand>("k9/4P5/10/10/10/10/10/10/10/KQ8 w - - 0 1", 2, 64);
    // e7: e8 plain or promoted.
    check_perft<grand>("k9/10/10/4P5/10/10/10/10/10/K9 w - - 0 1", 1, 10);
    check_perft<grand>("r8r/1nbqkcabn1/ppppppp1pp/10/10/10/7p2/PPPPPPPPPP/1NBQKCABN1/R8R b - - 0 1", 2, 4485);
}

TEST_CASE("opulent, tencubed: new leapers on 10x10") {
    check_perft<opulent>("startpos", 3, 133829);
    check_perft<tencubed>("startpos", 3, 68230);
}

TEST_CASE("centaur (Royal Court): 10x8, the king castles three squares") {
    check_perft<centaur>("startpos", 3, 24490);
}

TEST_CASE("shako: cannons, elephants, castling on the second rank") {
    check_perft<shako>("4kc3c/ernbq1b1re/ppp3p1pp/3p2pp2/4p5/5P4/2PN2P3/PP1PP2PPP/ER1BQKBNR1/5C3C w KQ - 0 9", 3, 26325);
    check_perft<shako>("4ncr1k1/1cr2P4/pp2p2pp1/P7PN/2Ep1p4/B3P1eN2/2P1n1P3/1B1P1K4/9p/5C2CR w - - 0 1", 3, 180467);
    check_perft<shako>("r5k3/4q2c2/1ebppnp3/1pp3BeEQ/10/2PE2P3/1P3P4/5NP2P/rR3KB3/7C2 w Q - 3 35", 2, 4940);
    // K is the i2 rook (the scan starts at file i), q the b9 rook.
    check_perft<shako>("10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1", 2, 460);
    auto pos = *ferz::position<shako>::from_fen("10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1");
    CHECK(ferz::to_fen(pos) == "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1");
}

TEST_CASE("wolf: sergeants, initial moves bound to squares, sergeant e.p., elephant promotion") {
    check_perft<wolf>("startpos", 3, 13722);
    check_perft<wolf>("8/k5SP/8/8/8/8/8/8/8/7K w - - 0 1", 1, 24);  // h9h10 w/f/q/r/b/+, g9 f10/g10/h10 x 5
    check_perft<wolf>("8/k5SP/8/8/8/8/8/8/8/7K w - - 0 1", 4, 10587);
    // b9b7 passes b8: c7xb8 e.p. takes the sergeant.
    check_perft<wolf>("k7/1s6/8/2P5/8/8/8/8/8/7K b - - 0 1", 2, 25);
    // A sergeant on b3 may step two, one on d3 may not; a pawn on d3 has no double step.
    check_perft<wolf>("k7/8/8/8/8/8/8/1S1S4/8/7K w - - 0 1", 2, 30);
    check_perft<wolf>("k7/8/8/8/8/8/8/3P4/8/7K w - - 0 1", 2, 12);
}

TEST_CASE("jesonmor: knights only, the flag on e5") {
    check_perft<jesonmor>("startpos", 3, 27960);
    check_perft<jesonmor>("nn1nnn1nn/9/3n1n3/9/9/9/3N1N3/9/NN1NNN1NN w - - 4 3", 3, 37564);
    // After d3e5, Black has one reply; White to move with a knight on e5 has won: no moves.
    check_perft<jesonmor>("nn1nnn1nn/9/3n1n3/9/4N4/9/5N3/9/NN1NNN1NN b - - 5 3", 2, 56);
    check_perft<jesonmor>("nn1nnn1nn/9/3n1n3/9/4N4/9/5N3/9/NN1NNN1NN w - - 5 3", 1, 0);
}

TEST_CASE("walls: gustav3, omicron, troitzky") {
    check_perft<gustav3>("startpos", 4, 331659);
    check_perft<gustav3>("arnbqkbnra/*8*/*8*/*8*/*8*/*8*/*8*/ARNBQKBNRA w KQkq - 0 1", 2, 3653);
    check_perft<omicron>("startpos", 4, 967381);
    check_perft<omicron>("w**********w/*r4k3r*/*10*/*10*/*10*/*10*/*10*/*10*/*R4K3R*/W**********W w KQkq - 0 1", 2, 904);
    check_perft<troitzky>("startpos", 3, 8766);
    // Promotion on the last square of each file: b8 and a6.
    check_perft<troitzky>("****1k****/**6**/*8*/*P7*/10/10/*8*/*8*/**6**/****K1**** w - - 0 1", 2, 32);
    check_perft<troitzky>("****1k****/**6**/*8*/*8*/10/P9/*8*/*8*/**6**/****K1**** w - - 0 1", 2, 30);
}

TEST_CASE("walls in FEN: written back, and required exactly where the variant has them") {
    for (const std::string fen : {"w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1"}) {
        const auto pos = ferz::position<omicron>::from_fen(fen);
        REQUIRE(pos.has_value());
        CHECK(ferz::to_fen(*pos) == fen);
    }
    CHECK(ferz::to_fen(ferz::position<troitzky>{}) == troitzky::start_fen);
    CHECK(ferz::to_fen(ferz::position<gustav3>{}) == gustav3::start_fen);
    // A wall where there is none (f1), and a wall square written empty (a2): the column is named.
    const auto extra = ferz::position<troitzky>::from_fen("****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****K***** w - - 0 1");
    REQUIRE(!extra.has_value());
    CHECK(extra.error().column == 75);
    const auto missing = ferz::position<gustav3>::from_fen("arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/1PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1");
    REQUIRE(!missing.has_value());
    CHECK(missing.error().column == 39);
    CHECK(!ferz::position<grand>::from_fen("r8r/1nbqkcabn1/pppppppppp/10/10/10/*9/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1").has_value());
}

TEST_CASE("random games: keys, FENs, make/unmake, move text") {
    ferz::testing::random_games<grand>("startpos", 3, 200);
    ferz::testing::random_games<shako>("startpos", 3, 200);
    ferz::testing::random_games<wolf>("startpos", 3, 200);
    ferz::testing::random_games<omicron>("startpos", 3, 200);
    ferz::testing::random_games<troitzky>("startpos", 3, 200);
    ferz::testing::random_games<jesonmor>("startpos", 3, 200);
    CHECK(ferz::testing::move_text_round_trips<wolf>(2, 120) > 0);
    CHECK(ferz::testing::move_text_round_trips<gustav3>(2, 120) > 0);
}
