// ferz/movegen/modules/castling.hpp: castling (the castling piece's `O` atoms, rules.castling), with
// Chess960 partners, castling kings that are not royal (Koedem), and Seirawan gating on the king's or
// the partner's square.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "ferz/movegen/context.hpp"
#include "ferz/movegen/modules/gating.hpp"

namespace ferz::movegen {

namespace modules {

template <class V>
struct castling {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;
    static constexpr int types = M::max_types;
    template <int Us, class Sink>
    using context = move_context<V, Us, Sink>;

    template <int Us, class Sink>
    static void generate(context<Us, Sink>& cx) {
        const pos_t& pos = cx.pos;
        const M& m = cx.m;
        const int ksq = pos.castling_king_square(Us);
        if (ksq < 0 || !cx.movers.test(ksq)) return;
        bool in_check_known = false, in_check = false;
        for (int side = 0; side < 2; ++side) {
            if (!pos.can_castle(Us, side)) continue;
            const int rsq = pos.castling_partner(Us, side);
            // The side's first distance (steps 0 in the move), then its others where the royal's `O`
            // atoms give several (bit n of `more`: n squares), each landing short of the partner.
            unsigned more = 0;
            if constexpr (M::flags.castling_distances) more = m.traits.castling_more_steps[static_cast<std::size_t>(side)];
            for (int steps = 0; steps >= 0; steps = more != 0 ? take_lowest(more) : -1) {
                const int kfile = m.geo.file_of(ksq) + (side ? steps : -steps);
                if (steps != 0 && (side ? kfile >= m.geo.file_of(rsq) : kfile <= m.geo.file_of(rsq))) break;
                const move castle(ksq, rsq, move_kind::castling, steps);
                const auto [kto, rto] = pos.castling_targets(castle);
                // Every square the king or the partner crosses or lands on is empty but for the two.
                const int lo = std::min(std::min(ksq, kto), std::min(rsq, rto));
                const int hi = std::max(std::max(ksq, kto), std::max(rsq, rto));
                const bitboard span = andnot(bitboard::low_bits(hi + 1), bitboard::low_bits(lo));  // one rank: lo..hi
                if (andnot(span & cx.occ, bitboard::square(ksq) | bitboard::square(rsq)).any()) continue;
                // A castling king that is not royal (Koedem) may castle out of, through and into attack.
                bool royal = m.traits.royal_castles;  // or a pseudo-royal that is royal now (spartan's White king)
                if constexpr (M::flags.has_pseudo_royals) royal = royal || cx.royals_now.test(ksq);
                if (royal) {
                    if (cx.checked >= 0 && ksq == cx.ksq) {
                        in_check = cx.checked != 0;
                        in_check_known = true;
                    }
                    if (!in_check_known) {
                        in_check = cx.royal_attacked_at(ksq, cx.occ, cx.enemy);
                        in_check_known = true;
                    }
                    if (in_check) continue;
                    // As Fairy-Stockfish (and Stockfish) test it: every square the king crosses or lands on,
                    // with king and partner still in place; then the landing square once more without the
                    // partner, which may have shielded it (Chess960). A hopper may use the unmoved king as
                    // its hurdle — the same answer as Fairy-Stockfish's.
                    const int step = kto > ksq ? 1 : -1;
                    bool safe = true;
                    if constexpr (M::flags.blast) {
                        if (m.traits.blast) {
                            // As Fairy-Stockfish tests a pseudo-royal king (which may stand next to the enemy
                            // king, attacked but not in check): the squares it leaves and crosses with it off
                            // its square, then the landing square with both pieces moved.
                            bitboard o = cx.occ;
                            o.reset(ksq);
                            for (int s = ksq; s != kto && safe; s += step)
                                if (cx.royal_attacked_at(s, o, cx.enemy)) safe = false;
                            o.reset(rsq), o.set(kto), o.set(rto);
                            if (!safe || cx.royal_attacked_at(kto, o, cx.enemy)) continue;
                            royal = false;  // tested
                        }
                    }
                    for (int s = kto; royal && s != ksq && safe; s -= step)
                        if (cx.royal_attacked_at(s, cx.occ, cx.enemy)) safe = false;
                    if (!safe) continue;
                    bitboard without_partner = cx.occ;
                    without_partner.reset(rsq);
                    if (royal && cx.royal_attacked_at(kto, without_partner, cx.enemy)) continue;
                }
                // Pseudo-royal pieces beside the castling king (coregal's queens) stay safe too.
                if constexpr (M::flags.has_pseudo_royals)
                    if (m.traits.has_pseudo_royals && !cx.castling_safe(ksq, kto, rsq, rto)) continue;
                cx.sink.add(castle);
                if constexpr (M::flags.has_gating) {
                    if (m.traits.has_gating) {
                        // Gating on the royal's square or the partner's, unless the other piece lands there.
                        const bitboard gates = pos.gates(Us);
                        for (int t = 0; t < m.traits.types; ++t) {
                            if (pos.in_hand(Us, t) == 0) continue;
                            if (gates.test(ksq) && ksq != kto && ksq != rto && gating<V>::gate_allowed(m, Us, t, ksq))
                                cx.sink.add(castle.with_gating(t));
                            if (gates.test(rsq) && rsq != kto && rsq != rto && gating<V>::gate_allowed(m, Us, t, rsq))
                                cx.sink.add(castle.with_gating(t, true));
                        }
                    }
                }
            }
        }
    }

private:
    // The index of the lowest set bit, which is cleared.
    static int take_lowest(unsigned& bits) noexcept {
        const int n = std::countr_zero(bits);
        bits &= bits - 1;
        return n;
    }
};

}  // namespace modules

}  // namespace ferz::movegen
