// ferz/movegen/modules/no_checks.hpp: racing kings' rules for the generator: no move may give check
// (rules.board.checks_allowed false; Fairy-Stockfish's checking = false), and whether Black's king
// may follow White's into the flag region (asked by rules/end_rules.hpp).
#pragma once

#include <vector>

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

    // The legal moves that leave the other side's royal pieces unattacked. Each is played on a copy
    // of the position and taken back: the variants with this rule are small and rare.
    template <int Us, class Sink>
    static void generate(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        std::vector<move> all;
        collect_sink<std::vector<move>> c{all};
        generator<V>::template generate_moves<Us>(pos, c, movers, drops);
        if (all.empty()) return;
        pos_t probe = pos;
        for (const move mv : all) {
            probe.make(mv);
            const bool check = probe.royal_attacked(Us ^ 1);
            probe.unmake();
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
        std::vector<move> moves;
        collect_sink<std::vector<move>> c{moves};
        if (us == 0) generator<V>::template moves_of<0>(pos, c, movers, false);
        else generator<V>::template moves_of<1>(pos, c, movers, false);
        for (const move mv : moves)
            if (mv.kind() != move_kind::null && region.test(mv.to())) return true;
        return false;
    }
};

}  // namespace modules

}  // namespace ferz::movegen
