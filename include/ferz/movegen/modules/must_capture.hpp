// ferz/movegen/modules/must_capture.hpp: compulsory captures (rules.board.must_capture; Fairy-
// Stockfish's mustCapture: antichess, giveaway, losers): while the side to move has a legal capture,
// only its legal captures are legal.
//
// The generator runs twice, never making a move: once into a sink that counts only the captures (of
// every piece and drop: a quiet move of one piece is illegal when another can capture), and then
// into the caller's sink, through a filter that passes only captures when there were any. A capture
// is what position::is_capture says: a move onto an enemy piece, e.p. and locust captures.
#pragma once

#include <cstdint>
#include <type_traits>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: asked for the moves the other rules allow

namespace modules {

template <class V>
struct must_capture {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;

    // Passes the captures of what the generator gives on to `inner`: targets and promotions onto the
    // enemy's pieces, single moves that capture; no drops.
    template <class Sink>
    struct captures_sink {
        static constexpr bool counts_only = Sink::counts_only;
        Sink& inner;
        const pos_t& pos;
        bitboard enemy;
        void add(move m) {
            if (pos.is_capture(m)) inner.add(m);
        }
        void targets(int from, bitboard to) {
            to &= enemy;
            if (to.any()) inner.targets(from, to);
        }
        void promotions(int from, bitboard to, const int* types, int count) {
            to &= enemy;
            if (to.any()) inner.promotions(from, to, types, count);
        }
        void drops(int, bitboard) {}
    };

    // Counts every move and, apart, the captures among them: perft's last ply in one pass.
    struct split_count_sink {
        static constexpr bool counts_only = true;
        const pos_t& pos;
        bitboard enemy;
        std::uint64_t all = 0, captures = 0;
        void add(move m) { ++all, captures += pos.is_capture(m) ? 1 : 0; }
        void targets(int, bitboard to) {
            all += static_cast<std::uint64_t>(to.popcount());
            captures += static_cast<std::uint64_t>((to & enemy).popcount());
        }
        void promotions(int, bitboard to, const int*, int count) {
            all += static_cast<std::uint64_t>(to.popcount()) * static_cast<std::uint64_t>(count);
            captures += static_cast<std::uint64_t>((to & enemy).popcount()) * static_cast<std::uint64_t>(count);
        }
        void drops(int, bitboard to) { all += static_cast<std::uint64_t>(to.popcount()); }
    };

    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        if constexpr (std::is_same_v<Sink, count_sink>) {
            if (movers == ~bitboard{}) {
                // Every piece moves: the captures and the moves are counted in the same pass.
                split_count_sink both{pos, pos.pieces(Us ^ 1)};
                auto&& inner = inner_sink<M>(both);
                generator<V>::template moves_of<Us>(pos, inner, movers, drops);
                sink.n += both.captures > 0 ? both.captures : both.all;
                return;
            }
        }
        count_sink counted;
        auto&& counter = inner_sink<M>(counted);
        captures_sink<std::remove_reference_t<decltype(counter)>> probe{counter, pos, pos.pieces(Us ^ 1)};
        generator<V>::template moves_of<Us>(pos, probe, ~bitboard{}, true);
        if (counted.n == 0) return generator<V>::template moves_of<Us>(pos, sink, movers, drops);
        if constexpr (std::is_same_v<Sink, count_sink>) {
            if (movers == ~bitboard{}) return void(sink.n += counted.n);  // perft's last ply: counted already
        }
        auto&& inner = inner_sink<M>(sink);
        captures_sink<std::remove_reference_t<decltype(inner)>> only{inner, pos, pos.pieces(Us ^ 1)};
        generator<V>::template moves_of<Us>(pos, only, movers, drops);
    }
};

}  // namespace modules

}  // namespace ferz::movegen
