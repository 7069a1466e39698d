// Perft of the 8×8 fairy variants (and 6×6 los alamos) against ../shared/perft/suite.tsv (Fairy-Stockfish's counts).
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(berolina)
FERZ_TEST_SHARED(grasshopper)
FERZ_TEST_SHARED(knightmate)
FERZ_TEST_SHARED(nightrider)
FERZ_TEST_SHARED(pawnsideways)
FERZ_TEST_SHARED(shatranj)

#include "ferz/notation/fen.hpp"
#include "ferz/variants/fairy.hpp"
#include "support/perft_case.hpp"
#include "support/positions.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("riders, hoppers and compound pieces") {
    check_perft<nightrider>("startpos", 4, 419019);
    check_perft<grasshopper>("startpos", 4, 635298);
    check_perft<amazon>("startpos", 4, 318185);
    check_perft<hoppelpoppel>("startpos", 4, 202459);
    check_perft<newzealand>("startpos", 4, 200310);
    check_perft<knightmate>("startpos", 4, 139774);
}

TEST_CASE("other pawns") {
    check_perft<berolina>("rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 2 2", 3, 46643);
    check_perft<berolina>("k7/6P1/8/8/8/2K2p2/4p3/8 w - - 0 1", 3, 1983);
    check_perft<berolina>("rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1", 2, 1047);
    check_perft<berolina>("startpos", 3, 28328);
    check_perft<pawnsideways>("startpos", 3, 10022);
    check_perft<pawnback>("startpos", 3, 9222);
    check_perft<torpedo>("startpos", 4, 209719);
    check_perft<torpedo>("rnbqkbnr/1ppppppp/8/6P1/p7/8/PPPPPP1P/RNBQKBNR w KQkq - 0 1", 4, 232819);
}

// Only moves that cannot be taken back restart the move rule's count. Fairy-Stockfish's test.py
// ("only irreversible moves should reset 50 move rule counter"): the pawnsideways pawn's sideways
// step may be undone (e2e4 restarts the count, e4d4 does not), and Pawnback's pawn moves never
// restart it.
TEST_CASE("the move rule restarts only on moves that cannot be taken back") {
    using ferz::testing::play;
    ferz::position<pawnsideways> sideways;
    play(sideways, "e2e4 g8f6 e4d4");
    CHECK(ferz::to_fen(sideways) == "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPPP1PPP/RNBQKBNR b KQkq - 2 2");
    ferz::position<pawnback> back;
    play(back, "e2e4 e7e6");
    CHECK(ferz::to_fen(back) == "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 2");
    // The pawnsideways pawn's push cannot be taken back: it restarts the count.
    play(sideways, "g7g5");
    CHECK(sideways.halfmove_clock() == 0);
}

TEST_CASE("other armies") {
    check_perft<almost>("startpos", 3, 11895);
    check_perft<almost>("8/1k5P/8/8/8/3K4/p7/8 b - - 0 1", 2, 140);
    check_perft<chigorin>("startpos", 3, 11408);
    check_perft<chigorin>("8/1k5P/8/8/8/3K4/p7/8 b - - 0 1", 2, 117);
    // White's chancellor against Black's queen: White's pawn promotes to C R B N, Black's to Q R B N.
    check_perft<sortofalmost>("startpos", 3, 10815);
    check_perft<sortofalmost>("8/1k5P/8/8/8/3K4/p7/8 b - - 0 1", 2, 139);
}

TEST_CASE("legan: diagonal armies, a zone that is no mirror image") {
    check_perft<legan>("startpos", 4, 8138);
    // White's b6 pawn promotes on a7; Black's g3 pawn on h2, but its b2 pawn not on c1 (Black's zone
    // is e1-h1 h2-h4, White's turned half a turn; oracle-perft: 7, 7, 4).
    check_perft<legan>("7k/8/1P6/8/8/8/8/K7 w - - 0 1", 1, 7);
    check_perft<legan>("7k/8/8/8/8/6p1/8/K7 b - - 0 1", 1, 7);
    check_perft<legan>("7k/8/8/8/8/8/1p6/K7 b - - 0 1", 1, 4);
}

TEST_CASE("perfect: the king castles with a rook or a chancellor") {
    check_perft<perfect>("startpos", 3, 15082);
    check_perft<perfect>("c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1", 3, 17500);
    auto pos = ferz::from_fen<perfect>("c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1");
    REQUIRE(pos.has_value());
    CHECK(ferz::to_fen(*pos) == "c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1");
}

TEST_CASE("los alamos: 6x6, no bishops, castling or double steps") {
    check_perft<losalamos>("startpos", 5, 191846);
    check_perft<losalamos>("6/2P3/6/1K1k2/6/6 w - - 0 1", 6, 187431);
}

TEST_CASE("shatranj: ferz, alfil and the bare-king rule") {
    check_perft<shatranj>("startpos", 4, 68122);
    // Positions where the bare-king rule has ended the game have no moves (Fairy-Stockfish).
    check_perft<shatranj>("8/8/8/4k3/8/8/3QK3/8 w - - 0 1", 1, 0);
    check_perft<shatranj>("8/8/8/4k3/8/8/3QK3/8 b - - 0 1", 1, 8);
    check_perft<shatranj>("8/8/8/4k3/8/8/2RQK3/8 b - - 0 1", 1, 0);
    check_perft<shatranj>("8/8/8/4k3/8/8/4K3/8 w - - 0 1", 1, 8);
}
