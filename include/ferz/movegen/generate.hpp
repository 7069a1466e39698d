// ferz/movegen/generate.hpp: legal move generation, driven by the compiled piece tables.
//
// Moves are produced per piece as target bitboards and handed to a sink: a move_list expands them
// into moves, perft's counter only adds popcounts. Legality is decided before the sink sees a move:
//   - where every capture is a leap or a ride (pins_exact), with check and pin masks ANDed into the
//     targets — no move is made to test it;
//   - elsewhere (hoppers, lame leapers capture), by asking whether the royal piece is attacked on the
//     occupancy after the move, which depends only on occupancy and the attacker's pieces: no make/unmake.
// Royal moves, e.p., locust captures and castling always take the second test. The generator reads
// the variant's model (tables/model.hpp) through the position: for a compile-time variant every table
// is a constant and each piece type's code is specialised (for_each_type passes the type as a
// constant); for a variant read from text the same code reads the tables as values. M::flags prunes
// at compile time what a variant cannot do; rare rules are modules (movegen/modules/).
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "ferz/movegen/context.hpp"
#include "ferz/movegen/modules/bikjang.hpp"
#include "ferz/movegen/modules/cambodian_gates.hpp"
#include "ferz/movegen/modules/castling.hpp"
#include "ferz/movegen/modules/drops.hpp"
#include "ferz/movegen/modules/gating.hpp"
#include "ferz/movegen/modules/lion_trading.hpp"
#include "ferz/movegen/modules/must_capture.hpp"
#include "ferz/movegen/modules/mutual_immunity.hpp"
#include "ferz/movegen/modules/no_checks.hpp"
#include "ferz/movegen/modules/pass_on_stalemate.hpp"
#include "ferz/movegen/modules/pseudo_royal_promotions.hpp"
#include "ferz/movegen/modules/sittuyin.hpp"
#include "ferz/movegen/modules/walls.hpp"
#include "ferz/movegen/pins.hpp"
#include "ferz/movegen/sinks.hpp"
#include "ferz/tables/attacks.hpp"
#include "ferz/tables/mobility.hpp"
#include "ferz/tables/model.hpp"
#include "ferz/position.hpp"
#include "ferz/rules/end_rules.hpp"

namespace ferz {

namespace movegen {

template <class V>
class generator {
public:
    using pos_t = position<V>;
    using M = tables::model_t<V>;
    using G = typename M::geometry;
    using bitboard = typename M::bitboard;
    using attack = tables::attacks<V>;
    static constexpr int types = M::max_types;

    template <class Sink>
    static void legal(const pos_t& pos, Sink& sink) {
        pos.side_to_move() == 0 ? run<0>(pos, sink, ~bitboard{}, true) : run<1>(pos, sink, ~bitboard{}, true);
    }
    // The legal moves of the pieces on `movers` only (is_legal asks about one piece).
    template <class Sink>
    static void legal_from(const pos_t& pos, Sink& sink, bitboard movers) {
        pos.side_to_move() == 0 ? run<0>(pos, sink, movers, false) : run<1>(pos, sink, movers, false);
    }
    // The legal drops only.
    template <class Sink>
    static void legal_drops(const pos_t& pos, Sink& sink) {
        pos.side_to_move() == 0 ? run<0>(pos, sink, bitboard{}, true) : run<1>(pos, sink, bitboard{}, true);
    }
private:
    template <int Us, class Sink>
    using context = move_context<V, Us, Sink>;
    friend struct modules::bikjang<V>;
    friend struct modules::lion_trading<V>;
    friend struct modules::no_checks<V>;
    friend struct modules::must_capture<V>;
    friend struct modules::mutual_immunity<V>;
    friend struct modules::pass_on_stalemate<V>;
    friend struct modules::walls<V>;

    // A rule that has ended the game leaves no moves (rules/end_rules.hpp); each move may place a
    // wall; a side without moves may pass; compulsory captures filter the moves the other rules allow.
    template <int Us, class Sink>
    static void run(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        if constexpr (end_rules::any_before_moves<M>)
            if (ended_before_moves(pos).over()) return;
        if constexpr (M::flags.walls)
            if (pos.model().rules.board.walls != walling_rule::none) return modules::walls<V>::template generate<Us>(pos, sink, movers, drops);
        if constexpr (M::flags.turns)
            if (pos.model().rules.turns.pass_on_stalemate) return modules::pass_on_stalemate<V>::template generate<Us>(pos, sink, movers, drops);
        moves_of_rules<Us>(pos, sink, movers, drops);
    }
    template <int Us, class Sink>
    static void moves_of_rules(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        if constexpr (M::flags.must_capture)
            if (pos.model().rules.board.must_capture) return modules::must_capture<V>::template generate<Us>(pos, sink, movers, drops);
        moves_of<Us>(pos, sink, movers, drops);
    }
    // The legal moves, the end rules and compulsory captures aside: the modules that replace the plain
    // generation, or it (`lions_done`: the lion-trading rules' filter is in place).
    template <int Us, class Sink>
    static void moves_of(const pos_t& pos, Sink& sink, bitboard movers, bool drops, bool lions_done = false) {
        if constexpr (M::flags.lion_trading)
            if (!lions_done && pos.model().traits.lion_types) return modules::lion_trading<V>::template generate<Us>(pos, sink, movers, drops);
        if constexpr (M::flags.mutual_immunity)
            if (pos.model().traits.mutually_immune_types) return modules::mutual_immunity<V>::template generate<Us>(pos, sink, movers, drops);
        moves_of_pieces<Us>(pos, sink, movers, drops);
    }
    template <int Us, class Sink>
    static void moves_of_pieces(const pos_t& pos, Sink& sink, bitboard movers, bool drops) {
        if constexpr (M::flags.bikjang)
            if (pos.model().rules.turns.bikjang && pos.royals_facing()) return modules::bikjang<V>::template generate<Us>(pos, sink, movers, drops);
        if constexpr (M::flags.no_checks)
            if (!pos.model().rules.board.checks_allowed) return modules::no_checks<V>::template generate<Us>(pos, sink, movers, drops);
        generate_moves<Us>(pos, sink, movers, drops);
    }

    template <int Us, class Sink>
    static void generate_moves(const pos_t& pos, Sink& sink, bitboard movers, bool drops, bool passes = true) {
        const M& m = pos.model();
        type_mask drop_types = ~type_mask{0};
        if constexpr (M::flags.must_drop) {
            if (m.rules.drops.must_drop) {
                // Pieces in hand must be dropped while one can be (Placement; Koedem: its kings).
                bool must = false;
                for (int t = 0; t < m.traits.types; ++t) must = must || ((m.traits.must_drop_types >> t & 1) && pos.in_hand(Us, t) > 0);
                if (must) {
                    drop_types = m.traits.must_drop_types;
                    count_sink dropped;
                    context<Us, count_sink> probe{pos, dropped, bitboard{}, drop_types};
                    modules::drops<V>::generate_drops(probe);
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
                    const bitboard checkers = cx.attackers_at(cx.ksq, cx.occ, cx.enemy);
                    cx.checked = checkers.any() ? 1 : 0;
                    if (checkers.more_than_one()) cx.double_check = true;
                    else if (checkers.any()) {
                        // A leaping checker can only be taken; a riding one can also be blocked.
                        const int c = checkers.lsb();
                        const bool leaps_in = attack::leap_attackers(pos, cx.ksq, Us ^ 1, cx.enemy).test(c);
                        cx.check_mask = leaps_in ? checkers : checkers | attack::between_any(m, cx.ksq, c);
                    }
                    find_pins<V>(cx);
                } else if (m.traits.has_pseudo_royals && cx.royals_now.none() && !m.rules.end.duple_check) {
                    cx.use_masks = true;  // two or more pseudo-royals: none is royal, every move is legal
                }
            }
        }
        if constexpr (M::flags.not_mask_legality && M::flags.has_royal) {
            // (Under rules.board.blast, a capture anywhere near may expose it: captures are each
            // tested, context::legal_targets.)
            if (!masked && m.traits.royal_type >= 0) {
                // One royal, not attacked: only moves through its sensitive squares can expose it.
                const bitboard royals = pos.pieces(Us, m.traits.royal_type);
                if (royals.any() && !royals.more_than_one()) {
                    const int k = royals.lsb();
                    if (cx.attackers_at(k, cx.occ, cx.enemy).none()) {
                        cx.sensitive = attack::sensitive(pos, k, Us ^ 1, cx.occ);
                        // Janggi's pass (rules.turns.pass): the royal "moves" to its own square.
                        if constexpr (M::flags.turns)
                            if (m.rules.turns.pass && passes && movers.test(k)) cx.sink.add(move(k, k, move_kind::null));
                    }
                }
            }
        }
        // Nothing of ours to expose (no royal piece in the variant, or none on the board: horde's
        // White): every move is legal, as with masks that allow everything.
        if constexpr (M::flags.has_royal || M::flags.has_pseudo_royals) {
            if (!cx.use_masks && cx.own_royals().none() && cx.duple_set.none()) cx.use_masks = true;
        } else {
            cx.use_masks = true;
        }
        (void)passes;
        if constexpr (M::dynamic) {
            // A run-time variant: its types kind by kind (dynamic_model::kind_types), each by the
            // code made for its kind.
            [&]<std::size_t... I>(std::index_sequence<I...>) {
                (generate_kind<I>(cx), ...);
            }(std::make_index_sequence<tables::kinds::count>{});
        } else {
            tables::for_each_type(m, [&](auto t) { generate_type(cx, t); });
        }
        if constexpr (M::flags.has_castling)
            if (m.traits.has_castling) modules::castling<V>::generate(cx);
        if constexpr (M::flags.cambodian_gates)
            if (m.traits.cambodian_gates) modules::cambodian_gates<V>::generate(cx);
        if constexpr (M::flags.sittuyin)
            if (m.rules.promotion.sittuyin) modules::sittuyin_promotion<V>::generate(cx);
        if constexpr (M::flags.has_drop_moves)
            if (drops && m.traits.has_drop_moves) modules::drops<V>::generate_drops(cx);
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

    // How a type turns into its promoted form shogi-style (or back, with demotion), read once per
    // type and kept in locals: the sink's writes could alias the model's words, so the compiler
    // would reload what the loop over the pieces reads from a run-time variant's model.
    struct flip_rule {
        int promoted = -1;  // flips_to; -1: none
        bitboard zone{}, dead{};
        bool from_zone = false, from_zone_on_capture = false, on_capture_only = false, forced = false, dead_illegal = false;
    };
    template <int Us, class T>
    static flip_rule flip_of(const M& m, T t) noexcept {
        flip_rule f;
        if constexpr (M::flags.has_promoted_forms) {
            f.promoted = flips_to(m, t);
            if (f.promoted >= 0) {
                const auto& r = m.rules.promotion;
                f.zone = m.geo.ranks_from(Us, m.geo.ranks - m.traits.promotion_ranks);
                f.dead = m.dead[Us][static_cast<std::size_t>(t)];
                f.from_zone = r.from_zone, f.from_zone_on_capture = r.from_zone_on_capture, f.on_capture_only = r.on_capture_only;
                f.forced = r.forced;
                f.dead_illegal = r.dead_squares_illegal;
            }
        }
        return f;
    }
    // The promotions of a piece on `from` to its legal `targets` (into the zone, or out of it, or
    // inside it, with from_zone: only captures then with from_zone_on_capture); the moves left to make unpromoted: a piece that could never move
    // again unpromoted must promote. With rules.promotion.demotion a promoted form turns back the
    // same way (the move's piece is then the base type). A pawn (`promotes`: chess-style too, Wolf's
    // pawn) keeps its zone's plain moves for the chess-style block to take away.
    template <int Us, class Sink>
    static bitboard flip(context<Us, Sink>& cx, const flip_rule& f, int from, bitboard targets, bool promotes) {
        bitboard can = f.from_zone && f.zone.test(from) ? targets : targets & f.zone;
        if (f.from_zone_on_capture && f.zone.test(from)) can = targets & cx.enemy;
        if (f.on_capture_only) can &= cx.enemy;
        if (can.any()) cx.sink.promotions(from, can, &f.promoted, 1);
        if (promotes) return targets;
        if (!f.dead_illegal) return f.forced ? andnot(targets, can) : targets;
        return andnot(targets, f.forced ? (can | f.dead) : f.dead);
    }

    // A run-time variant's plain leaper or rider (dynamic_model::shape_of): not royal, no pawn, no
    // initial or e.p. moves; its leaps, its rook and bishop lines, its other rides; with Flip, it
    // promotes shogi-style (flip_rule).
    template <bool Leaps, bool Lines, bool Rest, bool Flip, int Us, class Sink>
    static void generate_plain(context<Us, Sink>& cx, int t) {
        const M& m = cx.m;
        const auto u = static_cast<std::size_t>(t);
        const bitboard ours = cx.pos.pieces(Us, t) & cx.movers;
        if (ours.none()) return;
        const bitboard empty = ~cx.occ, free = empty | cx.enemy;  // (walls are neither)
        const auto& g = m.groups[u];
        [[maybe_unused]] const flip_rule f = Flip ? flip_of<Us>(m, t) : flip_rule{};
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
                    const tables::ride& r = m.rides.entries[g.rest[k]];
                    const bitboard a = attack::ride_reach(m, g.rest[k], Us, false, from, cx.occ);
                    if (r.mode & betza::to_empty) targets |= a & empty;
                    if (r.mode & betza::to_enemy) targets |= a & cx.enemy;
                }
            }
            if (targets.none()) continue;
            if constexpr (Flip) cx.sink.targets(from, flip(cx, f, from, cx.legal_targets(from, targets), false));
            else cx.sink.targets(from, cx.legal_targets(from, targets));
        }
    }

    // The types of kind I of a run-time variant (tables::kinds::): plain leapers and riders by generate_plain,
    // the types of a shape key by generate_type instantiated for that key, the rest by the general one.
    template <std::size_t I, int Us, class Sink>
    static void generate_kind(context<Us, Sink>& cx) {
        const M& m = cx.m;
        for (std::size_t k = m.kind_begin[I]; k < m.kind_begin[I + 1]; ++k) {
            const int t = m.kind_types[k];
            if constexpr (I < tables::kinds::plain_count) {
                constexpr std::uint8_t s = tables::kinds::plain[I];
                generate_plain<(s & tables::shape_leaps) != 0, (s & tables::shape_lines) != 0, (s & tables::shape_rest) != 0,
                               (s & tables::shape_flip) != 0>(cx, t);
            } else if constexpr (I < tables::kinds::plain_count + tables::kinds::keyed_count) {
                generate_type(cx, tables::shaped_type<tables::kinds::keyed[I - tables::kinds::plain_count]>{t});
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
        const bool is_royal = tables::may_be_royal<T>() && static_cast<int>(t) == m.traits.royal_type;
        const bool may_be_royal = tables::may_be_royal<T>() && ((m.traits.pseudo_royal_types >> u) & 1u) != 0;  // a pseudo-royal type
        const bool is_pawn = tables::may_be_pawn<T>() && (m.traits.piece_traits[u] & pawn) != 0;
        const bool promotes = is_pawn && m.traits.promotion_type_count[Us] > 0;
        bitboard zone = promotes ? geo.ranks_from(Us, geo.ranks - m.traits.promotion_ranks) : bitboard{};
        if constexpr (M::flags.has_zone_region)
            if (promotes && m.traits.has_zone_region) zone = m.traits.promotion_zone[Us];
        const bitboard initial = cx.pos.initial_squares(Us, t);
        const bitboard empty = ~cx.occ;
        const bool gives_ep = m.type_gives_ep[u];
        const auto& g = m.groups[u];
        const flip_rule f = flip_of<Us>(m, t);
        for (int from : ours) {
            bitboard quiet{}, capture{};
            bitboard ep_quiet{};  // quiet moves that give e.p. rights: made one by one, marked (move::ep_source)
            const bool unmoved = initial.test(from);
            if constexpr (tables::may_have<M, T>(betza::path_class::leap)) {
                if (m.has(t, betza::path_class::leap)) {
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
            if constexpr (tables::may_have<M, T>(betza::path_class::ride)) {
                if (g.rook) {
                    const bitboard a = m.lines.rook(from, cx.occ);
                    quiet |= a, capture |= a;
                }
                if (g.bishop) {
                    const bitboard a = m.lines.bishop(from, cx.occ);
                    quiet |= a, capture |= a;
                }
                for (std::size_t k = 0; k < g.rest_count; ++k) {
                    const tables::ride& r = m.rides.entries[g.rest[k]];
                    if (r.initial && !unmoved) continue;
                    const bitboard a = attack::ride_reach(m, g.rest[k], Us, false, from, cx.occ);
                    if (r.mode & betza::to_empty) quiet |= a;
                    if (r.mode & betza::to_enemy) capture |= a;
                }
            }
            if constexpr (tables::may_have<M, T>(betza::path_class::chain)) {
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
            if constexpr (tables::may_have<M, T>(betza::path_class::hop)) {
                const auto& d = m.hops;
                for (std::size_t k = d.begin[u]; k < d.begin[u + 1]; ++k) {
                    const tables::hop& h = d.entries[k];
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
                if (m.traits.has_gating && cx.pos.gates(Us).test(from)) modules::gating<V>::emit_gated(cx, from, targets);
            if constexpr (tables::may_have<M, T>(betza::path_class::walk))
                if (m.has(t, betza::path_class::walk)) walk_moves(cx, t, from, unmoved, targets, ep_quiet);
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
            [[maybe_unused]] const bitboard unchecked = targets;
            targets = legal(targets);
            if constexpr (M::flags.has_promoted_forms)
                if (f.promoted >= 0) targets = flip(cx, f, from, targets, promotes);
            if constexpr (M::flags.promotion && M::flags.has_pseudo_royals) {
                if (promotes && m.traits.pseudo_royal_promotions[Us] && (unchecked & zone).any()) {
                    // A promotion that makes a pseudo-royal piece: each type tested on its own.
                    modules::pseudo_royal_promotions<V>::generate(cx, from, unchecked & zone, targets & zone);
                    if (m.rules.promotion.optional) targets = andnot(targets, zone & m.dead[Us][u]);
                    else targets = andnot(targets, zone);
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
            if constexpr (tables::may_have<M, T>(betza::path_class::chain)) {
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
        const tables::board_view<bitboard> view{andnot(cx.occ, self), andnot(cx.own, self), cx.enemy,
                                        cx.pos.royal_square(Us ^ 1) >= 0 ? bitboard::square(cx.pos.royal_square(Us ^ 1)) : bitboard{},
                                        cx.pos.ep_squares()};
        bool passed = false;  // a pass is one move, however many paths lead out and back
        for (std::size_t k = cat.begin[u]; k < cat.begin[u + 1]; ++k) {
            const auto& p = cat.paths[k];
            if (classify(p) != betza::path_class::walk) continue;
            if ((p.legs[0].flags & betza::initial_only) && !unmoved) continue;
            if ((p.legs[0].flags & betza::initial_ahead) && !cx.pos.ahead_of_initial(Us, t).test(from)) continue;
            const bool ep_ride = tables::is_ep_ride(p);
            tables::leg_walker<G>::walk(m.geo, p, Us, from, view, [&](const tables::walk_target& w) {
                if (w.to == from && w.victims.empty()) {
                    // A pass (the lion's mabK): the piece stays, the turn goes.
                    if (!passed && !w.ep && cx.safe_after(from, from)) cx.sink.add(move(from, from, move_kind::locust));
                    passed = true;
                    return;
                }
                // d: an own piece destroyed where the mover lands or on its way, never a royal one.
                if (m.traits.destroys_own && cx.destroys_royal(w, from)) return;
                if (w.unload >= 0) [[unlikely]] {
                    cx.add_unload(from, w);  // u: the piece where it lands goes where the last leg began
                } else if (w.ep) {
                    const int victim = cx.pos.ep_victim();
                    if (victim >= 0 && cx.enemy.test(victim) && cx.safe_after(from, w.to, victim))
                        cx.sink.add(move(from, w.to, move_kind::en_passant, 0, victim));
                } else if (w.victims.count == 1) {
                    const int victim = w.victims.squares[0];
                    if (cx.safe_after(from, w.to, victim)) cx.sink.add(move(from, w.to, move_kind::locust, 0, victim));
                } else if (!w.victims.empty()) {
                    // Several victims (a draughts man's double jump), in the order taken.
                    move mv(from, w.to, move_kind::locust);
                    bitboard gone{};
                    for (int i = 0; i < w.victims.count; ++i) {
                        const int sq = w.victims.squares[static_cast<std::size_t>(i)];
                        mv = mv.with_victim(sq), gone.set(sq);
                    }
                    if (cx.safe_after(from, w.to, gone)) cx.sink.add(mv);
                } else if (ep_ride && !cx.occ.test(w.to) && step_distance(m, from, w.to) > 1) {
                    ep_quiet.set(w.to);  // a long push: the squares passed get e.p. rights
                } else {
                    targets.set(w.to);
                }
            });
        }
    }
};

}  // namespace movegen

template <class V>
using move_list_for = move_list<tables::model_t<V>::max_moves>;

// The legal moves of the side to move (at most max_moves: see move_list::overflowed, legal_move_vector).
template <class V>
void generate_legal(const position<V>& pos, move_list_for<V>& list) {
    list.clear();
    collect_sink<move_list_for<V>> sink{list};
    movegen::generator<V>::legal(pos, sink);
}

template <class V>
move_list_for<V> legal_moves(const position<V>& pos) {
    move_list_for<V> list;
    generate_legal(pos, list);
    return list;
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
