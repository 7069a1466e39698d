// Xiangqi's chase rule (ferz/rules/chase.hpp, scored by game_result at the third occurrence of a
// position). Every case is one of Fairy-Stockfish's own binding tests (its repository's test.py,
// test_is_optional_game_end, "Xiangqi chasing rules" and "Corner cases"), with its expected result:
// VALUE_MATE is a win for the side to move, -VALUE_MATE a loss, VALUE_DRAW a draw.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "ferz/game.hpp"
#include "ferz/variants/xiangqi.hpp"
#include "support/builtin_instances.hpp"
#include "support/positions.hpp"

FERZ_TEST_SHARED(xiangqi)

using ferz::game_end;
using ferz::game_status;
using ferz::outcome;
using ferz::variants::xiangqi;

namespace {

std::string repeat(int n, std::string_view moves) {
    std::string out;
    for (int i = 0; i < n; ++i) out += std::string(moves) + ' ';
    out.pop_back();
    return out;
}

game_status after(std::string_view fen, const std::string& moves) {
    auto pos = ferz::testing::at<xiangqi>(fen);
    ferz::testing::play(pos, moves);
    return ferz::game_result(pos);
}

void check_chase(std::string_view fen, const std::string& moves, outcome expected) {
    CAPTURE(fen);
    CAPTURE(moves);
    const game_status s = after(fen, moves);
    REQUIRE(s.over());
    CHECK(s.result == expected);
    // A decided repetition is perpetual check or perpetual chase; a drawn one is the repetition.
    if (expected == outcome::draw) CHECK(s.reason == game_end::repetition);
    else CHECK((s.reason == game_end::perpetual_chase || s.reason == game_end::perpetual_check));
}

}  // namespace

TEST_CASE("xiangqi: perpetual chase loses for the chaser (Fairy-Stockfish test.py)") {
    // Direct chase by cannon.
    check_chase("2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
                "c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3", outcome::win);
    // Chase with the chasing side to move.
    check_chase("2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
                "c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8", outcome::loss);
    // Discovered chase by cannon (including a soldier's capture).
    check_chase("2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/CC1AKA3 w - - 0 1", "a5a6 a7b7 a6b6 b7a7 b6a6 a7b7 a6b6 b7a7 b6a6",
                outcome::win);
    // Chase by a soldier: allowed.
    check_chase("2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/1C1AKA3 w - - 0 1", "a5a6 a7b7 a6b6 b7a7 b6a6 a7b7 a6b6 b7a7 b6a6",
                outcome::draw);
    // Discovered and anti-discovered chase by cannon.
    check_chase("5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1", "f5d5 f6d6 d5f5 d6f6 f5d5 f6d6 d5f5 d6f6", outcome::loss);
    // Mutual chase.
    check_chase("4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1", "f7h7 " + repeat(2, "h9f8 h7h8 f8g6 h8g8 g6i7 g8g7 i7h9 g7h7"),
                outcome::draw);
}

TEST_CASE("xiangqi: perpetual check against intermittent checks, and mutual perpetual check (Fairy-Stockfish test.py)") {
    check_chase("9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w - - 0 1", repeat(2, "d7e7 e5d5 e7d7 d5e5"), outcome::win);
    // Perpetual check by a soldier.
    check_chase("3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1", repeat(2, "f2e2 f3e3 e2f2 e3f3"), outcome::win);
    check_chase("3k5/4P4/4b4/3C5/4c4/9/9/9/9/5K3 w - - 0 1", repeat(2, "d7e7 e8g6 e7d7 g6e8"), outcome::win);
    check_chase("3k5/9/9/9/9/9/9/9/cr1CAK3/9 w - - 0 1", repeat(2, "d2d4 b2b4 d4d2 b4b2"), outcome::win);
    check_chase("5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1", repeat(2, "f5d5 f6d6 d5f5 d6f6"), outcome::loss);
    check_chase("4k4/9/4b4/2c2nR2/9/9/9/9/9/3K5 w - - 0 1", repeat(2, "g7g6 f7g9 g6g7 g9f7"), outcome::win);
    check_chase("3P5/3k5/3nn4/9/9/9/9/9/9/5K3 w - - 0 1", repeat(2, "d10e10 d9e9 e10d10 e9d9"), outcome::win);
    check_chase("4ck3/9/9/9/9/2r1R4/9/9/4A4/3AK4 w - - 0 1", repeat(2, "e5e4 c5c4 e4e5 c4c5"), outcome::win);
    check_chase("4k4/9/9/c1c6/9/r8/9/9/C8/3K5 w - - 0 1", repeat(2, "a2c2 a5c5 c2a2 c5a5"), outcome::win);
    // Mutual perpetual check.
    check_chase("9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1", repeat(2, "e4d4 d7e7 d4e4 e7d7"), outcome::draw);
    check_chase("3k5/6c2/9/7P1/6c2/6P2/9/9/9/5K3 w - - 0 1", repeat(2, "h7g7 g6h6 g7h7 h6g6"), outcome::draw);
    check_chase("4ck3/9/9/9/9/2r1R1N2/6N2/9/4A4/3AK4 w - - 0 1", repeat(2, "e5e4 c5c4 e4e5 c4c5"), outcome::draw);
    check_chase("5k3/9/9/c8/9/P1P6/9/2C6/9/3K5 w - - 0 1", repeat(2, "c3a3 a7c7 a3c3 c7a7"), outcome::draw);
    check_chase("4k4/9/r1r6/9/PPPP5/9/9/9/1C7/5K3 w - - 0 1", "b2a2 " + repeat(2, "a8b8 a2c2 c8d8 c2b2 b8a8 b2d2 d8c8 d2a2"),
                outcome::draw);
}

TEST_CASE("xiangqi: the chase rule's corner cases (Fairy-Stockfish test.py)") {
    // D106: a chariot chases a cannon, but the attack does not change.
    check_chase("3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1[] w - - 0 1", repeat(2, "h1h2 h5h4 h2h1 h4h5"), outcome::draw);
    // D39: a chased chariot pinned by a horse, and a mutual chase.
    check_chase("2baka1r1/C4rN2/9/1Rp1p4/9/9/4P4/9/4A4/4KA3 w - - 0 1", "b7b9 " + repeat(2, "f10e9 b9b10 e9f10 b10b9"),
                outcome::win);
    check_chase("5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w - - 0 1", repeat(2, "e2f1 h4h2 f1e2 h2h4"), outcome::win);
    // Pins made to undermine the protector.
    check_chase("4k4/4c4/9/4p4/9/9/3rn4/3NR4/4K4/9 b - - 0 1", repeat(2, "e4g5 e2f2 g5e4 f2e2"), outcome::loss);
    // A discovered check's capture threat, by a chariot.
    check_chase("5k3/9/9/9/9/1N2P1C2/9/4BC3/9/cr1RK4 w - - 0 1", repeat(2, "b5c3 b1c1 c3b5 c1b1"), outcome::win);
    // A pin to undermine the protector and a discovered check's threat, by a horse and by a chariot.
    check_chase("5k3/9/9/9/9/4c4/3n5/3NBA3/4A4/4K4 w - - 0 1", repeat(2, "e1d1 e5d5 d1e1 d5e5"), outcome::win);
    check_chase("5k3/9/9/9/9/4c4/3r5/3NB4/4A4/4K4 w - - 0 1", repeat(2, "e1d1 e5d5 d1e1 d5e5"), outcome::win);
    // An x-ray protected discovered check.
    check_chase("5k3/9/9/9/9/9/9/9/9/3NK1cr1 w - - 0 1", repeat(2, "d1c3 h1h3 c3d1 h3h1"), outcome::win);
    // The king's protection that holds, and the one that does not (the kings would face each other).
    check_chase("3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1", repeat(2, "d1c3 d4c4 c3d1 c4d4"), outcome::draw);
    check_chase("3k5/9/9/9/9/9/3r5/9/9/3NK4 w - - 0 1", repeat(2, "d1c3 d4c4 c3d1 c4d4"), outcome::win);
    // Mutual pins by the flying generals: Fairy-Stockfish's test asserts only that the game is over.
    CHECK(after("4k4/9/9/9/4n4/9/5C3/9/4N4/4K4 w - - 0 1", repeat(2, "e2g1 e10f10 g1e2 f10e10")).over());
    // Fake protection by a cannon, alone and with a mutual chase.
    check_chase("5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w - - 0 1", repeat(2, "b5c5 b4c4 c5b5 c4b4"), outcome::win);
    check_chase("4ka3/c2R1R2c/4b4/9/9/9/9/9/9/4K4 w - - 0 1", repeat(2, "f9f7 f10e9 f7f9 e9f10"), outcome::draw);
}

TEST_CASE("xiangqi: a repetition without checks or chases is a draw; manchu and minixiangqi have no chase rule") {
    // The chariots shuffle, nothing attacked.
    const game_status s = after("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", repeat(2, "a1a2 e10f10 a2a1 f10e10"));
    CHECK(s == game_status{game_end::repetition, outcome::draw});
    CHECK(to_string(game_end::perpetual_chase) == "perpetual chase");
    CHECK(ferz::variants::definitions::xiangqi.rules.end.chasing == ferz::chasing_rule::axf);
    CHECK(ferz::variants::definitions::manchu.rules.end.chasing == ferz::chasing_rule::none);
    CHECK(ferz::variants::definitions::minixiangqi.rules.end.chasing == ferz::chasing_rule::none);
}

// tests/oracle/chase-check.sh scores 10,000 repetitions from random games (seeds 11 to 14) with ferz
// and with Fairy-Stockfish (ffish): 9,997 agree. These are two of the three that do not, and why
// ferz keeps its reading (Fairy-Stockfish's own "d" command lists the pieces it counts as chased):
TEST_CASE("xiangqi: where ferz's reading of the chase rule differs from Fairy-Stockfish's") {
    // Red's cannon shuttles h3-f3. On f3, over its own chariot on f4, it threatens Black's advisor on
    // f10, whose only answer, the king's recapture, would leave the king in the chariot's line: an
    // illegal move, so the advisor is not protected and is chased; from h3 the cannon threatens the
    // horse on h10, and the chariot on f4 the advisor, which the king could answer on f10 only by
    // facing Red's king on the opened file. Red chases the advisor with every move and loses.
    // Fairy-Stockfish counts the king as a protector wherever it could step to the square, so it
    // sees the advisor chased on neither move and scores a draw.
    check_chase("1rbaka1n1/2n5r/b8/p1p5p/3cp1pc1/4P1P1P/P1P2R3/7C1/1RC2K3/1NBA1ABN1 b - - 0 19",
                repeat(2, "d6d3 h3f3 d3d6 f3h3"), outcome::win);
    // Black's chariot shuttles d5-d3 while Red's horse shuttles d2-b3. From d3 the chariot newly
    // threatens the horse on b3; back on d5 it threatens the horse on d2, which the horse walked into
    // (the chariot on d3 already held d2): no new threat, so Black does not chase on every move and
    // the repetition is drawn. Fairy-Stockfish counts the chariot's retreat along its own file as
    // opening a new line to d2, and scores a loss for Black.
    check_chase("1c2ka1n1/n3a4/1r2c3b/2p3p1p/p1b5P/P1Br5/R1P3P1R/C3B4/3NN4/3AKA3 w - - 0 30",
                repeat(2, "d2b3 d5d3 b3d2 d3d5"), outcome::draw);
}

// The AXF's move rule, as Fairy-Stockfish counts it (chase::move_rule_discount): of the plies since the
// last capture, a side's checks beyond ten do not count. Both games are of tests/oracle/chase-check.sh's
// second kind (long quiet games with many checks); ffish's results: the first goes on after 100 plies
// without a capture (Red gave more than ten checks), the second is drawn by the move rule.
TEST_CASE("xiangqi: checks beyond ten do not count toward the move rule") {
    const std::string checks =
        "a1a2 i10i1 e1e2 i1h1 a2a6 h1h2 e2e3 h2h9 a6a10 d10d9 a10e10 h9h8 e10e9 d9d10 e3f3 h8h9 e9b9 h9c9 "
        "f3e3 c9c7 b9b1 c7c2 b1b10 c2c10 b10b4 c10a10 b4c4 a10a3 c4c3 a3b3 e3f3 b3b1 c3c5 b1b2 c5c10 "
        "d10d9 c10c8 b2b4 c8c9 d9d8 c9e9 b4g4 e9f9 g4f4 f3e3 f4e4 e3f3 e4e3 f3f2 e3c3 f9f3 c3c9 f3e3 c9c2 "
        "f2f1 c2c5 e3e4 c5b5 e4e8 d8d9 e8b8 b5a5 b8e8 a5f5 f1e1 f5g5 e8e9 d9d10 e9e10 d10d9 e10b10 g5g8 "
        "b10b7 g8e8 e1f1 d9e9 b7b9 e9e10 b9i9 e10d10 i9i6 e8e1 f1f2 e1e7 i6e6 e7g7 f2f1 g7i7 e6d6 i7d7 "
        "d6d5 d7d9 d5b5 d9f9 b5f5 d10e10 f5f8 f9c9 f8g8 c9c5";
    auto pos = ferz::testing::at<xiangqi>("3k4r/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    ferz::testing::play(pos, checks);
    REQUIRE(pos.halfmove_clock() == 100);
    CHECK(ferz::chase::move_rule_discount(pos) > 0);
    CHECK_FALSE(ferz::game_result(pos).over());
    const std::string quiet =
        "a1a4 e10f10 a4a9 f10e10 a9a8 e10e9 a8a5 e9e10 a5e5 e10f10 e5e6 f10f9 e6g6 f9f8 g6c6 f8f9 c6c10 "
        "f9e9 c10c2 e9e10 c2c3 e10e9 c3c8 e9f9 c8a8 f9e9 a8a7 e9f9 a7f7 f9e9 f7f6 e9e8 f6f2 e8e9 f2f10 "
        "e9e8 f10b10 e8e9 b10g10 e9e8 g10g3 e8f8 g3f3 f8e8 f3f10 e8e9 f10d10 e9f9 d10d5 f9f8 d5d2 f8f9 "
        "d2c2 f9f8 c2h2 f8f9 h2f2 f9e9 f2f9 e9e8 f9f8 e8e9 f8b8 e9f9 b8b6 f9f8 d1d2 f8e8 b6b7 e8e9 b7h7 "
        "e9e8 h7b7 e8f8 b7b3 f8f9 b3b1 f9f10 b1b4 f10f9 b4b9 f9f10 d2d3 f10e10 b9b3 e10e9 b3c3 e9e8 c3c1 "
        "e8f8 c1c6 f8e8 c6c9 e8f8 c9a9 f8e8 a9a6 e8f8 a6d6 f8f9";
    auto drawn = ferz::testing::at<xiangqi>("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    ferz::testing::play(drawn, quiet);
    REQUIRE(drawn.halfmove_clock() == 100);
    CHECK(ferz::game_result(drawn) == game_status{game_end::move_rule, outcome::draw});
}
