// expect: a piece has drop rules \(the @ atom\) but the variant has no drops
// A drop rule (@) in a descriptor of a variant whose rules.drops is not enabled is an error, not a
// rule silently ignored.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

struct dropping : ferz::variants::chess {
    using pieces = ferz::piece_set<ferz::piece<'P', "fmWfceFifmnDj@7", ferz::pawn>, ferz::piece<'N', "N">,
                                   ferz::piece<'B', "B">, ferz::piece<'R', "R", ferz::castling_partner>,
                                   ferz::piece<'Q', "Q">, ferz::piece<'K', "KisO2", ferz::royal>>;
};

int main() {
    ferz::position<dropping> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
