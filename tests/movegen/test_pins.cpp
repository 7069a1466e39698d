// More pins than the generator's old fixed bound of 16 (regression: the 17th was dropped silently and
// its piece could leave the line). On a 12x10 board, the white king on f5 has pins on the 8 queen
// lines, the 8 nightrider lines and 2 camel-rider lines. Counts: an independent reference perft and
// Sjaak II agree on depths 1-3 (Fairy-Stockfish has no camel-rider); the 16-pin companion without the
// camel lines is Fairy-Stockfish's (oracle-perft with customPiece n:NN).
#include <doctest/doctest.h>

#include <string_view>

#include "ferz/perft.hpp"
#include "ferz/rules/policies.hpp"
#include "support/perft_case.hpp"

namespace {

inline constexpr ferz::variant_def pinboard_def = {
    .name = "pinboard",
    .files = 12,
    .ranks = 10,
    .pieces = {ferz::piece('Q', "Q"), ferz::piece('N', "N0"), ferz::piece('L', "L0"), ferz::piece('R', "R"), ferz::piece('B', "B"),
               ferz::piece('K', "K", ferz::royal)},
    .start_fen = "11k/12/12/12/12/5K6/12/12/12/12 w - - 0 1",
};
using pinboard = ferz::variant<pinboard_def>;

}  // namespace

TEST_CASE("18 pins at once: queen, nightrider and camel-rider lines") {
    constexpr std::string_view fen18 = "11k/3n3n4/12/1n1qLqBq1n1l/3NQQBNL3/3qBKRq4/3RLNRQB3/1n1qNqNq1n1l/12/3n3n4 w - - 0 1";
    ferz::testing::check_perft<pinboard>(fen18, 1, 9);
    ferz::testing::check_perft<pinboard>(fen18, 2, 1351);
    ferz::testing::check_perft<pinboard>(fen18, 3, 25111);
    constexpr std::string_view fen18b = "11k/3n3n4/12/1n1qLqBq1n1l/3NQQBNL3/3qBKRq4/3RLNRQB3/1n1qNqNq1n1l/12/3n3n4 b - - 0 1";
    ferz::testing::check_perft<pinboard>(fen18b, 1, 156);
    ferz::testing::check_perft<pinboard>(fen18b, 2, 1856);
}

TEST_CASE("16 pins: queen and nightrider lines (Fairy-Stockfish counts)") {
    constexpr std::string_view fen16 = "11k/3n3n4/12/1n1qRqBq1n2/3NQQBN4/3qBKRq4/3RNNRQ4/1n1qNqNq1n2/12/3n3n4 w - - 0 1";
    ferz::testing::check_perft<pinboard>(fen16, 1, 8);
    ferz::testing::check_perft<pinboard>(fen16, 2, 1186);
    ferz::testing::check_perft<pinboard>(fen16, 3, 22309);
    ferz::testing::check_perft<pinboard>("11k/3n3n4/12/1n1qRqBq1n2/3NQQBN4/3qBKRq4/3RNNRQ4/1n1qNqNq1n2/12/3n3n4 b - - 0 1", 3, 258150);
}
