// Perft of the 9×9, 10×8 and 12×8 variants against ../shared/perft/suite.tsv (Fairy-Stockfish).
// Capablanca's depth-5 row (28741319) runs in benchmarks/perft-suite; depth 4 is a suite row too.
#include <doctest/doctest.h>

#include <support/builtin_instances.hpp>  // the built-ins several tests play, compiled once
FERZ_TEST_SHARED(capablanca)
FERZ_TEST_SHARED(chancellor)
FERZ_TEST_SHARED(courier)
FERZ_TEST_SHARED(janus)
FERZ_TEST_SHARED(modern)

#include "ferz/variants/fairy.hpp"
#include "support/perft_case.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("10x8: capablanca, embassy, janus, gothic") {
    check_perft<capablanca>("startpos", 4, 805128);
    check_perft<embassy>("startpos", 4, 809539);
    check_perft<janus>("startpos", 4, 772074);
    check_perft<gothic>("startpos", 3, 25283);
    check_perft<caparandom>("startpos", 3, 25228);
}

TEST_CASE("9x9: modern, chancellor") {
    check_perft<modern>("startpos", 4, 433729);
    check_perft<chancellor>("startpos", 4, 436656);
}

TEST_CASE("12x8: courier") {
    check_perft<courier>("startpos", 4, 500337);
    check_perft<courier>("12/12/12/5k6/12/12/5FK5/12 w - - 0 1", 1, 0);
    check_perft<courier>("12/12/12/5k6/12/12/5FK5/12 b - - 0 1", 1, 8);
}
