// ferz/tables/model.hpp: everything the position, the generator and the notations read of a variant,
// as one object — for a compile-time variant, and (tables/dynamic_model.hpp) for one read from text.
//
// The move generator is written once, against a model M and an object `m` of it: m.geo, m.lines,
// m.traits, m.cat, m.leaps, m.rides ... For a compile-time variant, static_model<V>'s members are all
// static constexpr, the object is empty, and every read of m.traits.royal_type or m.groups[T].rook is
// a constant the compiler folds: the generator is specialised for the variant as if written for it.
// For a run-time variant, dynamic_model's members are values built by the same builders (catalogue.hpp,
// traits.hpp, piece_tables.hpp, attacks.hpp), and the same code reads them.
//
// What the code may prune while it compiles is M::flags (a feature_set): exact for a compile-time
// variant, "anything" for a run-time one. `if constexpr (M::flags.has_drops)` removes the drop code
// from chess; inside it, `if (m.traits.has_drops)` decides at run time where it must.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ferz/board/lines.hpp"
#include "ferz/rules/features.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/tables/attack_tables.hpp"
#include "ferz/tables/catalogue.hpp"
#include "ferz/tables/mobility.hpp"
#include "ferz/tables/piece_tables.hpp"

namespace ferz::tables {

using ferz::feature_set;

// The path classes a type has, as bits (1 << path_class).
template <class C>
constexpr std::uint8_t classes_of(const C& cat, int type, bool capturing_only = false) noexcept {
    std::uint8_t out = 0;
    for (std::size_t k = cat.begin[static_cast<std::size_t>(type)]; k < cat.begin[static_cast<std::size_t>(type) + 1]; ++k)
        if (!capturing_only || captures(cat.paths[k])) out = static_cast<std::uint8_t>(out | (1u << static_cast<unsigned>(classify(cat.paths[k]))));
    return out;
}

// The features of a variant whose traits, catalogue and rules are `t`, `cat` and `r`.
template <class Traits, class C>
constexpr feature_set features_of(const Traits& t, const C& cat, const variant_rules& r) noexcept {
    feature_set f{};
    f.has_royal = t.royal_type >= 0;
    f.has_pseudo_royals = t.has_pseudo_royals;
    f.mask_legality = pins_exact(cat) && (t.royal_type >= 0 || t.has_pseudo_royals) && !t.blast;
    f.not_mask_legality = !f.mask_legality;
    f.has_drops = t.has_drops, f.has_drop_moves = t.has_drop_moves, f.captures_to_hand = t.captures_to_hand;
    f.tracks_promoted = t.tracks_promoted;
    f.has_gating = t.has_gating, f.cambodian_gates = t.cambodian_gates, f.has_gates = t.has_gates;
    f.has_castling = t.has_castling, f.royal_castles = t.royal_castles, f.castling_from_drops = r.drops.castling_from_drops;
    f.castling_distances = (t.castling_more_steps[0] | t.castling_more_steps[1]) != 0;
    f.has_promoted_forms = t.has_promoted_forms;
    f.promotion = t.promotion_type_count[0] > 0 || t.promotion_type_count[1] > 0;
    f.promotion_limits = t.has_promotion_limits, f.promoted_faces = r.drops.promoted_faces;
    f.has_holes = t.has_holes, f.has_regions = has_regions(cat), f.has_zone_region = t.has_zone_region;
    f.has_initial_region = t.has_initial_region;
    f.any_gives_ep = tables::any_gives_ep(cat), f.walked_ep = tables::walked_ep(cat);
    f.leaps = count_of(cat, path_class::leap) > 0, f.rides = count_of(cat, path_class::ride) > 0;
    f.chains = count_of(cat, path_class::chain) > 0, f.hops = count_of(cat, path_class::hop) > 0;
    f.walks = count_of(cat, path_class::walk) > 0;
    f.hop_shy = t.first_type_with(no_same_type_hops) >= 0;
    f.static_sensitive = has_static_sensitive(cat), f.only_simple_captures = has_only_simple_captures(cat);
    f.pawn_lowest_rank = r.pawns.lowest_rank > 0;
    f.must_drop = r.drops.must_drop, f.drop_checks_off = !r.drops.drop_checks, f.pawn_drop_mate = r.drops.pawn_drop_mate_illegal;
    f.bishops_on_both_colours = r.drops.bishops_on_both_colours;
    f.check_counting = r.end.check_counting;
    f.extinction = !r.end.extinction_pieces.empty(), f.try_rule = r.end.try_piece != 0, f.flag = t.flag_types != 0;
    f.turns = r.turns.pass || r.turns.bikjang || r.turns.pass_on_stalemate, f.bikjang = r.turns.bikjang, f.flying_general = r.board.flying_general;
    f.makpong = r.board.makpong, f.sittuyin = r.promotion.sittuyin, f.demotion = r.promotion.demotion;
    f.no_checks = !r.board.checks_allowed, f.must_capture = r.board.must_capture;
    f.blast = t.blast, f.mutual_immunity = t.mutually_immune_types != 0;
    f.enclosing = r.board.flips != enclosing_rule::none || r.drops.enclosing != enclosing_rule::none;
    f.full_board = r.end.full_board_ends, f.castling_goal = r.end.castling_wins != 0, f.connect = r.end.connect.any();
    f.walls = r.board.walls != walling_rule::none, f.lion_trading = t.lion_types != 0;
    return f;
}

// A compile-time variant's model: the constants of variant_traits<V> and the table classes, under the
// names the generator reads.
template <class V>
struct static_model {
    using variant = V;
    using traits_type = variant_traits<V>;
    using geometry = typename traits_type::board;
    using bitboard = typename geometry::bitboard;
    static constexpr bool dynamic = false;
    static constexpr int max_types = traits_type::types;
    static constexpr int max_squares = geometry::squares;

    static constexpr geometry geo{};
    static constexpr board_lines<geometry> lines{};
    static constexpr const variant_def& def = traits_type::definition;
    static constexpr const variant_rules& rules = def.rules;
    static constexpr const auto& traits = traits_type::data;
    static constexpr const auto& cat = path_catalogue<V>::value;
    static constexpr bool pins_exact = path_catalogue<V>::pins_exact;

    static constexpr const auto& leaps = leap_tables<V>::value;
    static constexpr const auto& leap_attackers = leap_tables<V>::attackers;
    static constexpr const auto& ep_attackers = leap_tables<V>::ep_attackers;
    static constexpr const auto& rides = ride_tables<V>::value;
    static constexpr const auto& hops = hop_tables<V>::value;
    static constexpr const auto& chains = chain_tables<V>::value;
    static constexpr const auto& groups = ride_groups<V>::value;
    static constexpr const auto& dead = mobility<V>::dead;
    static constexpr const auto& reversible = mobility<V>::reversible;
    static constexpr const auto& line_directions = attack_tables<V>::line_directions;
    static constexpr const auto& sensitive = attack_tables<V>::sensitive;
    static constexpr std::uint64_t walk_capture_types = tables::walk_capture_types(cat);
    static constexpr std::array<int, max_types> walk_reach = [] {
        std::array<int, max_types> a{};
        build_walk_reach(cat, a);
        return a;
    }();
    static constexpr const auto& chain_origins = attack_tables<V>::chain_origins;
    static constexpr int hop_shy_type = traits.first_type_with(no_same_type_hops);

    // The ray of ride (hop) k: [0] White forward, [1] Black forward (turned 180°), [2] White backward,
    // [3] Black backward.
    static constexpr const ray_table<geometry>& ride_ray(int which, std::size_t k) noexcept {
        return *direction_rays<V, ride_tables<V>>::value[static_cast<std::size_t>(which)][k];
    }
    static constexpr const ray_table<geometry>& hop_ray(int which, std::size_t k) noexcept {
        return *direction_rays<V, hop_tables<V>>::value[static_cast<std::size_t>(which)][k];
    }

    static constexpr std::array<std::uint8_t, max_types> type_classes = [] {
        std::array<std::uint8_t, max_types> out{};
        for (int t = 0; t < max_types; ++t) out[static_cast<std::size_t>(t)] = classes_of(cat, t);
        return out;
    }();
    static constexpr bool has(int type, path_class c) noexcept {
        return (type_classes[static_cast<std::size_t>(type)] >> static_cast<unsigned>(c)) & 1u;
    }
    static constexpr std::array<std::uint8_t, max_types> capture_classes = [] {
        std::array<std::uint8_t, max_types> out{};
        for (int t = 0; t < max_types; ++t) out[static_cast<std::size_t>(t)] = classes_of(cat, t, true);
        return out;
    }();
    static constexpr feature_set flags = features_of(traits, cat, rules);
    static constexpr std::size_t max_moves = traits.max_moves;  // a move list's capacity

    // Check and pin masks are exact: every capture is a leap or a ride, and there is a royal.
    static constexpr bool mask_legality = flags.mask_legality;
    // The royal's targets are tested against one map of the enemy's captures (attacks::attacked_squares)
    // where asking each target costs more: with many piece types (shogi's 14: a lookup per type and
    // target) rather than few (chess's 6). Measured by callgrind, perft 4: shogi 132.1 M -> 112.5 M
    // instructions with the map, chess 28.3 M -> 29.3 M, so chess keeps the per-target test.
    static constexpr bool royal_by_map = flags.only_simple_captures && max_types >= 10;
    static constexpr bool walked_ep = flags.walked_ep;
    static constexpr bool any_gives_ep = flags.any_gives_ep;
    static constexpr std::array<bool, max_types> type_gives_ep = [] {
        std::array<bool, max_types> out{};
        for (int t = 0; t < max_types; ++t) out[static_cast<std::size_t>(t)] = gives_ep(cat, t);
        return out;
    }();
    // A pin lies on one line from the royal, and each line holds at most one: one per direction of the
    // rook and bishop line lookups (8), plus one per other capturing ride of the enemy's types (each
    // is walked once from the royal, find_pins). So this many pins can never be exceeded.
    static constexpr std::size_t max_pins = [] {
        std::size_t n = 8;
        for (const auto& g : groups)
            for (std::size_t k = 0; k < g.rest_count; ++k) n += (rides.entries[g.rest[k]].mode & betza::to_enemy) != 0;
        return n;
    }();
};

// The model of a variant type: static_model<V> for a compile-time variant (dynamic_model.hpp adds
// the run-time ones).
template <class V>
struct model_of {
    using type = static_model<V>;
};
template <std::size_t Bits, feature_set Features>
struct dynamic_model;  // tables/dynamic_model.hpp
template <std::size_t Bits, feature_set Features>
struct model_of<dynamic<Bits, Features>> {
    using type = dynamic_model<Bits, Features>;
};
template <class V>
using model_t = typename model_of<V>::type;

// The one object of a compile-time variant's model (empty: every member is static).
template <class V>
inline constexpr static_model<V> static_model_instance{};

// A type of a run-time variant with what the generator may assume of it as constants (its shape key:
// dynamic_model::type_key): the path classes it may have (bits 1 << path_class), whether it may be
// royal (or pseudo-royal), whether it may be a pawn. The generator is instantiated for the common
// keys, so that a run-time knight or king runs code as lean as a compiled one's.
template <std::uint8_t Key>
struct shaped_type {
    static constexpr std::uint8_t classes = Key & 0x1f;
    static constexpr bool royal_possible = (Key & 0x20) != 0, pawn_possible = (Key & 0x40) != 0;
    int index;
    constexpr operator int() const noexcept { return index; }
};
inline constexpr std::uint8_t key_royal = 0x20, key_pawn = 0x40;

// Whether type t (an int, std::integral_constant for a compile-time loop, or a shaped_type) may have
// paths of class c, as a constant: exact for a compile-time variant's constant type, the variant's
// features (and the type's shape) else.
template <class M, class T>
constexpr bool may_have(path_class c) noexcept {
    if constexpr (!M::dynamic && requires { T::value; }) {
        return M::has(T::value, c);
    } else {
        if constexpr (requires { T::classes; })
            if (((T::classes >> static_cast<unsigned>(c)) & 1u) == 0) return false;
        switch (c) {
            case path_class::leap: return M::flags.leaps;
            case path_class::ride: return M::flags.rides;
            case path_class::chain: return M::flags.chains;
            case path_class::hop: return M::flags.hops;
            case path_class::walk: return M::flags.walks;
        }
        return true;
    }
}
// Whether a type may be royal (pseudo-royal), or a pawn, as a constant where its shape says.
template <class T>
constexpr bool may_be_royal() noexcept {
    if constexpr (requires { T::royal_possible; }) return T::royal_possible;
    return true;
}
template <class T>
constexpr bool may_be_pawn() noexcept {
    if constexpr (requires { T::pawn_possible; }) return T::pawn_possible;
    return true;
}

// Calls f(t) for every type of the variant: with std::integral_constant<int, T> for a compile-time
// variant (so that each type's code is specialised), with an int at run time.
template <class M, class F>
constexpr void for_each_type(const M& m, F&& f) {
    if constexpr (!M::dynamic) {
        (void)m;
        [&]<int... T>(std::integer_sequence<int, T...>) {
            (f(std::integral_constant<int, T>{}), ...);
        }(std::make_integer_sequence<int, M::max_types>{});
    } else {
        for (int t = 0; t < m.traits.types; ++t) f(t);
    }
}

}  // namespace ferz::tables
