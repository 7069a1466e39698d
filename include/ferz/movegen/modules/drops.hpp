// ferz/movegen/modules/drops.hpp: drops (rules.drops and each piece's `@`): pieces in hand onto the
// board, within their zones and limits, with the drop rules of shogi (no pawn-drop mate), Placement
// (bishops on both colours), flipello and ataxx (drops that enclose) and the variants whose drops
// may not check.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "ferz/board/enclosing.hpp"
#include "ferz/movegen/context.hpp"

namespace ferz::movegen {

template <class V>
class generator;  // generate.hpp: a pawn drop that mates is asked of the whole generator

namespace modules {

template <class V>
struct drops {
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;
    template <int Us, class Sink>
    using context = move_context<V, Us, Sink>;

    // Drops: each type in hand onto the empty squares of its zone (its `@`), where it could move
    // again, within its per-file and per-board limits; chess pawns not on their first rank or in the
    // promotion zone unless the policy allows. In check, only onto squares that block it.
    template <int Us, class Sink>
    static void generate_drops(context<Us, Sink>& cx) {
        if (cx.use_masks && cx.double_check) return;
        bitboard base = andnot(cx.m.geo.all_squares(), cx.occ);
        if (cx.use_masks) base &= cx.check_mask;
        if (base.none()) return;
        // A type with none in hand is skipped before the call (at run time drop_type is a call,
        // with a prologue that costs more than this test).
        const bool free = cx.m.rules.drops.free;
        tables::for_each_type(cx.m, [&](auto t) {
            if (free || cx.pos.in_hand(Us, t) > 0) drop_type(cx, t, base);
        });
    }

    template <int Us, class Sink, class T>
    static void drop_type(context<Us, Sink>& cx, T t, bitboard base) {
        const M& m = cx.m;
        const auto& geo = m.geo;
        const auto u = static_cast<std::size_t>(t);
        if (!m.traits.can_be_in_hand(t)) return;
        const pos_t& pos = cx.pos;
        if ((pos.in_hand(Us, t) == 0 && !m.rules.drops.free) || !(cx.drop_types >> u & 1)) return;
        // Dropped face up too (rules.drops.promoted_faces): onto the same squares, within the same
        // limits; each face where it could move again (rules.promotion.dead_squares_illegal).
        const int face_up = m.rules.drops.promoted_faces ? m.traits.promoted_type[u] : -1;
        const bool dead_illegal = m.rules.promotion.dead_squares_illegal;
        bitboard to = base & m.traits.drop_zone[Us][u];
        if (dead_illegal && face_up < 0) to = andnot(to, m.dead[Us][u]);
        if (m.traits.is_pawn(t)) {
            if (!m.rules.drops.pawns_on_first_rank) to = andnot(to, geo.relative_rank_mask(Us, 0));
            if (!m.rules.drops.pawns_in_promotion_zone)
                if (m.traits.promotion_type_count[Us] > 0) to = andnot(to, geo.ranks_from(Us, geo.ranks - m.traits.promotion_ranks));
        }
        const int file_limit = m.traits.drop_file_limit[u];
        if (file_limit > 0) {
            const bitboard mine = pos.pieces(Us, t);
            for (int f = 0; f < geo.files; ++f)
                if ((mine & geo.file_mask(f)).popcount() >= file_limit) to = andnot(to, geo.file_mask(f));
        }
        const int board_limit = m.traits.drop_board_limit[u];
        if (board_limit > 0 && pos.pieces(Us, t).popcount() >= board_limit) return;
        if constexpr (M::flags.enclosing)
            if (m.rules.drops.enclosing != enclosing_rule::none) to = enclosing_drops(cx, to);
        if constexpr (M::flags.bishops_on_both_colours)
            if (m.rules.drops.bishops_on_both_colours) to = bishop_colours(cx, t, to);
        if (!cx.use_masks) {
            // A drop only adds a hurdle or a blocker: off the sensitive squares it exposes nothing.
            bitboard ok = andnot(to, cx.sensitive);
            for (const int sq : to & cx.sensitive)
                if (safe_after_drop(cx, sq)) ok.set(sq);
            to = ok;
        }
        if (static_cast<int>(t) == m.traits.royal_type && m.rules.drops.royals_in_hand) {
            // The royal piece itself is not dropped where it would stand attacked.
            bitboard ok{};
            for (const int sq : to)
                if (!attack::attacked(pos, sq, Us ^ 1, cx.occ | bitboard::square(sq), cx.enemy)) ok.set(sq);
            to = ok;
        }
        if constexpr (M::flags.drop_checks_off) {
            if (!m.rules.drops.drop_checks) {
                // No drop gives check: not where the piece would capture on their royal.
                const int their_royal = pos.royal_square(Us ^ 1);
                if (their_royal >= 0) {
                    if (attack::captures_by_leaps_and_rides(m, t)) {
                        to = andnot(to, attack::origins_attacking(m, t, their_royal, Us, cx.occ));
                    } else {
                        bitboard ok{};
                        for (const int sq : to) {
                            pos_t after = pos;
                            after.make(move(0, sq, move_kind::drop, t));
                            if (!after.royal_attacked(Us ^ 1)) ok.set(sq);
                        }
                        to = ok;
                    }
                }
            }
        }
        if (face_up >= 0) {
            const bitboard up = dead_illegal ? andnot(to, m.dead[Us][static_cast<std::size_t>(face_up)]) : to;
            if (up.any()) cx.sink.drops(face_up, up);
            if (dead_illegal) to = andnot(to, m.dead[Us][u]);
        }
        if constexpr (M::flags.pawn_drop_mate) {
            if (m.rules.drops.pawn_drop_mate_illegal && static_cast<int>(t) == m.traits.index_of(m.rules.drops.pawn_drop_mate_piece)) {
                const int their_royal = pos.royal_square(Us ^ 1);
                if (their_royal >= 0) {
                    // Only the drops that give check can mate; a pawn drop checks by its capture leaps.
                    const bitboard checking = to & m.leaps[Us ^ 1][u][static_cast<std::size_t>(their_royal)].capture;
                    for (const int sq : checking)
                        if (drop_mates(pos, t, sq)) to.reset(sq);
                }
            }
        }
        if (to.any()) cx.sink.drops(t, to);
    }

    // rules.drops.bishops_on_both_colours, as Fairy-Stockfish's Placement applies it: a bishop not on a
    // square colour that has its share of the side's bishops; another piece not where it would leave
    // fewer free squares of a colour (in the drop zone) than that colour's share of the bishops.
    template <int Us, class Sink, class T>
    static bitboard bishop_colours(const context<Us, Sink>& cx, T t, bitboard to) {
        const M& m = cx.m;
        const int B = m.traits.bishop_type;
        const pos_t& pos = cx.pos;
        const bitboard on_board = pos.pieces(Us, B);
        const int total = on_board.popcount() + pos.in_hand(Us, B);
        if (total == 0) return to;
        const bitboard dark = dark_squares(m);
        if (static_cast<int>(t) == B) {
            const int share = (total + 1) / 2;
            if ((on_board & dark).popcount() + 1 > share) to = andnot(to, dark);
            if (andnot(on_board, dark).popcount() + 1 > share) to &= dark;
            return to;
        }
        if (pos.in_hand(Us, B) == 0) return to;
        const bitboard free = andnot(m.traits.drop_zone[Us][static_cast<std::size_t>(B)], cx.occ);
        bitboard ok{};
        for (const int sq : to) {
            const bitboard left = free & ~bitboard::square(sq);
            if ((dark & (on_board | left)).popcount() >= total / 2 && (andnot(on_board | left, dark)).popcount() >= total / 2) ok.set(sq);
        }
        return ok;
    }
    // rules.drops.enclosing, as Fairy-Stockfish's enclosingDrop: the empty squares of enclosing_start
    // while there are any; else reversi, where the drop encloses a line of enemy pieces; ataxx, next
    // to a piece of ours; top, snort and anyside as policies.hpp says.
    template <int Us, class Sink>
    static bitboard enclosing_drops(const context<Us, Sink>& cx, bitboard to) {
        const M& m = cx.m;
        if (const bitboard start = andnot(m.traits.enclosing_start, cx.occ); start.any()) return to & start;
        const bitboard ours = cx.pos.pieces(Us), theirs = cx.pos.pieces(Us ^ 1);
        bitboard ok{};
        const auto& geo = m.geo;
        switch (m.rules.drops.enclosing) {
            case enclosing_rule::ataxx:
                for (const int sq : ours) ok |= geo.neighbours(sq);
                return to & ok;
            case enclosing_rule::top:  // on the first rank, or on a piece (or wall): the squares above them
                return to & (geo.rank_mask(0) | geo.shift(cx.occ, 0, 1));
            case enclosing_rule::snort:
                for (const int sq : to) {
                    const int f = geo.file_of(sq), r = geo.rank_of(sq);
                    bool next_to_theirs = false;
                    for (const auto& [df, dr] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}})
                        next_to_theirs = next_to_theirs || (geo.on_board(f + df, r + dr) && theirs.test(geo.square(f + df, r + dr)));
                    if (!next_to_theirs) ok.set(sq);
                }
                return ok;
            case enclosing_rule::anyside: {
                // Through each empty edge square, along its rank or file: the lowest (first file,
                // first rank) empty square that has a piece, or the board's edge, on the far side
                // from that edge, as Fairy-Stockfish finds it. From the first file or rank that is
                // where the push stops; from the last, where the line has a gap, the gap's lowest square.
                auto empty = [&](int f, int r) { return !cx.occ.test(geo.square(f, r)); };
                auto stop = [&](int f, int r, int df, int dr) {  // (df, dr): toward the far side
                    return empty(f, r) && (!geo.on_board(f + df, r + dr) || !empty(f + df, r + dr));
                };
                for (int r = 0; r < geo.ranks; ++r) {
                    for (int f = 0; empty(0, r) && f < geo.files; ++f)
                        if (stop(f, r, 1, 0)) { ok.set(geo.square(f, r)); break; }
                    for (int f = 0; empty(geo.files - 1, r) && f < geo.files; ++f)
                        if (stop(f, r, -1, 0)) { ok.set(geo.square(f, r)); break; }
                }
                for (int f = 0; f < geo.files; ++f) {
                    for (int r = 0; empty(f, 0) && r < geo.ranks; ++r)
                        if (stop(f, r, 0, 1)) { ok.set(geo.square(f, r)); break; }
                    for (int r = 0; empty(f, geo.ranks - 1) && r < geo.ranks; ++r)
                        if (stop(f, r, 0, -1)) { ok.set(geo.square(f, r)); break; }
                }
                return to & ok;
            }
            default:
                break;
        }
        // Reversi, as Fairy-Stockfish tests a drop: next to a piece of theirs, with a line from the
        // square over theirs to one of ours; its test passes over holes too (annexation's), where the
        // flips stop (so such a drop may flip nothing).
        bitboard over = theirs;
        if constexpr (M::flags.has_holes) over |= m.traits.holes;
        for (const int sq : to)
            if ((geo.neighbours(sq) & theirs).any() && enclosed(m.geo, m.lines, enclosing_rule::reversi, sq, ours, over).any()) ok.set(sq);
        return ok;
    }
    static bitboard dark_squares(const M& m) {
        bitboard b{};
        for (int sq = 0; sq < m.geo.squares; ++sq)
            if ((m.geo.file_of(sq) + m.geo.rank_of(sq)) % 2 == 0) b.set(sq);
        return b;
    }

    // Is our royal safe once a piece is dropped on `sq`? (A drop can only add a hurdle or a blocker.)
    template <int Us, class Sink>
    static bool safe_after_drop(const context<Us, Sink>& cx, int sq) {
        if constexpr (!M::flags.has_royal && !M::flags.has_pseudo_royals) {
            (void)cx, (void)sq;
            return true;
        } else {
            bitboard o = cx.occ;
            o.set(sq);
            for (const int k : cx.own_royals())
                if (attack::attacked(cx.pos, k, Us ^ 1, o, cx.enemy)) return false;
            return true;
        }
    }

    // Does dropping `type` on `sq` checkmate? (Uchifuzume; only asked of pawn drops that check.)
    static bool drop_mates(const pos_t& pos, int type, int sq) {
        pos_t after = pos;
        after.make(move(0, sq, move_kind::drop, type));
        count_sink sink;
        generator<V>::legal(after, sink);
        return sink.n == 0;
    }
};

}  // namespace modules

}  // namespace ferz::movegen
