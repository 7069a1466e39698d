// ferz/movegen/modules/bikjang.hpp: janggi's bikjang (rules.turns.bikjang): with the kings facing each
// other on an open file, a move must part them, or the side passes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: the moves are generated, then those that part the kings kept

namespace modules {

template <class V>
struct bikjang {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;

    // Bikjang: with the royals facing each other, a move must part them, or the side passes (even in
    // check). Rare, so the moves are generated and filtered one by one.
    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        const M& m = pos.model();
        std::vector<move> all;
        collect_sink<std::vector<move>> c{all};
        generator<V>::template generate_moves<Us>(pos, c, movers, drops, false);
        const int ours = pos.royal_square(Us), theirs = pos.royal_square(Us ^ 1);
        for (const move mv : all) {
            if (mv.kind() == move_kind::null) continue;
            bitboard o = pos.occupied();
            o.reset(mv.from());
            o.set(mv.to());
            const int k = mv.from() == ours ? mv.to() : ours;
            if (m.geo.file_of(k) != m.geo.file_of(theirs) || (m.lines.between(k, theirs) & o).any()) sink.add(mv);
        }
        if (ours >= 0 && movers.test(ours)) sink.add(move(ours, ours, move_kind::null));
    }
};

}  // namespace modules

}  // namespace ferz::movegen
