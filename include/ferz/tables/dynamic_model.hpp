// ferz/tables/dynamic_model.hpp: a variant read from text, as the value the generator reads.
//
// dynamic_model<Bits> is static_model<V>'s twin (tables/model.hpp): the same members under the same
// names, filled at run time by the same builders (catalogue.hpp, traits.hpp, piece_tables.hpp,
// attack_tables.hpp, mobility.hpp) from a variant_def that passed check(). The move generator,
// the position and the notations are instantiated once per bitboard width for it
// (position<ferz::dynamic<64>>, <128>, <256>), and each position holds a shared handle to its
// variant's model: any number of variants live side by side, in any threads, with no global state.
// A model is built once and never changes; building one costs a few milliseconds (its tables) and
// up to some megabytes on 16x16 boards.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <utility>
#include <string>
#include <type_traits>
#include <vector>

#include "ferz/board/lines.hpp"
#include "ferz/result.hpp"
#include "ferz/rules/check.hpp"
#include "ferz/rules/start.hpp"
#include "ferz/rules/traits.hpp"
#include "ferz/tables/attack_tables.hpp"
#include "ferz/tables/catalogue.hpp"
#include "ferz/tables/mobility.hpp"
#include "ferz/tables/model.hpp"
#include "ferz/tables/piece_tables.hpp"

namespace ferz {

// Why a definition could not be made a run-time variant: its check's error, a board too large for the
// width asked for, more paths than a run-time variant holds, or a start position that does not read.
struct variant_error {
    definition_error definition{};  // when the definition's check failed
    std::string what;               // what is wrong (message() says the same: the member and column are in it)
    [[nodiscard]] std::string message() const { return what; }
};

namespace tables {

// A type's shape, as bits: 0 the general path; else the plain paths it has (leaps, rook and bishop
// lines, other rides), with nothing else to consider.
// shape_flip: and it turns into its promoted form shogi-style (generator::flip_rule).
inline constexpr std::uint8_t shape_general = 0, shape_leaps = 1, shape_lines = 2, shape_rest = 4, shape_flip = 8;

// The kinds of type the generator has code of its own for, in the order it takes them: first the
// plain shapes, then the shape keys (shaped_type) of the built-in variants' other types (K: leaper,
// royal; P: leaper or leaper and lame leaper, pawn; N: leaper; R: rider, leaper and rider (these
// with promotions); lame leapers; cannons), last the general code for anything else.
namespace kinds {
inline constexpr std::uint8_t L = 1u << static_cast<unsigned>(path_class::leap);
inline constexpr std::uint8_t R = 1u << static_cast<unsigned>(path_class::ride);
inline constexpr std::uint8_t C = 1u << static_cast<unsigned>(path_class::chain);
inline constexpr std::uint8_t H = 1u << static_cast<unsigned>(path_class::hop);
inline constexpr std::uint8_t plain[] = {shape_leaps,
                                         shape_lines,
                                         shape_leaps | shape_lines,
                                         shape_rest,
                                         shape_leaps | shape_rest,
                                         shape_lines | shape_rest,
                                         shape_leaps | shape_lines | shape_rest,
                                         shape_leaps | shape_flip,
                                         shape_lines | shape_flip,
                                         shape_rest | shape_flip};
inline constexpr std::uint8_t keyed[] = {L | key_royal, L | C | key_pawn, L | key_pawn, L, R, L | R, C, H, R | H};
inline constexpr std::size_t plain_count = std::size(plain), keyed_count = std::size(keyed);
inline constexpr std::size_t count = plain_count + keyed_count + 1;  // and the general code
}  // namespace kinds

// A type of a plain shape, as a constant: its path classes (may_have), and that it has no initial or
// e.p. moves, is not royal and no pawn, and has other rides than rook and bishop lines only where its
// shape says (`rest`).
template <std::uint8_t Shape>
struct plain_type {
    static constexpr std::uint8_t classes =
        static_cast<std::uint8_t>(((Shape & shape_leaps) ? kinds::L : 0) | ((Shape & (shape_lines | shape_rest)) ? kinds::R : 0));
    static constexpr bool royal_possible = false, pawn_possible = false, plain = true, rest = (Shape & shape_rest) != 0;
    int index;
    constexpr operator int() const noexcept { return index; }
};

// Calls f(t) for every type of a run-time variant, kind by kind: with a plain_type<shape> for the
// types of a plain shape, a shaped_type<key> for those of a kind with a key, an int for the rest.
template <class M, class F>
void for_each_shaped_type(const M& m, F&& f) {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        (
            [&] {
                for (std::size_t k = m.kind_begin[I]; k < m.kind_begin[I + 1]; ++k) {
                    const int t = m.kind_types[k];
                    if constexpr (I < kinds::plain_count) f(plain_type<kinds::plain[I] & (shape_leaps | shape_lines | shape_rest)>{t});
                    else if constexpr (I < kinds::plain_count + kinds::keyed_count) f(shaped_type<kinds::keyed[I - kinds::plain_count]>{t});
                    else f(t);
                }
            }(),
            ...);
    }(std::make_index_sequence<kinds::count>{});
}

template <std::size_t Bits, feature_set Features = features::all>
struct dynamic_model {
    using variant = ferz::dynamic<Bits, Features>;
    using geometry = board_geometry<Bits>;
    using bitboard = ferz::bitboard<Bits>;
    static constexpr bool dynamic = true;
    static constexpr int max_types = static_cast<int>(max_piece_types);
    static constexpr int max_squares = static_cast<int>(Bits);
    static constexpr std::size_t max_paths = 4096;
    static constexpr std::size_t max_moves = Bits == 64 ? 1024 : Bits == 128 ? 4096 : 8192;
    static constexpr std::size_t max_pins = 8 + 120;
    static constexpr feature_set flags = Features;  // what a definition may say

    static constexpr std::size_t types_u = static_cast<std::size_t>(max_types);
    template <class T>
    using per_type = std::array<T, types_u>;
    template <class T>
    using per_square = std::array<T, Bits>;

    // Builds the model of a definition, or says why it cannot be one.
    static result<std::shared_ptr<const dynamic_model>, variant_error> make(const variant_def& d) {
        if (const definition_error e = check(d)) return unexpected{variant_error{e, e.message()}};
        if (d.files * d.ranks > max_squares)
            return unexpected{variant_error{{}, "a board of " + std::to_string(d.files * d.ranks) + " squares needs a wider position type than " +
                                                    std::to_string(Bits) + " bits"}};
        const catalogue_size size = count_catalogue(d);
        if (size.paths > max_paths)
            return unexpected{variant_error{{}, "the pieces have " + std::to_string(size.paths) + " paths; a variant read at run time has at most " +
                                                    std::to_string(max_paths)}};
        std::shared_ptr<dynamic_model> m(new dynamic_model(d));
        m->build(size);
        if (const char* missing = first_missing(Features, m->needs()))
            return unexpected{variant_error{{}, std::string("the variant needs the feature '") + missing +
                                                    "', which this run-time instantiation leaves out (ferz::dynamic<Bits, Features>)"}};
        auto start = parse_fen_unchecked<variant>(*m, d.start_fen.view());
        if (!start) return unexpected{variant_error{{}, "start_fen: " + start.error().message()}};
        m->start = make_start_data(*m, *start);
        return std::shared_ptr<const dynamic_model>(std::move(m));
    }

    dynamic_model(const dynamic_model&) = delete;
    dynamic_model& operator=(const dynamic_model&) = delete;

    const variant_def def;
    const variant_rules& rules = def.rules;
    const geometry geo;
    const board_lines<geometry> lines;
    traits_data<bitboard, types_u> traits{};
    catalogue_data<bitboard, types_u, max_paths> cat{};
    bool pins_exact = false, mask_legality = false, royal_by_map = false, walked_ep = false, any_gives_ep = false;
    per_type<std::uint8_t> type_classes{}, capture_classes{};
    per_type<bool> type_gives_ep{};

    std::array<per_type<per_square<leap_masks<bitboard>>>, 2> leaps{};
    std::array<per_type<per_square<bitboard>>, 2> leap_attackers{}, ep_attackers{};
    struct ride_list {
        std::vector<ride> entries;
        std::array<std::size_t, types_u + 1> begin{};
        std::size_t count = 0;
    } rides;
    struct hop_list {
        std::vector<hop> entries;
        std::array<std::size_t, types_u + 1> begin{};
        std::size_t count = 0;
    } hops;
    struct chain_storage {
        std::vector<chain<bitboard, Bits>> chains;
        std::array<std::size_t, types_u + 1> begin{};
        std::size_t count = 0;
    } chains;
    per_type<ride_group> groups{};
    std::array<per_type<bitboard>, 2> dead{};
    per_type<bool> reversible{};
    std::array<queen_lines<bitboard>, 2> line_directions{};
    std::array<per_square<bitboard>, 2> sensitive{};
    std::uint64_t walk_capture_types = 0;
    per_type<int> walk_reach{};  // build_walk_reach
    std::array<per_type<per_square<bitboard>>, 2> chain_origins{};
    int hop_shy_type = -1;
    attack_plan plan{};
    // How the generator may take each type's moves (type_shape): a plain leaper or rider takes a
    // short path of its own; anything else (pawns, royals, promotions, chains, hops, walks, initial
    // or e.p. moves) the general one.
    per_type<std::uint8_t> shape{};
    // Else its shape key (shaped_type): its path classes, royal, pawn.
    per_type<std::uint8_t> type_key{};
    // The types by kind (kinds::): kind_types[kind_begin[i] .. kind_begin[i + 1]) are of kind i.
    std::array<std::uint8_t, kinds::count + 1> kind_begin{};
    per_type<std::uint8_t> kind_types{};
    start_data<variant> start{};

    // The features the variant has (as a compile-time variant's flags would be).
    [[nodiscard]] feature_set needs() const noexcept { return features_of(traits, cat, rules); }

    [[nodiscard]] bool has(int type, path_class c) const noexcept {
        return (type_classes[static_cast<std::size_t>(type)] >> static_cast<unsigned>(c)) & 1u;
    }
    // A type of a shape key has exactly the key's classes: a constant.
    template <std::uint8_t K>
    [[nodiscard]] static constexpr bool has(shaped_type<K>, path_class c) noexcept {
        return (shaped_type<K>::classes >> static_cast<unsigned>(c)) & 1u;
    }
    // The ray of ride (hop) k: [0] White forward, [1] Black forward, [2] White backward, [3] Black backward.
    [[nodiscard]] const ray_table<geometry>& ride_ray(int which, std::size_t k) const noexcept {
        return rays_[ride_ray_[static_cast<std::size_t>(which)][k]];
    }
    [[nodiscard]] const ray_table<geometry>& hop_ray(int which, std::size_t k) const noexcept {
        return rays_[hop_ray_[static_cast<std::size_t>(which)][k]];
    }

private:
    explicit dynamic_model(const variant_def& d) : def(d), geo(d.files, d.ranks), lines(geo) {}

    // A ray for step (dx, dy) of a colour, bound to path k's region when the path has one; each
    // distinct ray once.
    std::uint32_t ray_index(int dx, int dy, bool regional, std::size_t k, int colour) {
        const bitboard region = regional ? cat.region[k][static_cast<std::size_t>(colour)] : bitboard{};
        for (std::size_t i = 0; i < ray_keys_.size(); ++i)
            if (ray_keys_[i].dx == dx && ray_keys_[i].dy == dy && ray_keys_[i].regional == regional && ray_keys_[i].region == region)
                return static_cast<std::uint32_t>(i);
        ray_keys_.push_back({dx, dy, regional, region});
        rays_.push_back(regional ? make_ray_in(geo, dx, dy, region) : make_ray(geo, dx, dy));
        return static_cast<std::uint32_t>(rays_.size() - 1);
    }

    template <class List, class Indices>
    void lay_rays(const List& list, Indices& out) {
        // [0] White forward (+step), [1] Black forward (-step, Black's region), [2] White backward
        // (-step), [3] Black backward (+step, Black's region).
        constexpr int sign[4] = {1, -1, -1, 1};
        constexpr int colour[4] = {0, 1, 0, 1};
        for (auto& v : out) v.resize(list.count);
        for (std::size_t k = 0; k < list.count; ++k) {
            const auto& e = list.entries[k];
            for (int w = 0; w < 4; ++w)
                out[static_cast<std::size_t>(w)][k] = ray_index(sign[w] * e.dx, sign[w] * e.dy, e.regional, e.path, colour[w]);
        }
    }

    void build(const catalogue_size& size) {
        build_traits(geo, def, traits);
        build_catalogue(geo, def, cat);
        pins_exact = tables::pins_exact(cat);
        mask_legality = pins_exact && (traits.royal_type >= 0 || traits.has_pseudo_royals) && !traits.blast;
        royal_by_map = has_only_simple_captures(cat) && traits.types >= 10;
        walked_ep = tables::walked_ep(cat);
        any_gives_ep = tables::any_gives_ep(cat);
        for (int t = 0; t < traits.types; ++t) {
            type_classes[static_cast<std::size_t>(t)] = classes_of(cat, t);
            capture_classes[static_cast<std::size_t>(t)] = classes_of(cat, t, true);
            type_gives_ep[static_cast<std::size_t>(t)] = gives_ep(cat, t);
        }
        build_leaps(geo, cat, leaps);
        build_leap_reverse(geo, cat, betza::to_enemy, false, leap_attackers);
        build_leap_reverse(geo, cat, betza::to_ep, true, ep_attackers);
        rides.entries.resize(size.rides);
        build_entries<path_class::ride>(cat, rides);
        hops.entries.resize(size.hops);
        build_entries<path_class::hop>(cat, hops);
        chains.chains.resize(size.chains);
        build_chains(geo, cat, chains);
        build_ride_groups(rides, traits.types, groups);
        build_hop_groups(hops, traits.types, traits.first_type_with(no_same_type_hops), groups);
        build_dead_squares(geo, cat, dead);
        build_reversible(cat, reversible);
        build_queen_lines(geo, cat, def.rules.board.flying_general, traits.royal_type, line_directions);
        build_sensitive(geo, cat, sensitive);
        walk_capture_types = tables::walk_capture_types(cat);
        build_walk_reach(cat, walk_reach);
        build_chain_origins(geo, chains, traits.types, chain_origins);
        hop_shy_type = traits.first_type_with(no_same_type_hops);
        plan = build_attack_plan(cat, rides, chains, groups);
        for (int t = 0; t < traits.types; ++t) {
            const auto u = static_cast<std::size_t>(t);
            shape[u] = shape_of(t);
            const bool royal = t == traits.royal_type || ((traits.pseudo_royal_types >> u) & 1u) != 0;
            type_key[u] = static_cast<std::uint8_t>(type_classes[u] | (royal ? key_royal : 0) | ((traits.piece_traits[u] & pawn) ? key_pawn : 0));
        }
        std::size_t n = 0;
        for (std::size_t kind = 0; kind < kinds::count; ++kind) {
            kind_begin[kind] = static_cast<std::uint8_t>(n);
            for (int t = 0; t < traits.types; ++t)
                if (kind_of(t) == kind) kind_types[n++] = static_cast<std::uint8_t>(t);
        }
        kind_begin[kinds::count] = static_cast<std::uint8_t>(n);
        rays_.reserve(4 * (rides.count + hops.count));
        lay_rays(rides, ride_ray_);
        lay_rays(hops, hop_ray_);
    }

    std::size_t kind_of(int t) const {
        const auto u = static_cast<std::size_t>(t);
        for (std::size_t i = 0; i < kinds::plain_count; ++i)
            if (shape[u] == kinds::plain[i]) return i;
        for (std::size_t i = 0; i < kinds::keyed_count; ++i)
            if (type_key[u] == kinds::keyed[i]) return kinds::plain_count + i;
        return kinds::count - 1;
    }

    std::uint8_t shape_of(int t) const {
        const auto u = static_cast<std::size_t>(t);
        const unsigned leap = 1u << static_cast<unsigned>(path_class::leap), ride = 1u << static_cast<unsigned>(path_class::ride);
        if ((type_classes[u] & ~(leap | ride)) != 0 || type_gives_ep[u]) return shape_general;
        if (t == traits.royal_type || ((traits.pseudo_royal_types >> u) & 1u) != 0 || (traits.piece_traits[u] & pawn) != 0) return shape_general;
        if (rules.promotion.demotion && traits.promoted[u]) return shape_general;
        if (traits.has_gating || t == hop_shy_type) return shape_general;
        std::uint8_t out = traits.promoted_type[u] >= 0 ? shape_flip : 0;
        if (type_classes[u] & leap) {
            for (const auto& side : leaps)
                for (const leap_masks<bitboard>& lm : side[u])
                    if (lm.ep.any() || lm.quiet_initial.any() || lm.capture_initial.any()) return shape_general;
            out |= shape_leaps;
        }
        if (type_classes[u] & ride) {
            const ride_group& g = groups[u];
            if (g.rook || g.bishop) out |= shape_lines;
            for (std::size_t k = 0; k < g.rest_count; ++k)
                if (rides.entries[g.rest[k]].initial) return shape_general;
            if (g.rest_count > 0) out |= shape_rest;
        }
        return out;
    }

    struct ray_key {
        int dx = 0, dy = 0;
        bool regional = false;
        bitboard region{};
    };
    std::vector<ray_key> ray_keys_;
    std::vector<ray_table<geometry>> rays_;
    std::array<std::vector<std::uint32_t>, 4> ride_ray_, hop_ray_;
};

// The features a definition (one that passed check(), with at most max_paths paths, on a board of
// at most Bits squares) needs: what its compile-time form's flags would be.
template <std::size_t Bits>
feature_set needed_features(const variant_def& d) {
    using bitboard = ferz::bitboard<Bits>;
    const board_geometry<Bits> geo(d.files, d.ranks);
    const auto traits = std::make_unique<traits_data<bitboard, max_piece_types>>();
    const auto cat = std::make_unique<catalogue_data<bitboard, max_piece_types, dynamic_model<Bits>::max_paths>>();
    build_traits(geo, d, *traits);
    build_catalogue(geo, d, *cat);
    return features_of(*traits, *cat, d.rules);
}

}  // namespace tables

// A variant read from text, as the handle its positions share (position<ferz::dynamic<Bits, Features>>).
template <std::size_t Bits, feature_set Features = features::all>
using dynamic_variant = std::shared_ptr<const tables::dynamic_model<Bits, Features>>;

// The run-time variant of a definition, on bitboards of Bits bits, compiled for Features; or why it
// cannot be one.
template <std::size_t Bits, feature_set Features = features::all>
result<dynamic_variant<Bits, Features>, variant_error> make_dynamic_variant(const variant_def& d) {
    return tables::dynamic_model<Bits, Features>::make(d);
}

// Makes the run-time variant of a definition on bitboards of Bits bits with the leanest features
// that hold it (features::standard, features::drops, else features::all), and returns f(handle) —
// f is called with a dynamic_variant<Bits, Features> of the mask chosen, so it is generic (a lambda
// taking auto) and returns one type for every mask; or says why the definition cannot be one.
// Every mask's code is compiled where this is called: three instantiations of the generator.
template <std::size_t Bits, class F>
auto with_dynamic_variant(const variant_def& d, F&& f) -> result<std::invoke_result_t<F&, dynamic_variant<Bits>>, variant_error> {
    using R = std::invoke_result_t<F&, dynamic_variant<Bits>>;
    static_assert(!std::is_void_v<R>, "with_dynamic_variant: f returns a value");
    using out = result<R, variant_error>;
    if (const definition_error e = check(d)) return unexpected{variant_error{e, e.message()}};
    if (d.files * d.ranks > static_cast<int>(Bits) || tables::count_catalogue(d).paths > tables::dynamic_model<Bits>::max_paths)
        return unexpected{make_dynamic_variant<Bits>(d).error()};  // the same message as make()'s
    const feature_set needs = tables::needed_features<Bits>(d);
    auto go = [&]<feature_set Mask>() -> out {
        auto v = make_dynamic_variant<Bits, Mask>(d);
        if (!v) return unexpected{v.error()};
        return f(*v);
    };
    if (covers(features::standard, needs)) return go.template operator()<features::standard>();
    if (covers(features::drops, needs)) return go.template operator()<features::drops>();
    return go.template operator()<features::all>();
}

}  // namespace ferz
