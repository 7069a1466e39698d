// The positions of tests/oracle/multileg-check.sh kept as test data (tests/data/multileg_*.inc), where
// XBoard's generator and ferz agree: each row a board of files x ranks, its FEN board and side, the
// pieces (support/multileg.hpp's form) and the legal moves as the oracle writes them.
#pragma once

#include <span>
#include <string_view>

namespace multileg {

struct oracle_row {
    int files, ranks;
    std::string_view board, side, pieces, moves;
};
inline constexpr oracle_row oracle_rows[] = {
#include "data/multileg_oracle.inc"
};
// Crowded boards of pieces that take two or three on their way.
inline constexpr oracle_row victims_rows[] = {
#include "data/multileg_victims.inc"
};
// Fairy-Max's falcon and bifurcators, and pieces of a cylinder board.
inline constexpr oracle_row fairymax_rows[] = {
#include "data/multileg_fairymax.inc"
};
// Pieces that take their own (d).
inline constexpr oracle_row own_rows[] = {
#include "data/multileg_own.inc"
};
// Pieces that unload (u: XBoard's Swap).
inline constexpr oracle_row unload_rows[] = {
#include "data/multileg_unload.inc"
};
inline constexpr std::span<const oracle_row> all_rows[] = {oracle_rows, victims_rows, fairymax_rows, own_rows, unload_rows};

}  // namespace multileg
