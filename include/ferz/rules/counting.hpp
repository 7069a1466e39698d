// ferz/rules/counting.hpp: the counting rules of makruk and its relatives (rules.end.counting,
// rules/policies.hpp): a side short of material counts, and when the count passes its limit before
// the side is mated, the game is drawn (game.hpp's game_result: game_end::counting).
//
// The limits, as Fairy-Stockfish's count_limit states them, for the side that would count:
//   - Board's honour: the side has more than its king and no pawns are left on the board (cambodian:
//     pawns may be left, and the side has at most 3 pieces). 64 moves (cambodian 63).
//   - Pieces' honour: the side has only its king and no pawns are left. The limit follows the other
//     side's material: two rooks 8, one rook 16, two khons 22, two knights 32, one khon 44, else 64
//     (cambodian one less each).
//   - ASEAN (asean, sittuyin): only a bare king counts, with no pawns left: against a rook 16, a khon
//     44, a knight 64, else no count.
// No count against a bare king. The pieces are recognised by their moves: rook `R`, khon `FfW`,
// knight `N`, pawns by the pawn trait.
//
// When a count starts and how it runs is Fairy-Stockfish's, move by move (its do_move), so that the
// FEN fields it writes for a count (the limit in plies in place of the e.p. square, the count in plies
// in place of the halfmove clock: "b - 88 8 1") are ferz's too:
//   - a count starts after a move, for the side then to move, when none runs and that side has a
//     limit; at 0 plies for board's honour and ASEAN, else at twice the pieces on the board;
//   - it restarts, the same way, when a capture or a promotion leaves the side to move a bare king;
//   - a bare king that takes the last pawn starts its own pieces' honour count at twice the pieces on
//     the board, less one (the other side is to move);
//   - otherwise a running count goes up by one each ply, with its limit unchanged.
// A position read from a FEN starts no count of its own: the FEN's fields carry one, or the next move
// starts it. (Fairy-Stockfish's API can also say from which ply a GUI's count started, `countStarted`;
// ferz has no such parameter: the count is the game's own.)
#pragma once

#include <vector>

#include "ferz/move.hpp"
#include "ferz/position.hpp"

namespace ferz {

struct counting_state {
    int side = -1;               // the colour counting; -1: no count
    bool pieces_honour = false;  // pieces' honour (a bare king counts), else board's honour (or ASEAN)
    int limit = 0;               // in moves: the game is drawn when the count passes it
    int count = 0;               // in moves: plies / 2, rounded up
    int plies = 0;               // the count in plies, as Fairy-Stockfish keeps and writes it
    [[nodiscard]] constexpr bool active() const noexcept { return side >= 0; }
    constexpr bool operator==(const counting_state&) const = default;
};

namespace detail {
template <class V>
int count_of(const position<V>& pos, int color, int type) noexcept {
    return type < 0 ? 0 : pos.pieces(color, type).popcount();
}

// The types the limits are told by (-1: none), looked up once per counting(), not per move replayed.
struct counting_types {
    int rook = -1, khon = -1, knight = -1, pawn = -1;
    template <class Model>
    explicit counting_types(const Model& m)
        : rook(m.traits.type_moving_as("R")), khon(m.traits.type_moving_as("FfW")), knight(m.traits.type_moving_as("N")),
          pawn(m.traits.first_type_with(ferz::pawn)) {}
};

template <class V>
counting_state counting_limit(const position<V>& pos, int color, const counting_types& types) {
    const counting_rule rule = pos.model().rules.end.counting;
    counting_state s;
    if (rule == counting_rule::none) return s;
    const int them = color ^ 1;
    const int mine = pos.pieces(color).popcount(), theirs = pos.pieces(them).popcount();
    const bool pawns = types.pawn >= 0 && pos.pieces_of_type(types.pawn).any();
    if (theirs <= 1 || mine == 0) return s;
    const int rooks = count_of(pos, them, types.rook), khons = count_of(pos, them, types.khon);
    const int knights = count_of(pos, them, types.knight);
    int limit = 0;
    if (rule == counting_rule::asean) {
        if (pawns || mine > 1) return s;
        limit = rooks ? 16 : khons ? 44 : knights ? 64 : 0;
    } else {
        const int less = rule == counting_rule::cambodian ? 1 : 0;
        if (rule == counting_rule::cambodian && mine > 3) return s;
        if (pawns && (rule == counting_rule::makruk || mine == 1)) return s;
        if (mine > 1) limit = 64 - less;
        else limit = (rooks > 1 ? 8 : rooks == 1 ? 16 : khons > 1 ? 22 : knights > 1 ? 32 : khons == 1 ? 44 : 64) - less;
    }
    if (limit == 0) return s;
    s.side = color;
    s.pieces_honour = mine == 1 && rule != counting_rule::asean;
    s.limit = limit;
    return s;
}
}  // namespace detail

// The limit, in moves, of the count `color` would keep in this position (no count: !active()), and
// whether it is pieces' honour; count and plies are 0. Fairy-Stockfish's count_limit(sideToCount).
template <class V>
counting_state counting_limit(const position<V>& pos, int color) {
    return detail::counting_limit(pos, color, detail::counting_types{pos.model()});
}

// The count running in this position (!active(): none), from the FEN's fields where it gave them and
// the moves made since, by the rules above.
template <class V>
counting_state counting(const position<V>& pos) {
    const auto& md = pos.model();
    const counting_rule rule = md.rules.end.counting;
    if (rule == counting_rule::none) return {};
    // Back to where the position was set up, then forward again move by move.
    position<V> p = pos;
    std::vector<move> moves;
    moves.reserve(static_cast<std::size_t>(p.moves_made()));
    while (p.moves_made() > 0) moves.push_back(p.last_move()), p.unmake();
    counting_state s;
    auto total = [&p] { return p.pieces(0).popcount() + p.pieces(1).popcount(); };
    if (const auto [limit, ply] = p.counting_seed(); limit > 0) {
        // The FEN does not say who counts: the side with fewer pieces, else the side to move.
        const int white = p.pieces(0).popcount(), black = p.pieces(1).popcount();
        s.side = white == black ? p.side_to_move() : white < black ? 0 : 1;
        s.pieces_honour = rule != counting_rule::asean && p.pieces(s.side).popcount() == 1;
        s.limit = (limit + 1) / 2;
        s.plies = ply;
    }
    const detail::counting_types types{md};
    auto pawns = [&p, &types](int color) { return detail::count_of(p, color, types.pawn); };
    auto limit_of = [&](int color) { return detail::counting_limit(p, color, types); };
    auto start = [&](int color, int plies) {
        s = limit_of(color);
        s.plies = plies;
    };
    for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
        const int mover = p.side_to_move(), them = mover ^ 1;
        const int pieces_before = total(), their_pawns_before = pawns(them);
        p.make(*it);
        const bool captured = total() < pieces_before;
        if (s.active()) ++s.plies;
        if (rule != counting_rule::asean && pawns(them) < their_pawns_before && p.pieces(mover).popcount() == 1 &&
            pawns(0) + pawns(1) == 0 && limit_of(mover).active())
            start(mover, 2 * total() - 1);
        if (!s.active() || ((captured || it->kind() == move_kind::promotion) && p.pieces(them).popcount() == 1))
            if (limit_of(them).active())
                start(them, rule == counting_rule::asean || p.pieces(them).popcount() > 1 ? 0 : 2 * total());
    }
    s.count = (s.plies + 1) / 2;
    return s;
}

}  // namespace ferz
