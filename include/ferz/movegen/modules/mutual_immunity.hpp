// ferz/movegen/modules/mutual_immunity.hpp: pieces that may not capture their own kind
// (rules.board.mutually_immune; Fairy-Stockfish's mutuallyImmuneTypes: atomar's kings, which may
// stand side by side but not take each other).
//
// A filter between the generator and the caller's sink: a piece of an immune type loses its
// captures of enemy pieces of the same type; every other move passes unchanged.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: the moves of the pieces, through the filter

namespace modules {

template <class V>
struct mutual_immunity {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;

    template <class Sink>
    struct filter {
        static constexpr bool counts_only = Sink::counts_only;
        Sink& inner;
        const pos_t& pos;
        int them;
        // The enemy pieces that the piece on `from` may not capture.
        bitboard barred(int from) const {
            const int type = pos.type_on(from);
            if (((pos.model().traits.mutually_immune_types >> type) & 1u) == 0) return {};
            return pos.pieces(them, type);
        }
        void add(move m) {
            if (m.kind() != move_kind::drop && m.kind() != move_kind::castling && m.kind() != move_kind::null && barred(m.from()).test(m.to()))
                return;
            inner.add(m);
        }
        void targets(int from, bitboard to) {
            to = andnot(to, barred(from));
            if (to.any()) inner.targets(from, to);
        }
        void promotions(int from, bitboard to, const int* types, int count) {
            to = andnot(to, barred(from));
            if (to.any()) inner.promotions(from, to, types, count);
        }
        void drops(int type, bitboard to) { inner.drops(type, to); }
    };

    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        auto&& inner = inner_sink<M>(sink);
        filter<std::remove_reference_t<decltype(inner)>> immune{inner, pos, Us ^ 1};
        generator<V>::template moves_of_pieces<Us>(pos, immune, movers, drops);
    }
};

}  // namespace modules

}  // namespace ferz::movegen
