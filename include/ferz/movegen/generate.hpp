// ferz/movegen/generate.hpp: legal move generation, driven by the compiled piece tables.
//
// Moves are produced per piece as target bitboards and handed to a sink: a move_list expands them
// into moves, perft's counter only adds popcounts. Legality is decided before the sink sees a move:
//   - where every capture is a leap or a ride (path_catalogue::pins_exact), with check and pin masks
//     ANDed into the targets — no move is made to test it;
//   - elsewhere (hoppers, lame leapers capture), by asking whether the royal piece is attacked on the
//     occupancy after the move. Attack detection depends only on occupancy and the attacker's pieces,
//     so this needs no make/unmake either.
// Royal moves, e.p., locust captures and castling always take the second test.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ferz/tables/attacks.hpp"
#include "ferz/tables/mobility.hpp"
#include "ferz/position.hpp"

// GCC's IPA-CP function cloning, off for a function (other compilers: nothing).
#if defined(__GNUC__) && !defined(__clang__)
#define FERZ_NOCLONE [[gnu::noclone]]
#else
#define FERZ_NOCLONE
#endif

namespace ferz {

// The counting sink: perft's last ply adds up popcounts of legal target sets (also how the generator
// asks itself whether any move exists: uchifuzume, must-drop).
struct count_sink {
    static constexpr bool counts_only = true;  // moves are not made: the generator may skip their marks
    std::uint64_t n = 0;
    void add(move) { ++n; }
    template <class Bitboard>
    void targets(int, Bitboard to) { n += static_cast<std::uint64_t>(to.popcount()); }
    template <class Bitboard>
    void promotions(int, Bitboard to, const int*, int count) {
        n += static_cast<std::uint64_t>(to.popcount()) * static_cast<std::uint64_t>(count);
    }
    template <class Bitboard>
    void drops(int, Bitboard to) { n += static_cast<std::uint64_t>(to.popcount()); }
};

// Sinks: where generated moves go. collect_sink expands target sets into moves in any container
// with push_back(move) (move_list: no allocation; std::vector: no limit); count_sink only counts.
template <class Container>
struct collect_sink {
    static constexpr bool counts_only = false;
    Container& out;
    void add(move m) { out.push_back(m); }
    template <class Bitboard>
    void targets(int from, Bitboard to) {
        for (int t : to) out.push_back(move(from, t));
    }
    template <class Bitboard>
    void promotions(int from, Bitboard to, const int* types, int count) {
        for (int t : to)
            for (int i = 0; i < count; ++i) out.push_back(move(from, t, move_kind::promotion, types[i]));
    }
    template <class Bitboard>
    void drops(int type, Bitboard to) {
        for (int t : to) out.push_back(move(0, t, move_kind::drop, type));
    }
};

namespace movegen {

// Dobutsu's try rule (rules.end.try_piece): the colour that has that piece on its last rank where
// the other side cannot take it, and so has won (the side that just moved, or the side to move,
// which may have left one there that it could have taken); -1 if none. The game is then over.
template <class V>
int try_winner(const position<V>& pos) {
    using traits = variant_traits<V>;
    if constexpr (traits::rules.end.try_piece == 0) {
        (void)pos;
        return -1;
    } else {
        using G = typename traits::board;
        constexpr int type = traits::pieces::index_of(traits::rules.end.try_piece);
        static_assert(type >= 0, "rules.end.try_piece is not a letter of the variant's pieces");
        const int us = pos.side_to_move();
        for (const int c : {us ^ 1, us})
            for (const int sq : pos.pieces(c, type) & G::relative_rank_mask(c, G::ranks - 1))
                if (!attacks<V>::attacked(pos, sq, c ^ 1, pos.occupied(), pos.pieces(c ^ 1))) return c;
        return -1;
    }
}

// The extinction rule (rules.end.extinction_piece): the side to move has none of that piece on the
// board or in hand while the other side has enough, and has lost.
template <class V>
bool extinct(const position<V>& pos) {
    using traits = variant_traits<V>;
    if constexpr (traits::rules.end.extinction_piece == 0) {
        (void)pos;
        return false;
    } else {
        constexpr int type = traits::pieces::index_of(traits::rules.end.extinction_piece);
        static_assert(type >= 0, "rules.end.extinction_piece is not a letter of the variant's pieces");
        const int us = pos.side_to_move();
        const int ours = pos.pieces(us, type).popcount() + pos.in_hand(us, type);
        const int theirs = pos.pieces(us ^ 1, type).popcount() + pos.in_hand(us ^ 1, type);
        return ours == 0 && theirs >= traits::rules.end.extinction_opponent_count;
    }
}

// Jeson Mor's flag (rules.end.flag_piece): the side to move has that piece on the flag region, which
// the other side's one reply left standing: the game is over, won by the side to move.
template <class V>
bool flag_reached(const position<V>& pos) {
    using traits = variant_traits<V>;
    if constexpr (traits::flag_type < 0) {
        (void)pos;
        return false;
    } else {
        return (pos.pieces(pos.side_to_move(), traits::flag_type) & traits::flag_region).any();
    }
}

template <class V>
class generator {
public:
    using pos_t = position<V>;
    using traits = variant_traits<V>;
    using G = typename traits::board;
    using bitboard = typename traits::bitboard;
    using catalogue = path_catalogue<V>;
    using leaps = leap_tables<V>;
    using rides = ride_tables<V>;
    using groups = ride_groups<V>;
    using chains = chain_tables<V>;
    using attack = attacks<V>;
    static constexpr int types = traits::types;
    static constexpr bool mask_legality = catalogue::pins_exact && (traits::royal_type >= 0 || traits::has_pseudo_royals);
    // The royal's targets are tested against one map of the enemy's captures (attacks::attacked_squares)
    // where asking each target costs more: with many piece types (shogi's 14: a lookup per type and
    // target) rather than few (chess's 6). Measured by callgrind, perft 4: shogi 132.1 M -> 112.5 M
    // instructions with the map, chess 28.3 M -> 29.3 M, so chess keeps the per-target test.
    static constexpr bool royal_by_map = attack::only_simple_captures && types >= 10;
    static_assert(!catalogue::any_gives_ep || chains::count < move::ep_ride, "too many leg chains for move::ep_source");

    // A pin lies on one line from the royal, and each line holds at most one: one per direction of the
    // rook and bishop line lookups (8), plus one per other capturing ride of the enemy's types (each
    // is walked once from the royal, find_pins). So this many pins can never be exceeded.
    static constexpr std::size_t max_pins = [] {
        std::size_t n = 8;
        for (const auto& g : groups::value)
            for (std::size_t k = 0; k < g.rest_count; ++k) n += (rides::value.entries[g.rest[k]].mode & betza::to_enemy) != 0;
        return n;
    }();

    template <class Sink>
    static void legal(const pos_t& pos, Sink& sink) {
        if (pos.side_to_move() == 0) run<0>(pos, sink, ~bitboard{}, true);
        else run<1>(pos, sink, ~bitboard{}, true);
    }
    // The legal moves of the pieces on `movers` only (is_legal asks about one piece).
    template <class Sink>
    static void legal_from(const pos_t& pos, Sink& sink, bitboard movers) {
        if (pos.side_to_move() == 0) run<0>(pos, sink, movers, false);
        else run<1>(pos, sink, movers, false);
    }
    // The legal drops only.
    template <class Sink>
    static void legal_drops(const pos_t& pos, Sink& sink) {
        if (pos.side_to_move() == 0) run<0>(pos, sink, bitboard{}, true);
        else run<1>(pos, sink, bitboard{}, true);
    }

private:
    template <int Us, class Sink>
    struct context {
        const pos_t& pos;
        Sink& sink;
        bitboard occ, own, enemy;
        int ksq = -1;             // our royal square when there is exactly one
        bool use_masks = false;   // check/pin masks are exact here
        bitboard check_mask;      // targets that resolve a check (all squares when not in check)
        bool double_check = false;
        std::array<int, max_pins> pinned_sq{};
        std::array<bitboard, max_pins> pin_mask{};
        int pins = 0;
        bitboard pinned;
        bitboard movers;  // the pieces whose moves are wanted
        std::uint32_t drop_types = ~std::uint32_t{0};  // the types whose drops are wanted (bit per type)
        // Without check and pin masks: the squares a move must leave or enter for its legality to
        // need a test (attacks::sensitive; every square when in check or when it is not known).
        bitboard sensitive = ~bitboard{};

        // Is our royal (or every royal) safe once a piece went from `from` to `to`, taking `victim`?
        // Not cloned: g++ -O3 clones it for victim = -1 (IPA-CP), and the clone made chess perft a
        // third slower in a program with one variant (kiwipete 5: 250 M -> 360 M nodes/s without it;
        // a file with forty variants exhausted the cloning budget and never showed it).
        FERZ_NOCLONE bool safe_after(int from, int to, int victim = -1) const {
            if constexpr (traits::royal_type < 0 && !traits::has_pseudo_royals) {
                (void)from, (void)to, (void)victim;
                return true;
            } else {
                bitboard o = occ;
                o.reset(from);
                o.set(to);
                bitboard theirs = enemy;
                theirs.reset(to);
                if (victim >= 0) o.reset(victim), theirs.reset(victim);
                bitboard royals = own_royals();
                if (royals.test(from)) royals.reset(from), royals.set(to);
                if constexpr (attack::hop_shy_type >= 0) {
                    // Where the cannons stand after the move: one cannot hop over another.
                    bitboard shy = pos.pieces_of_type(attack::hop_shy_type);
                    const bool mover = shy.test(from);
                    shy.reset(to);
                    if (victim >= 0) shy.reset(victim);
                    if (mover) shy.reset(from), shy.set(to);
                    for (int k : royals)
                        if (attack::attacked(pos, k, Us ^ 1, o, theirs, &shy)) return false;
                    return true;
                }
                for (int k : royals)
                    if (attack::attacked(pos, k, Us ^ 1, o, theirs)) return false;
                return true;
            }
        }

        // Our royal pieces (with pseudo-royals: the last one, when only one is left).
        bitboard own_royals() const {
            if constexpr (traits::has_pseudo_royals) return ksq >= 0 ? bitboard::square(ksq) : bitboard{};
            else return pos.pieces(Us, traits::royal_type);
        }

        // Non-royal targets from `from`, legal ones only.
        [[gnu::always_inline]] bitboard legal_targets(int from, bitboard targets) const {
            if (use_masks) {
                if (double_check) return {};
                targets &= check_mask;
                if (pinned.test(from)) [[unlikely]]
                    for (int i = 0; i < pins; ++i)
                        if (pinned_sq[static_cast<std::size_t>(i)] == from) targets &= pin_mask[static_cast<std::size_t>(i)];
                return targets;
            }
            bitboard ok{};
            if (!sensitive.test(from)) {
                ok = andnot(targets, sensitive);
                targets &= sensitive;
            }
            for (int to : targets)
                if (safe_after(from, to)) ok.set(to);
            return ok;
        }
    };

    // Shatranj's bare-king rule (see variant_traits::bare_king_rule): the game has ended.
    static bool bare_king_ended(const pos_t& pos) {
        const int us = pos.side_to_move();
        const int mine = pos.pieces(us).popcount(), theirs = pos.pieces(us ^ 1).popcount();
        return (theirs <= 1 && mine >= 2) || (mine <= 1 && theirs >= 3);
    }


    template <int Us, class Sink>
    static void run(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        if constexpr (traits::bare_king_rule)
            if (bare_king_ended(pos)) return;
        if constexpr (traits::rules.end.bare_king_draw)
            if (pos.pieces(0).popcount() <= 1 || pos.pieces(1).popcount() <= 1) return;
        if constexpr (traits::rules.end.first_check_wins)
            if (first_check_given(pos)) return;
        if constexpr (traits::rules.end.extinction_piece != 0)
            if (extinct(pos)) return;
        if constexpr (traits::rules.end.try_piece != 0)
            if (try_winner(pos) >= 0) return;
        if constexpr (traits::flag_type >= 0)
            if (flag_reached(pos)) return;
        if constexpr (traits::rules.turns.pass || traits::rules.turns.bikjang) {
            if (turns_ended(pos)) return;
            if constexpr (traits::rules.turns.bikjang)
                if (pos.royals_facing()) return facing_moves<Us>(pos, sink, movers, drops);
        }
        generate_moves<Us>(pos, sink, movers, drops);
    }

public:
    // Janggi: two passes in a row, or the royals facing each other in two positions in a row, end the
    // game (rules.turns, as Fairy-Stockfish rules it).
    static bool turns_ended(const pos_t& pos) {
        if (traits::rules.turns.pass && pos.passes_in_a_row() >= 2) return true;
        return traits::rules.turns.bikjang && pos.royals_facing() && pos.royals_faced_before();
    }

private:
    // Bikjang: with the royals facing each other, a move must part them, or the side passes (even in
    // check). Rare, so the moves are generated and filtered one by one.
    template <int Us, class Sink>
    static void facing_moves(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        std::vector<move> all;
        collect_sink<std::vector<move>> c{all};
        generate_moves<Us>(pos, c, movers, drops, false);
        const int ours = pos.royal_square(Us), theirs = pos.royal_square(Us ^ 1);
        for (const move m : all) {
            if (m.kind() == move_kind::null) continue;
            bitboard o = pos.occupied();
            o.reset(m.from());
            o.set(m.to());
            const int k = m.from() == ours ? m.to() : ours;
            if (G::file_of(k) != G::file_of(theirs) || (between<G>(k, theirs) & o).any()) sink.add(m);
        }
        if (ours >= 0 && movers.test(ours)) sink.add(move(ours, ours, move_kind::null));
    }

    template <int Us, class Sink>
    static void generate_moves(const pos_t& pos, Sink& sink, bitboard movers, bool drops, bool passes = true) {
        std::uint32_t drop_types = ~std::uint32_t{0};
        if constexpr (traits::rules.drops.must_drop) {
            // Pieces in hand must be dropped while one can be (Placement; Koedem: its kings).
            bool must = false;
            for (int t = 0; t < types; ++t)
                must = must || ((traits::must_drop_types >> t & 1) && pos.in_hand(Us, t) > 0);
            if (must) {
                drop_types = traits::must_drop_types;
                count_sink dropped;
                context<Us, count_sink> probe{pos, dropped, pos.occupied(), pos.pieces(Us), pos.pieces(Us ^ 1), -1, false, {}, false, {}, {}, 0, {}, {}, drop_types};
                probe.check_mask = ~bitboard{};
                generate_drops(probe);
                if (dropped.n > 0) movers = {};
            }
        }
        context<Us, Sink> cx{pos, sink, pos.occupied(), pos.pieces(Us), pos.pieces(Us ^ 1), -1, false, {}, false, {}, {}, 0, {}, movers, drop_types};
        cx.check_mask = ~bitboard{};
        if constexpr (traits::has_pseudo_royals && !mask_legality) cx.ksq = pos.royal_square(Us);  // the last one
        if constexpr (mask_legality) {
            cx.ksq = pos.royal_square(Us);
            if (cx.ksq >= 0) {
                cx.use_masks = true;
                const bitboard checkers = attack::attackers(pos, cx.ksq, Us ^ 1, cx.occ, cx.enemy);
                if (checkers.more_than_one()) cx.double_check = true;
                else if (checkers.any()) {
                    // A leaping checker can only be taken; a riding one can also be blocked.
                    const int c = checkers.lsb();
                    const bool leaps_in = attack::leap_attackers(pos, cx.ksq, Us ^ 1, cx.enemy).test(c);
                    cx.check_mask = leaps_in ? checkers : checkers | between_any(cx.ksq, c);
                }
                find_pins(cx);
            } else if constexpr (traits::has_pseudo_royals) {
                cx.use_masks = true;  // two or more pseudo-royals: none is royal, every move is legal
            }
        } else if constexpr (traits::royal_type >= 0) {
            // One royal, not attacked: only moves through its sensitive squares can expose it.
            const bitboard royals = pos.pieces(Us, traits::royal_type);
            if (royals.any() && !royals.more_than_one()) {
                const int k = royals.lsb();
                if (!attack::attacked(pos, k, Us ^ 1, cx.occ, cx.enemy)) {
                    cx.sensitive = attack::line_sensitive(pos, k, Us ^ 1, cx.occ);
                    if constexpr (attack::static_sensitive) cx.sensitive |= attack::sensitive[Us ^ 1][static_cast<std::size_t>(k)];
                    // Janggi's pass (rules.turns.pass): the royal "moves" to its own square.
                    if constexpr (traits::rules.turns.pass)
                        if (passes && movers.test(k)) cx.sink.add(move(k, k, move_kind::null));
                }
            }
        }
        static_assert(!traits::rules.turns.pass || (!mask_legality && traits::royal_type >= 0),
                      "rules.turns.pass is supported for variants with one royal type and hoppers or lame leapers (janggi)");
        (void)passes;
        [&]<int... T>(std::integer_sequence<int, T...>) {
            (generate_type<T>(cx), ...);
        }(std::make_integer_sequence<int, types>{});
        if constexpr (traits::has_castling) generate_castling(cx);
        if constexpr (traits::cambodian_gates) generate_cambodian(cx);
        if constexpr (traits::rules.promotion.sittuyin) generate_sittuyin(cx);
        if constexpr (traits::has_drop_moves)
            if (drops) generate_drops(cx);
    }

public:
    // Karouk (rules.end.first_check_wins): the last move gave check, and so won. (A position read
    // from a FEN in check has not seen that move: its game goes on, as Fairy-Stockfish's "1+1".)
    static bool first_check_given(const pos_t& pos) {
        return pos.moves_made() > 0 && pos.royal_attacked(pos.side_to_move());
    }

private:
    // rules.board.cambodian_gates: the royal's knight leap onto the next rank forward and the met's
    // two-square jump, each from its gate to an empty square.
    template <int Us, class Sink>
    static void generate_cambodian(context<Us, Sink>& cx) {
        const pos_t& pos = cx.pos;
        const bitboard gates = pos.gates(Us) & cx.movers;
        if (gates.none()) return;
        constexpr int forward = Us == 0 ? G::files : -G::files;
        const bitboard empty = ~cx.occ;
        for (const int from : gates & pos.pieces(Us, traits::fers_type)) {
            const int to = from + 2 * forward;
            if (to < 0 || to >= G::squares || !empty.test(to)) continue;
            const bitboard t = cx.legal_targets(from, bitboard::square(to));
            if (t.any()) cx.sink.targets(from, t);
        }
        for (const int from : gates & pos.pieces(Us, traits::royal_type)) {
            if (attack::attacked(pos, from, Us ^ 1, cx.occ, cx.enemy)) continue;
            const int f = G::file_of(from), r = G::rank_of(from) + (Us == 0 ? 1 : -1);
            bitboard t{};
            for (const int df : {-2, 2})
                if (G::on_board(f + df, r) && empty.test(G::square(f + df, r)) && cx.safe_after(from, G::square(f + df, r)))
                    t.set(G::square(f + df, r));
            if (t.any()) cx.sink.targets(from, t);
        }
    }

    // rules.promotion.sittuyin: a pawn becomes the side's missing fers, in place or a diagonal step
    // away onto an empty square, attacking no enemy piece and giving no check.
    static constexpr std::array<bitboard, 2> sittuyin_zone = [] {
        std::array<bitboard, 2> out{};
        for (int f = 0; f < 8; ++f) {
            const int r = f < 4 ? 7 - f : f;
            out[0].set(G::square(f, r));
            out[1].set(G::square(f, 7 - r));
        }
        return out;
    }();
    template <int Us, class Sink>
    static void generate_sittuyin(context<Us, Sink>& cx) {
        constexpr int P = traits::first_type_with(pawn), F = traits::fers_type;
        const pos_t& pos = cx.pos;
        if (pos.pieces(Us, F).any()) return;
        const bitboard pawns = pos.pieces(Us, P);
        const bitboard eligible = (pawns.more_than_one() ? pawns & sittuyin_zone[Us] : pawns) & cx.movers;
        if (eligible.none()) return;
        const int their_king = pos.royal_square(Us ^ 1);
        const bitboard empty = ~cx.occ;
        for (const int from : eligible) {
            const bitboard to_squares = (leaps::value[Us][F][static_cast<std::size_t>(from)].quiet & empty) | bitboard::square(from);
            for (const int to : to_squares) {
                if ((leaps::value[Us][F][static_cast<std::size_t>(to)].capture & cx.enemy).any()) continue;
                if (!cx.safe_after(from, to)) continue;
                if (their_king >= 0) {
                    // No discovered check either (the new piece itself attacks no enemy piece).
                    bitboard o = cx.occ;
                    o.reset(from), o.set(to);
                    if (attack::attacked(pos, their_king, Us, o, andnot(cx.own, bitboard::square(from)))) continue;
                }
                cx.sink.add(move(from, to, move_kind::promotion, F));
            }
        }
    }

    // Squares strictly between two squares on a line some rider could use (queen lines, and the
    // lines of other rides of the variant: nightrider lines and the like).
    static bitboard between_any(int a, int b) {
        bitboard m = between<G>(a, b);
        if (m.any()) return m;
        const int df = G::file_of(b) - G::file_of(a), dr = G::rank_of(b) - G::rank_of(a);
        for (std::size_t k = 0; k < rides::count; ++k) {
            const ride& r = rides::value.entries[k];
            for (const int sy : {1, -1}) {
                const int dx = r.dx, dy = r.dy * sy;
                // b = a + n * (dx, dy) for some n > 1?
                int n = 0;
                if (dx != 0) n = df / dx; else if (dy != 0) n = dr / dy;
                if (n > 1 && n * dx == df && n * dy == dr) {
                    bitboard out{};
                    for (int i = 1; i < n; ++i) out.set(G::square(G::file_of(a) + i * dx, G::rank_of(a) + i * dy));
                    return out;
                }
            }
        }
        return {};
    }

    // Our pieces that alone stand between our royal and an enemy rider aimed at it.
    template <int Us, class Sink>
    static void find_pins(context<Us, Sink>& cx) {
        constexpr int them = Us ^ 1;
        auto consider = [&](int dx, int dy, int range, bitboard riders) {
            // Walk from the royal against the rider's step: own piece, then the rider.
            int f = G::file_of(cx.ksq), r = G::rank_of(cx.ksq);
            int blocker = -1, n = 0;
            bitboard path{};
            while (true) {
                f -= dx, r -= dy, ++n;
                if (!G::on_board(f, r) || (range > 0 && n > range)) return;
                const int sq = G::square(f, r);
                path.set(sq);
                if (!cx.occ.test(sq)) continue;
                if (blocker < 0) {
                    if (!cx.own.test(sq)) return;
                    blocker = sq;
                    continue;
                }
                if (riders.test(sq)) {
                    FERZ_ASSERT(static_cast<std::size_t>(cx.pins) < max_pins, "more pins than lines through the royal");
                    cx.pinned.set(blocker);
                    cx.pinned_sq[static_cast<std::size_t>(cx.pins)] = blocker;
                    cx.pin_mask[static_cast<std::size_t>(cx.pins)] = path;
                    ++cx.pins;
                }
                return;
            }
        };
        // Whole rook and bishop lines: the snipers that see the royal on an empty board, and
        // between them and it exactly one piece, ours.
        bitboard rook_riders{}, bishop_riders{};
        [&]<int... T>(std::integer_sequence<int, T...>) {
            ((groups::value[T].rook ? void(rook_riders |= cx.pos.pieces(them, T)) : void()), ...);
            ((groups::value[T].bishop ? void(bishop_riders |= cx.pos.pieces(them, T)) : void()), ...);
        }(std::make_integer_sequence<int, types>{});
        bitboard snipers{};
        if (rook_riders.any()) snipers |= rook_attacks<G>(cx.ksq, bitboard{}) & rook_riders;
        if (bishop_riders.any()) snipers |= bishop_attacks<G>(cx.ksq, bitboard{}) & bishop_riders;
        for (int s : snipers) {
            const bitboard line = between<G>(cx.ksq, s);
            const bitboard blockers = line & cx.occ;
            if (blockers.any() && !blockers.more_than_one() && (blockers & cx.own).any()) {
                FERZ_ASSERT(static_cast<std::size_t>(cx.pins) < max_pins, "more pins than lines through the royal");
                cx.pinned |= blockers;
                cx.pinned_sq[static_cast<std::size_t>(cx.pins)] = blockers.lsb();
                cx.pin_mask[static_cast<std::size_t>(cx.pins)] = line | bitboard::square(s);
                ++cx.pins;
            }
        }
        [&]<int... T>(std::integer_sequence<int, T...>) {
            ([&] {
                constexpr auto& g = groups::value[T];
                if constexpr (g.rest_count > 0) {
                    const bitboard riders = cx.pos.pieces(them, T);
                    if (riders.none()) return;
                    for (std::size_t k = 0; k < g.rest_count; ++k) {
                        const ride& rd = rides::value.entries[g.rest[k]];
                        if (!(rd.mode & betza::to_enemy)) continue;
                        consider(them == 0 ? rd.dx : -rd.dx, them == 0 ? rd.dy : -rd.dy, rd.range, rd.initial ? riders & cx.pos.initial_squares(them, T) : riders);
                    }
                }
            }(), ...);
        }(std::make_integer_sequence<int, types>{});
    }

    // The type a piece of type T turns into shogi-style: its promoted form, or with demotion, a
    // promoted form's base; -1: none.
    template <int T>
    static constexpr int flips_to = traits::promoted_type[T] >= 0 ? traits::promoted_type[T]
                                    : traits::rules.promotion.demotion && traits::pieces::promoted[T] ? traits::base_type[T]
                                                                                                     : -1;

    template <int T, int Us, class Sink>
    static void generate_type(context<Us, Sink>& cx) {
        const bitboard ours = cx.pos.pieces(Us, T) & cx.movers;
        if (ours.none()) return;
        constexpr bool is_royal = T == traits::royal_type;
        constexpr bool may_be_royal = ((traits::pseudo_royal_types >> T) & 1u) != 0;  // a pseudo-royal type
        constexpr bool is_pawn = (traits::pieces::traits[T] & pawn) != 0;
        constexpr bool promotes = is_pawn && traits::promotion_type_count[Us] > 0;
        bitboard zone = promotes ? G::ranks_from(Us, G::ranks - traits::promotion_ranks) : bitboard{};
        if constexpr (promotes && traits::has_zone_region) zone = traits::promotion_zone[Us];
        const bitboard initial = cx.pos.initial_squares(Us, T);
        const bitboard empty = ~cx.occ;
        constexpr bool gives_ep = catalogue::gives_ep(T);
        for (int from : ours) {
            bitboard quiet{}, capture{};
            bitboard ep_quiet{};  // quiet moves that give e.p. rights: made one by one, marked (move::ep_source)
            const bool unmoved = initial.test(from);
            if constexpr (catalogue::any_class(T, path_class::leap)) {
                const auto& m = leaps::value[Us][T][static_cast<std::size_t>(from)];
                quiet |= m.quiet, capture |= m.capture;
                if (unmoved) quiet |= m.quiet_initial, capture |= m.capture_initial;
                if (m.ep.any()) {
                    const bitboard ep = m.ep & cx.pos.ep_squares() & empty;
                    for (int to : ep) {
                        const int victim = cx.pos.ep_victim();
                        if (victim >= 0 && cx.enemy.test(victim) && cx.safe_after(from, to, victim))
                            cx.sink.add(move(from, to, move_kind::en_passant, 0, victim));
                    }
                }
            }
            constexpr auto& g = groups::value[T];
            if constexpr (g.rook) {
                const bitboard a = rook_attacks<G>(from, cx.occ);
                quiet |= a, capture |= a;
            }
            if constexpr (g.bishop) {
                const bitboard a = bishop_attacks<G>(from, cx.occ);
                quiet |= a, capture |= a;
            }
            if constexpr (g.rest_count > 0) {
                for (std::size_t k = 0; k < g.rest_count; ++k) {
                    const ride& r = rides::value.entries[g.rest[k]];
                    if (r.initial && !unmoved) continue;
                    const bitboard a = attack::ride_reach(g.rest[k], Us, false, from, cx.occ);
                    if (r.mode & betza::to_empty) quiet |= a;
                    if (r.mode & betza::to_enemy) capture |= a;
                }
            }
            if constexpr (catalogue::any_class(T, path_class::chain)) {
                const auto& d = chains::value;
                for (std::size_t k = d.begin[T]; k < d.begin[T + 1]; ++k) {
                    const auto& ch = d.chains[k];
                    if (ch.initial && !unmoved) continue;
                    const auto& e = ch.at[Us][static_cast<std::size_t>(from)];
                    if (e.to < 0 || (e.must_be_empty & cx.occ).any()) continue;
                    if (ch.mode & betza::to_empty) {
                        if (!Sink::counts_only && ch.gives_ep) {
                            if (empty.test(e.to)) ep_quiet.set(e.to);
                        } else {
                            quiet.set(e.to);
                        }
                    }
                    if (ch.mode & betza::to_enemy) capture.set(e.to);
                }
            }
            if constexpr (catalogue::any_class(T, path_class::hop)) {
                const auto& d = hop_tables<V>::value;
                for (std::size_t k = d.begin[T]; k < d.begin[T + 1]; ++k) {
                    const hop& h = d.entries[k];
                    const ray_table<G>& line = *attack::hop_rays::value[Us][k];
                    const bitboard hurdle = line.attacks(from, cx.occ) & cx.occ;
                    if (hurdle.none()) continue;
                    bitboard beyond = h.one_beyond ? line.attacks(hurdle.lsb(), cx.occ, 1) : line.attacks(hurdle.lsb(), cx.occ);
                    if constexpr (T == attack::hop_shy_type) {
                        const bitboard same = cx.pos.pieces_of_type(T);
                        if (same.test(hurdle.lsb())) continue;
                        beyond = andnot(beyond, same);
                    }
                    if (h.mode & betza::to_empty) quiet |= beyond;
                    if (h.mode & betza::to_enemy) capture |= beyond;
                }
            }
            bitboard targets = (quiet & empty) | (capture & cx.enemy);
            if constexpr (traits::has_gating)
                if (cx.pos.gates(Us).test(from)) emit_gated(cx, from, targets, is_royal);
            if constexpr (catalogue::any_class(T, path_class::walk)) walk_moves<T>(cx, from, unmoved, targets, ep_quiet);
            if constexpr (is_pawn && traits::pawn_lowest_rank > 0) targets &= G::ranks_from(Us, traits::pawn_lowest_rank);
            auto legal = [&](bitboard b) {
                if constexpr (is_royal || may_be_royal) {
                    if (!is_royal && from != cx.ksq) return cx.legal_targets(from, b);
                    if constexpr (traits::rules.board.makpong && is_royal) {
                        // In check, the royal may only take the (single) checker.
                        const bitboard checkers = attack::attackers(cx.pos, from, Us ^ 1, cx.occ, cx.enemy);
                        if (checkers.more_than_one()) b = {};
                        else if (checkers.any()) b &= checkers;
                    }
                    if constexpr (royal_by_map && is_royal) {
                        // One map of the enemy's captures, with the royal gone from its square (a
                        // rider's line through it stays attacked).
                        if (cx.use_masks) return andnot(b, attack::attacked_squares(cx.pos, Us ^ 1, andnot(cx.occ, bitboard::square(from))));
                    }
                    bitboard ok{};
                    for (int to : b)
                        if (cx.safe_after(from, to)) ok.set(to);
                    return ok;
                } else {
                    return cx.legal_targets(from, b);
                }
            };
            if constexpr (gives_ep) {
                if constexpr (is_pawn && traits::pawn_lowest_rank > 0) ep_quiet &= G::ranks_from(Us, traits::pawn_lowest_rank);
                if constexpr (Sink::counts_only) {
                    targets |= ep_quiet;  // counted like any other target: no move is made from here
                } else {
                    targets = andnot(targets, ep_quiet);  // the same square by another path: one move, marked
                    if constexpr (promotes) targets |= ep_quiet & zone, ep_quiet = andnot(ep_quiet, zone);
                    if (ep_quiet.any()) emit_ep_pushes<T>(cx, from, legal(ep_quiet));
                }
            }
            if (targets.none()) continue;
            targets = legal(targets);
            if constexpr (flips_to<T> >= 0) {
                // Shogi-style: into the zone (or out of it, or inside it, with from_zone); a piece
                // that could never move again unpromoted must promote. With rules.promotion.demotion
                // a promoted form turns back the same way (the move's piece is then the base type).
                constexpr int promoted = flips_to<T>;
                constexpr auto& dead = mobility<V>::dead[Us][T];
                const bitboard pzone = G::ranks_from(Us, G::ranks - traits::promotion_ranks);
                bitboard can = traits::rules.promotion.from_zone && pzone.test(from) ? targets : targets & pzone;
                if constexpr (traits::rules.promotion.on_capture_only) can &= cx.enemy;
                if (can.any()) cx.sink.promotions(from, can, &promoted, 1);
                if constexpr (promotes) {
                    // Chess-style too (Wolf's pawn): the block below takes the zone's plain moves away.
                } else if constexpr (!traits::rules.promotion.dead_squares_illegal) {
                    if constexpr (traits::rules.promotion.forced) targets = andnot(targets, can);
                } else {
                    targets = andnot(targets, traits::rules.promotion.forced ? (can | dead) : dead);
                }
            }
            if constexpr (promotes) {
                if ((targets & zone).any()) {
                    if constexpr (traits::has_promotion_limits) {
                        // Only the types the side has fewer of than the limit (rules.promotion.limits).
                        int allowed[32];
                        int n = 0;
                        for (int i = 0; i < traits::promotion_type_count[Us]; ++i) {
                            const int t = traits::promotion_types[Us][static_cast<std::size_t>(i)];
                            const int limit = traits::promotion_limit[static_cast<std::size_t>(t)];
                            if (limit == 0 || cx.pos.pieces(Us, t).popcount() < limit) allowed[n++] = t;
                        }
                        cx.sink.promotions(from, targets & zone, allowed, n);
                    } else {
                        cx.sink.promotions(from, targets & zone, traits::promotion_types[Us].data(), traits::promotion_type_count[Us]);
                    }
                    // Optional promotion: the plain move too, where the pawn could move again.
                    if constexpr (traits::rules.promotion.optional) targets = andnot(targets, zone & mobility<V>::dead[Us][T]);
                    else targets = andnot(targets, zone);
                }
            }
            cx.sink.targets(from, targets);
        }
    }

    static constexpr int step_distance(int a, int b) noexcept {
        const int df = G::file_of(a) - G::file_of(b), dr = G::rank_of(a) - G::rank_of(b);
        return std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
    }

    // Moves that give e.p. rights, each marked with where they come from (move::ep_source), so that
    // make() sets the rights without looking for the path again.
    template <int T, int Us, class Sink>
    static void emit_ep_pushes(context<Us, Sink>& cx, int from, bitboard to_squares) {
        for (const int to : to_squares) {
            int source = move::ep_ride;
            if constexpr (catalogue::any_class(T, path_class::chain)) {
                const auto& d = chains::value;
                for (std::size_t k = d.begin[T]; k < d.begin[T + 1]; ++k)
                    if (d.chains[k].gives_ep && d.chains[k].at[Us][static_cast<std::size_t>(from)].to == to &&
                        (d.chains[k].at[Us][static_cast<std::size_t>(from)].must_be_empty & cx.occ).none())
                        source = static_cast<int>(k) + 1;
            }
            cx.sink.add(move(from, to).with_ep_source(source));
        }
    }

    // Walked paths: plain landings join the target set; locust captures are checked one by one.
    template <int T, int Us, class Sink>
    static void walk_moves(context<Us, Sink>& cx, int from, bool unmoved, bitboard& targets, bitboard& ep_quiet) {
        const auto& cat = catalogue::value;
        const bitboard self = bitboard::square(from);
        const board_view<bitboard> view{andnot(cx.occ, self), andnot(cx.own, self), cx.enemy,
                                        cx.pos.royal_square(Us ^ 1) >= 0 ? bitboard::square(cx.pos.royal_square(Us ^ 1)) : bitboard{},
                                        cx.pos.ep_squares()};
        for (std::size_t k = cat.begin[T]; k < cat.begin[T + 1]; ++k) {
            const auto& p = cat.paths[k];
            if (classify(p) != path_class::walk) continue;
            if ((p.legs[0].flags & betza::initial_only) && !unmoved) continue;
            leg_walker<G>::walk(p, Us, from, view, [&](const walk_target& t) {
                if (t.to == from && t.victim < 0) return;  // a pass: not generated as a move yet
                if (cx.own.test(t.to) && t.to != from) return;  // destroying own pieces: not yet
                if (t.ep) {
                    const int victim = cx.pos.ep_victim();
                    if (victim >= 0 && cx.enemy.test(victim) && cx.safe_after(from, t.to, victim))
                        cx.sink.add(move(from, t.to, move_kind::en_passant, 0, victim));
                } else if (t.victim >= 0) {
                    if (cx.safe_after(from, t.to, t.victim))
                        cx.sink.add(move(from, t.to, move_kind::locust, 0, t.victim));
                } else if (catalogue::is_ep_ride(p) && !cx.occ.test(t.to) && step_distance(from, t.to) > 1) {
                    ep_quiet.set(t.to);  // a long push: the squares passed get e.p. rights
                } else {
                    targets.set(t.to);
                }
            });
        }
    }

    // Seirawan gating: the moves of a piece leaving a gate square once more with each type in hand
    // that may enter there (its drop zone holds the square). The entering piece may shield the royal
    // (a pinned piece's move, the royal's own step along a line), so each is tested as made.
    template <int Us, class Sink>
    static void emit_gated(context<Us, Sink>& cx, int from, bitboard targets, bool royal) {
        const pos_t& pos = cx.pos;
        int types_in[types];
        int n = 0;
        for (int t = 0; t < types; ++t)
            if (pos.in_hand(Us, t) > 0 && gate_allowed(Us, t, from)) types_in[n++] = t;
        if (n == 0) return;
        for (const int to : targets) {
            if constexpr (traits::royal_type >= 0) {
                bitboard o = cx.occ, theirs = cx.enemy;
                o.set(to), theirs.reset(to);
                const bitboard royals = royal ? bitboard::square(to) : pos.pieces(Us, traits::royal_type);
                bool safe = true;
                for (const int k : royals) safe = safe && !attack::attacked(pos, k, Us ^ 1, o, theirs);
                if (!safe) continue;
            } else {
                (void)royal;
            }
            for (int i = 0; i < n; ++i) cx.sink.add(move(from, to).with_gating(types_in[i]));
        }
    }
    static bool gate_allowed(int us, int type, int sq) {
        if (!traits::drop_zone[static_cast<std::size_t>(us)][static_cast<std::size_t>(type)].test(sq)) return false;
        if (traits::is_pawn(type)) {
            if (!traits::rules.drops.pawns_on_first_rank && G::relative_rank(us, sq) == 0) return false;
            if (!traits::rules.drops.pawns_in_promotion_zone && G::relative_rank(us, sq) >= G::ranks - traits::promotion_ranks) return false;
        }
        return true;
    }

    // Drops: each type in hand onto the empty squares of its zone (its `@`), where it could move
    // again, within its per-file and per-board limits; chess pawns not on their first rank or in the
    // promotion zone unless the policy allows. In check, only onto squares that block it.
    template <int Us, class Sink>
    static void generate_drops(context<Us, Sink>& cx) {
        if (cx.use_masks && cx.double_check) return;
        bitboard base = andnot(G::all_squares(), cx.occ);
        if (cx.use_masks) base &= cx.check_mask;
        if (base.none()) return;
        [&]<int... T>(std::integer_sequence<int, T...>) {
            (drop_type<T>(cx, base), ...);
        }(std::make_integer_sequence<int, types>{});
    }

    template <int T, int Us, class Sink>
    static void drop_type(context<Us, Sink>& cx, bitboard base) {
        if constexpr (traits::can_be_in_hand(T)) {
            const pos_t& pos = cx.pos;
            if (pos.in_hand(Us, T) == 0 || !(cx.drop_types >> T & 1)) return;
            // Dropped face up too (rules.drops.promoted_faces): onto the same squares, within the
            // same limits; each face where it could move again (rules.promotion.dead_squares_illegal).
            constexpr int face_up = traits::rules.drops.promoted_faces ? traits::promoted_type[T] : -1;
            constexpr bool dead_illegal = traits::rules.promotion.dead_squares_illegal;
            bitboard to = base & traits::drop_zone[Us][T];
            if constexpr (dead_illegal && face_up < 0) to = andnot(to, mobility<V>::dead[Us][T]);
            if constexpr (traits::is_pawn(T)) {
                if constexpr (!traits::rules.drops.pawns_on_first_rank) to = andnot(to, G::relative_rank_mask(Us, 0));
                if constexpr (!traits::rules.drops.pawns_in_promotion_zone)
                    if (traits::promotion_type_count[Us] > 0) to = andnot(to, G::ranks_from(Us, G::ranks - traits::promotion_ranks));
            }
            constexpr int file_limit = traits::drop_file_limit[T];
            if constexpr (file_limit > 0) {
                const bitboard mine = pos.pieces(Us, T);
                for (int f = 0; f < G::files; ++f)
                    if ((mine & G::file_mask(f)).popcount() >= file_limit) to = andnot(to, G::file_mask(f));
            }
            constexpr int board_limit = traits::drop_board_limit[T];
            if constexpr (board_limit > 0)
                if (pos.pieces(Us, T).popcount() >= board_limit) return;
            if constexpr (traits::rules.drops.bishops_on_both_colours) to = bishop_colours<T>(cx, to);
            if (!cx.use_masks) {
                bitboard ok{};
                for (const int sq : to)
                    if (safe_after_drop(cx, sq)) ok.set(sq);
                to = ok;
            }
            if constexpr (T == traits::royal_type && traits::rules.drops.royals_in_hand) {
                // The royal piece itself is not dropped where it would stand attacked.
                bitboard ok{};
                for (const int sq : to)
                    if (!attack::attacked(pos, sq, Us ^ 1, cx.occ | bitboard::square(sq), cx.enemy)) ok.set(sq);
                to = ok;
            }
            if constexpr (!traits::rules.drops.drop_checks) {
                // No drop gives check: not where the piece would capture on their royal.
                const int their_royal = pos.royal_square(Us ^ 1);
                if (their_royal >= 0) {
                    if constexpr (attack::template simple_captures_of<T>()) {
                        to = andnot(to, attack::template origins_attacking<T>(their_royal, Us, cx.occ));
                    } else {
                        bitboard ok{};
                        for (const int sq : to) {
                            pos_t after = pos;
                            after.make(move(0, sq, move_kind::drop, T));
                            if (!after.royal_attacked(Us ^ 1)) ok.set(sq);
                        }
                        to = ok;
                    }
                }
            }
            if constexpr (face_up >= 0) {
                const bitboard up = dead_illegal ? andnot(to, mobility<V>::dead[Us][face_up]) : to;
                if (up.any()) cx.sink.drops(face_up, up);
                if constexpr (dead_illegal) to = andnot(to, mobility<V>::dead[Us][T]);
            }
            if constexpr (traits::rules.drops.pawn_drop_mate_illegal &&
                          T == traits::pieces::index_of(traits::rules.drops.pawn_drop_mate_piece)) {
                const int their_royal = pos.royal_square(Us ^ 1);
                if (their_royal >= 0) {
                    // Only the drops that give check can mate; a pawn drop checks by its capture leaps.
                    const bitboard checking = to & leaps::value[Us ^ 1][T][static_cast<std::size_t>(their_royal)].capture;
                    for (const int sq : checking)
                        if (drop_mates(pos, T, sq)) to.reset(sq);
                }
            }
            if (to.any()) cx.sink.drops(T, to);
        }
    }

    // rules.drops.bishops_on_both_colours, as Fairy-Stockfish's Placement applies it: a bishop not on a
    // square colour that has its share of the side's bishops; another piece not where it would leave
    // fewer free squares of a colour (in the drop zone) than that colour's share of the bishops.
    template <int T, int Us, class Sink>
    static bitboard bishop_colours(const context<Us, Sink>& cx, bitboard to) {
        constexpr int B = traits::bishop_type;
        const pos_t& pos = cx.pos;
        const bitboard on_board = pos.pieces(Us, B);
        const int total = on_board.popcount() + pos.in_hand(Us, B);
        if (total == 0) return to;
        const bitboard dark = dark_squares();
        if constexpr (T == B) {
            const int share = (total + 1) / 2;
            if ((on_board & dark).popcount() + 1 > share) to = andnot(to, dark);
            if (andnot(on_board, dark).popcount() + 1 > share) to &= dark;
            return to;
        } else {
            if (pos.in_hand(Us, B) == 0) return to;
            const bitboard free = andnot(traits::drop_zone[Us][B], cx.occ);
            bitboard ok{};
            for (const int sq : to) {
                const bitboard left = free & ~bitboard::square(sq);
                if ((dark & (on_board | left)).popcount() >= total / 2 && (andnot(on_board | left, dark)).popcount() >= total / 2)
                    ok.set(sq);
            }
            return ok;
        }
    }
    static constexpr bitboard dark_squares() {
        bitboard b{};
        for (int sq = 0; sq < G::squares; ++sq)
            if ((G::file_of(sq) + G::rank_of(sq)) % 2 == 0) b.set(sq);
        return b;
    }

    // Is our royal safe once a piece is dropped on `sq`? (A drop can only add a hurdle or a blocker.)
    template <int Us, class Sink>
    static bool safe_after_drop(const context<Us, Sink>& cx, int sq) {
        if constexpr (traits::royal_type < 0 && !traits::has_pseudo_royals) {
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
        legal(after, sink);
        return sink.n == 0;
    }

    template <int Us, class Sink>
    static void generate_castling(context<Us, Sink>& cx) {
        const pos_t& pos = cx.pos;
        const int ksq = pos.castling_king_square(Us);
        if (ksq < 0 || !cx.movers.test(ksq)) return;
        [[maybe_unused]] constexpr int them = Us ^ 1;
        [[maybe_unused]] bool in_check_known = false, in_check = false;
        for (int side = 0; side < 2; ++side) {
            if (!pos.can_castle(Us, side)) continue;
            const int rsq = pos.castling_partner(Us, side);
            const auto [kto, rto] = pos_t::castling_targets(ksq, rsq);
            // Every square the king or the partner crosses or lands on is empty but for the two.
            const int lo = std::min(std::min(ksq, kto), std::min(rsq, rto));
            const int hi = std::max(std::max(ksq, kto), std::max(rsq, rto));
            bool clear = true;
            for (int s = lo; s <= hi && clear; ++s)
                if (s != ksq && s != rsq && cx.occ.test(s)) clear = false;
            if (!clear) continue;
            // A castling king that is not royal (Koedem) may castle out of, through and into attack.
            if constexpr (traits::royal_castles) {
                if (!in_check_known) {
                    in_check = attack::attacked(pos, ksq, them, cx.occ, cx.enemy);
                    in_check_known = true;
                }
                if (in_check) continue;
                // As Fairy-Stockfish (and Stockfish) test it: every square the king crosses or lands on,
                // with king and partner still in place; then the landing square once more without the
                // partner, which may have shielded it (Chess960). A hopper may use the unmoved king as
                // its hurdle — the same answer as Fairy-Stockfish's.
                const int step = kto > ksq ? 1 : -1;
                bool safe = true;
                for (int s = kto; s != ksq && safe; s -= step)
                    if (attack::attacked(pos, s, them, cx.occ, cx.enemy)) safe = false;
                if (!safe) continue;
                bitboard without_partner = cx.occ;
                without_partner.reset(rsq);
                if (attack::attacked(pos, kto, them, without_partner, cx.enemy)) continue;
            }
            cx.sink.add(move(ksq, rsq, move_kind::castling));
            if constexpr (traits::has_gating) {
                // Gating on the royal's square or the partner's, unless the other piece lands there.
                const bitboard gates = pos.gates(Us);
                for (int t = 0; t < types; ++t) {
                    if (pos.in_hand(Us, t) == 0) continue;
                    if (gates.test(ksq) && ksq != kto && ksq != rto && gate_allowed(Us, t, ksq))
                        cx.sink.add(move(ksq, rsq, move_kind::castling).with_gating(t));
                    if (gates.test(rsq) && rsq != kto && rsq != rto && gate_allowed(Us, t, rsq))
                        cx.sink.add(move(ksq, rsq, move_kind::castling).with_gating(t, true));
                }
            }
        }
    }
};

}  // namespace movegen



template <class V>
using move_list_for = move_list<variant_traits<V>::max_moves>;

// The legal moves of the side to move (at most variant_traits<V>::max_moves: see
// move_list::overflowed and legal_move_vector).
template <class V>
move_list_for<V> legal_moves(const position<V>& pos) {
    move_list_for<V> list;
    collect_sink<move_list_for<V>> sink{list};
    movegen::generator<V>::legal(pos, sink);
    return list;
}

template <class V>
void generate_legal(const position<V>& pos, move_list_for<V>& list) {
    list.clear();
    collect_sink<move_list_for<V>> sink{list};
    movegen::generator<V>::legal(pos, sink);
}

// Every legal move in a vector: no capacity limit (and an allocation).
template <class V>
std::vector<move> legal_move_vector(const position<V>& pos) {
    std::vector<move> out;
    collect_sink<std::vector<move>> sink{out};
    movegen::generator<V>::legal(pos, sink);
    return out;
}

template <class V>
std::uint64_t count_legal_moves(const position<V>& pos) {
    count_sink sink;
    movegen::generator<V>::legal(pos, sink);
    return sink.n;
}

}  // namespace ferz
