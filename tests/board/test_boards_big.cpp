// Move generation on large and odd 128/256-bit boards (12×12, 16×16, 16×8, 13×11) against the
// independent naive generator of support/naive_movegen.hpp: hand-written positions (start-like
// armies, pins, checks, promotions, long nightrider rides) and fixed-seed random ones.
#include <doctest/doctest.h>

#include <cstdio>

#include "support/naive_compare.hpp"
#include "support/naive_variants.hpp"

using naive_compare::run;

namespace {

inline constexpr ferz::variant_def b12x12_def = naive_variants::on_board(12, 12, "12x12", "rnbsqkwfsbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBSQKWFSBNR w - - 0 1");
using b12x12 = ferz::variant<b12x12_def>;
inline constexpr ferz::variant_def b16x16_def = [] {
    ferz::variant_def v = naive_variants::on_board(16, 16, "16x16", "rnbsqwfkfwqsbnbr/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/RNBSQWFKFWQSBNBR w - - 0 1");
    v.rules = {.promotion = {.pieces = "QN"}, .pawns = {.allowed_on_first_rank = true}};
    return v;
}();
using b16x16 = ferz::variant<b16x16_def>;
inline constexpr ferz::variant_def b16x8_def = naive_variants::on_board(16, 8, "16x8", "rnbsqwfkfwqsbnbr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBSQWFKFWQSBNBR w - - 0 1");
using b16x8 = ferz::variant<b16x8_def>;
inline constexpr ferz::variant_def b13x11_def = naive_variants::on_board(13, 11, "13x11", "rnbsqwkfqsbnr/ppppppppppppp/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RNBSQWKFQSBNR w - - 0 1");
using b13x11 = ferz::variant<b13x11_def>;


}  // namespace

TEST_CASE("12x12: start-like armies, pins, promotions, nightriders") {
    run<b12x12>({"rnbsqkwfsbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBSQKWFSBNR w - - 0 1",
                 "rnbsqkwfsbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBSQKWFSBNR b - - 0 1",
                 "k11/12/4q7/12/12/4B7/12/4K7/12/12/1P8p1/12 w - - 0 1",
                 "8k3/1P10/12/12/12/12/12/12/12/12/2p9/K11 w - - 0 1",
                 "k11/12/12/12/12/12/12/q11/12/12/12/S10K b - - 0 1"},
                3, 400000, 0x1212, 60, 2, 24);
}

TEST_CASE("16x16: the full 256-bit board") {
    run<b16x16>({"rnbsqwfkfwqsbnbr/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/RNBSQWFKFWQSBNBR w - - 0 1",
                 "k15/16/16/16/16/16/16/7q8/16/16/16/16/16/16/16/K6R8 w - - 0 1",
                 "7k8/16/16/16/16/16/16/16/16/16/16/16/16/16/P14p/7K8 w - - 0 1",
                 "s6k8/16/16/16/16/16/16/16/16/16/16/16/16/16/16/7S7K b - - 0 1"},
                3, 400000, 0x1616, 60, 2, 30);
}

TEST_CASE("16x8: a full 128-bit board") {
    run<b16x8>({"rnbsqwfkfwqsbnbr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBSQWFKFWQSBNBR w - - 0 1",
                "7k8/1P14/16/3q12/16/3B12/14p1/3K12 w - - 0 1"},
               3, 400000, 0x1608, 80, 2, 20);
}

TEST_CASE("13x11: odd files and ranks, a 256-bit board") {
    run<b13x11>({"rnbsqwkfqsbnr/ppppppppppppp/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RNBSQWKFQSBNR w - - 0 1",
                 "6k6/13/13/6r6/13/13/13/6N6/13/13/6K6 w - - 0 1",
                 "k12/11P1/13/13/1s11/13/13/13/13/1p11/12K b - - 0 1"},
                3, 400000, 0x1311, 80, 2, 20);
}
