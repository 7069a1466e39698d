// ferz/movegen/modules/walls.hpp: walls that moves place (rules.board.walls; Fairy-Stockfish's
// wallingRule): the duck of Duck chess, the arrows of the Game of the Amazons, Snailtrail's trail,
// Isolation's and Atlantis's walls.
//
// Each move the other rules allow becomes one move per square its wall may go to (move::with_wall):
// an empty square of the board as the move leaves it, in the mover's wall region (traits::
// wall_region), and where the rule says (rules/policies.hpp, walling_rule). The generator runs once,
// through a sink that expands every move it is handed; a counting sink adds up the wall squares. A
// move with nowhere to put its wall is no move. Walls never make a move illegal, nor legal: a variant
// with walls has no royal pieces (rules/check.hpp).
#pragma once

#include <type_traits>

#include "ferz/movegen/context.hpp"
#include "ferz/rules/policies.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: the moves the other rules allow, each then given its walls

namespace modules {

template <class V>
struct walls {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;

    // The squares a piece of `type` and `color` on `sq` could move to quietly with `occ` occupied: its
    // leaps and rides (an arrow's flight; rules/check.hpp allows arrows only to pieces whose quiet
    // moves are plain leaps and rides).
    static bitboard quiet_reach(const M& m, int color, int type, int sq, bitboard occ) noexcept {
        const auto u = static_cast<std::size_t>(type);
        bitboard r = m.leaps[static_cast<std::size_t>(color)][u][static_cast<std::size_t>(sq)].quiet;
        const auto& g = m.groups[u];
        if (g.rook) r |= m.lines.rook(sq, occ);
        if (g.bishop) r |= m.lines.bishop(sq, occ);
        for (std::size_t k = 0; k < g.rest_count; ++k) {
            const tables::ride& ride = m.rides.entries[g.rest[k]];
            if ((ride.mode & betza::to_empty) && !ride.initial) r |= attack::ride_reach(m, g.rest[k], color, false, sq, occ);
        }
        return andnot(r, occ);
    }

    // Where the side to move may put its wall after a move from `from` (-1: a drop) to `to` by a piece
    // of `type`, `after` being the board's occupied squares (walls and holes included) after it.
    static bitboard wall_squares(const pos_t& pos, int us, int type, int from, int to, bitboard after) noexcept {
        const M& m = pos.model();
        bitboard w = andnot(m.traits.wall_region[static_cast<std::size_t>(us)], after);
        switch (m.rules.board.walls) {
        case walling_rule::arrow: return w & quiet_reach(m, us, type, to, after);
        case walling_rule::past: return from >= 0 && w.test(from) ? bitboard::square(from) : bitboard{};
        case walling_rule::edge: {
            const auto& geo = m.geo;
            const bitboard old = pos.walls() | m.traits.holes;
            const bitboard near = geo.file_mask(0) | geo.file_mask(geo.files - 1) | geo.rank_mask(0) | geo.rank_mask(geo.ranks - 1) |
                                  geo.shift(old, 1, 0) | geo.shift(old, -1, 0) | geo.shift(old, 0, 1) | geo.shift(old, 0, -1);
            return w & near;
        }
        default: return w;  // duck (its old square is occupied until the move is made), anywhere
        }
    }

    // Hands each move on to `inner` once per wall square.
    template <class Sink>
    struct wall_sink {
        static constexpr bool counts_only = Sink::counts_only;
        const pos_t& pos;
        Sink& inner;
        int us;
        bitboard occ;

        void emit(move m, bitboard w) {
            if constexpr (counts_only) {
                if (w.any()) inner.targets(m.from(), w);  // (a counting sink adds up the squares)
            } else {
                for (const int sq : w) inner.add(m.with_wall(sq));
            }
        }
        void add(move m) {
            if (m.kind() == move_kind::null) return;  // (no passes with walls)
            const int from = m.from(), to = m.to();
            bitboard after = occ;
            const int type = m.kind() == move_kind::drop ? m.piece() : pos.type_on(from);
            int landed = to, left = from;  // where the mover lands (an arrow flies from there), and the square it left
            switch (m.kind()) {
            case move_kind::drop: after.set(to), left = -1; break;
            case move_kind::castling: {
                const auto [kto, rto] = pos.castling_targets(m);
                after.reset(from), after.reset(to), after.set(kto), after.set(rto), landed = kto;
                break;
            }
            default:
                after.reset(from), after.set(to);
                for (int v = 0; v < m.victim_count(); ++v) after.reset(m.victim(v));
                break;
            }
            if (m.gating() >= 0) after.set(m.gate_on_partner() ? to : from);
            emit(m, wall_squares(pos, us, type, left, landed, after));
        }
        // Where the wall of a plain step from -> t by the piece on `from` may go.
        bitboard step_walls(int from, int t) const {
            bitboard after = occ;
            after.reset(from);
            after.set(t);
            return wall_squares(pos, us, pos.type_on(from), from, t, after);
        }
        void targets(int from, bitboard to) {
            if (pos.model().rules.board.walls == walling_rule::past) {
                // The wall goes where the piece stood (wall_squares), whatever the target: once for all.
                if (to.none() || !pos.model().traits.wall_region[static_cast<std::size_t>(us)].test(from)) return;
                if constexpr (counts_only) inner.targets(from, to);
                else for (const int t : to) inner.add(move(from, t).with_wall(from));
                return;
            }
            for (const int t : to) emit(move(from, t), step_walls(from, t));
        }
        void promotions(int from, bitboard to, const int* types, int count) {
            for (const int t : to) {
                const bitboard w = step_walls(from, t);
                for (int i = 0; i < count; ++i) emit(move(from, t, move_kind::promotion, types[i]), w);
            }
        }
        void drops(int type, bitboard to) {
            for (const int t : to) {
                bitboard after = occ;
                after.set(t);
                emit(move(0, t, move_kind::drop, type), wall_squares(pos, us, type, -1, t, after));
            }
        }
    };

    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        auto&& inner = inner_sink<M>(sink);
        wall_sink<std::remove_reference_t<decltype(inner)>> walled{pos, inner, Us, pos.occupied()};
        generator<V>::template moves_of_rules<Us>(pos, walled, movers, drops);
    }
};

}  // namespace modules

}  // namespace ferz::movegen
