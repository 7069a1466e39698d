// ferz/movegen/modules/pass_on_stalemate.hpp: passing when stalemated (rules.turns.pass_on_stalemate;
// Fairy-Stockfish's passOnStalemate: flipello, ataxx). A side that has no legal move passes: the pass
// (a null move from and to its royal's square, else its first piece's) is then its only legal move.
// A side without pieces has none. Two passes in a row end the game (rules/end_rules.hpp).
//
// The generator runs once, through a sink that notes whether any move went by; where the caller asked
// for some moves only (is_legal: one piece's, or the drops), it asks once more for all of them.
#pragma once

#include <type_traits>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: asked for the moves the other rules allow

namespace modules {

template <class V>
struct pass_on_stalemate {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;

    // Passes everything on to `inner`, and notes whether anything was a move.
    template <class Sink>
    struct watch_sink {
        static constexpr bool counts_only = Sink::counts_only;
        Sink& inner;
        bool any = false;
        void add(move m) { any = true, inner.add(m); }
        void targets(int from, bitboard to) {
            if (to.any()) any = true, inner.targets(from, to);
        }
        void promotions(int from, bitboard to, const int* types, int count) {
            if (to.any() && count > 0) any = true, inner.promotions(from, to, types, count);
        }
        void drops(int type, bitboard to) {
            if (to.any()) any = true, inner.drops(type, to);
        }
    };

    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        auto&& inner = inner_sink<M>(sink);
        watch_sink<std::remove_reference_t<decltype(inner)>> watched{inner};
        generator<V>::template moves_of_rules<Us>(pos, watched, movers, drops);
        if (watched.any) return;
        const bool all = drops && movers == ~bitboard{};
        if (!all) {
            count_sink counted;
            generator<V>::template moves_of_rules<Us>(pos, counted, ~bitboard{}, true);
            if (counted.n > 0) return;
        }
        const int k = pos.royal_square(Us);
        const int sq = k >= 0 ? k : pos.pieces(Us).any() ? pos.pieces(Us).lsb() : -1;
        if (sq >= 0 && movers.test(sq)) sink.add(move(sq, sq, move_kind::null));
    }
};

}  // namespace modules

}  // namespace ferz::movegen
