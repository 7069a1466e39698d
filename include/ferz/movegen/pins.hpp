// ferz/movegen/pins.hpp: the pins of the side to move (the pieces that alone stand between its royal
// and an enemy rider aimed at it), with the line each may still move on: the generator's masks where
// every capture is a leap or a ride (movegen/generate.hpp).
#pragma once

#include <cstddef>

#include "ferz/assert.hpp"
#include "ferz/movegen/context.hpp"
#include "ferz/tables/model.hpp"

namespace ferz::movegen {

// Our pieces that alone stand between our royal and an enemy rider aimed at it.
template <class V, int Us, class Sink>
void find_pins(move_context<V, Us, Sink>& cx) {
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    [[maybe_unused]] constexpr std::size_t max_pins = M::max_pins;
    constexpr int them = Us ^ 1;
    const M& m = cx.m;
    const auto& geo = m.geo;
    // Our piece on `blocker` may move only within `mask`.
    auto pin = [&](int blocker, bitboard mask) {
        FERZ_ASSERT(static_cast<std::size_t>(cx.pins) < max_pins, "more pins than lines through the royal");
        cx.pinned.set(blocker);
        cx.pinned_sq[static_cast<std::size_t>(cx.pins)] = blocker;
        cx.pin_mask[static_cast<std::size_t>(cx.pins)] = mask;
        ++cx.pins;
    };
    // Exactly one piece between the royal and `s` on their line, ours: pinned to the line (and to
    // `also`).
    auto pin_between = [&](int s, bitboard also) {
        const bitboard line = m.lines.between(cx.ksq, s);
        const bitboard blockers = line & cx.occ;
        if (blockers.any() && !blockers.more_than_one() && (blockers & cx.own).any()) pin(blockers.lsb(), line | also);
    };
    auto consider = [&](int dx, int dy, int range, bitboard riders) {
        // Walk from the royal against the rider's step: own piece, then the rider.
        int f = geo.file_of(cx.ksq), r = geo.rank_of(cx.ksq);
        int blocker = -1, n = 0;
        bitboard path{};
        while (true) {
            f -= dx, r -= dy, ++n;
            if (!geo.on_board(f, r) || (range > 0 && n > range)) return;
            const int sq = geo.square(f, r);
            path.set(sq);
            if (!cx.occ.test(sq)) continue;
            if (blocker < 0) {
                if (!cx.own.test(sq)) return;
                blocker = sq;
                continue;
            }
            if (riders.test(sq)) pin(blocker, path);
            return;
        }
    };
    // Whole rook and bishop lines: the snipers that see the royal on an empty board, and
    // between them and it exactly one piece, ours.
    bitboard rook_riders{}, bishop_riders{};
    if constexpr (M::dynamic) {  // a run-time variant: the line riders its context gathered
        rook_riders = cx.lines.rook & cx.enemy, bishop_riders = cx.lines.bishop & cx.enemy;
    } else {
        tables::for_each_type(m, [&](auto t) {
            if (m.groups[static_cast<std::size_t>(t)].rook) rook_riders |= cx.pos.pieces(them, t);
            if (m.groups[static_cast<std::size_t>(t)].bishop) bishop_riders |= cx.pos.pieces(them, t);
        });
    }
    bitboard snipers{};
    if (rook_riders.any()) snipers |= m.lines.rook(cx.ksq, bitboard{}) & rook_riders;
    if (bishop_riders.any()) snipers |= m.lines.bishop(cx.ksq, bitboard{}) & bishop_riders;
    for (int s : snipers) pin_between(s, bitboard::square(s));
    // The flying general (rules.board.flying_general): our one piece between the two royals on a file.
    if constexpr (M::flags.flying_general) {
        if (m.rules.board.flying_general) {
            const bitboard theirs = cx.enemy & cx.pos.pieces_of_type(m.traits.royal_type);
            if (theirs.any() && cx.ksq >= 0 && geo.file_of(theirs.lsb()) == geo.file_of(cx.ksq)) pin_between(theirs.lsb(), bitboard{});
        }
    }
    // Other rides (a type that captures by one is among the plan's "other" types).
    auto other_rides = [&](auto t) {
        const auto& g = m.groups[static_cast<std::size_t>(t)];
        if (g.rest_count == 0) return;
        const bitboard riders = cx.pos.pieces(them, t);
        if (riders.none()) return;
        for (std::size_t k = 0; k < g.rest_count; ++k) {
            const tables::ride& rd = m.rides.entries[g.rest[k]];
            if (!(rd.mode & betza::to_enemy)) continue;
            consider(them == 0 ? rd.dx : -rd.dx, them == 0 ? rd.dy : -rd.dy, rd.range,
                     rd.initial ? riders & cx.pos.initial_squares(them, t) : riders);
        }
    };
    if constexpr (M::dynamic) {
        for (int i = 0; i < m.plan.other_count; ++i) other_rides(m.plan.other_types[static_cast<std::size_t>(i)]);
    } else {
        tables::for_each_type(m, [&](auto t) { other_rides(t); });
    }
}
}  // namespace ferz::movegen
