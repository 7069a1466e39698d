// Perft and results of the extinction games (variants/extinction.hpp) and the board games
// (variants/board_games.hpp) against ../shared/perft/suite.tsv (Fairy-Stockfish's counts; every row at
// its suite depth), and positions for each rule's cases with Fairy-Stockfish's counts through
// tools/oracle-perft.
#include <doctest/doctest.h>

#include "ferz/game.hpp"
#include "ferz/movegen/is_legal.hpp"
#include "ferz/notation/fen.hpp"
#include "ferz/notation/uci.hpp"
#include "ferz/variants/board_games.hpp"
#include "ferz/variants/extinction.hpp"
#include "support/perft_case.hpp"
#include "support/positions.hpp"

using ferz::game_end;
using ferz::game_status;
using ferz::outcome;
using ferz::testing::at;
using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("extinction, kinglet, threekings, horde: the suite") {
    check_perft<kinglet>("startpos", 4, 197742);
    check_perft<threekings>("startpos", 4, 199514);
    check_perft<horde>("startpos", 4, 23310);
    check_perft<horde>("4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1", 4, 56539);
    check_perft<horde>("k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1", 4, 33781);
    check_perft<horde>("4k3/7r/8/P7/2p1n2P/3p2P1/1P3P2/PPP1PPP1 w - - 0 1", 4, 128809);
    check_perft<horde>("rnbqkbnr/6p1/2p1Pp1P/P1PPPP2/Pp4PP/1p2PPPP/1P2PPPP/PP1nPPPP b kq a3 0 18", 4, 197287);
}

TEST_CASE("breakthrough, clobber: the suite") {
    check_perft<breakthrough>("startpos", 4, 256036);
    check_perft<breakthrough>("1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w - - 1 26", 4, 121264);
    check_perft<clobber>("startpos", 3, 80063);
}

TEST_CASE("flipersi, flipello, flipello10: the suite") {
    check_perft<flipello>("startpos", 7, 55092);
    check_perft<flipersi>("startpos", 9, 38208);
    check_perft<flipello10>("startpos", 7, 55180);
}

TEST_CASE("flipello family: drops that enclose, flips, passes, the end of the game") {
    // Late positions of random games: Fairy-Stockfish's counts (tools/oracle-perft, depth 3), with
    // passes and full boards among their leaves.
    check_perft<flipello>("Pppp1PPP/PPPpPPPp/PPPPpPP1/PPppPpP1/PPpppppp/pPPpPppp/pPpPPPP1/PPPPPPPp[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] w 0 29", 3, 24);
    check_perft<flipello>("P1PPPPPp/ppPPpPpp/PPP1PpPP/PPpppPPp/PPPpPPpp/PPPPPPPp/ppPPpPPp/ppPPPPP1[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppp] b 0 29", 3, 6);
    check_perft<flipello>("pppPPp2/1pPPP3/pPpPP2P/PppPppPP/PppPpppP/PpppPppP/PppppPpP/PpppppPP[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppp] w 0 27", 3, 40);
    check_perft<flipello>("PPPpP3/Ppppp1p1/ppPpppp1/PpPppppp/1PpPPpPP/ppPPppPP/PPPPPPPP/PPppp1pP[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppp] w 0 27", 3, 181);
    check_perft<flipersi>("PPpppppp/PpPpPPpp/PPpppppp/PPPppppp/P1pppPpp/P1ppP1Pp/1pp3pP/p7[PPPPPPPppppppp] w 0 26", 3, 291);
    check_perft<flipersi>("1PPPpppp/PPPpPPPP/P1PPPPPp/PPPPpPpp/2PPPPpp/3Pp1pp/2PPPppp/2p5[PPPPPPPPppppppppp] b 0 24", 3, 420);
    check_perft<flipello10>("PPP1Ppp1pP/PPPPPpppp1/PPPPPpppp1/PPPPPpPPpp/PPpPPPPPp1/PPppPPPpP1/PPpPpPPppP/PPPpppPppp/PPpppppppp/P1Pp1pppP1[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppppppppppppppppppppppppppppppppppp] b 0 44", 3, 130);

    // Flipersi's first four discs go on the empty centre (enclosingDropStart), then drops must enclose.
    check_perft<flipersi>("startpos", 1, 4);
    check_perft<flipersi>("8/8/8/3pP3/3Pp3/8/8/8[PPPPpppp] w 0 1", 1, 4);
    // P@c4 encloses d4 against e4 (and nothing towards d5, whose line ends on an empty e6): d4 turns over.
    auto flip = at<flipello>("7P/8/8/3pp3/3pP3/8/8/8[PPPpp] w 0 1");
    check_perft<flipello>("7P/8/8/3pp3/3pP3/8/8/8[PPPpp] w 0 1", 3, 52);  // P@c4 21, P@c6 10, P@e6 21
    flip.make(*ferz::parse_uci(flip, "P@c4"));
    CHECK(ferz::to_fen(flip) == "7P/8/8/3pp3/2PPP3/8/8/8[PPpp] b 0 1");
    flip.unmake();
    CHECK(ferz::to_fen(flip) == "7P/8/8/3pp3/3pP3/8/8/8[PPPpp] w 0 1");

    // No drop encloses anything for either side: White's only move is the pass (its first disc's
    // square twice, as Fairy-Stockfish writes it), then Black's, and two passes end the game, decided
    // by the discs on the board: Black has four to White's one.
    const char* stuck = "7P/8/8/3pp3/3pp3/8/8/8[PPpp] w 0 1";
    check_perft<flipello>(stuck, 1, 1);
    check_perft<flipello>(stuck, 2, 1);
    check_perft<flipello>(stuck, 3, 0);
    auto pos = at<flipello>(stuck);
    CHECK(ferz::game_result(pos) == game_status{});
    const auto moves = ferz::legal_move_vector(pos);
    REQUIRE(moves.size() == 1);
    CHECK(moves[0].kind() == ferz::move_kind::null);
    CHECK(ferz::to_uci(pos, moves[0]) == "h8h8");
    CHECK(ferz::is_legal(pos, moves[0]));
    pos.make(moves[0]);
    CHECK(ferz::game_result(pos) == game_status{});
    pos.make(*ferz::parse_uci(pos, "d4d4"));  // Black's first disc: d4
    CHECK(ferz::game_result(pos) == game_status{game_end::passes, outcome::loss});
    CHECK(ferz::describe(pos, ferz::game_result(pos)) == "Black wins by passes");
    // The pass is no move while a drop is legal.
    CHECK_FALSE(ferz::is_legal(flip, ferz::move(63, 63, ferz::move_kind::null)));
    // Flipersi has no passes: a side without a drop is stalemated, and the side with fewer discs loses.
    CHECK(ferz::game_result(at<flipersi>(stuck)) == game_status{game_end::stalemate, outcome::loss});

    // A full board ends the game: 33 discs to 31 wins, 32 to 32 is a draw.
    CHECK(ferz::game_result(at<flipello>("ppppPppp/pppppPpp/ppPPPpPP/pPpPpPPP/pPPpPPPP/pPpPpPpP/ppPPPppP/pPPPPPPP[PPPPpppp] w 0 31")) ==
          game_status{game_end::full_board, outcome::win});
    CHECK(ferz::game_result(at<flipello>("PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/pppppppp[PPPPpppp] b 0 31")) ==
          game_status{game_end::full_board, outcome::draw});
    check_perft<flipello>("PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/pppppppp/pppppppp/pppppppp/pppppppp[PPPPpppp] b 0 31", 1, 0);
}

TEST_CASE("ataxx: the suite") {
    check_perft<ataxx>("startpos", 4, 155888);
    check_perft<ataxx>("7/7/7/7/ppppppp/ppppppp/PPPPPPP w 0 1", 5, 452980);
}

TEST_CASE("ataxx: jumps, clones from a hand that never runs out, flips, passes, the end of the game") {
    // Positions of random games: Fairy-Stockfish's counts (tools/oracle-perft, depth 3).
    check_perft<ataxx>("3P1PP/7/4p2/1p2pp1/1p2pp1/5PP/3p2P w 0 21", 3, 152302);
    check_perft<ataxx>("P2P3/1PPP1PP/P3PP1/PPpPP1p/1ppp1pp/1ppp3/2pp1pp b 7 55", 3, 332951);
    check_perft<ataxx>("PPPPpp1/PPppp2/PPppppp/PPppppp/PPP1p2/PP1PppP/PPPpppP b 2 56", 3, 36511);
    check_perft<ataxx>("pp5/p1P1PP1/1P1P3/PP3pp/PPPpp1p/1ppp2P/2PPP2 w 0 53", 3, 442273);
    // A clone (P@b2, no hand written: it never runs out) and a jump (a1c3) turn over the stones around
    // where they land; a jump leaves its square.
    auto pos = at<ataxx>("7/7/7/7/1p5/p6/P6 w 0 1");
    pos.make(*ferz::parse_uci(pos, "P@b2"));
    CHECK(ferz::to_fen(pos) == "7/7/7/7/1P5/PP5/P6 b 0 1");
    pos.unmake();
    pos.make(*ferz::parse_uci(pos, "a1c3"));
    CHECK(ferz::to_fen(pos) == "7/7/7/7/1PP4/p6/7 b 1 1");
    // White's stone on a1 can neither jump nor clone: it passes (Fairy-Stockfish's a1a1), and Black has 55 replies.
    check_perft<ataxx>("7/7/7/7/ppp4/ppp4/Ppp4 w 0 1", 1, 1);
    check_perft<ataxx>("7/7/7/7/ppp4/ppp4/Ppp4 w 0 1", 2, 55);
    // No stone left: no move, not even a pass; the count decides (lost).
    check_perft<ataxx>("7/7/7/7/7/7/p6 w 0 1", 1, 0);
    CHECK(ferz::game_result(at<ataxx>("7/7/7/7/7/7/p6 w 0 1")) == game_status{game_end::stalemate, outcome::loss});
    // A full board: 24 stones to 25 lose. One square left: a jump into it empties another, a clone fills it.
    CHECK(ferz::game_result(at<ataxx>("PPPPPPP/PPPPPPP/PPPPPPP/PPPpppp/ppppppp/ppppppp/ppppppp w 0 1")) ==
          game_status{game_end::full_board, outcome::loss});
    check_perft<ataxx>("PPPPPPP/PPPPPPP/PPPPPPP/PPP1ppp/ppppppp/ppppppp/ppppppp b 0 1", 2, 17);
}

// Extinction960 (the suite's row with chess960 on).
inline constexpr ferz::variant_def extinction960_def = ferz::testing::chess960_of(definitions::extinction, "extinction960");
using extinction960 = ferz::variant<extinction960_def>;

TEST_CASE("extinction: the suite (Chess960)") {
    check_perft<extinction960>("rnbqb1kr/pppppppp/8/8/8/8/PPPPPPPP/RNBQB1KR w AHah - 0 1", 4, 195286);
}

TEST_CASE("coregal, spartan: the suite") {
    check_perft<coregal>("startpos", 4, 195896);
    check_perft<coregal>("rn2kb1r/ppp1pppp/6q1/8/2PP2b1/5B2/PP3P1P/R1BQK1NR w KQkq - 1 9", 3, 20421);
    check_perft<coregal>("2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72", 4, 55970);
    check_perft<coregal>("r3kb1r/1pp1pppp/p1q2n2/3P4/6b1/2N2N2/PPP2PPP/R1BQ1RK1 b kq - 0 9", 4, 136511);
    check_perft<spartan>("startpos", 3, 14244);
    check_perft<spartan>("k6k/hh2Q2h/8/8/8/8/8/4K3 w - - 0 1", 3, 6130);
    check_perft<spartan>("8/8/8/8/6Q1/8/2h3h1/4K1k1 b - - 0 1", 3, 3456);
}

// Each rule's cases, with Fairy-Stockfish's counts (tools/oracle-perft).
TEST_CASE("extinction games: a kind wiped out, kings that may be taken") {
    // Nxd5 takes Black's only queen: Black has lost (oracle-perft: c3d5 0 of 809).
    check_perft<extinction>("rnb1kbnr/pppppppp/8/3q4/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 1", 2, 809);
    check_perft<extinction>("rnb1kbnr/pppppppp/8/3N4/8/8/PPPPPPPP/R1BQKBNR b KQkq - 0 1", 1, 0);
    CHECK(ferz::game_result(at<extinction>("rnb1kbnr/pppppppp/8/3N4/8/8/PPPPPPPP/R1BQKBNR b KQkq - 0 1")) ==
          game_status{game_end::extinction, outcome::loss});
    CHECK(ferz::game_result(ferz::position<extinction>{}) == game_status{});
    // Kinglet: the king is no royal piece; a side without pawns has lost.
    check_perft<kinglet>("4k3/p7/8/8/8/8/P7/R3K3 w - - 0 1", 3, 992);
    // Three kings: losing one of three loses; a side with two is lost already.
    check_perft<threekings>("startpos", 2, 400);
    check_perft<threekings>("1k2k2k/8/8/8/8/8/8/R3K2K w - - 0 1", 2, 0);
    CHECK(ferz::game_result(at<threekings>("1k2k2k/8/8/8/8/8/8/R3K2K w - - 0 1")) == game_status{game_end::extinction, outcome::loss});
}

TEST_CASE("horde: no king, the last pawn, no e.p. on the second rank") {
    check_perft<horde>("4k3/8/8/8/8/8/8/7P b - - 0 1", 1, 5);
    check_perft<horde>("4k3/8/8/8/8/8/8/r6P b - - 0 1", 2, 36);
    // Black castles, though White has no king to take the castling files from (found by perft 6 from
    // the start beside Fairy-Stockfish: 5,396,554; oracle-perft: 4,069 and 5,339).
    check_perft<horde>("4k2r/8/8/8/8/8/8/PPPPPPPP b k - 0 1", 3, 4069);
    check_perft<horde>("rnbqk2r/ppppbppp/7n/PPP3P1/1PPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP b kq - 0 3", 3, 5339);
    CHECK(ferz::game_result(at<horde>("4k3/8/8/8/8/8/8/7r w - - 0 1")) == game_status{game_end::extinction, outcome::loss});
    // a1a3 passes a2, but b3 may not take it e.p. there: 6 replies, as after a1a2 (7, bxa2 among them).
    check_perft<horde>("4k3/8/8/8/8/1p6/8/P7 w - - 0 1", 2, 13);
    auto pos = at<horde>("4k3/8/8/8/8/1p6/8/P7 w - - 0 1");
    pos.make(*ferz::parse_uci(pos, "a1a3"));
    CHECK(pos.ep_squares().none());
    CHECK(ferz::to_fen(pos) == "4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
}

TEST_CASE("breakthrough, clobber: the far rank, no move left") {
    // Both of White's moves reach the eighth rank: the game is over after either.
    check_perft<breakthrough>("8/P7/8/8/8/8/7p/8 w - - 0 1", 2, 0);
    CHECK(ferz::game_result(at<breakthrough>("P7/8/8/8/8/8/7p/8 b - - 0 1")) == game_status{game_end::flag, outcome::loss});
    CHECK(ferz::game_result(at<breakthrough>("8/P7/8/8/8/8/7p/8 w - - 0 1")) == game_status{});
    // Clobber: no stone next to an enemy one, no move: the side to move has lost.
    check_perft<clobber>("P4/5/5/5/5/4p w - - 0 1", 1, 0);
    CHECK(ferz::game_result(at<clobber>("P4/5/5/5/5/4p w - - 0 1")) == game_status{game_end::stalemate, outcome::loss});
    CHECK(ferz::game_result(at<clobber>("PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1")) == game_status{});
}

TEST_CASE("coregal and spartan: pseudo-royal queens, two kings") {
    // The queen on a8 is in check from the rook: only Qxa1 saves it; with a1 guarded, it is mate.
    check_perft<coregal>("qk6/1p6/8/8/8/8/8/R5K1 b - - 0 1", 1, 1);
    check_perft<coregal>("qk6/1p6/8/8/8/8/2N5/R5K1 b - - 0 1", 1, 0);
    CHECK(ferz::in_check(at<coregal>("qk6/1p6/8/8/8/8/2N5/R5K1 b - - 0 1")));
    CHECK(ferz::game_result(at<coregal>("qk6/1p6/8/8/8/8/2N5/R5K1 b - - 0 1")) == game_status{game_end::checkmate, outcome::loss});
    // Castling leaves the queen in check from d5's pawn: not legal (oracle-perft: no e8c8).
    check_perft<coregal>("r3kb1r/1pp1pppp/p1q2n2/3P4/6b1/2N2N2/PPP2PPP/R1BQ1RK1 b kq - 0 9", 3, 4945);
    // Spartan: with both kings attacked, Black is in check (duple check) and must save one.
    CHECK(ferz::in_check(at<spartan>("kQ5k/8/8/8/8/8/8/4K3 b - - 0 1")));
    CHECK(!ferz::in_check(at<spartan>("k6k/8/8/8/8/8/8/R3K3 b - - 0 1")));
    check_perft<spartan>("kQ5k/8/8/8/8/8/8/4K3 b - - 0 1", 2, 57);
    check_perft<spartan>("kQ5k/1R6/8/8/8/8/8/4K3 b - - 0 1", 2, 19);
    check_perft<spartan>("k6k/8/8/8/8/8/8/R3K3 w Q - 0 1", 2, 90);
    // Both kings attacked in the position: the side not to move would be in check.
    CHECK(!ferz::position<spartan>::from_fen("k6k/8/8/8/8/8/8/R3K2R w KQ - 0 1").has_value());
}
