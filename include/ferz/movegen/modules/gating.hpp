// ferz/movegen/modules/gating.hpp: Seirawan gating (rules.drops.gating): a piece leaving a gate square
// (position::gates) may bring a piece from hand onto it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

namespace modules {

template <class V>
struct gating {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    static constexpr int types = M::max_types;
    template <int Us, class Sink>
    using context = move_context<V, Us, Sink>;

    // Seirawan gating: the moves of a piece leaving a gate square once more with each type in hand
    // that may enter there (its drop zone holds the square). A gated move is legal exactly when the
    // move without the gating is (the rule of the variant's authors, 2008, as Fairy-Stockfish and
    // cutechess play it): the entering piece never shields the royal, neither a pinned piece's
    // square nor the line the royal steps along. So each target is tested as the plain move
    // (move_context::safe_after), with `from` left empty.
    template <int Us, class Sink>
    static void emit_gated(context<Us, Sink>& cx, int from, bitboard targets) {
        const pos_t& pos = cx.pos;
        const M& m = cx.m;
        int types_in[types];
        int n = 0;
        for (int t = 0; t < m.traits.types; ++t)
            if (pos.in_hand(Us, t) > 0 && gate_allowed(m, Us, t, from)) types_in[n++] = t;
        if (n == 0) return;
        for (const int to : targets) {
            if (!cx.safe_after(from, to)) continue;
            for (int i = 0; i < n; ++i) cx.sink.add(move(from, to).with_gating(types_in[i]));
        }
    }
    static bool gate_allowed(const M& m, int us, int type, int sq) {
        if (!m.traits.drop_zone[static_cast<std::size_t>(us)][static_cast<std::size_t>(type)].test(sq)) return false;
        if (m.traits.is_pawn(type)) {
            if (!m.rules.drops.pawns_on_first_rank && m.geo.relative_rank(us, sq) == 0) return false;
            if (!m.rules.drops.pawns_in_promotion_zone && m.geo.relative_rank(us, sq) >= m.geo.ranks - m.traits.promotion_ranks)
                return false;
        }
        return true;
    }
};

}  // namespace modules

}  // namespace ferz::movegen
