// Perft and results of the atomic family (variants/atomic.hpp: rules.board.blast) against
// ../shared/perft/suite.tsv (Fairy-Stockfish's counts; every row at its suite depth), and positions
// for each rule's cases with Fairy-Stockfish's counts through shared/tools/oracle-perft.
#include <doctest/doctest.h>

#include <string>

#include "ferz/game.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/atomic.hpp"
#include "support/perft_case.hpp"
#include "support/positions.hpp"

using ferz::game_end;
using ferz::outcome;
using ferz::testing::at;
using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("atomic, nocheckatomic, atomar: the suite") {
    check_perft<atomic>("startpos", 4, 197326);
    check_perft<atomic>("rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1", 4, 1434825);
    check_perft<atomic>("rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq - 0 1", 4, 714499);
    check_perft<atomic>("r4b1r/2kb1N2/p2Bpnp1/8/2Pp3p/1P1PPP2/P5PP/R3K2R b KQ - 0 1", 2, 148);
    check_perft<atomar>("startpos", 4, 197779);
    check_perft<atomar>("7r/6Pb/1np5/1p2kp2/P1P1n3/1P2KP1B/5N2/8 w - - 0 1", 3, 24644);
    check_perft<nocheckatomic>("startpos", 4, 197779);
    check_perft<nocheckatomic>("7r/6Pb/1np5/1p2kp2/P1P1n3/1P2KP1B/5N2/8 w - - 0 1", 3, 21347);
}

// Atomic960 (the suite's rows with chess960 on).
inline constexpr ferz::variant_def atomic960_def = ferz::testing::chess960_of(definitions::atomic, "atomic960");
using atomic960 = ferz::variant<atomic960_def>;

TEST_CASE("atomic: the suite (Chess960)") {
    check_perft<atomic960>("8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1", 4, 61401);
    check_perft<atomic960>("r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1", 4, 98729);
    check_perft<atomic960>("Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq - 0 1", 4, 241478);
    check_perft<atomic960>("1R4kr/4K3/8/8/8/8/8/8 b k - 0 1", 4, 17915);
}

// Each rule's cases, with Fairy-Stockfish's counts (shared/tools/oracle-perft).
TEST_CASE("atomic: blasts, kings that never capture, kings side by side") {
    // Rxe7 blows up the king on e8 beside it: the game is over (oracle-perft: 62, e2e7 0).
    check_perft<atomic>("4k3/4q3/8/8/8/8/4R3/4K3 w - - 0 1", 2, 62);
    auto pos = at<atomic>("4k3/4q3/8/8/8/8/4R3/4K3 w - - 0 1");
    const std::string before = ferz::to_fen(pos);
    ferz::testing::play(pos, "e2e7");
    CHECK(ferz::to_fen(pos) == "8/8/8/8/8/8/8/4K3 b - - 0 1");  // rook, queen and king gone
    CHECK(ferz::game_result(pos) == ferz::game_status{game_end::extinction, outcome::loss});
    pos.unmake();
    CHECK(ferz::to_fen(pos) == before);
    // A king never captures (it would blow itself up): Kxd2 is not legal (oracle-perft: 2).
    check_perft<atomic>("7k/8/8/8/8/8/3p4/3K4 w - - 0 1", 1, 2);
    // Kings side by side: the rook's attack on d2 is no check (capturing the king would blow up its
    // own); apart, it is.
    CHECK(!ferz::in_check(at<atomic>("8/8/8/8/8/3k4/r2K4/8 w - - 0 1")));
    CHECK(ferz::in_check(at<atomic>("8/8/8/3k4/8/8/r2K4/8 w - - 0 1")));
    check_perft<atomic>("8/8/8/8/8/3k4/3K4/r7 w - - 0 1", 2, 84);
    // A blast takes the rook on h8 and with it Black's castling on that side (oracle-perft: 827).
    check_perft<atomic>("r3k2r/6p1/8/8/8/8/1B6/R3K2R w KQkq - 0 1", 2, 827);
    auto rights = at<atomic>("r3k2r/6p1/8/8/8/8/1B6/R3K2R w KQkq - 0 1");
    ferz::testing::play(rights, "b2g7");
    CHECK(ferz::to_fen(rights) == "r3k3/8/8/8/8/8/8/R3K2R b KQq - 0 1");
    // Rxa3 far from the king blows up the knight on b2 that shields it from the bishop on h8: not
    // legal, though neither a7 nor a3 is on a line through the king (the generator tests every
    // capture's blast; quiet moves only through the king's sensitive squares). oracle-perft: 1,381 at
    // depth 3; a native Fairy-Stockfish c19b5f6c: 13, 120, 1,381, 16,612 at depths 1 to 4.
    check_perft<atomic>("4k2b/R7/8/8/8/p7/1N6/K7 w - - 0 1", 1, 13);
    check_perft<atomic>("4k2b/R7/8/8/8/p7/1N6/K7 w - - 0 1", 4, 16612);
    CHECK_FALSE(ferz::parse_uci(at<atomic>("4k2b/R7/8/8/8/p7/1N6/K7 w - - 0 1"), "a7a3").has_value());
}

TEST_CASE("nocheckatomic and atomar: kings that capture, kings that survive") {
    // nocheckatomic: Kxd2 blows up White's own king: Black has won (oracle-perft: 36, d1d2 0).
    check_perft<nocheckatomic>("7k/8/8/8/8/8/3p4/3K4 w - - 0 1", 2, 36);
    auto pos = at<nocheckatomic>("7k/8/8/8/8/8/3p4/3K4 w - - 0 1");
    ferz::testing::play(pos, "d1d2");
    CHECK(ferz::game_result(pos) == ferz::game_status{game_end::extinction, outcome::win});
    // Both kings in one blast: the side that moved has lost, as Fairy-Stockfish rules it (41).
    check_perft<nocheckatomic>("8/8/8/8/8/8/3pk3/3K4 w - - 0 1", 2, 41);
    auto both = at<nocheckatomic>("8/8/8/8/8/8/3pk3/3K4 w - - 0 1");
    ferz::testing::play(both, "d1d2");
    CHECK(ferz::to_fen(both) == "8/8/8/8/8/8/8/8 b - - 0 1");
    CHECK(ferz::game_result(both) == ferz::game_status{game_end::extinction, outcome::win});
    // atomar: the king survives its own capture (39), and kings may not take each other (28).
    check_perft<atomar>("7k/8/8/8/8/8/3p4/3K4 w - - 0 1", 2, 39);
    auto survives = at<atomar>("7k/8/8/8/8/8/3p4/3K4 w - - 0 1");
    ferz::testing::play(survives, "d1d2");
    CHECK(ferz::to_fen(survives) == "7k/8/8/8/8/8/3K4/8 b - - 0 1");
    check_perft<atomar>("8/8/8/8/8/8/3k4/3K4 w - - 0 1", 2, 28);
    CHECK(!ferz::parse_uci(at<atomar>("8/8/8/8/8/8/3k4/3K4 w - - 0 1"), "d1d2").has_value());
}
