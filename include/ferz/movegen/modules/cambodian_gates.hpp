// ferz/movegen/modules/cambodian_gates.hpp: Cambodian makruk's opening leaps (rules.board.cambodian_gates):
// the king's knight leap onto the next rank forward and the met's two-square jump, each once, from
// its gate square (position::gates) to an empty square.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

namespace modules {

template <class V>
struct cambodian_gates {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;
    template <int Us, class Sink>
    using context = move_context<V, Us, Sink>;

    // rules.board.cambodian_gates: the royal's knight leap onto the next rank forward and the met's
    // two-square jump, each from its gate to an empty square.
    template <int Us, class Sink>
    static void generate(context<Us, Sink>& cx) {
        const pos_t& pos = cx.pos;
        const M& m = cx.m;
        const auto& geo = m.geo;
        const bitboard gates = pos.gates(Us) & cx.movers;
        if (gates.none()) return;
        const int forward = Us == 0 ? geo.files : -geo.files;
        const bitboard empty = ~cx.occ;
        for (const int from : gates & pos.pieces(Us, m.traits.fers_type)) {
            const int to = from + 2 * forward;
            if (to < 0 || to >= geo.squares || !empty.test(to)) continue;
            const bitboard t = cx.legal_targets(from, bitboard::square(to));
            if (t.any()) cx.sink.targets(from, t);
        }
        for (const int from : gates & pos.pieces(Us, m.traits.royal_type)) {
            if (attack::attacked(pos, from, Us ^ 1, cx.occ, cx.enemy)) continue;
            const int f = geo.file_of(from), r = geo.rank_of(from) + (Us == 0 ? 1 : -1);
            bitboard t{};
            for (const int df : {-2, 2})
                if (geo.on_board(f + df, r) && empty.test(geo.square(f + df, r)) && cx.safe_after(from, geo.square(f + df, r)))
                    t.set(geo.square(f + df, r));
            if (t.any()) cx.sink.targets(from, t);
        }
    }
};

}  // namespace modules

}  // namespace ferz::movegen
