// ferz/movegen/modules/lion_trading.hpp: Chu shogi's lion-trading rules (rules.board.lions), as
// XBoard plays them:
//   - a lion may take a lion two squares away (not next to it) only where no piece of the other side
//     could take it back there (any move that captures there, a pinned piece's and the king's too),
//     unless it took on its way a piece that is not `worthless` (a pawn or a go-between);
//   - after a lion was taken by a piece that is no lion (position::lion_taken_square), the next move
//     may take no lion.
//
// A filter between the generator and the caller's sink. Most positions need none: no lion stands two
// squares from an enemy lion, and no lion was just taken; then the moves pass straight through.
// Otherwise the moves are collected, those the rules forbid left out (a distant lion capture is made
// on a copy of the position to ask whether the lion could be taken back), and the rest passed on.
#pragma once

#include <type_traits>
#include <vector>

#include "ferz/movegen/context.hpp"
#include "ferz/movegen/sinks.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: the moves the other rules allow

namespace modules {

template <class V>
struct lion_trading {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;

    static bool is_lion(const M& m, std::uint8_t code) noexcept {
        return code != 0 && ((m.traits.lion_types >> code_type(code)) & 1u) != 0;
    }
    // The lions of a colour.
    static bitboard lions(const pos_t& pos, int color) noexcept {
        const M& m = pos.model();
        return pos.pieces_of_types(color, m.traits.lion_types);
    }
    // Whether a lion of ours stands two squares (no nearer) from one of theirs.
    static bool lions_apart_by_two(const pos_t& pos, int us) noexcept {
        const M& m = pos.model();
        const bitboard theirs = lions(pos, us ^ 1);
        if (theirs.none()) return false;
        for (const int sq : lions(pos, us))
            if (andnot(theirs & attack::within(m.geo, sq, 2), attack::within(m.geo, sq, 1)).any()) return true;
        return false;
    }

    // Whether the rules allow a move that the other rules allow.
    static bool allowed(const pos_t& pos, move m, int us) {
        const M& md = pos.model();
        if (m.kind() == move_kind::drop || m.kind() == move_kind::castling || m.kind() == move_kind::null) return true;
        const std::uint8_t on_to = m.to() == m.from() || m.has_unload() ? std::uint8_t{0} : pos.code_on(m.to());
        const bool takes_lion_on_to = on_to != 0 && code_color(on_to) != us && is_lion(md, on_to);
        bool takes_lion = takes_lion_on_to;
        for (int v = 0; v < m.victim_count(); ++v) takes_lion = takes_lion || is_lion(md, pos.code_on(m.victim(v)));
        if (!takes_lion) return true;
        // The counter-strike rule.
        if (pos.lion_taken_square() >= 0) return false;
        // A lion taking a lion two squares away, with no piece of worth taken on the way.
        if (!takes_lion_on_to || !is_lion(md, pos.code_on(m.from()))) return true;
        const auto& geo = md.geo;
        const int df = geo.file_of(m.to()) - geo.file_of(m.from()), dr = geo.rank_of(m.to()) - geo.rank_of(m.from());
        if (df <= 1 && df >= -1 && dr <= 1 && dr >= -1) return true;
        for (int v = 0; v < m.victim_count(); ++v)
            if (((md.traits.lion_worthless_types >> pos.type_on(m.victim(v))) & 1u) == 0) return true;
        pos_t after = pos;
        after.make(m);
        return !attack::attacked(after, m.to(), us ^ 1, after.occupied(), after.pieces(us ^ 1));
    }

    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        if (pos.lion_taken_square() < 0 && !lions_apart_by_two(pos, Us))
            return generator<V>::template moves_of<Us>(pos, sink, movers, drops, true);
        std::vector<move> all;
        collect_sink<std::vector<move>> c{all};
        generator<V>::template moves_of<Us>(pos, c, movers, drops, true);
        for (const move m : all)
            if (allowed(pos, m, Us)) sink.add(m);
    }
};

}  // namespace modules

}  // namespace ferz::movegen
