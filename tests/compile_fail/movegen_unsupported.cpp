// expect: does not support the XBetza modifiers u, o, oo, x, z, q or the atom I yet
// A variant whose pieces use what the move generator cannot do yet does not compile, and says why.
#include "ferz/perft.hpp"
#include "ferz/variants/chess.hpp"

struct boyscout_chess : ferz::variants::chess {
    using pieces = ferz::piece_set<ferz::piece<'P', "fmWfceFifmnD", ferz::pawn>, ferz::piece<'N', "N">,
                                   ferz::piece<'B', "zB">, ferz::piece<'R', "R", ferz::castling_partner>,
                                   ferz::piece<'Q', "Q">, ferz::piece<'K', "KisO2", ferz::royal>>;
};

int main() {
    ferz::position<boyscout_chess> pos;
    return static_cast<int>(ferz::perft(pos, 1));
}
