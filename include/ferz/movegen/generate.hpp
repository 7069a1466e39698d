// ferz/movegen/generate.hpp: legal move generation, driven by the compiled piece tables.
//
// Moves are produced per piece as target bitboards and handed to a sink: a move_list expands them
// into moves, perft's counter only adds popcounts. Legality is decided before the sink sees a move:
//   - where every capture is a leap or a ride (pins_exact), with check and pin masks ANDed into the
//     targets — no move is made to test it;
//   - elsewhere (hoppers, lame leapers capture), by asking whether the royal piece is attacked on the
//     occupancy after the move. Attack detection depends only on occupancy and the attacker's pieces,
//     so this needs no make/unmake either.
// Royal moves, e.p., locust captures and castling always take the second test.
//
// The generator reads the variant's model (tables/model.hpp) through the position: for a compile-time
// variant every table is a constant and each piece type's code is specialised (for_each_type passes
// the type as a constant); for a variant read from text the same code reads the tables as values.
// M::flags prunes at compile time what a variant cannot do.
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "ferz/tables/attacks.hpp"
#include "ferz/tables/mobility.hpp"
#include "ferz/tables/model.hpp"
#include "ferz/position.hpp"
#include "ferz/rules/end_rules.hpp"

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

// An array whose elements are not constructed (nor destroyed: T is trivially destructible) until
// written: for scratch lists of types that initialise themselves.
template <class T, std::size_t N>
struct unset_array {
    static_assert(std::is_trivially_destructible_v<T>);
    union {
        T items[N];
    };
    unset_array() noexcept {}
    T& operator[](std::size_t i) noexcept { return items[i]; }
    const T& operator[](std::size_t i) const noexcept { return items[i]; }
};

template <class V>
class generator {
public:
    using pos_t = position<V>;
    using M = model_t<V>;
    using G = typename M::geometry;
    using bitboard = typename M::bitboard;
    using attack = attacks<V>;
    static constexpr int types = M::max_types;
    static constexpr std::size_t max_pins = M::max_pins;

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
        const M& m;
        Sink& sink;
        bitboard occ, own, enemy;
        int ksq = -1;             // our royal square when there is exactly one
        bool use_masks = false;   // check/pin masks are exact here
        bitboard check_mask;      // targets that resolve a check (all squares when not in check)
        bool double_check = false;
        signed char checked = -1;  // whether the royal on ksq is in check: 1, 0, or -1 not known
        // Read below `pins` only: the masks are left unset (a run-time variant's lists are long, and
        // a bitboard zeroes itself: 1 KiB a node); so are the squares of a run-time variant's long
        // list, but a compile-time variant's few are zeroed (g++ vectorises the loop over them, and
        // then warns of reading unset ones).
        std::conditional_t<(max_pins > 16), unset_array<int, max_pins>, std::array<int, max_pins>> pinned_sq{};
        unset_array<bitboard, max_pins> pin_mask;
        int pins = 0;
        bitboard pinned;
        bitboard movers;  // the pieces whose moves are wanted
        std::uint32_t drop_types = ~std::uint32_t{0};  // the types whose drops are wanted (bit per type)
        // Without check and pin masks: the squares a move must leave or enter for its legality to
        // need a test (attacks::sensitive; every square when in check or when it is not known).
        bitboard sensitive = ~bitboard{};

        context(const pos_t& p, Sink& s, bitboard mv, std::uint32_t drops)
            : pos(p), m(p.model()), sink(s), occ(p.occupied()), own(p.pieces(Us)), enemy(p.pieces(Us ^ 1)), check_mask(~bitboard{}),
              movers(mv), drop_types(drops) {}

        // Is our royal (or every royal) safe once a piece went from `from` to `to`, taking `victim`?
        // Not cloned: g++ -O3 clones it for victim = -1 (IPA-CP), and the clone made chess perft a
        // third slower in a program with one variant (kiwipete 5: 250 M -> 360 M nodes/s without it;
        // a file with forty variants exhausted the cloning budget and never showed it).
        FERZ_NOCLONE bool safe_after(int from, int to, int victim = -1) const {
            if constexpr (!M::flags.has_royal && !M::flags.has_pseudo_royals) {
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
                if constexpr (M::flags.hop_shy) {
                    if (m.hop_shy_type >= 0) {
                        // Where the cannons stand after the move: one cannot hop over another.
                        bitboard shy = pos.pieces_of_type(m.hop_shy_type);
                        const bool mover = shy.test(from);
                        shy.reset(to);
                        if (victim >= 0) shy.reset(victim);
                        if (mover) shy.reset(from), shy.set(to);
                        for (int k : royals)
                            if (attack::attacked(pos, k, Us ^ 1, o, theirs, &shy)) return false;
                        return true;
                    }
                }
                for (int k : royals)
                    if (attack::attacked(pos, k, Us ^ 1, o, theirs)) return false;
                return true;
            }
        }

        // Our royal pieces (with pseudo-royals: the last one, when only one is left).
        bitboard own_royals() const {
            if constexpr (M::flags.has_pseudo_royals)
                if (m.traits.has_pseudo_royals) return ksq >= 0 ? bitboard::square(ksq) : bitboard{};
            if (m.traits.royal_type < 0) return {};
            return pos.pieces(Us, m.traits.royal_type);
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

    template <int Us, class Sink>
    static void run(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        // A rule that has ended the game leaves no moves (rules/end_rules.hpp).
        if constexpr (end_rules::any_before_moves<M>)
            if (ended_before_moves(pos).over()) return;
        if constexpr (M::flags.bikjang)
            if (pos.model().rules.turns.bikjang && pos.royals_facing()) return facing_moves<Us>(pos, sink, movers, drops);
        generate_moves<Us>(pos, sink, movers, drops);
    }

private:
    // Bikjang: with the royals facing each other, a move must part them, or the side passes (even in
    // check). Rare, so the moves are generated and filtered one by one.
    template <int Us, class Sink>
    static void facing_moves(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        const M& m = pos.model();
        std::vector<move> all;
        collect_sink<std::vector<move>> c{all};
        generate_moves<Us>(pos, c, movers, drops, false);
        const int ours = pos.royal_square(Us), theirs = pos.royal_square(Us ^ 1);
        for (const move mv : all) {
            if (mv.kind() == move_kind::null) continue;
            bitboard o = pos.occupied();
            o.reset(mv.from());
            o.set(mv.to());
            const int k = mv.from() == ours ? mv.to() : ours;
            if (m.geo.file_of(k) != m.geo.file_of(theirs) || (m.lines.between(k, theirs) & o).any()) sink.add(mv);
        }
        if (ours >= 0 && movers.test(ours)) sink.add(move(ours, ours, move_kind::null));
    }

    template <int Us, class Sink>
    static void generate_moves(const pos_t& pos, Sink& sink, bitboard movers, bool drops, bool passes = true) {
        const M& m = pos.model();
        std::uint32_t drop_types = ~std::uint32_t{0};
        if constexpr (M::flags.must_drop) {
            if (m.rules.drops.must_drop) {
                // Pieces in hand must be dropped while one can be (Placement; Koedem: its kings).
                bool must = false;
                for (int t = 0; t < m.traits.types; ++t) must = must || ((m.traits.must_drop_types >> t & 1) && pos.in_hand(Us, t) > 0);
                if (must) {
                    drop_types = m.traits.must_drop_types;
                    count_sink dropped;
                    context<Us, count_sink> probe{pos, dropped, bitboard{}, drop_types};
                    generate_drops(probe);
                    if (dropped.n > 0) movers = {};
                }
            }
        }
        context<Us, Sink> cx{pos, sink, movers, drop_types};
        if constexpr (M::flags.has_pseudo_royals && M::flags.not_mask_legality)
            if (m.traits.has_pseudo_royals && !m.mask_legality) cx.ksq = pos.royal_square(Us);  // the last one
        bool masked = false;
        if constexpr (M::flags.mask_legality) {
            if (m.mask_legality) {
                masked = true;
                cx.ksq = pos.royal_square(Us);
                if (cx.ksq >= 0) {
                    cx.use_masks = true;
                    const bitboard checkers = attack::attackers(pos, cx.ksq, Us ^ 1, cx.occ, cx.enemy);
                    cx.checked = checkers.any() ? 1 : 0;
                    if (checkers.more_than_one()) cx.double_check = true;
                    else if (checkers.any()) {
                        // A leaping checker can only be taken; a riding one can also be blocked.
                        const int c = checkers.lsb();
                        const bool leaps_in = attack::leap_attackers(pos, cx.ksq, Us ^ 1, cx.enemy).test(c);
                        cx.check_mask = leaps_in ? checkers : checkers | between_any(m, cx.ksq, c);
                    }
                    find_pins(cx);
                } else if (m.traits.has_pseudo_royals) {
                    cx.use_masks = true;  // two or more pseudo-royals: none is royal, every move is legal
                }
            }
        }
        if constexpr (M::flags.not_mask_legality && M::flags.has_royal) {
            if (!masked && m.traits.royal_type >= 0) {
                // One royal, not attacked: only moves through its sensitive squares can expose it.
                const bitboard royals = pos.pieces(Us, m.traits.royal_type);
                if (royals.any() && !royals.more_than_one()) {
                    const int k = royals.lsb();
                    if (!attack::attacked(pos, k, Us ^ 1, cx.occ, cx.enemy)) {
                        cx.sensitive = attack::line_sensitive(pos, k, Us ^ 1, cx.occ);
                        if constexpr (M::flags.static_sensitive) cx.sensitive |= m.sensitive[Us ^ 1][static_cast<std::size_t>(k)];
                        // Janggi's pass (rules.turns.pass): the royal "moves" to its own square.
                        if constexpr (M::flags.turns)
                            if (m.rules.turns.pass && passes && movers.test(k)) cx.sink.add(move(k, k, move_kind::null));
                    }
                }
            }
        }
        (void)passes;
        if constexpr (M::dynamic) {
            // A run-time variant: its types kind by kind (dynamic_model::kind_types), each by the
            // code made for its kind.
            [&]<std::size_t... I>(std::index_sequence<I...>) {
                (generate_kind<I>(cx), ...);
            }(std::make_index_sequence<kinds::count>{});
        } else {
            for_each_type(m, [&](auto t) { generate_type(cx, t); });
        }
        if constexpr (M::flags.has_castling)
            if (m.traits.has_castling) generate_castling(cx);
        if constexpr (M::flags.cambodian_gates)
            if (m.traits.cambodian_gates) generate_cambodian(cx);
        if constexpr (M::flags.sittuyin)
            if (m.rules.promotion.sittuyin) generate_sittuyin(cx);
        if constexpr (M::flags.has_drop_moves)
            if (drops && m.traits.has_drop_moves) generate_drops(cx);
    }

    // rules.board.cambodian_gates: the royal's knight leap onto the next rank forward and the met's
    // two-square jump, each from its gate to an empty square.
    template <int Us, class Sink>
    static void generate_cambodian(context<Us, Sink>& cx) {
        const pos_t& pos = cx.pos;
        const M& m = cx.m;
        const auto& geo = m.geo;
        const bitboard gates = pos.gates(Us) & cx.movers;
        if (gates.none()) return;
        const int forward = Us == 0 ? geo.files : -geo.files;
        const bitboard empty = ~cx.occ;
        for (const int from : gates & pos.pieces(Us, m.traits.fers_type)) {
            const int to = from + 2 * forward;
            if (to < 0 || to >= geo.squares || !empty.test(to)) continue;
            const bitboard t = cx.legal_targets(from, bitboard::square(to));
            if (t.any()) cx.sink.targets(from, t);
        }
        for (const int from : gates & pos.pieces(Us, m.traits.royal_type)) {
            if (attack::attacked(pos, from, Us ^ 1, cx.occ, cx.enemy)) continue;
            const int f = geo.file_of(from), r = geo.rank_of(from) + (Us == 0 ? 1 : -1);
            bitboard t{};
            for (const int df : {-2, 2})
                if (geo.on_board(f + df, r) && empty.test(geo.square(f + df, r)) && cx.safe_after(from, geo.square(f + df, r)))
                    t.set(geo.square(f + df, r));
            if (t.any()) cx.sink.targets(from, t);
        }
    }

    // rules.promotion.sittuyin: a pawn becomes the side's missing fers, in place or a diagonal step
    // away onto an empty square, attacking no enemy piece and giving no check. (8x8 only: check().)
    static bitboard sittuyin_zone(const M& m, int us) {
        bitboard out{};
        for (int f = 0; f < 8; ++f) {
            const int r = f < 4 ? 7 - f : f;
            out.set(m.geo.square(f, us == 0 ? r : 7 - r));
        }
        return out;
    }
    template <int Us, class Sink>
    static void generate_sittuyin(context<Us, Sink>& cx) {
        const M& m = cx.m;
        const int P = m.traits.first_type_with(pawn), F = m.traits.fers_type;
        const pos_t& pos = cx.pos;
        if (pos.pieces(Us, F).any()) return;
        const bitboard pawns = pos.pieces(Us, P);
        const bitboard eligible = (pawns.more_than_one() ? pawns & sittuyin_zone(m, Us) : pawns) & cx.movers;
        if (eligible.none()) return;
        const int their_king = pos.royal_square(Us ^ 1);
        const bitboard empty = ~cx.occ;
        for (const int from : eligible) {
            const bitboard to_squares = (m.leaps[Us][static_cast<std::size_t>(F)][static_cast<std::size_t>(from)].quiet & empty) | bitboard::square(from);
            for (const int to : to_squares) {
                if ((m.leaps[Us][static_cast<std::size_t>(F)][static_cast<std::size_t>(to)].capture & cx.enemy).any()) continue;
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
    static bitboard between_any(const M& m, int a, int b) {
        bitboard out = m.lines.between(a, b);
        if (out.any()) return out;
        const auto& geo = m.geo;
        const int df = geo.file_of(b) - geo.file_of(a), dr = geo.rank_of(b) - geo.rank_of(a);
        for (std::size_t k = 0; k < m.rides.count; ++k) {
            const ride& r = m.rides.entries[k];
            for (const int sy : {1, -1}) {
                const int dx = r.dx, dy = r.dy * sy;
                // b = a + n * (dx, dy) for some n > 1?
                int n = 0;
                if (dx != 0) n = df / dx;
                else if (dy != 0) n = dr / dy;
                if (n > 1 && n * dx == df && n * dy == dr) {
                    for (int i = 1; i < n; ++i) out.set(geo.square(geo.file_of(a) + i * dx, geo.rank_of(a) + i * dy));
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
        const M& m = cx.m;
        const auto& geo = m.geo;
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
        for_each_type(m, [&](auto t) {
            if (m.groups[static_cast<std::size_t>(t)].rook) rook_riders |= cx.pos.pieces(them, t);
            if (m.groups[static_cast<std::size_t>(t)].bishop) bishop_riders |= cx.pos.pieces(them, t);
        });
        bitboard snipers{};
        if (rook_riders.any()) snipers |= m.lines.rook(cx.ksq, bitboard{}) & rook_riders;
        if (bishop_riders.any()) snipers |= m.lines.bishop(cx.ksq, bitboard{}) & bishop_riders;
        for (int s : snipers) {
            const bitboard line = m.lines.between(cx.ksq, s);
            const bitboard blockers = line & cx.occ;
            if (blockers.any() && !blockers.more_than_one() && (blockers & cx.own).any()) {
                FERZ_ASSERT(static_cast<std::size_t>(cx.pins) < max_pins, "more pins than lines through the royal");
                cx.pinned |= blockers;
                cx.pinned_sq[static_cast<std::size_t>(cx.pins)] = blockers.lsb();
                cx.pin_mask[static_cast<std::size_t>(cx.pins)] = line | bitboard::square(s);
                ++cx.pins;
            }
        }
        for_each_type(m, [&](auto t) {
            const auto& g = m.groups[static_cast<std::size_t>(t)];
            if (g.rest_count == 0) return;
            const bitboard riders = cx.pos.pieces(them, t);
            if (riders.none()) return;
            for (std::size_t k = 0; k < g.rest_count; ++k) {
                const ride& rd = m.rides.entries[g.rest[k]];
                if (!(rd.mode & betza::to_enemy)) continue;
                consider(them == 0 ? rd.dx : -rd.dx, them == 0 ? rd.dy : -rd.dy, rd.range,
                         rd.initial ? riders & cx.pos.initial_squares(them, t) : riders);
            }
        });
    }

    // The type a piece of type t turns into shogi-style: its promoted form, or with demotion, a
    // promoted form's base; -1: none.
    template <class T>
    static constexpr int flips_to(const M& m, T t) noexcept {
        const auto u = static_cast<std::size_t>(t);
        if (m.traits.promoted_type[u] >= 0) return m.traits.promoted_type[u];
        if (m.rules.promotion.demotion && m.traits.promoted[u]) return m.traits.base_type[u];
        return -1;
    }

    // A run-time variant's plain leaper or rider (dynamic_model::shape_of): not royal, no pawn, no
    // promotion, no initial or e.p. moves; its leaps, its rook and bishop lines, its other rides.
    template <bool Leaps, bool Lines, bool Rest, int Us, class Sink>
    static void generate_plain(context<Us, Sink>& cx, int t) {
        const M& m = cx.m;
        const auto u = static_cast<std::size_t>(t);
        const bitboard ours = cx.pos.pieces(Us, t) & cx.movers;
        if (ours.none()) return;
        const bitboard empty = ~cx.occ, free = empty | cx.enemy;  // (walls are neither)
        const auto& g = m.groups[u];
        for (int from : ours) {
            bitboard targets{};
            if constexpr (Leaps) {
                const auto& lm = m.leaps[Us][u][static_cast<std::size_t>(from)];
                targets = (lm.quiet & empty) | (lm.capture & cx.enemy);
            }
            if constexpr (Lines) {
                if (g.rook) targets |= m.lines.rook(from, cx.occ) & free;
                if (g.bishop) targets |= m.lines.bishop(from, cx.occ) & free;
            }
            if constexpr (Rest) {
                for (std::size_t k = 0; k < g.rest_count; ++k) {
                    const ride& r = m.rides.entries[g.rest[k]];
                    const bitboard a = attack::ride_reach(m, g.rest[k], Us, false, from, cx.occ);
                    if (r.mode & betza::to_empty) targets |= a & empty;
                    if (r.mode & betza::to_enemy) targets |= a & cx.enemy;
                }
            }
            if (targets.none()) continue;
            cx.sink.targets(from, cx.legal_targets(from, targets));
        }
    }

    // The types of kind I of a run-time variant (kinds::): plain leapers and riders by generate_plain,
    // the types of a shape key by generate_type instantiated for that key, the rest by the general one.
    template <std::size_t I, int Us, class Sink>
    static void generate_kind(context<Us, Sink>& cx) {
        const M& m = cx.m;
        for (std::size_t k = m.kind_begin[I]; k < m.kind_begin[I + 1]; ++k) {
            const int t = m.kind_types[k];
            if constexpr (I < kinds::plain_count) {
                constexpr std::uint8_t s = kinds::plain[I];
                generate_plain<(s & shape_leaps) != 0, (s & shape_lines) != 0, (s & shape_rest) != 0>(cx, t);
            } else if constexpr (I < kinds::plain_count + kinds::keyed_count) {
                generate_type(cx, shaped_type<kinds::keyed[I - kinds::plain_count]>{t});
            } else {
                generate_type(cx, t);
            }
        }
    }

    template <int Us, class Sink, class T>
    static void generate_type(context<Us, Sink>& cx, T t) {
        const M& m = cx.m;
        const auto& geo = m.geo;
        const auto u = static_cast<std::size_t>(t);
        const bitboard ours = cx.pos.pieces(Us, t) & cx.movers;
        if (ours.none()) return;
        const bool is_royal = movegen::may_be_royal<T>() && static_cast<int>(t) == m.traits.royal_type;
        const bool may_be_royal = movegen::may_be_royal<T>() && ((m.traits.pseudo_royal_types >> u) & 1u) != 0;  // a pseudo-royal type
        const bool is_pawn = movegen::may_be_pawn<T>() && (m.traits.piece_traits[u] & pawn) != 0;
        const bool promotes = is_pawn && m.traits.promotion_type_count[Us] > 0;
        bitboard zone = promotes ? geo.ranks_from(Us, geo.ranks - m.traits.promotion_ranks) : bitboard{};
        if constexpr (M::flags.has_zone_region)
            if (promotes && m.traits.has_zone_region) zone = m.traits.promotion_zone[Us];
        const bitboard initial = cx.pos.initial_squares(Us, t);
        const bitboard empty = ~cx.occ;
        const bool gives_ep = m.type_gives_ep[u];
        const auto& g = m.groups[u];
        for (int from : ours) {
            bitboard quiet{}, capture{};
            bitboard ep_quiet{};  // quiet moves that give e.p. rights: made one by one, marked (move::ep_source)
            const bool unmoved = initial.test(from);
            if constexpr (may_have<M, T>(path_class::leap)) {
                if (m.has(t, path_class::leap)) {
                    const auto& lm = m.leaps[Us][u][static_cast<std::size_t>(from)];
                    quiet |= lm.quiet, capture |= lm.capture;
                    if (unmoved) quiet |= lm.quiet_initial, capture |= lm.capture_initial;
                    if (lm.ep.any()) {
                        const bitboard ep = lm.ep & cx.pos.ep_squares() & empty;
                        for (int to : ep) {
                            const int victim = cx.pos.ep_victim();
                            if (victim >= 0 && cx.enemy.test(victim) && cx.safe_after(from, to, victim))
                                cx.sink.add(move(from, to, move_kind::en_passant, 0, victim));
                        }
                    }
                }
            }
            if constexpr (may_have<M, T>(path_class::ride)) {
                if (g.rook) {
                    const bitboard a = m.lines.rook(from, cx.occ);
                    quiet |= a, capture |= a;
                }
                if (g.bishop) {
                    const bitboard a = m.lines.bishop(from, cx.occ);
                    quiet |= a, capture |= a;
                }
                for (std::size_t k = 0; k < g.rest_count; ++k) {
                    const ride& r = m.rides.entries[g.rest[k]];
                    if (r.initial && !unmoved) continue;
                    const bitboard a = attack::ride_reach(m, g.rest[k], Us, false, from, cx.occ);
                    if (r.mode & betza::to_empty) quiet |= a;
                    if (r.mode & betza::to_enemy) capture |= a;
                }
            }
            if constexpr (may_have<M, T>(path_class::chain)) {
                const auto& d = m.chains;
                for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k) {
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
            if constexpr (may_have<M, T>(path_class::hop)) {
                const auto& d = m.hops;
                for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k) {
                    const hop& h = d.entries[k];
                    const ray_table<G>& line = m.hop_ray(Us, k);
                    const bitboard hurdle = line.attacks(from, cx.occ) & cx.occ;
                    if (hurdle.none()) continue;
                    bitboard beyond = h.one_beyond ? line.attacks(hurdle.lsb(), cx.occ, 1) : line.attacks(hurdle.lsb(), cx.occ);
                    if constexpr (M::flags.hop_shy) {
                        if (static_cast<int>(t) == m.hop_shy_type) {
                            const bitboard same = cx.pos.pieces_of_type(t);
                            if (same.test(hurdle.lsb())) continue;
                            beyond = andnot(beyond, same);
                        }
                    }
                    if (h.mode & betza::to_empty) quiet |= beyond;
                    if (h.mode & betza::to_enemy) capture |= beyond;
                }
            }
            bitboard targets = (quiet & empty) | (capture & cx.enemy);
            if constexpr (M::flags.has_gating)
                if (m.traits.has_gating && cx.pos.gates(Us).test(from)) emit_gated(cx, from, targets, is_royal);
            if constexpr (may_have<M, T>(path_class::walk))
                if (m.has(t, path_class::walk)) walk_moves(cx, t, from, unmoved, targets, ep_quiet);
            if constexpr (M::flags.pawn_lowest_rank)
                if (is_pawn && m.traits.pawn_lowest_rank > 0) targets &= geo.ranks_from(Us, m.traits.pawn_lowest_rank);
            auto legal = [&](bitboard b) {
                if (is_royal || may_be_royal) {
                    if (!is_royal && from != cx.ksq) return cx.legal_targets(from, b);
                    if constexpr (M::flags.makpong) {
                        if (m.rules.board.makpong && is_royal) {
                            // In check, the royal may only take the (single) checker.
                            const bitboard checkers = attack::attackers(cx.pos, from, Us ^ 1, cx.occ, cx.enemy);
                            if (checkers.more_than_one()) b = {};
                            else if (checkers.any()) b &= checkers;
                        }
                    }
                    if constexpr (M::flags.only_simple_captures) {
                        if (m.royal_by_map && is_royal && cx.use_masks) {
                            // One map of the enemy's captures, with the royal gone from its square (a
                            // rider's line through it stays attacked).
                            return andnot(b, attack::attacked_squares(cx.pos, Us ^ 1, andnot(cx.occ, bitboard::square(from))));
                        }
                    }
                    bitboard ok{};
                    for (int to : b)
                        if (cx.safe_after(from, to)) ok.set(to);
                    return ok;
                }
                return cx.legal_targets(from, b);
            };
            if constexpr (M::flags.any_gives_ep) {
                if (gives_ep) {
                    if constexpr (M::flags.pawn_lowest_rank)
                        if (is_pawn && m.traits.pawn_lowest_rank > 0) ep_quiet &= geo.ranks_from(Us, m.traits.pawn_lowest_rank);
                    if constexpr (Sink::counts_only) {
                        targets |= ep_quiet;  // counted like any other target: no move is made from here
                    } else {
                        targets = andnot(targets, ep_quiet);  // the same square by another path: one move, marked
                        if (promotes) targets |= ep_quiet & zone, ep_quiet = andnot(ep_quiet, zone);
                        if (ep_quiet.any()) emit_ep_pushes(cx, t, from, legal(ep_quiet));
                    }
                }
            }
            if (targets.none()) continue;
            targets = legal(targets);
            if constexpr (M::flags.has_promoted_forms) {
                const int promoted = flips_to(m, t);
                if (promoted >= 0) {
                    // Shogi-style: into the zone (or out of it, or inside it, with from_zone); a piece
                    // that could never move again unpromoted must promote. With rules.promotion.demotion
                    // a promoted form turns back the same way (the move's piece is then the base type).
                    const bitboard dead = m.dead[Us][u];
                    const bitboard pzone = geo.ranks_from(Us, geo.ranks - m.traits.promotion_ranks);
                    bitboard can = m.rules.promotion.from_zone && pzone.test(from) ? targets : targets & pzone;
                    if (m.rules.promotion.on_capture_only) can &= cx.enemy;
                    if (can.any()) cx.sink.promotions(from, can, &promoted, 1);
                    if (promotes) {
                        // Chess-style too (Wolf's pawn): the block below takes the zone's plain moves away.
                    } else if (!m.rules.promotion.dead_squares_illegal) {
                        if (m.rules.promotion.forced) targets = andnot(targets, can);
                    } else {
                        targets = andnot(targets, m.rules.promotion.forced ? (can | dead) : dead);
                    }
                }
            }
            if constexpr (M::flags.promotion) {
                if (promotes && (targets & zone).any()) {
                    bool limited = false;
                    if constexpr (M::flags.promotion_limits) limited = m.traits.has_promotion_limits;
                    if (limited) {
                        // Only the types the side has fewer of than the limit (rules.promotion.limits).
                        int allowed[32];
                        int n = 0;
                        for (int i = 0; i < m.traits.promotion_type_count[Us]; ++i) {
                            const int p = m.traits.promotion_types[Us][static_cast<std::size_t>(i)];
                            const int limit = m.traits.promotion_limit[static_cast<std::size_t>(p)];
                            if (limit == 0 || cx.pos.pieces(Us, p).popcount() < limit) allowed[n++] = p;
                        }
                        cx.sink.promotions(from, targets & zone, allowed, n);
                    } else {
                        cx.sink.promotions(from, targets & zone, m.traits.promotion_types[Us].data(), m.traits.promotion_type_count[Us]);
                    }
                    // Optional promotion: the plain move too, where the pawn could move again.
                    if (m.rules.promotion.optional) targets = andnot(targets, zone & m.dead[Us][u]);
                    else targets = andnot(targets, zone);
                }
            }
            cx.sink.targets(from, targets);
        }
    }

    static int step_distance(const M& m, int a, int b) noexcept {
        const int df = m.geo.file_of(a) - m.geo.file_of(b), dr = m.geo.rank_of(a) - m.geo.rank_of(b);
        return std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
    }

    // Moves that give e.p. rights, each marked with where they come from (move::ep_source), so that
    // make() sets the rights without looking for the path again.
    template <int Us, class Sink, class T>
    static void emit_ep_pushes(context<Us, Sink>& cx, T t, int from, bitboard to_squares) {
        const M& m = cx.m;
        const auto u = static_cast<std::size_t>(t);
        for (const int to : to_squares) {
            int source = move::ep_ride;
            if constexpr (may_have<M, T>(path_class::chain)) {
                const auto& d = m.chains;
                for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k)
                    if (d.chains[k].gives_ep && d.chains[k].at[Us][static_cast<std::size_t>(from)].to == to &&
                        (d.chains[k].at[Us][static_cast<std::size_t>(from)].must_be_empty & cx.occ).none())
                        source = static_cast<int>(k) + 1;
            }
            cx.sink.add(move(from, to).with_ep_source(source));
        }
    }

    // Walked paths: plain landings join the target set; locust captures are checked one by one.
    template <int Us, class Sink, class T>
    static void walk_moves(context<Us, Sink>& cx, T t, int from, bool unmoved, bitboard& targets, bitboard& ep_quiet) {
        const M& m = cx.m;
        const auto& cat = m.cat;
        const auto u = static_cast<std::size_t>(t);
        const bitboard self = bitboard::square(from);
        const board_view<bitboard> view{andnot(cx.occ, self), andnot(cx.own, self), cx.enemy,
                                        cx.pos.royal_square(Us ^ 1) >= 0 ? bitboard::square(cx.pos.royal_square(Us ^ 1)) : bitboard{},
                                        cx.pos.ep_squares()};
        for (std::size_t k = cat.begin[u]; k < cat.begin[u + 1]; ++k) {
            const auto& p = cat.paths[k];
            if (classify(p) != path_class::walk) continue;
            if ((p.legs[0].flags & betza::initial_only) && !unmoved) continue;
            leg_walker<G>::walk(m.geo, p, Us, from, view, [&](const walk_target& w) {
                if (w.to == from && w.victim < 0) return;  // a pass: not generated as a move yet
                if (cx.own.test(w.to) && w.to != from) return;  // destroying own pieces: not yet
                if (w.ep) {
                    const int victim = cx.pos.ep_victim();
                    if (victim >= 0 && cx.enemy.test(victim) && cx.safe_after(from, w.to, victim))
                        cx.sink.add(move(from, w.to, move_kind::en_passant, 0, victim));
                } else if (w.victim >= 0) {
                    if (cx.safe_after(from, w.to, w.victim)) cx.sink.add(move(from, w.to, move_kind::locust, 0, w.victim));
                } else if (is_ep_ride(p) && !cx.occ.test(w.to) && step_distance(m, from, w.to) > 1) {
                    ep_quiet.set(w.to);  // a long push: the squares passed get e.p. rights
                } else {
                    targets.set(w.to);
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
        const M& m = cx.m;
        int types_in[types];
        int n = 0;
        for (int t = 0; t < m.traits.types; ++t)
            if (pos.in_hand(Us, t) > 0 && gate_allowed(m, Us, t, from)) types_in[n++] = t;
        if (n == 0) return;
        for (const int to : targets) {
            if (m.traits.royal_type >= 0) {
                bitboard o = cx.occ, theirs = cx.enemy;
                o.set(to), theirs.reset(to);
                const bitboard royals = royal ? bitboard::square(to) : pos.pieces(Us, m.traits.royal_type);
                bool safe = true;
                for (const int k : royals) safe = safe && !attack::attacked(pos, k, Us ^ 1, o, theirs);
                if (!safe) continue;
            }
            for (int i = 0; i < n; ++i) cx.sink.add(move(from, to).with_gating(types_in[i]));
        }
    }
    static bool gate_allowed(const M& m, int us, int type, int sq) {
        if (!m.traits.drop_zone[static_cast<std::size_t>(us)][static_cast<std::size_t>(type)].test(sq)) return false;
        if (m.traits.is_pawn(type)) {
            if (!m.rules.drops.pawns_on_first_rank && m.geo.relative_rank(us, sq) == 0) return false;
            if (!m.rules.drops.pawns_in_promotion_zone && m.geo.relative_rank(us, sq) >= m.geo.ranks - m.traits.promotion_ranks)
                return false;
        }
        return true;
    }

    // Drops: each type in hand onto the empty squares of its zone (its `@`), where it could move
    // again, within its per-file and per-board limits; chess pawns not on their first rank or in the
    // promotion zone unless the policy allows. In check, only onto squares that block it.
    template <int Us, class Sink>
    static void generate_drops(context<Us, Sink>& cx) {
        if (cx.use_masks && cx.double_check) return;
        bitboard base = andnot(cx.m.geo.all_squares(), cx.occ);
        if (cx.use_masks) base &= cx.check_mask;
        if (base.none()) return;
        for_each_type(cx.m, [&](auto t) { drop_type(cx, t, base); });
    }

    template <int Us, class Sink, class T>
    static void drop_type(context<Us, Sink>& cx, T t, bitboard base) {
        const M& m = cx.m;
        const auto& geo = m.geo;
        const auto u = static_cast<std::size_t>(t);
        if (!m.traits.can_be_in_hand(t)) return;
        const pos_t& pos = cx.pos;
        if (pos.in_hand(Us, t) == 0 || !(cx.drop_types >> u & 1)) return;
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
        if constexpr (M::flags.bishops_on_both_colours)
            if (m.rules.drops.bishops_on_both_colours) to = bishop_colours(cx, t, to);
        if (!cx.use_masks) {
            bitboard ok{};
            for (const int sq : to)
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
                    if (attack::simple_captures_of(m, t)) {
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
        legal(after, sink);
        return sink.n == 0;
    }

    template <int Us, class Sink>
    static void generate_castling(context<Us, Sink>& cx) {
        const pos_t& pos = cx.pos;
        const M& m = cx.m;
        const int ksq = pos.castling_king_square(Us);
        if (ksq < 0 || !cx.movers.test(ksq)) return;
        constexpr int them = Us ^ 1;
        bool in_check_known = false, in_check = false;
        for (int side = 0; side < 2; ++side) {
            if (!pos.can_castle(Us, side)) continue;
            const int rsq = pos.castling_partner(Us, side);
            const auto [kto, rto] = pos.castling_targets(ksq, rsq);
            // Every square the king or the partner crosses or lands on is empty but for the two.
            const int lo = std::min(std::min(ksq, kto), std::min(rsq, rto));
            const int hi = std::max(std::max(ksq, kto), std::max(rsq, rto));
            const bitboard span = andnot(bitboard::low_bits(hi + 1), bitboard::low_bits(lo));  // one rank: lo..hi
            if (andnot(span & cx.occ, bitboard::square(ksq) | bitboard::square(rsq)).any()) continue;
            // A castling king that is not royal (Koedem) may castle out of, through and into attack.
            if (m.traits.royal_castles) {
                if (cx.checked >= 0 && ksq == cx.ksq) {
                    in_check = cx.checked != 0;
                    in_check_known = true;
                }
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
            if constexpr (M::flags.has_gating) {
                if (m.traits.has_gating) {
                    // Gating on the royal's square or the partner's, unless the other piece lands there.
                    const bitboard gates = pos.gates(Us);
                    for (int t = 0; t < m.traits.types; ++t) {
                        if (pos.in_hand(Us, t) == 0) continue;
                        if (gates.test(ksq) && ksq != kto && ksq != rto && gate_allowed(m, Us, t, ksq))
                            cx.sink.add(move(ksq, rsq, move_kind::castling).with_gating(t));
                        if (gates.test(rsq) && rsq != kto && rsq != rto && gate_allowed(m, Us, t, rsq))
                            cx.sink.add(move(ksq, rsq, move_kind::castling).with_gating(t, true));
                    }
                }
            }
        }
    }
};

}  // namespace movegen

template <class V>
using move_list_for = move_list<movegen::model_t<V>::max_moves>;

// The legal moves of the side to move (at most the variant's max_moves: see move_list::overflowed
// and legal_move_vector).
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
