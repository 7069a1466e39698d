// Perft of the built-ins added from Fairy-Stockfish's list without a rule of their own: the small and
// historical boards (variants/small_boards.hpp), goro goro, Judkins, Okisaki and check shogi
// (variants/shogi_family.hpp), minixiangqi and janggi's traditional and casual rules
// (variants/xiangqi.hpp), capahouse and dragon (variants/crazyhouse.hpp). Every count is Fairy-
// Stockfish's, through tools/oracle-perft (ffish 0.7.10): from the start, and from positions of
// seeded random games played by ferz and from positions made for a rule (promotion, e.p., drops,
// the flag, facing kings), at the depth given.
#include <doctest/doctest.h>

#include "ferz/game.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/crazyhouse.hpp"
#include "ferz/variants/shogi_family.hpp"
#include "ferz/variants/small_boards.hpp"
#include "ferz/variants/xiangqi.hpp"
#include "support/perft_case.hpp"
#include "support/positions.hpp"
#include "support/random_games.hpp"

using ferz::game_end;
using ferz::game_status;
using ferz::outcome;
using ferz::testing::at;
using ferz::testing::check_perft;
using ferz::testing::play;
using namespace ferz::variants;

namespace {
template <class V>
game_status result_of(std::string_view fen) {
    return ferz::game_result(at<V>(fen));
}
}  // namespace

TEST_CASE("gardner, raazuvaa: chess's army on 5x5, chess without double steps or castling") {
    check_perft<gardner>("startpos", 4, 4775);
    check_perft<gardner>("rB3/Q2k1/5/2PNP/b3K b - - 0 13", 3, 556);
    check_perft<gardner>("3qk/3p1/1pBp1/2q1P/2b1K b - - 1 13", 3, 2050);
    check_perft<gardner>("k4/2P1p/5/1p3/4K w - - 0 1", 3, 263);  // promotion on the fifth rank
    check_perft<raazuvaa>("startpos", 4, 31250);
    check_perft<raazuvaa>("2k5/2Pb3p/n1p2p1p/3p4/2NB2rq/4PP2/P2QK1BP/R5R1 w - - 4 41", 3, 47525);
    check_perft<raazuvaa>("rnbqk1r1/1p2bppp/2p1p2P/p2p4/3P4/1PPQ1P2/P3P1NP/RNB1KB1R b - - 2 13", 3, 26206);
    check_perft<raazuvaa>("r3k3/1P6/8/3p4/8/8/4P3/4K2R w - - 0 1", 3, 5412);  // no castling, no double step
}

TEST_CASE("chaturanga: shatranj's pieces, the king on e1, no bare-king rule") {
    check_perft<chaturanga>("startpos", 4, 68122);
    check_perft<chaturanga>("r2qk1r1/P3p1pp/7n/1pPK1p2/R1P3bP/1p1nP1N1/5P1b/2BQ1B2 w - - 3 41", 3, 13510);
    check_perft<chaturanga>("2bqk1nr/7p/1rnppp2/p1p2Pp1/1P6/1pN1P1P1/1R2K2P/2BQ1BNR w - - 3 26", 3, 22872);
    check_perft<chaturanga>("4k3/1P6/8/8/8/8/6p1/4K2R w - - 0 1", 3, 1346);  // promotion to the fers only
    // A bare king plays on (shatranj's bare king would have lost).
    check_perft<chaturanga>("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", 3, 465);
    CHECK(result_of<chaturanga>("4k3/8/8/8/8/8/8/R3K3 b - - 0 1") == game_status{});
}

TEST_CASE("georgian: amazon chess without castling or e.p.") {
    check_perft<georgian>("startpos", 4, 318185);
    check_perft<georgian>("1rb1kbnr/1p1n2p1/2p1p3/3p1p1p/p1NP1B2/1PA2N1P/PPK1PPP1/R4B1R b - - 3 13", 3, 41834);
    check_perft<georgian>("8/p4k2/bPnp1bn1/8/2pP3P/2K1P1P1/2a5/5RN1 w - - 0 41", 3, 585);
    check_perft<georgian>("4k3/1P6/8/8/3p4/8/4P3/R3K3 w - - 0 1", 3, 2388);
    check_perft<georgian>("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", 2, 35);  // d4xe3 is no move
    // Fairy-Stockfish writes no e.p. square after a double step.
    auto pos = ferz::position<georgian>{};
    play(pos, "e2e4");
    CHECK(ferz::to_fen(pos) == "rnbakbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBAKBNR b - - 0 1");
}

TEST_CASE("paradigm: bishops that also move as a xiangqi horse") {
    check_perft<paradigm>("startpos", 4, 204459);
    check_perft<paradigm>("r1b4r/q3k2p/ppp2p1n/1N1ppB2/6P1/1PBP1P1N/2Q1P3/R3K2R w - - 0 26", 3, 74071);
    check_perft<paradigm>("rnbqk1nr/p1ppp1b1/6p1/1B3p2/3PP2P/1PP3pR/P1Q2PP1/RNB1K3 b Qkq - 0 13", 3, 35412);
    check_perft<paradigm>("r3k3/1P6/8/8/3p4/8/4P3/R3K2R w KQq - 0 1", 3, 13307);  // promotion, castling
}

TEST_CASE("fox-and-hounds: the fox's flag on the eighth rank, no move loses") {
    check_perft<fox_and_hounds>("startpos", 6, 6264);
    check_perft<fox_and_hounds>("3h4/8/5h2/8/5F1h/8/1h6/8 b - - 25 13", 3, 139);
    check_perft<fox_and_hounds>("8/8/8/8/1F5h/8/8/2h1h1h1 w - - 50 26", 3, 12);
    check_perft<fox_and_hounds>("8/2F5/1h6/8/8/8/8/2h1h1h1 w - - 0 1", 3, 7);
    CHECK(result_of<fox_and_hounds>("1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1") == game_status{});
    // The fox has arrived: White has won (Fairy-Stockfish: 1-0, no moves).
    check_perft<fox_and_hounds>("3F4/8/8/2h5/7h/8/1h6/4h3 b - - 41 21", 1, 0);
    CHECK(result_of<fox_and_hounds>("3F4/8/8/2h5/7h/8/1h6/4h3 b - - 41 21") == game_status{game_end::flag, outcome::loss});
    // The hounds cannot move: Black has lost (1-0).
    check_perft<fox_and_hounds>("8/8/8/F7/8/8/5h2/2h1h1h1 b - - 55 28", 1, 0);
    CHECK(result_of<fox_and_hounds>("8/8/8/F7/8/8/5h2/2h1h1h1 b - - 55 28") == game_status{game_end::stalemate, outcome::loss});
}

TEST_CASE("clobber10") {
    check_perft<clobber10>("startpos", 2, 31252);
    check_perft<clobber10>("PP1pp1Pp1P/P1P1pP1PP1/PP1pP1p1p1/1ppp1p2PP/P1pp1p1p1P/1p2p1P1p1/P1p2pPPp1/P2p2P1pp/p1p1pP1P2/pPpPp1PPPP w - - 0 21",
                           3, 3257);
}

TEST_CASE("gorogoro, judkins: minishogi's rules on 5x6 and 6x6") {
    check_perft<gorogoro>("startpos", 4, 67517);
    check_perft<gorogoro>("G+S1Gp/g4/1+pP1+S/kP1P1/5/1+s1KP[Gs] w 0 51", 3, 24254);
    check_perft<gorogoro>("S2p1/1ss1+P/2kg1/gp1PG/p3K/S1G2[p] w 0 16", 2, 411);
    check_perft<judkins>("startpos", 4, 118345);
    check_perft<judkins>("2n2k/2gB2/3ssp/4b1/PG4/RK4[nr] w 0 16", 3, 16955);
    check_perft<judkins>("p2sk1/1+N3p/R5/1S1Ng1/1b2g1/1K2B1[r] w 4 16", 3, 46617);
    // Uchifuzume: P@a3 mates, and ferz does not generate it (rules.drops.pawn_drop_mate_illegal);
    // Fairy-Stockfish lists it and scores the mate as a loss for the dropper: it counts 27.
    check_perft<gorogoro>("4s/s2Pp/kpG2/3KP/1S1S1/g1+p1G[Pg] w - - 2 17", 1, 26);
}

TEST_CASE("okisakishogi: 10x10, a queen, a chess knight and a lance that moves back") {
    check_perft<okisakishogi>("startpos", 3, 48211);
    check_perft<okisakishogi>("l1s1k1gsn1/2r5bl/3p2p1s1/ppp2p1p2/P1q1p2gp1/1Q3n3p/1P1P1GP1PG/2B4N1P/5KS2L/L1+nR6[pppp] w 14 51", 2,
                              4044);
    check_perft<okisakishogi>("1nL2k2n+S/lg3g1s2/p3p1ppRb/2qp1p3p/P1p5p1/5P1PP1/Q3P1G3/LPPP2P2P/2S3S3/BN2GK1RNL[P] w 1 51", 2,
                              2698);
}

TEST_CASE("checkshogi: the first check wins, a pawn drop that checks too") {
    check_perft<checkshogi>("startpos", 3, 25470);
    check_perft<checkshogi>("lns1kgbn1/1r1g2s1l/2p2pp2/p3p4/Pp1P2P1P/1PP2P2p/4P1N1L/1BK1SG1p1/LNS2G1R1[PP] w 1+1 7 31", 3, 78679);
    check_perft<checkshogi>("4s3b/lr5gl/s2k2p1n/1p1pNPPpP/1gp1p3l/P1PPP4/1P2B2PN/g4RG1L/1N1K1S2S[Ppp] w 1+1 4 51", 3, 87059);
    // P@d6 checks the king on d7 and wins; in shogi it would be no mate, and in check shogi it is the
    // end of the game before any mate.
    check_perft<checkshogi>("4s3b/lr5gl/s2k2p1n/1p2NPPpP/1gppp3l/P1P1P4/1P2B2PN/g4RG1L/1N1K1S2S[Pppp] w - - 1+1 0 52", 2, 2231);
    // White has given its check: Black has lost (1-0).
    const char* checked = "1n1gsgbnl/lr1k5/psp+Pp1p1p/1p3p1p1/9/PP6P/2PSPPPP1/1B1KR3L/LN1G1GSN1[P] b 0+1 6 15";
    check_perft<checkshogi>(checked, 1, 0);
    CHECK(result_of<checkshogi>(checked) == game_status{game_end::checks, outcome::loss});
}

TEST_CASE("minixiangqi: 7x7, no advisors or elephants, no river") {
    check_perft<minixiangqi>("startpos", 4, 127164);
    check_perft<minixiangqi>("r1nkn1r/p1p1cpp/1P1pc2/6R/4P2/RP1P2P/2NKNC1 w - - 22 16", 3, 23040);
    check_perft<minixiangqi>("7/CP4P/c2kr2/6c/1P1p3/4R2/2K1N2 w - - 8 51", 3, 10726);
}

TEST_CASE("janggitraditional, janggicasual: bikjang without the count, and no bikjang") {
    check_perft<janggitraditional>("startpos", 3, 33000);
    check_perft<janggitraditional>("rnbaa1b1r/9/4kc3/3C3pp/pp1p2n2/P3P1P2/2P4cP/NC6N/3K2R2/1RBAA1B2 w - - 30 16", 3, 65422);
    check_perft<janggicasual>("startpos", 3, 33316);
    check_perft<janggicasual>("2ba2bn1/5a3/2nk3c1/Rp2p1r1p/p8/1PPP3P1/Bc2p3R/3K1ACCN/9/1N2A1B2 w - - 8 31", 3, 72515);
    // The kings face each other: bikjang (traditional) or nothing (casual).
    check_perft<janggitraditional>("4k4/9/9/p8/9/9/8P/9/4K4/R8 w - - 0 1", 3, 578);
    check_perft<janggitraditional>("3ak4/9/9/p8/9/9/8P/9/3K5/R3A4 w - - 0 1", 3, 2334);
    check_perft<janggicasual>("4k4/9/9/p8/9/9/8P/9/4K4/R8 w - - 0 1", 3, 3319);
    check_perft<janggicasual>("3ak4/9/9/p8/9/9/8P/9/3K5/R3A4 w - - 0 1", 3, 2441);
}

TEST_CASE("capahouse, dragon: drops on 10x8; a dragon dropped on the back rank") {
    check_perft<capahouse>("startpos", 3, 25228);
    check_perft<capahouse>("2rbqkb1nr/1P2pp1ppp/2p6p/p1np1ac3/1P3Q4/3PP2NP1/1P1A1PPP1P/1R2bKBC1R[Pn] w Kk - 0 21", 2, 9112);
    check_perft<capahouse>("1n1b2Ncn1/1pq4cpr/r3P3bp/2P1apk2B/P1p2pppP1/R1P6A/1qP1P3pP/3BKN1b~R1[Pp] w - - 0 36", 2, 6046);
    check_perft<dragon>("startpos", 4, 200857);
    check_perft<dragon>("rnb1k1d1/p2p1p1r/7b/2ppq1N1/Pp1PP1n1/1P6/B1P2PPP/RQ3K1R[D] w q - 0 21", 2, 1132);
    check_perft<dragon>("2kr1bnr/ppp1qbpp/n2p1p1B/1N2p3/1P1P4/8/P1PNPPPP/1R1QKB1R[Dd] w K - 3 11", 2, 1092);
    check_perft<dragon>("k5nr/7p/np4q1/3pNpb1/bP1PDp2/P1R1P2P/2PQ2P1/4KB1R[d] w - - 3 36", 2, 1755);
}

TEST_CASE("start positions are written back as given") {
    auto same = [](auto v) {
        using V = decltype(v);
        CHECK(ferz::to_fen(ferz::position<V>{}) == V::start_fen);
    };
    same(gardner{}), same(raazuvaa{}), same(chaturanga{}), same(georgian{}), same(paradigm{}), same(fox_and_hounds{});
    same(clobber10{}), same(gorogoro{}), same(judkins{}), same(okisakishogi{}), same(minixiangqi{});
    same(janggitraditional{}), same(janggicasual{}), same(capahouse{}), same(dragon{});
    // The checks still to give are written, as for karouk (Fairy-Stockfish: "[] w - - 1+1 0 1").
    CHECK(ferz::to_fen(ferz::position<checkshogi>{}) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 1+1 0 1");
}

TEST_CASE("random games: promotions, drops and keys through make and unmake") {
    CHECK(ferz::testing::random_games<gardner>("startpos", 4, 100).promotions > 0);
    CHECK(ferz::testing::random_games<dragon>("startpos", 2, 150).drops > 0);
    CHECK(ferz::testing::random_games<judkins>("startpos", 2, 150).drops > 5);
    CHECK(ferz::testing::random_games<checkshogi>("startpos", 4, 100).plies > 0);
    CHECK(ferz::testing::random_games<minixiangqi>("startpos", 2, 150).captures > 5);
}
