// ferz/movegen/modules/sittuyin.hpp: sittuyin's promotion (rules.promotion.sittuyin): a pawn becomes
// the side's missing fers, in place or a diagonal step away.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

namespace modules {

template <class V>
struct sittuyin_promotion {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;
    template <int Us, class Sink>
    using context = move_context<V, Us, Sink>;

    // rules.promotion.sittuyin: a pawn becomes the side's missing fers, in place or a diagonal step
    // away onto an empty square, attacking no enemy piece and giving no check. (8x8 only: check().)
    static bitboard sittuyin_zone(const M& m, int us) {
        bitboard out{};
        for (int f = 0; f < 8; ++f) {
            const int r = f < 4 ? 7 - f : f;
            out.set(m.geo.square(f, us == 0 ? r : 7 - r));
        }
        return out;
    }
    template <int Us, class Sink>
    static void generate(context<Us, Sink>& cx) {
        const M& m = cx.m;
        const int P = m.traits.first_type_with(pawn), F = m.traits.fers_type;
        const pos_t& pos = cx.pos;
        if (pos.pieces(Us, F).any()) return;
        const bitboard pawns = pos.pieces(Us, P);
        const bitboard eligible = (pawns.more_than_one() ? pawns & sittuyin_zone(m, Us) : pawns) & cx.movers;
        if (eligible.none()) return;
        const int their_king = pos.royal_square(Us ^ 1);
        const bitboard empty = ~cx.occ;
        for (const int from : eligible) {
            const bitboard to_squares = (m.leaps[Us][static_cast<std::size_t>(F)][static_cast<std::size_t>(from)].quiet & empty) | bitboard::square(from);
            for (const int to : to_squares) {
                if ((m.leaps[Us][static_cast<std::size_t>(F)][static_cast<std::size_t>(to)].capture & cx.enemy).any()) continue;
                if (!cx.safe_after(from, to)) continue;
                if (their_king >= 0) {
                    // No discovered check either (the new piece itself attacks no enemy piece).
                    bitboard o = cx.occ;
                    o.reset(from), o.set(to);
                    if (attack::attacked(pos, their_king, Us, o, andnot(cx.own, bitboard::square(from)))) continue;
                }
                cx.sink.add(move(from, to, move_kind::promotion, F));
            }
        }
    }
};

}  // namespace modules

}  // namespace ferz::movegen
