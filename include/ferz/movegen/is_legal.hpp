// ferz/movegen/is_legal.hpp: is a move from outside (a GUI's, an opponent's) legal here?
//
// A move that comes from text is already checked (parse_uci, parse_san match it against the legal
// moves). A move built from squares is checked here by generating the moves of the one piece on its
// from-square only (a drop: the drops only), never the whole list. The generator marks moves that give e.p. rights
// (move::ep_source); a move built by hand cannot know that mark, so the comparison ignores it and
// legal_move() returns the generator's complete move, which is the one to make().
#pragma once

#include <optional>

#include "ferz/move.hpp"
#include "ferz/movegen/generate.hpp"

namespace ferz {

namespace detail {
// Finds the generated move that does what `wanted` does.
struct match_sink {
    static constexpr bool counts_only = false;
    move wanted;
    std::optional<move> found{};
    static constexpr bool same(move a, move b) noexcept { return a.with_ep_source(0) == b.with_ep_source(0); }
    void add(move m) {
        if (same(m, wanted)) found = m;
    }
    template <class Bitboard>
    void targets(int from, Bitboard to) {
        if (wanted.kind() == move_kind::normal && same(move(from, wanted.to()), wanted) && to.test(wanted.to())) found = move(from, wanted.to());
    }
    template <class Bitboard>
    void promotions(int from, Bitboard to, const int* types, int count) {
        if (wanted.kind() != move_kind::promotion || wanted.from() != from || !to.test(wanted.to())) return;
        for (int i = 0; i < count; ++i)
            if (types[i] == wanted.piece() && same(move(from, wanted.to(), move_kind::promotion, types[i]), wanted)) found = wanted;
    }
    template <class Bitboard>
    void drops(int type, Bitboard to) {
        if (wanted.kind() == move_kind::drop && wanted.piece() == type && to.test(wanted.to())) found = move(0, wanted.to(), move_kind::drop, type);
    }
};
}  // namespace detail

// The legal move of `pos` that does what `m` does (complete, with the generator's marks), if any.
template <class V>
std::optional<move> legal_move(const position<V>& pos, move m) {
    const auto& md = pos.model();
    if (m.from() >= md.geo.squares || m.to() >= md.geo.squares) return std::nullopt;
    // A null move is legal only as a pass (rules.turns: from and to the same square).
    if (m.kind() == move_kind::null && (!md.rules.turns.passes() || m.from() != m.to())) return std::nullopt;
    detail::match_sink sink{m};
    if (m.kind() == move_kind::drop) {
        if (m.piece() >= md.traits.types) return std::nullopt;
        // A piece dropped face up (rules.drops.promoted_faces) comes from its base's hand.
        const int hand = md.rules.drops.promoted_faces ? md.traits.base_type[static_cast<std::size_t>(m.piece())] : m.piece();
        if (pos.in_hand(pos.side_to_move(), hand) == 0 && !md.rules.drops.free) return std::nullopt;
        movegen::generator<V>::legal_drops(pos, sink);
        return sink.found;
    }
    if (pos.empty(m.from()) || pos.color_on(m.from()) != pos.side_to_move()) return std::nullopt;
    movegen::generator<V>::legal_from(pos, sink, position<V>::bitboard::square(m.from()));
    return sink.found;
}

template <class V>
bool is_legal(const position<V>& pos, move m) {
    return legal_move(pos, m).has_value();
}

// make() with the move checked first: plays the legal move of `pos` that does what `m` does and
// returns true, or returns false and leaves `pos` as it was. For moves from outside (a GUI, another
// position, a file); position::make() takes a legal move of the position as given, and checks only
// what is cheap (FERZ_ASSERT: the mover belongs to the side to move, a capture takes no own piece).
template <class V>
bool make_checked(position<V>& pos, move m) {
    const std::optional<move> legal = legal_move(pos, m);
    if (!legal) return false;
    pos.make(*legal);
    return true;
}

}  // namespace ferz
