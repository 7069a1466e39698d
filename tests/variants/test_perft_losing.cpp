// Perft and results of the losing games (variants/losing.hpp) against ../shared/perft/suite.tsv
// (Fairy-Stockfish's counts; every row at its suite depth), and positions for each rule's cases with
// Fairy-Stockfish's counts through tools/oracle-perft: captures that are compulsory, castling by a king
// that is not royal, promotion to a king, the last piece lost, the bare king (losers).
#include <doctest/doctest.h>

#include "ferz/game.hpp"
#include "ferz/movegen/is_legal.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/san.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/losing.hpp"
#include "support/perft_case.hpp"
#include "support/positions.hpp"

using ferz::testing::at;
using ferz::testing::check_perft;
using namespace ferz::variants;

namespace {

constexpr std::string_view kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

}  // namespace

TEST_CASE("antichess, giveaway, codrus, losers: the suite") {
    check_perft<antichess>("startpos", 4, 153299);
    check_perft<giveaway>("startpos", 4, 153299);
    check_perft<giveaway>("8/1p6/8/8/8/8/P7/8 w - - 0 1", 4, 3);
    check_perft<giveaway>("8/2p5/8/8/8/8/P7/8 w - - 0 1", 12, 2557);
    check_perft<codrus>("startpos", 4, 153299);
    check_perft<codrus>("5bnr/2pp2pp/P4k2/R3Q1P1/8/2N1K3/1P1PP1PP/2B2BNR w - - 1 15", 4, 19);
    check_perft<losers>("startpos", 4, 152955);
}

TEST_CASE("the losing games: compulsory captures, deeper (oracle-perft)") {
    check_perft<antichess>("startpos", 5, 2732672);
    check_perft<suicide>("startpos", 4, 153299);
    check_perft<losers>("startpos", 5, 2723795);
    check_perft<giveaway>(kiwipete, 4, 3872);
    check_perft<losers>(kiwipete, 4, 3498);
    check_perft<codrus>(kiwipete, 3, 487);
    // Rxa8 and Rxh8 are the only moves; the kings are no royal pieces.
    check_perft<giveaway>("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 2);
    // Promotion to a king too.
    check_perft<giveaway>("8/P7/8/8/8/8/7p/8 w - - 0 1", 5, 7942);
}

TEST_CASE("the losing games: who has won") {
    using ferz::game_end;
    using ferz::game_status;
    using ferz::outcome;
    // d2d3, Kxd3 (compulsory), and White has no pieces left: White has won (oracle-perft: 1, 1, 0).
    check_perft<antichess>("8/8/8/8/3k4/8/3P4/8 w - - 0 1", 1, 1);
    check_perft<antichess>("8/8/8/8/3k4/8/3P4/8 w - - 0 1", 2, 1);
    check_perft<antichess>("8/8/8/8/3k4/8/3P4/8 w - - 0 1", 3, 0);
    CHECK(ferz::game_result(at<antichess>("8/8/8/8/8/3k4/8/8 w - - 0 1")) == game_status{game_end::extinction, outcome::win});
    CHECK(ferz::game_result(at<antichess>("8/8/8/8/8/3K4/8/8 w - - 0 1")) == game_status{game_end::extinction, outcome::loss});
    // A stalemate wins (antichess); in suicide the side with fewer pieces wins it, equal is a draw
    // (oracle-perft: no moves).
    check_perft<suicide>("8/8/8/8/8/1p6/1P6/8 w - - 0 1", 1, 0);
    CHECK(ferz::game_result(at<antichess>("8/8/8/8/8/1p6/1P6/8 w - - 0 1")) == game_status{game_end::stalemate, outcome::win});
    CHECK(ferz::game_result(at<suicide>("8/8/8/8/8/1p6/1P6/8 w - - 0 1")) == game_status{game_end::stalemate, outcome::draw});
    CHECK(ferz::game_result(at<suicide>("8/8/8/8/8/1p6/1P6/B7 w - - 0 1")) == game_status{game_end::stalemate, outcome::loss});
    CHECK(ferz::game_result(at<suicide>("8/7p/8/8/p7/P7/8/8 w - - 0 1")) == game_status{game_end::stalemate, outcome::win});
    // Codrus: the side that lost its king has won.
    CHECK(ferz::game_result(at<codrus>("8/8/8/8/8/3k4/8/R7 b - - 0 1")) == game_status{game_end::extinction, outcome::loss});
    // Losers: the bare king wins at once; mate and stalemate win too (oracle-perft: no moves).
    check_perft<losers>("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", 1, 0);
    CHECK(ferz::game_result(at<losers>("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")) == game_status{game_end::bare_king, outcome::loss});
    check_perft<losers>("8/8/8/8/8/2k5/1q6/K7 w - - 0 1", 1, 0);
    CHECK(ferz::game_result(at<losers>("8/8/8/8/8/2k5/1q6/K7 w - - 0 1")) == game_status{game_end::bare_king, outcome::win});
}

TEST_CASE("the losing games: a capture is compulsory, and the move parsers know it") {
    auto pos = at<antichess>("rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w - - 0 2");
    // dxe5 is the only legal move.
    const auto moves = ferz::legal_move_vector(pos);
    REQUIRE(moves.size() == 1);
    CHECK(ferz::to_uci(pos, moves[0]) == "d4e5");
    CHECK_FALSE(ferz::parse_uci(pos, "e2e4").has_value());
    CHECK_FALSE(ferz::parse_san(pos, "e4").has_value());
    CHECK(ferz::parse_san(pos, "dxe5").has_value());
    const auto& geo = pos.model().geo;
    CHECK_FALSE(ferz::is_legal(pos, ferz::move(geo.square(4, 1), geo.square(4, 3))));
    CHECK(ferz::is_legal(pos, ferz::move(geo.square(3, 3), geo.square(4, 4))));
}
