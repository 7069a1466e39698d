// Perft of xiangqi and its relatives (variants/xiangqi.hpp) against ../shared/perft/suite.tsv
// (Fairy-Stockfish's counts). Depth 5 of the start positions is the benchmark's.
#include <doctest/doctest.h>

#include "ferz/variants/xiangqi.hpp"
#include "support/move_text.hpp"
#include "support/perft_case.hpp"
#include "support/random_games.hpp"

using ferz::testing::check_perft;
using namespace ferz::variants;

TEST_CASE("xiangqi: palace, river, lame horses and elephants, cannons, the flying general") {
    check_perft<xiangqi>("startpos", 4, 3290240);
    check_perft<xiangqi>("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", 4, 4485547);
    check_perft<xiangqi>("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", 4, 92741);
}

TEST_CASE("xiangqi: random games, keys and FEN through make and unmake; move text reads back") {
    const auto s = ferz::testing::random_games<xiangqi>("startpos", 6, 200);
    CHECK(s.captures > 50);
    CHECK(ferz::testing::move_text_round_trips<xiangqi>(2, 80) > 2000);
}
