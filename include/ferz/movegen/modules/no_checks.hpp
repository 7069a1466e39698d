// ferz/movegen/modules/no_checks.hpp: racing kings' rules for the generator: no move may give check
// (rules.board.checks_allowed false; Fairy-Stockfish's checking = false), and whether Black's king
// may follow White's into the flag region (asked by rules/end_rules.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: the moves are generated, then those that give no check kept

namespace modules {

template <class V>
struct no_checks {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;

    // The legal moves that leave the other side's royal pieces unattacked. Against one royal, not
    // attacked now, with nothing that attacks otherwise than by leaps and rides from where it stands,
    // a plain move of a piece whose captures are leaps and rides is judged once per node: a check
    // from where it lands (the squares each type attacks the royal from, found once per type), or an
    // uncovered or made one, which only a move from or to a square whose occupancy decides an attack
    // on the royal can give (attacks::line_sensitive and the static sensitive squares, as the royal's
    // own safety is judged); such a move is tested on the board as it would be. Any other move is
    // played on a copy of the position (made once per call, when first needed) and taken back.
    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        move_list<M::max_moves> all;
        collect_sink<move_list<M::max_moves>> c{all};
        generator<V>::template generate_moves<Us>(pos, c, movers, drops);
        if (all.empty()) return;
        const M& m = pos.model();
        const bitboard royals = m.traits.royal_type >= 0 ? pos.pieces(Us ^ 1, m.traits.royal_type) : bitboard{};
        // The fast test: one royal, nothing that attacks otherwise than by leaps and rides from where
        // it stands (no blasts, shy hoppers, flying general, pseudo-royals; `i` moves by region: not
        // onto that region, where the piece's initial captures could apply).
        bool fast = royals.any() && !royals.more_than_one() && !m.traits.has_pseudo_royals;
        if constexpr (M::flags.blast) fast = fast && !m.traits.blast;
        if constexpr (M::flags.hop_shy) fast = fast && m.hop_shy_type < 0;
        if constexpr (M::flags.flying_general) fast = fast && !m.rules.board.flying_general;
        const int k = fast ? royals.lsb() : -1;
        const bitboard occ = pos.occupied(), ours = pos.pieces(Us);
        if (fast && attack::attacked(pos, k, Us, occ, ours)) fast = false;  // (a position set up in check)
        bitboard sensitive{};
        if (fast) {
            sensitive = attack::sensitive(pos, k, Us, occ);
        }
        std::array<bitboard, static_cast<std::size_t>(M::max_types)> origins{};
        std::uint64_t found = 0;  // the types whose origins are known
        std::optional<pos_t> probe;
        for (const move mv : all) {
            bool check = false;
            const int from = mv.from(), to = mv.to();
            const int type = fast ? pos.type_on(from) : -1;
            if (fast && mv.kind() == move_kind::normal && attack::captures_by_leaps_and_rides(m, type) &&
                !(m.traits.has_initial_region && m.traits.initial_region[static_cast<std::size_t>(Us)].test(to))) {
                const auto u = static_cast<std::size_t>(type);
                if (!(found >> u & 1)) origins[u] = attack::origins_attacking(m, type, k, Us, occ), found |= std::uint64_t{1} << u;
                check = origins[u].test(to);
                if (!check && (sensitive.test(from) || sensitive.test(to))) {
                    bitboard o = occ;
                    o.reset(from);
                    o.set(to);
                    bitboard others = ours;
                    others.reset(from);
                    check = attack::attacked(pos, k, Us, o, others);
                }
            } else {
                if (!probe) probe.emplace(pos);
                probe->make(mv);
                check = probe->royal_attacked(Us ^ 1);
                probe->unmake();
            }
            if (!check) sink.add(mv);
        }
    }

    // Whether the side to move has a legal move of its royal piece onto `region`, whatever the end
    // rules say (the end rules ask it: they cannot ask the generator, which asks them first).
    static bool royal_can_enter(const pos_t& pos, bitboard region) {
        const int us = pos.side_to_move();
        const int k = pos.royal_square(us);
        if (k < 0) return false;
        bitboard movers{};
        movers.set(k);
        move_list<M::max_moves> moves;
        collect_sink<move_list<M::max_moves>> c{moves};
        if (us == 0) generator<V>::template moves_of<0>(pos, c, movers, false);
        else generator<V>::template moves_of<1>(pos, c, movers, false);
        for (const move mv : moves)
            if (mv.kind() != move_kind::null && region.test(mv.to())) return true;
        return false;
    }
};

}  // namespace modules

}  // namespace ferz::movegen
