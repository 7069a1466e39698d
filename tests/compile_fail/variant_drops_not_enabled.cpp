// expect: definition_errc::drop_rules_without_drops_enabled
// expect-errors: 1
// A drop rule (@) in a descriptor of a variant whose rules.drops is not enabled is an error, not a
// rule silently ignored.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def dropping = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.pieces.set(ferz::piece('P', "fmWfceFifmnDj@7", ferz::pawn));
    return v;
}();

int main() {
    ferz::position<ferz::variant<dropping>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
