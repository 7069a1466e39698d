// The game-state API: check, mate, stalemate as each variant scores it, the bare-king rule, the
// move rule, repetition from the position's own history, and chess's dead positions by material.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(nightrider)
FERZ_TEST_SHARED(shatranj)

#include <string_view>

#include "ferz/game.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/fairy.hpp"
#include "support/positions.hpp"

using ferz::game_end;
using ferz::outcome;
using ferz::testing::at;
using ferz::testing::play;
using chess = ferz::variants::chess;
using shatranj = ferz::variants::shatranj;

TEST_CASE("checkmate: fool's mate, also on the 100th half-move without a capture") {
    auto pos = at<chess>("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    CHECK(ferz::in_check(pos));
    CHECK(ferz::is_checkmate(pos));
    CHECK_FALSE(ferz::is_stalemate(pos));
    CHECK(ferz::game_result(pos) == ferz::game_status{game_end::checkmate, outcome::loss});
    auto late = at<chess>("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 100 60");
    CHECK(ferz::game_result(late).reason == game_end::checkmate);
}

TEST_CASE("check that is not mate, and a position that is neither") {
    auto check = at<chess>("rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3");
    CHECK(ferz::in_check(check));
    CHECK_FALSE(ferz::is_checkmate(check));
    CHECK_FALSE(ferz::game_result(check).over());
    ferz::position<chess> start;
    CHECK_FALSE(ferz::in_check(start));
    CHECK(ferz::game_result(start) == ferz::game_status{});
}

TEST_CASE("stalemate: a draw in chess, a loss in Shatranj") {
    constexpr std::string_view fen = "k7/1R6/1K6/8/8/8/8/8 b - - 0 1";
    auto c = at<chess>(fen);
    CHECK(ferz::is_stalemate(c));
    CHECK(ferz::game_result(c) == ferz::game_status{game_end::stalemate, outcome::draw});
    auto s = at<shatranj>(fen);
    CHECK(ferz::is_stalemate(s));
    CHECK(ferz::game_result(s) == ferz::game_status{game_end::stalemate, outcome::loss});
}

TEST_CASE("Shatranj's bare king") {
    // Black is bare and White keeps two pieces besides the king whatever Black does: Black has lost.
    CHECK(ferz::game_result(at<shatranj>("k7/8/1K6/8/8/8/8/6RR b - - 0 1")) ==
          ferz::game_status{game_end::bare_king, outcome::loss});
    // Black (who just moved) is bare, White to move has more: White has won.
    CHECK(ferz::game_result(at<shatranj>("k7/8/1K6/8/8/8/8/7R w - - 0 1")) ==
          ferz::game_status{game_end::bare_king, outcome::win});
    // Black is bare but may take White's last piece: play on.
    CHECK_FALSE(ferz::game_result(at<shatranj>("k7/1R6/8/2K5/8/8/8/8 b - - 0 1")).over());
    // Chess has no such rule.
    CHECK_FALSE(ferz::game_result(at<chess>("k7/8/1K6/8/8/8/8/6RR b - - 0 1")).over());
}

TEST_CASE("the 50-move rule") {
    CHECK(ferz::game_result(at<chess>("8/8/8/4k3/8/8/R7/4K3 w - - 100 80")) ==
          ferz::game_status{game_end::move_rule, outcome::draw});
    CHECK_FALSE(ferz::game_result(at<chess>("8/8/8/4k3/8/8/R7/4K3 w - - 99 80")).over());
    auto pos = at<chess>("8/8/8/4k3/8/8/R7/4K3 w - - 99 80");
    play(pos, "a2a3");
    CHECK(ferz::game_result(pos).reason == game_end::move_rule);
    pos.unmake();
    play(pos, "e1d1");
    CHECK(ferz::game_result(pos).reason == game_end::move_rule);
}

TEST_CASE("threefold repetition from the position's own history") {
    ferz::position<chess> pos;
    play(pos, "g1f3 g8f6 f3g1 f6g8");
    CHECK(pos.repetitions() == 1);
    CHECK_FALSE(ferz::game_result(pos).over());
    play(pos, "g1f3 g8f6 f3g1");
    CHECK(pos.repetitions() == 1);  // the position after g1f3 g8f6 f3g1, twice
    CHECK_FALSE(ferz::game_result(pos).over());
    play(pos, "f6g8");
    CHECK(pos.repetitions() == 2);
    CHECK(ferz::game_result(pos) == ferz::game_status{game_end::repetition, outcome::draw});
    pos.unmake();
    CHECK_FALSE(ferz::game_result(pos).over());
    // A capture or pawn move in between starts the count again.
    ferz::position<chess> other;
    play(other, "g1f3 g8f6 f3g1 f6g8 e2e3 e7e6 g1f3 g8f6 f3g1 f6g8");
    CHECK(other.repetitions() == 1);
}

TEST_CASE("chess's dead positions by material") {
    auto result = [](std::string_view fen) { return ferz::game_result(at<chess>(fen)).reason; };
    CHECK(result("8/8/8/4k3/8/8/8/4K3 w - - 0 1") == game_end::insufficient_material);
    CHECK(result("8/8/8/4k3/8/8/8/3NK3 w - - 0 1") == game_end::insufficient_material);
    CHECK(result("8/8/8/4k3/8/8/8/2B1K3 b - - 0 1") == game_end::insufficient_material);
    CHECK(result("8/8/8/4k3/8/8/8/2B1K1b1 w - - 0 1") == game_end::insufficient_material);  // c1, g1: one colour
    CHECK(result("8/8/8/4k3/8/8/8/2B1Kb2 w - - 0 1") == game_end::none);                   // c1, f1
    CHECK(result("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1") == game_end::none);                    // K+N+N can mate
    CHECK(result("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1") == game_end::none);
    CHECK(result("8/8/8/4k3/8/8/8/3RK3 w - - 0 1") == game_end::none);
    // A nightrider is no knight: the rule looks at moves, not letters.
    CHECK(ferz::game_result(at<ferz::variants::nightrider>("8/8/8/4k3/8/8/8/3NK3 w - - 0 1")).reason == game_end::none);
    // Shatranj has no such rule (a knight each: no bare king either).
    CHECK(ferz::game_result(at<shatranj>("8/8/3n4/4k3/8/8/8/3NK3 w - - 0 1")).reason == game_end::none);
}
