// expect: 'rank'
// expect-errors: 1
// A misspelt rule does not compile: rules are named members of policy values (rules/policies.hpp),
// so `.rank` for `.ranks` is one error naming it, where a loose static member would have been
// ignored.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

inline constexpr ferz::variant_def two_rank_promotion = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.rules.promotion.rank = 2;
    return v;
}();

int main() {
    ferz::position<ferz::variant<two_rank_promotion>> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
