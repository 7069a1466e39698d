// A position with more legal moves than the move buffer holds (custom pieces, positions from FEN)
// is never written past the buffer: the list says it overflowed, and perft, divide and parse_uci use
// an unbounded vector instead.
#include <doctest/doctest.h>

#include "ferz/notation/uci.hpp"
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

namespace move_buffer_test {

// A leaper with all nine basic leaps (48 targets on an open board), which no piece blocks.
inline constexpr ferz::variant_def leapers_def = {
    .name = "leapers",
    .pieces = {ferz::piece('X', "WFDAHGNCZ"), ferz::piece('K', "K", ferz::royal)},
    .start_fen = "k7/8/8/8/8/8/8/K7 w - - 0 1",
    .rules = {.max_moves = 64},  // small on purpose, no promotion
};
using leapers = ferz::variant<leapers_def>;

}  // namespace move_buffer_test

using move_buffer_test::leapers;

TEST_CASE("more legal moves than the buffer holds") {
    auto parsed = ferz::position<leapers>::from_fen("k7/8/8/4X3/3XX3/8/8/K7 w - - 0 1");
    REQUIRE(parsed.has_value());
    ferz::position<leapers> pos = *parsed;
    const auto all = ferz::legal_move_vector(pos);
    REQUIRE(all.size() > 64);
    CHECK(ferz::count_legal_moves(pos) == all.size());

    const auto list = ferz::legal_moves(pos);
    CHECK(list.overflowed());
    CHECK(list.size() == 64);

    // perft and divide see every move; the sum of divide is perft.
    std::uint64_t sum = 0;
    for (const auto& [m, n] : ferz::divide(pos, 2)) sum += n;
    CHECK(ferz::perft(pos, 2) == sum);
    std::uint64_t by_hand = 0;
    for (const ferz::move m : all) {
        pos.make(m);
        by_hand += ferz::count_legal_moves(pos);
        pos.unmake();
    }
    CHECK(sum == by_hand);

    // The last move generated is still found from its text.
    const ferz::move last = all.back();
    const auto read = ferz::parse_uci(pos, ferz::to_uci(pos, last));
    REQUIRE(read.has_value());
    CHECK(*read == last);
}
