// Perft of xiangqi and its relatives (variants/xiangqi.hpp) against ../shared/perft/suite.tsv
// (Fairy-Stockfish's counts). Depth 5 of the start positions is the benchmark's.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(janggi)
FERZ_TEST_SHARED(xiangqi)

#include "ferz/variants/xiangqi.hpp"
#include "support/move_text.hpp"
#include "support/perft_case.hpp"
#include "support/random_games.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("xiangqi: palace, river, lame horses and elephants, cannons, the flying general") {
    check_perft<xiangqi>("startpos", 4, 3290240);
    check_perft<xiangqi>("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", 4, 4485547);
    check_perft<xiangqi>("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", 4, 92741);
}

TEST_CASE("xiangqi: random games, keys and FEN through make and unmake; move text reads back") {
    const auto s = ferz::testing::random_games<xiangqi>("startpos", 6, 200);
    CHECK(s.captures > 50);
    CHECK(ferz::testing::move_text_round_trips<xiangqi>(2, 80) > 2000);
}

TEST_CASE("manchu: the banner rides, hops to capture and leaps like the horse") {
    check_perft<manchu>("startpos", 4, 798554);
}

TEST_CASE("janggi: palace diagonals, cannons that neither hop over nor take cannons, the pass") {
    check_perft<janggi>("startpos", 1, 32);  // the pass e2e2 among them
    check_perft<janggi>("startpos", 4, 1065277);
    check_perft<janggi>("1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1", 4, 76763);
    check_perft<janggi>("1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", 4, 151202);
    // The cannon hops from corner to corner of the palace over the advisor; the advisor steps along
    // the diagonals (counts: Fairy-Stockfish, tools/oracle-perft).
    check_perft<janggi>("4k4/9/9/9/9/9/9/9/4A4/3C1K3 w - - 0 1", 3, 497);
    // In check there is no pass.
    check_perft<janggi>("3k5/9/9/9/4r4/9/9/9/4K4/9 w - - 0 1", 2, 75);
}

TEST_CASE("janggi: bikjang (facing kings) must be parted or answered by a pass; two passes end the game") {
    // The kings face each other on the d-file: d1e1, d1e2 or the pass d1d1; d1d2 does not part them.
    check_perft<janggi>("3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1", 1, 3);
    // Facing and in check: the pass is still legal.
    check_perft<janggi>("3k5/9/9/9/9/9/9/9/9/r2K5 w - - 0 1", 1, 2);
    // Passes in a row and kings left facing end the game at depth 3.
    check_perft<janggi>("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", 3, 66);
    auto pos = *ferz::position<janggi>::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    pos.make(*ferz::parse_uci(pos, "e1e1"));
    pos.make(*ferz::parse_uci(pos, "d10d10"));
    CHECK(ferz::legal_move_vector(pos).empty());
}

TEST_CASE("manchu and janggi: random games, keys and FEN through make and unmake; move text reads back") {
    const auto m = ferz::testing::random_games<manchu>("startpos", 4, 200);
    CHECK(m.captures > 30);
    const auto j = ferz::testing::random_games<janggi>("startpos", 4, 200);
    CHECK(j.captures > 30);
    CHECK(ferz::testing::move_text_round_trips<manchu>(2, 80) > 1000);
    CHECK(ferz::testing::move_text_round_trips<janggi>(2, 80) > 1000);
}

namespace {
template <class V>
ferz::game_status result_after(std::string_view fen, std::initializer_list<std::string_view> moves) {
    auto pos = *ferz::position<V>::from_fen(fen);
    for (const std::string_view m : moves) {
        const auto parsed = ferz::parse_uci(pos, m);
        REQUIRE_MESSAGE(parsed.has_value(), m);
        pos.make(*parsed);
    }
    return ferz::game_result(pos);
}
}  // namespace

// Results as Fairy-Stockfish scores them (ffish's Board.result() after the same moves).
TEST_CASE("janggi: two passes or lasting bikjang end the game, decided by material with 1.5 points komi") {
    // No material: Black (Han) wins by the komi; White is to move: a loss.
    CHECK(result_after<janggi>("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", {"e1e1", "d10d10"}) ==
          ferz::game_status{ferz::game_end::passes, ferz::outcome::loss});
    // White's two soldiers (4 points) beat the komi: 1-0.
    CHECK(result_after<janggi>("3k5/9/9/9/9/9/9/9/9/4K1PP1 w - - 0 1", {"e1d1", "d10d10"}) ==
          ferz::game_status{ferz::game_end::bikjang, ferz::outcome::win});
    CHECK(ferz::material_points(ferz::position<janggi>{}, 0) == 72);
}
