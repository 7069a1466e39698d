// expect: definition_errc::no_royal_piece_and_no_other_goal
// expect-errors: 1
// A variant that is won by checkmate needs a royal piece: an army without one, and no other goal, is
// a compile error that says so.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def kingless = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "kingless";
    v.pieces.set(ferz::piece('K', "KisO2"));  // royal forgotten
    return v;
}();

int main() {
    ferz::position<ferz::variant<kingless>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
