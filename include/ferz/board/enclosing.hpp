// ferz/board/enclosing.hpp: what a piece on a square encloses, as Othello and Ataxx count it
// (rules.board.flips and rules.drops.enclosing: flipello, ataxx; rules/policies.hpp).
#pragma once

#include "ferz/rules/policies.hpp"

namespace ferz {

// The pieces of `theirs` that a piece of `ours` standing on `sq` encloses under `rule`:
//   - reversi: every unbroken line of theirs that runs from sq, in one of the eight directions, to a
//     piece of ours (an empty square, a hole or the edge ends a line without enclosing it);
//   - ataxx: theirs on the eight squares around sq.
// `lines` answers rook and bishop attacks and the squares between two (board/lines.hpp).
template <class Geometry, class Lines, class Bitboard>
[[nodiscard]] Bitboard enclosed(const Geometry& geo, const Lines& lines, enclosing_rule rule, int sq, Bitboard ours,
                                Bitboard theirs) noexcept {
    if (rule == enclosing_rule::ataxx) return geo.neighbours(sq) & theirs;
    if (rule != enclosing_rule::reversi) return Bitboard{};
    // Rays from sq that pass over theirs and stop at anything else: those that stop on ours, two
    // squares away or more, enclose what they passed.
    const Bitboard stops = andnot(geo.all_squares(), theirs);
    const Bitboard ends = andnot((lines.rook(sq, stops) | lines.bishop(sq, stops)) & ours, geo.neighbours(sq));
    Bitboard out{};
    for (const int end : ends) out |= lines.between(sq, end);
    return out;
}

}  // namespace ferz
