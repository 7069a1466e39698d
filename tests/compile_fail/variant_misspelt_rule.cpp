// expect: (member named|field designator) 'rank'
// A misspelt rule does not compile: rules are named fields of policy values (rules/policies.hpp),
// so `.rank` for `.ranks` is an error, where a loose static member would have been ignored.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

struct two_rank_promotion : ferz::variants::chess {
    static constexpr ferz::variant_rules rules = {.promotion = {.rank = 2, .pieces = "QRBN"}};
};

int main() {
    ferz::position<two_rank_promotion> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
