// Perft of shogi's relatives (variants/shogi_family.hpp) against ../shared/perft/suite.tsv
// (Fairy-Stockfish's counts; every row at its suite depth), a few positions for the rules they add
// (counts from Fairy-Stockfish too, through tools/oracle-perft), and long random games that check
// hands, promoted and demoted pieces, face-up drops, pseudo-royal pieces and keys through
// make/unmake.
#include <doctest/doctest.h>

#include <string_view>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(shoshogi)

#include "ferz/game.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/shogi_family.hpp"
#include "support/move_text.hpp"
#include "support/perft_case.hpp"
#include "support/random_games.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("euroshogi: mandatory promotion in, out of and inside the zone") {
    check_perft<euroshogi>("startpos", 1, 25);
    check_perft<euroshogi>("startpos", 4, 380499);
}

TEST_CASE("torishogi: birds, two swallows per file, forced promotion") {
    check_perft<torishogi>("startpos", 4, 103857);
}

TEST_CASE("yarishogi: 7x9, optional promotion, pawn-drop mate legal") {
    check_perft<yarishogi>("startpos", 4, 158404);
}

TEST_CASE("dobutsu: a lion that can be taken, the try rule, chicks dropped on the last rank") {
    check_perft<dobutsu>("startpos", 6, 71677);
    check_perft<dobutsu>("g1e/1cL/lC1/E1G[] w - - 4 3", 4, 2290);
}

// Fairy-Stockfish's test.py (test_is_immediate_game_end, "dobutsu flag rules"): from one position, a
// move that leaves only one lion safe on its last rank wins for that lion's side; one that leaves
// both safe is a draw; a lion that leaves its last rank ends nothing. Results for the side to move.
TEST_CASE("dobutsu: the try rule with both lions on their last ranks") {
    auto after = [](std::string_view uci) {
        auto pos = ferz::position<dobutsu>::from_fen("1L1/1g1/1G1/1l1[] w - - 0 1");
        REQUIRE(pos.has_value());
        const auto m = ferz::parse_uci(*pos, uci);
        REQUIRE(m.has_value());
        pos->make(*m);
        return ferz::game_result(*pos);
    };
    using ferz::game_end, ferz::outcome;
    CHECK(after("b2a2") == ferz::game_status{game_end::try_rule, outcome::win});   // Black's lion is safe
    CHECK(after("b4a4") == ferz::game_status{game_end::try_rule, outcome::loss});  // White's is
    CHECK(after("b2b3") == ferz::game_status{game_end::try_rule, outcome::draw});  // both are
    CHECK_FALSE(after("b4b3").over());
}

TEST_CASE("kyotoshogi: every move turns the piece over, drops either face up") {
    check_perft<kyotoshogi>("startpos", 5, 225903);
}

TEST_CASE("micro shogi: captures turn the piece over, drops either face up") {
    check_perft<micro>("startpos", 5, 71328);
}

TEST_CASE("shoshogi: no drops, the king and the crown prince pseudo-royal") {
    check_perft<shoshogi>("startpos", 4, 445372);
    // In check with only the king: promoting the elephant to a second royal does not help.
    check_perft<shoshogi>("4r3k/9/9/3E5/9/9/9/9/4K4 w 0 1", 2, 135);
    // King and crown prince: either may stand attacked, and be taken.
    check_perft<shoshogi>("4r3k/9/3r5/3+E5/9/9/9/9/4K4 w 0 1", 3, 5536);
    check_perft<shoshogi>("+P1+R2s1+L1/9/g4p3/9/2K3k2/7+n1/1+l2E4/5+e3/1S2G4 w - - 10 134", 3, 42956);
    check_perft<shoshogi>("5+P1+N1/2+E4K1/9/1e7/k8/9/1G7/3+r1g2+s/9 b - - 86 158", 3, 28087);
    check_perft<shoshogi>("1+E4+P1+N/7K1/9/1e7/1k7/9/9/9/6g1+s w - - 5 176", 3, 4572);
}

// Positions from random play, with hands, promoted and demoted pieces; the counts are Fairy-
// Stockfish's (tools/oracle-perft), not in the suite.
TEST_CASE("positions from play, against Fairy-Stockfish") {
    check_perft<kyotoshogi>("p+L1s1/3+N1/k2K1/+S4/2n1+l[p] w 0 8", 3, 10937);
    check_perft<kyotoshogi>("2L1N/1K3/5/2s1p/k1n1+l[PS] b 0 25", 3, 3933);
    check_perft<kyotoshogi>("2L1N/5/K+S3/3p1/k1n+S+p[L] b 0 46", 3, 5018);
    check_perft<micro>("k3/p+r2/3+b/1+l+R1/1+LBK[p] b 1 6", 3, 7602);
    check_perft<micro>("1kr1/p2+p/2+R1/+L3/l2K[Bb] b 1 17", 3, 10363);
    check_perft<micro>("1k2/br2/3+b/P1+p1/l2K[lr] w 0 23", 3, 220);
    check_perft<dobutsu>("gle/3/1L1/E1G[Cc] b 0 2", 3, 1228);
    check_perft<dobutsu>("1le/g2/cL1/E1G[C] w 3 4", 3, 913);
    check_perft<dobutsu>("2e/g1L/c1G/E2[Lc] b 0 8", 3, 0);  // Black's lion was taken
    check_perft<torishogi>("s+S1ks1s/2scc+S1/1S1sSPS/1Ss2s1/sP3Lr/PF1P+s1+f/LKC2S1[Cr] b 0 160", 2, 1457);
    check_perft<yarishogi>("n6/+PB+P1NP1/4b2/1+Pp2pk/2b3p/2Np1r1/pR2+p1b/1pKPR2/2N1+p2[Rp] w 1 83", 2, 3106);
    check_perft<yarishogi>("1+P5/+B2+BN1k/1R1Np2/2p2pn/1pN1b1p/1+P1p1r1/rR5/pK1P+p+b1/P3+p2[p] b 3 103", 2, 1025);
}

// Uchifuzume: ferz does not generate a pawn drop that mates (rules.drops.pawn_drop_mate_illegal),
// Fairy-Stockfish lists it and scores the mate as a loss for the dropper. Here Black's swallow drop
// S@a2 mates: Fairy-Stockfish counts 51.
TEST_CASE("torishogi: a swallow drop that mates is not generated") {
    check_perft<torishogi>("2s2fs/rP1s+S1+S/Sp1S3/2rCsCP/sfs1s1L/1CSk+sS1/KP1+sc2[sl] b 1 175", 1, 50);
}

TEST_CASE("start positions are written back as given") {
    auto same = [](auto v) {
        using V = decltype(v);
        CHECK(ferz::to_fen(ferz::position<V>{}) == V::start_fen);
    };
    same(euroshogi{}), same(torishogi{}), same(yarishogi{}), same(dobutsu{}), same(kyotoshogi{}), same(micro{});
    same(shoshogi{});
}

TEST_CASE("random games: hands, promotion, demotion, face-up drops and keys through make and unmake") {
    const auto e = ferz::testing::random_games<euroshogi>("startpos", 6, 300);
    CHECK(e.drops > 10);
    CHECK(e.promotions > 5);
    const auto t = ferz::testing::random_games<torishogi>("startpos", 6, 300);
    CHECK(t.drops > 10);
    const auto y = ferz::testing::random_games<yarishogi>("startpos", 6, 300);
    CHECK(y.drops > 10);
    const auto d = ferz::testing::random_games<dobutsu>("startpos", 100, 100);
    CHECK(d.drops > 10);
    CHECK(d.promotions > 10);
    const auto k = ferz::testing::random_games<kyotoshogi>("startpos", 10, 300);
    CHECK(k.drops > 10);
    CHECK(k.promotions > 100);
    const auto m = ferz::testing::random_games<micro>("startpos", 10, 300);
    CHECK(m.drops > 10);
    CHECK(m.promotions > 10);
    const auto s = ferz::testing::random_games<shoshogi>("startpos", 6, 300);
    CHECK(s.promotions > 10);
}

TEST_CASE("UCI and SAN of face-up drops, promotions and demotions read back") {
    using ferz::testing::move_text_round_trips;
    CHECK(move_text_round_trips<kyotoshogi>(5, 80) > 3000);
    CHECK(move_text_round_trips<micro>(5, 80) > 2000);
    CHECK(move_text_round_trips<dobutsu>(5, 60) > 300);
    CHECK(move_text_round_trips<shoshogi>(2, 80) > 3000);
    CHECK(move_text_round_trips<torishogi>(2, 80) > 2000);
    CHECK(move_text_round_trips<euroshogi>(2, 80) > 2000);
    CHECK(move_text_round_trips<yarishogi>(2, 80) > 2000);
}
