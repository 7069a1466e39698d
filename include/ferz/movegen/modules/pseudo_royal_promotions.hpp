// ferz/movegen/modules/pseudo_royal_promotions.hpp: promotions that make a pseudo-royal piece
// (rules.end.pseudo_royals: coregal's queen, a second spartan king). Such a promotion is legal where
// the new piece leaves every royal piece safe, itself among them when it is royal (context::
// promotion_safe; a second king that makes neither royal: not both attacked, rules.end.duple_check);
// the other promotion types are legal where the pawn's move is. rules.promotion.limits apply.
#pragma once

#include "ferz/movegen/context.hpp"

namespace ferz::movegen::modules {

template <class V>
struct pseudo_royal_promotions {
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    template <int Us, class Sink>
    using context = move_context<V, Us, Sink>;

    // The promotions of the piece on `from` onto `all` (its targets in the zone before the legality
    // test), where `legal` are those the test passed.
    template <int Us, class Sink>
    static void generate(context<Us, Sink>& cx, int from, bitboard all, bitboard legal) {
        const M& m = cx.m;
        for (const int to : all) {
            int allowed[32];
            int n = 0;
            for (int i = 0; i < m.traits.promotion_type_count[Us] && i < 32; ++i) {
                const int p = m.traits.promotion_types[Us][static_cast<std::size_t>(i)];
                const int limit = m.traits.promotion_limit[static_cast<std::size_t>(p)];
                if (limit != 0 && cx.pos.pieces(Us, p).popcount() >= limit) continue;
                const bool pseudo = ((m.traits.pseudo_royal_types >> p) & 1u) != 0;
                if (pseudo ? cx.promotion_safe(from, to, p) : legal.test(to)) allowed[n++] = p;
            }
            if (n > 0) cx.sink.promotions(from, bitboard::square(to), allowed, n);
        }
    }
};

}  // namespace ferz::movegen::modules
