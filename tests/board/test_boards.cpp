// Move generation on small and odd boards (3×3, 5×5, 7×11, 16×4, 3×16), where no reference engine
// exists, against the independent naive generator of support/naive_movegen.hpp: hand-written
// positions (start-like armies, pins, checks, promotions) and fixed-seed random ones, perft 1..4.
#include <doctest/doctest.h>

#include <cstdio>

#include "support/naive_compare.hpp"
#include "support/naive_variants.hpp"

using naive_compare::run;

namespace {

inline constexpr ferz::variant_def b3x3_def = [] {
    ferz::variant_def v = naive_variants::on_board(3, 3, "3x3", "k1r/3/K1R w - - 0 1");
    v.rules = {.promotion = {.pieces = "QRBN"}, .pawns = {.allowed_on_first_rank = true}};
    return v;
}();
using b3x3 = ferz::variant<b3x3_def>;
inline constexpr ferz::variant_def b5x5_def = naive_variants::on_board(5, 5, "5x5", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1");
using b5x5 = ferz::variant<b5x5_def>;
inline constexpr ferz::variant_def b7x11_def = naive_variants::on_board(7, 11, "7x11", "rnbqkbs/ppppppp/7/7/7/7/7/7/7/PPPPPPP/RNBQKBS w - - 0 1");
using b7x11 = ferz::variant<b7x11_def>;
inline constexpr ferz::variant_def b16x4_def = [] {
    ferz::variant_def v = naive_variants::on_board(16, 4, "16x4", "rnbsqwfkfwqsbnbr/pppppppppppppppp/PPPPPPPPPPPPPPPP/RNBSQWFKFWQSBNBR w - - 0 1");
    v.rules = {.promotion = {.pieces = "QSN"}, .pawns = {.allowed_on_first_rank = true}};
    return v;
}();
using b16x4 = ferz::variant<b16x4_def>;
inline constexpr ferz::variant_def b3x16_def = naive_variants::on_board(3, 16, "3x16", "qkr/ppp/3/3/3/3/3/3/3/3/3/3/3/3/PPP/QKR w - - 0 1");
using b3x16 = ferz::variant<b3x16_def>;
inline constexpr ferz::variant_def b8x1_def = naive_variants::on_board(8, 1, "8x1", "KNR2rnk w - - 0 1");
using b8x1 = ferz::variant<b8x1_def>;
inline constexpr ferz::variant_def b1x8_def = naive_variants::on_board(1, 8, "1x8", "k/n/r/1/1/R/N/K w - - 0 1");
using b1x8 = ferz::variant<b1x8_def>;


}  // namespace

TEST_CASE("3x3: kings, rooks, promotions, against the naive generator") {
    run<b3x3>({"k1r/3/K1R w - - 0 1", "k2/3/K1R b - - 0 1", "2k/P2/K2 w - - 0 1", "2k/P1p/K2 b - - 0 1",
               "k1q/3/K1R w - - 0 1", "s1k/3/K1S w - - 0 1", "k1n/1Q1/K2 b - - 0 1", "kw1/1F1/K2 b - - 0 1"},
              6, 200000, 0x3333, 400, 0, 4);
}

TEST_CASE("5x5: Gardner-like armies, pins and promotions") {
    run<b5x5>({"rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", "rnbqk/ppppp/5/PPPPP/RNBQK b - - 0 1",
               "swfqk/ppppp/5/PPPPP/SWFQK w - - 0 1", "k4/2P2/5/2p2/K4 w - - 0 1", "1r2k/P1P2/5/5/K3R b - - 0 1",
               "k3q/5/2N2/5/K4 w - - 0 1", "4k/1s3/5/1R3/K3b w - - 0 1", "r3k/1P3/5/3p1/K2R1 w - - 0 1"},
              4, 300000, 0x5555, 300, 1, 10);
}

TEST_CASE("7x11: non-square, 128-bit boards") {
    run<b7x11>({"rnbqkbs/ppppppp/7/7/7/7/7/7/7/PPPPPPP/RNBQKBS w - - 0 1",
                "rnbqkbs/ppppppp/7/7/7/7/7/7/7/PPPPPPP/RNBQKBS b - - 0 1",
                "3k3/7/3r3/7/7/7/3N3/7/7/3K3/7 w - - 0 1", "k6/2P4/7/7/s6/7/7/7/7/4p2/K5Q b - - 0 1",
                "4k2/P5P/7/2b4/7/7/7/2S4/7/p5p/K2R3 w - - 0 1", "q3k2/7/7/7/7/7/7/7/7/1P5/K1R4 w - - 0 1"},
               4, 300000, 0x7117, 150, 2, 16);
}

TEST_CASE("16x4: a full 64-bit board sixteen files wide") {
    run<b16x4>({"rnbsqwfkfwqsbnbr/pppppppppppppppp/PPPPPPPPPPPPPPPP/RNBSQWFKFWQSBNBR w - - 0 1",
                "rnbsqwfkfwqsbnbr/pppppppppppppppp/PPPPPPPPPPPPPPPP/RNBSQWFKFWQSBNBR b - - 0 1",
                "k14r/P5P8p/15p/K6Q7S b - - 0 1", "7k8/16/3s12/R6K8 w - - 0 1", "q6k8/1P14/16/7K6nR w - - 0 1"},
               4, 300000, 0x1604, 150, 2, 16);
}

TEST_CASE("3x16: a narrow, tall board") {
    run<b3x16>({"qkr/ppp/3/3/3/3/3/3/3/3/3/3/3/3/PPP/QKR w - - 0 1", "k2/P2/3/3/3/1s1/3/3/3/3/3/3/3/1p1/3/K1R b - - 0 1",
                "2k/3/3/3/3/3/3/3/3/3/3/3/3/3/r2/K2 w - - 0 1", "1k1/3/3/b2/3/3/3/3/3/3/3/3/3/3/R2/1K1 w - - 0 1"},
               4, 300000, 0x0316, 150, 1, 10);
}

TEST_CASE("8x1 and 1x8: boards of one rank and of one file (1d-chess), against the naive generator") {
    // (No random positions: no pawn moves on one rank. Fairy-Stockfish's 1d-chess, its knight a
    // dabbaba, is in test_dynamic_lean64.cpp.)
    run<b8x1>({"KNR2rnk w - - 0 1", "KNR2rnk b - - 0 1", "KQ4qk w - - 0 1", "KSW2fbk w - - 0 1", "K1R1r2k b - - 0 1"}, 8, 300000, 0x0801, 0, 0, 0);
    run<b1x8>({"k/n/r/1/1/R/N/K w - - 0 1", "k/q/1/1/1/1/Q/K b - - 0 1", "k/w/s/1/1/F/B/K w - - 0 1"}, 8, 300000, 0x0108, 0, 0, 0);
}
