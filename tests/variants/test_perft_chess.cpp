// Perft of orthodox chess and Chess960 against independent counts: ../shared/perft/suite.tsv
// (Fairy-Stockfish's conventions) and the chessprogramming wiki's tables, which agree with it. Rows
// deeper than about 20 million nodes run here one ply shallower (that count is a suite or wiki row
// too); the full depths run in benchmarks/perft-suite.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(chess)
FERZ_TEST_SHARED(fischerandom)

#include "ferz/variants/fairy.hpp"
#include "support/perft_case.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("chess perft: suite rows") {
    check_perft<chess>("startpos", 5, 4865609);
    check_perft<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", 4, 4085603);  // suite: d5 193690690
    check_perft<chess>("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 6, 11030083);
    check_perft<chess>("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15833292);
    check_perft<chess>("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487);  // suite: d5 89941194
    check_perft<chess>("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3894594);  // suite: d5 164075551
}

TEST_CASE("chess perft: mirrored position 4 and shallow depths") {
    check_perft<chess>("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333);
    check_perft<chess>("startpos", 1, 20);
    check_perft<chess>("startpos", 3, 8902);
    check_perft<chess>("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862);
}

// Chess960 perft suite (chessprogramming wiki), depths 1-4 confirmed with Fairy-Stockfish.
TEST_CASE("chess960 perft") {
    check_perft<fischerandom>("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 4, 326672);
    check_perft<fischerandom>("2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 4, 667366);
    check_perft<fischerandom>("b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 4, 273318);
    check_perft<fischerandom>("qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 4, 382958);
    check_perft<fischerandom>("1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9", 4, 1171749);
    check_perft<fischerandom>("bnqbnr1r/p1p1ppkp/3p4/1p4p1/P7/3NP2P/1PPP1PP1/BNQB1RKR w HF - 0 9", 4, 832956);
    check_perft<fischerandom>("bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9", 4, 962591);
    check_perft<fischerandom>("nqnrkrb1/pppppp2/7p/4b1p1/8/PN1NP3/1PPP1PPP/1Q1RKRBB w FDfd - 1 9", 4, 473911);
    check_perft<fischerandom>("nnrkbbqr/1p2pppp/p2p4/2p5/8/1N2P1P1/PPPP1P1P/1NKRBBQR w hc - 0 9", 4, 477801);
    check_perft<fischerandom>("nb1r1nkr/ppp1ppp1/2bp4/7p/3P2qP/P6R/1PP1PPP1/NBQRBNK1 w Dhd - 1 9", 4, 2526992);
    check_perft<fischerandom>("b1qr1krb/pp1ppppp/n2n4/8/2p5/2P3P1/PP1PPP1P/BNQRNKRB w GDgd - 0 9", 5, 15583376);
    check_perft<fischerandom>("nnr1kqbr/pp1pp1p1/2p5/b4p1p/P7/1PNP4/2P1PPPP/N1RBKQBR w HChc - 1 9", 5, 4266410);
}
